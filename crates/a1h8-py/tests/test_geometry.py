"""Squares and lines of a1h8 (the 8x8 module functions and `BoardSize`)
against plain definitions written here by walking the board step by step,
and against python-chess where it has the same thing (square names, files
and ranks, `chess.between`, `chess.ray` = `chess.BB_RAYS`, `SquareSet`).

Conventions checked: squares are ``file + files * rank``; a diagonal is
numbered ``rank - file`` and an anti-diagonal ``rank + file``; `between`
excludes both ends and is 0 off a common line; `line` is the whole line
through both squares, edge to edge, and 0 if there is none or the squares
are equal; `ray` excludes its square; `aligned` is true when one file,
rank, diagonal or anti-diagonal holds all three squares (squares may
repeat).
"""

import itertools
import random

import chess
import pytest

import a1h8

#: A step (files, ranks) for each direction name.
STEPS = {
    "north": (0, 1),
    "north-east": (1, 1),
    "east": (1, 0),
    "south-east": (1, -1),
    "south": (0, -1),
    "south-west": (-1, -1),
    "west": (-1, 0),
    "north-west": (-1, 1),
}
ABBREVIATIONS = {
    "north": "n", "north-east": "ne", "east": "e", "south-east": "se",
    "south": "s", "south-west": "sw", "west": "w", "north-west": "nw",
}
FILE_LETTERS = "abcdefghijklmnop"


class PlainBoard:
    """A board of `files` x `ranks` walked one step at a time."""

    def __init__(self, files, ranks):
        self.files, self.ranks = files, ranks
        self.count = files * ranks

    def index(self, file, rank):
        return file + self.files * rank

    def coordinates(self, square):
        return square % self.files, square // self.files

    def on_board(self, file, rank):
        return 0 <= file < self.files and 0 <= rank < self.ranks

    def name(self, square):
        file, rank = self.coordinates(square)
        return FILE_LETTERS[file] + str(rank + 1)

    def walk(self, square, direction):
        """The squares from `square` (excluded) to the edge, in order."""
        step_file, step_rank = STEPS[direction]
        file, rank = self.coordinates(square)
        path = []
        while True:
            file, rank = file + step_file, rank + step_rank
            if not self.on_board(file, rank):
                return path
            path.append(self.index(file, rank))

    @staticmethod
    def bits(squares):
        bitboard = 0
        for square in squares:
            bitboard |= 1 << square
        return bitboard

    def ray(self, square, direction):
        return self.bits(self.walk(square, direction))

    def between(self, a, b):
        for direction in STEPS:
            path = self.walk(a, direction)
            if b in path:
                return self.bits(path[: path.index(b)])
        return 0

    def line(self, a, b):
        for direction in STEPS:
            if b in self.walk(a, direction):
                opposite = {v: k for k, v in STEPS.items()}[
                    tuple(-x for x in STEPS[direction])
                ]
                return self.bits([a] + self.walk(a, direction) + self.walk(a, opposite))
        return 0

    def lines(self):
        """Every file, rank, diagonal and anti-diagonal, as a set of squares
        found by walking from each square both ways."""
        found = set()
        for square in range(self.count):
            for there, back in (("north", "south"), ("east", "west"),
                                ("north-east", "south-west"), ("north-west", "south-east")):
                found.add(frozenset([square] + self.walk(square, there) + self.walk(square, back)))
        return found

    def lines_of(self):
        """For each square, the set of lines (by number) through it."""
        through = [set() for _ in range(self.count)]
        for number, line in enumerate(self.lines()):
            for square in line:
                through[square].add(number)
        return through

    def where(self, keep):
        """The bitboard of the squares (file, rank) for which keep is true."""
        return self.bits(
            self.index(f, r) for r in range(self.ranks) for f in range(self.files) if keep(f, r)
        )


BOARD = PlainBoard(8, 8)


# --- the 8x8 board ---------------------------------------------------------

def test_directions_and_names():
    assert a1h8.DIRECTIONS == tuple(STEPS)
    for direction in STEPS:
        expected = a1h8.ray(27, direction)
        for spelling in (ABBREVIATIONS[direction], direction.upper(),
                         direction.replace("-", "_"), direction.replace("-", "")):
            assert a1h8.ray(27, spelling) == expected, spelling


def test_every_square_name_file_rank_and_lines():
    for square in range(64):
        file, rank = square % 8, square // 8
        name = "abcdefgh"[file] + "12345678"[rank]
        assert a1h8.square(file, rank) == square
        assert a1h8.square_name(square) == name == chess.square_name(square)
        assert a1h8.parse_square(name) == square == chess.parse_square(name)
        assert a1h8.file_of(square) == file == chess.square_file(square)
        assert a1h8.rank_of(square) == rank == chess.square_rank(square)
        # Diagonal numbers: walk south-west to the edge, then count the
        # steps from there; a1-h8 is 0, a8 is 7, h1 is -7.
        steps_to_a_file_or_first_rank = len(BOARD.walk(square, "south-west"))
        corner = square - 9 * steps_to_a_file_or_first_rank
        assert a1h8.diagonal_of(square) == corner // 8 - corner % 8
        steps_south_east = len(BOARD.walk(square, "south-east"))
        corner = square - 7 * steps_south_east
        assert a1h8.anti_diagonal_of(square) == corner // 8 + corner % 8


