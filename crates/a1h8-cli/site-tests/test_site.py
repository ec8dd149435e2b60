"""The web explorer of `a1h8 site`, in headless Chromium: every set the page
shows (the squares marked data-on="true") against the library's answer from
the a1h8 binary, the canonical forms against `a1h8 canonical --explain`,
views kept in the URL's hash across a reload, the keyboard, and a screenshot
of each mode (target/site-screenshots/, and docs/site/ with
A1H8_UPDATE_DOCS=1)."""

import json
import os
import random
import subprocess
import urllib.parse
import shutil

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import A1H8, REPO, a1h8, visit_script

FILES = "abcdefgh"
SQUARES = [f + r for r in "12345678" for f in FILES]
DIRECTIONS = ["n", "ne", "e", "se", "s", "sw", "w", "nw"]
DIRECTION_NAMES = [
    "north",
    "north-east",
    "east",
    "south-east",
    "south",
    "south-west",
    "west",
    "north-west",
]

# Sets every hash of the list in turn, each time waiting for the page to
# redraw, and returns for each what the page shows.
VISIT = visit_script("""() => ({
  hash: location.hash,
  on: Array.from(document.querySelectorAll('#board [data-on="true"]')).map(e => e.dataset.square).sort(),
  values: Array.from(document.querySelectorAll('#board [data-value]')).map(e => [e.dataset.square, Number(e.dataset.value)]),
  text: document.getElementById('info').innerText,
  canonical: (document.getElementById('canonical-fen') || {}).textContent || null,
  symmetry: (document.getElementById('canonical-symmetry') || {}).textContent || null,
  attacks: (document.getElementById('slider-attacks') || {}).textContent || null,
  verdict: (document.getElementById('pair-verdict') || {}).textContent || null,
})""")

SHOWN = "return Array.from(document.querySelectorAll('#board [data-on=\"true\"]')).map(e => e.dataset.square).sort();"


def ready(driver):
    """Waits until the page has drawn its first view."""
    WebDriverWait(driver, 30).until(
        lambda d: d.execute_script("return document.body && document.body.dataset.ready") == "true"
    )


def load(driver, url):
    """Opens `url` in a fresh page (not a mere change of hash, which the
    page handles later) and waits until the page has drawn it."""
    driver.get("about:blank")
    driver.get(url)
    ready(driver)


def visit(driver, site, hashes):
    """What the page shows for each hash (all visited without a reload)."""
    if not driver.current_url.startswith(site):
        driver.get(site)
    ready(driver)
    out = []
    # In slices, to keep each script's answer small.
    for start in range(0, len(hashes), 100):
        out += driver.execute_async_script(VISIT, hashes[start : start + 100])
    return out


def library_squares(*args):
    """The squares of a set of `a1h8 show ... --json`, sorted."""
    return sorted(json.loads(a1h8("show", *args, "--json"))["squares"])


def test_the_page_loads_from_file_without_errors(driver, site):
    load(driver, site)
    assert driver.execute_script("return typeof window.A1H8_TABLES.rook_magic") == "object"
    squares = driver.find_elements(By.CSS_SELECTOR, "#board [data-square]")
    assert [s.get_attribute("data-square") for s in squares][:8] == [f + "8" for f in FILES]
    assert len(squares) == 64
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    assert errors == []


def test_lines_and_rays_of_every_square_are_the_librarys(driver, site):
    shows = ["file", "rank", "diagonal", "anti-diagonal"] + [
        "ray-" + d for d in DIRECTION_NAMES
    ]
    hashes = [f"#mode=board&square={s}&show={show}&pair=between" for s in SQUARES for show in shows]
    pages = visit(driver, site, hashes)
    checked = 0
    for page, hash_ in zip(pages, hashes):
        params = dict(p.split("=") for p in hash_[1:].split("&"))
        square, show = params["square"], params["show"]
        if show == "file":
            expected = library_squares("file", square[0])
        elif show == "rank":
            expected = library_squares("rank", square[1])
        elif show in ("diagonal", "anti-diagonal"):
            expected = library_squares(show, square)
        else:
            direction = DIRECTIONS[DIRECTION_NAMES.index(show[4:])]
            expected = library_squares("ray", square, direction)
        assert page["on"] == expected, hash_
        checked += 1
    assert checked == 64 * 12


