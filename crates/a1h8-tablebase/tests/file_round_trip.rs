//! Every code of a table written to its file and read back equals the
//! generator's, index by index and side by side: the file keeps every
//! value of a legal position (a byte each, longer codes escaped), and the
//! reader finds the unused indices again, whose bytes the file fills with
//! what compresses best. Read through the file opened for probing, block
//! by block through a cache too small for the table, every code of a legal
//! position is the generator's too. Files that leave one side to move out
//! give it back: read whole, every code derived from the moves equals the
//! generator's; probed, a position of that side is worth what the
//! generator says (a sample of them: each is a search of one ply).

use std::path::PathBuf;

use a1h8::{Color, Endgame, Position};
use a1h8_tablebase::{
    LookupError, Material, Metric, Metrics, Tablebase, Tables, Values, generate_with_metrics,
};

/// A directory of its own under the system's temporary one, emptied.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("a1h8-round-trip-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Generates `targets` (and what they lead into) of `game` with `metrics`
/// into a new directory, then each of them in memory, and compares every
/// code of the latter with the file's read back by a tablebase of its own;
/// the number of tables compared.
fn round_trip<G: Endgame + Sync>(
    game: &G,
    targets: &[&str],
    metrics: &str,
    one_side: bool,
) -> usize {
    let metrics: Metrics = metrics.parse().unwrap();
    let dir = scratch(&format!("{}-{metrics}-{one_side}", targets.len()));
    let targets: Vec<Material> = targets.iter().map(|name| name.parse().unwrap()).collect();
    let mut writer = Tablebase::new(*game, &dir);
    writer.set_metrics(metrics);
    writer.set_one_side(one_side);
    writer.generate(&targets, |_| {}).unwrap();
    let mut reader = Tablebase::new(*game, &dir);
    let mut prober = Tablebase::new(*game, &dir);
    // Four blocks: the reads go round the cache.
    prober.set_cache_bytes(1 << 20);
    let promotions: Vec<_> = game.promotions().iter().collect();
    let mut made = Tables::new();
    let mut compared = 0;
    for material in Material::with_successors(&targets, &promotions) {
        let table = generate_with_metrics(game, material, &made, metrics).unwrap();
        if material != Material::KINGS {
            let read = reader.load(material).unwrap();
            assert_eq!(read.metrics(), table.metrics(), "{material}");
            prober.open(material).unwrap();
            let derivable = metrics.contains(Metric::Dtz) || !metrics.contains(Metric::Wdl50);
            if one_side && derivable {
                // A side left out is derived from the endings the moves
                // lead into, and theirs: all opened with it, by a
                // tablebase that opened nothing before.
                let mut fresh = Tablebase::new(*game, &dir);
                fresh.open_with_successors(material).unwrap();
                for needed in Material::with_successors(&[material], &promotions) {
                    assert!(
                        fresh.tables().holds(needed),
                        "{needed}, which {material} leads into, opened with it"
                    );
                }
            }
            // A search of one ply reads blocks all over: the default cache;
            // and a tablebase of its own for each ending, which opens what
            // the search reads (the endings it leads into, and theirs).
            let mut deriver = Tablebase::new(*game, &dir);
            assert!(
                prober.tables().get(material).is_none(),
                "opened, not loaded"
            );
            for turn in Color::ALL {
                for index in 0..table.indexer().len() {
                    let codes = table.codes(turn, index);
                    assert_eq!(
                        read.codes(turn, index),
                        codes,
                        "{material}, index {index}, {turn:?} to move"
                    );
                    if codes.is_unused() {
                        continue;
                    }
                    match prober.tables().codes(material, turn, index) {
                        Err(LookupError::LeftOut { .. }) if index % 127 == 0 => {
                            let position = table.position(game, turn, index).unwrap();
                            assert_eq!(
                                deriver.probe(&position).unwrap(),
                                Values::from_codes(codes).unwrap(),
                                "{material}, index {index}, {turn:?} to move, derived"
                            );
                        }
                        Err(LookupError::LeftOut { .. }) => {}
                        read => assert_eq!(
                            read,
                            Ok(codes),
                            "{material}, index {index}, {turn:?} to move, opened"
                        ),
                    }
                }
            }
            assert!(prober.tables().cached_bytes() <= 1 << 20);
            compared += 1;
        }
        made.insert(table);
    }
    std::fs::remove_dir_all(&dir).unwrap();
    compared
}

