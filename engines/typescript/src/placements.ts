// Placing terrain tiles and roads one piece at a time, and what each piece sets
// off (chapter 9; decisions.md D3.5): placement icons, flips, extra draw areas.
import { J } from "./data";
import { State, Frame, Action, push, pop, counter } from "./state";
import { auto, decision } from "./frames";
import { effectFrame, opHandlers } from "./effects";
import {
  legalTerrainHexes, legalRoadEdges, mapInfo, tileTypesFor, tileType, hexHasRoad, edgeHexes, newlyCompleteDrawAreas,
} from "./map";
import { sortedInsert } from "./state";

export function terrainAnswers(s: State, p: J, allowed?: string[]): Action[] {
  const out: Action[] = [];
  const info = mapInfo(p);
  for (const h of legalTerrainHexes(s, p, allowed)) {
    for (const t of tileTypesFor(s, info.hexes.get(h).terrain)) out.push({ type: "place_terrain", hex: h, tile: t });
  }
  return out;
}
export function roadAnswers(p: J): Action[] {
  return legalRoadEdges(p).map((e) => ({ type: "place_road", edge: e }));
}

/** Place one terrain tile and return what it set off, in the order set off. */
export function placeTerrain(s: State, seat: number, hex: string, tile: string): J[] {
  const p = s.players[seat];
  p.tiles[hex] = { tile, flipped: false };
  const trig: J[] = [];
  const h = mapInfo(p).hexes.get(hex);
  if (h && h.bonus) trig.push({ trigger: "icon", hex });
  if (hexHasRoad(p, hex)) trig.push({ trigger: "flip", hex });
  for (const a of newlyCompleteDrawAreas(p)) trig.push({ trigger: "draw_area", area: a });
  return trig;
}
export function placeRoad(s: State, seat: number, edge: string): J[] {
  const p = s.players[seat];
  sortedInsert(p.roads, edge);
  const trig: J[] = [];
  for (const h of edgeHexes(edge)) if (p.tiles[h] && !p.tiles[h].flipped) trig.push({ trigger: "flip", hex: h });
  for (const a of newlyCompleteDrawAreas(p)) trig.push({ trigger: "draw_area", area: a });
  return trig;
}

function stillDoes(s: State, seat: number, t: J): boolean {
  const p = s.players[seat];
  if (t.trigger === "flip") return !!p.tiles[t.hex] && !p.tiles[t.hex].flipped;
  if (t.trigger === "draw_area") return !p.draw_areas.includes(t.area);
  return true;
}
export function resolutionOf(s: State, seat: number, t: J): Frame {
  const p = s.players[seat];
  if (t.trigger === "flip") return { kind: "flip_tile", player: seat, hex: t.hex };
  if (t.trigger === "draw_area") return { kind: "activate_draw_area", player: seat, area: t.area };
  return effectFrame(seat, mapInfo(p).hexes.get(t.hex).bonus);
}
/** Frames for what a piece set off: one resolves at once, two or more wait (D3.5). */
export function triggerFrames(s: State, seat: number, trig: J[]): Frame[] {
  if (trig.length === 0) return [];
  if (trig.length === 1) return [resolutionOf(s, seat, trig[0])];
  return [{ kind: "triggers", player: seat, triggers: trig }];
}

auto("triggers", (s, f) => {
  pop(s);
  const live = f.triggers.filter((t: J) => stillDoes(s, f.player, t));
  if (live.length === 0) return;
  if (live.length === 1) push(s, resolutionOf(s, f.player, live[0]));
  else push(s, { kind: "order_triggers", player: f.player, triggers: live });
});
function triggerAction(t: J): Action {
  return t.trigger === "draw_area"
    ? { type: "resolve_trigger", trigger: "draw_area", area: t.area }
    : { type: "resolve_trigger", trigger: t.trigger, hex: t.hex };
}
decision(
  "order_triggers",
  (s, f) => f.triggers.map(triggerAction),
  (s, f, a) => {
    pop(s);
    const i = f.triggers.findIndex((t: J) => t.trigger === a.trigger && (t.hex === a.hex && t.area === a.area));
    const chosen = f.triggers[i];
    const rest = f.triggers.filter((_: J, j: number) => j !== i);
    const next: Frame[] = rest.length ? [{ kind: "triggers", player: f.player, triggers: rest }] : [];
    push(s, resolutionOf(s, f.player, chosen), ...next);
  },
);

auto("flip_tile", (s, f) => {
  pop(s);
  const p = s.players[f.player];
  const t = p.tiles[f.hex];
  if (!t || t.flipped) return;
  t.flipped = true;
  const d = tileType(s, t.tile);
  if (d && d.flip_bonus) push(s, effectFrame(f.player, d.flip_bonus));
});
auto("activate_draw_area", (s, f) => {
  pop(s);
  const p = s.players[f.player];
  if (p.draw_areas.includes(f.area)) return;
  sortedInsert(p.draw_areas, f.area);
  push(s, { kind: "draw", player: f.player, count: 1 });
});

