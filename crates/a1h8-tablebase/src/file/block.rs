//! What a block holds before compression: the codes of one column and one
//! side to move for a run of indices, a byte each.
//!
//! A column of 16-bit codes (DTM, DTZ) keeps a code below 255 as its byte;
//! a longer one is the byte 255, an escape, and its code follows the run's
//! bytes, two bytes each, escapes in the order of their indices. A WDL
//! column's codes are bytes already.
//!
//! An unused index (no legal position) is never read, so its byte is
//! whatever compresses best: the code of the index before it in the block,
//! or for those that start the block, the block's first used code (0 in a
//! block of none). The reader gets them back as unused from the game's
//! rules, not from the file.

use a1h8::Color;

use crate::metrics::{Metric, Metrics};
use crate::value::{UNUSED, UNUSED_WDL, stores_wdl};

/// The byte of a 16-bit code kept after the run's bytes.
const ESCAPE: u8 = 255;

/// The columns a table file holds, in the file's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Column {
    /// DTM codes, 16 bits.
    Dtm,
    /// DTZ codes, 16 bits.
    Dtz,
    /// WDL codes, 8 bits.
    Wdl,
}

impl Column {
    /// The columns a table of `metrics` holds, in the file's order.
    pub(super) fn held(metrics: Metrics) -> impl Iterator<Item = Column> {
        let metrics = metrics.closure();
        [
            (Column::Dtm, metrics.contains(Metric::Dtm)),
            (Column::Dtz, metrics.contains(Metric::Dtz)),
            (Column::Wdl, stores_wdl(metrics)),
        ]
        .into_iter()
        .filter_map(|(column, held)| held.then_some(column))
    }

    /// The sections of a table of `metrics` whose file leaves out the
    /// codes of `left_out` to move (if any), in the file's order: each
    /// column's White-to-move codes, then its Black-to-move codes.
    pub(super) fn sections(
        metrics: Metrics,
        left_out: Option<Color>,
    ) -> impl Iterator<Item = (Column, Color)> {
        Column::held(metrics).flat_map(move |column| {
            Color::ALL
                .into_iter()
                .filter(move |&turn| Some(turn) != left_out)
                .map(move |turn| (column, turn))
        })
    }
}

/// One block of one section, read back for probes: the codes of its
/// indices, a byte each as the file has them, the wider ones apart.
#[derive(Debug)]
pub(crate) struct Block {
    /// A byte an index: the code, or [`ESCAPE`] for a wider one.
    bytes: Box<[u8]>,
    /// The escaped codes, by their index in the block, in order.
    escapes: Box<[(u32, u16)]>,
    /// Whether a byte [`ESCAPE`] means a wider code (DTM and DTZ columns).
    wide: bool,
}

impl Block {
    /// The block of a WDL column whose bytes are `raw`.
    pub(crate) fn narrow(raw: Vec<u8>) -> Block {
        Block {
            bytes: raw.into_boxed_slice(),
            escapes: Box::new([]),
            wide: false,
        }
    }

    /// The block of a column of 16-bit codes whose bytes are `raw`, the
    /// bytes of a run of `len` indices; `None` if `raw` is not such a
    /// run's bytes.
    pub(crate) fn wide(mut raw: Vec<u8>, len: usize) -> Option<Block> {
        let (bytes, mut rest) = raw.split_at_checked(len)?;
        let mut escapes = Vec::new();
        for (at, _) in bytes.iter().enumerate().filter(|&(_, &b)| b == ESCAPE) {
            let (wide, after) = rest.split_first_chunk::<2>()?;
            rest = after;
            escapes.push((at as u32, u16::from_le_bytes(*wide)));
        }
        if !rest.is_empty() {
            return None;
        }
        raw.truncate(len);
        Some(Block {
            bytes: raw.into_boxed_slice(),
            escapes: escapes.into_boxed_slice(),
            wide: true,
        })
    }

    /// The code of the `at`th index of the block.
    pub(crate) fn code(&self, at: usize) -> u16 {
        let byte = self.bytes[at];
        if self.wide && byte == ESCAPE {
            let found = self
                .escapes
                .binary_search_by_key(&(at as u32), |&(index, _)| index)
                .expect("every escape has its code");
            self.escapes[found].1
        } else {
            u16::from(byte)
        }
    }

    /// The bytes it takes in memory.
    pub(crate) fn memory(&self) -> u64 {
        (self.bytes.len() + self.escapes.len() * size_of::<(u32, u16)>()) as u64
    }
}