#[test]
fn chess_with_every_metric_set() {
    let game = Position::starting();
    // A column of each kind: DTM and DTZ (with pawns, promotions and en
    // passant), DTZ, WDL.
    assert!(round_trip(&game, &["KRvKP"], "dtm,wdl,wdl50,dtz", false) >= 5);
    for metrics in ["wdl50,dtz", "wdl"] {
        assert!(
            round_trip(&game, &["KQvKR"], metrics, false) >= 3,
            "{metrics}"
        );
    }
}

#[test]
fn chess_with_one_side_left_out() {
    let game = Position::starting();
    // DTM and DTZ columns, with pawns and promotions; DTZ of four pieces;
    // WDL alone (KRvKP, with en passant, is in the ignored test below).
    assert!(round_trip(&game, &["KPvK"], "dtm,wdl,wdl50,dtz", true) >= 1);
    assert!(round_trip(&game, &["KQvKR"], "wdl50,dtz", true) >= 3);
    assert!(round_trip(&game, &["KQvKR"], "wdl", true) >= 3);
    // WDL50 without DTZ cannot be derived: both sides kept.
    assert!(round_trip(&game, &["KPvK"], "wdl50", true) >= 1);
}

#[test]
#[ignore = "about 20 minutes of two cores (both sides, then one side; KRvKP with all four metrics among them): run by hand with --ignored"]
fn every_chess_ending_of_four_pieces() {
    let game = Position::starting();
    let every: Vec<String> = Tablebase::new(game, &scratch("list"))
        .endings_of(4)
        .unwrap()
        .iter()
        .map(Material::to_string)
        .collect();
    let every: Vec<&str> = every.iter().map(String::as_str).collect();
    assert_eq!(round_trip(&game, &every, "dtm,wdl,wdl50,dtz", false), 35);
    assert_eq!(round_trip(&game, &every, "dtm,wdl,wdl50,dtz", true), 35);
}

#[test]
fn a_side_left_out_opens_endings_two_captures_away() {
    // KQRvKR on 4x4, cheap: its side left out is derived from its moves,
    // whose positions (KQvKR after the rook is taken) are derived from
    // theirs in turn, which reach KRvK, two captures away: opened too.
    let boards = include_str!("data/square-boards.ini");
    let variant = a1h8::variant::Variant::from_ini(boards, "square4").unwrap();
    let game = a1h8::variant::VariantPosition::start(&variant).unwrap();
    let dir = scratch("two-captures");
    let mut writer = Tablebase::new(game, &dir);
    writer.set_metrics("wdl50,dtz".parse().unwrap());
    writer.set_one_side(true);
    let target: Material = "KQRvKR".parse().unwrap();
    writer.generate(&[target], |_| {}).unwrap();
    let krvk: Material = "KRvK".parse().unwrap();
    assert!(!target.successors(&[]).contains(&krvk));
    let mut fresh = Tablebase::new(game, &dir);
    fresh.open_with_successors(target).unwrap();
    assert!(fresh.tables().holds(krvk), "KRvK opened with KQRvKR");
    // Every position of the side left out, probed by a tablebase that
    // opened nothing before, is worth what the generator found.
    let made = writer.tables();
    let table = made.get(target).expect("generated here");
    let mut probed = 0;
    for turn in Color::ALL {
        for index in (0..table.indexer().len()).step_by(61) {
            let (Some(position), Some(values)) = (
                table.position(&game, turn, index),
                table.values(turn, index),
            ) else {
                continue;
            };
            let mut prober = Tablebase::new(game, &dir);
            assert_eq!(
                prober.probe(&position).unwrap(),
                values,
                "{index}, {turn:?} to move"
            );
            probed += 1;
        }
    }
    assert!(probed > 100, "{probed}");
    std::fs::remove_dir_all(&dir).unwrap();
}
