//! Tables of metric subsets against the tables of all four metrics, the
//! oracle here: for each of several sets (Syzygy's `wdl50,dtz`, Gaviota's
//! `dtm,wdl`, and `wdl`, `wdl50`, `dtm,wdl50`; `dtz` and `dtm`, whose
//! closures are the two pairs), chess's 3-piece tables and KQvKR read from
//! them, and a KPvKP (en passant) read from the oracle's tables, each
//! generated with the set: every value stored must be the oracle's value
//! of that metric, position by position, and every table verifies (KQvKR
//! for the two pairs: some seconds each). The verifier's own tests change a
//! value of each column of each set and find it.
//!
//! KPvKP is that of chess on a 6x6 board whose pawns promote to a queen
//! only (`tests/data/pawns6.ini`), with chess's double step and en passant:
//! it leads into four small tables, where chess's leads into nineteen of
//! which some take seconds each, so that every set checks a pawn ending
//! with en passant in a second. Capablanca's KAvKB, in an ignored test,
//! has wins the 50-move rule makes draws and losses it saves, which no
//! table here has.

use std::sync::OnceLock;

use a1h8::variant::{Variant, VariantPosition};
use a1h8::{Color, Endgame, Position};
use a1h8_tablebase::{
    GenerateError, Material, Metric, Metrics, Table, Tables, Values, generate,
    generate_with_metrics, verify,
};

const THREE: [&str; 5] = ["KNvK", "KBvK", "KRvK", "KQvK", "KPvK"];

/// Chess on 6x6 with promotions to a queen only.
fn pawns6() -> VariantPosition<'static> {
    static PAWNS6: OnceLock<Variant<'static>> = OnceLock::new();
    let variant = PAWNS6
        .get_or_init(|| Variant::from_ini(include_str!("data/pawns6.ini"), "pawns6").unwrap());
    VariantPosition::start(variant).unwrap()
}

/// The oracle's tables of `game` that `targets` lead into, and they, with
/// all four metrics.
fn all_four<G: Endgame + Sync>(game: &G, targets: &[&str]) -> Tables {
    let targets: Vec<Material> = targets.iter().map(|name| name.parse().unwrap()).collect();
    let promotions: Vec<_> = game.promotions().iter().collect();
    let mut tables = Tables::new();
    for material in Material::with_successors(&targets, &promotions) {
        let table = generate(game, material, &tables).unwrap();
        tables.insert(table);
    }
    tables
}

/// The oracle of chess: the 3-piece tables and KQvKR.
fn chess_oracle() -> &'static Tables {
    static ORACLE: OnceLock<Tables> = OnceLock::new();
    ORACLE.get_or_init(|| all_four(&Position::starting(), &["KQvKR", "KPvK", "KNvK", "KBvK"]))
}

/// The oracle of [`pawns6`]: KPvKP and the tables it leads into.
fn pawns6_oracle() -> &'static Tables {
    static ORACLE: OnceLock<Tables> = OnceLock::new();
    ORACLE.get_or_init(|| all_four(&pawns6(), &["KPvKP"]))
}

/// `all` with only what `metrics` holds.
fn restricted(all: Values, metrics: Metrics) -> Values {
    Values {
        wdl: all.wdl,
        dtm: all.dtm.filter(|_| metrics.contains(Metric::Dtm)),
        wdl50: all.wdl50.filter(|_| metrics.contains(Metric::Wdl50)),
        dtz: all.dtz.filter(|_| metrics.contains(Metric::Dtz)),
    }
}

/// Every value of `table` equals the one of `oracle`'s of its metrics,
/// position by position; returns the positions compared.
fn same_as_oracle(table: &Table, oracle: &Tables, metrics: Metrics) -> u64 {
    let oracle = oracle.get(table.material()).unwrap();
    let metrics = metrics.closure();
    assert_eq!(table.metrics(), metrics, "{}", table.material());
    assert_eq!(table.indexer().len(), oracle.indexer().len());
    let mut positions = 0;
    for index in 0..table.indexer().len() {
        for turn in Color::ALL {
            let ours = table.values(turn, index);
            let theirs = oracle.values(turn, index).map(|v| restricted(v, metrics));
            assert_eq!(
                ours,
                theirs,
                "{} index {index}, {turn} to move, {metrics}",
                table.material()
            );
            positions += u64::from(ours.is_some());
        }
    }
    positions
}

/// What a set's test does with KQvKR, which takes seconds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kqvkr {
    /// Compares it with the oracle and verifies it.
    Verify,
    /// Compares it with the oracle.
    Compare,
    /// Nothing (a set whose closure another test has).
    Skip,
}

