// Cities (SL-10.7): groups of connected properties holding at least 3 kinds.
import { J, table } from "./data";
import { State } from "./state";
import { neighbours, hasModifier } from "./map";

export function propertyKind(s: State, token: string): string {
  const t = table(s, "properties").find((x: J) => x.id === token);
  return t ? t.kind : token.replace(/_\d+$/, "");
}

export function groups(p: J): string[][] {
  const props: Record<string, string> = p.properties || {};
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const h of Object.keys(props).sort()) {
    if (seen.has(h)) continue;
    const g: string[] = [];
    const todo = [h];
    seen.add(h);
    while (todo.length) {
      const x = todo.pop() as string;
      g.push(x);
      for (const n of neighbours(x)) if (props[n] !== undefined && !seen.has(n)) {
        seen.add(n);
        todo.push(n);
      }
    }
    out.push(g);
  }
  return out;
}

export function cities(s: State, p: J): string[][] {
  const anyThree = hasModifier(s, p, "city_any_three_properties");
  const towerCity = hasModifier(s, p, "clock_tower_is_city");
  return groups(p).filter((g) => {
    const kinds = new Set(g.map((h) => propertyKind(s, p.properties[h])));
    if (kinds.size >= 3) return true;
    if (anyThree && g.length >= 3) return true;
    if (towerCity && kinds.has("clock_tower")) return true;
    return false;
  });
}

/** SL-10.8.1, SL-10.8.2 (or Lotus Che's rate tile, SL-10.8.3). */
export function cityPoints(s: State, p: J, n: number): number {
  for (const m of modifiersOf(s, p)) {
    if (m.modifier === "city_point_rate_table") {
      let v = 0;
      for (const [c, cp] of m.params.rows) if (n >= c) v = cp;
      return v;
    }
  }
  const t = [0, 1, 2, 3, 5, 7, 9];
  return t[Math.min(n, 6)];
}
import { modifiers as modifiersOf } from "./map";
