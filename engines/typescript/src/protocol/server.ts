// The engine protocol, version 1 (spec/protocol.md), over stdin/stdout.
import { J } from "../data";
import { Refusal, State, clone } from "../state";
import { newGame } from "../setup";
import { run, load, output, legalActions, applyAction, count, pending } from "../engine";
import { scores } from "../scoring";
import { validAction } from "../schema";
import { quote } from "../jsonschema";
import { scan, Scan } from "./scan";

/**
 * The version of the Sweet Lands spec this engine follows (spec/sweet-lands/VERSION when
 * it was last brought up to date); a unit test fails when the checkout's VERSION moves on.
 */
export const SPEC_VERSION = "0.6.0";
const PLAYERS = [1, 2, 3, 4];
const VARIANTS: string[] = ["advanced_skill_tiles", "hand_drafting", "variable_turn_order"];
const FEATURES = ["solo", "count", "view"];
const ACTION_SCHEMA_TYPES = new Set<string>();

export class Server {
  game: State | null = null;

  /** Set once a `quit` has been answered: the process then exits (§3.8). */
  quitting = false;

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
    // what JSON.parse hides: repeated names (§1.9), numbers not written whole (§1.10), depth (§1.7)
    const sc = scan(line);
    const idRead = Number.isInteger(req.id) && !sc.idRepeated && sc.fractionIn !== "id";
    const id = idRead ? req.id : null;
    if (sc.depth > MAX_DEPTH) return err(id, "invalid_request", "the request nests " + sc.depth + " arrays or objects deep, more than " + MAX_DEPTH + " (protocol §1.7)");
    if (sc.repeated !== null) return err(id, "invalid_request", "the member name " + quote(sc.repeated) + " is repeated in one object (protocol §1.9)");
    if (sc.fraction !== null) return err(id, "invalid_request", "the number " + sc.fraction + " is not written as an integer (protocol §1.10)");
    if (id === null) return err(null, "invalid_request", "id must be an integer");
    try {
      const res = this.dispatch(req, sc);
      if (req.cmd === "quit") this.quitting = true;
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

  dispatch(req: J, sc: Scan | null = null): J {
    switch (req.cmd) {
      case "hello":
        if (!Number.isInteger(req.protocol)) throw new Refusal("invalid_request", "protocol must be an integer");
        if (req.protocol !== 1) throw new Refusal("unsupported", "only protocol 1 is spoken");
        return {
          protocol: 1,
          engine: { name: "sweet-lands-ts", version: "0.1.0" },
          games: { "sweet-lands": { players: PLAYERS, variants: VARIANTS, features: FEATURES, spec_version: SPEC_VERSION } },
        };
      case "new_game": {
        if (req.game !== "sweet-lands") throw new Refusal("unsupported", "unknown game " + req.game);
        if (!Number.isInteger(req.players)) throw new Refusal("invalid_request", "players must be an integer");
        if (!Number.isInteger(req.seed) || req.seed < 0) throw new Refusal("invalid_request", "seed must be a non-negative integer");
        const opts = req.options === undefined ? {} : req.options;
        if (!opts || typeof opts !== "object" || Array.isArray(opts)) throw new Refusal("invalid_request", "options must be an object");
        const tooBig = bounds(opts, "options");
        if (tooBig) throw new Refusal("invalid_request", tooBig);
        if (Object.keys(opts).length > MAX_OPTIONS) throw new Refusal("invalid_request", "options holds more than " + MAX_OPTIONS + " options (protocol §1.7)");
        for (const k of Object.keys(opts)) if (k !== "variants" && k !== "start_player") throw new Refusal("invalid_request", "unknown option " + quote(k));
        // an optional field is left out, never null (protocol §1.10)
        const vars = opts.variants === undefined ? [] : opts.variants;
        if (!Array.isArray(vars)) throw new Refusal("invalid_request", "variants must be a list of variant ids (left out for none, never null)");
        if (vars.length > MAX_VARIANTS) throw new Refusal("invalid_request", "variants lists more than " + MAX_VARIANTS + " ids (protocol §1.7)");
        if (vars.some((v: J) => typeof v !== "string")) throw new Refusal("invalid_request", "each variant is a string id");
        if (new Set(vars).size !== vars.length) throw new Refusal("invalid_request", "variants names a variant twice");
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
          throw new Refusal("invalid_request", "start_player must be a seat of the game (left out for a drawn start player, never null)");
        }
        const s = newGame(req.players, req.seed, { ...opts, variants: vars });
        run(s);
        this.game = s;
        return { state: output(s) };
      }
      case "load": {
        if (!req.state || typeof req.state !== "object" || Array.isArray(req.state)) throw new Refusal("invalid_request", "state must be an object");
        // a state of any player count loads (smoke round-trips a solo position); play beyond
        // what hello claims is not promised. A number of the state written `3.0` is SL-27.1.2.
        this.game = load(req.state, { fraction: sc ? sc.stateFraction : null });
        return {};
      }
      case "state":
        return { state: output(this.need()) };
      case "legal_actions":
        return { actions: legalActions(this.need()) };
      case "apply": {
        const a = req.action;
        if (!a || typeof a !== "object" || Array.isArray(a) || typeof a.type !== "string") {
          throw new Refusal("invalid_request", "action must be an object with a string type");
        }
        const tooBig = bounds(a, "action");
        if (tooBig) throw new Refusal("invalid_request", tooBig);
        // D8.1 (1): an action of no shape of schemas/sweet-lands/action.schema.json
        if (!validAction(a)) throw new Refusal("invalid_request", "the action matches no shape of action.schema.json: " + quote(a));
        const s = this.need();
        this.game = applyAction(s, a);
        return {};
      }
      case "score":
        return { scores: scores(this.need()) };
      case "count": {
        if (!Number.isInteger(req.depth) || req.depth < 0) throw new Refusal("invalid_request", "depth must be a non-negative integer");
        if (req.divide !== undefined && typeof req.divide !== "boolean") throw new Refusal("invalid_request", "divide must be a boolean (left out for false, never null)");
        const s = this.need();
        const nodes = count(s, req.depth);
        const res: J = { nodes };
        if (req.divide) {
          res.divide = legalActions(s).map((a) => ({ action: a, nodes: req.depth >= 1 ? count(applyAction(s, a), req.depth - 1) : 1 }));
        }
        return res;
      }
      case "view": {
        if (!Number.isInteger(req.player)) throw new Refusal("invalid_request", "player must be an integer seat");
        const s = this.need();
        if (req.player < 0 || req.player >= s.players.length) {
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

// protocol §1.7: request limits
const MAX_DEPTH = 64;
const MAX_STRING = 256;
const MAX_ITEMS = 256;
const MAX_MEMBERS = 32;
const MAX_NAME = 64;
const MAX_OPTIONS = 16;
const MAX_VARIANTS = 32;
/** What in an action or options is past the limits of §1.7, or null. */
function bounds(x: J, where: string): string | null {
  if (typeof x === "string") return [...x].length > MAX_STRING ? "a string in " + where + " is longer than " + MAX_STRING + " characters (protocol §1.7)" : null;
  if (Array.isArray(x)) {
    if (x.length > MAX_ITEMS) return "a list in " + where + " holds more than " + MAX_ITEMS + " items (protocol §1.7)";
    for (const y of x) {
      const r = bounds(y, where);
      if (r) return r;
    }
    return null;
  }
  if (x && typeof x === "object") {
    const keys = Object.keys(x);
    if (keys.length > MAX_MEMBERS) return "an object in " + where + " has more than " + MAX_MEMBERS + " members (protocol §1.7)";
    for (const k of keys) {
      if ([...k].length > MAX_NAME) return "a member name in " + where + " is longer than " + MAX_NAME + " characters (protocol §1.7)";
      const r = bounds(x[k], where);
      if (r) return r;
    }
  }
  return null;
}

/** protocol §1.8: a message quotes at most a short prefix of what it refuses. */
const MAX_MESSAGE = 1000;

function err(id: number | null, code: string, message: string, rule: string | null = null): J {
  if (message.length > MAX_MESSAGE) message = message.slice(0, MAX_MESSAGE - 3) + "...";
  const error: J = { code, message };
  if (rule) error.rule = rule;
  return { id, ok: false, error };
}
export { clone, pending, ACTION_SCHEMA_TYPES };
