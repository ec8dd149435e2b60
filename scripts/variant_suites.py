#!/usr/bin/env python3
"""Build perft test suites for chess variants, with Fairy-Stockfish as the oracle.

What it does
    For each variant (pyffish names: chess, gardner, losalamos, chancellor,
    capablanca, gothic, embassy) it writes
    crates/a1h8/tests/data/variants/<variant>.epd: a few `# ` header lines,
    then one position a line,

        FEN ;D1 n ;D2 n ;D3 n[ ;D4 n]

    each preceded by a `# ` line saying which features the position shows.
    The FEN is exactly as pyffish writes it (pyffish.start_fen / get_fen) and
    `Dk n` is the perft count: the number of leaves of the legal move tree at
    depth k. All counts come from pyffish, the Python binding of
    Fairy-Stockfish (perft() below: legal_moves over the move tree, the last
    ply counted in bulk).

    Positions: the start position first, then positions met in seeded random
    playouts from it (random.Random, fixed seed: a rerun writes identical
    files). The playouts are biased (development moves, pawn moves,
    captures, checks, double checks, mates in one, stalemates) and a position
    is kept when it shows, at the root, a feature the suite still has fewer
    than two of: castling legal (king side and queen side, i.e. towards the
    higher and the lower files), en passant capture legal, promotion legal,
    capture-promotion legal, side to move in check, in double check,
    checkmate, stalemate. A few ordinary middle-game positions are added.
    Checkmates and stalemates get D1 to D3 (all 0).

    Depth: every position gets D1 to D3. D4 is added, when the D4 count is
    at most 3,000,000, for the start position, for every position whose D3
    is at most D4_MAX_D3 (10,000), and for further positions taken by
    increasing D3 while their D3s add up to at most D4_BUDGET (100,000) per
    variant, passing over those whose D4 is estimated above 3,000,000.
    (pyffish rebuilds its attack tables on every call, about 1.5 ms, and a
    depth-4 count costs about D3 calls: D4 for every position with
    D4 <= 3,000,000 would take hours.)

    Before writing anything it checks its perft against published
    Fairy-Stockfish start-position counts (chess, capablanca, chancellor,
    embassy at depth 4, losalamos at depth 5) and aborts if one differs.
    Files are written only after all variants are computed.

How to run (from the repository root; about 12 minutes on 2 idle cores,
20 on a busy machine; the self-check alone takes 1 to 2 minutes)
    python3 scripts/variant_suites.py                    # all variants
    python3 scripts/variant_suites.py --variant gothic   # redo one variant
        (the other files are left alone; the self-check runs all the same)
    python3 scripts/variant_suites.py --check            # recompute the counts
        of the existing files and compare; writes nothing, exit 1 on a mismatch
    --jobs N sets the number of worker processes (default: CPU count).
    --fsf PATH (optional) also runs a Fairy-Stockfish UCI binary (`go perft`)
        on every position and compares. This is only a cross-check of the
        pyffish counts; the files never take counts from the binary.

    Needs pyffish 0.0.90 (`pip install pyffish==0.0.90`). Progress goes to
    stderr.

CI does not run this script; it checks the data it wrote (a fast Rust perft
recounts every line of the files).
"""

import argparse
import multiprocessing
import os
import re
import subprocess
import random
import sys
import time

import pyffish as sf

VARIANTS = ["chess", "gardner", "losalamos", "chancellor", "capablanca", "gothic", "embassy"]
SEED = 20240601
DATA_DIR = os.path.join("crates", "a1h8", "tests", "data", "variants")
SCRIPT = "scripts/variant_suites.py"

D4_MAX = 3_000_000          # no D4 above this count
D4_MAX_D3 = 10_000          # D4 wherever D3 is at most this (cost: ~D3 pyffish calls) ...
D4_BUDGET = 100_000         # ... and for more positions while their D3s sum to at most this
MIN_POSITIONS = 15
MAX_POSITIONS = 25
PER_FEATURE = 2             # wanted number of positions showing each feature
MIDDLE_GAMES = 3            # ordinary middle-game positions per variant
MAX_PLAYOUTS = 400
MAX_PLAYOUT_CALLS = 80_000  # pyffish calls per variant for the playouts

