//! What a Load screen shows about a save.

use super::dir::SaveKind;
use super::file::LoadedSave;
use crate::rules::Seat;
use crate::seats::SeatInfo;

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
    /// The rule set's name (`classic`, `extended`, ... or a house variant's name).
    pub rules: String,
    pub seats: Vec<SeatInfo>,
    /// Points of each seat, seat 0 first.
    pub points: Vec<u32>,
    /// The turn number (1 for the first turn).
    pub turn: u32,
    /// Actions in the log.
    pub actions: usize,
    /// The seats with the most points; empty while nobody has a point.
    pub leaders: Vec<Seat>,
    pub finished: bool,
    /// The winners once the game is over; empty before.
    pub winners: Vec<Seat>,
}

impl SaveSummary {
    pub fn new(file_name: &str, loaded: &LoadedSave) -> SaveSummary {
        let state = loaded.game.state();
        let n = state.seat_count();
        let points: Vec<u32> = (0..n).map(|s| state.points(s)).collect();
        let best = points.iter().copied().max().unwrap_or(0);
        let leaders = if best == 0 {
            Vec::new()
        } else {
            (0..n).filter(|s| points[*s as usize] == best).collect()
        };
        SaveSummary {
            file_name: file_name.to_string(),
            kind: SaveKind::of_file_name(file_name),
            name: loaded.file.name.clone(),
            saved_at: loaded.file.saved_at,
            rules: state.rules().name.clone(),
            seats: loaded.file.seats.clone(),
            points,
            turn: state.turn(),
            actions: loaded.file.record.actions.len(),
            leaders,
            finished: state.is_over(),
            winners: state
                .outcome()
                .map(|o| o.winners.clone())
                .unwrap_or_default(),
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
            match self.leader_names().as_slice() {
                [] => format!("turn {}, no queens yet", self.turn),
                [one] => format!("turn {}, {one} leads with {best}", self.turn),
                many => format!(
                    "turn {}, {} lead with {best}",
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
