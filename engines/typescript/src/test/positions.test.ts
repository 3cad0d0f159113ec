// Unit tests of the load invariants (chapter 27, positions.ts) and of what the
// protocol refuses that JSON.parse hides (protocol §1.7, §1.9, §1.10, scan.ts).
import { test } from "node:test";
import * as assert from "node:assert/strict";
import * as fs from "fs";
import * as path from "path";
import { ROOT, specVersion } from "../data";
import { firstBroken } from "../positions";
import { load, output } from "../engine";
import { Refusal, canon, clone } from "../state";
import { Server, SPEC_VERSION } from "../protocol/server";
import { scan } from "../protocol/scan";
import { Validator } from "../jsonschema";

function position(name: string): any {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "spec", "sweet-lands", "perft", "positions", name + ".json"), "utf8"));
}

/** first-turn-2p with a small map for player 0: a capital, four kinds of hex, an extra draw area. */
function base(): any {
  const s = position("first-turn-2p");
  s.players[0].map = {
    id: "T",
    hexes: [
      { q: 0, r: 0, terrain: "capital" },
      { q: 1, r: 0, terrain: "wheat" },
      { q: 1, r: -1, terrain: "forest" },
      { q: 0, r: 1, terrain: "special" },
      { q: -1, r: 0, terrain: "sea" },
    ],
    extra_draw_areas: [{ id: "east", q: 2, r: -1 }],
  };
  s.players[0].tiles = { "1,0": { tile: "wheat_income", flipped: true } };
  s.players[0].properties = { "1,0": "tent_1" };
  return s;
}

function rule(s: any, fraction: string | null = null): string | null {
  const b = firstBroken(s, { fraction });
  return b ? b.rule : null;
}
function breaks(expected: string, change: (s: any) => void, from: () => any = base): void {
  const s = from();
  change(s);
  assert.equal(rule(s), expected);
}

test("the base positions and the spec's perft positions break no invariant", () => {
  assert.equal(rule(base()), null);
  for (const f of fs.readdirSync(path.join(ROOT, "spec", "sweet-lands", "perft", "positions"))) {
    assert.equal(rule(position(f.replace(/\.json$/, ""))), null, f);
  }
});

test("SL-27.1: the schema, numbers written whole, numbers within a million", () => {
  breaks("SL-27.1.1", (s) => (s.players[0].resources.gold = "plenty"));
  breaks("SL-27.1.1", (s) => (s.players[0].resources.gold = 2.5));
  breaks("SL-27.1.1", (s) => (s.players[0].resources.gold = 9223372036854775807));
  breaks("SL-27.1.1", (s) => (s.round = 9));
  breaks("SL-27.1.1", (s) => (s.stack[2].player = 7));
  breaks("SL-27.1.1", (s) => (s.players[0].map.hexes[1].terrain = "lava"));
  breaks("SL-27.1.1", (s) => (s.card_types[s.cards.c001].kind = "sometimes"));
  breaks("SL-27.1.1", (s) => (s.stack[0] = { kind: "effect", player: 0, effect: { conjure: 3 } }));
  breaks("SL-27.1.1", (s) => (s.components = { nonsense: [{ id: "x" }] }));
  // a whole number written 3.0 passes the schema and breaks SL-27.1.2
  assert.equal(rule(base(), "3.0"), "SL-27.1.2");
  breaks("SL-27.1.3", (s) => (s.card_types[s.cards.c001].play_cost = 10000000));
  breaks("SL-27.1.3", (s) => (s.card_types[s.cards.c001].abilities = [{ timing: "immediate", effect: { gain: { gold: -2000000 } } }]));
});

