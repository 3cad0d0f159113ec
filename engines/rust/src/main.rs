mod json;
mod game;
mod schema;
mod comp;
mod rng;
mod map;
mod engine;
mod run;
mod decide;
mod apply;
mod rules;
mod setup;
mod score;
mod load;

use json::{obj, Value};
use std::io::{BufRead, Write};

pub struct Err {
    pub code: &'static str,
    pub message: String,
    pub rule: Option<String>,
}

impl Err {
    pub fn new(code: &'static str, message: impl Into<String>) -> Err {
        Err { code, message: short(&message.into()), rule: None }
    }
    pub fn rule(code: &'static str, rule: &str, message: impl Into<String>) -> Err {
        Err { code, message: short(&message.into()), rule: Some(rule.to_string()) }
    }
}

fn short(s: &str) -> String {
    if s.chars().count() > 300 {
        let t: String = s.chars().take(300).collect();
        format!("{}...", t)
    } else {
        s.to_string()
    }
}

fn prefix(b: &[u8]) -> String {
    let s = String::from_utf8_lossy(&b[..b.len().min(200)]).to_string();
    s
}

fn respond(id: Value, r: Result<Value, Err>) -> String {
    let v = match r {
        Ok(Value::Obj(mut m)) => {
            let mut out = vec![("id".to_string(), id), ("ok".to_string(), Value::Bool(true))];
            out.append(&mut m);
            Value::Obj(out)
        }
        Ok(_) => obj(vec![("id", id), ("ok", Value::Bool(true))]),
        Err(e) => {
            let mut er = vec![("code", Value::s(e.code)), ("message", Value::Str(e.message))];
            if let Some(r) = e.rule {
                er.push(("rule", Value::Str(r)));
            }
            obj(vec![("id", id), ("ok", Value::Bool(false)), ("error", obj(er))])
        }
    };
    json::to_string(&v)
}

/// Checks the bounds of §1.7 inside an action or options value.
fn bounded(v: &Value) -> bool {
    match v {
        Value::Str(s) => s.chars().count() <= 256,
        Value::Arr(a) => a.len() <= 256 && a.iter().all(bounded),
        Value::Obj(m) => m.len() <= 32 && m.iter().all(|(k, x)| k.chars().count() <= 64 && bounded(x)),
        _ => true,
    }
}

fn main() {
    std::panic::set_hook(Box::new(|info| {
        eprintln!("engine panic: {}", info);
    }));
    let child = std::thread::Builder::new().stack_size(512 * 1024 * 1024).spawn(serve).expect("thread");
    let _ = child.join();
}

fn serve() {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut input = stdin.lock();
    let mut server = game::Server::new();
    let mut buf: Vec<u8> = Vec::new();
    loop {
        buf.clear();
        match input.read_until(b'\n', &mut buf) {
            Ok(0) => break,
            Ok(_) => {}
            Err(_) => break,
        }
        if buf.last() == Some(&b'\n') {
            buf.pop();
        }
        if buf.is_empty() {
            continue;
        }
        let (line, quit) = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| handle(&mut server, &buf))) {
            Ok(x) => x,
            Err(_) => (respond(Value::Null, Err(Err::new("internal_error", "the engine failed on this request"))), false),
        };
        let mut out = stdout.lock();
        let _ = out.write_all(line.as_bytes());
        let _ = out.write_all(b"\n");
        let _ = out.flush();
        if quit {
            break;
        }
    }
}

