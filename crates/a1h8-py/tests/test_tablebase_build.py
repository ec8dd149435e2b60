"""python -m a1h8.tablebase_build on real Dask clusters.

Every table a build makes is compared, byte for byte (by size and SHA-256),
with the table of a single-process build (``Tablebase(dir).generate(plan)``
in this process for Gardner's, ``tests/data/chess-up-to-4.tsv`` for
chess's):
the tables of three chess endings of four pieces (KQvKR, KBNvK, KRvKN) and
of those they lead into, and those of three and four pieces of Gardner's
5x5 minichess, each built on a LocalCluster of two workers of one thread;
a build of which one worker is killed with SIGKILL while it generates a
table; and a driver killed with its cluster mid-build, then started again
on the same folder, which must read the tables the first run wrote
(``present``) and generate only the others. The two full builds and the
references are made once, in module-scoped fixtures, and shared by the
tests.
"""

import hashlib
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from a1h8 import tablebase_build
from a1h8.tablebase import Tablebase

REFERENCE = Path(__file__).parent / "data" / "chess-up-to-4.tsv"

# A deadline for anything the tests wait for; far above what they take.
PATIENCE = 300.0

#: A small set for the kills: KQvKR and KRvKN, each seconds, generated at
#: once on the two workers after the three tables of three pieces they
#: lead into.
SMALL = ["KQvKR", "KRvKN"]


def driver(*args, **popen):
    """`python -m a1h8.tablebase_build ARGS` as a process."""
    return subprocess.Popen(
        [sys.executable, "-m", "a1h8.tablebase_build", *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **popen)


def finish(process):
    """The exit status, standard output and standard error of a process."""
    out, err = process.communicate(timeout=PATIENCE)
    return process.returncode, out, err


def wait_for(condition, what):
    """Polls `condition` until it holds."""
    deadline = time.monotonic() + PATIENCE
    while not condition():
        assert time.monotonic() < deadline, f"gave up waiting for {what}"
        time.sleep(0.05)


def fingerprint(data):
    """A table file's size and SHA-256."""
    return len(data), hashlib.sha256(data).hexdigest()


def tables_in(folder):
    """The table files of `folder`: {ending: (size, SHA-256)}."""
    return {path.name[: -len(tablebase_build.EXTENSION)]: fingerprint(path.read_bytes())
            for path in Path(folder).glob("*" + tablebase_build.EXTENSION)
            if not path.name.startswith(".")}


def check_folder(folder, plan):
    """Every file of `folder` is a table of `plan`, or a temporary file
    (hidden, ``.tmp``) a killed writer left."""
    for path in Path(folder).iterdir():
        name = path.name
        if name.startswith("."):
            assert name.endswith(".tmp") and not name.endswith(tablebase_build.EXTENSION), name
        else:
            assert name.endswith(tablebase_build.EXTENSION), name
            assert name[: -len(tablebase_build.EXTENSION)] in plan, name


def assert_same_tables(folder, reference, plan):
    """The tables of `plan` in `folder` are those of `reference`, byte for
    byte, and there are no others."""
    built = tables_in(folder)
    assert sorted(built) == sorted(plan)
    different = [name for name in plan if built[name] != reference[name]]
    assert not different, f"tables unlike the single-process build's: {different}"


def reference_build(tmp_path_factory, variant, **plan):
    """The tables of a single-process build in this process: (plan, {ending: bytes})."""
    root = tmp_path_factory.mktemp(f"reference-{variant}")
    tables = Tablebase(str(root), variant)
    names = tables.plan(**plan)
    tables.generate(names)
    return names, tables_in(tables.directory)


@pytest.fixture(scope="module")
def chess_reference():
    """The 35 tables of three and four pieces of chess as a single-process
    build writes them: their sizes and SHA-256 from
    ``tests/data/chess-up-to-4.tsv``, which ``scripts/tablebase_digests.sh``
    wrote from ``a1h8 tablebase generate --up-to 4`` (run outside CI: it
    spares CI a second build of the set)."""
    files = {}
    for line in REFERENCE.read_text().splitlines()[1:]:
        name, size, digest = line.split("\t")
        files[name] = (int(size), digest)
    names = Tablebase("unused").plan(up_to=4)
    assert sorted(names) == sorted(files)
    return names, files


@pytest.fixture(scope="module")
def gardner_reference(tmp_path_factory):
    """Gardner's tables of three and four pieces, built in this process."""
    return reference_build(tmp_path_factory, "gardner", up_to=4)


def local_cluster():
    """A LocalCluster of two worker processes of one thread each, and its client."""
    from dask.distributed import Client, LocalCluster

    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                           dashboard_address=":0")
    return cluster, Client(cluster)


