#!/usr/bin/env bash
# Builds Fairy-Stockfish, the reference engine for chess variants, for
# `a1h8-bench variants --fairy-stockfish PATH`: the source distribution of
# pyffish (its Python binding, which carries the engine's C++ source) from
# PyPI, compiled by one g++ command into a UCI engine with large boards
# (up to 12x10, so Capablanca's 10x8 and Chancellor's 9x9).
#
#   crates/a1h8-bench/fairy-stockfish.sh [--native] [--source DIR] [OUTPUT]
#
# OUTPUT defaults to target/fairy-stockfish/fairy-stockfish in the
# workspace. Two flavours:
#   (default)  plain x86-64: -DIS_64BIT only, no -march, no POPCNT or PEXT,
#              like a1h8's plain build;
#   --native   -march=native -DUSE_POPCNT -DUSE_PEXT, like a1h8's
#              RUSTFLAGS="-C target-cpu=native" build.
# --source DIR uses an already unpacked sdist (DIR holds src/) instead of
# downloading one. EXTRA_CXXFLAGS (say "-flto -funroll-loops", as
# Fairy-Stockfish's own Makefile adds) is appended to the flags.
set -euo pipefail

version=0.0.90
native=0
source_dir=
output=
while (($#)); do
    case "$1" in
    --native) native=1 ;;
    --source)
        source_dir=${2:?--source needs a directory}
        shift
        ;;
    -h | --help)
        sed -n '2,19s/^# \{0,1\}//p' "$0"
        exit 0
        ;;
    -*)
        echo "fairy-stockfish.sh: unknown option $1" >&2
        exit 2
        ;;
    *) output=$1 ;;
    esac
    shift
done

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
output=${output:-$root/target/fairy-stockfish/fairy-stockfish}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [[ -z $source_dir ]]; then
    pip download "pyffish==$version" --no-binary :all: --no-deps -d "$work" >&2
    tar -xzf "$work/pyffish-$version.tar.gz" -C "$work"
    source_dir=$work/pyffish-$version
fi
src=$source_dir/src
[[ -f $src/uci.cpp ]] || {
    echo "fairy-stockfish.sh: no Fairy-Stockfish source in $src" >&2
    exit 1
}

# Every translation unit of the engine but the two bindings (Python, JS).
sources=()
for file in "$src"/*.cpp "$src"/nnue/*.cpp "$src"/nnue/features/*.cpp "$src"/syzygy/*.cpp; do
    case "$(basename "$file")" in
    pyffish.cpp | ffishjs.cpp) ;;
    *) sources+=("$file") ;;
    esac
done

flags=(-std=c++17 -O3 -DNDEBUG -DIS_64BIT -DLARGEBOARDS -DNNUE_EMBEDDING_OFF -DPRECOMPUTED_MAGICS)
if ((native)); then
    flags+=(-DUSE_POPCNT -DUSE_PEXT -march=native)
fi
read -ra extra <<<"${EXTRA_CXXFLAGS:-}"
flags+=("${extra[@]}")

mkdir -p "$(dirname "$output")"
echo "g++ ${flags[*]} <${#sources[@]} sources> -o $output -lpthread" >&2
g++ "${flags[@]}" "${sources[@]}" -o "$output" -lpthread
echo "built $output" >&2
