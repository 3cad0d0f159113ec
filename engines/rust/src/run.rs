//! Automatic frames (decisions.md D5) and the effect interpreter.
use crate::engine::*;
use crate::json::{obj, Value};
use crate::map;

pub const DECISIONS: [&str; 34] = [
    "draft_pick", "turn", "hand_cost", "move_round_aid", "keep_card", "order_aid_tiles", "choose_character",
    "choose_map", "choose_round_aid", "gain_any", "pay_any", "choose_effect", "optional", "order_effects",
    "repeat_any", "copy_area", "income_any", "discard", "place_terrain", "place_road", "interleave_place",
    "order_triggers", "choose_flip", "place_property", "industry_step", "food_step", "place_rabbit",
    "prosperity_step", "bonus_column", "automate", "automate_from_hand_pick", "search_pick", "play_from_effect",
    "choose_skill_tile",
];

pub fn is_decision(kind: &str) -> bool {
    DECISIONS.contains(&kind)
}

fn ctx_of(f: &Value) -> Option<Value> {
    f.get("ctx").cloned()
}

impl G {
    /// Runs automatic frames until a decision is on top or the stack is empty.
    pub fn run(&mut self) -> Result<(), String> {
        let mut guard = 0u64;
        loop {
            guard += 1;
            if guard > 2_000_000 {
                return Err("the automatic frames did not settle".into());
            }
            let f = match self.top() {
                Some(f) => f.clone(),
                None => return Ok(()),
            };
            let kind = gs(&f, "kind");
            if is_decision(&kind) {
                return Ok(());
            }
            self.pop();
            self.step(&kind, &f)?;
        }
    }

    fn fp(f: &Value) -> usize {
        gi(f, "player").max(0) as usize
    }

