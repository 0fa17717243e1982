#!/usr/bin/env bash
# The whole test suite: domain and web units, the server on PostgreSQL (every file) and on PGlite (the
# embedded-database files, docs/adr/0017-server-tests-on-two-databases.md), browser journeys, then the
# journeys through the balancer of the cluster (e2e/cluster/, deploy/).
# First sets up what is missing (scripts/ensure-services.sh): packages, Chromium, PostgreSQL, Redis,
# HAProxy.
# TEST_DATABASE_URL names the PostgreSQL server (default postgresql://postgres@127.0.0.1:5432/test).
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-services.sh || exit 1
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/test}"
results=$(mktemp -d)
failed=0

# The journeys need the built web client and run the compiled server: build both now, beside the unit
# tests (which use one core of two), rather than before the journeys.
build_log="$results/build.log"
(
  started=$SECONDS
  npm run build && echo "=== build (web client and server) took $((SECONDS - started)) s"
) >"$build_log" 2>&1 &
build_pid=$!

# Each suite runs from its own folder: Vite allows file access relative to the working directory.
run() {
  local name=$1 dir=$2
  shift 2
  local started=$SECONDS
  echo
  echo "=== $name"
  if ! (cd "$dir" && "$@" --reporter=default --reporter=json --outputFile="$results/$name.json"); then
    echo "=== $name FAILED"
    failed=1
  fi
  echo "=== $name took $((SECONDS - started)) s"
}

run domain packages/domain npx vitest run
run web apps/web npx vitest run
run server-postgres apps/server npx vitest run --project postgres
run server-pglite apps/server npx vitest run --project pglite
if wait "$build_pid"; then
  tail -1 "$build_log"
  E2E_SKIP_BUILD=1 run e2e e2e npx vitest run
  # The journeys through HAProxy in front of two instances on PostgreSQL and Redis (npm run cluster).
  E2E_SKIP_BUILD=1 run e2e-cluster e2e npx vitest run --config vitest.cluster.config.ts
else
  cat "$build_log"
  echo "=== the build FAILED"
  failed=1
fi

node scripts/summarise-tests.mjs "$results"/*.json
exit $failed