def test_the_square_facts_are_the_librarys(driver, site):
    geometry = json.loads(a1h8("geometry", "--files", "8", "--ranks", "8", "--json"))
    squares = random.Random(4).sample(SQUARES, 16)
    pages = visit(driver, site, [f"#mode=board&square={s}&show=lines&pair=between" for s in squares])
    for square, page in zip(squares, pages):
        info = next(s for s in geometry["squares"] if s["name"] == square)
        text = page["text"]
        assert f"rank - file = {info['diagonal']};" in text
        assert f"rank + file = {info['anti_diagonal']};" in text
        assert f"7 + rank - file = {7 + info['diagonal']}," in text
        assert f"(rank + file) ^ 7 = {info['anti_diagonal'] ^ 7}" in text
        for name in DIRECTION_NAMES:
            moves = info["rays"][name.replace("-", "_")]
            assert f"{name}\t{moves}\t" in text, (square, name)
        union = set()
        for what in ("file", "rank"):
            union |= set(library_squares(what, square[0] if what == "file" else square[1]))
        union |= set(library_squares("diagonal", square)) | set(library_squares("anti-diagonal", square))
        assert page["on"] == sorted(union)


def test_between_and_line_of_square_pairs_are_the_librarys(driver, site):
    rng = random.Random(13)
    pairs = [tuple(rng.sample(SQUARES, 2)) for _ in range(120)]
    # Pairs on one line are rarer: add some.
    pairs += [("a1", "h8"), ("b2", "g7"), ("e1", "e8"), ("h1", "a8"), ("c3", "c6"), ("d4", "f2")]
    hashes = []
    for a, b in pairs:
        hashes.append(f"#mode=board&square={a}&second={b}&show=lines&pair=between")
        hashes.append(f"#mode=board&square={a}&second={b}&show=lines&pair=line")
    pages = visit(driver, site, hashes)
    on_a_line = 0
    for k, (a, b) in enumerate(pairs):
        between, line = pages[2 * k], pages[2 * k + 1]
        assert between["on"] == library_squares("between", a, b), (a, b)
        expected_line = library_squares("line", a, b)
        assert line["on"] == expected_line, (a, b)
        if expected_line:
            on_a_line += 1
            assert line["verdict"] == "on one line."
        else:
            assert "are not on one line" in line["verdict"]
    assert on_a_line >= 10


def test_slider_attacks_by_magic_lookup_are_the_librarys(driver, site):
    rng = random.Random(1)
    cases = []
    for _ in range(240):
        piece = rng.choice(["rook", "bishop", "queen"])
        square = rng.choice(SQUARES)
        occupied = 0
        for _ in range(rng.randrange(0, 16)):
            occupied |= 1 << rng.randrange(64)
        occupied &= ~(1 << SQUARES.index(square))
        cases.append((piece, square, occupied))
    hashes = [f"#mode=slider&piece={p}&square={s}&occupied=0x{o:016x}" for p, s, o in cases]
    pages = visit(driver, site, hashes)
    for (piece, square, occupied), page in zip(cases, pages):
        # The classical technique walks the rays: nothing shared with magic.
        library = json.loads(
            a1h8("attacks", piece, square, "--occupied", f"0x{occupied:016x}", "--method", "classical", "--json")
        )
        assert page["on"] == sorted(library["squares"]), (piece, square, occupied)
        assert page["attacks"] == library["attacks"]
        assert "step by step" in page["text"]


def test_clicking_toggles_blockers_and_the_hash_follows(driver, site):
    visit(driver, site, ["#mode=slider&piece=rook&square=d4&occupied=0x0000000000000000"])
    for name in ("d6", "b4"):
        driver.find_element(By.CSS_SELECTOR, f'[data-square="{name}"]').click()
    assert "occupied=0x0000080002000000" in driver.current_url
    library = json.loads(a1h8("attacks", "rook", "d4", "--occupied", "d6,b4", "--json"))
    assert driver.execute_script(SHOWN) == sorted(library["squares"])
    # Clicking again takes the blocker off.
    driver.find_element(By.CSS_SELECTOR, '[data-square="d6"]').click()
    assert "occupied=0x0000000002000000" in driver.current_url


