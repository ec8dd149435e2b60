//! A directory of Syzygy files, and probing positions in it.
//!
//! A table stores a value for every position without an en passant
//! square, but where a capture is the best move the value stored may be
//! anything that compresses well: a probe first resolves captures (a
//! search of captures only, alpha-beta on WDL50), then reads the table,
//! and takes en passant captures into account. DTZ files store one side
//! to move; the other is a search of one ply. The conventions are
//! python-chess's `probe_wdl` and `probe_dtz`: WDL50 from -2 (a loss) to
//! 2 (a win), 1 and -1 the results the 50-move rule changes; DTZ signed
//! as WDL50, 100 more for those, and, where a file stores moves instead
//! of plies, one ply more than exact at times.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use a1h8::geometry::BoardSize;
use a1h8::{Color, Endgame, MoveKind, Piece, PieceKind};

use super::SyzygyError;
use super::file::{Kind, TableFile};
use super::numbering::{Lead, MAX_PIECES, encode, pawn_order};
use crate::Material;
use crate::value::Values;

/// A hasher for the endings' map, looked up at every table probe: a
/// multiply-rotate over the material's bytes, quicker than the default
/// one for 16 bytes (the keys are the directory's endings, not an
/// adversary's).
#[derive(Default)]
struct MaterialHasher(u64);

impl std::hash::Hasher for MaterialHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word))
                .wrapping_mul(0x517c_c1b7_2722_0a95);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

type ByMaterial = HashMap<Material, (usize, bool), BuildHasherDefault<MaterialHasher>>;

/// An ending's files.
struct Ending {
    /// As the files name it: White the left side.
    material: Material,
    paths: [Option<PathBuf>; 2],
    opened: [OnceLock<Result<TableFile, SyzygyError>>; 2],
}

/// The Syzygy files of a directory: `.rtbw` (WDL50) and `.rtbz` (DTZ)
/// files named after their ending (`KRvKP.rtbw`). Opening lists them; a
/// file is mapped and its header read when a probe first needs it, and a
/// probe reads the blocks its values are in.
///
/// ```no_run
/// use std::path::Path;
/// use a1h8::Position;
/// use a1h8_tablebase::Syzygy;
///
/// let tables = Syzygy::open(Path::new("syzygy"))?;
/// let position = Position::from_fen("8/8/8/8/8/2k5/8/R3K3 w - - 0 1")?;
/// assert_eq!(tables.probe_wdl(&position)?, 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Syzygy {
    dir: PathBuf,
    endings: Vec<Ending>,
    /// Each ending in both colour orientations: its entry, and whether
    /// the colours are swapped from the files'.
    by_material: ByMaterial,
}

impl std::fmt::Debug for Syzygy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Syzygy")
            .field("dir", &self.dir)
            .field("endings", &self.endings.len())
            .finish()
    }
}

/// The code of a piece in Syzygy's headers.
fn piece_code(piece: Piece) -> Option<u8> {
    let kind = match piece.kind {
        PieceKind::Pawn => 1,
        PieceKind::Knight => 2,
        PieceKind::Bishop => 3,
        PieceKind::Rook => 4,
        PieceKind::Queen => 5,
        PieceKind::King => 6,
        _ => return None,
    };
    Some(kind | if piece.color == Color::Black { 8 } else { 0 })
}

/// The DTZ of a side that makes a zeroing move now into a position the
/// other side's WDL50 is `-wdl`: 1 for a win, 101 for a cursed win.
fn zeroing_now(wdl: i8) -> i32 {
    match wdl {
        2 => 1,
        1 => 101,
        -1 => -101,
        -2 => -1,
        _ => 0,
    }
}

/// The pieces of a position by Syzygy's piece code, and its material.
struct Squares {
    of_code: [[u8; MAX_PIECES]; 16],
    count: [u8; 16],
    material: Material,
    pieces: usize,
}

