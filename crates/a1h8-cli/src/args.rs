//! The command line: every command, argument and help text, for clap.
//!
//! The completions and the man page are generated from these same
//! definitions.

use a1h8::attacks::{Slider, Technique};
use a1h8::emit::{Language, Table};
use a1h8::line_tables::LineTable;
use a1h8::{Bitboard, Color, Direction, File, PieceKind, Rank, Square};
use clap::builder::ArgPredicate;
use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::attacks::parse_occupied;
use crate::geometry::{parse_direction, parse_files, parse_ranks};
use crate::magics::parse_seed;
use crate::numbers::{parse_depth, parse_hash, parse_threads};
use crate::output::Failure;
use crate::picture::{Format, PictureFormat, TextOrJson};
use crate::position::Op;
use crate::show::{AntiDiagonalArg, DiagonalArg, parse_bitboard};

/// The end of `a1h8 --help`: examples, then the exit-status contract.
const MAIN_AFTER_HELP: &str = concat!(
    "Examples:\n  a1h8 tour\n  a1h8 table --list\n  a1h8 table rank-minus-file\n",
    "  a1h8 show between b2 g7\n  a1h8 show ray e4 north-west\n",
    "  a1h8 show \"k7/8/NK2B3/8/8/8/8/8 w - -\" --transform mirror-diagonal\n",
    "  a1h8 transform mirror-diagonal \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n",
    "  echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 transform mirror-diagonal\n",
    "  echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 canonical --explain\n",
    "  a1h8 geometry --files 10 --ranks 8\n  a1h8 show line d4 f2 --json | jq .squares\n",
    "  a1h8 attacks rook e4 --occupied e6,b4,e2\n  a1h8 emit --lang c > a1h8_tables.h\n",
    "  a1h8 perft split --depth 7 --at 3 > units.jsonl\n",
    "  a1h8 variants\n  a1h8 perft --variant capablanca --depth 4\n",
    "  a1h8 site /tmp/a1h8-site && xdg-open /tmp/a1h8-site/index.html\n",
    "  a1h8 show --variant capablanca\n  a1h8 show ray e4 north-west --svg ray.svg\n\n",
    "Exit status: 0 success; 1 the input was read but something in it failed (a bad FEN, a\n",
    "symmetry that does not apply) or standard output could not be written; 2 the command\n",
    "line itself was wrong. A reader that closes standard output early (| head) ends the\n",
    "run quietly, with status 0."
);

