#!/usr/bin/env bash
# Builds a release of SMMS in release/ (or the folder given): the built console and server and the server's
# production packages from the lockfile, nothing else (no sources, no test tools). What runs in production:
# `node apps/api/dist/server.js` inside it. The Dockerfile copies it; docs/operations.md runs it under systemd.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="$(realpath -m "${1:-release}")"
# RELEASE_BUILT=1: the console and server were just built (the test run's Build step).
[ "${RELEASE_BUILT:-}" = 1 ] || npm run build
rm -rf "$OUT"
mkdir -p "$OUT"
# The workspace manifests and the lock, so that npm ci installs exactly the locked versions of the server's
# packages (-w @smms/api --omit=dev) and nothing of the console, the tests or the benchmarks.
for manifest in package.json package-lock.json */*/package.json e2e/package.json bench/package.json; do
  [ -f "$manifest" ] && mkdir -p "$OUT/$(dirname "$manifest")" && cp "$manifest" "$OUT/$manifest"
done
cp -R apps/api/dist "$OUT/apps/api/dist"
cp -R apps/web/dist "$OUT/apps/web/dist"
# The server's own code and @smms/shared are bundled into dist/server.js; source maps only for debugging.
(cd "$OUT" && npm ci -w @smms/api --omit=dev --no-audit --no-fund --ignore-scripts --loglevel=error)
echo "Release in $OUT: start it with  node $OUT/apps/api/dist/server.js  (see docs/operations.md)"