# Published Fairy-Stockfish perft counts of the start positions (variant, depth, nodes).
PUBLISHED = [
    ("chess", 4, 197281),
    ("capablanca", 4, 805128),
    ("chancellor", 4, 436656),
    ("embassy", 4, 809539),
    ("losalamos", 5, 191846),
]

FEATURES = [
    ("castle_k", "castling king side"),
    ("castle_q", "castling queen side"),
    ("ep", "en passant"),
    ("promotion", "promotion"),
    ("capture_promotion", "capture-promotion"),
    ("check", "in check"),
    ("double_check", "double check"),
    ("checkmate", "checkmate"),
    ("stalemate", "stalemate"),
]
FEATURE_TEXT = dict(FEATURES)


def log(*args):
    print(*args, file=sys.stderr, flush=True)


def pyffish_version():
    return ".".join(str(x) for x in sf.version())


# ---------------------------------------------------------------------------
# Perft (pyffish only)

def perft_counts(variant, fen, depth):
    """[D1, ..., Ddepth] from one walk of the legal move tree.

    Each node is given to pyffish as the root FEN plus the moves leading to
    it; the number of legal moves of a node at ply k is added to D(k+1), so
    the last ply is counted in bulk.
    """
    counts = [0] * depth

    def walk(path, ply):
        moves = sf.legal_moves(variant, fen, path)
        counts[ply] += len(moves)
        if ply + 1 < depth:
            for move in moves:
                walk(path + [move], ply + 1)

    walk([], 0)
    return counts


def perft(variant, fen, depth):
    """Number of leaf nodes of the legal move tree of `fen` at `depth`."""
    if depth == 0:
        return 1
    return perft_counts(variant, fen, depth)[-1]


def depth4_plan(entries):
    """Indexes of the entries (index, D1-D3 counts) that get a D4 count.

    Every position with D3 <= D4_MAX_D3, then the others by increasing D3
    while their D3 (about the number of pyffish calls D4 costs) adds up to at
    most D4_BUDGET. Positions whose estimated D4, D3 * max(D3 / D2, D2 / D1),
    is above D4_MAX are passed over (a D4 above D4_MAX is dropped anyway).
    Deterministic.
    """
    chosen = []
    spent = 0
    for i, c in sorted(entries, key=lambda e: (e[1][2], e[0])):
        if c[0] == 0:
            continue
        if c[2] * max(c[2] / c[1], c[1] / c[0]) > D4_MAX:
            continue
        if c[2] <= D4_MAX_D3:
            chosen.append(i)
        elif spent + c[2] <= D4_BUDGET:
            chosen.append(i)
            spent += c[2]
    return sorted(chosen)


# ---------------------------------------------------------------------------
# A small board model, only to steer the playouts and to describe positions.
# (Legal moves and FENs always come from pyffish.)

KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
KING = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
ORTH = [(1, 0), (0, 1), (-1, 0), (0, -1)]
DIAG = [(1, 1), (-1, 1), (-1, -1), (1, -1)]
KNOWN_PIECES = set("pnbrqkac")  # a = archbishop (B+N), c = chancellor (R+N)
MOVE_RE = re.compile(r"^([a-z])(\d+)([a-z])(\d+)([a-z]?)$")


