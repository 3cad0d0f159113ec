// What JSON.parse does not say about a request line (spec/protocol.md §1.7,
// §1.9, §1.10): a member name repeated in one object (JSON.parse keeps the
// last value silently), a number not written as an integer (`1.0`, `1e0`,
// `2.5`: JSON.parse gives 1 for the first two), and the nesting depth. One pass
// over a line that JSON.parse has already accepted, so the text is valid JSON.

export type Scan = {
  /** The first member name repeated within one object, or null. */
  repeated: string | null;
  /** The request's own `id` member is repeated. */
  idRepeated: boolean;
  /** The first number outside a `load`'s `state` not written as an integer, or null. */
  fraction: string | null;
  /** The top-level member that holds `fraction` (`id` when the id itself is written `1.0`). */
  fractionIn: string | null;
  /** The first number inside the top-level member `state` not written as an integer, or null. */
  stateFraction: string | null;
  /** The deepest nesting of arrays and objects. */
  depth: number;
};

const QUOTE = 34, BACKSLASH = 92, LBRACE = 123, RBRACE = 125, LBRACKET = 91, RBRACKET = 93, COLON = 58, COMMA = 44;
const MINUS = 45, DOT = 46, E_LOWER = 101, E_UPPER = 69;

export function scan(line: string): Scan {
  const out: Scan = { repeated: null, idRepeated: false, fraction: null, fractionIn: null, stateFraction: null, depth: 0 };
  // per open container: the set of names seen (objects) or null (arrays)
  const names: (Set<string> | null)[] = [];
  let expectKey = false; // the next string in the open object is a member name
  let topKey: string | null = null; // the member of the top-level object being read
  const n = line.length;
  let i = 0;
  while (i < n) {
    const c = line.charCodeAt(i);
    if (c === QUOTE) {
      // find the closing quote: one not preceded by an odd number of backslashes
      let j = i + 1;
      let escaped = false;
      for (;;) {
        j = line.indexOf('"', j);
        if (j < 0) return out; // not reached for a line JSON.parse accepted
        let b = j - 1;
        while (line.charCodeAt(b) === BACKSLASH) b--;
        if ((j - 1 - b) % 2 === 0) break;
        escaped = true;
        j++;
      }
      if (expectKey) {
        const raw = line.slice(i + 1, j);
        const key = escaped || raw.indexOf("\\") >= 0 ? (JSON.parse(line.slice(i, j + 1)) as string) : raw;
        const set = names[names.length - 1] as Set<string>;
        if (set.has(key)) {
          if (out.repeated === null) out.repeated = key;
          if (names.length === 1 && key === "id") out.idRepeated = true;
        } else set.add(key);
        if (names.length === 1) topKey = key;
        expectKey = false;
      }
      i = j + 1;
      continue;
    }
    if (c === LBRACE) {
      names.push(new Set());
      if (names.length > out.depth) out.depth = names.length;
      expectKey = true;
    } else if (c === LBRACKET) {
      names.push(null);
      if (names.length > out.depth) out.depth = names.length;
      expectKey = false;
    } else if (c === RBRACE || c === RBRACKET) {
      names.pop();
      expectKey = false;
    } else if (c === COMMA) {
      expectKey = names.length > 0 && names[names.length - 1] !== null;
    } else if (c === COLON) {
      expectKey = false;
    } else if (c === MINUS || (c >= 48 && c <= 57)) {
      let j = i + 1;
      let whole = true;
      while (j < n) {
        const d = line.charCodeAt(j);
        if (d >= 48 && d <= 57) j++;
        else if (d === DOT || d === E_LOWER || d === E_UPPER || d === MINUS || d === 43) {
          if (d !== MINUS && d !== 43) whole = false;
          j++;
        } else break;
      }
      if (!whole) {
        const text = line.slice(i, Math.min(j, i + 40));
        if (names.length >= 2 && topKey === "state") {
          if (out.stateFraction === null) out.stateFraction = text;
        } else if (out.fraction === null) {
          out.fraction = text;
          out.fractionIn = topKey;
        }
      }
      i = j;
      continue;
    }
    i++;
  }
  return out;
}
