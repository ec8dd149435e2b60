"""What the package's commands (``python -m a1h8.distributed``, ``python -m
a1h8.tablebase_build``) share: how a run ends on Ctrl-C, SIGTERM, a closed
or full standard output."""

import argparse
import os
import signal
import sys
from typing import Callable, TextIO


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def run_command(run: Callable[[argparse.Namespace, TextIO, TextIO], int],
                args: argparse.Namespace, interrupted: str) -> int:
    """``run(args, stdout, stderr)``, its exit status: a stop by SIGTERM (a
    job scheduler's) ends as Ctrl-C does, saying `interrupted`, status 130;
    a standard output closed early (``| head``) is status 0, one that cannot
    be written (a full disk) one line and status 1."""
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        return run(args, sys.stdout, sys.stderr)
    except KeyboardInterrupt:
        sys.stderr.write(f"\ninterrupted: {interrupted}\n")
        return 130
    except BrokenPipeError:
        _silence_stdout()
        return 0
    except OSError as error:  # standard output cannot be written (a full disk)
        _silence_stdout()
        sys.stderr.write(f"error: cannot write standard output: {error.strerror}\n")
        return 1


def _silence_stdout() -> None:
    """Points standard output at /dev/null, so that the interpreter's last
    flush at exit does not fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