def random_positions(rng, count):
    """Positions to fold: two kings apart, a few pieces, some with pawns
    (some just pushed two squares, en passant: the page, as the library,
    drops the square when no legal capture can use it), some with castling
    rights; black to move. The library refuses the few that are not legal."""
    positions = []
    for k in range(count):
        board = [""] * 64
        while True:
            wk, bk = rng.sample(range(64), 2)
            if abs(wk % 8 - bk % 8) > 1 or abs(wk // 8 - bk // 8) > 1:
                break
        board[wk], board[bk] = "K", "k"
        kinds = "QRBN" + ("P" if k % 3 == 1 else "")
        for _ in range(rng.randrange(0, 4)):
            square = rng.randrange(8, 56)
            if board[square] == "":
                piece = rng.choice(kinds)
                board[square] = piece if rng.random() < 0.5 else piece.lower()
        if k % 3 == 1:
            square = rng.randrange(8, 56)
            if board[square] == "":
                board[square] = rng.choice("Pp")
        castling, en_passant = "-", "-"
        if k % 10 == 4:
            # White has just played a pawn two squares: e2-e4, say.
            file = rng.randrange(8)
            board[24 + file], board[16 + file], board[8 + file] = "P", "", ""
            en_passant = "abcdefgh"[file] + "3"
        if k % 10 == 9:
            board[4], board[7] = "K", "R"
            board[wk] = "" if wk not in (4, 7) else board[wk]
            board = [c if c != "K" or i == 4 else "" for i, c in enumerate(board)]
            castling = "K"
        rows = []
        for r in range(7, -1, -1):
            row, empty = "", 0
            for f in range(8):
                c = board[r * 8 + f]
                if c == "":
                    empty += 1
                    continue
                if empty:
                    row += str(empty)
                    empty = 0
                row += c
            rows.append(row + (str(empty) if empty else ""))
        # Black to move avoids "the side not to move is in check" errors.
        positions.append("/".join(rows) + f" b {castling} {en_passant} 0 1")
    return positions


def test_canonical_forms_are_the_librarys(driver, site):
    rng = random.Random(7)
    positions = random_positions(rng, 200)
    checked = []
    for fen in positions:
        try:
            line = a1h8("canonical", "--explain", fen).strip()
        except Exception:
            continue  # a position the library refuses (a king in check on the wrong move)
        checked.append((fen, line))
    assert len(checked) >= 170
    pages = visit(driver, site, ["#mode=symmetry&fen=" + fen.replace(" ", "+") for fen, _ in checked])
    rules = set()
    for (fen, line), page in zip(checked, pages):
        canonical, via = line.split("  # via ")
        assert page["canonical"] == canonical, fen
        assert page["symmetry"] == via, fen
        rules.add(via)
    assert len(rules) >= 6, rules


def test_symmetry_buttons_are_the_librarys_transforms(driver, site):
    fen = "k7/8/NK2B3/8/8/8/8/8 w - - 0 1"
    visit(driver, site, ["#mode=symmetry&fen=" + fen.replace(" ", "+")])
    for name in [
        "flip-vertical",
        "mirror-horizontal",
        "mirror-diagonal",
        "mirror-anti-diagonal",
        "rotate-90",
        "rotate-180",
        "rotate-270",
        "identity",
    ]:
        driver.find_element(By.CSS_SELECTOR, f'[data-symmetry="{name}"]').click()
        expected = a1h8("transform", name, fen).strip()
        shown = driver.find_element(By.ID, "symmetry-fen").get_attribute("value")
        assert shown == expected, name
        fen = expected
    # A symmetry that does not apply says why, and changes nothing.
    visit(driver, site, ["#mode=symmetry&fen=4k3/8/8/8/8/8/4P3/4K3+w+-+-+0+1"])
    driver.find_element(By.CSS_SELECTOR, '[data-symmetry="rotate-90"]').click()
    assert "pawns" in driver.find_element(By.ID, "symmetry-error").text
    assert "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" == driver.find_element(By.ID, "symmetry-fen").get_attribute("value")


def test_board_sizes_draw_the_librarys_geometry(driver, site):
    rng = random.Random(16)
    sizes = [(1, 1), (16, 16), (10, 8), (3, 2), (1, 16), (16, 1)] + [
        (rng.randint(1, 16), rng.randint(1, 16)) for _ in range(14)
    ]
    values = ["diagonal", "anti-diagonal"] + ["moves-" + d for d in DIRECTION_NAMES]
    hashes, cases = [], []
    for files, ranks in sizes:
        geometry = json.loads(a1h8("geometry", "--files", str(files), "--ranks", str(ranks), "--json"))
        for value in values:
            hashes.append(f"#mode=sizes&files={files}&ranks={ranks}&value={value}&line=diagonal")
            cases.append((geometry, value, None))
        square = rng.choice(geometry["squares"])["name"]
        for line in ("diagonal", "anti-diagonal"):
            hashes.append(f"#mode=sizes&files={files}&ranks={ranks}&value=diagonal&line={line}&square={square}")
            cases.append((geometry, line, square))
    pages = visit(driver, site, hashes)
    for (geometry, what, square), page in zip(cases, pages):
        by_name = {s["name"]: s for s in geometry["squares"]}
        assert sorted(name for name, _ in page["values"]) == sorted(by_name)
        if square is None:
            for name, value in page["values"]:
                info = by_name[name]
                if what in ("diagonal", "anti-diagonal"):
                    expected = info[what.replace("-", "_")]
                else:
                    expected = info["rays"][what[6:].replace("-", "_")]
                assert value == expected, (geometry["files"], geometry["ranks"], name, what)
        else:
            info = by_name[square]
            lines = geometry["diagonals" if what == "diagonal" else "anti_diagonals"]
            number = info[what.replace("-", "_")]
            expected = next(d["squares"] for d in lines if d["index"] == number)
            assert page["on"] == sorted(expected)


def test_the_forum_posts_formulas_are_marked_where_they_hold(driver, site):
    def holds(files, ranks):
        visit(driver, site, [f"#mode=sizes&files={files}&ranks={ranks}&value=diagonal&line=diagonal"])
        return driver.execute_script(
            "return Array.from(document.querySelectorAll('#info tr')).slice(1).map("
            "r => Array.from(r.querySelectorAll('[data-holds]')).map(e => e.dataset.holds))"
        )

    assert holds(8, 8) == [["true"] * 3] * 6
    # docs/geometry.md: on 10x8 the NW-SE backlen holds verbatim (its
    # constants cancel), and so does the NE-SW len, which depends on the
    # ranks only (8 here); the general forms hold everywhere.
    ten_by_eight = holds(10, 8)
    assert [row[0] for row in ten_by_eight] == ["false", "true", "false", "false", "true", "false"]
    assert all(row[1] == "null" and row[2] == "true" for row in ten_by_eight)
    assert all(row[1] == "true" for row in holds(7, 7))


def test_every_view_reloads_to_the_same_state(driver, site):
    hashes = [
        "#mode=board&square=c2&show=ray-north-east&pair=between",
        "#mode=board&square=b2&second=g7&show=lines&pair=line",
        "#mode=slider&piece=queen&square=d4&occupied=0x0000080000400002",
        "#mode=symmetry&fen=8%2F8%2F8%2F8%2F8%2F2k5%2Fq7%2F4K3+b+-+-+0+1",
        "#mode=sizes&files=10&ranks=8&value=moves-north-east&line=anti-diagonal&square=c3",
    ]
    for hash_ in hashes:
        load(driver, site + hash_)
        before = visit(driver, site, [hash_])[0]
        driver.refresh()
        ready(driver)
        after = visit(driver, site, [driver.execute_script("return location.hash")])[0]
        assert after == before, hash_
        assert before["on"], hash_
    # A view made by clicking is a link to itself.
    load(driver, site + "#mode=board")
    driver.find_element(By.CSS_SELECTOR, '[data-square="e4"]').click()
    driver.find_element(By.CSS_SELECTOR, '[data-square="h7"]').click()
    url = driver.current_url
    shown = driver.execute_script(SHOWN)
    assert shown == library_squares("between", "e4", "h7")
    load(driver, url)
    assert driver.execute_script(SHOWN) == shown


def test_squares_are_buttons_named_for_the_keyboard(driver, site):
    load(driver, site + "#mode=board")
    squares = driver.find_elements(By.CSS_SELECTOR, "#board [data-square]")
    for square in squares:
        assert square.tag_name == "button"
        assert square.get_attribute("aria-label") == square.get_attribute("data-square")
        assert square.get_attribute("tabindex") in (None, "0")
    # Tab reaches the board; arrows move along it; Enter picks a square.
    e4 = driver.find_element(By.CSS_SELECTOR, '[data-square="e4"]')
    driver.execute_script("arguments[0].focus()", e4)
    active = driver.switch_to.active_element
    active.send_keys(Keys.ARROW_RIGHT)
    active = driver.switch_to.active_element
    active.send_keys(Keys.ARROW_UP)
    active = driver.switch_to.active_element
    assert active.get_attribute("data-square") == "f5"
    active.send_keys(Keys.ENTER)
    assert "square=f5" in driver.current_url
    assert driver.switch_to.active_element.get_attribute("data-square") == "f5"
    # Tab from the last control lands on a square.
    driver.find_element(By.ID, "board-clear").click()
    driver.switch_to.active_element.send_keys(Keys.TAB)
    assert driver.switch_to.active_element.get_attribute("data-square") == "a8"


SCREENSHOT_VIEWS = {
    "board": "#mode=board&square=b2&second=g7&show=lines&pair=between",
    "slider": "#mode=slider&piece=rook&square=e4&occupied=0x0000100002001000",
    "symmetry": "#mode=symmetry&fen=k7%2F8%2FNK2B3%2F8%2F8%2F8%2F8%2F8+w+-+-+0+1",
    "sizes": "#mode=sizes&files=10&ranks=8&value=diagonal&line=diagonal&square=c3",
    "tablebase": "#mode=tablebase&fen=8%2F8%2F8%2F8%2F3k4%2F8%2F8%2FR3K3+w+-+-+0+1&moves=a1a5%2Cd4c4&reply=auto",
}


@pytest.mark.parametrize("mode", list(SCREENSHOT_VIEWS))
def test_a_screenshot_of_each_mode(driver, site, screenshots, mode):
    # A fresh page: no focus ring left over from other tests.
    load(driver, site + SCREENSHOT_VIEWS[mode])
    assert driver.execute_script("return document.body.dataset.mode") == mode
    path = screenshots / f"{mode}.png"
    assert driver.save_screenshot(str(path))
    assert path.stat().st_size > 10_000
    if os.environ.get("A1H8_UPDATE_DOCS") == "1":
        docs = REPO / "docs" / "site"
        docs.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, docs / f"{mode}.png")


