//! A small JSON reader/writer that keeps what the protocol needs:
//! member order, duplicate-name detection and integer/non-integer numbers.

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Int(i128),
    /// A number written otherwise than as an integer (kept as text).
    Num(String),
    Str(String),
    Arr(Vec<Value>),
    Obj(Vec<(String, Value)>),
}

pub struct ParseInfo {
    pub duplicate: bool,
    pub duplicate_id: bool,
    pub max_depth: usize,
    pub non_int: bool,
}

pub fn parse(s: &str) -> Result<(Value, ParseInfo), String> {
    let mut p = Parser { b: s.as_bytes(), i: 0, info: ParseInfo { duplicate: false, duplicate_id: false, max_depth: 0, non_int: false } };
    p.ws();
    let v = p.value(1)?;
    p.ws();
    if p.i != p.b.len() {
        return Err(format!("trailing characters at byte {}", p.i));
    }
    Ok((v, p.info))
}

struct Parser<'a> {
    b: &'a [u8],
    i: usize,
    info: ParseInfo,
}

impl<'a> Parser<'a> {
    fn ws(&mut self) {
        while self.i < self.b.len() && matches!(self.b[self.i], b' ' | b'\t' | b'\n' | b'\r') {
            self.i += 1;
        }
    }
    fn value(&mut self, depth: usize) -> Result<Value, String> {
        if depth > 100000 {
            return Err("nesting too deep".into());
        }
        if self.i >= self.b.len() {
            return Err("unexpected end".into());
        }
        match self.b[self.i] {
            b'{' => {
                if depth > self.info.max_depth { self.info.max_depth = depth; }
                self.i += 1;
                let mut m: Vec<(String, Value)> = Vec::new();
                self.ws();
                if self.i < self.b.len() && self.b[self.i] == b'}' {
                    self.i += 1;
                    return Ok(Value::Obj(m));
                }
                loop {
                    self.ws();
                    if self.i >= self.b.len() || self.b[self.i] != b'"' {
                        return Err("expected member name".into());
                    }
                    let k = self.string()?;
                    self.ws();
                    if self.i >= self.b.len() || self.b[self.i] != b':' {
                        return Err("expected ':'".into());
                    }
                    self.i += 1;
                    self.ws();
                    let v = self.value(depth + 1)?;
                    if m.iter().any(|(x, _)| *x == k) {
                        self.info.duplicate = true;
                        if depth == 1 && k == "id" {
                            self.info.duplicate_id = true;
                        }
                    }
                    m.push((k, v));
                    self.ws();
                    if self.i >= self.b.len() {
                        return Err("unexpected end".into());
                    }
                    match self.b[self.i] {
                        b',' => { self.i += 1; }
                        b'}' => { self.i += 1; return Ok(Value::Obj(m)); }
                        _ => return Err("expected ',' or '}'".into()),
                    }
                }
            }
            b'[' => {
                if depth > self.info.max_depth { self.info.max_depth = depth; }
                self.i += 1;
                let mut a = Vec::new();
                self.ws();
                if self.i < self.b.len() && self.b[self.i] == b']' {
                    self.i += 1;
                    return Ok(Value::Arr(a));
                }
                loop {
                    self.ws();
                    a.push(self.value(depth + 1)?);
                    self.ws();
                    if self.i >= self.b.len() {
                        return Err("unexpected end".into());
                    }
                    match self.b[self.i] {
                        b',' => { self.i += 1; }
                        b']' => { self.i += 1; return Ok(Value::Arr(a)); }
                        _ => return Err("expected ',' or ']'".into()),
                    }
                }
            }
            b'"' => Ok(Value::Str(self.string()?)),
            b't' => self.lit("true", Value::Bool(true)),
            b'f' => self.lit("false", Value::Bool(false)),
            b'n' => self.lit("null", Value::Null),
            b'-' | b'0'..=b'9' => self.number(),
            _ => Err(format!("unexpected character at byte {}", self.i)),
        }
    }
    fn lit(&mut self, w: &str, v: Value) -> Result<Value, String> {
        if self.b[self.i..].starts_with(w.as_bytes()) {
            self.i += w.len();
            Ok(v)
        } else {
            Err("invalid literal".into())
        }
    }
    fn number(&mut self) -> Result<Value, String> {
        let st = self.i;
        if self.b[self.i] == b'-' { self.i += 1; }
        let ds = self.i;
        while self.i < self.b.len() && self.b[self.i].is_ascii_digit() { self.i += 1; }
        let nd = self.i - ds;
        if nd == 0 { return Err("bad number".into()); }
        if nd > 1 && self.b[ds] == b'0' { return Err("leading zero".into()); }
        let mut int = true;
        if self.i < self.b.len() && self.b[self.i] == b'.' {
            int = false;
            self.i += 1;
            let f = self.i;
            while self.i < self.b.len() && self.b[self.i].is_ascii_digit() { self.i += 1; }
            if self.i == f { return Err("bad fraction".into()); }
        }
        if self.i < self.b.len() && (self.b[self.i] == b'e' || self.b[self.i] == b'E') {
            int = false;
            self.i += 1;
            if self.i < self.b.len() && (self.b[self.i] == b'+' || self.b[self.i] == b'-') { self.i += 1; }
            let f = self.i;
            while self.i < self.b.len() && self.b[self.i].is_ascii_digit() { self.i += 1; }
            if self.i == f { return Err("bad exponent".into()); }
        }
        let t = std::str::from_utf8(&self.b[st..self.i]).unwrap().to_string();
        if int {
            match t.parse::<i128>() {
                Ok(n) => Ok(Value::Int(n)),
                Err(_) => { self.info.non_int = true; Ok(Value::Num(t)) }
            }
        } else {
            self.info.non_int = true;
            Ok(Value::Num(t))
        }
    }
    fn hex4(&mut self) -> Result<u32, String> {
        if self.i + 4 > self.b.len() { return Err("bad escape".into()); }
        let s = std::str::from_utf8(&self.b[self.i..self.i + 4]).map_err(|_| "bad escape".to_string())?;
        let v = u32::from_str_radix(s, 16).map_err(|_| "bad escape".to_string())?;
        self.i += 4;
        Ok(v)
    }
    fn string(&mut self) -> Result<String, String> {
        self.i += 1;
        let mut out = String::new();
        loop {
            if self.i >= self.b.len() { return Err("unterminated string".into()); }
            let c = self.b[self.i];
            match c {
                b'"' => { self.i += 1; return Ok(out); }
                b'\\' => {
                    self.i += 1;
                    if self.i >= self.b.len() { return Err("bad escape".into()); }
                    let e = self.b[self.i];
                    self.i += 1;
                    match e {
                        b'"' => out.push('"'),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => {
                            let h = self.hex4()?;
                            if (0xD800..0xDC00).contains(&h) {
                                if self.b[self.i..].starts_with(b"\\u") {
                                    self.i += 2;
                                    let l = self.hex4()?;
                                    if (0xDC00..0xE000).contains(&l) {
                                        let cp = 0x10000 + ((h - 0xD800) << 10) + (l - 0xDC00);
                                        out.push(char::from_u32(cp).unwrap_or('\u{FFFD}'));
                                    } else {
                                        out.push('\u{FFFD}');
                                        out.push(char::from_u32(l).unwrap_or('\u{FFFD}'));
                                    }
                                } else {
                                    out.push('\u{FFFD}');
                                }
                            } else {
                                out.push(char::from_u32(h).unwrap_or('\u{FFFD}'));
                            }
                        }
                        _ => return Err("bad escape".into()),
                    }
                }
                0..=0x1f => return Err("control character in string".into()),
                _ => {
                    // copy one UTF-8 char
                    let st = self.i;
                    let len = if c < 0x80 { 1 } else if c >> 5 == 6 { 2 } else if c >> 4 == 14 { 3 } else { 4 };
                    self.i += len;
                    if self.i > self.b.len() { return Err("bad utf-8".into()); }
                    out.push_str(std::str::from_utf8(&self.b[st..self.i]).map_err(|_| "bad utf-8".to_string())?);
                }
            }
        }
    }
}