class Board:
    def __init__(self, fen):
        fields = fen.split()
        rows = fields[0].split("/")
        self.ranks = len(rows)
        self.sq = {}
        files = 0
        for i, row in enumerate(rows):
            y = self.ranks - 1 - i
            x = 0
            for tok in re.findall(r"\d+|.", row):
                if tok.isdigit():
                    x += int(tok)
                else:
                    if tok.lower() not in KNOWN_PIECES:
                        raise ValueError(f"unknown piece {tok!r} in {fen}")
                    self.sq[(x, y)] = tok
                    x += 1
            files = max(files, x)
        self.files = files
        self.white = fields[1] == "w"

    def copy(self):
        b = Board.__new__(Board)
        b.ranks, b.files, b.white, b.sq = self.ranks, self.files, self.white, dict(self.sq)
        return b

    def inside(self, x, y):
        return 0 <= x < self.files and 0 <= y < self.ranks

    def king(self, white):
        k = "K" if white else "k"
        for s, p in self.sq.items():
            if p == k:
                return s
        return None

    def attackers(self, square, white):
        """Squares of the pieces of colour `white` that attack `square`."""
        x, y = square
        res = []

        def own(p):
            return p is not None and p.isupper() == white

        for dx, dy in KNIGHT:
            p = self.sq.get((x + dx, y + dy))
            if own(p) and p.lower() in "nac":
                res.append((x + dx, y + dy))
        for dx, dy in KING:
            p = self.sq.get((x + dx, y + dy))
            if own(p) and p.lower() == "k":
                res.append((x + dx, y + dy))
        py = y - 1 if white else y + 1
        for dx in (-1, 1):
            p = self.sq.get((x + dx, py))
            if own(p) and p.lower() == "p":
                res.append((x + dx, py))
        for dirs, kinds in ((ORTH, "rqc"), (DIAG, "bqa")):
            for dx, dy in dirs:
                cx, cy = x + dx, y + dy
                while self.inside(cx, cy):
                    p = self.sq.get((cx, cy))
                    if p is not None:
                        if own(p) and p.lower() in kinds:
                            res.append((cx, cy))
                        break
                    cx, cy = cx + dx, cy + dy
        return res

    def checkers(self):
        k = self.king(self.white)
        return self.attackers(k, not self.white) if k else []


class MoveInfo:
    """What a pyffish move string does on a Board."""

    def __init__(self, board, move):
        m = MOVE_RE.match(move)
        if not m:
            raise ValueError(f"cannot read move {move!r}")
        self.move = move
        self.frm = (ord(m.group(1)) - 97, int(m.group(2)) - 1)
        self.to = (ord(m.group(3)) - 97, int(m.group(4)) - 1)
        self.promo = m.group(5)
        self.piece = board.sq[self.frm]
        kind = self.piece.lower()
        dx = self.to[0] - self.frm[0]
        self.target = board.sq.get(self.to)
        self.castle = kind == "k" and abs(dx) >= 2 and self.frm[1] == self.to[1]
        self.ep = kind == "p" and dx != 0 and self.target is None
        self.capture = self.target is not None or self.ep
        self.pawn = kind == "p"
        self.double_step = self.pawn and abs(self.to[1] - self.frm[1]) == 2
        self.board = board
        self._after = None

    def after(self):
        """The board after the move (for heuristics only)."""
        if self._after is None:
            b = self.board.copy()
            del b.sq[self.frm]
            piece = self.piece
            if self.promo:
                piece = self.promo.upper() if self.piece.isupper() else self.promo
            if self.ep:
                b.sq.pop((self.to[0], self.frm[1]), None)
            if self.castle:
                step = 1 if self.to[0] > self.frm[0] else -1
                x = self.frm[0] + step
                rook = "R" if self.piece.isupper() else "r"
                while b.inside(x, self.frm[1]) and b.sq.get((x, self.frm[1])) != rook:
                    x += step
                b.sq.pop((x, self.frm[1]), None)
                b.sq[(self.to[0] - step, self.to[1])] = rook
            b.sq[self.to] = piece
            b.white = not b.white
            self._after = b
        return self._after

    def checks(self):
        """Number of pieces giving check after the move."""
        return len(self.after().checkers())


def king_boxed(board):
    """Side to move's king has no square to go to (ignoring captures of checkers / blocks)."""
    k = board.king(board.white)
    if k is None:
        return False
    b = board.copy()
    del b.sq[k]
    for dx, dy in KING:
        s = (k[0] + dx, k[1] + dy)
        if not b.inside(*s):
            continue
        p = b.sq.get(s)
        if p is not None and p.isupper() == board.white:
            continue
        if not b.attackers(s, not board.white):
            return False
    return True


def only_king_and_pawns(board, white):
    return all(p.lower() in "kp" for p in board.sq.values() if p.isupper() == white)


def root_features(board, moves):
    """Features of a position at the root, as a dict feature -> example move (or True)."""
    feats = {}
    checkers = board.checkers()
    for move in moves:
        mi = MoveInfo(board, move)
        if mi.castle:
            feats.setdefault("castle_k" if mi.to[0] > mi.frm[0] else "castle_q", move)
        if mi.ep:
            feats.setdefault("ep", move)
        if mi.promo:
            feats.setdefault("promotion", move)
            if mi.capture:
                feats.setdefault("capture_promotion", move)
    if checkers:
        feats["check"] = True
    if len(checkers) >= 2:
        feats["double_check"] = True
        if any(board.sq[MoveInfo(board, m).frm].lower() != "k" for m in moves):
            raise AssertionError(f"double check but a non-king move is legal: {moves}")
    if not moves:
        feats["checkmate" if checkers else "stalemate"] = True
    return feats


