//! The hint: what the Hard bot would do for the person's decision now, and how the best
//! choices compare. It is worked out from that person's observation alone, in a task
//! on the compute pool (the table keeps moving, the button says it is thinking), then
//! said in words with each choice's win chance, and the hinted card or slot glows.

use std::collections::HashSet;

use bevy::prelude::*;

pub use super::engine::AskHint;
use super::hotseat::HotSeat;
use super::input::{Aiming, Click, Targets, aimed, screen_decision};
use super::present::TableNow;
use super::schedule::{TableSetup, TableSystems};
use crate::arena::mix;
use crate::game::hinting::{self, HintTask, Looked};
use crate::game::play::HintGiven;
use crate::game::rest::Wake;
use crate::game::states::Screen;
use crate::sleeping_queens::bots::same_choice_for;
use crate::sleeping_queens::{Action, CardId, Game};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hinting>();
    app.init_resource::<HintGlow>();
    app.add_systems(
        OnEnter(Screen::Playing),
        (|mut commands: Commands| {
            commands.insert_resource(Hinting::default());
            commands.insert_resource(HintGlow::default());
        })
        .in_set(TableSetup::Parts),
    );
    app.add_systems(
        Update,
        (start_hint, collect_hint, hint_glow)
            .chain()
            .in_set(TableSystems::Route)
            .after(super::input::find_targets)
            .run_if(resource_exists::<super::engine::Match>),
    );
}

/// The hint being worked out, and the one shown (the task itself is both tables'
/// [`HintTask`]).
pub type Hinting = HintTask<Game, Asked>;

/// A hint for one question, with what its seat saw (the words name only that).
pub type ShownHint = hinting::ShownHint<Game, Asked>;

/// What a hint is asked for: the decision (its stamp) and the card held for it, if one
/// is (then the hint is about that card's target).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked {
    pub at: usize,
    pub held: Option<CardId>,
}

impl Asked {
    /// The question on the table now.
    pub fn now(now: &TableNow, aiming: &Aiming) -> Asked {
        let at = now.game.stamp();
        Asked {
            at,
            held: aiming.now(at).map(|a| a.card),
        }
    }
}

impl Hinting {
    /// Whether a hint is being worked out for the decision stamped `at`.
    pub fn thinking(&self, at: usize) -> bool {
        self.thinking_about(|t| t.at == at)
    }

    /// The hint for the decision stamped `at`, with no card held, once it is ready.
    pub fn shown(&self, at: usize) -> Option<&ShownHint> {
        self.shown_for(Asked { at, held: None })
    }
}

/// The cards and empty slots the hint points at: they glow in the hint's colour.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct HintGlow {
    pub cards: HashSet<Entity>,
    pub slots: HashSet<u8>,
}

/// Whether the person at the screen may ask for a hint now: they have a decision (in a
/// game being played, not a replay).
pub fn can_hint(now: &TableNow, seats: &HotSeat) -> bool {
    !now.game.is_replay()
        && now.game.lesson_now().is_none()
        && screen_decision(now, seats).is_some()
}

/// Starts working out a hint when asked, from the deciding seat's observation (with a
/// card held: the observation once it is played, which shows nothing more).
fn start_hint(
    mut asks: MessageReader<AskHint>,
    now: TableNow,
    seats: Res<HotSeat>,
    aiming: Res<Aiming>,
    mut hinting: ResMut<Hinting>,
    mut given: MessageWriter<HintGiven>,
    mut wake: MessageWriter<Wake>,
) {
    if asks.read().count() == 0 || !can_hint(&now, &seats) {
        return;
    }
    let asked = Asked::now(&now, &aiming);
    let Some(seat) = screen_decision(&now, &seats).map(|d| d.seat()) else {
        return;
    };
    let state = now.game.state();
    let obs = match asked.held {
        Some(card) => match aimed(state, seat, card) {
            Some(next) => next.observe(seat),
            None => return,
        },
        None => state.observe(seat),
    };
    // The seed follows the decision, not the deal: the hint knows nothing the seat
    // does not.
    let seed = mix(0x4117_0000 + seat as u64, state.turn() as u64)
        ^ now.game.game().record().actions.len() as u64
        ^ asked.held.map_or(0, |c| mix(0xa1, c.0 as u64));
    if hinting.ask(asked, obs, seed) {
        given.write(HintGiven);
        wake.write(Wake::in_secs(0.05));
    }
}

/// Takes the hint once its task is done; a hint for a question already gone (the
/// decision taken, the card put back) is dropped.
fn collect_hint(
    now: TableNow,
    aiming: Res<Aiming>,
    mut hinting: ResMut<Hinting>,
    mut wake: MessageWriter<Wake>,
) {
    if !hinting.thinking_about(|_| true) {
        return;
    }
    let asked_now = Asked::now(&now, &aiming);
    match hinting.look(Some(asked_now), |asked| asked.at == asked_now.at) {
        Looked::Working => {
            wake.write(Wake::in_secs(0.05));
        }
        Looked::Ready => {
            wake.write(Wake::NOW);
        }
        Looked::Idle | Looked::Dropped => {}
    }
}

/// Lights the cards and slots of the hinted choice, among those a click would act on.
fn hint_glow(
    now: TableNow,
    aiming: Res<Aiming>,
    hinting: Res<Hinting>,
    targets: Res<Targets>,
    mut glow: ResMut<HintGlow>,
) {
    let mut found = HintGlow::default();
    if let Some(shown) = hinting.shown_for(Asked::now(&now, &aiming))
        && let Some(best) = shown.hint.best()
    {
        // A blind pick's choices are all alike: every one glows.
        let hinted = |a: &Action| {
            (shown.hint.alike && matches!(a, Action::Blind(_)))
                || same_choice_for(&shown.obs, a, &best.action)
        };
        for (entity, click) in &targets.cards {
            let on = match (click, &best.action) {
                (Click::Act(a), _) => hinted(a),
                (Click::Select(id), Action::PlayNumbers(p)) => p.cards().contains(id),
                _ => false,
            };
            if on {
                found.cards.insert(*entity);
            }
        }
        for (slot, click) in &targets.slots {
            if matches!(click, Click::Act(a) if hinted(a)) {
                found.slots.insert(*slot);
            }
        }
    }
    if *glow != found {
        *glow = found;
    }
}
