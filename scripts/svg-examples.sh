#!/bin/sh
# The README's pictures, drawn by the a1h8 found on the PATH, into docs/svg
# or into the folder given. The test svg.rs of a1h8-cli runs this script and
# checks that the committed files are what the tool draws now; after a
# change to the pictures, run it again:
#
#   cargo build --release -p a1h8-cli && PATH="$PWD/target/release:$PATH" sh scripts/svg-examples.sh
set -eu
out=${1:-$(dirname "$0")/../docs/svg}
mkdir -p "$out"
a1h8 show ray e4 north-west --svg "$out/ray-e4-north-west.svg"
a1h8 attacks rook e4 --occupied e6,b4,e2,g4 --svg "$out/rook-e4-blockers.svg"
a1h8 transform mirror-diagonal "k7/8/NK2B3/8/8/8/8/8 w - -" --svg "$out/mirror-diagonal.svg"
a1h8 geometry --files 10 --ranks 8 --svg "$out/geometry-10x8.svg"
