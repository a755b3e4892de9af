//! A hint worked out off the main thread, for either game: the deciding seat's
//! observation goes to a task on the compute pool (`advice::hint`, the game's Hard bot
//! weighing its choices from that observation alone), and the hint comes back with the
//! observation it was worked out from, so that its words name only what that shows. A
//! hint for a question that has gone (the decision taken, a card put back) is dropped.
//! Each table keys its questions its own way (`K`) and draws the hint with
//! [`hint_lines`].

use crate::game::egui_input::tab_stop;
use std::panic::{AssertUnwindSafe, catch_unwind};

use bevy::platform::cell::SyncCell;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use bevy_egui::egui::{self, RichText};

use crate::advice::{self, Advised, Hint, Measure};
use crate::game::keymap::{Command, KeyMap};
use crate::game::text::{UnseenWord, take_back_refusal};
use crate::takeback::TakeBackRefusal;
use crate::tr;

/// A hint for one question, with what its seat saw.
pub struct ShownHint<G: Advised, K> {
    pub asked: K,
    pub obs: G::Observation,
    pub hint: Hint<G::Action>,
}

type Worked<G> = Option<(
    <G as crate::engine::GameEngine>::Observation,
    Hint<<G as crate::engine::GameEngine>::Action>,
)>;

/// The hint being worked out, and the one shown.
#[derive(Resource)]
pub struct HintTask<G: Advised, K: Send + Sync + 'static> {
    thinking: Option<(K, SyncCell<Task<Worked<G>>>)>,
    shown: Option<ShownHint<G, K>>,
}

impl<G: Advised, K: Send + Sync + 'static> Default for HintTask<G, K> {
    fn default() -> Self {
        HintTask {
            thinking: None,
            shown: None,
        }
    }
}

/// What a look at the task found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Looked {
    /// Nothing is being worked out.
    Idle,
    /// Still at work: look again soon.
    Working,
    /// The hint is ready and shown.
    Ready,
    /// It was for a question that has gone, or it failed: dropped.
    Dropped,
}

impl<G: Advised, K: Copy + PartialEq + Send + Sync + 'static> HintTask<G, K> {
    /// Whether a hint is being worked out for a question that `is` says is the one.
    pub fn thinking_about(&self, is: impl Fn(&K) -> bool) -> bool {
        self.thinking.as_ref().is_some_and(|(k, _)| is(k))
    }

    /// The hint for `asked`, once it is ready.
    pub fn shown_for(&self, asked: K) -> Option<&ShownHint<G, K>> {
        self.shown.as_ref().filter(|s| s.asked == asked)
    }

    /// Starts working out the hint for `asked` from `obs` (a seed that follows the
    /// decision, not the deal), unless it is being worked out or shown already.
    /// Whether it started.
    pub fn ask(&mut self, asked: K, obs: G::Observation, seed: u64) -> bool {
        if self.thinking_about(|k| *k == asked) || self.shown_for(asked).is_some() {
            return false;
        }
        let task = AsyncComputeTaskPool::get().spawn(async move {
            catch_unwind(AssertUnwindSafe(|| advice::hint::<G>(&obs, seed)))
                .ok()
                .flatten()
                .map(|hint| (obs, hint))
        });
        self.thinking = Some((asked, SyncCell::new(task)));
        true
    }

    /// Takes the hint once its task is done, if it is still for the question `now`
    /// (`None`: none is asked now); a task for a question already past
    /// (`same_decision` says no) is dropped unfinished.
    pub fn look(&mut self, now: Option<K>, same_decision: impl Fn(&K) -> bool) -> Looked {
        let Some((asked, task)) = self.thinking.as_mut() else {
            return Looked::Idle;
        };
        let asked = *asked;
        let Some(result) = check_ready(task.get()) else {
            if same_decision(&asked) {
                return Looked::Working;
            }
            self.thinking = None;
            return Looked::Dropped;
        };
        self.thinking = None;
        let Some((obs, hint)) = result else {
            warn!("No hint could be worked out for this decision");
            return Looked::Dropped;
        };
        if Some(asked) != now {
            return Looked::Dropped;
        }
        self.shown = Some(ShownHint { asked, obs, hint });
        Looked::Ready
    }
}

/// A choice's figure in words: its chance to win, or the points it comes to.
pub fn figure(measure: Measure, value: f64) -> String {
    match measure {
        Measure::WinChance => crate::game::text::win_chance(value),
        Measure::Points => tr!("figure-points", points = format!("{value:.1}")),
    }
}

