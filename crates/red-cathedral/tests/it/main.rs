//! Every integration test of the crate in one test binary (one build and link instead of
//! one per file), each file a module. `no_allocation.rs` stays a binary of its own: it counts
//! the allocations of the whole process.

mod agents;
mod bench_signature;
mod common;
mod conformance;
mod data_file;
mod data_option;
mod evaluate;
mod examples;
mod golden;
mod influence;
mod languages;
mod properties;
mod rules;
mod solo;
mod start_money;