test("SL-27.2: seats", () => {
  breaks("SL-27.2.1", (s) => (s.players[1].seat = 0));
  breaks("SL-27.2.2", (s) => (s.start_player = 2));
  breaks("SL-27.2.2", (s) => (s.areas.A = [3, null, null]));
  breaks("SL-27.2.2", (s) => (s.stack[2].player = 2));
  breaks("SL-27.2.2", (s) => (s.milestones = [{ id: "milestone_1", side: "a", taken_by: 3 }]));
  breaks("SL-27.2.3", (s) => (s.turn_order = [0, 0]));
  breaks("SL-27.2.3", (s) => (s.turn_order = [0]));
  breaks("SL-27.2.4", (s) => {
    s.pass_order = [1, 1];
    s.players[1].passed = true;
  });
  breaks("SL-27.2.5", (s) => (s.players[1].passed = true));
  breaks("SL-27.2.5", (s) => (s.pass_order = [1]));
  breaks("SL-27.2.6", (s) => (s.solo = { decks: { A: [], B: [] }, revealed: [], round_aid_space: null }));
  breaks("SL-27.2.6", (s) => delete s.solo, () => position("solo-turn-1p"));
  breaks("SL-27.2.7", (s) => (s.areas.A = ["mio", null, null]));
  breaks("SL-27.2.8", (s) => s.stack.push({ kind: "draft_pick", player: 0, waiting: [1], packets: [["c003"]], kept: [[]] }));
  breaks("SL-27.2.9", (s) => (s.stack[1].next = 2));
  // a solo game keeps its pieces and may hold Mio's disc
  assert.equal(rule(position("solo-turn-1p")), null);
});

test("SL-27.3: cards", () => {
  breaks("SL-27.3.1", (s) => s.players[1].hand.push(s.deck[0]));
  breaks("SL-27.3.1", (s) => s.players[0].hand.push(s.players[0].hand[0]));
  breaks("SL-27.3.1", (s) => s.players[0].automated.mining.push(s.players[0].hand[0]));
  breaks("SL-27.3.2", (s) => s.discard.push("c999"));
  breaks("SL-27.3.2", (s) => s.stack.push({ kind: "automate", player: 0, card: "c999" }));
  breaks("SL-27.3.3", (s) => (s.cards.c001 = "ghost"));
  const solo = () => position("solo-turn-1p");
  breaks("SL-27.3.4", (s) => s.solo.decks.A.push("solo_Z9"), solo);
  breaks("SL-27.3.4", (s) => s.solo.decks.B.push("solo_A1"), solo);
  breaks("SL-27.3.4", (s) => {
    s.solo.decks.A.push("solo_A1");
    s.solo.revealed.push("solo_A1");
  }, solo);
});

test("SL-27.4: map pieces", () => {
  breaks("SL-27.4.1", (s) => s.players[0].map.hexes.push({ q: 1, r: 0, terrain: "sea" }));
  breaks("SL-27.4.2", (s) => (s.players[1].roads = ["0,0|1,0"]));
  breaks("SL-27.4.2", (s) => (s.players[1].rabbits = ["0,0"]));
  breaks("SL-27.4.3", (s) => (s.players[0].tiles["5,5"] = { tile: "wheat_income", flipped: false }));
  breaks("SL-27.4.3", (s) => (s.players[0].tiles["0,0"] = { tile: "wheat_income", flipped: false }));
  breaks("SL-27.4.4", (s) => (s.players[0].tiles["1,-1"] = { tile: "marble", flipped: false }));
  breaks("SL-27.4.5", (s) => (s.players[0].tiles["1,-1"] = { tile: "wheat_income", flipped: false }));
  breaks("SL-27.4.5", (s) => (s.players[0].tiles["0,1"] = { tile: "wheat_income", flipped: false }));
  breaks("SL-27.4.5", (s) => (s.players[0].tiles["1,-1"] = { tile: "st_prosperity", flipped: false }));
  breaks("SL-27.4.6", (s) => (s.players[0].roads = ["5,5|5,6"]));
  breaks("SL-27.4.6", (s) => (s.players[0].roads = ["0,0|2,0"]));
  breaks("SL-27.4.6", (s) => (s.players[0].roads = ["1,0|0,0"]));
  breaks("SL-27.4.7", (s) => (s.players[0].properties["4,4"] = "tent_2"));
  breaks("SL-27.4.7", (s) => (s.players[0].properties["1,-1"] = "tent_2"));
  breaks("SL-27.4.8", (s) => (s.players[0].draw_areas = ["north"]));
  breaks("SL-27.4.9", (s) => s.stack.push({ kind: "flip_tile", player: 0, hex: "7,7" }));
  breaks("SL-27.4.9", (s) => s.stack.push({ kind: "activate_draw_area", player: 0, area: "north" }));
  breaks("SL-27.4.9", (s) => s.stack.push({ kind: "flip_tile", player: 1, hex: "1,0" }));
  breaks("SL-27.4.9", (s) => s.stack.push({ kind: "triggers", player: 0, triggers: [{ trigger: "flip", hex: "1,0" }, { trigger: "draw_area", area: "west" }] }));
  // what fits: a special tile on the special hex, a road on the map's edge, a property on the capital
  const s = base();
  s.players[0].tiles["0,1"] = { tile: "st_prosperity", flipped: false };
  s.players[0].roads = ["-1,0|0,0", "1,-1|2,-1"];
  s.players[0].properties["0,0"] = "house_1";
  s.players[0].draw_areas = ["east"];
  s.stack.push({ kind: "flip_tile", player: 0, hex: "0,1" });
  assert.equal(rule(s), null);
});

