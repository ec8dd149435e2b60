"""Deep perft on Dask distributed: ``python -m a1h8.distributed``.

A perft of depth D is cut into work units at ply K (``a1h8.perft_units``:
the distinct positions after K plies, each with the number of move
sequences reaching it), the units run as tasks on a Dask cluster, and the
total is the sum of each unit's count times its multiplicity::

    python -m a1h8.distributed --depth 7 --at 2                 # a LocalCluster
    python -m a1h8.distributed --fen FEN --depth 6 --at 2 \\
        --scheduler tcp://scheduler:8786 --checkpoint kiwipete-6.jsonl
    python -m a1h8.distributed --variant capablanca --depth 6 --at 2

``--variant NAME`` counts a built-in variant's perft (from its start
position, or ``--fen``), as ``a1h8 perft split --variant NAME`` splits it;
with ``--variant-file FILE.ini``, the section NAME of that variants.ini.

Without ``--scheduler`` the units run on a ``LocalCluster`` of
``--workers`` processes on this machine. With it, on the cluster of that
scheduler, whose workers need the same ``a1h8`` package installed
(``pip install a1h8`` from the wheel, on every worker machine).

Each finished unit is appended to the ``--checkpoint`` file as soon as its
result arrives, one JSON line ``{"split", "id", "hash", "depth", "nodes",
"check"}`` as ``a1h8 perft run-units`` writes it, so ``a1h8 perft merge
UNITS CHECKPOINT`` can check it too (``--units FILE`` writes the units
file, as ``a1h8 perft split`` does). A run started again on the same
checkpoint counts only the units it lacks. The checkpoint is checked
before anything is written to it, by the same code as ``merge``
(``a1h8.PerftSplit.read_checkpoint``): a file that is not a checkpoint of
this very split (root, depth and ply), or has an edited line or a unit
twice, is refused and left as it is; only a last line cut short by a
killed driver is dropped, and its unit counted again. Tasks lost with a
worker are run again on another (Dask reschedules them; ``--retries`` more
times on an error in the task).

Progress goes to standard error; standard output gets a summary, then the
total last: ``perft 7 of <FEN>: 3195901860``.
"""

import argparse
import os
import sys
import time
from typing import Dict, Iterable, List, Optional, Sequence, TextIO, Tuple

import a1h8
from a1h8._command import add_variant_arguments, run_command, variant_of

#: Set on the workers' machines to a file path, every unit counted there is
#: appended to it as ``<id> <pid>``: how the tests count the units computed.
TRACE_VARIABLE = "A1H8_UNIT_TRACE"


def count_units(units: Sequence[Tuple[int, str, int]],
                variant: str = "chess") -> List[Tuple[int, int]]:
    """The task run on a worker: ``(id, nodes)`` for each ``(id, fen, depth)``
    of the game ``variant``.

    Runs in the worker process; ``a1h8.perft`` releases the GIL, so a
    worker with several threads counts several units at once.
    """
    results = [(unit_id, a1h8.perft(fen, depth, variant=variant)) for unit_id, fen, depth in units]
    trace = os.environ.get(TRACE_VARIABLE)
    if trace:
        with open(trace, "a", encoding="utf-8") as file:
            file.writelines(f"{unit_id} {os.getpid()}\n" for unit_id, _ in results)
    return results


#: The number of tasks the units are grouped into by default: few enough
#: that Dask's cost per task (milliseconds) stays small beside the counts,
#: many enough to spread over hundreds of workers.
MAX_TASKS = 1000


class CheckpointError(Exception):
    """A checkpoint file that does not belong to this count."""


def read_checkpoint(path: str, split: "a1h8.PerftSplit") -> Dict[int, int]:
    """The results already in the checkpoint at ``path``: ``{id: nodes}``.

    The whole file is checked first, by ``split.read_checkpoint`` (the code
    ``a1h8 perft merge`` checks results with): any line that is not a result
    of this split, an edited line, or a unit twice raises
    ``CheckpointError`` naming the line, and the file is left untouched.
    Only then is a last line cut short (the driver was killed while writing
    it) dropped from the file, to be counted again, or a newline added
    after a whole last line that lacks one, so that the next result starts
    a line of its own.
    """
    if not os.path.exists(path):
        return {}
    if not os.path.isfile(path):
        raise CheckpointError(f"{path} is not a regular file")
    with open(path, "rb") as file:
        data = file.read()
    try:
        results, keep = split.read_checkpoint(data)
    except ValueError as error:
        raise CheckpointError(f"{path}: {error}") from None
    if keep < len(data):
        with open(path, "r+b") as file:
            file.truncate(keep)
    elif data and not data.endswith(b"\n"):
        with open(path, "ab") as file:
            file.write(b"\n")
    return dict(results)


