"""Fixtures for the browser tests of `a1h8 site`: the site, freshly written
by the release binary, and one headless Chromium from Debian's packages
(/usr/bin/chromium, driven by /usr/bin/chromedriver; Selenium Manager never
downloads anything)."""

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

REPO = Path(__file__).resolve().parents[3]
TARGET = REPO / "target"
A1H8 = Path(os.environ.get("A1H8", TARGET / "release" / "a1h8"))
SCREENSHOTS = TARGET / "site-screenshots"
CHROMIUM = os.environ.get("A1H8_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("A1H8_CHROMEDRIVER", "/usr/bin/chromedriver")


def a1h8(*args, stdin=None):
    """Runs the a1h8 binary and returns its standard output."""
    done = subprocess.run(
        [str(A1H8), *args], input=stdin, capture_output=True, text=True, check=True
    )
    return done.stdout


def visit_script(shown):
    """The script for ``execute_async_script(script, hashes)`` that sets
    every hash of the list in turn, each time waiting for the page to
    redraw, and returns for each what `shown` (a JavaScript function
    expression) reads of the page."""
    return (
        "const hashes = arguments[0], done = arguments[arguments.length - 1];\n"
        f"const shown = {shown};\n"
        """const results = [];
function next(i) {
  if (i === hashes.length) { done(results); return; }
  const hash = hashes[i];
  if (location.hash === hash) { results.push(shown()); next(i + 1); return; }
  window.addEventListener('hashchange', () => { results.push(shown()); next(i + 1); }, { once: true });
  location.hash = hash;
}
next(0);
"""
    )


@pytest.fixture(scope="session")
def site():
    """The site, written by `a1h8 site` into a fresh directory: its index.html URL."""
    out = Path(tempfile.mkdtemp(prefix="a1h8-site-")) / "site"
    a1h8("site", str(out))
    yield (out / "index.html").as_uri()
    shutil.rmtree(out.parent, ignore_errors=True)


@pytest.fixture(scope="session")
def driver():
    profile = tempfile.mkdtemp(prefix="a1h8-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        # Chromium allows 200 navigations (hash changes too) in 10 seconds
        # unless told otherwise; the tests make thousands.
        "--disable-ipc-flooding-protection",
        "--window-size=1400,1000",
        f"--user-data-dir={profile}",
    ]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    browser = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    browser.set_script_timeout(60)
    yield browser
    browser.quit()
    shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="session")
def screenshots():
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
