"""a1h8.Position against python-chess, on the positions of seeded random
playouts (conftest.py): from the start position, Kiwipete, a few varied
FENs and Chess960 start positions.

Checked: the set of legal moves in UCI, `is_check`, `turn`, the FEN after
every legal move (`push`), SAN (`san`, `parse_san`, `push_san`) of every
legal move of a sample of the positions, FEN round trips; and the start
positions of the built-in variants.

FEN conventions, and how the comparisons normalise them:

* En passant. a1h8 keeps the square behind a double step only when a pawn
  of the side to move can legally take there, after `push` and when
  reading a FEN (a square a double step could have left but no legal
  capture can use is dropped), and writes it only then: python-chess's
  default (``en_passant="legal"``). The playouts' FENs give the square of
  every double step (``"fen"``), so reading them exercises the dropping;
  every FEN a1h8 writes is compared with python-chess's default FEN, and
  a position read with and without an unusable square is one position
  with one hash. `test_en_passant_square_is_written_only_for_a_legal_capture`
  pins this down.
* Castling in Chess960. Both write X-FEN (``KQkq`` for the outermost rook,
  the file letter otherwise), except that a1h8 writes a Chess960 position
  whose castling rooks stand on the standard squares with Shredder letters
  (``HAha``), so that it reads back as Chess960. The castling field of a
  Chess960 FEN must therefore be python-chess's X-FEN or Shredder-FEN
  field, and mean the same rights.
* Castling moves: the king's two-square move in chess (``e1g1``), king
  takes rook in Chess960 (``e1h1``), as python-chess writes them.
"""

import chess
import pytest

import a1h8
from conftest import KIWIPETE, SOURCES, START_FEN, all_positions, corpus, fen_difference, first

#: SAN is checked on every `SAN_STRIDE`-th position of each source.
SAN_STRIDE = 2
#: Pushes are checked for every legal move of every `PUSH_STRIDE`-th position.
PUSH_STRIDE = 2


def test_corpus_has_every_kind_of_position():
    """The playouts reach castling, en passant, promotions (with and without
    capture), checks, double checks, checkmates and stalemates, in chess
    and in Chess960."""
    kinds = dict.fromkeys(
        [
            "castling", "castling960", "en passant", "promotion",
            "capture-promotion", "check", "double check", "checkmate",
            "stalemate", "checkmate960",
        ],
        0,
    )
    for sample in all_positions():
        board = sample.board()
        moves = list(board.legal_moves)
        if any(board.is_castling(m) for m in moves):
            kinds["castling960" if sample.chess960 else "castling"] += 1
        kinds["en passant"] += any(board.is_en_passant(m) for m in moves)
        kinds["promotion"] += any(m.promotion for m in moves)
        kinds["capture-promotion"] += any(
            m.promotion and board.is_capture(m) for m in moves
        )
        kinds["check"] += board.is_check()
        kinds["double check"] += len(board.checkers()) == 2
        if not moves:
            if not board.is_check():
                kinds["stalemate"] += 1
            elif sample.chess960:
                kinds["checkmate960"] += 1
            else:
                kinds["checkmate"] += 1
    assert len(all_positions()) >= 5000
    missing = [kind for kind, count in kinds.items() if count < 3]
    assert not missing, kinds


@pytest.mark.parametrize("source", SOURCES)
def test_legal_moves_match_python_chess(source):
    failures = []
    for sample in corpus(source):
        ours = a1h8.Position.from_fen(sample.fen, variant=sample.variant).legal_moves()
        theirs = {move.uci() for move in sample.board().legal_moves}
        if len(ours) != len(set(ours)):
            failures.append(f"{sample.fen}: repeated moves in {ours}")
        elif set(ours) != theirs:
            failures.append(
                f"{sample.fen}: a1h8 only {sorted(set(ours) - theirs)}, "
                f"python-chess only {sorted(theirs - set(ours))}"
            )
    assert not failures, first(failures)


@pytest.mark.parametrize("source", SOURCES)
def test_is_check_and_turn_match_python_chess(source):
    failures = []
    for sample in corpus(source):
        position = a1h8.Position.from_fen(sample.fen, variant=sample.variant)
        board = sample.board()
        turn = "white" if board.turn == chess.WHITE else "black"
        if (position.is_check(), position.turn) != (board.is_check(), turn):
            failures.append(
                f"{sample.fen}: a1h8 {(position.is_check(), position.turn)}, "
                f"python-chess {(board.is_check(), turn)}"
            )
    assert not failures, first(failures)