/// Chess-board geometry, symmetries and lookup tables, computed and shown.
#[derive(Parser)]
#[command(
    name = "a1h8",
    version,
    disable_help_subcommand = true,
    subcommand_required = true,
    arg_required_else_help = false,
    after_help = MAIN_AFTER_HELP
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// A guided tour of the source documents' ideas, computed live
    #[command(after_help = "Example:\n  a1h8 tour | less -R")]
    Tour,
    /// Print one of the source documents' numeric tables
    ///
    /// --format json (or --json) prints the table's numbers as one JSON object, or with --list
    /// the names and descriptions.
    ///
    /// --format svg prints the table as an SVG picture instead, its numbers on the squares of a
    /// board (--svg FILE writes it to FILE).
    #[command(
        override_usage = "a1h8 table <NAME> [--format <FORMAT> | --json | --svg <FILE>]\n       a1h8 table --list [--json]",
        after_help = "Examples:\n  a1h8 table --list\n  a1h8 table rank-minus-file\n  a1h8 table rank-plus-file-xor-7\n  a1h8 table nw-se\n  a1h8 table nw-se --json\n  a1h8 table nw-se --svg nw-se.svg"
    )]
    Table(TableArgs),
    /// Draw a line, a ray, the squares between two squares, a bitboard, or a position
    ///
    /// Give a subcommand to draw a set of squares, or a position in FEN (quoted, as one
    /// argument) to draw its board: the pieces as Unicode symbols, empty squares as ·, then
    /// the FEN and the side to move. startpos is the start position, and --moves plays moves
    /// from the position first (UCI or SAN; from the start position without FEN). With
    /// --transform OP, the position and its image under OP are drawn side by side.
    ///
    /// With --variant NAME, a position of that chess variant (its start position without
    /// FEN; --variant-file reads it from a variants.ini), on its board of any size up to
    /// 16x16: files a.. along the bottom, ranks 1.. up the side; the archbishop and the
    /// chancellor as the variant's FEN letters (upper case White), and in --format svg as two
    /// chess symbols combined (bishop and knight, rook and knight).
    ///
    /// --json prints one JSON object instead. For a set: {"shape", "title", "hex", "count",
    /// "squares", "given", "facts"}, the squares in index order (a1 first), "given" the
    /// squares it was computed from, "facts" what the title says by name. For a position:
    /// {"position": {"fen", "turn", "check", "pieces", "outcome", "winner"}}, with "op" and
    /// "image" after --transform. A position that ends the game says so after the side to move
    /// ("black to move, in check: checkmate, white wins"; in JSON "outcome": "checkmate" or
    /// "stalemate", "winner": "white", "black" or null).
    ///
    /// --format svg prints an SVG picture instead, and --svg FILE writes it to FILE: a set's
    /// squares dotted and the given squares outlined, with a legend; a position's pieces as
    /// Unicode chess symbols; with --transform, both boards side by side, the mirror's axis or
    /// the turn drawn. Each square is a <g data-square="e4">, with data-on="true" on the
    /// squares of the set (of a position: the occupied squares).
    #[command(
        args_conflicts_with_subcommands = true,
        override_usage = "a1h8 show <WHAT> [--format <FORMAT> | --json | --hex | --svg <FILE>]\n       a1h8 show <FEN> [--transform <OP>] [--format <FORMAT> | --json | --svg <FILE>]\n       a1h8 show --variant <NAME> [--variant-file <FILE.ini>] [FEN] [--transform <OP>] [--format <FORMAT> | --json | --svg <FILE>]",
        after_help = "Examples:\n  a1h8 show \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n  a1h8 show startpos --moves e4 e5 Nf3\n  a1h8 show \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\" --json\n  a1h8 show \"k7/8/NK2B3/8/8/8/8/8 w - -\" --transform mirror-diagonal\n  a1h8 show \"8/8/8/8/8/8/8/K1k4Q b - - 0 1\" --transform color-flip\n  a1h8 show file e\n  a1h8 show diagonal c1\n  a1h8 show diagonal -2\n  a1h8 show anti-diagonal 7\n  a1h8 show ray e4 north-west\n  a1h8 show between b2 g7\n  a1h8 show line d4 f2\n  a1h8 show hex 0x8040201008040201\n  a1h8 show between b2 g7 --hex\n  a1h8 show between b2 g7 --json\n  a1h8 show ray e4 north-west --format svg > ray.svg\n  a1h8 show \"k7/8/NK2B3/8/8/8/8/8 w - -\" --transform rotate-90 --svg rotated.svg\n  a1h8 show --variant capablanca\n  a1h8 show --variant gardner \"rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1\""
    )]
    Show(ShowArgs),
    /// Apply a symmetry or the colour flip to a position in FEN
    ///
    /// Prints the image as a 6-field FEN. The symmetries need a position without castling
    /// rights, and all but identity and mirror-horizontal one without pawns; color-flip always
    /// applies.
    ///
    /// Without FEN, reads one FEN per line from standard input and prints one line per
    /// position, in order. A line that fails (a bad FEN, a blank line, a symmetry that does
    /// not apply) prints nothing on standard output and one line "a1h8: line N: <why>" on
    /// standard error; the lines after it are still read, and the exit status is 1 if any
    /// line failed.
    ///
    /// --format json (or --json) prints one JSON object per position, one per line: {"fen",
    /// "op", "image"}.
    ///
    /// --format svg prints, for the one FEN given as an argument, an SVG picture of the position
    /// and its image side by side, the mirror's axis or the turn drawn (--svg FILE writes it to
    /// FILE).
    ///
    /// With --variant NAME (--variant-file reads it from a variants.ini), positions of that
    /// variant, on its board: a rectangle has four symmetries (identity, flip-vertical,
    /// mirror-horizontal, rotate-180); the others are refused there ("rotate-90 is not a
    /// symmetry of the 10x8 board"), as a symmetry that does not apply on 8x8 is.
    #[command(
        after_help = "Examples:\n  a1h8 transform mirror-diagonal \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n  echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 transform mirror-diagonal\n  a1h8 transform color-flip \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\"\n  a1h8 transform rotate-90 < positions.fen > rotated.fen\n  a1h8 transform rotate-90 --json < positions.fen | jq -r .image\n  a1h8 transform mirror-diagonal \"k7/8/NK2B3/8/8/8/8/8 w - -\" --svg mirrored.svg\n  a1h8 transform mirror-horizontal --variant capablanca \"k9/10/10/10/10/10/2C7/8K1 w - - 0 1\""
    )]
    Transform(TransformArgs),
    /// The tablebase canonical form of a position in FEN
    ///
    /// Prints the representative of the position's class, the positions the symmetries make
    /// equivalent, as a 6-field FEN. Without pawns and castling rights all eight
    /// symmetries apply and the white king ends in the triangle a1-d1-d4; with pawns, the
    /// horizontal mirror puts it on files a to d; with castling rights the position is its own
    /// representative. --colors also folds the colour-flipped positions in, with the stronger
    /// side as White, so KQvK and KvKQ print the same FEN.
    ///
    /// --explain adds, on the same line, how the position maps to its representative:
    /// "<fen>  # via mirror-horizontal", or with --colors "<fen>  # via color-flip then
    /// rotate-90" (apply the colour flip, then the symmetry; see a1h8 transform).
    ///
    /// Without FEN, reads one FEN per line from standard input, as a1h8 transform does: one
    /// line out per good line in, in order, and "a1h8: line N: <why>" on standard error for
    /// each bad one, with exit status 1 if any line failed.
    ///
    /// --format json (or --json) prints one JSON object per position, one per line: {"fen",
    /// "canonical", "symmetry", "colors_flipped"}; --explain is for the text only.
    ///
    /// With --variant NAME (--variant-file reads it from a variants.ini), positions of that
    /// variant, on its board of n x n or m x n: without pawns and castling rights the white
    /// king ends in the triangle file <= (n-1)/2, rank <= file of a square board, or in the
    /// bottom-left quarter of a rectangle (a1-e4 on 10x8); with pawns, on the left half.
    #[command(
        after_help = "Examples:\n  a1h8 canonical \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n  echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 canonical --explain\n  a1h8 canonical --colors --explain \"8/8/8/8/8/8/8/K1k4q w - - 0 1\"\n  a1h8 canonical --colors < positions.fen | sort -u | wc -l\n  a1h8 canonical --json \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n  a1h8 canonical --variant capablanca \"k9/10/10/10/10/10/2C7/8K1 w - - 0 1\""
    )]
    Canonical(CanonicalArgs),
    /// Diagonals and moves to the edge of every square of a board of any size up to 16x16
    ///
    /// The grids count files and ranks from 0, as the formulas do, with the top rank first.
    ///
    /// --format json (or --json) prints one indented JSON object instead: every square with its
    /// lines and rays, every diagonal and anti-diagonal.
    ///
    /// --format svg prints an SVG picture of the board instead (--svg FILE writes it to FILE):
    /// on each square its diagonal (rank - file), and small in its corner its anti-diagonal
    /// (rank + file), the files and ranks named a.. and 1.. on the edge.
    #[command(
        after_help = "Examples:\n  a1h8 geometry --files 8 --ranks 8\n  a1h8 geometry --files 10 --ranks 8\n  a1h8 geometry --files 10 --ranks 8 --svg capablanca.svg\n  a1h8 geometry --files 10 --ranks 8 --json\n  a1h8 geometry --files 16 --ranks 16 --json | jq '.diagonals[0]'"
    )]
    Geometry(GeometryArgs),
    /// Draw the squares a piece attacks, with the occupied squares that block it
    ///
    /// Sliders (rook, bishop, queen, and the slides of the archbishop and the chancellor) stop
    /// at the first occupied square of each ray, which is
    /// attacked whatever stands on it. --method picks one of the library's techniques; they all
    /// give the same set (the tests check every one), the default is the fastest for this build.
    /// Leapers (knight, king, pawn) ignore --occupied; a pawn attacks diagonally forward for
    /// its --color.
    ///
    /// --json prints {"piece", "color", "square", "method", "occupied", "attacks", "count",
    /// "squares", "occupied_attacked"} on one line; "method" is null for leapers.
    ///
    /// --format svg prints an SVG picture instead (--svg FILE writes it to FILE): the piece
    /// ringed, the attacked squares dotted (data-on="true"), the occupied squares crossed.
    #[command(
        after_help = "Examples:\n  a1h8 attacks rook e4 --occupied e6,b4,e2\n  a1h8 attacks queen d4 --occupied 0x0000080000400002 --method kogge-stone\n  a1h8 attacks bishop c1 --occupied d2 --hex\n  a1h8 attacks knight g1\n  a1h8 attacks pawn e4 --color black\n  a1h8 attacks rook a1 --occupied a4 --json\n  a1h8 attacks rook e4 --occupied e6,b4,e2 --svg rook.svg"
    )]
    Attacks(AttacksArgs),
    /// Find magic numbers with the library's finder, or verify a set of them
    ///
    /// Without --verify: for every square of the chosen pieces, the first magic number the
    /// finder's sparse random candidates give from --seed (each square searches its own stream),
    /// printed as "piece square magic bits entries candidates", then a summary that says whether
    /// they are the numbers a1h8 stores (they are for the default seed). --stored prints the
    /// stored numbers instead. --format json (or --json) prints, instead of the lines and the
    /// summary, one JSON object per square: {"piece", "square", "magic", "bits", "entries",
    /// "candidates"}, "magic" as 0x and 16 hex digits; --stored and --verify print text only.
    ///
    /// With --verify, reads lines "piece square magic" (the format printed; more words and
    /// # comments are ignored) from FILE or standard input and checks each: no two occupancies
    /// with different attacks may share an entry. A bad number or line is one error line on
    /// standard error, and the exit status is 1.
    #[command(
        after_help = "Examples:\n  a1h8 magics --piece bishop\n  a1h8 magics --seed 12345 > mine.txt\n  a1h8 magics --verify mine.txt\n  a1h8 magics --stored | a1h8 magics --verify\n  echo \"rook a1 0x1\" | a1h8 magics --verify"
    )]
    Magics(MagicsArgs),
    /// Endgame tablebases of chess: generate, probe, count and verify every ending up to a few pieces
    ///
    /// Each ending (KQvKR: White's pieces, v, Black's, strongest first, as Syzygy names them;
    /// KvKQ is KQvK with the colours swapped) is one file in --dir, KQvKR.a1h8tb, holding for
    /// every position and side to move its distance to mate (DTM) and to the next capture or pawn
    /// move under the 50-move rule (DTZ), from which the results WDL and WDL50 follow.
    #[command(
        subcommand,
        after_help = "Examples:\n  a1h8 tablebase generate KQvK KRvK --dir tables\n  a1h8 tablebase generate --up-to 4 --dir tables --threads 2\n  a1h8 tablebase probe \"8/8/8/8/8/2k5/8/R3K3 w - - 0 1\" --dir tables --line\n  a1h8 tablebase stats KQvKR --dir tables --json\n  a1h8 tablebase verify KQvKR --dir tables"
    )]
    Tablebase(TablebaseCommand),
    /// Count the leaves of the legal move tree (perft), or check a perft suite, with threads and a hash table
    ///
    /// From the start position, or --fen (a FEN or startpos), after the moves of --moves if
    /// given (UCI or SAN, as an engine's "position ... moves": to follow a --divide line by
    /// line), to --depth plies (6 by default): the node count, the
    /// time and the speed. --divide prints "move: count" for every legal move (UCI) and then
    /// "Nodes searched: N", as other engines print it, so that the outputs diff line by line
    /// (the timing goes to standard error). --threads splits the work at the root.
    ///
    /// With --epd FILE, checks every line "FEN ;D1 n ;D2 n ..." at every depth up to
    /// --max-depth: each mismatch is printed (line, depth, expected, got), then "N passed, M
    /// failed" counting lines; the exit status is 1 if any line failed, 2 if the file is bad.
    ///
    /// With --variant NAME, the same for a chess variant, with its own move generator (on any
    /// board up to 16x16, at most 128 squares), from its start position and to depth 5 by
    /// default; moves in its UCI (a7a8c, j10j9), FENs as Fairy-Stockfish writes them.
    /// "a1h8 variants" lists the built-in ones; --variant-file reads others from a file in the
    /// syntax of Fairy-Stockfish's variants.ini (a file that cannot be read, or a variant in it
    /// that cannot, is exit status 2, as a bad --epd file). --variant chess is chess on the
    /// generic generator; --variant chess960 is chess on its own generator with Chess960
    /// castling (king takes rook). Names are taken in any case, and a near miss is answered
    /// with the nearest name ("did you mean `capablanca`?").
    ///
    /// A progress bar shows on standard error when a count takes more than a second on a
    /// terminal. --format json (or --json) prints {"fen", "depth", "nodes", "seconds",
    /// "nodes_per_second", "threads", "divide"}; with --epd, one {"line", "fen", "depths",
    /// "passed"} per line.
    ///
    /// The subcommands spread one count over processes or machines: split writes the distinct
    /// positions some plies in as work units, run-units counts them (or a shard of them), merge
    /// checks the results and adds them up.
    #[command(
        args_conflicts_with_subcommands = true,
        after_help = "Examples:\n  a1h8 perft\n  a1h8 perft --depth 5 --divide\n  a1h8 perft --fen \"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\" --depth 5 --threads 2 --hash 64\n  a1h8 perft --epd suite.epd --max-depth 4\n  a1h8 perft --depth 4 --json | jq .nodes\n  a1h8 perft --fen startpos --moves e2e4 e7e5 g1f3 --depth 4 --divide\n  a1h8 perft --variant capablanca --depth 4\n  a1h8 perft --variant chess960 --fen \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\" --depth 3\n  a1h8 perft --variant gardner --depth 3 --divide\n  a1h8 perft --variant chancellor --fen \"rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1\" --threads 2\n  a1h8 perft --variant capablanca --epd capablanca.epd --max-depth 3\n  a1h8 perft --variant-file my.ini --variant grand --depth 3\n  a1h8 perft split --depth 7 --at 3 > units.jsonl\n  a1h8 perft run-units units.jsonl --shard 0/4 > results-0.jsonl\n  a1h8 perft merge units.jsonl results-*.jsonl"
    )]
    Perft(PerftArgs),
    /// List the legal moves of a position, in SAN and UCI
    ///
    /// Of the position in FEN given (startpos, or none, for the start position), after the moves
    /// of --moves if given: each in UCI (e2e4) or SAN (e4), read in the position reached so far.
    /// A move that cannot be played is one error line naming it, its number and why (illegal,
    /// ambiguous, or not UCI or SAN), and exit status 1.
    ///
    /// One move a line: its SAN (with + for check and # for mate), then its UCI. A position
    /// without a legal move prints one line instead, "checkmate, white wins", "checkmate, black
    /// wins" or "stalemate, a draw" (exit status 0). --format json (or --json) prints {"fen",
    /// "moves": [{"san", "uci"}], "outcome", "winner"}: "outcome" "checkmate", "stalemate" or
    /// null, "winner" "white", "black" or null.
    ///
    /// With --variant NAME, a position of that chess variant (its start position without FEN;
    /// --variant-file reads it from a variants.ini): the moves in SAN with the variant's letters
    /// (Ci3, a8=C), as Fairy-Stockfish writes it, then in its UCI (h1i3, a7a8c, j10j9).
    #[command(
        after_help = "Examples:\n  a1h8 moves\n  a1h8 moves --moves e4 e5 Nf3\n  a1h8 moves startpos --moves e2e4 e7e5 --json\n  a1h8 moves \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\"\n  a1h8 moves --json \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n  a1h8 moves --moves f3 e5 g4 Qh4\n  a1h8 moves --variant gardner \"rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1\"\n  a1h8 moves --variant capablanca\n  a1h8 moves --variant capablanca --moves e4 j6 Ci3\n  a1h8 moves --variant capablanca --json | jq -r '.moves[].uci'"
    )]
    Moves(MovesArgs),
    /// List the built-in chess variants, or the variants of a Fairy-Stockfish variants.ini
    ///
    /// One variant a line: its name, its board (files x ranks) and its start position in FEN,
    /// aligned. These names are what --variant takes in perft, moves and show.
    ///
    /// With --file FILE.ini, the variants of that file instead (in the syntax of
    /// Fairy-Stockfish's variants.ini), each read as --variant-file reads it: a section that
    /// cannot be read prints its error on standard error, the others still print, and the exit
    /// status is 1.
    ///
    /// --format json (or --json) prints one JSON object a line: {"name", "files", "ranks",
    /// "start_fen", "pieces", "promotions", "castling"}: "pieces" the kinds in play by name with
    /// their FEN letter ({"pawn": "p", ...}), "promotions" the kinds pawns promote to, strongest
    /// first, "castling" null or the files the king castles to, {"king_side", "queen_side"}.
    #[command(
        after_help = "Examples:\n  a1h8 variants\n  a1h8 variants --json | jq -r .name\n  a1h8 variants --file my.ini"
    )]
    Variants(VariantsArgs),
    /// Write the lookup tables as a C header, a Rust module or JSON
    ///
    /// Without --table, every table. The 8x8 tables by default, with the rook's and the bishop's
    /// fancy magic tables (magic numbers, masks, shifts, offsets, attacks) and a lookup function;
    /// with --files and --ranks, the geometry tables (lines, rays, between, line, leapers) of any
    /// board of up to 128 squares, as unsigned __int128 / u128 where 64 bits do not suffice. Conventions: squares indexed
    /// rank * files + file (a1 = 0), directions N, NE, E, SE, S, SW, W, NW, rays without their
    /// origin, between without either end, line edge to edge; each array has a comment.
    ///
    /// With --explorer (JSON only), what the web explorer reads beside the 8x8 tables: every
    /// board from 1x1 to 16x16 (diagonal, anti-diagonal and moves to the edge of each square,
    /// and where each of the forum post's relations holds), the eight symmetries as square
    /// maps, the pieces' canonical-form codes and the sources' numberings of the diagonals.
    #[command(
        after_help = "Examples:\n  a1h8 emit --lang c > a1h8_tables.h\n  a1h8 emit --lang rust --table between --table line > tables.rs\n  a1h8 emit --lang json --table knight | jq .knight\n  a1h8 emit --lang c --files 10 --ranks 8 > capablanca.h\n  a1h8 emit --lang json --explorer | jq '.boards[0]'"
    )]
    Emit(EmitArgs),
    /// Write the web explorer: a static site to open in a browser, no server needed
    ///
    /// Creates OUT_DIR (and its parents) and writes index.html, style.css, app.js and the
    /// tables of a1h8 emit --lang json (all of them, and --explorer's) once, as tables.js and
    /// explorer.js, which the page loads (a page opened from file:// cannot fetch JSON; the
    /// JSON itself is what a1h8 emit --lang json prints), and tablebase.js: KQvK and KRvK on 8x8
    /// and on Gardner's 5x5, generated in memory and unfolded (every placement's DTM). No
    /// network, no build step: open OUT_DIR/index.html.
    /// Five modes: the board (lines, rays, between and line of a square or two), sliders
    /// (attacks by magic lookup, step by step), symmetries (the eight and the canonical form),
    /// board sizes (1x1 to 16x16, with the forum post's formulas) and the tablebase (each move
    /// of a position coloured by its result and labelled with its mate, a mating line to walk
    /// move by move against the best defence). The view is kept in the URL's
    /// hash, so any view is a link. A directory or file that cannot be written is one error
    /// line, and exit status 1.
    #[command(
        after_help = "Examples:\n  a1h8 site /tmp/a1h8-site && xdg-open /tmp/a1h8-site/index.html\n  a1h8 site public/"
    )]
    Site(SiteArgs),
    /// Print a shell completion script for bash, zsh or fish
    #[command(
        after_help = "Examples:\n  a1h8 completions bash > ~/.local/share/bash-completion/completions/a1h8\n  a1h8 completions zsh > ~/.zfunc/_a1h8\n  a1h8 completions fish > ~/.config/fish/completions/a1h8.fish"
    )]
    Completions {
        /// The shell
        #[arg(value_enum)]
        shell: Shell,
    },
    /// Print the manual page (roff), generated from this help
    #[command(
        after_help = "Examples:\n  a1h8 man > ~/.local/share/man/man1/a1h8.1\n  a1h8 man | man -l -"
    )]
    Man,
    /// Print the help of a command: a1h8 help show ray is a1h8 show ray --help
    #[command(after_help = "Examples:\n  a1h8 help\n  a1h8 help show\n  a1h8 help show ray")]
    Help {
        /// The command, and its subcommands, to describe [default: a1h8 itself]
        #[arg(value_name = "COMMAND")]
        command: Vec<String>,
    },
}