/// The first used code of `codes`, or `none` if every one is `unused`.
fn first_used<T: Copy + PartialEq>(codes: &[T], unused: T, none: T) -> T {
    codes
        .iter()
        .copied()
        .find(|&code| code != unused)
        .unwrap_or(none)
}

/// Appends to `raw` the bytes of a run of 16-bit `codes`.
pub(super) fn encode_wide(codes: &[u16], raw: &mut Vec<u8>) {
    let mut escapes = Vec::new();
    let mut last = first_used(codes, UNUSED, 0);
    for &code in codes {
        if code != UNUSED {
            last = code;
        }
        match u8::try_from(last) {
            Ok(byte) if byte != ESCAPE => raw.push(byte),
            _ => {
                raw.push(ESCAPE);
                escapes.push(last);
            }
        }
    }
    for code in escapes {
        raw.extend_from_slice(&code.to_le_bytes());
    }
}

/// Appends to `raw` the bytes of a run of WDL `codes`.
pub(super) fn encode_narrow(codes: &[u8], raw: &mut Vec<u8>) {
    let mut last = first_used(codes, UNUSED_WDL, 0);
    for &code in codes {
        if code != UNUSED_WDL {
            last = code;
        }
        raw.push(last);
    }
}

/// The 16-bit codes of `raw`, the bytes of a run of `codes.len()` indices,
/// written into `codes`; `None` if `raw` is not such a run's bytes.
pub(super) fn decode_wide(raw: &[u8], codes: &mut [u16]) -> Option<()> {
    let (bytes, mut escapes) = raw.split_at_checked(codes.len())?;
    for (code, &byte) in codes.iter_mut().zip(bytes) {
        *code = if byte == ESCAPE {
            let (wide, rest) = escapes.split_first_chunk::<2>()?;
            escapes = rest;
            u16::from_le_bytes(*wide)
        } else {
            u16::from(byte)
        };
    }
    escapes.is_empty().then_some(())
}

/// The WDL codes of `raw`, the bytes of a run of `codes.len()` indices,
/// written into `codes`; `None` if `raw` is not such a run's bytes.
pub(super) fn decode_narrow(raw: &[u8], codes: &mut [u8]) -> Option<()> {
    (raw.len() == codes.len()).then(|| codes.copy_from_slice(raw))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `codes` as the reader gets them back: each unused index holds the
    /// code before it, or the first used one.
    fn filled(codes: &[u16]) -> Vec<u16> {
        let mut last = codes.iter().copied().find(|&c| c != UNUSED).unwrap_or(0);
        codes
            .iter()
            .map(|&code| {
                if code != UNUSED {
                    last = code;
                }
                last
            })
            .collect()
    }

    #[test]
    fn wide_codes_come_back_with_unused_ones_filled() {
        let runs: [&[u16]; 6] = [
            &[],
            &[UNUSED, UNUSED],
            &[UNUSED, 3, 0, UNUSED, 254, 255, UNUSED, 0x7FFF, 1],
            &[300, UNUSED, 2],
            &[0; 10],
            &[255, 256, 1000, 254],
        ];
        for run in runs {
            let mut raw = Vec::new();
            encode_wide(run, &mut raw);
            let escapes = filled(run).iter().filter(|&&c| c >= 255).count();
            assert_eq!(raw.len(), run.len() + 2 * escapes, "{run:?}");
            let mut back = vec![0xAAAA; run.len()];
            decode_wide(&raw, &mut back).expect("its own bytes");
            assert_eq!(back, filled(run), "{run:?}");
            let block = Block::wide(raw.clone(), run.len()).expect("its own bytes");
            let codes: Vec<u16> = (0..run.len()).map(|at| block.code(at)).collect();
            assert_eq!(codes, back, "{run:?}");
            // One byte more or less is no run of these indices.
            raw.push(0);
            assert_eq!(decode_wide(&raw, &mut back), None, "{run:?}");
            raw.truncate(raw.len().saturating_sub(2));
            if !run.is_empty() {
                assert_eq!(decode_wide(&raw, &mut back), None, "{run:?}");
            }
        }
    }

    #[test]
    fn wdl_codes_come_back_with_unused_ones_filled() {
        let run = [UNUSED_WDL, 2, UNUSED_WDL, 0, 4, UNUSED_WDL];
        let mut raw = Vec::new();
        encode_narrow(&run, &mut raw);
        assert_eq!(raw, [2, 2, 2, 0, 4, 4]);
        let mut back = [9; 6];
        decode_narrow(&raw, &mut back).expect("its own bytes");
        assert_eq!(back, [2, 2, 2, 0, 4, 4]);
        assert_eq!(decode_narrow(&raw[1..], &mut back), None);
    }
}
