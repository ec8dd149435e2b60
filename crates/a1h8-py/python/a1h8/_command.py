"""What the package's commands (``python -m a1h8.distributed``, ``python -m
a1h8.tablebase_build``) share: how a run ends on Ctrl-C, SIGTERM, a closed
or full standard output."""

import argparse
import os
import signal
import sys
from typing import Callable, TextIO, Union

import a1h8


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


def add_variant_arguments(p: argparse.ArgumentParser, tool: str, games: str) -> None:
    """``--variant NAME`` and ``--variant-file FILE.ini``, as the tool's
    ``a1h8 TOOL`` takes them; ``games`` says which names ``--variant``
    takes."""
    p.add_argument("--variant", default="chess", metavar="NAME",
                   help=f"the game: {games}, or a section of --variant-file")
    p.add_argument("--variant-file", default=None, metavar="FILE.ini",
                   help="read --variant from this file in the syntax of Fairy-Stockfish's "
                        "variants.ini (the built-in variants stay available), as `a1h8 "
                        f"{tool} --variant-file` does")


def variant_of(args: argparse.Namespace, err: TextIO) -> "Union[str, a1h8.Variant, None]":
    """The game ``--variant`` and ``--variant-file`` name: the name, or the
    file's section; ``None`` after one line on ``err`` if the file cannot
    be read or its section cannot."""
    if args.variant_file is None:
        return args.variant
    try:
        return a1h8.Variant.from_file(args.variant_file, args.variant)
    except OSError as error:
        err.write(f"error: --variant-file: {args.variant_file}: {error.strerror or error}\n")
    except ValueError as error:
        err.write(f"error: --variant-file: {error}\n")
    return None