# ---- Issue 19: the look of the page ----

BOARD_RECT = """
const squares = Array.from(document.querySelectorAll('#board [data-square]')).map(e => e.getBoundingClientRect());
return {
  left: Math.min(...squares.map(r => r.left)), right: Math.max(...squares.map(r => r.right)),
  top: Math.min(...squares.map(r => r.top)), bottom: Math.max(...squares.map(r => r.bottom)),
  width: window.innerWidth, height: window.innerHeight,
};
"""


@pytest.mark.parametrize("size", [(1400, 1000), (1000, 700), (560, 900)])
def test_the_board_scales_with_the_window(driver, site, size):
    driver.set_window_size(*size)
    try:
        for view in ("#mode=board", "#mode=sizes&files=16&ranks=16&value=diagonal&line=diagonal"):
            load(driver, site + view)
            rect = driver.execute_script(BOARD_RECT)
            smaller = min(rect["width"], rect["height"])
            # Its squares take at least 60% of the window's smaller side
            # (it was 310 px wide in a 1400 x 1000 window), and the board
            # stays inside the window's width.
            assert rect["right"] - rect["left"] >= 0.6 * smaller, (size, view, rect)
            assert rect["right"] <= rect["width"], (size, view, rect)
    finally:
        driver.set_window_size(1400, 1000)