/// The shells `a1h8 completions` writes for.
#[derive(Clone, Copy, ValueEnum)]
pub enum Shell {
    Bash,
    Zsh,
    Fish,
}

#[derive(Args)]
pub struct TransformArgs {
    /// identity, flip-vertical, mirror-horizontal, mirror-diagonal, mirror-anti-diagonal,
    /// rotate-90, rotate-180, rotate-270 or color-flip
    pub op: Op,
    /// A position in FEN, quoted as one argument, or startpos [default: one per line of
    /// standard input]
    pub fen: Option<String>,
    #[command(flatten)]
    pub output: PictureOutput,
    #[command(flatten)]
    pub variant: VariantArgs,
}

#[derive(Args)]
pub struct CanonicalArgs {
    /// A position in FEN, quoted as one argument, or startpos [default: one per line of
    /// standard input]
    pub fen: Option<String>,
    /// Fold colour-flipped positions too: the stronger side becomes White
    #[arg(long)]
    pub colors: bool,
    /// Say after the FEN how the position maps to it: "  # via <operations>" (not with JSON)
    #[arg(long, conflicts_with = "json")]
    pub explain: bool,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
    #[command(flatten)]
    pub variant: VariantArgs,
}

#[derive(Args)]
pub struct AttacksArgs {
    /// rook, bishop, queen, knight, king, pawn, archbishop (bishop + knight) or chancellor
    /// (rook + knight)
    #[arg(value_name = "PIECE")]
    pub piece: PieceKind,
    /// The square it stands on
    #[arg(value_name = "SQUARE")]
    pub square: Square,
    /// The occupied squares: a bitboard (0x... or decimal) or squares with commas (e6,b4)
    #[arg(long, value_name = "SET", value_parser = parse_occupied, default_value = "0")]
    pub occupied: Bitboard,
    /// How sliders are computed: classical, hyperbola, kindergarten, obstruction, kogge-stone,
    /// magic or pext [default: the fastest for this build]
    #[arg(long, value_name = "TECHNIQUE")]
    pub method: Option<Technique>,
    /// The pawn's colour: white or black
    #[arg(long, value_name = "COLOR", default_value = "white")]
    pub color: Color,
    #[command(flatten)]
    pub output: SetOutput,
}

