//! The game state (kept as JSON) and the helpers every part of the rules uses.
use crate::comp::Comp;
use crate::json::{obj, Value};
use crate::map::{self, Hex, Map};
use crate::rng::Rng;
use std::rc::Rc;

pub const BASIC: [&str; 3] = ["wheat", "wood", "iron"];
pub const COLUMNS: [&str; 3] = ["agricultural", "forestry", "mining"];
pub const INCOME_KINDS: [&str; 4] = ["gold", "wheat", "wood", "iron"];

#[derive(Clone)]
pub struct G {
    pub st: Value,
    pub c: Rc<Comp>,
}

pub fn gi(v: &Value, k: &str) -> i64 {
    v.get(k).and_then(|x| x.as_i64()).unwrap_or(0)
}
pub fn gs(v: &Value, k: &str) -> String {
    v.get(k).and_then(|x| x.as_str()).unwrap_or("").to_string()
}
pub fn gb(v: &Value, k: &str) -> bool {
    v.get(k).and_then(|x| x.as_bool()).unwrap_or(false)
}
pub fn garr(v: &Value, k: &str) -> Vec<Value> {
    v.get(k).and_then(|x| x.as_arr()).cloned().unwrap_or_default()
}
pub fn gstrs(v: &Value, k: &str) -> Vec<String> {
    v.get(k)
        .and_then(|x| x.as_arr())
        .map(|a| a.iter().filter_map(|x| x.as_str().map(|s| s.to_string())).collect())
        .unwrap_or_default()
}
pub fn strs(v: &[String]) -> Value {
    Value::Arr(v.iter().map(|s| Value::s(s)).collect())
}
pub fn ints(v: &[i64]) -> Value {
    Value::Arr(v.iter().map(|s| Value::i(*s)).collect())
}

/// The one key of an effect (other than `if`), and its value.
pub fn op(e: &Value) -> (String, Value) {
    if let Value::Obj(m) = e {
        if m.iter().any(|(k, _)| k == "if") {
            return ("if".into(), e.clone());
        }
        if let Some((k, v)) = m.first() {
            return (k.clone(), v.clone());
        }
    }
    (String::new(), Value::Null)
}

pub fn frame(kind: &str, player: Option<usize>, fields: Vec<(&str, Value)>) -> Value {
    let mut m = vec![("kind".to_string(), Value::s(kind))];
    if let Some(p) = player {
        m.push(("player".to_string(), Value::i(p as i64)));
    }
    for (k, v) in fields {
        m.push((k.to_string(), v));
    }
    Value::Obj(m)
}

pub fn effect_frame(p: usize, e: &Value, ctx: &Option<Value>) -> Value {
    let mut f = frame("effect", Some(p), vec![("effect", e.clone())]);
    if let Some(c) = ctx {
        if c.as_obj().map(|m| !m.is_empty()).unwrap_or(false) {
            f.set("ctx", c.clone());
        }
    }
    f
}

/// Every mix of `count` units among `kinds` (each count positive, zero left out).
pub fn mixes(kinds: &[String], count: i64) -> Vec<Vec<(String, i64)>> {
    let mut out = Vec::new();
    fn rec(kinds: &[String], i: usize, left: i64, cur: &mut Vec<(String, i64)>, out: &mut Vec<Vec<(String, i64)>>) {
        if i == kinds.len() {
            if left == 0 {
                out.push(cur.clone());
            }
            return;
        }
        if i == kinds.len() - 1 {
            if left > 0 {
                cur.push((kinds[i].clone(), left));
                out.push(cur.clone());
                cur.pop();
            } else {
                out.push(cur.clone());
            }
            return;
        }
        for n in 0..=left {
            if n > 0 {
                cur.push((kinds[i].clone(), n));
            }
            rec(kinds, i + 1, left - n, cur, out);
            if n > 0 {
                cur.pop();
            }
        }
    }
    if count < 0 || kinds.is_empty() {
        return out;
    }
    let mut dedup: Vec<String> = Vec::new();
    for k in kinds {
        if !dedup.contains(k) {
            dedup.push(k.clone());
        }
    }
    rec(&dedup, 0, count, &mut Vec::new(), &mut out);
    out
}

pub fn mix_value(m: &[(String, i64)]) -> Value {
    let mut v: Vec<(String, i64)> = m.to_vec();
    v.sort();
    Value::Obj(v.into_iter().map(|(k, n)| (k, Value::i(n))).collect())
}

