#!/bin/sh
# CI for the clean-room Sweet Lands engine in Rust (issue 53): build and unit tests with Debian's cargo and
# Debian's packaged crates (offline, .cargo/config.toml), then the suite, smoke, perft, golden games and a
# lockstep fuzz against it over stdio. Needs cargo, rustc and librust-regex-dev (Debian) and the project's
# virtualenv.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
CARGO=${CARGO:-/usr/bin/cargo}
cd "$HERE"
# The engine embeds the published component data and schemas (data/, include_str!), as an outside engine
# vendors them; it is built with this checkout's copy, so it judges the spec as it is now.
cp "$ROOT"/spec/sweet-lands/components/*.json data/
for f in action components effects score state; do cp "$ROOT/schemas/sweet-lands/$f.schema.json" data/schemas/; done
"$CARGO" build --offline --release
"$CARGO" test --offline --release
cd "$ROOT"
if [ -z "${VIRTUAL_ENV:-}" ] && [ -f .venv/bin/activate ]; then . .venv/bin/activate; fi
ENGINE=engines/rust/target/release/sweetlands
conformance run --engine "$ENGINE" --game sweet-lands
conformance smoke --game sweet-lands --engine "$ENGINE"
conformance perft --game sweet-lands --engine "$ENGINE"
conformance golden --game sweet-lands --engine "$ENGINE"
# random games of every player count and variant, in lockstep with the reference engine
FINDINGS=$(mktemp -d)
conformance fuzz --game sweet-lands --engine "$ENGINE" --games 40 --workers 2 --out "$FINDINGS"
