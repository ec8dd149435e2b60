"""a1h8.attacks against python-chess (`BB_KNIGHT_ATTACKS`,
`BB_KING_ATTACKS`, `BB_PAWN_ATTACKS`, its slider tables and
`Board.attacks_mask`) and against a plain walk written here (step by step
until the edge or the first occupied square, which is included), for every
square and a few hundred random occupancies, and for the occupancies and
pieces of playout positions (conftest.py).
"""

import random

import chess
import pytest

from a1h8 import attacks
from conftest import all_positions

ROOK_STEPS = [(0, 1), (1, 0), (0, -1), (-1, 0)]
BISHOP_STEPS = [(1, 1), (1, -1), (-1, -1), (-1, 1)]
KNIGHT_JUMPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
KING_STEPS = ROOK_STEPS + BISHOP_STEPS


def slide(square, occupied, steps):
    """Walk from `square` along each step until the edge, stopping on (and
    including) the first occupied square."""
    attacked = 0
    for step_file, step_rank in steps:
        file, rank = square % 8 + step_file, square // 8 + step_rank
        while 0 <= file < 8 and 0 <= rank < 8:
            attacked |= 1 << (8 * rank + file)
            if occupied >> (8 * rank + file) & 1:
                break
            file, rank = file + step_file, rank + step_rank
    return attacked


def leap(square, jumps):
    attacked = 0
    for step_file, step_rank in jumps:
        file, rank = square % 8 + step_file, square // 8 + step_rank
        if 0 <= file < 8 and 0 <= rank < 8:
            attacked |= 1 << (8 * rank + file)
    return attacked


def python_chess_rook(square, occupied):
    return (
        chess.BB_RANK_ATTACKS[square][chess.BB_RANK_MASKS[square] & occupied]
        | chess.BB_FILE_ATTACKS[square][chess.BB_FILE_MASKS[square] & occupied]
    )


def python_chess_bishop(square, occupied):
    return chess.BB_DIAG_ATTACKS[square][chess.BB_DIAG_MASKS[square] & occupied]


def random_occupancies():
    """A few hundred occupancies, from nearly empty to nearly full."""
    rng = random.Random(7)
    occupancies = [0, chess.BB_ALL, chess.BB_CORNERS, chess.BB_BACKRANKS]
    for density in (0.05, 0.15, 0.3, 0.5, 0.8):
        for _ in range(60):
            occupancies.append(sum(1 << s for s in range(64) if rng.random() < density))
    return occupancies


def test_leapers_on_every_square():
    for square in range(64):
        assert attacks.knight(square) == chess.BB_KNIGHT_ATTACKS[square] == leap(square, KNIGHT_JUMPS)
        assert attacks.king(square) == chess.BB_KING_ATTACKS[square] == leap(square, KING_STEPS)


def test_pawns_on_every_square():
    for square in range(64):
        rank = square // 8
        white = leap(square, [(-1, 1), (1, 1)]) if rank < 7 else 0
        black = leap(square, [(-1, -1), (1, -1)]) if rank > 0 else 0
        for color in (True, "white", "w"):
            assert attacks.pawn(color, square) == chess.BB_PAWN_ATTACKS[chess.WHITE][square] == white
        for color in (False, "black", "b"):
            assert attacks.pawn(color, square) == chess.BB_PAWN_ATTACKS[chess.BLACK][square] == black


def test_sliders_on_random_occupancies_against_a_plain_walk():
    for occupied in random_occupancies():
        for square in range(64):
            rook = slide(square, occupied, ROOK_STEPS)
            bishop = slide(square, occupied, BISHOP_STEPS)
            knight = leap(square, KNIGHT_JUMPS)
            assert attacks.rook(square, occupied) == rook, (square, occupied)
            assert attacks.bishop(square, occupied) == bishop, (square, occupied)
            assert attacks.queen(square, occupied) == rook | bishop, (square, occupied)
            assert attacks.archbishop(square, occupied) == bishop | knight, (square, occupied)
            assert attacks.chancellor(square, occupied) == rook | knight, (square, occupied)


def test_sliders_on_random_occupancies_against_python_chess():
    for occupied in random_occupancies():
        for square in range(64):
            assert attacks.rook(square, occupied) == python_chess_rook(square, occupied)
            assert attacks.bishop(square, occupied) == python_chess_bishop(square, occupied)


def test_sliders_ignore_their_own_square():
    rng = random.Random(8)
    for _ in range(200):
        occupied = rng.getrandbits(64)
        square = rng.randrange(64)
        with_it, without = occupied | 1 << square, occupied & ~(1 << square)
        for slider in (attacks.rook, attacks.bishop, attacks.queen):
            assert slider(square, with_it) == slider(square, without)


def test_playout_occupancies_against_python_chess():
    positions = all_positions()[::4]
    assert len(positions) > 1000
    for sample in positions:
        occupied = chess.BaseBoard(sample.fen.split()[0]).occupied
        for square in range(64):
            assert attacks.rook(square, occupied) == python_chess_rook(square, occupied)
            assert attacks.bishop(square, occupied) == python_chess_bishop(square, occupied)


@pytest.mark.parametrize("stride_start", range(3))
def test_pieces_of_playout_positions_against_attacks_mask(stride_start):
    """For every piece of a third of the playout positions: the squares it
    attacks (python-chess `Board.attacks_mask`) are a1h8's attacks of its
    kind with the position's occupancy."""
    for sample in all_positions()[stride_start::3]:
        board = chess.BaseBoard(sample.fen.split()[0])
        occupied = board.occupied
        for square, piece in board.piece_map().items():
            kind = piece.piece_type
            if kind == chess.PAWN:
                ours = attacks.pawn(piece.color, square)
            elif kind == chess.KNIGHT:
                ours = attacks.knight(square)
            elif kind == chess.KING:
                ours = attacks.king(square)
            elif kind == chess.BISHOP:
                ours = attacks.bishop(square, occupied)
            elif kind == chess.ROOK:
                ours = attacks.rook(square, occupied)
            else:
                ours = attacks.queen(square, occupied)
            assert ours == board.attacks_mask(square), (sample.fen, chess.square_name(square))
