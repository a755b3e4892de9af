//! The Sleeping Queens table in words ([`crate::game::words`]): the hand, your queens
//! and the grid as the screen shows them, what can be picked now (the cards and places
//! a click or Enter would choose, in Tab's order), and each new line of the log and each
//! new question to say. A choice picked by name goes in as the click it stands for.

use bevy::prelude::*;

use super::hotseat::HotSeat;
use super::input::{Aiming, Click, Focus, HandSelection, KeyFocus, TableClick, Targets};
use super::input::{choices_now, pickable_in_order, screen_decision};
use super::model::{CardKey, Zone};
use super::pieces::{OnTable, SlotMark, TableCard};
use super::present::{TableNow, TableShown};
use super::prompts::{call_question, prompt_question};
use super::schedule::{TableSystems, table_open};
use crate::game::text::{card_name, pass_the_screen_to, queen_name};
use crate::game::words::{ChosenByName, News, Say, TableWords, WordsPart, listened};
use crate::sleeping_queens::Decision;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Listed>();
    app.add_systems(
        Update,
        (
            choose_by_name.in_set(TableSystems::Input),
            (tell_table, tell_news)
                .chain()
                .after(TableSystems::Route)
                .run_if(table_open.and_then(listened)),
        ),
    );
}

/// What each of the choices in [`TableWords`] is on the table, in the same order.
#[derive(Resource, Debug, Default)]
struct Listed(Vec<Focus>);

