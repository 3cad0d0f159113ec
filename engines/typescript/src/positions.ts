// Chapter 27 (spec/sweet-lands/27-positions.md): the load invariants. `load`
// refuses a state that breaks one with `invalid_state`, naming the first one
// broken in the chapter's order (protocol §2.3, §3.3). These checks run only
// when a state is loaded, never while a game is played or counted.
import { J, readSchema, table, prosperityTracks } from "./data";
import { Validator, quote } from "./jsonschema";
import { COLUMNS } from "./state";
import { DIRS, parseHex, modifiers } from "./map";
import { areaOpen } from "./areas";

/** An invariant a state breaks: its rule ID and what is wrong, in words. */
export type Broken = { rule: string; message: string };

/** What the text of the state showed that its parsed value no longer does. */
export type Written = {
  /** The first number of the state's text not written as an integer (`3.0`, `2e0`), if any. */
  fraction?: string | null;
};

class Stop {
  constructor(public broken: Broken) {}
}
function broken(rule: string, message: string): never {
  throw new Stop({ rule, message: rule + ": " + message });
}

// ---- SL-27.1.1: the state schema, with the forms its descriptions give the open parts ----

const EFFECTS_ID = "https://boardgame-conformance.github.io/spec/schemas/sweet-lands/effects.schema.json";
let stateCheck: { v: Validator; schema: J } | null = null;

/**
 * The state schema as SL-27.1.1 reads it. The schema leaves three parts open and
 * their descriptions give them a form (SPEC-GAPS.md G-28):
 * - `$defs/effect` is "an effect of the vocabulary (effects.schema.json#/$defs/effect)";
 * - a `card_types` value is "the item of components/citizen_cards.json", and a
 *   scenario may define its own: checked as the fields the rules read, typed as
 *   components.schema.json `citizen_card` types them (kind, play_cost, tags,
 *   industry_tag, abilities, automation, brownie_discount), other fields free;
 * - a `components` table holds "items in the shape of that file": each item an
 *   object with a string `id` (the scenarios' own tables leave out the
 *   provenance fields and more, so the files' item schemas are not applied).
 */
function stateValidator(): { v: Validator; schema: J } {
  if (stateCheck) return stateCheck;
  const schema = readSchema("sweet-lands/state.schema.json");
  const effects = readSchema("sweet-lands/effects.schema.json");
  const defs = schema.$defs;
  defs.effect = { ...defs.effect, allOf: [{ $ref: EFFECTS_ID + "#/$defs/effect" }] };
  defs.card_type_form = {
    type: "object",
    required: ["id", "name", "kind", "play_cost", "tags", "abilities"],
    properties: {
      id: { type: "string" },
      name: { type: "string" },
      kind: { enum: ["immediate", "pass"] },
      play_cost: { type: "integer", minimum: 0 },
      brownie_discount: { type: "boolean" },
      tags: { type: "array", items: { $ref: EFFECTS_ID + "#/$defs/tag" } },
      industry_tag: { enum: ["agricultural", "forestry", "mining", "wildcard", null] },
      abilities: { type: "array", items: { $ref: EFFECTS_ID + "#/$defs/ability" } },
      automation: { anyOf: [{ type: "null" }, { $ref: EFFECTS_ID + "#/$defs/effect" }] },
    },
  };
  const ct = schema.properties.card_types;
  ct.additionalProperties = { allOf: [ct.additionalProperties, { $ref: "#/$defs/card_type_form" }] };
  const comp = schema.properties.components;
  comp.additionalProperties = {
    type: "array",
    items: { type: "object", required: ["id"], properties: { id: { type: "string" } } },
  };
  const v = new Validator().add(schema).add(effects);
  stateCheck = { v, schema };
  return stateCheck;
}

function checkSchema(s: J): void {
  const { v, schema } = stateValidator();
  const e = v.check(schema, s);
  if (e) broken("SL-27.1.1", "the state does not match state.schema.json at /" + e.path.join("/") + ": " + e.message);
}

// ---- helpers ----

