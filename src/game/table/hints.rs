//! The hint: what the Hard bot would do for the person's decision now, and how the best
//! choices compare. It is worked out from that person's observation alone, in a task
//! on the compute pool (the table keeps moving, the button says it is thinking), then
//! said in words with each choice's win chance, and the hinted card or slot glows.

use std::collections::HashSet;
use std::panic::{AssertUnwindSafe, catch_unwind};

use bevy::platform::cell::SyncCell;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

pub use super::engine::AskHint;
use super::engine::HintGiven;
use super::hotseat::HotSeat;
use super::input::{Click, Targets, screen_decision};
use super::present::TableNow;
use super::schedule::{TableSetup, TableSystems};
use crate::bots::advice::{self, Hint};
use crate::bots::arena::mix;
use crate::bots::same_choice_for;
use crate::game::rest::Wake;
use crate::game::states::Screen;
use crate::rules::{Action, Observation};

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

/// The hint being worked out, and the one shown.
#[derive(Resource, Default)]
pub struct Hinting {
    /// The decision's stamp and the task working on it.
    thinking: Option<(usize, SyncCell<Task<Option<Hint>>>)>,
    shown: Option<ShownHint>,
}

/// A hint for one decision, with what its seat saw (the words name only that).
pub struct ShownHint {
    pub at: usize,
    pub obs: Observation,
    pub hint: Hint,
}

impl Hinting {
    /// Whether a hint is being worked out for the decision stamped `at`.
    pub fn thinking(&self, at: usize) -> bool {
        self.thinking.as_ref().is_some_and(|(t, _)| *t == at)
    }

    /// The hint for the decision stamped `at`, once it is ready.
    pub fn shown(&self, at: usize) -> Option<&ShownHint> {
        self.shown.as_ref().filter(|s| s.at == at)
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
    !now.game.is_replay() && screen_decision(now, seats).is_some()
}

/// Starts working out a hint when asked, from the deciding seat's observation.
fn start_hint(
    mut asks: MessageReader<AskHint>,
    now: TableNow,
    seats: Res<HotSeat>,
    mut hinting: ResMut<Hinting>,
    mut given: MessageWriter<HintGiven>,
    mut wake: MessageWriter<Wake>,
) {
    if asks.read().count() == 0 || !can_hint(&now, &seats) {
        return;
    }
    let at = now.game.stamp();
    if hinting.thinking(at) || hinting.shown(at).is_some() {
        return;
    }
    let Some(seat) = screen_decision(&now, &seats).map(|d| d.seat()) else {
        return;
    };
    let obs = now.game.state().observe(seat);
    // The seed follows the decision, not the deal: the hint knows nothing the seat
    // does not.
    let seed = mix(0x4117_0000 + seat as u64, now.game.state().turn() as u64)
        ^ now.game.game().record().actions.len() as u64;
    let task = AsyncComputeTaskPool::get().spawn(async move {
        catch_unwind(AssertUnwindSafe(|| advice::hint(&obs, seed)))
            .ok()
            .flatten()
    });
    hinting.thinking = Some((at, SyncCell::new(task)));
    given.write(HintGiven);
    wake.write(Wake::in_secs(0.05));
}

/// Takes the hint once its task is done; a hint for a decision already taken is dropped.
fn collect_hint(now: TableNow, mut hinting: ResMut<Hinting>, mut wake: MessageWriter<Wake>) {
    let at = now.game.stamp();
    let Some((for_at, task)) = hinting.thinking.as_mut() else {
        return;
    };
    let for_at = *for_at;
    let Some(result) = check_ready(task.get()) else {
        // Look again soon; a hint for a decision already past is dropped with its task.
        if for_at != at {
            hinting.thinking = None;
        } else {
            wake.write(Wake::in_secs(0.05));
        }
        return;
    };
    hinting.thinking = None;
    let Some(hint) = result else {
        warn!("No hint could be worked out for this decision");
        return;
    };
    let Some(seat) = now.decision().map(|d| d.seat()).filter(|_| for_at == at) else {
        return;
    };
    hinting.shown = Some(ShownHint {
        at,
        obs: now.game.state().observe(seat),
        hint,
    });
    wake.write(Wake::NOW);
}

/// Lights the cards and slots of the hinted choice, among those a click would act on.
fn hint_glow(
    now: TableNow,
    hinting: Res<Hinting>,
    targets: Res<Targets>,
    mut glow: ResMut<HintGlow>,
) {
    let mut found = HintGlow::default();
    if let Some(shown) = hinting.shown(now.game.stamp())
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