    fn step(&mut self, kind: &str, f: &Value) -> Result<(), String> {
        let p = G::fp(f);
        match kind {
            "round_start" => self.round_start(gi(f, "round")),
            "solo_reveal" => self.solo_reveal(),
            "income" => self.income_frame(p),
            "collect_income" => {
                for k in INCOME_KINDS.iter() {
                    let n = self.income(p, k);
                    self.add_res(p, k, n);
                }
            }
            "income_draw" => {
                let base = if self.round() == 1 { 6 } else { 5 };
                let extra = garr(self.p(p), "draw_areas").len() as i64;
                let mut fs = vec![frame("draw", Some(p), vec![("count", Value::i(base + extra))])];
                if self.round() == 1 {
                    fs.extend(self.round1_abilities(p));
                }
                self.push_seq(fs);
            }
            "draw" => {
                let n = gi(f, "count");
                for _ in 0..n.max(0) {
                    self.draw_one(p);
                }
            }
            "draft" => self.draft_start(),
            "action_phase" => self.action_phase(f),
            "round_end" => {
                if self.round() >= 5 {
                    self.st.set("phase", Value::s("game_over"));
                } else {
                    self.st.set("phase", Value::s("cleanup"));
                    let r = self.round();
                    self.push_seq(vec![frame("cleanup", None, vec![]), frame("round_start", None, vec![("round", Value::i(r + 1))])]);
                }
            }
            "cleanup" => self.cleanup(),
            "refresh" => {
                for s in 0..self.n() {
                    let mut m = self.p(s).get("skill_tiles").cloned().unwrap_or(Value::obj());
                    if let Value::Obj(o) = &mut m {
                        for (_, v) in o.iter_mut() {
                            *v = Value::Bool(true);
                        }
                    }
                    self.pset(s, "skill_tiles", m);
                    self.pset(s, "free_actions_used", Value::Arr(vec![]));
                }
            }
            "pass_scoring" => self.pass_scoring(p, gi(f, "step")),
            "effect" => {
                let e = f.get("effect").cloned().unwrap_or(Value::Null);
                self.resolve(p, &e, &ctx_of(f));
            }
            "terrain_placements" => {
                let left = gi(f, "left");
                let restrict = f.get("terrain").map(|_| gstrs(f, "terrain"));
                if left > 0 && !self.terrain_spots(p, &restrict).is_empty() {
                    let mut nf = f.clone();
                    nf.set("kind", Value::s("place_terrain"));
                    self.push(nf);
                }
            }
            "road_placements" => {
                if gi(f, "left") > 0 && !self.road_spots(p).is_empty() {
                    let mut nf = f.clone();
                    nf.set("kind", Value::s("place_road"));
                    self.push(nf);
                }
            }
            "interleave" => {
                let mut parts = garr(f, "parts");
                for part in parts.iter_mut() {
                    let what = gs(part, "what");
                    let ok = if what == "terrain" {
                        let restrict = part.get("terrain").map(|_| gstrs(part, "terrain"));
                        !self.terrain_spots(p, &restrict).is_empty()
                    } else {
                        !self.road_spots(p).is_empty()
                    };
                    if !ok {
                        part.set("left", Value::i(0));
                    }
                }
                if parts.iter().any(|x| gi(x, "left") > 0) {
                    self.push(frame("interleave_place", Some(p), vec![("parts", Value::Arr(parts))]));
                }
            }
            "triggers" => {
                let live: Vec<Value> = garr(f, "triggers").into_iter().filter(|t| self.trigger_live(p, t)).collect();
                if live.len() == 1 {
                    let fr = self.trigger_frame(p, &live[0]);
                    self.push(fr);
                } else if live.len() > 1 {
                    self.push(frame("order_triggers", Some(p), vec![("triggers", Value::Arr(live))]));
                }
            }
            "flip_tile" => {
                let hex = gs(f, "hex");
                self.flip(p, &hex);
            }
            "activate_draw_area" => {
                let a = gs(f, "area");
                let mut act = gstrs(self.p(p), "draw_areas");
                if !act.contains(&a) {
                    act.push(a);
                    act.sort();
                    self.pset(p, "draw_areas", strs(&act));
                    self.push(frame("draw", Some(p), vec![("count", Value::i(1))]));
                }
            }
            "flip_any" => {
                let left = gi(f, "left");
                let any = self.map(p).map(|m| m.tiles.values().any(|t| !t.1)).unwrap_or(false);
                if left > 0 && any {
                    self.push(frame("choose_flip", Some(p), vec![("left", Value::i(left))]));
                }
            }
            "property_placements" => {
                let left = gi(f, "left");
                if left > 0 && !self.property_answers(p, f).is_empty() {
                    let mut nf = f.clone();
                    nf.set("kind", Value::s("place_property"));
                    self.push(nf);
                } else {
                    let mut fs = Vec::new();
                    for t in gstrs(f, "placed") {
                        if let Some(tok) = self.c.find("properties", &t) {
                            if let Some(b) = tok.get("bonus") {
                                fs.push(effect_frame(p, b, &None));
                            }
                        }
                    }
                    self.push_seq(fs);
                }
            }
            "industry_advance" => {
                let steps = gi(f, "steps");
                if steps > 0 {
                    let markers = self.industry_markers(p);
                    if markers.is_empty() {
                        return Ok(());
                    }
                    if self.loco(p).is_none() && !gb(f, "up_to") {
                        self.industry_take(p, "carriage", f);
                    } else {
                        let mut nf = f.clone();
                        nf.set("kind", Value::s("industry_step"));
                        self.push(nf);
                    }
                }
            }
            "food_advance" => {
                let steps = gi(f, "steps");
                if steps > 0 {
                    if gb(f, "up_to") {
                        let mut nf = f.clone();
                        nf.set("kind", Value::s("food_step"));
                        self.push(nf);
                    } else {
                        self.food_take(p, f);
                    }
                }
            }
            "rabbit_placements" => {
                let left = gi(f, "left");
                if left > 0 {
                    let placed = garr(self.p(p), "rabbits").len();
                    let rabbits = self.rabbits();
                    if placed >= rabbits.len() {
                        if gb(f, "up_to") {
                            let mut nf = f.clone();
                            nf.set("kind", Value::s("place_rabbit"));
                            self.push(nf);
                        } else {
                            self.add_pint(p, "vp", 6 * left);
                        }
                    } else if !self.rabbit_hexes(p).is_empty() {
                        let mut nf = f.clone();
                        nf.set("kind", Value::s("place_rabbit"));
                        self.push(nf);
                    }
                }
            }
            "prosperity_advance" => {
                if gi(f, "steps") > 0 && !self.prosperity_options(p, &gstrs(f, "colours")).is_empty() {
                    let mut nf = f.clone();
                    nf.set("kind", Value::s("prosperity_step"));
                    self.push(nf);
                }
            }
            "industry_bonus" => {
                let col = gs(f, "column");
                let waiting = f.get("waiting").cloned().unwrap_or(Value::Arr(vec![]));
                if col == "any" {
                    self.push(frame("bonus_column", Some(p), vec![("waiting", waiting)]));
                } else {
                    self.push_column(p, &col, waiting);
                }
            }
            "bonus_end" => {
                let w = garr(f, "waiting");
                if !w.is_empty() {
                    self.push(frame("industry_bonus", Some(p), vec![("column", w[0].clone()), ("waiting", Value::Arr(w[1..].to_vec()))]));
                }
            }
            "card_played" => {
                let card = gs(f, "card");
                let in_played = gstrs(self.p(p), "played").contains(&card);
                if in_played && self.res(p, "diamond") >= 1 && !self.card_columns(p, &card).is_empty() {
                    self.push(frame("automate", Some(p), vec![("card", Value::s(&card))]));
                }
            }
            "automate_from_hand" => {
                let mut nf = f.clone();
                if gb(f, "redraw") {
                    self.carmen_redraw(p, gi(f, "count"));
                    nf.set("redraw", Value::Bool(false));
                }
                if gi(&nf, "count") > 0 && (gb(&nf, "free") || self.res(p, "diamond") >= 1) && self.can_lose(p, 1) && !self.automatable_in_hand(p).is_empty() {
                    nf.set("kind", Value::s("automate_from_hand_pick"));
                    self.push(nf);
                }
            }
            "search_deck" => {
                if gi(f, "count") > 0 && !self.search_matches(f).is_empty() {
                    let mut nf = f.clone();
                    nf.set("kind", Value::s("search_pick"));
                    self.push(nf);
                } else {
                    let mut deck = self.deck();
                    let mut r = self.rng();
                    r.shuffle(&mut deck);
                    self.set_rng(&r);
                    self.st.set("deck", strs(&deck));
                    let taken = f.get("taken").cloned().unwrap_or(Value::Arr(vec![]));
                    if let Some(t) = self.stack_mut().last_mut() {
                        if gs(t, "kind") == "effect" && gi(t, "player") == p as i64 {
                            let e = t.get("effect").cloned().unwrap_or(Value::Null);
                            let (k, v) = op(&e);
                            if k == "play_card" && gs(&v, "among") == "searched" {
                                let mut c = t.get("ctx").cloned().unwrap_or(Value::obj());
                                c.set("searched", taken);
                                t.set("ctx", c);
                            }
                        }
                    }
                }
            }
            "skill_tile_bonus" => {
                if !self.skill_answers(p, gb(f, "advanced_only")).is_empty() {
                    let mut nf = f.clone();
                    nf.set("kind", Value::s("choose_skill_tile"));
                    self.push(nf);
                }
            }
            "skill_tile_face_down" => {
                let t = gs(f, "tile");
                if let Some(m) = self.pm(p).get_mut("skill_tiles") {
                    if m.get(&t).is_some() {
                        m.set(&t, Value::Bool(false));
                    }
                }
            }
            _ => return Err(format!("unknown frame kind {}", kind)),
        }
        Ok(())
    }

