//! Every integration test of the crate in one test binary (one build and link instead of
//! one per file), each file a module. `no_allocation.rs` stays a binary of its own: it counts
//! the allocations of the whole process.

mod bad_input;
mod bench_signature;
mod building;
mod cards;
mod common;
mod conformance;
mod data;
mod examples;
mod golden;
mod languages;
mod properties;
mod scoring;
mod setup_and_round;
mod winter;
