//! The rule a refused answer names (decisions.md D8).
use crate::engine::*;
use crate::json::Value;
use crate::map;

const FREE: [&str; 10] = [
    "build", "buy_card", "buy_basic", "sell_basic", "trade_basic", "return_disc", "discard_for_basic", "claim_milestone",
    "place_clock_tower", "character_action",
];

impl G {
    pub fn refusal_rule(&self, act: &Value) -> String {
        let f = match self.top() {
            Some(f) => f.clone(),
            None => return "SL-4.4.1".into(),
        };
        let p = gi(&f, "player").max(0) as usize;
        let kind = gs(&f, "kind");
        let t = gs(act, "type");
        if FREE.contains(&t.as_str()) && kind != "turn" {
            let phase = gs(&self.st, "phase");
            return match phase.as_str() {
                "income" => "SL-5.6.2",
                "cleanup" => "SL-18.4.1",
                "action" if kind == "move_round_aid" => "SL-17.4.1",
                "action" => "SL-18.4.2",
                _ => "SL-18.1.1",
            }
            .into();
        }
        let r: &str = match kind.as_str() {
            "turn" => return self.turn_rule(p, &f, act),
            "hand_cost" => {
                if t == "pay_hand_cost" {
                    let cards = gstrs(act, "cards");
                    let d = gi(act, "diamonds");
                    let hand = self.hand(p);
                    if f.get("reserved").is_some() && d > self.res(p, "diamond") - gi(&f, "reserved") {
                        "SL-8.2.6"
                    } else if cards.iter().any(|c| !hand.contains(c)) {
                        "SL-8.3.3"
                    } else if act.get("disc").is_none() && cards.len() as i64 + d != gi(&f, "count") {
                        "SL-8.3.1"
                    } else if act.get("disc").is_none() && !self.can_lose(p, cards.len()) {
                        "SL-6.3.1"
                    } else {
                        "SL-8.3.1"
                    }
                } else {
                    "SL-8.3.1"
                }
            }
            "place_terrain" => {
                if t == "stop" {
                    "SL-1.7.2"
                } else if t == "place_terrain" {
                    let restrict = f.get("terrain").map(|_| gstrs(&f, "terrain"));
                    self.terrain_rule(p, act, &restrict)
                } else {
                    "SL-9.3.1"
                }
            }
            "place_road" => {
                if t == "stop" {
                    "SL-1.7.2"
                } else if t == "place_road" {
                    self.road_rule(p, act)
                } else {
                    "SL-9.2.1"
                }
            }
            "interleave_place" => {
                let parts = garr(&f, "parts");
                let has = |w: &str| parts.iter().any(|x| gs(x, "what") == w && gi(x, "left") > 0);
                if t == "stop" {
                    "SL-1.7.2"
                } else if (t == "place_terrain" && !has("terrain")) || (t == "place_road" && !has("road")) {
                    "SL-8.7.1"
                } else if t == "place_terrain" {
                    self.terrain_rule(p, act, &None)
                } else if t == "place_road" {
                    self.road_rule(p, act)
                } else {
                    "SL-8.7.1"
                }
            }
            "copy_area" => {
                if t == "copy_area" {
                    self.copy_check(p, &f, &gs(act, "area")).unwrap_or("SL-8.6.6")
                } else {
                    "SL-8.6.6"
                }
            }
            "choose_flip" => {
                if t == "flip_tile" {
                    "SL-9.5.5"
                } else {
                    "SL-9.5.8"
                }
            }
            "place_property" => {
                if t == "stop" {
                    "SL-1.7.2"
                } else if t == "place_property" {
                    self.property_rule(p, &f, act)
                } else {
                    "SL-10.4.1"
                }
            }
            "industry_step" => {
                if t == "stop" {
                    "SL-1.7.2"
                } else if t == "industry_step" && gs(act, "marker") == "locomotive" && self.loco(p).is_none() {
                    "SL-11.1.3"
                } else if t == "industry_step" {
                    let m = gs(act, "marker");
                    let sp = if m == "carriage" { self.pint(p, "carriage") } else { self.loco(p).unwrap_or(0) };
                    if !self.marker_can_step(p, sp) {
                        "SL-11.4.2"
                    } else {
                        "SL-11.2.2"
                    }
                } else {
                    "SL-11.2.2"
                }
            }
            "food_step" => "SL-12.2.1",
            "place_rabbit" => {
                let none_left = garr(self.p(p), "rabbits").len() >= self.rabbits().len();
                if t == "stop" {
                    "SL-1.7.2"
                } else if t == "rabbit_vp" {
                    "SL-12.5.1"
                } else if t == "place_rabbit" && none_left {
                    "SL-12.5.1"
                } else if t == "place_rabbit" && gstrs(self.p(p), "rabbits").contains(&gs(act, "hex")) {
                    "SL-12.4.7"
                } else {
                    "SL-12.4.5"
                }
            }
            "prosperity_step" => {
                if t == "stop" {
                    "SL-13.2.4"
                } else if t == "prosperity_step" {
                    let tid = gs(act, "track");
                    match self.ptracks().into_iter().find(|x| gs(x, "id") == tid) {
                        None => "SL-13.2.1",
                        Some(tr) => {
                            if !gstrs(&f, "colours").contains(&gs(&tr, "colour")) {
                                "SL-13.2.1"
                            } else if self.track_steps(p, &tr) >= gi(&tr, "length") {
                                "SL-13.2.5"
                            } else {
                                "SL-13.3.2"
                            }
                        }
                    }
                } else {
                    "SL-13.2.1"
                }
            }
            "automate" => {
                if t == "automate" {
                    let card = gs(&f, "card");
                    let tag = self.card_type(&card).map(|x| gs(x, "industry_tag")).unwrap_or_default();
                    if tag != "wildcard" && tag != gs(act, "column") {
                        "SL-14.5.3"
                    } else {
                        "SL-14.6.4"
                    }
                } else {
                    "SL-14.5.2"
                }
            }
            "choose_skill_tile" => {
                let tile = gs(act, "tile");
                let held = self.skill_ids(p).contains(&tile);
                if (t == "take_skill_tile" || t == "take_advanced_skill_tile") && held {
                    "SL-16.1.3"
                } else if t == "take_skill_tile" {
                    "SL-16.1.4"
                } else if t == "take_advanced_skill_tile" {
                    if gstrs(&self.st, "advanced_supply").contains(&tile) {
                        "SL-16.6.2"
                    } else {
                        "SL-16.6.3"
                    }
                } else {
                    "SL-16.1.1"
                }
            }
            "move_round_aid" => {
                let mio = self.st.get("solo").and_then(|s| s.get("round_aid_space")).and_then(|x| x.as_i64());
                if t == "move_round_aid" && mio.is_some() && act.get("space").and_then(|x| x.as_i64()) == mio {
                    "SL-26.4.2"
                } else {
                    "SL-17.3.2"
                }
            }
            "choose_character" => "SL-3.6.3",
            "choose_map" => {
                if t == "choose_map" {
                    "SL-3.6.3"
                } else {
                    "SL-3.6.5"
                }
            }
            "choose_round_aid" => "SL-3.8.2",
            "order_aid_tiles" => "SL-5.2.3",
            "keep_card" => "SL-21.2.3",
            "draft_pick" => "SL-25.3.3",
            "discard" => "SL-6.2.3",
            "gain_any" => "SL-18.2.11",
            "pay_any" => "SL-1.4.6",
            "income_any" => "SL-1.6.1",
            "choose_effect" | "order_effects" => "SL-1.7.3",
            "optional" => "SL-7.5.2",
            "repeat_any" => "SL-1.7.2",
            "order_triggers" => "SL-9.5.6a",
            "bonus_column" => "SL-15.1.2",
            "automate_from_hand_pick" => "SL-14.5.8",
            "search_pick" => "SL-14.2.12",
            "play_from_effect" => "SL-14.2.10",
            _ => "SL-4.4.1",
        };
        r.to_string()
    }

