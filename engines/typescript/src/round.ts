// Round structure (chapter 4), the income phase (chapter 5), the action phase's
// turn order (chapter 7) and the cleanup phase (chapter 21).
import { J, table } from "./data";
import { State, Frame, push, pop } from "./state";
import { auto, decision } from "./frames";
import { effectFrame } from "./effects";
import { characterAbilities } from "./map";
import { discardCards } from "./hand";
import { afterIncomeDraw } from "./draft";

export function clockwiseFrom(s: State, seat: number): number[] {
  const n = s.players.length;
  const out: number[] = [];
  for (let k = 0; k < n; k++) out.push((seat + k) % n);
  return out;
}

// SL-4.3: the start phase of a round, then its income phase
auto("round_start", (s, f) => {
  pop(s);
  s.round = f.round;
  s.phase = "income";
  const vto = s.variants.includes("variable_turn_order");
  // SL-25.2.2, SL-25.2.5: from round 2 on, the passing order of the round before
  if (vto && f.round >= 2 && s.pass_order.length === s.players.length) s.turn_order = s.pass_order.slice();
  else s.turn_order = clockwiseFrom(s, s.start_player);
  s.pass_order = [];
  for (const p of s.players) p.passed = false;
  const frames: Frame[] = s.turn_order.map((seat: number) => ({ kind: "income", player: seat }));
  // D5.6: the solo reveal before any income (SL-26.3.1); the draft after round 1's (SL-25.3.2)
  if (s.solo) frames.unshift({ kind: "solo_reveal" });
  if (f.round === 1 && drafting(s)) frames.push({ kind: "draft" });
  push(s, ...frames, { kind: "action_phase", next: 0 }, { kind: "round_end" });
});

function drafting(s: State): boolean {
  return s.variants.includes("hand_drafting");
}

function aidTile(s: State, id: string): J | undefined {
  return table(s, "round_aid").find((x: J) => x.id === id);
}

// SL-5.1.3: aid tiles, character income ability, income tracks, draw
auto("income", (s, f) => {
  pop(s);
  const p = s.players[f.player];
  const frames: Frame[] = [];
  if (p.round_aid_space !== null && s.round_aid[p.round_aid_space]) {
    const tiles: string[] = s.round_aid[p.round_aid_space].standard;
    if (tiles.length === 2) frames.push({ kind: "order_aid_tiles", player: f.player, tiles: tiles.slice() });
    else for (const t of tiles) {
      const d = aidTile(s, t);
      if (d) frames.push(effectFrame(f.player, d.ability.effect));
    }
  }
  for (const ab of characterAbilities(s, p)) if (ab.timing === "income" && ab.effect) frames.push(effectFrame(f.player, ab.effect));
  frames.push({ kind: "collect_income", player: f.player });
  // D5.7: with hand drafting round 1's draw is the draft (D3.11)
  if (!(s.round === 1 && drafting(s))) frames.push({ kind: "income_draw", player: f.player });
  push(s, ...frames);
});

decision(
  "order_aid_tiles",
  (s, f) => Array.from(new Set<string>(f.tiles)).map((t) => ({ type: "resolve_aid_tile", tile: t })),
  (s, f, a) => {
    pop(s);
    const i = f.tiles.indexOf(a.tile);
    const other = f.tiles[1 - i];
    const first = aidTile(s, a.tile);
    const second = aidTile(s, other);
    push(s, effectFrame(f.player, first.ability.effect), effectFrame(f.player, second.ability.effect));
  },
);

auto("collect_income", (s, f) => {
  pop(s);
  const p = s.players[f.player];
  for (const k of ["gold", "wheat", "wood", "iron"]) p.resources[k] += p.income[k];
});

auto("income_draw", (s, f) => {
  pop(s);
  const p = s.players[f.player];
  const n = (s.round === 1 ? 6 : 5) + p.draw_areas.length;
  // SL-5.3.2, SL-5.5.6: a one-time ability of round 1's income follows the draw
  const after: Frame[] = s.round === 1 ? afterIncomeDraw(s, f.player) : [];
  push(s, { kind: "draw", player: f.player, count: n }, ...after);
});

// SL-7.1.1, SL-7.4.2: the next player who has not passed
auto("action_phase", (s, f) => {
  s.phase = "action";
  const n = s.turn_order.length;
  for (let k = 0; k < n; k++) {
    const i = (f.next + k) % n;
    const seat = s.turn_order[i];
    if (!s.players[seat].passed) {
      f.next = (i + 1) % n;
      push(s, { kind: "turn", player: seat, main_done: false });
      return;
    }
  }
  pop(s);
});

import { finalScoring } from "./scoring";
auto("round_end", (s, f) => {
  pop(s);
  if (s.round >= 5) {
    finalScoring(s);
    return;
  }
  push(s, { kind: "cleanup" }, { kind: "refresh" }, { kind: "round_start", round: s.round + 1 });
});

// SL-21.2.1 to SL-21.2.5
auto("cleanup", (s, f) => {
  pop(s);
  s.phase = "cleanup";
  for (const a of Object.keys(s.areas)) s.areas[a] = s.areas[a].map(() => null);
  for (const p of s.players) p.discs = 0;
  const frames: Frame[] = [];
  const vto = s.variants.includes("variable_turn_order") && s.pass_order.length === s.players.length;
  for (const seat of vto ? s.pass_order : clockwiseFrom(s, s.start_player)) {
    if (s.players[seat].hand.length >= 2) frames.push({ kind: "keep_card", player: seat });
  }
  push(s, ...frames);
});
decision(
  "keep_card",
  (s, f) => s.players[f.player].hand.map((c: string) => ({ type: "keep_card", card: c })),
  (s, f, a) => {
    pop(s);
    const p = s.players[f.player];
    discardCards(s, f.player, p.hand.filter((c: string) => c !== a.card));
  },
);
// SL-21.2.6, SL-21.2.7
auto("refresh", (s, f) => {
  pop(s);
  for (const p of s.players) {
    for (const t of Object.keys(p.skill_tiles)) p.skill_tiles[t] = true;
    p.free_actions_used = [];
  }
});