const has = (o: J, k: string) => o !== null && typeof o === "object" && Object.prototype.hasOwnProperty.call(o, k);
function ids(s: J, name: string, filter?: (x: J) => boolean): Set<string> {
  const out = new Set<string>();
  for (const x of table(s, name)) if (x && typeof x.id === "string" && (!filter || filter(x))) out.add(x.id);
  return out;
}
function hexSet(p: J): Map<string, string> {
  const m = new Map<string, string>();
  for (const h of p.map?.hexes || []) m.set(h.q + "," + h.r, h.terrain);
  return m;
}
/** Every number in a JSON value, for SL-27.1.3. */
function firstFar(x: J, path: string[]): string | null {
  if (typeof x === "number") return x > 1000000 || x < -1000000 || Number.isNaN(x) ? "/" + path.join("/") + " = " + quote(x) : null;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      if (typeof x[i] === "number" || (x[i] && typeof x[i] === "object")) {
        path.push(String(i));
        const r = firstFar(x[i], path);
        path.pop();
        if (r) return r;
      }
    }
    return null;
  }
  if (x && typeof x === "object") {
    for (const k of Object.keys(x)) {
      const v = x[k];
      if (typeof v === "number" || (v && typeof v === "object")) {
        path.push(k);
        const r = firstFar(v, path);
        path.pop();
        if (r) return r;
      }
    }
  }
  return null;
}
/** The values of every `wood_discount` operation in an effect tree. */
function woodDiscounts(x: J, out: Set<number>): void {
  if (Array.isArray(x)) for (const y of x) woodDiscounts(y, out);
  else if (x && typeof x === "object") {
    for (const k of Object.keys(x)) {
      if (k === "wood_discount" && typeof x[k] === "number") out.add(x[k]);
      else woodDiscounts(x[k], out);
    }
  }
}
function cmpHex(a: [number, number], b: [number, number]): number {
  return a[0] !== b[0] ? a[0] - b[0] : a[1] - b[1];
}

// ---- the chapter, in order ----

function seats(s: J): void {
  const n = s.players.length;
  const isSeat = (x: J) => Number.isInteger(x) && x >= 0 && x < n;
  // SL-27.2.1
  s.players.forEach((p: J, i: number) => {
    if (p.seat !== i) broken("SL-27.2.1", "the player at index " + i + " of players sits in seat " + p.seat);
  });
  // SL-27.2.2
  const no = (what: string, x: J) => broken("SL-27.2.2", what + " names seat " + quote(x) + ", not a seat of this " + n + "-player game");
  if (!isSeat(s.start_player)) no("the start player", s.start_player);
  for (const x of s.turn_order) if (!isSeat(x)) no("the turn order", x);
  for (const x of s.pass_order) if (!isSeat(x)) no("the passing order", x);
  for (const a of Object.keys(s.areas)) for (const x of s.areas[a]) if (typeof x === "number" && !isSeat(x)) no("a disc on action area " + a, x);
  s.stack.forEach((f: J, i: number) => {
    if (has(f, "player") && !isSeat(f.player)) no("frame " + i + " (" + f.kind + ")", f.player);
    if (f.kind === "draft_pick") for (const x of f.waiting) if (!isSeat(x)) no("the draft's waiting list", x);
  });
  for (const m of s.milestones) if (m.taken_by !== null && m.taken_by !== undefined && !isSeat(m.taken_by)) no("milestone " + m.id, m.taken_by);
  for (const t of Object.keys(s.prosperity_first)) if (!isSeat(s.prosperity_first[t])) no("prosperity_first of " + t, s.prosperity_first[t]);
  // SL-27.2.3
  if (s.turn_order.length !== 0 && (s.turn_order.length !== n || new Set(s.turn_order).size !== n)) {
    broken("SL-27.2.3", "the turn order " + quote(s.turn_order) + " does not list each of the " + n + " seats once");
  }
  // SL-27.2.4
  if (new Set(s.pass_order).size !== s.pass_order.length) broken("SL-27.2.4", "the passing order " + quote(s.pass_order) + " names a seat twice");
  // SL-27.2.5
  s.players.forEach((p: J, i: number) => {
    const inOrder = s.pass_order.includes(i);
    if (p.passed !== inOrder) {
      broken("SL-27.2.5", "player " + i + (p.passed ? " is marked as passed but is not" : " is not marked as passed but is") + " in the passing order");
    }
  });
  // SL-27.2.6
  const solo = s.solo !== undefined && s.solo !== null;
  if (solo !== (n === 1)) broken("SL-27.2.6", solo ? "a " + n + "-player game has the solo pieces" : "a solo game has no solo pieces");
  // SL-27.2.7
  if (n !== 1) for (const a of Object.keys(s.areas)) if (s.areas[a].includes("mio")) broken("SL-27.2.7", "Mio's disc stands on action area " + a + " of a " + n + "-player game");
  // SL-27.2.8
  for (const f of s.stack) {
    if (f.kind === "draft_pick" && (f.packets.length !== n || f.kept.length !== n)) {
      broken("SL-27.2.8", "the draft lists " + f.packets.length + " packets and " + f.kept.length + " set-aside lists for " + n + " seats");
    }
  }
  // SL-27.2.9
  for (const f of s.stack) {
    if (f.kind !== "action_phase") continue;
    const len = s.turn_order.length;
    if (len === 0 ? f.next !== 0 : f.next >= len) broken("SL-27.2.9", "the action phase looks for the next turn from place " + f.next + " of a turn order of " + len);
  }
}