/// Subsets of `items` of size k, each ascending.
pub fn combos(items: &[String], k: usize) -> Vec<Vec<String>> {
    let mut sorted = items.to_vec();
    sorted.sort();
    let mut out = Vec::new();
    fn rec(s: &[String], k: usize, start: usize, cur: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..s.len() {
            if s.len() - i < k - cur.len() {
                break;
            }
            cur.push(s[i].clone());
            rec(s, k, i + 1, cur, out);
            cur.pop();
        }
    }
    if k <= sorted.len() {
        rec(&sorted, k, 0, &mut Vec::new(), &mut out);
    }
    out
}

impl G {
    // ---------- basic access ----------
    pub fn n(&self) -> usize {
        self.st.get("players").and_then(|x| x.as_arr()).map(|a| a.len()).unwrap_or(0)
    }
    pub fn solo(&self) -> bool {
        self.n() == 1
    }
    pub fn round(&self) -> i64 {
        gi(&self.st, "round")
    }
    pub fn variant(&self, v: &str) -> bool {
        gstrs(&self.st, "variants").iter().any(|x| x == v)
    }
    pub fn p(&self, s: usize) -> &Value {
        &self.st.get("players").and_then(|x| x.as_arr()).unwrap()[s]
    }
    pub fn pm(&mut self, s: usize) -> &mut Value {
        &mut self.st.get_mut("players").and_then(|x| x.as_arr_mut()).unwrap()[s]
    }
    pub fn stack(&self) -> &Vec<Value> {
        self.st.get("stack").and_then(|x| x.as_arr()).unwrap()
    }
    pub fn stack_mut(&mut self) -> &mut Vec<Value> {
        self.st.get_mut("stack").and_then(|x| x.as_arr_mut()).unwrap()
    }
    pub fn top(&self) -> Option<&Value> {
        self.stack().last()
    }
    pub fn pop(&mut self) -> Option<Value> {
        self.stack_mut().pop()
    }
    pub fn push(&mut self, f: Value) {
        self.stack_mut().push(f)
    }
    /// Pushes frames so that the first of the list ends on top.
    pub fn push_seq(&mut self, fs: Vec<Value>) {
        for f in fs.into_iter().rev() {
            self.push(f);
        }
    }
    pub fn res(&self, s: usize, k: &str) -> i64 {
        gi(self.p(s).get("resources").unwrap_or(&Value::Null), k)
    }
    pub fn add_res(&mut self, s: usize, k: &str, n: i64) {
        let cur = self.res(s, k);
        let v = (cur + n).max(0);
        if let Some(r) = self.pm(s).get_mut("resources") {
            r.set(k, Value::i(v));
        }
    }
    pub fn income(&self, s: usize, k: &str) -> i64 {
        gi(self.p(s).get("income").unwrap_or(&Value::Null), k)
    }
    pub fn pint(&self, s: usize, k: &str) -> i64 {
        gi(self.p(s), k)
    }
    pub fn pset(&mut self, s: usize, k: &str, v: Value) {
        self.pm(s).set(k, v);
    }
    pub fn add_pint(&mut self, s: usize, k: &str, n: i64) {
        let v = self.pint(s, k) + n;
        self.pset(s, k, Value::i(v.max(0)));
    }
    pub fn hand(&self, s: usize) -> Vec<String> {
        gstrs(self.p(s), "hand")
    }
    pub fn set_hand(&mut self, s: usize, mut h: Vec<String>) {
        h.sort();
        self.pset(s, "hand", strs(&h));
    }
    pub fn deck(&self) -> Vec<String> {
        gstrs(&self.st, "deck")
    }
    pub fn rng(&self) -> Rng {
        Rng::from_hex(&gs(&self.st, "rng"))
    }
    pub fn set_rng(&mut self, r: &Rng) {
        self.st.set("rng", Value::Str(r.hex()));
    }
    pub fn map(&self, s: usize) -> Option<Map> {
        Map::of(self.p(s))
    }
    pub fn card_type(&self, card: &str) -> Option<&Value> {
        let t = self.st.get("cards")?.get(card)?.as_str()?;
        self.st.get("card_types")?.get(t)
    }
    pub fn character(&self, s: usize) -> Option<&Value> {
        let id = self.p(s).get("character")?.as_str()?;
        self.c.find("characters", id)
    }
    pub fn clock_tower_placed(&self, s: usize) -> bool {
        if let Some(Value::Obj(m)) = self.p(s).get("properties") {
            return m.iter().any(|(_, v)| self.token_kind(v.as_str().unwrap_or("")) == "clock_tower");
        }
        false
    }
    pub fn token_kind(&self, t: &str) -> String {
        self.c.find("properties", t).map(|x| gs(x, "kind")).unwrap_or_else(|| if t == "clock_tower" { "clock_tower".into() } else { String::new() })
    }
    /// Character abilities in force: basic ones, then clock tower ones once placed.
    pub fn char_abilities(&self, s: usize) -> Vec<Value> {
        let mut v = Vec::new();
        if let Some(c) = self.character(s) {
            v.extend(garr(c, "basic_abilities"));
            if self.clock_tower_placed(s) {
                v.extend(garr(c, "clock_tower_abilities"));
            }
        }
        v
    }
    pub fn skill_ids(&self, s: usize) -> Vec<String> {
        let mut v: Vec<String> = match self.p(s).get("skill_tiles") {
            Some(Value::Obj(m)) => m.iter().map(|(k, _)| k.clone()).collect(),
            _ => vec![],
        };
        v.sort();
        v
    }
    pub fn all_abilities(&self, s: usize) -> Vec<Value> {
        let mut v = self.char_abilities(s);
        for t in self.skill_ids(s) {
            if let Some(x) = self.c.find("skill_tiles", &t) {
                v.extend(garr(x, "abilities"));
            }
        }
        v
    }
    pub fn modifiers(&self, s: usize) -> Vec<(String, Value)> {
        self.all_abilities(s)
            .into_iter()
            .filter_map(|a| a.get("modifier").and_then(|m| m.as_str()).map(|m| (m.to_string(), a.get("params").cloned().unwrap_or(Value::Null))))
            .collect()
    }
    pub fn has_mod(&self, s: usize, m: &str) -> bool {
        self.modifiers(s).iter().any(|(x, _)| x == m)
    }
    /// The abilities of a player that react to a trigger (D5.5).
    pub fn reactions(&self, s: usize, trigger: &str, amount: i64) -> Vec<Value> {
        let ctx = Some(obj(vec![("trigger_amount", Value::i(amount))]));
        self.all_abilities(s)
            .into_iter()
            .filter(|a| gs(a, "trigger") == trigger && a.get("effect").is_some())
            .filter(|a| a.get("condition").map(|c| self.cond(s, c, &None)).unwrap_or(true))
            .map(|a| effect_frame(s, a.get("effect").unwrap(), &ctx))
            .collect()
    }

