// Unit tests on node:test: the generator of DM-4.2, setup against the spec's
// perft position, perft counts, a refused answer that changes nothing.
import { test } from "node:test";
import * as assert from "node:assert/strict";
import * as fs from "fs";
import * as path from "path";
import { Rng } from "../rng";
import { newGame } from "../setup";
import { run, load, output, legalActions, applyAction, count } from "../engine";
import { ROOT } from "../data";
import { Refusal, canon } from "../state";
import { Server } from "../protocol/server";
import { validAction } from "../schema";

function position(name: string): any {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "spec", "sweet-lands", "perft", "positions", name + ".json"), "utf8"));
}

test("SplitMix64 from state 0 gives the outputs of DM-4.2", () => {
  const r = new Rng(0n);
  assert.equal(r.next(), 0xe220a8397b1dcdafn);
  assert.equal(r.next(), 0x6e789e6aa1b965f4n);
});

test("Fisher-Yates from the end swaps i with below(i + 1)", () => {
  const a = new Rng(7n).shuffle([1, 2, 3, 4, 5]);
  const r = new Rng(7n);
  const b = [1, 2, 3, 4, 5];
  for (let i = 4; i >= 1; i--) {
    const j = r.below(i + 1);
    [b[i], b[j]] = [b[j], b[i]];
  }
  assert.deepEqual(a, b);
});

test("new_game for 2 players, seed 1, is the spec's setup-2p position", () => {
  const s = newGame(2, 1, { variants: [] });
  run(s);
  assert.equal(canon(output(s)), canon(position("setup-2p")));
});

test("perft counts of the spec's positions (depth 2)", () => {
  const want = JSON.parse(fs.readFileSync(path.join(ROOT, "spec", "sweet-lands", "perft", "counts.json"), "utf8"));
  for (const name of ["setup-2p", "first-turn-2p", "passing-3p", "final-round-2p", "solo-turn-1p"]) {
    const s = load(position(name));
    assert.equal(count(s, 1), want.positions[name].counts["1"], name + " depth 1");
    assert.equal(count(s, 2), want.positions[name].counts["2"], name + " depth 2");
  }
});

test("a refused answer names a rule and changes nothing (DM-1.9)", () => {
  const s = load(position("first-turn-2p"));
  const before = canon(output(s));
  assert.throws(() => applyAction(s, { type: "use_area", area: "Z" }), (e: unknown) => e instanceof Refusal && !!e.rule);
  assert.equal(canon(output(s)), before);
});

test("every legal answer of the first turn applies", () => {
  const s = load(position("first-turn-2p"));
  for (const a of legalActions(s)) applyAction(s, a);
});

test("the server answers hello, refuses bad lines and unknown commands", () => {
  const sv = new Server();
  const h = sv.handle(JSON.stringify({ id: 1, cmd: "hello", protocol: 1 }));
  assert.equal(h.ok, true);
  assert.deepEqual(h.games["sweet-lands"].players, [1, 2, 3, 4]);
  assert.ok(h.games["sweet-lands"].features.includes("solo"));
  assert.equal(sv.handle("not json").error.code, "parse_error");
  assert.equal(sv.handle(JSON.stringify({ id: 2, cmd: "dance" })).error.code, "unknown_command");
  assert.equal(sv.handle(JSON.stringify({ id: 3, cmd: "state" })).error.code, "invalid_state");
  const ng = sv.handle(JSON.stringify({ id: 4, cmd: "new_game", game: "sweet-lands", players: 3, seed: 9, options: { variants: [], colour: 1 } }));
  assert.equal(ng.error.code, "invalid_request");
  const solo = sv.handle(JSON.stringify({ id: 5, cmd: "new_game", game: "sweet-lands", players: 1, seed: 9, options: { variants: ["hand_drafting"] } }));
  assert.equal(solo.error.code, "invalid_request");
  assert.equal(solo.error.rule, "SL-26.5.1");
});

test("a random 3-player game plays to the end", () => {
  let s = newGame(3, 5, { variants: [] });
  run(s);
  let x = 12345;
  for (let i = 0; i < 5000 && legalActions(s).length; i++) {
    const acts = legalActions(s);
    const pref = acts.filter((a) => a.type !== "stop" && a.type !== "pass");
    const pool = pref.length && i % 7 !== 0 ? pref : acts;
    x = (x * 1103515245 + 12345) % 2147483648;
    s = applyAction(s, pool[x % pool.length]);
  }
  assert.equal(s.phase, "game_over");
});

function playOut(s: any, seed: number): any {
  let x = seed;
  for (let i = 0; i < 5000 && legalActions(s).length; i++) {
    const acts = legalActions(s);
    for (const a of acts) assert.ok(validAction(a), "a legal action fits action.schema.json: " + JSON.stringify(a));
    const pref = acts.filter((a) => a.type !== "stop" && a.type !== "pass");
    const pool = pref.length && i % 7 !== 0 ? pref : acts;
    x = (x * 1103515245 + 12345) % 2147483648;
    s = applyAction(s, pool[x % pool.length]);
  }
  return s;
}

test("a solo game: two solo decks, Mio's discs each round, Mio's token after the pass, a title", () => {
  let s = newGame(1, 5, { variants: [] });
  run(s);
  assert.equal(s.solo.decks.A.length, 8);
  assert.equal(s.solo.decks.B.length, 8);
  assert.equal(s.solo.round_aid_space, null);
  assert.deepEqual(s.milestones, []);
  assert.deepEqual(s.final_scoring, []);
  s = playOut(s, 777);
  assert.equal(s.phase, "game_over");
  assert.equal(s.solo.revealed.length, 10);
  assert.notEqual(s.solo.round_aid_space, null);
  const sv = new Server();
  sv.game = s;
  const sc = sv.handle(JSON.stringify({ id: 1, cmd: "score" }));
  assert.equal(sc.scores.length, 1);
  assert.ok("title" in sc.scores[0]);
});

test("a drafted 3-player game: six cards each after the draft, then plays to the end", () => {
  let s = newGame(3, 11, { variants: ["hand_drafting"] });
  run(s);
  let x = 99;
  while (legalActions(s).length && s.stack[s.stack.length - 1].kind !== "turn") {
    const acts = legalActions(s);
    x = (x * 1103515245 + 12345) % 2147483648;
    s = applyAction(s, acts[x % acts.length]);
  }
  for (const p of s.players) assert.ok(p.hand.length >= 6);
  s = playOut(s, 4242);
  assert.equal(s.phase, "game_over");
});

test("an answer of no known shape is an invalid request (D8.1)", () => {
  const sv = new Server();
  sv.handle(JSON.stringify({ id: 1, cmd: "new_game", game: "sweet-lands", players: 2, seed: 1, options: { variants: [] } }));
  const r = sv.handle(JSON.stringify({ id: 2, cmd: "apply", action: { type: "choose_character", character: 3 } }));
  assert.equal(r.error.code, "invalid_request");
  const r2 = sv.handle(JSON.stringify({ id: 3, cmd: "apply", action: { type: "choose_character", character: "nobody" } }));
  assert.equal(r2.error.code, "illegal_action");
  assert.equal(r2.error.rule, "SL-3.6.3");
});
