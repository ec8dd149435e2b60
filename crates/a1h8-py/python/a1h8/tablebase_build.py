"""Endgame tables built on Dask distributed: ``python -m a1h8.tablebase_build``.

The tables of a set of endings (those named, and every ending of 3 to
``--up-to`` pieces), with every ending their captures and promotions lead
into, are built as a Dask task graph: one task per ending
(``Tablebase.plan``), each depending on the tasks of the endings it leads
into directly (``Tablebase.successors``), so that a table is generated
once those it reads are written, and tables that do not depend on each
other are generated at once on different workers::

    python -m a1h8.tablebase_build --up-to 4 --dir tables               # a LocalCluster
    python -m a1h8.tablebase_build KQRvKR KBNvKN --dir /shared/tables \\
        --scheduler tcp://scheduler:8786
    python -m a1h8.tablebase_build --variant gardner --up-to 5 --dir tables

``--variant NAME`` builds a built-in variant's tables, in the folder of
``--dir`` named after it, as ``a1h8 tablebase generate --variant NAME``
does; with ``--variant-file FILE.ini``, the section NAME of that
variants.ini.

Without ``--scheduler`` the tasks run on a ``LocalCluster`` of
``--workers`` processes on this machine (two by default). With it, on the
cluster of that scheduler, whose workers need the same ``a1h8`` package
installed and ``--dir`` at the same path (a shared file system): the
tables a task reads are the files the tasks before it wrote there. The
task keys are named after the endings (``table-KQvKR-<token>``, the token
this build's), so the dashboard's graph reads as the plan.

A task generates its table with ``Tablebase.generate``, which writes the
file under a temporary name (starting with ``.``) and renames it when it
is complete, and reads a table already there and valid rather than make
it again: a build stopped (the driver killed, the cluster lost) and
started again generates only the tables it lacks, and says the others are
``present``. A task that raises is run again ``--retries`` more times; a
task whose worker dies while it runs (killed by Dask's nanny past the
worker's memory limit, by the system's OOM killer, or crashed) is run
again on another, ``--retries`` more times too on the LocalCluster made
here (Dask's ``distributed.scheduler.allowed-failures``; a scheduler
given keeps its own, 3 by default), and the build then ends with an
error naming the table. A table generated twice is the same file, byte
for byte.

Memory: a table takes up to ``Tablebase.memory_to_generate`` bytes to
generate (the first line names the largest of the plan), and Dask's
nanny kills a worker past 95 % of its memory limit
(``distributed.worker.memory.terminate``). A build whose largest table
needs more than that of the workers' limit (``--memory-limit`` for the
LocalCluster; with ``--scheduler``, the largest limit its workers
report, when they all have one) is refused before a task is submitted:
one error line, status 2. A limit
that passes this check may still be too small for a worker's own
process (Python and Dask, some 50 MiB and more): its workers are killed
over and over, or stay paused (past 80 % of their limit). The build
never waits for ever: when no worker of the cluster has run a task for
``--stall-timeout`` seconds (60 by default) while tables remain (no
worker connected, or every worker paused), it ends with an error naming
the table waiting and why.

Progress goes to standard error, a line per table as it is done
(``KQvKR: written (2.8 MiB) in 4.1 s``, ``KQvK: present (29.8 KiB)``);
standard output gets a summary at the end: the tables, their bytes and the
wall time.
"""

import argparse
import logging
import os
import sys
import time
import uuid
from typing import (TYPE_CHECKING, Callable, Dict, List, NamedTuple, Optional, Sequence, TextIO,
                    Tuple)

from a1h8._command import add_variant_arguments, run_command, variant_of

if TYPE_CHECKING:
    from distributed import Client, Future, LocalCluster

#: The extension of a table file, ``KQvKR.a1h8tb``.
EXTENSION = ".a1h8tb"


class Built(NamedTuple):
    """What the task of one ending reports: its name, the bytes of its
    file, the seconds the task took, and whether the table was present
    already (read, not generated)."""

    name: str
    bytes: int
    seconds: float
    present: bool


class BuildError(Exception):
    """A task that failed more than ``retries`` times, a cluster lost, or
    one on which no task ran for ``stall_timeout`` seconds."""


class MemoryLimitError(BuildError):
    """A plan whose largest table needs more memory than the workers may
    use, refused before a task is submitted."""


#: How often, in seconds, the driver looks at the cluster while it waits.
POLL = 0.5


