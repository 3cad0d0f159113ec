//! The protocol commands for Sweet Lands.
use crate::comp::Comp;
use crate::engine::*;
use crate::json::{obj, Value};
use crate::run::is_decision;
use crate::schema::{json_eq, Schemas};
use crate::Err;
use std::rc::Rc;

const VARIANTS: [&str; 3] = ["variable_turn_order", "hand_drafting", "advanced_skill_tiles"];

pub struct Server {
    game: Option<G>,
    base: Comp,
    schemas: Schemas,
}

pub fn pending(st: &Value) -> Value {
    match st.get("stack").and_then(|s| s.as_arr()).and_then(|s| s.last()) {
        None => Value::Null,
        Some(f) => {
            // after `run` the top frame is always a decision (DM-1.3)
            let kind = gs(f, "kind");
            debug_assert!(is_decision(&kind));
            obj(vec![("kind", Value::s(&kind)), ("player", f.get("player").cloned().unwrap_or(Value::Null))])
        }
    }
}

impl Server {
    pub fn new() -> Server {
        Server { game: None, base: Comp::defaults(), schemas: Schemas::new() }
    }
    pub fn hello(&self) -> Value {
        obj(vec![
            ("protocol", Value::i(1)),
            ("engine", obj(vec![("name", Value::s("sweetlands-blind")), ("version", Value::s("0.1.0"))])),
            (
                "games",
                obj(vec![(
                    "sweet-lands",
                    obj(vec![
                        ("players", ints(&[1, 2, 3, 4])),
                        ("variants", strs(&VARIANTS.iter().map(|s| s.to_string()).collect::<Vec<_>>())),
                        ("features", strs(&["solo".to_string(), "count".to_string(), "view".to_string()])),
                        ("spec_version", Value::s("0.6.0")),
                    ]),
                )]),
            ),
        ])
    }

    pub fn new_game(&mut self, game: &str, players: usize, seed: u64, opts: &Value) -> Result<Value, Err> {
        if game != "sweet-lands" {
            return Err(Err::new("unsupported", format!("this engine plays only sweet-lands, not {}", game)));
        }
        let mut variants: Vec<String> = Vec::new();
        let mut start: Option<usize> = None;
        for (k, v) in opts.as_obj().unwrap() {
            match k.as_str() {
                "variants" => match v {
                    Value::Arr(a) => {
                        if a.len() > 32 {
                            return Err(Err::new("invalid_request", "at most 32 variants"));
                        }
                        for x in a {
                            match x.as_str() {
                                Some(s) => {
                                    if s.chars().count() > 64 {
                                        return Err(Err::new("invalid_request", "variant id too long"));
                                    }
                                    if variants.contains(&s.to_string()) {
                                        return Err(Err::new("invalid_request", "a variant is named twice"));
                                    }
                                    variants.push(s.to_string());
                                }
                                None => return Err(Err::new("invalid_request", "variants must be strings")),
                            }
                        }
                    }
                    _ => return Err(Err::new("invalid_request", "variants must be a list")),
                },
                "start_player" => match v {
                    Value::Int(n) if *n >= 0 && (*n as usize) < players => start = Some(*n as usize),
                    _ => return Err(Err::new("invalid_request", "start_player must be a seat of the game")),
                },
                _ => return Err(Err::new("invalid_request", format!("unknown option {}", k))),
            }
        }
        for v in &variants {
            if !VARIANTS.contains(&v.as_str()) {
                return Err(Err::new("unsupported", format!("unknown variant {}", v)));
            }
        }
        if players == 1 && variants.iter().any(|v| v == "hand_drafting" || v == "variable_turn_order") {
            return Err(Err::rule("invalid_request", "SL-26.5.1", "hand drafting and variable turn order are not used in a solo game"));
        }
        let comp = Rc::new(self.base.clone());
        let mut g = crate::setup::new_game(comp, players, seed, &variants, start);
        g.run().map_err(|e| Err::new("internal_error", e))?;
        let st = self.state_of(&g);
        self.game = Some(g);
        Ok(obj(vec![("state", st)]))
    }