def describe(board, feats, extra=None):
    side = "white" if board.white else "black"
    parts = []
    if "checkmate" in feats:
        parts.append(f"{side} is checkmated")
    elif "stalemate" in feats:
        parts.append(f"{side} is stalemated")
    elif "double_check" in feats:
        parts.append(f"{side} to move, in double check")
    elif "check" in feats:
        parts.append(f"{side} to move, in check")
    else:
        parts.append(f"{side} to move")
    if "castle_k" in feats and "castle_q" in feats:
        parts.append(f"castling both sides ({feats['castle_k']}, {feats['castle_q']})")
    elif "castle_k" in feats:
        parts.append(f"castling king side ({feats['castle_k']})")
    elif "castle_q" in feats:
        parts.append(f"castling queen side ({feats['castle_q']})")
    if "ep" in feats:
        parts.append(f"en passant ({feats['ep']})")
    if "capture_promotion" in feats:
        parts.append(f"promotion incl. capture-promotion ({feats['capture_promotion']})")
    elif "promotion" in feats:
        parts.append(f"promotion ({feats['promotion']})")
    if extra:
        parts.append(extra)
    return "; ".join(parts)


# ---------------------------------------------------------------------------
# Playouts and selection

class Selector:
    """Keeps the first positions showing each feature the suite still lacks."""

    def __init__(self, variant, start_fen, applicable):
        self.variant = variant
        self.applicable = applicable
        self.have = {f: 0 for f in applicable}
        self.chosen = []          # (fen, feats, note)
        self.seen = {start_fen}
        self.middle = []

    def missing(self):
        return {f for f, n in self.have.items() if n < PER_FEATURE}

    def full(self):
        return len(self.chosen) >= MAX_POSITIONS - 1 - MIDDLE_GAMES

    def offer(self, fen, board, feats, taken_this_playout):
        if fen in self.seen or self.full():
            return
        new = [f for f in feats if f in self.have and self.have[f] < PER_FEATURE
               and f not in taken_this_playout]
        if not new:
            return
        self.seen.add(fen)
        for f in feats:
            if f in self.have:
                self.have[f] += 1
        taken_this_playout.update(feats)
        self.chosen.append((fen, feats, None))

    def middle_wanted(self):
        return max(MIDDLE_GAMES, MIN_POSITIONS - 1 - len(self.chosen))

    def offer_middle(self, fen, board, feats, ply):
        if fen in self.seen or feats or len(self.middle) >= self.middle_wanted():
            return False
        start_count = 4 * board.files  # pieces + pawns in the start position
        if len(board.sq) < 0.6 * start_count:
            return False
        self.seen.add(fen)
        self.middle.append((fen, feats, f"ordinary middle game (ply {ply})"))
        return True


class Calls:
    n = 0


def lm(variant, fen, moves=()):
    Calls.n += 1
    return sf.legal_moves(variant, fen, list(moves))


def gf(variant, fen, moves):
    Calls.n += 1
    return sf.get_fen(variant, fen, list(moves))


