#!/usr/bin/env python3
"""Writes the PGN test data of a1h8-game, with python-chess as the oracle.

    python3 -m venv /tmp/pgnvenv && /tmp/pgnvenv/bin/pip install chess
    /tmp/pgnvenv/bin/python scripts/pgn_games.py

Run outside CI; its output is committed in crates/a1h8-game/tests/data/:

- random.pgn: 1,000 games of random legal moves (from the start, from
  Chess960 starts, from FEN positions; some with comments, NAGs and
  variations), as python-chess's StringExporter writes them (80 columns),
  each followed by a blank line.
- random.tsv: for each game of random.pgn, what python-chess reads back:
  index, Result tag, final FEN, the main line in UCI (space-separated).
- hand.pgn: games typed by hand (well-known master games, Chess960, a game
  from a FEN, comments, nested variations, NAGs, % lines, broken games).
- hand.tsv: for each game of hand.pgn, what python-chess reads: index,
  Result tag, final FEN, the main line in UCI, and its errors (or "-").
- hand_export.pgn: python-chess's export (StringExporter, 80 columns) of
  each game of hand.pgn it reads without error, each after a line
  "; game N" (N its index in hand.pgn) and followed by a blank line.

python-chess is GPL: it is run here as an oracle only.
"""

import io
import os
import random

import chess
import chess.pgn

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "crates", "a1h8-game", "tests", "data")
RESULTS = ["*", "1-0", "0-1", "1/2-1/2"]
WORDS = ["good", "bad", "the only move", "a pawn is a pawn", "zugzwang", "time trouble",
         "with the idea Nf5", "unclear", "White is better", "!?"]


def export(game):
    return game.accept(chess.pgn.StringExporter(headers=True, variations=True, comments=True))


def pick(board, rng):
    """A random legal move, leaning towards promotions, castling and en passant."""
    moves = list(board.legal_moves)
    special = [m for m in moves if m.promotion or board.is_castling(m) or board.is_en_passant(m)]
    if special and rng.random() < 0.6:
        return rng.choice(special)
    return rng.choice(moves)


def start_board(kind, rng):
    if kind == "chess960":
        return chess.Board.from_chess960_pos(rng.randrange(960))
    board = chess.Board()
    if kind == "fen":
        # A position some random plies in, pawns pushed on: promotions come sooner.
        for _ in range(rng.randrange(10, 60)):
            if board.is_game_over():
                break
            moves = list(board.legal_moves)
            pawns = [m for m in moves if board.piece_type_at(m.from_square) == chess.PAWN]
            board.push(rng.choice(pawns if pawns and rng.random() < 0.5 else moves))
        if board.is_game_over():
            board = chess.Board()
        board = chess.Board(board.fen())
    return board


def random_game(index, rng):
    kind = rng.choices(["standard", "chess960", "fen"], [6, 2, 2])[0]
    board = start_board(kind, rng)
    game = chess.pgn.Game.from_board(board)
    game.headers["Event"] = f"random {index}"
    game.headers["White"] = rng.choice(["A", "B. Player", "Engine 1"])
    game.headers["Round"] = str(index)
    annotate = rng.random() < 0.2
    if annotate and rng.random() < 0.3:
        game.comment = rng.choice(WORDS)
    node = game
    plies = rng.choice([0, 1, 2, rng.randrange(3, 40), rng.randrange(3, 40), rng.randrange(30, 90)])
    for _ in range(plies):
        if board.is_game_over():
            break
        move = pick(board, rng)
        if annotate and rng.random() < 0.1 and board.legal_moves.count() > 1:
            other = rng.choice([m for m in board.legal_moves if m != move])
            side = node.add_variation(other)
            side.comment = rng.choice(WORDS) if rng.random() < 0.5 else ""
            b2 = board.copy()
            b2.push(other)
            for _ in range(rng.randrange(0, 4)):
                if b2.is_game_over():
                    break
                m = rng.choice(list(b2.legal_moves))
                side = side.add_variation(m)
                b2.push(m)
        node = node.add_main_variation(move) if node.variations else node.add_variation(move)
        board.push(move)
        if annotate and rng.random() < 0.15:
            node.comment = rng.choice(WORDS)
        if annotate and rng.random() < 0.1:
            node.nags.add(rng.randrange(1, 20))
    result = board.result() if board.is_game_over() else rng.choice(RESULTS)
    game.headers["Result"] = result
    return game


def describe(game):
    board = game.end().board()
    uci = " ".join(m.uci() for m in game.mainline_moves())
    return game.headers.get("Result", "?"), board.fen(), uci


def read_all(text):
    f = io.StringIO(text)
    games = []
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            return games
        games.append(game)


def main():
    os.makedirs(DATA, exist_ok=True)
    rng = random.Random(20261203)
    pgn = "".join(export(random_game(i, rng)) + "\n\n" for i in range(1000))
    with open(os.path.join(DATA, "random.pgn"), "w") as f:
        f.write(pgn)
    with open(os.path.join(DATA, "random.tsv"), "w") as f:
        for i, game in enumerate(read_all(pgn)):
            assert not game.errors, (i, game.errors)
            result, fen, uci = describe(game)
            f.write(f"{i}\t{result}\t{fen}\t{uci}\n")
    with open(os.path.join(DATA, "hand.pgn")) as f:
        hand = f.read()
    with open(os.path.join(DATA, "hand_export.pgn"), "w") as f:
        for i, game in enumerate(read_all(hand)):
            if not game.errors:
                f.write(f"; game {i}\n" + export(game) + "\n\n")
    with open(os.path.join(DATA, "hand.tsv"), "w") as f:
        for i, game in enumerate(read_all(hand)):
            try:
                result, fen, uci = describe(game)
            except ValueError as e:  # a bad FEN tag: no board at all
                result, fen, uci = game.headers.get("Result", "?"), "-", ""
            errors = "; ".join(str(e).split(" while parsing")[0] for e in game.errors) or "-"
            f.write(f"{i}\t{result}\t{fen}\t{uci}\t{errors}\n")


if __name__ == "__main__":
    main()