test("SL-27.5: property tokens and cookie rabbits", () => {
  breaks("SL-27.5.1", (s) => (s.players[0].properties["0,0"] = "castle"));
  breaks("SL-27.5.2", (s) => (s.players[0].properties["0,0"] = "tent_1"));
  breaks("SL-27.5.3", (s) => (s.players[0].rabbits = ["1,0", "6,6"]));
  breaks("SL-27.5.4", (s) => {
    s.components.food_track = [
      { id: "food_0", type: "space", space: 0 },
      { id: "rabbit_1", type: "rabbit", order: 1, space: 4 },
    ];
    s.players[0].rabbits = ["0,0", "1,0"];
  });
});

test("SL-27.6: skill tiles", () => {
  breaks("SL-27.6.1", (s) => (s.players[0].skill_tiles.skill_99 = true));
  breaks("SL-27.6.1", (s) => (s.skill_supply.advanced_1 = 1));
  breaks("SL-27.6.1", (s) => (s.advanced_supply = ["skill_1"]));
  breaks("SL-27.6.1", (s) => s.stack.push({ kind: "skill_tile_face_down", player: 0, tile: "skill_1" }));
  breaks("SL-27.6.2", (s) => {
    s.skill_supply.skill_1 = 3;
    s.players[0].skill_tiles.skill_1 = true;
  });
  breaks("SL-27.6.3", (s) => {
    s.advanced_supply = ["advanced_1"];
    s.players[1].skill_tiles.advanced_1 = true;
  });
  // a kind has 3 tiles whatever a scenario's table says of its copies (G-29)
  const s = base();
  s.components.skill_tiles = [{ id: "gilded", set: "regular", number: 1, copies: 1, abilities: [{ timing: "flip", effect: { gain: { gold: 8 } } }] }];
  s.skill_supply = { gilded: 3 };
  assert.equal(rule(s), null);
});

test("SL-27.7: the round aid board", () => {
  breaks("SL-27.7.1", (s) => (s.players[1].round_aid_space = s.round_aid.length));
  breaks("SL-27.7.2", (s) => {
    s.players[0].round_aid_space = 0;
    s.players[1].round_aid_space = 0;
  });
  breaks("SL-27.7.3", (s) => (s.round_aid[1].standard = ["std_nothing"]));
  breaks("SL-27.7.3", (s) => (s.round_aid[1].pass = "std_terrain"));
  breaks("SL-27.7.3", (s) => s.stack.push({ kind: "order_aid_tiles", player: 0, tiles: ["std_terrain", "pass_x"] }));
});

