// Action spaces, hand costs and the action areas A-Q (chapter 8).
import { J, table } from "./data";
import { State, Frame, Action, push, pop, combinations, canAfford } from "./state";
import { decision } from "./frames";
import { effectFrame, handCanLose, triggered, cleanCtx } from "./effects";
import { modifiers } from "./map";
import { mainOffers, mainTypes, turnAnswers } from "./turn";
import { hasPropertyLocation } from "./properties";

export function areaData(s: State, id: string): J | undefined {
  return table(s, "action_areas").find((a: J) => a.id === id);
}

/** SL-8.2.2: open from the round the data gives. */
export function areaOpen(s: State, id: string): boolean {
  const a = areaData(s, id);
  return !!a && (a.opens_in_round ?? 1) <= s.round;
}

/** The area's cost for this player, with the modifiers that change it (SL-8.6.8). */
export function areaCost(s: State, seat: number, id: string): J {
  const p = s.players[seat];
  const a = areaData(s, id);
  let cost: J = a.cost;
  for (const m of modifiers(s, p)) {
    if (m.modifier === "area_cost_replaced" && m.params.area === a.letter) cost = m.params.cost;
  }
  for (const m of modifiers(s, p)) {
    if (m.modifier === "industry_area_iron_discount" && m.params.areas.includes(a.letter) && cost.pay && cost.pay.iron) {
      const pay = { ...cost.pay, iron: Math.max(0, cost.pay.iron - m.params.iron) };
      if (pay.iron === 0) delete pay.iron;
      cost = { pay };
    }
    if (m.modifier === "rabbit_wheat_payable_with_wood" && m.params.areas.includes(a.letter) && cost.pay && cost.pay.wheat) {
      const rest = { ...cost.pay };
      const n = rest.wheat;
      delete rest.wheat;
      const parts: J[] = [{ pay_any: { kinds: ["wheat", "wood"], count: n } }];
      if (Object.keys(rest).length) parts.unshift({ pay: rest });
      cost = parts.length === 1 ? parts[0] : { all: parts };
    }
  }
  return cost;
}

export function costPayable(s: State, seat: number, cost: J, extra: Record<string, number> = {}): boolean {
  const p = s.players[seat];
  const have: Record<string, number> = { ...p.resources };
  for (const k of Object.keys(extra)) have[k] -= extra[k];
  const need: Record<string, number> = {};
  let any: { kinds: string[]; count: number }[] = [];
  const walk = (e: J) => {
    if (!e) return;
    if (e.pay) for (const k of Object.keys(e.pay)) need[k] = (need[k] || 0) + e.pay[k];
    else if (e.pay_any) any.push(e.pay_any);
    else if (e.all) e.all.forEach(walk);
  };
  walk(cost);
  for (const k of Object.keys(need)) {
    have[k] = (have[k] || 0) - need[k];
    if (have[k] < 0) return false;
  }
  for (const pa of any) {
    const tot = pa.kinds.reduce((n, k) => n + Math.max(0, have[k] || 0), 0);
    if (tot < pa.count) return false;
  }
  return true;
}
function costMap(cost: J): Record<string, number> {
  const out: Record<string, number> = {};
  const walk = (e: J) => {
    if (!e) return;
    if (e.pay) for (const k of Object.keys(e.pay)) out[k] = (out[k] || 0) + e.pay[k];
    else if (e.all) e.all.forEach(walk);
  };
  walk(cost);
  return out;
}

function placesProperties(e: J): boolean {
  return !!(e && e.place && e.place.what === "property");
}

/** The areas an area L may copy (decisions.md D3 `copy_area`, SL-8.6.6 to SL-8.6.9, SL-10.4.7a). */
export function copyTargets(s: State, seat: number, categories: string[], paidFirst: Record<string, number> = {}): string[] {
  const out: string[] = [];
  for (const id of Object.keys(s.areas).sort()) {
    const a = areaData(s, id);
    if (!a || !categories.includes(a.category) || !areaOpen(s, id)) continue;
    if (!costPayable(s, seat, areaCost(s, seat, id), paidFirst)) continue;
    if (placesProperties(a.effect) && !hasPropertyLocation(s, s.players[seat])) continue;
    out.push(id);
  }
  return out;
}