#[derive(Args)]
pub struct MagicsArgs {
    /// Only this piece's magic numbers: rook or bishop [default: both]
    #[arg(long, value_name = "PIECE")]
    pub piece: Option<Slider>,
    /// The finder's seed, decimal or 0x hex [default: a1h8's, 0x61316838]
    #[arg(long, allow_negative_numbers = true, value_parser = parse_seed, conflicts_with_all = ["verify", "stored"])]
    pub seed: Option<u64>,
    /// Print the magic numbers a1h8 stores, in the same format (not JSON)
    #[arg(long, conflicts_with_all = ["verify", "json"])]
    pub stored: bool,
    /// Verify the magic numbers read from FILE (- or none: standard input); not with JSON
    #[arg(long, value_name = "FILE", num_args = 0..=1, default_missing_value = "-", conflicts_with = "json")]
    pub verify: Option<String>,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
}

#[derive(Args)]
pub struct PerftArgs {
    #[command(subcommand)]
    pub command: Option<PerftCommand>,
    /// The position, in FEN, or startpos [default: the start position]
    #[arg(long, conflicts_with = "epd")]
    pub fen: Option<String>,
    /// Play these moves first, each in UCI (e2e4) or SAN (e4), read in the position reached so
    /// far, as an engine's "position ... moves" (with --variant, its UCI or SAN)
    #[arg(long, value_name = "MOVE", num_args = 1.., conflicts_with = "epd")]
    pub moves: Vec<String>,
    /// Plies to count, 0 to 20 [default: 6, with --variant 5]
    #[arg(long, allow_negative_numbers = true, value_parser = parse_depth, conflicts_with = "epd")]
    pub depth: Option<u32>,
    /// Print the count of each legal move, then the total
    #[arg(long, conflicts_with = "epd")]
    pub divide: bool,
    /// Threads to count with, 1 to 256
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = parse_threads)]
    pub threads: u16,
    /// MiB of transposition table in all (split between the threads), 0 for none: subtrees
    /// reached again by another move order are counted once; standard chess only [default: 0]
    #[arg(long, value_name = "MB", allow_negative_numbers = true, value_parser = parse_hash)]
    pub hash: Option<u16>,
    /// Check a perft suite: lines "FEN ;D1 n ;D2 n ..."
    #[arg(long, value_name = "FILE")]
    pub epd: Option<String>,
    /// With --epd: check depths up to this one only, 0 to 20
    #[arg(long, requires = "epd", value_name = "D", allow_negative_numbers = true, value_parser = parse_depth)]
    pub max_depth: Option<u32>,
    #[command(flatten)]
    pub variant: VariantArgs,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
}

