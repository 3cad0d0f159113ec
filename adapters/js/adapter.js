#!/usr/bin/env node
// A complete, minimal Sweet Lands engine adapter in plain Node.js (no npm packages).
//
// It speaks the JSON-lines protocol of spec/protocol.md on stdin/stdout. It answers
// `hello` itself and hands every game command to a backend engine process, which by
// default is the bundled reference engine (`python3 -m reference_impl serve`).
// To adapt your own engine, keep the wire handling (readLines, handle, reply) and
// replace the functions in COMMANDS with calls into your engine. `count` is not
// forwarded: it walks this adapter's own legal_actions and apply (see below).
//
//   node adapter.js                              # backend: python3 -m reference_impl serve
//   SWEET_LANDS_PYTHON=/path/to/python node adapter.js
//   SWEET_LANDS_BACKEND="my-engine --serve" node adapter.js
//
// Try it:  conformance smoke --engine "node adapters/js/adapter.js"
"use strict";

const { spawn } = require("node:child_process");
const readline = require("node:readline");

const PROTOCOL = 1;
const ENGINE = { name: "sweet-lands-js-skeleton", version: "0.1.0" };
const GAME_COMMANDS = ["new_game", "load", "state", "legal_actions", "apply", "score", "view"]; // count: see below

// -- the backend engine: one child process, requests answered in order ----------------------------

class Backend {
  constructor(command) {
    this.command = command;
    this.child = null;
    this.waiting = [];
    this.nextId = 0;
  }

  start() {
    const [program, ...args] = this.command;
    const child = spawn(program, args, { stdio: ["pipe", "pipe", "inherit"] });
    child.on("exit", () => {
      // A backend that dies fails what it still owed; the next request starts a new one.
      for (const pending of this.waiting.splice(0)) pending.reject(new Error("the backend engine exited"));
      if (this.child === child) this.child = null;
    });
    child.on("error", (err) => {
      for (const pending of this.waiting.splice(0)) pending.reject(err);
      if (this.child === child) this.child = null;
    });
    readline.createInterface({ input: child.stdout }).on("line", (line) => {
      const pending = this.waiting.shift();
      if (!pending) return;
      try {
        pending.resolve(JSON.parse(line));
      } catch (err) {
        pending.reject(new Error(`the backend answered a line that is not JSON: ${line.slice(0, 200)}`));
      }
    });
    this.child = child;
  }

  // Send one request (without its id) and resolve with the backend's response object.
  ask(fields) {
    if (this.child === null) this.start();
    this.nextId += 1;
    const request = JSON.stringify({ ...fields, id: this.nextId }) + "\n";
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.child.stdin.write(request);
    });
  }

  stop() {
    if (this.child !== null) this.child.kill();
  }
}

function backendCommand() {
  if (process.env.SWEET_LANDS_BACKEND) return process.env.SWEET_LANDS_BACKEND.split(/\s+/).filter(Boolean);
  return [process.env.SWEET_LANDS_PYTHON || "python3", "-m", "reference_impl", "serve"];
}

const backend = new Backend(backendCommand());

// -- the commands: replace these with calls into your engine --------------------------------------

async function hello() {
  // The game section (player counts, variants, features) is whatever the backend offers.
  const answer = await backend.ask({ cmd: "hello", protocol: PROTOCOL });
  if (!answer.ok) throw new EngineError("internal_error", "the backend engine failed its hello");
  return { protocol: PROTOCOL, engine: ENGINE, spec_version: answer.spec_version, games: answer.games };
}

async function forward(request) {
  const { id, ...fields } = request;
  const answer = await backend.ask(fields);
  if (!answer.ok) throw new EngineError(answer.error.code, answer.error.message, answer.error.rule);
  const { id: _backendId, ok: _ok, ...result } = answer;
  return result;
}

const COMMANDS = { hello, quit: async () => ({}) };
for (const name of GAME_COMMANDS) COMMANDS[name] = forward;

// -- count (protocol §4): perft over this adapter's own load, legal_actions, apply and state ------
//
// `count` is never forwarded: a backend's count would vouch for the backend's move generation,
// not for yours, and `conformance perft` compares it with a walk of your legal_actions. This one
// walks the functions in COMMANDS, so it counts whatever your engine lists. Replace it with a
// native perft if your engine has one; drop "count" from hello's features if you have neither.

async function call(name, fields) {
  return COMMANDS[name]({ cmd: name, ...fields });
}

async function perft(state, depth) {
  if (depth === 0) return 1;
  await call("load", { state });
  const { actions } = await call("legal_actions", {});
  if (actions.length === 0) return 1; // a finished game counts once
  if (depth === 1) return actions.length;
  let nodes = 0;
  for (const action of actions) {
    await call("load", { state });
    await call("apply", { action });
    nodes += await perft((await call("state", {})).state, depth - 1);
  }
  return nodes;
}