function cards(s: J): void {
  // SL-27.3.1
  const places: [string, string[]][] = [["the deck", s.deck], ["the discard pile", s.discard]];
  s.players.forEach((p: J, i: number) => {
    places.push(["player " + i + "'s hand", p.hand], ["player " + i + "'s played cards", p.played]);
    for (const c of COLUMNS) places.push(["player " + i + "'s " + c + " column", p.automated[c]]);
  });
  for (const f of s.stack) {
    if (f.kind !== "draft_pick") continue;
    f.packets.forEach((l: string[], i: number) => places.push(["seat " + i + "'s draft packet", l]));
    f.kept.forEach((l: string[], i: number) => places.push(["seat " + i + "'s set-aside cards", l]));
  }
  const where = new Map<string, string>();
  for (const [name, list] of places) {
    for (const c of list) {
      const before = where.get(c);
      if (before !== undefined) broken("SL-27.3.1", "card " + c + " is in " + before + (before === name ? " twice" : " and in " + name));
      where.set(c, name);
    }
  }
  // SL-27.3.2
  for (const c of where.keys()) if (!has(s.cards, c)) broken("SL-27.3.2", "card " + c + " in " + where.get(c) + " is not a card of the game (cards)");
  s.stack.forEach((f: J, i: number) => {
    const named: string[] = [];
    if (typeof f.card === "string") named.push(f.card);
    if (Array.isArray(f.taken)) named.push(...f.taken);
    if (Array.isArray(f.among)) named.push(...f.among);
    if (f.ctx && Array.isArray(f.ctx.searched)) named.push(...f.ctx.searched);
    for (const c of named) if (!has(s.cards, c)) broken("SL-27.3.2", "frame " + i + " (" + f.kind + ") names card " + c + ", not a card of the game");
  });
  // SL-27.3.3
  for (const c of Object.keys(s.cards)) if (!has(s.card_types, s.cards[c])) broken("SL-27.3.3", "card " + c + " is of type " + quote(s.cards[c]) + ", which card_types does not define");
  // SL-27.3.4
  if (s.solo) {
    const data = new Map<string, J>();
    for (const x of table(s, "solo_cards")) data.set(x.id, x);
    const seen = new Map<string, string>();
    const lists: [string, string[], string | null][] = [["the A deck", s.solo.decks.A, "A"], ["the B deck", s.solo.decks.B, "B"], ["the revealed solo cards", s.solo.revealed, null]];
    for (const [name, list, deck] of lists) {
      for (const c of list) {
        const d = data.get(c);
        if (!d) broken("SL-27.3.4", "solo card " + c + " in " + name + " is not a solo card of the game");
        const before = seen.get(c);
        if (before !== undefined) broken("SL-27.3.4", "solo card " + c + " is in " + before + (before === name ? " twice" : " and in " + name));
        seen.set(c, name);
        if (deck !== null && d.deck !== deck) broken("SL-27.3.4", "solo card " + c + " of the " + d.deck + " deck lies in " + name);
      }
    }
  }
  // SL-27.3.5: no card of the game is lost (spec 0.6.0)
  const lost = Object.keys(s.cards).filter((c) => !where.has(c));
  if (lost.length > 0) broken("SL-27.3.5", lost.length + " card(s) of the game lie in no place, " + lost[0] + " first");
}

