"""a1h8.Variant: the games of a variants.ini (Fairy-Stockfish's syntax, as
the tool's --variant NAME --variant-file FILE.ini reads them) wherever a
`variant=` is taken: positions, perft, the work units, symmetries and
tablebases; and the built-in games as Variant objects."""

import os
import pickle
import shutil
import subprocess
from pathlib import Path

import pytest

import a1h8
from a1h8 import Position, Variant
from a1h8.tablebase import Tablebase

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

#: Chess whose pawns promote to knights only.
KNIGHTS = "[knights:chess]\npromotionPieceTypes = n\n"
#: Chess on a 6x6 board, no castling (pawns cannot promote: chess's
#: promotion rank is off the board).
SIX = ("[six:chess]\nmaxRank = 6\nmaxFile = 6\ncastling = false\n"
       "startFen = 2k3/6/6/6/6/2K3 w - - 0 1\n")
#: Chancellor chess without double steps: Fairy-Stockfish counts 4435 at
#: depth 3.
NO_DOUBLE = "[a:chancellor]\ndoubleStep = false\n"


def test_built_in_games_as_variants():
    for name in ("chess", "Chess960", "CAPABLANCA", "gardner"):
        variant = Variant(name)
        assert variant.name == name.lower()
        assert variant == Variant(name.lower())
        assert hash(variant) == hash(Variant(name.lower()))
        assert Position.start(variant) == Position.start(name)
        assert Position.start(variant).fen() == variant.start_fen
    assert (Variant("capablanca").files, Variant("capablanca").ranks) == (10, 8)
    assert Variant("chess") != Variant("chess960")
    assert repr(Variant("gardner")) == "Variant('gardner')"
    assert repr(Variant.from_ini(SIX, "six")) == "<Variant 'six' from a variants.ini>"
    with pytest.raises(ValueError, match="unknown variant .*did you mean `capablanca`"):
        Variant("capablance")


def test_an_ini_game_is_played_by_its_rules():
    knights = Variant.from_ini(KNIGHTS, "knights")
    assert (knights.name, knights.files, knights.ranks) == ("knights", 8, 8)
    assert knights.start_fen == START
    position = Position.from_fen("8/P6k/8/8/8/8/8/K7 w - - 0 1", variant=knights)
    assert position.variant == "knights"
    promotions = [move for move in position.legal_moves() if move.startswith("a7a8")]
    assert promotions == ["a7a8n"]
    assert position.san("a7a8n") == "a8=N"
    assert position.push_san("a8=N").piece_at("a8") == "N"
    with pytest.raises(ValueError):
        position.push("a7a8q")
    # The same FEN of chess, and of another game of the same name, differ.
    assert position != Position.from_fen(position.fen())
    queens = Variant.from_ini("[knights:chess]\npromotionPieceTypes = q\n", "knights")
    assert queens != knights
    assert Position.from_fen(position.fen(), variant=queens) != position
    assert Position.from_fen(position.fen(), variant=knights) == position


def test_ini_perft_is_the_known_count():
    no_double = Variant.from_ini(NO_DOUBLE, "a")
    assert (no_double.files, no_double.ranks) == (9, 9)
    assert a1h8.perft(no_double.start_fen, 3, variant=no_double) == 4435
    assert a1h8.perft(no_double.start_fen, 3, variant=no_double, threads=2) == 4435
    knights = Variant.from_ini(KNIGHTS, "knights")
    assert a1h8.perft(START, 3, variant=knights) == 8902
    six = Variant.from_ini(SIX, "six")
    assert (six.files, six.ranks) == (6, 6)
    assert a1h8.perft(six.start_fen, 1, variant=six) == 5  # the king on c1


@pytest.mark.skipif(not (shutil.which("a1h8") or os.environ.get("A1H8_BIN")),
                    reason="the tool a1h8 is not on PATH (nor in A1H8_BIN)")
def test_ini_perft_is_the_tools(tmp_path):
    ini = tmp_path / "mine.ini"
    ini.write_text(NO_DOUBLE + KNIGHTS)
    tool = os.environ.get("A1H8_BIN") or shutil.which("a1h8")
    for name, fen in (("a", Variant.from_file(ini, "a").start_fen), ("knights", START)):
        out = subprocess.run([tool, "perft", "--variant", name, "--variant-file", str(ini),
                              "--depth", "3"], capture_output=True, text=True, check=True)
        nodes = int(out.stdout.splitlines()[-1].split()[0])  # "4435 nodes in 0.001 s: ..."
        assert nodes == a1h8.perft(fen, 3, variant=Variant.from_file(ini, name))


