#!/usr/bin/env bash
# The whole test suite, as the README's Quick start and .ci/run run it:
# lint + typecheck, unit and API tests on PGlite, the API tests again on PostgreSQL, then the
# Playwright end-to-end tests in Debian's Chromium against the built server started as `npm run demo` starts it,
# then the adversarial trust suite on both databases with its figures.
set -uo pipefail
cd "$(dirname "$0")/.."
REPORTS=test-results/reports
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
status=0
step() { printf '\n=== %s ===\n' "$1"; }

step "Chromium for the end-to-end tests"
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  elif command -v sudo >/dev/null 2>&1; then sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
command -v chromium >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || { echo "Chromium is missing: install Debian's chromium package (apt-get install chromium)."; exit 1; }
chromium --version 2>/dev/null || true

step "Format, lint and typecheck"
npm run format:check || status=1
npm run lint || status=1
npm run typecheck || status=1

step "Unit and API tests on PGlite (embedded)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-pglite.json" || status=1

step "API tests on PostgreSQL ($PG_URL)"
if node scripts/pg-reachable.mjs "$PG_URL"; then
  DATABASE_URL="$PG_URL" npx vitest run --project api --reporter=default --reporter=json \
    --outputFile.json="$REPORTS/vitest-postgres.json" || status=1
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL at $PG_URL is unreachable: in CI that is a failure."
  status=1
else
  echo "PostgreSQL at $PG_URL is unreachable: the PostgreSQL pass did NOT run (set TEST_DATABASE_URL to run it)."
fi

step "End-to-end tests (Playwright, Chromium) against the built server"
npm run build || status=1
# The login page's JavaScript budget (issue 12): a regression fails the run.
npm run check:web-budget || status=1
npx playwright test -c e2e/playwright.config.ts || status=1

step "Trust suite (issue 13): authorization, fuzzing, sessions, concurrency, crash safety, audit"
npm run test:trust || status=1

step "Summary"
node scripts/test-summary.mjs "$REPORTS" || status=1
exit $status
