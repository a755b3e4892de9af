//! What a Load screen shows about a save.

use super::file::{GameKind, LoadedGame, LoadedSave};
use super::paths::SaveKind;
use crate::seats::SeatInfo;
use crate::sleeping_queens::Seat;

/// A save as the Load screen lists it. Computed from the file and its replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveSummary {
    /// The file's name in the save folder, e.g. `autosave.ron` or `evening-game.ron`.
    pub file_name: String,
    pub kind: SaveKind,
    /// The name the player gave the save, or `"autosave"`.
    pub name: String,
    /// Seconds since the Unix epoch.
    pub saved_at: u64,
    pub game: GameKind,
    /// The rule set's name (`classic`, `extended`, ... or a house variant's name), or
    /// `mad-queens`.
    pub rules: String,
    pub seats: Vec<SeatInfo>,
    /// Points of each seat, seat 0 first.
    pub points: Vec<u32>,
    /// The turn number (1 for the first turn); in Mad Queens, the round.
    pub turn: u32,
    /// Actions in the log.
    pub actions: usize,
    /// The seats with the most points; empty while nobody has a point.
    pub leaders: Vec<Seat>,
    pub finished: bool,
    /// The winners once the game is over; empty before.
    pub winners: Vec<Seat>,
    /// A practice game (every take-back allowed).
    pub practice: bool,
    /// Decisions taken back.
    pub take_backs: u32,
    /// Hints asked for.
    pub hints: u32,
}

impl SaveSummary {
    pub fn new(file_name: &str, loaded: &LoadedSave) -> SaveSummary {
        let (game, rules, points, turn, finished, winners) = match &loaded.game {
            LoadedGame::SleepingQueens(g) => {
                let state = g.state();
                (
                    GameKind::SleepingQueens,
                    state.rules().name.clone(),
                    (0..state.seat_count()).map(|s| state.points(s)).collect(),
                    state.turn(),
                    state.is_over(),
                    state
                        .outcome()
                        .map(|o| o.winners.clone())
                        .unwrap_or_default(),
                )
            }
            LoadedGame::MadQueens(g) => {
                let state = g.state();
                // What everyone knows: the banks as the round began (a play in
                // progress is private), or the final points.
                let points: Vec<u32> = match state.result() {
                    Some(r) => r.points.clone(),
                    None => state.observe(0).table.iter().map(|p| p.points()).collect(),
                };
                (
                    GameKind::MadQueens,
                    crate::engine::GameKind::MAD_QUEENS_RULES.to_string(),
                    points,
                    state.round(),
                    state.is_over(),
                    state
                        .result()
                        .map(|r| r.winners.clone())
                        .unwrap_or_default(),
                )
            }
        };
        let best: u32 = points.iter().copied().max().unwrap_or(0);
        let leaders = if best == 0 {
            Vec::new()
        } else {
            (0..points.len() as Seat)
                .filter(|s| points[*s as usize] == best)
                .collect()
        };
        SaveSummary {
            file_name: file_name.to_string(),
            kind: SaveKind::of_file_name(file_name),
            name: loaded.file.name.clone(),
            saved_at: loaded.file.saved_at,
            game,
            rules,
            seats: loaded.file.seats.clone(),
            points,
            turn,
            actions: loaded.file.game.actions(),
            leaders,
            finished,
            winners,
            practice: loaded.file.practice,
            take_backs: loaded.file.take_backs,
            hints: loaded.file.hints,
        }
    }

    pub fn seat_names(&self) -> Vec<&str> {
        self.seats.iter().map(|s| s.name.as_str()).collect()
    }

    fn names_of(&self, seats: &[Seat]) -> Vec<&str> {
        seats
            .iter()
            .filter_map(|s| self.seats.get(*s as usize))
            .map(|s| s.name.as_str())
            .collect()
    }

    pub fn leader_names(&self) -> Vec<&str> {
        self.names_of(&self.leaders)
    }

    pub fn winner_names(&self) -> Vec<&str> {
        self.names_of(&self.winners)
    }

    /// One line for a list: `extended · Ann, Bot 1 · turn 12 · Ann leads with 35`.
    pub fn describe(&self) -> String {
        let state = if self.finished {
            match self.winner_names().as_slice() {
                [] => "finished".to_string(),
                [one] => format!("finished, {one} won"),
                many => format!("finished, {} won", many.join(" and ")),
            }
        } else {
            let best = self.points.iter().copied().max().unwrap_or(0);
            let (turn, nothing) = match self.game {
                GameKind::SleepingQueens => ("turn", "no queens yet"),
                GameKind::MadQueens => ("round", "nothing banked yet"),
            };
            match self.leader_names().as_slice() {
                [] => format!("{turn} {}, {nothing}", self.turn),
                [one] => format!("{turn} {}, {one} leads with {best}", self.turn),
                many => format!(
                    "{turn} {}, {} lead with {best}",
                    self.turn,
                    many.join(" and ")
                ),
            }
        };
        format!(
            "{} · {} · {state}",
            self.rules,
            self.seat_names().join(", ")
        )
    }
}