def choose(variant, fen, board, moves, style, ply, rng, missing, strong_white):
    infos = [MoveInfo(board, m) for m in moves]
    mover_strong = board.white == strong_white
    # Mates and stalemates in one, confirmed by pyffish.
    if style == "attack" and ("checkmate" in missing or "stalemate" in missing):
        confirmed = 0
        for mi in infos:
            if confirmed >= 4:
                break
            after = mi.after()
            if not king_boxed(after):
                continue
            gives = mi.checks() > 0
            if gives and "checkmate" not in missing:
                continue
            if not gives and ("stalemate" not in missing
                              or not only_king_and_pawns(after, after.white)):
                continue
            confirmed += 1
            if not lm(variant, fen, [mi.move]):
                return mi.move
    weights = []
    for mi in infos:
        w = 1.0
        kind = mi.piece.lower()
        if style == "opening":
            home = 0 if board.white else board.ranks - 1
            if mi.castle:
                w *= 2
            elif kind in "kr":
                w *= 0.03
            elif kind != "p" and mi.frm[1] == home:
                w *= 8
            if mi.double_step:
                w *= 3
                for dx in (-1, 1):
                    p = board.sq.get((mi.to[0] + dx, mi.to[1]))
                    if p is not None and p.lower() == "p" and p.isupper() != mi.piece.isupper():
                        w *= 10
            if mi.capture:
                w *= 2
        elif style == "pawns":
            if mi.pawn:
                w *= 6
                if mi.capture:
                    w *= 3
                if mi.double_step:
                    for dx in (-1, 1):
                        p = board.sq.get((mi.to[0] + dx, mi.to[1]))
                        if p is not None and p.lower() == "p" and p.isupper() != mi.piece.isupper():
                            w *= 10
            elif mi.capture:
                w *= 3
            if mi.promo and "capture_promotion" in missing and not mi.capture:
                w *= 0.2
            n = mi.checks()
            if n >= 2:
                w *= 50
        else:  # attack
            if mi.capture:
                w *= 8 if mover_strong else 0.5
            if mi.pawn:
                w *= 1.5
            if ply >= 10:
                n = mi.checks()
                if n >= 2:
                    w *= 100
                elif n == 1:
                    w *= 4 if mover_strong else 1.5
        weights.append(w)
    return rng.choices(moves, weights=weights)[0]


def find_positions(variant, seed):
    """Seeded playouts from the start position; returns the selected (fen, feats, note)."""
    rng = random.Random(f"{seed}-{variant}")
    start = sf.start_fen(variant)
    Calls.n = 0
    start_moves = lm(variant, start)
    sboard = Board(start)
    applicable = {"promotion", "capture_promotion", "check", "double_check", "checkmate", "stalemate"}
    if start.split()[2] != "-":
        applicable |= {"castle_k", "castle_q"}
    if any(MoveInfo(sboard, m).double_step for m in start_moves):
        applicable.add("ep")
    sel = Selector(variant, start, applicable)
    styles = ["opening", "pawns", "attack", "attack"]
    playouts = 0
    while playouts < MAX_PLAYOUTS and Calls.n < MAX_PLAYOUT_CALLS:
        missing = sel.missing()
        if (not missing or sel.full()) and len(sel.middle) >= sel.middle_wanted():
            break
        style = styles[playouts % len(styles)]
        if style == "opening" and not ({"castle_k", "castle_q", "ep"} & missing):
            style = "attack"
        max_plies = {"opening": 40, "pawns": 200, "attack": 300}[style]
        strong_white = rng.random() < 0.5
        middle_ply = rng.randrange(2 * sboard.ranks, 5 * sboard.ranks) if style != "opening" else -1
        taken = set()
        fen = start
        moves = start_moves
        for ply in range(max_plies):
            board = Board(fen)
            feats = root_features(board, moves)
            sel.offer(fen, board, feats, taken)
            if ply >= middle_ply >= 0:
                if sel.offer_middle(fen, board, feats, ply):
                    middle_ply = -1
            if not moves:
                break
            missing = sel.missing()
            move = choose(variant, fen, board, moves, style, ply, rng, missing, strong_white)
            fen = gf(variant, fen, [move])
            moves = lm(variant, fen)
        playouts += 1
        if playouts % 20 == 0:
            log(f"  {variant}: {playouts} playouts, {Calls.n} calls, "
                f"have {dict(sorted(sel.have.items()))}")
    log(f"  {variant}: done after {playouts} playouts, {Calls.n} calls; "
        f"missing {sorted(sel.missing()) or 'nothing'}")
    room = MAX_POSITIONS - 1 - len(sel.chosen)
    return sel.chosen + sel.middle[:room], sel.have, playouts


# ---------------------------------------------------------------------------
# Jobs (run in worker processes)

def job_perft(args):
    variant, fen, depth = args
    t = time.time()
    counts = perft_counts(variant, fen, depth)
    log(f"  perft {variant} depth {depth}: {counts} ({time.time() - t:.0f}s)")
    return counts


