// The rule a refused answer names: decisions.md D8 (D8.1 the order, D8.3 the
// checks of each pending decision, first that holds wins, else "otherwise").
import { J, table, prosperityTracks, prosperityIndex } from "./data";
import { State, Frame, Action, canAfford } from "./state";
import { characterData, clockTowerPlaced, mapInfo, tileType, tileKind, neighbours, edgeKey } from "./map";
import { condition, cardType } from "./amounts";
import { opensWithPayable, handCanLose } from "./effects";
import { takeableTokens, tokenCost, hasPropertyLocation } from "./properties";
import { areaData, handCostAnswers } from "./areas";
import { terrainAnswers, roadAnswers } from "./placements";

// D8.1 (4): the free actions of D3.2, D3.2a, D3.6 and D3.10
const FREE = new Set([
  "build", "buy_card", "buy_basic", "sell_basic", "trade_basic", "return_disc", "discard_for_basic",
  "claim_milestone", "place_clock_tower", "character_action",
]);
const MAIN = new Set(["use_area", "pass", "play_card", "flip_skill_tile"]);

// D8.3's last paragraph: the rule of every decision without checks of its own
const OTHER: Record<string, string> = {
  choose_round_aid: "SL-3.8.2", order_aid_tiles: "SL-5.2.3", keep_card: "SL-21.2.3", draft_pick: "SL-25.3.3",
  discard: "SL-6.2.3", gain_any: "SL-18.2.11", pay_any: "SL-1.4.6", income_any: "SL-1.6.1", choose_effect: "SL-1.7.3",
  order_effects: "SL-1.7.3", optional: "SL-7.5.2", repeat_any: "SL-1.7.2", order_triggers: "SL-9.5.6a",
  bonus_column: "SL-15.1.2", automate_from_hand_pick: "SL-14.5.8", search_pick: "SL-14.2.12",
  play_from_effect: "SL-14.2.10", food_step: "SL-12.2.1", choose_character: "SL-3.6.3",
};

