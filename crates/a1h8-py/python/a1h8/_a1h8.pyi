"""Type stubs of the extension module a1h8._a1h8 (re-exported by a1h8)."""

import os
from typing import Any, Callable, Dict, List, Optional, Tuple, Union

from . import attacks as attacks

__version__: str
DIRECTIONS: Tuple[str, ...]
#: The deepest perft counted: the tool's --depth, EPD lines, perft and the work units.
MAX_PERFT_DEPTH: int
"""The eight directions: north, north-east, east, ..., north-west."""
SYMMETRIES: Tuple[str, ...]
"""The eight symmetries of the square board, identity first."""
VARIANTS: Tuple[str, ...]
"""The built-in variants: chess, gardner, losalamos, chancellor, capablanca, gothic, embassy."""

# Squares and lines of the 8x8 board: squares 0 (a1) to 63 (h8).
def square(file: int, rank: int) -> int: ...
def square_name(square: int) -> str: ...
def parse_square(name: str) -> int: ...
def file_of(square: int) -> int: ...
def rank_of(square: int) -> int: ...
def diagonal_of(square: int) -> int:
    """rank - file, -7 to 7."""
def anti_diagonal_of(square: int) -> int:
    """rank + file, 0 to 14."""
def file_mask(file: int) -> int: ...
def rank_mask(rank: int) -> int: ...
def diagonal_mask(diagonal: int) -> int: ...
def anti_diagonal_mask(anti_diagonal: int) -> int: ...
def between(a: int, b: int) -> int:
    """The squares strictly between a and b on one line (both excluded), or 0."""
def line(a: int, b: int) -> int:
    """The whole line through a and b, edge to edge, or 0."""
def ray(square: int, direction: str) -> int:
    """direction: a name of DIRECTIONS or its abbreviation ("ne"), in any case."""
def aligned(a: int, b: int, c: int) -> bool: ...
def moves_to_edge(square: int, direction: str) -> int: ...
def squares(bitboard: int) -> List[int]: ...

class BoardSize:
    """A board of files x ranks, each 1 to 16; squares are file + files * rank.

    Masks (and between, line, ray, aligned) need at most 128 squares.
    """

    def __init__(self, files: int, ranks: int) -> None: ...
    @property
    def files(self) -> int: ...
    @property
    def ranks(self) -> int: ...
    @property
    def square_count(self) -> int: ...
    @property
    def diagonals(self) -> List[int]: ...
    @property
    def anti_diagonals(self) -> List[int]: ...
    def square(self, file: int, rank: int) -> int: ...
    def square_name(self, square: int) -> str: ...
    def parse_square(self, name: str) -> int: ...
    def file_of(self, square: int) -> int: ...
    def rank_of(self, square: int) -> int: ...
    def diagonal_of(self, square: int) -> int: ...
    def anti_diagonal_of(self, square: int) -> int: ...
    def diagonal_length(self, diagonal: int) -> int: ...
    def anti_diagonal_length(self, anti_diagonal: int) -> int: ...
    def moves_to_edge(self, square: int, direction: str) -> int: ...
    def file_mask(self, file: int) -> int: ...
    def rank_mask(self, rank: int) -> int: ...
    def diagonal_mask(self, diagonal: int) -> int: ...
    def anti_diagonal_mask(self, anti_diagonal: int) -> int: ...
    def between(self, a: int, b: int) -> int: ...
    def line(self, a: int, b: int) -> int: ...
    def ray(self, square: int, direction: str) -> int: ...
    def aligned(self, a: int, b: int, c: int) -> bool: ...
    def squares(self, bitboard: int) -> List[int]: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class Variant:
    """The rules of a game: chess, Chess960, a built-in variant, or a section of a
    variants.ini (Fairy-Stockfish's syntax, as `a1h8 --variant NAME --variant-file FILE`
    reads it). Every `variant=` argument takes one, or a built-in game's name.

    Equal for equal rules; picklable (made again from its name, or its ini text)."""

    def __init__(self, name: str) -> None:
        """A built-in game: "chess", "chess960" or a name of VARIANTS, in any case."""
    @staticmethod
    def from_ini(text: str, name: str) -> "Variant":
        """The section [name] (or [name:parent]) of a variants.ini text; a built-in game's
        name the text lacks is the built-in game. ValueError naming the line at fault.
        Each distinct (text, name) is read once and kept for the process's life."""
    @staticmethod
    def from_file(path: Union[str, "os.PathLike[str]"], name: str) -> "Variant":
        """from_ini of a file's text; errors name the file, OSError if it cannot be read."""
    @property
    def name(self) -> str: ...
    @property
    def files(self) -> int: ...
    @property
    def ranks(self) -> int: ...
    @property
    def start_fen(self) -> str: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

