#!/usr/bin/env python3
"""Sample positions of the 3- and 4-piece endings with their Syzygy WDL and DTZ.

What it writes
    crates/a1h8-tablebase/tests/data/syzygy-samples.tsv: a header line
    "fen<TAB>wdl<TAB>dtz", then one line per sampled position: its full FEN
    (clocks "0 1") and the WDL and DTZ that python-chess's Syzygy prober
    (chess.syzygy, the oracle) reads from the published tables.

    For every ending whose .rtbw file is in the directory (KRvKP: the left
    side's pieces, then the right side's), and for both colour assignments
    (the left side as White and as Black), it draws POSITIONS random legal
    positions: pieces on random distinct squares (pawns on ranks 2-7), random
    side to move, no castling, kept if board.is_valid(). For every ending in
    which both colours have a pawn, it also draws EP_POSITIONS positions with
    an en passant square at which an en passant capture is legal. The random
    generator has a fixed seed: the output is the same on every run.

How to run (python-chess >= 1.10, e.g. in a venv:
            python3 -m venv /tmp/samples-venv
            /tmp/samples-venv/bin/pip install "chess>=1.10")
    python3 scripts/syzygy_samples.py /path/to/syzygy > crates/a1h8-tablebase/tests/data/syzygy-samples.tsv
    (or give the output path as a second argument).

    CI does not run it: the tests read the TSV it wrote.
"""

import pathlib
import random
import sys

import chess
import chess.syzygy

SEED = 20261202
POSITIONS = 30  # per ending and colour assignment
EP_POSITIONS = 40  # per ending with pawns of both colours
MAX_TRIES = 1_000_000

PAWN_SQUARES = [sq for sq in chess.SQUARES if 1 <= chess.square_rank(sq) <= 6]


def pieces(side, color):
    return [chess.Piece(chess.PIECE_SYMBOLS.index(c.lower()), color) for c in side]


def place(rng, board, men, taken):
    """Puts men on random distinct squares not in taken; False if impossible."""
    for piece in men:
        squares = PAWN_SQUARES if piece.piece_type == chess.PAWN else chess.SQUARES
        free = [sq for sq in squares if sq not in taken]
        if not free:
            return False
        sq = rng.choice(free)
        taken.add(sq)
        board.set_piece_at(sq, piece)
    return True


def random_position(rng, white, black):
    board = chess.Board(None)
    board.turn = rng.choice(chess.COLORS)
    if place(rng, board, white + black, set()) and board.is_valid():
        return board
    return None


def random_ep_position(rng, white, black):
    """The side to move may capture en passant the pawn the opponent just pushed."""
    board = chess.Board(None)
    board.turn = rng.choice(chess.COLORS)
    pusher = not board.turn
    men = white + black
    pawns = [i for i, p in enumerate(men) if p.piece_type == chess.PAWN and p.color == pusher]
    pawn = men.pop(rng.choice(pawns))
    file = rng.randrange(8)
    rank4, rank3, rank2 = (3, 2, 1) if pusher == chess.WHITE else (4, 5, 6)
    pawn_sq = chess.square(file, rank4)
    board.set_piece_at(pawn_sq, pawn)
    board.ep_square = chess.square(file, rank3)
    taken = {pawn_sq, board.ep_square, chess.square(file, rank2)}
    if place(rng, board, men, taken) and board.is_valid() and board.has_legal_en_passant():
        return board
    return None


def sample(rng, make, white, black, count, seen):
    boards = []
    for _ in range(MAX_TRIES):
        if len(boards) == count:
            break
        board = make(rng, white, black)
        if board is not None and board.fen(en_passant="legal") not in seen:
            seen.add(board.fen(en_passant="legal"))
            boards.append(board)
    return boards


def main():
    directory = pathlib.Path(sys.argv[1])
    out = open(sys.argv[2], "w") if len(sys.argv) > 2 else sys.stdout
    rng = random.Random(SEED)
    endings = sorted(p.stem for p in directory.glob("*.rtbw"))
    boards, seen = [], set()
    for ending in endings:
        left, right = ending.split("v")
        for left_color in (chess.WHITE, chess.BLACK):
            white = pieces(left if left_color else right, chess.WHITE)
            black = pieces(right if left_color else left, chess.BLACK)
            boards += sample(rng, random_position, white, black, POSITIONS, seen)
        if "P" in left and "P" in right:
            for left_color in (chess.WHITE, chess.BLACK):
                white = pieces(left if left_color else right, chess.WHITE)
                black = pieces(right if left_color else left, chess.BLACK)
                boards += sample(rng, random_ep_position, white, black, EP_POSITIONS // 2, seen)
    skipped = 0
    with chess.syzygy.open_tablebase(str(directory)) as tablebase:
        out.write("fen\twdl\tdtz\n")
        for board in boards:
            try:
                wdl, dtz = tablebase.probe_wdl(board), tablebase.probe_dtz(board)
            except (KeyError, chess.syzygy.MissingTableError):
                skipped += 1
                continue
            out.write(f"{board.fen(en_passant='legal')}\t{wdl}\t{dtz}\n")
    if skipped:
        print(f"skipped {skipped} positions the tables could not probe", file=sys.stderr)


if __name__ == "__main__":
    main()