impl Squares {
    fn of<G: Endgame>(position: &G) -> Result<Squares, SyzygyError> {
        let mut squares = Squares {
            of_code: [[0; MAX_PIECES]; 16],
            count: [0; 16],
            material: Material::KINGS,
            pieces: 0,
        };
        let mut occupied = position.occupied_set();
        while occupied != 0 {
            let square = occupied.trailing_zeros() as usize;
            occupied &= occupied - 1;
            let piece = position
                .piece_at_index(square)
                .ok_or(SyzygyError::NotHeld)?;
            let code = usize::from(piece_code(piece).ok_or(SyzygyError::NotHeld)?);
            if squares.pieces == MAX_PIECES {
                return Err(SyzygyError::NotHeld);
            }
            squares.of_code[code][usize::from(squares.count[code])] = square as u8;
            squares.count[code] += 1;
            squares.pieces += 1;
            if piece.kind != PieceKind::King {
                squares.material = squares.material.with(piece, 1);
            }
        }
        Ok(squares)
    }
}

impl Syzygy {
    /// The Syzygy files of `dir`: every `.rtbw` and `.rtbz` file named
    /// after an ending of chess. No file is read yet.
    ///
    /// # Errors
    ///
    /// The directory cannot be listed.
    pub fn open(dir: &Path) -> Result<Syzygy, SyzygyError> {
        let io = |e: std::io::Error| SyzygyError::Io {
            path: dir.to_path_buf(),
            message: e.to_string(),
        };
        let mut found: Vec<(Material, [Option<PathBuf>; 2])> = Vec::new();
        let mut entries = std::fs::read_dir(dir)
            .map_err(io)?
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .collect::<Vec<_>>();
        entries.sort();
        for path in entries {
            let kind = match path.extension().and_then(|e| e.to_str()) {
                Some("rtbw") => 0,
                Some("rtbz") => 1,
                _ => continue,
            };
            let Some(material) = path
                .file_stem()
                .and_then(|s| s.to_str())
                .and_then(|s| s.parse::<Material>().ok())
            else {
                continue;
            };
            if material.piece_count() > MAX_PIECES
                || material
                    .kinds()
                    .any(|k| piece_code(Piece::new(Color::White, k)).is_none())
            {
                continue;
            }
            match found.iter_mut().find(|(m, _)| *m == material) {
                Some((_, paths)) => paths[kind] = Some(path),
                None => {
                    let mut paths = [None, None];
                    paths[kind] = Some(path);
                    found.push((material, paths));
                }
            }
        }
        let mut by_material = ByMaterial::default();
        let endings = found
            .into_iter()
            .enumerate()
            .map(|(at, (material, paths))| {
                by_material.insert(material.swapped(), (at, true));
                by_material.insert(material, (at, false));
                Ending {
                    material,
                    paths,
                    opened: [OnceLock::new(), OnceLock::new()],
                }
            })
            .collect();
        Ok(Syzygy {
            dir: dir.to_path_buf(),
            endings,
            by_material,
        })
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The endings with a file, as the files name them, in order.
    pub fn endings(&self) -> impl Iterator<Item = Material> + '_ {
        self.endings.iter().map(|e| e.material)
    }

    /// Whether the directory has a WDL file of `material` (either colour
    /// orientation).
    pub fn holds(&self, material: Material) -> bool {
        self.ending(material).is_some_and(|e| e.paths[0].is_some())
    }

    /// Whether the directory has a DTZ file of `material`.
    pub fn holds_dtz(&self, material: Material) -> bool {
        self.ending(material).is_some_and(|e| e.paths[1].is_some())
    }

    fn ending(&self, material: Material) -> Option<&Ending> {
        self.by_material
            .get(&material)
            .map(|&(at, _)| &self.endings[at])
    }

    fn check<G: Endgame>(position: &G) -> Result<(), SyzygyError> {
        if position.has_castling_rights() {
            return Err(SyzygyError::CastlingRights);
        }
        if position.game_name() != "chess" || position.board_size() != BoardSize::STANDARD {
            return Err(SyzygyError::NotHeld);
        }
        Ok(())
    }

    /// The WDL50 of `position` for its side to move, as python-chess's
    /// `probe_wdl`: 2 a win, 1 a win the 50-move rule makes a draw, 0 a
    /// draw, -1 a loss it saves, -2 a loss (counted from a halfmove clock
    /// of 0).
    ///
    /// # Errors
    ///
    /// A missing or bad file, castling rights, a position of another game.
    pub fn probe_wdl<G: Endgame>(&self, position: &G) -> Result<i8, SyzygyError> {
        Self::check(position)?;
        Ok(self.resolved_wdl(position)?.0)
    }

