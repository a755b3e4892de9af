//! Who has the screen. With one person at the table their hand is always shown. With
//! several (hot-seat), every hand is covered whenever the next decision belongs to
//! another person, until that person takes the seat; and every answer and after-wake
//! window opens with the same open call — "Anyone answering?" — whether or not anyone
//! can answer (X-ANS-2). Those who claim (any number of them) get the screen in turn
//! (clockwise, as the rules ask) and may back out; everyone else passes without being
//! seen to.

use bevy::prelude::*;

use super::engine::{Choose, Match, ViewChanged};
use super::present::{Presentation, TableNow};
use super::schedule::{TableSetup, TableSystems};
use crate::game::play::{Happened, apply_choices};
use crate::game::rest::Wake;
use crate::game::settings::Settings;
use crate::game::states::{Menu, Screen};
use crate::seats::SeatKind;
use crate::sleeping_queens::Game;
use crate::sleeping_queens::{Action, Decision, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TakeSeat>();
    app.add_message::<Claim>();
    app.add_systems(
        OnEnter(Screen::Playing),
        open_seats.in_set(TableSetup::Parts),
    );
    app.add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
        commands.remove_resource::<HotSeat>()
    });
    app.add_systems(
        Update,
        seat_keys
            .in_set(TableSystems::Input)
            .run_if(|game: Option<Res<Match>>| game.is_some_and(|g| !g.is_replay())),
    );
    app.add_systems(
        Update,
        show_deciding_person
            .after(apply_choices::<Game>)
            .in_set(TableSystems::Apply),
    );
    app.add_systems(
        Update,
        (
            cover_for_new_view,
            take_seat,
            claim,
            open_calls,
            handoff,
            tick_open_call,
        )
            .chain()
            .in_set(TableSystems::Seat)
            // In a replay the record plays every seat: nobody takes the screen.
            .run_if(|game: Option<Res<Match>>| game.is_some_and(|g| !g.is_replay())),
    );
}

/// The person named takes the screen: their hand is shown.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TakeSeat(pub Seat);

/// An answer to the open call: a person says they answer (or takes it back), or the
/// call is done (with whoever said so, maybe nobody).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    Toggle(Seat),
    Done,
}

/// Who has the screen.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct HotSeat {
    /// Whose hand and hidden queens the table shows (`None`: nobody's).
    pub viewer: Option<Seat>,
    /// Every hand is covered: the screen waits for the next person to take the seat.
    pub covered: bool,
    /// Several people at one screen: the open call of the window in progress.
    pub open_call: Option<OpenCall>,
}

/// One answer window's open call.
#[derive(Debug, Clone, PartialEq)]
pub struct OpenCall {
    /// Which window: the turn, how many cards are in play, and the kind of window.
    pub key: (u32, usize, bool),
    /// The people who said they answer; `None` while the call is open.
    pub claims: Option<Vec<Seat>>,
    /// Who has said so far that they answer, while the call is open.
    pub picked: Vec<Seat>,
    /// Seconds left before nobody is taken to answer (`None`: no countdown).
    pub left: Option<f32>,
    /// Not yet on screen: its countdown starts from the frame that first draws it, not
    /// from the frame before (which may have been a long rest).
    pub fresh: bool,
}

impl HotSeat {
    /// The seat whose hand the table shows face up now.
    pub fn shown_hand(&self) -> Option<Seat> {
        if self.covered { None } else { self.viewer }
    }

    /// The person the covered screen waits for, if it waits for one.
    pub fn waiting_for(&self, game: &Match, presentation: &Presentation) -> Option<Seat> {
        if !self.covered {
            return None;
        }
        let decision = presentation.persons_decision(game)?;
        let seat = decision.seat();
        if !game.shows_view_of(seat) {
            return None;
        }
        if is_window_for_people(game, decision) {
            let claimed = self
                .open_call
                .as_ref()
                .and_then(|c| c.claims.as_ref())
                .is_some_and(|c| c.contains(&seat));
            if !claimed {
                return None;
            }
        }
        Some(seat)
    }

