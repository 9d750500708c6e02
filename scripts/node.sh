#!/bin/sh
# Runs a TypeScript entry with Node 24 (type stripping built in), brought by scripts/node24-path.sh
# when the machine's Node is older.
set -e
PATH=$(sh "$(dirname "$0")/node24-path.sh")
export PATH
exec node "$@"