test("SL-27.8: tracks, columns and tiles beside the board", () => {
  breaks("SL-27.8.1", (s) => (s.players[0].carriage = 21));
  breaks("SL-27.8.1", (s) => (s.players[0].locomotive = 21));
  breaks("SL-27.8.2", (s) => (s.players[0].food = 16));
  breaks("SL-27.8.3", (s) => (s.players[0].prosperity[0] = 6));
  breaks("SL-27.8.4", (s) => (s.players[0].discounts = [1, 2]), () => {
    const s = base();
    s.components.food_track = [{ id: "food_0", type: "space", space: 0 }, { id: "food_1", type: "space", space: 1, bonus: { wood_discount: 1 } }];
    return s;
  });
  breaks("SL-27.8.5", (s) => {
    const cards = s.deck.slice(0, 4);
    s.deck = s.deck.slice(4);
    s.players[0].automated.mining = cards;
  });
  breaks("SL-27.8.6", (s) => (s.milestones = [{ id: "milestone_1", side: "a", taken_by: null }, { id: "milestone_1", side: "b", taken_by: null }]));
  breaks("SL-27.8.6", (s) => (s.milestones = [{ id: "milestone_9", side: "a", taken_by: null }]));
  breaks("SL-27.8.7", (s) => (s.prosperity_first = { purple: 0 }));
  breaks("SL-27.8.8", (s) => (s.final_scoring = ["fs_nothing"]));
  breaks("SL-27.8.8", (s) => (s.final_scoring = ["fs_terrain", "fs_terrain"]));
  // the rightmost space and a full column of 3 are allowed
  const s = base();
  s.players[0].prosperity[0] = 5;
  s.players[0].automated.mining = s.deck.slice(0, 3);
  s.deck = s.deck.slice(3);
  assert.equal(rule(s), null);
});

test("SL-27.9 to SL-27.12: areas, characters, the round and the stack", () => {
  breaks("SL-27.9.1", (s) => (s.areas.Z = [null]));
  breaks("SL-27.9.2", (s) => (s.areas.P = [1, null, null]));
  breaks("SL-27.10.1", (s) => (s.players[0].character = "nobody_special"));
  breaks("SL-27.10.2", (s) => {
    s.players[0].character = "elsa_skyr";
    s.players[1].character = "elsa_skyr";
  });
  breaks("SL-27.11.1", (s) => (s.phase = "setup"), () => {
    const s = base();
    s.round = 2;
    return s;
  });
  breaks("SL-27.11.2", (s) => {
    s.round = 5;
    s.phase = "game_over";
  });
  breaks("SL-27.11.2", (s) => (s.stack = []));
  breaks("SL-27.11.3", (s) => {
    s.phase = "game_over";
    s.stack = [];
  });
  breaks("SL-27.12.1", (s) => {
    s.players[0].passed = true;
    s.pass_order = [0];
  });  breaks("SL-27.12.2", (s) => s.stack.splice(2, 0, { kind: "turn", player: 1, main_done: false }));
  breaks("SL-27.12.2", (s) => (s.phase = "income"));
  breaks("SL-27.12.3", (s) => s.stack.push({ kind: "move_round_aid", player: 1 }));
  breaks("SL-27.12.3", (s) => s.stack.push({ kind: "pass_scoring", player: 1, step: 2 }));
  breaks("SL-27.12.4", (s) => s.stack.push({ kind: "choose_character", player: 0 }));
  breaks("SL-27.12.5", (s) => s.stack.push({ kind: "draft" }));
  breaks("SL-27.12.5", (s) => s.stack.push({ kind: "solo_reveal" }));
  // the frames of a pass for a player who has passed are allowed
  const s = base();
  s.players[1].passed = true;
  s.pass_order = [1];
  s.stack.push({ kind: "pass_scoring", player: 1, step: 2 });
  assert.equal(rule(s), null);
  // with hand drafting, a draft in round 1 is allowed
  const d = base();
  d.variants = ["hand_drafting"];
  d.phase = "income";
  d.stack = [{ kind: "round_end" }, { kind: "draft" }];
  assert.equal(rule(d), null);
});

