// Setup for 2-4 players (chapter 3) and the draws of decisions.md D4.6.
import { J, table, defaultTable } from "./data";
import { State, Frame, push, pop, Refusal } from "./state";
import { decision } from "./frames";
import { Rng } from "./rng";

function layoutFor(s: State, players: number): J {
  const board = table(s, "round_aid").find((x: J) => x.type === "board");
  const key = players <= 2 ? "1-2" : String(players);
  return board.layouts.find((l: J) => l.players === key);
}

export function newGame(players: number, seed: number, options: J): State {
  const rng = Rng.fromSeed(seed);
  const s: State = { components: {} };
  const counts = defaultTable("setup").find((x: J) => x.kind === "player_count" && x.players === players);
  let start: number;
  if (options.start_player !== undefined) start = options.start_player;
  else start = rng.below(players);
  // the citizen deck: c001..c207 in component order, shuffled
  const cards: Record<string, string> = {};
  const cardTypes: Record<string, J> = {};
  let n = 0;
  const ids: string[] = [];
  for (const ct of defaultTable("citizen_cards")) {
    cardTypes[ct.id] = ct;
    for (let i = 0; i < ct.copies; i++) {
      n++;
      const id = "c" + String(n).padStart(3, "0");
      cards[id] = ct.id;
      ids.push(id);
    }
  }
  const deck = rng.shuffle(ids.slice());
  const aid = defaultTable("round_aid");
  const expand = (type: string) =>
    aid.filter((x: J) => x.type === type).flatMap((x: J) => Array(x.copies).fill(x.id) as string[]);
  const standard = rng.draw(expand("standard"), counts.standard_aid_tiles);
  const passTiles = rng.draw(expand("pass"), counts.pass_aid_tiles);
  // SL-26.2.2, D4.6: a solo game draws no final scoring and no milestone tiles
  const solo = players === 1;
  const fsTiles = solo ? [] : rng.draw(defaultTable("final_scoring_tiles").map((x: J) => x.id), counts.final_scoring_tiles);
  const ms = solo ? [] : rng.draw(defaultTable("milestones").map((x: J) => x.id), counts.milestone_tiles);
  const milestones = ms.map((id) => ({ id, side: rng.below(2) === 0 ? "a" : "b", taken_by: null }));
  const variants: string[] = [...(options.variants || [])].sort();
  let advanced: string[] = [];
  if (variants.includes("advanced_skill_tiles")) {
    const adv = defaultTable("skill_tiles").filter((t: J) => t.set === "advanced")
      .flatMap((t: J) => Array(t.copies ?? 1).fill(t.id) as string[]);
    advanced = rng.draw(adv, counts.advanced_skill_tiles ?? players + 1).sort();
  }
  // SL-26.2.3, D4.6: the A solo deck, then the B solo deck, after every other draw
  let soloPieces: J = undefined;
  if (solo) {
    const deckOf = (d: string) => rng.shuffle(defaultTable("solo_cards").filter((c: J) => c.deck === d).map((c: J) => c.id));
    const A = deckOf("A");
    const B = deckOf("B");
    soloPieces = { decks: { A, B }, revealed: [], round_aid_space: null };
  }
  const layout = layoutFor(s, players);
  const slot = (name: string, tiles: string[]) => tiles[Number(name.slice(1)) - 1];
  const roundAid = layout.spaces.map((sp: J) => ({
    standard: sp.standard_slots.map((x: string) => slot(x, standard)).filter((x: J) => x !== undefined),
    pass: sp.pass_slots.length ? slot(sp.pass_slots[0], passTiles) ?? null : null,
  }));
  const areas: Record<string, (number | null)[]> = {};
  for (const a of defaultTable("action_areas")) {
    if (a.board === "main" || counts.imitation_boards.includes(a.board)) areas[a.id] = Array(a.spaces).fill(null);
  }
  const skillSupply: Record<string, number> = {};
  for (const t of defaultTable("skill_tiles")) if (t.set === "regular") skillSupply[t.id] = t.copies;
  const ps: J[] = [];
  for (let i = 0; i < players; i++) ps.push(freshPlayer(i));
  // choices: from the player to the right of the start player, counter-clockwise (SL-3.6.2)
  const order: number[] = [];
  for (let k = 1; k <= players; k++) order.push((start - k + players * 2) % players);
  const stack: Frame[] = [{ kind: "round_start", round: 1 }];
  for (let i = order.length - 1; i >= 0; i--) stack.push({ kind: "choose_round_aid", player: order[i] });
  for (let i = order.length - 1; i >= 0; i--) {
    stack.push({ kind: "choose_map", player: order[i] });
    stack.push({ kind: "choose_character", player: order[i] });
  }
  Object.assign(s, {
    game: "sweet-lands",
    rng: rng.hex(),
    variants,
    round: 1,
    phase: "setup",
    start_player: start,
    turn_order: [],
    pass_order: [],
    players: ps,
    areas,
    round_aid: roundAid,
    milestones,
    final_scoring: fsTiles,
    skill_supply: skillSupply,
    deck,
    discard: [],
    cards,
    card_types: cardTypes,
    stack,
    advanced_supply: advanced,
    prosperity_first: {},
    components: {},
  });
  if (soloPieces) s.solo = soloPieces;
  return s;
}

