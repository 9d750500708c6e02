#!/bin/sh
# Prints a PATH with Node 24 first, for scripts/node.sh and .ci/run. When the machine's Node is older
# than 22, Node 24 is brought once from the npm registry's `node` package into .node24/.
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -lt 22 ]; then
  if [ ! -x "$root/.node24/node_modules/node/bin/node" ]; then
    echo "Node $major is too old for this project; installing Node 24 into .node24/ ..." >&2
    npm install --prefix "$root/.node24" --no-save --no-audit --no-fund node@24 >&2
  fi
  echo "$root/.node24/node_modules/node/bin:$PATH"
else
  echo "$PATH"
fi
