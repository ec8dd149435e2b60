"""The squares a piece attacks on the 8x8 board, as bitboards.

Sliders stop at the first occupied square, which they attack:

>>> from a1h8 import attacks, parse_square, squares, square_name
>>> blockers = 1 << parse_square("d6")
>>> [square_name(s) for s in squares(attacks.rook(parse_square("d4"), blockers)) if s % 8 == 3]
['d1', 'd2', 'd3', 'd5', 'd6']
"""

from ._a1h8 import attacks as _native

rook = _native.rook
bishop = _native.bishop
queen = _native.queen
archbishop = _native.archbishop
chancellor = _native.chancellor
knight = _native.knight
king = _native.king
pawn = _native.pawn

__all__ = ["archbishop", "bishop", "chancellor", "king", "knight", "pawn", "queen", "rook"]
