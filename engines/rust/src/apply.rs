//! Applying an answer that is among the legal actions (decisions.md D5).
use crate::engine::*;
use crate::json::{obj, Value};
use crate::map;

fn mix(v: &Value) -> Vec<(String, i64)> {
    match v {
        Value::Obj(m) => m.iter().map(|(k, n)| (k.clone(), n.as_i64().unwrap_or(0))).collect(),
        _ => vec![],
    }
}

impl G {
    pub fn answer(&mut self, act: &Value) -> Result<(), String> {
        let f = self.top().cloned().ok_or("no decision")?;
        let p = gi(&f, "player").max(0) as usize;
        let kind = gs(&f, "kind");
        let t = gs(act, "type");
        let ctx = f.get("ctx").cloned();
        match (kind.as_str(), t.as_str()) {
            ("choose_character", _) => {
                self.pop();
                let id = gs(act, "character");
                let ch = self.c.find("characters", &id).cloned().unwrap_or(Value::Null);
                self.pset(p, "character", Value::s(&id));
                let mut inc = obj(vec![]);
                for k in INCOME_KINDS.iter() {
                    inc.set(k, Value::i(ch.get("starting_income").map(|x| gi(x, k)).unwrap_or(0)));
                }
                self.pset(p, "income", inc);
                if let Some(Value::Obj(m)) = ch.get("starting_resources") {
                    for (k, n) in m {
                        self.add_res(p, k, n.as_i64().unwrap_or(0));
                    }
                }
            }
            ("choose_map", _) => {
                self.pop();
                let id = gs(act, "map");
                let m = self.c.find("map_boards", &id).cloned().unwrap_or(Value::Null);
                let mut out = obj(vec![]);
                for k in ["id", "hexes", "capital_effect", "extra_draw_areas", "ports", "perimeter"] {
                    if let Some(v) = m.get(k) {
                        out.set(k, v.clone());
                    }
                }
                self.pset(p, "map", out);
            }
            ("choose_round_aid", _) => {
                self.pop();
                self.pset(p, "round_aid_space", Value::i(gi(act, "space")));
            }
            ("move_round_aid", _) => {
                self.pop();
                let old = self.p(p).get("round_aid_space").cloned().unwrap_or(Value::Null);
                self.pset(p, "round_aid_space", Value::i(gi(act, "space")));
                if self.solo() {
                    if let Some(s) = self.st.get_mut("solo") {
                        if !s.is_null() {
                            s.set("round_aid_space", old);
                        }
                    }
                }
            }
            ("order_aid_tiles", _) => {
                self.pop();
                let chosen = gs(act, "tile");
                let mut tiles = gstrs(&f, "tiles");
                if let Some(i) = tiles.iter().position(|x| *x == chosen) {
                    tiles.remove(i);
                }
                let mut fs = Vec::new();
                if let Some(e) = self.aid_effect(&chosen) {
                    fs.push(effect_frame(p, &e, &None));
                }
                for o in tiles {
                    if let Some(e) = self.aid_effect(&o) {
                        fs.push(effect_frame(p, &e, &None));
                    }
                }
                self.push_seq(fs);
            }
            ("turn", _) => self.turn_answer(p, act)?,
            ("hand_cost", _) => {
                self.pop();
                if act.get("disc").is_some() {
                    self.add_pint(p, "discs", -1);
                } else {
                    let cards = gstrs(act, "cards");
                    self.discard_cards(p, &cards);
                    let d = gi(act, "diamonds");
                    if d > 0 {
                        self.add_res(p, "diamond", -d);
                        let fs = self.reactions(p, "on_pay_diamonds_for_cards", d);
                        self.push_seq(fs);
                    }
                }
            }
            ("gain_any", _) => {
                self.pop();
                for (k, n) in mix(act.get("resources").unwrap_or(&Value::Null)) {
                    self.add_res(p, &k, n);
                }
            }
            ("pay_any", _) => {
                self.pop();
                for (k, n) in mix(act.get("resources").unwrap_or(&Value::Null)) {
                    self.add_res(p, &k, -n);
                }
            }
            ("choose_effect", _) => {
                self.pop();
                let o = garr(&f, "options").get(gi(act, "option") as usize).cloned().unwrap_or(Value::Null);
                self.push(effect_frame(p, &o, &ctx));
            }
            ("optional", "accept") => {
                self.pop();
                let e = f.get("effect").cloned().unwrap_or(Value::Null);
                self.push(effect_frame(p, &e, &ctx));
            }
            ("optional", _) => {
                self.pop();
            }
            ("order_effects", _) => {
                self.pop();
                let mut parts = garr(&f, "parts");
                let i = gi(act, "part") as usize;
                let chosen = parts.remove(i);
                self.push_seq(vec![effect_frame(p, &chosen, &ctx), effect_frame(p, &obj(vec![("any_order", Value::Arr(parts))]), &ctx)]);
            }
            ("repeat_any", "repeat") => {
                let e = f.get("effect").cloned().unwrap_or(Value::Null);
                self.push(effect_frame(p, &e, &ctx));
            }
            ("repeat_any", _) => {
                self.pop();
            }
            ("copy_area", _) => {
                self.pop();
                let id = gs(act, "area");
                let cost = self.area_cost(p, &id);
                let eff = self.area_effect(&id);
                self.push(effect_frame(p, &obj(vec![("all", Value::Arr(vec![cost, eff]))]), &ctx));
            }
            ("income_any", _) => {
                self.pop();
                let mut fs = Vec::new();
                for (k, n) in mix(act.get("income").unwrap_or(&Value::Null)) {
                    fs.extend(self.raise_income(p, &k, n));
                }
                self.push_seq(fs);
            }
            ("discard", _) => {
                self.pop();
                self.discard_cards(p, &gstrs(act, "cards"));
            }
            ("keep_card", _) => {
                self.pop();
                let keep = gs(act, "card");
                let others: Vec<String> = self.hand(p).into_iter().filter(|c| *c != keep).collect();
                self.discard_cards(p, &others);
            }
            ("draft_pick", _) => {
                self.pop();
                let n = self.n();
                let card = gs(act, "card");
                let mut packets: Vec<Vec<String>> = garr(&f, "packets").iter().map(|x| x.as_arr().map(|a| a.iter().filter_map(|y| y.as_str().map(|s| s.to_string())).collect()).unwrap_or_default()).collect();
                let mut kept: Vec<Vec<String>> = garr(&f, "kept").iter().map(|x| x.as_arr().map(|a| a.iter().filter_map(|y| y.as_str().map(|s| s.to_string())).collect()).unwrap_or_default()).collect();
                packets.resize(n, vec![]);
                kept.resize(n, vec![]);
                packets[p].retain(|c| *c != card);
                kept[p].push(card);
                let waiting: Vec<usize> = garr(&f, "waiting").iter().filter_map(G::seat_of).collect();
                if let Some(next) = waiting.first() {
                    let srt = |v: &Vec<String>| {
                        let mut x = v.clone();
                        x.sort();
                        strs(&x)
                    };
                    self.push(frame(
                        "draft_pick",
                        Some(*next),
                        vec![
                            ("waiting", ints(&waiting[1..].iter().map(|x| *x as i64).collect::<Vec<_>>())),
                            ("packets", Value::Arr(packets.iter().map(srt).collect())),
                            ("kept", Value::Arr(kept.iter().map(srt).collect())),
                        ],
                    ));
                } else {
                    // every packet moves to the next seat clockwise
                    let mut moved = vec![vec![]; n];
                    for s in 0..n {
                        moved[(s + 1) % n] = packets[s].clone();
                    }
                    self.draft_ask(moved, kept);
                }
            }
            ("place_terrain", "stop") | ("place_road", "stop") | ("interleave_place", "stop") => {
                self.pop();
            }
            ("place_terrain", _) => {
                self.pop();
                let mut nf = f.clone();
                nf.set("kind", Value::s("terrain_placements"));
                nf.set("left", Value::i(gi(&f, "left") - 1));
                self.push(nf);
                self.put_tile(p, &gs(act, "hex"), &gs(act, "tile"));
            }
            ("place_road", _) => {
                self.pop();
                let mut nf = f.clone();
                nf.set("kind", Value::s("road_placements"));
                nf.set("left", Value::i(gi(&f, "left") - 1));
                self.push(nf);
                self.put_road(p, &gs(act, "edge"));
            }
            ("interleave_place", _) => {
                self.pop();
                let what = if t == "place_terrain" { "terrain" } else { "road" };
                let mut parts = garr(&f, "parts");
                let hex_terrain = if what == "terrain" {
                    self.map(p).and_then(|m| map::parse_hex(&gs(act, "hex")).and_then(|h| m.hexes.get(&h).cloned())).unwrap_or_default()
                } else {
                    String::new()
                };
                for part in parts.iter_mut() {
                    if gs(part, "what") == what && gi(part, "left") > 0 {
                        if what == "terrain" && part.get("terrain").is_some() && !gstrs(part, "terrain").contains(&hex_terrain) {
                            continue;
                        }
                        part.set("left", Value::i(gi(part, "left") - 1));
                        break;
                    }
                }
                self.push(frame("interleave", Some(p), vec![("parts", Value::Arr(parts))]));
                if what == "terrain" {
                    self.put_tile(p, &gs(act, "hex"), &gs(act, "tile"));
                } else {
                    self.put_road(p, &gs(act, "edge"));
                }
            }
            ("order_triggers", _) => {
                self.pop();
                let trig = garr(&f, "triggers");
                let tr = gs(act, "trigger");
                let key = if tr == "draw_area" { "area" } else { "hex" };
                let idx = trig.iter().position(|x| gs(x, "trigger") == tr && gs(x, key) == gs(act, key)).unwrap_or(0);
                let chosen = trig[idx].clone();
                let mut rest = trig.clone();
                rest.remove(idx);
                let cf = self.trigger_frame(p, &chosen);
                self.push_seq(vec![cf, frame("triggers", Some(p), vec![("triggers", Value::Arr(rest))])]);
            }
            ("choose_flip", _) => {
                self.pop();
                self.push_seq(vec![
                    frame("flip_tile", Some(p), vec![("hex", Value::s(&gs(act, "hex")))]),
                    frame("flip_any", Some(p), vec![("left", Value::i(gi(&f, "left") - 1))]),
                ]);
            }
            ("place_property", "stop") => {
                self.pop();
                let mut nf = f.clone();
                nf.set("kind", Value::s("property_placements"));
                nf.set("left", Value::i(0));
                self.push(nf);
            }
            ("place_property", _) => {
                self.pop();
                let tok = gs(act, "token");
                let hex = gs(act, "hex");
                for (k, n) in self.token_cost(p, &tok) {
                    self.add_res(p, &k, -n);
                }
                let mut nf = f.clone();
                nf.set("kind", Value::s("property_placements"));
                nf.set("left", Value::i(gi(&f, "left") - 1));
                let mut placed = gstrs(&f, "placed");
                placed.push(tok.clone());
                nf.set("placed", strs(&placed));
                self.push(nf);
                self.put_property(p, &hex, &tok);
            }
            ("industry_step", "stop") | ("food_step", "stop") | ("place_rabbit", "stop") | ("prosperity_step", "stop") | ("automate_from_hand_pick", "stop") => {
                self.pop();
            }
            ("industry_step", _) => {
                self.pop();
                let m = gs(act, "marker");
                self.industry_take(p, &m, &f);
            }
            ("food_step", _) => {
                self.pop();
                self.food_take(p, &f);
            }
            ("place_rabbit", "rabbit_vp") => {
                self.pop();
                self.add_pint(p, "vp", 6);
                let mut nf = f.clone();
                nf.set("kind", Value::s("rabbit_placements"));
                nf.set("left", Value::i(gi(&f, "left") - 1));
                self.push(nf);
            }
            ("place_rabbit", _) => {
                self.pop();
                let placed = garr(self.p(p), "rabbits").len();
                let rabbit = self.rabbits().get(placed).cloned().unwrap_or(Value::Null);
                let mut rs = gstrs(self.p(p), "rabbits");
                rs.push(gs(act, "hex"));
                rs.sort();
                self.pset(p, "rabbits", strs(&rs));
                let mut nf = f.clone();
                nf.set("kind", Value::s("rabbit_placements"));
                nf.set("left", Value::i(gi(&f, "left") - 1));
                let mut fs = Vec::new();
                if let Some(b) = rabbit.get("bonus") {
                    fs.push(effect_frame(p, b, &None));
                }
                fs.extend(self.reactions(p, "on_place_rabbit", 1));
                fs.push(nf);
                self.push_seq(fs);
            }
            ("prosperity_step", _) => {
                self.pop();
                let tid = gs(act, "track");
                let track = self.ptracks().into_iter().find(|x| gs(x, "id") == tid).unwrap_or(Value::Null);
                let i = (gi(&track, "position") - 1).max(0) as usize;
                let len = gi(&track, "length");
                let mut pros = self.pros(p);
                if pros.len() <= i {
                    pros.resize(i + 1, 0);
                }
                pros[i] += 1;
                let reached = pros[i];
                self.pset(p, "prosperity", ints(&pros));
                if reached == len {
                    self.add_res(p, "diamond", -1);
                }
                let mut nf = f.clone();
                nf.set("kind", Value::s("prosperity_advance"));
                nf.set("steps", Value::i(gi(&f, "steps") - 1));
                if gb(&f, "narrow") {
                    nf.set("colours", strs(&[gs(&track, "colour")]));
                }
                let mut fs = Vec::new();
                for b in garr(&track, "bonus_spaces") {
                    if gi(&b, "steps") == reached {
                        if let Some(e) = b.get("effect") {
                            fs.push(effect_frame(p, e, &None));
                        }
                    }
                }
                if reached == len {
                    let first = self.st.get("prosperity_first").and_then(|x| x.get(&tid)).is_some();
                    if !first {
                        let mut pf = self.st.get("prosperity_first").cloned().unwrap_or(Value::obj());
                        pf.set(&tid, Value::i(p as i64));
                        if let Value::Obj(m) = &mut pf {
                            m.sort_by(|a, b| a.0.cmp(&b.0));
                        }
                        self.st.set("prosperity_first", pf);
                        if let Some(e) = track.get("rightmost_bonus") {
                            fs.push(effect_frame(p, e, &None));
                        }
                    }
                }
                fs.push(nf);
                self.push_seq(fs);
            }
            ("bonus_column", _) => {
                self.pop();
                let w = f.get("waiting").cloned().unwrap_or(Value::Arr(vec![]));
                self.push_column_pub(p, &gs(act, "column"), w);
            }
            ("automate", "automate") => {
                self.pop();
                let card = gs(&f, "card");
                self.add_res(p, "diamond", -1);
                self.automate_card(p, &card, &gs(act, "column"), true);
            }
            ("automate", _) => {
                self.pop();
            }
            ("automate_from_hand_pick", _) => {
                self.pop();
                if !gb(&f, "free") {
                    self.add_res(p, "diamond", -1);
                }
                self.automate_card(p, &gs(act, "card"), &gs(act, "column"), false);
                let mut nf = f.clone();
                nf.set("kind", Value::s("automate_from_hand"));
                nf.set("count", Value::i(gi(&f, "count") - 1));
                self.push(nf);
            }
            ("search_pick", _) => {
                self.pop();
                let card = gs(act, "card");
                let mut deck = self.deck();
                deck.retain(|c| *c != card);
                self.st.set("deck", strs(&deck));
                let mut h = self.hand(p);
                h.push(card.clone());
                self.set_hand(p, h);
                let mut nf = f.clone();
                nf.set("kind", Value::s("search_deck"));
                nf.set("count", Value::i(gi(&f, "count") - 1));
                let mut taken = gstrs(&f, "taken");
                taken.push(card);
                nf.set("taken", strs(&taken));
                self.push(nf);
            }
            ("play_from_effect", _) => {
                self.pop();
                self.play_card(p, &gs(act, "card"), gb(&f, "free"));
            }
            ("choose_skill_tile", _) => {
                self.pop();
                let tile = gs(act, "tile");
                if t == "take_advanced_skill_tile" {
                    if !gb(&f, "advanced_only") {
                        self.add_res(p, "diamond", -1);
                    }
                    let mut adv = gstrs(&self.st, "advanced_supply");
                    adv.retain(|x| *x != tile);
                    self.st.set("advanced_supply", strs(&adv));
                } else if let Some(sup) = self.st.get_mut("skill_supply") {
                    let n = gi(sup, &tile);
                    sup.set(&tile, Value::i((n - 1).max(0)));
                }
                let mut st = self.p(p).get("skill_tiles").cloned().unwrap_or(Value::obj());
                st.set(&tile, Value::Bool(true));
                if let Value::Obj(m) = &mut st {
                    m.sort_by(|a, b| a.0.cmp(&b.0));
                }
                self.pset(p, "skill_tiles", st);
                let mut fs = Vec::new();
                if let Some(x) = self.c.find("skill_tiles", &tile) {
                    for ab in garr(x, "abilities") {
                        let timing = gs(&ab, "timing");
                        if timing == "immediate" || (timing == "one_time" && gs(&ab, "when") == "on_acquire") {
                            if let Some(e) = ab.get("effect") {
                                fs.push(effect_frame(p, e, &None));
                            }
                        }
                    }
                }
                self.push_seq(fs);
            }
            _ => return Err(format!("cannot apply {} to {}", t, kind)),
        }
        Ok(())
    }

