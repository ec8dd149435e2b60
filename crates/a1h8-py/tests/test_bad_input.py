"""Bad input to every function of a1h8: it never crashes (a Rust panic
would surface as pyo3's PanicException, which is no ValueError and fails
these tests) and raises ValueError with a non-empty message that names the
problem (checked by a word or two), or TypeError for an argument of the
wrong type.

Bad FENs are generated from a fixed-seed random generator: mutations
(characters deleted, inserted, replaced), truncations, garbage with NUL
bytes and non-ASCII, huge numbers, other variants' letters. A mutated FEN
that a1h8 accepts must be one python-chess accepts as valid too, with the
same legal moves.
"""

import random

import chess
import pytest

import a1h8
from a1h8 import attacks
from conftest import KIWIPETE, START_FEN

GOOD_FENS = [
    START_FEN,
    KIWIPETE,
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
    "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
]
#: Characters the mutations insert: FEN's own, digits, NUL, white space,
#: non-ASCII letters and symbols.
ALPHABET = "pnbrqkPNBRQK12345678/ wb-KQkqabcdefgh09\x00\t\né♔€ß\x7f"


def value_error(call, *words):
    """Runs `call`, which must raise ValueError whose message holds one of
    `words` (case-insensitive); returns the message."""
    with pytest.raises(ValueError) as info:
        call()
    message = str(info.value)
    assert message.strip(), "empty message"
    if words:
        assert any(word.lower() in message.lower() for word in words), (words, message)
    return message


def mutate(text, rng):
    chars = list(text)
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(chars) + 1)
        action = rng.random()
        if action < 0.3 and chars:
            del chars[min(i, len(chars) - 1)]
        elif action < 0.65:
            chars.insert(i, rng.choice(ALPHABET))
        elif chars:
            chars[min(i, len(chars) - 1)] = rng.choice(ALPHABET)
    return "".join(chars)


def bad_fens():
    """Several hundred FENs, nearly all bad."""
    rng = random.Random(2024)
    fens = [mutate(rng.choice(GOOD_FENS), rng) for _ in range(600)]
    for good in GOOD_FENS[:2]:
        fens += [good[:n] for n in range(len(good))]  # every truncation
    fens += [
        "",
        " ",
        "\x00",
        "\x00" * 100,
        START_FEN + "\x00",
        START_FEN.replace("pppp", "pp\x00p"),
        START_FEN.replace("Q", "♕"),
        START_FEN.replace(" ", "\xa0"),
        "é" * 50,
        "".join(chr(rng.randrange(1, 0x3000)) for _ in range(60)),
        "".join(chr(rng.randrange(0, 128)) for _ in range(60)),
        START_FEN.replace(" 0 1", " 99999999999999999999999 1"),
        START_FEN.replace(" 0 1", " 0 99999999999999999999999"),
        START_FEN.replace(" 0 1", f" 0 {2**32}"),
        START_FEN.replace(" 0 1", " -1 1"),
        START_FEN.replace(" 0 1", " 0 0"),
        START_FEN + " 7",
        START_FEN.replace(" w ", " x "),
        START_FEN.replace(" w ", " W "),
        START_FEN.replace("KQkq", "KQkqX"),
        START_FEN.replace("KQkq", "QKkq"),
        START_FEN.replace(" - ", " e4 "),
        START_FEN.replace(" - ", " z9 "),
        "8/" + START_FEN,
        "8/" * 100_000 + "8 w - - 0 1",
        "8/8/8/8/8/8/8/8 w - - 0 1",  # no kings
        "k7/8/8/8/8/8/8/KK6 w - - 0 1",  # two white kings
        "k7/8/8/8/8/8/8/KP6 w - - 0 1",  # a pawn on the first rank
        "k7/8/8/8/8/8/8/K6R b - - 0 1",  # the side not to move is in check
        "r3k3/8/8/8/8/8/8/4K3 w K - 0 1",  # a right without its rook
        # Other variants' boards and letters, read as chess.
        "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1",
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBAR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBCR w KQkq - 0 1",
    ]
    return fens


