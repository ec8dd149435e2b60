#!/usr/bin/env python3
"""The names of Fairy-Stockfish's own variants, for a1h8's variants.ini reader.

What it does
    Fairy-Stockfish ignores a section of variants.ini named after one of its
    own variants ("Variant 'janus' already exists.") and keeps its own, so
    a1h8 refuses such a section (IniError::FairyStockfishName). The names are
    the array FAIRY_STOCKFISH_VARIANTS in crates/a1h8/src/variant/ini.rs,
    taken from pyffish.variants() (the Python binding of Fairy-Stockfish),
    in its order.

    Without arguments it prints the array's entries as Rust source, to paste
    into ini.rs. With --check it compares the array in ini.rs with the
    installed pyffish and exits 1, naming the differences, if they differ.

Requirements
    pyffish (PyPI), e.g.
        python3 -m venv /tmp/ffish && /tmp/ffish/bin/pip install pyffish
    The committed list is that of pyffish 0.0.90. Run it outside CI:
        /tmp/ffish/bin/python scripts/fairy_stockfish_variants.py --check
"""

import pathlib
import re
import sys

import pyffish

INI_RS = pathlib.Path(__file__).resolve().parent.parent / "crates/a1h8/src/variant/ini.rs"


def committed():
    """The names of the array in ini.rs, in order."""
    text = INI_RS.read_text()
    match = re.search(r"pub const FAIRY_STOCKFISH_VARIANTS: \[&str; \d+\] = \[(.*?)\];", text, re.S)
    if match is None:
        sys.exit(f"{INI_RS}: no FAIRY_STOCKFISH_VARIANTS array")
    return re.findall(r'"([^"]*)"', match.group(1))


def rust(names):
    """The entries as rustfmt writes them: lines of at most 100 columns."""
    lines, line = [], "   "
    for name in names:
        entry = f' "{name}",'
        if len(line) + len(entry) > 99:
            lines.append(line)
            line = "   "
        line += entry
    lines.append(line)
    return "\n".join(lines)


def main():
    # Before any configuration is loaded: the built-in variants only.
    names = list(pyffish.variants())
    version = ".".join(map(str, pyffish.version()))
    if sys.argv[1:] == ["--check"]:
        ours = committed()
        if ours == names:
            print(f"ini.rs has the {len(names)} names of pyffish {version}")
            return
        print(f"ini.rs differs from pyffish {version}:")
        print("  only in pyffish:", sorted(set(names) - set(ours)))
        print("  only in ini.rs:", sorted(set(ours) - set(names)))
        print("  the same names, another order:", set(names) == set(ours))
        sys.exit(1)
    if sys.argv[1:]:
        sys.exit(__doc__)
    print(f"// pyffish {version}: {len(names)} names")
    print(rust(names))


if __name__ == "__main__":
    main()
