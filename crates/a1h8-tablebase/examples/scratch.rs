//! scratch
use a1h8::Position;
use a1h8_tablebase::{Tables, generate, verify};
use std::time::Instant;
fn main() {
    let game = Position::starting();
    let mut tables = Tables::new();
    let names: Vec<String> = std::env::args().skip(1).collect();
    for name in &names {
        let t0 = Instant::now();
        let t = generate(&game, name.parse().unwrap(), &tables).unwrap();
        let g = t0.elapsed();
        let t0 = Instant::now();
        let v = verify(&game, &t, &tables);
        println!(
            "{name}: generate {:.2?} verify {:.2?} {:?}",
            g,
            t0.elapsed(),
            v
        );
        tables.insert(t);
    }
}
