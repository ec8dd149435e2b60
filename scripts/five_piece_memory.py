#!/usr/bin/env python3
"""What the five-piece tables of chess need in memory to generate.

What it does
    For every ending of five pieces of chess (the 110 of
    ``Tablebase.plan(up_to=5)``), it asks the Python package for
    ``Tablebase.memory_to_generate`` (the table's codes and work,
    ``a1h8_tablebase::generator::BYTES_PER_INDEX`` bytes an index, and the
    tables it leads into directly, 8 bytes an index), and derives every
    ending's index size from those figures (the plan lists an ending after
    those it leads into). It prints the figures of docs/tablebase.md's
    "The five-piece set": the indices per side to move (with and without
    pawns, and of the 35 tables of three and four pieces), and how many
    five-piece tables a worker of 11 GiB and one of 22 GiB can generate,
    the others with what they need; with ``--all``, every ending's need.

    Nothing is generated: it takes a fraction of a second.

How to run (from anywhere; the package built and installed, see .ci/run)
    python3 scripts/five_piece_memory.py [--all]
"""

import argparse
import tempfile

from a1h8.tablebase import Tablebase

GIB = 1 << 30
#: The workers of docs/tablebase.md's table: one of two on this 24 GB
#: machine, and one alone on it.
LIMITS = (11 * GIB, 22 * GIB)


def pieces(name: str) -> int:
    """The pieces of an ending, the kings included: 5 for KQRvKR."""
    return len(name) - 1


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--all", action="store_true", help="also every five-piece ending's need")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as unused:
        tables = Tablebase(unused)  # nothing is read or written there
        names = tables.plan(up_to=5)
        memory = {name: tables.memory_to_generate(name) for name in names}
        successors = {name: tables.successors(name) for name in names}
    # The constant, from an ending of three pieces without pawns (KQvK:
    # 462 king pairs times 64 squares, every ending it leads into the bare
    # kings, which need no table).
    kqvk_indices = 462 * 64
    bytes_per_index, remainder = divmod(memory["KQvK"], kqvk_indices)
    assert remainder == 0 and not successors["KQvK"], (memory["KQvK"], successors["KQvK"])
    # memory = bytes_per_index * size + 8 * (the successors' sizes): the
    # sizes follow in the plan's order, every ending after its successors.
    size = {}
    for name in names:
        rest = memory[name] - 8 * sum(size[s] for s in successors[name])
        size[name], remainder = divmod(rest, bytes_per_index)
        assert remainder == 0, (name, rest)
    five = [name for name in names if pieces(name) == 5]
    smaller = [name for name in names if pieces(name) < 5]
    pawns = [name for name in five if "P" in name]

    def billions(count: int) -> str:
        return f"{count / 1e9:.1f} billion"

    print(f"{bytes_per_index} bytes an index (and 8 an index of the tables it leads into)")
    print(f"{len(five)} five-piece tables: {billions(sum(size[n] for n in five))} indices per "
          f"side to move ({billions(sum(size[n] for n in five if n not in pawns))} without "
          f"pawns, in {len(five) - len(pawns)}; {billions(sum(size[n] for n in pawns))} with, "
          f"in {len(pawns)}); the {len(smaller)} of three and four pieces: "
          f"{sum(size[n] for n in smaller) / 1e6:.0f} million")
    print()
    print("| | tables |")
    print("|---|---|")
    fit = [sum(memory[n] <= limit for n in five) for limit in LIMITS]
    print(f"| need at most 11 GiB (a worker of two on a 24 GB machine) | {fit[0]} |")
    print(f"| need at most 22 GiB (this machine alone) | {fit[1]} |")
    # The largest first, then by the pieces' values: KQPvKP before KRPvKP.
    more = sorted((n for n in five if memory[n] > LIMITS[1]),
                  key=lambda n: (-memory[n], ["KQRBNP".find(c) for c in n]))
    if more:
        most = max(memory[n] for n in more)
        print(f"| need more: {', '.join(more)} | {len(more)}, up to {most / GIB:.1f} GiB |")
    else:
        most = max(memory[n] for n in five)
        print(f"| need more | none: the largest, {max(five, key=memory.__getitem__)}, "
              f"{most / GIB:.1f} GiB |")
    if args.all:
        print()
        for name in sorted(five, key=lambda n: (-memory[n], n)):
            print(f"{name}\t{size[name]}\t{memory[name] / GIB:.2f} GiB")


if __name__ == "__main__":
    main()