    // ---------- cards ----------
    pub fn can_lose(&self, s: usize, k: usize) -> bool {
        let h = self.hand(s).len();
        if self.round() >= 5 {
            h >= k
        } else {
            h >= k + 1
        }
    }
    pub fn discard_cards(&mut self, s: usize, cards: &[String]) {
        let mut h = self.hand(s);
        let mut cs = cards.to_vec();
        cs.sort();
        h.retain(|c| !cs.contains(c));
        self.set_hand(s, h);
        let mut d = gstrs(&self.st, "discard");
        d.extend(cs);
        self.st.set("discard", strs(&d));
    }
    /// One draw (SL-6.1.1, SL-6.5.1).
    pub fn draw_one(&mut self, s: usize) {
        let mut deck = self.deck();
        if deck.is_empty() {
            let mut d = gstrs(&self.st, "discard");
            if d.is_empty() {
                return;
            }
            let mut r = self.rng();
            r.shuffle(&mut d);
            self.set_rng(&r);
            deck = d;
            self.st.set("discard", Value::Arr(vec![]));
        }
        let c = deck.remove(0);
        self.st.set("deck", strs(&deck));
        let mut h = self.hand(s);
        h.push(c);
        self.set_hand(s, h);
    }
    pub fn tags(&self, s: usize) -> Vec<String> {
        let mut v = Vec::new();
        let p = self.p(s);
        let mut cards = gstrs(p, "played");
        if let Some(a) = p.get("automated") {
            for c in COLUMNS.iter() {
                cards.extend(gstrs(a, c));
            }
        }
        for c in cards {
            if let Some(t) = self.card_type(&c) {
                v.extend(gstrs(t, "tags"));
            }
        }
        if let Some(c) = self.character(s) {
            for a in garr(c, "basic_abilities") {
                if gs(&a, "modifier") == "extra_sweets_tags" {
                    if let Some(pp) = a.get("params") {
                        v.extend(gstrs(pp, "tags"));
                    }
                }
            }
        }
        v
    }
    pub fn tag_count(&self, s: usize, tag: &str) -> i64 {
        self.tags(s).iter().filter(|t| *t == tag).count() as i64
    }
    pub fn play_cost(&self, s: usize, card: &str) -> i64 {
        let t = match self.card_type(card) {
            Some(t) => t,
            None => return 0,
        };
        let mut cost = gi(t, "play_cost");
        if gb(t, "brownie_discount") || self.has_mod(s, "brownie_discount_on_all_cards") {
            cost -= self.tag_count(s, "brownie");
        }
        cost.max(0)
    }
    pub fn automated_count(&self, s: usize) -> i64 {
        let a = self.p(s).get("automated").cloned().unwrap_or(Value::Null);
        COLUMNS.iter().map(|c| gstrs(&a, c).len() as i64).sum()
    }
    pub fn column_cards(&self, s: usize, col: &str) -> Vec<String> {
        self.p(s).get("automated").map(|a| gstrs(a, col)).unwrap_or_default()
    }
    pub fn column_limit(&self, s: usize, col: &str) -> i64 {
        let kind = match col {
            "agricultural" => "tent",
            "forestry" => "house",
            _ => "building",
        };
        let n = self.count_props(s, &[kind.to_string()]);
        let mut l = if n >= 4 { 3 } else if n >= 2 { 2 } else { 1 };
        for (m, p) in self.modifiers(s) {
            if m == "column_limit_plus" {
                l += gi(&p, "amount");
            }
        }
        l
    }
    /// Columns a card may be automated into now (room left).
    pub fn card_columns(&self, s: usize, card: &str) -> Vec<String> {
        let t = match self.card_type(card) {
            Some(t) => t,
            None => return vec![],
        };
        if gs(t, "kind") != "immediate" {
            return vec![];
        }
        let tag = gs(t, "industry_tag");
        let cols: Vec<&str> = if tag == "wildcard" { COLUMNS.to_vec() } else if COLUMNS.contains(&tag.as_str()) { vec![COLUMNS[COLUMNS.iter().position(|c| *c == tag).unwrap()]] } else { vec![] };
        cols.into_iter().filter(|c| (self.column_cards(s, c).len() as i64) < self.column_limit(s, c)).map(|c| c.to_string()).collect()
    }

