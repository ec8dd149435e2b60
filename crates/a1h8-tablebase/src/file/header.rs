//! The header of a table file: its layout (the table of the module's
//! documentation), written field by field for the writer and read back,
//! every field checked, for the reader.

use a1h8::geometry::BoardSize;
use a1h8::{Color, Digest};

use super::block::Column;
use super::{FileErrorKind, VERSION};
use crate::Material;
use crate::metrics::Metrics;
use crate::value::can_leave_out;

/// A table file's first bytes.
const MAGIC: &[u8; 8] = b"a1h8tb\0\0";
/// The indices per block: 256 Ki, 256 KiB of codes (escapes apart). The
/// 35 tables of 3-4 pieces at zstd's level 19 (the Python zstandard
/// module): 36.9 MB in blocks of 16 Ki, 32.3 MB of 64 Ki, 30.0 MB of
/// 256 Ki; a probe decompresses one block, under a millisecond.
pub(super) const BLOCK: u64 = 1 << 18;
/// The longest header read: far above any table's (20 bytes a block).
const MAX_HEADER: usize = 1 << 28;
/// The bytes before the header's fields: the magic, the format version
/// and the header length `h`.
pub(super) const PREFIX: usize = 16;
/// The bytes of the header's digest, after its fields.
pub(super) const DIGEST: usize = 8;

/// The game a table belongs to: what its header says of it, besides the
/// ending.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct GameId {
    /// The game's name.
    pub(crate) name: String,
    /// The board.
    pub(crate) size: BoardSize,
    /// The digest of its rules ([`Game::rules_digest`](a1h8::Game::rules_digest)).
    pub(crate) rules: u64,
}

impl GameId {
    /// The game of `position`.
    pub(crate) fn of<G: a1h8::Game>(position: &G) -> GameId {
        GameId {
            name: position.game_name().to_string(),
            size: position.board_size(),
            rules: position.rules_digest(),
        }
    }
}

/// What a table file says of itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Header {
    /// The game.
    pub(super) game: GameId,
    /// The ending.
    pub(super) material: Material,
    /// The metrics held (closed).
    pub(super) metrics: Metrics,
    /// The side to move whose codes the file leaves out, if any.
    pub(super) left_out: Option<Color>,
    /// Positions per side to move.
    pub(super) index_size: u64,
    /// The blocks: offset, compressed length, digest.
    pub(super) blocks: Vec<(u64, u32, u64)>,
}

/// The bytes of a table file before its blocks: the prefix, the header's
/// fields and their digest, for the table of `material` of `game` holding
/// `metrics` with `index_size` indices per side to move, whose blocks,
/// compressed, follow one another from the end of the digest: `blocks`
/// holds each block's compressed length and the digest of its
/// uncompressed bytes.
pub(super) fn encode(
    game: &GameId,
    material: Material,
    metrics: Metrics,
    left_out: Option<Color>,
    index_size: u64,
    blocks: &[(u32, u64)],
) -> Vec<u8> {
    let mut fields = Vec::new();
    let text = |fields: &mut Vec<u8>, text: &str| {
        fields.extend_from_slice(&(text.len() as u16).to_le_bytes());
        fields.extend_from_slice(text.as_bytes());
    };
    text(&mut fields, &game.name);
    fields.push(game.size.files() as u8);
    fields.push(game.size.ranks() as u8);
    text(&mut fields, &material.to_string());
    fields.extend_from_slice(&game.rules.to_le_bytes());
    fields.push(metrics.bits() | left_out_bits(left_out) << 4);
    fields.extend_from_slice(&index_size.to_le_bytes());
    fields.extend_from_slice(&(BLOCK as u32).to_le_bytes());
    fields.extend_from_slice(&(blocks.len() as u32).to_le_bytes());
    let mut offset = (PREFIX + fields.len() + blocks.len() * 20 + DIGEST) as u64;
    for &(length, digest) in blocks {
        fields.extend_from_slice(&offset.to_le_bytes());
        fields.extend_from_slice(&length.to_le_bytes());
        fields.extend_from_slice(&digest.to_le_bytes());
        offset += u64::from(length);
    }
    let mut bytes = Vec::with_capacity(PREFIX + fields.len() + DIGEST);
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&VERSION.to_le_bytes());
    bytes.extend_from_slice(&(fields.len() as u32).to_le_bytes());
    bytes.extend_from_slice(&fields);
    bytes.extend_from_slice(&Digest::of(&fields).to_le_bytes());
    bytes
}

/// The bits 4 and 5 of the metrics' byte: the side to move left out.
fn left_out_bits(left_out: Option<Color>) -> u8 {
    match left_out {
        None => 0,
        Some(Color::White) => 1,
        Some(Color::Black) => 2,
    }
}

/// The length `h` of the header's fields, read from a file's first bytes
/// once they are checked: the magic, the format version, and a length
/// that no table's header exceeds.
pub(super) fn fields_length(prefix: &[u8; PREFIX]) -> Result<usize, FileErrorKind> {
    if &prefix[..8] != MAGIC {
        return Err(FileErrorKind::NotATable);
    }
    let version = u32::from_le_bytes(prefix[8..12].try_into().expect("4 bytes"));
    if version != VERSION {
        return Err(FileErrorKind::Version(version));
    }
    let length = u32::from_le_bytes(prefix[12..16].try_into().expect("4 bytes")) as usize;
    if length > MAX_HEADER {
        return Err(FileErrorKind::BadField {
            field: "header length",
            problem: format!("is {length} bytes, more than any table's"),
        });
    }
    Ok(length)
}

