//! One model of a game, above the games it abstracts: [`Game`](interface::Game),
//! what every position of chess or of a variant offers (its moves, the
//! positions they lead to, its board and pieces); the canonical forms
//! tablebases index by ([`canonical`]); what a tablebase reads of a game
//! ([`Endgame`](endgame::Endgame)); standard algebraic notation written once
//! for every game ([`san`]); and the plain perft walk every game has
//! ([`walk`]). Chess ([`Position`](crate::Position), `positions/` and
//! `moves/`) and the variants ([`VariantPosition`](crate::variants::VariantPosition),
//! `variant/`) are below and know nothing of it; counting is above.

pub mod any_game;
pub mod canonical;
pub mod endgame;
pub mod interface;
pub(crate) mod material;
pub mod san;
pub mod walk;