    // ---------- map and tokens ----------
    pub fn count_props(&self, s: usize, kinds: &[String]) -> i64 {
        match self.p(s).get("properties") {
            Some(Value::Obj(m)) => m
                .iter()
                .filter(|(_, v)| kinds.is_empty() || kinds.contains(&self.token_kind(v.as_str().unwrap_or(""))))
                .count() as i64,
            _ => 0,
        }
    }
    pub fn placed_tokens(&self, s: usize) -> Vec<String> {
        match self.p(s).get("properties") {
            Some(Value::Obj(m)) => m.iter().filter_map(|(_, v)| v.as_str().map(|x| x.to_string())).collect(),
            _ => vec![],
        }
    }
    pub fn tile_type(&self, t: &str) -> Option<&Value> {
        self.c.find("terrain_tiles", t).or_else(|| self.c.find("special_terrain_tiles", t))
    }
    pub fn tile_kind(&self, t: &str) -> String {
        if let Some(x) = self.c.find("terrain_tiles", t) {
            return gs(x, "terrain");
        }
        if self.c.find("special_terrain_tiles", t).is_some() {
            return "special".into();
        }
        String::new()
    }
    /// Tile types that fit a hex of the given terrain (SL-9.3.4, SL-9.3.5).
    pub fn tiles_for(&self, terrain: &str) -> Vec<String> {
        if terrain == "special" {
            self.c.items("special_terrain_tiles").iter().map(|x| gs(x, "id")).collect()
        } else {
            self.c.items("terrain_tiles").iter().filter(|x| gs(x, "terrain") == terrain).map(|x| gs(x, "id")).collect()
        }
    }
    pub fn terrain_spots(&self, s: usize, restrict: &Option<Vec<String>>) -> Vec<(Hex, Vec<String>)> {
        let m = match self.map(s) {
            Some(m) => m,
            None => return vec![],
        };
        let waived = self.has_mod(s, "terrain_adjacency_waived");
        let mut out = Vec::new();
        for h in &m.order {
            if !m.terrain_spot_ok(*h, waived) {
                continue;
            }
            let t = m.hexes[h].clone();
            if let Some(r) = restrict {
                if !r.contains(&t) {
                    continue;
                }
            }
            let tiles = self.tiles_for(&t);
            if !tiles.is_empty() {
                out.push((*h, tiles));
            }
        }
        out
    }
    pub fn road_spots(&self, s: usize) -> Vec<(Hex, Hex)> {
        self.map(s).map(|m| m.legal_road_edges()).unwrap_or_default()
    }
    pub fn is_city(&self, s: usize, m: &Map, g: &[Hex]) -> bool {
        let kinds: std::collections::HashSet<String> = g.iter().map(|h| self.token_kind(&m.props[h])).collect();
        if kinds.len() >= 3 {
            return true;
        }
        if self.has_mod(s, "city_any_three_properties") && g.len() >= 3 {
            return true;
        }
        if self.has_mod(s, "clock_tower_is_city") && kinds.contains("clock_tower") {
            return true;
        }
        false
    }
    pub fn cities(&self, s: usize) -> Vec<Vec<Hex>> {
        match self.map(s) {
            Some(m) => {
                let gs_: Vec<Vec<Hex>> = m.groups();
                gs_.into_iter().filter(|g| self.is_city(s, &m, g)).collect()
            }
            None => vec![],
        }
    }
    pub fn locations(&self, s: usize) -> Vec<String> {
        self.map(s).map(|m| m.locations().into_iter().map(map::hex_id).collect()).unwrap_or_default()
    }