BAD_FENS = bad_fens()
FEN_WORDS = ("field", "fen", "non-ascii", "king")


def test_bad_fens_never_crash():
    """Every generated FEN is refused with a FEN message, or accepted by
    python-chess too with the same legal moves; the same for Chess960."""
    refused = 0
    for fen in BAD_FENS:
        for variant in ("chess", "chess960"):
            try:
                position = a1h8.Position.from_fen(fen, variant=variant)
            except ValueError as error:
                message = str(error)
                assert message.strip(), repr(fen)
                assert any(w in message.lower() for w in FEN_WORDS), (fen, message)
                refused += 1
                continue
            # "chess" reads a FEN whose castling needs Chess960 as Chess960.
            board = chess.Board(fen, chess960=position.variant == "chess960")
            assert board.is_valid(), (fen, board.status())
            assert set(position.legal_moves()) == {m.uci() for m in board.legal_moves}, fen
    assert refused > 0.9 * 2 * len(BAD_FENS)


@pytest.mark.parametrize("variant", [v for v in a1h8.VARIANTS if v != "chess"])
def test_bad_variant_fens_never_crash(variant):
    """Mutations of the variant's start position and of positions of a
    random game: refused with a FEN message, or read into a position that
    writes itself back, has legal moves to push and a perft."""
    rng = random.Random(variant)
    position = a1h8.Position.start(variant)
    fens = [position.fen()]
    for _ in range(40):
        moves = position.legal_moves()
        if not moves:
            break
        position = position.push(rng.choice(moves))
        fens.append(position.fen())
    refused = 0
    for _ in range(400):
        fen = mutate(rng.choice(fens), rng)
        try:
            position = a1h8.Position.from_fen(fen, variant=variant)
        except ValueError as error:
            assert any(w in str(error).lower() for w in FEN_WORDS), (fen, str(error))
            refused += 1
            continue
        assert a1h8.Position.from_fen(position.fen(), variant=variant) == position
        for move in position.legal_moves()[:3]:
            position.push(move)
        assert a1h8.perft(fen, 2, variant=variant) >= 0
    assert refused > 300


def test_every_fen_function_refuses_what_from_fen_refuses():
    for fen in BAD_FENS[::3]:
        try:
            a1h8.Position.from_fen(fen)
        except ValueError as error:
            expected = str(error)
        else:
            continue
        for call in (
            lambda: a1h8.perft(fen, 1),
            lambda: a1h8.perft(fen, 2, threads=2),
            lambda: a1h8.perft_units(fen, 1, 0),
            lambda: a1h8.transform(fen, "identity"),
            lambda: a1h8.transform(fen, "color-flip"),
            lambda: a1h8.canonical(fen),
            lambda: a1h8.canonical(fen, colors=True),
        ):
            assert value_error(call) == expected


def test_lone_surrogate_is_a_value_error():
    """A str that cannot be UTF-8 (a lone surrogate) raises
    UnicodeEncodeError, which is a ValueError."""
    for call in (
        lambda: a1h8.Position.from_fen("\ud800"),
        lambda: a1h8.Position.start().push("\ud800"),
        lambda: a1h8.parse_square("\udfff"),
    ):
        value_error(call, "surrogate")


def test_fens_of_the_wrong_variant():
    value_error(lambda: a1h8.Position.from_fen(START_FEN, variant="capablanca"), "rank", "squares")
    value_error(lambda: a1h8.Position.from_fen(START_FEN, variant="gardner"), "ranks")
    value_error(lambda: a1h8.perft("rnbqk/ppppp/5/PPPPP/RNBQ w - - 0 1", 1, variant="gardner"), "rank")
    capablanca = a1h8.Position.start("capablanca").fen()
    value_error(lambda: a1h8.Position.from_fen(capablanca), "piece letter")
    value_error(lambda: a1h8.Position.from_fen(capablanca, variant="chess960"), "piece letter")


