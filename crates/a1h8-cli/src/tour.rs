//! `a1h8 tour`: the sources' ideas, one section each, computed live.

use std::fmt::Write;
use std::time::Instant;

use a1h8::attacks::{self, Slider, Technique, magic};
use a1h8::canonical::{Rule, canonical, canonical_by};
use a1h8::errata::Snippet;
use a1h8::geometry::BoardSize;
use a1h8::{
    AntiDiagonal, Board, CastlingRights, Color, Diagonal, Direction, File, Piece, PieceKind,
    Position, Rank, Square, SquareColor, Symmetry, between, line, perft, ray,
};

use a1h8::variant::{CAPABLANCA, VariantMove, VariantPosition, perft as variant_perft};

use crate::board::{
    ATTACKS_LEGEND, Style, draw, draw_attacks, draw_position, labelled_grid, side_by_side,
};

fn heading(out: &mut String, number: usize, title: &str) {
    let _ = writeln!(out, "\n{number}. {title}");
    let _ = writeln!(out, "{}", "─".repeat(title.chars().count() + 3));
}

fn lines(out: &mut String, block: &[String]) {
    for line in block {
        let _ = writeln!(out, "  {line}");
    }
}

fn square_list(set: a1h8::Bitboard) -> String {
    set.into_iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn squares(out: &mut String) {
    heading(out, 1, "Squares: little-endian rank-file mapping");
    let _ = writeln!(
        out,
        "Each square gets index = 8 * rank + file (files a..h and ranks 1..8 counted\n\
         from 0), so a1 = 0, h1 = 7, a8 = 56 and h8 = 63. One step north adds 8, east 1.\n"
    );
    lines(out, &labelled_grid(|s| s.index().to_string()));
    let e4 = Square::E4;
    let top_left = e4.top_left();
    let _ = writeln!(
        out,
        "\n{e4}: file {} = {}, rank {} = {}, index 8 * {} + {} = {}.\n\
         The forum post counts from the top-left corner instead (to follow FEN, which\n\
         lists rank 8 first): {e4} is row {}, column {} there; a8 = (0, 0), h1 = (7, 7).",
        e4.file(),
        e4.file().index(),
        e4.rank(),
        e4.rank().index(),
        e4.rank().index(),
        e4.file().index(),
        e4.index(),
        top_left.row,
        top_left.column,
    );
}

fn diagonals(out: &mut String) {
    heading(out, 2, "Diagonals and anti-diagonals");
    let _ = writeln!(
        out,
        "Walking a diagonal south-west to north-east (a1-h8) adds one to rank and file\n\
         alike, so rank - file stays fixed: it numbers the diagonals. Walking an\n\
         anti-diagonal south-east to north-west (h1-a8) keeps rank + file fixed.\n"
    );
    let left = labelled_grid(|s| s.diagonal().rank_minus_file().to_string());
    let right = labelled_grid(|s| s.anti_diagonal().rank_plus_file().to_string());
    let mut block = vec![format!("{:<30}{}", "rank - file", "rank + file")];
    block.extend(side_by_side(&left, &right, 4));
    lines(out, &block);
    let lengths = |f: &dyn Fn(usize) -> usize| {
        (0..15)
            .map(|i| f(i).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let _ = writeln!(
        out,
        "\n{} diagonals, lengths by rank - file from -7 to 7:  {}\n\
         {} anti-diagonals, lengths by rank + file from 0 to 14: {}",
        Diagonal::COUNT,
        lengths(&|i| Diagonal::ALL[i].length()),
        AntiDiagonal::COUNT,
        lengths(&|i| AntiDiagonal::ALL[i].length()),
    );
    let a1 = Square::A1.diagonal();
    let _ = writeln!(
        out,
        "\nThe Diagonals and Anti-Diagonals pages also number them 7 + rank - file\n\
         (0..14), (rank - file) & 15 and (rank + file) ^ 7 (0..15, with 8 never used):\n\
         see `a1h8 table --list`.\n\
         Every line is one colour. \"All even indices are dark\" holds for rank - file:\n\
         the long diagonal {a1} has rank - file = {} and is {}. It does not hold for\n\
         7 + rank - file, where the same diagonal is number {}: there the even numbers\n\
         are the {} diagonals. Likewise (rank + file) ^ 7 puts the {} main\n\
         anti-diagonal {} at {}.",
        a1.rank_minus_file(),
        a1.color(),
        a1.index(),
        SquareColor::Light,
        AntiDiagonal::MAIN.color(),
        AntiDiagonal::MAIN,
        AntiDiagonal::MAIN.wrapped_index(),
    );
}

fn rays(out: &mut String, style: Style) {
    heading(out, 3, "Lines, between and rays");
    let (a, b) = (Square::B2, Square::G7);
    let _ = writeln!(
        out,
        "line({a}, {b}) is the whole line through both, edge to edge; between({a}, {b})\n\
         the squares strictly between them, both ends excluded: {}.\n",
        square_list(between(a, b)),
    );
    let left: Vec<String> = draw(line(a, b), &[a, b], style)
        .lines()
        .map(String::from)
        .collect();
    let right: Vec<String> = draw(between(a, b), &[a, b], style)
        .lines()
        .map(String::from)
        .collect();
    let mut block = vec![format!(
        "{:<27}{}",
        format!("line({a}, {b})"),
        format!("between({a}, {b})")
    )];
    block.extend(side_by_side(&left, &right, 4));
    lines(out, &block);
    let (origin, direction) = (Square::E4, Direction::NorthWest);
    let _ = writeln!(
        out,
        "\nray({origin}, {direction}) runs from the next square to the edge: {}.\n\
         A slider's attacks are such a ray cut at the first piece on it; the tables\n\
         for all 8 x 64 rays and 64 x 64 pairs are computed at compile time.\n",
        square_list(ray(origin, direction)),
    );
    lines(
        out,
        &draw(ray(origin, direction), &[origin], style)
            .lines()
            .map(String::from)
            .collect::<Vec<_>>(),
    );
}

fn errata(out: &mut String) {
    heading(
        out,
        4,
        "Errata: the sources' \"same diagonal\" snippets, tried on all pairs",
    );
    let _ = writeln!(
        out,
        "Each snippet is run exactly as its page writes it (C int arithmetic) on all\n\
         4096 ordered pairs (sq1, sq2) and compared with rank - file or rank + file:\n"
    );
    let pair = |p: Option<(Square, Square)>| p.map_or("-".to_string(), |(a, b)| format!("{a},{b}"));
    let _ = writeln!(
        out,
        "  {:<15} {:<46} {:>9} {:>9}  first wrong yes / no",
        "line", "snippet", "wrong yes", "wrong no"
    );
    for snippet in Snippet::ALL {
        let audit = snippet.audit();
        let _ = writeln!(
            out,
            "  {:<15} {:<46} {:>9} {:>9}  {} / {}",
            snippet.line_kind(),
            snippet.code(),
            audit.false_positives,
            audit.false_negatives,
            pair(audit.first_false_positive),
            pair(audit.first_false_negative),
        );
    }
    let and7 = Snippet::SameAntiDiagonalAnd7;
    let _ = writeln!(
        out,
        "\n(sq2 - sq1) & 7 is a file distance only when no rank boundary is crossed, and\n\
         never negative; % 9 and % 7 accept pairs that wrap around the board's edge\n\
         (h1 and a3 differ by 9). The anti-diagonal test is not even symmetric: it says\n\
         {} for (b1, a2) but {} for (a2, b1). The library compares rank - file and\n\
         rank + file instead; the counts above are pinned by its tests.",
        and7.claims(Square::B1, Square::A2),
        and7.claims(Square::A2, Square::B1),
    );
}

fn moves(out: &mut String) {
    heading(
        out,
        5,
        "Moves per direction: the forum post's closed formulas",
    );
    let board = BoardSize::STANDARD;
    let _ = writeln!(
        out,
        "Along diagonal d = rank - file the sum rank + file runs in steps of 2 from\n\
         min_sum = |d| (south-west end) to max_sum = {} - |d| (north-east end), so\n\
         from a square with sum s there are (max_sum - s) / 2 moves north-east and\n\
         (s - min_sum) / 2 south-west; the diagonal has (max_sum - min_sum) / 2 + 1\n\
         squares. Anti-diagonals work the same way with rank - file. No walking:\n",
        board.diagonal_max_sum(0),
    );
    let left = labelled_grid(|s| s.moves_to_edge(Direction::NorthEast).to_string());
    let right = labelled_grid(|s| {
        Direction::DIAGONAL
            .iter()
            .map(|&d| s.moves_to_edge(d) as usize)
            .sum::<usize>()
            .to_string()
    });
    let mut block = vec![format!(
        "{:<28}{}",
        "moves north-east", "bishop moves, empty board"
    )];
    block.extend(side_by_side(&left, &right, 6));
    lines(out, &block);
    let c2 = Square::C2;
    let d = c2.diagonal().rank_minus_file() as i32;
    let s = c2.rank().index() as i32 + c2.file().index() as i32;
    let _ = writeln!(
        out,
        "\nFrom {c2}: d = {d}, s = {s}, max_sum = {}, so ({} - {s}) / 2 = {} moves north-east.\n\
         `a1h8 table nw-se` and `a1h8 table ne-sw` print the post's own tables, in its\n\
         top-left coordinates.",
        board.diagonal_max_sum(d),
        board.diagonal_max_sum(d),
        c2.moves_to_edge(Direction::NorthEast),
    );
}

fn other_boards(out: &mut String) {
    heading(out, 6, "Other boards: the forum post's open question");
    let _ = writeln!(
        out,
        "The forum post ends: \"I think the relations will hold for any n-by-n board,\n\
         maybe later I will check what happens on an m-by-n board.\" The library writes\n\
         its formulas for any board from 1x1 to 16x16; the diagonals of a few:\n"
    );
    let _ = writeln!(
        out,
        "  {:<18} {:>7} {:>9}  lengths by rank - file",
        "board", "squares", "diagonals"
    );
    for (files, ranks, name) in [
        (8, 8, "chess"),
        (9, 9, "shogi"),
        (10, 8, "Capablanca"),
        (9, 10, "xiangqi"),
        (10, 10, "grand chess"),
    ] {
        let board = BoardSize::new(files, ranks).expect("a valid size");
        let lengths: Vec<String> = board
            .diagonals()
            .map(|d| board.diagonal_length(d).to_string())
            .collect();
        let _ = writeln!(
            out,
            "  {:<18} {:>7} {:>9}  {}",
            format!("{board} {name}"),
            board.square_count(),
            board.diagonal_count(),
            lengths.join(" ")
        );
    }
    let board = capablanca();
    let c1 = board.parse_square("c1").expect("c1 is on 10x8");
    let d = c1.diagonal();
    let _ = writeln!(
        out,
        "\nOn n x n the lengths rise and fall symmetrically, and every relation of the\n\
         post holds once its 7, 14 and 6 are read as n - 1, 2(n - 1) and n - 2. On a\n\
         rectangle they plateau: on {board} the diagonal through {c1} (rank - file = {d}) runs\n\
         from rank + file = {} to {}, {} squares, and its two ends are no longer mirror\n\
         images, so the post's n x n forms of the diagonal length and of one of len or\n\
         backlen fail. General forms, each tested on all 256 sizes: docs/geometry.md;\n\
         any board's numbers: `a1h8 geometry --files 10 --ranks 8`.",
        board.diagonal_min_sum(d),
        board.diagonal_max_sum(d),
        board.diagonal_length(d),
    );
}

fn symmetries(out: &mut String) {
    heading(
        out,
        7,
        "Symmetries and tablebases: the Diagonal Mirroring page",
    );
    let _ = writeln!(
        out,
        "The square has eight symmetries: the identity, three rotations and four\n\
         mirrors. Mirroring along the main diagonal swaps rank and file; the\n\
         Diagonal Mirroring page mirrors its sample along a1-h8 and h1-a8:\n"
    );
    let sample =
        Position::from_fen("k7/8/NK2B3/8/8/8/8/8 w - -").expect("the page's sample is legal");
    for symmetry in [
        Symmetry::Identity,
        Symmetry::MirrorDiagonal,
        Symmetry::MirrorAntiDiagonal,
    ] {
        let image = sample
            .transform(symmetry)
            .expect("the sample has no pawns, no castling");
        let _ = writeln!(out, "  {:<22}{}", symmetry.name(), image);
    }
    let positions: Vec<Position> = Square::ALL
        .into_iter()
        .flat_map(|white| Square::ALL.into_iter().map(move |black| (white, black)))
        .filter_map(|(white, black)| {
            let mut board = Board::EMPTY;
            board.set(white, Some(Piece::new(Color::White, PieceKind::King)));
            board.set(black, Some(Piece::new(Color::Black, PieceKind::King)));
            Position::new(board, Color::White, CastlingRights::NONE, None, 0, 1).ok()
        })
        .collect();
    let count = |rule: Option<Rule>| {
        let mut classes: Vec<String> = positions
            .iter()
            .map(|p| match rule {
                Some(rule) => canonical_by(p, rule).expect("kings alone allow every rule"),
                None => canonical(p),
            })
            .map(|c| c.position.to_string())
            .collect();
        classes.sort();
        classes.dedup();
        classes.len()
    };
    let _ = writeln!(
        out,
        "\nA symmetry keeps a position's meaning only where nothing breaks it: pawns\n\
         move forward, so with pawns only the left-right mirror applies; castling rights\n\
         pin kings and rooks to their corners, so with them nothing does. Without pawns\n\
         and castling, a tablebase stores each class of eight positions once, with the\n\
         white king in the triangle a1-d1-d4. Counted live over the {} legal\n\
         placements of two kings alone: {} classes under all eight symmetries, {} under\n\
         the left-right mirror alone (as with pawns).\n\
         Try: `a1h8 canonical --explain \"k7/8/NK2B3/8/8/8/8/8 w - -\"`.",
        positions.len(),
        count(None),
        count(Some(Rule::MirrorHorizontal)),
    );
}

fn sliders(out: &mut String, style: Style) {
    heading(out, 8, "Sliding pieces: the in-between squares, looked up");
    let _ = writeln!(
        out,
        "The forum post: \"queens, rooks, and bishops not only move but slide, i.e. they\n\
         can't have anything between them and their new square. So we need to calculate\n\
         (later look up) all the in-between moves/squares too.\" That is between(a, b): a\n\
         bishop on b2 reaches g7 exactly when between(b2, g7) = {} holds no piece,\n\
         one AND with the occupied squares instead of a walk.\n",
        square_list(between(Square::B2, Square::G7)),
    );
    let (square, occupied) = (
        Square::E4,
        Square::E6.bitboard() | Square::B4 | Square::E2 | Square::G6,
    );
    let rook = Piece::new(Color::White, PieceKind::Rook);
    let set = attacks::rook(square, occupied);
    let _ = writeln!(
        out,
        "A rook's attacks are its four rays, each cut at its first occupied square, which\n\
         is attacked whatever stands on it. A rook on {square} with {} occupied:\n",
        square_list(occupied),
    );
    let mut block: Vec<String> = draw_attacks(rook, square, set, occupied, style)
        .lines()
        .map(String::from)
        .collect();
    block.push(ATTACKS_LEGEND.to_string());
    lines(out, &block);
    let m = magic::magic(Slider::Rook, square);
    let relevant = occupied & m.mask;
    let product = relevant.0.wrapping_mul(m.magic);
    let index = (product >> m.shift) as usize;
    let _ = writeln!(
        out,
        "\nLooked up, not walked: the magic table keeps, for every square, the attacks of\n\
         every occupancy of its {} relevant squares (the rays without their last square).\n\
         For this rook:\n\
         \n  occupied & mask   {:#018x}\n  * magic           {:#018x}\n  \
         = product         {product:#018x}\n  {:<18}entry {index} of the square's {}\n  \
         attacks           {:#018x}\n",
        64 - m.shift,
        relevant.0,
        m.magic,
        format!(">> {}", m.shift),
        m.size(),
        set.0,
    );
    let agree = Technique::ALL
        .iter()
        .filter(|t| t.rook(square, occupied) == set)
        .count();
    let names: Vec<&str> = Technique::ALL.iter().map(|t| t.name()).collect();
    let _ = writeln!(
        out,
        "{agree} of the {} techniques of the library give this same set:\n{}.\n\
         The default here is {}. Try `a1h8 attacks queen d4 --occupied d7,g4,b2`,\n\
         `a1h8 magics --stored` and `a1h8 emit --lang c` for the tables as C.",
        Technique::ALL.len(),
        names.join(", "),
        Technique::DEFAULT,
    );
}

fn perft_section(out: &mut String) {
    heading(out, 9, "Move generation: perft");
    let _ = writeln!(
        out,
        "The tables exist to generate moves. The legal moves of a position come from them\n\
         with a check mask (between the king and its checker) and pin lines (line through\n\
         the king and a pinned piece), computed once per position. Perft counts the leaves\n\
         of the legal move tree to a depth; the published counts of the start position:\n"
    );
    let start = Position::starting();
    let mut total = 0;
    let began = Instant::now();
    for depth in 1..=5 {
        let nodes = perft(&start, depth);
        total += nodes;
        let _ = writeln!(out, "  perft({depth}) = {nodes:>9}");
    }
    let seconds = began.elapsed().as_secs_f64();
    let _ = writeln!(
        out,
        "\n{total} leaves counted (depths 1 to 5) in {:.1} ms here, {:.0} million a second,\none thread.\n\
         Try `a1h8 perft --depth 6 --divide` and `a1h8 moves \"<FEN>\"`.",
        seconds * 1e3,
        total as f64 / seconds.max(1e-9) / 1e6,
    );
}

fn variants(out: &mut String, style: Style) {
    heading(out, 10, "Other boards, played: Capablanca chess on 10x8");
    let _ = writeln!(
        out,
        "The same tables and the same move generator, on any board up to 16x16 with at\n\
         most 128 squares (one 128-bit set), with the archbishop (bishop and knight, A)\n\
         and the chancellor (rook and knight, C) of the large variants. Capablanca chess\n\
         after 1. e4 e5 2. Ad3 Ci6:\n"
    );
    let variant = &CAPABLANCA;
    let mut position = VariantPosition::start(variant).expect("the start position is valid");
    for uci in ["e2e4", "e7e5", "c1d3", "h8i6"] {
        let mv = VariantMove::from_uci(&position, uci).expect("a legal move");
        position = position.play_unchecked(mv);
    }
    let drawing = draw_position(&position, style);
    lines(
        out,
        &drawing.lines().map(str::to_string).collect::<Vec<_>>(),
    );
    let _ = writeln!(out, "\n  {position}\n");
    let began = Instant::now();
    let mut total = 0;
    for depth in 1..=4 {
        let nodes = variant_perft(&position, depth);
        total += nodes;
        let _ = writeln!(out, "  perft({depth}) = {nodes:>9}");
    }
    let seconds = began.elapsed().as_secs_f64();
    let _ = writeln!(
        out,
        "\n{total} leaves in {:.1} ms, {:.0} million a second; Fairy-Stockfish, the reference\n\
         engine for variants, gives the same counts (the tests check its published ones).",
        seconds * 1e3,
        total as f64 / seconds.max(1e-9) / 1e6,
    );

    // The forum post's question, answered on this board for the archbishop's square.
    let board = variant.size();
    let square = board.parse_square("d3").expect("d3 is on 10x8");
    let (d, a) = (square.diagonal(), square.anti_diagonal());
    let _ = writeln!(
        out,
        "\nThe forum post's question on this board, for the archbishop on {square} (file {},\n\
         rank {} from 0), from the closed forms:\n\
         \n  diagonal      rank - file = {d:>2}: rank + file from {} to {}, {} squares\n  \
         anti-diagonal rank + file = {a:>2}: rank - file from {} to {}, {} squares\n",
        square.file(),
        square.rank(),
        board.diagonal_min_sum(d),
        board.diagonal_max_sum(d),
        board.diagonal_length(d),
        board.anti_diagonal_min_difference(a),
        board.anti_diagonal_max_difference(a),
        board.anti_diagonal_length(a),
    );
    let moves: Vec<String> = Direction::ALL
        .iter()
        .map(|&direction| {
            format!(
                "{} {}",
                direction.abbreviation(),
                board.moves(square, direction)
            )
        })
        .collect();
    let total: usize = Direction::ALL.iter().map(|&d| board.moves(square, d)).sum();
    let queen = variant
        .attacks()
        .queen(square, a1h8::bitboard128::Bitboard128::EMPTY)
        .count();
    let _ = writeln!(
        out,
        "  moves to the edge: {}\n\
         \nThey add up to {total}, and the attack tables give a queen there on the empty\n\
         board {queen} squares. On 8x8 the same diagonal has {} squares: the post's 8x8\n\
         constants do not carry over, its general forms do. Try `a1h8 variants`,\n\
         `a1h8 perft --variant capablanca --depth 5` and `a1h8 show --variant capablanca FEN`.",
        moves.join(", "),
        BoardSize::STANDARD.diagonal_length(d),
    );
}

fn capablanca() -> BoardSize {
    BoardSize::new(10, 8).expect("10 x 8 is a valid size")
}

/// The whole tour.
pub fn render(style: Style) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "a1h8 tour: chess-board geometry from the source documents, computed live by the\n\
         a1h8 library. {} files x {} ranks, {} squares.",
        File::COUNT,
        Rank::COUNT,
        Square::COUNT,
    );
    squares(&mut out);
    diagonals(&mut out);
    rays(&mut out, style);
    errata(&mut out);
    moves(&mut out);
    other_boards(&mut out);
    symmetries(&mut out);
    sliders(&mut out, style);
    perft_section(&mut out);
    variants(&mut out, style);
    let _ = writeln!(
        out,
        "\nMore: `a1h8 table --list`, `a1h8 show --help`, `a1h8 --help`."
    );
    out
}
