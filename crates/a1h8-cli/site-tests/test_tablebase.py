"""The tablebase view of `a1h8 site`, in headless Chromium: for random
positions of every shipped ending (KQvK and KRvK on 8x8 and on Gardner's
5x5, either side the stronger, either side to move), the values and the
destination squares the page shows against `a1h8 tablebase probe FEN --json`
run on tables that `a1h8 tablebase generate` writes for the test; mating
lines walked by clicking; FENs of other endings refused."""

import json
import random
import shutil
import subprocess
import tempfile
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import A1H8, a1h8, visit_script

# (ending, --variant or None, files, ranks, White's piece)
ENDINGS = [
    ("KQvK", None, 8, 8, "Q"),
    ("KRvK", None, 8, 8, "R"),
    ("KQvK", "gardner", 5, 5, "Q"),
    ("KRvK", "gardner", 5, 5, "R"),
]
PER_ENDING = 30

# What the page shows of its tablebase view.
SHOWN = """
const values = document.getElementById('tb-values');
const error = document.getElementById('tb-error');
const line = document.getElementById('tb-line');
const current = document.getElementById('tb-current');
return {
  hash: location.hash,
  error: error ? error.textContent : null,
  wdl: values ? Number(values.dataset.wdl) : null,
  dtm: values ? Number(values.dataset.dtm) : null,
  words: values ? values.textContent : null,
  fen: current ? current.textContent : null,
  plies: line ? Number(line.dataset.plies) : 0,
  pieces: Array.from(document.querySelectorAll('#board [data-piece]')).map(e => [e.dataset.square, e.dataset.piece]).sort(),
  on: Array.from(document.querySelectorAll('#board [data-on="true"]')).map(e => e.dataset.square).sort(),
  squares: Array.from(document.querySelectorAll('#board [data-on="true"]')).map(e => ({
    square: e.dataset.square, uci: e.dataset.uci || null, moves: Number(e.dataset.moves),
    wdl: Number(e.dataset.wdl), dtm: Number(e.dataset.dtm), result: e.dataset.result, label: e.dataset.label,
  })),
  moves: Array.from(document.querySelectorAll('#tb-moves tr[data-uci]')).map(e => ({
    uci: e.dataset.uci, san: e.dataset.san, wdl: Number(e.dataset.wdl), dtm: Number(e.dataset.dtm),
  })),
};
"""

# Sets each hash in turn and returns what the page shows for each.
VISIT = visit_script("() => { " + SHOWN + " }")


def ready(driver):
    WebDriverWait(driver, 30).until(
        lambda d: d.execute_script("return document.body && document.body.dataset.ready") == "true"
    )


def load(driver, url):
    driver.get("about:blank")
    driver.get(url)
    ready(driver)


def shown(driver):
    return driver.execute_script(SHOWN)


def view(fen, **params):
    """The hash of the tablebase view of `fen`."""
    return "#" + urllib.parse.urlencode({"mode": "tablebase", "fen": fen, **params})


def visit(driver, site, hashes):
    if not driver.current_url.startswith(site):
        load(driver, site)
    out = []
    for start in range(0, len(hashes), 100):
        out += driver.execute_async_script(VISIT, hashes[start : start + 100])
    return out


@pytest.fixture(scope="module")
def tables():
    """The shipped endings' tables, written by the CLI into a fresh directory."""
    directory = tempfile.mkdtemp(prefix="a1h8-tablebase-")
    a1h8("tablebase", "generate", "KQvK", "KRvK", "--dir", directory)
    a1h8("tablebase", "generate", "KQvK", "KRvK", "--dir", directory, "--variant", "gardner")
    yield directory
    shutil.rmtree(directory, ignore_errors=True)


def probe(tables, fen, variant=None):
    """`a1h8 tablebase probe FEN --json`, or None if the CLI refuses the FEN."""
    args = [str(A1H8), "tablebase", "probe", fen, "--dir", tables, "--json"]
    if variant:
        args += ["--variant", variant]
    done = subprocess.run(args, capture_output=True, text=True)
    return json.loads(done.stdout) if done.returncode == 0 else None


