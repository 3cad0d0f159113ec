//! Hex geometry of a player's map board (chapter 9).
use crate::json::Value;
use std::collections::{HashMap, HashSet};

pub type Hex = (i64, i64);

pub const DIRS: [(i64, i64); 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];

pub fn hex_id(h: Hex) -> String {
    format!("{},{}", h.0, h.1)
}

pub fn parse_hex(s: &str) -> Option<Hex> {
    let mut it = s.split(',');
    let q = it.next()?.parse::<i64>().ok()?;
    let r = it.next()?.parse::<i64>().ok()?;
    if it.next().is_some() {
        return None;
    }
    Some((q, r))
}

pub fn neighbours(h: Hex) -> Vec<Hex> {
    DIRS.iter().map(|d| (h.0 + d.0, h.1 + d.1)).collect()
}

pub fn adjacent(a: Hex, b: Hex) -> bool {
    let d = (b.0 - a.0, b.1 - a.1);
    DIRS.contains(&d)
}

pub fn edge_id(a: Hex, b: Hex) -> String {
    let (x, y) = if a <= b { (a, b) } else { (b, a) };
    format!("{}|{}", hex_id(x), hex_id(y))
}

pub fn parse_edge(s: &str) -> Option<(Hex, Hex)> {
    let mut it = s.split('|');
    let a = parse_hex(it.next()?)?;
    let b = parse_hex(it.next()?)?;
    if it.next().is_some() {
        return None;
    }
    Some((a, b))
}

/// An edge written canonically: neighbours, in ascending (q, r) order.
pub fn edge_canonical(s: &str) -> bool {
    match parse_edge(s) {
        Some((a, b)) => adjacent(a, b) && a < b && edge_id(a, b) == s,
        None => false,
    }
}

/// The two hexes next to both ends of an edge (its corners' third hexes).
pub fn common_neighbours(a: Hex, b: Hex) -> Vec<Hex> {
    neighbours(a).into_iter().filter(|c| adjacent(*c, b)).collect()
}

/// The four edges sharing a corner with edge a|b.
pub fn adjacent_edges(a: Hex, b: Hex) -> Vec<(Hex, Hex)> {
    let mut v = Vec::new();
    for c in common_neighbours(a, b) {
        v.push((a, c));
        v.push((b, c));
    }
    v
}

/// A view of one player's map and pieces, built from the state.
pub struct Map {
    pub hexes: HashMap<Hex, String>,
    pub order: Vec<Hex>,
    pub bonus: HashMap<Hex, Value>,
    pub tiles: HashMap<Hex, (String, bool)>,
    pub roads: HashSet<String>,
    pub props: HashMap<Hex, String>,
    pub rabbits: HashSet<Hex>,
    pub draw_areas: Vec<(String, Hex)>,
    pub active_areas: HashSet<String>,
    pub ports: Vec<(String, Hex)>,
    pub perimeter: Vec<Hex>,
}