test("SL-27.8.3: a prosperity marker counts on the track of its position, not of its place in the table", () => {
  // the printed tracks listed bottom to top: index 0 is still position 1 (orange, 5 long)
  const reversed = (): any => {
    const s = base();
    s.components.prosperity_tracks = JSON.parse(JSON.stringify(position("first-turn-2p").components.prosperity_tracks ?? [])).reverse();
    if (s.components.prosperity_tracks.length === 0) {
      s.components.prosperity_tracks = JSON.parse(fs.readFileSync(path.join(ROOT, "spec", "sweet-lands", "components", "prosperity_tracks.json"), "utf8")).items.reverse();
    }
    return s;
  };
  breaks("SL-27.8.3", (s) => (s.players[0].prosperity[0] = 6), reversed);
  const s = reversed();
  s.players[0].prosperity[5] = 6; // position 6 is 6 long
  assert.equal(rule(s), null);
});

test("a state that breaks two invariants names the first in the chapter's order", () => {
  breaks("SL-27.2.1", (s) => {
    s.players[1].seat = 0; // SL-27.2.1
    s.areas.Z = [null]; // SL-27.9.1
  });
  breaks("SL-27.3.2", (s) => {
    s.discard.push("c999"); // SL-27.3.2
    s.players[0].character = "nobody_special"; // SL-27.10.1
  });
});

test("the scanner finds repeated names, numbers not written whole and the depth", () => {
  assert.equal(scan('{"id":1,"cmd":"hello","protocol":1}').repeated, null);
  assert.equal(scan('{"a":{"b":1,"b":2}}').repeated, "b");
  assert.equal(scan('{"a":[{"b":1},{"b":2}]}').repeated, null); // two objects, one name each
  assert.equal(scan('{"gold":1,"g\\u006fld":2}').repeated, "gold"); // the same name, escaped
  assert.equal(scan('{"a\\"":1,"a":2}').repeated, null);
  assert.equal(scan('{"id":1,"id":1}').idRepeated, true);
  assert.equal(scan('{"id":1,"x":{"id":1,"id":2}}').idRepeated, false);
  assert.equal(scan('{"id":1,"x":[1,-2,30]}').fraction, null);
  assert.equal(scan('{"id":1,"x":"1.0 and 2e5"}').fraction, null); // inside a string
  const f = scan('{"id":1.0,"cmd":"hello"}');
  assert.equal(f.fraction, "1.0");
  assert.equal(f.fractionIn, "id");
  assert.equal(scan('{"id":1,"n":-2E+1}').fraction, "-2E+1");
  const st = scan('{"id":1,"cmd":"load","state":{"gold":3.0}}');
  assert.equal(st.fraction, null);
  assert.equal(st.stateFraction, "3.0");
  assert.equal(scan("[[[]]]").depth, 3);
});

function server(): Server {
  const sv = new Server();
  sv.handle(JSON.stringify({ id: 1, cmd: "load", state: position("first-turn-2p") }));
  return sv;
}
const code = (r: any) => (r.ok ? "ok" : r.error.code);

test("protocol §1.9, §1.10: repeats, numbers not whole and null options are invalid_request", () => {
  const sv = new Server();
  assert.equal(code(sv.handle('{"id":1,"cmd":"hello","protocol":1}')), "ok");
  assert.equal(code(sv.handle('{"id":2,"cmd":"hello","protocol":1.0}')), "invalid_request");
  assert.equal(code(sv.handle('{"id":3,"cmd":"hello","protocol":1,"protocol":1}')), "invalid_request");
  const r = sv.handle('{"id":4,"id":5,"cmd":"hello","protocol":1}');
  assert.equal(code(r), "invalid_request");
  assert.equal(r.id, null);
  assert.equal(sv.handle('{"id":6.0,"cmd":"hello","protocol":1}').id, null);
  for (const options of ['{"variants":null}', '{"start_player":null}', '{"variants":["hand_drafting","hand_drafting"]}', '{"start_player":1.0}']) {
    const line = '{"id":7,"cmd":"new_game","game":"sweet-lands","players":2,"seed":1,"options":' + options + "}";
    assert.equal(code(sv.handle(line)), "invalid_request", options);
  }
  assert.equal(code(sv.handle('{"id":8,"cmd":"new_game","game":"sweet-lands","players":2,"seed":1,"options":{"variants":[],"start_player":1}}')), "ok");
  assert.equal(code(sv.handle('{"id":9,"cmd":"count","depth":1,"divide":null}')), "invalid_request");
  assert.equal(code(sv.handle('{"id":10,"cmd":"apply","action":{"type":"pass","type":"pass"}}')), "invalid_request");
  assert.equal(code(sv.handle('{"id":11,"cmd":"apply","action":{"type":"' + "x".repeat(300) + '"}}')), "invalid_request");
  assert.equal(code(sv.handle('{"id":12,"cmd":"state","x":' + "[".repeat(70) + "]".repeat(70) + "}")), "invalid_request");
});

