//! Helpers shared by the integration tests.
#![allow(dead_code)]

/// A small deterministic generator, so the tests need no random-number crate.
pub struct Lcg(pub u64);

impl Lcg {
    /// The next pseudo-random number.
    pub fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}
