//! How Mad Queens measures a choice for a hint or a review ([`Advised`]): the Hard
//! bot's rollouts, each choice played out to the seat's last round in the same deals
//! of its deck (in an order the seat cannot know) against the others' games played on
//! from what is public of them.

use super::bots::HardBot;
use super::game::{MadGame, MadRecord};
use super::observation::MadObservation;
use super::state::MadAction;
use crate::advice::{Advised, Judged, Measure};

/// Rollouts a hint plays each choice in.
pub const HINT_DEALS: u32 = 6000;
/// Rollouts a review measures each decision over.
pub const REVIEW_DEALS: u32 = 4000;

/// Each legal choice's mean over the part of its rollouts `half` takes.
fn means(outcomes: &[(MadAction, Vec<f64>)], half: impl Fn(&[f64]) -> &[f64]) -> Vec<f64> {
    outcomes
        .iter()
        .map(|(_, v)| {
            let v = half(v);
            v.iter().sum::<f64>() / v.len().max(1) as f64
        })
        .collect()
}

impl Advised for MadGame {
    fn measure(obs: &MadObservation) -> Measure {
        // Alone at the table there is nobody to beat: the figure is the points.
        if obs.players() == 1 {
            Measure::Points
        } else {
            Measure::WinChance
        }
    }

    fn hint_deals(_obs: &MadObservation) -> u32 {
        HINT_DEALS
    }

    fn review_deals(_record: &MadRecord) -> u32 {
        REVIEW_DEALS
    }

    fn rate(obs: &MadObservation, deals: u32, seed: u64) -> Option<Vec<(MadAction, f64)>> {
        obs.decision?;
        let outcomes = HardBot::with_rollouts(seed, deals as usize).outcomes(obs);
        let means = means(&outcomes, |v| v);
        Some(outcomes.iter().map(|(a, _)| *a).zip(means).collect())
    }

    fn judge(
        obs: &MadObservation,
        chose: MadAction,
        deals: u32,
        seed: u64,
    ) -> Option<Judged<MadAction>> {
        if obs.legal.len() <= 1 {
            return None;
        }
        let outcomes = HardBot::with_rollouts(seed, deals.max(4) as usize).outcomes(obs);
        let chosen = outcomes.iter().position(|(a, _)| *a == chose)?;
        let half = outcomes.first().map_or(0, |(_, v)| v.len() / 2);
        let picking = means(&outcomes, |v| &v[..half]);
        let valued = means(&outcomes, |v| &v[half..]);
        let best = (0..outcomes.len()).max_by(|&a, &b| picking[a].total_cmp(&picking[b]))?;
        Some(Judged {
            win: valued[chosen],
            best: outcomes[best].0,
            best_win: valued[best],
            cost: if best == chosen {
                0.0
            } else {
                valued[best] - valued[chosen]
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advice::{hint_with, review};
    use crate::engine::GameEngine;
    use crate::mad_queens::bots::{self as mad_bots};
    use crate::mad_queens::state::MadSetup;
    use crate::seats::BotKind;
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    use rand_chacha::ChaCha8Rng;

    /// A game of bots (Normal at every seat), `actions` choices in.
    fn played(players: u8, seed: u64, actions: usize) -> MadGame {
        let (mut game, _) = MadGame::new(MadSetup::new(players), seed).unwrap();
        let mut bots: Vec<_> = (0..players)
            .map(|s| mad_bots::make(BotKind::Normal, seed + s as u64))
            .collect();
        for _ in 0..actions {
            let Some(&seat) = game.waiting_on().first() else {
                break;
            };
            let action = bots[seat as usize].decide(&game.observe(seat));
            game.apply_as(seat, action).unwrap();
        }
        game
    }

    /// The hint comes from what the seat sees: shuffle every deck (the order nobody
    /// knows, and the other players' cards) and the banned deck, and it is the same.
    #[test]
    fn a_mad_queens_hint_never_uses_hidden_cards() {
        let mut compared = 0;
        for players in 1..=4u8 {
            for seed in 0..6u64 {
                let game = played(players, seed, 3 + seed as usize * 5);
                let Some(&seat) = game.waiting_on().first() else {
                    continue;
                };
                let obs = game.observe(seat);
                let mut other = game.state().clone();
                let mut rng = ChaCha8Rng::seed_from_u64(seed + 99);
                for p in &mut other.players {
                    p.deck.shuffle(&mut rng);
                }
                other.banned_deck.shuffle(&mut rng);
                let mut seen = other.observe(seat);
                seen.history = obs.history.clone();
                assert_eq!(seen, obs, "{players} {seed}: the same observation");
                let a = hint_with::<MadGame>(&obs, 60, 5).expect("a decision");
                let b = hint_with::<MadGame>(&seen, 60, 5).expect("a decision");
                assert_eq!(a, b, "{players} {seed}");
                assert!(obs.legal.contains(&a.best().unwrap().action));
                assert!(a.choices.windows(2).all(|w| w[0].win >= w[1].win));
                let measure = if players == 1 {
                    Measure::Points
                } else {
                    Measure::WinChance
                };
                assert_eq!(a.measure, measure);
                compared += 1;
            }
        }
        assert!(compared >= 16, "{compared}");
    }

    /// A review lists every one of the seat's decisions that had a choice, and repeats
    /// for its record.
    #[test]
    fn a_mad_queens_review_lists_every_decision() {
        let game = played(2, 3, 10_000);
        assert!(game.is_over());
        let record = game.record();
        let once = review::<MadGame>(record, 0, 16, &mut |_, _| true)
            .unwrap()
            .unwrap();
        let again = review::<MadGame>(record, 0, 16, &mut |_, _| true)
            .unwrap()
            .unwrap();
        assert_eq!(once, again);
        let mut replay = game.rewound(0).unwrap();
        let mut decisions = Vec::new();
        for (i, p) in GameEngine::played(&game).into_iter().enumerate() {
            if p.seat == 0 && replay.legal(0).len() > 1 {
                decisions.push((i, p.action));
            }
            replay.apply_as(p.seat, p.action).unwrap();
        }
        assert!(decisions.len() > 5);
        let listed: Vec<(usize, MadAction)> =
            once.moments.iter().map(|m| (m.action, m.chose)).collect();
        assert_eq!(listed, decisions);
        assert!(
            once.moments
                .iter()
                .all(|m| m.cost == 0.0 || m.chose != m.best)
        );
    }
}