def test_from_file_and_its_errors(tmp_path):
    ini = tmp_path / "mine.ini"
    ini.write_text(KNIGHTS)
    assert Variant.from_file(ini, "knights") == Variant.from_ini(KNIGHTS, "knights")
    assert Variant.from_file(str(ini), "knights") == Variant.from_ini(KNIGHTS, "knights")
    # The built-in games stay available, as with the tool's --variant-file.
    assert Variant.from_file(ini, "Capablanca") == Variant("capablanca")
    assert Variant.from_ini(KNIGHTS, "chess960") == Variant("chess960")
    with pytest.raises(ValueError, match=f"^{ini}: .*nope"):
        Variant.from_file(ini, "nope")
    with pytest.raises(FileNotFoundError):
        Variant.from_file(tmp_path / "missing.ini", "knights")
    bad = "[bad:chess]\nmaxRank = 99\n"
    with pytest.raises(ValueError, match="line 2"):
        Variant.from_ini(bad, "bad")
    with pytest.raises(TypeError, match="variant must be a str or an a1h8.Variant, not int"):
        a1h8.perft(START, 1, variant=3)


def test_reading_again_gives_the_same_game():
    """Each distinct (text, name) is read once: the games are one."""
    first = Variant.from_ini(KNIGHTS, "knights")
    again = Variant.from_ini(KNIGHTS, "knights")
    assert first == again and hash(first) == hash(again)
    assert Position.start(first) == Position.start(again)


def test_variants_pickle():
    for variant in (Variant("capablanca"), Variant("chess960"),
                    Variant.from_ini(KNIGHTS, "knights"), Variant.from_ini(SIX, "six")):
        copy = pickle.loads(pickle.dumps(variant))
        assert copy == variant
        assert copy.name == variant.name


def test_ini_units_and_symmetries():
    six = Variant.from_ini(SIX, "six")
    split = a1h8.PerftSplit(six.start_fen, 4, 2, variant=six)
    assert split.variant == "six"
    total = sum(a1h8.perft(unit["fen"], unit["depth"], variant=six) * unit["multiplicity"]
                for unit in split.units())
    assert total == a1h8.perft(six.start_fen, 4, variant=six)
    assert a1h8.perft_units(six.start_fen, 4, 2, variant=six) == split.units()
    # The split of another game of the same board and pieces is another.
    other = Variant.from_ini(SIX.replace("[six:chess]", "[other:chess]"), "other")
    assert a1h8.PerftSplit(six.start_fen, 4, 2, variant=other).id != split.id
    # A square board without pawns or castling: the eight symmetries.
    fen = "2k3/6/6/6/1R4/2K3 w - - 0 1"
    assert a1h8.transform(fen, "rotate-90", variant=six) == \
        Position.from_fen(a1h8.transform(fen, "rotate-90", variant=six), variant=six).fen()
    form, _ = a1h8.canonical(fen, variant=six)
    assert a1h8.canonical(a1h8.transform(fen, "mirror-horizontal", variant=six),
                          variant=six)[0] == form


def test_ini_tablebase(tmp_path):
    six = Variant.from_ini(SIX, "six")
    tables = Tablebase(str(tmp_path), variant=six)
    assert Path(tables.directory) == tmp_path / "six"
    assert tables.plan(["KRvK"]) == ["KRvK"]
    tables.generate(["KRvK"])
    # Mate in one on the 6x6 board: Ra1#.
    values = tables.probe("k1K3/6/6/6/6/5R w - - 0 1")
    assert (values["wdl"], values["dtm"]) == (1, 1)
    mate = next(move for move in values["moves"] if move["uci"] == "f1a1")
    assert (mate["san"], mate["wdl"]) == ("Ra1#", -1)
    assert tables.verify("KRvK") > 0
    with pytest.raises(ValueError, match='invalid ending "KAvK": six has no archbishop'):
        tables.generate(["KAvK"])
    with pytest.raises(ValueError, match="k1K3/6/6/6/6/5R2"):
        tables.probe("k1K3/6/6/6/6/5R2 w - - 0 1")


def test_ini_tablebase_follows_the_promotions(tmp_path):
    """KPvK with pawns promoting to knights only: the pawn about to promote
    wins in chess, draws here (KNvK is a draw)."""
    fen = "8/P7/1K6/8/8/8/8/7k w - - 0 1"
    knights = Tablebase(str(tmp_path), variant=Variant.from_ini(KNIGHTS, "knights"))
    assert knights.successors("KPvK") == ["KNvK"]
    knights.generate(["KPvK"])
    assert knights.probe(fen)["wdl"] == 0
    chess = Tablebase(str(tmp_path))
    assert chess.successors("KPvK") == ["KQvK", "KRvK", "KBvK", "KNvK"]