@pytest.fixture(scope="module")
def client():
    """The client of a LocalCluster of two workers, for the builds that kill nothing."""
    cluster, client = local_cluster()
    try:
        yield client
    finally:
        client.close()
        cluster.close()


def distributed_build(client, folder, **build):
    """`tablebase_build.build` on `client`, with the progress it reported
    and the worker and times of each table's task."""
    from dask.distributed import get_task_stream

    heard = []
    with get_task_stream(client) as stream:
        results = tablebase_build.build(str(folder), client=client, progress=heard.append,
                                        **build)
    tasks = {}
    for task in stream.data:
        compute = [s for s in task["startstops"] if s["action"] == "compute"]
        name = re.fullmatch(r"table-(\w+)-[0-9a-f]{8}", task["key"]).group(1)
        tasks[name] = (task["worker"], compute[0]["start"], compute[0]["stop"])
    return results, heard, tasks


#: The chess endings built on two workers, with those they lead into: a
#: minute less of CI than all 35 of three and four pieces, which the
#: single-process build of Gardner's tables and the digests cover.
CHESS_ENDINGS = ["KQvKR", "KBNvK", "KRvKN"]


@pytest.fixture(scope="module")
def chess_build(client, tmp_path_factory):
    """The tables of CHESS_ENDINGS built on the two workers, timed."""
    folder = tmp_path_factory.mktemp("chess")
    started = time.monotonic()
    results, heard, tasks = distributed_build(client, folder, endings=CHESS_ENDINGS)
    return folder, results, heard, tasks, time.monotonic() - started


def test_two_workers_build_the_tables_of_one_process(chess_build, chess_reference):
    folder, results, heard, tasks, seconds = chess_build
    _, reference = chess_reference
    plan = Tablebase(str(folder)).plan(CHESS_ENDINGS)
    assert len(plan) == 7
    print(f"\n{len(plan)} tables on two workers in {seconds:.1f} s")
    assert_same_tables(folder, reference, plan)
    check_folder(folder, plan)
    # A result per table, in the plan's order, each heard of once as it came.
    assert [built.name for built in results] == plan
    assert sorted(heard) == sorted(results)
    assert not any(built.present for built in results)
    assert all(built.bytes == reference[built.name][0] for built in results)


def test_each_task_runs_after_those_of_its_successors(chess_build):
    folder, results, heard, tasks, seconds = chess_build
    tables = Tablebase(str(folder))
    assert sorted(tasks) == sorted(built.name for built in results)
    for name, (worker, start, stop) in tasks.items():
        for successor in tables.successors(name):
            assert tasks[successor][2] <= start, f"{name} started before {successor} ended"
    # Both workers generated tables, some at the same time.
    assert len({worker for worker, _, _ in tasks.values()}) == 2
    spans = sorted((start, stop) for _, start, stop in tasks.values())
    assert any(later[0] < earlier[1] for earlier, later in zip(spans, spans[1:]))


def test_gardner_s_tables_on_two_workers(client, tmp_path, gardner_reference):
    plan, reference = gardner_reference
    results, heard, tasks = distributed_build(client, tmp_path, variant="gardner", up_to=4)
    assert [built.name for built in results] == plan
    # A variant's tables go into its folder.
    assert_same_tables(tmp_path / "gardner", reference, plan)
    assert not tables_in(tmp_path)
    # Built again in the same folder: every table is present, none written.
    again, heard, tasks = distributed_build(client, tmp_path, variant="gardner", up_to=4)
    assert [built.name for built in again] == plan
    assert all(built.present for built in again)
    assert [built.bytes for built in again] == [built.bytes for built in results]
    assert_same_tables(tmp_path / "gardner", reference, plan)


