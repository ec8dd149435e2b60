"""Shared helpers of the a1h8 tests: the positions of seeded random playouts
(python-chess plays the random moves), the published perft suite's path, and a
few named positions.

The playout corpus is built once per test session and cached; every test
module that needs positions takes them from here, so that all of them check
the same few thousand positions.
"""

import functools
import random
from pathlib import Path
from typing import NamedTuple, Tuple

import chess

#: tests -> crates/a1h8-py -> crates -> the repository's root.
REPO_ROOT = Path(__file__).resolve().parents[3]
#: The published perft suite, in the repository.
STANDARD_EPD = REPO_ROOT / "crates" / "a1h8" / "tests" / "data" / "standard.epd"

START_FEN = chess.STARTING_FEN
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

#: Varied starting points for playouts: the classic perft positions 3 to 6
#: (en passant pins, promotions, castling after captures), a promotion race,
#: a pawn ending,
#: a position full of en passant chances, an empty board to castle on, a
#: double check (rook and bishop) and a black en passant capture that
#: would expose the king.
VARIED_FENS = (
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "8/8/3k4/8/2pPp3/8/4K3/8 b - d3 0 1",
    "4k3/8/8/8/1b6/8/4r3/4K2R w K - 0 1",
    "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
)


class Sample(NamedTuple):
    """A position of a playout: its FEN as python-chess writes it with the
    en passant square of the last double step always included
    (``en_passant="fen"``, the strictest input for a1h8), and whether it is
    a Chess960 position."""

    fen: str
    chess960: bool

    @property
    def variant(self) -> str:
        """The variant name a1h8 takes for it."""
        return "chess960" if self.chess960 else "chess"

    def board(self) -> chess.Board:
        """A fresh python-chess board of this position."""
        return chess.Board(self.fen, chess960=self.chess960)


def ends_game(board: chess.Board, move: chess.Move) -> bool:
    """Whether `move` mates or stalemates."""
    board.push(move)
    try:
        return not any(board.legal_moves)
    finally:
        board.pop()


def playout(board: chess.Board, rng: random.Random, max_plies: int, keep: float):
    """Positions of one random game from `board`, up to mate, stalemate, bare
    kings or `max_plies` moves: each with probability `keep`, the first and
    the last always.

    The random player picks uniformly among the legal moves, except that
    with at most eight pieces left it plays a move that ends the game
    (mate or stalemate) half of the time when it has one, so that the
    corpus holds enough of both.
    """
    chess960 = board.chess960
    positions = []
    for ply in range(max_plies + 1):
        moves = list(board.legal_moves)
        over = not moves or chess.popcount(board.occupied) == 2 or ply == max_plies
        if ply == 0 or over or rng.random() < keep:
            positions.append(Sample(board.fen(en_passant="fen"), chess960))
        if over:
            break
        move = rng.choice(moves)
        if chess.popcount(board.occupied) <= 8 and rng.random() < 0.5:
            enders = [m for m in moves if ends_game(board, m)]
            if enders:
                move = rng.choice(enders)
        board.push(move)
    return positions


#: name -> (seed, number of games, max plies per game, share of positions kept)
SOURCES = {
    "start": (1, 50, 300, 0.2),
    "kiwipete": (2, 16, 200, 0.2),
    "varied": (3, 4, 200, 0.2),
    "chess960": (4, 40, 300, 0.2),
}


@functools.lru_cache(maxsize=None)
def corpus(source: str) -> Tuple[Sample, ...]:
    """The positions of the seeded playouts of `source` (see `SOURCES`)."""
    seed, games, max_plies, keep = SOURCES[source]
    rng = random.Random(seed)
    positions = []
    for game in range(games):
        if source == "start":
            starts = [chess.Board()]
        elif source == "kiwipete":
            starts = [chess.Board(KIWIPETE)]
        elif source == "varied":
            starts = [chess.Board(fen) for fen in VARIED_FENS]
        elif source == "chess960":
            starts = [chess.Board.from_chess960_pos(rng.randrange(960))]
        else:
            raise KeyError(source)
        for board in starts:
            positions.extend(playout(board, rng, max_plies, keep))
    return tuple(positions)


def all_positions() -> Tuple[Sample, ...]:
    """The positions of every source."""
    return tuple(sample for source in SOURCES for sample in corpus(source))


def fen_difference(ours: str, board: chess.Board, en_passant: str):
    """None if a1h8's FEN `ours` is python-chess's FEN of `board` (with
    `en_passant` as python-chess's option), up to the Chess960 castling
    letters described in test_position.py's docstring; else a description."""
    theirs = board.fen(en_passant=en_passant)
    if ours == theirs:
        return None
    if board.chess960:
        our_fields, their_fields = ours.split(" "), theirs.split(" ")
        shredder_field = board.shredder_fen(en_passant=en_passant).split(" ")[2]
        same_elsewhere = len(our_fields) == 6 and all(
            a == b for i, (a, b) in enumerate(zip(our_fields, their_fields)) if i != 2
        )
        if same_elsewhere and our_fields[2] == shredder_field:
            reread = chess.Board(ours, chess960=True)
            if reread.castling_rights == board.castling_rights:
                return None
    return f"a1h8 {ours!r} != python-chess {theirs!r}"


def first(failures, limit=5):
    """The first few failures, for a readable assertion message."""
    return "\n".join(failures[:limit]) + (
        f"\n... and {len(failures) - limit} more" if len(failures) > limit else ""
    )


def parse_epd(path: Path):
    """The lines of a perft EPD file as (fen, {depth: count})."""
    suite = []
    for line in path.read_text().splitlines():
        if not line.strip():
            continue
        fen, *fields = line.split(";")
        counts = {}
        for field in fields:
            name, value = field.split()
            assert name.startswith("D")
            counts[int(name[1:])] = int(value)
        suite.append((fen.strip(), counts))
    return suite