    // ---------- the round ----------
    fn round_start(&mut self, round: i64) {
        let n = self.n();
        let order: Vec<usize> = if n == 1 {
            vec![0]
        } else if self.variant("variable_turn_order") && round >= 2 {
            let po: Vec<usize> = garr(&self.st, "pass_order").iter().filter_map(G::seat_of).collect();
            if po.len() == n {
                po
            } else {
                self.clockwise_from(self.start_player())
            }
        } else {
            self.clockwise_from(self.start_player())
        };
        self.st.set("round", Value::i(round));
        self.st.set("turn_order", ints(&order.iter().map(|x| *x as i64).collect::<Vec<_>>()));
        self.st.set("pass_order", Value::Arr(vec![]));
        for s in 0..n {
            self.pset(s, "passed", Value::Bool(false));
        }
        self.st.set("phase", Value::s("income"));
        let mut fs = Vec::new();
        if self.solo() {
            fs.push(frame("solo_reveal", None, vec![]));
        }
        for s in &order {
            fs.push(frame("income", Some(*s), vec![]));
        }
        if round == 1 && self.variant("hand_drafting") {
            fs.push(frame("draft", None, vec![]));
        }
        fs.push(frame("action_phase", None, vec![("next", Value::i(0))]));
        fs.push(frame("round_end", None, vec![]));
        self.push_seq(fs);
    }

    pub fn area_open(&self, id: &str) -> bool {
        self.c.find("action_areas", id).map(|a| a.get("opens_in_round").and_then(|x| x.as_i64()).unwrap_or(1) <= self.round()).unwrap_or(false)
    }

    fn solo_reveal(&mut self) {
        let mut solo = match self.st.get("solo") {
            Some(s) if !s.is_null() => s.clone(),
            _ => return,
        };
        for deck in ["A", "B"] {
            let mut d = solo.get("decks").map(|x| gstrs(x, deck)).unwrap_or_default();
            if d.is_empty() {
                continue;
            }
            let card = d.remove(0);
            if let Some(ds) = solo.get_mut("decks") {
                ds.set(deck, strs(&d));
            }
            let mut rev = gstrs(&solo, "revealed");
            rev.push(card.clone());
            solo.set("revealed", strs(&rev));
            let blocks = self.c.find("solo_cards", &card).map(|x| gstrs(x, "blocks")).unwrap_or_default();
            for a in blocks {
                if !self.area_open(&a) {
                    continue;
                }
                let areas = self.st.get_mut("areas").unwrap();
                if let Some(Value::Arr(sp)) = areas.get_mut(&a) {
                    if let Some(i) = sp.iter().position(|x| x.is_null()) {
                        sp[i] = Value::s("mio");
                        break;
                    }
                }
            }
        }
        self.st.set("solo", solo);
    }

    fn income_frame(&mut self, p: usize) {
        let mut fs = Vec::new();
        if let Some(space) = self.p(p).get("round_aid_space").and_then(|x| x.as_i64()) {
            let ra = garr(&self.st, "round_aid");
            if let Some(sp) = ra.get(space as usize) {
                let std = gstrs(sp, "standard");
                if std.len() == 2 {
                    fs.push(frame("order_aid_tiles", Some(p), vec![("tiles", strs(&std))]));
                } else if std.len() == 1 {
                    if let Some(e) = self.aid_effect(&std[0]) {
                        fs.push(effect_frame(p, &e, &None));
                    }
                }
            }
        }
        if let Some(c) = self.character(p) {
            for a in garr(c, "basic_abilities") {
                if gs(&a, "timing") == "income" {
                    if let Some(e) = a.get("effect") {
                        fs.push(effect_frame(p, e, &None));
                    }
                }
            }
        }
        fs.push(frame("collect_income", Some(p), vec![]));
        if !(self.round() == 1 && self.variant("hand_drafting")) {
            fs.push(frame("income_draw", Some(p), vec![]));
        }
        self.push_seq(fs);
    }

    pub fn aid_effect(&self, id: &str) -> Option<Value> {
        self.c.find("round_aid", id).and_then(|x| x.get("ability")).and_then(|a| a.get("effect")).cloned()
    }

    fn round1_abilities(&self, p: usize) -> Vec<Value> {
        let mut fs = Vec::new();
        if let Some(c) = self.character(p) {
            for a in garr(c, "basic_abilities") {
                if gs(&a, "timing") == "one_time" && gs(&a, "when") == "income_round_1" {
                    if let Some(e) = a.get("effect") {
                        fs.push(effect_frame(p, e, &None));
                    }
                }
            }
        }
        fs
    }

    fn draft_start(&mut self) {
        let n = self.n();
        let order = self.turn_order();
        let mut packets: Vec<Vec<String>> = vec![vec![]; n];
        for s in &order {
            for _ in 0..6 {
                let before = self.hand(*s);
                self.draw_one(*s);
                let after = self.hand(*s);
                if let Some(c) = after.iter().find(|c| !before.contains(c)) {
                    packets[*s].push(c.clone());
                }
                self.set_hand(*s, before);
            }
        }
        let kept: Vec<Vec<String>> = vec![vec![]; n];
        self.draft_ask(packets, kept);
    }

    pub fn draft_ask(&mut self, mut packets: Vec<Vec<String>>, mut kept: Vec<Vec<String>>) {
        let n = self.n();
        for s in 0..n {
            if packets[s].len() == 1 {
                let c = packets[s].remove(0);
                kept[s].push(c);
            }
        }
        let order = self.turn_order();
        let pickers: Vec<usize> = order.iter().cloned().filter(|s| packets[*s].len() >= 2).collect();
        if !pickers.is_empty() {
            let sorted = |v: &Vec<String>| {
                let mut x = v.clone();
                x.sort();
                strs(&x)
            };
            self.push(frame(
                "draft_pick",
                Some(pickers[0]),
                vec![
                    ("waiting", ints(&pickers[1..].iter().map(|x| *x as i64).collect::<Vec<_>>())),
                    ("packets", Value::Arr(packets.iter().map(sorted).collect())),
                    ("kept", Value::Arr(kept.iter().map(sorted).collect())),
                ],
            ));
        } else {
            for s in 0..n {
                let mut h = self.hand(s);
                h.extend(kept[s].clone());
                self.set_hand(s, h);
            }
            let mut fs = Vec::new();
            for s in order {
                let extra = garr(self.p(s), "draw_areas").len() as i64;
                if extra > 0 {
                    fs.push(frame("draw", Some(s), vec![("count", Value::i(extra))]));
                }
                fs.extend(self.round1_abilities(s));
            }
            self.push_seq(fs);
        }
    }

