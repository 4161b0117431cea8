//! Every integration test of the crate in one test binary (one build and link instead of
//! one per file), each file a module. `no_allocation.rs` stays a binary of its own: it counts
//! the allocations of the whole process.

mod action_space;
mod bad_input;
mod bench_signature;
mod cathedral;
mod common;
mod conformance;
mod data;
mod events;
mod golden;
mod market;
mod phase1;
mod phase2;
mod properties;
mod round_end;
mod setup;
mod speed;
mod steps;
mod texts;