class Progress:
    """Units done and nodes counted, on standard error: one line redrawn on
    a terminal, else a line every ``every`` seconds."""

    def __init__(self, total: int, stream: TextIO, quiet: bool, every: float = 5.0,
                 nodes_before: int = 0):
        self.total = total
        self.nodes_before = nodes_before
        self.stream = stream
        self.quiet = quiet
        self.every = every
        self.terminal = stream.isatty()
        self.started = self.last = time.monotonic()

    def show(self, done: int, nodes: int, final: bool = False) -> None:
        if self.quiet:
            return
        now = time.monotonic()
        if not final and now - self.last < (0.2 if self.terminal else self.every):
            return
        self.last = now
        elapsed = now - self.started
        rate = (nodes - self.nodes_before) / elapsed / 1e6 if elapsed else 0.0
        text = f"{done}/{self.total} units, {nodes:,} nodes, {elapsed:.1f} s ({rate:.0f} Mnps)"
        if self.terminal:
            self.stream.write("\r" + text + ("\n" if final else ""))
        else:
            self.stream.write(text + "\n")
        self.stream.flush()


def batches(units: Iterable[Dict], size: int) -> Iterable[List[Dict]]:
    """``units`` in lists of ``size``."""
    batch: List[Dict] = []
    for unit in units:
        batch.append(unit)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """The driver; returns the exit status."""
    variant = variant_of(args, err)
    if variant is None:
        return 2
    args.variant = variant
    try:
        if args.fen is None:
            root = a1h8.Position.start(args.variant)
        else:
            root = a1h8.Position.from_fen(args.fen, args.variant)
    except ValueError as error:
        err.write(f"error: {'--fen' if args.fen is not None else '--variant'}: {error}\n")
        return 1
    if args.at > args.depth:
        err.write(f"error: --at {args.at} is deeper than --depth {args.depth}\n")
        return 2
    try:
        split = a1h8.PerftSplit(root.fen(), args.depth, args.at, variant=args.variant)
    except MemoryError as error:
        err.write(f"error: {error}\n")
        return 1
    units = split.units()
    if args.units:
        try:
            with open(args.units, "w", encoding="utf-8") as file:
                file.write(split.units_file())
        except OSError as error:
            err.write(f"error: --units: cannot write {args.units}: {error.strerror}\n")
            return 1
    done: Dict[int, int] = {}
    if args.checkpoint:
        try:
            done = read_checkpoint(args.checkpoint, split)
        except (CheckpointError, OSError) as error:
            err.write(f"error: --checkpoint: {error}\n")
            return 1
    from_checkpoint = len(done)
    pending = [unit for unit in units if unit["id"] not in done]

    nodes_so_far = sum(units[i]["multiplicity"] * n for i, n in done.items())
    progress = Progress(len(units), err, args.quiet, nodes_before=nodes_so_far)
    progress.show(len(done), nodes_so_far)
    if pending:
        failure = compute(args, pending, split, units, done, progress, err)
        if failure:
            err.write(f"error: {failure}\n")
            return 1
    total = sum(units[i]["multiplicity"] * n for i, n in done.items())
    progress.show(len(done), total, final=True)
    out.write(f"units: {len(units)} at ply {args.at}, {from_checkpoint} from the checkpoint, "
              f"{len(units) - from_checkpoint} counted now\n")
    out.write(f"perft {args.depth} of {root.fen()}: {total}\n")
    out.flush()
    return 0


