#!/usr/bin/env bash
# `npm test`: lint, types, build, the unit/API/component suite on PGlite (and again on PostgreSQL
# when TEST_DATABASE_URL is set), then the end-to-end journeys in Chromium. Ends with one line
# "N passed, N failed" summing every runner. Without Chromium every other tier still runs, the
# journeys are skipped, and the run fails saying how to install it.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
status=0
step() {
  echo
  echo "== $1"
}

# Asked first so a missing browser is said at once, not after the other tiers.
chromium_problem=$(npx tsx scripts/check-chromium.ts 2>&1) || {
  echo "$chromium_problem"
  status=1
}

# The route types first: lint's type-aware rules and tsc both read them (a clean clone has none).
npx react-router typegen >/dev/null || status=1
# Lint is the longest of the checks and, like prettier, tsc and most of the build, runs on one
# core: it runs beside them and says its result after them (ADR 026, session 11).
npx eslint . >"$out/lint.log" 2>&1 &
lint_pid=$!
step "format"
npx prettier --check . || status=1
step "types"
npx tsc --noEmit || status=1
step "build"
npx react-router build >"$out/build.log" 2>&1 || {
  cat "$out/build.log"
  status=1
}
step "lint"
wait "$lint_pid" || status=1
cat "$out/lint.log"

# The PostgreSQL pass runs beside the PGlite one: each runs its files one at a time in one worker
# (vitest keeps a core of two for itself), so together they use both cores. Its report follows.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  npx vitest run --project node --reporter=default --reporter=json --outputFile="$out/vitest-postgres.json" \
    >"$out/postgres.log" 2>&1 &
  postgres_pid=$!
fi

step "unit, component and API tests on PGlite"
env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile="$out/vitest-pglite.json" || status=1

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  wait "$postgres_pid" || status=1
  cat "$out/postgres.log"
fi

step "end-to-end journeys in Chromium"
if [ -z "$chromium_problem" ]; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e.json" npx playwright test --reporter=list,json || status=1
else
  echo "not run: no Chromium (see below)"
fi

# Said again here, where the reader looks, just above the closing line CI reads.
if [ -n "$chromium_problem" ]; then
  echo
  echo "End-to-end journeys NOT RUN (this run fails):"
  echo "$chromium_problem"
fi
node scripts/test-summary.mjs "$out"/*.json || status=1
rm -rf "$out"
exit $status
