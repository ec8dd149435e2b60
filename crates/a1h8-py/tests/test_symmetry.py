"""a1h8.transform and a1h8.canonical against python-chess's
`Board.transform` and `Board.mirror`, on playout positions (conftest.py)
and on random pawnless positions.

a1h8's symmetries, as the library's documentation (crates/a1h8/src/squares/
symmetry.rs) defines them on (file, rank):

=====================  =========================  ================================
a1h8                   (file, rank) becomes       python-chess
=====================  =========================  ================================
identity               (file, rank)               -
flip-vertical          (file, 7 - rank)           flip_vertical
mirror-horizontal      (7 - file, rank)           flip_horizontal
mirror-diagonal        (rank, file)               flip_diagonal
mirror-anti-diagonal   (7 - rank, 7 - file)       flip_anti_diagonal
rotate-90              (rank, 7 - file)           flip_diagonal, then flip_vertical
rotate-180             (7 - file, 7 - rank)       flip_horizontal, then flip_vertical
rotate-270             (7 - rank, file)           flip_diagonal, then flip_horizontal
=====================  =========================  ================================

(rotate-90 is a quarter turn clockwise with rank 8 on top: a1 -> a8 -> h8
-> h1.) "color-flip" is python-chess's `mirror` (board flipped top to
bottom, colours, side to move, castling rights and en passant square
exchanged). The compositions are checked square by square against the
table in `test_python_chess_compositions_follow_the_table`.

FENs are compared with python-chess's default FEN
(``en_passant="legal"``): a1h8 keeps the en passant square of the FEN it
reads only when a legal capture can use it, and carries that one.
"""

import random

import chess
import pytest

import a1h8
from conftest import all_positions, fen_difference, first

#: a1h8's name -> (file, rank) -> image, from the library's documentation.
TABLE = {
    "identity": lambda f, r: (f, r),
    "flip-vertical": lambda f, r: (f, 7 - r),
    "mirror-horizontal": lambda f, r: (7 - f, r),
    "mirror-diagonal": lambda f, r: (r, f),
    "mirror-anti-diagonal": lambda f, r: (7 - r, 7 - f),
    "rotate-90": lambda f, r: (r, 7 - f),
    "rotate-180": lambda f, r: (7 - f, 7 - r),
    "rotate-270": lambda f, r: (7 - r, f),
}

#: a1h8's name -> python-chess bitboard transformation.
PYTHON_CHESS = {
    "identity": lambda bb: bb,
    "flip-vertical": chess.flip_vertical,
    "mirror-horizontal": chess.flip_horizontal,
    "mirror-diagonal": chess.flip_diagonal,
    "mirror-anti-diagonal": chess.flip_anti_diagonal,
    "rotate-90": lambda bb: chess.flip_vertical(chess.flip_diagonal(bb)),
    "rotate-180": lambda bb: chess.flip_vertical(chess.flip_horizontal(bb)),
    "rotate-270": lambda bb: chess.flip_horizontal(chess.flip_diagonal(bb)),
}

#: The symmetries that keep every square on its rank (allowed with pawns).
KEEP_RANKS = {"identity", "mirror-horizontal"}


def apply(fen, how):
    """`fen` after `how` as `canonical` writes it: "op" or "op then op"."""
    for op in how.split(" then "):
        fen = a1h8.transform(fen, op)
    return fen


def random_pawnless_positions(count, seed):
    """`count` valid positions: two kings and one to four other pieces
    (no pawns) on random squares, either side to move, random clocks."""
    rng = random.Random(seed)
    positions = []
    while len(positions) < count:
        board = chess.Board(None)
        squares = rng.sample(range(64), 2 + rng.randint(1, 4))
        board.set_piece_at(squares[0], chess.Piece(chess.KING, chess.WHITE))
        board.set_piece_at(squares[1], chess.Piece(chess.KING, chess.BLACK))
        for square in squares[2:]:
            kind = rng.choice([chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT])
            board.set_piece_at(square, chess.Piece(kind, rng.random() < 0.5))
        board.turn = rng.random() < 0.5
        board.halfmove_clock = rng.randrange(50)
        board.fullmove_number = rng.randrange(1, 120)
        if board.is_valid():
            positions.append(board.fen())
    return positions


PAWNLESS = random_pawnless_positions(400, seed=5)


def test_symmetry_names():
    assert a1h8.SYMMETRIES == tuple(TABLE)