async function count(request) {
  const depth = request.depth;
  if (!Number.isInteger(depth) || depth < 0) {
    throw new EngineError("invalid_request", "count needs a 'depth' that is an integer of 0 or more");
  }
  const { state } = await call("state", {});
  try {
    if (!request.divide) return { nodes: await perft(state, depth) };
    const divide = [];
    if (depth > 0) {
      await call("load", { state });
      const { actions } = await call("legal_actions", {});
      for (const action of actions) {
        await call("load", { state });
        await call("apply", { action });
        divide.push({ action, nodes: await perft((await call("state", {})).state, depth - 1) });
      }
    }
    const nodes = depth === 0 ? 1 : divide.length === 0 ? 1 : divide.reduce((sum, part) => sum + part.nodes, 0);
    return { nodes, divide };
  } finally {
    await call("load", { state }); // counting leaves the game as it was
  }
}

COMMANDS.count = count;

// -- what JSON.parse lets through (protocol §1.9, §1.10) -------------------------------------------
//
// JSON.parse keeps the last of two members with one name and reads 1.0 as 1, so the line's text is
// read once more: a repeated name at any depth, or a number written with a fraction or an exponent,
// is named here before anything else looks at the request.

function strictProblem(text) {
  let at = 0;
  let problem = null;
  const space = () => {
    while (at < text.length && " \t\r\n".includes(text[at])) at += 1;
  };
  const string = () => {
    const start = at;
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === "\\" ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at));
  };
  const value = (path) => {
    space();
    const c = text[at];
    if (c === "{") {
      at += 1;
      const names = new Set();
      space();
      if (text[at] === "}") { at += 1; return; }
      for (;;) {
        space();
        const name = string();
        if (names.has(name) && problem === null) problem = { kind: "repeated", where: `${path}/${name}` };
        names.add(name);
        space();
        at += 1; // the colon
        value(`${path}/${name}`);
        space();
        if (text[at++] === "}") return;
      }
    } else if (c === "[") {
      at += 1;
      space();
      if (text[at] === "]") { at += 1; return; }
      for (let i = 0; ; i += 1) {
        value(`${path}/${i}`);
        space();
        if (text[at++] === "]") return;
      }
    } else if (c === '"') {
      string();
    } else {
      const start = at;
      while (at < text.length && !",]} \t\r\n".includes(text[at])) at += 1;
      const token = text.slice(start, at);
      if (/^-?\d/.test(token) && /[.eE]/.test(token) && problem === null) problem = { kind: "number", where: path, token };
    }
  };
  value("");
  return problem;
}

// -- the wire: one JSON object per line in, one per line out, in order ----------------------------

class EngineError extends Error {
  constructor(code, message, rule) {
    super(message);
    this.code = code;
    this.rule = rule;
  }
}

function reply(response) {
  process.stdout.write(JSON.stringify(response) + "\n");
}

function refusal(id, code, message, rule) {
  const error = { code, message };
  if (rule) error.rule = rule;
  return { id, ok: false, error };
}

async function handle(line) {
  let request;
  try {
    request = JSON.parse(line);
  } catch (err) {
    return refusal(null, "parse_error", `the line is not valid JSON: ${err.message}`);
  }
  if (request === null || typeof request !== "object" || Array.isArray(request)) {
    return refusal(null, "parse_error", "a request must be a JSON object");
  }
  const strict = strictProblem(line);
  const idRead = strict === null || strict.where !== "/id";
  const id = idRead && Number.isInteger(request.id) ? request.id : null;
  if (strict !== null && strict.kind === "repeated") {
    return refusal(id, "invalid_request", `the request names ${strict.where} twice (protocol §1.9)`);
  }
  if (strict !== null) {
    const inState = request.cmd === "load" && strict.where.startsWith("/state/");
    const code = inState ? "invalid_state" : "invalid_request";
    return refusal(id, code, `${strict.where} is written ${strict.token}, not as a whole number (protocol §1.10)`);
  }
  if (id === null) return refusal(null, "invalid_request", "every request needs an integer 'id'");
  const command = COMMANDS[request.cmd];
  if (typeof request.cmd !== "string" || !Object.hasOwn(COMMANDS, request.cmd)) {
    return refusal(id, "unknown_command", `unknown command ${JSON.stringify(request.cmd)}`);
  }
  try {
    return { id, ok: true, ...(await command(request)) };
  } catch (err) {
    if (err instanceof EngineError) return refusal(id, err.code, err.message, err.rule);
    console.error(err);
    return refusal(id, "internal_error", String(err.message || err));
  }
}

async function main() {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const response = await handle(line);
    reply(response);
    if (response.ok && JSON.parse(line).cmd === "quit") break;
  }
  backend.stop();
  process.exit(0);
}

main();