/// `a1h8 perft split`, `run-units` and `merge`: a perft spread over
/// processes or machines as work units.
#[derive(Subcommand)]
pub enum PerftCommand {
    /// Split a perft into work units: the distinct positions after --at plies, as JSON lines
    ///
    /// A perft of --depth D is the sum, over every sequence of K = --at legal moves, of the
    /// perft of D - K of the position it reaches. Sequences that reach one position (1. e4 e5
    /// 2. Nf3 and 1. Nf3 e5 2. e4) make one unit, counted once and multiplied by their number.
    /// Positions are the same when their FEN without the move clocks is (and so their 64-bit
    /// Zobrist hash): perft does not depend on the clocks, so units are written as FEN without
    /// them (4 fields).
    ///
    /// Writes the header {"split", "game", "rules", "ini", "root", "depth", "at", "units",
    /// "check"}, then one line per unit: {"id", "fen", "hash", "multiplicity", "depth",
    /// "check"}, "hash" as 0x and 16 hex digits, "depth" the depth left (D - K). The header
    /// records the game: "game" its name (chess, or the variant's), "rules" a digest of its rules
    /// (16 hex digits), "ini" the sections of --variant-file that define it ("" for a built-in
    /// game), so that run-units and merge need no --variant nor the file. "split" (16 hex
    /// digits) identifies the split: a digest of the game, the root, the depth and --at, which
    /// every result names. "check" (16 hex
    /// digits) is a digest of the line's fields: an edited or damaged line is refused. Ids count
    /// from 0 in the order a depth-first walk (each position's moves in the order a1h8 perft
    /// --divide lists them) first reaches the position, so the same command writes the same
    /// file. --at 0 gives one unit, the root. The units go to a1h8 perft run-units, and their
    /// results to a1h8 perft merge. A split too large for the memory is one error line and exit
    /// status 1.
    #[command(
        after_help = "Examples:\n  a1h8 perft split --depth 3 --at 1\n  a1h8 perft split --depth 7 --at 3 > units.jsonl\n  a1h8 perft split --fen \"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\" --depth 6 --at 2 > units.jsonl\n  a1h8 perft split --depth 7 --at 3 | head -1 | jq .units"
    )]
    Split(SplitArgs),
    /// Count the work units of a1h8 perft split, or a shard of them: one JSON line per unit
    ///
    /// Reads the units file (- for standard input), checks all of it (the header first, then
    /// the units in id order, each line's check, each FEN's hash the one given) and writes one
    /// line {"split", "id", "hash", "depth", "nodes", "check"} per unit counted, "nodes" the
    /// perft of its FEN to its depth (not yet times its multiplicity), in id order once all are
    /// counted. --shard I/N counts only
    /// the units whose id is I modulo N (I from 0 to N - 1): N jobs, one per shard, count every
    /// unit once, as a Slurm array job or GNU parallel runs them. --threads counts that many
    /// units at once.
    ///
    /// The units are of the game their file records (chess, a built-in variant, or the variant
    /// of the variants.ini sections it carries): no --variant is needed, and one that names
    /// another game (another name, or other rules) is refused in one line naming both.
    ///
    /// A units file that cannot be read, or a line of it that is not what a1h8 perft split
    /// writes (an older a1h8's too), or a header whose game a1h8 does not have under the rules
    /// it records, is one error line naming the line, and exit status 2.
    #[command(
        after_help = "Examples:\n  a1h8 perft run-units units.jsonl > results.jsonl\n  a1h8 perft run-units units.jsonl --threads 8 > results.jsonl\n  a1h8 perft split --depth 5 --at 2 | a1h8 perft run-units - | head -3\n  a1h8 perft run-units units.jsonl --shard \"$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT\" > \"results-$SLURM_ARRAY_TASK_ID.jsonl\"\n  parallel 'a1h8 perft run-units units.jsonl --shard {}/8 > results-{}.jsonl' ::: 0 1 2 3 4 5 6 7"
    )]
    RunUnits(RunUnitsArgs),
    /// Check the results of a1h8 perft run-units against their units, and add them up
    ///
    /// Reads the units file and every results file (- for standard input). Every unit must have
    /// exactly one result of its split, with its id, hash and depth; then prints "perft D of
    /// FEN: N", the sum of each unit's count times its multiplicity. Otherwise it prints
    /// "missing: ID..." and "duplicated: ID..." (ids in order, at most 20 a line, then how many
    /// in all); a result whose check is not the digest of its fields (an edited line), whose id
    /// is no unit's, or whose hash is not its unit's is an error line on standard error, and a
    /// result of another split one line for its whole file; any of these is exit status 1. A
    /// last line cut short (its writer was stopped) is no result, with a note on standard
    /// error. A file that cannot be read, or a line that is not of the form a1h8 perft split or
    /// run-units writes, is exit status 2. As in run-units, the units are of the game their
    /// file records, and a --variant of another game is refused.
    ///
    /// --format json (or --json) prints {"root", "depth", "units", "nodes", "missing",
    /// "duplicated"}: "nodes" null unless every unit has exactly one result and every result
    /// was accepted, the ids all listed.
    #[command(
        after_help = "Examples:\n  a1h8 perft merge units.jsonl results-*.jsonl\n  cat results-*.jsonl | a1h8 perft merge units.jsonl -\n  a1h8 perft merge units.jsonl results-*.jsonl --json | jq .missing"
    )]
    Merge(MergeArgs),
}