function mapPieces(s: J): void {
  const terrain = new Map<string, J>();
  for (const t of table(s, "terrain_tiles")) terrain.set(t.id, t);
  const special = ids(s, "special_terrain_tiles");
  const hexesOf = s.players.map(hexSet);
  // SL-27.4.1
  s.players.forEach((p: J, i: number) => {
    if (p.map && hexesOf[i].size !== p.map.hexes.length) {
      const seen = new Set<string>();
      for (const h of p.map.hexes) {
        const k = h.q + "," + h.r;
        if (seen.has(k)) broken("SL-27.4.1", "player " + i + "'s map lists hex " + k + " twice");
        seen.add(k);
      }
    }
  });
  // SL-27.4.2
  s.players.forEach((p: J, i: number) => {
    if (p.map) return;
    const pieces: [string, boolean][] = [
      ["a terrain tile", Object.keys(p.tiles).length > 0], ["a road", p.roads.length > 0],
      ["a property", Object.keys(p.properties).length > 0], ["a cookie rabbit", p.rabbits.length > 0],
      ["an active extra draw area", p.draw_areas.length > 0],
    ];
    for (const [what, any] of pieces) if (any) broken("SL-27.4.2", "player " + i + " has no map board but has " + what);
  });
  // SL-27.4.3
  s.players.forEach((p: J, i: number) => {
    for (const h of Object.keys(p.tiles)) {
      const t = hexesOf[i].get(h);
      if (t === undefined) broken("SL-27.4.3", "player " + i + "'s terrain tile on " + h + " lies off their map");
      if (t === "capital") broken("SL-27.4.3", "player " + i + "'s terrain tile on " + h + " lies on a capital hex");
    }
  });
  // SL-27.4.4
  s.players.forEach((p: J, i: number) => {
    for (const h of Object.keys(p.tiles)) {
      const id = p.tiles[h].tile;
      if (!terrain.has(id) && !special.has(id)) broken("SL-27.4.4", "player " + i + "'s tile on " + h + " is " + quote(id) + ", no terrain tile of the game");
    }
  });
  // SL-27.4.5
  s.players.forEach((p: J, i: number) => {
    for (const h of Object.keys(p.tiles)) {
      const id = p.tiles[h].tile;
      const hex = hexesOf[i].get(h);
      const fits = (terrain.has(id) && terrain.get(id).terrain === hex) || (special.has(id) && hex === "special");
      if (!fits) broken("SL-27.4.5", "player " + i + "'s tile " + id + " does not fit the " + hex + " hex " + h);
    }
  });
  // SL-27.4.6
  s.players.forEach((p: J, i: number) => {
    for (const e of p.roads) {
      const [a, b] = (e as string).split("|");
      const ha = parseHex(a), hb = parseHex(b);
      const d: [number, number] = [hb[0] - ha[0], hb[1] - ha[1]];
      const adjacent = DIRS.some(([dq, dr]) => dq === d[0] && dr === d[1]);
      if (!adjacent) broken("SL-27.4.6", "player " + i + "'s road " + e + " joins two hexes that share no edge");
      if (cmpHex(ha, hb) >= 0) broken("SL-27.4.6", "player " + i + "'s road " + e + " is not written in ascending (q, r) order");
      if (!hexesOf[i].has(a) && !hexesOf[i].has(b)) broken("SL-27.4.6", "player " + i + "'s road " + e + " lies on no edge of a hex of their map");
    }
  });
  // SL-27.4.7
  s.players.forEach((p: J, i: number) => {
    for (const h of Object.keys(p.properties)) {
      const t = hexesOf[i].get(h);
      if (t === undefined) broken("SL-27.4.7", "player " + i + "'s property on " + h + " stands off their map");
      if (t !== "capital" && !has(p.tiles, h)) broken("SL-27.4.7", "player " + i + "'s property on " + h + " stands on a hex that is no capital hex and holds no terrain tile");
    }
  });
  // SL-27.4.8
  s.players.forEach((p: J, i: number) => {
    const areas = new Set((p.map?.extra_draw_areas || []).map((a: J) => a.id));
    for (const a of p.draw_areas) if (!areas.has(a)) broken("SL-27.4.8", "player " + i + "'s active extra draw area " + quote(a) + " is not one of their map's");
  });
  // SL-27.4.9
  s.stack.forEach((f: J, i: number) => {
    const hexes: string[] = [];
    const areas: string[] = [];
    if (typeof f.hex === "string") hexes.push(f.hex);
    if (Array.isArray(f.locations)) hexes.push(...f.locations);
    if (Array.isArray(f.triggers)) {
      for (const t of f.triggers) {
        if (typeof t.hex === "string") hexes.push(t.hex);
        if (typeof t.area === "string") areas.push(t.area);
      }
    }
    if (f.kind === "activate_draw_area") areas.push(f.area);
    if (hexes.length === 0 && areas.length === 0) return;
    const p = has(f, "player") ? s.players[f.player] : undefined;
    const what = "frame " + i + " (" + f.kind + ")";
    if (!p || !p.map) broken("SL-27.4.9", what + " names a place on a map, but its player has no map board");
    const own = hexesOf[f.player];
    for (const h of hexes) if (!own.has(h)) broken("SL-27.4.9", what + " names hex " + h + ", not a hex of player " + f.player + "'s map");
    const mine = new Set((p.map.extra_draw_areas || []).map((a: J) => a.id));
    for (const a of areas) if (!mine.has(a)) broken("SL-27.4.9", what + " names the extra draw area " + quote(a) + ", not one of player " + f.player + "'s map");
  });
}

