#!/usr/bin/env python3
"""The endings of three and four pieces with an archbishop or a chancellor.

What it does
    For four boards (Capablanca chess 10x8, Chancellor chess 9x9, Los
    Alamos 6x6 and Gardner 5x5, the last two with the archbishop and the
    chancellor added by crates/a1h8-tablebase/tests/data/fairy-boards.ini),
    it generates, with `a1h8 tablebase generate`, every ending of three and
    four pieces holding an archbishop (A) or a chancellor (C) of the pieces
    the board's game plays, then reads `a1h8 tablebase stats --json` of
    each, and writes

    - crates/a1h8-tablebase/tests/data/variant-endings.tsv: one line an
      ending, the counts per side to move as the statistics count them and
      the longest mate of each side with its position, which
      crates/a1h8-tablebase/tests/variant_endings.rs checks (the small
      boards in every test run, the others in an ignored test);
    - on standard output, the Markdown tables of docs/tablebase.md.

Requirements
    A release build of a1h8 (`cargo build --release`); run from the
    repository's top folder, outside CI (some tens of minutes on 2 cores):
        python3 scripts/variant_tablebases.py [--dir /tmp/variant-tables] [--boards gardner-ac,...]
"""

import argparse
import itertools
import json
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
A1H8 = ROOT / "target/release/a1h8"
INI = "crates/a1h8-tablebase/tests/data/fairy-boards.ini"
TSV = ROOT / "crates/a1h8-tablebase/tests/data/variant-endings.tsv"

# name, board, variant arguments, the pieces besides the king, the title.
BOARDS = [
    ("capablanca", "10x8", ["--variant", "capablanca"], "QRBNACP", "Capablanca chess"),
    ("chancellor", "9x9", ["--variant", "chancellor"], "QRBNCP", "Chancellor chess"),
    ("losalamos-ac", "6x6", ["--variant", "losalamos-ac", "--variant-file", INI], "QRNACP", "Los Alamos"),
    ("gardner-ac", "5x5", ["--variant", "gardner-ac", "--variant-file", INI], "QRBNACP", "Gardner"),
]

# Syzygy's naming: strongest first.
ORDER = "KQCARBNP"


def name(white, black):
    key = ORDER.index
    return "K" + "".join(sorted(white, key=key)) + "vK" + "".join(sorted(black, key=key))


def endings(pieces):
    """Every ending of 3 and 4 pieces of `pieces` with an A or a C, each once."""
    found = []
    for count in (1, 2):
        for white_count in range(count, -1, -1):
            black_count = count - white_count
            for white in itertools.combinations_with_replacement(pieces, white_count):
                for black in itertools.combinations_with_replacement(pieces, black_count):
                    if not ({"A", "C"} & set(white + black)):
                        continue
                    # White the stronger side, as Syzygy's names have it.
                    if white_count < black_count:
                        continue
                    pair = name(white, black)
                    swapped = name(black, white)
                    if white_count == black_count and swapped < pair:
                        continue
                    if pair not in found and swapped not in found:
                        found.append(pair)
    return found


def run(args):
    return subprocess.run([str(A1H8), *args], check=True, capture_output=True, text=True).stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dir", default="/tmp/variant-tables")
    parser.add_argument("--boards", default=",".join(b[0] for b in BOARDS))
    parser.add_argument("--threads", default="2")
    options = parser.parse_args()
    wanted = options.boards.split(",")
    rows = []
    for board, size, variant, pieces, title in BOARDS:
        if board not in wanted:
            continue
        names = endings(pieces)
        print(f"{board}: {len(names)} endings", file=sys.stderr)
        run(["tablebase", "generate", *names, "--dir", options.dir, "--threads", options.threads, *variant])
        for ending in names:
            stats = json.loads(run(["tablebase", "stats", ending, "--dir", options.dir, "--json", *variant]))
            row = [board, size, stats["ending"]]
            for side in ("white", "black"):
                s = stats[side]
                row += [s["wins"] + s["cursed_wins"], s["draws"], s["losses"] + s["blessed_losses"]]
            for side in ("white", "black"):
                s = stats[side]
                row += [s["longest_mate_plies"], s["longest_mate_fen"] or "-"]
            rows.append(row)
    header = [
        "board", "size", "ending",
        "white_wins", "white_draws", "white_losses", "black_wins", "black_draws", "black_losses",
        "white_longest_mate_plies", "white_longest_mate_fen", "black_longest_mate_plies", "black_longest_mate_fen",
    ]
    # Keep the lines of boards not generated this time.
    kept = []
    if TSV.exists():
        for line in TSV.read_text().splitlines()[1:]:
            if line.split("\t")[0] not in wanted:
                kept.append(line)
    lines = ["\t".join(header)] + kept + ["\t".join(str(x) for x in row) for row in rows]
    TSV.write_text("\n".join(lines) + "\n")
    # The Markdown tables, board by board, from the whole file.
    all_rows = [line.split("\t") for line in lines[1:]]
    for board, size, _, _, title in BOARDS:
        mine = [r for r in all_rows if r[0] == board]
        if not mine:
            continue
        print(f"\n**{title}, {size}**\n")
        print("| ending | White to move: wins / draws / losses | Black to move: wins / draws / losses | longest mate, White to move |")
        print("|---|---|---|---|")
        for r in mine:
            fen = r[10]
            mate = f"{r[9]} plies: `{fen}`" if r[9] != "0" else "none"
            print(f"| {r[2]} | {int(r[3]):,} / {int(r[4]):,} / {int(r[5]):,} | {int(r[6]):,} / {int(r[7]):,} / {int(r[8]):,} | {mate} |")


if __name__ == "__main__":
    main()
