//! The Mad Queens table in words ([`crate::game::words`]): the banned cards and your
//! deck, row, bank and queens as the screen shows them, and each new line of the log
//! and each new question to say. Its choices are the prompt's buttons, which egui names.

use bevy::prelude::*;

use super::MadMatch;
use super::panels::question;
use super::shown::{MadShown, MadView};
use crate::game::settings::Settings;
use crate::game::states::Screen;
use crate::game::text::{card_words, pass_the_screen_to};
use crate::game::words::{News, Say, TableWords, WordsPart, listened};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (tell_table, tell_news).run_if(
            in_state(Screen::MadTable)
                .and_then(resource_exists::<MadMatch>)
                .and_then(listened),
        ),
    );
}

fn listed(cards: impl IntoIterator<Item = String>) -> String {
    let cards: Vec<String> = cards.into_iter().collect();
    if cards.is_empty() {
        tr!("words-none")
    } else {
        cards.join(", ")
    }
}

fn tell_table(shown: Res<MadShown>, view: Res<MadView>, mut words: ResMut<TableWords>) {
    let model = &shown.model;
    let mut parts = vec![WordsPart {
        heading: tr!("words-mad-banned"),
        lines: vec![listed(model.banned.iter().flatten().map(card_words))],
    }];
    if let Some(me) = view
        .seat
        .filter(|_| !view.covered)
        .and_then(|s| model.seats.get(s as usize))
    {
        parts.push(WordsPart {
            heading: tr!("words-mad-yours"),
            lines: vec![
                tr!("words-mad-deck", cards = me.deck),
                tr!(
                    "words-mad-row",
                    cards = listed(me.row.iter().map(card_words))
                ),
                tr!("words-mad-bank", cards = me.bank, points = me.bank_points),
                tr!(
                    "words-mad-queens",
                    cards = listed(me.queens.iter().map(card_words))
                ),
            ],
        });
    }
    if words.parts != parts || !words.choices.is_empty() {
        words.show(parts, Vec::new(), None);
    }
}

/// What to say: each new line of the log the screen's seat may read, and each question
/// as it comes (the screen passed on, the person's decision, whom the table waits on).
fn tell_news(
    game: Res<MadMatch>,
    shown: Res<MadShown>,
    view: Res<MadView>,
    settings: Res<Settings>,
    mut news: Local<(Option<Option<crate::sleeping_queens::Seat>>, News)>,
    mut say: MessageWriter<Say>,
) {
    let viewer = view.seat;
    let lines: Vec<&str> = shown.log_for(viewer).collect();
    let (eyes, news) = &mut *news;
    // Another pair of eyes reads the log from here on.
    if *eyes != Some(viewer) {
        *eyes = Some(viewer);
        news.read_up_to(lines.len());
    }
    let (question, urgent) = match viewer.filter(|_| view.covered) {
        Some(seat) => (pass_the_screen_to(game.name(seat)), true),
        None => (
            question(&game, &shown, &view, &settings.keys)
                .map_or_else(String::new, |(text, _)| text),
            false,
        ),
    };
    news.tell(lines.into_iter(), question, urgent, &mut say);
}
