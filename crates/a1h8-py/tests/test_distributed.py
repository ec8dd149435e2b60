"""python -m a1h8.distributed on real Dask clusters.

Checked against published perft counts: the driver on a LocalCluster of
two workers; on a scheduler and two workers started here as processes,
one of them killed with SIGKILL while it counts; and a driver killed
mid-run, then started again on its checkpoint, which must count exactly
the units the checkpoint lacks. The units computed are counted on the
workers themselves (a1h8.distributed.TRACE_VARIABLE), not taken from the
driver's word.
"""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import a1h8
from a1h8 import distributed

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
# Published counts (crates/a1h8/tests/data/standard.epd).
START_6 = 119_060_324
START_7 = 3_195_901_860
KIWIPETE_5 = 193_690_690

# A deadline for anything the tests wait for; far above what they take.
PATIENCE = 120.0


def driver(*args, env=None, **popen):
    """`python -m a1h8.distributed ARGS` as a process."""
    return subprocess.Popen(
        [sys.executable, "-m", "a1h8.distributed", "--quiet", *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, **(env or {})}, **popen)


def finish(process):
    """The exit status, standard output and standard error of a process."""
    out, err = process.communicate(timeout=PATIENCE)
    return process.returncode, out, err


def total(out):
    """The total the driver printed last."""
    last = out.strip().splitlines()[-1]
    assert last.startswith("perft "), out
    return int(last.rsplit(": ", 1)[1])


def wait_for(condition, what):
    """Polls `condition` until it holds."""
    deadline = time.monotonic() + PATIENCE
    while not condition():
        assert time.monotonic() < deadline, f"gave up waiting for {what}"
        time.sleep(0.05)


def lines(path):
    """The complete lines of a file, none if it does not exist."""
    if not path.exists():
        return []
    text = path.read_text()
    return text[: text.rfind("\n") + 1].splitlines()


def traced(path):
    """The (unit id, worker pid) pairs the workers wrote to a trace file."""
    return [tuple(map(int, line.split())) for line in lines(path)]


@pytest.mark.parametrize("fen, depth, at, expected", [
    (START, 6, 1, START_6),
    (START, 6, 2, START_6),
    (START, 6, 3, START_6),
    (KIWIPETE, 5, 2, KIWIPETE_5),
])
def test_local_cluster_of_two_workers_gives_published_totals(tmp_path, fen, depth, at, expected):
    checkpoint = tmp_path / "checkpoint.jsonl"
    status, out, err = finish(driver(
        "--fen", fen, "--depth", str(depth), "--at", str(at), "--workers", "2",
        "--checkpoint", str(checkpoint)))
    assert status == 0, err
    assert total(out) == expected
    units = a1h8.perft_units(fen, depth, at)
    assert f"units: {len(units)} at ply {at}, 0 from the checkpoint, {len(units)} counted now" in out
    # The checkpoint holds one result per unit, as run-units writes them.
    results = [json.loads(line) for line in lines(checkpoint)]
    assert sorted(r["id"] for r in results) == list(range(len(units)))
    assert all(r["hash"] == units[r["id"]]["hash"] for r in results)
    assert sum(units[r["id"]]["multiplicity"] * r["nodes"] for r in results) == expected


@pytest.mark.parametrize("variant, depth, at, expected", [
    ("capablanca", 4, 2, 805_128),   # Fairy-Stockfish's published count
    ("Gardner", 6, 3, 572_874),
])
def test_a_variant_s_perft_on_the_cluster(tmp_path, variant, depth, at, expected):
    checkpoint = tmp_path / "checkpoint.jsonl"
    status, out, err = finish(driver(
        "--variant", variant, "--depth", str(depth), "--at", str(at), "--workers", "2",
        "--checkpoint", str(checkpoint)))
    assert status == 0, err
    assert total(out) == expected
    start = a1h8.Position.start(variant)
    split = a1h8.PerftSplit(start.fen(), depth, at, variant=variant)
    assert split.variant == variant.lower()
    # The checkpoint is this variant's split's: it reads back whole.
    results, keep = split.read_checkpoint(checkpoint.read_bytes())
    assert len(results) == len(split) and keep == checkpoint.stat().st_size
    # The same units as a1h8.perft_units, their counts adding up to the perft.
    units = a1h8.perft_units(start.fen(), depth, at, variant=variant)
    assert units == split.units()
    assert sum(u["multiplicity"] * a1h8.perft(u["fen"], u["depth"], variant=variant)
               for u in units) == expected
    if variant == "capablanca":
        # Gothic chess's split of the same depths refuses the checkpoint.
        other = a1h8.PerftSplit(a1h8.Position.start("gothic").fen(), depth, at, variant="gothic")
        with pytest.raises(ValueError, match="another split"):
            other.read_checkpoint(checkpoint.read_bytes())


