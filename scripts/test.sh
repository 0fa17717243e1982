#!/usr/bin/env bash
# The whole test suite: domain and web units, the server on PGlite and on PostgreSQL, browser journeys.
# Needs a PostgreSQL server: TEST_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test).
set -uo pipefail
cd "$(dirname "$0")/.."
export TEST_PG_URL="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/test}"
unset TEST_DATABASE_URL
results=$(mktemp -d)
failed=0

# Each suite runs from its own folder: Vite allows file access relative to the working directory.
run() {
  local name=$1 dir=$2
  shift 2
  echo
  echo "=== $name"
  if ! (cd "$dir" && "$@" --reporter=default --reporter=json --outputFile="$results/$name.json"); then
    echo "=== $name FAILED"
    failed=1
  fi
}

run domain packages/domain npx vitest run
run web apps/web npx vitest run
run server-pglite apps/server npx vitest run
TEST_DATABASE_URL="$TEST_PG_URL" run server-postgres apps/server npx vitest run
run e2e e2e npx vitest run

node scripts/summarise-tests.mjs "$results"/*.json
exit $failed
