// Citizen cards (chapter 14): playing a card, automation, industry bonuses
// (chapter 15), and the card effects of the vocabulary.
import { J, table } from "./data";
import { State, Frame, Action, push, pop, COLUMNS, sortedInsert, counter, asc } from "./state";
import { auto, decision } from "./frames";
import { effectFrame, opHandlers, triggered, handCanLose } from "./effects";
import { cardType, tags } from "./amounts";
import { modifiers, hasModifier } from "./map";
import { propertyKind } from "./cities";
import { mainOffers, mainTypes, turnAnswers } from "./turn";
import { Rng } from "./rng";
import { drawOne } from "./hand";

const KIND_OF_COLUMN: Record<string, string> = { agricultural: "tent", forestry: "house", mining: "building" };

export function columnLimit(s: State, p: J, col: string): number {
  const n = Object.values(p.properties).filter((t) => propertyKind(s, t as string) === KIND_OF_COLUMN[col]).length;
  let lim = 1 + (n >= 2 ? 1 : 0) + (n >= 4 ? 1 : 0);
  for (const m of modifiers(s, p)) if (m.modifier === "column_limit_plus") lim += m.params.amount;
  return lim;
}
export function columnsFor(s: State, p: J, card: string): string[] {
  const ct = cardType(s, card);
  if (ct.kind !== "immediate" || !ct.industry_tag) return [];
  const cols = ct.industry_tag === "wildcard" ? [...COLUMNS] : [ct.industry_tag];
  return cols.filter((c) => p.automated[c].length < columnLimit(s, p, c));
}

/** SL-14.2.2 to SL-14.2.4: the play cost after brownie reductions. */
export function playCost(s: State, p: J, card: string): number {
  const ct = cardType(s, card);
  let cost = ct.play_cost || 0;
  if (ct.brownie_discount || hasModifier(s, p, "brownie_discount_on_all_cards")) {
    const own = (ct.tags || []).filter((t: string) => t === "brownie").length;
    const mine = (tags(s, p).brownie || 0);
    // the card is still in hand when its cost is counted, so its own tags are not counted (SL-14.2.3)
    cost -= mine - (p.played.includes(card) ? own : 0);
  }
  return Math.max(0, cost);
}

function playable(s: State, seat: number, card: string, free: boolean): boolean {
  const p = s.players[seat];
  if (!handCanLose(s, p, 1)) return false;
  return free || p.resources.gold >= playCost(s, p, card);
}

export function playCard(s: State, seat: number, card: string, free: boolean): void {
  const p = s.players[seat];
  if (!free) p.resources.gold -= playCost(s, p, card);
  p.hand.splice(p.hand.indexOf(card), 1);
  p.played.push(card);
  const ct = cardType(s, card);
  const abil: Frame[] = [];
  const effs: J[] = [];
  if (ct.kind === "immediate") for (const ab of ct.abilities || []) if (ab.timing === "immediate" && ab.effect) effs.push(ab.effect);
  // SL-14.2.7: two parts resolve in the order of the player's choice
  if (effs.length === 1) abil.push(effectFrame(seat, effs[0]));
  else if (effs.length > 1) abil.push(effectFrame(seat, { any_order: effs }));
  push(s, ...triggered(s, seat, "on_play_card"), ...abil, { kind: "card_played", player: seat, card });
}

mainOffers.push((s, seat) =>
  s.players[seat].hand.filter((c: string) => playable(s, seat, c, false)).map((c: string) => ({ type: "play_card", card: c })),
);
mainTypes.add("play_card");
turnAnswers["play_card"] = (s, f, a) => {
  f.main_done = true;
  playCard(s, f.player, a.card, false);
};

auto("card_played", (s, f) => {
  pop(s);
  const p = s.players[f.player];
  if (p.resources.diamond < 1) return;
  if (!p.played.includes(f.card)) return;
  if (columnsFor(s, p, f.card).length === 0) return;
  push(s, { kind: "automate", player: f.player, card: f.card });
});
decision(
  "automate",
  (s, f) => [
    ...columnsFor(s, s.players[f.player], f.card).map((c) => ({ type: "automate", column: c })),
    { type: "decline" },
  ],
  (s, f, a) => {
    pop(s);
    if (a.type === "decline") return;
    const p = s.players[f.player];
    p.resources.diamond -= 1;
    p.played.splice(p.played.indexOf(f.card), 1);
    p.automated[a.column].push(f.card);
  },
);