def test_the_slider_legend_names_both_greens(driver, site):
    load(driver, site + "#mode=slider&piece=rook&square=e4&occupied=0x0000100002001000")
    legend = driver.find_element(By.ID, "legend")
    assert legend.is_displayed()
    text = legend.text
    assert "light green" in text and "dark green" in text and "attacked" in text, text
    background = "return getComputedStyle(arguments[0]).backgroundColor;"
    # The legend's two swatches are the colours of an attacked light square
    # (g4) and an attacked dark square (e3) on the board.
    swatches = [driver.execute_script(background, e) for e in legend.find_elements(By.CSS_SELECTOR, "i.on-light, i.on-dark")]
    light = driver.execute_script(background, driver.find_element(By.CSS_SELECTOR, '[data-square="g4"]'))
    dark = driver.execute_script(background, driver.find_element(By.CSS_SELECTOR, '[data-square="e3"]'))
    assert driver.find_element(By.CSS_SELECTOR, '[data-square="g4"]').get_attribute("data-on") == "true"
    assert driver.find_element(By.CSS_SELECTOR, '[data-square="e3"]').get_attribute("data-on") == "true"
    assert light != dark
    assert swatches == [light, dark]
    # Not shown in the other modes.
    load(driver, site + "#mode=board")
    assert not driver.find_element(By.ID, "legend").is_displayed()


