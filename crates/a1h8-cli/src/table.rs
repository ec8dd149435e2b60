//! `a1h8 table`: the seed documents' numeric tables.

use a1h8::seed::{SeedTable, TableData};

use crate::board::seed_grid;

/// Every table's name and description, one per line.
pub fn list() -> String {
    let width = SeedTable::ALL
        .iter()
        .map(|t| t.name().len())
        .max()
        .unwrap_or(0);
    SeedTable::ALL
        .iter()
        .map(|t| format!("{:width$}  {}\n", t.name(), t.description()))
        .collect()
}

/// The table as the seed prints it: a title line (no digits in it), then
/// the numbers.
pub fn render(table: SeedTable) -> String {
    let mut lines = vec![table.description().to_string()];
    match table.data() {
        TableData::Grid(grid) => lines.extend(seed_grid(&grid)),
        TableData::Diagonals(rows) => {
            let (key, pair) = match table {
                SeedTable::NwSe => ("diff", "sum,len"),
                _ => ("sum", "diff,len"),
            };
            lines.push(format!("{key:>4} | {pair}"));
            for row in rows {
                let pairs: Vec<String> = row
                    .entries()
                    .iter()
                    .map(|(value, len)| format!("{value},{len}"))
                    .collect();
                lines.push(format!("{:>4} | {}", row.key, pairs.join(" ")));
            }
        }
    }
    lines.iter().map(|l| format!("{l}\n")).collect()
}
