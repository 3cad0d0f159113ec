//! Final scoring (chapter 22) and the protocol's score entries.
use crate::engine::*;
use crate::json::{obj, Value};

impl G {
    pub fn score_items(&self, s: usize) -> Vec<(&'static str, i64)> {
        let during = self.pint(s, "vp");
        let mut pros = 0;
        for t in self.ptracks() {
            let steps = self.track_steps(s, &t);
            let el = t.get("element").map(|e| self.amount(s, e, &None)).unwrap_or(0);
            let mut rate: Option<Value> = None;
            for r in garr(&t, "rates") {
                if steps >= gi(&r, "from_steps") {
                    rate = Some(r);
                }
            }
            if let Some(r) = rate {
                let per = gi(&r, "per").max(1);
                pros += el / per * gi(&r, "vp");
            }
        }
        let city = 2 * self.pint(s, "cp");
        let mut prop_b = 0;
        let placed = self.placed_tokens(s);
        let mut kinds: Vec<String> = Vec::new();
        for t in self.c.items("properties") {
            let k = gs(t, "kind");
            if !kinds.contains(&k) {
                kinds.push(k);
            }
        }
        for k in kinds {
            let toks: Vec<&Value> = self.c.items("properties").iter().filter(|t| gs(t, "kind") == k).collect();
            if toks.iter().all(|t| placed.contains(&gs(t, "id"))) {
                for t in toks {
                    if let Some(e) = t.get("end_of_game").and_then(|x| x.get("effect")) {
                        prop_b += self.effect_vp(s, e);
                    }
                }
            }
        }
        let gold = self.res(s, "gold") / 5;
        let diamonds = self.res(s, "diamond");
        let ports = self.map(s).map(|m| m.connected_ports()).unwrap_or(0);
        let port_vp = [-40, -20, -10, -5, 10][ports.min(4).max(0) as usize];
        let ms: i64 = garr(&self.st, "milestones")
            .iter()
            .filter(|m| m.get("taken_by").and_then(|x| x.as_i64()) == Some(s as i64))
            .map(|m| self.c.find("milestones", &gs(m, "id")).and_then(|x| x.get("vp")).and_then(|x| x.as_i64()).unwrap_or(10))
            .sum();
        let mut fst = 0;
        for tid in gstrs(&self.st, "final_scoring") {
            let tile = match self.c.find("final_scoring_tiles", &tid) {
                Some(t) => t.clone(),
                None => continue,
            };
            let el = tile.get("element").cloned().unwrap_or(Value::Null);
            let counts: Vec<i64> = (0..self.n()).map(|x| self.amount(x, &el, &None)).collect();
            let neutral = gi(&tile, "neutral");
            let mine = counts[s];
            let place = 1 + counts.iter().filter(|c| **c > mine).count() as i64 + if neutral > mine { 1 } else { 0 };
            if place == 1 {
                fst += 15;
            } else if place == 2 {
                fst += 7;
            }
        }
        let mut abil = 0;
        for a in self.all_abilities(s) {
            if gs(&a, "timing") == "end_of_game" {
                if let Some(e) = a.get("effect") {
                    abil += self.effect_vp(s, e);
                }
            }
        }
        let mut cards = gstrs(self.p(s), "played");
        for c in COLUMNS.iter() {
            cards.extend(self.column_cards(s, c));
        }
        for c in cards {
            if let Some(t) = self.card_type(&c) {
                for a in garr(t, "abilities") {
                    if gs(&a, "timing") == "end_of_game" {
                        if let Some(e) = a.get("effect") {
                            abil += self.effect_vp(s, e);
                        }
                    }
                }
            }
        }
        vec![
            ("during_play", during),
            ("prosperity", pros),
            ("city_points", city),
            ("property_bonuses", prop_b),
            ("gold", gold),
            ("diamonds", diamonds),
            ("ports", port_vp),
            ("milestones", ms),
            ("final_scoring_tiles", fst),
            ("abilities", abil),
        ]
    }

    fn effect_vp(&self, s: usize, e: &Value) -> i64 {
        let (k, v) = op(e);
        match k.as_str() {
            "vp" => self.amount(s, &v, &None),
            "all" => v.as_arr().cloned().unwrap_or_default().iter().map(|x| self.effect_vp(s, x)).sum(),
            _ => 0,
        }
    }

    pub fn scores(&self) -> Value {
        let n = self.n();
        let items: Vec<Vec<(&'static str, i64)>> = (0..n).map(|s| self.score_items(s)).collect();
        let totals: Vec<i64> = items.iter().map(|v| v.iter().map(|x| x.1).sum()).collect();
        let rabbits: Vec<i64> = (0..n).map(|s| garr(self.p(s), "rabbits").len() as i64).collect();
        let mut out = Vec::new();
        for s in 0..n {
            let ahead = (0..n).filter(|o| totals[*o] > totals[s] || (totals[*o] == totals[s] && rabbits[*o] > rabbits[s])).count();
            let mut e = obj(vec![
                ("player", Value::i(s as i64)),
                ("total", Value::i(totals[s])),
                ("items", Value::Obj(items[s].iter().map(|(k, v)| (k.to_string(), Value::i(*v))).collect())),
                ("rank", Value::i(ahead as i64 + 1)),
            ]);
            if n == 1 {
                let t = totals[s];
                e.set("title", if t > 300 { Value::s("beloved_ruler") } else if t > 250 { Value::s("expert_patissier") } else { Value::Null });
            }
            out.push(e);
        }
        Value::Arr(out)
    }
}
