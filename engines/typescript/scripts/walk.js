#!/usr/bin/env node
// Records a random walk of this engine as a fuzz reproduction
// (schemas/reports/fuzz-repro.schema.json), so that
// `conformance fuzz --replay OUT.repro.json --engine ...` compares it with the
// reference engine step by step (legal actions and state). `conformance fuzz`
// itself starts every game without variants (SPEC-GAPS.md G-27); this covers
// hand drafting, variable turn order and advanced skill tiles.
//   node scripts/walk.js PLAYERS SEED VARIANTS(comma list or -) WALK_SEED MAX_STEPS OUT_PREFIX
const path = require("path");
const fs = require("fs");
const dist = path.join(__dirname, "..", "dist");
const { newGame } = require(path.join(dist, "setup"));
const { run, legalActions, applyAction, output } = require(path.join(dist, "engine"));
const [players, seed, vars, walk, steps, out] = process.argv.slice(2);
const variants = vars && vars !== "-" ? vars.split(",") : [];
let s = newGame(+players, +seed, { variants });
run(s);
const start = output(s);
const actions = [];
let x = +walk;
for (let i = 0; i < +steps && legalActions(s).length; i++) {
  const acts = legalActions(s);
  const pref = acts.filter((a) => a.type !== "stop" && a.type !== "pass" && a.type !== "end_turn");
  const pool = pref.length && i % 5 !== 0 ? pref : acts;
  x = (x * 1103515245 + 12345) % 2147483648;
  const a = pool[x % pool.length];
  actions.push(a);
  s = applyAction(s, a);
}
fs.writeFileSync(out + ".state.json", JSON.stringify(start));
fs.writeFileSync(out + ".repro.json", JSON.stringify({
  command: "node engines/typescript/scripts/walk.js " + process.argv.slice(2).join(" "),
  engine_command: "node engines/typescript/dist/main.js", seed: +seed, game_id: "sweet-lands", game: 0,
  game_seed: String(walk), step: actions.length,
  suite: { name: "conformance", version: "0", spec_versions: { "sweet-lands": start.spec_version || "0.3.0" } },
  kind: "state", detail: "a random walk of sweet-lands-ts", state_file: path.basename(out) + ".state.json",
  actions, reproduced_from_state: true, expected: null, actual: null,
}));
console.log(out, actions.length, "steps,", s.phase);
