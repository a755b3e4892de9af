//! Mad Queens for the balance figures: fixed bank-after-N policies, one game watched
//! for how each player's game ended, and a table's figures.

use super::GameFailure;
use super::stats::{Mean, Rate};
use crate::mad_queens::bots::MadBot;
use crate::mad_queens::event::GameEnd;
use crate::mad_queens::{MadAction, MadDecision, MadEvent, MadObservation, MadSetup, MadState};
use serde::Serialize;

/// A game that goes on longer than this many decisions is stopped as broken.
const MAX_DECISIONS: u32 = 100_000;

/// Reveals until the row holds `n` cards, then banks; always starts another play
/// (never stops by choice at 12 cards, M-10). A fixed policy, to see what pushing one's
/// luck that far is worth.
pub struct BankAfter(pub u8);

impl MadBot for BankAfter {
    fn name(&self) -> &str {
        "bank-after-n"
    }

    fn decide(&mut self, obs: &MadObservation) -> MadAction {
        match obs.decision {
            Some(MadDecision::RevealOrBank { can_reveal: true })
                if obs.me.row.len() < self.0 as usize =>
            {
                MadAction::Reveal
            }
            Some(MadDecision::StartOrStop) => MadAction::Reveal,
            _ => MadAction::Bank,
        }
    }
}

/// How a player's game ended (M-6, M-10), in the order of [`GameEnd`].
pub const PLAYER_ENDS: [GameEnd; 4] = [
    GameEnd::CannotPay,
    GameEnd::FourthQueen,
    GameEnd::DeckEmpty,
    GameEnd::Stopped,
];

pub fn end_words(end: GameEnd) -> &'static str {
    match end {
        GameEnd::CannotPay => "could not pay a queen (M-6)",
        GameEnd::FourthQueen => "paid the fourth queen (M-10)",
        GameEnd::DeckEmpty => "deck ran out (M-10)",
        GameEnd::Stopped => "stopped at 12 cards or fewer (M-10)",
    }
}

fn end_index(end: GameEnd) -> usize {
    PLAYER_ENDS.iter().position(|e| *e == end).unwrap_or(0)
}

/// What one game of Mad Queens showed.
#[derive(Clone, Debug, Default)]
pub struct MadFacts {
    pub points: Vec<u32>,
    pub winners: Vec<u8>,
    pub ends: Vec<Option<GameEnd>>,
    pub rounds: u32,
    pub decisions: u32,
}

impl MadFacts {
    pub fn share(&self, seat: u8) -> f64 {
        if self.winners.contains(&seat) {
            1.0 / self.winners.len() as f64
        } else {
            0.0
        }
    }
}

/// Plays one game of Mad Queens between `bots` from `seed`, the seats answering in seat
/// order within each round.
pub fn play_watched(
    players: u8,
    seed: u64,
    bots: &mut [Box<dyn MadBot + Send>],
) -> Result<MadFacts, GameFailure> {
    if bots.len() != players as usize {
        return Err(GameFailure::Bots {
            bots: bots.len(),
            seats: players,
        });
    }
    let (mut state, told) =
        MadState::new(&MadSetup::new(players), seed).map_err(|e| GameFailure::Setup {
            seed,
            why: e.to_string(),
        })?;
    let mut ends = vec![None; players as usize];
    let see = |told: &[crate::mad_queens::Told], ends: &mut Vec<Option<GameEnd>>| {
        for t in told {
            if let MadEvent::PlayerOut { seat, end } = t.event
                && let Some(e) = ends.get_mut(seat as usize)
            {
                *e = Some(end);
            }
        }
    };
    see(&told, &mut ends);
    let mut decisions = 0u32;
    while !state.is_over() {
        let Some(&seat) = state.waiting_for().first() else {
            return Err(GameFailure::Stuck { seed });
        };
        let obs = state.observe(seat);
        let bot = &mut bots[seat as usize];
        let action = bot.decide_knowing(&obs, &state);
        let told = state
            .apply(seat, action)
            .map_err(|e| GameFailure::Refused {
                bot: bot.name().to_string(),
                seat,
                seed,
                why: e.to_string(),
            })?;
        see(&told, &mut ends);
        decisions += 1;
        if decisions >= MAX_DECISIONS {
            return Err(GameFailure::TooLong {
                seed,
                decisions: MAX_DECISIONS,
            });
        }
    }
    let result = state
        .result()
        .cloned()
        .ok_or(GameFailure::NoResult { seed })?;
    Ok(MadFacts {
        points: result.points,
        winners: result.winners,
        ends,
        rounds: state.round(),
        decisions,
    })
}