/// The tables of `list`: chess's 3-piece ones and KQvKR from them, KPvKP
/// (of [`pawns6`]) from the oracle's, each compared with the oracle and
/// verified (KQvKR as `kqvkr` says).
fn check(list: &str, kqvkr: Kqvkr) {
    let metrics: Metrics = list.parse().unwrap();
    let game = Position::starting();
    let oracle = chess_oracle();
    let mut tables = Tables::new();
    for name in THREE {
        let table = generate_with_metrics(&game, name.parse().unwrap(), &tables, metrics).unwrap();
        assert!(same_as_oracle(&table, oracle, metrics) > 20_000, "{name}");
        let verified = verify(&game, &table, &tables).unwrap();
        assert_eq!(verified.metrics, metrics.closure());
        tables.insert(table);
    }
    if kqvkr != Kqvkr::Skip {
        let material = "KQvKR".parse().unwrap();
        let table = generate_with_metrics(&game, material, &tables, metrics).unwrap();
        same_as_oracle(&table, oracle, metrics);
        if kqvkr == Kqvkr::Verify {
            verify(&game, &table, &tables).unwrap();
        }
    }

    // KPvKP, its captures and promotions read in the oracle's tables.
    let (pawns6, oracle) = (pawns6(), pawns6_oracle());
    let kpvkp = generate_with_metrics(&pawns6, "KPvKP".parse().unwrap(), oracle, metrics).unwrap();
    assert!(same_as_oracle(&kpvkp, oracle, metrics) > 100_000);
    verify(&pawns6, &kpvkp, oracle).unwrap();
}

#[test]
fn syzygys_pair() {
    check("wdl50,dtz", Kqvkr::Verify);
}

#[test]
fn gaviotas_pair() {
    check("dtm,wdl", Kqvkr::Verify);
}

#[test]
fn wdl_alone() {
    check("wdl", Kqvkr::Compare);
}

#[test]
fn wdl50_alone() {
    check("wdl50", Kqvkr::Compare);
}

/// DTZ brings WDL50: the table is Syzygy's pair's.
#[test]
fn dtz_alone() {
    check("dtz", Kqvkr::Skip);
}

/// DTM brings WDL: the table is Gaviota's pair's.
#[test]
fn dtm_alone() {
    check("dtm", Kqvkr::Skip);
}

#[test]
fn dtm_and_wdl50() {
    check("dtm,wdl50", Kqvkr::Compare);
}

#[test]
fn a_smaller_table_lacking_what_is_needed_is_an_error() {
    let game = Position::starting();
    let mut tables = Tables::new();
    let wdl: Metrics = "wdl".parse().unwrap();
    for name in ["KQvK", "KRvK"] {
        let table = generate_with_metrics(&game, name.parse().unwrap(), &tables, wdl).unwrap();
        tables.insert(table);
    }
    for (list, needed) in [
        ("dtm", "dtm,wdl"),
        ("wdl50,dtz", "wdl,wdl50"),
        ("dtm,wdl,wdl50,dtz", "dtm,wdl,wdl50"),
    ] {
        let metrics: Metrics = list.parse().unwrap();
        match generate_with_metrics(&game, "KQvKR".parse().unwrap(), &tables, metrics) {
            Err(GenerateError::Lacking {
                material,
                held,
                needed: what,
            }) => {
                // The first of the two it reads.
                assert!(["KQvK", "KRvK"].contains(&&*material.to_string()));
                assert_eq!(held, wdl);
                assert_eq!(what.to_string(), needed);
                let text = GenerateError::Lacking {
                    material,
                    held,
                    needed: what,
                }
                .to_string();
                assert!(
                    text.contains(&format!("{material} holds wdl, but")),
                    "{text}"
                );
            }
            other => panic!("{list}: {other:?}"),
        }
    }
    // WDL alone needs only WDL of them.
    assert!(generate_with_metrics(&game, "KQvKR".parse().unwrap(), &tables, wdl).is_ok());
}

/// Wins the 50-move rule makes draws and losses it saves, which no table
/// of chess of up to four pieces has: Capablanca chess's KAvKB (10x8,
/// 9.3 million indices a side, its longest mate 143 plies) has 1.9
/// million. Each set with WDL50 and WDL alone against all four metrics,
/// position by position, and verified (WDL50 alone locally, with its
/// rules for cursed wins and blessed losses). Some minutes:
/// `cargo test --release -p a1h8-tablebase --test metrics -- --ignored`.
#[test]
#[ignore = "some minutes: run by hand with --ignored"]
fn cursed_wins_and_blessed_losses_on_capablancas_board() {
    let variant = Variant::BUILT_IN
        .iter()
        .find(|v| v.name() == "capablanca")
        .unwrap();
    let game = VariantPosition::start(variant).unwrap();
    let oracle = all_four(&game, &["KAvKB"]);
    let stats = a1h8_tablebase::Stats::of(oracle.get("KAvKB".parse().unwrap()).unwrap());
    assert!(stats.side(Color::White).cursed_wins.unwrap() > 1_000_000);
    assert!(stats.side(Color::Black).blessed_losses.unwrap() > 1_000_000);
    for list in ["wdl50,dtz", "wdl50", "dtm,wdl50", "wdl"] {
        let metrics: Metrics = list.parse().unwrap();
        let mut tables = Tables::new();
        for name in ["KAvK", "KBvK", "KAvKB"] {
            let table = generate_with_metrics(&game, name.parse().unwrap(), &tables, metrics);
            let table = table.unwrap();
            same_as_oracle(&table, &oracle, metrics);
            let verified = verify(&game, &table, &tables).unwrap();
            assert_eq!(verified.metrics, metrics.closure(), "{list}");
            tables.insert(table);
        }
    }
}