export function refusalRuleFor(s: State, f: Frame, a: Action): string {
  if (FREE.has(a.type) && f.kind !== "turn") {
    if (s.phase === "income") return "SL-5.6.2";
    if (s.phase === "cleanup") return "SL-18.4.1";
    if (f.kind === "move_round_aid") return "SL-17.4.1";
    if (s.phase === "action") return "SL-18.4.2";
    return "SL-18.1.1";
  }
  const p: J = s.players[f.player];
  switch (f.kind) {
    case "turn": return turnRule(s, f, a);
    case "hand_cost": {
      if (a.type !== "pay_hand_cost") return "SL-8.3.1";
      const cards: string[] = Array.isArray(a.cards) ? a.cards : [];
      const k = Number.isInteger(a.diamonds) ? a.diamonds : 0;
      if (f.reserved !== undefined && k > p.resources.diamond - f.reserved) return "SL-8.2.6";
      if (cards.some((c) => !p.hand.includes(c))) return "SL-8.3.3";
      if (!a.disc && cards.length + k !== f.count) return "SL-8.3.1";
      if (cards.length > 0 && !handCanLose(s, p, cards.length)) return "SL-6.3.1";
      return "SL-8.3.1";
    }
    case "place_terrain":
      if (a.type === "stop") return "SL-1.7.2";
      if (a.type === "place_terrain") return terrainRule(s, p, a, f.terrain);
      return "SL-9.3.1";
    case "place_road":
      if (a.type === "stop") return "SL-1.7.2";
      if (a.type === "place_road") return roadRule(p, a);
      return "SL-9.2.1";
    case "interleave_place": {
      if (a.type === "stop") return "SL-1.7.2";
      const parts: J[] = f.parts || [];
      const left = (w: string) => parts.some((x: J) => x.what === w && x.left > 0);
      if (a.type === "place_terrain") return left("terrain") ? terrainRule(s, p, a) : "SL-8.7.1";
      if (a.type === "place_road") return left("road") ? roadRule(p, a) : "SL-8.7.1";
      return "SL-8.7.1";
    }
    case "copy_area": {
      if (a.type !== "copy_area") return "SL-8.6.6";
      const d = areaData(s, a.area);
      if (!(a.area in s.areas) || !d || !(f.categories || []).includes(d.category)) return "SL-8.6.6";
      if ((d.opens_in_round ?? 1) > s.round) return "SL-8.6.9";
      if (d.effect && d.effect.place && d.effect.place.what === "property" && !hasPropertyLocation(s, p)) return "SL-10.4.7a";
      return "SL-8.6.8";
    }
    case "choose_flip":
      return a.type === "flip_tile" ? "SL-9.5.5" : "SL-9.5.8";
    case "place_property":
      if (a.type === "stop") return "SL-1.7.2";
      if (a.type === "place_property") return propertyRule(s, p, f, a);
      return "SL-10.4.1";
    case "industry_step":
      if (a.type === "stop") return "SL-1.7.2";
      if (a.type === "industry_step") {
        if (a.marker === "locomotive" && p.locomotive === null) return "SL-11.1.3";
        if (a.marker === "carriage" || a.marker === "locomotive") return "SL-11.4.2";
      }
      return "SL-11.2.2";
    case "place_rabbit": {
      if (a.type === "stop") return "SL-1.7.2";
      if (a.type === "rabbit_vp") return "SL-12.5.1";
      if (a.type === "place_rabbit") {
        const slots = table(s, "food_track").filter((x: J) => x.type === "rabbit");
        if (p.rabbits.length >= slots.length) return "SL-12.5.1";
        if (p.rabbits.includes(a.hex)) return "SL-12.4.7";
      }
      return "SL-12.4.5";
    }
    case "prosperity_step": {
      if (a.type === "stop") return "SL-13.2.4";
      if (a.type === "prosperity_step") {
        const tracks = prosperityTracks(s);
        const i = prosperityIndex(s, a.track);
        if (i < 0 || !(f.colours || []).includes(tracks[i].colour)) return "SL-13.2.1";
        if (p.prosperity[i] >= tracks[i].length) return "SL-13.2.5";
        return "SL-13.3.2";
      }
      return "SL-13.2.1";
    }
    case "automate":
      if (a.type === "automate") {
        const ct = cardType(s, f.card);
        if (ct.industry_tag !== "wildcard" && ct.industry_tag !== a.column) return "SL-14.5.3";
        return "SL-14.6.4";
      }
      return "SL-14.5.2";
    case "choose_skill_tile":
      if ((a.type === "take_skill_tile" || a.type === "take_advanced_skill_tile") && a.tile in p.skill_tiles) return "SL-16.1.3";
      if (a.type === "take_skill_tile") return "SL-16.1.4";
      if (a.type === "take_advanced_skill_tile") return s.advanced_supply.includes(a.tile) ? "SL-16.6.2" : "SL-16.6.3";
      return "SL-16.1.1";
    case "move_round_aid":
      if (a.type === "move_round_aid" && s.solo && s.solo.round_aid_space === a.space) return "SL-26.4.2";
      return "SL-17.3.2";
    case "choose_map":
      return a.type === "choose_map" ? "SL-3.6.3" : "SL-3.6.5";
  }
  return OTHER[f.kind] || "SL-7.2.1";
}

