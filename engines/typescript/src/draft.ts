// Hand drafting (SL-25.3, decisions.md D3.11, D5.8): round 1's six cards are
// drafted; one pick at a time in turn order, packets passed clockwise.
import { J } from "./data";
import { State, Frame, push, pop, asc, sortedInsert } from "./state";
import { auto, decision } from "./frames";
import { effectFrame } from "./effects";
import { characterAbilities } from "./map";
import { drawInto } from "./hand";

/** The effect frames of the abilities timed right after round 1's income draw (SL-5.5.6). */
export function afterIncomeDraw(s: State, seat: number): Frame[] {
  const out: Frame[] = [];
  for (const ab of characterAbilities(s, s.players[seat])) {
    if (ab.timing === "one_time" && ab.when === "income_round_1" && ab.effect) out.push(effectFrame(seat, ab.effect));
  }
  return out;
}

/** D5.8 "asks the next picks". */
function askNextPicks(s: State, packets: string[][], kept: string[][]): void {
  packets.forEach((pk, seat) => {
    if (pk.length === 1) {
      sortedInsert(kept[seat], pk[0]);
      packets[seat] = [];
    }
  });
  const seats: number[] = s.turn_order.filter((seat: number) => packets[seat].length >= 2);
  if (seats.length > 0) {
    push(s, { kind: "draft_pick", player: seats[0], waiting: seats.slice(1), packets, kept });
    return;
  }
  // SL-25.3.4, SL-25.3.6: the set-aside cards become the hands; then extra draws and what follows the draw
  kept.forEach((cards, seat) => {
    for (const c of cards) sortedInsert(s.players[seat].hand, c);
  });
  const frames: Frame[] = [];
  for (const seat of s.turn_order as number[]) {
    const n = s.players[seat].draw_areas.length;
    if (n > 0) frames.push({ kind: "draw", player: seat, count: n });
    frames.push(...afterIncomeDraw(s, seat));
  }
  push(s, ...frames);
}

// SL-25.3.2: a packet of 6 for each seat in turn order, drawn one card at a time
auto("draft", (s) => {
  pop(s);
  const n = s.players.length;
  const packets: string[][] = [];
  const kept: string[][] = [];
  for (let i = 0; i < n; i++) {
    packets.push([]);
    kept.push([]);
  }
  for (const seat of s.turn_order as number[]) {
    for (let k = 0; k < 6; k++) drawInto(s, packets[seat]);
    packets[seat] = asc(packets[seat]);
  }
  askNextPicks(s, packets, kept);
});

decision(
  "draft_pick",
  (s, f) => (f.packets[f.player] as string[]).map((c) => ({ type: "draft_card", card: c })),
  (s, f, a) => {
    pop(s);
    const packets: string[][] = f.packets;
    const kept: string[][] = f.kept;
    packets[f.player] = packets[f.player].filter((c) => c !== a.card);
    sortedInsert(kept[f.player], a.card);
    const waiting: number[] = f.waiting;
    if (waiting.length > 0) {
      push(s, { kind: "draft_pick", player: waiting[0], waiting: waiting.slice(1), packets, kept });
      return;
    }
    // SL-25.3.3: every packet to the next seat clockwise
    const n = packets.length;
    const moved: string[][] = packets.map(() => []);
    packets.forEach((pk, seat) => {
      moved[(seat + 1) % n] = pk;
    });
    askNextPicks(s, moved, kept);
  },
);
export type { J };
