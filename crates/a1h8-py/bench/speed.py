"""How fast a1h8's Python bindings are next to python-chess, in one run.

(a) Legal move generation: 100,000 positions from seeded random playouts
    (python-chess plays the random moves), parsed beforehand into
    `a1h8.Position` and `chess.Board` objects; timed is only the making of
    the move lists: `position.legal_moves()` against
    `list(board.legal_moves)`. Also a1h8 with the FEN parsing included
    (`Position.from_fen(fen).legal_moves()`).
(b) perft(5) of the start position: `a1h8.perft` (one thread) against
    python-chess's perft written the usual way (as in python-chess's own
    test suite: recursive push/pop, the last ply counted with
    `board.legal_moves.count()`), both at the same depth (`--depth`).

Each measurement is the best of `--repeat` runs (python-chess's perft only
once unless `--repeat-python-chess-perft` is given: it takes seconds), with
the garbage collector off while timing (as `timeit` does). Prints a
Markdown table.

    python crates/a1h8-py/bench/speed.py [--positions 100000] [--depth 5]
"""

import argparse
import gc
import platform
import random
import time

import chess

import a1h8


def collect_fens(count, seed):
    """`count` FENs of random games from the start position (restarted at
    mate, stalemate, bare kings or 200 plies)."""
    rng = random.Random(seed)
    fens = []
    board = chess.Board()
    while len(fens) < count:
        fens.append(board.fen())
        moves = list(board.legal_moves)
        if not moves or board.ply() >= 200 or chess.popcount(board.occupied) == 2:
            board = chess.Board()
            continue
        board.push(rng.choice(moves))
    return fens


def best_of(repeat, function):
    """(the shortest time of `repeat` calls of `function`, its result).

    The garbage collector is off while a call runs, as in `timeit`: with
    100,000 boards alive its passes would otherwise take a large and
    varying share of either side's time."""
    best, result = float("inf"), None
    for _ in range(repeat):
        result = None
        gc.collect()
        gc.disable()
        try:
            start = time.perf_counter()
            result = function()
            best = min(best, time.perf_counter() - start)
        finally:
            gc.enable()
    return best, result


def python_chess_perft(board, depth):
    if depth > 1:
        count = 0
        for move in board.legal_moves:
            board.push(move)
            count += python_chess_perft(board, depth - 1)
            board.pop()
        return count
    if depth == 1:
        return board.legal_moves.count()
    return 1


def rate(count, seconds):
    """A count per second, readable."""
    per_second = count / seconds
    for unit, size in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if per_second >= size:
            return f"{per_second / size:.2f} {unit}/s"
    return f"{per_second:.0f} /s"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=20240601)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--depth", type=int, default=5)
    parser.add_argument("--repeat-python-chess-perft", type=int, default=1)
    args = parser.parse_args()

    print(f"Collecting {args.positions:,} positions (seed {args.seed}) ...", flush=True)
    fens = collect_fens(args.positions, args.seed)
    positions = [a1h8.Position.from_fen(fen) for fen in fens]
    boards = [chess.Board(fen) for fen in fens]

    def a1h8_moves():
        return [position.legal_moves() for position in positions]

    def python_chess_moves():
        return [list(board.legal_moves) for board in boards]

    def a1h8_parse_and_moves():
        return [a1h8.Position.from_fen(fen).legal_moves() for fen in fens]

    ours_seconds, ours = best_of(args.repeat, a1h8_moves)
    theirs_seconds, theirs = best_of(args.repeat, python_chess_moves)
    parsing_seconds, _ = best_of(args.repeat, a1h8_parse_and_moves)
    moves = sum(map(len, ours))
    assert moves == sum(map(len, theirs)), "the two move generators disagree"
    assert all(set(a) == {m.uci() for m in b} for a, b in zip(ours[:2000], theirs[:2000]))

    start = chess.STARTING_FEN
    same_seconds, same_nodes = best_of(
        args.repeat, lambda: a1h8.perft(start, args.depth, threads=1)
    )
    pc_seconds, pc_nodes = best_of(
        args.repeat_python_chess_perft,
        lambda: python_chess_perft(chess.Board(), args.depth),
    )
    assert pc_nodes == same_nodes, (pc_nodes, same_nodes)

    n = len(fens)
    print()
    print(f"a1h8 {a1h8.__version__}, python-chess {chess.__version__}, "
          f"Python {platform.python_version()} on {platform.machine()}; "
          f"best of {args.repeat} (python-chess perft: {args.repeat_python_chess_perft})")
    print()
    print("| measurement | a1h8 | python-chess | a1h8 faster by |")
    print("|---|---|---|---|")
    print(
        f"| legal moves of {n:,} positions ({moves:,} moves) | {ours_seconds:.3f} s, "
        f"{rate(n, ours_seconds)} | {theirs_seconds:.3f} s, {rate(n, theirs_seconds)} | "
        f"{theirs_seconds / ours_seconds:.1f}x |"
    )
    print(
        f"| from_fen + legal moves, {n:,} positions | {parsing_seconds:.3f} s, "
        f"{rate(n, parsing_seconds)} | ({theirs_seconds:.3f} s, moves only) | "
        f"{theirs_seconds / parsing_seconds:.1f}x |"
    )
    print(
        f"| perft({args.depth}) of the start position, {same_nodes:,} leaves | "
        f"{same_seconds * 1e3:.1f} ms, {rate(same_nodes, same_seconds)} | "
        f"{pc_seconds:.2f} s, {rate(pc_nodes, pc_seconds)} | {pc_seconds / same_seconds:,.0f}x |"
    )

if __name__ == "__main__":
    main()