#[derive(Args)]
pub struct SplitArgs {
    /// The position, in FEN, or startpos [default: the start position]
    #[arg(long)]
    pub fen: Option<String>,
    /// Plies of the whole perft, 0 to 20
    #[arg(long, default_value_t = crate::numbers::DEPTH, allow_negative_numbers = true, value_parser = parse_depth)]
    pub depth: u32,
    /// Plies to the units, 0 to --depth
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = parse_depth)]
    pub at: u32,
    #[command(flatten)]
    pub variant: VariantArgs,
}

#[derive(Args)]
pub struct RunUnitsArgs {
    /// The units file of a1h8 perft split, - for standard input
    #[arg(value_name = "UNITS")]
    pub units: String,
    /// Count only the units whose id is I modulo N, I from 0 to N - 1
    #[arg(long, value_name = "I/N", allow_hyphen_values = true)]
    pub shard: Option<crate::split::Shard>,
    /// Threads to count with (units counted at once), 1 to 256
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = parse_threads)]
    pub threads: u16,
    #[command(flatten)]
    pub variant: UnitsGameArgs,
}

#[derive(Args)]
pub struct MergeArgs {
    /// The units file of a1h8 perft split
    #[arg(value_name = "UNITS")]
    pub units: String,
    /// The results files of a1h8 perft run-units, - for standard input
    #[arg(value_name = "RESULTS", required = true)]
    pub results: Vec<String>,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
    #[command(flatten)]
    pub variant: UnitsGameArgs,
}

/// The game a units file must be of, if the command line says: the file
/// names its game, so this only checks it.
#[derive(Args)]
pub struct UnitsGameArgs {
    /// Refuse the units unless they are of this game (the units file names its game, and is
    /// counted as that game without --variant): a name as a1h8 perft --variant takes it
    #[arg(long, value_name = "NAME")]
    pub variant: Option<String>,
    /// Read --variant from this file in the syntax of Fairy-Stockfish's variants.ini, to
    /// compare its rules with the units file's
    #[arg(long, value_name = "FILE.ini")]
    pub variant_file: Option<String>,
}

impl UnitsGameArgs {
    /// The same options, as the commands that play a variant take them.
    pub fn as_variant_args(&self) -> VariantArgs {
        VariantArgs {
            variant: self.variant.clone(),
            variant_file: self.variant_file.clone(),
        }
    }
}

/// The chess variant a command plays, if not standard chess.
#[derive(Args)]
pub struct VariantArgs {
    /// A chess variant instead of standard chess: chess, gardner, losalamos, chancellor,
    /// capablanca, gothic or embassy (a1h8 variants lists them), in any case, or chess960 (chess
    /// on its own generator, castling as king takes rook), or a section of --variant-file
    #[arg(long, value_name = "NAME")]
    pub variant: Option<String>,
    /// Read --variant from this file in the syntax of Fairy-Stockfish's variants.ini (the
    /// built-in variants stay available)
    #[arg(long, value_name = "FILE.ini")]
    pub variant_file: Option<String>,
}

#[derive(Args)]
pub struct MovesArgs {
    /// The position, in FEN, quoted as one argument, or startpos [default: the start position,
    /// with --variant the variant's]
    pub fen: Option<String>,
    /// Play these moves first, each in UCI (e2e4) or SAN (e4), read in the position reached so
    /// far, as an engine's "position ... moves" (with --variant, its UCI or SAN; give a FEN
    /// before --moves, as the moves take every word after it)
    #[arg(long, value_name = "MOVE", num_args = 1..)]
    pub moves: Vec<String>,
    #[command(flatten)]
    pub variant: VariantArgs,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
}

#[derive(Args)]
pub struct VariantsArgs {
    /// List the variants of this file in the syntax of Fairy-Stockfish's variants.ini instead
    #[arg(long, value_name = "FILE.ini")]
    pub file: Option<String>,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
}

#[derive(Args)]
pub struct SiteArgs {
    /// The directory to write the site into (created if missing)
    #[arg(value_name = "OUT_DIR")]
    pub out_dir: std::path::PathBuf,
}

#[derive(Args)]
pub struct EmitArgs {
    /// The language: c, rust or json
    #[arg(long, value_name = "LANG")]
    pub lang: Language,
    /// A table to write, repeatable [default: all]: file, rank, diagonal, anti-diagonal, ray,
    /// between, line, knight, king, pawn-attacks, rook-magic, bishop-magic
    #[arg(long = "table", value_name = "NAME")]
    pub tables: Vec<Table>,
    /// The web explorer's data instead of tables: every board's geometry, the forum post's
    /// relations, the symmetries (JSON only)
    #[arg(long, conflicts_with_all = ["tables", "files", "ranks"])]
    pub explorer: bool,
    /// The number of files of another board, 1 to 16 (with --ranks; at most 128 squares)
    #[arg(long, requires = "ranks", allow_negative_numbers = true, value_parser = parse_files)]
    pub files: Option<usize>,
    /// The number of ranks of another board, 1 to 16 (with --files; at most 128 squares)
    #[arg(long, requires = "files", allow_negative_numbers = true, value_parser = parse_ranks)]
    pub ranks: Option<usize>,
}

