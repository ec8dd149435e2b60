"""a1h8.tablebase: generate, probe and verify from Python, with the tool's errors."""

import os
import pickle
import threading

import pytest

from a1h8.tablebase import MissingMetricError, Tablebase, Values


@pytest.fixture(scope="module")
def tables(tmp_path_factory):
    directory = tmp_path_factory.mktemp("tables")
    tablebase = Tablebase(str(directory))
    tablebase.generate(["KQvK", "KRvK"])
    return tablebase, directory


def test_the_four_values_and_the_moves(tables):
    tablebase, _ = tables
    values = tablebase.probe("8/8/8/8/8/2k5/1R6/K7 w - - 0 1")
    assert (values["wdl"], values["dtm"], values["wdl50"], values["dtz"]) == (1, 31, 2, 31)
    best = [m for m in values["moves"] if m["dtm"] == -30]
    assert best and all(m["wdl"] == -1 for m in best)
    assert {"uci", "san", "wdl", "dtm", "wdl50", "dtz"} <= set(values["moves"][0])
    mated = tablebase.probe("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")
    assert (mated["wdl"], mated["dtm"], mated["wdl50"], mated["dtz"]) == (-1, 0, -2, -1)
    assert mated["moves"] == []


def test_a_draw_and_the_other_orientation(tables):
    tablebase, _ = tables
    # Black to move takes the rook.
    values = tablebase.probe("8/8/8/8/8/8/2k5/1R2K3 b - - 0 1")
    assert (values["wdl"], values["dtm"], values["wdl50"], values["dtz"]) == (0, 0, 0, 0)
    # KvKQ is read in KQvK's table, colours swapped.
    values = tablebase.probe("k7/1q6/8/8/8/5K2/8/8 w - - 0 1")
    assert values["wdl"] == -1
    values = tablebase.probe("k7/1q6/8/8/8/8/8/5K2 b - - 0 1")
    assert values["wdl"] == 1 and values["dtm"] > 0


def test_verify(tables):
    tablebase, _ = tables
    assert tablebase.verify("KRvK") == 50015


def test_bare_kings_are_a_draw_without_a_file(tmp_path):
    tablebase = Tablebase(str(tmp_path))
    values = tablebase.probe("8/8/8/8/8/2k5/8/4K3 w - - 0 1")
    assert (values["wdl"], values["dtm"], values["wdl50"], values["dtz"]) == (0, 0, 0, 0)
    assert len(values["moves"]) == 4
    tablebase.generate(["KvK"])
    assert tablebase.verify("KvK") == 924
    assert list(tmp_path.iterdir()) == []


def test_plans_of_more_pieces_than_indexed_are_refused(tmp_path):
    with pytest.raises(ValueError, match="up_to is 9: expected 3 to 8"):
        Tablebase(str(tmp_path)).plan(up_to=9)


def test_the_best_move(tables):
    tablebase, _ = tables
    fen = "8/8/8/5k2/8/8/1Q6/K7 w - - 0 1"
    best = tablebase.best_move(fen)
    moves = {m["uci"]: m for m in tablebase.probe(fen)["moves"]}
    # It leaves Black mated in 18 plies, the quickest of the moves.
    assert moves[best]["dtm"] == -18 == max(m["dtm"] for m in moves.values() if m["wdl"] < 0)
    assert tablebase.best_move("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1") is None


