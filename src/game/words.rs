//! The table in words, for a screen reader. The menus and prompts are egui widgets and
//! egui names them to AccessKit itself; the table is drawn as pictures, so each table
//! (Sleeping Queens, Mad Queens) says here what it shows ([`TableWords`]: the parts a
//! picture holds and what can be picked) and what just happened ([`Say`]). This module
//! is the one place that turns those into AccessKit nodes, and an AccessKit action on a
//! choice into a [`ChosenByName`], which the table then plays as the click it stands for.
//!
//! Nodes are built only while an assistive technology listens (or when nothing can
//! tell: the headless tests, which turn egui's tree on by hand).

use std::collections::VecDeque;

use bevy::a11y::{AccessibilityRequested, ActionRequest};
use bevy::prelude::*;
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{
    EguiContexts, EguiInputSet, EguiPrimaryContextPass, PrimaryEguiContext, egui, egui::accesskit,
};

use crate::game::rest::{Rest, Wake};
use crate::game::states::Screen;

/// The words, kept in the headless app too (its tables write them).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableWords>();
    app.init_resource::<Spoken>();
    app.add_message::<Say>();
    app.add_message::<ChosenByName>();
    app.add_systems(Last, keep_said);
    app.add_systems(PreUpdate, forget_table.run_if(state_changed::<Screen>));
    app.add_systems(
        EguiPrimaryContextPass,
        (name_the_window, publish).run_if(listened),
    );
}

/// egui's tree stands for the whole window: its root is the window, named as the game.
fn name_the_window(mut contexts: EguiContexts) -> Result {
    let ctx = contexts.ctx_mut()?;
    ctx.accesskit_node_builder(egui::accesskit_root_id(), |node| {
        node.set_label(crate::tr!("title-name"));
    });
    Ok(())
}

/// A new screen has no table yet: its table, if any, tells its own.
fn forget_table(mut words: ResMut<TableWords>, mut spoken: ResMut<Spoken>) {
    words.clear();
    spoken.said.clear();
}

/// Between egui and AccessKit: wherever `EguiPlugin` runs (the game, and the tests that
/// read the tree).
pub fn bridge(app: &mut App) {
    // bevy_winit registers it where there is a window; the tests write it themselves.
    app.add_message::<ActionRequest>();
    app.add_systems(
        PreUpdate,
        forward_actions.before(EguiInputSet::WriteEguiEvents),
    );
    app.add_systems(Last, wake_while_listened.before(Rest));
}

/// What the table shows, in words: a heading and lines for each part a picture holds,
/// and the things on the table that can be picked now, by name.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct TableWords {
    pub parts: Vec<WordsPart>,
    pub choices: Vec<String>,
    /// The choice the keyboard's focus is on: the screen reader follows it.
    pub focus: Option<usize>,
    /// Counts the lists of choices: a choice made from an earlier list is dropped.
    version: u64,
}

/// A part of the table: "Your hand" and its cards, "Sleeping queens" and their places.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct WordsPart {
    pub heading: String,
    pub lines: Vec<String>,
}

impl TableWords {
    /// Says what the table shows now; a new list of choices gets a new version.
    pub fn show(&mut self, parts: Vec<WordsPart>, choices: Vec<String>, focus: Option<usize>) {
        let choices = told_apart(choices);
        if choices != self.choices {
            self.version += 1;
            self.choices = choices;
        }
        self.parts = parts;
        self.focus = focus;
    }

    /// Nothing on the table (a screen without one).
    pub fn clear(&mut self) {
        self.show(Vec::new(), Vec::new(), None);
    }
}

/// Choices that would read the same (two 9s in a hand) told apart by their order:
/// "9, in your hand (1 of 2)", "9, in your hand (2 of 2)".
fn told_apart(names: Vec<String>) -> Vec<String> {
    let count = |name: &String| names.iter().filter(|n| *n == name).count();
    let mut seen: Vec<&String> = Vec::new();
    let mut out = Vec::with_capacity(names.len());
    for name in &names {
        let of = count(name);
        seen.push(name);
        out.push(if of > 1 {
            let place = seen.iter().filter(|n| **n == name).count();
            crate::tr!(
                "words-one-of-same",
                name = name.as_str(),
                place = place,
                of = of
            )
        } else {
            name.clone()
        });
    }
    out
}