// ---- industry bonuses (chapter 15) ----
function resolveColumn(s: State, seat: number, col: string, waiting: string[]): void {
  const p = s.players[seat];
  const board = table(s, "setup").find((x: J) => x.kind === "player_start");
  const frames: Frame[] = [...triggered(s, seat, "on_industry_bonus")];
  const printed = board && board.board_automation && board.board_automation[col];
  if (printed) frames.push(effectFrame(seat, printed));
  for (const c of p.automated[col]) {
    const ct = cardType(s, c);
    if (ct.automation) frames.push(effectFrame(seat, ct.automation));
  }
  push(s, ...frames, { kind: "bonus_end", player: seat, waiting });
}
auto("industry_bonus", (s, f) => {
  pop(s);
  if (f.column === "any") push(s, { kind: "bonus_column", player: f.player, waiting: f.waiting });
  else resolveColumn(s, f.player, f.column, f.waiting);
});
decision(
  "bonus_column",
  (s, f) => COLUMNS.map((c) => ({ type: "industry_bonus_column", column: c })),
  (s, f, a) => {
    pop(s);
    resolveColumn(s, f.player, a.column, f.waiting);
  },
);
auto("bonus_end", (s, f) => {
  pop(s);
  if (f.waiting.length) push(s, { kind: "industry_bonus", player: f.player, column: f.waiting[0], waiting: f.waiting.slice(1) });
});
opHandlers["industry_bonus"] = (s, seat, v) => {
  // SL-15.3.1: gained while a column resolves, it waits
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const fr = s.stack[i];
    if (fr.kind === "bonus_end" && fr.player === seat) {
      fr.waiting = [...fr.waiting, v];
      return;
    }
  }
  push(s, { kind: "industry_bonus", player: seat, column: v, waiting: [] });
};

// ---- automation from the hand (SL-14.5.8) ----
function handFits(s: State, p: J): Action[] {
  const out: Action[] = [];
  for (const c of p.hand) for (const col of columnsFor(s, p, c)) out.push({ type: "automate_card", card: c, column: col });
  return out;
}
function afhFields(f: Frame): J {
  return { count: f.count, free: f.free, up_to: f.up_to, redraw: f.redraw };
}
/** SL-23.11.4b: how many hand cards could be automated one after the other within the column limits (at most `want`). */
function automatable(s: State, p: J, want: number): number {
  const room: Record<string, number> = {};
  for (const c of COLUMNS) room[c] = Math.max(0, columnLimit(s, p, c) - p.automated[c].length);
  const fits: string[][] = p.hand.map((c: string) => {
    const ct = cardType(s, c);
    if (ct.kind !== "immediate" || !ct.industry_tag) return [];
    return ct.industry_tag === "wildcard" ? [...COLUMNS] : [ct.industry_tag];
  });
  let best = 0;
  const rec = (i: number, n: number) => {
    if (n > best) best = n;
    if (best >= want || i >= fits.length || n + (fits.length - i) <= best) return;
    for (const col of fits[i]) {
      if (room[col] > 0) {
        room[col]--;
        rec(i + 1, n + 1);
        room[col]++;
        if (best >= want) return;
      }
    }
    rec(i + 1, n);
  };
  rec(0, 0);
  return best;
}
auto("automate_from_hand", (s, f) => {
  const p = s.players[f.player];
  if (f.redraw) {
    // SL-23.11.4, SL-23.11.4b: the hand goes under the deck (ascending id) and as many cards
    // are drawn, until the hand can be automated; it stops on an empty hand, a deck smaller
    // than the hand, or after as many redraws as the game has cards
    f.redraw = false;
    const limit = Object.keys(s.cards).length;
    let redraws = 0;
    while (automatable(s, p, f.count) < f.count) {
      const n = p.hand.length;
      if (n === 0 || s.deck.length < n || redraws >= limit) break;
      s.deck.push(...asc(p.hand));
      p.hand = [];
      for (let i = 0; i < n; i++) drawOne(s, f.player);
      redraws++;
    }
  }
  // SL-6.3.1, SL-6.3.2: automating from the hand may not empty it in rounds 1 to 4
  if (f.count <= 0 || (!f.free && p.resources.diamond < 1) || handFits(s, p).length === 0 || !handCanLose(s, p, 1)) {
    pop(s);
    return;
  }
  pop(s);
  push(s, { kind: "automate_from_hand_pick", player: f.player, ...afhFields(f), redraw: false });
});
decision(
  "automate_from_hand_pick",
  (s, f) => {
    const out = handFits(s, s.players[f.player]);
    if (f.up_to) out.push({ type: "stop" });
    return out;
  },
  (s, f, a) => {
    pop(s);
    if (a.type === "stop") return;
    const p = s.players[f.player];
    if (!f.free) p.resources.diamond -= 1;
    p.hand.splice(p.hand.indexOf(a.card), 1);
    p.automated[a.column].push(a.card);
    push(s, { kind: "automate_from_hand", player: f.player, ...afhFields(f), count: f.count - 1, redraw: false });
  },
);
opHandlers["automate_from_hand"] = (s, seat, v) => {
  push(s, { kind: "automate_from_hand", player: seat, count: v.count, free: !!v.free, up_to: !!v.up_to, redraw: !!v.redraw });
};

