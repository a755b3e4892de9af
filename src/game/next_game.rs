//! What the next table starts from: a game set up on the setup screen or the command
//! line ([`GameConfig`]), or a saved game to resume or play back ([`PendingLoad`]).
//! A leaf: the screens write these, the table reads them.

use bevy::prelude::*;

use crate::bots::BotKind;
use crate::rules::{RuleSet, Seat};
use crate::save::LoadedSave;
use crate::seats::{SeatInfo, SeatKind};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameConfig>();
    app.init_resource::<PendingLoad>();
}

/// How the next game is set up (the setup screen or the command line fills it).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct GameConfig {
    pub seats: Vec<SeatInfo>,
    pub rules: RuleSet,
    pub seed: Option<u64>,
    pub starting_seat: Option<Seat>,
}

impl Default for GameConfig {
    /// You against two Normal bots, extended rules.
    fn default() -> Self {
        GameConfig {
            seats: vec![
                SeatInfo::human("You"),
                SeatInfo::bot("Bo", BotKind::Normal),
                SeatInfo::bot("Cleo", BotKind::Normal),
            ],
            rules: RuleSet::extended(),
            seed: None,
            starting_seat: None,
        }
    }
}

/// Names for bot seats.
pub const BOT_NAMES: [&str; 5] = ["Ana", "Bo", "Cleo", "Dev", "Emi"];

impl GameConfig {
    /// Only bots: `players` seats of Normal bots (for `--autoplay`).
    pub fn bots_only(players: u8, rules: RuleSet) -> GameConfig {
        GameConfig {
            seats: (0..players as usize)
                .map(|i| SeatInfo::bot(BOT_NAMES[i % BOT_NAMES.len()], BotKind::Normal))
                .collect(),
            rules,
            seed: None,
            starting_seat: None,
        }
    }

    /// The seats played by people at this screen.
    pub fn humans(&self) -> Vec<Seat> {
        (0..self.seats.len() as Seat)
            .filter(|s| self.seats[*s as usize].kind == SeatKind::Human)
            .collect()
    }

    /// The game a save was set up as.
    pub fn of_save(file: &crate::save::SaveFile) -> GameConfig {
        GameConfig {
            seats: file.seats.clone(),
            rules: file.record.setup.rules.clone(),
            seed: Some(file.record.seed),
            starting_seat: file.record.setup.starting_seat,
        }
    }
}

/// A saved game the next table starts from, instead of a new deal.
#[derive(Resource, Default)]
pub enum PendingLoad {
    #[default]
    None,
    Resume(Box<LoadedSave>),
    Replay(Box<LoadedSave>),
}