def test_unknown_variants():
    for name in ("crazyhouse", "", "chess ", " chess", "chess\x00", "gardner\x00", "é", "chéss",
                 "CHESS960 ", "chess-960", "x" * 10_000):
        value_error(lambda: a1h8.Position.from_fen(START_FEN, variant=name), "unknown variant")
        value_error(lambda: a1h8.Position.start(name), "unknown variant")
        value_error(lambda: a1h8.perft(START_FEN, 1, variant=name), "unknown variant")


def test_variant_names_in_any_case():
    """As the tool's --variant: CHESS, Chess960, Capablanca are the
    variants of the lower-case names, and the position names its variant
    in lower case."""
    fen_960 = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    for lower, others in [
        ("chess", ("CHESS", "Chess", "cHeSs")),
        ("chess960", ("CHESS960", "Chess960")),
        ("capablanca", ("Capablanca", "CAPABLANCA")),
        ("losalamos", ("LosAlamos",)),
    ]:
        fen = fen_960 if lower == "chess960" else a1h8.Position.start(lower).fen()
        for name in others:
            assert a1h8.Position.start(name) == a1h8.Position.start(lower)
            assert a1h8.Position.start(name).variant == lower
            position = a1h8.Position.from_fen(fen, variant=name)
            assert position == a1h8.Position.from_fen(fen, variant=lower)
            assert position.variant == lower
            assert a1h8.perft(fen, 2, variant=name) == a1h8.perft(fen, 2, variant=lower)
    for name in a1h8.VARIANTS:
        assert a1h8.Position.start(name.upper()) == a1h8.Position.start(name)


def test_unknown_names_suggest_the_nearest():
    """The tool's "did you mean `capablanca`?" for a near miss of a
    variant, symmetry or direction name, in any case; nothing for a name
    that is near none."""
    fen = "8/8/8/8/8/8/8/K1k4N w - - 0 1"
    board = a1h8.BoardSize(10, 8)
    for call, typed, meant in [
        (a1h8.Position.start, "capablanka", "capablanca"),
        (a1h8.Position.start, "CAPABLANKA", "capablanca"),
        (a1h8.Position.start, "gardener", "gardner"),
        (a1h8.Position.start, "chess96", "chess960"),
        (a1h8.Position.start, "chess ", "chess"),
        (lambda v: a1h8.Position.from_fen(START_FEN, variant=v), "chesss", "chess"),
        (lambda v: a1h8.perft(START_FEN, 1, variant=v), "gothik", "gothic"),
        (lambda op: a1h8.transform(fen, op), "rotate90", "rotate-90"),
        (lambda op: a1h8.transform(fen, op), "Mirror-Diagonl", "mirror-diagonal"),
        (lambda op: a1h8.transform(fen, op), "colour-flip", "color-flip"),
        (lambda op: a1h8.transform(fen, op), "identity ", "identity"),
        (lambda d: a1h8.ray(0, d), "nort", "north"),
        (lambda d: a1h8.moves_to_edge(0, d), "north-easy", "north-east"),
        (lambda d: board.ray(0, d), "SOUTH-WESTT", "south-west"),
    ]:
        message = value_error(lambda: call(typed), "unknown")
        assert message.endswith(f"; did you mean `{meant}`?"), (typed, message)
    for call, typed in [
        (a1h8.Position.start, "xyzzy"),
        (a1h8.Position.start, "crazyhouse"),
        (a1h8.Position.start, "é" * 1000),
        (lambda op: a1h8.transform(fen, op), "mirror"),
        (lambda d: a1h8.ray(0, d), "up"),
        (lambda d: a1h8.ray(0, d), "x" * 100_000),
    ]:
        message = value_error(lambda: call(typed), "unknown")
        assert "did you mean" not in message, (typed, message)


def test_unknown_variant_message_names_each_variant_once():
    message = value_error(lambda: a1h8.Position.start("nope"))
    names = message.split("expected one of ")[1].split(", ")
    assert sorted(names) == sorted(set(a1h8.VARIANTS) | {"chess960"})