#: What `variant=` takes: a built-in game's name ("chess", "chess960", a name of
#: VARIANTS, in any case) or a Variant (one read from a variants.ini, say).
_VariantArg = Union[str, Variant]

# Symmetries of chess positions.
def transform(fen: str, op: str, variant: _VariantArg = "chess") -> str:
    """op: a name of SYMMETRIES, or "color-flip" (python-chess's mirror), in any case;
    variant: as Position.from_fen takes it (on a rectangle only identity, flip-vertical,
    mirror-horizontal and rotate-180 apply)."""
def canonical(fen: str, colors: bool = False, variant: _VariantArg = "chess") -> Tuple[str, str]:
    """(the representative's FEN, how: "rotate-90", "color-flip then mirror-diagonal", ...);
    variant: as Position.from_fen takes it, on every board."""

class Position:
    """A position of chess, Chess960 or a variant (built-in or a Variant); immutable."""

    @staticmethod
    def from_fen(fen: str, variant: _VariantArg = "chess") -> "Position":
        """variant: "chess", "chess960" or a name of VARIANTS, in any case, or a Variant;
        an unknown name raises ValueError suggesting the nearest ("did you mean
        `capablanca`?")."""
    @staticmethod
    def start(variant: _VariantArg = "chess") -> "Position":
        """variant: as from_fen takes it."""
    @property
    def variant(self) -> str:
        """The game's name: "chess", "chess960", a variant's (a Variant's name)."""
    @property
    def turn(self) -> str:
        """"white" or "black"."""
    def fen(self) -> str: ...
    def legal_moves(self) -> List[str]:
        """The legal moves in UCI."""
    def is_check(self) -> bool: ...
    def is_checkmate(self) -> bool: ...
    def is_stalemate(self) -> bool: ...
    def outcome(self) -> Optional[Tuple[str, Optional[str]]]:
        """None while the game goes on; ("checkmate", "white"), ("checkmate", "black")
        naming the winner, ("stalemate", None), ("insufficient_material", None) or
        ("seventyfive_moves", None): what the position alone decides (Board for the rest)."""
    def piece_at(self, square: Union[str, int]) -> Optional[str]:
        """The piece's FEN letter ("K", "p", a variant's own), or None if empty;
        square as a name ("e4", "j10") or an index."""
    def push(self, uci: str) -> "Position": ...
    def san(self, uci: str) -> str:
        """The SAN of a legal move in UCI, with + or #; in a variant with its letters,
        as Fairy-Stockfish writes it ("h1i3" -> "Ci3")."""
    def parse_san(self, san: str) -> str:
        """The UCI of a legal move in SAN (a variant's: "Ci3" -> "h1i3")."""
    def push_san(self, san: str) -> "Position":
        """The position after a legal move in SAN."""
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class Outcome:
    """How a game ended, as python-chess's Outcome."""

    @property
    def winner(self) -> Optional[bool]:
        """True for White, False for Black, None for a draw."""
    @property
    def termination(self) -> str:
        """"checkmate", "stalemate", "insufficient_material", "seventyfive_moves",
        "fivefold_repetition", "fifty_moves" or "threefold_repetition"."""
    def result(self) -> str:
        """"1-0", "0-1" or "1/2-1/2"."""
    def __eq__(self, other: object) -> bool: ...

