// A JSON Schema (draft 2020-12) check for the keywords the schemas of this
// checkout use: type, const, enum, properties, additionalProperties, required,
// propertyNames, min/maxProperties, items, prefixItems, min/maxItems,
// uniqueItems, minimum, maximum, pattern, min/maxLength, allOf, anyOf, oneOf,
// not, if/then/else and $ref (inside a document, or to another registered
// document by its $id). It answers the first place a value breaks its schema,
// with a path and a message in words, or null; the path is only built on the
// way out of a failure, so a value that passes costs no strings.
import { J } from "./data";
import { canon } from "./state";

export type SchemaError = { path: string[]; message: string };

const regexes = new Map<string, RegExp>();
function regex(p: string): RegExp {
  let r = regexes.get(p);
  if (!r) {
    r = new RegExp(p, "u");
    regexes.set(p, r);
  }
  return r;
}

function typeOk(t: string, v: J): boolean {
  switch (t) {
    case "object": return v !== null && typeof v === "object" && !Array.isArray(v);
    case "array": return Array.isArray(v);
    case "string": return typeof v === "string";
    case "integer": return typeof v === "number" && Number.isInteger(v);
    case "number": return typeof v === "number" && Number.isFinite(v);
    case "boolean": return typeof v === "boolean";
    case "null": return v === null;
  }
  return false;
}

/** A short quote of a value for a message (protocol §1.8). */
export function quote(v: J): string {
  let s: string;
  try {
    s = JSON.stringify(v);
  } catch {
    s = String(v);
  }
  if (s === undefined) s = String(v);
  return s.length > 60 ? s.slice(0, 57) + "..." : s;
}

function fail(message: string): SchemaError {
  return { path: [], message };
}
function at(seg: string | number, e: SchemaError): SchemaError {
  e.path.unshift(String(seg));
  return e;
}

export class Validator {
  private docs = new Map<string, J>();

  /** Registers a schema document under its $id. */
  add(doc: J): this {
    if (doc && typeof doc.$id === "string") this.docs.set(doc.$id, doc);
    return this;
  }

  /** The first place `v` breaks `schema` (read in document `doc`), or null. */
  check(schema: J, v: J, doc: J = schema): SchemaError | null {
    return this.v(schema, v, doc);
  }

  private resolve(ref: string, doc: J): [J, J] {
    const hash = ref.indexOf("#");
    const base = hash < 0 ? ref : ref.slice(0, hash);
    const frag = hash < 0 ? "" : ref.slice(hash + 1);
    let d = doc;
    if (base !== "") {
      d = this.docs.get(base);
      if (!d) throw new Error("schema " + base + " is not registered");
    }
    let node = d;
    if (frag !== "") {
      for (const raw of frag.split("/").slice(1)) {
        const seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
        node = node?.[seg];
      }
    }
    if (node === undefined) throw new Error("schema reference " + ref + " leads nowhere");
    return [node, d];
  }

