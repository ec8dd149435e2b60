#!/usr/bin/env python3
"""Random games with python-chess's answers on the rules of a whole game.

What it writes
    crates/a1h8-game/tests/data/game-rules.tsv: one line a game, tab
    separated: the start FEN, the seed, the number of plies played, the
    final FEN, then the events: space-separated `ply:CODE` for every
    position (ply 0 = the start) where one of python-chess's answers is not
    the plain one. CODE has five characters:
      1. board.outcome() (claim_draw=False), its termination's letter or '-'
      2. board.outcome(claim_draw=True), the same
      3. can_claim_fifty_moves()         '1' or '0'
      4. can_claim_threefold_repetition() '1' or '0'
      5. is_repetition(3)                 '1' or '0'
    The letters: c checkmate, s stalemate, i insufficient_material,
    v seventyfive_moves, f fivefold_repetition, y fifty_moves,
    t threefold_repetition. A position absent from the events is "--000".

How the games are played (the test replays them the same way)
    A splitmix64 generator seeded with the game's seed. At each ply the
    legal moves are sorted by their UCI text; if the previous move of the
    side to move can be taken back move for move (its to-square to its
    from-square is legal) and the generator's next value % 100 < 40, that
    move is played (so that positions repeat); else the move at index
    next % len. A game stops when outcome() is not None or at its plies
    limit (next % 300 + 20, drawn first).

The start positions: the standard one, Chess960 starts (chess960=True,
castling as the king taking its rook), and positions with few pieces and
halfmove clocks near 50 and 75 moves.

How to run (python-chess 1.11, e.g. python3 -m venv /tmp/v && /tmp/v/bin/pip install chess)
    python3 scripts/game_rules.py GAMES > crates/a1h8-game/tests/data/game-rules.tsv
    (GAMES is 10000; `game_rules.py END FIRST` writes games FIRST to END-1 only,
    to share the work between processes, concatenated in order afterwards)
CI does not run it: the tests read the TSV it wrote.
"""

import sys

import chess

MASK = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)


LETTERS = {
    chess.Termination.CHECKMATE: "c",
    chess.Termination.STALEMATE: "s",
    chess.Termination.INSUFFICIENT_MATERIAL: "i",
    chess.Termination.SEVENTYFIVE_MOVES: "v",
    chess.Termination.FIVEFOLD_REPETITION: "f",
    chess.Termination.FIFTY_MOVES: "y",
    chess.Termination.THREEFOLD_REPETITION: "t",
}

ENDGAME_STARTS = [
    "8/8/4k3/8/8/3K4/3N4/8 w - - 90 100",
    "8/8/4k3/8/2b5/3K4/3B4/8 b - - 95 100",
    "8/5k2/8/8/8/2K5/3R4/8 w - - 96 80",
    "8/5k2/8/8/8/2K5/3Q4/8 b - - 140 120",
    "8/5k2/5p2/8/8/2K5/3B4/8 w - - 144 120",
    "8/5k2/8/8/8/2K5/2BB4/8 w - - 98 60",
    "4k3/8/8/8/8/8/4N3/4K1n1 w - - 97 70",
    "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1",
    "4k3/8/8/8/8/8/8/4K2R w K - 99 60",
    "6k1/8/6K1/8/8/8/8/5Q2 w - - 148 120",
]


def code(board, plain):
    """The CODE of `board`, whose outcome() is `plain`. outcome(claim_draw=True)
    is derived as python-chess defines it (the outcome, else the fifty-move
    claim, else the threefold claim) rather than asked again: each claim is
    computed once."""
    fifty = board.can_claim_fifty_moves()
    threefold = board.can_claim_threefold_repetition()
    if plain is not None:
        claimed = plain.termination
    elif fifty:
        claimed = chess.Termination.FIFTY_MOVES
    elif threefold:
        claimed = chess.Termination.THREEFOLD_REPETITION
    else:
        claimed = None
    return "".join([
        LETTERS[plain.termination] if plain else "-",
        LETTERS[claimed] if claimed else "-",
        "1" if fifty else "0",
        "1" if threefold else "0",
        "1" if board.is_repetition(3) else "0",
    ])


def play(board, seed):
    rng = SplitMix64(seed)
    limit = rng.next() % 300 + 20
    events = []
    last = {chess.WHITE: None, chess.BLACK: None}
    plies = 0
    while True:
        plain = board.outcome()
        c = code(board, plain)
        if c != "--000":
            events.append(f"{plies}:{c}")
        if plain is not None or plies >= limit:
            break
        moves = sorted(board.legal_moves, key=lambda m: m.uci())
        previous = last[board.turn]
        back = None
        if previous is not None:
            back = next((m for m in moves if m.from_square == previous.to_square
                         and m.to_square == previous.from_square and m.promotion is None), None)
        if back is not None and rng.next() % 100 < 40:
            move = back
        else:
            move = moves[rng.next() % len(moves)]
        last[board.turn] = move
        board.push(move)
        plies += 1
    return plies, events


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    out = sys.stdout
    for number in range(first, games):
        seed = 1_000_003 * number + 17
        kind = number % 10
        if kind < 5:
            board = chess.Board()
        elif kind < 7:
            board = chess.Board.from_chess960_pos(seed % 960)
        else:
            board = chess.Board(ENDGAME_STARTS[number % len(ENDGAME_STARTS)])
        start = board.fen()
        chess960 = board.chess960
        plies, events = play(board, seed)
        out.write("\t".join([("960 " if chess960 else "") + start, str(seed), str(plies),
                             board.fen(), " ".join(events)]) + "\n")


if __name__ == "__main__":
    main()
