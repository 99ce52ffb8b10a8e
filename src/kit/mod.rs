//! Small components the boards share. None is generic and every prop is type-erased
//! (`Signal`, `Callback`), so each new use adds no code to the wasm.

pub mod card;
pub mod cell;
pub mod choice;
pub mod count;
pub mod die;
pub mod focus;
pub mod frame;
pub mod list;
pub mod motion;
pub mod num;
pub mod part;
pub mod press;
pub mod soon;
pub mod tile;
pub mod when;
