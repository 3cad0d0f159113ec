// The rule a refused answer names (protocol §3.6, decisions.md D3.10).
import { J } from "./data";
import { State, Frame, Action } from "./state";

const FREE = new Set([
  "buy_card", "buy_basic", "sell_basic", "trade_basic", "return_disc", "discard_for_basic", "build",
  "place_clock_tower", "claim_milestone", "character_action",
]);
const MAIN = new Set(["use_area", "pass", "play_card", "flip_skill_tile"]);

const BY_KIND: Record<string, string> = {
  choose_character: "SL-3.6.3", choose_map: "SL-3.6.3", choose_round_aid: "SL-3.8.2", order_aid_tiles: "SL-5.2.3",
  hand_cost: "SL-6.3.1", gain_any: "SL-18.2.11", copy_area: "SL-8.6.6", move_round_aid: "SL-17.3.2",
  keep_card: "SL-21.2.3", discard: "SL-6.3.1", choose_effect: "SL-1.7.3", optional: "SL-7.5.2",
  order_effects: "SL-1.7.3", repeat_any: "SL-1.7.2", place_terrain: "SL-9.3.1", place_road: "SL-9.2.2",
  interleave_place: "SL-8.7.1", order_triggers: "SL-9.5.6a", choose_flip: "SL-9.5.8", place_property: "SL-10.4.1",
  industry_step: "SL-11.4.2", food_step: "SL-12.2.1", place_rabbit: "SL-12.4.5", prosperity_step: "SL-13.2.1",
  pay_any: "SL-1.4.6", automate: "SL-14.6.4", automate_from_hand_pick: "SL-14.6.4", search_pick: "SL-14.2.12",
  play_from_effect: "SL-14.2.10", bonus_column: "SL-15.1.2", choose_skill_tile: "SL-16.1.3", income_any: "SL-9.8.2",
  draft_pick: "SL-25.3.3",
};

export function refusalRuleFor(s: State, f: Frame, a: Action): string {
  if (FREE.has(a.type) && f.kind !== "turn") {
    if (s.phase === "income") return "SL-5.6.2";
    if (s.phase === "cleanup") return "SL-18.4.1";
    if (s.phase === "setup") return "SL-18.1.1";
    if (f.kind === "move_round_aid") return "SL-17.4.1";
    return "SL-18.4.2";
  }
  if (f.kind === "turn") {
    if (a.type === "end_turn") return "SL-7.2.2";
    if (MAIN.has(a.type) && f.main_done) return "SL-7.2.1";
    return turnRule(s, f, a);
  }
  if (f.kind === "hand_cost" && Array.isArray(a.cards)) {
    const p: J = s.players[f.player];
    if (a.cards.some((c: string) => !p.hand.includes(c))) return "SL-8.3.3";
    const k = a.diamonds || 0;
    if (k > 0 && p.resources.diamond - (f.reserved || 0) < k) return "SL-8.2.6";
    if (a.cards.length + k === f.count && !handOk(s, p, a.cards.length)) return "SL-6.3.1";
    return "SL-8.3.1";
  }
  // SL-26.4.2: the space under Mio's token
  if (f.kind === "move_round_aid" && a.type === "move_round_aid" && s.solo && s.solo.round_aid_space === a.space) return "SL-26.4.2";
  if (f.kind === "choose_skill_tile" && a.type === "take_skill_tile") {
    const p: J = s.players[f.player];
    if (a.tile in p.skill_tiles) return "SL-16.1.3";
    if (!(s.skill_supply[a.tile] > 0)) return "SL-16.1.4";
  }
  if (f.kind === "automate" && a.type === "automate") {
    const ct = cardType(s, f.card);
    if (ct.industry_tag !== "wildcard" && ct.industry_tag !== a.column) return "SL-14.5.3";
    return "SL-14.6.4";
  }
  const p: J = s.players[f.player];
  if (a.type === "place_terrain") return terrainRule(s, p, a, f.terrain);
  if (a.type === "place_road") return roadRule(p, a);
  if (a.type === "place_property") return propertyRule(s, p, f, a);
  if (a.type === "place_rabbit" && p.rabbits.includes(a.hex)) return "SL-12.4.7";
  if (a.type === "industry_step" && a.marker === "locomotive" && p.locomotive === null) return "SL-11.1.3";
  if (f.kind === "prosperity_step") {
    if (a.type === "stop") return "SL-13.2.4";
    const tracks = table(s, "prosperity_tracks");
    const i = tracks.findIndex((t: J) => t.id === a.track);
    if (i >= 0 && p.prosperity[i] + 1 === tracks[i].length && p.resources.diamond < 1) return "SL-13.3.2";
    if (i >= 0 && p.prosperity[i] >= tracks[i].length) return "SL-13.2.5";
    return "SL-13.2.1";
  }
  if (a.type === "stop") return "SL-1.7.2";
  return BY_KIND[f.kind] || "SL-7.2.1";
}