fn handle(server: &mut game::Server, buf: &[u8]) -> (String, bool) {
    let text = match std::str::from_utf8(buf) {
        Ok(t) => t,
        Err(_) => return (respond(Value::Null, Err(Err::new("parse_error", "line is not valid UTF-8"))), false),
    };
    let (req, info) = match json::parse(text) {
        Ok(x) => x,
        Err(e) if e == "nesting too deep" => return (respond(Value::Null, Err(Err::new("invalid_request", "the request nests more than 64 levels"))), false),
        Err(e) => return (respond(Value::Null, Err(Err::new("parse_error", format!("not JSON ({}): {}", e, prefix(buf))))), false),
    };
    if req.as_obj().is_none() {
        return (respond(Value::Null, Err(Err::new("parse_error", "the request is not a JSON object"))), false);
    }
    let id = if info.duplicate_id {
        Value::Null
    } else {
        match req.get("id") {
            Some(Value::Int(n)) => Value::Int(*n),
            _ => Value::Null,
        }
    };
    let fail = |e: Err| (respond(id.clone(), Err(e)), false);
    if info.duplicate {
        return fail(Err::new("invalid_request", "a member name is repeated in the request"));
    }
    if info.max_depth > 64 {
        return fail(Err::new("invalid_request", "the request nests more than 64 levels"));
    }
    if id.is_null() {
        return fail(Err::new("invalid_request", "the request has no integer id"));
    }
    let cmd = match req.get("cmd") {
        Some(Value::Str(s)) => s.clone(),
        Some(_) => return fail(Err::new("invalid_request", "cmd is not a string")),
        None => return fail(Err::new("invalid_request", "the request has no cmd")),
    };
    let allowed: &[&str] = match cmd.as_str() {
        "hello" => &["protocol"],
        "new_game" => &["game", "players", "seed", "options"],
        "load" => &["state"],
        "state" | "legal_actions" | "score" | "quit" => &[],
        "apply" => &["action"],
        "count" => &["depth", "divide"],
        "view" => &["player"],
        _ => return fail(Err::new("unknown_command", format!("no command named {}", short(&cmd)))),
    };
    for (k, _) in req.as_obj().unwrap() {
        if k != "id" && k != "cmd" && !allowed.contains(&k.as_str()) {
            return fail(Err::new("invalid_request", format!("unknown field {} for {}", short(k), cmd)));
        }
    }
    // Numbers must be integers everywhere except inside a load's state (checked as invalid_state).
    if info.non_int && cmd != "load" {
        return fail(Err::new("invalid_request", "a number is not written as an integer"));
    }
    let r = match cmd.as_str() {
        "hello" => match req.get("protocol") {
            Some(Value::Int(1)) => Ok(server.hello()),
            _ => Err(Err::new("invalid_request", "hello needs protocol 1")),
        },
        "new_game" => {
            let game = req.get("game");
            let players = req.get("players");
            let seed = req.get("seed");
            match (game, players, seed) {
                (Some(Value::Str(g)), Some(Value::Int(p)), Some(Value::Int(s))) => {
                    if g.chars().count() > 64 {
                        Err(Err::new("invalid_request", "game id too long"))
                    } else if *p < 1 || *p > 4 {
                        Err(Err::new("invalid_request", "players must be 1 to 4"))
                    } else if *s < 0 || *s > u64::MAX as i128 {
                        Err(Err::new("invalid_request", "seed out of range"))
                    } else {
                        let opts = req.get("options").cloned().unwrap_or(Value::obj());
                        if !matches!(opts, Value::Obj(_)) {
                            Err(Err::new("invalid_request", "options is not an object"))
                        } else if !bounded(&opts) || opts.as_obj().unwrap().len() > 16 {
                            Err(Err::new("invalid_request", "options past the limits"))
                        } else {
                            server.new_game(g, *p as usize, *s as u64, &opts)
                        }
                    }
                }
                _ => Err(Err::new("invalid_request", "new_game needs game (string), players and seed (integers)")),
            }
        }
        "load" => match req.get("state") {
            Some(st @ Value::Obj(_)) => server.load(st, info.non_int),
            _ => Err(Err::new("invalid_request", "load needs a state object")),
        },
        "state" => server.state(),
        "legal_actions" => server.legal_actions(),
        "apply" => match req.get("action") {
            Some(a @ Value::Obj(m)) => {
                if !bounded(a) || m.len() > 32 {
                    Err(Err::new("invalid_request", "action past the limits"))
                } else {
                    server.apply(a)
                }
            }
            _ => Err(Err::new("invalid_request", "apply needs an action object")),
        },
        "score" => server.score(),
        "quit" => return (respond(id, Ok(Value::obj())), true),
        "count" => {
            let d = req.get("depth");
            let dv = req.get("divide");
            match (d, dv) {
                (Some(Value::Int(n)), None) | (Some(Value::Int(n)), Some(Value::Bool(_))) if *n >= 0 && *n <= 8 => {
                    let div = dv.and_then(|x| x.as_bool()).unwrap_or(false);
                    server.count(*n as usize, div)
                }
                _ => Err(Err::new("invalid_request", "count needs depth 0-8 and an optional boolean divide")),
            }
        }
        "view" => match req.get("player") {
            Some(Value::Int(p)) => server.view(*p),
            _ => Err(Err::new("invalid_request", "view needs an integer player")),
        },
        _ => unreachable!(),
    };
    (respond(id, r), false)
}