def table_path(directory: str, name: str) -> str:
    """The file of the table of ``name`` in the game's folder ``directory``
    (``Tablebase.directory``)."""
    return os.path.join(directory, name + EXTENSION)


def _identity(path: str) -> Optional[tuple]:
    """What tells a file from the one renamed over it: device, inode,
    modification time and size; ``None`` if there is no file (or no
    folder: ``Tablebase.generate`` says what is wrong)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_mtime_ns, st.st_size)


def build_table(directory: str, variant: str, name: str, *successors: Built) -> Built:
    """The task run on a worker: the table of the ending ``name`` of the
    game ``variant`` in ``directory`` (as ``Tablebase`` takes them),
    generated and written unless a valid one is there already.

    ``successors`` are the results of the tasks of the endings it leads
    into, only there so that Dask runs this task after them. A table
    present but damaged, or of another ending, is generated again and its
    file replaced (a new file): present means the same file before and
    after. ``Tablebase.generate`` releases the GIL, so the worker stays
    responsive while it runs.
    """
    from a1h8.tablebase import Tablebase

    start = time.monotonic()
    tables = Tablebase(directory, variant)
    path = table_path(tables.directory, name)
    before = _identity(path)
    tables.generate([name])
    after = _identity(path)
    if after is None:
        raise OSError(f"{path}: no file after the table of {name} was generated")
    return Built(name, after[3], time.monotonic() - start, before is not None and before == after)


def plan(directory: str, endings: Sequence[str] = (), up_to: Optional[int] = None,
         variant: str = "chess") -> Dict[str, List[str]]:
    """The endings a build makes or reads, each with those it leads into
    directly (the bare kings left out): ``{name: [successor, ...]}`` in an
    order where every ending comes after its successors.

    A bad variant, ending or ``up_to`` raises ``ValueError`` with the
    message of ``a1h8 tablebase``; nothing is read or written.
    """
    from a1h8.tablebase import Tablebase

    tables = Tablebase(directory, variant)
    names = tables.plan(list(endings), up_to)
    graph: Dict[str, List[str]] = {}
    for name in names:
        successors = tables.successors(name)
        missing = [s for s in successors if s not in graph and s != "KvK"]
        if missing:  # Tablebase.plan promises otherwise
            raise ValueError(f"the plan has {name} before its successors {', '.join(missing)}")
        graph[name] = [s for s in successors if s in graph]
    return graph


def memory_to_generate(directory: str, variant: str, names: Sequence[str]) -> Dict[str, int]:
    """``{name: bytes}``: the memory the table of each ending of ``names``
    takes to generate (``Tablebase.memory_to_generate``)."""
    from a1h8.tablebase import Tablebase

    tables = Tablebase(directory, variant)
    return {name: tables.memory_to_generate(name) for name in names}


def build(directory: str, endings: Sequence[str] = (), up_to: Optional[int] = None,
          variant: str = "chess", client: "Optional[Client]" = None,
          retries: int = 2, progress: Optional[Callable[[Built], None]] = None,
          workers: int = 2, threads_per_worker: int = 1,
          memory_limit: "str | int | float" = "auto",
          stall_timeout: Optional[float] = 60.0) -> List[Built]:
    """Builds the tables of ``endings`` and of every ending of 3 to
    ``up_to`` pieces of the game ``variant``, and those they lead into, in
    ``directory`` (a variant's in its folder there), on the Dask
    ``client``; returns a ``Built`` per ending, in the plan's order.

    Without a client, on a ``LocalCluster`` of ``workers`` processes of
    ``threads_per_worker`` threads and ``memory_limit`` each (Dask's:
    ``"auto"`` shares the machine's memory among them, ``"8GiB"``, ``0``
    none), started and closed here. ``progress``
    hears of each table as its task is done, in the order they are.
    ``retries`` is the times a task that failed is run again: one that
    raised (Dask's ``retries``), and on the LocalCluster made here one
    whose worker died while it ran (its scheduler's ``allowed-failures``;
    a client's scheduler keeps its own).

    A bad variant, ending or ``up_to`` raises ``ValueError`` before a task
    is submitted, and so does ``MemoryLimitError`` a plan whose largest
    table needs more memory than the workers may use (``memory_error``;
    before the LocalCluster is started). A task that failed more than
    ``retries`` times, or a wait of ``stall_timeout`` seconds in which no
    worker of the cluster ran a task (``None``: no limit), raises
    ``BuildError`` naming its ending, the tasks still to run cancelled.
    """
    directory = os.path.abspath(directory)  # the workers' working folder may be another
    graph = plan(directory, endings, up_to, variant)
    if not graph:
        return []
    memory = memory_to_generate(directory, variant, list(graph))
    if client is None:
        from dask.distributed import Client

        refusal = memory_error(memory, local_memory_limit(memory_limit, threads_per_worker),
                               LOCAL_REMEDY)
        if refusal:
            raise MemoryLimitError(refusal)
        try:
            cluster = local_cluster(workers, threads_per_worker, memory_limit,
                                    allowed_failures=retries)
        except OSError as error:
            raise BuildError(f"cannot start a LocalCluster: {error}") from error
        with cluster, Client(cluster) as local:
            return _run(local, directory, variant, graph, retries, progress, stall_timeout)
    refusal = memory_error(memory, workers_memory_limit(client), SCHEDULER_REMEDY)
    if refusal:
        raise MemoryLimitError(refusal)
    return _run(client, directory, variant, graph, retries, progress, stall_timeout)


def local_cluster(workers: int = 2, threads_per_worker: int = 1,
                  memory_limit: "str | int | float" = "auto",
                  allowed_failures: Optional[int] = None) -> "LocalCluster":
    """A ``LocalCluster`` of ``workers`` processes for a build, its
    dashboard on a free port (8787 may be another cluster's), its workers'
    log quiet (a failed task is the driver's to report). With
    ``allowed_failures``, its scheduler's
    ``distributed.scheduler.allowed-failures``: the times a task whose
    worker died while it ran is run again before it fails with
    ``KilledWorker`` (Dask's default is 3)."""
    import dask
    from dask.distributed import LocalCluster

    config = ({} if allowed_failures is None
              else {"distributed.scheduler.allowed-failures": allowed_failures})
    with dask.config.set(config):  # read as the scheduler starts, in this process
        return LocalCluster(n_workers=workers, threads_per_worker=threads_per_worker,
                            memory_limit=memory_limit, processes=True, dashboard_address=":0",
                            silence_logs=logging.CRITICAL)


#: What ``memory_error`` advises for a LocalCluster's workers, and for a scheduler's.
LOCAL_REMEDY = "give them more (--memory-limit), or have fewer of them under auto (--workers)"
SCHEDULER_REMEDY = "start workers with more (dask worker --memory-limit)"


def local_memory_limit(memory_limit: "str | int | float" = "auto",
                       threads_per_worker: int = 1) -> Optional[int]:
    """The memory limit in bytes of each worker of a ``local_cluster`` of
    ``memory_limit``, as Dask's nanny makes it (``"auto"``: the machine's
    memory times the worker's share of its cores, at most the machine's);
    ``None`` for no limit (``0``), or where Dask cannot say."""
    try:
        from distributed.worker_memory import parse_memory_limit

        return parse_memory_limit(memory_limit, threads_per_worker,
                                  logger=logging.getLogger(__name__)) or None
    except (ImportError, TypeError, ValueError):
        return None


def _workers(client: "Client") -> List[dict]:
    """What the scheduler of ``client`` says of each of its workers."""
    try:
        info = client.scheduler_info(n_workers=-1)
    except TypeError:  # a Dask before n_workers, which lists every worker
        info = client.scheduler_info()
    return list(info.get("workers", {}).values())


def workers_memory_limit(client: "Client") -> Optional[int]:
    """The largest memory limit in bytes of the workers of ``client``'s
    cluster (a table too large for it is too large for any of them);
    ``None`` if a worker has none, or no worker is connected."""
    limits = [w.get("memory_limit") or 0 for w in _workers(client)]
    if not limits or not all(limits):
        return None
    return max(limits)


def _fraction(setting: str, default: float) -> float:
    """A fraction of a worker's memory limit in Dask's configuration
    (``distributed.worker.memory.SETTING``); ``1.0`` where it is off."""
    import dask

    value = dask.config.get(f"distributed.worker.memory.{setting}", default)
    return float(value) if value else 1.0


def memory_error(memory: Dict[str, int], limit: Optional[int],
                 remedy: str = LOCAL_REMEDY) -> Optional[str]:
    """Why the ending of ``memory`` (``{name: bytes to generate}``) that
    takes the most cannot be generated on a worker of memory limit
    ``limit`` bytes (``None``: no limit): it takes more than the part of
    it past which Dask's nanny kills the worker (95 %,
    ``distributed.worker.memory.terminate``); ``None`` if it can be."""
    if not memory or not limit:
        return None
    name = max(memory, key=memory.__getitem__)
    terminate = _fraction("terminate", 0.95)
    if memory[name] <= terminate * limit:
        return None
    return (f"{name} takes {size(memory[name])} of memory to generate, more than "
            f"{terminate:.0%} of the workers' memory limit of {size(limit)}, past which Dask "
            f"kills a worker: {remedy}")


def _restarts(client: "Client") -> list:
    """The events of workers restarted by Dask's nanny past their memory
    limit, as the scheduler of ``client`` has them (a list that grows)."""
    try:
        return list(client.get_events("worker-restart-memory"))
    except Exception:  # an old or restricted scheduler: the error says less
        return []


def _why_restarted(client: "Client", before: int) -> str:
    """What is known of why workers died since ``before`` restart events:
    ``"; Dask's nanny restarted workers 4 times past 95 % of their memory
    limit (the last at 98.2 MiB)"``, or nothing."""
    events = _restarts(client)[before:]
    if not events:
        return ""
    last = events[-1][1] if isinstance(events[-1], tuple) else events[-1]
    rss = last.get("rss") if isinstance(last, dict) else None
    at = f" (the last at {size(rss)})" if rss else ""
    times = "once" if len(events) == 1 else f"{len(events)} times"
    return (f"; Dask's nanny restarted workers {times} past "
            f"{_fraction('terminate', 0.95):.0%} of their memory limit{at}")


def _cluster_state(client: "Client") -> Tuple[bool, str]:
    """Whether a worker of ``client``'s cluster runs a task now (of this
    build or another's), and if none does, why."""
    workers = _workers(client)
    if not workers:
        return False, "no worker is connected to the scheduler"
    for worker in workers:
        metrics = worker.get("metrics") or {}
        counts = metrics.get("task_counts") or {}
        if (counts.get("executing") or counts.get("long-running")
                or metrics.get("executing")):  # task_counts: Dask 2022.11 on
            return True, ""
    if all(worker.get("status") == "paused" for worker in workers):
        used = max(workers, key=lambda w: (w.get("metrics") or {}).get("memory") or 0)
        memory = (used.get("metrics") or {}).get("memory")
        limit = used.get("memory_limit")
        what = f" ({size(memory)} of {size(limit)})" if memory and limit else ""
        return False, (f"every worker is paused, its memory past "
                       f"{_fraction('pause', 0.8):.0%} of its limit{what}")
    return False, "the workers run nothing"


def _run(client: "Client", directory: str, variant: str,
         graph: Dict[str, List[str]], retries: int,
         progress: Optional[Callable[[Built], None]],
         stall_timeout: Optional[float] = None) -> List[Built]:
    """Submits the task graph of ``graph`` and gathers its results, while
    looking every ``POLL`` seconds that a worker runs a task."""
    from dask.distributed import as_completed

    # By its module's name, so that the workers import it rather than
    # unpickle a copy of a script's __main__.
    from a1h8.tablebase_build import build_table

    # A token of this build in every key: two builds on one scheduler (of
    # two folders, or one after the other) never share a task.
    token = uuid.uuid4().hex[:8]
    restarts = len(_restarts(client))
    futures: Dict[str, "Future"] = {}
    for name, successors in graph.items():
        futures[name] = client.submit(
            build_table, directory, variant, name, *(futures[s] for s in successors),
            key=f"table-{name}-{token}", retries=retries)
    names = {future.key: name for name, future in futures.items()}
    results: Dict[str, Built] = {}
    completed = as_completed(list(futures.values()))
    try:
        busy = look = time.monotonic()  # when a worker last ran a task, when to look again
        while not completed.is_empty():
            batch = completed.next_batch(block=False)
            now = time.monotonic()
            if batch:
                busy = now
            elif stall_timeout is not None and now >= look:
                look = now + POLL
                running, why = _cluster_state(client)
                if running:
                    busy = now
                elif now - busy > stall_timeout:
                    # The first table of the plan not done: those it reads are.
                    name = next(n for n, f in futures.items() if not f.done())
                    raise BuildError(f"{name}: no worker ran a task for {stall_timeout:g} s: "
                                     f"{why}{_why_restarted(client, restarts)}")
            else:
                time.sleep(0.05)
            for future in batch:
                try:
                    built = future.result()
                except Exception as error:  # failed more than `retries` times
                    # The first failed in the plan's order: the task that failed,
                    # not one after it, which fails with its exception.
                    name = next((n for n, f in futures.items() if f.status == "error"), None)
                    if name is not None:
                        error = futures[name].exception()
                    else:  # cancelled: the cluster was lost
                        name = names[future.key]
                    raise BuildError(_failure(client, name, error, restarts)) from error
                results[built.name] = built
                if progress is not None:
                    progress(built)
    finally:
        unfinished = [f for f in futures.values() if not f.done()]
        if unfinished:
            client.cancel(unfinished)
    return [results[name] for name in graph]


def _failure(client: "Client", name: str, error: BaseException, restarts: int) -> str:
    """What a ``BuildError`` says of the task of ``name`` that failed with
    ``error``: the exception, or for a task whose workers died
    (``KilledWorker``) how many and what is known of why."""
    from distributed.scheduler import KilledWorker

    if isinstance(error, KilledWorker):
        allowed = getattr(error, "allowed_failures", None)  # Dask 2022.9 on
        times = ("each time" if allowed is None else "the one time" if allowed == 0
                 else f"each of the {allowed + 1} times")
        return (f"{name}: KilledWorker: its worker died {times} it ran (killed, out of "
                f"memory, or crashed){_why_restarted(client, restarts)}")
    return f"{name}: {type(error).__name__}: {error}"


def size(count: float) -> str:
    """``count`` bytes for a reader: ``512 B``, ``29.8 KiB``, ``2.8 MiB``."""
    for unit in ("B", "KiB", "MiB", "GiB"):
        if count < 1024 or unit == "GiB":
            return f"{count} B" if unit == "B" else f"{count:.1f} {unit}"
        count /= 1024
    raise AssertionError("unreachable")


def _tables(count: int) -> str:
    """``1 table``, ``35 tables``."""
    return f"{count} table" + ("" if count == 1 else "s")


def line(built: Built) -> str:
    """The progress line of a table: ``KQvKR: written (2.8 MiB) in 4.1 s``."""
    if built.present:
        return f"{built.name}: present ({size(built.bytes)})"
    return f"{built.name}: written ({size(built.bytes)}) in {built.seconds:.1f} s"


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """The driver; returns the exit status."""
    directory = os.path.abspath(args.dir)
    game = args.variant
    variant = variant_of(args, err)
    if variant is None:
        return 2
    args.variant = variant
    try:
        graph = plan(directory, args.endings, args.up_to, args.variant)
    except ValueError as error:
        err.write(f"error: {error}\n")
        return 2
    try:
        from a1h8.tablebase import Tablebase

        folder = Tablebase(directory, args.variant)
        memory = memory_to_generate(directory, args.variant, list(graph))
    except (ValueError, OSError) as error:
        err.write(f"error: {error}\n")
        return 1
    try:
        import dask.distributed  # noqa: F401 - the workers' and the driver's
    except ImportError:
        err.write("error: Dask is not installed: pip install 'dask[distributed]' "
                  "(or the package's extra: pip install 'a1h8[distributed]')\n")
        return 1
    if not args.scheduler:  # the LocalCluster's limit is known now: refused before a line
        refusal = memory_error(memory, local_memory_limit(args.memory_limit,
                                                          args.threads_per_worker))
        if refusal:
            err.write(f"error: {refusal}\n")
            return 2
    if not args.quiet and graph:
        largest = max(memory, key=memory.__getitem__)
        err.write(f"{_tables(len(graph))} of {game} in {folder.directory}; {largest} "
                  f"takes the most memory to generate, {size(memory[largest])}\n")
        err.flush()
    started = time.monotonic()
    try:
        results = _on_cluster(args, directory, err) if graph else []
    except MemoryLimitError as error:  # the workers of --scheduler
        err.write(f"error: {error}\n")
        return 2
    except BuildError as error:
        err.write(f"error: {error}\n")
        return 1
    seconds = time.monotonic() - started
    present = sum(built.present for built in results)
    total = sum(built.bytes for built in results)
    out.write(f"{_tables(len(results))} of {game} in {folder.directory}: "
              f"{len(results) - present} written, {present} present, "
              f"{total} bytes ({size(total)}), {seconds:.1f} s\n")
    out.flush()
    return 0


def _on_cluster(args: argparse.Namespace, directory: str, err: TextIO) -> List[Built]:
    """The build on the cluster of ``args``, its progress on ``err``;
    raises ``BuildError`` (``MemoryLimitError``) if it failed (was
    refused)."""
    from dask.distributed import Client

    def show(built: Built) -> None:
        if not args.quiet:
            err.write(line(built) + "\n")
            err.flush()

    common = dict(variant=args.variant, endings=args.endings, up_to=args.up_to,
                  retries=args.retries, progress=show, stall_timeout=args.stall_timeout)
    if not args.scheduler:
        return build(directory, workers=args.workers, threads_per_worker=args.threads_per_worker,
                     memory_limit=args.memory_limit, **common)
    try:
        client = Client(args.scheduler, timeout=args.connect_timeout)
    except OSError as error:
        raise BuildError(f"cannot reach the Dask scheduler {args.scheduler}: {error}") from error
    with client:
        return build(directory, client=client, **common)


def parser() -> argparse.ArgumentParser:
    """The command line of ``python -m a1h8.tablebase_build``."""
    p = argparse.ArgumentParser(
        prog="python -m a1h8.tablebase_build",
        description="Endgame tables of chess or of a variant built on Dask distributed: a task "
                    "per ending, after the tasks of the endings it leads into; the tables "
                    "already in --dir are read, not generated again.")
    p.add_argument("endings", nargs="*", metavar="ENDING",
                   help="endings to build, with those they lead into (Syzygy's names: KQvKR)")
    p.add_argument("--up-to", type=int, metavar="N",
                   help="also every ending of 3 to N pieces")
    add_variant_arguments(p, "tablebase generate",
                          "chess (the default) or a built-in variant (a1h8.VARIANTS)")
    p.add_argument("--dir", required=True, metavar="DIR",
                   help="the folder of the tables (a variant's in its folder there); with "
                        "--scheduler, at the same path on every worker")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="a Dask scheduler, e.g. tcp://10.0.0.1:8786 "
                        "(default: a LocalCluster on this machine)")
    p.add_argument("--workers", type=int, default=2, metavar="N",
                   help="worker processes of the LocalCluster (default: 2)")
    p.add_argument("--threads-per-worker", type=int, default=1, metavar="N",
                   help="threads per worker of the LocalCluster, tables generated at once "
                        "in one process (default: 1)")
    p.add_argument("--memory-limit", default="auto", metavar="LIMIT",
                   help="memory of each worker of the LocalCluster, past 95%% of which Dask "
                        "kills it: auto (the default: the machine's shared among the workers), "
                        "8GiB, or 0 for no limit; a limit too small for the largest table of "
                        "the plan is refused (status 2)")
    p.add_argument("--retries", type=int, default=2, metavar="N",
                   help="times a failed task is run again, whether it raised or its worker "
                        "died (default: 2; with --scheduler, a task whose workers die is run "
                        "again as often as that scheduler's allowed-failures says)")
    p.add_argument("--stall-timeout", type=float, default=60.0, metavar="SECONDS",
                   help="how long the build waits while no worker runs a task (none "
                        "connected, or all paused past their memory limit) before it ends "
                        "with an error (default: 60)")
    p.add_argument("--connect-timeout", type=float, default=30.0, metavar="SECONDS",
                   help="how long to wait for the scheduler (default: 30)")
    p.add_argument("--quiet", action="store_true", help="no progress on standard error")
    return p


def main(argv: Optional[Sequence[str]] = None) -> int:
    """``python -m a1h8.tablebase_build``; returns the exit status."""
    p = parser()
    args = p.parse_args(argv)
    for name in ("workers", "threads_per_worker"):
        if getattr(args, name) < 1:
            p.error(f"--{name.replace('_', '-')} must be at least 1")
    if args.retries < 0:
        p.error("--retries must be at least 0")
    if not args.stall_timeout > 0:
        p.error("--stall-timeout must be more than 0")
    if args.memory_limit != "auto":
        try:
            from dask.utils import parse_bytes

            args.memory_limit = parse_bytes(args.memory_limit)
        except ImportError:
            pass  # said by run
        except ValueError:
            p.error(f"--memory-limit {args.memory_limit}: expected auto, a size (8GiB) or 0")
    if not args.endings and args.up_to is None:
        p.error("name endings, or give --up-to")
    # On Ctrl-C or SIGTERM the LocalCluster is shut down; the tables
    # written stay.
    return run_command(run, args,
                       "the tables written are kept; run again to build the others")


if __name__ == "__main__":
    sys.exit(main())
