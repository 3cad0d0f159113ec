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
# perft skips the solo position by itself: the engine does not claim 1 player
conformance perft --game sweet-lands --engine "$ENGINE"
conformance golden --game sweet-lands --name game-2p --name game-4p --engine "$ENGINE"
