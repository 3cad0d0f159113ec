#!/bin/sh
# CI for the second Sweet Lands engine (issue #24): install, build, unit tests,
# then the conformance suite, smoke and perft against this engine over stdio.
# Needs Node and npm (Debian: nodejs, npm) and the project's virtualenv.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
cd "$HERE"
npm ci --no-audit --no-fund
npm run build
npm test
cd "$ROOT"
if [ -z "${VIRTUAL_ENV:-}" ] && [ -f .venv/bin/activate ]; then . .venv/bin/activate; fi
ENGINE="node engines/typescript/dist/main.js"
conformance run --engine "$ENGINE" --game sweet-lands --expect engines/typescript/expectations.yml
conformance smoke --game sweet-lands --engine "$ENGINE"
# every perft position, the solo one included (hello claims 1 player)
conformance perft --game sweet-lands --engine "$ENGINE"
# all five golden games: 2p, 3p with every variant, 4p, 2p drafting, solo
conformance golden --game sweet-lands --engine "$ENGINE"
