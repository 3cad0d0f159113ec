//! The load invariants of chapter 27 (after the schema, SL-27.1.1 to SL-27.1.3).
use crate::engine::*;

pub fn check(_g: &G) -> Option<(&'static str, String)> {
    None
}
