//! The compression of a Syzygy table's values: each value a symbol, a
//! symbol either a value or a pair of two symbols (so that a symbol stands
//! for a run of values), the symbols of a block coded by a canonical
//! Huffman code, most significant bit first. An index finds its block
//! through a sparse index (one entry every `2^idx_bits` values: a block
//! and an offset into it) and the table of each block's value count.
//!
//! Everything read here is checked against the file's bounds: a corrupted
//! file is an error, never a read out of the file nor a panic.

use super::file::Bytes;

/// Why a section's data could not be read.
pub(super) type Corrupt = &'static str;

/// The decoding tables of one section, and where its index, block sizes
/// and blocks are in the file.
#[derive(Debug)]
pub(super) enum Pairs {
    /// Every value of the section is one value.
    Constant(u16),
    /// Values coded in blocks.
    Coded(Coded),
}

#[derive(Debug)]
pub(super) struct Coded {
    /// log2 of a block's bytes.
    block_bits: u8,
    /// log2 of the values between two entries of the sparse index.
    index_bits: u8,
    /// The shortest code's length.
    min_len: u8,
    /// For each code length from `min_len`, the first symbol of that
    /// length (the file's offsets).
    first_symbol: Vec<u16>,
    /// For each code length from `min_len`, the smallest code of that
    /// length, left-aligned in 64 bits.
    base: Vec<u64>,
    /// Where the symbols' patterns start: 3 bytes a symbol.
    symbols_at: usize,
    /// How many values each symbol stands for, less one.
    symbol_len: Vec<u8>,
    /// The blocks with values (the block size table may list more).
    real_blocks: u32,
    /// All blocks the size table lists.
    blocks: u32,
    /// Where the sparse index, the block sizes and the blocks start
    /// (set once the whole header is read).
    pub(super) index_at: usize,
    pub(super) sizes_at: usize,
    pub(super) data_at: usize,
    /// The number of entries of the sparse index.
    index_entries: u64,
}

impl Pairs {
    /// Reads the pair data header at `*at` of a section of `values`
    /// values; `wdl` for a WDL file (whose constant is in the header). The
    /// flags byte first, which DTZ files use for their own flags too.
    pub(super) fn read(
        file: &Bytes,
        at: &mut usize,
        values: u64,
        wdl: bool,
    ) -> Result<(Pairs, u8), Corrupt> {
        let flags = file.u8(*at)?;
        if flags & 0x80 != 0 {
            let constant = if wdl { u16::from(file.u8(*at + 1)?) } else { 0 };
            *at += 2;
            return Ok((Pairs::Constant(constant), flags));
        }
        let block_bits = file.u8(*at + 1)?;
        let index_bits = file.u8(*at + 2)?;
        let real_blocks = file.u32_le(*at + 4)?;
        let blocks = real_blocks
            .checked_add(u32::from(file.u8(*at + 3)?))
            .ok_or("block count")?;
        let max_len = file.u8(*at + 8)?;
        let min_len = file.u8(*at + 9)?;
        if min_len == 0 || max_len < min_len || max_len > 32 || !(1..=32).contains(&block_bits) {
            return Err("code lengths or block size");
        }
        if !(1..=40).contains(&index_bits) {
            return Err("index spacing");
        }
        let lengths = usize::from(max_len - min_len) + 1;
        let first_symbol = (0..lengths)
            .map(|i| file.u16_le(*at + 10 + 2 * i))
            .collect::<Result<Vec<_>, _>>()?;
        let symbol_count = usize::from(file.u16_le(*at + 10 + 2 * lengths)?);
        let symbols_at = *at + 12 + 2 * lengths;
        file.slice(symbols_at, 3 * symbol_count)?;
        *at = symbols_at + 3 * symbol_count + (symbol_count & 1);
        let symbol_len = symbol_lengths(file, symbols_at, symbol_count)?;
        // Canonical codes: the smallest code of each length, from the
        // longest (0) up.
        let mut base = vec![0u64; lengths];
        for i in (0..lengths - 1).rev() {
            let next = base[i + 1] + u64::from(first_symbol[i]);
            base[i] = next
                .checked_sub(u64::from(first_symbol[i + 1]))
                .ok_or("code table")?
                / 2;
        }
        for (i, b) in base.iter_mut().enumerate() {
            let shift = 64 - (u32::from(min_len) + i as u32);
            *b = b.checked_shl(shift).unwrap_or(0);
        }
        let index_entries = values.div_ceil(1 << index_bits);
        Ok((
            Pairs::Coded(Coded {
                block_bits,
                index_bits,
                min_len,
                first_symbol,
                base,
                symbols_at,
                symbol_len,
                real_blocks,
                blocks,
                index_at: 0,
                sizes_at: 0,
                data_at: 0,
                index_entries,
            }),
            flags,
        ))
    }

    /// The bytes of the sparse index, of the block sizes and of the
    /// blocks.
    /// (Saturated: a corrupted header's sizes are found too large for the
    /// file, never wrapped.)
    pub(super) fn sizes(&self) -> (usize, usize, usize) {
        let size = |bytes: u128| usize::try_from(bytes).unwrap_or(usize::MAX);
        match self {
            Pairs::Constant(_) => (0, 0, 0),
            Pairs::Coded(c) => (
                size(6 * u128::from(c.index_entries)),
                size(2 * u128::from(c.blocks)),
                size(u128::from(c.real_blocks) << c.block_bits),
            ),
        }
    }

