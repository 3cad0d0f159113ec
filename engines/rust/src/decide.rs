//! The answers to each decision (decisions.md D3) and what answering does.
use crate::engine::*;
use crate::json::{obj, Value};
use crate::map;
use crate::schema::json_eq;

fn a(t: &str, fields: Vec<(&str, Value)>) -> Value {
    let mut m = vec![("type", Value::s(t))];
    m.extend(fields);
    obj(m)
}

impl G {
    // ---------- areas ----------
    pub fn area_ids(&self) -> Vec<String> {
        match self.st.get("areas") {
            Some(Value::Obj(m)) => m.iter().map(|(k, _)| k.clone()).collect(),
            _ => vec![],
        }
    }
    pub fn area_spaces(&self, id: &str) -> Vec<Value> {
        self.st.get("areas").map(|a| garr(a, id)).unwrap_or_default()
    }
    pub fn area_cost(&self, p: usize, id: &str) -> Value {
        let area = match self.c.find("action_areas", id) {
            Some(x) => x,
            None => return obj(vec![("all", Value::Arr(vec![]))]),
        };
        let mut cost = area.get("cost").cloned().unwrap_or(obj(vec![("all", Value::Arr(vec![]))]));
        for (m, params) in self.modifiers(p) {
            match m.as_str() {
                "area_cost_replaced" if gs(&params, "area") == id => {
                    if let Some(c) = params.get("cost") {
                        cost = c.clone();
                    }
                }
                _ => {}
            }
        }
        for (m, params) in self.modifiers(p) {
            match m.as_str() {
                "industry_area_iron_discount" if gstrs(&params, "areas").contains(&id.to_string()) => {
                    let n = gi(&params, "iron");
                    if let Some(pay) = cost.get_mut("pay") {
                        let cur = gi(pay, "iron");
                        if cur > 0 {
                            let v = (cur - n).max(0);
                            if v == 0 {
                                pay.remove("iron");
                            } else {
                                pay.set("iron", Value::i(v));
                            }
                        }
                    }
                }
                "rabbit_wheat_payable_with_wood" if gstrs(&params, "areas").contains(&id.to_string()) => {
                    if let Some(pay) = cost.get("pay").cloned() {
                        let w = gi(&pay, "wheat");
                        if w > 0 {
                            let mut rest = pay.clone();
                            rest.remove("wheat");
                            let pa = obj(vec![("pay_any", obj(vec![("kinds", strs(&["wheat".to_string(), "wood".to_string()])), ("count", Value::i(w))]))]);
                            if rest.as_obj().map(|m| m.is_empty()).unwrap_or(true) {
                                cost = pa;
                            } else {
                                cost = obj(vec![("all", Value::Arr(vec![obj(vec![("pay", rest)]), pa]))]);
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        cost
    }
    pub fn cost_diamonds(&self, cost: &Value) -> i64 {
        let (k, v) = op(cost);
        match k.as_str() {
            "pay" => gi(&v, "diamond"),
            "all" => v.as_arr().cloned().unwrap_or_default().iter().map(|x| {
                let (k2, v2) = op(x);
                if k2 == "pay" { gi(&v2, "diamond") } else { 0 }
            }).sum(),
            _ => 0,
        }
    }
    pub fn places_property(e: &Value) -> bool {
        let (k, v) = op(e);
        match k.as_str() {
            "place" => gs(&v, "what") == "property",
            "all" | "any_order" | "interleave" => v.as_arr().map(|x| x.iter().any(G::places_property)).unwrap_or(false),
            _ => false,
        }
    }
    pub fn area_effect(&self, id: &str) -> Value {
        self.c.find("action_areas", id).and_then(|x| x.get("effect")).cloned().unwrap_or(obj(vec![("all", Value::Arr(vec![]))]))
    }
    fn hand_cost_payable(&self, p: usize, count: usize, reserved: i64) -> bool {
        if self.pint(p, "discs") > 0 {
            return true;
        }
        if self.can_lose(p, count) {
            return true;
        }
        if self.has_mod(p, "cards_payable_with_diamonds") {
            let d = self.res(p, "diamond") - reserved;
            for k in 1..=count {
                if (k as i64) <= d && self.can_lose(p, count - k) {
                    return true;
                }
            }
        }
        false
    }
    /// Whether a use of the area is offered (D3.1); None when legal, else the failing rule.
    pub fn use_area_check(&self, p: usize, id: &str) -> Option<&'static str> {
        if !self.area_ids().contains(&id.to_string()) {
            let imitation = self.c.find("action_areas", id).map(|a| gs(a, "board").starts_with("imitation")).unwrap_or(false);
            return Some(if imitation { "SL-8.1.1" } else { "SL-8.1.1a" });
        }
        if !self.area_open(id) {
            return Some("SL-8.2.2");
        }
        let sp = self.area_spaces(id);
        let idx = match sp.iter().position(|x| x.is_null()) {
            Some(i) => i,
            None => return Some("SL-8.2.1"),
        };
        let cost = self.area_cost(p, id);
        if !self.hand_cost_payable(p, idx + 1, 0) {
            return Some("SL-6.3.1");
        }
        if G::places_property(&self.area_effect(id)) && self.locations(p).is_empty() {
            return Some("SL-10.4.7");
        }
        if !self.hand_cost_payable(p, idx + 1, self.cost_diamonds(&cost)) || !self.can_open(p, &cost, &None) {
            return Some("SL-8.2.6");
        }
        None
    }
    pub fn copy_check(&self, p: usize, f: &Value, id: &str) -> Option<&'static str> {
        let area = match self.c.find("action_areas", id) {
            Some(x) if self.area_ids().contains(&id.to_string()) => x,
            _ => return Some("SL-8.6.6"),
        };
        if !gstrs(f, "categories").contains(&gs(area, "category")) {
            return Some("SL-8.6.6");
        }
        if !self.area_open(id) {
            return Some("SL-8.6.9");
        }
        if G::places_property(&self.area_effect(id)) && self.locations(p).is_empty() {
            return Some("SL-10.4.7a");
        }
        if !self.can_open(p, &self.area_cost(p, id), &None) {
            return Some("SL-8.6.8");
        }
        None
    }
    pub fn copy_answers(&self, p: usize, f: &Value) -> Vec<Value> {
        self.area_ids().into_iter().filter(|id| self.copy_check(p, f, id).is_none()).map(|id| a("copy_area", vec![("area", Value::Str(id))])).collect()
    }

    // ---------- properties ----------
    pub fn next_tokens(&self, p: usize, kinds: &Option<Vec<String>>) -> Vec<String> {
        let placed = self.placed_tokens(p);
        let mut out = Vec::new();
        let props = self.c.items("properties").to_vec();
        let mut by_kind: std::collections::BTreeMap<String, Vec<Value>> = Default::default();
        for t in props {
            by_kind.entry(gs(&t, "kind")).or_default().push(t);
        }
        for (kind, mut toks) in by_kind {
            if kind == "clock_tower" {
                continue;
            }
            if let Some(k) = kinds {
                if !k.contains(&kind) {
                    continue;
                }
            }
            toks.sort_by_key(|t| gi(t, "order"));
            let left: Vec<String> = toks.iter().map(|t| gs(t, "id")).filter(|id| !placed.contains(id)).collect();
            if kind == "coffee_shop" {
                out.extend(left);
            } else if let Some(first) = left.first() {
                out.push(first.clone());
            }
        }
        out
    }
    pub fn token_cost(&self, p: usize, t: &str) -> Vec<(String, i64)> {
        let tok = match self.c.find("properties", t) {
            Some(x) => x,
            None => return vec![],
        };
        let disc: i64 = garr(self.p(p), "discounts").iter().filter_map(|x| x.as_i64()).sum();
        let mut v = Vec::new();
        if let Some(Value::Obj(m)) = tok.get("cost") {
            for (k, n) in m {
                let mut n = n.as_i64().unwrap_or(0);
                if k == "wood" {
                    n = (n - disc).max(0);
                }
                v.push((k.clone(), n));
            }
        }
        v
    }
    pub fn token_affordable(&self, p: usize, t: &str) -> bool {
        self.token_cost(p, t).iter().all(|(k, n)| self.res(p, k) >= *n)
    }
    pub fn property_answers(&self, p: usize, f: &Value) -> Vec<Value> {
        let kinds = f.get("kinds").map(|_| gstrs(f, "kinds"));
        let locs = gstrs(f, "locations");
        let m = match self.map(p) {
            Some(m) => m,
            None => return vec![],
        };
        let free: Vec<String> = locs.into_iter().filter(|h| map::parse_hex(h).map(|x| !m.props.contains_key(&x)).unwrap_or(false)).collect();
        let mut out = Vec::new();
        for t in self.next_tokens(p, &kinds) {
            if !self.token_affordable(p, &t) {
                continue;
            }
            for h in &free {
                out.push(a("place_property", vec![("token", Value::s(&t)), ("hex", Value::s(h))]));
            }
        }
        out
    }

    // ---------- skill tiles ----------
    pub fn skill_answers(&self, p: usize, advanced_only: bool) -> Vec<Value> {
        let held = self.skill_ids(p);
        let mut out = Vec::new();
        if !advanced_only {
            if let Some(Value::Obj(m)) = self.st.get("skill_supply") {
                for (k, v) in m {
                    if v.as_i64().unwrap_or(0) > 0 && !held.contains(k) {
                        out.push(a("take_skill_tile", vec![("tile", Value::s(k))]));
                    }
                }
            }
        }
        let adv = gstrs(&self.st, "advanced_supply");
        if advanced_only || (self.variant("advanced_skill_tiles") && self.res(p, "diamond") >= 1) {
            for t in adv {
                if !held.contains(&t) {
                    out.push(a("take_advanced_skill_tile", vec![("tile", Value::s(&t))]));
                }
            }
        }
        out
    }

    // ---------- clock tower, milestones, character actions ----------
    pub fn clock_tower_condition(&self, p: usize) -> bool {
        match self.character(p).and_then(|c| c.get("clock_tower_condition")).cloned() {
            Some(c) if !c.is_null() => self.cond(p, &c, &None),
            _ => false,
        }
    }
    pub fn milestone_met(&self, p: usize, m: &Value) -> bool {
        let side = gs(m, "side");
        match self.c.find("milestones", &gs(m, "id")).and_then(|x| x.get("sides")).and_then(|x| x.get(&side)).and_then(|x| x.get("condition")).cloned() {
            Some(c) => self.cond(p, &c, &None),
            None => false,
        }
    }
    pub fn char_free_actions(&self, p: usize) -> Vec<(String, Value)> {
        let mut v = Vec::new();
        if let Some(c) = self.character(p) {
            for (i, ab) in garr(c, "basic_abilities").into_iter().enumerate() {
                if gs(&ab, "timing") == "free_action" {
                    v.push((format!("basic:{}", i), ab));
                }
            }
            if self.clock_tower_placed(p) {
                for (i, ab) in garr(c, "clock_tower_abilities").into_iter().enumerate() {
                    if gs(&ab, "timing") == "free_action" {
                        v.push((format!("clock_tower:{}", i), ab));
                    }
                }
            }
        }
        v
    }
    /// Whether an effect would change anything now (SL-23.1.13).
    pub fn does_something(&self, p: usize, e: &Value, ctx: &Option<Value>) -> bool {
        let (k, v) = op(e);
        match k.as_str() {
            "all" | "any_order" => v.as_arr().map(|x| x.iter().any(|y| self.does_something(p, y, ctx))).unwrap_or(false),
            "advance" => {
                let n = v.get("steps").map(|x| self.amount(p, x, ctx)).unwrap_or(0);
                if n <= 0 {
                    return false;
                }
                if gs(&v, "track") == "food" { true } else { !self.industry_markers(p).is_empty() }
            }
            "advance_prosperity" => {
                let n = v.get("steps").map(|x| self.amount(p, x, ctx)).unwrap_or(0);
                let cols = match v.get("colors") {
                    Some(Value::Arr(_)) => gstrs(&v, "colors"),
                    _ => self.least_colours(p),
                };
                n > 0 && !self.prosperity_options(p, &cols).is_empty()
            }
            "flip_any" => self.map(p).map(|m| m.tiles.values().any(|t| !t.1)).unwrap_or(false),
            "place" => match gs(&v, "what").as_str() {
                "terrain" => !self.terrain_spots(p, &v.get("terrain").map(|_| gstrs(&v, "terrain"))).is_empty(),
                "road" => !self.road_spots(p).is_empty(),
                "property" => !self.locations(p).is_empty(),
                _ => true,
            },
            "pay" | "discard" => false,
            _ => true,
        }
    }
    pub fn char_action_ok(&self, p: usize, name: &str, ab: &Value) -> bool {
        if gstrs(self.p(p), "free_actions_used").contains(&name.to_string()) {
            return false;
        }
        if let Some(c) = ab.get("condition") {
            if !self.cond(p, c, &None) {
                return false;
            }
        }
        let e = ab.get("effect").cloned().unwrap_or(Value::Null);
        self.can_open(p, &e, &None) && self.does_something(p, &e, &None)
    }

    // ---------- the legal actions ----------
    pub fn legal(&self) -> Vec<Value> {
        let f = match self.top() {
            Some(f) => f.clone(),
            None => return vec![],
        };
        let p = gi(&f, "player").max(0) as usize;
        let kind = gs(&f, "kind");
        let mut out = Vec::new();
        match kind.as_str() {
            "choose_character" => {
                let taken: Vec<i64> = (0..self.n()).filter_map(|s| self.character(s).map(|c| gi(c, "board"))).collect();
                let taken_ids: Vec<String> = (0..self.n()).filter_map(|s| self.p(s).get("character").and_then(|x| x.as_str()).map(|x| x.to_string())).collect();
                for c in self.c.items("characters") {
                    let b = c.get("board").and_then(|x| x.as_i64());
                    if taken_ids.contains(&gs(c, "id")) {
                        continue;
                    }
                    if let Some(b) = b {
                        if taken.contains(&b) {
                            continue;
                        }
                    }
                    out.push(a("choose_character", vec![("character", Value::s(&gs(c, "id")))]));
                }
            }
            "choose_map" => {
                let taken: Vec<String> = (0..self.n()).filter(|s| *s != p).filter_map(|s| self.p(s).get("map").and_then(|m| m.get("id")).and_then(|x| x.as_str()).map(|x| x.to_string())).collect();
                for m in self.c.items("map_boards") {
                    let id = gs(m, "id");
                    let side = gs(m, "side");
                    if side == "A" || !taken.contains(&id) {
                        out.push(a("choose_map", vec![("map", Value::s(&id))]));
                    }
                }
            }
            "choose_round_aid" | "move_round_aid" => {
                let n = garr(&self.st, "round_aid").len();
                let occ = self.occupied_aid_spaces();
                let t = if kind == "choose_round_aid" { "choose_round_aid_space" } else { "move_round_aid" };
                for i in 0..n {
                    if !occ.contains(&(i as i64)) {
                        out.push(a(t, vec![("space", Value::i(i as i64))]));
                    }
                }
            }
            "order_aid_tiles" => {
                let mut seen: Vec<String> = Vec::new();
                for t in gstrs(&f, "tiles") {
                    if !seen.contains(&t) {
                        seen.push(t.clone());
                        out.push(a("resolve_aid_tile", vec![("tile", Value::s(&t))]));
                    }
                }
            }
            "turn" => out = self.turn_answers(p, gb(&f, "main_done")),
            "hand_cost" => {
                let count = gi(&f, "count").max(0) as usize;
                let hand = self.hand(p);
                if self.can_lose(p, count) {
                    for c in combos(&hand, count) {
                        out.push(a("pay_hand_cost", vec![("cards", strs(&c))]));
                    }
                }
                if self.pint(p, "discs") > 0 {
                    out.push(a("pay_hand_cost", vec![("disc", Value::Bool(true))]));
                }
                if self.has_mod(p, "cards_payable_with_diamonds") {
                    let d = self.res(p, "diamond") - gi(&f, "reserved");
                    for k in 1..=count {
                        if (k as i64) > d || !self.can_lose(p, count - k) {
                            continue;
                        }
                        for c in combos(&hand, count - k) {
                            out.push(a("pay_hand_cost", vec![("cards", strs(&c)), ("diamonds", Value::i(k as i64))]));
                        }
                    }
                }
            }
            "gain_any" => {
                for m in mixes(&gstrs(&f, "kinds"), gi(&f, "count")) {
                    out.push(a("gain", vec![("resources", mix_value(&m))]));
                }
            }
            "pay_any" => {
                for m in mixes(&gstrs(&f, "kinds"), gi(&f, "count")) {
                    if m.iter().all(|(k, n)| self.res(p, k) >= *n) {
                        out.push(a("pay", vec![("resources", mix_value(&m))]));
                    }
                }
            }
            "choose_effect" => {
                let opts = garr(&f, "options");
                for (i, o) in opts.iter().enumerate() {
                    if opts[..i].iter().any(|x| json_eq(x, o)) {
                        continue;
                    }
                    out.push(a("choose", vec![("option", Value::i(i as i64))]));
                }
            }
            "optional" => {
                let e = f.get("effect").cloned().unwrap_or(Value::Null);
                if self.can_open(p, &e, &f.get("ctx").cloned()) {
                    out.push(a("accept", vec![]));
                }
                out.push(a("decline", vec![]));
            }
            "order_effects" => {
                let parts = garr(&f, "parts");
                for (i, o) in parts.iter().enumerate() {
                    if parts[..i].iter().any(|x| json_eq(x, o)) {
                        continue;
                    }
                    out.push(a("resolve_first", vec![("part", Value::i(i as i64))]));
                }
            }
            "repeat_any" => {
                let e = f.get("effect").cloned().unwrap_or(Value::Null);
                if self.can_open(p, &e, &f.get("ctx").cloned()) {
                    out.push(a("repeat", vec![]));
                }
                out.push(a("stop", vec![]));
            }
            "copy_area" => out = self.copy_answers(p, &f),
            "income_any" => {
                let kinds = gstrs(&f, "kinds");
                let steps = gi(&f, "steps");
                if f.get("single").and_then(|x| x.as_bool()).unwrap_or(true) {
                    let mut seen: Vec<String> = vec![];
                    for k in kinds {
                        if seen.contains(&k) {
                            continue;
                        }
                        seen.push(k.clone());
                        out.push(a("raise_income", vec![("income", obj(vec![(k.as_str(), Value::i(steps))]))]));
                    }
                } else {
                    for m in mixes(&kinds, steps) {
                        out.push(a("raise_income", vec![("income", mix_value(&m))]));
                    }
                }
            }
            "discard" => {
                let n = gi(&f, "count").max(0) as usize;
                if self.can_lose(p, n) {
                    for c in combos(&self.hand(p), n) {
                        out.push(a("discard", vec![("cards", strs(&c))]));
                    }
                }
            }
            "keep_card" => {
                for c in self.hand(p) {
                    out.push(a("keep_card", vec![("card", Value::s(&c))]));
                }
            }
            "draft_pick" => {
                if let Some(pk) = garr(&f, "packets").get(p) {
                    let mut cs: Vec<String> = pk.as_arr().map(|x| x.iter().filter_map(|y| y.as_str().map(|s| s.to_string())).collect()).unwrap_or_default();
                    cs.sort();
                    cs.dedup();
                    for c in cs {
                        out.push(a("draft_card", vec![("card", Value::s(&c))]));
                    }
                }
            }
            "place_terrain" => {
                let restrict = f.get("terrain").map(|_| gstrs(&f, "terrain"));
                for (h, tiles) in self.terrain_spots(p, &restrict) {
                    for t in tiles {
                        out.push(a("place_terrain", vec![("hex", Value::s(&map::hex_id(h))), ("tile", Value::s(&t))]));
                    }
                }
                if gb(&f, "up_to") {
                    out.push(a("stop", vec![]));
                }
            }
            "place_road" => {
                for (x, y) in self.road_spots(p) {
                    out.push(a("place_road", vec![("edge", Value::s(&map::edge_id(x, y)))]));
                }
                if gb(&f, "up_to") {
                    out.push(a("stop", vec![]));
                }
            }
            "interleave_place" => {
                let parts = garr(&f, "parts");
                let tparts: Vec<&Value> = parts.iter().filter(|x| gs(x, "what") == "terrain" && gi(x, "left") > 0).collect();
                if !tparts.is_empty() {
                    let mut restrict: Option<Vec<String>> = Some(vec![]);
                    for tp in &tparts {
                        match tp.get("terrain") {
                            None => restrict = None,
                            Some(_) => {
                                if let Some(r) = &mut restrict {
                                    r.extend(gstrs(tp, "terrain"));
                                }
                            }
                        }
                    }
                    for (h, tiles) in self.terrain_spots(p, &restrict) {
                        for t in tiles {
                            out.push(a("place_terrain", vec![("hex", Value::s(&map::hex_id(h))), ("tile", Value::s(&t))]));
                        }
                    }
                }
                if parts.iter().any(|x| gs(x, "what") == "road" && gi(x, "left") > 0) {
                    for (x, y) in self.road_spots(p) {
                        out.push(a("place_road", vec![("edge", Value::s(&map::edge_id(x, y)))]));
                    }
                }
                if parts.iter().filter(|x| gi(x, "left") > 0).all(|x| gb(x, "up_to")) {
                    out.push(a("stop", vec![]));
                }
            }
            "order_triggers" => {
                for t in garr(&f, "triggers") {
                    let tr = gs(&t, "trigger");
                    if tr == "draw_area" {
                        out.push(a("resolve_trigger", vec![("trigger", Value::s(&tr)), ("area", Value::s(&gs(&t, "area")))]));
                    } else {
                        out.push(a("resolve_trigger", vec![("trigger", Value::s(&tr)), ("hex", Value::s(&gs(&t, "hex")))]));
                    }
                }
                let mut dedup: Vec<Value> = Vec::new();
                for x in out {
                    if !dedup.iter().any(|y| json_eq(y, &x)) {
                        dedup.push(x);
                    }
                }
                out = dedup;
            }
            "choose_flip" => {
                if let Some(m) = self.map(p) {
                    let mut hs: Vec<String> = m.tiles.iter().filter(|(_, t)| !t.1).map(|(h, _)| map::hex_id(*h)).collect();
                    hs.sort();
                    for h in hs {
                        out.push(a("flip_tile", vec![("hex", Value::s(&h))]));
                    }
                }
            }
            "place_property" => {
                out = self.property_answers(p, &f);
                if gb(&f, "up_to") {
                    out.push(a("stop", vec![]));
                }
            }
            "industry_step" => {
                for m in self.industry_markers(p) {
                    out.push(a("industry_step", vec![("marker", Value::s(m))]));
                }
                if gb(&f, "up_to") {
                    out.push(a("stop", vec![]));
                }
            }
            "food_step" => {
                out.push(a("food_step", vec![]));
                out.push(a("stop", vec![]));
            }
            "place_rabbit" => {
                let placed = garr(self.p(p), "rabbits").len();
                if placed >= self.rabbits().len() {
                    out.push(a("rabbit_vp", vec![]));
                } else {
                    for h in self.rabbit_hexes(p) {
                        out.push(a("place_rabbit", vec![("hex", Value::s(&h))]));
                    }
                }
                if gb(&f, "up_to") {
                    out.push(a("stop", vec![]));
                }
            }
            "prosperity_step" => {
                let opts = self.prosperity_options(p, &gstrs(&f, "colours"));
                for (t, _) in &opts {
                    out.push(a("prosperity_step", vec![("track", Value::s(&gs(t, "id")))]));
                }
                if gb(&f, "up_to") || (!opts.is_empty() && opts.iter().all(|(_, d)| *d)) {
                    out.push(a("stop", vec![]));
                }
            }
            "bonus_column" => {
                for c in COLUMNS.iter() {
                    out.push(a("industry_bonus_column", vec![("column", Value::s(c))]));
                }
            }
            "automate" => {
                let card = gs(&f, "card");
                if self.res(p, "diamond") >= 1 {
                    for c in self.card_columns(p, &card) {
                        out.push(a("automate", vec![("column", Value::s(&c))]));
                    }
                }
                out.push(a("decline", vec![]));
            }
            "automate_from_hand_pick" => {
                if self.can_lose(p, 1) && (gb(&f, "free") || self.res(p, "diamond") >= 1) {
                    for (c, col) in self.automatable_in_hand(p) {
                        out.push(a("automate_card", vec![("card", Value::s(&c)), ("column", Value::s(&col))]));
                    }
                }
                if gb(&f, "up_to") {
                    out.push(a("stop", vec![]));
                }
            }
            "search_pick" => {
                for c in self.search_matches(&f) {
                    out.push(a("take_card", vec![("card", Value::s(&c))]));
                }
            }
            "play_from_effect" => {
                for c in self.play_from_effect_cards(p, &f) {
                    out.push(a("play_card", vec![("card", Value::s(&c))]));
                }
            }
            "choose_skill_tile" => out = self.skill_answers(p, gb(&f, "advanced_only")),
            _ => {}
        }
        out
    }

    pub fn occupied_aid_spaces(&self) -> Vec<i64> {
        let mut v: Vec<i64> = (0..self.n()).filter_map(|s| self.p(s).get("round_aid_space").and_then(|x| x.as_i64())).collect();
        if let Some(s) = self.st.get("solo") {
            if let Some(x) = s.get("round_aid_space").and_then(|x| x.as_i64()) {
                v.push(x);
            }
        }
        v
    }

    pub fn turn_answers(&self, p: usize, main_done: bool) -> Vec<Value> {
        let mut out = Vec::new();
        if !main_done {
            for id in self.area_ids() {
                if self.use_area_check(p, &id).is_none() {
                    out.push(a("use_area", vec![("area", Value::s(&id))]));
                }
            }
            out.push(a("pass", vec![]));
            if self.can_lose(p, 1) {
                for c in self.hand(p) {
                    if self.res(p, "gold") >= self.play_cost(p, &c) {
                        out.push(a("play_card", vec![("card", Value::s(&c))]));
                    }
                }
            }
            if let Some(Value::Obj(m)) = self.p(p).get("skill_tiles") {
                for (t, up) in m {
                    if up.as_bool() != Some(true) {
                        continue;
                    }
                    if let Some(x) = self.c.find("skill_tiles", t) {
                        for ab in garr(x, "abilities") {
                            if gs(&ab, "timing") == "flip" {
                                let e = ab.get("effect").cloned().unwrap_or(Value::Null);
                                if self.can_open(p, &e, &None) {
                                    out.push(a("flip_skill_tile", vec![("tile", Value::s(t))]));
                                    break;
                                }
                            }
                        }
                    }
                }
            }
        } else {
            out.push(a("end_turn", vec![]));
        }
        out.extend(self.free_actions(p));
        out
    }

    pub fn free_actions(&self, p: usize) -> Vec<Value> {
        let mut out = Vec::new();
        let basic: Vec<String> = BASIC.iter().map(|s| s.to_string()).collect();
        if self.res(p, "gold") >= 15 {
            out.push(a("buy_card", vec![]));
        }
        if self.res(p, "gold") >= 4 {
            for r in BASIC.iter() {
                out.push(a("buy_basic", vec![("resource", Value::s(r))]));
            }
        }
        for r in BASIC.iter() {
            if self.res(p, r) >= 1 {
                out.push(a("sell_basic", vec![("resource", Value::s(r))]));
            }
        }
        let pay3: Vec<Vec<(String, i64)>> = mixes(&basic, 3).into_iter().filter(|m| m.iter().all(|(k, n)| self.res(p, k) >= *n)).collect();
        for m in &pay3 {
            for r in BASIC.iter() {
                out.push(a("trade_basic", vec![("pay", mix_value(m)), ("resource", Value::s(r))]));
            }
        }
        let gain2 = mixes(&basic, 2);
        if self.pint(p, "discs") > 0 {
            for m in &gain2 {
                out.push(a("return_disc", vec![("gain", mix_value(m))]));
            }
        }
        if self.can_lose(p, 1) {
            let hand = self.hand(p);
            for c in &hand {
                for m in &gain2 {
                    out.push(a("discard_for_basic", vec![("card", Value::s(c)), ("gain", mix_value(m))]));
                }
            }
            let terrain_ok = !self.terrain_spots(p, &None).is_empty();
            let road_ok = !self.road_spots(p).is_empty();
            for c in &hand {
                for m in &pay3 {
                    if terrain_ok {
                        out.push(a("build", vec![("card", Value::s(c)), ("pay", mix_value(m)), ("place", Value::s("terrain"))]));
                    }
                    if road_ok {
                        out.push(a("build", vec![("card", Value::s(c)), ("pay", mix_value(m)), ("place", Value::s("road"))]));
                    }
                }
            }
        }
        for m in garr(&self.st, "milestones") {
            if !m.get("taken_by").map(|x| x.is_null()).unwrap_or(true) || gb(&m, "closed") {
                continue;
            }
            if self.milestone_met(p, &m) {
                out.push(a("claim_milestone", vec![("milestone", Value::s(&gs(&m, "id")))]));
            }
        }
        if !self.clock_tower_placed(p) && self.clock_tower_condition(p) {
            for h in self.locations(p) {
                out.push(a("place_clock_tower", vec![("hex", Value::s(&h))]));
            }
        }
        for (name, ab) in self.char_free_actions(p) {
            if self.char_action_ok(p, &name, &ab) {
                out.push(a("character_action", vec![("ability", Value::s(&name))]));
            }
        }
        out
    }
}
