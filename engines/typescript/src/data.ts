// Component data (spec/sweet-lands/components/*.json), read once; a state's own
// `components` tables replace the spec's (state.schema.json `components`).
import * as fs from "fs";
import * as path from "path";

export type J = any; // JSON values read from the spec or a state

function findSpecRoot(): string {
  const env = process.env.SWEET_LANDS_SPEC_ROOT;
  if (env) return env;
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    const cand = path.join(dir, "spec", "sweet-lands", "components");
    if (fs.existsSync(cand)) return dir;
    dir = path.dirname(dir);
  }
  throw new Error("cannot find spec/sweet-lands/components above " + __dirname);
}

export const ROOT = findSpecRoot();
const cache: Record<string, J[]> = {};

export function defaultTable(name: string): J[] {
  if (!(name in cache)) {
    const file = path.join(ROOT, "spec", "sweet-lands", "components", name + ".json");
    cache[name] = JSON.parse(fs.readFileSync(file, "utf8")).items as J[];
  }
  return cache[name];
}

export function table(s: J, name: string): J[] {
  const own = s && s.components && s.components[name];
  // an empty table is read as "no table of its own" (SPEC-GAPS.md G-3)
  if (Array.isArray(own) && own.length > 0) return own;
  return defaultTable(name);
}

/**
 * The prosperity tracks in force, placed by their printed `position`: entry i is
 * the track a player's `prosperity[i]` counts steps on (position i + 1, 1 the
 * top track), whatever order the table lists them in. A position no track has
 * is a hole; when two tracks claim one position the first listed is kept.
 */
export function prosperityTracks(s: J): J[] {
  const out: J[] = new Array(6);
  for (const t of table(s, "prosperity_tracks")) {
    const i = Number.isInteger(t.position) ? t.position - 1 : -1;
    if (i >= 0 && i < out.length && out[i] === undefined) out[i] = t;
  }
  return out;
}

/** The index in a player's `prosperity` of the track `id`, or -1. */
export function prosperityIndex(s: J, id: string): number {
  return prosperityTracks(s).findIndex((t: J) => t !== undefined && t.id === id);
}

export function byId(s: J, name: string, id: string): J | undefined {
  return table(s, name).find((x: J) => x.id === id);
}

export function readSchema(rel: string): J {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "schemas", rel), "utf8"));
}

export function specVersion(): string {
  return fs.readFileSync(path.join(ROOT, "spec", "sweet-lands", "VERSION"), "utf8").trim();
}
