//! A new game (chapter 3, decisions.md D4.6 and D5.6).
use crate::comp::Comp;
use crate::engine::*;
use crate::json::{obj, Value};
use crate::rng::Rng;
use std::rc::Rc;

fn expand(items: &[Value]) -> Vec<String> {
    let mut v = Vec::new();
    for it in items {
        let n = it.get("copies").and_then(|x| x.as_i64()).unwrap_or(1).max(0);
        for _ in 0..n {
            v.push(gs(it, "id"));
        }
    }
    v
}

fn draw_k(r: &mut Rng, list: &[String], k: usize) -> Vec<String> {
    let mut c = list.to_vec();
    r.shuffle(&mut c);
    c.truncate(k);
    c
}

pub fn new_player(seat: usize) -> Value {
    let zero4 = || obj(vec![("gold", Value::i(0)), ("wheat", Value::i(0)), ("wood", Value::i(0)), ("iron", Value::i(0))]);
    let mut res = zero4();
    res.set("diamond", Value::i(0));
    obj(vec![
        ("seat", Value::i(seat as i64)),
        ("character", Value::Null),
        ("map", Value::Null),
        ("resources", res),
        ("income", zero4()),
        ("hand", Value::Arr(vec![])),
        ("played", Value::Arr(vec![])),
        ("automated", obj(vec![("agricultural", Value::Arr(vec![])), ("forestry", Value::Arr(vec![])), ("mining", Value::Arr(vec![]))])),
        ("vp", Value::i(0)),
        ("cp", Value::i(0)),
        ("ip", Value::i(0)),
        ("discs", Value::i(0)),
        ("passed", Value::Bool(false)),
        ("round_aid_space", Value::Null),
        ("skill_tiles", Value::obj()),
        ("free_actions_used", Value::Arr(vec![])),
        ("tiles", Value::obj()),
        ("roads", Value::Arr(vec![])),
        ("properties", Value::obj()),
        ("rabbits", Value::Arr(vec![])),
        ("draw_areas", Value::Arr(vec![])),
        ("carriage", Value::i(1)),
        ("locomotive", Value::Null),
        ("food", Value::i(0)),
        ("discounts", Value::Arr(vec![])),
        ("prosperity", ints(&[0, 0, 0, 0, 0, 0])),
        ("wonders", Value::i(0)),
        ("cubes", Value::i(0)),
    ])
}

