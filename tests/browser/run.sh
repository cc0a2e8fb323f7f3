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
pg_pids=()
pg_db=""
cleanup() {
  kill "$pid" "${pg_pids[@]}" 2>/dev/null || true
  wait "$pid" "${pg_pids[@]}" 2>/dev/null || true
  if [ -n "$pg_db" ]; then
    psql "$JYHAD_TEST_POSTGRES" -q -c "DROP DATABASE IF EXISTS $pg_db WITH (FORCE)" >/dev/null 2>&1 || true
  fi
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

# A server naming a card image source (a path on itself: the test answers it), for the
# card image test.
"$bin" serve --addr 127.0.0.1:0 --data-dir "$data/images" --http-rate 1000 \
  --card-images '/static/card-{id}.svg' >"$data/serve-images.log" 2>&1 &
pg_pids+=($!)
url_images=""
for _ in $(seq 1 100); do
  url_images="$(grep -o 'http://[0-9.:]*' "$data/serve-images.log" | head -1 || true)"
  [ -n "$url_images" ] && break
  sleep 0.1
done
[ -n "$url_images" ] || { echo "the card image server did not start" >&2; cat "$data/serve-images.log" >&2; exit 1; }

# Two servers on one PostgreSQL database, for the redirect test (skipped without one).
url_a=""
url_b=""
if [ -n "${JYHAD_TEST_POSTGRES:-}" ] && command -v psql >/dev/null 2>&1; then
  pg_db="jyhad_browser_$$"
  psql "$JYHAD_TEST_POSTGRES" -q -c "CREATE DATABASE $pg_db" >/dev/null
  db="${JYHAD_TEST_POSTGRES%/*}/$pg_db"
  for n in a b; do
    "$bin" serve --addr 127.0.0.1:0 --db "$db" --http-rate 1000 >"$data/serve-$n.log" 2>&1 &
    pg_pids+=($!)
    u=""
    for _ in $(seq 1 100); do
      u="$(grep -o 'http://[0-9.:]*' "$data/serve-$n.log" | head -1 || true)"
      [ -n "$u" ] && break
      sleep 0.1
    done
    [ -n "$u" ] || { echo "server $n on PostgreSQL did not start" >&2; cat "$data/serve-$n.log" >&2; exit 1; }
    if [ "$n" = a ]; then url_a="$u"; else url_b="$u"; fi
  done
  echo "two jyhad servers on PostgreSQL at $url_a and $url_b"
fi
cd "$here"
[ -d node_modules/playwright-core ] || npm ci --no-audit --no-fund
start=$(date +%s)
JYHAD_URL="$url" JYHAD_URL_IMAGES="$url_images" JYHAD_URL_A="$url_a" JYHAD_URL_B="$url_b" \
  node --test --test-concurrency=1 ${JYHAD_BROWSER_TESTS:-table.test.mjs rivals.test.mjs redirect.test.mjs manual.test.mjs}
echo "browser tests took $(( $(date +%s) - start )) s"