def test_masks():
    for index in range(8):
        assert a1h8.file_mask(index) == BOARD.where(lambda f, r: f == index) == chess.BB_FILES[index]
        assert a1h8.rank_mask(index) == BOARD.where(lambda f, r: r == index) == chess.BB_RANKS[index]
    for d in range(-7, 8):
        mask = a1h8.diagonal_mask(d)
        assert mask == BOARD.where(lambda f, r: r - f == d)
        assert all(a1h8.diagonal_of(s) == d for s in a1h8.squares(mask))
    for a in range(15):
        mask = a1h8.anti_diagonal_mask(a)
        assert mask == BOARD.where(lambda f, r: r + f == a)
        assert all(a1h8.anti_diagonal_of(s) == a for s in a1h8.squares(mask))
    assert a1h8.diagonal_mask(0) == chess.BB_RAYS[chess.A1][chess.H8]
    assert a1h8.anti_diagonal_mask(7) == chess.BB_RAYS[chess.A8][chess.H1]
    assert sum(a1h8.diagonal_mask(d) for d in range(-7, 8)) == chess.BB_ALL
    assert sum(a1h8.anti_diagonal_mask(a) for a in range(15)) == chess.BB_ALL


def test_between_and_line_on_every_pair():
    for a, b in itertools.product(range(64), repeat=2):
        between = a1h8.between(a, b)
        assert between == BOARD.between(a, b), (a, b)
        assert between == chess.between(a, b), (a, b)
        line = a1h8.line(a, b)
        assert line == BOARD.line(a, b), (a, b)
        assert line == chess.ray(a, b) == chess.BB_RAYS[a][b], (a, b)


def test_ray_and_moves_to_edge():
    for square in range(64):
        for direction in STEPS:
            path = BOARD.walk(square, direction)
            assert a1h8.ray(square, direction) == BOARD.bits(path)
            assert a1h8.moves_to_edge(square, direction) == len(path)
            assert a1h8.moves_to_edge(square, ABBREVIATIONS[direction]) == len(path)


def test_aligned_on_every_triple():
    through = BOARD.lines_of()
    aligned = a1h8.aligned
    wrong = [
        (a, b, c)
        for a, b, c in itertools.product(range(64), repeat=3)
        if aligned(a, b, c) != bool(through[a] & through[b] & through[c])
    ]
    assert not wrong, wrong[:10]
    assert len(BOARD.lines()) == 8 + 8 + 15 + 15


def test_squares_of_bitboards():
    rng = random.Random(11)
    samples = [0, 1, 1 << 63, 2**64 - 1, chess.BB_LIGHT_SQUARES]
    samples += [rng.getrandbits(64) for _ in range(2000)]
    samples += [rng.getrandbits(64) & rng.getrandbits(64) & rng.getrandbits(64) for _ in range(500)]
    for bitboard in samples:
        expected = [square for square in range(64) if bitboard >> square & 1]
        assert a1h8.squares(bitboard) == expected == list(chess.SquareSet(bitboard))


# --- BoardSize --------------------------------------------------------------

SIZES = [(1, 1), (5, 5), (8, 8), (10, 8), (12, 10), (16, 8), (11, 11), (3, 7), (1, 16)]
BIG_SIZES = [(16, 16), (12, 12), (13, 10)]  # more than 128 squares


def size_id(size):
    return f"{size[0]}x{size[1]}"