    /// The DTZ of `position` for its side to move, as python-chess's
    /// `probe_dtz`: 0 for a draw; otherwise the plies to the next zeroing
    /// move (a capture or a pawn move) with best play, positive for a win
    /// and negative for a loss, 100 more for a result the 50-move rule
    /// changes, and possibly one more than exact where the file stores
    /// moves, not plies.
    ///
    /// # Errors
    ///
    /// As [`probe_wdl`](Syzygy::probe_wdl); a missing DTZ file.
    pub fn probe_dtz<G: Endgame>(&self, position: &G) -> Result<i32, SyzygyError> {
        Self::check(position)?;
        self.resolved_dtz(position)
    }

    /// The values of `position`: WDL50 and, if the DTZ file is there,
    /// DTZ; WDL the sign of WDL50 (the 50-move rule turns wins and losses
    /// into draws only), DTM absent.
    ///
    /// # Errors
    ///
    /// As [`probe_wdl`](Syzygy::probe_wdl); a bad DTZ file.
    pub fn probe<G: Endgame>(&self, position: &G) -> Result<Values, SyzygyError> {
        Self::check(position)?;
        let moves = position.legal_moves();
        let resolved = self.resolved_wdl_with(position, &moves)?;
        let wdl50 = resolved.0;
        let dtz = match self.dtz_of_resolved(position, &moves, resolved) {
            Ok(dtz) => Some(dtz),
            Err(SyzygyError::Missing { .. }) => None,
            Err(error) => return Err(error),
        };
        Ok(Values {
            wdl: wdl50.signum(),
            dtm: None,
            wdl50: Some(wdl50),
            dtz,
        })
    }