/// A choice picked by its name (an AccessKit "click" on it): the table plays it if the
/// list it was picked from is still the one shown.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChosenByName {
    pub version: u64,
    pub index: usize,
}

impl ChosenByName {
    /// The index picked, if it was picked from the list `words` shows now.
    pub fn now(&self, words: &TableWords) -> Option<usize> {
        (self.version == words.version && self.index < words.choices.len()).then_some(self.index)
    }
}

/// A sentence for the screen reader to say once: an event of the game (its line in the
/// log), a question asked. Urgent ones (an answer window) interrupt; the rest queue.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct Say {
    pub text: String,
    pub urgent: bool,
}

/// What a table has told so far: how many lines of its log (none yet: a table told
/// for the first time, when a screen reader starts listening, says no backlog), and
/// the question on screen.
#[derive(Debug, Default)]
pub struct News {
    lines: Option<usize>,
    question: String,
}

impl News {
    /// Says the lines of `log` after those already said, then `question` if it is new
    /// (empty: none asked). A log that got shorter was retold (another language, a
    /// take-back): nothing of it is news.
    pub fn tell<'a>(
        &mut self,
        log: impl ExactSizeIterator<Item = &'a str>,
        question: String,
        urgent: bool,
        say: &mut MessageWriter<Say>,
    ) {
        let len = log.len();
        let said = self.lines.unwrap_or(len).min(len);
        for line in log.skip(said) {
            say.write(Say {
                text: line.to_string(),
                urgent: false,
            });
        }
        self.lines = Some(len);
        if question != self.question {
            if !question.is_empty() {
                say.write(Say {
                    text: question.clone(),
                    urgent,
                });
            }
            self.question = question;
        }
    }

    /// The log so far is not news (another pair of eyes reads it from here).
    pub fn read_up_to(&mut self, lines: usize) {
        self.lines = Some(lines);
    }
}

/// The last sentences said, newest last, each with a number of its own: a new node in
/// the tree is what a screen reader announces.
#[derive(Resource, Debug, Default)]
pub struct Spoken {
    said: VecDeque<(u64, Say)>,
    next: u64,
}

/// How many sentences stay in the tree (a screen reader may read back the last few).
const KEPT: usize = 6;

fn keep_said(mut says: MessageReader<Say>, mut spoken: ResMut<Spoken>) {
    for say in says.read() {
        if say.text.trim().is_empty() {
            continue;
        }
        let n = spoken.next;
        spoken.next += 1;
        spoken.said.push_back((n, say.clone()));
        if spoken.said.len() > KEPT {
            spoken.said.pop_front();
        }
    }
}

/// Run condition: an assistive technology listens (no window to ask: the tests, which
/// do). The tables tell nothing otherwise: their words cost a frame for nobody.
pub fn listened(requested: Option<Res<AccessibilityRequested>>) -> bool {
    requested.is_none_or(|r| r.get())
}

/// A screen reader's action comes between frames; a resting game would take it only at
/// its next look around (seconds): while one listens, the game looks often.
fn wake_while_listened(
    requested: Option<Res<AccessibilityRequested>>,
    mut wake: MessageWriter<Wake>,
) {
    if requested.is_some_and(|r| r.get()) {
        wake.write(Wake::in_secs(0.25));
    }
}

/// bevy_egui 0.42 builds egui's tree for AccessKit but does not hand AccessKit's
/// actions back to egui: they are passed on here, so a screen reader can press a button.
fn forward_actions(
    mut requests: MessageReader<ActionRequest>,
    contexts: Query<Entity, With<PrimaryEguiContext>>,
    mut events: MessageWriter<EguiInputEvent>,
) {
    let Ok(context) = contexts.single() else {
        requests.clear();
        return;
    };
    for request in requests.read() {
        events.write(EguiInputEvent {
            context,
            event: egui::Event::AccessKitActionRequest(request.0.clone()),
        });
    }
}