def test_a_variants_ini_game_is_counted_from_its_file(tmp_path):
    """--variant NAME --variant-file FILE.ini counts that section's perft,
    as `a1h8 perft --variant-file` does (4435 at depth 3: Fairy-Stockfish's
    count of this game); a file that cannot be read is one line and status 2."""
    ini = tmp_path / "a.ini"
    ini.write_text("[a:chancellor]\ndoubleStep = false\n")
    status, out, err = finish(driver(
        "--variant", "a", "--variant-file", str(ini), "--depth", "3", "--at", "1",
        "--workers", "2"))
    assert status == 0, err
    assert total(out) == 4435
    status, out, err = finish(driver(
        "--variant", "a", "--variant-file", str(tmp_path / "missing.ini"), "--depth", "3",
        "--at", "1"))
    assert (status, out) == (2, "")
    assert err.startswith("error: --variant-file: ") and len(err.splitlines()) == 1, err


def test_batches_of_units_give_the_same_total(tmp_path):
    status, out, err = finish(driver("--depth", "6", "--at", "3", "--workers", "2",
                                     "--batch", "100"))
    assert status == 0, err
    assert total(out) == START_6


@pytest.fixture
def cluster(tmp_path):
    """A Dask scheduler and two workers (no nanny: a killed worker stays
    dead), each a process of its own, tracing the units it counts."""
    scheduler_file = tmp_path / "scheduler.json"
    trace = tmp_path / "trace.txt"
    env = {**os.environ, distributed.TRACE_VARIABLE: str(trace)}
    common = ["--no-dashboard"]
    processes = [subprocess.Popen(
        [sys.executable, "-m", "distributed.cli.dask_scheduler", "--port", "0",
         "--scheduler-file", str(scheduler_file), *common],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)]
    wait_for(scheduler_file.exists, "the scheduler file")
    wait_for(lambda: "address" in scheduler_file.read_text(), "the scheduler address")
    address = json.loads(scheduler_file.read_text())["address"]
    workers = [subprocess.Popen(
        [sys.executable, "-m", "distributed.cli.dask_worker", address, "--nthreads", "1",
         "--no-nanny", "--name", f"worker-{i}", *common],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env) for i in range(2)]
    processes += workers
    from dask.distributed import Client
    with Client(address, timeout=PATIENCE) as client:
        client.wait_for_workers(2, timeout=PATIENCE)
    try:
        yield address, workers, trace
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
            process.wait()


def test_external_scheduler_gives_the_published_total(cluster):
    address, workers, trace = cluster
    status, out, err = finish(driver("--fen", KIWIPETE, "--depth", "5", "--at", "2",
                                     "--scheduler", address))
    assert status == 0, err
    assert total(out) == KIWIPETE_5
    # Both workers counted, and every unit was counted.
    pids = {pid for _, pid in traced(trace)}
    assert pids == {worker.pid for worker in workers}
    assert {unit for unit, _ in traced(trace)} == set(range(len(a1h8.perft_units(KIWIPETE, 5, 2))))


