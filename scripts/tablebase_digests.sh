#!/bin/sh
# The sizes and SHA-256 of the 35 chess tables of three and four pieces, as
# a single-process build (a1h8 tablebase generate --up-to 4) writes them:
# crates/a1h8-py/tests/data/chess-up-to-4.tsv, against which the tests of
# python -m a1h8.tablebase_build compare the tables a Dask cluster builds
# (so that CI builds the set once, not twice). Table files are the same on
# every machine: run it again, outside CI, when the format or the
# generator's output changes (about 3 minutes on 2 cores):
#     sh scripts/tablebase_digests.sh
set -eu
cd "$(dirname "$0")/.."
cargo build --release --quiet
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
target/release/a1h8 tablebase generate --up-to 4 --dir "$dir" --threads 2 >/dev/null
out=crates/a1h8-py/tests/data/chess-up-to-4.tsv
mkdir -p "$(dirname "$out")"
{
    printf 'ending\tbytes\tsha256\n'
    for file in "$dir"/*.a1h8tb; do
        name=$(basename "$file" .a1h8tb)
        printf '%s\t%s\t%s\n' "$name" "$(wc -c < "$file" | tr -d ' ')" "$(sha256sum "$file" | cut -d' ' -f1)"
    done
} > "$out"
echo "wrote $out: $(($(wc -l < "$out") - 1)) tables"