    fn action_phase(&mut self, f: &Value) {
        self.st.set("phase", Value::s("action"));
        let order = self.turn_order();
        let len = order.len();
        let next = gi(f, "next").max(0) as usize;
        for i in 0..len {
            let idx = (next + i) % len;
            let s = order[idx];
            if !gb(self.p(s), "passed") {
                self.push(frame("action_phase", None, vec![("next", Value::i(((idx + 1) % len) as i64))]));
                self.push(frame("turn", Some(s), vec![("main_done", Value::Bool(false))]));
                return;
            }
        }
    }

    fn cleanup(&mut self) {
        if let Some(Value::Obj(m)) = self.st.get_mut("areas") {
            for (_, v) in m.iter_mut() {
                if let Value::Arr(a) = v {
                    for x in a.iter_mut() {
                        *x = Value::Null;
                    }
                }
            }
        }
        for s in 0..self.n() {
            self.pset(s, "discs", Value::i(0));
        }
        let order: Vec<usize> = if self.variant("variable_turn_order") {
            let po: Vec<usize> = garr(&self.st, "pass_order").iter().filter_map(G::seat_of).collect();
            if po.len() == self.n() { po } else { self.clockwise_from(self.start_player()) }
        } else {
            self.clockwise_from(self.start_player())
        };
        let mut fs = Vec::new();
        for s in order {
            if self.hand(s).len() >= 2 {
                fs.push(frame("keep_card", Some(s), vec![]));
            }
        }
        fs.push(frame("refresh", None, vec![]));
        self.push_seq(fs);
    }

    fn pass_scoring(&mut self, p: usize, step: i64) {
        let mut fs = Vec::new();
        match step {
            1 => {
                for a in self.char_abilities(p) {
                    if gs(&a, "timing") == "pass" {
                        if let Some(e) = a.get("effect") {
                            fs.push(effect_frame(p, e, &None));
                        }
                    }
                }
            }
            2 => fs.push(effect_frame(p, &obj(vec![("cp", obj(vec![("count", Value::s("city_point_rate"))]))]), &None)),
            3 => fs.push(effect_frame(p, &obj(vec![("ip", obj(vec![("count", Value::s("industry_icons_passed"))]))]), &None)),
            4 => {
                if let Some(space) = self.p(p).get("round_aid_space").and_then(|x| x.as_i64()) {
                    if let Some(sp) = garr(&self.st, "round_aid").get(space as usize) {
                        if let Some(t) = sp.get("pass").and_then(|x| x.as_str()) {
                            if let Some(e) = self.aid_effect(t) {
                                fs.push(effect_frame(p, &e, &None));
                            }
                        }
                    }
                }
            }
            5 => {
                for t in self.skill_ids(p) {
                    if let Some(x) = self.c.find("skill_tiles", &t) {
                        for a in garr(x, "abilities") {
                            if gs(&a, "timing") == "pass" {
                                if let Some(e) = a.get("effect") {
                                    fs.push(effect_frame(p, e, &None));
                                }
                            }
                        }
                    }
                }
            }
            6 => {
                for c in gstrs(self.p(p), "played") {
                    if let Some(t) = self.card_type(&c) {
                        for a in garr(t, "abilities") {
                            if gs(&a, "timing") == "pass" {
                                if let Some(e) = a.get("effect") {
                                    fs.push(effect_frame(p, e, &None));
                                }
                            }
                        }
                    }
                }
            }
            _ => {}
        }
        if step < 6 {
            fs.push(frame("pass_scoring", Some(p), vec![("step", Value::i(step + 1))]));
        }
        self.push_seq(fs);
    }

    // ---------- map pieces ----------
    pub fn trigger_live(&self, p: usize, t: &Value) -> bool {
        match gs(t, "trigger").as_str() {
            "flip" => {
                let h = map::parse_hex(&gs(t, "hex"));
                match (self.map(p), h) {
                    (Some(m), Some(h)) => m.tiles.get(&h).map(|x| !x.1).unwrap_or(false),
                    _ => false,
                }
            }
            "draw_area" => !gstrs(self.p(p), "draw_areas").contains(&gs(t, "area")),
            _ => true,
        }
    }

    pub fn trigger_frame(&self, p: usize, t: &Value) -> Value {
        match gs(t, "trigger").as_str() {
            "flip" => frame("flip_tile", Some(p), vec![("hex", Value::s(&gs(t, "hex")))]),
            "draw_area" => frame("activate_draw_area", Some(p), vec![("area", Value::s(&gs(t, "area")))]),
            _ => {
                let hex = gs(t, "hex");
                let b = self.map(p).and_then(|m| map::parse_hex(&hex).and_then(|h| m.bonus.get(&h).cloned())).unwrap_or(obj(vec![("all", Value::Arr(vec![]))]));
                effect_frame(p, &b, &None)
            }
        }
    }

    fn push_triggers(&mut self, p: usize, trig: Vec<Value>) {
        if trig.len() == 1 {
            let f = self.trigger_frame(p, &trig[0]);
            self.push(f);
        } else if trig.len() > 1 {
            self.push(frame("triggers", Some(p), vec![("triggers", Value::Arr(trig))]));
        }
    }

    fn completed_areas(&self, p: usize) -> Vec<Value> {
        let mut v = Vec::new();
        if let Some(m) = self.map(p) {
            for (id, pos) in &m.draw_areas {
                if !m.active_areas.contains(id) && m.area_complete(*pos) {
                    v.push(obj(vec![("trigger", Value::s("draw_area")), ("area", Value::s(id))]));
                }
            }
        }
        v
    }

