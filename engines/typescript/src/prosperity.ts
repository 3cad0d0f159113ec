// The prosperity tracks (chapter 13).
import { J, prosperityTracks, prosperityIndex } from "./data";
import { State, Frame, Action, push, pop, counter } from "./state";
import { auto, decision } from "./frames";
import { effectFrame, opHandlers } from "./effects";
import { amount, colourTotals } from "./amounts";

function options(s: State, f: Frame): { track: string; i: number; diamond: boolean }[] {
  const p = s.players[f.player];
  const out: { track: string; i: number; diamond: boolean }[] = [];
  prosperityTracks(s).forEach((t: J, i: number) => {
    if (!f.colours.includes(t.colour)) return;
    const at = p.prosperity[i];
    if (at >= t.length) return;
    const diamond = at + 1 === t.length;
    if (diamond && p.resources.diamond < 1) return;
    out.push({ track: t.id, i, diamond });
  });
  return out;
}
function fields(f: Frame): J {
  return { steps: f.steps, colours: f.colours, narrow: f.narrow, up_to: f.up_to };
}
auto("prosperity_advance", (s, f) => {
  if (f.steps <= 0 || options(s, f).length === 0) {
    pop(s); // SL-13.2.5
    return;
  }
  pop(s);
  push(s, { kind: "prosperity_step", player: f.player, ...fields(f) });
});
decision(
  "prosperity_step",
  (s, f) => {
    const opts = options(s, f);
    const out: Action[] = opts.map((o) => ({ type: "prosperity_step", track: o.track }));
    if (f.up_to || opts.every((o) => o.diamond)) out.push({ type: "stop" });
    return out;
  },
  (s, f, a) => {
    pop(s);
    if (a.type === "stop") return;
    const p = s.players[f.player];
    const i = prosperityIndex(s, a.track);
    const t = prosperityTracks(s)[i];
    p.prosperity[i] += 1;
    const bon: Frame[] = [];
    if (p.prosperity[i] === t.length) {
      p.resources.diamond -= 1; // SL-13.3.1
    }
    for (const b of t.bonus_spaces || []) if (b.steps === p.prosperity[i]) bon.push(effectFrame(f.player, b.effect));
    if (p.prosperity[i] === t.length && !(t.id in s.prosperity_first)) {
      s.prosperity_first[t.id] = f.player; // SL-13.3.3
      if (t.rightmost_bonus) bon.push(effectFrame(f.player, t.rightmost_bonus));
    }
    const colours = f.narrow ? [t.colour] : f.colours;
    push(s, ...bon, { kind: "prosperity_advance", player: f.player, ...fields(f), steps: f.steps - 1, colours });
  },
);

opHandlers["advance_prosperity"] = (s, seat, v, ctx) => {
  const n = amount(s, seat, v.steps, ctx);
  if (n <= 0) return;
  let colours: string[];
  let narrow = false;
  if (v.colors === "least_progress") {
    const tot = colourTotals(s, s.players[seat]);
    const min = Math.min(...Object.values(tot));
    colours = ["orange", "green", "grey"].filter((c) => tot[c] === min);
    narrow = true;
  } else colours = v.colors;
  push(s, { kind: "prosperity_advance", player: seat, steps: n, colours, narrow, up_to: !!v.up_to });
};
