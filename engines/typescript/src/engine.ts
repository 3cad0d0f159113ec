// The decision model (spec/decision-model.md DM-1): run automatic frames until
// a decision is on top, list its answers, apply one.
import { J, readSchema } from "./data";
import { State, Action, Refusal, clone, canon, top } from "./state";
import { automatic, legal, answer } from "./frames";
import "./effects";
import "./hand";
import "./setup";
import "./round";
import "./turn";
import "./areas";
import "./placements";
import "./properties";
import "./tracks";
import "./prosperity";
import "./cards";
import "./skills";
import "./pass";
import "./free";
import "./solo";
import "./draft";
import { refusalRuleFor } from "./refusals";

export function run(s: State): void {
  let guard = 0;
  for (;;) {
    const f = top(s);
    if (!f) return;
    if (legal[f.kind]) return;
    const fn = automatic[f.kind];
    if (!fn) throw new Refusal("unsupported", "frame kind " + f.kind + " is not implemented by this engine");
    fn(s, f);
    if (++guard > 1000000) throw new Error("automatic frames do not end");
  }
}

export function pending(s: State): J {
  const f = top(s);
  if (!f) return null;
  return { kind: f.kind, player: f.player === undefined ? null : f.player };
}

export function legalActions(s: State): Action[] {
  const f = top(s);
  if (!f) return [];
  const out = legal[f.kind](s, f);
  const seen = new Set<string>();
  return out.filter((a) => {
    const k = canon(a);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Apply an answer to a copy of the state; the caller commits it on success (DM-1.9). */
export function applyAction(s0: State, a: Action): State {
  const f0 = top(s0);
  if (!f0) throw new Refusal("illegal_action", "the game is over", "SL-4.4.1");
  const acts = legalActions(s0);
  const k = canon(a);
  if (!acts.some((x) => canon(x) === k)) {
    throw new Refusal("illegal_action", "not a legal answer to " + f0.kind + ": " + JSON.stringify(a), refusalRuleFor(s0, f0, a));
  }
  const s = clone(s0);
  const f = top(s) as J;
  answer[f.kind](s, f, a);
  run(s);
  return s;
}

// ---- load (protocol §3.3, DM-1.6) ----
let frameFields: Record<string, { required: string[]; allowed: Set<string> }> | null = null;
function fieldTable() {
  if (!frameFields) {
    frameFields = {};
    const schema = readSchema("sweet-lands/state.schema.json");
    for (const [name, def] of Object.entries<J>(schema.$defs)) {
      if (!name.startsWith("frame_")) continue;
      const kind = def.properties.kind.const;
      frameFields[kind] = { required: def.required || [], allowed: new Set(Object.keys(def.properties)) };
    }
  }
  return frameFields;
}
const TOP_REQUIRED = [
  "game", "rng", "variants", "round", "phase", "start_player", "turn_order", "pass_order", "players", "areas",
  "round_aid", "milestones", "final_scoring", "skill_supply", "deck", "discard", "cards", "card_types", "stack",
  "advanced_supply", "prosperity_first",
];
export function validate(s: J): void {
  const bad = (m: string) => {
    throw new Refusal("invalid_state", m);
  };
  if (!s || typeof s !== "object" || Array.isArray(s)) bad("the state is not an object");
  for (const k of TOP_REQUIRED) if (!(k in s)) bad("the state lacks " + k);
  if (s.game !== "sweet-lands") bad("game is not sweet-lands");
  if (typeof s.rng !== "string" || !/^[0-9a-f]{16}$/.test(s.rng)) bad("rng is not 16 hex digits");
  if (!Array.isArray(s.players) || s.players.length < 1 || s.players.length > 4) bad("players must hold 1 to 4 entries");
  if (!Array.isArray(s.stack)) bad("stack is not a list");
  const ft = fieldTable();
  for (const f of s.stack) {
    if (!f || typeof f !== "object" || typeof f.kind !== "string") bad("a frame without a kind");
    const t = ft[f.kind];
    if (!t) bad("unknown frame kind " + f.kind);
    for (const r of t.required) if (!(r in f)) bad("frame " + f.kind + " lacks " + r);
    for (const k of Object.keys(f)) if (!t.allowed.has(k)) bad("frame " + f.kind + " has no field " + k);
  }
  const cards = new Set<string>();
  const seen = (c: string) => {
    if (cards.has(c)) bad("card " + c + " is in two places");
    cards.add(c);
  };
  for (const p of s.players) {
    for (const k of ["resources", "income", "hand", "played", "automated", "tiles", "roads", "properties", "rabbits"]) {
      if (!(k in p)) bad("player " + p.seat + " lacks " + k);
    }
    for (const k of Object.keys(p.resources)) if (typeof p.resources[k] !== "number" || p.resources[k] < 0) bad("negative resource");
    for (const c of p.hand) seen(c);
    for (const c of p.played) seen(c);
  }
  for (const c of s.deck) seen(c);
  for (const c of s.discard) seen(c);
  for (const c of cards) if (!(c in s.cards)) bad("card " + c + " has no type");
}

export function load(input: J): State {
  validate(input);
  const s = clone(input);
  delete s.pending;
  if (s.components === undefined) s.components = {};
  run(s);
  return s;
}

export function output(s: State): J {
  const o = clone(s);
  o.pending = pending(s);
  return o;
}

export function count(s: State, depth: number): number {
  if (depth === 0) return 1;
  const acts = legalActions(s);
  if (acts.length === 0) return 1;
  if (depth === 1) return acts.length;
  let n = 0;
  for (const a of acts) n += count(applyAction(s, a), depth - 1);
  return n;
}
