// The decision model (spec/decision-model.md DM-1): run automatic frames until
// a decision is on top, list its answers, apply one.
import { J } from "./data";
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
import { firstBroken, Written } from "./positions";

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
/**
 * Load a state: refused with `invalid_state` and the first invariant of chapter 27
 * it breaks (27-positions.md), changing nothing; otherwise run to the next decision.
 * `written` carries what only the request's text shows (a number written `3.0`).
 */
export function load(input: J, written: Written = {}): State {
  const b = firstBroken(input, written);
  if (b) throw new Refusal("invalid_state", b.message, b.rule);
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