/// A choice picked by name is the click on what it names.
fn choose_by_name(
    mut chosen: MessageReader<ChosenByName>,
    words: Res<TableWords>,
    listed: Res<Listed>,
    mut clicks: MessageWriter<TableClick>,
) {
    for pick in chosen.read() {
        if let Some(&focus) = pick.now(&words).and_then(|i| listed.0.get(i)) {
            clicks.write(focus.click());
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn tell_table(
    now: TableNow,
    seats: Res<HotSeat>,
    shown: Res<TableShown>,
    (targets, focus, selection): (Res<Targets>, Res<KeyFocus>, Res<HandSelection>),
    cards: Query<(&TableCard, &OnTable, &Transform)>,
    slots: Query<(&SlotMark, &Transform)>,
    mut words: ResMut<TableWords>,
    mut listed: ResMut<Listed>,
) {
    let model = &shown.model;
    let viewer = seats.shown_hand();
    let mut parts = Vec::new();
    let mut hand_lines = Vec::new();
    let mut queen_lines = Vec::new();
    match viewer {
        Some(seat) => {
            let mut hand = model.hands.get(seat as usize).cloned().unwrap_or_default();
            hand.sort_by_key(|c| c.card());
            for c in hand {
                let card = card_name(c.card());
                hand_lines.push(if selection.cards.contains(&c) {
                    tr!("words-picked", card = card)
                } else {
                    card
                });
            }
            queen_lines.extend(
                model
                    .owned
                    .get(seat as usize)
                    .into_iter()
                    .flatten()
                    .map(|(q, _)| queen_name(*q)),
            );
        }
        None => hand_lines.push(tr!("words-hand-covered")),
    }
    if hand_lines.is_empty() {
        hand_lines.push(tr!("words-none"));
    }
    if queen_lines.is_empty() && viewer.is_some() {
        queen_lines.push(tr!("words-none"));
    }
    parts.push(WordsPart {
        heading: tr!("words-your-hand"),
        lines: hand_lines,
    });
    if viewer.is_some() {
        parts.push(WordsPart {
            heading: tr!("words-your-queens"),
            lines: queen_lines,
        });
    }
    let grid = model
        .grid
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let place = i as u32 + 1;
            match g {
                None => tr!("words-slot-empty", place = place),
                Some((q, true)) => tr!("words-slot-queen", place = place, queen = queen_name(*q)),
                Some((_, false)) => tr!("words-slot-asleep", place = place),
            }
        })
        .collect();
    parts.push(WordsPart {
        heading: tr!("words-grid"),
        lines: grid,
    });

    // What can be picked, in the order Tab goes through it.
    let places = pickable_in_order(
        &targets,
        |e| {
            cards
                .get(e)
                .ok()
                .map(|(_, _, tf)| tf.translation.truncate())
        },
        slots.iter().map(|(m, tf)| (m.0, tf.translation.truncate())),
    );
    let names: Vec<String> = places
        .iter()
        .map(|(f, _)| match *f {
            Focus::Slot(s) => tr!("words-empty-place", place = (s as u32 + 1)),
            Focus::Card(e) => {
                let Ok((card, on, _)) = cards.get(e) else {
                    return String::new();
                };
                let click = targets.cards.get(&e).copied();
                choice_name(
                    &now,
                    card.0,
                    on.0.zone,
                    click,
                    model.face_up_for(card.0, on.0, viewer),
                    viewer,
                    &selection,
                )
            }
        })
        .collect();
    let focused = focus
        .on(&targets)
        .and_then(|f| places.iter().position(|(p, _)| *p == f));
    listed.0 = places.into_iter().map(|(f, _)| f).collect();
    let new = (parts, names, focused);
    if (&words.parts, &words.choices, &words.focus) != (&new.0, &new.1, &new.2) {
        words.show(new.0, new.1, new.2);
    }
}

/// The name of a card that can be picked: what it is (if its face shows) and where.
fn choice_name(
    now: &TableNow,
    key: CardKey,
    zone: Zone,
    click: Option<Click>,
    face_up: bool,
    viewer: Option<crate::sleeping_queens::Seat>,
    selection: &HandSelection,
) -> String {
    let what = match key {
        CardKey::Deck(c) => card_name(c.card()),
        CardKey::Queen(q) => queen_name(q),
    };
    if click == Some(Click::PutBack) {
        return tr!("words-put-back", card = what);
    }
    if !face_up {
        return match zone {
            Zone::Grid(s) => tr!("words-sleeping", place = (s as u32 + 1)),
            Zone::Owned(seat) => tr!("words-owned-hidden", name = now.game.name(seat)),
            _ => tr!("words-face-down"),
        };
    }
    match zone {
        Zone::Hand(s) if Some(s) == viewer => match key {
            CardKey::Deck(c) if selection.cards.contains(&c) => tr!("words-picked", card = what),
            _ => tr!("words-in-hand", card = what),
        },
        Zone::Grid(s) => tr!("words-grid-queen", queen = what, place = (s as u32 + 1)),
        Zone::Owned(seat) if Some(seat) == viewer => what,
        Zone::Owned(seat) => tr!("words-owned", queen = what, name = now.game.name(seat)),
        _ => what,
    }
}

/// What to say: each new line of the log, and each question as it comes to the screen
/// (the screen passed on, an open call, a decision of the person at it).
fn tell_news(
    now: TableNow,
    seats: Res<HotSeat>,
    shown: Res<TableShown>,
    aiming: Res<Aiming>,
    mut news: Local<News>,
    mut say: MessageWriter<Say>,
) {
    let (question, urgent) = if let Some(seat) = seats.waiting_for(&now.game, &now.presentation) {
        (pass_the_screen_to(now.game.name(seat)), true)
    } else if seats.open_call_waiting().is_some()
        && let Some(decision) = now.decision()
    {
        (call_question(&now.game, decision), true)
    } else if let Some(decision) = screen_decision(&now, &seats) {
        let held = aiming.now(now.game.stamp());
        let (decision, legal) = choices_now(&now.game, decision, held);
        let urgent = matches!(
            decision,
            Decision::Answer { .. } | Decision::AfterWake { .. }
        );
        (prompt_question(&now.game, decision, &legal), urgent)
    } else {
        (String::new(), false)
    };
    let log = shown.log.iter().map(String::as_str);
    news.tell(log, question, urgent, &mut say);
}