    fn terrain_rule(&self, p: usize, act: &Value, restrict: &Option<Vec<String>>) -> &'static str {
        let m = match self.map(p) {
            Some(m) => m,
            None => return "SL-9.3.7",
        };
        let h = match map::parse_hex(&gs(act, "hex")) {
            Some(h) => h,
            None => return "SL-9.3.7",
        };
        let terrain = match m.hexes.get(&h) {
            Some(t) => t.clone(),
            None => return "SL-9.3.7",
        };
        if terrain == "capital" {
            return "SL-9.3.7";
        }
        if m.tiles.contains_key(&h) {
            return "SL-9.3.2";
        }
        if !self.tiles_for(&terrain).contains(&gs(act, "tile")) {
            return if terrain == "special" { "SL-9.3.5" } else { "SL-9.3.4" };
        }
        if let Some(r) = restrict {
            if !r.contains(&terrain) {
                return "SL-9.3.1";
            }
        }
        "SL-9.3.3"
    }

    fn road_rule(&self, p: usize, act: &Value) -> &'static str {
        let m = match self.map(p) {
            Some(m) => m,
            None => return "SL-9.2.1",
        };
        let e = gs(act, "edge");
        if !map::edge_canonical(&e) {
            return "SL-9.2.1";
        }
        let (a, b) = map::parse_edge(&e).unwrap();
        if !m.edge_on_map(a, b) {
            return "SL-9.2.1";
        }
        if m.has_road(a, b) {
            return "SL-9.2.7";
        }
        "SL-9.2.2"
    }

    fn property_rule(&self, p: usize, f: &Value, act: &Value) -> &'static str {
        let tok = gs(act, "token");
        let t = match self.c.find("properties", &tok) {
            Some(t) => t.clone(),
            None => return "SL-10.1.1",
        };
        let kind = gs(&t, "kind");
        if kind == "clock_tower" {
            return "SL-10.1.3";
        }
        if f.get("kinds").is_some() && !gstrs(f, "kinds").contains(&kind) {
            return "SL-10.1.2";
        }
        if self.placed_tokens(p).contains(&tok) {
            return "SL-10.4.9";
        }
        let kinds = f.get("kinds").map(|_| gstrs(f, "kinds"));
        if !self.next_tokens(p, &kinds).contains(&tok) {
            return if kind == "research_lab" { "SL-10.2.1" } else { "SL-10.2.3" };
        }
        if !self.token_affordable(p, &tok) {
            return "SL-10.2.8";
        }
        let hex = gs(act, "hex");
        if let (Some(m), Some(h)) = (self.map(p), map::parse_hex(&hex)) {
            if m.props.contains_key(&h) {
                return "SL-10.4.6";
            }
            if m.tiles.get(&h).map(|x| x.1).unwrap_or(false) && !gstrs(f, "locations").contains(&hex) {
                return "SL-10.4.3";
            }
        }
        "SL-10.4.1"
    }

    fn turn_rule(&self, p: usize, f: &Value, act: &Value) -> String {
        let t = gs(act, "type");
        let main_done = gb(f, "main_done");
        let main = ["use_area", "pass", "play_card", "flip_skill_tile"];
        if main.contains(&t.as_str()) && main_done {
            return "SL-7.2.1".into();
        }
        if t == "end_turn" && !main_done {
            return "SL-7.2.2".into();
        }
        let r: &str = match t.as_str() {
            "use_area" => {
                let id = gs(act, "area");
                match self.use_area_check(p, &id) {
                    Some("SL-8.2.6") | None => "SL-8.2.6",
                    Some(r) => r,
                }
            }
            "play_card" => {
                let c = gs(act, "card");
                if !self.hand(p).contains(&c) {
                    "SL-14.2.1a"
                } else if !self.can_lose(p, 1) {
                    "SL-6.3.1"
                } else {
                    "SL-14.2.2"
                }
            }
            "flip_skill_tile" => {
                let tile = gs(act, "tile");
                match self.p(p).get("skill_tiles").and_then(|m| m.get(&tile)) {
                    None => "SL-16.3.1",
                    Some(up) => {
                        let has_flip = self.c.find("skill_tiles", &tile).map(|x| garr(x, "abilities").iter().any(|a| gs(a, "timing") == "flip")).unwrap_or(false);
                        if !has_flip {
                            "SL-16.2.4"
                        } else if up.as_bool() != Some(true) {
                            "SL-16.3.3"
                        } else {
                            "SL-16.3.5"
                        }
                    }
                }
            }
            "return_disc" => {
                if self.pint(p, "discs") < 1 {
                    "SL-18.2.12"
                } else {
                    "SL-18.2.8"
                }
            }
            "discard_for_basic" => {
                if !self.can_lose(p, 1) {
                    "SL-6.3.1"
                } else {
                    "SL-18.2.9"
                }
            }
            "build" => {
                let pl = gs(act, "place");
                if !self.can_lose(p, 1) {
                    "SL-6.3.1"
                } else if (pl == "terrain" && self.terrain_spots(p, &None).is_empty()) || (pl == "road" && self.road_spots(p).is_empty()) {
                    "SL-18.2.2"
                } else {
                    "SL-18.2.1"
                }
            }
            "buy_card" => "SL-18.2.3",
            "buy_basic" => "SL-18.2.4",
            "sell_basic" => "SL-18.2.6",
            "trade_basic" => "SL-18.2.7",
            "place_clock_tower" => {
                let hex = gs(act, "hex");
                if self.clock_tower_placed(p) {
                    "SL-19.3.8"
                } else if !self.clock_tower_condition(p) {
                    "SL-19.2.1"
                } else if self.map(p).and_then(|m| map::parse_hex(&hex).map(|h| m.props.contains_key(&h))).unwrap_or(false) {
                    "SL-10.4.6"
                } else {
                    "SL-19.3.3"
                }
            }
            "claim_milestone" => {
                let id = gs(act, "milestone");
                match garr(&self.st, "milestones").into_iter().find(|m| gs(m, "id") == id) {
                    None => "SL-20.2.1",
                    Some(m) => {
                        if !m.get("taken_by").map(|x| x.is_null()).unwrap_or(true) {
                            "SL-20.2.3"
                        } else if gb(&m, "closed") {
                            "SL-20.2.6"
                        } else {
                            "SL-20.1.3"
                        }
                    }
                }
            }
            "character_action" => {
                let name = gs(act, "ability");
                if gstrs(self.p(p), "free_actions_used").contains(&name) {
                    "SL-18.3.2"
                } else {
                    match self.char_free_actions(p).into_iter().find(|(n, _)| *n == name) {
                        None => "SL-18.3.1",
                        Some((_, ab)) => {
                            let cond_ok = ab.get("condition").map(|c| self.cond(p, c, &None)).unwrap_or(true);
                            let e = ab.get("effect").cloned().unwrap_or(Value::Null);
                            if cond_ok && self.can_open(p, &e, &None) && !self.does_something(p, &e, &None) {
                                "SL-23.1.13"
                            } else {
                                "SL-18.3.1"
                            }
                        }
                    }
                }
            }
            _ => "SL-7.2.1",
        };
        r.to_string()
    }
}
