"""SAN of variant positions: `san`, `parse_san` and `push_san` against
Fairy-Stockfish's SAN, as scripts/variant_san.py wrote it with pyffish to
crates/a1h8/tests/data/variant_san.txt (every legal move of positions of
every built-in variant), and round trips on the variants' start positions.
"""

from collections import Counter

import pytest

import a1h8
from conftest import REPO_ROOT

VARIANT_SAN = REPO_ROOT / "crates" / "a1h8" / "tests" / "data" / "variant_san.txt"


def fairy_stockfish_cases():
    """(variant, FEN, [(uci, san)]) for each position of a built-in variant."""
    cases = []
    body = VARIANT_SAN.read_text().split("\nini\n")[0]
    for line in body.splitlines():
        if line.startswith("#"):
            continue
        if line.startswith("  "):
            uci, san = line.split()
            cases[-1][2].append((uci, san))
        else:
            variant, fen = line.split(" ", 1)
            cases.append((variant, fen, []))
    return [case for case in cases if case[0] in a1h8.VARIANTS]


def test_san_is_fairy_stockfish_s():
    cases = fairy_stockfish_cases()
    moves = Counter()
    for variant, fen, expected in cases:
        position = a1h8.Position.from_fen(fen, variant=variant)
        assert sorted(position.legal_moves()) == sorted(uci for uci, _ in expected), fen
        for uci, san in expected:
            assert position.san(uci) == san, (variant, fen, uci)
            assert position.parse_san(san) == uci, (variant, fen, san)
            assert position.push_san(san) == position.push(uci)
            moves[variant] += 1
    assert set(moves) == set(a1h8.VARIANTS), moves
    assert sum(moves.values()) > 3000, moves


@pytest.mark.parametrize("variant", a1h8.VARIANTS)
def test_every_start_move_round_trips(variant):
    position = a1h8.Position.start(variant)
    for uci in position.legal_moves():
        san = position.san(uci)
        assert position.parse_san(san) == uci
        assert position.push_san(san) == position.push(uci)


def test_variant_letters_and_promotions():
    start = a1h8.Position.start("capablanca")
    assert start.san("h1i3") == "Ci3"
    assert start.san("c1d3") == "Ad3"
    assert start.parse_san("Ci3") == "h1i3"
    promotion = a1h8.Position.from_fen(
        "r4k3r/1P8/10/10/10/10/10/R4K3R w KQkq - 0 1", variant="capablanca"
    )
    assert promotion.san("b7b8c") == "b8=C+"
    assert promotion.parse_san("b8=A") == "b7b8a"
    assert promotion.parse_san("bxa8=C") == "b7a8c"
    assert promotion.push_san("O-O-O").fen() == promotion.push("f1c1").fen()
    with pytest.raises(ValueError, match="ambiguous|add the piece"):
        promotion.parse_san("b8")
