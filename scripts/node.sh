#!/bin/sh
# Runs a TypeScript entry with Node 24 (type stripping built in), brought by scripts/node24-path.sh
# when the machine's Node is older.
set -e
PATH=$(sh "$(dirname "$0")/node24-path.sh")
export PATH
# Node keeps each module's stripped and compiled code on disk, checked against the file's content, so a
# process started again (every command, and the editors and servers the tests start by the hundred)
# skips most of its start: about a third of `npm run edit`'s. The processes it starts inherit it.
NODE_COMPILE_CACHE=${NODE_COMPILE_CACHE:-$(cd "$(dirname "$0")/.." && pwd)/node_modules/.cache/node-compile}
export NODE_COMPILE_CACHE
exec node "$@"
