#!/bin/sh
# CI for the second At the Gates of Loyang engine (issue #36), written in Go in a clean room:
# vet, unit tests and build, then the conformance suite, smoke, perft, golden games and a
# lockstep fuzz against the reference engine, all over stdio. Needs Go (Debian: golang-go)
# and the project's virtualenv.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
cd "$HERE"
# The engine embeds the published component data and schemas (data/, go:embed), as an outside
# engine vendors them; it is built with this checkout's copy, so it judges the spec as it is now.
cp "$ROOT"/spec/loyang/components/*.json data/components/
for f in components state action effects; do cp "$ROOT/schemas/loyang/$f.schema.json" data/schemas/; done
cp "$ROOT/schemas/protocol/request.schema.json" data/schemas/
export GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local
go vet ./...
go test ./...
go build -o loyang-go .
cd "$ROOT"
if [ -z "${VIRTUAL_ENV:-}" ] && [ -f .venv/bin/activate ]; then . .venv/bin/activate; fi
ENGINE=engines/go/loyang-go
conformance run --engine "$ENGINE" --game loyang --expect engines/go/expectations.yml
conformance smoke --game loyang --engine "$ENGINE"
conformance perft --game loyang --engine "$ENGINE"
conformance golden --game loyang --engine "$ENGINE"
# random games of every player count (the plugin's fuzz starts include the introductory version and solo)
FINDINGS=$(mktemp -d)
conformance fuzz --game loyang --engine "$ENGINE" --games 40 --workers 2 --out "$FINDINGS"
