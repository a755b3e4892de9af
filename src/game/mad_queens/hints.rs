//! The hint at the Mad Queens table: what the Hard bot would do for the person's
//! decision now (reveal, bank, start or stop), with its figures, worked out from that
//! person's observation alone in a task on the compute pool (both tables' `HintTask`).

use bevy::prelude::*;

use super::engine::{MadMatch, MadSystems};
use super::shown::MadView;
use crate::arena::mix;
use crate::game::hinting::{HintTask, Looked};
use crate::game::play::HintGiven;
use crate::game::rest::Wake;
use crate::game::states::Screen;
use crate::mad_queens::{MadGame, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MadAskHint>();
    app.add_systems(OnEnter(Screen::MadTable), |mut commands: Commands| {
        commands.insert_resource(MadHinting::default());
    });
    app.add_systems(
        Update,
        (start_hint, collect_hint)
            .chain()
            .after(MadSystems::Apply)
            .run_if(in_state(Screen::MadTable).and_then(resource_exists::<MadMatch>)),
    );
}

/// Ask for a hint for the person's decision now (the Hint button, H).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MadAskHint;

/// What a hint is for: the seat deciding and its decision (the seat's own stamp: the
/// others, playing at the same time, do not change it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MadAsked {
    pub at: usize,
    pub seat: Seat,
}

/// The hint being worked out, and the one shown.
pub type MadHinting = HintTask<MadGame, MadAsked>;

/// Whether the person on screen may ask for a hint now: a decision of theirs, in a
/// game played here or over the network (never a replay).
pub fn can_hint(game: &MadMatch, view: &MadView) -> Option<MadAsked> {
    if game.lesson_now().is_some() {
        return None;
    }
    let seat = view.person_deciding(game)?;
    Some(MadAsked {
        at: game.seat_stamp(seat),
        seat,
    })
}

fn start_hint(
    mut asks: MessageReader<MadAskHint>,
    game: Res<MadMatch>,
    view: Res<MadView>,
    hinting: Option<ResMut<MadHinting>>,
    mut given: MessageWriter<HintGiven>,
    mut wake: MessageWriter<Wake>,
) {
    let (Some(mut hinting), true) = (hinting, asks.read().count() > 0) else {
        return;
    };
    let Some(asked) = can_hint(&game, &view) else {
        return;
    };
    let obs = game.game().observe(asked.seat);
    // The seed follows the decision, not the deal: the hint knows nothing the seat
    // does not.
    let seed = mix(0x4D41_4400 + u64::from(asked.seat), obs.round as u64)
        ^ (obs.me.this_play.len() as u64) << 8
        ^ obs.me.deck.len() as u64;
    if hinting.ask(asked, obs, seed) {
        given.write(HintGiven);
        wake.write(Wake::in_secs(0.05));
    }
}

/// Takes the hint once its task is done; one for a decision already gone is dropped.
fn collect_hint(
    game: Res<MadMatch>,
    view: Res<MadView>,
    hinting: Option<ResMut<MadHinting>>,
    mut wake: MessageWriter<Wake>,
) {
    let Some(mut hinting) = hinting.filter(|h| h.thinking_about(|_| true)) else {
        return;
    };
    let now = can_hint(&game, &view);
    match hinting.look(now, |asked| Some(*asked) == now) {
        Looked::Working => {
            wake.write(Wake::in_secs(0.05));
        }
        Looked::Ready => {
            wake.write(Wake::NOW);
        }
        Looked::Idle | Looked::Dropped => {}
    }
}