/// The hint's best three choices, one line each (the first strong), in `words`.
pub fn hint_lines<A>(ui: &mut egui::Ui, hint: &Hint<A>, words: impl Fn(&A) -> String) {
    ui.label(RichText::new(tr!("hint-heading")).strong());
    for (i, rated) in hint.choices.iter().take(3).enumerate() {
        let figure = match hint.measure {
            Measure::WinChance => tr!(
                "hint-to-win",
                percent = crate::game::text::win_chance(rated.win)
            ),
            Measure::Points => figure(hint.measure, rated.win),
        };
        let line = tr!("hint-line", choice = words(&rated.action), figure = figure);
        let text = RichText::new(line);
        ui.label(if i == 0 { text.strong() } else { text });
    }
    if hint.alike {
        ui.label(RichText::new(tr!("hint-alike")).italics());
    }
}

/// The Hint button as it stands: being worked out, or already shown (then greyed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintButton {
    pub thinking: bool,
    pub shown: bool,
    pub tip: HintTip,
}

/// What the Hint button's tooltip says the hint is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HintTip {
    /// What the Hard bot would choose (Sleeping Queens: its own search, with more deals).
    HardBot,
    /// Each choice played out against the others' games (Mad Queens, whose Hard bot
    /// decides by its judgement and may rank two close choices the other way).
    PlayedOut,
}

/// What the helper buttons were clicked for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Helped {
    pub hint: bool,
    pub take_back: bool,
}

/// Both tables' helper buttons on one row: Hint (a spinner while it is worked out) if
/// `hint` is offered, and Take back if `take_back` is (greyed with why when it is not
/// allowed). `colour` is the words' colour on the background they sit on.
pub fn helper_buttons<U: UnseenWord>(
    ui: &mut egui::Ui,
    hint: Option<HintButton>,
    take_back: Option<Result<(), TakeBackRefusal<U>>>,
    size: f32,
    colour: egui::Color32,
    keys: &KeyMap,
) -> Helped {
    let mut helped = Helped::default();
    ui.horizontal(|ui| {
        // The hint's place is as wide as the wider of its button and its thinking from
        // the first frame, its contents against its right end: nothing beside it moves
        // when it thinks, and the button stands next to Take back.
        if let Some(h) = hint {
            let font = egui::FontId::proportional(size);
            let wide = |ui: &egui::Ui, words: String| {
                ui.fonts_mut(|f| f.layout_no_wrap(words, font.clone(), colour).size().x)
            };
            let spacing = ui.spacing().clone();
            let button = wide(ui, tr!("hint-button")) + 2.0 * spacing.button_padding.x;
            let thinking =
                wide(ui, tr!("hint-thinking")) + spacing.interact_size.y + spacing.item_spacing.x;
            let tall = (size + 2.0 * spacing.button_padding.y).max(spacing.interact_size.y);
            ui.allocate_ui_with_layout(
                egui::vec2(button.max(thinking).ceil() + 1.0, tall),
                egui::Layout::right_to_left(egui::Align::Center),
                |ui| {
                    if h.thinking {
                        ui.label(RichText::new(tr!("hint-thinking")).size(size).color(colour));
                        ui.add(egui::Spinner::new().color(colour));
                    } else {
                        let button = ui
                            .add_enabled(
                                !h.shown,
                                egui::Button::new(RichText::new(tr!("hint-button")).size(size)),
                            )
                            .on_hover_text(match h.tip {
                                HintTip::HardBot => {
                                    tr!("hint-tooltip", key = keys.name(Command::Hint))
                                }
                                HintTip::PlayedOut => {
                                    tr!("mad-hint-tooltip", key = keys.name(Command::Hint))
                                }
                            });
                        tab_stop(ui.ctx(), &button);
                        helped.hint = button.clicked();
                    }
                },
            );
        }
        if let Some(check) = take_back {
            let button = ui.add_enabled(
                check.is_ok(),
                egui::Button::new(RichText::new(tr!("takeback-button")).size(size)),
            );
            let button = match &check {
                Ok(()) => {
                    button.on_hover_text(tr!("takeback-hint", key = keys.name(Command::TakeBack)))
                }
                Err(why) => button.on_disabled_hover_text(take_back_refusal(why)),
            };
            tab_stop(ui.ctx(), &button);
            helped.take_back = button.clicked();
        }
    });
    helped
}

/// The egui area the Menu button stands in (other panels keep clear of it).
pub const MENU_BUTTON_ID: &str = "table menu button";

/// The Menu button of both tables (the pause menu, for a mouse): whether it was
/// clicked. It stands in a place of its own (its corner `pivot` at `at`), which nothing
/// that comes and goes moves.
pub fn menu_button(ctx: &egui::Context, at: egui::Pos2, pivot: egui::Align2, size: f32) -> bool {
    egui::Area::new(egui::Id::new(MENU_BUTTON_ID))
        .fixed_pos(at)
        .pivot(pivot)
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            // One line, however near the window's edge.
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            let button = ui
                .button(RichText::new(tr!("table-menu-button")).size(size))
                .on_hover_text(tr!("table-menu-hint", key = "Esc"));
            tab_stop(ui.ctx(), &button);
            button.clicked()
        })
        .inner
}