function propertiesAndRabbits(s: J): void {
  const tokens = ids(s, "properties");
  // SL-27.5.1
  s.players.forEach((p: J, i: number) => {
    for (const h of Object.keys(p.properties)) if (!tokens.has(p.properties[h])) broken("SL-27.5.1", "player " + i + " has placed " + quote(p.properties[h]) + " on " + h + ", no property token of the game");
  });
  // SL-27.5.2
  s.players.forEach((p: J, i: number) => {
    const seen = new Map<string, string>();
    for (const h of Object.keys(p.properties)) {
      const t = p.properties[h];
      if (seen.has(t)) broken("SL-27.5.2", "player " + i + "'s property token " + t + " stands on both " + seen.get(t) + " and " + h);
      seen.set(t, h);
    }
  });
  // SL-27.5.3
  s.players.forEach((p: J, i: number) => {
    if (!p.map) return;
    const hexes = hexSet(p);
    for (const h of p.rabbits) if (!hexes.has(h)) broken("SL-27.5.3", "player " + i + "'s cookie rabbit on " + h + " stands off their map");
  });
  // SL-27.5.4
  const slots = table(s, "food_track").filter((x: J) => x.type === "rabbit").length;
  s.players.forEach((p: J, i: number) => {
    if (p.rabbits.length > slots) broken("SL-27.5.4", "player " + i + " has " + p.rabbits.length + " cookie rabbits on the map; the food track has " + slots);
  });
}

/** SL-2.5.3: each kind of regular skill tile has 3 tiles. */
const COPIES_OF_A_KIND = 3;

