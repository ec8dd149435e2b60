"""The README's Python session (its ```pycon blocks), run as a doctest: the
output shown there is what the package prints."""

import doctest
import re
from pathlib import Path

README = Path(__file__).resolve().parents[3] / "README.md"


def test_readme_python_sessions():
    blocks = re.findall(r"```pycon\n(.*?)```", README.read_text(), flags=re.S)
    assert blocks, "the README has a ```pycon session"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for number, block in enumerate(blocks, start=1):
        test = doctest.DocTestParser().get_doctest(block, {}, f"README pycon {number}",
                                                   str(README), 0)
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0
    assert result.attempted >= 10
