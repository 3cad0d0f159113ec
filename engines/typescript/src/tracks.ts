// The industry track (chapter 11), the food track and cookie rabbits (chapter 12).
import { J, table } from "./data";
import { State, Frame, Action, push, pop, sortedInsert, counter } from "./state";
import { auto, decision } from "./frames";
import { effectFrame, opHandlers, triggered } from "./effects";

// ---- industry track ----
function space(s: State, n: number): J | undefined {
  return table(s, "industry_track").find((x: J) => x.type === "space" && x.space === n);
}
function finalSpace(s: State): number {
  const f = table(s, "industry_track").find((x: J) => x.type === "space" && x.final);
  if (f) return f.space;
  return Math.max(...table(s, "industry_track").filter((x: J) => x.type === "space").map((x: J) => x.space));
}
/** SL-11.4.1: a research lab still on the track blocks the way past its space. */
function blocked(s: State, p: J, pos: number): boolean {
  const sp = space(s, pos);
  if (!sp || !sp.lab_after) return false;
  return !Object.values(p.properties).includes(sp.lab_after);
}
export function markerCanStep(s: State, p: J, m: "carriage" | "locomotive"): boolean {
  const pos = p[m];
  if (pos === null) return false;
  if (pos >= finalSpace(s)) return true; // SL-11.5.1: 1 VP
  return !blocked(s, p, pos);
}
/** Move a marker one step; returns the bonus frames it reached. */
export function industryStep(s: State, seat: number, m: "carriage" | "locomotive"): Frame[] {
  const p = s.players[seat];
  if (p[m] >= finalSpace(s)) {
    p.vp += 1;
    return [];
  }
  p[m] += 1;
  const sp = space(s, p[m]);
  const b = sp && (m === "carriage" ? sp.orange : sp.green);
  return b ? [effectFrame(seat, b)] : [];
}
function industryMarkers(s: State, p: J): Action[] {
  const out: Action[] = [];
  if (markerCanStep(s, p, "carriage")) out.push({ type: "industry_step", marker: "carriage" });
  if (p.locomotive !== null && markerCanStep(s, p, "locomotive")) out.push({ type: "industry_step", marker: "locomotive" });
  return out;
}
auto("industry_advance", (s, f) => {
  const p = s.players[f.player];
  if (f.steps <= 0) {
    pop(s);
    return;
  }
  const markers = industryMarkers(s, p);
  if (markers.length === 0) {
    pop(s); // SL-11.4.3
    return;
  }
  if (p.locomotive === null && !f.up_to) {
    f.steps -= 1;
    push(s, ...industryStep(s, f.player, "carriage"));
    return;
  }
  pop(s);
  push(s, { kind: "industry_step", player: f.player, steps: f.steps, up_to: f.up_to });
});
decision(
  "industry_step",
  (s, f) => {
    const out = industryMarkers(s, s.players[f.player]);
    if (f.up_to) out.push({ type: "stop" });
    return out;
  },
  (s, f, a) => {
    pop(s);
    if (a.type === "stop") return;
    push(s, ...industryStep(s, f.player, a.marker), { kind: "industry_advance", player: f.player, steps: f.steps - 1, up_to: f.up_to });
  },
);

// ---- food track ----
function foodFinal(s: State): number {
  const sp = table(s, "food_track").filter((x: J) => x.type === "space");
  const f = sp.find((x: J) => x.final);
  return f ? f.space : Math.max(...sp.map((x: J) => x.space));
}
export function foodStep(s: State, seat: number): Frame[] {
  const p = s.players[seat];
  if (p.food >= foodFinal(s)) {
    p.resources.wheat += 2; // SL-12.2.5
    return [];
  }
  p.food += 1;
  const sp = table(s, "food_track").find((x: J) => x.type === "space" && x.space === p.food);
  return sp && sp.bonus ? [effectFrame(seat, sp.bonus)] : [];
}
auto("food_advance", (s, f) => {
  if (f.steps <= 0) {
    pop(s);
    return;
  }
  if (f.up_to) {
    pop(s);
    push(s, { kind: "food_step", player: f.player, steps: f.steps, up_to: true });
    return;
  }
  f.steps -= 1;
  push(s, ...foodStep(s, f.player));
});
decision(
  "food_step",
  (s, f) => [{ type: "food_step" }, { type: "stop" }],
  (s, f, a) => {
    pop(s);
    if (a.type === "stop") return;
    push(s, ...foodStep(s, f.player), { kind: "food_advance", player: f.player, steps: f.steps - 1, up_to: f.up_to });
  },
);

opHandlers["advance"] = (s, seat, v, ctx) => {
  const n = typeof v.steps === "number" ? v.steps : amountOf(s, seat, v.steps, ctx);
  if (n <= 0) return;
  const kind = v.track === "industry" ? "industry_advance" : "food_advance";
  push(s, { kind, player: seat, steps: n, up_to: !!v.up_to });
};
import { amount as amountOf } from "./amounts";

// ---- cookie rabbits ----
function rabbitSlots(s: State): J[] {
  return table(s, "food_track").filter((x: J) => x.type === "rabbit").sort((a: J, b: J) => a.order - b.order);
}
function rabbitTargets(p: J): string[] {
  return Object.keys(p.properties).filter((h) => !p.rabbits.includes(h)).sort();
}
/** 'place', 'vp' (none left) or 'lost' (SL-12.5.1, SL-12.5.2). */
function rabbitState(s: State, p: J): "place" | "vp" | "lost" {
  const slots = rabbitSlots(s);
  if (p.rabbits.length >= slots.length) return "vp";
  const next = slots[p.rabbits.length];
  if (p.food < next.space) return "lost";
  if (rabbitTargets(p).length === 0) return "lost";
  return "place";
}
auto("rabbit_placements", (s, f) => {
  const p = s.players[f.player];
  const st = rabbitState(s, p);
  if (f.left <= 0 || st === "lost") {
    pop(s);
    return;
  }
  if (st === "vp" && !f.up_to) {
    pop(s);
    p.vp += 6 * f.left;
    return;
  }
  pop(s);
  push(s, { kind: "place_rabbit", player: f.player, left: f.left, up_to: f.up_to });
});
decision(
  "place_rabbit",
  (s, f) => {
    const p = s.players[f.player];
    const out: Action[] = [];
    if (rabbitState(s, p) === "vp") out.push({ type: "rabbit_vp" });
    else for (const h of rabbitTargets(p)) out.push({ type: "place_rabbit", hex: h });
    if (f.up_to) out.push({ type: "stop" });
    return out;
  },
  (s, f, a) => {
    pop(s);
    if (a.type === "stop") return;
    const p = s.players[f.player];
    const next: Frame[] = [{ kind: "rabbit_placements", player: f.player, left: f.left - 1, up_to: f.up_to }];
    if (a.type === "rabbit_vp") {
      p.vp += 6;
      push(s, ...next);
      return;
    }
    const slot = rabbitSlots(s)[p.rabbits.length];
    sortedInsert(p.rabbits, a.hex);
    const bon: Frame[] = slot && slot.bonus ? [effectFrame(f.player, slot.bonus)] : [];
    push(s, ...bon, ...triggered(s, f.player, "on_place_rabbit"), ...next);
  },
);
