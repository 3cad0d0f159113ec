// Properties (chapter 10): the order tokens are taken in, their cost less wood
// discounts, where they go, the location bonus and the kind bonuses.
import { J, table } from "./data";
import { State, Frame, Action, push, pop, canAfford, payCost, counter } from "./state";
import { auto, decision } from "./frames";
import { effectFrame, opHandlers, triggered } from "./effects";
import { mapInfo, isCapital, tileType } from "./map";

export const PLACEABLE = ["tent", "house", "building", "research_lab", "coffee_shop"];

/** SL-10.4.1: flipped tiles and capital hexes without a property, ascending. */
export function propertyLocations(p: J): string[] {
  const out: string[] = [];
  for (const h of Object.keys(p.tiles)) if (p.tiles[h].flipped && p.properties[h] === undefined) out.push(h);
  for (const h of mapInfo(p).hexes.keys()) if (isCapital(p, h) && p.properties[h] === undefined) out.push(h);
  return out.sort();
}
export function hasPropertyLocation(s: State, p: J): boolean {
  return propertyLocations(p).length > 0;
}

/** Tokens that may be taken next (SL-10.2.1 to SL-10.2.6), in component order. */
export function takeableTokens(s: State, p: J, kinds?: string[]): J[] {
  const placed = new Set<string>(Object.values(p.properties) as string[]);
  const props = table(s, "properties");
  const out: J[] = [];
  for (const kind of PLACEABLE) {
    if (kinds && !kinds.includes(kind)) continue;
    const left = props.filter((t: J) => t.kind === kind && !placed.has(t.id));
    if (left.length === 0) continue;
    if (kind === "coffee_shop") out.push(...left);
    else {
      const min = Math.min(...left.map((t: J) => t.order));
      out.push(left.find((t: J) => t.order === min));
    }
  }
  return out;
}
export function tokenCost(p: J, token: J): Record<string, number> {
  const cost: Record<string, number> = { ...(token.cost || {}) };
  const disc = (p.discounts || []).reduce((a: number, b: number) => a + b, 0);
  if (cost.wood !== undefined) cost.wood = Math.max(0, cost.wood - disc);
  for (const k of Object.keys(cost)) if (cost[k] === 0) delete cost[k];
  return cost;
}

/** The bonus of the location a property goes on (SL-10.4.4, SL-19.3.6). */
export function locationBonus(s: State, seat: number, hex: string): Frame[] {
  const p = s.players[seat];
  if (isCapital(p, hex)) return p.map.capital_effect ? [effectFrame(seat, p.map.capital_effect)] : [];
  const t = p.tiles[hex];
  const d = t && tileType(s, t.tile);
  return d && d.flip_bonus ? [effectFrame(seat, d.flip_bonus)] : [];
}

function fields(f: Frame): J {
  const o: J = { left: f.left, up_to: f.up_to, locations: f.locations, placed: f.placed };
  if (f.kinds) o.kinds = f.kinds;
  return o;
}
function answers(s: State, f: Frame): Action[] {
  const p = s.players[f.player];
  const out: Action[] = [];
  const free = f.locations.filter((h: string) => p.properties[h] === undefined);
  for (const t of takeableTokens(s, p, f.kinds)) {
    if (!canAfford(p, tokenCost(p, t))) continue;
    for (const h of free) out.push({ type: "place_property", token: t.id, hex: h });
  }
  return out;
}

auto("property_placements", (s, f) => {
  if (f.left > 0 && answers(s, f).length > 0) {
    pop(s);
    push(s, { kind: "place_property", player: f.player, ...fields(f) });
    return;
  }
  pop(s);
  // SL-10.5.1: the kind bonuses, in the order the tokens were placed
  const bon: Frame[] = [];
  for (const id of f.placed) {
    const t = table(s, "properties").find((x: J) => x.id === id);
    if (t && t.bonus) bon.push(effectFrame(f.player, t.bonus));
  }
  push(s, ...bon);
});
decision(
  "place_property",
  (s, f) => {
    const out = answers(s, f);
    if (f.up_to) out.push({ type: "stop" });
    return out;
  },
  (s, f, a) => {
    pop(s);
    if (a.type === "stop") {
      push(s, { kind: "property_placements", player: f.player, ...fields(f), left: 0 });
      return;
    }
    const p = s.players[f.player];
    const t = table(s, "properties").find((x: J) => x.id === a.token);
    payCost(p, tokenCost(p, t));
    p.properties[a.hex] = a.token;
    push(
      s,
      ...locationBonus(s, f.player, a.hex),
      ...triggered(s, f.player, "on_place_property"),
      { kind: "property_placements", player: f.player, ...fields(f), left: f.left - 1, placed: [...f.placed, a.token] },
    );
  },
);

opHandlers["place"] = (s, seat, v) => {
  const up = !!v.up_to;
  const n = v.count;
  if (v.what === "terrain") {
    const f: Frame = { kind: "terrain_placements", player: seat, left: n, up_to: up };
    if (v.terrain) f.terrain = v.terrain;
    push(s, f);
  } else if (v.what === "road") push(s, { kind: "road_placements", player: seat, left: n, up_to: up });
  else if (v.what === "rabbit") push(s, { kind: "rabbit_placements", player: seat, left: n, up_to: up });
  else if (v.what === "property") {
    const f: Frame = {
      kind: "property_placements", player: seat, left: n, up_to: up,
      locations: propertyLocations(s.players[seat]), placed: [],
    };
    if (v.property) f.kinds = v.property;
    push(s, f);
  }
};