  private v(sc: J, v: J, doc: J): SchemaError | null {
    if (sc === true || sc === undefined) return null;
    if (sc === false) return fail("no value is allowed here");
    let e: SchemaError | null;
    if (sc.$ref !== undefined) {
      const [target, d] = this.resolve(sc.$ref, doc);
      if ((e = this.v(target, v, d))) return e;
    }
    if (sc.type !== undefined) {
      const ts: string[] = Array.isArray(sc.type) ? sc.type : [sc.type];
      if (!ts.some((t) => typeOk(t, v))) return fail(quote(v) + " is not of type " + ts.join(" or "));
    }
    if ("const" in sc && canon(sc.const) !== canon(v)) return fail(quote(v) + " is not " + quote(sc.const));
    if (sc.enum !== undefined) {
      const k = canon(v);
      if (!sc.enum.some((x: J) => canon(x) === k)) return fail(quote(v) + " is not one of " + quote(sc.enum));
    }
    if (typeof v === "number") {
      if (sc.minimum !== undefined && !(v >= sc.minimum)) return fail(quote(v) + " is below the minimum " + sc.minimum);
      if (sc.maximum !== undefined && !(v <= sc.maximum)) return fail(quote(v) + " is above the maximum " + sc.maximum);
    }
    if (typeof v === "string") {
      if (sc.pattern !== undefined && !regex(sc.pattern).test(v)) return fail(quote(v) + " does not match " + sc.pattern);
      if (sc.minLength !== undefined || sc.maxLength !== undefined) {
        const n = [...v].length;
        if (sc.minLength !== undefined && n < sc.minLength) return fail(quote(v) + " is shorter than " + sc.minLength);
        if (sc.maxLength !== undefined && n > sc.maxLength) return fail(quote(v) + " is longer than " + sc.maxLength);
      }
    }
    if (Array.isArray(v)) {
      if (sc.minItems !== undefined && v.length < sc.minItems) return fail("a list of " + v.length + " items, fewer than " + sc.minItems);
      if (sc.maxItems !== undefined && v.length > sc.maxItems) return fail("a list of " + v.length + " items, more than " + sc.maxItems);
      let from = 0;
      if (Array.isArray(sc.prefixItems)) {
        from = sc.prefixItems.length;
        for (let i = 0; i < v.length && i < from; i++) if ((e = this.v(sc.prefixItems[i], v[i], doc))) return at(i, e);
      }
      if (sc.items !== undefined) for (let i = from; i < v.length; i++) if ((e = this.v(sc.items, v[i], doc))) return at(i, e);
      if (sc.uniqueItems && v.length > 1) {
        const seen = new Set<string>();
        for (let i = 0; i < v.length; i++) {
          const k = canon(v[i]);
          if (seen.has(k)) return at(i, fail(quote(v[i]) + " is listed twice"));
          seen.add(k);
        }
      }
    }
    if (v !== null && typeof v === "object" && !Array.isArray(v)) {
      const keys = Object.keys(v);
      if (sc.required !== undefined) for (const k of sc.required) if (!(k in v)) return fail("lacks the field " + k);
      if (sc.minProperties !== undefined && keys.length < sc.minProperties) return fail("has fewer than " + sc.minProperties + " fields");
      if (sc.maxProperties !== undefined && keys.length > sc.maxProperties) return fail("has more than " + sc.maxProperties + " fields");
      if (sc.propertyNames !== undefined) {
        for (const k of keys) if ((e = this.v(sc.propertyNames, k, doc))) return at(k, { path: [], message: "the name " + e.message });
      }
      const props = sc.properties;
      if (props !== undefined || sc.additionalProperties !== undefined) {
        for (const k of keys) {
          if (props !== undefined && Object.prototype.hasOwnProperty.call(props, k)) {
            if ((e = this.v(props[k], v[k], doc))) return at(k, e);
          } else if (sc.additionalProperties !== undefined) {
            if (sc.additionalProperties === false) return at(k, fail("is a field the schema does not have"));
            if ((e = this.v(sc.additionalProperties, v[k], doc))) return at(k, e);
          }
        }
      }
    }
    if (sc.allOf !== undefined) for (const x of sc.allOf) if ((e = this.v(x, v, doc))) return e;
    if (sc.anyOf !== undefined) {
      if (!sc.anyOf.some((x: J) => this.v(x, v, doc) === null)) return this.none(sc.anyOf, v, doc);
    }
    if (sc.oneOf !== undefined) {
      let n = 0;
      for (const x of sc.oneOf) if (this.v(x, v, doc) === null && ++n > 1) break;
      if (n === 0) return this.none(sc.oneOf, v, doc);
      if (n > 1) return fail(quote(v) + " matches more than one of its forms");
    }
    if (sc.not !== undefined && this.v(sc.not, v, doc) === null) return fail(quote(v) + " has a form that is not allowed");
    if (sc.if !== undefined) {
      if (this.v(sc.if, v, doc) === null) {
        if (sc.then !== undefined && (e = this.v(sc.then, v, doc))) return e;
      } else if (sc.else !== undefined && (e = this.v(sc.else, v, doc))) return e;
    }
    return null;
  }

  /** The error of an anyOf/oneOf that nothing matched: the one form of the value's type, when there is one. */
  private none(forms: J[], v: J, doc: J): SchemaError {
    const fit = forms.filter((x) => {
      let t = x;
      if (t && t.$ref !== undefined && t.type === undefined) t = this.resolve(t.$ref, doc)[0];
      if (!t || t.type === undefined) return t && t.const === undefined && t.enum === undefined;
      const ts: string[] = Array.isArray(t.type) ? t.type : [t.type];
      return ts.some((ty) => typeOk(ty, v));
    });
    if (fit.length === 1) {
      const e = this.v(fit[0], v, doc);
      if (e) return e;
    }
    return fail(quote(v) + " matches none of its allowed forms");
  }
}
