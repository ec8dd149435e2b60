//! The source documents: their numeric tables, recomputed, the relations
//! they state, and their wrong snippets, measured.

pub mod errata;
pub mod line_tables;
pub mod relations;
