//! Component tables: the spec's data, replaced table by table by a state's `components`.
use crate::json::{self, Value};
use std::collections::HashMap;

pub const TABLES: [&str; 16] = [
    "action_areas", "characters", "citizen_cards", "final_scoring_tiles", "food_track", "industry_track",
    "map_boards", "milestones", "properties", "prosperity_tracks", "round_aid", "setup", "skill_tiles",
    "solo_cards", "special_terrain_tiles", "terrain_tiles",
];

fn raw(name: &str) -> &'static str {
    match name {
        "action_areas" => include_str!("../data/action_areas.json"),
        "characters" => include_str!("../data/characters.json"),
        "citizen_cards" => include_str!("../data/citizen_cards.json"),
        "final_scoring_tiles" => include_str!("../data/final_scoring_tiles.json"),
        "food_track" => include_str!("../data/food_track.json"),
        "industry_track" => include_str!("../data/industry_track.json"),
        "map_boards" => include_str!("../data/map_boards.json"),
        "milestones" => include_str!("../data/milestones.json"),
        "properties" => include_str!("../data/properties.json"),
        "prosperity_tracks" => include_str!("../data/prosperity_tracks.json"),
        "round_aid" => include_str!("../data/round_aid.json"),
        "setup" => include_str!("../data/setup.json"),
        "skill_tiles" => include_str!("../data/skill_tiles.json"),
        "solo_cards" => include_str!("../data/solo_cards.json"),
        "special_terrain_tiles" => include_str!("../data/special_terrain_tiles.json"),
        "terrain_tiles" => include_str!("../data/terrain_tiles.json"),
        _ => "{\"items\": []}",
    }
}

#[derive(Clone)]
pub struct Comp {
    pub t: HashMap<String, Vec<Value>>,
}

impl Comp {
    pub fn defaults() -> Comp {
        let mut t = HashMap::new();
        for name in TABLES.iter() {
            let (v, _) = json::parse(raw(name)).expect("component data parses");
            let items = v.get("items").and_then(|x| x.as_arr()).cloned().unwrap_or_default();
            t.insert(name.to_string(), items);
        }
        Comp { t }
    }
    /// The tables in force for a state: its `components` replace whole tables.
    pub fn for_state(base: &Comp, st: &Value) -> Comp {
        let mut c = base.clone();
        if let Some(Value::Obj(m)) = st.get("components") {
            for (k, v) in m {
                if let Value::Arr(a) = v {
                    if !a.is_empty() {
                        c.t.insert(k.clone(), a.clone());
                    }
                }
            }
        }
        c
    }
    pub fn items(&self, table: &str) -> &[Value] {
        self.t.get(table).map(|v| v.as_slice()).unwrap_or(&[])
    }
    pub fn find(&self, table: &str, id: &str) -> Option<&Value> {
        self.items(table).iter().find(|x| x.get("id").and_then(|i| i.as_str()) == Some(id))
    }
    pub fn setup_item(&self, id: &str) -> Option<&Value> {
        self.find("setup", id)
    }
}
