#!/usr/bin/env bash
# Runs the browser tests: starts `jyhad serve` (the release binary, built beforehand) on a
# free port with a temporary data folder, runs the Playwright tests in headless Chromium
# against it, and stops it.
#
#   tests/browser/run.sh                 # the tests
#   tests/browser/run.sh --screenshots   # also (re)writes docs/screenshots/*.png
#
# Needs: node and npm (`npm ci` here), Debian's chromium (/usr/bin/chromium or CHROMIUM),
# and target/release/jyhad (or JYHAD_BIN; CARGO_TARGET_DIR is honoured).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
bin="${JYHAD_BIN:-${CARGO_TARGET_DIR:-$root/target}/release/jyhad}"
if [ ! -x "$bin" ]; then
  echo "no jyhad binary at $bin: run cargo build --release first" >&2
  exit 1
fi
if [ "${1:-}" = "--screenshots" ]; then
  export JYHAD_SCREENSHOTS="$root/docs/screenshots"
  # Slower bots, so that a combat or a referendum stays on screen for its picture.
  export JYHAD_THINK_MS="${JYHAD_THINK_MS:-200}"
fi
data="$(mktemp -d)"
log="$data/serve.log"
"$bin" serve --addr 127.0.0.1:0 --data-dir "$data" --http-rate 1000 >"$log" 2>&1 &
pid=$!
cleanup() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$data"
}
trap cleanup EXIT
url=""
for _ in $(seq 1 100); do
  url="$(grep -o 'http://[0-9.:]*' "$log" | head -1 || true)"
  [ -n "$url" ] && break
  kill -0 "$pid" 2>/dev/null || { cat "$log" >&2; exit 1; }
  sleep 0.1
done
[ -n "$url" ] || { echo "the server did not start" >&2; cat "$log" >&2; exit 1; }
echo "jyhad serve at $url"
cd "$here"
[ -d node_modules/playwright-core ] || npm ci --no-audit --no-fund
start=$(date +%s)
JYHAD_URL="$url" node --test --test-concurrency=1 table.test.mjs rivals.test.mjs
echo "browser tests took $(( $(date +%s) - start )) s"