def test_a_worker_killed_mid_build_loses_no_table(tmp_path, chess_reference):
    _, reference = chess_reference
    plan = Tablebase(str(tmp_path)).plan(SMALL)
    cluster, client = local_cluster()
    try:
        pids = client.run(os.getpid)
        outcome = {}

        def build():
            try:
                outcome["results"] = tablebase_build.build(str(tmp_path), SMALL, client=client)
            except BaseException as error:  # reported by the test
                outcome["error"] = error

        thread = threading.Thread(target=build)
        thread.start()
        # Once the three-piece tables are written, kill a worker generating one
        # of four pieces.
        wait_for(lambda: len(tables_in(tmp_path)) >= 3, "the first tables")
        victim, killed_during = None, []

        def busy():
            nonlocal victim, killed_during
            for worker, keys in client.processing().items():
                if keys:
                    victim = worker
                    killed_during = [re.fullmatch(r"table-(\w+)-[0-9a-f]{8}", key).group(1)
                                     for key in keys]
                    return True
            return False
        wait_for(busy, "a worker with a task")
        os.kill(pids[victim], signal.SIGKILL)
        written_then = set(tables_in(tmp_path))
        thread.join(PATIENCE)
        assert not thread.is_alive()
        assert "error" not in outcome, outcome.get("error")
        # The victim died in its task: its table was not written then, and
        # was since, by another worker.
        assert killed_during and not set(killed_during) & written_then, (killed_during,
                                                                          written_then)
    finally:
        client.close()
        cluster.close()
    assert [built.name for built in outcome["results"]] == plan
    check_folder(tmp_path, plan)
    assert_same_tables(tmp_path, reference, plan)


def test_a_restarted_driver_reads_the_tables_written_and_builds_the_others(
        tmp_path, chess_reference):
    _, reference = chess_reference
    plan = Tablebase(str(tmp_path)).plan(SMALL)
    args = (*SMALL, "--dir", str(tmp_path), "--workers", "2")
    # The first run is killed, with its LocalCluster, once tables are written.
    first = driver(*args, start_new_session=True)
    try:
        wait_for(lambda: len(tables_in(tmp_path)) >= 3 or first.poll() is not None,
                 "the first tables")
    finally:
        os.killpg(first.pid, signal.SIGKILL)
        first.communicate()
    # No file that looks like a table is a partial one.
    check_folder(tmp_path, plan)
    kept = tables_in(tmp_path)
    assert 0 < len(kept) < len(plan), "the first run ended before the kill: make it longer"
    for name, data in kept.items():
        assert data == reference[name], name
    # The second run reads those and generates the others.
    status, out, err = finish(driver(*args))
    assert status == 0, err
    lines = err.splitlines()
    assert lines[0].startswith(f"{len(plan)} tables of chess in {tmp_path}; KQvKR takes the "
                               f"most memory to generate, ")
    # A line per table (Dask may add warnings of its own on a loaded machine).
    matches = [re.fullmatch(r"(\w+): (present|written) \(.*", line) for line in lines[1:]]
    reported = [match.groups() for match in matches if match]
    assert sorted(name for name, _ in reported) == sorted(plan), err
    assert {name for name, what in reported if what == "present"} == set(kept)
    assert re.fullmatch(
        rf"{len(plan)} tables of chess in {re.escape(str(tmp_path))}: "
        rf"{len(plan) - len(kept)} written, {len(kept)} present, "
        rf"{sum(reference[name][0] for name in plan)} bytes \(\d+\.\d [KM]iB\), "
        rf"\d+\.\d s\n", out), out
    check_folder(tmp_path, plan)
    assert_same_tables(tmp_path, reference, plan)


@pytest.mark.parametrize("args, words", [
    (["KXvK"], 'error: invalid ending "KXvK": \'X\' at 1 names no piece'),
    (["KQvK", "--variant", "nope"], 'error: unknown variant "nope": expected one of chess,'),
    (["--up-to", "9"], "error: up_to is 9: expected 3 to 8"),
    (["KRvK", "--variant", "gardner", "--up-to", "2"], "error: up_to is 2: expected 3 to"),
])
def test_a_bad_ending_or_variant_is_one_line_and_status_2(tmp_path, args, words):
    status, out, err = finish(driver(*args, "--dir", str(tmp_path / "tables")))
    assert (status, out) == (2, "")
    assert err.startswith(words) and len(err.splitlines()) == 1, err
    assert not (tmp_path / "tables").exists()