function skillTiles(s: J): void {
  const data = new Map<string, J>();
  for (const t of table(s, "skill_tiles")) data.set(t.id, t);
  // SL-27.6.1
  s.players.forEach((p: J, i: number) => {
    for (const t of Object.keys(p.skill_tiles)) if (!data.has(t)) broken("SL-27.6.1", "player " + i + " holds the skill tile " + quote(t) + ", not one of the game's");
  });
  for (const t of Object.keys(s.skill_supply)) if (data.get(t)?.set !== "regular") broken("SL-27.6.1", "skill_supply has a stack of " + quote(t) + ", not a regular skill tile of the game");
  for (const t of s.advanced_supply) if (data.get(t)?.set !== "advanced") broken("SL-27.6.1", "the tile " + quote(t) + " beside the board is not an advanced skill tile of the game");
  s.stack.forEach((f: J, i: number) => {
    if (f.kind === "skill_tile_face_down" && !has(s.players[f.player].skill_tiles, f.tile)) {
      broken("SL-27.6.1", "frame " + i + " turns face down the skill tile " + quote(f.tile) + ", which player " + f.player + " does not hold");
    }
  });
  // SL-27.6.2: "the copies of each kind" are SL-2.5.3's 3 tiles, not the table's `copies`
  // (scenario tables give 1 and stack 3; SPEC-GAPS.md G-29)
  const holders = (t: string) => s.players.filter((p: J) => has(p.skill_tiles, t)).length;
  for (const [id, t] of data) {
    if (t.set !== "regular") continue;
    const n = (s.skill_supply[id] ?? 0) + holders(id);
    if (n > COPIES_OF_A_KIND) broken("SL-27.6.2", "skill tile " + id + " is " + n + " times in play (its stack and the players); a kind has " + COPIES_OF_A_KIND + " tiles (SL-2.5.3)");
  }
  // SL-27.6.3
  for (const [id, t] of data) {
    if (t.set !== "advanced") continue;
    const n = (s.advanced_supply.includes(id) ? 1 : 0) + holders(id);
    if (n > 1) broken("SL-27.6.3", "advanced skill tile " + id + " is in " + n + " places");
  }
}

function roundAid(s: J): void {
  const spaces = s.round_aid.length;
  const tokens: [string, J][] = s.players.map((p: J, i: number) => ["player " + i + "'s round aid token", p.round_aid_space]);
  if (s.solo) tokens.push(["Mio's round aid token", s.solo.round_aid_space]);
  // SL-27.7.1
  for (const [who, at] of tokens) if (at !== null && at >= spaces) broken("SL-27.7.1", who + " is on space " + at + " of a round aid board of " + spaces + " spaces");
  // SL-27.7.2
  const taken = new Map<number, string>();
  for (const [who, at] of tokens) {
    if (at === null) continue;
    if (taken.has(at)) broken("SL-27.7.2", who + " and " + taken.get(at) + " share round aid space " + at);
    taken.set(at, who);
  }
  // SL-27.7.3
  const standard = ids(s, "round_aid", (x) => x.type === "standard");
  const pass = ids(s, "round_aid", (x) => x.type === "pass");
  s.round_aid.forEach((sp: J, i: number) => {
    for (const t of sp.standard) if (!standard.has(t)) broken("SL-27.7.3", "the tile " + quote(t) + " above round aid space " + i + " is not a standard aid tile of the game");
    if (sp.pass !== null && !pass.has(sp.pass)) broken("SL-27.7.3", "the pass tile " + quote(sp.pass) + " above round aid space " + i + " is not a pass aid tile of the game");
  });
  s.stack.forEach((f: J, i: number) => {
    if (f.kind !== "order_aid_tiles") return;
    for (const t of f.tiles) if (!standard.has(t)) broken("SL-27.7.3", "frame " + i + " orders the tile " + quote(t) + ", not a standard aid tile of the game");
  });
}

