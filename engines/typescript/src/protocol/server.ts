// The engine protocol, version 1 (spec/protocol.md), over stdin/stdout.
import { J, specVersion } from "../data";
import { Refusal, State, clone } from "../state";
import { newGame } from "../setup";
import { run, load, output, legalActions, applyAction, count, pending } from "../engine";
import { scores } from "../scoring";
import { validAction } from "../schema";

const PLAYERS = [1, 2, 3, 4];
const VARIANTS: string[] = ["advanced_skill_tiles", "hand_drafting", "variable_turn_order"];
const FEATURES = ["solo", "count", "view"];
const ACTION_SCHEMA_TYPES = new Set<string>();

export class Server {
  game: State | null = null;

  handle(line: string): J {
    let req: J;
    try {
      req = JSON.parse(line);
    } catch (e) {
      return { id: null, ok: false, error: { code: "parse_error", message: "the line is not JSON" } };
    }
    if (!req || typeof req !== "object" || Array.isArray(req)) {
      return { id: null, ok: false, error: { code: "parse_error", message: "the line is not a JSON object" } };
    }
    const id = Number.isInteger(req.id) ? req.id : null;
    if (id === null) return err(null, "invalid_request", "id must be an integer");
    try {
      const res = this.dispatch(req);
      return { id, ok: true, ...res };
    } catch (e) {
      if (e instanceof Refusal) return err(id, e.code, e.message, e.rule);
      const msg = e instanceof Error ? e.stack || e.message : String(e);
      process.stderr.write("internal error: " + msg + "\n");
      return err(id, "internal_error", e instanceof Error ? e.message : String(e));
    }
  }

  need(): State {
    if (!this.game) throw new Refusal("invalid_state", "no game is loaded");
    return this.game;
  }

  dispatch(req: J): J {
    switch (req.cmd) {
      case "hello":
        if (req.protocol !== 1) throw new Refusal("unsupported", "only protocol 1 is spoken");
        return {
          protocol: 1,
          engine: { name: "sweet-lands-ts", version: "0.1.0" },
          games: { "sweet-lands": { players: PLAYERS, variants: VARIANTS, features: FEATURES, spec_version: specVersion() } },
        };
      case "new_game": {
        if (req.game !== "sweet-lands") throw new Refusal("unsupported", "unknown game " + req.game);
        if (!Number.isInteger(req.players)) throw new Refusal("invalid_request", "players must be an integer");
        if (!Number.isInteger(req.seed) || req.seed < 0) throw new Refusal("invalid_request", "seed must be a non-negative integer");
        const opts = req.options === undefined ? {} : req.options;
        if (!opts || typeof opts !== "object" || Array.isArray(opts)) throw new Refusal("invalid_request", "options must be an object");
        for (const k of Object.keys(opts)) if (k !== "variants" && k !== "start_player") throw new Refusal("invalid_request", "unknown option " + k);
        const vars = opts.variants ?? [];
        if (!Array.isArray(vars)) throw new Refusal("invalid_request", "variants must be a list");
        if (!PLAYERS.includes(req.players)) throw new Refusal("unsupported", "player count " + req.players + " is not supported");
        for (const v of vars) {
          if (!["variable_turn_order", "hand_drafting", "advanced_skill_tiles"].includes(v)) throw new Refusal("invalid_request", "unknown variant " + v);
          if (!VARIANTS.includes(v)) throw new Refusal("unsupported", "variant " + v + " is not implemented");
        }
        // SL-26.5.1: no hand drafting and no variable turn order in a solo game
        if (req.players === 1) for (const v of vars) {
          if (v === "hand_drafting" || v === "variable_turn_order") {
            throw new Refusal("invalid_request", "variant " + v + " is not used in a solo game", "SL-26.5.1");
          }
        }
        if (opts.start_player !== undefined && (!Number.isInteger(opts.start_player) || opts.start_player < 0 || opts.start_player >= req.players)) {
          throw new Refusal("invalid_request", "start_player must be a seat");
        }
        const s = newGame(req.players, req.seed, opts);
        run(s);
        this.game = s;
        return { state: output(s) };
      }
      case "load": {
        if (!req.state || typeof req.state !== "object") throw new Refusal("invalid_request", "state must be an object");
        // a state of any player count loads (smoke round-trips a solo position); play beyond
        // what hello claims is not promised
        this.game = load(req.state);
        return {};
      }
      case "state":
        return { state: output(this.need()) };
      case "legal_actions":
        return { actions: legalActions(this.need()) };
      case "apply": {
        const s = this.need();
        const a = req.action;
        if (!a || typeof a !== "object" || Array.isArray(a) || typeof a.type !== "string") {
          throw new Refusal("invalid_request", "action must be an object with a string type");
        }
        // D8.1 (1): an action of no shape of schemas/sweet-lands/action.schema.json
        if (!validAction(a)) throw new Refusal("invalid_request", "the action matches no shape of action.schema.json: " + JSON.stringify(a));
        this.game = applyAction(s, a);
        return {};
      }
      case "score":
        return { scores: scores(this.need()) };
      case "count": {
        const s = this.need();
        if (!Number.isInteger(req.depth) || req.depth < 0) throw new Refusal("invalid_request", "depth must be a non-negative integer");
        const nodes = count(s, req.depth);
        const res: J = { nodes };
        if (req.divide) {
          res.divide = legalActions(s).map((a) => ({ action: a, nodes: req.depth >= 1 ? count(applyAction(s, a), req.depth - 1) : 1 }));
        }
        return res;
      }
      case "view": {
        const s = this.need();
        if (!Number.isInteger(req.player) || req.player < 0 || req.player >= s.players.length) {
          throw new Refusal("invalid_request", "player must be a seat of the game");
        }
        return { state: view(output(s), req.player) };
      }
      case "quit":
        return {};
      default:
        if (typeof req.cmd !== "string") throw new Refusal("invalid_request", "cmd must be a string");
        throw new Refusal("unknown_command", "no command " + req.cmd);
    }
  }
}

/** Sweet Lands protocol P3.1: what a player may see. */
function view(st: J, seat: number): J {
  const v = clone(st);
  delete v.rng;
  delete v.stack;
  delete v.deck;
  v.viewer = seat;
  v.deck_size = st.deck.length;
  v.players.forEach((p: J, i: number) => {
    p.hand_size = p.hand.length;
    if (i !== seat) delete p.hand;
  });
  const seen = new Set<string>();
  const note = (c: string) => seen.add(c);
  for (const p of v.players) {
    (p.hand || []).forEach(note);
    p.played.forEach(note);
    for (const col of Object.keys(p.automated)) p.automated[col].forEach(note);
  }
  v.discard.forEach(note);
  const cards: J = {};
  for (const c of Object.keys(v.cards)) if (seen.has(c)) cards[c] = v.cards[c];
  v.cards = cards;
  if (v.solo && v.solo.decks) v.solo.decks = { A: v.solo.decks.A.length, B: v.solo.decks.B.length };
  return v;
}

function err(id: number | null, code: string, message: string, rule: string | null = null): J {
  const error: J = { code, message };
  if (rule) error.rule = rule;
  return { id, ok: false, error };
}
export { clone, pending, ACTION_SCHEMA_TYPES };
