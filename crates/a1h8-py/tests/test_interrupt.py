"""Ctrl-C during a long a1h8.perft: KeyboardInterrupt within a fraction of
a second, and no counting thread left running.

Each case runs Python in a subprocess that starts perft(start, 8), minutes
of counting, and sends it SIGINT a second in. The child notes the time it
caught KeyboardInterrupt on the system's monotonic clock, which the parent
shares, and how many threads the process still has. The bound allows half
a second plus slack for a loaded machine; without the signal check the
count would go on for minutes, far past it.
"""

import os
import signal
import subprocess
import sys
import time

import pytest

import a1h8
from conftest import START_FEN

CHILD = r"""
import os, sys, time
import a1h8

fen, threads = sys.argv[1], int(sys.argv[2])
print("counting", flush=True)
try:
    a1h8.perft(fen, 8, threads=threads)
    print("finished", flush=True)
except KeyboardInterrupt:
    caught = time.monotonic()
    # A joined thread has ended, but the kernel may list it a moment
    # longer while it reaps it: the count is read until it is 1, for at
    # most two seconds (a thread still counting would stay far longer).
    def tasks():
        return len(os.listdir("/proc/self/task")) if os.path.isdir("/proc/self/task") else 1
    deadline = caught + 2.0
    while tasks() > 1 and time.monotonic() < deadline:
        time.sleep(0.01)
    print(f"interrupted {caught!r} {tasks()}", flush=True)
"""

#: The signal must be noticed within half a second; the rest is slack for
#: a loaded 2-core machine (the process's scheduling, not the library).
BOUND = 0.5 + 2.0


def interrupted(script, args, started):
    """The standard output of Python running `script` with `args`, sent
    SIGINT a second after it printed the line `started`, and the time it was
    sent on the monotonic clock; its exit status must be 0."""
    child = subprocess.Popen(
        [sys.executable, "-c", script, *args],
        stdout=subprocess.PIPE,
        text=True,
        # A shell runs a command put in the background (`cmd &`) with
        # SIGINT ignored, and Python then leaves it ignored: Ctrl-C's
        # default restored, whatever the tests were started from.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        assert child.stdout.readline() == f"{started}\n"
        time.sleep(1.0)
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        out, _ = child.communicate(timeout=120)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == 0
    return out, sent


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child needs POSIX signals")
@pytest.mark.parametrize("threads", [1, 2])
def test_ctrl_c_stops_perft(threads):
    out, sent = interrupted(CHILD, [START_FEN, str(threads)], "counting")
    words = out.split()
    assert words[0] == "interrupted", out
    caught, tasks = float(words[1]), int(words[2])
    assert caught - sent < BOUND, (caught - sent, out)
    # Only the main thread is left: the counting threads have ended.
    assert tasks == 1, out


def test_depth_is_at_most_twenty():
    with pytest.raises(ValueError, match="depth 21 is too deep: a perft counts at most 20 plies"):
        a1h8.perft(START_FEN, 21)
    assert a1h8.perft(START_FEN, 0) == 1


TABLEBASE_CHILD = r"""
import os, sys, time
from a1h8.tablebase import Tablebase

directory, what = sys.argv[1], sys.argv[2]
tables = Tablebase(directory)
if what == "verify":
    tables.generate(["KBNvK"])
print(what, flush=True)
try:
    if what == "verify":
        tables.verify("KBNvK")
    elif what == "generate-with-progress":
        events = []
        tables.generate(["KBNvK"], progress=events.append)
    else:
        tables.generate(["KBNvK"])
    print("finished", flush=True)
except KeyboardInterrupt:
    print(f"interrupted {time.monotonic()!r}", flush=True)
    if what == "generate-with-progress":
        print(" ".join(f"{e['event']}:{e.get('ending', '')}" for e in events), flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child needs POSIX signals")
@pytest.mark.parametrize("what", ["generate", "verify"])
def test_ctrl_c_stops_tablebase_work(tmp_path, what):
    """Ctrl-C a second into Tablebase.generate or verify of KBNvK (seconds
    of work): KeyboardInterrupt within the bound, and a generation leaves
    no file of the table it was making, not even a temporary one."""
    out, sent = interrupted(TABLEBASE_CHILD, [str(tmp_path), what], what)
    words = out.split()
    assert words[0] == "interrupted", out
    assert float(words[1]) - sent < BOUND, out
    left = sorted(path.name for path in tmp_path.iterdir())
    if what == "generate":
        # The smaller tables it read first are made; KBNvK is not, and no
        # temporary file is left.
        assert "KBNvK.a1h8tb" not in left, left
        assert not [name for name in left if name.endswith(".tmp")], left
    else:
        assert "KBNvK.a1h8tb" in left, left


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child needs POSIX signals")
def test_ctrl_c_stops_a_generation_passing_events_on(tmp_path):
    """Ctrl-C a second into Tablebase.generate of KBNvK with a progress
    callable: KeyboardInterrupt, the events of the tables made before and
    of KBNvK's start passed on, no event after the interrupt, and no file
    of KBNvK left."""
    out, _ = interrupted(TABLEBASE_CHILD, [str(tmp_path), "generate-with-progress"],
                         "generate-with-progress")
    lines = out.splitlines()
    assert lines[0].split()[0] == "interrupted", out
    events = lines[1].split()
    assert "generating:KBNvK" in events and "written:KBNvK" not in events, out
    assert "written:KNvK" in events and "written:KBvK" in events, out
    left = sorted(path.name for path in tmp_path.iterdir())
    assert "KBNvK.a1h8tb" not in left, left
    assert not [name for name in left if name.endswith(".tmp")], left
