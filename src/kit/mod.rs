//! Pieces tables draw their boards from: small, non-generic components with
//! type-erased props, so each use adds no code of its own to the wasm.

pub mod die;
pub mod list;
pub mod tile;
