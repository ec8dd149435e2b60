"""Endgame tablebases of chess: every position of an ending with its values.

A ``Tablebase`` is a directory of table files. ``generate`` makes the tables
of endings (Syzygy's names: ``"KQvKR"``) and of the smaller endings their
captures and promotions lead into; ``probe`` gives a position's values with
python-chess's conventions (``wdl`` and ``dtm`` as Gaviota's, ``wdl50`` and
``dtz`` as Syzygy's) and those of every legal move. ``Tablebase(directory,
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
"""

from ._a1h8 import Tablebase

__all__ = ["Tablebase"]
