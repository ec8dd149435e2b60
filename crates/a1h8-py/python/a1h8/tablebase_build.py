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
does.

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
``present``. Tasks lost with a worker are run again on another (Dask
reschedules them; ``--retries`` more times on an error in the task). A
table generated twice is the same file, byte for byte.

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
from typing import TYPE_CHECKING, Callable, Dict, List, NamedTuple, Optional, Sequence, TextIO

from a1h8._command import run_command

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
    """A task that failed more than ``retries`` times, or a cluster lost."""


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


def build(directory: str, endings: Sequence[str] = (), up_to: Optional[int] = None,
          variant: str = "chess", client: "Optional[Client]" = None,
          retries: int = 2, progress: Optional[Callable[[Built], None]] = None,
          workers: int = 2, threads_per_worker: int = 1,
          memory_limit: "str | int | float" = "auto") -> List[Built]:
    """Builds the tables of ``endings`` and of every ending of 3 to
    ``up_to`` pieces of the game ``variant``, and those they lead into, in
    ``directory`` (a variant's in its folder there), on the Dask
    ``client``; returns a ``Built`` per ending, in the plan's order.

    Without a client, on a ``LocalCluster`` of ``workers`` processes of
    ``threads_per_worker`` threads and ``memory_limit`` each (Dask's:
    ``"auto"`` shares the machine's memory among them, ``"8GiB"``, ``0``
    none), started and closed here. ``progress``
    hears of each table as its task is done, in the order they are.
    ``retries`` is Dask's: the times a task that failed is run again.

    A bad variant, ending or ``up_to`` raises ``ValueError`` before a task
    is submitted; a task that failed more than ``retries`` times raises
    ``BuildError`` naming its ending, the tasks still to run cancelled.
    """
    directory = os.path.abspath(directory)  # the workers' working folder may be another
    graph = plan(directory, endings, up_to, variant)
    if not graph:
        return []
    if client is None:
        from dask.distributed import Client

        with local_cluster(workers, threads_per_worker, memory_limit) as cluster, \
                Client(cluster) as local:
            return _run(local, directory, variant, graph, retries, progress)
    return _run(client, directory, variant, graph, retries, progress)


def local_cluster(workers: int = 2, threads_per_worker: int = 1,
                  memory_limit: "str | int | float" = "auto") -> "LocalCluster":
    """A ``LocalCluster`` of ``workers`` processes for a build, its
    dashboard on a free port (8787 may be another cluster's), its workers'
    log quiet (a failed task is the driver's to report)."""
    from dask.distributed import LocalCluster

    return LocalCluster(n_workers=workers, threads_per_worker=threads_per_worker,
                        memory_limit=memory_limit, processes=True, dashboard_address=":0",
                        silence_logs=logging.CRITICAL)


def memory_warning(client: "Client", memory: Dict[str, int]) -> Optional[str]:
    """A warning if the ending of ``memory`` (``{name: bytes to generate}``)
    that takes the most takes more than a worker of ``client`` may hold:
    Dask's nanny stops a worker past 95 % of its memory limit, and the task
    fails after it has killed a few."""
    if not memory:
        return None
    name = max(memory, key=memory.__getitem__)
    workers = client.scheduler_info().get("workers", {}).values()
    limits = [w.get("memory_limit") or 0 for w in workers]
    limit = min((limit for limit in limits if limit), default=0)
    if limit and memory[name] > 0.95 * limit:
        return (f"warning: {name} takes up to {size(memory[name])} of memory to generate, "
                f"and Dask stops a worker at 95 % of its memory limit, {size(limit)}: give "
                f"the workers more (--memory-limit), or have fewer of them")
    return None


