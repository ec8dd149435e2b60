"""a1h8.perft against the published perft suite (the repository's
crates/a1h8/tests/data/standard.epd) up to a node budget, with one
and two threads; that it releases the GIL; the built-in variants' start
positions against Fairy-Stockfish's counts; and a1h8.perft_units against
perft itself and against python-chess's positions after the first plies.
"""

import collections
import threading

import chess
import pytest

import a1h8
from conftest import KIWIPETE, STANDARD_EPD, START_FEN, parse_epd

#: Counts up to this many leaves are checked (the library counts several
#: hundred million a second, so the whole file takes a few seconds).
NODE_BUDGET = 200_000_000
#: Counts checked with threads=2 as well.
THREADS_BUDGET = 20_000_000


def standard_suite():
    assert STANDARD_EPD.is_file(), f"the perft suite is missing: {STANDARD_EPD}"
    return [
        (fen, depth, count)
        for fen, counts in parse_epd(STANDARD_EPD)
        for depth, count in sorted(counts.items())
        if count <= NODE_BUDGET
    ]


SUITE = standard_suite()


def case_id(case):
    fen, depth, _ = case
    return f"{fen.split()[0][:17]}-D{depth}"


def test_suite_is_read():
    assert len(parse_epd(STANDARD_EPD)) == 7
    assert (START_FEN, 5, 4865609) in SUITE
    assert (KIWIPETE, 4, 4085603) in SUITE
    assert len(SUITE) >= 30


@pytest.mark.parametrize("case", SUITE, ids=case_id)
def test_standard_suite(case):
    fen, depth, count = case
    assert a1h8.perft(fen, depth) == count


@pytest.mark.parametrize(
    "case", [c for c in SUITE if c[2] <= THREADS_BUDGET], ids=case_id
)
def test_two_threads_count_the_same(case):
    fen, depth, count = case
    assert a1h8.perft(fen, depth, threads=2) == a1h8.perft(fen, depth, threads=1) == count


def test_depth_zero_and_default_arguments():
    assert a1h8.perft(START_FEN, 0) == 1
    assert a1h8.perft(START_FEN, 0, threads=2) == 1
    assert a1h8.perft(START_FEN, 3, "chess", None) == 8902
    assert a1h8.perft(fen=START_FEN, depth=2, variant="chess", threads=1) == 400
    mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
    assert [a1h8.perft(mate, d) for d in range(4)] == [1, 0, 0, 0]


def test_chess960_perft():
    """Chess960 position 0 (bbqnnrkr), Kiwipete read as Chess960 (the same
    tree), and the start position as Chess960 (castling is never legal in
    the first plies there either)."""
    fen960 = chess.Board.from_chess960_pos(0).fen()
    counts = [a1h8.perft(fen960, d, variant="chess960") for d in range(1, 4)]
    board = chess.Board(fen960, chess960=True)
    assert counts == [python_chess_perft(board, d) for d in range(1, 4)]
    assert a1h8.perft(KIWIPETE, 3, variant="chess960") == 97862
    assert a1h8.perft(START_FEN, 4, variant="chess960") == 197281


def python_chess_perft(board, depth):
    if depth == 0:
        return 1
    if depth == 1:
        return board.legal_moves.count()
    total = 0
    for move in list(board.legal_moves):
        board.push(move)
        total += python_chess_perft(board, depth - 1)
        board.pop()
    return total


def test_perft_releases_the_gil():
    """While perft(start, 6) counts on another thread, this thread keeps
    running Python: the loop below goes round many times between the
    perft call's start and end. (Without releasing the GIL it could not run
    at all during the call; no time threshold involved.)"""
    state = {"loops": 0}
    result = {}

    def count():
        before = state["loops"]
        result["nodes"] = a1h8.perft(START_FEN, 6, threads=1)
        result["loops during perft"] = state["loops"] - before

    thread = threading.Thread(target=count)
    thread.start()
    while thread.is_alive():
        state["loops"] += 1
    thread.join()
    assert result["nodes"] == 119060324
    assert result["loops during perft"] >= 1000, result


#: Start positions of the built-in variants: D1, D2, D3 (Fairy-Stockfish's
#: counts, as in crates/a1h8/tests/data/variants/*.epd).
VARIANT_COUNTS = {
    "chess": (20, 400, 8902),
    "capablanca": (28, 784, 25228),
    "gardner": (7, 53, 506),
    "losalamos": (10, 100, 1212),
    "chancellor": (24, 576, 15896),
    "gothic": (28, 784, 25283),
    "embassy": (28, 784, 25281),
}


def test_variant_table_covers_the_built_ins():
    assert set(VARIANT_COUNTS) == set(a1h8.VARIANTS)


