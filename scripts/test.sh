#!/usr/bin/env bash
# The whole test suite: domain and web units, the server on PGlite and on PostgreSQL, browser journeys.
# Needs a PostgreSQL server: TEST_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test).
set -uo pipefail
cd "$(dirname "$0")/.."
export TEST_PG_URL="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/test}"
unset TEST_DATABASE_URL
results=$(mktemp -d)
failed=0

run() {
  local name=$1
  shift
  echo
  echo "=== $name"
  if ! "$@" --reporter=default --reporter=json --outputFile="$results/$name.json"; then
    echo "=== $name FAILED"
    failed=1
  fi
}

run domain npx vitest run --root packages/domain
run web npx vitest run --root apps/web
run server-pglite npx vitest run --root apps/server
TEST_DATABASE_URL="$TEST_PG_URL" run server-postgres npx vitest run --root apps/server
run e2e npx vitest run --root e2e

node scripts/summarise-tests.mjs "$results"/*.json
exit $failed
