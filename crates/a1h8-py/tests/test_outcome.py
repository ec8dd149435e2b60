"""`Position.is_checkmate`, `is_stalemate`, `outcome()` and `piece_at`,
against python-chess (an oracle only): on the playouts' positions, on the
last positions of seeded random games played to their end, and on the
built-in variants' start positions."""

import random

import chess
import pytest

import a1h8
from conftest import SOURCES, corpus, first

#: Positions with known outcomes.
KNOWN = {
    "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1": ("checkmate", "white"),
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3": ("checkmate", "black"),
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1": ("stalemate", None),
    "7k/8/8/8/8/8/8/K7 w - - 0 1": ("insufficient_material", None),
    "7k/8/8/8/8/8/8/K5N1 b - - 0 1": ("insufficient_material", None),
    "7k/8/8/8/8/8/8/K5R1 b - - 150 90": ("seventyfive_moves", None),
    "7k/8/8/8/8/8/8/K5R1 b - - 149 90": None,
    "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1": None,
}


def random_game_ends(seed=19, games=40, max_plies=400):
    """The last positions of seeded random games, played by python-chess
    until no legal move is left or `max_plies`."""
    rng = random.Random(seed)
    ends = []
    for _ in range(games):
        board = chess.Board()
        for _ in range(max_plies):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        ends.append(board)
    return ends


def python_chess_outcome(board):
    """What `Position.outcome()` should say of `board`: python-chess's
    outcome but for repetition, which needs the game's moves."""
    if board.is_checkmate():
        return ("checkmate", "black" if board.turn == chess.WHITE else "white")
    if board.is_insufficient_material():
        return ("insufficient_material", None)
    if board.is_stalemate():
        return ("stalemate", None)
    if board.is_seventyfive_moves():
        return ("seventyfive_moves", None)
    return None


@pytest.mark.parametrize("fen", sorted(KNOWN))
def test_known_outcomes(fen):
    position = a1h8.Position.from_fen(fen)
    board = chess.Board(fen)
    assert position.outcome() == KNOWN[fen] == python_chess_outcome(board)
    assert position.is_checkmate() == board.is_checkmate()
    assert position.is_stalemate() == board.is_stalemate()
    assert position.is_check() == board.is_check()


def test_outcomes_of_random_games_match_python_chess():
    ends = random_game_ends()
    seen = set()
    failures = []
    for board in ends:
        position = a1h8.Position.from_fen(board.fen())
        ours = (position.is_checkmate(), position.is_stalemate(), position.outcome())
        theirs = (board.is_checkmate(), board.is_stalemate(), python_chess_outcome(board))
        if ours != theirs:
            failures.append(f"{board.fen()}: a1h8 {ours}, python-chess {theirs}")
        seen.add(theirs[2] and theirs[2][0])
    assert not failures, first(failures)
    # The random games reach both ends, so that both are compared.
    assert {"checkmate", "stalemate"} <= seen, seen


@pytest.mark.parametrize("source", SOURCES)
def test_outcome_and_piece_at_on_the_playouts(source):
    failures = []
    for sample in corpus(source):
        position = a1h8.Position.from_fen(sample.fen, variant=sample.variant)
        board = sample.board()
        if position.outcome() != python_chess_outcome(board):
            failures.append(f"{sample.fen}: outcome {position.outcome()}")
        for square in chess.SQUARES:
            piece = board.piece_at(square)
            expected = piece.symbol() if piece else None
            name = chess.square_name(square)
            if (position.piece_at(square), position.piece_at(name)) != (expected, expected):
                failures.append(f"{sample.fen}: {name} {position.piece_at(name)!r} not {expected!r}")
    assert not failures, first(failures)


def test_piece_at_of_variants_uses_their_letters_and_board():
    capablanca = a1h8.Position.start("capablanca")
    assert capablanca.piece_at("c1") == "A"
    assert capablanca.piece_at("h8") == "c"
    assert capablanca.piece_at("j8") == "r"
    assert capablanca.piece_at(9) == "R"
    assert capablanca.piece_at("e4") is None
    gardner = a1h8.Position.start("gardner")
    assert gardner.piece_at("e1") == "K"
    assert gardner.piece_at(24) == "k"
    mated = a1h8.Position.from_fen("R2k1/5/3K1/5/5 b - - 0 1", variant="gardner")
    assert mated.outcome() == ("checkmate", "white")
    assert mated.is_checkmate() and not mated.is_stalemate()
    assert a1h8.Position.start("capablanca").outcome() is None


@pytest.mark.parametrize(
    "variant, square",
    [("chess", "i1"), ("chess", 64), ("chess", -1), ("chess", "e"), ("capablanca", "k1"), ("capablanca", 80), ("gardner", "f1")],
)
def test_piece_at_off_the_board_is_a_value_error(variant, square):
    with pytest.raises(ValueError):
        a1h8.Position.start(variant).piece_at(square)


def test_piece_at_refuses_other_types():
    with pytest.raises((TypeError, ValueError)):
        a1h8.Position.start().piece_at(1.5)
