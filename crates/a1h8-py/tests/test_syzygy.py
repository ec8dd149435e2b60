"""a1h8.tablebase reading Syzygy's files, against python-chess's chess.syzygy on the same files."""

import os
import random
import shutil

import chess
import chess.syzygy
import pytest

from a1h8.tablebase import MissingMetricError, Tablebase

#: Syzygy's published 3-4 piece files, copied into the repository.
SYZYGY = os.path.join(
    os.path.dirname(__file__), "..", "..", "a1h8-tablebase", "tests", "data", "syzygy"
)


def random_positions(count, seed):
    """Random legal positions of the 35 endings, both sides to move."""
    rng = random.Random(seed)
    endings = sorted(name[:-5] for name in os.listdir(SYZYGY) if name.endswith(".rtbw"))
    positions = []
    while len(positions) < count:
        ending = rng.choice(endings)
        white, black = ending.split("v")
        if rng.random() < 0.5:
            white, black = black, white
        board = chess.Board(None)
        squares = rng.sample(range(64), len(white) + len(black))
        ok = True
        for letters, color in ((white, chess.WHITE), (black, chess.BLACK)):
            for letter in letters:
                square = squares.pop()
                if letter == "P" and chess.square_rank(square) in (0, 7):
                    ok = False
                board.set_piece_at(square, chess.Piece.from_symbol(letter if color else letter.lower()))
        board.turn = rng.random() < 0.5
        if ok and board.is_valid():
            positions.append(board)
    return positions


def test_probes_agree_with_python_chess_on_random_positions():
    tables = Tablebase(SYZYGY)
    with chess.syzygy.open_tablebase(SYZYGY) as oracle:
        for board in random_positions(400, 20261202):
            fen = board.fen()
            assert tables.probe_wdl(fen) == oracle.probe_wdl(board), fen
            assert tables.probe_dtz(fen) == oracle.probe_dtz(board), fen


def test_probe_holds_wdl50_and_dtz_and_ranks_the_moves():
    tables = Tablebase(SYZYGY)
    values = tables.probe("8/8/8/8/8/2k5/8/R3K3 w - - 0 1")
    assert (values["wdl50"], values["dtz"]) == (2, 21)
    assert values.syzygy and values.metrics == "wdl50,dtz"
    assert "wdl" not in values and values.get("dtm") is None
    with pytest.raises(MissingMetricError, match="KRvK is read in Syzygy's files"):
        values["dtm"]
    best = tables.best_move("8/8/8/8/8/2k5/8/R3K3 w - - 0 1")
    assert best == "a1a4"
    assert min(-move["dtz"] for move in values["moves"]) == 20


def test_a_directory_without_dtz_files_answers_wdl50_and_says_dtz_is_missing(tmp_path):
    for name in os.listdir(SYZYGY):
        if name.endswith(".rtbw"):
            shutil.copy(os.path.join(SYZYGY, name), tmp_path)
    tables = Tablebase(str(tmp_path))
    fen = "8/8/8/8/8/2k5/8/R3K3 w - - 0 1"
    assert tables.probe_wdl(fen) == 2
    with pytest.raises(MissingMetricError, match=r"no Syzygy file KRvK\.rtbz"):
        tables.probe_dtz(fen)
    assert "dtz" not in tables.probe(fen)


def test_a_bad_file_is_an_error_naming_it(tmp_path):
    shutil.copy(os.path.join(SYZYGY, "KQvK.rtbw"), tmp_path)
    with open(os.path.join(SYZYGY, "KRvK.rtbw"), "rb") as whole:
        data = whole.read()
    with open(tmp_path / "KRvK.rtbw", "wb") as truncated:
        truncated.write(data[: len(data) - 64])
    tables = Tablebase(str(tmp_path))
    assert tables.probe_wdl("8/8/8/8/8/2k5/8/4K2Q w - - 0 1") == 2
    with pytest.raises(OSError, match=r"KRvK\.rtbw is not a valid Syzygy file"):
        tables.probe_wdl("8/8/8/8/8/2k5/8/R3K3 w - - 0 1")
