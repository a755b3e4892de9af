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
use crate::game::words::{Say, TableWords, WordsPart};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (tell_table, tell_news)
            .run_if(in_state(Screen::MadTable).and_then(resource_exists::<MadMatch>)),
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
    mut said_lines: Local<(Option<crate::rules::Seat>, usize)>,
    mut last_question: Local<String>,
    mut say: MessageWriter<Say>,
) {
    let viewer = view.seat;
    let lines: Vec<&str> = shown.log_for(viewer).collect();
    // Another pair of eyes, or a log retold (another language, a take-back): not news.
    if said_lines.0 != viewer || lines.len() < said_lines.1 {
        *said_lines = (viewer, lines.len());
    }
    for line in &lines[said_lines.1..] {
        say.write(Say {
            text: (*line).to_string(),
            urgent: false,
        });
    }
    said_lines.1 = lines.len();

    let asked = match viewer.filter(|_| view.covered) {
        Some(seat) => pass_the_screen_to(game.name(seat)),
        None => question(&game, &shown, &view, &settings.keys)
            .map_or_else(String::new, |(text, _)| text),
    };
    if asked != *last_question {
        if !asked.is_empty() {
            say.write(Say {
                text: asked.clone(),
                urgent: view.covered,
            });
        }
        *last_question = asked;
    }
}