export function canUseArea(s: State, seat: number, id: string): boolean {
  const p = s.players[seat];
  const a = areaData(s, id);
  if (!a || !areaOpen(s, id)) return false;
  const spaces: J[] = s.areas[id];
  const idx = spaces.indexOf(null);
  if (idx < 0) return false;
  const count = idx + 1;
  const cost = areaCost(s, seat, id);
  if (!handCostPayable(s, seat, count, costMap(cost).diamond || 0)) return false;
  if (!costPayable(s, seat, cost)) return false;
  if (placesProperties(a.effect) && !hasPropertyLocation(s, p)) return false;
  // SL-8.6.10: area L may be chosen even when nothing can be copied once its cost is paid
  return true;
}

/** SL-8.3.1, SL-8.4.2, SL-23.13.2: cards, a held disc, or (Gretel Stollen) diamonds for cards. */
export function handCostAnswers(s: State, seat: number, count: number, reserved: number): Action[] {
  const p = s.players[seat];
  const out: Action[] = [];
  if (handCanLose(s, p, count)) for (const c of combinations(p.hand, count)) out.push({ type: "pay_hand_cost", cards: c });
  if (p.discs > 0) out.push({ type: "pay_hand_cost", disc: true });
  if (hasModifier(s, p, "cards_payable_with_diamonds")) {
    const dia = p.resources.diamond - reserved;
    for (let k = 1; k <= Math.min(count, dia); k++) {
      const rest = count - k;
      if (rest > 0 && !handCanLose(s, p, rest)) continue;
      for (const c of combinations(p.hand, rest)) out.push({ type: "pay_hand_cost", cards: c, diamonds: k });
    }
  }
  return out;
}
function handCostPayable(s: State, seat: number, count: number, reserved: number): boolean {
  return handCostAnswers(s, seat, count, reserved).length > 0;
}
import { hasModifier } from "./map";

mainOffers.push((s, seat) =>
  Object.keys(s.areas).sort().filter((id) => canUseArea(s, seat, id)).map((id) => ({ type: "use_area", area: id })),
);
mainTypes.add("use_area");

// D3.4: use_area places the disc; hand_cost takes the cards; then cost and effect
turnAnswers["use_area"] = (s, f, a) => {
  const id = a.area;
  const spaces: J[] = s.areas[id];
  const idx = spaces.indexOf(null);
  spaces[idx] = f.player;
  f.main_done = true;
  const data = areaData(s, id);
  const hc: Frame = { kind: "hand_cost", player: f.player, count: idx + 1 };
  const dia = costMap(areaCost(s, f.player, id)).diamond || 0;
  if (dia > 0) hc.reserved = dia; // whoever the player is (SPEC-GAPS.md G-24)
  push(
    s,
    hc,
    effectFrame(f.player, { all: [areaCost(s, f.player, id), data.effect] }, { space: idx + 1 }),
  );
};

decision(
  "hand_cost",
  (s, f) => handCostAnswers(s, f.player, f.count, f.reserved || 0),
  (s, f, a) => {
    pop(s);
    const p = s.players[f.player];
    if (a.disc) p.discs -= 1;
    else discard(s, f.player, a.cards);
    if (a.diamonds) {
      p.resources.diamond -= a.diamonds;
      push(s, ...triggered(s, f.player, "on_pay_diamonds_for_cards", a.diamonds));
    }
  },
);
import { discardCards as discard } from "./hand";

decision(
  "copy_area",
  (s, f) => copyTargets(s, f.player, f.categories).map((id) => ({ type: "copy_area", area: id })),
  (s, f, a) => {
    pop(s);
    const data = areaData(s, a.area);
    const ctx = f.ctx || {};
    push(s, effectFrame(f.player, { all: [areaCost(s, f.player, a.area), data.effect] }, ctx));
  },
);
export { canAfford };
import { opHandlers } from "./effects";
// D5.12: copy_area carries the effect frame's ctx, so space_index reads the space on area L
opHandlers["copy_area"] = (s, seat, v, ctx) => {
  if (!copyTargets(s, seat, v.categories).length) return; // SL-8.6.10: the copy is lost
  const f: Frame = { kind: "copy_area", player: seat, categories: v.categories };
  const c = cleanCtx(ctx);
  if (c) f.ctx = c;
  push(s, f);
};