def job_find(args):
    variant, seed = args
    t = time.time()
    res = find_positions(variant, seed)
    log(f"  {variant}: playouts took {time.time() - t:.0f}s")
    return res


def job_suite_line(args):
    """D1-D3 of a suite position (D1-D4 for a start position), after checking its check status."""
    variant, fen, start, known = args
    t = time.time()
    if known is not None:  # start position, counted by the self-check
        counts = known[:4]
    else:
        counts = perft_counts(variant, fen, 4 if start else 3)
    if len(counts) == 4 and counts[3] > D4_MAX:
        counts = counts[:3]
    board = Board(fen)
    check = sf.gives_check(variant, fen, [])
    if check != bool(board.checkers()):
        raise AssertionError(f"check status differs from pyffish: {variant} {fen}")
    log(f"  {variant}: {counts} ({time.time() - t:.0f}s) {fen}")
    return counts


# ---------------------------------------------------------------------------

def self_check(pool):
    log("self-check against published Fairy-Stockfish counts ...")
    results = pool.map(job_perft, [(v, sf.start_fen(v), d) for v, d, _ in PUBLISHED])
    known = {}
    bad = []
    for (v, d, expected), counts in zip(PUBLISHED, results):
        got = counts[d - 1]
        status = "ok" if got == expected else "MISMATCH"
        log(f"  {v} start depth {d}: {got} (published {expected}) {status}")
        if got != expected:
            bad.append((v, d, got, expected))
        known[v] = counts[:4]
    if bad:
        for v, d, got, expected in bad:
            log(f"SELF-CHECK FAILED: {v} start position depth {d}: pyffish perft {got}, published {expected}")
        sys.exit("self-check failed; nothing written")
    return known


def format_line(fen, counts):
    return fen + "".join(f" ;D{i + 1} {n}" for i, n in enumerate(counts))