def test_the_symmetry_buttons_do_not_touch(driver, site):
    load(driver, site + "#mode=symmetry")
    rects = driver.execute_script(
        "return Array.from(document.querySelectorAll('#symmetry-buttons button')).map(b => b.getBoundingClientRect().toJSON());"
    )
    assert len(rects) == 8
    for a, b in zip(rects, rects[1:]):
        if abs(a["top"] - b["top"]) < 1:  # side by side
            assert b["left"] - a["right"] >= 4, (a, b)
        else:  # the next row
            assert b["top"] - a["bottom"] >= 4, (a, b)
    # Nor the FEN's line above them.
    fen = driver.execute_script("return document.getElementById('symmetry-fen').getBoundingClientRect().toJSON();")
    assert rects[0]["top"] - fen["bottom"] >= 4


def test_the_canonical_board_is_readable(driver, site):
    load(driver, site + "#mode=symmetry&fen=k7%2F8%2FNK2B3%2F8%2F8%2F8%2F8%2F8+w+-+-+0+1")
    cells = driver.execute_script(
        "return Array.from(document.querySelectorAll('#info .mini span')).map(s => "
        "[s.getBoundingClientRect().width, parseFloat(getComputedStyle(s).fontSize), s.textContent]);"
    )
    assert len(cells) == 64
    for width, font, _ in cells:
        assert width >= 32 and font >= 24, (width, font)
    assert sum(1 for _, _, text in cells if text) == 4