/// A line of words: a label's name is its value on AT-SPI, and its label elsewhere.
fn text(node: &mut accesskit::Node, words: &str) {
    node.set_role(accesskit::Role::Label);
    node.set_label(words);
    node.set_value(words);
}

/// The table's words as AccessKit nodes: a group per part with a label per line, the
/// choices as buttons, and what was said as a log whose new lines are announced.
fn publish(
    mut contexts: EguiContexts,
    words: Res<TableWords>,
    spoken: Res<Spoken>,
    mut chosen: MessageWriter<ChosenByName>,
    mut focused: Local<Option<(u64, usize)>>,
) -> Result {
    if words.parts.is_empty() && words.choices.is_empty() && spoken.said.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let root = egui::Id::new("table-words");
    let on = ctx.accesskit_node_builder(root, |node| {
        node.set_role(accesskit::Role::Group);
        node.set_label(crate::tr!("words-table"));
    });
    if on.is_none() {
        return Ok(());
    }
    // A point's worth of the top-left corner, behind everything, taking no pointer.
    let spot = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1.0, 1.0));
    egui::Area::new(root)
        .fixed_pos(egui::Pos2::ZERO)
        .order(egui::Order::Background)
        .interactable(false)
        .show(&ctx, |ui| {
            let group = |ui: &mut egui::Ui,
                         id: egui::Id,
                         role,
                         label: &str,
                         add: &mut dyn FnMut(&mut egui::Ui)| {
                ui.interact(spot, id, egui::Sense::hover());
                ctx.accesskit_node_builder(id, |node| {
                    node.set_role(role);
                    node.set_label(label);
                });
                ui.scope_builder(
                    egui::UiBuilder::new().id_salt(id).accessibility_parent(id),
                    |ui| add(ui),
                );
            };
            for (p, part) in words.parts.iter().enumerate() {
                let id = root.with(("part", p));
                group(ui, id, accesskit::Role::Group, &part.heading, &mut |ui| {
                    for (l, line) in part.lines.iter().enumerate() {
                        let line_id = id.with(l);
                        ui.interact(spot, line_id, egui::Sense::hover());
                        ctx.accesskit_node_builder(line_id, |node| text(node, line));
                    }
                });
            }
            let choices_id = root.with("choices");
            let heading = crate::tr!("words-choices");
            group(ui, choices_id, accesskit::Role::List, &heading, &mut |ui| {
                for (i, name) in words.choices.iter().enumerate() {
                    // Numbered by the list's version: a new list is new buttons.
                    let id = choices_id.with((words.version, i));
                    let response = ui.interact(spot, id, egui::Sense::click());
                    ctx.accesskit_node_builder(id, |node| {
                        node.set_role(accesskit::Role::Button);
                        node.set_label(name.as_str());
                    });
                    if words.focus == Some(i) && *focused != Some((words.version, i)) {
                        response.request_focus();
                    }
                    if response.clicked() {
                        chosen.write(ChosenByName {
                            version: words.version,
                            index: i,
                        });
                    }
                }
            });
            *focused = words.focus.map(|i| (words.version, i));
            let said_id = root.with("said");
            let heading = crate::tr!("words-said");
            group(ui, said_id, accesskit::Role::Log, &heading, &mut |ui| {
                for (n, say) in &spoken.said {
                    let id = said_id.with(n);
                    ui.interact(spot, id, egui::Sense::hover());
                    ctx.accesskit_node_builder(id, |node| {
                        text(node, &say.text);
                        node.set_live(if say.urgent {
                            accesskit::Live::Assertive
                        } else {
                            accesskit::Live::Polite
                        });
                    });
                }
            });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_that_read_the_same_are_told_apart_by_their_order() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        let names = ["9, in your hand", "Knight, in your hand", "9, in your hand"];
        assert_eq!(
            told_apart(names.iter().map(|n| n.to_string()).collect()),
            [
                "9, in your hand (1 of 2)",
                "Knight, in your hand",
                "9, in your hand (2 of 2)"
            ]
        );
    }
}