    // ---------- tracks ----------
    pub fn industry_first(&self) -> i64 {
        self.c.items("industry_track").iter().filter(|x| gs(x, "type") == "space").map(|x| gi(x, "space")).min().unwrap_or(1)
    }
    pub fn industry_space(&self, sp: i64) -> Option<&Value> {
        self.c.items("industry_track").iter().find(|x| gs(x, "type") == "space" && gi(x, "space") == sp)
    }
    pub fn industry_final(&self) -> i64 {
        let items = self.c.items("industry_track");
        if let Some(f) = items.iter().find(|x| gs(x, "type") == "space" && gb(x, "final")) {
            return gi(f, "space");
        }
        items.iter().filter(|x| gs(x, "type") == "space").map(|x| gi(x, "space")).max().unwrap_or(1)
    }
    /// Whether a marker on `sp` may take a step (final space: yes, for 1 VP).
    pub fn marker_can_step(&self, s: usize, sp: i64) -> bool {
        if sp >= self.industry_final() {
            return true;
        }
        if let Some(x) = self.industry_space(sp) {
            let lab = gs(x, "lab_after");
            if !lab.is_empty() && !self.placed_tokens(s).contains(&lab) {
                return false;
            }
        }
        true
    }
    pub fn loco(&self, s: usize) -> Option<i64> {
        self.p(s).get("locomotive").and_then(|x| x.as_i64())
    }
    pub fn food_final(&self) -> i64 {
        let items = self.c.items("food_track");
        if let Some(f) = items.iter().find(|x| gs(x, "type") == "space" && gb(x, "final")) {
            return gi(f, "space");
        }
        items.iter().filter(|x| gs(x, "type") == "space").map(|x| gi(x, "space")).max().unwrap_or(0)
    }
    pub fn rabbits(&self) -> Vec<Value> {
        let mut v: Vec<Value> = self.c.items("food_track").iter().filter(|x| gs(x, "type") == "rabbit").cloned().collect();
        v.sort_by_key(|x| gi(x, "order"));
        v
    }
    pub fn ptracks(&self) -> Vec<Value> {
        let mut v: Vec<Value> = self.c.items("prosperity_tracks").to_vec();
        v.sort_by_key(|x| gi(x, "position"));
        v
    }
    pub fn pros(&self, s: usize) -> Vec<i64> {
        garr(self.p(s), "prosperity").iter().map(|x| x.as_i64().unwrap_or(0)).collect()
    }
    pub fn track_steps(&self, s: usize, track: &Value) -> i64 {
        let i = (gi(track, "position") - 1).max(0) as usize;
        self.pros(s).get(i).cloned().unwrap_or(0)
    }
    pub fn colour_progress(&self, s: usize, colour: &str) -> i64 {
        self.ptracks().iter().filter(|t| gs(t, "colour") == colour).map(|t| self.track_steps(s, t)).sum()
    }
    pub fn colours(&self) -> Vec<String> {
        let mut v: Vec<String> = Vec::new();
        for t in self.ptracks() {
            let c = gs(&t, "colour");
            if !v.contains(&c) {
                v.push(c);
            }
        }
        v
    }
    pub fn least_colours(&self, s: usize) -> Vec<String> {
        let cols = self.colours();
        let min = cols.iter().map(|c| self.colour_progress(s, c)).min().unwrap_or(0);
        cols.into_iter().filter(|c| self.colour_progress(s, c) == min).collect()
    }
    /// Tracks of the allowed colours that can take one step: (track, costs a diamond).
    pub fn prosperity_options(&self, s: usize, colours: &[String]) -> Vec<(Value, bool)> {
        let mut out = Vec::new();
        let diamonds = self.res(s, "diamond");
        for t in self.ptracks() {
            if !colours.contains(&gs(&t, "colour")) {
                continue;
            }
            let cur = self.track_steps(s, &t);
            let len = gi(&t, "length");
            if cur >= len {
                continue;
            }
            let diamond = cur + 1 == len;
            if diamond && diamonds < 1 {
                continue;
            }
            out.push((t, diamond));
        }
        out
    }
    pub fn industry_icons_passed(&self, s: usize) -> i64 {
        let first = self.industry_first();
        let sum_to = |sp: i64| -> i64 {
            self.c
                .items("industry_track")
                .iter()
                .filter(|x| gs(x, "type") == "space" && gi(x, "space") > first && gi(x, "space") <= sp)
                .map(|x| gi(x, "ip"))
                .sum()
        };
        let mut t = sum_to(self.pint(s, "carriage"));
        if let Some(l) = self.loco(s) {
            t += sum_to(l);
        }
        t
    }
    pub fn city_point_rate(&self, s: usize) -> i64 {
        let n = self.cities(s).len() as i64;
        for (m, p) in self.modifiers(s) {
            if m == "city_point_rate_table" {
                let rows = garr(&p, "rows");
                let mut v = 0;
                for r in rows {
                    let a = r.as_arr().cloned().unwrap_or_default();
                    if a.len() == 2 && n >= a[0].as_i64().unwrap_or(0) {
                        v = a[1].as_i64().unwrap_or(0);
                    }
                }
                return v;
            }
        }
        [0, 1, 2, 3, 5, 7, 9][n.min(6) as usize]
    }

