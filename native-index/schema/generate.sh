#!/bin/sh
# Regenerates native-index/generated/ from native-index/schema/categories.fbs.
# Needs flatc (Debian: apt-get install flatbuffers-compiler; generated with flatc 2.0.8,
# compiled and tested against the npm flatbuffers runtime 25.9.23).
# flatc writes extension-less relative imports; the project is ESM/NodeNext, so the
# sed below appends ".js" to them. The output is otherwise untouched.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../generated"
rm -rf "$out"
flatc --ts -o "$out" "$here/categories.fbs"
find "$out" -name '*.ts' -exec sed -i -E "s#(from '\.{1,2}/[^']*)';#\1.js';#" {} +
