//! scratch
use a1h8::{Color, Game, Position};
use a1h8_tablebase::stats::position_of;
use a1h8_tablebase::{Material, Tables, generate};
use std::collections::BTreeMap;
fn main() {
    let game = Position::starting();
    let mut tables = Tables::new();
    use a1h8::PieceKind::*;
    let name = std::env::args().nth(1).unwrap();
    let target: Material = name.parse().unwrap();
    for m in Material::with_successors(&[target], &[Queen, Rook, Bishop, Knight]) {
        let t = generate(&game, m, &tables).unwrap();
        tables.insert(t);
    }
    let t = tables.get(target).unwrap();
    let ix = t.indexer();
    let mut feats: BTreeMap<String, u64> = BTreeMap::new();
    for index in 0..ix.len() {
        let (dtm, dtz) = t.codes(Color::White, index);
        if dtz != 2 || dtm == 0 || dtm == u16::MAX {
            continue;
        }
        let pl = ix.decode(index);
        let (_, fixing) = ix.canonical(&pl).unwrap();
        let w = ix.labelled_classes(&pl, fixing);
        let p = position_of(&game, t, Color::White, index).unwrap();
        let moves = tables.probe_moves(&p).unwrap();
        // best children: wdl -1 with dtz -1
        let best: Vec<_> = moves
            .iter()
            .filter(|(_, v)| v.wdl50 == -2 && v.dtz == -1)
            .collect();
        let l = p.play(best[0].0);
        let lmoves = l.legal_moves().len();
        let pawn_moves = p
            .legal_moves()
            .iter()
            .filter(|m| p.kind_on(p.move_from(**m)) == Some(Pawn))
            .count();
        let pawn_rank = (p.board().by_kind(Pawn).first().unwrap().rank().index()) + 1;
        let _ = (pawn_rank, dtm);
        let key = format!(
            "best={} lmoves={} pawnmoves={}",
            best.len().min(2),
            lmoves,
            pawn_moves
        );
        *feats.entry(key).or_default() += w;
    }
    for (k, v) in feats {
        println!("{v:6} {k}");
    }
}