# One FEN for each of the FEN reader's faults, and its neighbours.
BAD_FENS = [
    "k7/8/8/8/8/8/8/K7",
    "k7/8/8/8/8/8/8/K7 w - - 0 1 extra",
    "k7/8/8/8/8/8/8/K7 w -",
    "8/8/8 w - - 0 1",
    "k7/8/8/8/8/8/8/8/K7 w - - 0 1",
    "k7/8/8/8/8/8/8/7X w - - 0 1",
    "k7/8/8/8/8/8/8/9 w - - 0 1",
    "k7/8/8/8/8/8/8/K6 w - - 0 1",
    "k7/8/8/8/8/8/8/K7p w - - 0 1",
    "k7/8/8/8/8/8/8/K8 w - - 0 1",
    "k7/8/8/8/8/8/8/K16 w - - 0 1",
    "k7/8/8/8/8/8/8/K'6 w - - 0 1",
    "k7/8/8/8/8/8/8/K7 x - - 0 1",
    "k7/8/8/8/8/8/8/K7 white - - 0 1",
    "k7/8/8/8/8/8/8/K7 w Z - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w QK - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkqK - 0 1",
    "k7/8/8/8/8/8/8/K7 w - z9 0 1",
    "k7/8/8/8/8/8/8/K7 w - e 0 1",
    "k7/8/8/8/8/8/8/K7 w - e9 0 1",
    "k7/8/8/8/8/8/8/K7 w - e33 0 1",
    "k7/8/8/8/8/8/8/K7 w - - x 1",
    "k7/8/8/8/8/8/8/K7 w - - 0 -1",
    "k7/8/8/8/8/8/8/K7 w - - 99999999999 1",
    "k7/8/8/8/8/8/8/K7 w - - 0 0",
    "8/8/8/8/8/8/8/K7 w - - 0 1",
    "k7/8/8/8/8/8/8/8 w - - 0 1",
    "kk6/8/8/8/8/8/8/K7 w - - 0 1",
    "k7/8/8/8/8/8/8/KK6 w - - 0 1",
    "k7/8/8/8/8/PPPPPPPP/P7/K7 w - - 0 1",
    "k7/8/8/QQQQQQQQ/QQQQQQQQ/8/8/K7 w - - 0 1",
    "P6k/8/8/8/8/8/8/K7 w - - 0 1",
    "k7/8/8/8/8/8/8/K6p b - - 0 1",
    "k7/8/8/8/8/8/8/K7 w K - 0 1",
    "k7/8/8/8/8/8/4K3/7R w K - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/R3K3 w Kq - 0 1",
    "4k3/8/8/8/8/8/8/4K2R w A - 0 1",
    "k7/8/8/8/8/8/8/K7 w - e3 0 1",
    "k7/8/8/8/8/8/8/K7 w - e6 0 1",
    "k7/8/8/4p3/8/8/8/K7 w - e6 0 1",
    "k7/8/4n3/4p3/8/8/8/K7 w - e6 0 1",
    "k7/R7/8/8/8/8/8/K7 w - - 0 1",
    "k7/8/8/8/8/8/8/K7 b - - 0 1",
    "k7/8/8/8/8/8/1bn5/Kr6 w - - 0 1",
    "4r2k/8/8/8/4K3/8/8/4r3 w - - 0 1",
    "R3k3/8/8/8/4P3/8/8/4K3 b - e3 0 1",
    "k7/8/8/8/r7/8/8/K1r5 w - - 0 1",
    "k7/8/8/8/8/8/8/K6r w - - 0 1",
    "7k/8/8/8/2p5/8/8/r3K3 w - c3 0 1",
    "k7/8/8/8/8/8/8/K7 w - - 0 1 ",
    "  k7/8/8/8/8/8/8/K6 w - - 0 1",
    "k7/8/8/8/8/8/8/K7 w - - 0 1\u00e9",
]


def cli_fen_error(fen):
    """What `a1h8 show FEN` says of `fen`: its one error line, without "a1h8: "."""
    done = subprocess.run([str(A1H8), "show", fen], capture_output=True, text=True)
    if done.returncode == 0:
        return None
    line = done.stderr.strip()
    assert line.startswith("a1h8: ") and "\n" not in line, line
    return line[len("a1h8: "):]


def test_a_bad_fen_says_what_is_wrong_as_the_cli_does(driver, site):
    cases = [(fen, cli_fen_error(fen)) for fen in BAD_FENS]
    refused = [(fen, error) for fen, error in cases if error is not None]
    # Nearly all of them are bad; a few are good, to show that the page
    # accepts what the CLI accepts.
    assert len(refused) >= 40
    pages = visit(driver, site, ["#mode=symmetry&fen=" + urllib.parse.quote(fen, safe="") for fen, _ in cases])
    for (fen, error), page in zip(cases, pages):
        shown = driver.execute_script(
            "try { a1h8Explorer.canonical(arguments[0]); return null; } catch (e) { return e.message; }", fen
        )
        assert shown == error, fen
        if error is not None:
            assert page["text"].startswith(error), (fen, page["text"])
            assert page["canonical"] is None