function turnRule(s: State, f: Frame, a: Action): string {
  const p: J = s.players[f.player];
  if (MAIN.has(a.type) && f.main_done) return "SL-7.2.1";
  if (a.type === "end_turn" && !f.main_done) return "SL-7.2.2";
  switch (a.type) {
    case "use_area": {
      const id = a.area;
      const d = areaData(s, id);
      // SL-8.1.1 / SL-8.1.1a (spec 0.6.0): an imitation board left in the box, or no area of this game at all.
      if (!(id in s.areas)) return d && String(d.board).startsWith("imitation") ? "SL-8.1.1" : "SL-8.1.1a";
      if (!d || (d.opens_in_round ?? 1) > s.round) return "SL-8.2.2";
      const idx = s.areas[id].indexOf(null);
      if (idx < 0) return "SL-8.2.1";
      if (!(p.discs > 0) && handCostAnswers(s, f.player, idx + 1, 0).length === 0) return "SL-6.3.1";
      if (d.effect && d.effect.place && d.effect.place.what === "property" && !hasPropertyLocation(s, p)) return "SL-10.4.7";
      return "SL-8.2.6";
    }
    case "play_card":
      if (!p.hand.includes(a.card)) return "SL-14.2.1a";
      if (!handCanLose(s, p, 1)) return "SL-6.3.1";
      return "SL-14.2.2";
    case "flip_skill_tile": {
      if (!(a.tile in p.skill_tiles)) return "SL-16.3.1";
      const d = table(s, "skill_tiles").find((x: J) => x.id === a.tile);
      if (!d || !(d.abilities || []).some((x: J) => x.timing === "flip")) return "SL-16.2.4";
      if (!p.skill_tiles[a.tile]) return "SL-16.3.3";
      return "SL-16.3.5";
    }
    case "return_disc":
      return p.discs > 0 ? "SL-18.2.8" : "SL-18.2.12";
    case "discard_for_basic":
      return handCanLose(s, p, 1) ? "SL-18.2.9" : "SL-6.3.1";
    case "build":
      if (!handCanLose(s, p, 1)) return "SL-6.3.1";
      if (a.place === "terrain" && terrainAnswers(s, p).length === 0) return "SL-18.2.2";
      if (a.place === "road" && roadAnswers(p).length === 0) return "SL-18.2.2";
      return "SL-18.2.1";
    // Each free action's own price rule (spec 0.6.0, decisions.md D8.3), no longer SL-18.1.3.
    case "buy_card":
      return "SL-18.2.3";
    case "buy_basic":
      return "SL-18.2.4";
    case "sell_basic":
      return "SL-18.2.6";
    case "trade_basic":
      return "SL-18.2.7";
    case "place_clock_tower": {
      if (clockTowerPlaced(p)) return "SL-19.3.8";
      const ch = characterData(s, p);
      if (!ch || !ch.clock_tower_condition || !condition(s, f.player, ch.clock_tower_condition, {})) return "SL-19.2.1";
      if (p.properties[a.hex] !== undefined) return "SL-10.4.6";
      return "SL-19.3.3";
    }
    case "claim_milestone": {
      const m = s.milestones.find((x: J) => x.id === a.milestone);
      if (!m) return "SL-20.2.1";
      if (m.taken_by !== null && m.taken_by !== undefined) return "SL-20.2.3";
      if (m.closed) return "SL-20.2.6";
      return "SL-20.1.3";
    }
    case "character_action": {
      if (p.free_actions_used.includes(a.ability)) return "SL-18.3.2";
      const ch = characterData(s, p);
      const [prefix, n] = String(a.ability).split(":");
      const list = !ch ? [] : prefix === "basic" ? ch.basic_abilities || [] : prefix === "clock_tower" && clockTowerPlaced(p) ? ch.clock_tower_abilities || [] : [];
      const ab = /^\d+$/.test(n || "") ? list[Number(n)] : undefined;
      if (!ab || ab.timing !== "free_action" || !ab.effect) return "SL-18.3.1";
      if ((!ab.condition || condition(s, f.player, ab.condition, {})) && opensWithPayable(s, f.player, ab.effect, {})) return "SL-23.1.13";
      return "SL-18.3.1";
    }
  }
  return "SL-7.2.1";
}

function terrainRule(s: State, p: J, a: Action, allowed?: string[]): string {
  const hex = mapInfo(p).hexes.get(a.hex);
  if (!hex || hex.terrain === "capital") return "SL-9.3.7";
  if (p.tiles[a.hex]) return "SL-9.3.2";
  const kind = tileType(s, a.tile) ? tileKind(s, a.tile) : null;
  if (kind !== hex.terrain) return hex.terrain === "special" ? "SL-9.3.5" : "SL-9.3.4";
  if (allowed && !allowed.includes(hex.terrain)) return "SL-9.3.1";
  return "SL-9.3.3";
}
function roadRule(p: J, a: Action): string {
  const parts = String(a.edge).split("|");
  if (parts.length !== 2) return "SL-9.2.1";
  const info = mapInfo(p);
  if (!info.hexes.has(parts[0]) && !info.hexes.has(parts[1])) return "SL-9.2.1";
  if (!neighbours(parts[0]).includes(parts[1])) return "SL-9.2.1";
  if (edgeKey(parts[0], parts[1]) !== a.edge) return "SL-9.2.1";
  if (p.roads.includes(a.edge)) return "SL-9.2.7";
  return "SL-9.2.2";
}
function propertyRule(s: State, p: J, f: Frame, a: Action): string {
  const tok = table(s, "properties").find((t: J) => t.id === a.token);
  if (!tok) return "SL-10.1.1";
  if (tok.kind === "clock_tower") return "SL-10.1.3";
  if (f.kinds && !f.kinds.includes(tok.kind)) return "SL-10.1.2";
  if (Object.values(p.properties).includes(a.token)) return "SL-10.4.9";
  if (!takeableTokens(s, p, f.kinds).some((t: J) => t.id === a.token)) return tok.kind === "research_lab" ? "SL-10.2.1" : "SL-10.2.3";
  if (!canAfford(p, tokenCost(p, tok))) return "SL-10.2.8";
  if (p.properties[a.hex] !== undefined) return "SL-10.4.6";
  if (p.tiles[a.hex] && p.tiles[a.hex].flipped && !(f.locations || []).includes(a.hex)) return "SL-10.4.3";
  return "SL-10.4.1";
}