def test_a_variants_ini_game_is_built_from_its_file(tmp_path):
    """--variant NAME --variant-file FILE.ini builds that section's tables
    in its folder, as `a1h8 tablebase generate --variant-file` does; a file
    that cannot be read is one line and status 2."""
    ini = tmp_path / "mine.ini"
    ini.write_text("[mine:gardner]\npromotionPieceTypes = n\n")
    status, out, err = finish(driver(
        "KPvK", "--variant", "mine", "--variant-file", str(ini), "--workers", "1",
        "--dir", str(tmp_path / "tables")))
    assert status == 0, err
    assert "of mine in" in out, out
    written = sorted(path.name for path in (tmp_path / "tables" / "mine").iterdir())
    # A pawn of this game promotes to a knight only: KNvK, not KQvK.
    assert written == ["KNvK.a1h8tb", "KPvK.a1h8tb"], written
    status, out, err = finish(driver(
        "KPvK", "--variant", "mine", "--variant-file", str(tmp_path / "missing.ini"),
        "--dir", str(tmp_path / "other")))
    assert (status, out) == (2, "")
    assert err.startswith("error: --variant-file: ") and len(err.splitlines()) == 1, err


@pytest.mark.parametrize("args, words", [
    ([], "name endings, or give --up-to"),
    (["KQvK", "--workers", "0"], "--workers must be at least 1"),
    (["KQvK", "--retries", "-1"], "--retries must be at least 0"),
    (["KQvK", "--stall-timeout", "0"], "--stall-timeout must be more than 0"),
])
def test_bad_arguments_are_status_2(tmp_path, args, words):
    status, out, err = finish(driver(*args, "--dir", str(tmp_path)))
    assert (status, out) == (2, "")
    assert words in err


def test_a_task_that_fails_is_one_line_and_status_1(tmp_path):
    # The folder cannot be made: a regular file stands on its way.
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    status, out, err = finish(driver("KQvK", "--dir", str(blocker / "tables"), "--workers", "1",
                                     "--retries", "1", "--quiet"))
    assert (status, out) == (1, "")
    assert err.startswith("error: KQvK: OSError: ") and len(err.splitlines()) == 1, err


# Memory: a limit too small for the largest table is refused up front; one
# that passes that check but on which no worker can run a task ends the
# build with an error, never a wait for ever.

#: How long a build that must fail may take, cluster start and stop
#: included; they take seconds.
SHORT = 90.0


def finish_soon(process):
    """`finish`, but a process still running after `SHORT` seconds is
    killed and fails the test (the build would have waited for ever)."""
    try:
        out, err = process.communicate(timeout=SHORT)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        pytest.fail(f"still running after {SHORT:g} s:\n{err}")
    return process.returncode, out, err


def test_a_memory_limit_too_small_for_the_largest_table_is_refused(tmp_path):
    status, out, err = finish_soon(driver("KQvK", "--dir", str(tmp_path / "tables"),
                                          "--memory-limit", "200KiB", start_new_session=True))
    assert (status, out) == (2, "")
    assert err == ("error: KQvK takes 259.9 KiB of memory to generate, more than 95% of the "
                   "workers' memory limit of 200.0 KiB, past which Dask kills a worker: give "
                   "them more (--memory-limit), or have fewer of them under auto "
                   "(--workers)\n"), err
    assert not (tmp_path / "tables").exists()
    # From Python, before a LocalCluster is started.
    with pytest.raises(tablebase_build.MemoryLimitError, match=r"^KQvKR takes 16\.7 MiB "):
        tablebase_build.build(str(tmp_path), ["KQvKR"], memory_limit="16MiB")
    assert not tables_in(tmp_path)


def test_the_memory_check_takes_the_largest_table_and_the_largest_worker():
    memory = {"KQvK": 95, "KQvKR": 950}
    assert tablebase_build.memory_error(memory, 1000) is None
    assert tablebase_build.memory_error(memory, None) is None
    assert tablebase_build.memory_error({}, 1) is None
    assert tablebase_build.memory_error(memory, 999).startswith("KQvKR takes 950 B ")

    class Scheduler:  # what a client says of its workers
        def __init__(self, *workers):
            self.workers = {f"tcp://w{i}": w for i, w in enumerate(workers)}

        def scheduler_info(self, n_workers=5):
            return {"workers": self.workers}

    limited = {"memory_limit": 2 << 20, "status": "paused",
               "metrics": {"memory": 1 << 20, "task_counts": {}}}
    assert tablebase_build.workers_memory_limit(Scheduler()) is None
    assert tablebase_build.workers_memory_limit(Scheduler(limited, {"memory_limit": 3})) == 2 << 20
    assert tablebase_build.workers_memory_limit(Scheduler(limited, {"memory_limit": 0})) is None
    # What the driver says when no worker runs a task.
    assert tablebase_build._cluster_state(Scheduler()) == (
        False, "no worker is connected to the scheduler")
    assert tablebase_build._cluster_state(Scheduler(limited)) == (
        False, "every worker is paused, its memory past 80% of its limit (1.0 MiB of 2.0 MiB)")
    busy = {**limited, "metrics": {"task_counts": {"executing": 1}}}
    assert tablebase_build._cluster_state(Scheduler(limited, busy)) == (True, "")


