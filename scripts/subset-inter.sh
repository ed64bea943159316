#!/bin/sh
# Makes src/css/fonts/inter-latin-wght-400-700.woff2 from the pinned @fontsource-variable/inter: the weight axis cut to
# the 400-700 the theme uses, the latin subset's characters, and the OpenType features browsers apply by default
# (fractions and tabular figures, which no style turns on, were 3.6 KB of every first load). Run by hand when the
# package changes; needs fontTools (Debian: python3-fonttools python3-brotli).
set -eu
cd "$(dirname "$0")/.."
SOURCE=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
TARGET=src/css/fonts/inter-latin-wght-400-700.woff2
# The unicode-range of the @font-face in src/css/fonts.css.
UNICODES='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
python3 -m fontTools.varLib.instancer "$SOURCE" wght=400:700 -o "$WORK/instance.ttf"
python3 -m fontTools.subset "$WORK/instance.ttf" --unicodes="$UNICODES" --layout-features='calt,ccmp,locl,kern,mark,mkmk' --flavor=woff2 \
  --output-file="$TARGET"