impl Header {
    /// The header whose fields are `fields` (the `h` bytes) and whose
    /// digest is `digest`: the digest checked, then each field; the blocks
    /// must follow one another from `data_start` to `file_len` exactly.
    pub(super) fn parse(
        fields: &[u8],
        digest: u64,
        data_start: u64,
        file_len: u64,
    ) -> Result<Header, FileErrorKind> {
        if Digest::of(fields) != digest {
            return Err(FileErrorKind::Corrupted {
                part: "header".to_string(),
            });
        }
        let bad = |field: &'static str, problem: String| FileErrorKind::BadField { field, problem };
        let short = |field: &'static str| bad(field, "is cut short".to_string());
        let mut cursor = Cursor {
            bytes: fields,
            at: 0,
        };
        let name = cursor.text().ok_or_else(|| short("game's name"))?;
        let name =
            String::from_utf8(name).map_err(|_| bad("game's name", "is not UTF-8".into()))?;
        let [files] = cursor.take::<1>().ok_or_else(|| short("board"))?;
        let [ranks] = cursor.take::<1>().ok_or_else(|| short("board"))?;
        let size = BoardSize::new(usize::from(files), usize::from(ranks))
            .map_err(|e| bad("board", format!("{files}x{ranks} is no board: {e}")))?;
        let ending = cursor.text().ok_or_else(|| short("ending"))?;
        let ending = String::from_utf8_lossy(&ending).into_owned();
        let material: Material = ending
            .parse()
            .map_err(|e| bad("ending", format!("{ending:?} is no ending: {e}")))?;
        let rules = u64::from_le_bytes(cursor.take().ok_or_else(|| short("rules digest"))?);
        let [byte] = cursor.take::<1>().ok_or_else(|| short("metrics"))?;
        let left_out = match byte >> 4 {
            0 => None,
            1 => Some(Color::White),
            2 => Some(Color::Black),
            _ => {
                return Err(bad(
                    "side left out",
                    format!("is {}, none of 0 (none), 1 (White), 2 (Black)", byte >> 4),
                ));
            }
        };
        let bits = byte & 0x0F;
        let metrics = Metrics::from_bits(bits)
            .filter(|metrics| metrics.is_closed())
            .ok_or_else(|| {
                bad(
                    "metrics",
                    format!(
                        "are {bits:#06b}, no set a table holds (bit 0 DTM, 1 WDL, 2 WDL50, \
                         3 DTZ; WDL with DTM or WDL50, WDL50 with DTZ)"
                    ),
                )
            })?;
        if left_out.is_some() && !can_leave_out(metrics) {
            return Err(bad(
                "side left out",
                format!("is set for a table of {metrics}, which keeps both"),
            ));
        }
        let index_size = u64::from_le_bytes(cursor.take().ok_or_else(|| short("index size"))?);
        let block = u64::from(u32::from_le_bytes(
            cursor.take().ok_or_else(|| short("indices per block"))?,
        ));
        if block != BLOCK {
            return Err(bad(
                "indices per block",
                format!("are {block}, where this version has {BLOCK}"),
            ));
        }
        let count = u64::from(u32::from_le_bytes(
            cursor.take().ok_or_else(|| short("block count"))?,
        ));
        let sections = Column::sections(metrics, left_out).count() as u64;
        let expected = index_size.div_ceil(BLOCK) * sections;
        if count != expected {
            return Err(bad(
                "block count",
                format!(
                    "is {count}, where {index_size} indices in {sections} sections take \
                     {expected}"
                ),
            ));
        }
        if cursor.remaining() != count as usize * 20 {
            return Err(bad(
                "block list",
                format!(
                    "takes {} bytes, where {count} blocks take {}",
                    cursor.remaining(),
                    count * 20
                ),
            ));
        }
        let mut blocks = Vec::with_capacity(count as usize);
        let mut next = data_start;
        for number in 0..count {
            let offset = u64::from_le_bytes(cursor.take().expect("counted"));
            let length = u32::from_le_bytes(cursor.take().expect("counted"));
            let digest = u64::from_le_bytes(cursor.take().expect("counted"));
            if offset != next {
                return Err(bad(
                    "block list",
                    format!("puts block {number} at byte {offset}, where it starts at {next}"),
                ));
            }
            next += u64::from(length);
            blocks.push((offset, length, digest));
        }
        match file_len.cmp(&next) {
            std::cmp::Ordering::Less => return Err(FileErrorKind::Truncated),
            std::cmp::Ordering::Greater => {
                return Err(FileErrorKind::TrailingBytes {
                    extra: file_len - next,
                });
            }
            std::cmp::Ordering::Equal => {}
        }
        Ok(Header {
            game: GameId { name, size, rules },
            material,
            metrics,
            left_out,
            index_size,
            blocks,
        })
    }
}

/// Reads a header's fields in turn.
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Cursor<'_> {
    fn take<const N: usize>(&mut self) -> Option<[u8; N]> {
        let bytes = self.bytes.get(self.at..self.at + N)?;
        self.at += N;
        bytes.try_into().ok()
    }

    fn text(&mut self) -> Option<Vec<u8>> {
        let n = u16::from_le_bytes(self.take()?) as usize;
        let bytes = self.bytes.get(self.at..self.at + n)?;
        self.at += n;
        Some(bytes.to_vec())
    }

    fn remaining(&self) -> usize {
        self.bytes.len() - self.at
    }
}