@pytest.mark.parametrize("source", SOURCES)
def test_variant_property_and_fen_round_trip(source):
    """Reading a FEN and writing it back gives python-chess's FEN (the en
    passant square only for a legal capture; Chess960 castling letters as
    in the docstring), which reads back as the same position; the FEN with
    the square of every double step and the one without an unusable square
    read as one position with one hash."""
    failures = []
    for sample in corpus(source):
        position = a1h8.Position.from_fen(sample.fen, variant=sample.variant)
        assert position.variant == sample.variant
        problem = fen_difference(position.fen(), sample.board(), "legal")
        if problem:
            failures.append(problem)
        again = a1h8.Position.from_fen(position.fen(), variant=sample.variant)
        if again != position or again.fen() != position.fen():
            failures.append(f"{position.fen()!r} does not read back as itself")
        legal = a1h8.Position.from_fen(sample.board().fen(), variant=sample.variant)
        if legal != position or hash(legal) != hash(position):
            failures.append(f"{sample.fen!r} and {sample.board().fen()!r} differ")
    assert not failures, first(failures)


@pytest.mark.parametrize("source", SOURCES)
def test_push_gives_python_chess_fen(source):
    failures = []
    for sample in corpus(source)[::PUSH_STRIDE]:
        position = a1h8.Position.from_fen(sample.fen, variant=sample.variant)
        board = sample.board()
        for move in list(board.legal_moves):
            ours = position.push(move.uci()).fen()
            board.push(move)
            problem = fen_difference(ours, board, "legal")
            board.pop()
            if problem:
                failures.append(f"{sample.fen} + {move.uci()}: {problem}")
    assert not failures, first(failures)


@pytest.mark.parametrize("source", SOURCES)
def test_san_matches_python_chess_and_round_trips(source):
    """`san` is python-chess's SAN (with + and #, O-O in Chess960 too);
    `parse_san` gives the UCI back and `push_san` the same position as
    `push`."""
    failures = []
    for sample in corpus(source)[::SAN_STRIDE]:
        position = a1h8.Position.from_fen(sample.fen, variant=sample.variant)
        board = sample.board()
        for move in board.legal_moves:
            uci = move.uci()
            theirs = board.san(move)
            ours = position.san(uci)
            if ours != theirs:
                failures.append(f"{sample.fen} {uci}: a1h8 {ours!r}, python-chess {theirs!r}")
                continue
            parsed = position.parse_san(ours)
            if parsed != uci:
                failures.append(f"{sample.fen}: parse_san({ours!r}) = {parsed!r}, not {uci}")
            if position.push_san(ours) != position.push(uci):
                failures.append(f"{sample.fen}: push_san({ours!r}) != push({uci!r})")
    assert not failures, first(failures)


def test_en_passant_square_is_written_only_for_a_legal_capture():
    """After c7c5 the white pawn on b5 could take on c6 but for the rook on
    h5 (both pawns would leave the fifth rank); after d7d5 the pawn on e5
    is pinned on a diagonal; after d7d5 uncovering a check, taking en
    passant leaves the king in check: no square, as python-chess writes
    it, and the FEN with the square reads as the same position. After
    e2e4 from the start no black pawn is near: no square either. A
    square a legal capture can use is written."""
    cases = [
        ("8/2p5/8/KP5r/8/8/8/7k b - - 0 1", "c7c5", "c6"),
        ("4k3/3p2b1/8/4P3/8/8/8/K7 b - - 0 1", "d7d5", "d6"),
        ("2b1k3/3p4/8/4P3/8/7K/8/8 b - - 0 1", "d7d5", "d6"),
    ]
    for fen, uci, square in cases:
        after = a1h8.Position.from_fen(fen).push(uci)
        board = chess.Board(fen)
        board.push_uci(uci)
        assert after.fen() == board.fen(), fen
        assert after.fen().split()[3] == "-"
        assert board.fen(en_passant="fen").split()[3] == square
        given = a1h8.Position.from_fen(board.fen(en_passant="fen"))
        assert given == after and hash(given) == hash(after)
        assert given.fen() == board.fen()
        assert not any(board.is_en_passant(m) for m in board.legal_moves)
    start = a1h8.Position.start()
    assert start.push("e2e4").fen().split()[3] == "-"
    given = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    assert a1h8.Position.from_fen(given) == start.push("e2e4")
    assert a1h8.Position.from_fen(given).fen() == given.replace(" e3 ", " - ")
    capture = a1h8.Position.from_fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1").push("e2e4")
    assert capture.fen().split()[3] == "e3"
    assert "d4e3" in capture.legal_moves()
    assert capture.san("d4e3") == "dxe3"
    # The same on a variant's board (Capablanca's 10 files).
    pinned = a1h8.Position.from_fen("9k/2p7/10/KP6r1/10/10/10/10 b - - 0 1", variant="capablanca")
    after = pinned.push("c7c5")
    assert after.fen() == "9k/10/10/KPp5r1/10/10/10/10 w - - 0 2"
    given = a1h8.Position.from_fen("9k/10/10/KPp5r1/10/10/10/10 w - c6 0 2", variant="capablanca")
    assert given == after and hash(given) == hash(after)


def test_castling_uci_in_chess_and_chess960():
    fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    assert {"e1g1", "e1c1"} <= set(a1h8.Position.from_fen(fen).legal_moves())
    as960 = a1h8.Position.from_fen(fen, variant="chess960")
    assert as960.variant == "chess960"
    assert {"e1h1", "e1a1"} <= set(as960.legal_moves())
    assert as960.san("e1h1") == "O-O" and as960.san("e1a1") == "O-O-O"
    assert a1h8.Position.from_fen(fen).san("e1c1") == "O-O-O"
    assert a1h8.Position.from_fen(fen).parse_san("O-O") == "e1g1"


