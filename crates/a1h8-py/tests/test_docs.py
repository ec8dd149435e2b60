"""The Python sessions (```pycon blocks) of the repository's README, of its
docs/ pages and of the package's own README (the wheel's description), run as
doctests: the output shown there is what the package prints."""

import doctest
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
README = ROOT / "README.md"
PACKAGE_README = Path(__file__).resolve().parents[1] / "README.md"


def run_sessions(path):
    """Runs every ```pycon block of `path`; returns the number of examples."""
    blocks = re.findall(r"```pycon\n(.*?)```", path.read_text(), flags=re.S)
    assert blocks, f"{path} has a ```pycon session"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for number, block in enumerate(blocks, start=1):
        test = doctest.DocTestParser().get_doctest(block, {}, f"{path.name} pycon {number}",
                                                   str(path), 0)
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0
    return result.attempted


def test_readme_python_session():
    assert run_sessions(README) >= 3


def test_python_page_sessions():
    assert run_sessions(ROOT / "docs" / "python.md") >= 10


def test_variants_page_session():
    assert run_sessions(ROOT / "docs" / "variants.md") >= 3


def test_every_session_of_the_docs_is_run():
    """A page with a Python session is one of those run above."""
    with_sessions = {path.name for path in (ROOT / "docs").glob("*.md")
                     if "```pycon" in path.read_text()}
    assert with_sessions == {"python.md", "variants.md"}


def test_package_readme_python_session():
    assert run_sessions(PACKAGE_README) >= 5


def test_package_readme_stands_alone():
    """The package README is the wheel's description, read outside the
    repository: no link or path into it."""
    text = PACKAGE_README.read_text()
    for inside in ["../", "./", "crates/", "shared"]:
        assert inside not in text, inside
    for target in re.findall(r"\]\(([^)]*)\)", text):
        assert target.startswith("https://"), target