pub fn new_game(comp: Rc<Comp>, n: usize, seed: u64, variants: &[String], start: Option<usize>) -> G {
    let c = comp.clone();
    let mut r = Rng(seed);
    let sp = r.below(n as u64) as usize;
    let start = start.unwrap_or(sp);
    let start = if n == 1 { 0 } else { start };
    // the citizen deck
    let cards_data = c.items("citizen_cards");
    let mut card_ids = Vec::new();
    let mut cards = obj(vec![]);
    let mut card_types = obj(vec![]);
    let mut k = 0;
    for it in cards_data {
        let t = gs(it, "id");
        card_types.set(&t, it.clone());
        let copies = it.get("copies").and_then(|x| x.as_i64()).unwrap_or(1).max(0);
        for _ in 0..copies {
            k += 1;
            let id = format!("c{:03}", k);
            cards.set(&id, Value::s(&t));
            card_ids.push(id);
        }
    }
    let mut deck = card_ids.clone();
    r.shuffle(&mut deck);
    let pc = c.setup_item(&format!("players_{}", n)).cloned().unwrap_or(Value::Null);
    let std_all = expand(&c.items("round_aid").iter().filter(|x| gs(x, "type") == "standard").cloned().collect::<Vec<_>>());
    let pass_all = expand(&c.items("round_aid").iter().filter(|x| gs(x, "type") == "pass").cloned().collect::<Vec<_>>());
    let std = draw_k(&mut r, &std_all, gi(&pc, "standard_aid_tiles") as usize);
    let pass = draw_k(&mut r, &pass_all, gi(&pc, "pass_aid_tiles") as usize);
    let mut final_scoring = Vec::new();
    let mut milestones = Vec::new();
    if n > 1 {
        let fs_all = expand(&c.items("final_scoring_tiles").iter().map(|x| { let mut y = x.clone(); y.remove("copies"); y }).collect::<Vec<_>>());
        final_scoring = draw_k(&mut r, &fs_all, gi(&pc, "final_scoring_tiles") as usize);
        let ms_all = expand(&c.items("milestones").iter().map(|x| { let mut y = x.clone(); y.remove("copies"); y }).collect::<Vec<_>>());
        let ms = draw_k(&mut r, &ms_all, gi(&pc, "milestone_tiles") as usize);
        for m in ms {
            let side = if r.below(2) == 0 { "a" } else { "b" };
            milestones.push(obj(vec![("id", Value::s(&m)), ("side", Value::s(side)), ("taken_by", Value::Null)]));
        }
    }
    let mut advanced = Vec::new();
    if variants.iter().any(|v| v == "advanced_skill_tiles") {
        let adv_all: Vec<String> = c.items("skill_tiles").iter().filter(|x| gs(x, "set") == "advanced").map(|x| gs(x, "id")).collect();
        advanced = draw_k(&mut r, &adv_all, n + 1);
        advanced.sort();
    }
    let mut solo = Value::Null;
    if n == 1 {
        let mut decks = obj(vec![]);
        for d in ["A", "B"] {
            let mut ids: Vec<String> = c.items("solo_cards").iter().filter(|x| gs(x, "deck") == d).map(|x| gs(x, "id")).collect();
            r.shuffle(&mut ids);
            decks.set(d, strs(&ids));
        }
        solo = obj(vec![("decks", decks), ("revealed", Value::Arr(vec![])), ("round_aid_space", Value::Null)]);
    }
    // the round aid board
    let layout_key = match n {
        1 | 2 => "1-2",
        3 => "3",
        _ => "4",
    };
    let mut round_aid = Vec::new();
    if let Some(board) = c.items("round_aid").iter().find(|x| gs(x, "type") == "board") {
        if let Some(l) = garr(board, "layouts").into_iter().find(|l| gs(l, "players") == layout_key) {
            for space in garr(&l, "spaces") {
                let stdv: Vec<String> = gstrs(&space, "standard_slots")
                    .iter()
                    .filter_map(|s| s.trim_start_matches('s').parse::<usize>().ok())
                    .filter_map(|i| std.get(i - 1).cloned())
                    .collect();
                let pv = gstrs(&space, "pass_slots").iter().filter_map(|s| s.trim_start_matches('p').parse::<usize>().ok()).filter_map(|i| pass.get(i - 1).cloned()).next();
                round_aid.push(obj(vec![("standard", strs(&stdv)), ("pass", pv.map(|x| Value::Str(x)).unwrap_or(Value::Null))]));
            }
        }
    }
    // action areas in play
    let boards = gstrs(&pc, "imitation_boards");
    let mut areas = obj(vec![]);
    for a in c.items("action_areas") {
        let b = gs(a, "board");
        if b == "main" || boards.contains(&b) {
            let n_sp = a.get("spaces").and_then(|x| x.as_i64()).unwrap_or(1).max(1) as usize;
            areas.set(&gs(a, "id"), Value::Arr(vec![Value::Null; n_sp]));
        }
    }
    let copies = c.setup_item("game").map(|x| gi(x, "skill_tile_copies")).unwrap_or(3);
    let mut skill_supply = obj(vec![]);
    for t in c.items("skill_tiles") {
        if gs(t, "set") == "regular" {
            skill_supply.set(&gs(t, "id"), Value::i(copies));
        }
    }
    // setup choices: counter-clockwise from the start player's right
    let order: Vec<usize> = (1..=n).map(|i| (start + n * 2 - i) % n).collect();
    let mut stack = vec![frame("round_start", None, vec![("round", Value::i(1))])];
    for s in order.iter().rev() {
        stack.push(frame("choose_round_aid", Some(*s), vec![]));
    }
    for s in order.iter().rev() {
        stack.push(frame("choose_map", Some(*s), vec![]));
        stack.push(frame("choose_character", Some(*s), vec![]));
    }
    let mut vs = variants.to_vec();
    vs.sort();
    let mut st = obj(vec![
        ("game", Value::s("sweet-lands")),
        ("rng", Value::Str(r.hex())),
        ("variants", strs(&vs)),
        ("round", Value::i(1)),
        ("phase", Value::s("setup")),
        ("start_player", Value::i(start as i64)),
        ("turn_order", Value::Arr(vec![])),
        ("pass_order", Value::Arr(vec![])),
        ("players", Value::Arr((0..n).map(new_player).collect())),
        ("areas", areas),
        ("round_aid", Value::Arr(round_aid)),
        ("milestones", Value::Arr(milestones)),
        ("final_scoring", strs(&final_scoring)),
        ("skill_supply", skill_supply),
        ("deck", strs(&deck)),
        ("discard", Value::Arr(vec![])),
        ("cards", cards),
        ("card_types", card_types),
        ("stack", Value::Arr(stack)),
        ("advanced_supply", strs(&advanced)),
        ("prosperity_first", Value::obj()),
    ]);
    if n == 1 {
        st.set("solo", solo);
    }
    G { st, c: comp }
}