def read_suite(path):
    entries = []
    with open(path) as fh:
        for lineno, line in enumerate(fh, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            parts = line.split(" ;")
            fen = parts[0]
            counts = []
            for i, p in enumerate(parts[1:], 1):
                m = re.fullmatch(r"D(\d+) (\d+)", p)
                if not m or int(m.group(1)) != i:
                    raise ValueError(f"{path}:{lineno}: cannot read {p!r}")
                counts.append(int(m.group(2)))
            entries.append((lineno, fen, counts))
    return entries


def fsf_cross_check(binary, variant, lines):
    """Compare (fen, counts) with a Fairy-Stockfish UCI binary's `go perft`. Returns mismatches."""
    proc = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(cmd):
        proc.stdin.write(cmd + "\n")
        proc.stdin.flush()

    def wait_for(prefix):
        while True:
            out = proc.stdout.readline()
            if not out:
                raise RuntimeError("Fairy-Stockfish binary ended")
            if out.startswith(prefix):
                return out

    send("uci")
    wait_for("uciok")
    send(f"setoption name UCI_Variant value {variant}")
    bad = []
    for fen, counts in lines:
        depth = len(counts)
        send(f"position fen {fen}")
        send(f"go perft {depth}")
        n = int(wait_for("Nodes searched").split(":")[1])
        if n != counts[-1]:
            bad.append((fen, depth, counts[-1], n))
    send("quit")
    proc.wait()
    return bad


def run_check(pool, variants, fsf):
    failures = 0
    for v in variants:
        path = os.path.join(DATA_DIR, f"{v}.epd")
        entries = read_suite(path)
        log(f"{path}: recounting {len(entries)} positions ...")
        results = pool.map(job_perft, [(v, fen, len(c)) for _, fen, c in entries])
        for (lineno, fen, counts), got in zip(entries, results):
            if got != counts:
                failures += 1
                log(f"MISMATCH {path}:{lineno}: file {counts}, pyffish {got}: {fen}")
        if fsf:
            for fen, depth, mine, theirs in fsf_cross_check(fsf, v, [(f, c) for _, f, c in entries]):
                failures += 1
                log(f"FSF MISMATCH {v} depth {depth}: file {mine}, binary {theirs}: {fen}")
        log(f"{path}: {'ok' if not failures else f'{failures} mismatches so far'}")
    return failures


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variant", choices=VARIANTS, action="append",
                    help="only this variant (may be repeated)")
    ap.add_argument("--check", action="store_true",
                    help="recompute the existing files' counts and compare; write nothing")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--fsf", metavar="PATH",
                    help="also cross-check every position with this Fairy-Stockfish UCI binary")
    args = ap.parse_args()
    if not os.path.isdir(os.path.join("crates", "a1h8")):
        sys.exit("run from the repository root")
    variants = args.variant or VARIANTS
    t0 = time.time()
    log(f"pyffish {pyffish_version()} ({sf.info()}), seed {SEED}, {args.jobs} jobs")

    with multiprocessing.Pool(args.jobs) as pool:
        if args.check:
            failures = run_check(pool, variants, args.fsf)
            log(f"total {time.time() - t0:.0f}s")
            sys.exit(1 if failures else 0)

        known = self_check(pool)

        log("playouts ...")
        found = pool.map(job_find, [(v, SEED) for v in variants])

        tasks = []
        plan = []
        for v, (chosen, have, playouts) in zip(variants, found):
            start = sf.start_fen(v)
            entries = [(start, root_features(Board(start), sf.legal_moves(v, start, [])), "start position")]
            entries += chosen
            plan.append((v, entries, have, playouts))
            for i, (fen, feats, note) in enumerate(entries):
                tasks.append((v, fen, i == 0, known.get(v) if i == 0 else None))
        log(f"perft of {len(tasks)} positions to depth 3 ...")
        counts = pool.map(job_suite_line, tasks, chunksize=1)

        deeper = []
        k = 0
        for v, entries, _, _ in plan:
            idx = range(k, k + len(entries))
            deeper += [(v, tasks[i][1], i) for i in depth4_plan([(i, counts[i]) for i in idx[1:]])]
            k += len(entries)
        deeper.sort(key=lambda d: -counts[d[2]][2])  # longest first, for the worker pool
        log(f"perft of {len(deeper)} positions to depth 4 ...")
        results = pool.map(job_perft, [(v, fen, 4) for v, fen, _ in deeper], chunksize=1)
        for (v, fen, i), c in zip(deeper, results):
            if c[:3] != counts[i]:
                raise AssertionError(f"depth-3 counts differ between runs: {v} {fen}")
            if c[3] <= D4_MAX:
                counts[i] = c

    outputs = []
    k = 0
    for v, entries, have, playouts in plan:
        lines = [
            f"# Perft suite for the Fairy-Stockfish variant {v!r}: one position a line,",
            "# FEN ;Dk n = number of leaf nodes of the legal move tree at depth k.",
            f"# Written by {SCRIPT} with pyffish {pyffish_version()} ({sf.info()}),",
            f"# random seed {SEED} (playouts use random.Random('{SEED}-{v}')).",
            f"# Regenerate: python3 {SCRIPT} --variant {v}   (check: python3 {SCRIPT} --check --variant {v})",
        ]
        body = []
        for fen, feats, note in entries:
            c = counts[k]
            k += 1
            body.append((fen, c))
            lines.append("# " + describe(Board(fen), feats, note))
            lines.append(format_line(fen, c))
        outputs.append((v, lines, body, entries, have, playouts))

    if args.fsf:
        bad = 0
        for v, _, body, _, _, _ in outputs:
            for fen, depth, mine, theirs in fsf_cross_check(args.fsf, v, body):
                bad += 1
                log(f"FSF MISMATCH {v} depth {depth}: pyffish {mine}, binary {theirs}: {fen}")
        log(f"cross-check with {args.fsf}: {'all equal' if not bad else f'{bad} mismatches'}")
        if bad:
            sys.exit("cross-check with the Fairy-Stockfish binary failed; nothing written")

    os.makedirs(DATA_DIR, exist_ok=True)
    for v, lines, body, entries, have, playouts in outputs:
        path = os.path.join(DATA_DIR, f"{v}.epd")
        with open(path, "w") as fh:
            fh.write("\n".join(lines) + "\n")
        total = sum(c[-1] for _, c in body)
        covered = {f: n for f, n in have.items()}
        log(f"wrote {path}: {len(body)} positions, sum of deepest counts {total}, "
            f"{playouts} playouts, features {covered}")
    log(f"total {time.time() - t0:.0f}s")


if __name__ == "__main__":
    main()