def square_name(files, index):
    return "abcdefghijklmnop"[index % files] + str(index // files + 1)


def fen_of(files, ranks, pieces, turn):
    """The FEN of `pieces` ({square index: letter})."""
    rows = []
    for rank in reversed(range(ranks)):
        row, empty = "", 0
        for file in range(files):
            letter = pieces.get(rank * files + file)
            if letter is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += letter
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + f" {turn} - - 0 1"


def probe_many(tables, fens, variant=None):
    """`a1h8 tablebase probe --json` of FENs read from its standard input:
    {FEN: probe} of those it accepts (it says why it refuses the others on
    its standard error)."""
    args = [str(A1H8), "tablebase", "probe", "--dir", tables, "--json"]
    if variant:
        args += ["--variant", variant]
    done = subprocess.run(args, input="\n".join(fens) + "\n", capture_output=True, text=True)
    probes = [json.loads(line) for line in done.stdout.splitlines()]
    return {p["fen"]: p for p in probes}


def random_positions(tables, ending, variant, files, ranks, piece, count, seed):
    """`count` random positions of the ending the CLI accepts, with their
    probes: both sides to move, one in four with Black the stronger side;
    and then three more with a mating move (SAN with #), found the same way."""
    rng = random.Random(seed)
    candidates = []
    for _ in range(3000):
        white, black, other = rng.sample(range(files * ranks), 3)
        swapped = rng.random() < 0.25
        pieces = {white: "K", black: "k", other: piece.lower() if swapped else piece}
        candidates.append(fen_of(files, ranks, pieces, rng.choice("wb")))
    probes = probe_many(tables, candidates, variant)
    legal = [(fen, probes[fen]) for fen in candidates if fen in probes]
    mating = [(fen, p) for fen, p in legal[count:] if any(m["san"].endswith("#") for m in p["moves"])]
    assert len(legal) >= count and len(mating) >= 3
    return legal[:count] + mating[:3]


def best_move(probed):
    """The best move by DTM: the quickest mate for the winner, the longest
    resistance for the loser (for the side that moves: the move after which
    the other side does worst)."""
    key = lambda m: (2 if m["wdl"] < 0 else 1 if m["wdl"] == 0 else 0, m["dtm"])
    return max(probed["moves"], key=key)


@pytest.mark.parametrize("ending,variant,files,ranks,piece", ENDINGS)
def test_values_and_destinations_are_the_clis(driver, site, tables, ending, variant, files, ranks, piece):
    seed = {"KQvK": 1, "KRvK": 2}[ending] + (10 if variant else 0)
    positions = random_positions(tables, ending, variant, files, ranks, piece, PER_ENDING, seed)
    assert {fen.split()[1] for fen, _ in positions} == {"w", "b"}
    assert any(p["wdl"] == 0 for _, p in positions) or ending == "KQvK"
    hashes, plan = [], []
    for fen, probed in positions:
        hashes.append(view(fen, reply="button"))
        # Each piece of the side to move, chosen: its moves alone.
        froms = sorted({m["uci"][:2] for m in probed["moves"]})
        for square in froms:
            hashes.append(view(fen, reply="button", **{"from": square}))
        plan.append((fen, probed, froms))
    pages = iter(visit(driver, site, hashes))
    for fen, probed, froms in plan:
        page = next(pages)
        assert page["error"] is None, (fen, page["error"])
        assert (page["wdl"], page["dtm"]) == (probed["wdl"], probed["dtm"]), fen
        # The position itself.
        placement = fen.split()[0].split("/")
        expected_pieces = []
        for k, row in enumerate(placement):
            file = 0
            for c in row:
                if c.isdigit():
                    file += int(c)
                else:
                    expected_pieces.append([square_name(files, (ranks - 1 - k) * files + file), c])
                    file += 1
        assert page["pieces"] == sorted(expected_pieces), fen
        # Every move, with its SAN and the values after it.
        clis = {m["uci"]: m for m in probed["moves"]}
        assert sorted(page["moves"], key=lambda m: m["uci"]) == sorted(
            ({k: m[k] for k in ("uci", "san", "wdl", "dtm")} for m in probed["moves"]),
            key=lambda m: m["uci"],
        ), fen
        # Every destination square: one move's values, or the best of several.
        by_square = {}
        for m in probed["moves"]:
            by_square.setdefault(m["uci"][2:4], []).append(m)
        assert page["on"] == sorted(by_square), fen
        for square in page["squares"]:
            there = by_square[square["square"]]
            assert square["moves"] == len(there), (fen, square)
            best = best_move({"moves": there})
            assert (square["wdl"], square["dtm"]) == (best["wdl"], best["dtm"]), (fen, square)
            if len(there) == 1:
                assert square["uci"] == there[0]["uci"], (fen, square)
            result = "win" if best["wdl"] < 0 else "draw" if best["wdl"] == 0 else "loss"
            assert square["result"] == result, (fen, square)
        # A piece chosen: its destinations, each one move.
        for square in froms:
            page = next(pages)
            mine = sorted(m["uci"][2:4] for m in probed["moves"] if m["uci"][:2] == square)
            assert page["on"] == mine, (fen, square)
            for s in page["squares"]:
                m = clis[square + s["square"]]
                assert (s["uci"], s["wdl"], s["dtm"], s["moves"]) == (m["uci"], m["wdl"], m["dtm"], 1), (fen, s)
    assert next(pages, None) is None


def click_move(driver, uci, files):
    """Plays `uci` as a learner does: the destination at once when one
    piece alone goes there, else the piece and then the destination."""
    to = driver.find_element(By.CSS_SELECTOR, f'#board [data-square="{uci[2:4]}"]')
    if to.get_attribute("data-uci") != uci:
        driver.find_element(By.CSS_SELECTOR, f'#board [data-square="{uci[:2]}"]').click()
        to = driver.find_element(By.CSS_SELECTOR, f'#board [data-square="{uci[2:4]}"]')
        assert to.get_attribute("data-uci") == uci
    to.click()


@pytest.mark.parametrize(
    "fen,variant",
    [
        # KRvK's longest mate on 8x8 (31 plies), White to move: the learner
        # mates, the page defends.
        ("8/8/8/8/8/2k5/1R6/K7 w - - 0 1", None),
        # Black to move and lost on Gardner's board: the learner defends,
        # the page mates.
        ("5/5/2k2/5/K3R b - - 0 1", "gardner"),
    ],
)
def test_walking_the_best_moves_mates_in_the_probed_plies(driver, site, tables, fen, variant):
    start = probe(tables, fen, variant)
    assert start["wdl"] != 0 and start["moves"]
    files = 5 if variant else 8
    load(driver, site + view(fen, reply="auto"))
    page = shown(driver)
    for _ in range(100):
        if not page["moves"]:
            break
        probed = probe(tables, page["fen"], variant)
        assert (page["wdl"], page["dtm"]) == (probed["wdl"], probed["dtm"]), page["fen"]
        before = page["plies"]
        click_move(driver, best_move(probed)["uci"], files)
        page = shown(driver)
        # The page answered at once, with the best reply: the distance to
        # mate went down by the two plies.
        if page["moves"]:
            assert page["plies"] == before + 2
            assert abs(page["dtm"]) == abs(probed["dtm"]) - 2, page["fen"]
    assert page["plies"] == abs(start["dtm"])
    assert (page["wdl"], page["dtm"]) == (-1, 0)
    assert "checkmated" in page["words"]
    # Back takes back the last move of the learner with the page's answer.
    driver.find_element(By.ID, "tb-back").click()
    back = shown(driver)
    assert back["plies"] == page["plies"] - (1 if fen.split()[1] == "w" else 2)
    assert back["fen"].split()[1] == fen.split()[1]
    # The view is a link: reloaded, it is the same.
    url = driver.current_url
    load(driver, url)
    assert shown(driver) == back


def test_the_best_move_button_walks_both_sides(driver, site, tables):
    # KQvK's longest mate on Gardner's board, the page answering nothing.
    fen = "5/5/2k2/5/KQ3 w - - 0 1"
    start = probe(tables, fen, "gardner")
    load(driver, site + view(fen, reply="button"))
    button = driver.find_element(By.ID, "tb-best")
    clicks = 0
    while button.is_enabled() and clicks < 50:
        uci = button.get_attribute("data-uci")
        page = shown(driver)
        probed = probe(tables, page["fen"], "gardner")
        best = best_move(probed)
        # The button's move is a best one (any of equals).
        move = next(m for m in probed["moves"] if m["uci"] == uci)
        assert (move["wdl"], move["dtm"]) == (best["wdl"], best["dtm"]), page["fen"]
        button.click()
        clicks += 1
    page = shown(driver)
    assert clicks == page["plies"] == start["dtm"] == 11
    assert (page["wdl"], page["dtm"]) == (-1, 0)
    # Back, one ply at a time here.
    driver.find_element(By.ID, "tb-back").click()
    assert shown(driver)["plies"] == 10


def test_two_pieces_to_one_square_ask_which_goes(driver, site, tables):
    # The king on e1 and the rook on a1 both reach d1.
    fen = "8/8/8/8/3k4/8/8/R3K3 w - - 0 1"
    load(driver, site + view(fen, reply="button"))
    d1 = driver.find_element(By.CSS_SELECTOR, '#board [data-square="d1"]')
    assert d1.get_attribute("data-moves") == "2" and d1.get_attribute("data-uci") is None
    d1.click()
    candidates = driver.find_elements(By.CSS_SELECTOR, '#board [data-candidate="true"]')
    assert sorted(c.get_attribute("data-square") for c in candidates) == ["a1", "e1"]
    assert "to=d1" in driver.current_url
    driver.find_element(By.CSS_SELECTOR, '#board [data-square="a1"]').click()
    page = shown(driver)
    assert page["fen"] == "8/8/8/8/3k4/8/8/3RK3 b - - 1 1"
    probed = probe(tables, page["fen"])
    assert (page["wdl"], page["dtm"]) == (probed["wdl"], probed["dtm"])


def test_picking_an_ending_and_a_random_position(driver, site, tables):
    load(driver, site + "#mode=tablebase")
    select = driver.find_element(By.ID, "tb-ending")
    options = [o.get_attribute("value") for o in select.find_elements(By.TAG_NAME, "option")]
    assert options == ["chess:KQvK", "chess:KRvK", "gardner:KQvK", "gardner:KRvK"]
    longest = {"chess:KQvK": 19, "chess:KRvK": 31, "gardner:KQvK": 11, "gardner:KRvK": 19}
    for value in options:
        driver.execute_script(
            "const s = document.getElementById('tb-ending'); s.value = arguments[0];"
            " s.dispatchEvent(new Event('change'));",
            value,
        )
        page = shown(driver)
        variant = "gardner" if value.startswith("gardner") else None
        probed = probe(tables, page["fen"], variant)
        assert page["dtm"] == probed["dtm"] == longest[value], value
        driver.find_element(By.ID, "tb-random").click()
        page = shown(driver)
        assert page["fen"].split()[1] == "w"
        probed = probe(tables, page["fen"], variant)
        assert probed is not None and (page["wdl"], page["dtm"]) == (probed["wdl"], probed["dtm"])
        assert {p for _, p in page["pieces"]} == {"K", "k", value[-3]}


BAD_FENS = [
    ("8/8/8/8/8/2k5/8/RB2K3 w - - 0 1", "KRBvK is not an ending of the tablebase view"),
    ("8/8/8/8/8/2k5/8/N3K3 w - - 0 1", "KNvK is not an ending of the tablebase view"),
    ("8/8/8/8/8/2k4P/8/R3K3 w - - 0 1", "KRPvK is not an ending"),
    ("8/8/8/8/8/2k5/8/R7 w - - 0 1", "0 white kings, but each side has exactly one"),
    ("8/8/8/8/8/2kK4/8/R7 w - - 0 1", "the kings stand side by side on d3 and c3"),
    ("8/8/8/8/8/2k5/8/2R1K3 w - - 0 1", "the black king on c3 is in check, but it is White's move"),
    ("6/6/6/6/6/6 w - - 0 1", "the placement has 6 ranks"),
    ("8/8/8/8/8/2k5/8/R3K3 x - - 0 1", "expected w or b"),
    ("8/8/8/8/8/2k5/8/R3K3 w K - 0 1", "castling rights"),
    ("8/8/8/8/8/2k5/8/R3K3 w - e3 0 1", "en passant"),
    ("8/8/8/8/8/2k5/8/R3K3 w - - 0", "5 fields"),
    ("5/5/1k3/5/R3K3 w - - 0 1", "rank 1 describes 8 squares, but Gardner's 5x5 minichess has 5 files"),
    ("5/5/1k3/5/R3X w - - 0 1", "unknown piece letter 'X'"),
]


def test_a_fen_of_another_ending_is_refused(driver, site, tables):
    pages = visit(driver, site, [view(fen) for fen, _ in BAD_FENS])
    for (fen, expected), page in zip(BAD_FENS, pages):
        assert page["error"] is not None and expected in page["error"], (fen, page["error"])
        assert page["on"] == [] and page["pieces"] == [] and page["wdl"] is None, fen
        # The CLI refuses it too (the variant's for a 5-rank placement), but
        # for a trivial ending, which it reads as a draw without a file.
        probed = probe(tables, fen, "gardner" if fen.startswith("5/") else None)
        if "KNvK" in expected:
            assert probed is not None and probed["wdl"] == 0, fen
        else:
            assert probed is None, fen
    # Typed into the field: refused, then a good one is shown.
    load(driver, site + "#mode=tablebase")
    field = driver.find_element(By.ID, "tb-fen")
    field.clear()
    field.send_keys("8/8/8/8/8/2k5/8/RB2K3 w - - 0 1" + Keys.ENTER)
    assert "KRBvK is not an ending" in shown(driver)["error"]
    assert driver.find_element(By.ID, "tb-best").get_attribute("disabled") is not None
    field = driver.find_element(By.ID, "tb-fen")
    field.clear()
    field.send_keys("5/5/1k3/5/R3K w - - 0 1" + Keys.ENTER)
    page = shown(driver)
    assert page["error"] is None and (page["wdl"], page["dtm"]) == (1, 13)
