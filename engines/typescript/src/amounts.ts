// Amounts, quantities and conditions of the effect vocabulary (effects.md).
import { J, table, prosperityTracks, prosperityIndex } from "./data";
import { State, COLUMNS } from "./state";
import { cities, propertyKind, cityPoints } from "./cities";
import { connectedPorts, mapInfo, tileKind, modifiers, characterAbilities } from "./map";

export type Ctx = { space?: number; trigger_amount?: number; searched?: string[]; pass_ip?: number };

export function cardType(s: State, card: string): J {
  return s.card_types[s.cards[card]] || {};
}

export function tags(s: State, p: J): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (t: string) => (out[t] = (out[t] || 0) + 1);
  const cards = [...p.played, ...COLUMNS.flatMap((c) => p.automated[c])];
  for (const c of cards) for (const t of cardType(s, c).tags || []) add(t);
  for (const m of modifiers(s, p)) if (m.modifier === "extra_sweets_tags") for (const t of m.params.tags) add(t);
  return out;
}

export function industryPoints(s: State, p: J): number {
  let n = 0;
  for (const sp of table(s, "industry_track")) {
    if (sp.type !== "space" || !sp.ip) continue;
    if (p.carriage >= sp.space) n += sp.ip;
    if (p.locomotive !== null && p.locomotive >= sp.space) n += sp.ip;
  }
  return n;
}

function terrainCounts(s: State, p: J): Record<string, number> {
  const out: Record<string, number> = {};
  for (const h of Object.keys(p.tiles)) {
    const k = tileKind(s, p.tiles[h].tile);
    out[k] = (out[k] || 0) + 1;
  }
  return out;
}

export function quantity(s: State, seat: number, q: string, param: J, ctx: Ctx): number {
  const p = s.players[seat];
  const automatedAll = COLUMNS.reduce((n, c) => n + p.automated[c].length, 0);
  switch (q) {
    case "cities": return cities(s, p).length;
    case "cities_with_research_lab":
      return cities(s, p).filter((g) => g.some((h) => propertyKind(s, p.properties[h]) === "research_lab")).length;
    case "cities_with_rabbit": return cities(s, p).filter((g) => g.some((h) => p.rabbits.includes(h))).length;
    case "cities_with_clock_tower":
      return cities(s, p).filter((g) => g.some((h) => p.properties[h] === "clock_tower")).length;
    case "connected_ports": return connectedPorts(p);
    case "rabbits_on_map": return p.rabbits.length;
    case "terrain_tiles": {
      const c = terrainCounts(s, p);
      if (Array.isArray(param)) return param.reduce((n: number, k: string) => n + (c[k] || 0), 0);
      return Object.keys(p.tiles).length;
    }
    case "most_numerous_terrain": {
      const c = terrainCounts(s, p);
      return Math.max(0, ...Object.values(c));
    }
    case "perimeter_tiles": return (p.map?.perimeter || []).filter((h: string) => p.tiles[h]).length;
    case "roads": return p.roads.length;
    case "properties": {
      const hs = Object.keys(p.properties);
      if (Array.isArray(param)) return hs.filter((h) => param.includes(propertyKind(s, p.properties[h]))).length;
      return hs.length;
    }
    case "automated_cards": return param ? p.automated[param].length : automatedAll;
    case "automation_sets": return Math.min(...COLUMNS.map((c) => p.automated[c].length));
    case "cards_played": {
      const all = [...p.played, ...COLUMNS.flatMap((c) => p.automated[c])];
      if (param) return all.filter((c) => cardType(s, c).kind === param).length;
      return all.length;
    }
    case "skill_tiles": return Object.keys(p.skill_tiles).length;
    case "tags": {
      const t = tags(s, p);
      if (param === "most_numerous") return Math.max(0, ...Object.values(t));
      return t[param] || 0;
    }
    case "income": return p.income[param];
    case "lowest_basic_income": return Math.min(p.income.wheat, p.income.wood, p.income.iron);
    case "highest_basic_income": return Math.max(p.income.wheat, p.income.wood, p.income.iron);
    case "city_point_rate": return cityPoints(s, p, cities(s, p).length);
    case "industry_icons_passed": return industryPoints(s, p);
    case "industry_points_this_pass": return industryPointsThisPass(s, seat);
    case "industry_points": return p.ip;
    case "city_points": return p.cp;
    case "vp_total": return p.vp;
    case "food_steps": return p.food;
    case "industry_steps": {
      const c = p.carriage - 1;
      const l = p.locomotive === null ? 0 : p.locomotive - 1;
      if (param === "carriage") return c;
      if (param === "locomotive") return l;
      return Math.max(c, l);
    }
    case "prosperity_steps": {
      if (param) {
        const i = prosperityIndex(s, param);
        return p.prosperity[i] || 0;
      }
      return p.prosperity.reduce((a: number, b: number) => a + b, 0);
    }
    case "prosperity_colour_steps": {
      const tot = colourTotals(s, p);
      if (param === "least") return Math.min(...Object.values(tot));
      if (param === "most") return Math.max(...Object.values(tot));
      return tot[param] || 0;
    }
    case "wonder_icons": return p.wonders;
    case "cubes_on_character": return p.cubes;
    case "space_index": return ctx.space ?? 0;
    case "trigger_amount": return ctx.trigger_amount ?? 0;
    case "extra_draw_areas_active": return p.draw_areas.length;
    case "hand_size": return p.hand.length;
    case "resources": return p.resources[param] || 0;
  }
  throw new Error("unknown quantity " + q);
}