BAD_UCI = [
    "", "e", "e2", "e2e", "e2e4e4", "e2e4qq", "e2e5", "e2e4q", "e7e5", "a1a1",
    "E2E4", "e2-e4", "e2 e4", " e2e4", "e2e4 ", "0000", "i2i4", "e0e1", "e2e9",
    "e2e4\x00", "\x00\x00\x00\x00", "é2é4", "e2e4é", "Nf3", "O-O", "g1f3n",
    "e1g1", "e1h1", "a7a8", "a2a4q", "x" * 10_000,
]


@pytest.mark.parametrize("fen", [START_FEN, KIWIPETE, "8/P6k/8/8/8/8/8/K7 w - - 0 1"])
def test_bad_uci(fen):
    position = a1h8.Position.from_fen(fen)
    legal = set(position.legal_moves())
    for uci in BAD_UCI:
        if uci in legal:
            continue
        value_error(lambda: position.push(uci), "move", "uci", "file", "rank", "promotion")
        value_error(lambda: position.san(uci), "move", "uci", "file", "rank", "promotion")


def test_bad_uci_in_variants_and_chess960():
    capablanca = a1h8.Position.start("capablanca")
    for uci in ("a2a5", "z99z98", "", "a2", "a2a3a4a5a6", "k1k2", "a2a3\x00", "é"):
        value_error(lambda: capablanca.push(uci), "move", "square", "uci", "character", "promote")
    chess960 = a1h8.Position.from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", variant="chess960")
    value_error(lambda: chess960.push("e1g1"), "not a legal move")  # Chess960 castles e1h1
    chess_ = a1h8.Position.from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    value_error(lambda: chess_.push("e1h1"), "not a legal move")  # chess castles e1g1
    promotion = a1h8.Position.from_fen("8/P6k/8/8/8/8/8/K7 w - - 0 1")
    value_error(lambda: promotion.push("a7a8"), "promot", "piece")


BAD_SAN = [
    "", " ", "e5", "Ke2", "Qxh7", "O-O", "O-O-O", "Nf3+", "Nf3#", "Zz9", "E4",
    "Pe4", "e4\x00", "N" * 10_000, "é4", "Nf", "N3", "exd5", "e8=Q", "--",
    "Nc3 Nf3", "0-0-0",
]


def test_bad_san():
    position = a1h8.Position.start()
    for san in BAD_SAN:
        for call in (position.parse_san, position.push_san):
            value_error(lambda: call(san), "move", "san", "character", "match", "check", "unexpected")
    ambiguous = a1h8.Position.from_fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1")
    value_error(lambda: ambiguous.parse_san("Nd2"), "ambiguous")
    assert ambiguous.parse_san("Nbd2") == "b1d2"
    value_error(lambda: ambiguous.parse_san("Ncd2"), "no legal move")


@pytest.mark.parametrize("variant", [v for v in a1h8.VARIANTS if v != "chess"])
def test_bad_san_on_variant_positions(variant):
    position = a1h8.Position.start(variant)
    for san in BAD_SAN + ["Cj10", "Ak3", "a3=C", "z3", "Nz3"]:
        for call in (position.parse_san, position.push_san):
            value_error(lambda: call(san), "move", "san", "character", "match", "check", "unexpected")
    value_error(lambda: position.san("a1a5"), "legal")
    value_error(lambda: position.san("zz"), "square", "short")


BAD_SQUARES = [-1, 64, 65, 2**70, -(2**70), 2**200]
SQUARE_CALLS = [
    lambda s: a1h8.square_name(s),
    lambda s: a1h8.file_of(s),
    lambda s: a1h8.rank_of(s),
    lambda s: a1h8.diagonal_of(s),
    lambda s: a1h8.anti_diagonal_of(s),
    lambda s: a1h8.between(s, 0),
    lambda s: a1h8.between(0, s),
    lambda s: a1h8.line(s, 0),
    lambda s: a1h8.ray(s, "north"),
    lambda s: a1h8.aligned(0, 1, s),
    lambda s: a1h8.moves_to_edge(s, "east"),
    lambda s: attacks.rook(s, 0),
    lambda s: attacks.bishop(s, 0),
    lambda s: attacks.queen(s, 0),
    lambda s: attacks.archbishop(s, 0),
    lambda s: attacks.chancellor(s, 0),
    lambda s: attacks.knight(s),
    lambda s: attacks.king(s),
    lambda s: attacks.pawn("white", s),
]


