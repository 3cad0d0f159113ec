// The hand of citizen cards (chapter 6): drawing one card at a time, the
// rebuilt deck (SL-6.5.1), discards of the player's choice (D3.12).
import { State, pop, sortedInsert, combinations } from "./state";
import { auto, decision } from "./frames";
import { Rng } from "./rng";
import { handCanLose } from "./effects";

/** One card from the top of the deck, rebuilt from the discard pile when empty (SL-6.5.1); null when both are empty. */
function takeTop(s: State): string | null {
  if (s.deck.length === 0) {
    if (s.discard.length === 0) return null; // SL-6.5.2
    const rng = Rng.fromHex(s.rng);
    s.deck = rng.shuffle(s.discard.slice());
    s.discard = [];
    s.rng = rng.hex();
  }
  return s.deck.shift();
}

export function drawOne(s: State, seat: number): void {
  const c = takeTop(s);
  if (c !== null) sortedInsert(s.players[seat].hand, c);
}

/** A card drawn into a list other than a hand (a draft packet, SL-25.3.2). */
export function drawInto(s: State, list: string[]): void {
  const c = takeTop(s);
  if (c !== null) list.push(c);
}

export function discardCards(s: State, seat: number, cards: string[]): void {
  const p = s.players[seat];
  for (const c of cards) {
    const i = p.hand.indexOf(c);
    if (i >= 0) p.hand.splice(i, 1);
    s.discard.push(c);
  }
}

auto("draw", (s, f) => {
  pop(s);
  for (let i = 0; i < f.count; i++) drawOne(s, f.player);
});

decision(
  "discard",
  (s, f) => {
    const p = s.players[f.player];
    if (!handCanLose(s, p, f.count)) return [];
    return combinations(p.hand, f.count).map((c) => ({ type: "discard", cards: c }));
  },
  (s, f, a) => {
    pop(s);
    discardCards(s, f.player, a.cards);
  },
);