    // ---------- amounts, quantities, conditions ----------
    pub fn amount(&self, s: usize, a: &Value, ctx: &Option<Value>) -> i64 {
        match a {
            Value::Int(n) => *n as i64,
            Value::Obj(_) => {
                if let Some(t) = a.get("table") {
                    let of = t.get("of").map(|o| self.amount(s, o, ctx)).unwrap_or(0);
                    let mut v = 0;
                    for r in garr(t, "rows") {
                        let r = r.as_arr().cloned().unwrap_or_default();
                        if r.len() == 2 && of >= r[0].as_i64().unwrap_or(0) {
                            v = r[1].as_i64().unwrap_or(0);
                        }
                    }
                    v
                } else if let Some(q) = a.get("count") {
                    let q = q.as_str().unwrap_or("");
                    let mut v = self.quantity(s, q, a.get("param"), ctx);
                    let per = a.get("per").and_then(|x| x.as_i64()).unwrap_or(1).max(1);
                    let times = a.get("times").and_then(|x| x.as_i64()).unwrap_or(1);
                    v = v.div_euclid(per) * times;
                    if let Some(m) = a.get("max").and_then(|x| x.as_i64()) {
                        v = v.min(m);
                    }
                    v
                } else {
                    0
                }
            }
            _ => 0,
        }
    }