def test_castling_by_one_square_in_a_variant_is_king_takes_rook():
    # Fairy-Stockfish (pyffish 0.0.90): the king step h1i1, and castling
    # (the king to i1, the rook to h1) written h1j1.
    position = a1h8.Position.from_fen("r3k4r/10/10/10/10/10/10/R6K1R w K - 0 1", "capablanca")
    moves = position.legal_moves()
    assert len(moves) == len(set(moves)) == 27
    assert sorted(m for m in moves if m.startswith("h1")) == [
        "h1g1", "h1g2", "h1h2", "h1i1", "h1i2", "h1j1"
    ]
    assert position.push("h1j1").fen() == "r3k4r/10/10/10/10/10/10/R6RK1 b - - 1 1"
    assert position.push("h1i1").fen() == "r3k4r/10/10/10/10/10/10/R7KR b - - 1 1"
    # The usual form still reads where it is no king step's.
    start = a1h8.Position.from_fen("r3k4r/10/10/10/10/10/10/R4K3R w KQ - 0 1", "capablanca")
    assert start.push("f1i1") == start.push("f1j1")


def test_known_san():
    start = a1h8.Position.start()
    assert start.san("g1f3") == "Nf3" and start.parse_san("Nf3") == "g1f3"
    mate = start.push_san("f3").push_san("e5").push_san("g4")
    assert mate.san("d8h4") == "Qh4#"
    assert mate.push("d8h4").legal_moves() == [] and mate.push("d8h4").is_check()
    promotion = a1h8.Position.from_fen("8/P6k/8/8/8/8/8/K7 w - - 0 1")
    assert promotion.san("a7a8q") == "a8=Q"
    assert promotion.parse_san("a8=N") == "a7a8n"
    kiwipete = a1h8.Position.from_fen(KIWIPETE)
    assert kiwipete.san("e5f7") == "Nxf7"
    assert kiwipete.parse_san("Bxa6") == "e2a6"


def test_position_is_immutable_and_comparable():
    start = a1h8.Position.start()
    after = start.push("e2e4")
    assert start.fen() == START_FEN
    assert after != start and after == a1h8.Position.from_fen(after.fen())
    assert hash(after) == hash(a1h8.Position.from_fen(after.fen()))
    assert len({start, a1h8.Position.from_fen(START_FEN), after}) == 2
    assert start != START_FEN
    assert a1h8.Position.start("chess960") != start  # same board, other variant
    assert str(start) == START_FEN
    assert eval(repr(start), {"Position": a1h8.Position}) == start
    chess960 = a1h8.Position.from_fen(KIWIPETE, variant="chess960")
    assert eval(repr(chess960), {"Position": a1h8.Position}) == chess960
    with pytest.raises(AttributeError):
        start.turn = "black"


#: The built-in variants' start positions (as Fairy-Stockfish writes them).
VARIANT_START_FENS = {
    "chess": START_FEN,
    "gardner": "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1",
    "losalamos": "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1",
    "chancellor": "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1",
    "capablanca": "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
    "gothic": "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1",
    "embassy": "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1",
}


def test_variant_names():
    assert set(a1h8.VARIANTS) == set(VARIANT_START_FENS)
    assert a1h8.VARIANTS[0] == "chess"


@pytest.mark.parametrize("variant", a1h8.VARIANTS)
def test_variant_start_positions(variant):
    position = a1h8.Position.start(variant)
    assert position.variant == variant
    assert position.turn == "white"
    assert not position.is_check()
    assert a1h8.Position.from_fen(position.fen(), variant=variant) == position
    moves = position.legal_moves()
    assert moves and len(moves) == len(set(moves))
    assert a1h8.perft(position.fen(), 1, variant=variant) == len(moves)
    assert a1h8.perft(position.fen(), 2, variant=variant) == sum(
        len(position.push(m).legal_moves()) for m in moves
    )
    assert position.fen() == VARIANT_START_FENS[variant]
    for uci in moves:
        san = position.san(uci)
        assert position.parse_san(san) == uci
        assert position.push_san(san) == position.push(uci)


def test_chess960_start_is_chess_start_as_chess960():
    position = a1h8.Position.start("chess960")
    assert position.variant == "chess960"
    assert position.fen() == START_FEN.replace("KQkq", "HAha")
    assert a1h8.Position.from_fen(START_FEN, variant="chess960") == position
    # The Shredder letters are the one normalised difference (docstring).
    board = chess.Board(START_FEN, chess960=True)
    assert board.fen() == START_FEN
    assert fen_difference(position.fen(), board, "fen") is None
    assert fen_difference(position.fen(), chess.Board(START_FEN), "fen") is not None
    assert {"e1g1", "e1c1", "e1h1", "e1a1"}.isdisjoint(position.legal_moves())
    assert len(position.legal_moves()) == 20