    fn state_of(&self, g: &G) -> Value {
        let mut st = g.st.clone();
        // decisions.md D9.3a (spec commit c2953ad, SPEC-GAPS C-1): a written state always holds
        // `components`, `{}` when the game replaces no table.
        if st.get("components").is_none() {
            st.set("components", Value::obj());
        }
        st.remove("pending");
        let p = pending(&st);
        st.set("pending", p);
        st
    }

    fn need(&self) -> Result<&G, Err> {
        self.game.as_ref().ok_or_else(|| Err::new("invalid_state", "no game is loaded"))
    }

    pub fn load(&mut self, st: &Value, _non_int: bool) -> Result<Value, Err> {
        let mut st = st.clone();
        if let Err(e) = self.schemas.validate("state.schema.json", &st) {
            return Err(Err::rule("invalid_state", "SL-27.1.1", format!("the state does not match the state schema: {}", e)));
        }
        if has_non_int(&st) {
            return Err(Err::rule("invalid_state", "SL-27.1.2", "a number in the state is not written as an integer"));
        }
        if has_big(&st) {
            return Err(Err::rule("invalid_state", "SL-27.1.3", "a number in the state is beyond 1,000,000"));
        }
        st.remove("pending");
        if st.get("solo").map(|x| x.is_null()).unwrap_or(false) {
            // null and absent say the same (protocol §1.10); keep it as given
        }
        let comp = Rc::new(Comp::for_state(&self.base, &st));
        let mut g = G { st, c: comp };
        if let Some((rule, msg)) = crate::load::check(&g) {
            return Err(Err::rule("invalid_state", rule, msg));
        }
        if let Err(e) = g.run() {
            return Err(Err::new("internal_error", e));
        }
        self.game = Some(g);
        Ok(Value::obj())
    }

    pub fn state(&self) -> Result<Value, Err> {
        let g = self.need()?;
        Ok(obj(vec![("state", self.state_of(g))]))
    }

    pub fn legal_actions(&self) -> Result<Value, Err> {
        let g = self.need()?;
        Ok(obj(vec![("actions", Value::Arr(g.legal()))]))
    }

    pub fn apply(&mut self, a: &Value) -> Result<Value, Err> {
        let g = self.need()?;
        if let Err(e) = self.schemas.validate("action.schema.json", a) {
            return Err(Err::new("invalid_request", format!("the action is not shaped like an action: {}", e)));
        }
        if g.stack().is_empty() {
            return Err(Err::rule("illegal_action", "SL-4.4.1", "the game is over"));
        }
        let legal = g.legal();
        if legal.iter().any(|x| json_eq(x, a)) {
            let mut ng = g.clone();
            ng.answer(a).map_err(|e| Err::new("internal_error", e))?;
            ng.run().map_err(|e| Err::new("internal_error", e))?;
            self.game = Some(ng);
            return Ok(Value::obj());
        }
        let rule = g.refusal_rule(a);
        Err(Err::rule("illegal_action", &rule, format!("{} is not a legal answer now ({})", crate::json::to_string(a), rule)))
    }

    pub fn score(&self) -> Result<Value, Err> {
        let g = self.need()?;
        Ok(obj(vec![("scores", g.scores())]))
    }

