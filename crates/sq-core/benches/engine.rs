//! The engine's hot paths, which the Hard bot's search spends its time in:
//! `cargo bench --no-default-features` (the engine needs no Bevy; a plain `cargo bench`
//! would build the whole game optimised first).

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use sq_core::sleeping_queens::bots::{Bot, Budget, HardBot};
use sq_core::sleeping_queens::{Action, Decision, GameState, RuleSet, Setup};
use std::hint::black_box;

/// A state some way into a game of `seats` under `rules`, as a search meets it.
fn mid_game(rules: RuleSet, seats: u8, steps: usize) -> GameState {
    let mut state = GameState::new(&Setup::new(seats, rules), 7).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..steps {
        if state.is_over() {
            break;
        }
        let legal = state.legal_actions();
        state.apply(*legal.choose(&mut rng).unwrap()).unwrap();
    }
    state
}

/// The first turn from `state` on with at least four actions to choose from.
fn a_real_choice(mut state: GameState) -> GameState {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    loop {
        assert!(!state.is_over(), "the game ended before a real choice");
        let legal = state.legal_actions();
        if matches!(state.pending(), Some(Decision::TurnAction { .. })) && legal.len() >= 4 {
            return state;
        }
        state.apply(*legal.choose(&mut rng).unwrap()).unwrap();
    }
}

fn engine(c: &mut Criterion) {
    for (name, rules) in [
        ("classic", RuleSet::classic()),
        ("extended", RuleSet::extended()),
    ] {
        let state = mid_game(rules.clone(), 4, 30);
        let mut group = c.benchmark_group(format!("{name}, 4 seats"));
        group.bench_function("clone a state", |b| b.iter(|| black_box(&state).clone()));
        let mut legal: Vec<Action> = Vec::new();
        group.bench_function("legal actions", |b| {
            b.iter(|| {
                black_box(&state).legal_actions_into(&mut legal);
                black_box(legal.len())
            })
        });
        let action = state.legal_actions()[0];
        let mut events = Vec::new();
        group.bench_function("apply an action", |b| {
            b.iter_batched_ref(
                || state.clone(),
                |s| {
                    events.clear();
                    s.apply_unchecked(black_box(action), &mut events)
                },
                BatchSize::SmallInput,
            )
        });
        let seat = state.pending().map_or(0, |d| d.seat());
        let seen = state.observe(seat);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        group.bench_function("sample an observation", |b| {
            b.iter(|| seen.sample(black_box(&mut rng)))
        });
        // A whole random game: the unit of a rollout.
        group.bench_function("play a random game", |b| {
            let mut rng = ChaCha8Rng::seed_from_u64(2);
            b.iter_batched_ref(
                || GameState::new(&Setup::new(4, rules.clone()), 11).unwrap(),
                |s| {
                    while !s.is_over() {
                        s.legal_actions_into(&mut legal);
                        events.clear();
                        s.apply_unchecked(*legal.choose(&mut rng).unwrap(), &mut events);
                    }
                },
                BatchSize::SmallInput,
            )
        });
        // One decision of the Hard bot at its game budget, with no clock.
        let budget = Budget {
            time: None,
            ..Budget::for_table(&rules, 4)
        };
        let turn = a_real_choice(mid_game(rules.clone(), 4, 24));
        let seen = turn.observe(turn.pending().map_or(0, |d| d.seat()));
        group.sample_size(10);
        group.bench_function("one Hard decision", |b| {
            b.iter(|| HardBot::with_budget(3, budget).decide(black_box(&seen)))
        });
        group.finish();
    }
}

criterion_group!(benches, engine);
criterion_main!(benches);
