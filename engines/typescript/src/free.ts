// Free actions (chapter 18), the clock tower (chapter 19) and milestones (chapter 20).
import { J, table, prosperityTracks, prosperityIndex } from "./data";
import { State, Frame, Action, push, mixes, canAfford, BASIC, sortedInsert } from "./state";
import { effectFrame, handCanLose, opensWithPayable, triggered } from "./effects";
import { freeOffers, turnAnswers } from "./turn";
import { discardCards } from "./hand";
import { drawOne } from "./hand";
import { terrainAnswers, roadAnswers } from "./placements";
import { characterData, clockTowerPlaced } from "./map";
import { condition } from "./amounts";
import { propertyLocations, locationBonus } from "./properties";

const BASIC_KINDS = [...BASIC];

freeOffers.push((s, seat) => {
  const p = s.players[seat];
  const out: Action[] = [];
  const r = p.resources;
  if (r.gold >= 15) out.push({ type: "buy_card" });
  if (r.gold >= 4) for (const k of BASIC_KINDS) out.push({ type: "buy_basic", resource: k });
  for (const k of BASIC_KINDS) if (r[k] >= 1) out.push({ type: "sell_basic", resource: k });
  const pay3 = mixes(BASIC_KINDS, 3).filter((m) => canAfford(p, m));
  for (const m of pay3) for (const k of BASIC_KINDS) out.push({ type: "trade_basic", pay: m, resource: k });
  const gain2 = mixes(BASIC_KINDS, 2);
  if (p.discs >= 1) for (const m of gain2) out.push({ type: "return_disc", gain: m });
  if (handCanLose(s, p, 1)) {
    for (const c of p.hand) for (const m of gain2) out.push({ type: "discard_for_basic", card: c, gain: m });
    const places: string[] = [];
    if (terrainAnswers(s, p).length) places.push("terrain");
    if (roadAnswers(p).length) places.push("road");
    if (places.length) for (const c of p.hand) for (const m of pay3) for (const pl of places) out.push({ type: "build", card: c, pay: m, place: pl });
  }
  // SL-18.2.10, SL-19.3: the clock tower
  const ch = characterData(s, p);
  if (ch && !clockTowerPlaced(p) && ch.clock_tower_condition && condition(s, seat, ch.clock_tower_condition, {})) {
    for (const h of propertyLocations(p)) out.push({ type: "place_clock_tower", hex: h });
  }
  // D3.2a: milestones
  for (const m of s.milestones) {
    if (m.taken_by !== null || m.closed) continue;
    const d = table(s, "milestones").find((x: J) => x.id === m.id);
    if (d && condition(s, seat, d.sides[m.side].condition, {})) out.push({ type: "claim_milestone", milestone: m.id });
  }
  // D3.10: character free actions
  out.push(...characterActions(s, seat));
  return out;
});

function add(p: J, m: Record<string, number>, sign: number) {
  for (const k of Object.keys(m)) p.resources[k] += sign * m[k];
}
turnAnswers["buy_card"] = (s, f) => {
  s.players[f.player].resources.gold -= 15;
  drawOne(s, f.player);
};
turnAnswers["buy_basic"] = (s, f, a) => {
  const p = s.players[f.player];
  p.resources.gold -= 4;
  p.resources[a.resource] += 1;
};
turnAnswers["sell_basic"] = (s, f, a) => {
  const p = s.players[f.player];
  p.resources[a.resource] -= 1;
  p.resources.gold += 1;
};
turnAnswers["trade_basic"] = (s, f, a) => {
  const p = s.players[f.player];
  add(p, a.pay, -1);
  p.resources[a.resource] += 1;
};
turnAnswers["return_disc"] = (s, f, a) => {
  const p = s.players[f.player];
  p.discs -= 1;
  add(p, a.gain, 1);
};
turnAnswers["discard_for_basic"] = (s, f, a) => {
  const p = s.players[f.player];
  discardCards(s, f.player, [a.card]);
  add(p, a.gain, 1);
};
turnAnswers["build"] = (s, f, a) => {
  const p = s.players[f.player];
  discardCards(s, f.player, [a.card]);
  add(p, a.pay, -1);
  if (a.place === "terrain") push(s, { kind: "terrain_placements", player: f.player, left: 1, up_to: false });
  else push(s, { kind: "road_placements", player: f.player, left: 1, up_to: false });
};
turnAnswers["place_clock_tower"] = (s, f, a) => {
  const p = s.players[f.player];
  p.properties[a.hex] = "clock_tower";
  const ch = characterData(s, p);
  const after: Frame[] = [];
  for (const ab of ch?.clock_tower_abilities || []) {
    if (ab.effect && (ab.timing === "immediate" || (ab.timing === "one_time" && ab.when === "on_clock_tower"))) {
      after.push(effectFrame(f.player, ab.effect));
    }
  }
  push(s, ...locationBonus(s, f.player, a.hex), ...triggered(s, f.player, "on_place_property"), ...after);
};
turnAnswers["claim_milestone"] = (s, f, a) => {
  const m = s.milestones.find((x: J) => x.id === a.milestone);
  m.taken_by = f.player;
  const taken = s.milestones.filter((x: J) => x.taken_by !== null).length;
  if (taken >= 3) for (const x of s.milestones) if (x.taken_by === null) x.closed = true; // SL-20.2.6
};