function terrainRule(s: State, p: J, a: Action, allowed?: string[]): string {
  const hex = mapInfo(p).hexes.get(a.hex);
  if (!hex || hex.terrain === "capital") return "SL-9.3.7";
  if (p.tiles[a.hex]) return "SL-9.3.2";
  const kind = tileType(s, a.tile) ? tileKind(s, a.tile) : null;
  if (hex.terrain === "special" && kind !== "special") return "SL-9.3.5";
  if (hex.terrain !== "special" && kind !== hex.terrain) return kind === "special" ? "SL-9.3.5" : "SL-9.3.4";
  if (allowed && !allowed.includes(hex.terrain)) return "SL-9.3.1";
  return "SL-9.3.3";
}
function roadRule(p: J, a: Action): string {
  const parts = String(a.edge).split("|");
  if (parts.length !== 2) return "SL-9.2.1";
  const info = mapInfo(p);
  if (!info.hexes.has(parts[0]) && !info.hexes.has(parts[1])) return "SL-9.2.1";
  if (!neighbours(parts[0]).includes(parts[1])) return "SL-9.2.1";
  if (p.roads.includes(edgeKey(parts[0], parts[1]))) return "SL-9.2.7";
  return "SL-9.2.2";
}
function propertyRule(s: State, p: J, f: Frame, a: Action): string {
  const tok = table(s, "properties").find((t: J) => t.id === a.token);
  if (!tok) return "SL-10.1.2";
  if (tok.kind === "clock_tower") return "SL-10.1.3";
  if (Object.values(p.properties).includes(a.token)) return "SL-10.4.9";
  if (f.kinds && !f.kinds.includes(tok.kind)) return "SL-10.1.2";
  if (!takeableTokens(s, p, f.kinds).some((t: J) => t.id === a.token)) return tok.kind === "research_lab" ? "SL-10.2.1" : "SL-10.2.3";
  if (!canAfford(p, tokenCost(p, tok))) return "SL-10.2.8";
  if (p.properties[a.hex] !== undefined) return "SL-10.4.6";
  if (p.tiles[a.hex] && p.tiles[a.hex].flipped && !f.locations.includes(a.hex)) return "SL-10.4.3";
  return "SL-10.4.1";
}
import { table } from "./data";
import { characterData } from "./map";
import { condition, cardType } from "./amounts";
import { opensWithPayable } from "./effects";
import { mapInfo, tileType, tileKind, neighbours, edgeKey, modifiers } from "./map";
import { takeableTokens, tokenCost } from "./properties";
import { canAfford } from "./state";

