/* Checks a header written by `a1h8 emit --lang c` (all tables), for any
 * board size, against plain walks of the board written here in C: an
 * implementation independent of the Rust that wrote the tables.
 * Compiled by crates/a1h8-cli/tests/emit.rs with
 * gcc -std=c99 -Wall -Wextra -Werror -pedantic -I DIR check_tables.c. */
#include <stdio.h>

#include "a1h8_tables.h"

#define BIT(s) ((a1h8_set)1 << (s))

static long checks = 0;
static long wrong = 0;

static void expect(a1h8_set got, a1h8_set want, const char *what, int a, int b) {
    checks++;
    if (got != want) {
        wrong++;
        if (wrong <= 10) {
            fprintf(stderr, "%s [%d][%d] is wrong\n", what, a, b);
        }
    }
}

/* Directions N, NE, E, SE, S, SW, W, NW. */
static const int DF[8] = {0, 1, 1, 1, 0, -1, -1, -1};
static const int DR[8] = {1, 1, 0, -1, -1, -1, 0, 1};

static int on_board(int f, int r) {
    return f >= 0 && f < A1H8_FILES && r >= 0 && r < A1H8_RANKS;
}

/* The squares from `sq` towards `d`, origin excluded, up to the edge or,
 * if `stop` is on the way, up to and excluding it (then *met = 1). */
static a1h8_set walk(int sq, int d, int stop, int *met) {
    a1h8_set set = 0;
    int f = sq % A1H8_FILES + DF[d], r = sq / A1H8_FILES + DR[d];
    *met = 0;
    while (on_board(f, r)) {
        if (r * A1H8_FILES + f == stop) {
            *met = 1;
            return set;
        }
        set |= BIT(r * A1H8_FILES + f);
        f += DF[d];
        r += DR[d];
    }
    return set;
}

static a1h8_set leap(int sq, const int steps[][2], int n) {
    a1h8_set set = 0;
    int i;
    for (i = 0; i < n; i++) {
        int f = sq % A1H8_FILES + steps[i][0], r = sq / A1H8_FILES + steps[i][1];
        if (on_board(f, r)) {
            set |= BIT(r * A1H8_FILES + f);
        }
    }
    return set;
}