def test_errors_are_the_tools(tables):
    tablebase, directory = tables
    with pytest.raises(ValueError, match="castling rights"):
        tablebase.probe("r3k3/8/8/8/8/8/8/4K3 b q - 0 1")
    with pytest.raises(ValueError, match="fields"):
        tablebase.probe("not a fen")
    with pytest.raises(ValueError, match="names no piece"):
        tablebase.generate(["KXvK"])
    with pytest.raises(OSError, match="KPvK.a1h8tb"):
        Tablebase(str(directory)).probe("8/8/8/8/8/2k5/P7/K7 w - - 0 1")
    # A trivial ending needs no file: KBvK is a draw everywhere.
    assert Tablebase(str(directory)).probe("8/8/8/8/8/2k5/8/KB6 w - - 0 1")["wdl"] == 0
    path = os.path.join(directory, "KRvK.a1h8tb")
    data = open(path, "rb").read()
    broken = os.path.join(directory, "broken")
    os.makedirs(broken)
    with open(os.path.join(broken, "KRvK.a1h8tb"), "wb") as out:
        out.write(data[: len(data) // 2])
    with pytest.raises(OSError, match="truncated"):
        Tablebase(broken).probe("8/8/8/8/8/2k5/1R6/K7 w - - 0 1")


def test_a_variant_has_tables_of_its_own(tmp_path):
    chess = Tablebase(str(tmp_path))
    gardner = Tablebase(str(tmp_path), variant="gardner")
    assert chess.directory == str(tmp_path)
    assert gardner.directory == os.path.join(str(tmp_path), "gardner")
    gardner.generate(["KQvK"])
    assert os.path.exists(os.path.join(str(tmp_path), "gardner", "KQvK.a1h8tb"))
    values = gardner.probe("5/5/1k3/5/K1Q2 w - - 0 1")
    assert (values["wdl"], values["dtm"]) == (1, 9)
    assert gardner.verify("KQvK") == 1955
    # A chess FEN is no Gardner position, nor is the chess table there.
    with pytest.raises(ValueError):
        gardner.probe("8/8/8/5k2/8/8/1Q6/K7 w - - 0 1")
    with pytest.raises(OSError, match="KQvK.a1h8tb"):
        chess.probe("8/8/8/5k2/8/8/1Q6/K7 w - - 0 1")
    with pytest.raises(ValueError, match="gardner has no archbishop"):
        gardner.generate(["KAvK"])
    with pytest.raises(ValueError, match="unknown variant"):
        Tablebase(str(tmp_path), variant="gardnr")
    capablanca = Tablebase(str(tmp_path), variant="capablanca")
    capablanca.generate(["KCvK"])
    assert capablanca.probe("10/10/10/10/10/2k7/10/K6C2 w - - 0 1")["wdl"] == 1


def test_the_plan_of_a_build(tmp_path):
    chess = Tablebase(str(tmp_path))
    plan = chess.plan(["KvKP"])
    assert plan[-1] == "KPvK"
    assert set(plan) == {"KQvK", "KRvK", "KBvK", "KNvK", "KPvK"}
    # Captures (KRvK, KPvK) and promotions, with a capture too (KQvK...).
    assert sorted(chess.successors("KRvKP")) == sorted(
        ["KPvK", "KRvK", "KQvKR", "KQvK", "KRvKR", "KRvKB", "KBvK", "KRvKN", "KNvK"]
    )
    assert len(chess.plan(up_to=4)) == 35
    assert len(chess.plan(up_to=5)) == 35 + 110
    assert chess.memory_to_generate("KQvK") > 0
    gardner = Tablebase(str(tmp_path), variant="gardner")
    assert len(gardner.plan(up_to=3)) == 5
    with pytest.raises(ValueError, match="up_to"):
        chess.plan(up_to=9)


def test_progress_gets_every_event_of_a_generation_in_order(tmp_path):
    events = []
    threads = set()

    def progress(event):
        events.append(event)
        threads.add(threading.get_ident())

    tablebase = Tablebase(str(tmp_path))
    tablebase.generate(["KRvK"], progress=progress)
    # Called on the calling thread, as it waited.
    assert threads == {threading.get_ident()}
    kinds = [event["event"] for event in events]
    assert kinds[0] == "generating" and kinds[-1] == "written", kinds
    assert set(kinds[1:-1]) == {"progress"}, kinds
    assert all(event["ending"] == "KRvK" for event in events)
    # The tool's line: "KRvK: generating, 29568 indices per side to move".
    assert events[0] == {"event": "generating", "ending": "KRvK", "index_size": 29568}
    steps = [(event["done"], event["total"]) for event in events[1:-1]]
    assert all(0 <= done <= total for done, total in steps), steps
    assert [done for done, _ in steps] == sorted(done for done, _ in steps)
    assert len({total for _, total in steps}) == 1
    written = events[-1]
    assert set(written) == {"event", "ending", "path", "bytes", "seconds"}
    assert written["path"] == os.path.join(str(tmp_path), "KRvK.a1h8tb")
    assert written["bytes"] == os.path.getsize(written["path"])
    assert written["seconds"] >= 0.0

    # Read, not generated again, by a new Tablebase (this one holds it
    # already, and says nothing of it); bare kings need no table.
    events.clear()
    Tablebase(str(tmp_path)).generate(["KRvK", "KvK"], progress=events.append)
    assert events == [
        {"event": "trivial", "ending": "KvK"},
        {"event": "present", "ending": "KRvK"},
    ]


def test_progress_is_told_of_files_replaced_and_temporaries_removed(tmp_path):
    with open(tmp_path / "KQvK.a1h8tb", "wb") as out:
        out.write(b"not a table")
    stale = tmp_path / ".KRvK.a1h8tb.1234.tmp"
    stale.write_bytes(b"")
    events = []
    Tablebase(str(tmp_path)).generate(["KQvK"], progress=events.append)
    assert events[0] == {"event": "removed", "paths": [str(stale)]}
    assert events[1]["event"] == "replacing" and events[1]["ending"] == "KQvK"
    assert "KQvK.a1h8tb" in events[1]["reason"]
    assert [e["event"] for e in events[2:3] + events[-1:]] == ["generating", "written"]
    assert not stale.exists()
    assert Tablebase(str(tmp_path)).verify("KQvK") > 0


class Enough(Exception):
    pass


def test_an_exception_of_progress_stops_the_generation_and_is_raised(tmp_path):
    seen = []

    def progress(event):
        seen.append(event["event"])
        if event["event"] == "progress" and event["ending"] == "KRvK":
            raise Enough("enough of KRvK")

    tablebase = Tablebase(str(tmp_path))
    with pytest.raises(Enough, match="enough of KRvK"):
        tablebase.generate(["KQvK", "KRvK"], progress=progress)
    # KQvK was made and stays; KRvK stopped at its first step, and no
    # event was passed on after the exception.
    assert seen.count("written") == 1 and seen[-1] == "progress", seen
    assert sorted(path.name for path in tmp_path.iterdir()) == ["KQvK.a1h8tb"]
    # The tablebase goes on as before.
    tablebase.generate(["KRvK"])
    assert tablebase.verify("KRvK") == 50015


def test_progress_must_be_callable(tmp_path):
    with pytest.raises(TypeError, match="progress must be callable, not str"):
        Tablebase(str(tmp_path)).generate(["KQvK"], progress="print")
    assert list(tmp_path.iterdir()) == []


def test_one_side_files_are_smaller_and_probe_the_same(tmp_path, tables):
    both, directory = tables
    one = Tablebase(str(tmp_path), cache_mb=8)
    one.generate(["KRvK"], one_side=True)
    assert (tmp_path / "KRvK.a1h8tb").stat().st_size * 10 < (
        directory / "KRvK.a1h8tb"
    ).stat().st_size * 7
    for fen in [
        "8/8/8/8/8/2k5/1R6/K7 w - - 0 1",
        "8/8/8/8/8/2k5/1R6/K7 b - - 0 1",
        "7k/8/6K1/8/8/8/8/R7 b - - 0 1",
    ]:
        assert one.probe(fen) == both.probe(fen), fen
        assert one.best_move(fen) == both.best_move(fen), fen
    assert one.verify("KRvK") == 50015


def test_tables_of_metric_subsets_hold_their_metrics_only(tmp_path):
    fens = [
        "8/8/8/8/8/2k5/1R6/K7 w - - 0 1",
        "8/8/8/8/8/8/2k5/1R2K3 b - - 0 1",
        "k7/1r6/8/8/8/8/8/5K2 b - - 0 1",
        "7k/8/6K1/8/8/8/8/R7 b - - 0 1",
    ]
    every = Tablebase(str(tmp_path / "all"))
    every.generate(["KRvK"])
    for directory, metrics, held in [
        ("syzygy", "wdl50,dtz", ("wdl", "wdl50", "dtz")),
        ("gaviota", "dtm,wdl", ("wdl", "dtm")),
        ("wdl", "wdl", ("wdl",)),
        ("wdl50", "wdl50", ("wdl", "wdl50")),
    ]:
        tablebase = Tablebase(str(tmp_path / directory))
        tablebase.generate(["KRvK"], metrics=metrics)
        assert tablebase.verify("KRvK") == 50015
        for fen in fens:
            oracle = every.probe(fen)
            values = tablebase.probe(fen)
            assert isinstance(values, Values) and values.ending == "KRvK", fen
            assert {key: values[key] for key in held} == {key: oracle[key] for key in held}
            assert set(values) == set(held) | {"moves"}, (metrics, fen)
            for move, truth in zip(values["moves"], oracle["moves"]):
                assert move["uci"] == truth["uci"]
                assert {key: move[key] for key in held} == {key: truth[key] for key in held}
            for absent in {"dtm", "wdl", "wdl50", "dtz"} - set(held):
                assert absent not in values and values.get(absent) is None
                message = f"the table of KRvK holds {values.metrics}, not {absent}"
                with pytest.raises(MissingMetricError, match=message):
                    values[absent]
                # A KeyError and a ValueError both.
                with pytest.raises(KeyError):
                    values[absent]
                with pytest.raises(ValueError):
                    values[absent]
                # Asked for: the table's file is named.
                with pytest.raises(MissingMetricError, match=r"KRvK\.a1h8tb: .*not " + absent):
                    tablebase.probe(fen, metrics=absent)
        assert tablebase.probe(fens[0], metrics=metrics)["wdl"] == 1
    copy = pickle.loads(pickle.dumps(values))
    assert copy == values and (copy.ending, copy.metrics) == (values.ending, values.metrics)
    with pytest.raises(KeyError, match="uci"):
        copy["uci"]


def test_a_table_lacking_what_is_needed_is_an_error_naming_its_file(tmp_path):
    tablebase = Tablebase(str(tmp_path))
    tablebase.generate(["KQvK"], metrics="wdl50,dtz")
    # KQvKR's DTM needs KQvK's: not made again in its place.
    with pytest.raises(ValueError, match=r"KQvK\.a1h8tb: the table of KQvK holds wdl,wdl50,dtz, "
                                         r"but generating .* needs dtm,wdl of it"):
        tablebase.generate(["KQvKR"], metrics="dtm")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["KQvK.a1h8tb"]
    with pytest.raises(ValueError, match=r"\"mate\" is no metric"):
        tablebase.generate(["KQvK"], metrics="dtm,mate")
    with pytest.raises(ValueError, match="no metric named"):
        tablebase.probe("8/8/8/5k2/8/8/1Q6/K7 w - - 0 1", metrics="")
    every = tablebase.memory_to_generate("KQvKR")
    assert tablebase.memory_to_generate("KQvKR", metrics="wdl50,dtz") < every
    assert tablebase.memory_to_generate("KQvKR", metrics="dtm,wdl,wdl50,dtz") == every