    /// Puts a terrain tile and pushes what it set off.
    pub fn put_tile(&mut self, p: usize, hex: &str, tile: &str) {
        let mut tiles = self.p(p).get("tiles").cloned().unwrap_or(Value::obj());
        tiles.set(hex, obj(vec![("tile", Value::s(tile)), ("flipped", Value::Bool(false))]));
        if let Value::Obj(m) = &mut tiles {
            m.sort_by(|a, b| a.0.cmp(&b.0));
        }
        self.pset(p, "tiles", tiles);
        let m = self.map(p).unwrap();
        let h = map::parse_hex(hex).unwrap();
        let mut trig = Vec::new();
        if m.bonus.contains_key(&h) {
            trig.push(obj(vec![("trigger", Value::s("icon")), ("hex", Value::s(hex))]));
        }
        if m.hex_touches_road(h) {
            trig.push(obj(vec![("trigger", Value::s("flip")), ("hex", Value::s(hex))]));
        }
        trig.extend(self.completed_areas(p));
        self.push_triggers(p, trig);
    }

    pub fn put_road(&mut self, p: usize, edge: &str) {
        let mut roads = gstrs(self.p(p), "roads");
        roads.push(edge.to_string());
        roads.sort();
        self.pset(p, "roads", strs(&roads));
        let m = self.map(p).unwrap();
        let (a, b) = map::parse_edge(edge).unwrap();
        let mut trig = Vec::new();
        for h in [a, b] {
            if m.tiles.get(&h).map(|t| !t.1).unwrap_or(false) {
                trig.push(obj(vec![("trigger", Value::s("flip")), ("hex", Value::s(&map::hex_id(h)))]));
            }
        }
        trig.extend(self.completed_areas(p));
        self.push_triggers(p, trig);
    }

    pub fn flip(&mut self, p: usize, hex: &str) {
        let t = self.p(p).get("tiles").and_then(|t| t.get(hex)).cloned();
        if let Some(t) = t {
            if !gb(&t, "flipped") {
                let tile = gs(&t, "tile");
                if let Some(ts) = self.pm(p).get_mut("tiles").and_then(|x| x.get_mut(hex)) {
                    ts.set("flipped", Value::Bool(true));
                }
                if let Some(b) = self.tile_type(&tile).and_then(|x| x.get("flip_bonus")).cloned() {
                    self.push(effect_frame(p, &b, &None));
                }
            }
        }
    }

    /// Location bonus of a hex (tile's flipped side or the capital effect).
    pub fn location_bonus(&self, p: usize, hex: &str) -> Option<Value> {
        let m = self.map(p)?;
        let h = map::parse_hex(hex)?;
        if m.is_capital(h) {
            return self.p(p).get("map").and_then(|x| x.get("capital_effect")).cloned();
        }
        let (tile, _) = m.tiles.get(&h)?;
        self.tile_type(tile).and_then(|x| x.get("flip_bonus")).cloned()
    }