    /// The value of `index`: the 12 bits of its symbol's pattern.
    pub(super) fn value(&self, file: &Bytes, index: u64) -> Result<u16, Corrupt> {
        let c = match self {
            Pairs::Constant(value) => return Ok(*value),
            Pairs::Coded(c) => c,
        };
        let entry = index >> c.index_bits;
        if entry >= c.index_entries {
            return Err("index beyond the table");
        }
        let at = c.index_at + 6 * entry as usize;
        let mut block = file.u32_le(at)?;
        let half = 1i64 << (c.index_bits - 1);
        let mut literal = (index & ((1 << c.index_bits) - 1)) as i64 - half;
        literal += i64::from(file.u16_le(at + 4)?);
        let size = |block: u32| -> Result<i64, Corrupt> {
            if block >= c.blocks {
                return Err("block beyond the size table");
            }
            Ok(i64::from(file.u16_le(c.sizes_at + 2 * block as usize)?) + 1)
        };
        while literal < 0 {
            block = block.checked_sub(1).ok_or("block before the first")?;
            literal += size(block)?;
        }
        loop {
            let values = size(block)?;
            if literal < values {
                break;
            }
            literal -= values;
            block += 1;
        }
        if block >= c.real_blocks {
            return Err("block beyond the data");
        }
        let start = c.data_at + ((block as usize) << c.block_bits);
        file.slice(start, 1 << c.block_bits)?;
        // The decoder may look a word beyond the block's last code, which
        // the file always has (the next block, or the checksum).
        let data = file.rest(start)?;
        let mut next = 8usize;
        let mut code = u64::from_be_bytes(
            data.get(..8)
                .ok_or("block too short")?
                .try_into()
                .unwrap_or([0; 8]),
        );
        let mut spare_bits = 0u32;
        let symbol = loop {
            let mut len = 0usize;
            while code < c.base[len] {
                len += 1;
                if len == c.base.len() {
                    return Err("no code matches");
                }
            }
            let bits = u32::from(c.min_len) + len as u32;
            let symbol = u64::from(c.first_symbol[len]) + ((code - c.base[len]) >> (64 - bits));
            let symbol = usize::try_from(symbol).map_err(|_| "symbol")?;
            let run = i64::from(*c.symbol_len.get(symbol).ok_or("symbol beyond the table")?) + 1;
            if literal < run {
                break symbol;
            }
            literal -= run;
            code = code.checked_shl(bits).unwrap_or(0);
            spare_bits += bits;
            if spare_bits >= 32 {
                spare_bits -= 32;
                let word = data.get(next..next + 4).ok_or("block overrun")?;
                code |=
                    u64::from(u32::from_be_bytes(word.try_into().unwrap_or([0; 4]))) << spare_bits;
                next += 4;
            }
        };
        // Down the pair tree to the value at `literal`.
        let mut symbol = symbol;
        while c.symbol_len[symbol] != 0 {
            let (left, right) = pair(file, c.symbols_at, symbol)?;
            let left_run = i64::from(*c.symbol_len.get(left).ok_or("symbol")?) + 1;
            if literal < left_run {
                symbol = left;
            } else {
                literal -= left_run;
                symbol = right;
            }
            if symbol >= c.symbol_len.len() {
                return Err("symbol beyond the table");
            }
        }
        let pattern = file.slice(c.symbols_at + 3 * symbol, 3)?;
        Ok(u16::from(pattern[0]) | u16::from(pattern[1] & 0x0f) << 8)
    }
}

/// The two symbols symbol `symbol` stands for; the right one is 0xfff for
/// a symbol that is a value.
fn pair(file: &Bytes, symbols_at: usize, symbol: usize) -> Result<(usize, usize), Corrupt> {
    let w = file.slice(symbols_at + 3 * symbol, 3)?;
    let left = usize::from(w[1] & 0x0f) << 8 | usize::from(w[0]);
    let right = usize::from(w[2]) << 4 | usize::from(w[1] >> 4);
    Ok((left, right))
}

/// How many values each symbol stands for, less one (0 for a value), its
/// pairs resolved depth first; a symbol that contains itself is an error.
fn symbol_lengths(file: &Bytes, symbols_at: usize, count: usize) -> Result<Vec<u8>, Corrupt> {
    const UNKNOWN: u16 = u16::MAX;
    const VISITING: u16 = u16::MAX - 1;
    let mut len = vec![UNKNOWN; count];
    let mut stack = Vec::new();
    for start in 0..count {
        if len[start] != UNKNOWN {
            continue;
        }
        stack.push(start);
        while let Some(&symbol) = stack.last() {
            let (left, right) = pair(file, symbols_at, symbol)?;
            if right == 0xfff {
                len[symbol] = 0;
                stack.pop();
                continue;
            }
            if left >= count || right >= count {
                return Err("pair of an unknown symbol");
            }
            len[symbol] = VISITING;
            match (len[left], len[right]) {
                (VISITING, _) | (_, VISITING) => return Err("a symbol made of itself"),
                (UNKNOWN, _) => stack.push(left),
                (_, UNKNOWN) => stack.push(right),
                (a, b) => {
                    let total = a + b + 1;
                    len[symbol] = total.min(255);
                    if total > 255 {
                        return Err("a symbol of too many values");
                    }
                    stack.pop();
                }
            }
        }
    }
    Ok(len.into_iter().map(|l| l as u8).collect())
}
