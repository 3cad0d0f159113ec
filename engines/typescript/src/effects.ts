// The effect interpreter (effects.md): an `effect` frame runs one effect of the
// vocabulary for its player; effects that ask push the decision frames of D3.
import { J, table } from "./data";
import { State, Frame, push, pop, mixes, illegal, BASIC, canAfford } from "./state";
import { auto, decision } from "./frames";
import { amount, condition, Ctx } from "./amounts";
import { modifiers, characterAbilities } from "./map";

export function effectFrame(seat: number, effect: J, ctx?: Ctx): Frame {
  const f: Frame = { kind: "effect", player: seat, effect };
  const c = cleanCtx(ctx);
  if (c) f.ctx = c;
  return f;
}
export function cleanCtx(ctx?: Ctx): Ctx | undefined {
  if (!ctx) return undefined;
  const c: Ctx = {};
  if (ctx.space !== undefined) c.space = ctx.space;
  if (ctx.trigger_amount !== undefined) c.trigger_amount = ctx.trigger_amount;
  if (ctx.searched !== undefined) c.searched = ctx.searched;
  return Object.keys(c).length ? c : undefined;
}
function withCtx(f: Frame, ctx?: Ctx): Frame {
  const c = cleanCtx(ctx);
  if (c) f.ctx = c;
  return f;
}

/** Permanent abilities that fire on an event (effects.md Triggers), as effect frames. */
export function triggered(s: State, seat: number, trigger: string, triggerAmount?: number): Frame[] {
  const p = s.players[seat];
  const out: Frame[] = [];
  const abil: J[] = [...characterAbilities(s, p)];
  for (const id of Object.keys(p.skill_tiles || {}).sort()) {
    const t = table(s, "skill_tiles").find((x: J) => x.id === id);
    abil.push(...(t?.abilities || []));
  }
  for (const ab of abil) {
    if (ab.timing === "permanent" && ab.trigger === trigger && ab.effect) {
      const ctx: Ctx = { trigger_amount: triggerAmount ?? 1 }; // D5.5
      if (ab.condition && !condition(s, seat, ab.condition, ctx)) continue;
      out.push(effectFrame(seat, ab.effect, ctx));
    }
  }
  return out;
}

export function raiseIncome(s: State, seat: number, kind: string, steps: number): void {
  if (steps <= 0) return;
  s.players[seat].income[kind] += steps;
  if (kind === "gold") push(s, ...triggered(s, seat, "on_gold_income_increase", steps));
}

/** The payment an effect opens with, if any (D3 `optional`, `repeat_any`). */
export function opensWithPayable(s: State, seat: number, e: J, ctx: Ctx): boolean {
  const p = s.players[seat];
  if (!e || typeof e !== "object") return true;
  if ("pay" in e) {
    const cost: Record<string, number> = {};
    for (const k of Object.keys(e.pay)) cost[k] = amount(s, seat, e.pay[k], ctx);
    return canAfford(p, cost);
  }
  if ("pay_any" in e) {
    const n = amount(s, seat, e.pay_any.count, ctx);
    return e.pay_any.kinds.reduce((a: number, k: string) => a + (p.resources[k] || 0), 0) >= n;
  }
  if ("discard" in e) {
    const n = amount(s, seat, e.discard, ctx);
    return handCanLose(s, p, n);
  }
  if ("all" in e) {
    if (e.all.length === 0) return true;
    return opensWithPayable(s, seat, e.all[0], ctx);
  }
  return true;
}
export function handCanLose(s: State, p: J, n: number): boolean {
  return s.round >= 5 ? p.hand.length >= n : p.hand.length - n >= 1;
}

// the handlers for operations that push frames of other chapters register here
export const opHandlers: Record<string, (s: State, seat: number, v: J, ctx: Ctx, e: J) => void> = {};

