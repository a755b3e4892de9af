//! The Easy bot: a uniformly random legal action, with a light touch so that games
//! still end in a sensible number of turns: it plays a King when it holds one, never
//! declines a free queen, and stops a Fire King early.

use super::Bot;
use crate::sleeping_queens::{Action, Decision, Observation};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub struct EasyBot {
    rng: ChaCha8Rng,
}

impl EasyBot {
    pub fn new(seed: u64) -> EasyBot {
        EasyBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Bot for EasyBot {
    fn name(&self) -> &str {
        "easy"
    }

    fn decide(&mut self, obs: &Observation) -> Action {
        let legal = &obs.legal;
        match &obs.decision {
            Some(Decision::TurnAction { .. }) => {
                let kings: Vec<Action> = legal
                    .iter()
                    .copied()
                    .filter(|a| matches!(a, Action::Play(c) if c.card().is_king()))
                    .collect();
                if let Some(k) = kings.choose(&mut self.rng) {
                    return *k;
                }
            }
            Some(Decision::PickSleepingQueen { .. }) => {
                // A free wake (Rose) is never declined.
                let slots: Vec<Action> = legal
                    .iter()
                    .copied()
                    .filter(|a| *a != Action::Pass)
                    .collect();
                if let Some(s) = slots.choose(&mut self.rng) {
                    return *s;
                }
            }
            Some(Decision::FireBurn { .. }) if self.rng.random_bool(0.5) => return Action::Pass,
            _ => {}
        }
        legal.choose(&mut self.rng).copied().unwrap_or(Action::Pass)
    }
}