/// A Mad Queens table's figures: every seat the same bot.
#[derive(Clone, Debug, Serialize)]
pub struct MadTableFigures {
    pub players: u8,
    pub bots: String,
    pub games: u64,
    pub errors: Vec<String>,
    /// Win rate by seat (seats answer in seat order within a round).
    pub by_seat: Vec<Rate>,
    pub rounds: Mean,
    pub decisions: Mean,
    /// Points of a player, and of the winner.
    pub points: Mean,
    pub winner_points: Mean,
    pub shared_wins: Rate,
    /// How each player's game ended, as shares of players.
    pub ends: Vec<(GameEnd, Rate)>,
}

impl MadTableFigures {
    pub fn new(players: u8, bots: &str) -> MadTableFigures {
        MadTableFigures {
            players,
            bots: bots.to_string(),
            games: 0,
            errors: Vec::new(),
            by_seat: vec![Rate::default(); players as usize],
            rounds: Mean::default(),
            decisions: Mean::default(),
            points: Mean::default(),
            winner_points: Mean::default(),
            shared_wins: Rate::default(),
            ends: PLAYER_ENDS.iter().map(|e| (*e, Rate::default())).collect(),
        }
    }

    pub fn add(&mut self, g: &MadFacts) {
        self.games += 1;
        for seat in 0..self.players {
            if let Some(r) = self.by_seat.get_mut(seat as usize) {
                r.add_share(g.share(seat));
            }
        }
        self.rounds.add(g.rounds as f64);
        self.decisions.add(g.decisions as f64);
        for p in &g.points {
            self.points.add(*p as f64);
        }
        if let Some(best) = g.points.iter().max() {
            self.winner_points.add(*best as f64);
        }
        self.shared_wins.add(g.winners.len() > 1);
        for end in &g.ends {
            for (i, (_, r)) in self.ends.iter_mut().enumerate() {
                r.add(end.is_some_and(|e| end_index(e) == i));
            }
        }
    }
}

/// A bank-after-N policy against Normal bots: its points and its win rate.
#[derive(Clone, Debug, Serialize)]
pub struct PolicyFigures {
    pub bank_after: u8,
    pub players: u8,
    pub games: u64,
    pub errors: Vec<String>,
    pub points: Mean,
    pub wins: Rate,
    /// The Normal opponents' points in the same games.
    pub opponent_points: Mean,
    pub ends: Vec<(GameEnd, Rate)>,
}

impl PolicyFigures {
    pub fn new(bank_after: u8, players: u8) -> PolicyFigures {
        PolicyFigures {
            bank_after,
            players,
            games: 0,
            errors: Vec::new(),
            points: Mean::default(),
            wins: Rate::default(),
            opponent_points: Mean::default(),
            ends: PLAYER_ENDS.iter().map(|e| (*e, Rate::default())).collect(),
        }
    }

    /// A game where the policy sat at `seat`.
    pub fn add(&mut self, g: &MadFacts, seat: u8) {
        self.games += 1;
        for (s, p) in g.points.iter().enumerate() {
            if s == seat as usize {
                self.points.add(*p as f64);
            } else {
                self.opponent_points.add(*p as f64);
            }
        }
        self.wins.add_share(g.share(seat));
        let end = g.ends.get(seat as usize).copied().flatten();
        for (i, (_, r)) in self.ends.iter_mut().enumerate() {
            r.add(end.is_some_and(|e| end_index(e) == i));
        }
    }
}