    // ---------- tracks ----------
    pub fn industry_markers(&self, p: usize) -> Vec<&'static str> {
        let mut v = Vec::new();
        if self.marker_can_step(p, self.pint(p, "carriage")) {
            v.push("carriage");
        }
        if let Some(l) = self.loco(p) {
            if self.marker_can_step(p, l) {
                v.push("locomotive");
            }
        }
        v
    }

    pub fn industry_take(&mut self, p: usize, marker: &str, f: &Value) {
        let mut nf = f.clone();
        nf.set("kind", Value::s("industry_advance"));
        nf.set("steps", Value::i(gi(f, "steps") - 1));
        let cur = if marker == "carriage" { self.pint(p, "carriage") } else { self.loco(p).unwrap_or(1) };
        let mut fs = Vec::new();
        if cur >= self.industry_final() {
            self.add_pint(p, "vp", 1);
        } else {
            let next = cur + 1;
            self.pset(p, marker, Value::i(next));
            let colour = if marker == "carriage" { "orange" } else { "green" };
            if let Some(b) = self.industry_space(next).and_then(|x| x.get(colour)).cloned() {
                fs.push(effect_frame(p, &b, &None));
            }
        }
        fs.push(nf);
        self.push_seq(fs);
    }

    pub fn food_take(&mut self, p: usize, f: &Value) {
        let mut nf = f.clone();
        nf.set("kind", Value::s("food_advance"));
        nf.set("steps", Value::i(gi(f, "steps") - 1));
        let cur = self.pint(p, "food");
        let mut fs = Vec::new();
        if cur >= self.food_final() {
            self.add_res(p, "wheat", 2);
        } else {
            self.pset(p, "food", Value::i(cur + 1));
            let b = self.c.items("food_track").iter().find(|x| gs(x, "type") == "space" && gi(x, "space") == cur + 1).and_then(|x| x.get("bonus")).cloned();
            if let Some(b) = b {
                fs.push(effect_frame(p, &b, &None));
            }
        }
        fs.push(nf);
        self.push_seq(fs);
    }

    /// Properties without a rabbit, when the leftmost rabbit may be taken.
    pub fn rabbit_hexes(&self, p: usize) -> Vec<String> {
        let placed = garr(self.p(p), "rabbits").len();
        let rabbits = self.rabbits();
        if placed >= rabbits.len() {
            return vec![];
        }
        if self.pint(p, "food") < gi(&rabbits[placed], "space") {
            return vec![];
        }
        let m = match self.map(p) {
            Some(m) => m,
            None => return vec![],
        };
        let mut v: Vec<String> = m.props.keys().filter(|h| !m.rabbits.contains(h)).map(|h| map::hex_id(*h)).collect();
        v.sort();
        v
    }

    fn push_column(&mut self, p: usize, col: &str, waiting: Value) {
        let mut fs = self.reactions(p, "on_industry_bonus", 1);
        let board = self.c.setup_item("player_start").and_then(|x| x.get("board_automation")).and_then(|x| x.get(col)).cloned();
        if let Some(b) = board {
            fs.push(effect_frame(p, &b, &None));
        }
        for c in self.column_cards(p, col) {
            if let Some(a) = self.card_type(&c).and_then(|t| t.get("automation")).cloned() {
                if !a.is_null() {
                    fs.push(effect_frame(p, &a, &None));
                }
            }
        }
        fs.push(frame("bonus_end", Some(p), vec![("waiting", waiting)]));
        self.push_seq(fs);
    }

    pub fn push_column_pub(&mut self, p: usize, col: &str, waiting: Value) {
        self.push_column(p, col, waiting)
    }

    // ---------- cards ----------
    pub fn automatable_in_hand(&self, p: usize) -> Vec<(String, String)> {
        let mut v = Vec::new();
        for c in self.hand(p) {
            for col in self.card_columns(p, &c) {
                v.push((c.clone(), col));
            }
        }
        v
    }

    /// How many cards of a hand could be automated one after another.
    fn automatable_together(&self, p: usize, hand: &[String]) -> i64 {
        let mut cap: Vec<i64> = COLUMNS.iter().map(|c| (self.column_limit(p, c) - self.column_cards(p, c).len() as i64).max(0)).collect();
        let mut wild = 0;
        let mut fixed = [0i64; 3];
        for c in hand {
            if let Some(t) = self.card_type(c) {
                if gs(t, "kind") != "immediate" {
                    continue;
                }
                let tag = gs(t, "industry_tag");
                if tag == "wildcard" {
                    wild += 1;
                } else if let Some(i) = COLUMNS.iter().position(|x| *x == tag) {
                    fixed[i] += 1;
                }
            }
        }
        let mut total = 0;
        for i in 0..3 {
            let u = fixed[i].min(cap[i]);
            total += u;
            cap[i] -= u;
        }
        total + wild.min(cap.iter().sum())
    }

    fn carmen_redraw(&mut self, p: usize, count: i64) {
        let total_cards = self.st.get("cards").and_then(|x| x.as_obj()).map(|m| m.len()).unwrap_or(0);
        let mut n = 0;
        loop {
            let hand = self.hand(p);
            if self.automatable_together(p, &hand) >= count {
                return;
            }
            if hand.is_empty() || self.deck().len() < hand.len() || n >= total_cards {
                return;
            }
            n += 1;
            let mut deck = self.deck();
            let mut h = hand.clone();
            h.sort();
            deck.extend(h.clone());
            self.st.set("deck", strs(&deck));
            self.set_hand(p, vec![]);
            for _ in 0..h.len() {
                self.draw_one(p);
            }
        }
    }

    pub fn search_matches(&self, f: &Value) -> Vec<String> {
        let kind = f.get("card_kind").and_then(|x| x.as_str()).map(|x| x.to_string());
        let tag = f.get("tag").and_then(|x| x.as_str()).map(|x| x.to_string());
        let mut v: Vec<String> = self
            .deck()
            .into_iter()
            .filter(|c| {
                let t = match self.card_type(c) {
                    Some(t) => t,
                    None => return false,
                };
                kind.as_ref().map(|k| gs(t, "kind") == *k).unwrap_or(true) && tag.as_ref().map(|g| gstrs(t, "tags").contains(g)).unwrap_or(true)
            })
            .collect();
        v.sort();
        v.dedup();
        v
    }

    /// Plays a card: pays, moves it, and pushes what follows (D5.17).
    pub fn play_card(&mut self, p: usize, card: &str, free: bool) {
        if !free {
            let cost = self.play_cost(p, card);
            self.add_res(p, "gold", -cost);
        }
        let mut h = self.hand(p);
        h.retain(|c| c != card);
        self.set_hand(p, h);
        let mut played = gstrs(self.p(p), "played");
        played.push(card.to_string());
        self.pset(p, "played", strs(&played));
        let mut fs = self.reactions(p, "on_play_card", 1);
        if let Some(t) = self.card_type(card).cloned() {
            if gs(&t, "kind") == "immediate" {
                let imm: Vec<Value> = garr(&t, "abilities").into_iter().filter(|a| gs(a, "timing") == "immediate").filter_map(|a| a.get("effect").cloned()).collect();
                if imm.len() == 1 {
                    fs.push(effect_frame(p, &imm[0], &None));
                } else if imm.len() > 1 {
                    fs.push(effect_frame(p, &obj(vec![("any_order", Value::Arr(imm))]), &None));
                }
            }
        }
        fs.push(frame("card_played", Some(p), vec![("card", Value::s(card))]));
        self.push_seq(fs);
    }

    pub fn skill_count(&self, p: usize) -> usize {
        if self.has_mod(p, "skill_tiles_doubled") { 2 } else { 1 }
    }

    // ---------- effects ----------
    pub fn raise_income(&mut self, p: usize, k: &str, n: i64) -> Vec<Value> {
        if n <= 0 {
            return vec![];
        }
        let cur = self.income(p, k);
        if let Some(i) = self.pm(p).get_mut("income") {
            i.set(k, Value::i(cur + n));
        }
        if k == "gold" {
            self.reactions(p, "on_gold_income_increase", n)
        } else {
            vec![]
        }
    }

    pub fn resolve(&mut self, p: usize, e: &Value, ctx: &Option<Value>) {
        let (k, v) = op(e);
        match k.as_str() {
            "all" => {
                let fs: Vec<Value> = v.as_arr().cloned().unwrap_or_default().iter().map(|x| effect_frame(p, x, ctx)).collect();
                self.push_seq(fs);
            }
            "if" => {
                let c = e.get("if").cloned().unwrap_or(Value::Null);
                let b = if self.cond(p, &c, ctx) { e.get("then").cloned() } else { e.get("else").cloned() };
                if let Some(b) = b {
                    self.push(effect_frame(p, &b, ctx));
                }
            }
            "repeat" => {
                let d = v.get("do").cloned().unwrap_or(Value::Null);
                match v.get("times") {
                    Some(Value::Str(s)) if s == "any" => {
                        let mut f = frame("repeat_any", Some(p), vec![("effect", d)]);
                        if let Some(c) = ctx {
                            f.set("ctx", c.clone());
                        }
                        self.push(f);
                    }
                    Some(t) => {
                        let n = self.amount(p, t, ctx);
                        for _ in 0..n.max(0) {
                            self.push(effect_frame(p, &d, ctx));
                        }
                    }
                    None => {}
                }
            }
            "any_order" => {
                let parts = v.as_arr().cloned().unwrap_or_default();
                if parts.len() == 1 {
                    self.push(effect_frame(p, &parts[0], ctx));
                } else if parts.len() > 1 {
                    let mut f = frame("order_effects", Some(p), vec![("parts", Value::Arr(parts))]);
                    if let Some(c) = ctx {
                        f.set("ctx", c.clone());
                    }
                    self.push(f);
                }
            }
            "choose" => {
                let mut f = frame("choose_effect", Some(p), vec![("options", v.clone())]);
                if let Some(c) = ctx {
                    f.set("ctx", c.clone());
                }
                self.push(f);
            }
            "optional" => {
                let mut f = frame("optional", Some(p), vec![("effect", v.clone())]);
                if let Some(c) = ctx {
                    f.set("ctx", c.clone());
                }
                self.push(f);
            }
            "gain_any" | "pay_any" => {
                let count = v.get("count").map(|a| self.amount(p, a, ctx)).unwrap_or(0);
                let kinds = v.get("kinds").cloned().unwrap_or(Value::Arr(vec![]));
                if count > 0 {
                    self.push(frame(&k, Some(p), vec![("kinds", kinds), ("count", Value::i(count))]));
                }
            }
            "income_any" => {
                let steps = v.get("steps").map(|a| self.amount(p, a, ctx)).unwrap_or(0);
                let single = v.get("single").and_then(|x| x.as_bool()).unwrap_or(true);
                if steps > 0 {
                    self.push(frame("income_any", Some(p), vec![("kinds", v.get("kinds").cloned().unwrap_or(Value::Arr(vec![]))), ("steps", Value::i(steps)), ("single", Value::Bool(single))]));
                }
            }
            "gain" => {
                if let Value::Obj(m) = &v {
                    for (r, a) in m {
                        let n = self.amount(p, a, ctx);
                        self.add_res(p, r, n);
                    }
                }
            }
            "pay" => {
                if let Value::Obj(m) = &v {
                    for (r, a) in m {
                        let n = self.amount(p, a, ctx);
                        self.add_res(p, r, -n);
                    }
                }
            }
            "income" => {
                let mut fs = Vec::new();
                if let Value::Obj(m) = &v {
                    for (r, a) in m {
                        let n = self.amount(p, a, ctx);
                        fs.extend(self.raise_income(p, r, n));
                    }
                }
                self.push_seq(fs);
            }
            "vp" | "cp" | "ip" => {
                let n = self.amount(p, &v, ctx);
                self.add_pint(p, &k, n);
            }
            "locomotive" => {
                if self.loco(p).is_none() {
                    let f = self.industry_first();
                    self.pset(p, "locomotive", Value::i(f));
                }
            }
            "wood_discount" => {
                let n = v.as_i64().unwrap_or(0);
                let mut d: Vec<i64> = garr(self.p(p), "discounts").iter().filter_map(|x| x.as_i64()).collect();
                if !d.contains(&n) {
                    d.push(n);
                    d.sort();
                    self.pset(p, "discounts", ints(&d));
                }
            }
            "wonder" => {
                self.add_pint(p, "wonders", 1);
                if self.pint(p, "wonders") > 1 {
                    let n = self.skill_count(p);
                    for _ in 0..n {
                        self.push(frame("skill_tile_bonus", Some(p), vec![("advanced_only", Value::Bool(false))]));
                    }
                }
            }
            "draw" => {
                let n = self.amount(p, &v, ctx);
                if n > 0 {
                    self.push(frame("draw", Some(p), vec![("count", Value::i(n))]));
                }
            }
            "discard" => {
                let n = self.amount(p, &v, ctx);
                if n > 0 && self.can_lose(p, n as usize) {
                    self.push(frame("discard", Some(p), vec![("count", Value::i(n))]));
                }
            }
            "automate_from_hand" => {
                let count = v.get("count").map(|a| self.amount(p, a, ctx)).unwrap_or(0);
                self.push(frame(
                    "automate_from_hand",
                    Some(p),
                    vec![
                        ("count", Value::i(count)),
                        ("free", Value::Bool(gb(&v, "free"))),
                        ("up_to", Value::Bool(gb(&v, "up_to"))),
                        ("redraw", Value::Bool(gb(&v, "redraw"))),
                    ],
                ));
            }
            "search_deck" => {
                let count = v.get("count").map(|a| self.amount(p, a, ctx)).unwrap_or(0);
                self.push(frame(
                    "search_deck",
                    Some(p),
                    vec![
                        ("count", Value::i(count)),
                        ("card_kind", v.get("kind").cloned().unwrap_or(Value::Null)),
                        ("tag", v.get("tag").cloned().unwrap_or(Value::Null)),
                        ("taken", Value::Arr(vec![])),
                    ],
                ));
            }
            "play_card" => {
                let free = gb(&v, "free");
                let kind = v.get("kind").cloned().unwrap_or(Value::Null);
                let among = if gs(&v, "among") == "searched" {
                    ctx.as_ref().and_then(|c| c.get("searched")).cloned().unwrap_or(Value::Arr(vec![]))
                } else {
                    Value::Null
                };
                let f = frame("play_from_effect", Some(p), vec![("free", Value::Bool(free)), ("card_kind", kind), ("among", among)]);
                if !self.play_from_effect_cards(p, &f).is_empty() {
                    self.push(f);
                }
            }
            "skill_tile" | "advanced_skill_tile" => {
                let n = self.amount(p, &v, ctx);
                let adv = k == "advanced_skill_tile";
                let per = self.skill_count(p) as i64;
                for _ in 0..(n * per).max(0) {
                    self.push(frame("skill_tile_bonus", Some(p), vec![("advanced_only", Value::Bool(adv))]));
                }
            }
            "industry_bonus" => {
                let col = v.as_str().unwrap_or("any").to_string();
                let stack = self.stack_mut();
                if let Some(fr) = stack.iter_mut().rev().find(|f| gs(f, "kind") == "bonus_end" && gi(f, "player") == p as i64) {
                    let mut w = garr(fr, "waiting");
                    w.push(Value::Str(col));
                    fr.set("waiting", Value::Arr(w));
                } else {
                    self.push(frame("industry_bonus", Some(p), vec![("column", Value::Str(col)), ("waiting", Value::Arr(vec![]))]));
                }
            }
            "action_disc" => {
                let n = self.amount(p, &v, ctx);
                self.add_pint(p, "discs", n);
            }
            "cube_on_board" => {
                let n = self.amount(p, &v, ctx);
                self.add_pint(p, "cubes", n);
            }
            "copy_area" => {
                let mut f = frame("copy_area", Some(p), vec![("categories", v.get("categories").cloned().unwrap_or(Value::Arr(vec![])))]);
                if let Some(c) = ctx {
                    f.set("ctx", c.clone());
                }
                if !self.copy_answers(p, &f).is_empty() {
                    self.push(f);
                }
            }
            "place" => {
                let what = gs(&v, "what");
                let count = v.get("count").map(|a| self.amount(p, a, ctx)).unwrap_or(1);
                let up_to = gb(&v, "up_to");
                match what.as_str() {
                    "terrain" => {
                        let mut f = frame("terrain_placements", Some(p), vec![("left", Value::i(count)), ("up_to", Value::Bool(up_to))]);
                        if let Some(t) = v.get("terrain") {
                            f.set("terrain", t.clone());
                        }
                        self.push(f);
                    }
                    "road" => self.push(frame("road_placements", Some(p), vec![("left", Value::i(count)), ("up_to", Value::Bool(up_to))])),
                    "rabbit" => self.push(frame("rabbit_placements", Some(p), vec![("left", Value::i(count)), ("up_to", Value::Bool(up_to))])),
                    "property" => {
                        let mut f = frame(
                            "property_placements",
                            Some(p),
                            vec![("left", Value::i(count)), ("up_to", Value::Bool(up_to)), ("locations", strs(&self.locations(p))), ("placed", Value::Arr(vec![]))],
                        );
                        if let Some(t) = v.get("property") {
                            f.set("kinds", t.clone());
                        }
                        self.push(f);
                    }
                    _ => {}
                }
            }
            "flip_any" => {
                let n = v.get("count").map(|a| self.amount(p, a, ctx)).unwrap_or(1);
                self.push(frame("flip_any", Some(p), vec![("left", Value::i(n))]));
            }
            "interleave" => {
                let mut parts = Vec::new();
                for part in v.as_arr().cloned().unwrap_or_default() {
                    let (k2, v2) = op(&part);
                    if k2 != "place" {
                        continue;
                    }
                    let mut pf = obj(vec![
                        ("what", Value::s(&gs(&v2, "what"))),
                        ("left", Value::i(v2.get("count").map(|a| self.amount(p, a, ctx)).unwrap_or(1))),
                        ("up_to", Value::Bool(gb(&v2, "up_to"))),
                    ]);
                    if let Some(t) = v2.get("terrain") {
                        pf.set("terrain", t.clone());
                    }
                    parts.push(pf);
                }
                self.push(frame("interleave", Some(p), vec![("parts", Value::Arr(parts))]));
            }
            "advance" => {
                let steps = v.get("steps").map(|a| self.amount(p, a, ctx)).unwrap_or(0);
                let kind = if gs(&v, "track") == "food" { "food_advance" } else { "industry_advance" };
                self.push(frame(kind, Some(p), vec![("steps", Value::i(steps)), ("up_to", Value::Bool(gb(&v, "up_to")))]));
            }
            "advance_prosperity" => {
                let steps = v.get("steps").map(|a| self.amount(p, a, ctx)).unwrap_or(0);
                let (colours, narrow) = match v.get("colors") {
                    Some(Value::Str(s)) if s == "least_progress" => (self.least_colours(p), true),
                    Some(Value::Arr(_)) => (gstrs(&v, "colors"), false),
                    _ => (self.colours(), false),
                };
                self.push(frame(
                    "prosperity_advance",
                    Some(p),
                    vec![("steps", Value::i(steps)), ("colours", strs(&colours)), ("narrow", Value::Bool(narrow)), ("up_to", Value::Bool(gb(&v, "up_to")))],
                ));
            }
            _ => {}
        }
    }

    pub fn play_from_effect_cards(&self, p: usize, f: &Value) -> Vec<String> {
        let free = gb(f, "free");
        let kind = f.get("card_kind").and_then(|x| x.as_str()).map(|x| x.to_string());
        let among: Option<Vec<String>> = match f.get("among") {
            Some(Value::Arr(a)) => Some(a.iter().filter_map(|x| x.as_str().map(|s| s.to_string())).collect()),
            _ => None,
        };
        let mut v: Vec<String> = self
            .hand(p)
            .into_iter()
            .filter(|c| among.as_ref().map(|a| a.contains(c)).unwrap_or(true))
            .filter(|c| kind.as_ref().map(|k| self.card_type(c).map(|t| gs(t, "kind") == *k).unwrap_or(false)).unwrap_or(true))
            .filter(|c| free || self.res(p, "gold") >= self.play_cost(p, c))
            .filter(|_| self.can_lose(p, 1))
            .collect();
        v.sort();
        v
    }
}

