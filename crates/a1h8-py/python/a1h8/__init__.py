"""a1h8: chess-board geometry, symmetries, attacks, legal moves and perft.

The Rust library a1h8 seen from Python. Squares are ints (0 = a1 to 63 = h8
on the 8x8 board; ``file + files * rank`` on a ``BoardSize``), bitboards are
ints with bit ``square`` set, moves are UCI strings, positions are FEN. Bad
input raises ``ValueError`` with the library's message (an argument of the
wrong type raises ``TypeError``).

>>> import a1h8
>>> a1h8.square_name(a1h8.parse_square("e4"))
'e4'
>>> [a1h8.square_name(s) for s in a1h8.squares(a1h8.between(0, 63))]
['b2', 'c3', 'd4', 'e5', 'f6', 'g7']
>>> a1h8.perft("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4)
197281
"""

from . import attacks
from ._a1h8 import (
    DIRECTIONS,
    MAX_PERFT_DEPTH,
    SYMMETRIES,
    VARIANTS,
    Board,
    BoardSize,
    Outcome,
    Position,
    __version__,
    aligned,
    anti_diagonal_mask,
    anti_diagonal_of,
    between,
    canonical,
    diagonal_mask,
    diagonal_of,
    file_mask,
    file_of,
    line,
    moves_to_edge,
    parse_square,
    perft,
    PerftSplit,
    perft_units,
    rank_mask,
    rank_of,
    ray,
    square,
    square_name,
    squares,
    transform,
    Variant,
)

__all__ = [
    "DIRECTIONS",
    "MAX_PERFT_DEPTH",
    "SYMMETRIES",
    "VARIANTS",
    "Board",
    "BoardSize",
    "Outcome",
    "Position",
    "__version__",
    "aligned",
    "anti_diagonal_mask",
    "anti_diagonal_of",
    "attacks",
    "between",
    "canonical",
    "diagonal_mask",
    "diagonal_of",
    "file_mask",
    "file_of",
    "line",
    "moves_to_edge",
    "parse_square",
    "perft",
    "PerftSplit",
    "perft_units",
    "rank_mask",
    "rank_of",
    "ray",
    "square",
    "square_name",
    "squares",
    "transform",
    "Variant",
]