def compute(args: argparse.Namespace, pending: List[Dict], split: "a1h8.PerftSplit",
            units: List[Dict], done: Dict[int, int], progress: Progress,
            err: TextIO) -> Optional[str]:
    """Counts the ``pending`` units on the cluster, adding each result to
    ``done`` and to the checkpoint as it arrives; a message if it failed."""
    try:
        from dask.distributed import Client, LocalCluster, as_completed
    except ImportError:
        return ("Dask is not installed: pip install 'dask[distributed]' "
                "(or the package's extra: pip install 'a1h8[distributed]')")
    try:
        checkpoint = open(args.checkpoint, "a", encoding="utf-8") if args.checkpoint else None
    except OSError as error:
        return f"cannot write the checkpoint {args.checkpoint}: {error.strerror}"
    cluster = None
    try:
        try:
            if args.scheduler:
                client = Client(args.scheduler, timeout=args.connect_timeout)
            else:
                cluster = LocalCluster(n_workers=args.workers, threads_per_worker=args.threads,
                                       processes=True, dashboard_address=None)
                client = Client(cluster)
        except OSError as error:
            where = args.scheduler or "a LocalCluster"
            return f"cannot reach the Dask scheduler {where}: {error}"
        with client:
            # By its module's name, so that the workers import it rather
            # than unpickle a copy of this script's __main__.
            from a1h8.distributed import count_units as task
            futures = [
                client.submit(task, [(u["id"], u["fen"], u["depth"]) for u in batch],
                              args.variant, pure=False, retries=args.retries)
                for batch in batches(pending, args.batch or -(-len(pending) // MAX_TASKS))
            ]
            nodes = sum(units[i]["multiplicity"] * n for i, n in done.items())
            for future in as_completed(futures):
                try:
                    results = future.result()
                except Exception as error:  # a task failed more than --retries times
                    for other in futures:
                        other.cancel()
                    return f"a task failed: {type(error).__name__}: {error}"
                for unit_id, count in results:
                    done[unit_id] = count
                    nodes += units[unit_id]["multiplicity"] * count
                if checkpoint:
                    try:
                        checkpoint.writelines(split.result_line(unit_id, count)
                                              for unit_id, count in results)
                        checkpoint.flush()
                        os.fsync(checkpoint.fileno())
                    except OSError as error:
                        return f"cannot write the checkpoint {args.checkpoint}: {error.strerror}"
                progress.show(len(done), nodes)
    finally:
        if checkpoint:
            try:
                checkpoint.close()
            except OSError:
                pass  # reported where the write failed
        if cluster is not None:
            cluster.close()
    return None


def parser() -> argparse.ArgumentParser:
    """The command line of ``python -m a1h8.distributed``."""
    p = argparse.ArgumentParser(
        prog="python -m a1h8.distributed",
        description="Perft of a position of chess or of a variant on Dask distributed: the "
                    "positions after --at plies are the units, counted as tasks on the "
                    "cluster; the total is printed last.")
    p.add_argument("--fen", default=None,
                   help="the position (default: the start position)")
    add_variant_arguments(p, "perft",
                          "chess (the default), chess960 or a built-in variant (a1h8.VARIANTS)")
    p.add_argument("--depth", type=int, required=True, help="the depth of the perft")
    p.add_argument("--at", type=int, required=True,
                   help="the ply the units are taken at (0 to --depth)")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="a Dask scheduler, e.g. tcp://10.0.0.1:8786 "
                        "(default: a LocalCluster on this machine)")
    p.add_argument("--checkpoint", metavar="FILE",
                   help="append each result to FILE as it arrives, and skip the units "
                        "FILE already has")
    p.add_argument("--units", metavar="FILE",
                   help="also write the units to FILE, as `a1h8 perft split` does")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                   help="worker processes of the LocalCluster (default: one per core)")
    p.add_argument("--threads", type=int, default=1,
                   help="threads per worker of the LocalCluster (default: 1)")
    p.add_argument("--batch", type=int, default=0,
                   help=f"units per task (default: as few as make at most {MAX_TASKS} tasks)")
    p.add_argument("--retries", type=int, default=3,
                   help="times a failed task is run again (default: 3)")
    p.add_argument("--connect-timeout", type=float, default=30.0, metavar="SECONDS",
                   help="how long to wait for the scheduler (default: 30)")
    p.add_argument("--quiet", action="store_true", help="no progress on standard error")
    return p


def main(argv: Optional[Sequence[str]] = None) -> int:
    """``python -m a1h8.distributed``; returns the exit status."""
    p = parser()
    args = p.parse_args(argv)
    for name in ("workers", "threads"):
        if getattr(args, name) < 1:
            p.error(f"--{name} must be at least 1")
    for name in ("batch", "retries"):
        if getattr(args, name) < 0:
            p.error(f"--{name} must be at least 0")
    if not 0 <= args.depth <= a1h8.MAX_PERFT_DEPTH or args.at < 0:
        p.error(f"--depth must be 0 to {a1h8.MAX_PERFT_DEPTH} and --at at least 0")
    # On Ctrl-C or SIGTERM the LocalCluster is shut down and the
    # checkpoint closed.
    return run_command(run, args, "the checkpoint keeps the finished units")


if __name__ == "__main__":
    sys.exit(main())