    pub fn count(&mut self, depth: usize, divide: bool) -> Result<Value, Err> {
        let g = self.need()?.clone();
        let mut budget: i64 = 20000;
        fn rec(g: &G, d: usize, budget: &mut i64) -> Option<u64> {
            if d == 0 {
                return Some(1);
            }
            let acts = g.legal();
            if acts.is_empty() {
                return Some(1);
            }
            let mut n = 0;
            for a in acts {
                *budget -= 1;
                if *budget < 0 {
                    return None;
                }
                let mut ng = g.clone();
                if ng.answer(&a).is_err() || ng.run().is_err() {
                    return None;
                }
                n += rec(&ng, d - 1, budget)?;
            }
            Some(n)
        }
        let over = || Err::new("unsupported", "count is bounded at 20,000 positions");
        if divide {
            let mut parts = Vec::new();
            let mut total = 0;
            if depth == 0 {
                total = 1;
            } else {
                let acts = g.legal();
                if acts.is_empty() {
                    total = 1;
                }
                for a in acts {
                    let mut ng = g.clone();
                    if ng.answer(&a).is_err() || ng.run().is_err() {
                        return Err(over());
                    }
                    let n = rec(&ng, depth - 1, &mut budget).ok_or_else(over)?;
                    total += n;
                    parts.push(obj(vec![("action", a), ("nodes", Value::Int(n as i128))]));
                }
            }
            Ok(obj(vec![("nodes", Value::Int(total as i128)), ("divide", Value::Arr(parts))]))
        } else {
            let n = rec(&g, depth, &mut budget).ok_or_else(over)?;
            Ok(obj(vec![("nodes", Value::Int(n as i128)), ("divide", Value::Arr(vec![]))]))
        }
    }

    pub fn view(&self, p: i128) -> Result<Value, Err> {
        let g = self.need()?;
        if p < 0 || p as usize >= g.n() {
            return Err(Err::new("invalid_request", "player is no seat of the game"));
        }
        let p = p as usize;
        let mut st = self.state_of(g);
        let deck_size = gstrs(&st, "deck").len();
        st.remove("rng");
        st.remove("stack");
        st.remove("deck");
        st.set("viewer", Value::i(p as i64));
        st.set("deck_size", Value::i(deck_size as i64));
        if let Some(Value::Arr(ps)) = st.get_mut("players") {
            for (i, pl) in ps.iter_mut().enumerate() {
                let hs = gstrs(pl, "hand").len();
                pl.set("hand_size", Value::i(hs as i64));
                if i != p {
                    pl.remove("hand");
                }
            }
        }
        if let Some(solo) = st.get_mut("solo") {
            if let Some(Value::Obj(d)) = solo.get_mut("decks") {
                for (_, v) in d.iter_mut() {
                    let n = v.as_arr().map(|a| a.len()).unwrap_or(0);
                    *v = Value::i(n as i64);
                }
            }
        }
        // cards: only the ids that appear elsewhere in the view
        let mut seen = std::collections::HashSet::new();
        let cards = st.remove("cards").unwrap_or(Value::obj());
        collect_strings(&st, &mut seen);
        let kept: Vec<(String, Value)> = cards.as_obj().cloned().unwrap_or_default().into_iter().filter(|(k, _)| seen.contains(k)).collect();
        st.set("cards", Value::Obj(kept));
        Ok(obj(vec![("state", st)]))
    }
}

fn collect_strings(v: &Value, out: &mut std::collections::HashSet<String>) {
    match v {
        Value::Str(s) => {
            out.insert(s.clone());
        }
        Value::Arr(a) => a.iter().for_each(|x| collect_strings(x, out)),
        Value::Obj(m) => m.iter().for_each(|(k, x)| {
            if k != "card_types" {
                collect_strings(x, out)
            }
        }),
        _ => {}
    }
}

pub fn has_non_int(v: &Value) -> bool {
    match v {
        Value::Num(_) => true,
        Value::Arr(a) => a.iter().any(has_non_int),
        Value::Obj(m) => m.iter().any(|(_, x)| has_non_int(x)),
        _ => false,
    }
}

pub fn has_big(v: &Value) -> bool {
    match v {
        Value::Int(n) => *n > 1_000_000 || *n < -1_000_000,
        Value::Arr(a) => a.iter().any(has_big),
        Value::Obj(m) => m.iter().any(|(_, x)| has_big(x)),
        _ => false,
    }
}
