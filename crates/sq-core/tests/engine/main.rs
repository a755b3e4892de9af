//! The engine's tests: rules by id, properties over random games, bots, saves and the
//! save corpus. One test binary, so that it links once; no Bevy.

mod advice;
mod bots;
mod corpus;
mod determinism;
mod lessons;
mod mad_queens;
mod properties;
mod saves;
mod seam;
mod sleeping_queens;
mod switches;
mod takeback;

/// A game of `rules` from `seed`, played for `actions` actions (or to its end) by
/// taking legal action `(i * step + seed) mod n` at the `i`-th decision.
pub fn scripted_game(
    rules: &str,
    seats: u8,
    seed: u64,
    actions: usize,
    step: usize,
) -> sq_core::sleeping_queens::Game {
    use sq_core::sleeping_queens::{Game, RuleSet, Setup};
    let setup = Setup::new(seats, RuleSet::named(rules).expect("a built-in rule set"));
    let (mut game, _) = Game::new(setup, seed).expect("a game starts");
    for i in 0..actions {
        let legal = game.state().legal_actions();
        if legal.is_empty() {
            break;
        }
        let a = legal[(i * step + seed as usize) % legal.len()];
        game.apply(a).expect("a legal action is played");
    }
    game
}

/// A random house set: a base and each switch on or off by a bit of `bits`, with any
/// clash undone by turning its second switch back to the base's way.
pub fn house_set(extended: bool, bits: u32) -> sq_core::sleeping_queens::RuleSet {
    use sq_core::sleeping_queens::{RuleSet, RuleSetProblem, Switch};
    let mut rules = if extended {
        RuleSet::extended()
    } else {
        RuleSet::classic()
    };
    rules.name = format!("house {bits:08x}");
    for (i, switch) in Switch::ALL.into_iter().enumerate() {
        if extended || switch.in_classic() {
            rules.set(switch, bits & 1 << i != 0);
        }
    }
    while let Err((_, RuleSetProblem::Clash(clash))) = rules.check() {
        let [_, (second, on)] = clash.switches();
        rules.set(second, !on);
    }
    rules.check().expect("a house set that can be played");
    rules
}