test("a refused load names the invariant in rule and keeps the game held", () => {
  const sv = server();
  const before = canon(sv.handle('{"id":2,"cmd":"state"}').state);
  const bad = position("first-turn-2p");
  bad.players[1].passed = true;
  let r = sv.handle(JSON.stringify({ id: 3, cmd: "load", state: bad }));
  assert.equal(r.error.code, "invalid_state");
  assert.equal(r.error.rule, "SL-27.2.5");
  // a number written 3.0 inside the state is SL-27.1.2, not invalid_request
  const text = JSON.stringify({ id: 4, cmd: "load", state: position("first-turn-2p") }).replace('"gold":6', '"gold":6.0');
  assert.ok(text.includes('"gold":6.0'));
  r = sv.handle(text);
  assert.equal(r.error.code, "invalid_state");
  assert.equal(r.error.rule, "SL-27.1.2");
  // a repeated name inside the state is a bad request whatever the command (§1.9)
  r = sv.handle(JSON.stringify({ id: 5, cmd: "load", state: position("first-turn-2p") }).replace('"gold":6', '"gold":6,"gold":7'));
  assert.equal(r.error.code, "invalid_request");
  assert.equal(r.error.rule, undefined);
  assert.equal(canon(sv.handle('{"id":6,"cmd":"state"}').state), before);
});

test("load refuses through the engine's load too, with a Refusal naming the rule", () => {
  const s = position("first-turn-2p");
  s.turn_order = [1];
  assert.throws(() => load(s), (e: unknown) => e instanceof Refusal && e.code === "invalid_state" && e.rule === "SL-27.2.3");
  const good = load(position("first-turn-2p"));
  assert.equal(rule(output(good)), null);
  assert.equal(canon(clone(output(good)).stack), canon(position("first-turn-2p").stack));
});

test("hello's spec_version is the spec/sweet-lands/VERSION of this checkout", () => {
  assert.equal(SPEC_VERSION, specVersion());
  const r = new Server().handle('{"id":1,"cmd":"hello","protocol":1}');
  assert.equal(r.games["sweet-lands"].spec_version, SPEC_VERSION);
});

test("the schema check follows draft 2020-12 for the keywords it knows", () => {
  const v = new Validator();
  const sc = {
    type: "object",
    properties: { a: { type: "integer", maximum: 3 }, t: { prefixItems: [{ const: 1 }], items: { type: "string" } } },
    additionalProperties: false,
    allOf: [{ if: { properties: { a: { const: 1 } } }, then: { required: ["t"] } }],
  };
  assert.equal(v.check(sc, { a: 2 }), null);
  assert.deepEqual(v.check(sc, { a: 4 })?.path, ["a"]);
  assert.notEqual(v.check(sc, { a: 1 }), null);
  assert.equal(v.check(sc, { a: 1, t: [1, "x"] }), null);
  assert.deepEqual(v.check(sc, { a: 1, t: [1, 2] })?.path, ["t", "1"]);
  assert.deepEqual(v.check(sc, { b: 1 })?.path, ["b"]);
  assert.notEqual(v.check({ oneOf: [{ type: "integer" }, { minimum: 0 }] }, 1), null);
});