@pytest.mark.parametrize("variant", sorted(VARIANT_COUNTS))
def test_variant_start_positions(variant):
    fen = a1h8.Position.start(variant).fen()
    counts = [a1h8.perft(fen, depth, variant=variant) for depth in (1, 2, 3)]
    assert tuple(counts) == VARIANT_COUNTS[variant]
    assert a1h8.perft(fen, 3, variant=variant, threads=2) == counts[2]


def test_capablanca_and_gardner_by_fen():
    capablanca = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    assert [a1h8.perft(capablanca, d, variant="capablanca") for d in (1, 2, 3)] == [28, 784, 25228]
    gardner = "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1"
    assert [a1h8.perft(gardner, d, variant="gardner") for d in (1, 2, 3, 4)] == [7, 53, 506, 4775]


def test_gardner_depth_two_by_hand():
    """Gardner's D2 is 53 (Fairy-Stockfish agrees), not 7 * 7 = 49. After
    each white first move black has: Nb5-a3 and Nb5-c3 (taking whatever
    stands there), a push to the empty third rank for each pawn not
    blocked by the piece white just put there, and a pawn capture of that
    piece from each side (counted here by hand, square by square)."""
    by_hand = {
        "b1a3": 2 + 4 + 1,  # a4 blocked; b4xa3
        "b1c3": 2 + 4 + 2,  # c4 blocked; b4xc3, d4xc3
        "a2a3": 2 + 4 + 1,  # a4 blocked; b4xa3
        "b2b3": 2 + 4 + 2,  # b4 blocked; a4xb3, c4xb3
        "c2c3": 2 + 4 + 2,  # c4 blocked; b4xc3, d4xc3
        "d2d3": 2 + 4 + 2,  # d4 blocked; c4xd3, e4xd3
        "e2e3": 2 + 4 + 1,  # e4 blocked; d4xe3
    }
    position = a1h8.Position.start("gardner")
    replies = {move: len(position.push(move).legal_moves()) for move in position.legal_moves()}
    assert replies == by_hand
    assert sum(by_hand.values()) == 53


# --- perft_units --------------------------------------------------------------

UNIT_CASES = [(START_FEN, 4, at) for at in (1, 2, 3)] + [(KIWIPETE, 3, at) for at in (1, 2)]


@pytest.mark.parametrize("fen, depth, at", UNIT_CASES)
def test_perft_units_add_up(fen, depth, at):
    units = a1h8.perft_units(fen, depth, at)
    assert [unit["id"] for unit in units] == list(range(len(units)))
    assert len({unit["fen"] for unit in units}) == len(units)
    assert len({unit["hash"] for unit in units}) == len(units)
    for unit in units:
        assert set(unit) == {"id", "fen", "hash", "multiplicity", "depth"}
        assert unit["depth"] == depth - at
        assert unit["multiplicity"] >= 1
        assert unit["hash"].startswith("0x") and len(unit["hash"]) == 18
        int(unit["hash"], 16)
        assert len(unit["fen"].split()) == 4  # no clocks
    assert sum(unit["multiplicity"] for unit in units) == a1h8.perft(fen, at)
    total = sum(unit["multiplicity"] * a1h8.perft(unit["fen"], unit["depth"]) for unit in units)
    assert total == a1h8.perft(fen, depth)


#: Perft's third position: its king, pawn and rook on the fifth rank make
#: en passant captures illegal after c7c5 and e7e5 (issue 18, point 12).
POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"


@pytest.mark.parametrize(
    "fen, at", [(START_FEN, 2), (START_FEN, 3), (KIWIPETE, 2), (POSITION_3, 3), (POSITION_3, 4)]
)
def test_perft_units_are_python_chess_positions_after_at_plies(fen, at):
    """Each unit is a distinct position reached after `at` plies (clocks
    aside), with the number of move sequences reaching it: python-chess's
    walk of the tree gives the same positions and numbers, its EPD (with
    the en passant square only for a legal capture, a1h8's writing too)
    telling them apart."""
    reached = collections.Counter()

    def walk(board, plies):
        if plies == 0:
            reached[board.epd()] += 1
            return
        for move in list(board.legal_moves):
            board.push(move)
            walk(board, plies - 1)
            board.pop()

    walk(chess.Board(fen), at)
    units = a1h8.perft_units(fen, at + 1, at)
    assert {unit["fen"]: unit["multiplicity"] for unit in units} == dict(reached)


def test_perft_units_at_the_ends():
    (unit,) = a1h8.perft_units(START_FEN, 3, 0)
    assert unit["multiplicity"] == 1 and unit["depth"] == 3
    assert unit["fen"] == " ".join(START_FEN.split()[:4])
    leaves = a1h8.perft_units(START_FEN, 2, 2)
    assert all(unit["depth"] == 0 for unit in leaves)
    assert sum(unit["multiplicity"] for unit in leaves) == 400
    assert len(leaves) == 400  # no transpositions after two plies
    assert len(a1h8.perft_units(START_FEN, 3, 3)) == 5362  # distinct positions after 3 plies