// ---- deck search and granted plays (SL-14.2.10 to SL-14.2.12) ----
function matches(s: State, card: string, kind: J, tag: J): boolean {
  const ct = cardType(s, card);
  if (kind && ct.kind !== kind) return false;
  if (tag && !(ct.tags || []).includes(tag)) return false;
  return true;
}
function sdFields(f: Frame): J {
  return { count: f.count, card_kind: f.card_kind, tag: f.tag, taken: f.taken };
}
auto("search_deck", (s, f) => {
  const found = s.deck.filter((c: string) => matches(s, c, f.card_kind, f.tag));
  if (f.count > 0 && found.length > 0) {
    pop(s);
    push(s, { kind: "search_pick", player: f.player, ...sdFields(f) });
    return;
  }
  pop(s);
  const rng = Rng.fromHex(s.rng);
  rng.shuffle(s.deck);
  s.rng = rng.hex();
  searchedDone(s, f);
});
function searchedDone(s: State, f: Frame): void {
  // a play_card effect that follows and names `searched` reads these cards
  const nxt = s.stack[s.stack.length - 1];
  if (nxt && nxt.kind === "effect" && nxt.effect.play_card && nxt.effect.play_card.among === "searched") {
    nxt.ctx = { ...(nxt.ctx || {}), searched: f.taken };
  }
}
decision(
  "search_pick",
  (s, f) => {
    const seen = new Set<string>();
    return s.deck.filter((c: string) => matches(s, c, f.card_kind, f.tag) && !seen.has(c) && (seen.add(c), true))
      .sort().map((c: string) => ({ type: "take_card", card: c }));
  },
  (s, f, a) => {
    pop(s);
    s.deck.splice(s.deck.indexOf(a.card), 1);
    sortedInsert(s.players[f.player].hand, a.card);
    push(s, { kind: "search_deck", player: f.player, ...sdFields(f), count: f.count - 1, taken: [...f.taken, a.card] });
  },
);
opHandlers["search_deck"] = (s, seat, v) => {
  push(s, { kind: "search_deck", player: seat, count: v.count, card_kind: v.kind ?? null, tag: v.tag ?? null, taken: [] });
};
function playOptions(s: State, f: Frame): string[] {
  const p = s.players[f.player];
  const pool: string[] = f.among === null ? p.hand : f.among.filter((c: string) => p.hand.includes(c));
  return pool.filter((c) => (!f.card_kind || cardType(s, c).kind === f.card_kind) && playable(s, f.player, c, f.free)).sort();
}
decision(
  "play_from_effect",
  (s, f) => playOptions(s, f).map((c) => ({ type: "play_card", card: c })),
  (s, f, a) => {
    pop(s);
    playCard(s, f.player, a.card, f.free);
  },
);
opHandlers["play_card"] = (s, seat, v, ctx) => {
  const f: Frame = {
    kind: "play_from_effect", player: seat, free: !!v.free, card_kind: v.kind ?? null,
    among: v.among === "searched" ? ctx.searched || [] : null,
  };
  if (playOptions(s, f).length > 0) push(s, f);
};
