//! One Syzygy file mapped into memory and its header read: the sections
//! (one per side to move stored and, with pawns, per file of the leading
//! pawn), each with its pieces' order, its index factors and its pair
//! data; for DTZ, the flags and value maps of each section. The layout is
//! checked: every part must lie where the format puts it, and the file
//! must end where its last block does (with the 16 bytes of its checksum).

use std::fs::File;
use std::path::{Path, PathBuf};

use memmap2::Mmap;

use super::SyzygyError;
use super::numbering::{
    KING_PAIR_COUNT, Lead, MAX_PIECES, THREE_PIECES_COUNT, pawn_file_count, placements,
};
use super::pairs::{Corrupt, Pairs};

/// A file's bytes, read with bounds checked.
pub(super) struct Bytes {
    map: Mmap,
}

impl Bytes {
    pub(super) fn slice(&self, at: usize, len: usize) -> Result<&[u8], Corrupt> {
        self.map
            .get(at..at.checked_add(len).ok_or("offset")?)
            .ok_or("a part beyond the end of the file")
    }

    /// The bytes from `at` to the end of the file.
    pub(super) fn rest(&self, at: usize) -> Result<&[u8], Corrupt> {
        self.map
            .get(at..)
            .ok_or("a part beyond the end of the file")
    }

    pub(super) fn u8(&self, at: usize) -> Result<u8, Corrupt> {
        Ok(self.slice(at, 1)?[0])
    }