#[derive(Args)]
pub struct GeometryArgs {
    /// The number of files (columns), 1 to 16
    #[arg(long, allow_negative_numbers = true, value_parser = parse_files)]
    pub files: usize,
    /// The number of ranks (rows), 1 to 16
    #[arg(long, allow_negative_numbers = true, value_parser = parse_ranks)]
    pub ranks: usize,
    #[command(flatten)]
    pub output: PictureOutput,
}

#[derive(Args)]
pub struct TableArgs {
    /// The table to print, required unless --list is given
    pub name: Option<LineTable>,
    /// List the tables, one line each
    #[arg(long, conflicts_with = "name")]
    pub list: bool,
    #[command(flatten)]
    pub output: PictureOutput,
}

#[derive(Args)]
pub struct ShowArgs {
    #[command(subcommand)]
    pub what: Option<ShowWhat>,
    /// A position in FEN, quoted as one argument, or startpos, to draw instead of a set of
    /// squares [with --variant, default: its start position]
    pub fen: Option<String>,
    /// Play these moves first, each in UCI (e2e4) or SAN (e4), read in the position reached so
    /// far, as an engine's "position ... moves" (with --variant, its UCI or SAN; give a FEN
    /// before --moves, as the moves take every word after it)
    #[arg(long, value_name = "MOVE", num_args = 1..)]
    pub moves: Vec<String>,

    /// With FEN: draw the position and its image under OP (a symmetry or color-flip) side by side
    #[arg(long, value_name = "OP", requires = "fen")]
    pub transform: Option<Op>,
    #[command(flatten)]
    pub variant: VariantArgs,
    #[command(flatten)]
    pub output: SetOutput,
}

#[derive(Subcommand)]
pub enum ShowWhat {
    /// A file, a to h
    #[command(after_help = "Examples:\n  a1h8 show file e")]
    File {
        /// The file letter
        file: File,
    },
    /// A rank, 1 to 8
    #[command(after_help = "Examples:\n  a1h8 show rank 4")]
    Rank {
        /// The rank digit
        rank: Rank,
    },
    /// A diagonal (south-west to north-east), by a square on it or by rank - file (-7..7)
    #[command(
        after_help = "Examples:\n  a1h8 show diagonal c1\n  a1h8 show diagonal -2\n  a1h8 show diagonal 0 --hex"
    )]
    Diagonal {
        /// A square such as c1, or a number from -7 to 7
        #[arg(allow_negative_numbers = true)]
        which: DiagonalArg,
    },
    /// An anti-diagonal (south-east to north-west), by a square on it or by rank + file (0..14)
    #[command(after_help = "Examples:\n  a1h8 show anti-diagonal b1\n  a1h8 show anti-diagonal 7")]
    AntiDiagonal {
        /// A square such as c1, or a number from 0 to 14
        #[arg(allow_negative_numbers = true)]
        which: AntiDiagonalArg,
    },
    /// The ray from a square to the edge, origin excluded
    #[command(after_help = "Examples:\n  a1h8 show ray e4 north-west\n  a1h8 show ray c2 ne --hex")]
    Ray {
        /// The origin
        #[arg(value_name = "SQUARE")]
        square: Square,
        /// north, north-east, east, ... or n, ne, e, ...
        #[arg(value_name = "DIRECTION", value_parser = parse_direction)]
        direction: Direction,
    },
    /// The squares strictly between two squares on one line (both excluded)
    #[command(after_help = "Examples:\n  a1h8 show between b2 g7\n  a1h8 show between e1 e8 --hex")]
    Between {
        /// One end
        #[arg(value_name = "SQUARE")]
        a: Square,
        /// The other end
        #[arg(value_name = "SQUARE")]
        b: Square,
    },
    /// The whole line through two squares, edge to edge (both included)
    #[command(after_help = "Examples:\n  a1h8 show line d4 f2")]
    Line {
        /// One square
        #[arg(value_name = "SQUARE")]
        a: Square,
        /// Another square
        #[arg(value_name = "SQUARE")]
        b: Square,
    },
    /// A bitboard given as a number: 0x8040201008040201 or decimal
    #[command(after_help = "Examples:\n  a1h8 show hex 0x8040201008040201\n  a1h8 show hex 255")]
    Hex {
        /// The value: bit i is square i (a1 = 0, h8 = 63)
        #[arg(allow_negative_numbers = true, value_parser = parse_bitboard)]
        value: a1h8::Bitboard,
    },
}

/// `--format` of `show` and `attacks`, and its shorthands `--json`,
/// `--hex` and `--svg FILE`, which clap turns into that value. Global, so
/// that they may follow a subcommand of `show` (`a1h8 show between b2 g7
/// --hex`).
#[derive(Args)]
pub struct SetOutput {
    /// What to print: text (the default), json, svg (a picture of the board) or hex (the set's
    /// value, a bitboard)
    #[arg(long, value_name = "FORMAT", value_enum, default_value_t = Format::Text, hide_default_value = true, global = true,
          default_value_ifs = [("json", ArgPredicate::IsPresent, Some("json")), ("hex", ArgPredicate::IsPresent, Some("hex")), ("svg", ArgPredicate::IsPresent, Some("svg"))])]
    pub format: Format,
    /// The same as --format json: one JSON object instead of the drawing
    #[arg(long, global = true, conflicts_with_all = ["format", "hex", "svg"])]
    #[allow(dead_code)] // clap turns it into `format`
    json: bool,
    /// The same as --format hex: only the set's value, as 0x followed by 16 hex digits
    #[arg(long, global = true, conflicts_with_all = ["format", "svg"])]
    #[allow(dead_code)] // clap turns it into `format`
    hex: bool,
    /// Write the SVG picture (--format svg) to FILE instead, - for standard output
    #[arg(long, value_name = "FILE", global = true, conflicts_with = "format")]
    pub svg: Option<String>,
}

/// `--format` of `perft`, `perft merge`, `moves`, `variants`, `magics` and
/// `canonical`, and its shorthand `--json`, which clap turns into
/// `--format json`. What the JSON holds is said in each command's help.
#[derive(Args)]
pub struct TextOrJsonOutput {
    /// What to print: text (the default) or json
    #[arg(long, value_name = "FORMAT", value_enum, default_value_t = TextOrJson::Text, hide_default_value = true,
          default_value_ifs = [("json", ArgPredicate::IsPresent, Some("json"))])]
    pub format: TextOrJson,
    /// The same as --format json
    #[arg(long, conflicts_with = "format")]
    #[allow(dead_code)] // clap turns it into `format`
    json: bool,
}