    /// The open call waiting for claims, if one is.
    pub fn open_call_waiting(&self) -> Option<&OpenCall> {
        self.open_call.as_ref().filter(|c| c.claims.is_none())
    }
}

/// Whether this decision is asked of a person in a window, with others at the screen.
pub fn is_window_for_people(game: &Match, decision: &Decision) -> bool {
    game.people().len() >= 2
        && matches!(
            decision,
            Decision::Answer { .. } | Decision::AfterWake { .. }
        )
        && game.seat_kind(decision.seat()) == SeatKind::Human
}

/// The people an open call asks, in the order they are listed: everyone at the screen
/// but the one whose card is answered (nobody answers their own card).
pub fn called(game: &Match, decision: &Decision) -> Vec<Seat> {
    let played_by = match decision {
        Decision::Answer { by, .. } => Some(*by),
        _ => None,
    };
    game.people()
        .into_iter()
        .filter(|s| Some(*s) != played_by)
        .collect()
}

/// Hot-seat by keyboard: Enter takes the screen for the person the cover names; in an
/// open call, 1–9 say (or unsay) that the person listed so answers, and Enter closes
/// the call.
fn seat_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    menu: Res<State<Menu>>,
    now: TableNow,
    seats: Res<HotSeat>,
    mut take: MessageWriter<TakeSeat>,
    mut claim: MessageWriter<Claim>,
) {
    let Some(keys) = keys.filter(|_| *menu.get() == Menu::None) else {
        return;
    };
    if let Some(seat) = seats.waiting_for(&now.game, &now.presentation) {
        if keys.just_pressed(KeyCode::Enter) {
            take.write(TakeSeat(seat));
        }
        return;
    }
    let (Some(_), Some(decision)) = (seats.open_call_waiting(), now.decision()) else {
        return;
    };
    if !is_window_for_people(&now.game, decision) {
        return;
    }
    if keys.just_pressed(KeyCode::Enter) {
        claim.write(Claim::Done);
        return;
    }
    let people = called(&now.game, decision);
    for (key, seat) in DIGITS.iter().zip(people) {
        if keys.just_pressed(*key) {
            claim.write(Claim::Toggle(seat));
        }
    }
}

/// The keys that name the first nine of something listed.
pub const DIGITS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// The one person at the table sees their hand from the start. When several share the
/// screen, nobody's is shown until someone takes the seat (a resumed game too: who sits
/// at the screen is not known).
fn open_seats(mut commands: Commands, game: Option<Res<Match>>) {
    let Some(game) = game else {
        return;
    };
    let viewer = match game.people().as_slice() {
        [one] => Some(*one),
        _ => None,
    };
    commands.insert_resource(HotSeat {
        viewer,
        covered: false,
        open_call: None,
    });
}

/// Several people at this screen playing over the network: once what happened is
/// shown, the table changes to the view of the person whose decision it is (each
/// person's own mirror knows when it is theirs).
fn show_deciding_person(
    mut game: ResMut<Match>,
    presentation: Res<Presentation>,
    mut happened: MessageReader<Happened<Game>>,
    mut changed: MessageWriter<ViewChanged>,
) {
    // Events still to be queued belong to the view shown now.
    if happened.read().count() > 0 || !presentation.is_idle() {
        return;
    }
    if let Some(seat) = game.hidden_decider()
        && game.show_view_of(seat)
    {
        changed.write(ViewChanged(seat));
    }
}

/// Over the network the table changed to another person's view: every hand is covered
/// until that person takes the seat.
fn cover_for_new_view(mut changed: MessageReader<ViewChanged>, mut seats: ResMut<HotSeat>) {
    if changed.read().count() > 0 {
        seats.covered = true;
    }
}

fn take_seat(mut asks: MessageReader<TakeSeat>, mut seats: ResMut<HotSeat>) {
    for TakeSeat(seat) in asks.read() {
        seats.viewer = Some(*seat);
        seats.covered = false;
    }
}