def test_bad_squares():
    for call in SQUARE_CALLS:
        for square in BAD_SQUARES:
            value_error(lambda: call(square), "square")
        for wrong in (1.0, "a1", None, [0], 2 + 0j):
            with pytest.raises(TypeError, match="int"):
                call(wrong)


def test_bad_files_ranks_and_diagonals():
    for call, bad in [
        (lambda v: a1h8.square(v, 0), [8, -1, 2**70]),
        (lambda v: a1h8.square(0, v), [8, -1, 2**70]),
        (a1h8.file_mask, [8, -1, 2**70]),
        (a1h8.rank_mask, [8, -1, -(2**70)]),
        (a1h8.diagonal_mask, [8, -8, 2**70]),
        (a1h8.anti_diagonal_mask, [15, -1, 2**70]),
    ]:
        for value in bad:
            value_error(lambda: call(value), "file", "rank", "diagonal", "range")
        with pytest.raises(TypeError):
            call("3")


def test_bad_square_names():
    for name in ("", "i1", "a0", "a9", "A1", "a10", "e", "44", "ee", "é4", "a1\x00", " a1"):
        value_error(lambda: a1h8.parse_square(name), "square", "file", "rank", "name", "character")
    with pytest.raises(TypeError):
        a1h8.parse_square(0)


def test_bad_bitboards():
    for bad in (-1, 2**64, 2**64 + 1, 2**200, -(2**70)):
        value_error(lambda: a1h8.squares(bad), "bitboard", "range")
        for slider in (attacks.rook, attacks.bishop, attacks.queen, attacks.archbishop, attacks.chancellor):
            value_error(lambda: slider(0, bad), "bitboard", "range")
    assert len(a1h8.squares(2**64 - 1)) == 64
    with pytest.raises(TypeError, match="int"):
        a1h8.squares(1.5)
    with pytest.raises(TypeError, match="int"):
        attacks.rook(0, "0")


def test_bad_directions():
    board = a1h8.BoardSize(10, 8)
    for name in ("up", "", "northnorth", "north-north-east", "nee", "x" * 1000, "nörth", "\x00"):
        for call in (
            lambda: a1h8.ray(0, name),
            lambda: a1h8.moves_to_edge(0, name),
            lambda: board.ray(0, name),
            lambda: board.moves_to_edge(0, name),
        ):
            value_error(call, "direction")
    with pytest.raises(TypeError):
        a1h8.ray(0, 1)


def test_bad_pawn_colours():
    for colour in ("red", "", "White", "WHITE", "0"):
        value_error(lambda: attacks.pawn(colour, 8), "colour")
    for colour in (1, 0, None, 1.0):
        with pytest.raises(TypeError, match="colour"):
            attacks.pawn(colour, 8)


def test_bad_symmetry_names():
    fen = "8/8/8/8/8/8/8/K1k4N w - - 0 1"
    for name in ("rotate90", "", "rotate-45", "mirror", "colour-flip", "identity ", "\x00", "é",
                 "rotate_90", "x" * 10_000):
        value_error(lambda: a1h8.transform(fen, name), "unknown transform")
    with pytest.raises(TypeError):
        a1h8.transform(fen, None)
    with pytest.raises(TypeError):
        a1h8.canonical(fen, colors="yes")


def test_symmetry_names_in_any_case():
    fen = "8/8/8/8/8/8/8/K1k4N w - - 0 1"
    for name in a1h8.SYMMETRIES + ("color-flip",):
        expected = a1h8.transform(fen, name)
        for typed in (name.upper(), name.title()):
            assert a1h8.transform(fen, typed) == expected, typed


def test_direction_names_in_any_case():
    board = a1h8.BoardSize(10, 8)
    for name in a1h8.DIRECTIONS:
        for typed in (name.upper(), name.title()):
            assert a1h8.ray(27, typed) == a1h8.ray(27, name), typed
            assert a1h8.moves_to_edge(27, typed) == a1h8.moves_to_edge(27, name), typed
            assert board.ray(27, typed) == board.ray(27, name), typed
    assert a1h8.ray(27, "NE") == a1h8.ray(27, "north-east")


