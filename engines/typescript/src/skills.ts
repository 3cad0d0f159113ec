// Skill tiles (chapter 16) and wonder icons (chapter 19).
import { J, table } from "./data";
import { State, Frame, Action, push, pop } from "./state";
import { auto, decision } from "./frames";
import { effectFrame, opHandlers, opensWithPayable } from "./effects";
import { hasModifier } from "./map";
import { mainOffers, mainTypes, turnAnswers } from "./turn";

function tileData(s: State, id: string): J | undefined {
  return table(s, "skill_tiles").find((x: J) => x.id === id);
}
function openKinds(s: State, p: J): string[] {
  return Object.keys(s.skill_supply).filter((k) => s.skill_supply[k] > 0 && !(k in p.skill_tiles)).sort();
}
function advancedOpen(s: State, p: J, advancedOnly: boolean): string[] {
  if (!s.variants.includes("advanced_skill_tiles")) return [];
  if (!advancedOnly && p.resources.diamond < 1) return [];
  return s.advanced_supply.filter((t: string) => !(t in p.skill_tiles));
}
function skillAnswers(s: State, f: Frame): Action[] {
  const p = s.players[f.player];
  const out: Action[] = [];
  if (!f.advanced_only) for (const k of openKinds(s, p)) out.push({ type: "take_skill_tile", tile: k });
  for (const t of advancedOpen(s, p, f.advanced_only)) out.push({ type: "take_advanced_skill_tile", tile: t });
  return out;
}
auto("skill_tile_bonus", (s, f) => {
  pop(s);
  if (skillAnswers(s, f).length === 0) return; // SL-16.1.5
  push(s, { kind: "choose_skill_tile", player: f.player, advanced_only: f.advanced_only });
});
function gainTile(s: State, seat: number, id: string): void {
  const p = s.players[seat];
  p.skill_tiles[id] = true;
  const d = tileData(s, id);
  const frames: Frame[] = [];
  for (const ab of d?.abilities || []) {
    if (ab.effect && (ab.timing === "immediate" || (ab.timing === "one_time" && ab.when === "on_acquire"))) {
      frames.push(effectFrame(seat, ab.effect));
    }
  }
  push(s, ...frames);
}
decision("choose_skill_tile", skillAnswers, (s, f, a) => {
  pop(s);
  const p = s.players[f.player];
  if (a.type === "take_skill_tile") s.skill_supply[a.tile] -= 1;
  else {
    if (!f.advanced_only) p.resources.diamond -= 1;
    s.advanced_supply = s.advanced_supply.filter((t: string) => t !== a.tile);
  }
  gainTile(s, f.player, a.tile);
});
function skillBonuses(s: State, seat: number, n: number, advancedOnly: boolean): Frame[] {
  const times = hasModifier(s, s.players[seat], "skill_tiles_doubled") ? 2 : 1;
  const out: Frame[] = [];
  for (let i = 0; i < n * times; i++) out.push({ kind: "skill_tile_bonus", player: seat, advanced_only: advancedOnly });
  return out;
}
opHandlers["skill_tile"] = (s, seat, v, ctx) => push(s, ...skillBonuses(s, seat, typeof v === "number" ? v : 1, false));
opHandlers["advanced_skill_tile"] = (s, seat, v) => push(s, ...skillBonuses(s, seat, typeof v === "number" ? v : 1, true));
opHandlers["wonder"] = (s, seat) => {
  const p = s.players[seat];
  p.wonders += 1;
  if (p.wonders >= 2) push(s, ...skillBonuses(s, seat, 1, false)); // SL-19.1.3
};

// flip abilities (SL-16.3)
function flipAbility(s: State, id: string): J | undefined {
  return (tileData(s, id)?.abilities || []).find((ab: J) => ab.timing === "flip");
}
mainOffers.push((s, seat) => {
  const p = s.players[seat];
  return Object.keys(p.skill_tiles).sort()
    .filter((t) => p.skill_tiles[t] && flipAbility(s, t) && opensWithPayable(s, seat, flipAbility(s, t).effect, {}))
    .map((t) => ({ type: "flip_skill_tile", tile: t }));
});
mainTypes.add("flip_skill_tile");
turnAnswers["flip_skill_tile"] = (s, f, a) => {
  f.main_done = true;
  push(s, effectFrame(f.player, flipAbility(s, a.tile).effect), { kind: "skill_tile_face_down", player: f.player, tile: a.tile });
};
auto("skill_tile_face_down", (s, f) => {
  pop(s);
  s.players[f.player].skill_tiles[f.tile] = false;
});
