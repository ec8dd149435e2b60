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
    printf("checked %ld values of a %dx%d board, %ld wrong\n", checks, A1H8_FILES, A1H8_RANKS,
           wrong);
    return wrong != 0;
}