def test_refused_symmetries():
    value_error(lambda: a1h8.transform(START_FEN, "rotate-90"), "castling")
    value_error(lambda: a1h8.transform("4k3/p7/8/8/8/8/8/4K3 w - - 0 1", "flip-vertical"), "pawns")


def test_bad_depths_threads_and_units():
    for depth in (-1, 64, 2**70, -(2**70)):
        value_error(lambda: a1h8.perft(START_FEN, depth), "depth")
        value_error(lambda: a1h8.perft_units(START_FEN, depth, 0), "depth")
    for threads in (0, -1, 1025, 2**70):
        value_error(lambda: a1h8.perft(START_FEN, 1, threads=threads), "threads")
    for at in (-1, 4, 2**70):
        value_error(lambda: a1h8.perft_units(START_FEN, 3, at), "at must be")
    for call in (
        lambda: a1h8.perft(START_FEN, 1.0),
        lambda: a1h8.perft(START_FEN, "1"),
        lambda: a1h8.perft(START_FEN, 1, threads="2"),
        lambda: a1h8.perft(START_FEN, 1, variant=None),
        lambda: a1h8.perft(None, 1),
        lambda: a1h8.perft_units(START_FEN, 2, 1.0),
        lambda: a1h8.perft(START_FEN, 1, foo=1),
        lambda: a1h8.perft(),
    ):
        with pytest.raises(TypeError):
            call()


def test_bad_board_sizes():
    for files, ranks in ((0, 5), (5, 0), (17, 1), (1, 17), (-1, 8), (8, -1), (2**70, 8), (0, 0)):
        value_error(lambda: a1h8.BoardSize(files, ranks), "file", "rank", "board")
    for files, ranks in (("8", 8), (8, None), (8.0, 8)):
        with pytest.raises(TypeError):
            a1h8.BoardSize(files, ranks)


def test_board_size_message_gives_the_allowed_range():
    for files, ranks in ((17, 1), (1, 17), (0, 5), (-1, 8), (2**70, 8)):
        assert "1 to 16" in value_error(lambda: a1h8.BoardSize(files, ranks))


def test_bad_input_on_a_board_size():
    board = a1h8.BoardSize(10, 8)
    for square in (-1, 80, 2**70):
        for call in (board.square_name, board.file_of, board.rank_of, board.diagonal_of,
                     board.anti_diagonal_of, lambda s: board.between(s, 0),
                     lambda s: board.line(0, s), lambda s: board.ray(s, "n"),
                     lambda s: board.aligned(s, 0, 1), lambda s: board.moves_to_edge(s, "e")):
            value_error(lambda: call(square), "square")
    for name in ("k1", "a9", "a0", "", "a", "é1", "a1\x00", "a17"):
        value_error(lambda: board.parse_square(name), "file", "rank", "square", "character")
    value_error(lambda: board.square(10, 0), "file")
    value_error(lambda: board.square(0, 8), "rank")
    value_error(lambda: board.file_mask(10), "file")
    value_error(lambda: board.rank_mask(8), "rank")
    for d in (8, -10):
        value_error(lambda: board.diagonal_length(d), "diagonal")
        value_error(lambda: board.diagonal_mask(d), "diagonal")
    for a in (-1, 17):
        value_error(lambda: board.anti_diagonal_length(a), "anti-diagonal")
        value_error(lambda: board.anti_diagonal_mask(a), "anti-diagonal")
    for bits in (-1, 2**80, 2**200):
        value_error(lambda: board.squares(bits), "bitboard", "range")
    with pytest.raises(TypeError):
        board.squares("1")


def test_positions_cannot_be_made_directly():
    with pytest.raises(TypeError):
        a1h8.Position()
    with pytest.raises(TypeError):
        a1h8.Position.from_fen(5)
    with pytest.raises(TypeError):
        a1h8.Position.from_fen(START_FEN.encode())
    with pytest.raises(TypeError):
        a1h8.Position.start().push(1)