    pub fn automate_card(&mut self, p: usize, card: &str, col: &str, from_played: bool) {
        if from_played {
            let mut pl = gstrs(self.p(p), "played");
            pl.retain(|c| c != card);
            self.pset(p, "played", strs(&pl));
        } else {
            let mut h = self.hand(p);
            h.retain(|c| c != card);
            self.set_hand(p, h);
        }
        let mut a = self.p(p).get("automated").cloned().unwrap_or(Value::obj());
        let mut v = gstrs(&a, col);
        v.push(card.to_string());
        a.set(col, strs(&v));
        self.pset(p, "automated", a);
    }

    pub fn put_property(&mut self, p: usize, hex: &str, tok: &str) {
        let mut props = self.p(p).get("properties").cloned().unwrap_or(Value::obj());
        props.set(hex, Value::s(tok));
        if let Value::Obj(m) = &mut props {
            m.sort_by(|a, b| a.0.cmp(&b.0));
        }
        self.pset(p, "properties", props);
        let mut fs = Vec::new();
        if let Some(b) = self.location_bonus(p, hex) {
            fs.push(effect_frame(p, &b, &None));
        }
        fs.extend(self.reactions(p, "on_place_property", 1));
        self.push_seq(fs);
    }

    fn turn_answer(&mut self, p: usize, act: &Value) -> Result<(), String> {
        let t = gs(act, "type");
        let set_main = |g: &mut G| {
            if let Some(f) = g.stack_mut().last_mut() {
                f.set("main_done", Value::Bool(true));
            }
        };
        match t.as_str() {
            "end_turn" => {
                self.pop();
            }
            "pass" => {
                self.pop();
                self.pset(p, "passed", Value::Bool(true));
                let mut po = garr(&self.st, "pass_order");
                if po.is_empty() {
                    self.st.set("start_player", Value::i(p as i64));
                }
                po.push(Value::i(p as i64));
                self.st.set("pass_order", Value::Arr(po));
                self.push_seq(vec![frame("pass_scoring", Some(p), vec![("step", Value::i(1))]), frame("move_round_aid", Some(p), vec![])]);
            }
            "use_area" => {
                set_main(self);
                let id = gs(act, "area");
                let mut sp = self.area_spaces(&id);
                let idx = sp.iter().position(|x| x.is_null()).unwrap_or(0);
                sp[idx] = Value::i(p as i64);
                if let Some(ar) = self.st.get_mut("areas") {
                    ar.set(&id, Value::Arr(sp));
                }
                let cost = self.area_cost(p, &id);
                let reserved = self.cost_diamonds(&cost);
                let mut hc = frame("hand_cost", Some(p), vec![("count", Value::i(idx as i64 + 1))]);
                if reserved > 0 {
                    hc.set("reserved", Value::i(reserved));
                }
                let eff = self.area_effect(&id);
                let ef = effect_frame(p, &obj(vec![("all", Value::Arr(vec![cost, eff]))]), &Some(obj(vec![("space", Value::i(idx as i64 + 1))])));
                self.push_seq(vec![hc, ef]);
            }
            "play_card" => {
                set_main(self);
                self.play_card(p, &gs(act, "card"), false);
            }
            "flip_skill_tile" => {
                set_main(self);
                let tile = gs(act, "tile");
                let mut fs = Vec::new();
                if let Some(x) = self.c.find("skill_tiles", &tile) {
                    for ab in garr(x, "abilities") {
                        if gs(&ab, "timing") == "flip" {
                            if let Some(e) = ab.get("effect") {
                                fs.push(effect_frame(p, e, &None));
                            }
                            break;
                        }
                    }
                }
                fs.push(frame("skill_tile_face_down", Some(p), vec![("tile", Value::s(&tile))]));
                self.push_seq(fs);
            }
            "buy_card" => {
                self.add_res(p, "gold", -15);
                self.push(frame("draw", Some(p), vec![("count", Value::i(1))]));
            }
            "buy_basic" => {
                self.add_res(p, "gold", -4);
                self.add_res(p, &gs(act, "resource"), 1);
            }
            "sell_basic" => {
                self.add_res(p, &gs(act, "resource"), -1);
                self.add_res(p, "gold", 1);
            }
            "trade_basic" => {
                for (k, n) in mix(act.get("pay").unwrap_or(&Value::Null)) {
                    self.add_res(p, &k, -n);
                }
                self.add_res(p, &gs(act, "resource"), 1);
            }
            "return_disc" => {
                self.add_pint(p, "discs", -1);
                for (k, n) in mix(act.get("gain").unwrap_or(&Value::Null)) {
                    self.add_res(p, &k, n);
                }
            }
            "discard_for_basic" => {
                self.discard_cards(p, &[gs(act, "card")]);
                for (k, n) in mix(act.get("gain").unwrap_or(&Value::Null)) {
                    self.add_res(p, &k, n);
                }
            }
            "build" => {
                self.discard_cards(p, &[gs(act, "card")]);
                for (k, n) in mix(act.get("pay").unwrap_or(&Value::Null)) {
                    self.add_res(p, &k, -n);
                }
                let kind = if gs(act, "place") == "terrain" { "terrain_placements" } else { "road_placements" };
                self.push(frame(kind, Some(p), vec![("left", Value::i(1)), ("up_to", Value::Bool(false))]));
            }
            "claim_milestone" => {
                let id = gs(act, "milestone");
                let mut ms = garr(&self.st, "milestones");
                for m in ms.iter_mut() {
                    if gs(m, "id") == id {
                        m.set("taken_by", Value::i(p as i64));
                    }
                }
                let taken = ms.iter().filter(|m| !m.get("taken_by").map(|x| x.is_null()).unwrap_or(true)).count();
                if taken >= 3 {
                    for m in ms.iter_mut() {
                        if m.get("taken_by").map(|x| x.is_null()).unwrap_or(true) {
                            m.set("closed", Value::Bool(true));
                        }
                    }
                }
                self.st.set("milestones", Value::Arr(ms));
            }
            "place_clock_tower" => {
                let hex = gs(act, "hex");
                let mut props = self.p(p).get("properties").cloned().unwrap_or(Value::obj());
                props.set(&hex, Value::s("clock_tower"));
                if let Value::Obj(m) = &mut props {
                    m.sort_by(|a, b| a.0.cmp(&b.0));
                }
                self.pset(p, "properties", props);
                let mut fs = Vec::new();
                if let Some(b) = self.location_bonus(p, &hex) {
                    fs.push(effect_frame(p, &b, &None));
                }
                fs.extend(self.reactions(p, "on_place_property", 1));
                if let Some(c) = self.character(p).cloned() {
                    for ab in garr(&c, "clock_tower_abilities") {
                        let timing = gs(&ab, "timing");
                        if timing == "immediate" || (timing == "one_time" && gs(&ab, "when") == "on_clock_tower") {
                            if let Some(e) = ab.get("effect") {
                                fs.push(effect_frame(p, e, &None));
                            }
                        }
                    }
                }
                self.push_seq(fs);
            }
            "character_action" => {
                let name = gs(act, "ability");
                let ab = self.char_free_actions(p).into_iter().find(|(n, _)| *n == name).map(|x| x.1).unwrap_or(Value::Null);
                let mut used = gstrs(self.p(p), "free_actions_used");
                used.push(name);
                used.sort();
                self.pset(p, "free_actions_used", strs(&used));
                if let Some(e) = ab.get("effect") {
                    self.push(effect_frame(p, e, &None));
                }
            }
            _ => return Err(format!("unknown turn answer {}", t)),
        }
        Ok(())
    }
}