def test_python_chess_compositions_follow_the_table():
    for name, image in TABLE.items():
        for square in range(64):
            f, r = image(square % 8, square // 8)
            assert PYTHON_CHESS[name](chess.BB_SQUARES[square]) == chess.BB_SQUARES[8 * r + f], name


@pytest.mark.parametrize("name", TABLE)
def test_transform_moves_pieces_by_the_table(name):
    """Two kings and a knight on random squares (valid positions only):
    each lands where the table says (independent of python-chess)."""
    rng = random.Random(list(TABLE).index(name))
    tried = 0
    while tried < 300:
        placed = dict(zip(rng.sample(range(64), 3), "KkN"))
        board = chess.Board(None)
        for square, letter in placed.items():
            board.set_piece_at(square, chess.Piece.from_symbol(letter))
        if not board.is_valid():
            continue
        tried += 1
        landed = chess.BaseBoard(a1h8.transform(board.fen(), name).split()[0])
        for square, letter in placed.items():
            f, r = TABLE[name](square % 8, square // 8)
            assert landed.piece_at(8 * r + f).symbol() == letter, (name, board.fen())
        assert len(landed.piece_map()) == 3


@pytest.mark.parametrize("name", TABLE)
def test_transform_of_pawnless_positions_matches_python_chess(name):
    for fen in PAWNLESS:
        theirs = chess.Board(fen).transform(PYTHON_CHESS[name]).fen()
        assert a1h8.transform(fen, name) == theirs, fen


def test_color_flip_of_pawnless_positions_matches_python_chess():
    for fen in PAWNLESS:
        assert a1h8.transform(fen, "color-flip") == chess.Board(fen).mirror().fen()


def test_transform_of_playout_positions_matches_python_chess_or_refuses():
    """Without castling rights every symmetry applies to a pawnless
    position, and only identity and mirror-horizontal to one with pawns;
    with castling rights only the identity. The others raise ValueError
    saying why."""
    failures, compared, refused = [], 0, 0
    for sample in all_positions()[::2]:
        board = sample.board()
        for name, function in PYTHON_CHESS.items():
            if name != "identity" and board.castling_rights:
                with pytest.raises(ValueError, match="castling"):
                    a1h8.transform(sample.fen, name)
                refused += 1
            elif name not in KEEP_RANKS and board.pawns:
                with pytest.raises(ValueError, match="pawns"):
                    a1h8.transform(sample.fen, name)
                refused += 1
            else:
                ours = a1h8.transform(sample.fen, name)
                problem = fen_difference(ours, board.transform(function), "legal")
                if problem:
                    failures.append(f"{name} of {sample.fen}: {problem}")
                compared += 1
    assert not failures, first(failures)
    assert compared > 3000 and refused > 3000


def test_color_flip_of_playout_positions_matches_python_chess_mirror():
    """All playout positions: castling rights, en passant squares and
    Chess960 included."""
    failures = []
    for sample in all_positions():
        ours = a1h8.transform(sample.fen, "color-flip")
        problem = fen_difference(ours, sample.board().mirror(), "legal")
        if problem:
            failures.append(f"color-flip of {sample.fen}: {problem}")
    assert not failures, first(failures)


def test_transform_refusals():
    start = chess.STARTING_FEN
    assert a1h8.transform(start, "identity") == start
    for name in TABLE:
        if name != "identity":
            with pytest.raises(ValueError, match="castling rights"):
                a1h8.transform(start, name)
    pawns = "4k3/p7/8/8/8/8/7P/4K3 w - - 0 1"
    assert a1h8.transform(pawns, "mirror-horizontal") == "3k4/7p/8/8/8/8/P7/3K4 w - - 0 1"
    for name in set(TABLE) - KEEP_RANKS:
        with pytest.raises(ValueError, match="pawns"):
            a1h8.transform(pawns, name)


def test_group_laws_on_pawnless_positions():
    for fen in PAWNLESS[:100]:
        for name in ("flip-vertical", "mirror-horizontal", "mirror-diagonal",
                     "mirror-anti-diagonal", "rotate-180", "color-flip"):
            assert a1h8.transform(a1h8.transform(fen, name), name) == fen, name
        assert apply(fen, "rotate-90 then rotate-270") == fen
        assert apply(fen, "rotate-90 then rotate-90") == a1h8.transform(fen, "rotate-180")
        assert apply(fen, "mirror-diagonal then flip-vertical") == a1h8.transform(fen, "rotate-90")


def test_canonical_of_pawnless_positions():
    """The canonical FEN is the input transformed as announced, and every
    transform of the position has the same one."""
    for fen in PAWNLESS:
        form, how = a1h8.canonical(fen)
        assert how in TABLE
        assert apply(fen, how) == form
        assert a1h8.canonical(form)[0] == form
        for name in TABLE:
            assert a1h8.canonical(a1h8.transform(fen, name))[0] == form, (fen, name)


def test_canonical_with_colors_of_pawnless_positions():
    for fen in PAWNLESS[:200]:
        form, how = a1h8.canonical(fen, colors=True)
        assert apply(fen, how) == form
        assert how in TABLE or how == "color-flip" or how.startswith("color-flip then ")
        flipped = a1h8.transform(fen, "color-flip")
        for name in TABLE:
            assert a1h8.canonical(a1h8.transform(fen, name), colors=True)[0] == form
            assert a1h8.canonical(a1h8.transform(flipped, name), colors=True)[0] == form
        assert a1h8.canonical(form, colors=True)[0] == form


def test_canonical_of_playout_positions():
    """With pawns or castling rights fewer symmetries apply: the canonical
    FEN is still the input transformed as announced, the same for the
    input's allowed transforms (and its colour flip, with colors=True)."""
    for sample in all_positions()[::5]:
        board = sample.board()
        fen = a1h8.transform(sample.fen, "identity")  # a1h8's own spelling
        form, how = a1h8.canonical(fen)
        assert apply(fen, how) == form, (fen, how)
        if board.castling_rights:
            assert how == "identity" and form == fen
            allowed = ["identity"]
        elif board.pawns:
            assert how in KEEP_RANKS
            allowed = sorted(KEEP_RANKS)
        else:
            allowed = list(TABLE)
        for name in allowed:
            assert a1h8.canonical(a1h8.transform(fen, name))[0] == form
        colored, how = a1h8.canonical(fen, colors=True)
        assert apply(fen, how) == colored
        assert a1h8.canonical(a1h8.transform(fen, "color-flip"), colors=True)[0] == colored


# Variants: the same functions with variant=..., on the boards of the
# built-in variants (a rectangle has four symmetries, a square eight).

PAWNLESS_10X8 = "k9/10/10/10/10/10/2C7/8K1 w - - 0 1"
RECTANGLE = ["identity", "flip-vertical", "mirror-horizontal", "rotate-180"]


def test_variant_transform_of_a_capablanca_position():
    assert (
        a1h8.transform(PAWNLESS_10X8, "mirror-horizontal", variant="capablanca")
        == "9k/10/10/10/10/10/7C2/1K8 w - - 0 1"
    )
    assert (
        a1h8.transform(PAWNLESS_10X8, "ROTATE-180", variant="Capablanca")
        == "1K8/7C2/10/10/10/10/10/9k w - - 0 1"
    )
    with pytest.raises(ValueError, match="not a symmetry of the 10x8 board"):
        a1h8.transform(PAWNLESS_10X8, "rotate-90", variant="capablanca")
    with pytest.raises(ValueError, match="castling rights"):
        a1h8.transform(a1h8.Position.start("capablanca").fen(), "mirror-horizontal", variant="capablanca")
    with pytest.raises(ValueError, match="did you mean"):
        a1h8.transform(PAWNLESS_10X8, "identity", variant="capablance")


def test_variant_transforms_undo_and_canonical_forms_agree():
    for name in RECTANGLE:
        image = a1h8.transform(PAWNLESS_10X8, name, variant="capablanca")
        assert a1h8.transform(image, name, variant="capablanca") == PAWNLESS_10X8
        assert a1h8.canonical(image, variant="capablanca")[0] == a1h8.canonical(
            PAWNLESS_10X8, variant="capablanca"
        )[0]
    form, how = a1h8.canonical(PAWNLESS_10X8, variant="capablanca")
    assert (form, how) == ("9k/10/10/10/10/10/7C2/1K8 w - - 0 1", "mirror-horizontal")
    flipped = a1h8.transform(PAWNLESS_10X8, "color-flip", variant="capablanca")
    assert a1h8.canonical(flipped, colors=True, variant="capablanca")[0] == form
    nine = "9/9/9/9/9/9/9/k8/7K1 w - - 0 1"
    forms = {
        a1h8.canonical(a1h8.transform(nine, name, variant="chancellor"), variant="chancellor")[0]
        for name in TABLE
    }
    assert forms == {"9/9/9/9/9/9/9/8k/1K7 w - - 0 1"}


def test_variant_chess_is_chess():
    for sample in all_positions()[::25]:
        fen = a1h8.transform(sample.fen, "identity")
        assert a1h8.canonical(fen, variant="chess") == a1h8.canonical(fen)
        assert a1h8.canonical(fen, colors=True, variant="CHESS") == a1h8.canonical(fen, colors=True)