function tracks(s: J): void {
  const industry = new Set(table(s, "industry_track").filter((x: J) => x.type === "space").map((x: J) => x.space));
  const food = new Set(table(s, "food_track").filter((x: J) => x.type === "space").map((x: J) => x.space));
  const prosperity = prosperityTracks(s);
  // SL-27.8.1
  s.players.forEach((p: J, i: number) => {
    if (!industry.has(p.carriage)) broken("SL-27.8.1", "player " + i + "'s carriage is on space " + p.carriage + ", not a space of the industry track");
    if (p.locomotive !== null && !industry.has(p.locomotive)) broken("SL-27.8.1", "player " + i + "'s locomotive is on space " + p.locomotive + ", not a space of the industry track");
  });
  // SL-27.8.2
  s.players.forEach((p: J, i: number) => {
    if (!food.has(p.food)) broken("SL-27.8.2", "player " + i + "'s food marker is on space " + p.food + ", not a space of the food track");
  });
  // SL-27.8.2a: the six tracks take the places 1 to 6, one each (spec 0.6.0, G-37)
  const placed = new Map<number, string>();
  for (const t of table(s, "prosperity_tracks")) {
    if (!Number.isInteger(t.position) || t.position < 1 || t.position > 6) broken("SL-27.8.2a", "prosperity track " + t.id + " has the place " + JSON.stringify(t.position ?? null) + ", not one of 1 to 6");
  }
  for (const t of table(s, "prosperity_tracks")) {
    const other = placed.get(t.position);
    if (other !== undefined) broken("SL-27.8.2a", "prosperity tracks " + other + " and " + t.id + " both take place " + t.position);
    placed.set(t.position, t.id);
  }
  // SL-27.8.3
  s.players.forEach((p: J, i: number) => {
    p.prosperity.forEach((at: number, k: number) => {
      const len = Number.isInteger(prosperity[k]?.length) ? prosperity[k].length : 0;
      if (at > len) broken("SL-27.8.3", "player " + i + "'s marker on prosperity track " + (k + 1) + " has advanced " + at + " spaces; the track ends after " + len);
    });
  });
  // SL-27.8.4
  const discounts = new Set<number>();
  for (const x of table(s, "food_track")) woodDiscounts(x.bonus, discounts);
  s.players.forEach((p: J, i: number) => {
    for (const d of p.discounts) if (!discounts.has(d)) broken("SL-27.8.4", "player " + i + " holds a wood discount tile of " + d + ", which the food track does not give");
  });
  // SL-27.8.5
  s.players.forEach((p: J, i: number) => {
    let limit = 3;
    for (const m of modifiers(s, p)) if (m.modifier === "column_limit_plus" && Number.isInteger(m.params?.amount)) limit += m.params.amount;
    for (const c of COLUMNS) {
      if (p.automated[c].length > limit) broken("SL-27.8.5", "player " + i + "'s " + c + " column holds " + p.automated[c].length + " cards; its highest limit is " + limit);
    }
  });
  // SL-27.8.6
  const milestones = ids(s, "milestones");
  const inPlay = new Set<string>();
  for (const m of s.milestones) {
    if (!milestones.has(m.id)) broken("SL-27.8.6", "milestone tile " + quote(m.id) + " is not one of the game's");
    if (inPlay.has(m.id)) broken("SL-27.8.6", "milestone tile " + m.id + " is in play twice");
    inPlay.add(m.id);
  }
  // SL-27.8.7
  const trackIds = ids(s, "prosperity_tracks");
  for (const t of Object.keys(s.prosperity_first)) if (!trackIds.has(t)) broken("SL-27.8.7", "prosperity_first names " + quote(t) + ", not a prosperity track of the game");
  // SL-27.8.8
  const finals = ids(s, "final_scoring_tiles");
  const fs = new Set<string>();
  for (const t of s.final_scoring) {
    if (!finals.has(t)) broken("SL-27.8.8", "final scoring tile " + quote(t) + " is not one of the game's");
    if (fs.has(t)) broken("SL-27.8.8", "final scoring tile " + t + " is in play twice");
    fs.add(t);
  }
}

function actionAreas(s: J): void {
  const areas = ids(s, "action_areas");
  // SL-27.9.1
  for (const a of Object.keys(s.areas)) if (!areas.has(a)) broken("SL-27.9.1", "action area " + quote(a) + " is not an action area of the game");
  // SL-27.9.2
  for (const a of Object.keys(s.areas)) {
    if (!areaOpen(s, a) && s.areas[a].some((x: J) => x !== null)) broken("SL-27.9.2", "a disc stands on action area " + a + ", which opens after round " + s.round);
  }
}