def _run(client: "Client", directory: str, variant: str,
         graph: Dict[str, List[str]], retries: int,
         progress: Optional[Callable[[Built], None]]) -> List[Built]:
    """Submits the task graph of ``graph`` and gathers its results."""
    from dask.distributed import as_completed

    # By its module's name, so that the workers import it rather than
    # unpickle a copy of a script's __main__.
    from a1h8.tablebase_build import build_table

    # A token of this build in every key: two builds on one scheduler (of
    # two folders, or one after the other) never share a task.
    token = uuid.uuid4().hex[:8]
    futures: Dict[str, "Future"] = {}
    for name, successors in graph.items():
        futures[name] = client.submit(
            build_table, directory, variant, name, *(futures[s] for s in successors),
            key=f"table-{name}-{token}", retries=retries)
    names = {future.key: name for name, future in futures.items()}
    results: Dict[str, Built] = {}
    try:
        for future in as_completed(list(futures.values())):
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
                raise BuildError(f"{name}: {type(error).__name__}: {error}") from error
            results[built.name] = built
            if progress is not None:
                progress(built)
    finally:
        unfinished = [f for f in futures.values() if not f.done()]
        if unfinished:
            client.cancel(unfinished)
    return [results[name] for name in graph]


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
    try:
        graph = plan(directory, args.endings, args.up_to, args.variant)
    except ValueError as error:
        err.write(f"error: {error}\n")
        return 2
    try:
        from a1h8.tablebase import Tablebase

        folder = Tablebase(directory, args.variant)
        memory = {name: folder.memory_to_generate(name) for name in graph}
    except (ValueError, OSError) as error:
        err.write(f"error: {error}\n")
        return 1
    try:
        import dask.distributed  # noqa: F401 - the workers' and the driver's
    except ImportError:
        err.write("error: Dask is not installed: pip install 'dask[distributed]' "
                  "(or the package's extra: pip install 'a1h8[distributed]')\n")
        return 1
    if not args.quiet and graph:
        largest = max(memory, key=memory.__getitem__)
        err.write(f"{_tables(len(graph))} of {args.variant} in {folder.directory}; {largest} "
                  f"takes the most memory to generate, {size(memory[largest])}\n")
        err.flush()
    started = time.monotonic()
    results = _on_cluster(args, directory, memory, err) if graph else []
    if results is None:
        return 1
    seconds = time.monotonic() - started
    present = sum(built.present for built in results)
    total = sum(built.bytes for built in results)
    out.write(f"{_tables(len(results))} of {args.variant} in {folder.directory}: "
              f"{len(results) - present} written, {present} present, "
              f"{total} bytes ({size(total)}), {seconds:.1f} s\n")
    out.flush()
    return 0


def _on_cluster(args: argparse.Namespace, directory: str, memory: Dict[str, int],
                err: TextIO) -> Optional[List[Built]]:
    """The build on the cluster of ``args``, its progress on ``err``;
    ``None`` if it failed, said on ``err``."""
    from dask.distributed import Client

    def show(built: Built) -> None:
        if not args.quiet:
            err.write(line(built) + "\n")
            err.flush()

    cluster = None
    try:
        try:
            if args.scheduler:
                client = Client(args.scheduler, timeout=args.connect_timeout)
            else:
                cluster = local_cluster(args.workers, args.threads_per_worker,
                                        args.memory_limit)
                client = Client(cluster)
        except OSError as error:
            where = args.scheduler or "a LocalCluster"
            err.write(f"error: cannot reach the Dask scheduler {where}: {error}\n")
            return None
        with client:
            warning = memory_warning(client, memory)
            if warning:
                err.write(warning + "\n")
            try:
                return build(directory, variant=args.variant, endings=args.endings,
                             up_to=args.up_to, client=client, retries=args.retries,
                             progress=show)
            except BuildError as error:
                err.write(f"error: {error}\n")
                return None
    finally:
        if cluster is not None:
            cluster.close()


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
    p.add_argument("--variant", default="chess", metavar="NAME",
                   help="the game: chess (the default) or a built-in variant (a1h8.VARIANTS)")
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
                   help="memory of each worker of the LocalCluster, past which Dask stops it: "
                        "auto (the default: the machine's shared among the workers), 8GiB, "
                        "or 0 for no limit")
    p.add_argument("--retries", type=int, default=2, metavar="N",
                   help="times a failed task is run again (default: 2)")
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
