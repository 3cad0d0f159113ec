// Final scoring and tie-break (chapter 22).
import { J, table, prosperityTracks, prosperityIndex } from "./data";
import { State } from "./state";
import { amount, quantity } from "./amounts";
import { connectedPorts, characterAbilities } from "./map";

export function finalScoring(s: State): void {
  s.phase = "game_over";
  s.stack = [];
}

function vpOf(s: State, seat: number, e: J): number {
  if (e && e.vp !== undefined) return amount(s, seat, e.vp, {});
  if (e && e.all) return e.all.reduce((n: number, x: J) => n + vpOf(s, seat, x), 0);
  return 0;
}

export function scoreItems(s: State, seat: number): Record<string, number> {
  const p = s.players[seat];
  let prosperity = 0;
  prosperityTracks(s).forEach((t: J, i: number) => {
    const steps = p.prosperity[i] || 0;
    let rate: J = null;
    for (const r of t.rates) if (steps >= r.from_steps) rate = r;
    if (rate && rate.vp) prosperity += rate.vp * Math.floor(amount(s, seat, t.element, {}) / rate.per);
  });
  let propertyBonuses = 0;
  for (const tok of Object.values(p.properties)) {
    const d = table(s, "properties").find((x: J) => x.id === tok);
    if (d && d.end_of_game) propertyBonuses += vpOf(s, seat, d.end_of_game.effect);
  }
  const ports = [-40, -20, -10, -5, 10][Math.min(4, connectedPorts(p))];
  let milestones = 0;
  for (const m of s.milestones) if (m.taken_by === seat) {
    const d = table(s, "milestones").find((x: J) => x.id === m.id);
    milestones += d && d.vp !== undefined ? d.vp : 10;
  }
  let fst = 0;
  for (const id of s.final_scoring) {
    const d = table(s, "final_scoring_tiles").find((x: J) => x.id === id);
    if (!d) continue;
    const counts = s.players.map((_: J, i: number) => amount(s, i, d.element, {}));
    const all = [...counts, d.neutral];
    const place = 1 + all.filter((c: number) => c > counts[seat]).length;
    fst += place === 1 ? 15 : place === 2 ? 7 : 0;
  }
  let abilities = 0;
  const abil: J[] = [...characterAbilities(s, p)];
  for (const id of Object.keys(p.skill_tiles)) {
    const d = table(s, "skill_tiles").find((x: J) => x.id === id);
    abil.push(...(d?.abilities || []));
  }
  for (const c of [...p.played, ...p.automated.agricultural, ...p.automated.forestry, ...p.automated.mining]) {
    abil.push(...((s.card_types[s.cards[c]] || {}).abilities || []));
  }
  for (const ab of abil) if (ab.timing === "end_of_game" && ab.effect) abilities += vpOf(s, seat, ab.effect);
  return {
    during_play: p.vp,
    prosperity,
    city_points: 2 * p.cp,
    property_bonuses: propertyBonuses,
    gold: Math.floor(p.resources.gold / 5),
    diamonds: p.resources.diamond,
    ports,
    milestones,
    final_scoring_tiles: fst,
    abilities,
  };
}

export function scores(s: State): J[] {
  const entries = s.players.map((p: J, i: number) => {
    const items = scoreItems(s, i);
    const total = Object.values(items).reduce((a, b) => a + b, 0);
    return { player: i, total, items, rabbits: p.rabbits.length };
  });
  return entries.map((e: J) => {
    const ahead = entries.filter((o: J) => o.total > e.total || (o.total === e.total && o.rabbits > e.rabbits)).length;
    const out: J = { player: e.player, total: e.total, items: e.items, rank: 1 + ahead };
    // P2.3, SL-26.6.4: a solo game's title, both thresholds strict
    if (s.players.length === 1) out.title = e.total > 300 ? "beloved_ruler" : e.total > 250 ? "expert_patissier" : null;
    return out;
  });
}
export { quantity };
