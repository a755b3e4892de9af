//! Asking the person who has the screen: a sound when a new decision is put to them,
//! and the answer countdown. The countdown starts when the question is first on screen
//! (every card shown, the hand uncovered) and runs only while it stays there, so the
//! person always has the whole time to answer; when it runs out they pass. It stops
//! while a hint for the question is worked out or its rule is open ("?"), and while a
//! card is held for its target (a Knight after a wake): asking for help, and aiming,
//! cost no time.

use bevy::prelude::*;

use super::engine::Choose;
use super::hints::Hinting;
use super::hotseat::{HotSeat, is_window_for_people};
use super::input::Aiming;
use super::present::ClockPassed;
use super::present::TableNow;
use super::schedule::{TableSetup, TableSystems};
use crate::game::rest::Wake;
use crate::game::settings::Settings;
use crate::game::sounds::{PlaySound, Sfx};
use crate::game::states::Screen;
use crate::sleeping_queens::{Action, Decision};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Asking>();
    app.init_resource::<RuleHelp>();
    app.add_systems(
        OnEnter(Screen::Playing),
        (|mut asking: ResMut<Asking>| *asking = Asking::default()).in_set(TableSetup::Parts),
    );
    app.add_systems(Update, ask.in_set(TableSystems::Route));
}

/// The question on screen for the person who has it.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Asking {
    /// The decision on screen (actions played before it), if one is.
    pub at: Option<usize>,
    /// Seconds left to answer (`None`: no countdown for this decision).
    pub left: Option<f32>,
    /// The countdown's full length.
    pub limit: f32,
}

/// The rule shown for the decision stamped `open_at` by the prompt's "?" (it closes with
/// the decision; the countdown waits while it is open).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct RuleHelp {
    pub open_at: Option<usize>,
}

/// Whether `decision` is answered against the clock (when the countdown is on).
fn has_countdown(decision: &Decision) -> bool {
    matches!(
        decision,
        Decision::Answer { .. } | Decision::AfterWake { .. }
    )
}

fn ask(
    time: Res<Time>,
    now: TableNow,
    seats: Res<HotSeat>,
    settings: Res<Settings>,
    hinting: Res<Hinting>,
    help: Res<RuleHelp>,
    aiming: Res<Aiming>,
    mut asking: ResMut<Asking>,
    mut sounds: MessageWriter<PlaySound>,
    mut choose: MessageWriter<Choose>,
    mut clock: MessageWriter<ClockPassed>,
    mut wake: MessageWriter<Wake>,
) {
    // Nobody answers their own card: the person who played it passes unasked (their
    // pass tells nothing: it is the same for everyone, X-ANS-2).
    // (With several people at the screen the open call passes for them.)
    if let Some(d @ Decision::Answer { seat, by, .. }) = now.persons_decision()
        && seat == by
    {
        if !is_window_for_people(&now.game, d) {
            choose.write(now.game.choice(*seat, Action::Pass));
        }
        return;
    }
    let on_screen = now
        .persons_decision()
        .filter(|d| !seats.covered && seats.viewer == Some(d.seat()));
    let at = on_screen.map(|_| now.game.stamp());
    if at != asking.at {
        // A new question (or none): its countdown starts in full.
        let limit = settings.countdown();
        *asking = Asking {
            at,
            // A lesson waits for its answer, however long it takes.
            left: on_screen
                .filter(|d| has_countdown(d) && now.game.lesson_now().is_none())
                .and(limit),
            limit: limit.unwrap_or(0.0),
        };
        if at.is_some() {
            sounds.write(PlaySound(Sfx::YourTurn));
        }
        if asking.left.is_some() {
            // Its first second is counted from now.
            wake.write(Wake::in_secs(1.0));
        }
        return;
    }
    let (Some(decision), Some(left)) = (on_screen, asking.left) else {
        return;
    };
    // Help, and a card held while its target is picked, cost no time.
    if at.is_some_and(|at| {
        hinting.thinking(at) || help.open_at == Some(at) || aiming.now(at).is_some()
    }) {
        return;
    }
    let left = left - time.delta_secs();
    if left <= 0.0 {
        // Out of time: one pass, and the countdown is over (over the network the
        // question stays on screen until the server's answer comes back).
        asking.left = None;
        choose.write(now.game.choice(decision.seat(), Action::Pass));
        if let Some(at) = at {
            clock.write(ClockPassed { at });
        }
    } else {
        asking.left = Some(left);
        // The countdown shows whole seconds.
        wake.write(Wake::in_secs(left.fract().max(0.02)));
    }
}