impl TextOrJsonOutput {
    /// Whether JSON is asked for, by `--format json` or `--json`.
    pub fn json(&self) -> bool {
        self.format == TextOrJson::Json
    }

    /// Refuses `--format json` together with `option`, given when `given`,
    /// which prints text only: clap refuses `--json` with it, but cannot
    /// tell `--format json` from `--format text`.
    pub fn text_only(&self, option: &str, given: bool) -> Result<(), Failure> {
        if given && self.json() {
            return Err(Failure::Usage(format!(
                "the argument '--format json' cannot be used with '{option}'"
            )));
        }
        Ok(())
    }
}

/// `--format` of `table`, `geometry` and `transform`, and its shorthands
/// `--json` and `--svg FILE`, which clap turns into that value. What the
/// JSON holds is said in each command's help.
#[derive(Args)]
pub struct PictureOutput {
    /// What to print: text (the default), json or svg (a picture of the board)
    #[arg(long, value_name = "FORMAT", value_enum, default_value_t = PictureFormat::Text, hide_default_value = true,
          default_value_ifs = [("json", ArgPredicate::IsPresent, Some("json")), ("svg", ArgPredicate::IsPresent, Some("svg"))])]
    pub format: PictureFormat,
    /// The same as --format json
    #[arg(long, conflicts_with_all = ["format", "svg"])]
    #[allow(dead_code)] // clap turns it into `format`
    json: bool,
    /// Write the SVG picture (--format svg) to FILE instead, - for standard output
    #[arg(long, value_name = "FILE", conflicts_with = "format")]
    pub svg: Option<String>,
}

/// `a1h8 tablebase generate`, `probe`, `stats` and `verify`.
#[derive(Subcommand)]
pub enum TablebaseCommand {
    /// Generate the tables of endings, and first those their captures and promotions lead into
    ///
    /// With --variant, the tables of that variant's board, pieces and promotions, in the folder
    /// of --dir named after it (chess's are in --dir itself); probe, stats and verify look there
    /// too. Tables already there and valid are read, not generated again. Says first the number
    /// of tables and the memory the largest needs (and refuses if more than is available), then
    /// each table as it is read or generated and written. Each file is written under a temporary
    /// name and renamed when complete.
    #[command(
        after_help = "Examples:\n  a1h8 tablebase generate KQvK --dir tables\n  a1h8 tablebase generate KQvKR KRvKP --dir tables\n  a1h8 tablebase generate --up-to 4 --dir tables\n  a1h8 tablebase generate KAvK KCvK --variant capablanca --dir tables"
    )]
    Generate(TablebaseGenerateArgs),
    /// The values of positions: WDL, DTM, WDL50 and DTZ, and those of every legal move
    ///
    /// Values are for the side to move, with python-chess's conventions: wdl 1/0/-1 and dtm
    /// (plies to mate, negative when mated; 50-move rule ignored) as Gaviota's, wdl50 2/1/0/-1/-2
    /// and dtz (plies to the next capture or pawn move; beyond 100 when the 50-move rule turns the
    /// result into a draw, then 100 more than the plies) as Syzygy's. Each move is shown with the
    /// values of the position it leads to, for the side to move there. A position with castling
    /// rights is refused; an en passant capture is taken into account. --format json (or --json)
    /// prints one object a position: {"fen", "wdl", "dtm", "wdl50", "dtz", "moves": [{"uci", "san", "wdl", "dtm",
    /// "wdl50", "dtz"}]} and, with --line, "line": [SAN...]. A position that cannot be probed is
    /// one line on standard error; the others go on, and the status is 1.
    #[command(
        after_help = "Examples:\n  a1h8 tablebase probe \"8/8/8/8/8/2k5/8/R3K3 w - - 0 1\" --dir tables\n  a1h8 tablebase probe \"8/8/8/8/8/2k5/8/R3K3 w - - 0 1\" --dir tables --line\n  a1h8 tablebase probe --dir tables --json < positions.fen"
    )]
    Probe(TablebaseProbeArgs),
    /// Statistics of a table: results per side to move, DTZ histograms, longest mates, density
    ///
    /// Positions are counted as Syzygy's published statistics count them: each class under the
    /// board's symmetries once, pieces of one kind and colour told apart. --format json (or
    /// --json) prints one object: {"ending", "index_size", "density", "white": {...}, "black": {...}}, each side to
    /// move with "wins", "cursed_wins", "draws", "blessed_losses", "losses",
    /// "longest_mate_plies", "longest_mate_fen", "dtz_of_wins", "dtz_of_losses",
    /// "dtm_of_wins", "dtm_of_losses" (histograms as {"plies": count}).
    #[command(
        after_help = "Examples:\n  a1h8 tablebase stats KQvK --dir tables\n  a1h8 tablebase stats KQvKR --dir tables --json | jq .white.longest_mate_plies"
    )]
    Stats(TablebaseStatsArgs),
    /// Verify tables: every value derived again from the positions one move away
    #[command(after_help = "Examples:\n  a1h8 tablebase verify KQvK KRvK --dir tables")]
    Verify(TablebaseVerifyArgs),
}

#[derive(Args)]
pub struct TablebaseGenerateArgs {
    /// The endings, such as KQvKR
    #[arg(value_name = "ENDING", required_unless_present = "up_to")]
    pub endings: Vec<String>,
    /// Every ending of 3 to N pieces, kings included
    #[arg(long, value_name = "N", conflicts_with = "endings", value_parser = clap::value_parser!(u8).range(3..=8))]
    pub up_to: Option<u8>,
    /// The directory of the table files (created if missing)
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub dir: String,
    /// Threads to generate with, 1 to 256 (the positions of each step shared between them)
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = parse_threads)]
    pub threads: u16,
    #[command(flatten)]
    pub variant: VariantArgs,
}

#[derive(Args)]
pub struct TablebaseProbeArgs {
    /// A position in FEN, quoted as one argument [default: one per line of standard input]
    pub fen: Option<String>,
    /// The directory of the table files
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub dir: String,
    /// Print the line of best play to mate (or as far as the position is decided), in SAN
    #[arg(long)]
    pub line: bool,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
    #[command(flatten)]
    pub variant: VariantArgs,
}

#[derive(Args)]
pub struct TablebaseStatsArgs {
    /// The ending, such as KQvKR
    #[arg(value_name = "ENDING")]
    pub ending: String,
    /// The directory of the table files
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub dir: String,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
    #[command(flatten)]
    pub variant: VariantArgs,
}

#[derive(Args)]
pub struct TablebaseVerifyArgs {
    /// The endings, such as KQvKR
    #[arg(value_name = "ENDING", required = true)]
    pub endings: Vec<String>,
    /// The directory of the table files
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub dir: String,
    #[command(flatten)]
    pub variant: VariantArgs,
}