// ---- character free actions (SL-18.3, D3.10) ----
function wouldChange(s: State, seat: number, e: J): boolean {
  const p = s.players[seat];
  if (!e || typeof e !== "object") return true;
  if (e.all) return e.all.some((x: J) => wouldChange(s, seat, x)) || e.all.length === 0;
  if (e.advance) {
    if (typeof e.advance.steps !== "number") {
      const n = amountOf(s, seat, e.advance.steps, {});
      if (n <= 0) return false;
    } else if (e.advance.steps <= 0) return false;
    if (e.advance.track === "industry") return markerCanStep(s, p, "carriage") || (p.locomotive !== null && markerCanStep(s, p, "locomotive"));
    return true;
  }
  if (e.advance_prosperity) {
    const cols = e.advance_prosperity.colors === "least_progress" ? ["orange", "green", "grey"] : e.advance_prosperity.colors;
    return prosperityTracks(s).some((t: J, i: number) =>
      cols.includes(t.colour) && p.prosperity[i] < t.length && (p.prosperity[i] + 1 < t.length || p.resources.diamond >= 1));
  }
  if (e.flip_any) return Object.keys(p.tiles).some((h) => !p.tiles[h].flipped);
  if (e.place) {
    if (e.place.what === "terrain") return terrainAnswers(s, p, e.place.terrain).length > 0;
    if (e.place.what === "road") return roadAnswers(p).length > 0;
  }
  return true;
}
import { amount as amountOf } from "./amounts";
import { markerCanStep } from "./tracks";

export function characterActions(s: State, seat: number): Action[] {
  const p = s.players[seat];
  const ch = characterData(s, p);
  if (!ch) return [];
  const out: Action[] = [];
  const lists: [string, J[]][] = [["basic", ch.basic_abilities || []]];
  if (clockTowerPlaced(p)) lists.push(["clock_tower", ch.clock_tower_abilities || []]);
  for (const [prefix, abil] of lists) {
    abil.forEach((ab: J, i: number) => {
      if (ab.timing !== "free_action" || !ab.effect) return;
      const name = prefix + ":" + i;
      if (p.free_actions_used.includes(name)) return;
      if (ab.condition && !condition(s, seat, ab.condition, {})) return;
      if (!opensWithPayable(s, seat, ab.effect, {})) return;
      if (!wouldChange(s, seat, ab.effect)) return;
      out.push({ type: "character_action", ability: name });
    });
  }
  return out;
}
turnAnswers["character_action"] = (s, f, a) => {
  const p = s.players[f.player];
  const ch = characterData(s, p);
  const [prefix, n] = a.ability.split(":");
  const abil = (prefix === "basic" ? ch.basic_abilities : ch.clock_tower_abilities)[Number(n)];
  sortedInsert(p.free_actions_used, a.ability);
  push(s, effectFrame(f.player, abil.effect));
};