    pub fn quantity(&self, s: usize, q: &str, param: Option<&Value>, ctx: &Option<Value>) -> i64 {
        let pstr = param.and_then(|x| x.as_str()).unwrap_or("").to_string();
        let plist: Vec<String> = match param {
            Some(Value::Arr(a)) => a.iter().filter_map(|x| x.as_str().map(|s| s.to_string())).collect(),
            Some(Value::Str(x)) => vec![x.clone()],
            _ => vec![],
        };
        let map = self.map(s);
        match q {
            "cities" => self.cities(s).len() as i64,
            "cities_with_research_lab" | "cities_with_rabbit" | "cities_with_clock_tower" => {
                let m = match &map {
                    Some(m) => m,
                    None => return 0,
                };
                self.cities(s)
                    .iter()
                    .filter(|g| match q {
                        "cities_with_research_lab" => g.iter().any(|h| self.token_kind(&m.props[h]) == "research_lab"),
                        "cities_with_rabbit" => g.iter().any(|h| m.rabbits.contains(h)),
                        _ => g.iter().any(|h| self.token_kind(&m.props[h]) == "clock_tower"),
                    })
                    .count() as i64
            }
            "connected_ports" => map.map(|m| m.connected_ports()).unwrap_or(0),
            "rabbits_on_map" => garr(self.p(s), "rabbits").len() as i64,
            "terrain_tiles" => {
                let m = match &map {
                    Some(m) => m,
                    None => return 0,
                };
                m.tiles.values().filter(|(t, _)| plist.is_empty() || plist.contains(&self.tile_kind(t))).count() as i64
            }
            "most_numerous_terrain" => {
                let m = match &map {
                    Some(m) => m,
                    None => return 0,
                };
                ["wheat", "forest", "mine", "sea"].iter().map(|k| m.tiles.values().filter(|(t, _)| self.tile_kind(t) == *k).count() as i64).max().unwrap_or(0)
            }
            "perimeter_tiles" => map.map(|m| m.perimeter.iter().filter(|h| m.tiles.contains_key(h)).count() as i64).unwrap_or(0),
            "roads" => garr(self.p(s), "roads").len() as i64,
            "properties" => self.count_props(s, &plist),
            "automated_cards" => {
                if COLUMNS.contains(&pstr.as_str()) {
                    self.column_cards(s, &pstr).len() as i64
                } else {
                    self.automated_count(s)
                }
            }
            "automation_sets" => COLUMNS.iter().map(|c| self.column_cards(s, c).len() as i64).min().unwrap_or(0),
            "cards_played" => {
                let p = self.p(s);
                let mut cards = gstrs(p, "played");
                for c in COLUMNS.iter() {
                    cards.extend(self.column_cards(s, c));
                }
                cards.iter().filter(|c| pstr.is_empty() || self.card_type(c).map(|t| gs(t, "kind") == pstr).unwrap_or(false)).count() as i64
            }
            "skill_tiles" => self.skill_ids(s).len() as i64,
            "tags" => {
                let tags = self.tags(s);
                if pstr == "most_numerous" {
                    let mut best = 0;
                    for t in &tags {
                        best = best.max(tags.iter().filter(|x| *x == t).count() as i64);
                    }
                    best
                } else {
                    tags.iter().filter(|t| **t == pstr).count() as i64
                }
            }
            "income" => self.income(s, &pstr),
            "lowest_basic_income" => BASIC.iter().map(|k| self.income(s, k)).min().unwrap_or(0),
            "highest_basic_income" => BASIC.iter().map(|k| self.income(s, k)).max().unwrap_or(0),
            "industry_icons_passed" => self.industry_icons_passed(s),
            "industry_points_this_pass" => {
                let mut t = self.industry_icons_passed(s);
                for a in self.char_abilities(s) {
                    if gs(&a, "timing") != "pass" {
                        continue;
                    }
                    let e = a.get("effect").cloned().unwrap_or(Value::Null);
                    let (k, v) = op(&e);
                    if k == "ip" {
                        t += self.amount(s, &v, ctx);
                    } else if k == "all" {
                        for part in v.as_arr().cloned().unwrap_or_default() {
                            let (k2, v2) = op(&part);
                            if k2 == "ip" {
                                t += self.amount(s, &v2, ctx);
                            }
                        }
                    }
                }
                t
            }
            "industry_points" => self.pint(s, "ip"),
            "city_points" => self.pint(s, "cp"),
            "city_point_rate" => self.city_point_rate(s),
            "vp_total" => self.pint(s, "vp"),
            "food_steps" => self.pint(s, "food"),
            "industry_steps" => {
                let first = self.industry_first();
                let c = self.pint(s, "carriage") - first;
                let l = self.loco(s).map(|x| x - first).unwrap_or(0);
                match pstr.as_str() {
                    "carriage" => c,
                    "locomotive" => l,
                    _ => c.max(l),
                }
            }
            "prosperity_steps" => {
                if pstr.is_empty() {
                    self.pros(s).iter().sum()
                } else {
                    self.ptracks().iter().filter(|t| gs(t, "id") == pstr).map(|t| self.track_steps(s, t)).sum()
                }
            }
            "prosperity_colour_steps" => {
                let cols = self.colours();
                let vals: Vec<i64> = cols.iter().map(|c| self.colour_progress(s, c)).collect();
                match pstr.as_str() {
                    "least" => vals.iter().cloned().min().unwrap_or(0),
                    "most" => vals.iter().cloned().max().unwrap_or(0),
                    c => self.colour_progress(s, c),
                }
            }
            "wonder_icons" => self.pint(s, "wonders"),
            "cubes_on_character" => self.pint(s, "cubes"),
            "space_index" => ctx.as_ref().map(|c| gi(c, "space")).unwrap_or(0),
            "trigger_amount" => ctx.as_ref().map(|c| gi(c, "trigger_amount")).unwrap_or(0),
            "extra_draw_areas_active" => garr(self.p(s), "draw_areas").len() as i64,
            "hand_size" => self.hand(s).len() as i64,
            "resources" => self.res(s, &pstr),
            _ => 0,
        }
    }

    pub fn cond(&self, s: usize, c: &Value, ctx: &Option<Value>) -> bool {
        if let Some(a) = c.get("at_least").and_then(|x| x.as_arr()) {
            if a.len() == 2 {
                return self.amount(s, &a[0], ctx) >= self.amount(s, &a[1], ctx);
            }
            return false;
        }
        if let Some(t) = c.get("has_tag") {
            let (tag, n) = match t {
                Value::Str(x) => (x.clone(), 1),
                _ => (gs(t, "tag"), t.get("count").and_then(|x| x.as_i64()).unwrap_or(1)),
            };
            return self.tag_count(s, &tag) >= n;
        }
        if let Some(a) = c.get("and").and_then(|x| x.as_arr()) {
            return a.iter().all(|x| self.cond(s, x, ctx));
        }
        if let Some(a) = c.get("or").and_then(|x| x.as_arr()) {
            return a.iter().any(|x| self.cond(s, x, ctx));
        }
        if let Some(x) = c.get("not") {
            return !self.cond(s, x, ctx);
        }
        true
    }

