"""`a1h8.pgn` against python-chess's PGN reader (an oracle only): the 1,000
random games and the hand-typed ones of `crates/a1h8-game/tests/data`, read
by both from the same file; games written by `write_game` read back by
python-chess; files, text and binary handles; errors with their place."""

import io
import pathlib

import chess
import chess.pgn

import a1h8
from a1h8.pgn import read_games, write_game

DATA = pathlib.Path(__file__).resolve().parents[2] / "a1h8-game" / "tests" / "data"


def python_chess_games(path):
    with open(path, encoding="utf-8") as handle:
        while (game := chess.pgn.read_game(handle)) is not None:
            yield game


def test_the_random_games_read_as_python_chess_reads_them():
    ours = list(read_games(DATA / "random.pgn"))
    theirs = list(python_chess_games(DATA / "random.pgn"))
    assert len(ours) == len(theirs) == 1000
    for number, (game, their) in enumerate(zip(ours, theirs)):
        board = their.end().board()
        assert game.errors == [], (number, game.errors)
        assert game.moves == [move.uci() for move in their.mainline_moves()], number
        assert dict(game.headers) == dict(their.headers), number
        fen = game.fen
        if board.chess960:
            fen = chess.Board(fen, chess960=True).fen()
        assert fen == board.fen(), number
        assert game.board().fen() == game.fen


def test_a_file_a_text_handle_and_a_binary_handle_read_alike():
    path = DATA / "hand.pgn"
    by_path = [(g.moves, g.fen, g.errors) for g in read_games(path)]
    by_path_str = [(g.moves, g.fen, g.errors) for g in read_games(str(path))]
    with open(path, encoding="utf-8") as text:
        by_text = [(g.moves, g.fen, g.errors) for g in read_games(text)]
    with open(path, "rb") as binary:
        by_bytes = [(g.moves, g.fen, g.errors) for g in read_games(binary)]
    assert by_path == by_path_str == by_text == by_bytes
    assert any(errors for _, _, errors in by_path), "hand.pgn has broken games"
    assert all(error.startswith("line ") for _, _, errors in by_path for error in errors)


def test_written_games_are_read_back_by_python_chess():
    boards = []
    for fen, moves in [
        (None, ["f3", "e5", "g4", "Qh4#"]),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", ["O-O", "O-O-O", "Rf7"]),
        ("4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1", ["exd6", "Kd7", "b8=N+"]),
    ]:
        board = a1h8.Board(fen)
        for san in moves:
            board.push_san(san)
        boards.append(board)
    for board in boards:
        text = write_game(board, {"Event": "test", "White": "W"})
        game = chess.pgn.read_game(io.StringIO(text))
        assert game.errors == []
        assert [move.uci() for move in game.mainline_moves()] == board.move_stack
        assert game.end().board().fen() == board.fen()
        assert game.headers["Event"] == "test" and game.headers["Result"] == board.result()
        (again,) = read_games(io.StringIO(text))
        assert again.moves == board.move_stack and str(again) == text.rstrip("\n") or str(again) == text


def test_errors_name_their_place_and_the_reader_goes_on():
    text = "1. e4 e5 2. Ke3 *\n\n[Event \"next\"]\n\n1. d4 *\n"
    first, second = read_games(io.StringIO(text))
    assert first.moves == ["e2e4", "e7e5"]
    assert first.errors[0].startswith("line 1, column 13: illegal move Ke3")
    assert second.headers["Event"] == "next" and second.moves == ["d2d4"] and second.errors == []
    try:
        read_games(DATA / "no such file.pgn")
    except OSError as error:
        assert "no such file.pgn" in str(error)
    else:
        raise AssertionError("a missing file raises OSError")