def worker_footprint(folder):
    """The memory a Dask worker takes of its own (Python, Dask, the a1h8
    extension): the resident set of the worker process of a fresh
    LocalCluster once it has generated a table of three pieces (KQvK, in
    ``folder``), as Dask's nanny measures it. Some 50 MiB here."""
    import psutil
    from dask.distributed import Client, LocalCluster

    with LocalCluster(n_workers=1, threads_per_worker=1, memory_limit=0, processes=True,
                      dashboard_address=":0") as cluster, Client(cluster) as client:
        client.submit(tablebase_build.build_table, str(folder), "chess", "KQvK").result()
        (pid,) = client.run(os.getpid).values()
        return psutil.Process(pid).memory_info().rss


def test_workers_killed_in_a_task_end_the_build_after_the_retries(tmp_path):
    # A limit that passes the check, under which the worker writes the
    # tables of three and four pieces KRvKP leads into, but on which KRvKP
    # cannot be generated: the worker's own process (Python, Dask and the
    # extension, some 50 MiB, measured) on top of the table's need passes
    # 95 % of it, and Dask's nanny kills the worker. 95 % of the limit is
    # KRvKP's need (106.9 MiB) and half the worker's footprint: KRvKP's peak
    # (the footprint and some 110 MiB) passes it by half the footprint or
    # more, KQvKR's (the footprint and some 20 MiB) stays some 60 MiB under
    # it, and under the 80 % at which a worker pauses. KQvKR itself would
    # leave no such margins: its need, 16.7 MiB, is a third of the
    # footprint, which the limit must be well above.
    started = time.monotonic()
    footprint = worker_footprint(tmp_path / "footprint")
    need = Tablebase(str(tmp_path)).memory_to_generate("KRvKP")
    limit = str(int((need + footprint / 2) / 0.95))
    status, out, err = finish_soon(driver("KRvKP", "--dir", str(tmp_path / "tables"),
                                          "--memory-limit", limit, "--retries", "1",
                                          start_new_session=True))
    lines = err.splitlines()
    assert (status, out) == (1, ""), err
    assert lines[0].startswith("10 tables of chess in "), err  # not refused
    # The task ran twice (--retries 1), and its worker died each time.
    assert re.fullmatch(r"error: KRvKP: KilledWorker: its worker died each of the 2 times it "
                        r"ran \(killed, out of memory, or crashed\); Dask's nanny restarted "
                        r"workers 2 times past 95% of their memory limit \(the last at "
                        r"\d+\.\d MiB\)", lines[-1]), err
    smaller = ["KBvK", "KNvK", "KPvK", "KQvK", "KRvK", "KQvKR", "KRvKB", "KRvKN", "KRvKR"]
    assert sorted(tables_in(tmp_path / "tables")) == sorted(smaller), err
    check_folder(tmp_path / "tables", smaller)
    print(f"\nworker footprint {footprint / 2**20:.1f} MiB, limit {int(limit) / 2**20:.1f} MiB: "
          f"KRvKP killed twice, the test took {time.monotonic() - started:.1f} s")


def test_no_worker_to_run_a_task_ends_the_build_after_the_stall_timeout(tmp_path):
    # A scheduler with no worker at all: the task can never run, and the
    # build ends after --stall-timeout saying why. (A worker that its nanny
    # kills as it starts, under a memory limit a little above the check's,
    # ends the same way, but whether it first runs a task of a few
    # milliseconds is a race, so the test does not rest on it.)
    from dask.distributed import LocalCluster

    cluster = LocalCluster(n_workers=0, processes=True, dashboard_address=":0")
    try:
        started = time.monotonic()
        status, out, err = finish_soon(driver(
            "KQvK", "--dir", str(tmp_path), "--scheduler", cluster.scheduler_address,
            "--stall-timeout", "2", start_new_session=True))
        seconds = time.monotonic() - started
    finally:
        cluster.close()
    lines = err.splitlines()
    assert (status, out) == (1, ""), err
    assert lines[-1] == ("error: KQvK: no worker ran a task for 2 s: no worker is connected "
                         "to the scheduler"), err
    assert not tables_in(tmp_path)
    print(f"\nno worker for KQvK, the build ended in {seconds:.1f} s")

