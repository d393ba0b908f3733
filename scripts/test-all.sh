#!/usr/bin/env bash
# The whole test suite, as the README's Quick start and .ci/run run it. Static checks first (a failure there
# ends the run), then the unit and API tests on PGlite and the dialect-dependent API tests on PostgreSQL, one
# production build, the Playwright end-to-end tests in Debian's Chromium against that build started as
# `npm run demo` starts it, then the trust suite with its figures. The summary prints each step's time and
# counts and the slowest tests (scripts/test-summary.mjs).
set -uo pipefail
cd "$(dirname "$0")/.."
REPORTS=test-results/reports
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
STEPS="$REPORTS/steps.jsonl"
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
status=0

# step NAME REPORT COMMAND...: runs COMMAND, records its seconds and exit status (and the JSON report whose
# tests it counts, or -) for the summary; a failing step marks the run failed.
step() {
  local name=$1 report=$2 started=$SECONDS
  shift 2
  printf '\n=== %s ===\n' "$name"
  "$@"
  local rc=$?
  printf '{"step":"%s","seconds":%d,"status":%d,"report":"%s"}\n' "$name" $((SECONDS - started)) "$rc" "$report" >>"$STEPS"
  [ "$rc" = 0 ] || status=1
  return "$rc"
}
summary() { node scripts/test-summary.mjs "$REPORTS" || status=1; }

# debian_install PACKAGE: installs one of Debian's packages, as root or through sudo, where either is at hand.
debian_install() {
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null
  elif command -v sudo >/dev/null 2>&1; then sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null
  fi
}

# Debian's Chromium, and its headless shell, which the end-to-end tests drive where it is installed (a third
# faster a test; e2e/playwright.config.ts falls back to the browser without it).
chromium_ready() {
  if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then debian_install chromium; fi
  if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium-headless-shell >/dev/null 2>&1; then
    debian_install chromium-headless-shell
  fi
  command -v chromium >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || {
    echo "Chromium is missing: install Debian's chromium package (apt-get install chromium)."
    return 1
  }
  "${CHROMIUM_PATH:-chromium}" --version 2>/dev/null || true
  command -v chromium-headless-shell >/dev/null 2>&1 && chromium-headless-shell --version 2>/dev/null || true
}

postgres_pass() {
  if node scripts/pg-reachable.mjs "$PG_URL"; then
    # PgBouncer, for the server behind a transaction pooler (db/pooling.test.ts).
    [ -x /usr/sbin/pgbouncer ] || debian_install pgbouncer
    DATABASE_URL="$PG_URL" npx vitest run --project api-postgres --project api-postgres-mocking --reporter=default --reporter=json \
      --outputFile.json="$REPORTS/vitest-postgres.json"
  elif [ "${CI:-}" = "true" ]; then
    echo "PostgreSQL at $PG_URL is unreachable: in CI that is a failure."
    return 1
  else
    echo "PostgreSQL at $PG_URL is unreachable: the PostgreSQL pass did NOT run (set TEST_DATABASE_URL to run it)."
  fi
}

# Static checks: seconds each, and nothing behind them is worth running when one fails.
step "Format" - npm run format:check
step "Lint" - npm run lint
step "Typecheck" - npm run typecheck
if [ "$status" != 0 ]; then
  echo "A static check failed: the tests did not run."
  summary
  exit 1
fi

# DATABASE_URL emptied: this pass is PGlite's whatever the shell exports.
DATABASE_URL= step "Unit and API tests on PGlite" vitest-pglite.json \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-pglite.json"
step "API tests on PostgreSQL" vitest-postgres.json postgres_pass
# One production build serves the web budget, the end-to-end server and the trust suite's servers.
step "Build" - npm run build
# The release production runs (scripts/release.sh, what the Dockerfile wraps), started as production starts it.
step "Release" - node scripts/release-check.mjs
# The login page's JavaScript budget (issue 12): a regression fails the run.
step "Web budget" - npm run check:web-budget
step "Chromium" - chromium_ready
step "End-to-end (Playwright, Chromium)" playwright.json npx playwright test -c e2e/playwright.config.ts
SMMS_SERVER_BUNDLE=apps/api/dist/server.js step "Trust suite" trust-pglite.json,trust-postgresql.json npm run test:trust

summary
exit $status
