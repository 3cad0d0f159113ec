//! SplitMix64 (decision-model.md DM-4).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E3779B97F4A7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58476D1CE4E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D049BB133111EB);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        if v.len() < 2 {
            return;
        }
        for i in (1..v.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            v.swap(i, j);
        }
    }
    pub fn hex(&self) -> String {
        format!("{:016x}", self.0)
    }
    pub fn from_hex(s: &str) -> Rng {
        Rng(u64::from_str_radix(s, 16).unwrap_or(0))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn outputs() {
        let mut r = super::Rng(0);
        assert_eq!(r.next(), 0xe220a8397b1dcdaf);
        assert_eq!(r.next(), 0x6e789e6aa1b965f4);
    }
}