// terrain placements
function terrainFrameFields(f: Frame): J {
  const o: J = { left: f.left, up_to: f.up_to };
  if (f.terrain) o.terrain = f.terrain;
  return o;
}
auto("terrain_placements", (s, f) => {
  if (f.left <= 0 || terrainAnswers(s, s.players[f.player], f.terrain).length === 0) {
    pop(s); // SL-9.3.12
    return;
  }
  pop(s);
  push(s, { kind: "place_terrain", player: f.player, ...terrainFrameFields(f) });
});
decision(
  "place_terrain",
  (s, f) => {
    const out = terrainAnswers(s, s.players[f.player], f.terrain);
    if (f.up_to) out.push({ type: "stop" });
    return out;
  },
  (s, f, a) => {
    pop(s);
    if (a.type === "stop") return;
    const trig = placeTerrain(s, f.player, a.hex, a.tile);
    push(s, ...triggerFrames(s, f.player, trig), { kind: "terrain_placements", player: f.player, ...terrainFrameFields(f), left: f.left - 1 });
  },
);
auto("road_placements", (s, f) => {
  if (f.left <= 0 || legalRoadEdges(s.players[f.player]).length === 0) {
    pop(s); // SL-9.2.8
    return;
  }
  pop(s);
  push(s, { kind: "place_road", player: f.player, left: f.left, up_to: f.up_to });
});
decision(
  "place_road",
  (s, f) => {
    const out = roadAnswers(s.players[f.player]);
    if (f.up_to) out.push({ type: "stop" });
    return out;
  },
  (s, f, a) => {
    pop(s);
    if (a.type === "stop") return;
    const trig = placeRoad(s, f.player, a.edge);
    push(s, ...triggerFrames(s, f.player, trig), { kind: "road_placements", player: f.player, left: f.left - 1, up_to: f.up_to });
  },
);

// area M: interleaved parts (SL-8.7.1)
function partHasSpot(s: State, p: J, part: J): boolean {
  return part.what === "terrain" ? terrainAnswers(s, p, part.terrain).length > 0 : legalRoadEdges(p).length > 0;
}
auto("interleave", (s, f) => {
  const p = s.players[f.player];
  for (const x of f.parts) if (x.left > 0 && !partHasSpot(s, p, x)) x.left = 0; // D5.13
  if (!f.parts.some((x: J) => x.left > 0)) {
    pop(s);
    return;
  }
  pop(s);
  push(s, { kind: "interleave_place", player: f.player, parts: f.parts });
});
decision(
  "interleave_place",
  (s, f) => {
    const p = s.players[f.player];
    const out: Action[] = [];
    let allUpTo = true;
    for (const part of f.parts) {
      if (part.left <= 0) continue;
      if (!part.up_to) allUpTo = false;
      if (part.what === "terrain") out.push(...terrainAnswers(s, p, part.terrain));
      else out.push(...roadAnswers(p));
    }
    if (allUpTo) out.push({ type: "stop" });
    return out;
  },
  (s, f, a) => {
    pop(s);
    if (a.type === "stop") return;
    const what = a.type === "place_terrain" ? "terrain" : "road";
    const parts = f.parts.map((x: J) => ({ ...x }));
    const part = parts.find((x: J) => x.what === what && x.left > 0);
    part.left -= 1;
    const trig = what === "terrain" ? placeTerrain(s, f.player, a.hex, a.tile) : placeRoad(s, f.player, a.edge);
    push(s, ...triggerFrames(s, f.player, trig), { kind: "interleave", player: f.player, parts });
  },
);

// flips without a road (SL-9.5.8)
function faceUp(p: J): string[] {
  return Object.keys(p.tiles).filter((h) => !p.tiles[h].flipped).sort();
}
auto("flip_any", (s, f) => {
  if (f.left <= 0 || faceUp(s.players[f.player]).length === 0) {
    pop(s);
    return;
  }
  pop(s);
  push(s, { kind: "choose_flip", player: f.player, left: f.left });
});
decision(
  "choose_flip",
  (s, f) => faceUp(s.players[f.player]).map((h) => ({ type: "flip_tile", hex: h })),
  (s, f, a) => {
    pop(s);
    push(s, { kind: "flip_tile", player: f.player, hex: a.hex }, { kind: "flip_any", player: f.player, left: f.left - 1 });
  },
);

opHandlers["flip_any"] = (s, seat, v) => push(s, { kind: "flip_any", player: seat, left: v.count });
opHandlers["interleave"] = (s, seat, v) => {
  const parts = v.map((x: J) => {
    const o: J = { what: x.place.what, left: x.place.count, up_to: !!x.place.up_to };
    if (x.place.terrain) o.terrain = x.place.terrain;
    return o;
  });
  push(s, { kind: "interleave", player: seat, parts });
};