@pytest.mark.parametrize("size", SIZES + BIG_SIZES, ids=size_id)
def test_board_size_squares_and_numbering(size):
    files, ranks = size
    board = a1h8.BoardSize(files, ranks)
    plain = PlainBoard(files, ranks)
    assert (board.files, board.ranks, board.square_count) == (files, ranks, files * ranks)
    assert str(board) == f"{files}x{ranks}"
    assert eval(repr(board), {"BoardSize": a1h8.BoardSize}) == board
    assert board == a1h8.BoardSize(files, ranks) and hash(board) == hash(a1h8.BoardSize(files, ranks))
    assert board != a1h8.BoardSize(files % 16 + 1, ranks)
    # Diagonal numbers met while visiting every square.
    assert board.diagonals == sorted({r - f for f in range(files) for r in range(ranks)})
    assert board.anti_diagonals == sorted({r + f for f in range(files) for r in range(ranks)})
    square = 0
    for rank in range(ranks):
        for file in range(files):
            name = FILE_LETTERS[file] + str(rank + 1)
            assert board.square(file, rank) == square
            assert board.square_name(square) == name == plain.name(square)
            assert board.parse_square(name) == square
            assert (board.file_of(square), board.rank_of(square)) == (file, rank)
            assert board.diagonal_of(square) == rank - file
            assert board.anti_diagonal_of(square) == rank + file
            for direction in STEPS:
                assert board.moves_to_edge(square, direction) == len(plain.walk(square, direction))
            square += 1
    for d in board.diagonals:
        walked = 0
        for start in range(plain.count):
            if not plain.walk(start, "south-west"):  # a square on the bottom-left edge
                f, r = plain.coordinates(start)
                if r - f == d:
                    walked = 1 + len(plain.walk(start, "north-east"))
        assert board.diagonal_length(d) == walked, d
    for a in board.anti_diagonals:
        walked = 0
        for start in range(plain.count):
            if not plain.walk(start, "south-east"):
                f, r = plain.coordinates(start)
                if r + f == a:
                    walked = 1 + len(plain.walk(start, "north-west"))
        assert board.anti_diagonal_length(a) == walked, a


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_board_size_masks_and_lines(size):
    files, ranks = size
    board = a1h8.BoardSize(files, ranks)
    plain = PlainBoard(files, ranks)
    for file in range(files):
        assert board.file_mask(file) == plain.where(lambda f, r: f == file)
    for rank in range(ranks):
        assert board.rank_mask(rank) == plain.where(lambda f, r: r == rank)
    for d in board.diagonals:
        assert board.diagonal_mask(d) == plain.where(lambda f, r: r - f == d)
    for a in board.anti_diagonals:
        assert board.anti_diagonal_mask(a) == plain.where(lambda f, r: r + f == a)
    for a, b in itertools.product(range(plain.count), repeat=2):
        assert board.between(a, b) == plain.between(a, b), (a, b)
        assert board.line(a, b) == plain.line(a, b), (a, b)
    for square in range(plain.count):
        for direction in STEPS:
            assert board.ray(square, direction) == plain.ray(square, direction)
    through = plain.lines_of()
    rng = random.Random(files * 100 + ranks)
    if plain.count ** 3 <= 20_000:
        triples = itertools.product(range(plain.count), repeat=3)
    else:
        triples = [tuple(rng.randrange(plain.count) for _ in range(3)) for _ in range(20_000)]
    for a, b, c in triples:
        assert board.aligned(a, b, c) == bool(through[a] & through[b] & through[c]), (a, b, c)
    for _ in range(300):
        bitboard = rng.getrandbits(min(plain.count, 127))
        assert board.squares(bitboard) == [s for s in range(plain.count) if bitboard >> s & 1]


def test_board_size_8x8_is_the_module():
    board = a1h8.BoardSize(8, 8)
    for index in range(8):
        assert board.file_mask(index) == a1h8.file_mask(index)
        assert board.rank_mask(index) == a1h8.rank_mask(index)
    for a, b in itertools.product(range(0, 64, 3), range(64)):
        assert board.between(a, b) == a1h8.between(a, b)
        assert board.line(a, b) == a1h8.line(a, b)


@pytest.mark.parametrize("size", BIG_SIZES, ids=size_id)
def test_board_size_masks_need_at_most_128_squares(size):
    board = a1h8.BoardSize(*size)
    last = board.square_count - 1
    calls = [
        lambda: board.file_mask(0),
        lambda: board.rank_mask(0),
        lambda: board.diagonal_mask(0),
        lambda: board.anti_diagonal_mask(0),
        lambda: board.between(0, last),
        lambda: board.line(0, last),
        lambda: board.ray(0, "north"),
        lambda: board.aligned(0, 1, 2),
    ]
    for call in calls:
        with pytest.raises(ValueError, match="at most 128 squares"):
            call()


def test_board_size_16x8_masks_reach_square_127():
    """The part of the 128-square board that works: masks with bit 127 come
    out as ints."""
    board = a1h8.BoardSize(16, 8)
    assert board.file_mask(15) >> 127 == 1
    assert board.square_name(127) == "p8"


def test_board_size_squares_takes_bit_127():
    board = a1h8.BoardSize(16, 8)
    assert board.squares(1 << 127) == [127]
    assert board.squares(board.file_mask(15)) == list(range(15, 128, 16))


@pytest.mark.parametrize("size", BIG_SIZES, ids=size_id)
def test_board_size_squares_on_big_boards_says_bitboards_stop_at_128_squares(size):
    """Bitboards are ints of at most 128 bits, as the masks are: on a larger
    board `squares` refuses as the mask functions do."""
    board = a1h8.BoardSize(*size)
    for square in (0, 1, 20, 100):
        with pytest.raises(ValueError, match="at most 128 squares"):
            board.squares(1 << square)
