// The interchange state (schemas/sweet-lands/state.schema.json) is also this
// engine's working state: the decision stack is kept exactly in the form the
// state schema gives (decision-model.md DM-1.6).
import { J } from "./data";

export type State = J;
export type Frame = { kind: string; [field: string]: J };
export type Action = { type: string; [field: string]: J };

export const BASIC = ["wheat", "wood", "iron"] as const;
export const RESOURCES = ["gold", "wheat", "wood", "iron", "diamond"] as const;
export const COLUMNS = ["agricultural", "forestry", "mining"] as const;

/** A refused request: protocol error code and the rule it breaks. */
export class Refusal extends Error {
  constructor(public code: string, message: string, public rule: string | null = null) {
    super(message);
  }
}
export function illegal(rule: string, message: string): never {
  throw new Refusal("illegal_action", message, rule);
}

export function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x));
}

export function player(s: State, seat: number): J {
  return s.players[seat];
}

export function top(s: State): Frame | undefined {
  return s.stack[s.stack.length - 1];
}

export function push(s: State, ...frames: Frame[]): void {
  // frames are given in resolution order: the first resolves first (ends on top)
  for (let i = frames.length - 1; i >= 0; i--) s.stack.push(frames[i]);
}

/** After a decision is popped: the counter frame it was asked for (decisions.md D5). */
export function counter(s: State, kind: string): Frame | null {
  const f = s.stack[s.stack.length - 1];
  return f && f.kind === kind ? f : null;
}

export function pop(s: State): Frame {
  return s.stack.pop();
}

export function asc(list: string[]): string[] {
  return list.slice().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export function sortedInsert(list: string[], item: string): void {
  list.push(item);
  list.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export function eq(a: J, b: J): boolean {
  return canon(a) === canon(b);
}

/** Canonical JSON: sorted keys, so equal answers compare equal (DM-2.1). */
export function canon(x: J): string {
  if (x === null || typeof x !== "object") return JSON.stringify(x);
  if (Array.isArray(x)) return "[" + x.map(canon).join(",") + "]";
  const keys = Object.keys(x).sort();
  return "{" + keys.map((k) => JSON.stringify(k) + ":" + canon(x[k])).join(",") + "}";
}

/** Every mix of `count` units over `kinds` (DM-2.2: zero counts left out). */
export function mixes(kinds: readonly string[], count: number): Record<string, number>[] {
  const out: Record<string, number>[] = [];
  const rec = (i: number, left: number, cur: Record<string, number>) => {
    if (i === kinds.length - 1) {
      const m = { ...cur };
      if (left > 0) m[kinds[i]] = left;
      out.push(m);
      return;
    }
    for (let n = 0; n <= left; n++) {
      const m = { ...cur };
      if (n > 0) m[kinds[i]] = n;
      rec(i + 1, left - n, m);
    }
  };
  if (kinds.length === 0) return count === 0 ? [{}] : [];
  rec(0, count, {});
  return out;
}

/** Every set of k items of a list, each ascending (DM-2.3). */
export function combinations(items: string[], k: number): string[][] {
  const src = asc(items);
  const out: string[][] = [];
  const rec = (start: number, cur: string[]) => {
    if (cur.length === k) {
      out.push(cur.slice());
      return;
    }
    for (let i = start; i < src.length; i++) {
      cur.push(src[i]);
      rec(i + 1, cur);
      cur.pop();
    }
  };
  rec(0, []);
  return out;
}

export function canAfford(p: J, cost: Record<string, number>): boolean {
  for (const k of Object.keys(cost)) if ((p.resources[k] ?? 0) < cost[k]) return false;
  return true;
}

export function payCost(p: J, cost: Record<string, number>): void {
  for (const k of Object.keys(cost)) p.resources[k] -= cost[k];
}
