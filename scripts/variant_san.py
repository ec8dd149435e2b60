#!/usr/bin/env python3
"""Write Fairy-Stockfish's SAN of every legal move of variant positions.

What it does
    For positions of every built-in variant (pyffish names: chess, gardner,
    losalamos, chancellor, capablanca, gothic, embassy) and of one variant
    on a 10x10 board defined below (TEN_BY_TEN, `tenbyten`: Capablanca's
    pieces, two-digit ranks), it writes crates/a1h8/tests/data/variant_san.txt:
    `# ` header lines, then for each position

        variant FEN
          uci san
          uci san
          ...

    one indented line for every legal move of the position, in
    pyffish.legal_moves order: the move in UCI and its SAN as
    pyffish.get_san(variant, fen, uci) writes it (Fairy-Stockfish's default
    notation for these variants, which is SAN). The file ends with the
    variants.ini section of `tenbyten` after a line `ini`, every line of it
    prefixed with `; `, for the test to read the same rules.

    Positions: every position of the perft suites of
    crates/a1h8/tests/data/variants/<variant>.epd (made by
    scripts/variant_suites.py: castling, en passant, promotions, checks,
    mates), then positions from seeded random playouts of each variant
    (random.Random, fixed seed: a rerun writes an identical file), every
    PLY_STEP plies of PLAYOUTS playouts (two for tenbyten) of up to
    MAX_PLIES plies, captures
    and checks preferred so that pieces meet (disambiguation, mates). For
    tenbyten, only playouts, from its start and from a few hand-made
    positions (castling, promotion on rank 10).

    tests/variant_san.rs reads the file: a1h8 must write the same SAN for
    every move and read it back to the same move.

How to run (from the repository root; about two minutes: pyffish rebuilds
its tables on every call)
    python3 scripts/variant_san.py
    Needs pyffish 0.0.90 (`pip install pyffish==0.0.90`).

CI does not run this script; it checks the data it wrote.
"""

import os
import random
import sys

import pyffish as sf

VARIANTS = ["chess", "gardner", "losalamos", "chancellor", "capablanca", "gothic", "embassy"]
SEED = 20261125
PLAYOUTS = 1
MAX_PLIES = 60
PLY_STEP = 10
SUITES = os.path.join("crates", "a1h8", "tests", "data", "variants")
OUT = os.path.join("crates", "a1h8", "tests", "data", "variant_san.txt")
SCRIPT = "scripts/variant_san.py"

TEN_BY_TEN = """[tenbyten:chess]
maxRank = 10
maxFile = j
archbishop = a
chancellor = c
startFen = rnabqkbcnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1
promotionRegionWhite = *10
promotionRegionBlack = *1
promotionPieceTypes = acqrbn
doubleStepRegionBlack = *9
castlingKingsideFile = i
castlingQueensideFile = c
"""

TEN_BY_TEN_EXTRA = [
    "r3k4r/1P8/10/10/3N1N4/10/10/10/6p3/R3K4R w KQkq - 0 1",
    "r3k4r/1P8/10/10/3N1N4/10/10/10/6p3/R3K4R b KQkq - 0 1",
    "4k5/c8P/10/10/3C1C4/10/3C6/10/10/4K5 w - - 0 1",
]


def suite_fens(variant):
    path = os.path.join(SUITES, f"{variant}.epd")
    with open(path) as f:
        return [line.split(";")[0].strip() for line in f if line.strip() and not line.startswith("#")]


def playout_fens(variant, start, rng, playouts=PLAYOUTS):
    fens = []
    for _ in range(playouts):
        moves = []
        for ply in range(MAX_PLIES):
            legal = sf.legal_moves(variant, start, moves)
            if not legal:
                break
            if ply % PLY_STEP == PLY_STEP - 1:
                fens.append(sf.get_fen(variant, start, moves))
            sharp = [m for m in legal if sf.is_capture(variant, start, moves, m)
                     or sf.gives_check(variant, start, moves + [m])]
            pool = sharp if sharp and rng.random() < 0.5 else legal
            moves.append(rng.choice(pool))
    return fens


def main():
    sf.load_variant_config(TEN_BY_TEN)
    rng = random.Random(SEED)
    blocks = []
    total = 0
    for variant in VARIANTS + ["tenbyten"]:
        start = sf.start_fen(variant)
        if variant == "tenbyten":
            fens = [start] + TEN_BY_TEN_EXTRA
        else:
            fens = suite_fens(variant)
        for origin in [start] + (TEN_BY_TEN_EXTRA if variant == "tenbyten" else []):
            fens += playout_fens(variant, origin, rng, 2 if variant == "tenbyten" else PLAYOUTS)
        seen = set()
        count = 0
        for fen in fens:
            if fen in seen:
                continue
            seen.add(fen)
            lines = [f"{variant} {fen}"]
            for uci in sf.legal_moves(variant, fen, []):
                lines.append(f"  {uci} {sf.get_san(variant, fen, uci)}")
                count += 1
            blocks.append("\n".join(lines))
        print(f"{variant}: {len(seen)} positions, {count} moves", file=sys.stderr)
        total += count
    version = ".".join(str(x) for x in sf.version())
    header = [
        f"# Written by {SCRIPT} with pyffish {version} ({sf.info()}), seed {SEED}:",
        "# Fairy-Stockfish's SAN (pyffish.get_san) of every legal move of the positions",
        "# of the variant suites (tests/data/variants) and of seeded random playouts.",
        "# `variant FEN`, then `  uci san` for each legal move. Read by tests/variant_san.rs.",
        f"# {len(blocks)} positions, {total} moves.",
    ]
    ini = ["ini"] + ["; " + line for line in TEN_BY_TEN.strip().splitlines()]
    with open(OUT, "w") as f:
        f.write("\n".join(header + blocks + ini) + "\n")
    print(f"{OUT}: {len(blocks)} positions, {total} moves", file=sys.stderr)


if __name__ == "__main__":
    main()
