"""PGN: games read one at a time from a file or a text, and written back.

``read_games(source)`` takes a path or an open file (text or binary) and
gives the games as they come, one in memory at a time: each a ``Game`` with
``headers`` (a dict, in the order written), ``moves`` (the main line in
UCI), ``sans``, ``comments`` (after each move), ``starting_fen``, ``fen``
(after the main line), ``variant``, ``result`` (the movetext's) and
``errors`` (python-chess's name: none, or the fault with its line and
column, the moves being those before it); ``board()`` is an
``a1h8.Board`` at the end of the main line, and ``str(game)`` the game
written back as python-chess exports it. ``[FEN]``, ``[SetUp]`` and
``[Variant]`` are read (Chess960 and a1h8's variants). ``write_game(board,
headers=None)`` writes an ``a1h8.Board``'s game.

>>> import io
>>> from a1h8 import Board
>>> from a1h8.pgn import read_games, write_game
>>> text = '[White "A"]\\n\\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? { a blunder } 4. Qxf7# 1-0\\n'
>>> (game,) = read_games(io.StringIO(text))
>>> game.headers["White"], game.moves[:2], game.comments[5], game.result
('A', ['e2e4', 'e7e5'], ['a blunder'], '1-0')
>>> game.board().outcome()
Outcome(termination='checkmate', winner=True)
>>> broken = next(read_games(io.StringIO("1. e4 e5 2. Ke3 *\\n")))
>>> broken.moves, broken.errors[0][:36]
(['e2e4', 'e7e5'], 'line 1, column 13: illegal move Ke3:')
>>> board = Board()
>>> for san in ["f3", "e5", "g4", "Qh4#"]:
...     _ = board.push_san(san)
>>> print(write_game(board, {"White": "Fool"}).splitlines()[-1])
1. f3 e5 2. g4 Qh4# 0-1
"""

from ._a1h8 import Game, GameReader, read_games, write_game

__all__ = ["Game", "GameReader", "read_games", "write_game"]
