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
use crate::rules::{Decision, Game};

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
    let pause = match decision {
        Decision::TurnAction { .. } => 0.7,
        _ => 0.45,
    };
    let game = now.game.game();
    if let Some(choice) = seats.think(
        game,
        seat,
        now.game.stamp(),
        scripted,
        pause / speed.speed,
        &mut wake,
    ) {
        choose.write(choice);
    }
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
