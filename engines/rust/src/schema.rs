//! A JSON Schema (draft 2020-12 subset) validator for the game's schemas.
use crate::json::{self, Value};
use std::collections::HashMap;

pub struct Schemas {
    docs: HashMap<String, Value>,
    regex: std::cell::RefCell<HashMap<String, regex::Regex>>,
}

const BASE: &str = "https://boardgame-conformance.github.io/spec/schemas/sweet-lands/";

impl Schemas {
    pub fn new() -> Schemas {
        let mut docs = HashMap::new();
        for (name, text) in [
            ("state.schema.json", include_str!("../data/schemas/state.schema.json")),
            ("effects.schema.json", include_str!("../data/schemas/effects.schema.json")),
            ("action.schema.json", include_str!("../data/schemas/action.schema.json")),
        ] {
            let (v, _) = json::parse(text).expect("schema parses");
            docs.insert(name.to_string(), v);
        }
        Schemas { docs, regex: std::cell::RefCell::new(HashMap::new()) }
    }

    pub fn validate(&self, doc: &str, v: &Value) -> Result<(), String> {
        let root = &self.docs[doc];
        self.check(doc, root, v, "$")
    }

    fn resolve<'a>(&'a self, doc: &str, r: &str) -> Option<(String, &'a Value)> {
        let (file, ptr) = match r.find('#') {
            Some(i) => (&r[..i], &r[i + 1..]),
            None => (r, ""),
        };
        let d = if file.is_empty() {
            doc.to_string()
        } else {
            file.strip_prefix(BASE).unwrap_or(file).to_string()
        };
        let mut cur = self.docs.get(&d)?;
        for seg in ptr.split('/').filter(|s| !s.is_empty()) {
            cur = cur.get(seg)?;
        }
        Some((d, cur))
    }

    fn num(v: &Value) -> Option<f64> {
        match v {
            Value::Int(n) => Some(*n as f64),
            Value::Num(s) => s.parse::<f64>().ok(),
            _ => None,
        }
    }

    fn type_ok(t: &str, v: &Value) -> bool {
        match t {
            "null" => v.is_null(),
            "boolean" => matches!(v, Value::Bool(_)),
            "object" => matches!(v, Value::Obj(_)),
            "array" => matches!(v, Value::Arr(_)),
            "string" => matches!(v, Value::Str(_)),
            "number" => matches!(v, Value::Int(_) | Value::Num(_)),
            "integer" => match v {
                Value::Int(_) => true,
                Value::Num(_) => Self::num(v).map(|f| f.fract() == 0.0 && f.is_finite()).unwrap_or(false),
                _ => false,
            },
            _ => false,
        }
    }

    fn check(&self, doc: &str, s: &Value, v: &Value, path: &str) -> Result<(), String> {
        let m = match s {
            Value::Bool(true) => return Ok(()),
            Value::Bool(false) => return Err(format!("{}: not allowed", path)),
            Value::Obj(m) => m,
            _ => return Ok(()),
        };
        for (k, sv) in m {
            match k.as_str() {
                "$ref" => {
                    let r = sv.as_str().unwrap_or("");
                    let (d, sub) = self.resolve(doc, r).ok_or_else(|| format!("bad ref {}", r))?;
                    self.check(&d, sub, v, path)?;
                }
                "type" => {
                    let ok = match sv {
                        Value::Str(t) => Self::type_ok(t, v),
                        Value::Arr(ts) => ts.iter().any(|t| Self::type_ok(t.as_str().unwrap_or(""), v)),
                        _ => true,
                    };
                    if !ok {
                        return Err(format!("{}: wrong type", path));
                    }
                }
                "enum" => {
                    if !sv.as_arr().map(|a| a.iter().any(|x| json_eq(x, v))).unwrap_or(true) {
                        return Err(format!("{}: not one of the allowed values", path));
                    }
                }
                "const" => {
                    if !json_eq(sv, v) {
                        return Err(format!("{}: must be {}", path, json::to_string(sv)));
                    }
                }
                "minimum" => {
                    if let (Some(a), Some(b)) = (Self::num(v), Self::num(sv)) {
                        if a < b { return Err(format!("{}: below {}", path, b)); }
                    }
                }
                "maximum" => {
                    if let (Some(a), Some(b)) = (Self::num(v), Self::num(sv)) {
                        if a > b { return Err(format!("{}: above {}", path, b)); }
                    }
                }
                "minLength" | "maxLength" => {
                    if let (Value::Str(x), Some(n)) = (v, sv.as_i64()) {
                        let l = x.chars().count() as i64;
                        if (k == "minLength" && l < n) || (k == "maxLength" && l > n) {
                            return Err(format!("{}: bad length", path));
                        }
                    }
                }
                "pattern" => {
                    if let (Value::Str(x), Some(p)) = (v, sv.as_str()) {
                        let mut cache = self.regex.borrow_mut();
                        if !cache.contains_key(p) {
                            let re = regex::Regex::new(p).map_err(|e| e.to_string())?;
                            cache.insert(p.to_string(), re);
                        }
                        if !cache[p].is_match(x) {
                            return Err(format!("{}: does not match {}", path, p));
                        }
                    }
                }
                "minItems" | "maxItems" => {
                    if let (Value::Arr(a), Some(n)) = (v, sv.as_i64()) {
                        let l = a.len() as i64;
                        if (k == "minItems" && l < n) || (k == "maxItems" && l > n) {
                            return Err(format!("{}: bad number of items", path));
                        }
                    }
                }
                "uniqueItems" => {
                    if let (Value::Arr(a), Value::Bool(true)) = (v, sv) {
                        for i in 0..a.len() {
                            for j in i + 1..a.len() {
                                if json_eq(&a[i], &a[j]) {
                                    return Err(format!("{}: repeated item", path));
                                }
                            }
                        }
                    }
                }
                "minProperties" | "maxProperties" => {
                    if let (Value::Obj(o), Some(n)) = (v, sv.as_i64()) {
                        let l = o.len() as i64;
                        if (k == "minProperties" && l < n) || (k == "maxProperties" && l > n) {
                            return Err(format!("{}: bad number of members", path));
                        }
                    }
                }
                "required" => {
                    if let (Value::Obj(_), Some(req)) = (v, sv.as_arr()) {
                        for r in req {
                            let r = r.as_str().unwrap_or("");
                            if v.get(r).is_none() {
                                return Err(format!("{}: missing {}", path, r));
                            }
                        }
                    }
                }
                "dependentRequired" => {
                    if let (Value::Obj(_), Some(dr)) = (v, sv.as_obj()) {
                        for (name, req) in dr {
                            if v.get(name).is_some() {
                                for r in req.as_arr().map(|x| x.as_slice()).unwrap_or(&[]) {
                                    if v.get(r.as_str().unwrap_or("")).is_none() {
                                        return Err(format!("{}: {} needs {}", path, name, json::to_string(r)));
                                    }
                                }
                            }
                        }
                    }
                }
                "properties" => {
                    if let (Value::Obj(o), Some(props)) = (v, sv.as_obj()) {
                        for (name, x) in o {
                            if let Some((_, ps)) = props.iter().find(|(n, _)| n == name) {
                                self.check(doc, ps, x, &format!("{}.{}", path, name))?;
                            }
                        }
                    }
                }
                "additionalProperties" => {
                    if let Value::Obj(o) = v {
                        let props = s.get("properties").and_then(|p| p.as_obj());
                        for (name, x) in o {
                            let known = props.map(|p| p.iter().any(|(n, _)| n == name)).unwrap_or(false);
                            if !known {
                                if let Value::Bool(false) = sv {
                                    return Err(format!("{}: unknown member {}", path, name));
                                }
                                self.check(doc, sv, x, &format!("{}.{}", path, name))?;
                            }
                        }
                    }
                }
                "propertyNames" => {
                    if let Value::Obj(o) = v {
                        for (name, _) in o {
                            self.check(doc, sv, &Value::Str(name.clone()), &format!("{}[name {}]", path, name))?;
                        }
                    }
                }
                "items" => {
                    if let Value::Arr(a) = v {
                        let start = s.get("prefixItems").and_then(|p| p.as_arr()).map(|p| p.len()).unwrap_or(0);
                        for (i, x) in a.iter().enumerate().skip(start) {
                            self.check(doc, sv, x, &format!("{}[{}]", path, i))?;
                        }
                    }
                }
                "prefixItems" => {
                    if let (Value::Arr(a), Some(ps)) = (v, sv.as_arr()) {
                        for (i, (x, p)) in a.iter().zip(ps.iter()).enumerate() {
                            self.check(doc, p, x, &format!("{}[{}]", path, i))?;
                        }
                    }
                }
                "allOf" => {
                    for sub in sv.as_arr().map(|x| x.as_slice()).unwrap_or(&[]) {
                        self.check(doc, sub, v, path)?;
                    }
                }
                "anyOf" => {
                    let subs = sv.as_arr().map(|x| x.as_slice()).unwrap_or(&[]);
                    let mut last = String::new();
                    let mut ok = false;
                    for sub in subs {
                        match self.check(doc, sub, v, path) {
                            Ok(()) => { ok = true; break; }
                            Err(e) => last = e,
                        }
                    }
                    if !ok {
                        return Err(format!("{} (no alternative matches: {})", path, last));
                    }
                }
                "oneOf" => {
                    let subs = sv.as_arr().map(|x| x.as_slice()).unwrap_or(&[]);
                    let n = subs.iter().filter(|sub| self.check(doc, sub, v, path).is_ok()).count();
                    if n != 1 {
                        return Err(format!("{}: matches {} alternatives, not exactly one", path, n));
                    }
                }
                "not" => {
                    if self.check(doc, sv, v, path).is_ok() {
                        return Err(format!("{}: matches a forbidden form", path));
                    }
                }
                "if" => {
                    if self.check(doc, sv, v, path).is_ok() {
                        if let Some(t) = s.get("then") {
                            self.check(doc, t, v, path)?;
                        }
                    } else if let Some(e) = s.get("else") {
                        self.check(doc, e, v, path)?;
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// JSON equality where member order does not matter and 1 != 1.0.
pub fn json_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Obj(x), Value::Obj(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.iter().any(|(k2, v2)| k == k2 && json_eq(v, v2)))
        }
        (Value::Arr(x), Value::Arr(y)) => x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| json_eq(p, q)),
        _ => a == b,
    }
}
