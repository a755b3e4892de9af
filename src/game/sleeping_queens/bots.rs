//! Bots at the Sleeping Queens table, on the runner both tables share
//! ([`crate::game::bots`]): a bot's answer becomes a [`Choose`] like anyone's, shown after
//! a short, visible delay.

use bevy::prelude::*;

use super::engine::{Choose, Match};
use super::present::{AnimationSpeed, TableNow};
use super::schedule::{TableSetup, TableSystems};
use crate::game::bots::add_bots;
use crate::game::rest::Wake;
use crate::game::states::Screen;
use crate::seats::{BotKind, SeatKind, WINDOW_PACE, WINDOW_THINK};
use crate::sleeping_queens::{Decision, Game};

/// The bots of the Sleeping Queens match.
pub type BotSeats = crate::game::bots::BotSeats<Game>;

pub(super) fn plugin(app: &mut App) {
    add_bots::<Game>(app, Screen::Playing, TableSetup::Parts);
    app.add_systems(
        Update,
        (
            answer.in_set(TableSystems::Decide),
            think.in_set(TableSystems::Route),
        )
            .run_if(resource_exists::<BotSeats>),
    );
}

/// A bot's seat must decide, every event before it shown: its bot starts thinking.
fn think(
    now: TableNow,
    speed: Res<AnimationSpeed>,
    mut seats: ResMut<BotSeats>,
    mut choose: MessageWriter<Choose>,
    mut wake: MessageWriter<Wake>,
) {
    if now.game.is_replay() {
        return;
    }
    let Some(decision) = now.decision() else {
        return;
    };
    let Some(seat) = seats.next_of([decision.seat()]) else {
        return;
    };
    // In a lesson the gentle opponent plays its beat, at a bot's pace.
    let scripted = now
        .game
        .beat()
        .filter(|b| b.seat == seat)
        .and(now.game.beat_action(seat));
    let game = now.game.game();
    if let Some(choice) = seats.think(
        game,
        seat,
        now.game.stamp(),
        scripted,
        bot_pause(decision, speed.speed, now.game.seat_kind(seat)),
        window_think(decision, now.game.seat_kind(seat)),
        &mut wake,
    ) {
        choose.write(choice);
    }
}

/// Seconds at the table before a bot's choice is played: a moment to see whose turn it
/// is, quicker as the cards move quicker. A choice is never played before its bot has
/// thought, so a window's choice (an answer, an after-wake play) from a bot that
/// searches (Hard, when it could answer; it passes at once when it could only pass)
/// always comes [`WINDOW_PACE`] after the window opens, whatever the speed: its moment
/// tells nothing of what the bot holds (X-ANS-2). The other bots decide in
/// microseconds, well within any pause.
pub fn bot_pause(decision: &Decision, speed: f32, kind: SeatKind) -> f32 {
    match decision {
        _ if window_think(decision, kind).is_some() => WINDOW_PACE.as_secs_f32().max(0.45 / speed),
        Decision::TurnAction { .. } => 0.7 / speed,
        _ => 0.45 / speed,
    }
}

/// How long a bot that searches may think over a window before it answers with the best
/// it has ([`WINDOW_THINK`], well inside [`WINDOW_PACE`]): its answer is then always
/// ready at the pace, whatever else the machine is doing.
pub fn window_think(decision: &Decision, kind: SeatKind) -> Option<std::time::Duration> {
    (decision.is_window() && kind == SeatKind::Bot(BotKind::Hard)).then_some(WINDOW_THINK)
}

/// Plays the answer of the bot that is thinking, once its delay is up.
fn answer(
    time: Res<Time>,
    game: Res<Match>,
    mut seats: ResMut<BotSeats>,
    mut choose: MessageWriter<Choose>,
    mut wake: MessageWriter<Wake>,
) {
    if let Some(choice) = seats.answer(time.delta_secs(), game.game(), &mut wake) {
        choose.write(choice);
    }
}