function mixShort(p: J, m: J): boolean {
  if (!m || typeof m !== "object") return true;
  if (Object.values(m).reduce((a: number, b: J) => a + (b as number), 0) !== 3) return true;
  return Object.keys(m).some((k) => (p.resources[k] ?? 0) < m[k]);
}
function handOk(s: State, p: J, n: number): boolean {
  return s.round >= 5 ? p.hand.length >= n : p.hand.length - n >= 1;
}
function useAreaRule(s: State, seat: number, id: string): string {
  const p: J = s.players[seat];
  if (!(id in s.areas) || !areaOpen(s, id)) return "SL-8.2.2";
  const idx = s.areas[id].indexOf(null);
  if (idx < 0) return "SL-8.2.1";
  if (!(p.discs > 0 || handOk(s, p, idx + 1))) {
    if (modifiers(s, p).some((m: J) => m.modifier === "cards_payable_with_diamonds") && p.resources.diamond > 0) return "SL-8.2.6";
    return "SL-6.3.1";
  }
  const d = areaData(s, id);
  if (d && d.effect && d.effect.place && d.effect.place.what === "property" && !hasPropertyLocation(s, p)) return "SL-10.4.7";
  return "SL-8.2.6";
}
import { areaOpen, areaData } from "./areas";
import { hasPropertyLocation } from "./properties";

function turnRule(s: State, f: Frame, a: Action): string {
  const p: J = s.players[f.player];
  switch (a.type) {
    case "use_area": return useAreaRule(s, f.player, a.area);
    case "play_card":
      if (!p.hand.includes(a.card)) return "SL-14.2.1";
      return !(s.round >= 5 || p.hand.length >= 2) ? "SL-6.3.1" : "SL-14.2.2";
    case "buy_card": return p.resources.gold < 15 ? "SL-18.1.3" : "SL-18.2.3";
    case "buy_basic": return p.resources.gold < 4 ? "SL-18.1.3" : "SL-18.2.4";
    case "sell_basic": return (p.resources[a.resource] ?? 0) < 1 ? "SL-18.1.3" : "SL-18.2.6";
    case "trade_basic": return mixShort(p, a.pay) ? "SL-18.1.3" : "SL-18.2.7";
    case "return_disc": return "SL-18.2.12";
    case "discard_for_basic": return p.hand.includes(a.card) && !handOk(s, p, 1) ? "SL-6.3.1" : "SL-18.2.9";
    case "build":
      if (p.hand.includes(a.card) && !handOk(s, p, 1)) return "SL-6.3.1";
      return mixShort(p, a.pay) ? "SL-18.1.3" : "SL-18.2.2";
    case "place_clock_tower": {
      if (Object.values(p.properties).includes("clock_tower")) return "SL-19.3.8";
      const ch = characterData(s, p);
      if (!ch || !ch.clock_tower_condition || !condition(s, f.player, ch.clock_tower_condition, {})) return "SL-19.2.1";
      return "SL-19.3.3";
    }
    case "claim_milestone": {
      const m = s.milestones.find((x: J) => x.id === a.milestone);
      if (!m) return "SL-20.2.1";
      if (m.closed) return "SL-20.2.6";
      if (m.taken_by !== null) return "SL-20.2.3";
      return "SL-20.1.3";
    }
    case "character_action": {
      const ch = characterData(s, p);
      const [prefix, n] = String(a.ability).split(":");
      const ab = ch && (prefix === "basic" ? ch.basic_abilities : ch.clock_tower_abilities || [])[Number(n)];
      if (!ab || ab.timing !== "free_action") return "SL-18.3.1";
      if (p.free_actions_used.includes(a.ability)) return "SL-18.3.2";
      if (ab.condition && !condition(s, f.player, ab.condition, {})) return "SL-18.3.1";
      if (!opensWithPayable(s, f.player, ab.effect, {})) return "SL-18.3.1";
      return "SL-23.1.13";
    }
    case "flip_skill_tile": {
      const d = table(s, "skill_tiles").find((x: J) => x.id === a.tile);
      const fl = d && (d.abilities || []).find((x: J) => x.timing === "flip");
      if (!(a.tile in p.skill_tiles) || !fl) return "SL-16.2.4";
      if (!p.skill_tiles[a.tile]) return "SL-16.3.3";
      return "SL-16.3.5";
    }
  }
  return "SL-7.2.1";
}
