#!/usr/bin/env bash
# Regenerates src/assets/fonts/archivo-*.woff2 from @fontsource-variable/archivo, cut to what index.css uses:
# width 80-100 % (condensed display text, normal body text) and weight 400-800. The latin file goes from
# 90 kB to 53 kB: on a phone, less to download beside the first page's JavaScript.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
src=../../node_modules/@fontsource-variable/archivo
out=src/assets/fonts
python=${PYTHON:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for subset in latin latin-ext vietnamese; do
  # The same characters as the package's own file for this subset (its @font-face unicode-range).
  range=$(sed -n "/archivo-$subset-wdth-normal \*\//,/}/s/.*unicode-range: \(.*\);/\1/p" "$src/wdth.css")
  "$python" -m fontTools.varLib.instancer "$src/files/archivo-$subset-wdth-normal.woff2" \
    wght=400:800 wdth=80:100 -q -o "$tmp/$subset.ttf"
  "$python" -m fontTools.subset "$tmp/$subset.ttf" --unicodes="$range" --layout-features='*' \
    --flavor=woff2 --output-file="$out/archivo-$subset.woff2"
  echo "$out/archivo-$subset.woff2 $(wc -c <"$out/archivo-$subset.woff2") bytes, unicode-range: $range"
done
# The SIL Open Font License goes with the files.
cp "$src/LICENSE" "$out/OFL.txt"
