//! The time to generate endgame tables, all four metrics, against the
//! figures the issue gives for Syzygy's generator on this machine.

use std::time::Instant;

use a1h8::Position;
use a1h8_tablebase::{Material, Tables, generate};

/// The endings timed, with the seconds Syzygy's generator (`rtbgen`,
/// native build, one thread, WDL and DTZ without compression or saving)
/// takes for them on this project's machine, as published in the project's
/// issue 21.
pub const ENDINGS: [(&str, f64); 3] = [("KQvKR", 0.51), ("KRvKP", 0.74), ("KQRvKR", 20.0)];

/// One row: an ending, its seconds with one and with two threads.
pub struct Row {
    /// The ending.
    pub ending: String,
    /// Syzygy's seconds.
    pub syzygy: f64,
    /// a1h8's seconds, one thread then two.
    pub seconds: [f64; 2],
}

/// Times the generation of `endings` (every table generated once first,
/// untimed), best of `rounds`, with one thread and with two.
///
/// # Errors
///
/// A table that cannot be generated, or threads that cannot be started.
pub fn measure(endings: &[(&str, f64)], rounds: usize) -> Result<Vec<Row>, String> {
    let game = Position::starting();
    use a1h8::PieceKind::*;
    let targets: Vec<Material> = endings
        .iter()
        .map(|(name, _)| name.parse().map_err(|e| format!("{name}: {e}")))
        .collect::<Result<_, String>>()?;
    let mut tables = Tables::new();
    // Every table once, untimed (one ending may lead into another timed
    // one: KRvKP into KQvKR); then the timed ones again.
    for material in Material::with_successors(&targets, &[Queen, Rook, Bishop, Knight]) {
        let table = generate(&game, material, &tables).map_err(|e| e.to_string())?;
        tables.insert(table);
    }
    let mut rows = Vec::new();
    for (&(name, syzygy), &material) in endings.iter().zip(&targets) {
        let mut seconds = [f64::INFINITY; 2];
        for (threads, best) in [1, 2].into_iter().zip(seconds.iter_mut()) {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .map_err(|e| e.to_string())?;
            for _ in 0..rounds {
                let start = Instant::now();
                let table = pool
                    .install(|| generate(&game, material, &tables))
                    .map_err(|e| e.to_string())?;
                *best = best.min(start.elapsed().as_secs_f64());
                drop(table);
            }
        }
        rows.push(Row {
            ending: name.to_string(),
            syzygy,
            seconds,
        });
    }
    Ok(rows)
}

/// The rows as a table: seconds, the ratio to Syzygy's (the target is at
/// most 1.5) and the speed-up of two threads (the target is at least 1.8).
pub fn table(rows: &[Row]) -> String {
    let mut text = format!(
        "{:<8} {:>10} {:>12} {:>12} {:>14} {:>10}\n",
        "ending", "Syzygy s", "a1h8 1 th s", "a1h8 2 th s", "1 th / Syzygy", "2 th gain"
    );
    for row in rows {
        text.push_str(&format!(
            "{:<8} {:>10.2} {:>12.2} {:>12.2} {:>14.1} {:>10.2}\n",
            row.ending,
            row.syzygy,
            row.seconds[0],
            row.seconds[1],
            row.seconds[0] / row.syzygy,
            row.seconds[0] / row.seconds[1]
        ));
    }
    text
}
