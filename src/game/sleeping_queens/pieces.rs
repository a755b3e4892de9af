//! The pieces on the table as entities: the components of a card and of a grid slot's
//! outline. A leaf: input reads them, `cards` moves them.

use bevy::prelude::*;

use super::layout::Pose;
use super::model::{CardKey, Place};

/// A physical card on the table.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableCard(pub CardKey);

/// The card's place on the table now.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OnTable(pub Place);

/// Where the card is going.
#[derive(Component, Debug, Clone, Copy)]
pub struct Target(pub Pose);

/// Which face the card shows now (what a player can see of it).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shown {
    pub face_up: bool,
}

/// A flip in progress (0 → 1).
#[derive(Component, Debug, Clone, Copy)]
pub struct Flip {
    pub t: f32,
    pub to_up: bool,
}

/// The gold halo behind a card that can be picked now.
#[derive(Component)]
pub struct Glow;

/// The dashed outline of a grid slot.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SlotMark(pub u8);
