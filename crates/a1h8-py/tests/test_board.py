"""`a1h8.Board` against python-chess's `Board` (an oracle only): every
position of random games played by both, its outcome with and without
claims, the claims, repetition, insufficient material and the clocks; then
push and pop, errors, Chess960 and a variant."""

import random

import chess
import pytest

import a1h8


def play_both(rng, board, ours, plies):
    """Plays up to `plies` random moves on python-chess's `board` and on
    `ours`, comparing every position; a move that takes back the side's
    previous one is preferred four times in ten, so that positions
    repeat. Returns the differences found."""
    differences = []
    last = {chess.WHITE: None, chess.BLACK: None}
    for _ in range(plies + 1):
        theirs = (board.fen(),) + answers(board)
        # Chess960's castling rights as python-chess writes them (a1h8
        # writes some by their rooks' files).
        fen = chess.Board(ours.fen(), chess960=True).fen() if board.chess960 else ours.fen()
        mine = (fen,) + answers(ours)
        if mine != theirs:
            differences.append(f"{board.fen()} after {len(board.move_stack)} plies: a1h8 {mine}, python-chess {theirs}")
        if board.outcome() is not None:
            break
        moves = sorted(board.legal_moves, key=lambda m: m.uci())
        previous = last[board.turn]
        back = previous and next((m for m in moves if m.from_square == previous.to_square
                                  and m.to_square == previous.from_square and not m.promotion), None)
        move = back if back and rng.random() < 0.4 else rng.choice(moves)
        last[board.turn] = move
        board.push(move)
        assert ours.push_uci(move.uci()) == move.uci()
    return differences


#: What both boards are asked of every position, by the same names.
QUESTIONS = [
    "is_insufficient_material", "can_claim_fifty_moves", "can_claim_threefold_repetition",
    "is_fivefold_repetition", "is_seventyfive_moves", "is_fifty_moves", "is_checkmate",
    "is_stalemate", "can_claim_draw",
]


def answers(board):
    """The answers of `board`, a1h8's or python-chess's, to the questions."""
    return tuple(getattr(board, question)() for question in QUESTIONS) + (
        board.is_repetition(3),
        board.is_repetition(2),
        board.result(claim_draw=True),
        describe(board.outcome()),
        describe(board.outcome(claim_draw=True)),
    )


def describe(outcome):
    """An outcome as (termination name, winner), for either library."""
    if outcome is None:
        return None
    termination = outcome.termination
    name = termination if isinstance(termination, str) else termination.name.lower()
    return (name, outcome.winner)


STARTS = [
    chess.STARTING_FEN,
    "8/8/4k3/8/8/3K4/3N4/8 w - - 90 100",
    "8/5k2/8/8/8/2K5/3R4/8 w - - 96 80",
    "8/5k2/5p2/8/8/2K5/3B4/8 w - - 144 120",
    "8/5k2/8/8/8/2K5/2BB4/8 w - - 98 60",
    "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1",
]


@pytest.mark.parametrize("start", STARTS)
def test_every_position_of_random_games_agrees_with_python_chess(start):
    rng = random.Random(start)
    differences = []
    for _ in range(6):
        differences += play_both(rng, chess.Board(start), a1h8.Board(start), rng.randrange(20, 320))
    assert not differences, differences[:5]


def test_chess960_games_agree_with_python_chess():
    rng = random.Random(960)
    differences = []
    for number in range(8):
        board = chess.Board.from_chess960_pos(rng.randrange(960))
        ours = a1h8.Board(board.fen(), variant="chess960")
        differences += play_both(rng, board, ours, 200)
    assert not differences, differences[:5]


def test_threefold_repetition_is_claimed_and_fivefold_ends_the_game():
    board = a1h8.Board()
    for move in ["g1f3", "g8f6", "f3g1", "f6g8"] * 2:
        board.push_uci(move)
    assert board.is_repetition(3) and board.can_claim_threefold_repetition()
    assert board.outcome() is None
    outcome = board.outcome(claim_draw=True)
    assert (outcome.termination, outcome.winner, outcome.result()) == ("threefold_repetition", None, "1/2-1/2")
    for move in ["g1f3", "g8f6", "f3g1", "f6g8"] * 2:
        board.push_uci(move)
    assert board.is_fivefold_repetition()
    assert board.outcome().termination == "fivefold_repetition"
    assert board.result() == "1/2-1/2"
    assert len(board) == 16 and board.move_stack[:2] == ["g1f3", "g8f6"]


def test_push_pop_and_errors():
    board = a1h8.Board()
    assert board.turn is True and board.halfmove_clock == 0 and board.fullmove_number == 1
    assert board.push_san("Nf3") == "g1f3"
    assert board.turn is False and board.peek() == "g1f3"
    key = board.zobrist()
    assert board.pop() == "g1f3"
    assert board.fen() == chess.STARTING_FEN and board.zobrist() != key
    with pytest.raises(IndexError):
        board.pop()
    with pytest.raises(ValueError, match="legal"):
        board.push_uci("e2e5")
    with pytest.raises(ValueError):
        board.push_san("Ke2")
    with pytest.raises(ValueError):
        a1h8.Board("not a fen")
    copy = board.copy()
    copy.push_uci("e2e4")
    assert len(copy) == 1 and len(board) == 0
    assert repr(board) == f"Board({chess.STARTING_FEN!r})"
    assert board.position() == a1h8.Position.start()


def test_variants_count_only_bare_kings_as_insufficient():
    gardner = a1h8.Board("4k/5/5/1N3/K4 w - - 0 1", variant="gardner")
    assert not gardner.is_insufficient_material()
    bare = a1h8.Board("4k/5/5/5/K4 w - - 0 1", variant="gardner")
    assert bare.is_insufficient_material()
    assert bare.outcome().termination == "insufficient_material"
    capablanca = a1h8.Board(variant="capablanca")
    for move in ["h1i3", "h8i6", "i3h1", "i6h8"] * 2:
        capablanca.push_uci(move)
    assert capablanca.variant == "capablanca" and capablanca.is_repetition(3)
    assert capablanca.outcome(claim_draw=True).termination == "threefold_repetition"
