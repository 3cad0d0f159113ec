// The map board (chapter 9): axial hexes, edges, terrain tiles, roads, flips,
// extra draw areas, capital hexes and ports.
import { J, table } from "./data";
import { State } from "./state";

export const DIRS: [number, number][] = [
  [1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1],
];

export function hexKey(q: number, r: number): string {
  return q + "," + r;
}
export function parseHex(h: string): [number, number] {
  const [q, r] = h.split(",").map(Number);
  return [q, r];
}
export function neighbours(h: string): string[] {
  const [q, r] = parseHex(h);
  return DIRS.map(([dq, dr]) => hexKey(q + dq, r + dr));
}
function cmpHex(a: string, b: string): number {
  const [aq, ar] = parseHex(a);
  const [bq, br] = parseHex(b);
  return aq !== bq ? aq - bq : ar - br;
}
/** An edge: its two hexes in ascending (q, r) order joined by | (components.schema.json). */
export function edgeKey(a: string, b: string): string {
  return cmpHex(a, b) <= 0 ? a + "|" + b : b + "|" + a;
}
export function edgeHexes(e: string): [string, string] {
  const [a, b] = e.split("|");
  return [a, b];
}
export function hexEdges(h: string): string[] {
  return neighbours(h).map((n) => edgeKey(h, n));
}
/** SL-9.1.5: the hexes touched by the four edges that share a corner with this edge. */
export function cornerHexes(e: string): string[] {
  const [a, b] = edgeHexes(e);
  const na = neighbours(a);
  const i = na.indexOf(b);
  return [a, b, na[(i + 5) % 6], na[(i + 1) % 6]];
}
export function adjacentEdges(e: string): string[] {
  const [a, b, c, d] = cornerHexes(e);
  return [edgeKey(a, c), edgeKey(a, d), edgeKey(b, c), edgeKey(b, d)];
}

export type MapInfo = { hexes: Map<string, J>; data: J };
const infoCache = new WeakMap<object, MapInfo>();
export function mapInfo(p: J): MapInfo {
  const m = p.map;
  if (!m) return { hexes: new Map(), data: { hexes: [] } };
  let info = infoCache.get(m);
  if (!info) {
    const hexes = new Map<string, J>();
    for (const h of m.hexes || []) hexes.set(hexKey(h.q, h.r), h);
    info = { hexes, data: m };
    infoCache.set(m, info);
  }
  return info;
}
export function terrainOf(p: J, h: string): string | undefined {
  return mapInfo(p).hexes.get(h)?.terrain;
}
export function isCapital(p: J, h: string): boolean {
  return terrainOf(p, h) === "capital";
}

/** Tile types that fit a hex (SL-9.3.4, SL-9.3.5), in component order. */
export function tileTypesFor(s: State, terrain: string): string[] {
  if (terrain === "special") return table(s, "special_terrain_tiles").map((t: J) => t.id);
  return table(s, "terrain_tiles").filter((t: J) => t.terrain === terrain).map((t: J) => t.id);
}
export function tileType(s: State, id: string): J | undefined {
  return (
    table(s, "terrain_tiles").find((t: J) => t.id === id) ||
    table(s, "special_terrain_tiles").find((t: J) => t.id === id)
  );
}
export function tileKind(s: State, id: string): string {
  const t = table(s, "terrain_tiles").find((x: J) => x.id === id);
  return t ? t.terrain : "special";
}

export function hasModifier(s: State, p: J, name: string): boolean {
  return modifiers(s, p).some((m) => m.modifier === name);
}
/** Modifiers the player holds: character basic abilities (and clock tower ones once placed), skill tiles. */
export function modifiers(s: State, p: J): J[] {
  const out: J[] = [];
  for (const ab of characterAbilities(s, p)) if (ab.modifier) out.push(ab);
  for (const id of Object.keys(p.skill_tiles || {})) {
    const t = table(s, "skill_tiles").find((x: J) => x.id === id);
    for (const ab of t?.abilities || []) if (ab.modifier) out.push(ab);
  }
  return out;
}
export function characterData(s: State, p: J): J | undefined {
  if (!p.character) return undefined;
  return table(s, "characters").find((c: J) => c.id === p.character);
}
export function clockTowerPlaced(p: J): boolean {
  return Object.values(p.properties || {}).includes("clock_tower");
}
export function characterAbilities(s: State, p: J): J[] {
  const c = characterData(s, p);
  if (!c) return [];
  const out = [...(c.basic_abilities || [])];
  if (clockTowerPlaced(p)) out.push(...(c.clock_tower_abilities || []));
  return out;
}

export function legalTerrainHexes(s: State, p: J, allowed?: string[]): string[] {
  const info = mapInfo(p);
  const waived = hasModifier(s, p, "terrain_adjacency_waived");
  const out: string[] = [];
  for (const [h, hex] of info.hexes) {
    if (hex.terrain === "capital") continue;
    if (p.tiles[h]) continue;
    if (allowed && !allowed.includes(hex.terrain)) continue;
    if (!waived) {
      const ok = neighbours(h).some((n) => isCapital(p, n) || p.tiles[n]);
      if (!ok) continue;
    }
    out.push(h);
  }
  return out;
}

export function legalRoadEdges(p: J): string[] {
  const info = mapInfo(p);
  const roads = new Set<string>(p.roads);
  const cand = new Set<string>();
  for (const h of info.hexes.keys()) for (const e of hexEdges(h)) cand.add(e);
  const out: string[] = [];
  for (const e of cand) {
    if (roads.has(e)) continue;
    const touches = cornerHexes(e).some((h) => isCapital(p, h));
    const byRoad = adjacentEdges(e).some((x) => roads.has(x));
    if (touches || byRoad) out.push(e);
  }
  return out.sort();
}

export function hexHasRoad(p: J, h: string): boolean {
  const roads = new Set<string>(p.roads);
  return hexEdges(h).some((e) => roads.has(e));
}

/** SL-9.7.1: an extra draw area is complete when a tile lies next to it and a road on its border. */
export function drawAreaComplete(p: J, area: J): boolean {
  const pos = hexKey(area.q, area.r);
  const tile = neighbours(pos).some((n) => p.tiles[n]);
  if (!tile) return false;
  const roads = new Set<string>(p.roads);
  return hexEdges(pos).some((e) => roads.has(e));
}
export function newlyCompleteDrawAreas(p: J): string[] {
  const out: string[] = [];
  for (const a of p.map?.extra_draw_areas || []) {
    if (p.draw_areas.includes(a.id)) continue;
    if (drawAreaComplete(p, a)) out.push(a.id);
  }
  return out;
}

/** SL-9.9.2: connected ports. */
export function connectedPorts(p: J): number {
  let n = 0;
  for (const port of p.map?.ports || []) if (portConnected(p, port.hex)) n++;
  return n;
}
function portConnected(p: J, pier: string): boolean {
  if (!p.tiles[pier]) return false;
  const seen = new Set<string>([pier]);
  const todo = [pier];
  while (todo.length) {
    const h = todo.pop() as string;
    if (neighbours(h).some((n) => isCapital(p, n))) return true;
    for (const n of neighbours(h)) {
      if (!seen.has(n) && p.tiles[n]) {
        seen.add(n);
        todo.push(n);
      }
    }
  }
  return false;
}