    pub(super) fn u16_le(&self, at: usize) -> Result<u16, Corrupt> {
        let b = self.slice(at, 2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    pub(super) fn u32_le(&self, at: usize) -> Result<u32, Corrupt> {
        let b = self.slice(at, 4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn len(&self) -> usize {
        self.map.len()
    }
}

/// What a file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// `.rtbw`: WDL50 of both sides to move.
    Wdl,
    /// `.rtbz`: DTZ of one side to move.
    Dtz,
}

impl Kind {
    pub(super) fn extension(self) -> &'static str {
        match self {
            Kind::Wdl => "rtbw",
            Kind::Dtz => "rtbz",
        }
    }

    fn magic(self) -> u32 {
        match self {
            Kind::Wdl => 0x5d23_e871,
            Kind::Dtz => 0xa50c_66d7,
        }
    }
}

/// One section: the positions of one side to move (and one leading pawn
/// file) numbered and compressed.
#[derive(Debug)]
pub(super) struct Section {
    /// The pieces in the order the index takes them: 1 to 6 a white pawn,
    /// knight, bishop, rook, queen, king; 9 to 14 a black one.
    pub(super) pieces: [u8; MAX_PIECES],
    /// At the first place of each group of identical pieces, its size.
    pub(super) group: [u8; MAX_PIECES],
    /// The multiplier of each group's number in the index.
    pub(super) factor: [u64; MAX_PIECES],
    /// The values.
    pub(super) pairs: Pairs,
    /// DTZ: the side it stores, whether values are mapped, and exact.
    pub(super) dtz_flags: u8,
    /// DTZ: where the value maps of each result start (win, loss,
    /// cursed win, blessed loss), if any; 16-bit maps if `dtz_flags & 16`.
    pub(super) dtz_maps: [usize; 4],
}

/// A mapped Syzygy file and its sections.
pub(super) struct TableFile {
    pub(super) path: PathBuf,
    pub(super) bytes: Bytes,
    pub(super) kind: Kind,
    pub(super) lead: Lead,
    pub(super) piece_count: usize,
    /// WDL: `sections[side]` pawnless, `sections[4 * side + file]` with
    /// pawns; DTZ: `sections[file]` (one side, its flags say which).
    pub(super) sections: Vec<Section>,
    /// Whether a WDL file stores both sides (a symmetric ending stores one).
    pub(super) both_sides: bool,
}

impl TableFile {
    /// Maps and reads the file at `path` of an ending whose sides (in the
    /// file name's order) have `pieces` pieces and `pawns` pawns.
    pub(super) fn open(
        path: &Path,
        kind: Kind,
        piece_count: usize,
        pawns: [u8; 2],
    ) -> Result<TableFile, SyzygyError> {
        let corrupt = |what: &str| SyzygyError::Corrupt {
            path: path.to_path_buf(),
            what: what.to_string(),
        };
        let file = File::open(path).map_err(|e| SyzygyError::Io {
            path: path.to_path_buf(),
            message: e.to_string(),
        })?;
        let bytes = Bytes {
            map: map(&file, path)?,
        };
        if bytes.len() % 64 != 16 {
            return Err(corrupt(&format!(
                "{} bytes, not 16 more than a multiple of 64 as every Syzygy file (truncated?)",
                bytes.len()
            )));
        }
        if bytes.u32_le(0).map_err(corrupt)? != kind.magic() {
            return Err(corrupt(&format!(
                "not a Syzygy {} file: its first bytes are not the format's",
                kind.extension()
            )));
        }
        let lead = if pawns == [0, 0] {
            // Pawnless: the kings lead if they are the only unique pieces
            // (the count of unique pieces is read from the header below).
            Lead::ThreePieces
        } else {
            // The side with pawns, the fewer if both have some, leads.
            let (lead, other) = match pawns {
                [w, b] if b > 0 && (w == 0 || w > b) => (b, w),
                [w, b] => (w, b),
            };
            Lead::Pawns { lead, other }
        };
        let mut table = TableFile {
            path: path.to_path_buf(),
            bytes,
            kind,
            lead,
            piece_count,
            sections: Vec::new(),
            both_sides: false,
        };
        table.read_layout().map_err(corrupt)?;
        Ok(table)
    }

    fn read_layout(&mut self) -> Result<(), Corrupt> {
        let b = &self.bytes;
        let flags = b.u8(4)?;
        let has_pawns = matches!(self.lead, Lead::Pawns { .. });
        if (flags & 2 != 0) != has_pawns {
            return Err("the header's pawn flag disagrees with the file name");
        }
        let split = self.kind == Kind::Wdl && flags & 1 != 0;
        self.both_sides = split;
        let files = if has_pawns { 4 } else { 1 };
        let sides = if split { 2 } else { 1 };
        let other_pawns = matches!(self.lead, Lead::Pawns { other, .. } if other > 0);
        let n = self.piece_count;
        // Piece orders: per file, a byte of group order (and one more with
        // pawns of both colours), then a byte per piece; a nibble a side.
        let mut at = 5;
        let mut orders = Vec::new();
        for _ in 0..files {
            let order = b.u8(at)?;
            let order2 = if other_pawns { b.u8(at + 1)? } else { 0xff };
            let pieces = b.slice(at + 1 + usize::from(other_pawns), n)?.to_vec();
            orders.push((order, order2, pieces));
            at += n + 1 + usize::from(other_pawns);
        }
        if let Lead::ThreePieces = self.lead {
            // Unique pieces: the kings only, or at least three.
            let pieces = &orders[0].2;
            let unique = pieces
                .iter()
                .filter(|&&p| pieces.iter().filter(|&&q| q & 0x0f == p & 0x0f).count() == 1)
                .count();
            if unique == 2 {
                self.lead = Lead::Kings;
            }
        }
        at += at & 1;
        let mut sections = Vec::new();
        for (file, (order, order2, pieces)) in orders.iter().enumerate() {
            for side in 0..sides {
                let shift = 4 * side;
                let nibble = |byte: u8| (byte >> shift) & 0x0f;
                let mut section_pieces = [0u8; MAX_PIECES];
                for (slot, &byte) in section_pieces.iter_mut().zip(pieces) {
                    *slot = nibble(byte);
                }
                let (group, factor, values) = factors(
                    &section_pieces[..n],
                    self.lead,
                    nibble(*order),
                    if *order2 == 0xff {
                        0x0f
                    } else {
                        nibble(*order2)
                    },
                    file,
                )?;
                sections.push((section_pieces, group, factor, values, side));
            }
        }
        // Pair data, in the file's order: per file, each side.
        let mut read = Vec::new();
        for (pieces, group, factor, values, _) in sections {
            let (pairs, dtz_flags) = Pairs::read(b, &mut at, values, self.kind == Kind::Wdl)?;
            read.push(Section {
                pieces,
                group,
                factor,
                pairs,
                dtz_flags,
                dtz_maps: [0; 4],
            });
        }
        if self.kind == Kind::Dtz {
            for section in &mut read {
                if section.dtz_flags & 2 == 0 {
                    continue;
                }
                if section.dtz_flags & 16 == 0 {
                    for map in &mut section.dtz_maps {
                        *map = at + 1;
                        at = within(at, 1 + usize::from(b.u8(at)?), b.len())?;
                    }
                } else {
                    at += at & 1;
                    for map in &mut section.dtz_maps {
                        *map = at + 2;
                        at = within(at, 2 + 2 * usize::from(b.u16_le(at)?), b.len())?;
                    }
                }
            }
            at += at & 1;
        }
        // Then every section's sparse index, every block size table, and
        // every section's blocks, each starting on 64 bytes.
        for section in &mut read {
            let (index, _, _) = section.pairs.sizes();
            if let Pairs::Coded(c) = &mut section.pairs {
                c.index_at = at;
            }
            at = within(at, index, b.len())?;
        }
        for section in &mut read {
            let (_, sizes, _) = section.pairs.sizes();
            if let Pairs::Coded(c) = &mut section.pairs {
                c.sizes_at = at;
            }
            at = within(at, sizes, b.len())?;
        }
        for section in &mut read {
            let (_, _, data) = section.pairs.sizes();
            if let Pairs::Coded(c) = &mut section.pairs {
                at = within(at, at.wrapping_neg() & 63, b.len())?;
                c.data_at = at;
            }
            at = within(at, data, b.len())?;
        }
        if within(at, at.wrapping_neg() & 63, b.len())?.checked_add(16) != Some(b.len()) {
            return Err("the header's layout does not end where the file does");
        }
        // WDL: pawnless sections are [side 0, side 1], pawn ones [file 0
        // side 0, file 0 side 1, ...]: store them as [side * files + file].
        if split && has_pawns {
            let mut by_side: Vec<Option<Section>> = read.into_iter().map(Some).collect();
            let mut ordered = Vec::new();
            for side in 0..2 {
                for file in 0..4 {
                    ordered.push(by_side[2 * file + side].take().ok_or("section")?);
                }
            }
            read = ordered;
        }
        self.sections = read;
        Ok(())
    }
}

/// `at` moved on by `by` bytes, if that stays within a file of `len` bytes.
fn within(at: usize, by: usize, len: usize) -> Result<usize, Corrupt> {
    at.checked_add(by)
        .filter(|&end| end <= len)
        .ok_or("the header's layout goes beyond the end of the file")
}

/// Maps `file` into memory for reading.
#[allow(unsafe_code)]
fn map(file: &File, path: &Path) -> Result<Mmap, SyzygyError> {
    // SAFETY: the map is read only, and only through `Bytes`, which checks
    // every offset against its length. As with every memory-mapped file,
    // another process truncating or writing the file while it is mapped
    // would change what is read (or fault): tablebase files are written
    // once and then only read, which is what this reader assumes and its
    // documentation says.
    unsafe { Mmap::map(file) }.map_err(|e| SyzygyError::Io {
        path: path.to_path_buf(),
        message: e.to_string(),
    })
}

/// The groups, the factors and the number of values of a section whose
/// pieces are `pieces`: the first group (the leading pieces, in the
/// triangle or on the leading pawn's `file`) is multiplied in at place
/// `order`, the other pawns' group at `order2`, the other groups in turn.
fn factors(
    pieces: &[u8],
    lead: Lead,
    order: u8,
    order2: u8,
    file: usize,
) -> Result<([u8; MAX_PIECES], [u64; MAX_PIECES], u64), Corrupt> {
    let n = pieces.len();
    let mut group = [0u8; MAX_PIECES];
    let first = lead.first_group();
    group[0] = first as u8;
    let mut k = first;
    if let Lead::Pawns { other, .. } = lead
        && other > 0
    {
        group[k] = other;
        k += usize::from(other);
    }
    let mut i = k;
    while i < n {
        let mut j = i;
        while j < n && pieces[j] == pieces[i] {
            group[i] += 1;
            j += 1;
        }
        i = j;
    }
    let mut factor = [0u64; MAX_PIECES];
    let mut free = 64 - k;
    let mut total = 1u64;
    let mut place = 0u8;
    while k < n || place == order || place == order2 {
        if place > 16 {
            return Err("the groups' order");
        }
        if place == order {
            factor[0] = total;
            let count = match lead {
                Lead::Pawns { lead, .. } => pawn_file_count(usize::from(lead), file),
                Lead::Kings => KING_PAIR_COUNT,
                Lead::ThreePieces => THREE_PIECES_COUNT,
            };
            total = total.checked_mul(count).ok_or("the index size")?;
        } else if place == order2 {
            let at = first;
            factor[at] = total;
            let count = usize::from(group[at]);
            if count >= MAX_PIECES {
                return Err("the groups of pieces");
            }
            total = total
                .checked_mul(placements(count, 48 - first))
                .ok_or("the index size")?;
        } else {
            factor[k] = total;
            let count = usize::from(group[k].max(1));
            if count >= MAX_PIECES || count > free {
                return Err("the groups of pieces");
            }
            total = total
                .checked_mul(placements(count, free))
                .ok_or("the index size")?;
            free -= count;
            k += count;
        }
        place += 1;
    }
    Ok((group, factor, total))
}