export function runEffect(s: State, seat: number, e: J, ctx: Ctx): void {
  const p = s.players[seat];
  if ("if" in e) {
    if (condition(s, seat, e.if, ctx)) push(s, effectFrame(seat, e.then, ctx));
    else if (e.else) push(s, effectFrame(seat, e.else, ctx));
    return;
  }
  const keys = Object.keys(e);
  if (keys.length !== 1) throw new Error("bad effect " + JSON.stringify(e));
  const op = keys[0];
  const v = e[op];
  switch (op) {
    case "gain":
      for (const k of Object.keys(v)) p.resources[k] += amount(s, seat, v[k], ctx);
      return;
    case "pay":
      for (const k of Object.keys(v)) {
        const n = amount(s, seat, v[k], ctx);
        if (p.resources[k] < n) return; // cannot pay: nothing (checked before offering)
      }
      for (const k of Object.keys(v)) p.resources[k] -= amount(s, seat, v[k], ctx);
      return;
    case "income": {
      const frames: [string, number][] = Object.keys(v).map((k) => [k, amount(s, seat, v[k], ctx)]);
      for (const [k, n] of frames) raiseIncome(s, seat, k, n);
      return;
    }
    case "vp": p.vp += amount(s, seat, v, ctx); return;
    case "cp": p.cp += amount(s, seat, v, ctx); return;
    case "ip": p.ip += amount(s, seat, v, ctx); return;
    case "locomotive": if (p.locomotive === null) p.locomotive = 1; return;
    case "wood_discount":
      if (!p.discounts.includes(v)) {
        p.discounts.push(v);
        p.discounts.sort((a: number, b: number) => a - b);
      }
      return;
    case "action_disc": p.discs += amount(s, seat, v, ctx); return;
    case "cube_on_board": p.cubes += amount(s, seat, v, ctx); return;
    case "draw": {
      const n = amount(s, seat, v, ctx);
      if (n > 0) push(s, { kind: "draw", player: seat, count: n });
      return;
    }
    case "all":
      push(s, ...v.map((x: J) => effectFrame(seat, x, ctx)));
      return;
    case "any_order":
      if (v.length === 0) return;
      if (v.length === 1) push(s, effectFrame(seat, v[0], ctx));
      else push(s, withCtx({ kind: "order_effects", player: seat, parts: v }, ctx));
      return;
    case "choose":
      push(s, withCtx({ kind: "choose_effect", player: seat, options: v }, ctx));
      return;
    case "optional":
      push(s, withCtx({ kind: "optional", player: seat, effect: v }, ctx));
      return;
    case "repeat": {
      if (v.times === "any") push(s, withCtx({ kind: "repeat_any", player: seat, effect: v.do }, ctx));
      else {
        const n = amount(s, seat, v.times, ctx);
        const fs: Frame[] = [];
        for (let i = 0; i < n; i++) fs.push(effectFrame(seat, v.do, ctx));
        push(s, ...fs);
      }
      return;
    }
    case "gain_any": {
      const n = amount(s, seat, v.count, ctx);
      if (n > 0) push(s, { kind: "gain_any", player: seat, kinds: v.kinds, count: n });
      return;
    }
    case "pay_any": {
      const n = amount(s, seat, v.count, ctx);
      if (n > 0) push(s, { kind: "pay_any", player: seat, kinds: v.kinds, count: n });
      return;
    }
    case "income_any": {
      const n = amount(s, seat, v.steps, ctx);
      if (n > 0) push(s, { kind: "income_any", player: seat, kinds: v.kinds, steps: n, single: v.single ?? true });
      return;
    }
    case "discard": {
      const n = amount(s, seat, v, ctx);
      if (n > 0 && handCanLose(s, p, n)) push(s, { kind: "discard", player: seat, count: n });
      return;
    }
  }
  const h = opHandlers[op];
  if (!h) throw new Error("unimplemented effect operation " + op);
  h(s, seat, v, ctx, e);
}

auto("effect", (s, f) => {
  pop(s);
  runEffect(s, f.player, f.effect, f.ctx || {});
});

// gain_any (SL-18.2.11)
decision(
  "gain_any",
  (s, f) => mixes(f.kinds, f.count).map((m) => ({ type: "gain", resources: m })),
  (s, f, a) => {
    pop(s);
    const p = s.players[f.player];
    for (const k of Object.keys(a.resources)) p.resources[k] += a.resources[k];
  },
);
// pay_any (SL-1.4.6)
decision(
  "pay_any",
  (s, f) => {
    const p = s.players[f.player];
    return mixes(f.kinds, f.count)
      .filter((m) => canAfford(p, m))
      .map((m) => ({ type: "pay", resources: m }));
  },
  (s, f, a) => {
    pop(s);
    const p = s.players[f.player];
    for (const k of Object.keys(a.resources)) p.resources[k] -= a.resources[k];
  },
);
// income_any (SL-9.8.2)
decision(
  "income_any",
  (s, f) => {
    if (f.single) return f.kinds.map((k: string) => ({ type: "raise_income", income: { [k]: f.steps } }));
    return mixes(f.kinds, f.steps).map((m) => ({ type: "raise_income", income: m }));
  },
  (s, f, a) => {
    pop(s);
    for (const k of Object.keys(a.income)) raiseIncome(s, f.player, k, a.income[k]);
  },
);

function groupFirsts(parts: J[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  parts.forEach((x, i) => {
    const k = JSON.stringify(sortKeys(x));
    if (!seen.has(k)) {
      seen.add(k);
      out.push(i);
    }
  });
  return out;
}
function sortKeys(x: J): J {
  if (x === null || typeof x !== "object") return x;
  if (Array.isArray(x)) return x.map(sortKeys);
  const o: J = {};
  for (const k of Object.keys(x).sort()) o[k] = sortKeys(x[k]);
  return o;
}

decision(
  "choose_effect",
  (s, f) => groupFirsts(f.options).map((i) => ({ type: "choose", option: i })),
  (s, f, a) => {
    pop(s);
    push(s, effectFrame(f.player, f.options[a.option], f.ctx));
  },
);
decision(
  "optional",
  (s, f) => {
    const out: J[] = [];
    if (opensWithPayable(s, f.player, f.effect, f.ctx || {})) out.push({ type: "accept" });
    out.push({ type: "decline" });
    return out;
  },
  (s, f, a) => {
    pop(s);
    if (a.type === "accept") push(s, effectFrame(f.player, f.effect, f.ctx));
  },
);
decision(
  "order_effects",
  (s, f) => groupFirsts(f.parts).map((i) => ({ type: "resolve_first", part: i })),
  (s, f, a) => {
    pop(s);
    const rest = f.parts.filter((_: J, i: number) => i !== a.part);
    const next: Frame[] = rest.length ? [effectFrame(f.player, { any_order: rest }, f.ctx)] : [];
    push(s, effectFrame(f.player, f.parts[a.part], f.ctx), ...next);
  },
);
decision(
  "repeat_any",
  (s, f) => {
    const out: J[] = [];
    if (opensWithPayable(s, f.player, f.effect, f.ctx || {})) out.push({ type: "repeat" });
    out.push({ type: "stop" });
    return out;
  },
  (s, f, a) => {
    if (a.type === "stop") {
      pop(s);
      return;
    }
    push(s, effectFrame(f.player, f.effect, f.ctx));
  },
);
export { illegal, BASIC, modifiers };