static const int KNIGHT[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
static const int KING[8][2] = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
static const int PAWN[2][2][2] = {{{-1, 1}, {1, 1}}, {{-1, -1}, {1, -1}}};

#if defined(A1H8_HAS_ROOK_MAGIC) && defined(A1H8_HAS_BISHOP_MAGIC)
/* A slider's attacks by walking each direction of `dirs` up to and
 * including the first occupied square. */
static uint64_t slide(int sq, const int dirs[4], uint64_t occupied) {
    uint64_t set = 0;
    int i;
    for (i = 0; i < 4; i++) {
        int d = dirs[i];
        int f = sq % 8 + DF[d], r = sq / 8 + DR[d];
        while (on_board(f, r)) {
            set |= (uint64_t)1 << (r * 8 + f);
            if (occupied >> (r * 8 + f) & 1) {
                break;
            }
            f += DF[d];
            r += DR[d];
        }
    }
    return set;
}

static uint64_t state = 0x9e3779b97f4a7c15u;

static uint64_t next(void) {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * UINT64_C(0x2545f4914f6cdd1d);
}

/* The magic lookups, by the documented formula and by the header's own
 * functions, against the walk: every square, random occupancies of three
 * densities. */
static void check_magics(void) {
    static const int ROOK_DIRS[4] = {0, 2, 4, 6};
    static const int BISHOP_DIRS[4] = {1, 3, 5, 7};
    int sq, n;
    for (sq = 0; sq < 64; sq++) {
        for (n = 0; n < 3000; n++) {
            uint64_t occ = next() & next();
            if (n % 3 == 1) {
                occ &= next();
            } else if (n % 3 == 2) {
                occ |= next();
            }
            expect(A1H8_ROOK_ATTACKS[A1H8_ROOK_OFFSET[sq] +
                                     (((occ & A1H8_ROOK_MASK[sq]) * A1H8_ROOK_MAGIC[sq]) >>
                                      A1H8_ROOK_SHIFT[sq])],
                   slide(sq, ROOK_DIRS, occ), "ROOK_ATTACKS", sq, n);
            expect(a1h8_rook_attacks((unsigned)sq, occ), slide(sq, ROOK_DIRS, occ),
                   "a1h8_rook_attacks", sq, n);
            expect(A1H8_BISHOP_ATTACKS[A1H8_BISHOP_OFFSET[sq] +
                                       (((occ & A1H8_BISHOP_MASK[sq]) * A1H8_BISHOP_MAGIC[sq]) >>
                                        A1H8_BISHOP_SHIFT[sq])],
                   slide(sq, BISHOP_DIRS, occ), "BISHOP_ATTACKS", sq, n);
            expect(a1h8_bishop_attacks((unsigned)sq, occ), slide(sq, BISHOP_DIRS, occ),
                   "a1h8_bishop_attacks", sq, n);
        }
    }
    expect(A1H8_ROOK_ATTACKS_LEN, 102400, "A1H8_ROOK_ATTACKS_LEN", 0, 0);
    expect(A1H8_BISHOP_ATTACKS_LEN, 5248, "A1H8_BISHOP_ATTACKS_LEN", 0, 0);
}
#endif

int main(void) {
    int a, b, d, met;
    for (a = 0; a < A1H8_SQUARES; a++) {
        int f = a % A1H8_FILES, r = a / A1H8_FILES;
        a1h8_set file = 0, rank = 0, diagonal = 0, anti = 0;
        for (b = 0; b < A1H8_SQUARES; b++) {
            int g = b % A1H8_FILES, s = b / A1H8_FILES;
            file |= g == f ? BIT(b) : 0;
            rank |= s == r ? BIT(b) : 0;
            diagonal |= s - g == r - f ? BIT(b) : 0;
            anti |= s + g == r + f ? BIT(b) : 0;
        }
        expect(A1H8_FILE[f], file, "FILE", f, 0);
        expect(A1H8_RANK[r], rank, "RANK", r, 0);
        expect(A1H8_DIAGONAL[A1H8_FILES - 1 + r - f], diagonal, "DIAGONAL", a, 0);
        expect(A1H8_ANTI_DIAGONAL[r + f], anti, "ANTI_DIAGONAL", a, 0);
        for (d = 0; d < 8; d++) {
            expect(A1H8_RAY[d][a], walk(a, d, -1, &met), "RAY", d, a);
        }
        for (b = 0; b < A1H8_SQUARES; b++) {
            a1h8_set between = 0, line = 0;
            for (d = 0; d < 8; d++) {
                a1h8_set before = walk(a, d, b, &met);
                if (met) {
                    between = before;
                    line = walk(a, d, -1, &met) | walk(a, (d + 4) % 8, -1, &met) | BIT(a);
                }
            }
            expect(A1H8_BETWEEN[a][b], between, "BETWEEN", a, b);
            expect(A1H8_LINE[a][b], line, "LINE", a, b);
        }
        expect(A1H8_KNIGHT[a], leap(a, KNIGHT, 8), "KNIGHT", a, 0);
        expect(A1H8_KING[a], leap(a, KING, 8), "KING", a, 0);
        expect(A1H8_PAWN_ATTACKS[0][a], leap(a, PAWN[0], 2), "PAWN_ATTACKS", 0, a);
        expect(A1H8_PAWN_ATTACKS[1][a], leap(a, PAWN[1], 2), "PAWN_ATTACKS", 1, a);
    }
#if defined(A1H8_HAS_ROOK_MAGIC) && defined(A1H8_HAS_BISHOP_MAGIC)
    check_magics();
    printf("magic lookups checked\n");
#endif
    printf("checked %ld values of a %dx%d board, %ld wrong\n", checks, A1H8_FILES, A1H8_RANKS,
           wrong);
    return wrong != 0;
}