    /// Whether the payments an effect opens with can be made (effects.md "costs come first").
    pub fn can_open(&self, s: usize, e: &Value, ctx: &Option<Value>) -> bool {
        let (k, v) = op(e);
        match k.as_str() {
            "pay" => match &v {
                Value::Obj(m) => m.iter().all(|(r, a)| self.res(s, r) >= self.amount(s, a, ctx)),
                _ => true,
            },
            "pay_any" => {
                let kinds = gstrs(&v, "kinds");
                let n = v.get("count").map(|a| self.amount(s, a, ctx)).unwrap_or(0);
                kinds.iter().map(|r| self.res(s, r)).sum::<i64>() >= n
            }
            "discard" => {
                let n = self.amount(s, &v, ctx);
                n <= 0 || self.can_lose(s, n as usize)
            }
            "all" => {
                // payments at the head of the list, taken together
                let mut need: std::collections::HashMap<String, i64> = std::collections::HashMap::new();
                for part in v.as_arr().cloned().unwrap_or_default() {
                    let (k2, v2) = op(&part);
                    match k2.as_str() {
                        "pay" => {
                            if let Value::Obj(m) = &v2 {
                                for (r, a) in m {
                                    *need.entry(r.clone()).or_insert(0) += self.amount(s, a, ctx);
                                }
                            }
                        }
                        "pay_any" | "discard" => {
                            if !self.can_open(s, &part, ctx) {
                                return false;
                            }
                        }
                        _ => break,
                    }
                }
                need.iter().all(|(r, n)| self.res(s, r) >= *n)
            }
            _ => true,
        }
    }

    pub fn seat_of(v: &Value) -> Option<usize> {
        v.as_i64().filter(|x| *x >= 0).map(|x| x as usize)
    }

    pub fn start_player(&self) -> usize {
        gi(&self.st, "start_player").max(0) as usize
    }
    pub fn turn_order(&self) -> Vec<usize> {
        garr(&self.st, "turn_order").iter().filter_map(G::seat_of).collect()
    }
    pub fn clockwise_from(&self, start: usize) -> Vec<usize> {
        let n = self.n();
        (0..n).map(|i| (start + i) % n.max(1)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::comp::Comp;

    #[test]
    fn mixes_count_each_split_once() {
        let k: Vec<String> = BASIC.iter().map(|s| s.to_string()).collect();
        assert_eq!(mixes(&k, 2).len(), 6);
        assert_eq!(mixes(&k, 3).len(), 10);
        assert_eq!(mix_value(&[("wood".into(), 1), ("iron".into(), 2)]), crate::json::obj(vec![("iron", Value::i(2)), ("wood", Value::i(1))]));
    }

    #[test]
    fn combos_are_ascending_sets() {
        let h: Vec<String> = vec!["c3".into(), "c1".into(), "c2".into()];
        let c = combos(&h, 2);
        assert_eq!(c, vec![vec!["c1".to_string(), "c2".into()], vec!["c1".into(), "c3".into()], vec!["c2".into(), "c3".into()]]);
        assert_eq!(combos(&h, 0), vec![Vec::<String>::new()]);
    }

    #[test]
    fn setup_choices_run_counter_clockwise() {
        let g = crate::setup::new_game(Rc::new(Comp::defaults()), 4, 5, &[], Some(2));
        let stack = g.stack();
        let top: Vec<(String, i64)> = stack.iter().rev().take(8).map(|f| (gs(f, "kind"), gi(f, "player"))).collect();
        assert_eq!(top[0], ("choose_character".to_string(), 1));
        assert_eq!(top[1], ("choose_map".to_string(), 1));
        assert_eq!(top[2], ("choose_character".to_string(), 0));
        assert_eq!(top[6], ("choose_character".to_string(), 2));
        assert_eq!(g.deck().len(), 207);
    }

    #[test]
    fn hand_limit_before_round_five() {
        let mut g = crate::setup::new_game(Rc::new(Comp::defaults()), 2, 1, &[], Some(0));
        g.set_hand(0, vec!["c001".into()]);
        assert!(!g.can_lose(0, 1));
        g.st.set("round", Value::i(5));
        assert!(g.can_lose(0, 1));
    }
}