export function freshPlayer(seat: number): J {
  return {
    seat, character: null, map: null,
    resources: { gold: 0, wheat: 0, wood: 0, iron: 0, diamond: 0 },
    income: { gold: 0, wheat: 0, wood: 0, iron: 0 },
    hand: [], played: [], automated: { agricultural: [], forestry: [], mining: [] },
    vp: 0, cp: 0, ip: 0, discs: 0, passed: false, round_aid_space: null,
    skill_tiles: {}, free_actions_used: [], tiles: {}, roads: [], properties: {}, rabbits: [],
    draw_areas: [], carriage: 1, locomotive: null, food: 0, discounts: [],
    prosperity: [0, 0, 0, 0, 0, 0], wonders: 0, cubes: 0,
  };
}

// SL-3.6.2, SL-3.6.3: a character whose board no player has taken
decision(
  "choose_character",
  (s, f) => {
    const chars = table(s, "characters");
    const taken = new Set<J>();
    for (const p of s.players) if (p.character) {
      const c = chars.find((x: J) => x.id === p.character);
      if (c) taken.add(c.board);
    }
    return chars.filter((c: J) => !taken.has(c.board)).map((c: J) => ({ type: "choose_character", character: c.id }));
  },
  (s, f, a) => {
    pop(s);
    const p = s.players[f.player];
    const c = table(s, "characters").find((x: J) => x.id === a.character);
    p.character = c.id;
    for (const k of Object.keys(c.starting_resources || {})) p.resources[k] += c.starting_resources[k];
    for (const k of Object.keys(c.starting_income || {})) p.income[k] = c.starting_income[k];
  },
);
// SL-3.6.5: the shared A side and every B side no player has taken
decision(
  "choose_map",
  (s, f) => {
    const taken = new Set<string>(s.players.filter((p: J) => p.map).map((p: J) => p.map.id));
    return table(s, "map_boards")
      .filter((m: J) => m.side === "A" || !taken.has(m.id))
      .map((m: J) => ({ type: "choose_map", map: m.id }));
  },
  (s, f, a) => {
    pop(s);
    const m = table(s, "map_boards").find((x: J) => x.id === a.map);
    const keep: J = {};
    for (const k of ["id", "hexes", "capital_effect", "extra_draw_areas", "ports", "perimeter"]) if (k in m) keep[k] = m[k];
    s.players[f.player].map = JSON.parse(JSON.stringify(keep));
  },
);
// SL-3.8.1, SL-3.8.2
export function freeAidSpaces(s: State): number[] {
  const used = new Set<number>(s.players.map((p: J) => p.round_aid_space).filter((x: J) => x !== null));
  if (s.solo && s.solo.round_aid_space !== null && s.solo.round_aid_space !== undefined) used.add(s.solo.round_aid_space);
  const out: number[] = [];
  for (let i = 0; i < s.round_aid.length; i++) if (!used.has(i)) out.push(i);
  return out;
}
decision(
  "choose_round_aid",
  (s, f) => freeAidSpaces(s).map((i) => ({ type: "choose_round_aid_space", space: i })),
  (s, f, a) => {
    pop(s);
    s.players[f.player].round_aid_space = a.space;
  },
);
export { Refusal };
