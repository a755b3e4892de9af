//! The player's profile: how their games against bots went, per rule set and bot
//! level, kept in `profile.conf` (RON) beside the settings. A game counts when the one
//! person at a table of bots plays it to its end.

use crate::sleeping_queens::bots::BotKind;
use serde::{Deserialize, Serialize};

/// The profile's file in the save folder (not `.ron`: the Load screen lists those).
pub const PROFILE_FILE: &str = "profile.conf";

/// A finished game, as the profile counts it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedGame {
    /// The rule set's name.
    pub rules: String,
    /// The strongest bot at the table.
    pub level: BotKind,
    /// The person won (alone or sharing the win).
    pub won: bool,
    pub points: u32,
    pub hints: u32,
    pub take_backs: u32,
    /// Mad Queens: plays that bust, cards banked as exact matches, queens paid.
    pub busts: u32,
    pub exact_matches: u32,
    pub queens_paid: u32,
}

/// One rule set (or Mad Queens) against one bot level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub rules: String,
    pub level: BotKind,
    pub played: u32,
    pub won: u32,
    /// All the points of these games (their average is shown).
    pub points: u64,
    /// Mad Queens: plays that bust, exact matches and queens paid, in all these games.
    #[serde(default)]
    pub busts: u64,
    #[serde(default)]
    pub exact_matches: u64,
    #[serde(default)]
    pub queens_paid: u64,
}

impl Tally {
    pub fn average_points(&self) -> f64 {
        self.points as f64 / self.played.max(1) as f64
    }

    pub fn win_rate(&self) -> f64 {
        self.won as f64 / self.played.max(1) as f64
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Profile {
    /// By rule set, then bot level (easy first).
    pub tallies: Vec<Tally>,
    /// Wins in a row now, and the longest run.
    pub streak: u32,
    pub best_streak: u32,
    pub hints: u32,
    pub take_backs: u32,
    /// The lessons played to their end, by key.
    pub lessons: Vec<String>,
    /// Lessons left part way: the key and how many choices were played.
    pub lessons_begun: Vec<(String, u32)>,
}

impl Profile {
    /// Marks the lesson `key` as done (once).
    pub fn lesson_done(&mut self, key: &str) {
        if !self.has_done(key) {
            self.lessons.push(key.to_string());
        }
        self.set_lesson_at(key, 0);
    }

    pub fn has_done(&self, key: &str) -> bool {
        self.lessons.iter().any(|l| l == key)
    }

    /// How far the lesson `key` was played when it was left (0: from the start).
    pub fn lesson_at(&self, key: &str) -> u32 {
        self.lessons_begun
            .iter()
            .find(|(k, _)| k == key)
            .map_or(0, |(_, n)| *n)
    }

    /// Keeps how far the lesson `key` is played (0 forgets it).
    pub fn set_lesson_at(&mut self, key: &str, choices: u32) {
        self.lessons_begun.retain(|(k, _)| k != key);
        if choices > 0 {
            self.lessons_begun.push((key.to_string(), choices));
        }
    }

    /// Counts a finished game.
    pub fn record(&mut self, game: &FinishedGame) {
        let i = match self
            .tallies
            .iter()
            .position(|t| t.rules == game.rules && t.level == game.level)
        {
            Some(i) => i,
            None => {
                self.tallies.push(Tally {
                    rules: game.rules.clone(),
                    level: game.level,
                    played: 0,
                    won: 0,
                    points: 0,
                    busts: 0,
                    exact_matches: 0,
                    queens_paid: 0,
                });
                self.tallies
                    .sort_by(|a, b| (&a.rules, a.level).cmp(&(&b.rules, b.level)));
                self.tallies
                    .iter()
                    .position(|t| t.rules == game.rules && t.level == game.level)
                    .unwrap_or(0)
            }
        };
        let tally = &mut self.tallies[i];
        tally.played += 1;
        tally.won += game.won as u32;
        tally.points += game.points as u64;
        tally.busts += u64::from(game.busts);
        tally.exact_matches += u64::from(game.exact_matches);
        tally.queens_paid += u64::from(game.queens_paid);
        self.streak = if game.won { self.streak + 1 } else { 0 };
        self.best_streak = self.best_streak.max(self.streak);
        self.hints += game.hints;
        self.take_backs += game.take_backs;
    }

    /// Games played in all.
    pub fn played(&self) -> u32 {
        self.tallies.iter().map(|t| t.played).sum()
    }

    /// The profile as its file holds it.
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
    }

    /// A profile file's text.
    pub fn parse(text: &str) -> Result<Profile, ron::error::SpannedError> {
        ron::from_str(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(rules: &str, level: BotKind, won: bool, points: u32) -> FinishedGame {
        FinishedGame {
            rules: rules.into(),
            level,
            won,
            points,
            hints: 1,
            take_backs: 2,
            busts: 0,
            exact_matches: 0,
            queens_paid: 0,
        }
    }

    #[test]
    fn mad_queens_games_count_their_busts_exact_matches_and_queens_beside_the_rule_sets() {
        let mut p = Profile::default();
        p.record(&game("classic", BotKind::Normal, true, 50));
        for (busts, exact, queens) in [(3, 1, 2), (4, 0, 1)] {
            p.record(&FinishedGame {
                busts,
                exact_matches: exact,
                queens_paid: queens,
                ..game("mad-queens", BotKind::Hard, false, 30)
            });
        }
        let mad = p.tallies.iter().find(|t| t.rules == "mad-queens").unwrap();
        assert_eq!(
            (mad.played, mad.busts, mad.exact_matches, mad.queens_paid),
            (2, 7, 1, 3)
        );
        assert_eq!(mad.average_points(), 30.0);
        let classic = p.tallies.iter().find(|t| t.rules == "classic").unwrap();
        assert_eq!((classic.played, classic.busts), (1, 0));
        // A profile written before these counts reads them as none.
        let old = "(tallies: [(rules: \"mad-queens\", level: Hard, played: 1, won: 0, points: 9)])";
        let read = Profile::parse(old).expect("reads");
        assert_eq!((read.tallies[0].played, read.tallies[0].busts), (1, 0));
    }

    #[test]
    fn games_are_counted_by_rule_set_and_level_with_the_longest_win_streak() {
        let mut p = Profile::default();
        for g in [
            game("extended", BotKind::Hard, true, 40),
            game("classic", BotKind::Normal, true, 50),
            game("extended", BotKind::Hard, true, 42),
            game("extended", BotKind::Hard, false, 20),
            game("extended", BotKind::Easy, true, 45),
        ] {
            p.record(&g);
        }
        let keys: Vec<(&str, BotKind, u32, u32)> = p
            .tallies
            .iter()
            .map(|t| (t.rules.as_str(), t.level, t.played, t.won))
            .collect();
        assert_eq!(
            keys,
            vec![
                ("classic", BotKind::Normal, 1, 1),
                ("extended", BotKind::Easy, 1, 1),
                ("extended", BotKind::Hard, 3, 2),
            ]
        );
        assert_eq!(p.tallies[2].average_points(), 34.0);
        assert_eq!((p.streak, p.best_streak), (1, 3));
        assert_eq!((p.hints, p.take_backs, p.played()), (5, 10, 5));
        // Kept and read back as it was; an older or partial file reads with defaults.
        assert_eq!(
            Profile::parse(&p.to_ron().expect("writes")).expect("reads"),
            p
        );
        assert_eq!(
            Profile::parse("(streak: 2)").expect("reads"),
            Profile {
                streak: 2,
                ..Profile::default()
            }
        );
    }
}