pub fn write(v: &Value, out: &mut String) {
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Int(n) => out.push_str(&n.to_string()),
        Value::Num(s) => out.push_str(s),
        Value::Str(s) => write_str(s, out),
        Value::Arr(a) => {
            out.push('[');
            for (i, x) in a.iter().enumerate() {
                if i > 0 { out.push(','); }
                write(x, out);
            }
            out.push(']');
        }
        Value::Obj(m) => {
            out.push('{');
            for (i, (k, x)) in m.iter().enumerate() {
                if i > 0 { out.push(','); }
                write_str(k, out);
                out.push(':');
                write(x, out);
            }
            out.push('}');
        }
    }
}

fn write_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

pub fn to_string(v: &Value) -> String {
    let mut s = String::new();
    write(v, &mut s);
    s
}

impl Value {
    pub fn get(&self, k: &str) -> Option<&Value> {
        match self {
            Value::Obj(m) => m.iter().find(|(x, _)| x == k).map(|(_, v)| v),
            _ => None,
        }
    }
    pub fn get_mut(&mut self, k: &str) -> Option<&mut Value> {
        match self {
            Value::Obj(m) => m.iter_mut().find(|(x, _)| x == k).map(|(_, v)| v),
            _ => None,
        }
    }
    pub fn set(&mut self, k: &str, v: Value) {
        if let Value::Obj(m) = self {
            if let Some(e) = m.iter_mut().find(|(x, _)| x == k) {
                e.1 = v;
            } else {
                m.push((k.to_string(), v));
            }
        }
    }
    pub fn remove(&mut self, k: &str) -> Option<Value> {
        if let Value::Obj(m) = self {
            if let Some(p) = m.iter().position(|(x, _)| x == k) {
                return Some(m.remove(p).1);
            }
        }
        None
    }
    pub fn as_i64(&self) -> Option<i64> {
        match self { Value::Int(n) if *n >= i64::MIN as i128 && *n <= i64::MAX as i128 => Some(*n as i64), _ => None }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self { Value::Str(s) => Some(s), _ => None }
    }
    pub fn as_arr(&self) -> Option<&Vec<Value>> {
        match self { Value::Arr(a) => Some(a), _ => None }
    }
    pub fn as_arr_mut(&mut self) -> Option<&mut Vec<Value>> {
        match self { Value::Arr(a) => Some(a), _ => None }
    }
    pub fn as_obj(&self) -> Option<&Vec<(String, Value)>> {
        match self { Value::Obj(m) => Some(m), _ => None }
    }
    pub fn as_bool(&self) -> Option<bool> {
        match self { Value::Bool(b) => Some(*b), _ => None }
    }
    pub fn is_null(&self) -> bool { matches!(self, Value::Null) }
    pub fn obj() -> Value { Value::Obj(Vec::new()) }
    pub fn s(x: &str) -> Value { Value::Str(x.to_string()) }
    pub fn i(x: i64) -> Value { Value::Int(x as i128) }
}

/// Build an object from pairs.
pub fn obj(pairs: Vec<(&str, Value)>) -> Value {
    Value::Obj(pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn dup_and_ints() {
        let (_, i) = parse(r#"{"a":1,"a":2}"#).unwrap();
        assert!(i.duplicate);
        let (v, i) = parse(r#"{"a":1.0}"#).unwrap();
        assert!(i.non_int);
        assert_eq!(v.get("a"), Some(&Value::Num("1.0".into())));
        assert!(parse(" ").is_err());
        assert!(parse("01").is_err());
        let (v, _) = parse(r#""\ud83d\ude00""#).unwrap();
        assert_eq!(v, Value::Str("😀".into()));
    }
}
