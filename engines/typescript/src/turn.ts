// A player's turn (chapter 7, decisions.md D3.1 to D3.3): the main actions
// before the main action, end_turn after it, the free actions throughout.
import { State, Frame, Action, pop, illegal } from "./state";
import { decision } from "./frames";

type Offer = (s: State, seat: number, f: Frame) => Action[];
type Do = (s: State, f: Frame, a: Action) => void;

export const mainOffers: Offer[] = [];
export const freeOffers: Offer[] = [];
export const turnAnswers: Record<string, Do> = {};
export const mainTypes = new Set<string>(["pass"]);

export function turnLegal(s: State, f: Frame): Action[] {
  const out: Action[] = [];
  if (!f.main_done) for (const o of mainOffers) out.push(...o(s, f.player, f));
  else out.push({ type: "end_turn" });
  for (const o of freeOffers) out.push(...o(s, f.player, f));
  return out;
}

decision("turn", turnLegal, (s, f, a) => {
  if (a.type === "end_turn") {
    pop(s);
    return;
  }
  const h = turnAnswers[a.type];
  if (!h) illegal("SL-7.2.1", "no such action in a turn: " + a.type);
  h(s, f, a);
});