impl Map {
    pub fn of(p: &Value) -> Option<Map> {
        let m = p.get("map")?;
        if m.is_null() {
            return None;
        }
        let mut hexes = HashMap::new();
        let mut order = Vec::new();
        let mut bonus = HashMap::new();
        for h in m.get("hexes").and_then(|x| x.as_arr()).map(|x| x.as_slice()).unwrap_or(&[]) {
            let q = h.get("q").and_then(|x| x.as_i64()).unwrap_or(0);
            let r = h.get("r").and_then(|x| x.as_i64()).unwrap_or(0);
            let t = h.get("terrain").and_then(|x| x.as_str()).unwrap_or("").to_string();
            hexes.insert((q, r), t);
            order.push((q, r));
            if let Some(b) = h.get("bonus") {
                bonus.insert((q, r), b.clone());
            }
        }
        let mut tiles = HashMap::new();
        if let Some(Value::Obj(o)) = p.get("tiles") {
            for (k, v) in o {
                if let Some(h) = parse_hex(k) {
                    let tile = v.get("tile").and_then(|x| x.as_str()).unwrap_or("").to_string();
                    let f = v.get("flipped").and_then(|x| x.as_bool()).unwrap_or(false);
                    tiles.insert(h, (tile, f));
                }
            }
        }
        let roads: HashSet<String> = p
            .get("roads")
            .and_then(|x| x.as_arr())
            .map(|a| a.iter().filter_map(|x| x.as_str().map(|s| s.to_string())).collect())
            .unwrap_or_default();
        let mut props = HashMap::new();
        if let Some(Value::Obj(o)) = p.get("properties") {
            for (k, v) in o {
                if let Some(h) = parse_hex(k) {
                    props.insert(h, v.as_str().unwrap_or("").to_string());
                }
            }
        }
        let rabbits = p
            .get("rabbits")
            .and_then(|x| x.as_arr())
            .map(|a| a.iter().filter_map(|x| x.as_str().and_then(parse_hex)).collect())
            .unwrap_or_default();
        let draw_areas = m
            .get("extra_draw_areas")
            .and_then(|x| x.as_arr())
            .map(|a| {
                a.iter()
                    .map(|x| {
                        (
                            x.get("id").and_then(|i| i.as_str()).unwrap_or("").to_string(),
                            (x.get("q").and_then(|i| i.as_i64()).unwrap_or(0), x.get("r").and_then(|i| i.as_i64()).unwrap_or(0)),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default();
        let active_areas = p
            .get("draw_areas")
            .and_then(|x| x.as_arr())
            .map(|a| a.iter().filter_map(|x| x.as_str().map(|s| s.to_string())).collect())
            .unwrap_or_default();
        let ports = m
            .get("ports")
            .and_then(|x| x.as_arr())
            .map(|a| {
                a.iter()
                    .filter_map(|x| {
                        let id = x.get("id")?.as_str()?.to_string();
                        let h = parse_hex(x.get("hex")?.as_str()?)?;
                        Some((id, h))
                    })
                    .collect()
            })
            .unwrap_or_default();
        let perimeter = m
            .get("perimeter")
            .and_then(|x| x.as_arr())
            .map(|a| a.iter().filter_map(|x| x.as_str().and_then(parse_hex)).collect())
            .unwrap_or_default();
        Some(Map { hexes, order, bonus, tiles, roads, props, rabbits, draw_areas, active_areas, ports, perimeter })
    }

    pub fn is_capital(&self, h: Hex) -> bool {
        self.hexes.get(&h).map(|t| t == "capital").unwrap_or(false)
    }

    pub fn has_road(&self, a: Hex, b: Hex) -> bool {
        self.roads.contains(&edge_id(a, b))
    }

    pub fn hex_touches_road(&self, h: Hex) -> bool {
        neighbours(h).into_iter().any(|n| self.has_road(h, n))
    }

    /// Hexes where a terrain tile may go (without the tile-type check).
    pub fn terrain_spot_ok(&self, h: Hex, waived: bool) -> bool {
        match self.hexes.get(&h) {
            None => false,
            Some(t) if t == "capital" => false,
            Some(_) => {
                if self.tiles.contains_key(&h) {
                    return false;
                }
                waived || neighbours(h).into_iter().any(|n| self.is_capital(n) || self.tiles.contains_key(&n))
            }
        }
    }

    /// Every edge of a hex of the map, canonical, ascending.
    pub fn all_edges(&self) -> Vec<(Hex, Hex)> {
        let mut set: Vec<(Hex, Hex)> = Vec::new();
        let mut seen = HashSet::new();
        for h in &self.order {
            for n in neighbours(*h) {
                let (a, b) = if *h <= n { (*h, n) } else { (n, *h) };
                if seen.insert((a, b)) {
                    set.push((a, b));
                }
            }
        }
        set.sort_by(|x, y| edge_id(x.0, x.1).cmp(&edge_id(y.0, y.1)));
        set
    }

    pub fn edge_on_map(&self, a: Hex, b: Hex) -> bool {
        adjacent(a, b) && (self.hexes.contains_key(&a) || self.hexes.contains_key(&b))
    }

    pub fn road_spot_ok(&self, a: Hex, b: Hex) -> bool {
        if !self.edge_on_map(a, b) || self.has_road(a, b) {
            return false;
        }
        if self.is_capital(a) || self.is_capital(b) {
            return true;
        }
        for (x, y) in adjacent_edges(a, b) {
            if self.is_capital(x) || self.is_capital(y) || self.has_road(x, y) {
                return true;
            }
        }
        false
    }

    pub fn legal_road_edges(&self) -> Vec<(Hex, Hex)> {
        self.all_edges().into_iter().filter(|(a, b)| self.road_spot_ok(*a, *b)).collect()
    }

    /// Whether an extra draw area's two conditions hold.
    pub fn area_complete(&self, pos: Hex) -> bool {
        let tile = neighbours(pos).into_iter().any(|n| self.tiles.contains_key(&n));
        let road = neighbours(pos).into_iter().any(|n| self.has_road(pos, n));
        tile && road
    }

    /// Property locations: flipped tiles or capital hexes without a property.
    pub fn locations(&self) -> Vec<Hex> {
        let mut v: Vec<Hex> = self
            .order
            .iter()
            .cloned()
            .filter(|h| !self.props.contains_key(h))
            .filter(|h| self.is_capital(*h) || self.tiles.get(h).map(|t| t.1).unwrap_or(false))
            .collect();
        v.sort_by(|a, b| hex_id(*a).cmp(&hex_id(*b)));
        v
    }

    pub fn port_connected(&self, pier: Hex) -> bool {
        if !self.tiles.contains_key(&pier) {
            return false;
        }
        let mut seen = HashSet::new();
        let mut stack = vec![pier];
        seen.insert(pier);
        while let Some(h) = stack.pop() {
            if neighbours(h).into_iter().any(|n| self.is_capital(n)) {
                return true;
            }
            for n in neighbours(h) {
                if self.tiles.contains_key(&n) && seen.insert(n) {
                    stack.push(n);
                }
            }
        }
        false
    }

    pub fn connected_ports(&self) -> i64 {
        self.ports.iter().filter(|(_, h)| self.port_connected(*h)).count() as i64
    }

    /// Groups of adjacent properties: each a list of hexes.
    pub fn groups(&self) -> Vec<Vec<Hex>> {
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        let mut keys: Vec<Hex> = self.props.keys().cloned().collect();
        keys.sort();
        for h in keys {
            if seen.contains(&h) {
                continue;
            }
            let mut g = vec![];
            let mut st = vec![h];
            seen.insert(h);
            while let Some(x) = st.pop() {
                g.push(x);
                for n in neighbours(x) {
                    if self.props.contains_key(&n) && seen.insert(n) {
                        st.push(n);
                    }
                }
            }
            out.push(g);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn edges() {
        assert_eq!(edge_id((0, 1), (0, 0)), "0,0|0,1");
        assert_eq!(edge_id((-1, 0), (0, -1)), "-1,0|0,-1");
        assert!(edge_canonical("-1,0|0,-1"));
        assert!(!edge_canonical("0,-1|-1,0"));
        assert_eq!(adjacent_edges((0, 0), (1, 0)).len(), 4);
    }
}