class Board:
    """A game from a position, with its moves (UCI strings) pushed and popped, in
    python-chess's words: repetitions, claims and the outcome as python-chess tells them."""

    def __init__(self, fen: Optional[str] = None, variant: Optional[_VariantArg] = None) -> None:
        """fen: the start, the variant's start position if None; variant: as
        Position.from_fen takes it, chess if None."""
    def fen(self) -> str: ...
    def starting_fen(self) -> str: ...
    def position(self) -> Position: ...
    @property
    def variant(self) -> str: ...
    @property
    def turn(self) -> bool:
        """True for White, False for Black."""
    @property
    def halfmove_clock(self) -> int: ...
    @property
    def fullmove_number(self) -> int: ...
    def zobrist(self) -> int:
        """a1h8's Zobrist key of the position (not Polyglot's)."""
    @property
    def legal_moves(self) -> List[str]: ...
    @property
    def move_stack(self) -> List[str]: ...
    def push_uci(self, uci: str) -> str:
        """Plays a legal move in UCI and returns it; ValueError if not legal."""
    def push(self, uci: str) -> str: ...
    def push_san(self, san: str) -> str:
        """Plays a legal move in SAN and returns its UCI; ValueError if not legal."""
    def pop(self) -> str:
        """Takes back the last move, returned in UCI; IndexError at the start."""
    def peek(self) -> str: ...
    def san(self, uci: str) -> str: ...
    def is_check(self) -> bool: ...
    def is_checkmate(self) -> bool: ...
    def is_stalemate(self) -> bool: ...
    def is_insufficient_material(self) -> bool: ...
    def is_seventyfive_moves(self) -> bool: ...
    def is_fivefold_repetition(self) -> bool: ...
    def is_fifty_moves(self) -> bool: ...
    def is_repetition(self, count: int = 3) -> bool: ...
    def can_claim_fifty_moves(self) -> bool: ...
    def can_claim_threefold_repetition(self) -> bool: ...
    def can_claim_draw(self) -> bool: ...
    def outcome(self, *, claim_draw: bool = False) -> Optional[Outcome]: ...
    def is_game_over(self, *, claim_draw: bool = False) -> bool: ...
    def result(self, *, claim_draw: bool = False) -> str:
        """"1-0", "0-1", "1/2-1/2" or "*"."""
    def copy(self) -> "Board": ...
    def __len__(self) -> int: ...

def perft(
    fen: str, depth: int, variant: _VariantArg = "chess", threads: Optional[int] = None
) -> int:
    """Leaves of the legal move tree of depth `depth` (0 to 20); releases the GIL, Ctrl-C stops it. threads: 1 by default."""

def perft_units(
    fen: str, depth: int, at: int, variant: _VariantArg = "chess"
) -> List[Dict[str, Union[int, str]]]:
    """The work units {"id", "fen", "hash", "multiplicity", "depth"} of a perft split at ply `at`."""

class PerftSplit:
    """A perft of `depth` from `fen` split at ply `at` into work units, with its files."""

    def __init__(self, fen: str, depth: int, at: int, variant: _VariantArg = "chess") -> None: ...
    @property
    def variant(self) -> str:
        """The game: "chess" or the variant's name."""
    @property
    def id(self) -> str:
        """The split's identifier, 16 hex digits, which every result line names."""
    @property
    def root(self) -> str: ...
    @property
    def depth(self) -> int: ...
    @property
    def at(self) -> int: ...
    def __len__(self) -> int: ...
    def units(self) -> List[Dict[str, Union[int, str]]]:
        """The units, as `perft_units` gives them."""
    def units_file(self) -> str:
        """The units file, as `a1h8 perft split` writes it."""
    def result_line(self, id: int, nodes: int) -> str:
        """The result line of unit `id`, with its newline, as `a1h8 perft run-units` writes it."""
    def read_checkpoint(self, data: bytes) -> Tuple[List[Tuple[int, int]], int]:
        """The results of a results file of this split and the bytes of its whole lines."""

