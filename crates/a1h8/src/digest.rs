//! 64-bit FNV-1a digests: the checks of the work units' lines, of the
//! tablebase files' headers and blocks, and the digest of a game's rules
//! ([`Variant::rules_digest`](crate::variants::Variant::rules_digest)).
//!
//! FNV-1a maps two texts of one length that differ in one byte to two
//! digests, always, so a digest guards against accidents (a slip of an
//! editor, a bit flipped on a disk, a file of another game), not against
//! someone who recomputes it.

use core::fmt;

/// A 64-bit FNV-1a digest being computed over bytes or text.
///
/// ```
/// use a1h8::Digest;
///
/// // The published test vectors of FNV-1a 64.
/// assert_eq!(Digest::new().finish(), 0xcbf29ce484222325);
/// assert_eq!(Digest::of(b"a"), 0xaf63dc4c8601ec8c);
/// assert_eq!(Digest::of(b"foobar"), 0x85944171f73967e8);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Digest(u64);

impl Digest {
    /// FNV-1a's 64-bit offset basis.
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    /// FNV-1a's 64-bit prime.
    const PRIME: u64 = 0x0000_0100_0000_01b3;

    /// A digest of nothing yet.
    pub const fn new() -> Digest {
        Digest(Digest::OFFSET)
    }

    /// The digest of `bytes`.
    pub fn of(bytes: &[u8]) -> u64 {
        let mut digest = Digest::new();
        digest.write(bytes);
        digest.finish()
    }

    /// Adds `bytes`.
    pub fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(Digest::PRIME);
        }
    }

    /// The digest of the fields `fields`, each written as text and
    /// followed by a newline: how a work unit's line check is computed.
    pub fn of_fields(fields: &[&dyn fmt::Display]) -> u64 {
        let mut digest = Digest::new();
        for field in fields {
            fmt::write(&mut digest, format_args!("{field}\n")).expect("a digest takes any text");
        }
        digest.finish()
    }

    /// The digest so far.
    pub const fn finish(&self) -> u64 {
        self.0
    }
}

impl Default for Digest {
    fn default() -> Digest {
        Digest::new()
    }
}

impl fmt::Write for Digest {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.write(text.as_bytes());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_byte_changed_always_changes_the_digest() {
        let line = *b"result\n0123456789abcdef\n7\n0x00000000000000ff\n4\n197281\n";
        let original = Digest::of(&line);
        for at in 0..line.len() {
            for byte in 0..=255u8 {
                if byte != line[at] {
                    let mut edited = line;
                    edited[at] = byte;
                    assert_ne!(Digest::of(&edited), original, "byte {at} -> {byte}");
                }
            }
        }
    }
}
