//! Every integration test of the crate in one test binary (one build and link instead of
//! one per file), each file a module. `no_allocation.rs` stays a binary of its own: it counts
//! the allocations of the whole process.

mod agents;
mod bad_input;
mod bench_signature;
mod boards;
mod common;
mod conformance;
mod czech;
mod evaluate;
mod examples;
mod golden;
mod knowledge;
mod playout;
mod promo;
mod properties;
mod rules;
mod scoring;
mod texts;
