// Passing (chapter 17): the six-step pass sequence, the start player marker and
// the round aid token's move.
import { J, table } from "./data";
import { State, Frame, push, pop } from "./state";
import { auto, decision } from "./frames";
import { effectFrame } from "./effects";
import { characterData, clockTowerPlaced } from "./map";
import { cities, cityPoints } from "./cities";
import { industryPoints, cardType } from "./amounts";
import { turnAnswers, mainOffers } from "./turn";

mainOffers.push(() => [{ type: "pass" }]); // SL-7.2.4: always
import { freeAidSpaces } from "./setup";

turnAnswers["pass"] = (s, f) => {
  pop(s); // the pass ends the turn (SL-7.3.2)
  const p = s.players[f.player];
  p.passed = true;
  if (s.pass_order.length === 0) s.start_player = f.player; // SL-17.3.1
  s.pass_order.push(f.player);
  push(s, { kind: "pass_scoring", player: f.player, step: 1 }, { kind: "move_round_aid", player: f.player });
};

auto("pass_scoring", (s, f) => {
  pop(s);
  const seat = f.player;
  const p = s.players[seat];
  const frames: Frame[] = [];
  const passIp = industryPoints(s, p);
  const ctx = { pass_ip: passIp };
  switch (f.step) {
    case 1: {
      const c = characterData(s, p);
      const abil: J[] = [...(c?.basic_abilities || [])];
      if (clockTowerPlaced(p)) abil.push(...(c?.clock_tower_abilities || []));
      for (const ab of abil) if (ab.timing === "pass" && ab.effect) frames.push(effectFrameWith(seat, ab.effect, ctx));
      break;
    }
    case 2: p.cp += cityPoints(s, p, cities(s, p).length); break;
    case 3: p.ip += passIp; break;
    case 4: {
      const sp = p.round_aid_space !== null ? s.round_aid[p.round_aid_space] : null;
      if (sp && sp.pass) {
        const t = table(s, "round_aid").find((x: J) => x.id === sp.pass);
        if (t) frames.push(effectFrame(seat, t.ability.effect));
      }
      break;
    }
    case 5:
      for (const id of Object.keys(p.skill_tiles).sort()) {
        const d = table(s, "skill_tiles").find((x: J) => x.id === id);
        for (const ab of d?.abilities || []) if (ab.timing === "pass" && ab.effect) frames.push(effectFrameWith(seat, ab.effect, ctx));
      }
      break;
    case 6:
      for (const c of p.played) {
        const ct = cardType(s, c);
        if (ct.kind !== "pass") continue;
        for (const ab of ct.abilities || []) if (ab.timing === "pass" && ab.effect) frames.push(effectFrame(seat, ab.effect));
      }
      break;
  }
  const next: Frame[] = f.step < 6 ? [{ kind: "pass_scoring", player: seat, step: f.step + 1 }] : [];
  push(s, ...frames, ...next);
});
function effectFrameWith(seat: number, e: J, ctx: J): Frame {
  return effectFrame(seat, e);
}

decision(
  "move_round_aid",
  (s, f) => freeAidSpaces(s).map((i) => ({ type: "move_round_aid", space: i })),
  (s, f, a) => {
    pop(s);
    const left = s.players[f.player].round_aid_space;
    s.players[f.player].round_aid_space = a.space;
    // SL-26.4.2 to SL-26.4.4: Mio's token takes the space the player has just left
    if (s.solo && s.players.length === 1 && left !== null && left !== undefined) s.solo.round_aid_space = left;
  },
);
