#!/usr/bin/env bash
# The browser's engine against the native build, one thread, in one run (issue 46,
# bench/RESULTS.md): the load average, then the engine in node against `stich -t 1` (CPU
# seconds, ROUNDS rounds alternating, bench/web.js), then the assembled page in headless
# Chromium against the native process (wall, best of three a board, tests/web/page_test.py
# bench).  Each prints its ratios, whist tables and Préférence analyses.
#     bench/web_ratio.sh [BUILD] [ROUNDS]        (default: build, 5)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath "${1:-$root/build}")
rounds=${2:-5}
[ -s "$build/web/stich.html" ] || { echo "web_ratio: no $build/web/stich.html (build with Emscripten)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "load: $(uptime)"
node "$root/bench/web.js" "$build/web/stich-engine.js" "$build/stich" "$rounds"
echo "load: $(uptime)"
/usr/bin/python3 "$root/tests/web/page_test.py" bench "$build/stich" "$root" "$work" \
  "$build/web/stich.html"
echo "load: $(uptime)"