def test_a_worker_killed_mid_run_loses_no_unit(cluster, tmp_path):
    address, workers, trace = cluster
    checkpoint = tmp_path / "checkpoint.jsonl"
    units = a1h8.perft_units(START, 7, 2)
    run = driver("--depth", "7", "--at", "2", "--scheduler", address,
                 "--checkpoint", str(checkpoint))
    # Kill one worker once a tenth of the units are in, its task under way.
    wait_for(lambda: len(lines(checkpoint)) >= len(units) // 10, "the first results")
    victim, survivor = workers
    victim.send_signal(signal.SIGKILL)
    victim.wait()
    killed_at = len(lines(checkpoint))
    status, out, err = finish(run)
    assert status == 0, err
    assert total(out) == START_7
    assert killed_at < len(units), "the run ended before the kill: make it longer"
    counted = traced(trace)
    assert {pid for _, pid in counted} == {victim.pid, survivor.pid}
    # The survivor counted everything the victim had not finished.
    assert {unit for unit, _ in counted} == set(range(len(units)))
    assert any(pid == survivor.pid for _, pid in counted[killed_at:])


def test_a_restarted_driver_counts_only_what_its_checkpoint_lacks(tmp_path):
    checkpoint = tmp_path / "checkpoint.jsonl"
    units = a1h8.perft_units(START, 7, 2)
    args = ("--depth", "7", "--at", "2", "--workers", "2", "--checkpoint", str(checkpoint))
    # The first run is killed, with its LocalCluster, after a quarter of the units.
    first = driver(*args, start_new_session=True)
    wait_for(lambda: len(lines(checkpoint)) >= len(units) // 4, "the first results")
    os.killpg(first.pid, signal.SIGKILL)
    first.wait()
    kept = {json.loads(line)["id"] for line in lines(checkpoint)}
    assert 0 < len(kept) < len(units)
    # The second run, on the same checkpoint, with its workers tracing.
    trace = tmp_path / "trace.txt"
    status, out, err = finish(driver(*args, env={distributed.TRACE_VARIABLE: str(trace)}))
    assert status == 0, err
    assert total(out) == START_7
    assert (f"units: {len(units)} at ply 2, {len(kept)} from the checkpoint, "
            f"{len(units) - len(kept)} counted now") in out
    recounted = sorted(unit for unit, _ in traced(trace))
    assert recounted == sorted(set(range(len(units))) - kept)
    # The checkpoint is complete now: a third run counts nothing.
    trace.unlink()
    status, out, err = finish(driver(*args, env={distributed.TRACE_VARIABLE: str(trace)}))
    assert status == 0, err
    assert total(out) == START_7
    assert not trace.exists()


def checkpoint_lines(split):
    """Every result line of `split`, counted here."""
    return [split.result_line(unit["id"], a1h8.perft(unit["fen"], unit["depth"]))
            for unit in split.units()]


def test_a_cut_last_line_is_counted_again(tmp_path):
    checkpoint = tmp_path / "checkpoint.jsonl"
    split = a1h8.PerftSplit(START, 4, 2)
    full = checkpoint_lines(split)
    checkpoint.write_text("".join(full[:10]) + full[10][:7])
    assert distributed.read_checkpoint(str(checkpoint), split).keys() == set(range(10))
    assert checkpoint.read_text() == "".join(full[:10])
    # A whole last line without its newline is a result, and gets its newline.
    checkpoint.write_text("".join(full[:10])[:-1])
    assert distributed.read_checkpoint(str(checkpoint), split).keys() == set(range(10))
    assert checkpoint.read_text() == "".join(full[:10])


def test_a_checkpoint_of_another_count_is_refused(tmp_path):
    checkpoint = tmp_path / "checkpoint.jsonl"
    status, _, err = finish(driver("--depth", "4", "--at", "1", "--workers", "1",
                                   "--checkpoint", str(checkpoint)))
    assert status == 0, err
    status, out, err = finish(driver("--fen", KIWIPETE, "--depth", "4", "--at", "1",
                                     "--checkpoint", str(checkpoint)))
    assert status == 1
    assert out == ""
    assert err.startswith(f"error: --checkpoint: {checkpoint}: line 1: a result of another split")
    assert len(err.strip().splitlines()) == 1


def test_a_checkpoint_of_another_depth_is_refused(tmp_path):
    """Issue 18, point 1: perft 5's results are not taken for perft 6's."""
    checkpoint = tmp_path / "checkpoint.jsonl"
    status, out, err = finish(driver("--depth", "4", "--at", "2", "--workers", "1",
                                     "--checkpoint", str(checkpoint)))
    assert status == 0, err
    assert total(out) == 197_281
    before = checkpoint.read_bytes()
    status, out, err = finish(driver("--depth", "5", "--at", "2", "--workers", "1",
                                     "--checkpoint", str(checkpoint)))
    assert (status, out) == (1, "")
    assert err == (f"error: --checkpoint: {checkpoint}: line 1: a result of a unit counted to "
                   f"depth 2, and these units are counted to depth 3: a result of another "
                   f"split ({a1h8.PerftSplit(START, 4, 2).id}, not "
                   f"{a1h8.PerftSplit(START, 5, 2).id})\n")
    assert checkpoint.read_bytes() == before


@pytest.mark.parametrize("edit, words", [
    # Issue 18, point 3: what the driver once took, and merge did not.
    (lambda line: line.replace('"nodes":400,', '"nodes":true,'),
     "nodes true: expected a whole number: a count is a whole number from 0 to 2^64 - 1"),
    (lambda line: line.replace('"nodes":400,', '"nodes":18446744073709551616,'),
     "nodes 1.8446744073709552e+19 is out of range: a count is a whole number from 0 to "
     "2^64 - 1"),
    (lambda line: line.replace('"nodes":400,', '"nodes":1.23e29,'),
     "nodes 1.23e+29 is out of range: a count is a whole number from 0 to 2^64 - 1"),
    (lambda line: line + line, "line 2: a second result of unit 0"),
    # Issue 18, point 2: a count edited in place.
    (lambda line: line.replace('"nodes":400,', '"nodes":401,'),
     "is not the digest of the line's fields"),
    (lambda line: line.replace('"id":0,', '"id":"0",'),
     'id "0": expected a whole number'),
])
def test_the_checkpoint_is_checked_as_merge_checks_results(tmp_path, edit, words):
    split = a1h8.PerftSplit(START, 3, 1)
    first = checkpoint_lines(split)[0]
    assert '"nodes":400,' in first
    checkpoint = tmp_path / "checkpoint.jsonl"
    checkpoint.write_text(edit(first))
    with pytest.raises(distributed.CheckpointError, match="line [12]: ") as error:
        distributed.read_checkpoint(str(checkpoint), split)
    assert words in str(error.value)
    # The same words from the split itself, the code a1h8 perft merge runs.
    with pytest.raises(ValueError) as error:
        split.read_checkpoint(checkpoint.read_bytes())
    assert words in str(error.value)


def test_a_file_that_is_no_checkpoint_is_left_untouched(tmp_path):
    """Issue 18, point 4: notes without a last newline keep their last line."""
    notes = tmp_path / "notes.txt"
    notes.write_text("first line\nsecond line, no newline")
    status, out, err = finish(driver("--depth", "3", "--at", "1", "--workers", "1",
                                     "--checkpoint", str(notes)))
    assert (status, out) == (1, "")
    assert err == f"error: --checkpoint: {notes}: line 1: not JSON: expected ident at column 2\n"
    assert notes.read_text() == "first line\nsecond line, no newline"
    # One line only, not a result's start: not cut, refused, untouched.
    notes.write_text("notes")
    status, _, err = finish(driver("--depth", "3", "--at", "1", "--workers", "1",
                                   "--checkpoint", str(notes)))
    assert status == 1 and "line 1: not JSON" in err
    assert notes.read_text() == "notes"


def test_a_split_out_of_memory_is_a_memory_error():
    """Issue 18, point 9: in a child limited to 1 GB of address space."""
    code = ("import resource, a1h8\n"
            "resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
            "try:\n"
            "    a1h8.perft_units(a1h8.Position.start().fen(), 7, 6)\n"
            "except MemoryError as error:\n"
            "    print('MemoryError:', error)\n")
    process = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             timeout=PATIENCE)
    assert process.returncode == 0, process.stderr
    assert process.stdout.startswith("MemoryError: out of memory: cannot allocate "), \
        process.stdout
    assert "for the units of the split" in process.stdout


@pytest.mark.parametrize("args, status, words", [
    (["--fen", "8/8/8 w - -", "--depth", "3", "--at", "1"], 1, "--fen"),
    (["--depth", "3", "--at", "4"], 2, "deeper"),
    (["--depth", "3"], 2, "--at"),
    (["--depth", "3", "--at", "1", "--workers", "0"], 2, "--workers"),
])
def test_bad_arguments_are_one_line_and_a_status(args, status, words):
    code, out, err = finish(driver(*args))
    assert code == status
    assert out == ""
    assert words in err


def test_unwritable_outputs_are_one_line_and_status_1(tmp_path):
    args = ("--depth", "3", "--at", "1", "--workers", "1")
    with open("/dev/full", "w") as full:
        process = subprocess.run([sys.executable, "-m", "a1h8.distributed", "--quiet", *args],
                                 stdout=full, stderr=subprocess.PIPE, text=True,
                                 timeout=PATIENCE)
    assert process.returncode == 1
    assert process.stderr == "error: cannot write standard output: No space left on device\n"
    for option, words in (("--units", "--units: cannot write"),
                          ("--checkpoint", "--checkpoint: /dev/full is not a regular file")):
        code, out, err = finish(driver(*args, option, "/dev/full"))
        assert code == 1 and out == ""
        assert err.startswith(f"error: {words}") and len(err.splitlines()) == 1, err
    code, out, err = finish(driver(*args, "--checkpoint", str(tmp_path / "no" / "such")))
    assert code == 1 and "cannot write the checkpoint" in err


def test_a_closed_pipe_ends_quietly():
    command = (f"{sys.executable} -m a1h8.distributed --quiet --depth 3 --at 1 --workers 1"
               " | head -c 0; exit ${PIPESTATUS[0]}")
    process = subprocess.run(["bash", "-c", command], capture_output=True, text=True,
                             timeout=PATIENCE)
    assert process.returncode == 0
    assert process.stderr == ""