/** SL-16.4.5: the IP of the pass's step 3 plus those the character's pass abilities give (SPEC-GAPS.md). */
export function industryPointsThisPass(s: State, seat: number): number {
  const p = s.players[seat];
  let n = industryPoints(s, p);
  for (const ab of characterAbilities(s, p)) {
    if (ab.timing === "pass" && ab.effect) n += passIndustryPoints(s, seat, ab.effect);
  }
  return n;
}

// The industry points a pass ability gives, its parts included: an `all` of several parts gives each part's (G-43).
function passIndustryPoints(s: State, seat: number, effect: J): number {
  if (effect.ip !== undefined) return amount(s, seat, effect.ip, {});
  if (Array.isArray(effect.all)) return effect.all.reduce((n: number, part: J) => n + passIndustryPoints(s, seat, part), 0);
  return 0;
}

export function colourTotals(s: State, p: J): Record<string, number> {
  const tot: Record<string, number> = { orange: 0, green: 0, grey: 0 };
  prosperityTracks(s).forEach((t: J, i: number) => (tot[t.colour] = (tot[t.colour] || 0) + (p.prosperity[i] || 0)));
  return tot;
}

export function amount(s: State, seat: number, a: J, ctx: Ctx): number {
  if (typeof a === "number") return a;
  if (a && typeof a === "object") {
    if ("table" in a) {
      const v = amount(s, seat, a.table.of, ctx);
      let out = 0;
      for (const [th, val] of a.table.rows) if (v >= th) out = val;
      return out;
    }
    if ("count" in a) {
      const q = quantity(s, seat, a.count, a.param, ctx);
      let v = Math.floor(q / (a.per ?? 1)) * (a.times ?? 1);
      if (a.max !== undefined) v = Math.min(v, a.max);
      return v;
    }
  }
  throw new Error("bad amount " + JSON.stringify(a));
}

export function condition(s: State, seat: number, c: J, ctx: Ctx): boolean {
  if (!c) return true;
  if ("at_least" in c) return amount(s, seat, c.at_least[0], ctx) >= c.at_least[1];
  if ("has_tag" in c) {
    const ht = typeof c.has_tag === "string" ? { tag: c.has_tag, count: 1 } : c.has_tag;
    return (tags(s, s.players[seat])[ht.tag] || 0) >= (ht.count ?? 1);
  }
  if ("and" in c) return c.and.every((x: J) => condition(s, seat, x, ctx));
  if ("or" in c) return c.or.some((x: J) => condition(s, seat, x, ctx));
  if ("not" in c) return !condition(s, seat, c.not, ctx);
  throw new Error("bad condition " + JSON.stringify(c));
}
export { mapInfo };