function characters(s: J): void {
  const known = ids(s, "characters");
  // SL-27.10.1
  s.players.forEach((p: J, i: number) => {
    if (p.character !== null && !known.has(p.character)) broken("SL-27.10.1", "player " + i + "'s character " + quote(p.character) + " is not a character of the game");
  });
  // SL-27.10.2
  const chosen = new Map<string, number>();
  s.players.forEach((p: J, i: number) => {
    if (p.character === null) return;
    if (chosen.has(p.character)) broken("SL-27.10.2", "players " + chosen.get(p.character) + " and " + i + " have both chosen " + p.character);
    chosen.set(p.character, i);
  });
}

function phases(s: J): void {
  // SL-27.11.1
  if (s.phase === "setup" && s.round !== 1) broken("SL-27.11.1", "the setup phase in round " + s.round);
  // SL-27.11.2
  if ((s.stack.length === 0) !== (s.phase === "game_over")) {
    broken("SL-27.11.2", s.phase === "game_over" ? "a finished game holds " + s.stack.length + " frames" : "the " + s.phase + " phase with no frame on the stack");
  }
  // SL-27.11.3
  if (s.phase === "game_over" && s.round !== 5) broken("SL-27.11.3", "the game is over in round " + s.round);
  // SL-27.12.1
  s.stack.forEach((f: J, i: number) => {
    if (f.kind === "turn" && s.players[f.player].passed) broken("SL-27.12.1", "frame " + i + " is a turn of player " + f.player + ", who has passed");
  });
  // SL-27.12.2: one turn frame at most, and none outside the action phase
  const turns = s.stack.map((f: J, i: number) => [f, i] as [J, number]).filter(([f]: [J, number]) => f.kind === "turn");
  if (turns.length > 1) broken("SL-27.12.2", "frames " + turns.map(([, i]: [J, number]) => i).join(" and ") + " are all turns");
  if (turns.length === 1 && s.phase !== "action") broken("SL-27.12.2", "frame " + turns[0][1] + " is a turn, but the phase is " + s.phase);
  // SL-27.12.3: the frames a pass pushes need a player marked as passed
  s.stack.forEach((f: J, i: number) => {
    if ((f.kind === "pass_scoring" || f.kind === "move_round_aid") && !s.players[f.player]?.passed) {
      broken("SL-27.12.3", "frame " + i + " (" + f.kind + ") is for player " + f.player + ", who has not passed");
    }
  });
  // SL-27.12.4: setup choices belong to the setup phase
  const setupChoices = new Set(["choose_character", "choose_map", "choose_round_aid"]);
  s.stack.forEach((f: J, i: number) => {
    if (setupChoices.has(f.kind) && s.phase !== "setup") broken("SL-27.12.4", "frame " + i + " (" + f.kind + ") is a setup choice, but the phase is " + s.phase);
  });
  // SL-27.12.5: drafting frames need round 1 of hand drafting; the reveal needs a solo game
  const drafting = s.round === 1 && s.phase === "income" && Array.isArray(s.variants) && s.variants.includes("hand_drafting");
  s.stack.forEach((f: J, i: number) => {
    if ((f.kind === "draft" || f.kind === "draft_pick") && !drafting) {
      broken("SL-27.12.5", "frame " + i + " (" + f.kind + ") is a draft, outside round 1's income phase of a game with hand drafting");
    }
    if (f.kind === "solo_reveal" && s.players.length !== 1) broken("SL-27.12.5", "frame " + i + " reveals Mio's cards in a game of " + s.players.length + " players");
  });
}

/** The first load invariant of chapter 27 that `s` breaks, or null. */
export function firstBroken(s: J, written: Written = {}): Broken | null {
  try {
    checkSchema(s); // SL-27.1.1; every later check may rely on the schema's form
    if (written.fraction) broken("SL-27.1.2", "the number " + written.fraction + " is not written as an integer");
    const far = firstFar(s, []);
    if (far) broken("SL-27.1.3", "a number beyond a million either way: " + far);
    seats(s);
    cards(s);
    mapPieces(s);
    propertiesAndRabbits(s);
    skillTiles(s);
    roundAid(s);
    tracks(s);
    actionAreas(s);
    characters(s);
    phases(s);
    return null;
  } catch (e) {
    if (e instanceof Stop) return e.broken;
    throw e;
  }
}