/// Several may say they answer: each is then asked in turn, clockwise, as the rules
/// ask everyone (and may still back out).
fn claim(mut claims: MessageReader<Claim>, mut seats: ResMut<HotSeat>) {
    for claim in claims.read() {
        let Some(call) = seats.open_call.as_mut().filter(|c| c.claims.is_none()) else {
            continue;
        };
        match *claim {
            Claim::Toggle(seat) => match call.picked.iter().position(|s| *s == seat) {
                Some(i) => {
                    call.picked.remove(i);
                }
                None => call.picked.push(seat),
            },
            Claim::Done => call.claims = Some(std::mem::take(&mut call.picked)),
        }
    }
}

fn window_key(game: &Match, decision: &Decision) -> (u32, usize, bool) {
    let state = game.state();
    (
        state.turn(),
        state.in_play().len(),
        matches!(decision, Decision::AfterWake { .. }),
    )
}

/// Opens the call for a new window; passes for the people who did not claim.
fn open_calls(
    now: TableNow,
    mut seats: ResMut<HotSeat>,
    settings: Res<Settings>,
    mut choose: MessageWriter<Choose>,
) {
    let Some(decision) = now.decision() else {
        return;
    };
    if !is_window_for_people(&now.game, decision) {
        return;
    }
    let key = window_key(&now.game, decision);
    if seats.open_call.as_ref().is_none_or(|c| c.key != key) {
        seats.open_call = Some(OpenCall {
            key,
            claims: None,
            picked: Vec::new(),
            left: settings.countdown(),
            fresh: true,
        });
        seats.covered = true;
        return;
    }
    let claimed = match seats.open_call.as_ref().and_then(|c| c.claims.as_ref()) {
        Some(claims) => claims.contains(&decision.seat()),
        None => return,
    };
    if !claimed {
        // Not claimed: this person passes, without anyone seeing whether they could answer.
        choose.write(now.game.choice(decision.seat(), Action::Pass));
    }
}

/// Covers every hand when the next decision belongs to another person than the one who
/// has the screen (or, with several people, to a bot).
fn handoff(now: TableNow, mut seats: ResMut<HotSeat>) {
    let Some(decision) = now.decision() else {
        return;
    };
    let seat = decision.seat();
    let game = &now.game;
    if game.seat_kind(seat) != SeatKind::Human {
        if game.people().len() >= 2 && !seats.covered {
            seats.covered = true;
        }
        return;
    }
    if is_window_for_people(game, decision) {
        // Several said they answer: when the first is done, the screen goes to the next.
        let claimed = seats
            .open_call
            .as_ref()
            .and_then(|c| c.claims.as_ref())
            .is_some_and(|c| c.contains(&seat));
        if claimed && seats.viewer != Some(seat) && !seats.covered {
            seats.covered = true;
        }
        return;
    }
    if seats.open_call.is_some() {
        seats.open_call = None;
        if seats.viewer == Some(seat) && seats.covered && game.shows_view_of(seat) {
            // The window is over and the screen is still with this person.
            seats.covered = false;
            return;
        }
    }
    if seats.viewer != Some(seat) && !seats.covered {
        seats.covered = true;
    }
}

/// The open call's countdown: when it runs out, nobody answers.
fn tick_open_call(time: Res<Time>, mut seats: ResMut<HotSeat>, mut wake: MessageWriter<Wake>) {
    let ticking = seats
        .open_call
        .as_ref()
        .is_some_and(|c| c.claims.is_none() && c.left.is_some());
    if !ticking {
        return;
    }
    let dt = time.delta_secs();
    if let Some(call) = seats.open_call.as_mut()
        && call.fresh
    {
        // This frame draws it: the first second is counted from now.
        call.fresh = false;
        wake.write(Wake::in_secs(1.0));
        return;
    }
    if let Some(call) = seats.open_call.as_mut()
        && let Some(left) = call.left.as_mut()
    {
        *left -= dt;
        if *left <= 0.0 {
            *left = 0.0;
            call.claims = Some(std::mem::take(&mut call.picked));
            wake.write(Wake::NOW);
        } else {
            // The countdown shows whole seconds.
            wake.write(Wake::in_secs(left.fract().max(0.02)));
        }
    }
}
