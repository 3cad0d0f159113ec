// A small JSON Schema check for the keywords schemas/sweet-lands/action.schema.json
// uses, so that an answer of no known shape is an invalid request (decisions.md D8.1 (1)).
import { J, readSchema } from "./data";
import { canon } from "./state";

function typeOk(t: string, v: J): boolean {
  switch (t) {
    case "object": return v !== null && typeof v === "object" && !Array.isArray(v);
    case "array": return Array.isArray(v);
    case "string": return typeof v === "string";
    case "integer": return Number.isInteger(v);
    case "number": return typeof v === "number";
    case "boolean": return typeof v === "boolean";
    case "null": return v === null;
  }
  return true;
}

export function valid(sc: J, v: J): boolean {
  if (sc === true || sc === undefined) return true;
  if (sc === false) return false;
  if (sc.type !== undefined) {
    const ts: string[] = Array.isArray(sc.type) ? sc.type : [sc.type];
    if (!ts.some((t) => typeOk(t, v))) return false;
  }
  if ("const" in sc && canon(sc.const) !== canon(v)) return false;
  if (sc.enum && !sc.enum.some((e: J) => canon(e) === canon(v))) return false;
  if (sc.oneOf && sc.oneOf.filter((x: J) => valid(x, v)).length !== 1) return false;
  if (sc.anyOf && !sc.anyOf.some((x: J) => valid(x, v))) return false;
  if (typeof v === "number") {
    if (sc.minimum !== undefined && v < sc.minimum) return false;
    if (sc.maximum !== undefined && v > sc.maximum) return false;
  }
  if (typeof v === "string") {
    if (sc.pattern && !new RegExp(sc.pattern, "u").test(v)) return false;
    if (sc.minLength !== undefined && [...v].length < sc.minLength) return false;
  }
  if (Array.isArray(v)) {
    if (sc.minItems !== undefined && v.length < sc.minItems) return false;
    if (sc.maxItems !== undefined && v.length > sc.maxItems) return false;
    if (sc.uniqueItems && new Set(v.map(canon)).size !== v.length) return false;
    if (sc.items && !v.every((x) => valid(sc.items, x))) return false;
  }
  if (typeOk("object", v)) {
    const keys = Object.keys(v);
    if (sc.required && !sc.required.every((k: string) => k in v)) return false;
    if (sc.minProperties !== undefined && keys.length < sc.minProperties) return false;
    if (sc.propertyNames && !keys.every((k) => valid(sc.propertyNames, k))) return false;
    const props = sc.properties || {};
    for (const k of keys) {
      if (k in props) {
        if (!valid(props[k], v[k])) return false;
      } else if (sc.additionalProperties !== undefined && !valid(sc.additionalProperties, v[k])) return false;
    }
  }
  return true;
}

let actionSchema: J = null;
export function validAction(a: J): boolean {
  if (!actionSchema) actionSchema = readSchema("sweet-lands/action.schema.json");
  return valid(actionSchema, a);
}
