"""The examples in the package's docstrings, run as doctests."""

import doctest

import pytest

import a1h8
import a1h8.attacks
import a1h8.distributed
import a1h8.pgn
import a1h8.tablebase


@pytest.mark.parametrize(
    "module", [a1h8, a1h8.attacks, a1h8.distributed, a1h8.pgn, a1h8.tablebase, a1h8.Position]
)
def test_docstring_examples(module):
    if isinstance(module, type):
        finder = doctest.DocTestFinder()
        runner = doctest.DocTestRunner()
        tests = finder.find(module, module.__name__, globs={"a1h8": a1h8})
        for test in tests:
            runner.run(test)
        result = runner.summarize(verbose=False)
    else:
        result = doctest.testmod(module)
    assert result.failed == 0
    if module is not a1h8.distributed:
        assert result.attempted > 0
