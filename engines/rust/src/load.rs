//! The load invariants of chapter 27 (after the schema, SL-27.1.1 to SL-27.1.3).
use crate::engine::*;
use crate::json::Value;
use crate::map::{self, Map};
use std::collections::HashSet;

type R = Option<(&'static str, String)>;

fn fail(rule: &'static str, msg: impl Into<String>) -> R {
    Some((rule, msg.into()))
}

fn seat_ok(v: &Value, n: usize) -> bool {
    v.as_i64().map(|x| x >= 0 && (x as usize) < n).unwrap_or(false)
}

pub fn check(g: &G) -> R {
    let st = &g.st;
    let n = g.n();
    let players = garr(st, "players");
    let stack = garr(st, "stack");
    // 27.2 seats
    for (i, p) in players.iter().enumerate() {
        if gi(p, "seat") != i as i64 {
            return fail("SL-27.2.1", format!("the player at index {} does not sit in seat {}", i, i));
        }
    }
    if !seat_ok(st.get("start_player").unwrap_or(&Value::Null), n) {
        return fail("SL-27.2.2", "the start player is no seat of the game");
    }
    for k in ["turn_order", "pass_order"] {
        if garr(st, k).iter().any(|x| !seat_ok(x, n)) {
            return fail("SL-27.2.2", format!("{} names a seat that is not in the game", k));
        }
    }
    if let Some(Value::Obj(m)) = st.get("areas") {
        for (id, sp) in m {
            for x in sp.as_arr().cloned().unwrap_or_default() {
                if let Value::Int(_) = x {
                    if !seat_ok(&x, n) {
                        return fail("SL-27.2.2", format!("a disc on area {} belongs to no seat", id));
                    }
                }
            }
        }
    }
    for f in &stack {
        if let Some(p) = f.get("player") {
            if !seat_ok(p, n) {
                return fail("SL-27.2.2", format!("a {} frame belongs to no seat", gs(f, "kind")));
            }
        }
        if gs(f, "kind") == "draft_pick" && garr(f, "waiting").iter().any(|x| !seat_ok(x, n)) {
            return fail("SL-27.2.2", "a draft frame waits for a seat that is not in the game");
        }
    }
    for m in garr(st, "milestones") {
        if let Some(t) = m.get("taken_by") {
            if !t.is_null() && !seat_ok(t, n) {
                return fail("SL-27.2.2", "a milestone was taken by no seat");
            }
        }
    }
    if let Some(Value::Obj(m)) = st.get("prosperity_first") {
        if m.iter().any(|(_, v)| !seat_ok(v, n)) {
            return fail("SL-27.2.2", "prosperity_first names a seat that is not in the game");
        }
    }
    let to: Vec<i64> = garr(st, "turn_order").iter().filter_map(|x| x.as_i64()).collect();
    if !to.is_empty() {
        let set: HashSet<i64> = to.iter().cloned().collect();
        if to.len() != n || set.len() != n {
            return fail("SL-27.2.3", "the turn order does not list every seat exactly once");
        }
    }
    let po: Vec<i64> = garr(st, "pass_order").iter().filter_map(|x| x.as_i64()).collect();
    if po.iter().collect::<HashSet<_>>().len() != po.len() {
        return fail("SL-27.2.4", "the passing order names a seat twice");
    }
    for (i, p) in players.iter().enumerate() {
        if gb(p, "passed") != po.contains(&(i as i64)) {
            return fail("SL-27.2.5", format!("player {} is marked passed otherwise than the passing order says", i));
        }
    }
    let solo = st.get("solo").filter(|x| !x.is_null());
    if (n == 1) != solo.is_some() {
        return fail("SL-27.2.6", "the solo pieces are there exactly when the game has one player");
    }
    if n != 1 {
        if let Some(Value::Obj(m)) = st.get("areas") {
            if m.iter().any(|(_, sp)| garr_v(sp).iter().any(|x| x.as_str() == Some("mio"))) {
                return fail("SL-27.2.7", "Mio's disc stands on an area in a game of several players");
            }
        }
    }
    for f in &stack {
        if gs(f, "kind") == "draft_pick" && (garr(f, "packets").len() != n || garr(f, "kept").len() != n) {
            return fail("SL-27.2.8", "a draft frame does not list a packet and set-aside cards for every seat");
        }
        if gs(f, "kind") == "action_phase" {
            let nx = gi(f, "next");
            if (to.is_empty() && nx != 0) || (!to.is_empty() && nx >= to.len() as i64) {
                return fail("SL-27.2.9", "an action_phase frame's next is no index of the turn order");
            }
        }
    }
    // 27.3 cards
    let mut places: Vec<String> = Vec::new();
    places.extend(gstrs(st, "deck"));
    places.extend(gstrs(st, "discard"));
    for p in &players {
        places.extend(gstrs(p, "hand"));
        places.extend(gstrs(p, "played"));
        if let Some(a) = p.get("automated") {
            for c in COLUMNS.iter() {
                places.extend(gstrs(a, c));
            }
        }
    }
    for f in &stack {
        if gs(f, "kind") == "draft_pick" {
            for k in ["packets", "kept"] {
                for x in garr(f, k) {
                    places.extend(garr_v(&x).iter().filter_map(|y| y.as_str().map(|s| s.to_string())));
                }
            }
        }
    }
    let mut seen = HashSet::new();
    for c in &places {
        if !seen.insert(c.clone()) {
            return fail("SL-27.3.1", format!("card {} is in two places", c));
        }
    }
    let cards = st.get("cards").cloned().unwrap_or(Value::obj());
    let mut named = places.clone();
    for f in &stack {
        if let Some(c) = f.get("card").and_then(|x| x.as_str()) {
            named.push(c.to_string());
        }
        named.extend(gstrs(f, "taken"));
        named.extend(gstrs(f, "among"));
        if let Some(c) = f.get("ctx") {
            named.extend(gstrs(c, "searched"));
        }
    }
    for c in &named {
        if cards.get(c).is_none() {
            return fail("SL-27.3.2", format!("card {} is not a card of the game", c));
        }
    }
    let types = st.get("card_types").cloned().unwrap_or(Value::obj());
    for (id, t) in cards.as_obj().cloned().unwrap_or_default() {
        if types.get(t.as_str().unwrap_or("")).is_none() {
            return fail("SL-27.3.3", format!("the type of card {} is not defined", id));
        }
    }
    if let Some(s) = solo {
        let mut seen = HashSet::new();
        let decks = s.get("decks").cloned().unwrap_or(Value::obj());
        for d in ["A", "B"] {
            for c in gstrs(&decks, d) {
                let ok = g.c.find("solo_cards", &c).map(|x| gs(x, "deck") == d).unwrap_or(false);
                if !ok || !seen.insert(c.clone()) {
                    return fail("SL-27.3.4", format!("solo card {} is not a card of the {} deck or is in two places", c, d));
                }
            }
        }
        for c in gstrs(s, "revealed") {
            if g.c.find("solo_cards", &c).is_none() || !seen.insert(c.clone()) {
                return fail("SL-27.3.4", format!("revealed solo card {} is no solo card or is in two places", c));
            }
        }
    }
    let placed: HashSet<&String> = places.iter().collect();
    for (id, _) in cards.as_obj().cloned().unwrap_or_default() {
        if !placed.contains(&id) {
            return fail("SL-27.3.5", format!("card {} is in none of the places", id));
        }
    }
    // 27.4 map pieces
    let maps: Vec<Option<Map>> = players.iter().map(Map::of).collect();
    for (i, p) in players.iter().enumerate() {
        if let Some(m) = p.get("map").filter(|x| !x.is_null()) {
            let mut seen = HashSet::new();
            for h in garr(m, "hexes") {
                if !seen.insert((gi(&h, "q"), gi(&h, "r"))) {
                    return fail("SL-27.4.1", format!("two hexes of player {}'s map share q and r", i));
                }
            }
        }
    }
    for (i, p) in players.iter().enumerate() {
        if maps[i].is_none() {
            let empty = p.get("tiles").and_then(|x| x.as_obj()).map(|m| m.is_empty()).unwrap_or(true)
                && garr(p, "roads").is_empty()
                && p.get("properties").and_then(|x| x.as_obj()).map(|m| m.is_empty()).unwrap_or(true)
                && garr(p, "rabbits").is_empty()
                && garr(p, "draw_areas").is_empty();
            if !empty {
                return fail("SL-27.4.2", format!("player {} has pieces on the map without a map board", i));
            }
        }
    }
    for (i, p) in players.iter().enumerate() {
        let m = match &maps[i] {
            Some(m) => m,
            None => continue,
        };
        let tiles = p.get("tiles").and_then(|x| x.as_obj()).cloned().unwrap_or_default();
        for (h, _) in &tiles {
            let hx = map::parse_hex(h);
            if hx.map(|x| !m.hexes.contains_key(&x) || m.is_capital(x)).unwrap_or(true) {
                return fail("SL-27.4.3", format!("a terrain tile of player {} lies off the map or on a capital hex", i));
            }
        }
        for (h, t) in &tiles {
            let tile = gs(t, "tile");
            if g.tile_type(&tile).is_none() {
                return fail("SL-27.4.4", format!("tile {} on {} is no tile type of the game", tile, h));
            }
        }
        for (h, t) in &tiles {
            let tile = gs(t, "tile");
            let terrain = m.hexes[&map::parse_hex(h).unwrap()].clone();
            if g.tile_kind(&tile) != terrain {
                return fail("SL-27.4.5", format!("tile {} does not fit hex {}", tile, h));
            }
        }
        for r in gstrs(p, "roads") {
            let ok = map::edge_canonical(&r) && map::parse_edge(&r).map(|(a, b)| m.edge_on_map(a, b)).unwrap_or(false);
            if !ok {
                return fail("SL-27.4.6", format!("road {} is not on an edge of player {}'s map", r, i));
            }
        }
        for (h, _) in p.get("properties").and_then(|x| x.as_obj()).cloned().unwrap_or_default() {
            let ok = map::parse_hex(&h).map(|x| m.is_capital(x) || (m.hexes.contains_key(&x) && m.tiles.contains_key(&x))).unwrap_or(false);
            if !ok {
                return fail("SL-27.4.7", format!("a property of player {} stands on neither a capital hex nor a tile", i));
            }
        }
        for a in gstrs(p, "draw_areas") {
            if !m.draw_areas.iter().any(|(id, _)| *id == a) {
                return fail("SL-27.4.8", format!("extra draw area {} is not on player {}'s map", a, i));
            }
        }
    }
    for f in &stack {
        let mut hexes: Vec<String> = Vec::new();
        let mut areas: Vec<String> = Vec::new();
        if let Some(h) = f.get("hex").and_then(|x| x.as_str()) {
            hexes.push(h.to_string());
        }
        hexes.extend(gstrs(f, "locations"));
        for t in garr(f, "triggers") {
            if let Some(h) = t.get("hex").and_then(|x| x.as_str()) {
                hexes.push(h.to_string());
            }
            if let Some(a) = t.get("area").and_then(|x| x.as_str()) {
                areas.push(a.to_string());
            }
        }
        if gs(f, "kind") == "activate_draw_area" {
            areas.push(gs(f, "area"));
        }
        if hexes.is_empty() && areas.is_empty() {
            continue;
        }
        let p = gi(f, "player").max(0) as usize;
        let m = match maps.get(p).and_then(|x| x.as_ref()) {
            Some(m) => m,
            None => return fail("SL-27.4.9", "a frame names a hex of a player without a map"),
        };
        for h in hexes {
            if map::parse_hex(&h).map(|x| !m.hexes.contains_key(&x)).unwrap_or(true) {
                return fail("SL-27.4.9", format!("a {} frame names hex {} off the player's map", gs(f, "kind"), h));
            }
        }
        for a in areas {
            if !m.draw_areas.iter().any(|(id, _)| *id == a) {
                return fail("SL-27.4.9", format!("a frame names extra draw area {} that is not on the map", a));
            }
        }
    }
    // 27.5 property tokens and rabbits
    for (i, p) in players.iter().enumerate() {
        let props = p.get("properties").and_then(|x| x.as_obj()).cloned().unwrap_or_default();
        for (_, t) in &props {
            if g.c.find("properties", t.as_str().unwrap_or("")).is_none() {
                return fail("SL-27.5.1", format!("{} is no property token of the game", crate::json::to_string(t)));
            }
        }
        let mut seen = HashSet::new();
        for (_, t) in &props {
            if !seen.insert(t.as_str().unwrap_or("").to_string()) {
                return fail("SL-27.5.2", format!("property token {} of player {} stands on two hexes", crate::json::to_string(t), i));
            }
        }
        if let Some(m) = &maps[i] {
            for r in gstrs(p, "rabbits") {
                if map::parse_hex(&r).map(|x| !m.hexes.contains_key(&x)).unwrap_or(true) {
                    return fail("SL-27.5.3", format!("a cookie rabbit of player {} is off the map", i));
                }
            }
        }
        if garr(p, "rabbits").len() > g.rabbits().len() {
            return fail("SL-27.5.4", format!("player {} has more cookie rabbits than the food track has", i));
        }
    }
    // 27.6 skill tiles
    let is_set = |id: &str, set: &str| g.c.find("skill_tiles", id).map(|x| gs(x, "set") == set).unwrap_or(false);
    for p in &players {
        for (t, _) in p.get("skill_tiles").and_then(|x| x.as_obj()).cloned().unwrap_or_default() {
            if g.c.find("skill_tiles", &t).is_none() {
                return fail("SL-27.6.1", format!("skill tile {} is not a tile of the game", t));
            }
        }
    }
    for (t, _) in st.get("skill_supply").and_then(|x| x.as_obj()).cloned().unwrap_or_default() {
        if !is_set(&t, "regular") {
            return fail("SL-27.6.1", format!("the regular stack {} is no regular skill tile", t));
        }
    }
    for t in gstrs(st, "advanced_supply") {
        if !is_set(&t, "advanced") {
            return fail("SL-27.6.1", format!("{} beside the board is no advanced skill tile", t));
        }
    }
    for f in &stack {
        if gs(f, "kind") == "skill_tile_face_down" {
            let p = gi(f, "player").max(0) as usize;
            let t = gs(f, "tile");
            if players.get(p).and_then(|x| x.get("skill_tiles")).and_then(|x| x.get(&t)).is_none() {
                return fail("SL-27.6.1", format!("a frame turns down skill tile {} its player does not hold", t));
            }
        }
    }
    let copies = g.c.setup_item("game").map(|x| gi(x, "skill_tile_copies")).unwrap_or(3);
    for (t, left) in st.get("skill_supply").and_then(|x| x.as_obj()).cloned().unwrap_or_default() {
        let held = players.iter().filter(|p| p.get("skill_tiles").and_then(|x| x.get(&t)).is_some()).count() as i64;
        if left.as_i64().unwrap_or(0) + held > copies {
            return fail("SL-27.6.2", format!("skill tile {} has more than {} copies", t, copies));
        }
    }
    for t in g.c.items("skill_tiles").iter().filter(|x| gs(x, "set") == "regular") {
        let id = gs(t, "id");
        if st.get("skill_supply").and_then(|x| x.get(&id)).is_none() {
            let held = players.iter().filter(|p| p.get("skill_tiles").and_then(|x| x.get(&id)).is_some()).count() as i64;
            if held > copies {
                return fail("SL-27.6.2", format!("skill tile {} has more than {} copies", id, copies));
            }
        }
    }
    {
        let mut seen = HashSet::new();
        let mut all: Vec<String> = gstrs(st, "advanced_supply");
        for p in &players {
            for (t, _) in p.get("skill_tiles").and_then(|x| x.as_obj()).cloned().unwrap_or_default() {
                if is_set(&t, "advanced") {
                    all.push(t);
                }
            }
        }
        for t in all {
            if !seen.insert(t.clone()) {
                return fail("SL-27.6.3", format!("advanced skill tile {} is in two places", t));
            }
        }
    }
    // 27.7 round aid board
    let ra = garr(st, "round_aid");
    let mut tokens: Vec<i64> = players.iter().filter_map(|p| p.get("round_aid_space").and_then(|x| x.as_i64())).collect();
    if let Some(s) = solo {
        if let Some(x) = s.get("round_aid_space").and_then(|x| x.as_i64()) {
            tokens.push(x);
        }
    }
    for t in &tokens {
        if *t < 0 || *t as usize >= ra.len() {
            return fail("SL-27.7.1", format!("a round aid token is on space {}, which the board does not have", t));
        }
    }
    if tokens.iter().collect::<HashSet<_>>().len() != tokens.len() {
        return fail("SL-27.7.2", "two round aid tokens share a space");
    }
    let is_aid = |id: &str, t: &str| g.c.find("round_aid", id).map(|x| gs(x, "type") == t).unwrap_or(false);
    for sp in &ra {
        for t in gstrs(sp, "standard") {
            if !is_aid(&t, "standard") {
                return fail("SL-27.7.3", format!("{} is no standard aid tile", t));
            }
        }
        if let Some(t) = sp.get("pass").and_then(|x| x.as_str()) {
            if !is_aid(t, "pass") {
                return fail("SL-27.7.3", format!("{} is no pass aid tile", t));
            }
        }
    }
    for f in &stack {
        if gs(f, "kind") == "order_aid_tiles" {
            for t in gstrs(f, "tiles") {
                if !is_aid(&t, "standard") {
                    return fail("SL-27.7.3", format!("{} is no standard aid tile", t));
                }
            }
        }
    }
    // 27.8 tracks
    for (i, p) in players.iter().enumerate() {
        let spaces: Vec<i64> = g.c.items("industry_track").iter().filter(|x| gs(x, "type") == "space").map(|x| gi(x, "space")).collect();
        let c = gi(p, "carriage");
        let l = p.get("locomotive").and_then(|x| x.as_i64());
        if !spaces.contains(&c) || l.map(|x| !spaces.contains(&x)).unwrap_or(false) {
            return fail("SL-27.8.1", format!("an industry marker of player {} is off the track", i));
        }
    }
    for (i, p) in players.iter().enumerate() {
        let f = gi(p, "food");
        if f < 0 || f > g.food_final() {
            return fail("SL-27.8.2", format!("player {}'s food marker is off the track", i));
        }
    }
    let tracks = g.ptracks();
    let mut taken = HashSet::new();
    for t in &tracks {
        match t.get("position").and_then(|x| x.as_i64()) {
            Some(pos) if (1..=6).contains(&pos) => {
                if !taken.insert(pos) {
                    return fail("SL-27.8.2a", format!("two prosperity tracks take place {}", pos));
                }
            }
            _ => return fail("SL-27.8.2a", format!("prosperity track {} takes no place from 1 to 6", gs(t, "id"))),
        }
    }
    for (i, p) in players.iter().enumerate() {
        for (j, v) in garr(p, "prosperity").iter().enumerate() {
            let len = tracks.iter().find(|t| gi(t, "position") == j as i64 + 1).map(|t| gi(t, "length"));
            let v = v.as_i64().unwrap_or(0);
            match len {
                Some(l) if v >= 0 && v <= l => {}
                None if v == 0 => {}
                _ => return fail("SL-27.8.3", format!("prosperity marker {} of player {} is off its track", j, i)),
            }
        }
    }
    let mut discount_vals: Vec<i64> = Vec::new();
    fn find_discounts(e: &Value, out: &mut Vec<i64>) {
        match e {
            Value::Obj(m) => {
                for (k, v) in m {
                    if k == "wood_discount" {
                        if let Some(n) = v.as_i64() {
                            out.push(n);
                        }
                    } else {
                        find_discounts(v, out);
                    }
                }
            }
            Value::Arr(a) => a.iter().for_each(|x| find_discounts(x, out)),
            _ => {}
        }
    }
    for it in g.c.items("food_track") {
        if let Some(b) = it.get("bonus") {
            find_discounts(b, &mut discount_vals);
        }
    }
    for (i, p) in players.iter().enumerate() {
        let d: Vec<i64> = garr(p, "discounts").iter().filter_map(|x| x.as_i64()).collect();
        if d.iter().any(|x| !discount_vals.contains(x)) || d.iter().collect::<HashSet<_>>().len() != d.len() {
            return fail("SL-27.8.4", format!("player {} holds a wood discount tile the food track does not give", i));
        }
    }
    for (i, _) in players.iter().enumerate() {
        let plus: i64 = g.modifiers(i).iter().filter(|(m, _)| m == "column_limit_plus").map(|(_, p)| gi(p, "amount")).sum();
        for c in COLUMNS.iter() {
            if g.column_cards(i, c).len() as i64 > 3 + plus {
                return fail("SL-27.8.5", format!("player {}'s {} column holds too many cards", i, c));
            }
        }
    }
    {
        let mut seen = HashSet::new();
        for m in garr(st, "milestones") {
            let id = gs(&m, "id");
            if g.c.find("milestones", &id).is_none() || !seen.insert(id.clone()) {
                return fail("SL-27.8.6", format!("milestone {} is not a distinct milestone tile of the game", id));
            }
        }
    }
    for (t, _) in st.get("prosperity_first").and_then(|x| x.as_obj()).cloned().unwrap_or_default() {
        if !tracks.iter().any(|x| gs(x, "id") == t) {
            return fail("SL-27.8.7", format!("{} is no prosperity track", t));
        }
    }
    {
        let mut seen = HashSet::new();
        for t in gstrs(st, "final_scoring") {
            if g.c.find("final_scoring_tiles", &t).is_none() || !seen.insert(t.clone()) {
                return fail("SL-27.8.8", format!("final scoring tile {} is not a distinct tile of the game", t));
            }
        }
    }
    // 27.9 areas
    let round = gi(st, "round");
    if let Some(Value::Obj(m)) = st.get("areas") {
        for (id, _) in m {
            if g.c.find("action_areas", id).is_none() {
                return fail("SL-27.9.1", format!("{} is no action area of the game", id));
            }
        }
        for (id, sp) in m {
            let opens = g.c.find("action_areas", id).and_then(|x| x.get("opens_in_round")).and_then(|x| x.as_i64()).unwrap_or(1);
            if opens > round && garr_v(sp).iter().any(|x| !x.is_null()) {
                return fail("SL-27.9.2", format!("a disc stands on area {}, which opens in round {}", id, opens));
            }
        }
    }
    // 27.10 characters
    let mut seen = HashSet::new();
    for p in &players {
        if let Some(c) = p.get("character").and_then(|x| x.as_str()) {
            if g.c.find("characters", c).is_none() {
                return fail("SL-27.10.1", format!("{} is no character of the game", c));
            }
        }
    }
    for p in &players {
        if let Some(c) = p.get("character").and_then(|x| x.as_str()) {
            if !seen.insert(c.to_string()) {
                return fail("SL-27.10.2", format!("two players have chosen {}", c));
            }
        }
    }
    // 27.11 round and phase
    let phase = gs(st, "phase");
    if phase == "setup" && round != 1 {
        return fail("SL-27.11.1", "the setup phase belongs to round 1 only");
    }
    if stack.is_empty() != (phase == "game_over") {
        return fail("SL-27.11.2", "the stack is empty exactly when the game is over");
    }
    if phase == "game_over" && round != 5 {
        return fail("SL-27.11.3", "the game is over only in round 5");
    }
    // 27.12 the stack
    for f in &stack {
        if gs(f, "kind") == "turn" {
            let p = gi(f, "player").max(0) as usize;
            if players.get(p).map(|x| gb(x, "passed")).unwrap_or(false) {
                return fail("SL-27.12.1", "a turn frame belongs to a player who has passed");
            }
        }
    }
    let turns = stack.iter().filter(|f| gs(f, "kind") == "turn").count();
    if turns > 1 || (turns == 1 && phase != "action") {
        return fail("SL-27.12.2", "the stack holds a turn frame outside one turn of the action phase");
    }
    for f in &stack {
        let k = gs(f, "kind");
        if k == "pass_scoring" || k == "move_round_aid" {
            let p = gi(f, "player").max(0) as usize;
            if !players.get(p).map(|x| gb(x, "passed")).unwrap_or(false) {
                return fail("SL-27.12.3", format!("a {} frame belongs to a player who has not passed", k));
            }
        }
    }
    for f in &stack {
        let k = gs(f, "kind");
        if (k == "choose_character" || k == "choose_map" || k == "choose_round_aid") && phase != "setup" {
            return fail("SL-27.12.4", "a setup choice is on the stack outside the setup phase");
        }
    }
    for f in &stack {
        let k = gs(f, "kind");
        if (k == "draft" || k == "draft_pick") && !(round == 1 && phase == "income" && g.variant("hand_drafting")) {
            return fail("SL-27.12.5", "a draft frame is on the stack outside the income phase of round 1 of a game with hand drafting");
        }
        if k == "solo_reveal" && n != 1 {
            return fail("SL-27.12.5", "a solo_reveal frame is on the stack of a game of several players");
        }
    }
    None
}

fn garr_v(v: &Value) -> Vec<Value> {
    v.as_arr().cloned().unwrap_or_default()
}
