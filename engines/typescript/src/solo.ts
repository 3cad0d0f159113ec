// The solo game against Mio (chapter 26): the reveal of two solo cards before
// each income phase (SL-26.3), Mio's round aid token (SL-26.4) lives in
// pass.ts's move_round_aid, the title in scoring.ts.
import { J, table } from "./data";
import { State, pop } from "./state";
import { auto } from "./frames";
import { areaOpen } from "./areas";

export function isSolo(s: State): boolean {
  return !!s.solo && s.players.length === 1;
}

/** SL-26.3.3, SL-26.3.4: Mio's disc on the leftmost empty space of the first area shown that can take it. */
function placeMioDisc(s: State, card: string): void {
  const d = table(s, "solo_cards").find((c: J) => c.id === card);
  if (!d) return;
  for (const area of d.blocks || []) {
    const spaces: J[] | undefined = s.areas[area];
    if (!spaces || !areaOpen(s, area)) continue;
    const i = spaces.indexOf(null);
    if (i < 0) continue;
    spaces[i] = "mio";
    return;
  }
}

// SL-26.3.1, SL-26.3.2, SL-26.3.5: the top A card, then the top B card
auto("solo_reveal", (s) => {
  pop(s);
  if (!s.solo) return;
  for (const deck of ["A", "B"]) {
    const cards: string[] = s.solo.decks[deck];
    if (!cards || cards.length === 0) continue;
    const c = cards.shift() as string;
    s.solo.revealed.push(c);
    placeMioDisc(s, c);
  }
});
