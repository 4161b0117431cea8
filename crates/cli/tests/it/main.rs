//! Every integration test of the command line in one test binary (one build and link instead
//! of one per file), each file a module. `limits.rs` stays a binary of its own: it measures
//! the whole process's memory with an allocator of its own.

mod agents;
mod binary;
mod commands;
mod common;
mod engine;
mod fuzz;
mod games;
mod languages;
mod play;
mod screens;
mod serve;
mod terminal;