    /// The opened file of `kind` of the ending at `at`.
    fn file(&self, at: usize, kind: Kind) -> Result<&TableFile, SyzygyError> {
        let ending = &self.endings[at];
        let slot = kind as usize;
        let missing = || SyzygyError::Missing {
            file: format!("{}.{}", ending.material, kind.extension()),
        };
        let path = ending.paths[slot].as_ref().ok_or_else(missing)?;
        ending.opened[slot]
            .get_or_init(|| {
                let m = ending.material;
                let pawns = [
                    m.count(Color::White, PieceKind::Pawn) as u8,
                    m.count(Color::Black, PieceKind::Pawn) as u8,
                ];
                TableFile::open(path, kind, m.piece_count(), pawns)
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The value the table of `kind` stores for `position` (no captures
    /// resolved): WDL50, or the DTZ of a position of WDL50 `wdl`; `None`
    /// for a DTZ file that stores the other side to move.
    fn stored<G: Endgame>(
        &self,
        position: &G,
        squares: &Squares,
        kind: Kind,
        wdl: i8,
    ) -> Result<Option<i32>, SyzygyError> {
        if squares.pieces == 2 {
            return Ok(Some(0));
        }
        let &(at, swapped) =
            self.by_material
                .get(&squares.material)
                .ok_or_else(|| SyzygyError::Missing {
                    file: format!("{}.{}", squares.material.normalized().0, kind.extension()),
                })?;
        let table = self.file(at, kind)?;
        let symmetric = squares.material == squares.material.swapped();
        // The table's colours: `flip` swaps them (and, with pawns, the
        // board's ends); `black` is whether its side to move is its Black.
        let white = position.turn() == Color::White;
        let (flip, black) = if symmetric {
            (!white, false)
        } else {
            (swapped, white == swapped)
        };
        let pawns = matches!(table.lead, Lead::Pawns { .. });
        let mirror = if flip && pawns { 0x38 } else { 0 };
        let corrupt = |what: &str| SyzygyError::Corrupt {
            path: table.path.clone(),
            what: what.to_string(),
        };
        let n = table.piece_count;
        let mut placed = [0u8; MAX_PIECES];
        // Fills `placed` from `from` with the squares of the pieces of the
        // section's order, each run of one code at once.
        let fill = |placed: &mut [u8; MAX_PIECES], pieces: &[u8; MAX_PIECES], from: usize| {
            let mut i = from;
            while i < n {
                let code = usize::from(pieces[i] ^ if flip { 8 } else { 0 });
                let count = usize::from(squares.count[code & 15]);
                if count == 0 || i + count > n {
                    return Err(corrupt("its pieces are not the ending's"));
                }
                for &square in &squares.of_code[code & 15][..count] {
                    placed[i] = square ^ mirror;
                    i += 1;
                }
            }
            Ok(())
        };
        let side = usize::from(black);
        let section = if let Lead::Pawns { lead, .. } = table.lead {
            let lead = usize::from(lead);
            let first = table
                .sections
                .first()
                .ok_or_else(|| corrupt("no section"))?;
            let code = usize::from(first.pieces[0] ^ if flip { 8 } else { 0 }) & 15;
            if usize::from(squares.count[code]) != lead {
                return Err(corrupt("its pieces are not the ending's"));
            }
            for (slot, &square) in placed.iter_mut().zip(&squares.of_code[code][..lead]) {
                *slot = square ^ mirror;
            }
            let leader = (0..lead)
                .min_by_key(|&i| pawn_order(placed[i]))
                .unwrap_or(0);
            placed.swap(0, leader);
            let file = usize::from(pawn_order(placed[0]) / 6);
            let at = match (kind, table.both_sides) {
                (Kind::Wdl, true) => side * 4 + file,
                _ => file,
            };
            let section = table
                .sections
                .get(at)
                .ok_or_else(|| corrupt("no section"))?;
            fill(&mut placed, &section.pieces, lead)?;
            section
        } else {
            let at = if kind == Kind::Wdl && table.both_sides {
                side
            } else {
                0
            };
            let section = table
                .sections
                .get(at)
                .ok_or_else(|| corrupt("no section"))?;
            fill(&mut placed, &section.pieces, 0)?;
            section
        };
        if kind == Kind::Dtz && !symmetric && usize::from(section.dtz_flags & 1) != side {
            return Ok(None);
        }
        let index = encode(
            &mut placed[..n],
            table.lead,
            &section.group,
            &section.factor,
        );
        let raw = section.pairs.value(&table.bytes, index).map_err(&corrupt)?;
        if kind == Kind::Wdl {
            return Ok(Some(i32::from(raw) - 2));
        }
        let flags = section.dtz_flags;
        let mut dtz = i32::from(raw);
        if flags & 2 != 0 {
            let map = match wdl {
                2 => 0,
                -2 => 1,
                1 => 2,
                _ => 3,
            };
            let at = section.dtz_maps[map];
            dtz = if flags & 16 == 0 {
                i32::from(table.bytes.u8(at + raw as usize).map_err(corrupt)?)
            } else {
                i32::from(table.bytes.u16_le(at + 2 * raw as usize).map_err(corrupt)?)
            };
        }
        let exact = match wdl {
            2 => flags & 4 != 0,
            -2 => flags & 8 != 0,
            _ => false,
        };
        if !exact {
            dtz *= 2;
        }
        Ok(Some(dtz))
    }

    fn stored_wdl<G: Endgame>(&self, position: &G) -> Result<i8, SyzygyError> {
        let squares = Squares::of(position)?;
        let value = self.stored(position, &squares, Kind::Wdl, 0)?.unwrap_or(0);
        Ok(value.clamp(-2, 2) as i8)
    }

    /// The WDL50 of `position`, which has no en passant square, its
    /// captures searched: at least `alpha`, cut at `beta`.
    fn captures_searched<G: Endgame>(
        &self,
        position: &G,
        mut alpha: i8,
        beta: i8,
    ) -> Result<i8, SyzygyError> {
        for &mv in position.legal_moves().iter() {
            if !position.is_capture(mv) {
                continue;
            }
            let value = -self.captures_searched(&position.play_unchecked(mv), -beta, -alpha)?;
            if value > alpha {
                if value >= beta {
                    return Ok(value);
                }
                alpha = value;
            }
        }
        Ok(alpha.max(self.stored_wdl(position)?))
    }

    /// The WDL50 of `position`, and whether a zeroing capture (or the
    /// en passant capture) is its best move, so that its DTZ is that of a
    /// zeroing move now.
    fn resolved_wdl<G: Endgame>(&self, position: &G) -> Result<(i8, bool), SyzygyError> {
        self.resolved_wdl_with(position, &position.legal_moves())
    }

    /// [`resolved_wdl`](Syzygy::resolved_wdl) given the legal moves.
    fn resolved_wdl_with<G: Endgame>(
        &self,
        position: &G,
        moves: &[G::Move],
    ) -> Result<(i8, bool), SyzygyError> {
        let (mut best_capture, mut best_en_passant) = (-3i8, -3i8);
        for &mv in moves.iter() {
            if !position.is_capture(mv) {
                continue;
            }
            let value = -self.captures_searched(&position.play_unchecked(mv), -2, -best_capture)?;
            if value > best_capture {
                if value == 2 {
                    return Ok((2, true));
                }
                if position.move_kind(mv) == MoveKind::EnPassant {
                    best_en_passant = best_en_passant.max(value);
                } else {
                    best_capture = value;
                }
            }
        }
        let stored = self.stored_wdl(position)?;
        if best_en_passant > best_capture {
            if best_en_passant > stored {
                return Ok((best_en_passant, true));
            }
            best_capture = best_en_passant;
        }
        if best_capture >= stored {
            return Ok((best_capture, best_capture > 0));
        }
        // The table's draw may be a stalemate that the en passant capture
        // (the only move) avoids.
        if best_en_passant > -3
            && stored == 0
            && !position.is_check()
            && moves
                .iter()
                .all(|&mv| position.move_kind(mv) == MoveKind::EnPassant)
        {
            return Ok((best_en_passant, true));
        }
        Ok((stored, false))
    }

    fn resolved_dtz<G: Endgame>(&self, position: &G) -> Result<i32, SyzygyError> {
        let moves = position.legal_moves();
        let resolved = self.resolved_wdl_with(position, &moves)?;
        self.dtz_of_resolved(position, &moves, resolved)
    }

    /// The DTZ of `position`, whose legal moves are `moves` and whose
    /// WDL50, with whether a zeroing capture is best, is `resolved`.
    fn dtz_of_resolved<G: Endgame>(
        &self,
        position: &G,
        moves: &[G::Move],
        (wdl, zeroing_best): (i8, bool),
    ) -> Result<i32, SyzygyError> {
        if wdl == 0 {
            return Ok(0);
        }
        if zeroing_best {
            return Ok(zeroing_now(wdl));
        }
        let is_pawn_move = |mv| position.kind_on(position.move_from(mv)) == Some(PieceKind::Pawn);
        if wdl > 0 {
            // A winning pawn move (not a capture: those are resolved).
            for &mv in moves.iter() {
                if is_pawn_move(mv)
                    && !position.is_capture(mv)
                    && -self.resolved_wdl(&position.play_unchecked(mv))?.0 == wdl
                {
                    return Ok(zeroing_now(wdl));
                }
            }
        }
        let squares = Squares::of(position)?;
        if let Some(dtz) = self.stored(position, &squares, Kind::Dtz, wdl)? {
            return Ok(zeroing_now(wdl) + if wdl > 0 { dtz } else { -dtz });
        }
        // The file stores the other side to move: a search of one ply over
        // the moves that do not zero (zeroing ones are counted above, or
        // are the loser's worst case).
        let mut best = if wdl > 0 { i32::MAX } else { zeroing_now(wdl) };
        for &mv in moves.iter() {
            if position.is_capture(mv) || is_pawn_move(mv) {
                continue;
            }
            let child = position.play_unchecked(mv);
            let value = -self.resolved_dtz(&child)?;
            if value == 1 && child.is_checkmate() {
                best = 1;
            } else if wdl > 0 {
                if value > 0 && value + 1 < best {
                    best = value + 1;
                }
            } else if value - 1 < best {
                best = value - 1;
            }
        }
        Ok(best)
    }
}
