//! Several people at one screen (X-ANS-2): every answer and after-wake window opens
//! with the same open call — "Anyone answering?" — whether or not anyone can answer.
//! Those who claim get the screen in turn (clockwise, as the rules ask) and may back
//! out; everyone else passes without being seen to.

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, Align2, RichText},
};

use super::{Session, TableCover, TableSystems};
use crate::game::screens::Screen;
use crate::game::settings::Settings;
use crate::game::theme::palette::INK;
use crate::rules::{Action, Decision, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TakeSeat>();
    app.add_systems(
        Update,
        (route_open_call, handoff, take_seat)
            .chain()
            .in_set(TableSystems::Step)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        draw_open_call.run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
}

/// The person named takes the screen: their hand is shown.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TakeSeat(pub Seat);

/// The person the covered screen waits for, if it waits for one.
pub fn waiting_for_seat(session: &Session, cover: &TableCover) -> Option<Seat> {
    if !cover.0 {
        return None;
    }
    let decision = session.human_decision()?;
    let seat = decision.seat();
    if is_window_for_people(session, decision) {
        let claimed = session
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

/// Covers every hand when the next decision belongs to another person than the one who
/// has the screen (or, with several people, to a bot).
fn handoff(mut session: ResMut<Session>, mut cover: ResMut<TableCover>) {
    let Some(decision) = session.decision_now().cloned() else {
        return;
    };
    let seat = decision.seat();
    let people = session.config.humans().len();
    let human = session.seat_kind(seat) == super::SeatKind::Human;
    if !human {
        if people >= 2 && !cover.0 {
            cover.0 = true;
            session.dirty = true;
        }
        return;
    }
    if is_window_for_people(&session, &decision) {
        return;
    }
    if session.open_call.is_some() {
        session.open_call = None;
        if session.viewer == Some(seat) && cover.0 {
            // The window is over and the screen is still with this person.
            cover.0 = false;
            session.dirty = true;
            return;
        }
    }
    if session.viewer != Some(seat) && !cover.0 {
        cover.0 = true;
        session.dirty = true;
    }
}

fn take_seat(
    mut asks: MessageReader<TakeSeat>,
    mut session: ResMut<Session>,
    mut cover: ResMut<TableCover>,
) {
    for TakeSeat(seat) in asks.read() {
        session.viewer = Some(*seat);
        cover.0 = false;
        session.dirty = true;
    }
}

/// One window's open call.
#[derive(Debug, Clone, PartialEq)]
pub struct OpenCall {
    /// Which window: the turn, how many cards are in play, and the kind of window.
    pub key: (u32, usize, bool),
    /// The people who said they answer; `None` while the call is open.
    pub claims: Option<Vec<Seat>>,
    /// When the call opened (seconds of game time).
    pub opened: f64,
}

/// Whether this decision is asked of a person in a window, with others at the screen.
pub fn is_window_for_people(session: &Session, decision: &Decision) -> bool {
    session.config.humans().len() >= 2
        && matches!(
            decision,
            Decision::Answer { .. } | Decision::AfterWake { .. }
        )
        && session.seat_kind(decision.seat()) == super::SeatKind::Human
}

fn window_key(session: &Session, decision: &Decision) -> (u32, usize, bool) {
    let state = session.game.state();
    (
        state.turn(),
        state.in_play().len(),
        matches!(decision, Decision::AfterWake { .. }),
    )
}

/// Opens the call for a new window; passes for the people who did not claim.
fn route_open_call(mut session: ResMut<Session>, mut cover: ResMut<TableCover>, time: Res<Time>) {
    let Some(decision) = session.decision_now().cloned() else {
        return;
    };
    if !is_window_for_people(&session, &decision) {
        return;
    }
    let key = window_key(&session, &decision);
    if session.open_call.as_ref().is_none_or(|c| c.key != key) {
        session.open_call = Some(OpenCall {
            key,
            claims: None,
            opened: time.elapsed_secs_f64(),
        });
        cover.0 = true;
        session.dirty = true;
        return;
    }
    let claimed = match session.open_call.as_ref().and_then(|c| c.claims.as_ref()) {
        Some(claims) => claims.contains(&decision.seat()),
        None => return,
    };
    if !claimed {
        // Not claimed: this person passes, without anyone seeing whether they could answer.
        if let Err(e) = session.apply(Action::Pass) {
            warn!("Pass refused: {e}");
        }
    }
}

fn draw_open_call(
    mut contexts: EguiContexts,
    mut session: ResMut<Session>,
    settings: Res<Settings>,
    time: Res<Time>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(call) = session.open_call.clone() else {
        return Ok(());
    };
    if call.claims.is_some() {
        return Ok(());
    }
    let Some(decision) = session.decision_now().cloned() else {
        return Ok(());
    };
    if !is_window_for_people(&session, &decision) {
        return Ok(());
    }
    let question = match &decision {
        Decision::Answer { against, by, .. } => format!(
            "{} played a {}. Is anyone answering?",
            session.names[*by as usize],
            against.name()
        ),
        _ => "A queen was woken. Is anyone playing a Knight or a Potion?".into(),
    };
    let humans = session.config.humans();
    let mut claims: Option<Vec<Seat>> = None;
    let left = settings
        .countdown()
        .map(|limit| (limit - (time.elapsed_secs_f64() - call.opened) as f32).max(0.0));
    egui::Area::new(egui::Id::new("open-call"))
        .anchor(Align2::CENTER_CENTER, [0.0, 40.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style())
                .inner_margin(egui::Margin::symmetric(28, 16))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.label(RichText::new(question).size(20.0).color(INK));
                        ui.label(
                            RichText::new(
                                "Whoever answers, click your name; you can still back out.",
                            )
                            .size(13.0)
                            .color(INK),
                        );
                        ui.horizontal(|ui| {
                            for seat in &humans {
                                if ui
                                    .button(
                                        RichText::new(&session.names[*seat as usize]).size(18.0),
                                    )
                                    .clicked()
                                {
                                    claims = Some(vec![*seat]);
                                }
                            }
                            if ui.button(RichText::new("No one").size(18.0)).clicked() {
                                claims = Some(Vec::new());
                            }
                        });
                        if let Some(left) = left {
                            ui.add(
                                egui::ProgressBar::new(left / settings.answer_countdown.max(1.0))
                                    .desired_width(200.0)
                                    .text(format!("{left:.0} s")),
                            );
                            if left <= 0.0 && claims.is_none() {
                                claims = Some(Vec::new());
                            }
                        }
                    });
                });
        });
    if let (Some(claims), Some(call)) = (claims, session.open_call.as_mut()) {
        call.claims = Some(claims);
        session.dirty = true;
    }
    Ok(())
}
