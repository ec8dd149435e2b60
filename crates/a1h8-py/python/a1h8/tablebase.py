"""Endgame tablebases of chess: every position of an ending with its values.

A ``Tablebase`` is a directory of table files. ``generate`` makes the tables
of endings (Syzygy's names: ``"KQvKR"``) and of the smaller endings their
captures and promotions lead into, with all four metrics or those asked for
(``metrics="wdl50,dtz"``, Syzygy's pair; ``"dtm,wdl"``, Gaviota's); ``probe``
gives a position's values with python-chess's conventions (``wdl`` and
``dtm`` as Gaviota's, ``wdl50`` and ``dtz`` as Syzygy's), those its table
holds, and those of every legal move: a ``Values``, whose missing metrics
raise ``MissingMetricError`` naming the table. ``Tablebase(directory,
variant="gardner")`` holds a built-in variant's tables, in the folder of the
directory named after it.

>>> import tempfile
>>> from a1h8.tablebase import Tablebase
>>> tables = Tablebase(tempfile.mkdtemp())
>>> tables.generate(["KQvK"])
>>> values = tables.probe("8/8/8/5k2/8/8/1Q6/K7 w - - 0 1")
>>> values["wdl"], values["dtm"], values["wdl50"], values["dtz"]
(1, 19, 2, 19)
>>> sorted({move["dtm"] for move in values["moves"]})  # each move: Black's DTM after it
[-18, 0]
>>> syzygy = Tablebase(tempfile.mkdtemp())
>>> syzygy.generate(["KQvK"], metrics="wdl50,dtz")
>>> values = syzygy.probe("8/8/8/5k2/8/8/1Q6/K7 w - - 0 1")
>>> sorted(key for key in values if key != "moves"), values.metrics
(['dtz', 'wdl', 'wdl50'], 'wdl,wdl50,dtz')
>>> values["dtm"]
Traceback (most recent call last):
    ...
a1h8.tablebase.MissingMetricError: the table of KQvK holds wdl,wdl50,dtz, not dtm: generate it again with dtm among its metrics
"""

from typing import Any, Iterable, Mapping, Tuple, Union

from ._a1h8 import Tablebase

__all__ = ["MissingMetricError", "Tablebase", "Values"]

#: The names of the four metrics.
METRICS = ("dtm", "wdl", "wdl50", "dtz")


class MissingMetricError(KeyError, ValueError):
    """A metric asked of a table that lacks it: the message names the table
    and the metric. A ``KeyError`` (a ``Values`` asked for a key it lacks)
    and a ``ValueError`` (as the other errors of a probe)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class Values(dict):  # type: ignore[type-arg]
    """The values of one position, as ``Tablebase.probe`` gives them: a dict
    of the metrics its table holds ("wdl" always, "dtm", "wdl50" and "dtz"
    if the table holds them), and "moves" for the position probed. Asking
    for a metric the table lacks raises ``MissingMetricError`` naming the
    table; ``get`` gives ``None``, and ``in`` says whether it is there.

    ``ending`` is the table's ending (stored orientation: ``"KQvK"``),
    ``metrics`` what the values hold (``"wdl,wdl50,dtz"``), and ``syzygy``
    whether they were read in Syzygy's files (``"wdl50"`` and ``"dtz"``
    only)."""

    __slots__ = ("ending", "metrics", "syzygy")

    def __init__(
        self,
        values: Union[Mapping[str, Any], Iterable[Tuple[str, Any]]] = (),
        ending: str = "",
        metrics: str = "",
        syzygy: bool = False,
    ) -> None:
        super().__init__(values)
        self.ending = ending
        self.metrics = metrics
        self.syzygy = syzygy

    def __missing__(self, key: Any) -> Any:
        if key in METRICS and self.syzygy:
            raise MissingMetricError(
                f"{self.ending} is read in Syzygy's files, which hold {self.metrics}, not {key}"
            )
        if key in METRICS:
            raise MissingMetricError(
                f"the table of {self.ending} holds {self.metrics}, not {key}: "
                f"generate it again with {key} among its metrics"
            )
        raise KeyError(key)

    def __reduce__(self) -> Any:
        return (Values, (dict(self), self.ending, self.metrics, self.syzygy))

    def __repr__(self) -> str:
        return (
            f"Values({dict.__repr__(self)}, ending={self.ending!r}, metrics={self.metrics!r}, "
            f"syzygy={self.syzygy!r})"
        )