class Tablebase:
    """The tables of chess or a variant (built-in or a Variant) in one directory, generated
    and probed there."""

    def __init__(self, directory: str, variant: _VariantArg = "chess", cache_mb: int = 512) -> None:
        """Nothing is read until a position needs it; then a table file's header, and the
        blocks its probes read, of which cache_mb MiB are kept for later probes (0: none)."""
    @property
    def directory(self) -> str:
        """The folder of the game's tables: the directory, or its folder named after the variant."""
    def generate(
        self,
        endings: list[str],
        progress: Optional[Callable[[Dict[str, Any]], object]] = None,
        metrics: Optional[str] = None,
        one_side: bool = False,
    ) -> None:
        """Generates the tables of endings ("KQvKR") and those they lead into.

        one_side: each file keeps the values of one side to move only (about half the size),
        the other side's derived from the moves when read; tables of WDL50 without DTZ keep both.

        metrics: the metrics every table made holds, a comma-separated list of
        "dtm", "wdl", "wdl50" and "dtz" (all four by default; "wdl50,dtz" are
        Syzygy's, "dtm,wdl" Gaviota's). A table there lacking what is needed of
        it raises ValueError naming its file.

        progress, if given, is called on the calling thread with a dict for each
        event, while the generation waits for it to return; its "event" names the
        kind, as the tool's line for it says, and "ending" the table (but for
        "removed"):

        - {"event": "present", "ending"}: the file was there and valid, read;
        - {"event": "trivial", "ending"}: a draw in every position (bare kings),
          no table needed;
        - {"event": "replacing", "ending", "reason"}: a file of that name but not
          this game's valid table, generated again;
        - {"event": "removed", "paths"}: temporary files left by a generation
          that stopped, removed;
        - {"event": "generating", "ending", "index_size"}: about to generate it,
          index_size indices per side to move;
        - {"event": "progress", "ending", "done", "total"}: steps of the
          generation done, of total (some hundred events for a large table);
        - {"event": "written", "ending", "path", "bytes", "seconds"}: generated
          and written, the generation having taken seconds.

        An exception progress raises stops the generation as Ctrl-C does (the
        tables written before stay, the one being made leaves no file), and is
        raised again."""
    def probe(self, fen: str, metrics: Optional[str] = None) -> Any:
        """An a1h8.tablebase.Values: {"wdl", "dtm", "wdl50", "dtz", "moves": [{"uci", "san",
        "wdl", "dtm", "wdl50", "dtz"}]}, the metrics each table holds; one it lacks raises
        MissingMetricError naming it, and so do metrics asked for that a table lacks."""
    def probe_wdl(self, fen: str) -> int:
        """WDL50 as python-chess's probe_wdl of Syzygy's tables (-2 to 2); MissingMetricError
        for a table without it."""
    def probe_dtz(self, fen: str) -> int:
        """DTZ as python-chess's probe_dtz (0 a draw, signed plies to the next zeroing move, 100
        more where the 50-move rule changes the result); MissingMetricError without DTZ."""
    def best_move(self, fen: str) -> Optional[str]:
        """The best move in UCI (by WDL50 and DTZ, the FEN's halfmove clock counted, DTM breaking
        ties or ranking alone); None if the side to move has no move."""
    def plan(self, endings: list[str] = ..., up_to: int | None = None) -> list[str]:
        """The endings a generation makes or reads, each after those it leads into."""
    def successors(self, ending_name: str) -> list[str]:
        """The endings the captures and promotions of an ending lead into directly."""
    def memory_to_generate(self, ending_name: str, metrics: Optional[str] = None) -> int:
        """The bytes of memory generating the table of an ending with metrics takes at most."""
    def verify(self, ending_name: str) -> int:
        """The positions whose values were derived again; ValueError at the first wrong one.
        wdl without dtm or dtz, and wdl50 without dtz, are checked for local consistency only."""

class Game:
    """A game read from PGN (a1h8.pgn)."""

    @property
    def headers(self) -> Dict[str, str]: ...
    @property
    def moves(self) -> List[str]:
        """The main line in UCI."""
    @property
    def sans(self) -> List[str]: ...
    @property
    def comments(self) -> List[List[str]]: ...
    @property
    def starting_fen(self) -> str: ...
    @property
    def fen(self) -> str:
        """The position after the main line."""
    @property
    def variant(self) -> str: ...
    @property
    def result(self) -> Optional[str]: ...
    @property
    def errors(self) -> List[str]:
        """None, or the fault with its line and column."""
    def board(self) -> Board:
        """A Board at the end of the main line."""

class GameReader:
    """The games of a PGN source, one at a time."""

    def __iter__(self) -> "GameReader": ...
    def __next__(self) -> Game: ...

def read_games(source: Any) -> GameReader:
    """The games of a path or an open file (text or binary); OSError if it cannot be read."""

def write_game(board: Board, headers: Optional[Dict[str, str]] = None) -> str:
    """A Board's game as PGN, as python-chess exports it."""
