use crate::json::{obj, Value};
use crate::Err;

pub struct Server {
    state: Option<Value>,
}

impl Server {
    pub fn new() -> Server {
        Server { state: None }
    }
    pub fn hello(&self) -> Value {
        obj(vec![
            ("protocol", Value::i(1)),
            ("engine", obj(vec![("name", Value::s("sweetlands-blind")), ("version", Value::s("0.1.0"))])),
            ("games", obj(vec![("sweet-lands", obj(vec![
                ("players", Value::Arr(vec![Value::i(2), Value::i(3), Value::i(4)])),
                ("variants", Value::Arr(vec![])),
                ("features", Value::Arr(vec![])),
                ("spec_version", Value::s("0.5.0")),
            ]))])),
        ])
    }
    pub fn new_game(&mut self, game: &str, _players: usize, _seed: u64, _opts: &Value) -> Result<Value, Err> {
        if game != "sweet-lands" {
            return Err(Err::new("unsupported", "unknown game"));
        }
        Err(Err::new("unsupported", "not yet"))
    }
    fn need(&self) -> Result<&Value, Err> {
        self.state.as_ref().ok_or_else(|| Err::new("invalid_state", "no game is loaded"))
    }
    pub fn load(&mut self, _st: &Value, _non_int: bool) -> Result<Value, Err> {
        Err(Err::new("unsupported", "not yet"))
    }
    pub fn state(&self) -> Result<Value, Err> {
        let s = self.need()?;
        Ok(obj(vec![("state", s.clone())]))
    }
    pub fn legal_actions(&self) -> Result<Value, Err> {
        self.need()?;
        Ok(obj(vec![("actions", Value::Arr(vec![]))]))
    }
    pub fn apply(&mut self, _a: &Value) -> Result<Value, Err> {
        self.need()?;
        Err(Err::new("unsupported", "not yet"))
    }
    pub fn score(&self) -> Result<Value, Err> {
        self.need()?;
        Err(Err::new("unsupported", "not yet"))
    }
    pub fn count(&mut self, _d: usize, _div: bool) -> Result<Value, Err> {
        Err(Err::new("unsupported", "count is not offered"))
    }
    pub fn view(&self, _p: i128) -> Result<Value, Err> {
        Err(Err::new("unsupported", "view is not offered"))
    }
}
