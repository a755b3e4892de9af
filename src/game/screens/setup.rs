//! Setting up a new game: who sits where (you, other people, or bots of a strength),
//! the rule set, an optional seed and who starts. Remembers the last setup.

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, RichText},
};

use crate::game::next_game::{BOT_NAMES, GameConfig, OpenTable};
use crate::game::settings::{ChangeSettings, LastSetup, SavesFolder, Settings};
use crate::game::states::Screen;
use crate::game::text::{
    house_error, kind_label, localized_name, rule_set_name, seats_named_for_the_screen,
};
use crate::game::theme::{palette::WARNING, widgets};
use crate::save::{HouseError, HouseRules};
use crate::seats::{SeatInfo, SeatKind};
use crate::sleeping_queens::RuleSet;
use crate::sleeping_queens::bots::BotKind;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SetupForm>();
    app.add_systems(OnEnter(Screen::Setup), load_form);
    app.add_systems(
        EguiPrimaryContextPass,
        draw_setup.run_if(in_state(Screen::Setup)),
    );
}

/// How many seats the form offers (docs/rules.md T-1: 2 to 5 players).
pub const SEAT_ROWS: usize = 5;

/// One row of the form: a name and who plays it (`None`: the seat stays empty).
#[derive(Debug, Clone, PartialEq)]
pub struct SeatRow {
    pub name: String,
    pub kind: Option<SeatKind>,
}

/// The form as the player fills it in. It always has five seat rows, so that emptying
/// a seat moves nothing under the pointer.
#[derive(Resource, Debug, Clone)]
pub struct SetupForm {
    pub seats: [SeatRow; SEAT_ROWS],
    pub rules: String,
    pub seed: String,
    /// Among the seats taken, in order; `None`: random.
    pub starting_seat: Option<u8>,
    /// A practice game: every take-back allowed.
    pub practice: bool,
    pub error: Option<String>,
    /// The names of the player's own rule sets, offered beside the built-in ones.
    pub house_sets: Vec<String>,
    /// The form is kept as it is when the setup screen opens again (back from the
    /// house-rules workshop).
    pub keep: bool,
}

impl Default for SetupForm {
    fn default() -> Self {
        SetupForm::from_config(&GameConfig::default())
    }
}

impl SetupForm {
    pub fn from_config(c: &GameConfig) -> SetupForm {
        SetupForm {
            seats: std::array::from_fn(|i| match c.seats.get(i) {
                Some(s) => SeatRow {
                    name: localized_name(&s.name),
                    kind: Some(s.kind),
                },
                None => SeatRow {
                    name: String::new(),
                    kind: None,
                },
            }),
            rules: c.rules.name.clone(),
            seed: c.seed.map(|s| s.to_string()).unwrap_or_default(),
            starting_seat: c.starting_seat,
            practice: c.practice,
            error: None,
            house_sets: Vec::new(),
            keep: false,
        }
    }

    /// The seats taken, in order.
    pub fn taken(&self) -> Vec<SeatInfo> {
        seats_named_for_the_screen(
            self.seats
                .iter()
                .filter_map(|r| r.kind.map(|k| SeatInfo::new(r.name.trim(), k)))
                .collect(),
        )
    }

    /// The game this form describes, or what is wrong with it: its rule set is a
    /// built-in one or one of the player's in `house`.
    pub fn to_config(&self, house: &HouseRules) -> Result<GameConfig, FormError> {
        let rules = match RuleSet::named(&self.rules) {
            Some(r) => r,
            None => house.find(&self.rules).map_err(FormError::House)?,
        };
        let seed = parse_seed(&self.seed)?;
        let seats = self.taken();
        if !(2..=5).contains(&seats.len()) {
            return Err(FormError::Seats);
        }
        if seats.iter().any(|s| s.name.is_empty()) {
            return Err(FormError::Names);
        }
        Ok(GameConfig {
            starting_seat: self.starting_seat.filter(|s| (*s as usize) < seats.len()),
            practice: self.practice,
            seats,
            rules,
            seed,
        })
    }
}

/// A setup form's seed: none when empty, else a whole number.
pub(super) fn parse_seed(text: &str) -> Result<Option<u64>, FormError> {
    match text.trim() {
        "" => Ok(None),
        s => s
            .parse::<u64>()
            .map(Some)
            .map_err(|_| FormError::Seed(s.to_string())),
    }
}

/// What is wrong with a setup form, said in the player's language.
#[derive(Debug, Clone, PartialEq)]
pub enum FormError {
    /// One of the player's rule sets that cannot be read.
    House(HouseError),
    Seed(String),
    /// Too few or too many seats taken for Sleeping Queens (2 to 5).
    Seats,
    /// Too few or too many players for Mad Queens.
    Players {
        min: u8,
        max: u8,
    },
    /// A seat without a name.
    Names,
}

impl std::fmt::Display for FormError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            FormError::House(e) => house_error(e),
            FormError::Seed(seed) => tr!("setup-error-seed", seed = seed.clone()),
            FormError::Seats => tr!("setup-error-seats"),
            FormError::Players { min, max } => {
                tr!(
                    "mad-setup-error-players",
                    min = u32::from(*min),
                    max = u32::from(*max)
                )
            }
            FormError::Names => tr!("setup-error-names"),
        };
        f.write_str(&text)
    }
}

/// What each built-in rule set is, in a line.
fn rule_set_words(name: &str) -> String {
    match name {
        "classic" => tr!("setup-classic-words"),
        "extended" => tr!("setup-extended-words"),
        "extended-v1" => tr!("setup-extended-v1-words"),
        _ => tr!("setup-house-rules-words"),
    }
}

fn load_form(
    config: Res<GameConfig>,
    settings: Res<Settings>,
    saves: Res<SavesFolder>,
    mut form: ResMut<SetupForm>,
) {
    let house = HouseRules::in_saves(saves.0.path());
    let house_sets: Vec<String> = house
        .list()
        .into_iter()
        .filter_map(|e| e.rules.ok().map(|r| r.name))
        .collect();
    // Back from the workshop: the form as it was, with any set chosen there.
    if !std::mem::take(&mut form.keep) {
        // The setup chosen last time, even in an earlier run (unless this run already
        // has one).
        let last = settings.last_setup.as_ref().and_then(|l| l.config(&house));
        *form = match last {
            Some(last) if *config == GameConfig::default() => SetupForm::from_config(&last),
            _ => SetupForm::from_config(&config),
        };
    }
    if RuleSet::named(&form.rules).is_none() && !house_sets.contains(&form.rules) {
        form.rules = "extended".into();
    }
    form.house_sets = house_sets;
}

/// Who may take a seat, in the order the drop-downs offer it (`None`: empty).
pub(super) const SEAT_KINDS: [Option<SeatKind>; 5] = [
    None,
    Some(SeatKind::Human),
    Some(SeatKind::Bot(BotKind::Easy)),
    Some(SeatKind::Bot(BotKind::Normal)),
    Some(SeatKind::Bot(BotKind::Hard)),
];

/// The height of a form row: a label is centred on the fields beside it.
const ROW_HEIGHT: f32 = 30.0;

/// A form row's label, centred in the row's height.
fn row_label(ui: &mut egui::Ui, text: &str) {
    ui.allocate_ui_with_layout(
        egui::vec2(0.0, ROW_HEIGHT),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| ui.label(RichText::new(text)),
    );
}

fn draw_setup(
    mut contexts: EguiContexts,
    mut form: ResMut<SetupForm>,
    settings: Res<Settings>,
    saves: Res<SavesFolder>,
    mut change: MessageWriter<ChangeSettings>,
    mut open: MessageWriter<OpenTable>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    widgets::menu_card_parts(ctx, "setup", 520.0, |card| {
        // The form scrolls on a window too short for it (a longer language's rule
        // words); Back and Start stay in sight below it.
        card.body(|ui| {
            widgets::heading(ui, &tr!("setup-heading"));
            widgets::gold_rule(ui);
            ui.add_space(6.0);
            form_rows(ui);
            seat_grid(
                ui,
                "seats",
                |i| tr!("setup-seat", number = (i + 1)),
                form.seats
                    .iter_mut()
                    .map(|seat| (&mut seat.name, &mut seat.kind)),
            );
            ui.add_space(6.0);
            if rule_options(ui, &mut form) {
                form.keep = true;
                next_screen.set(Screen::HouseRules);
            }
            if let Some(e) = &form.error {
                ui.colored_label(WARNING, e);
            }
        });
        card.actions(|ui| {
            form_rows(ui);
            // Start and Back side by side, centred.
            let (back, start) = widgets::back_and_start(ui);
            if start || ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                match form.to_config(&HouseRules::in_saves(saves.0.path())) {
                    Ok(c) => {
                        // The setup is offered again next time, even after a restart.
                        change.write(ChangeSettings {
                            settings: Settings {
                                last_setup: Some(LastSetup::of(&c)),
                                ..settings.clone()
                            },
                            finished: true,
                        });
                        form.error = None;
                        open.write(OpenTable::New(c));
                    }
                    Err(e) => form.error = Some(e.to_string()),
                }
            }
            if back || widgets::escape_pressed(ui) {
                next_screen.set(Screen::Title);
            }
        });
    });
    Ok(())
}

/// Form rows: the drop-downs as tall as the text fields beside them, and rows of
/// widgets in a horizontal layout this tall, so each row's label, field and choice sit
/// on one centre line.
fn form_rows(ui: &mut egui::Ui) {
    ui.spacing_mut().button_padding.y = 4.0;
    ui.spacing_mut().interact_size.y = ROW_HEIGHT;
}

/// The rule set (built in, or one of the player's), who starts, the seed and practice.
/// True when the player asks for the house-rules workshop.
fn rule_options(ui: &mut egui::Ui, form: &mut SetupForm) -> bool {
    let mut workshop = false;
    egui::Grid::new("options")
        .num_columns(2)
        .spacing([10.0, 6.0])
        .show(ui, |ui| {
            row_label(ui, &tr!("setup-rules"));
            // Wrapping, should a language's names be longer than the card.
            ui.horizontal_wrapped(|ui| {
                ui.set_max_width(ui.available_width());
                for name in RuleSet::BUILT_IN {
                    ui.selectable_value(&mut form.rules, name.to_string(), rule_set_name(name))
                        .on_hover_text(rule_set_words(name));
                }
                let SetupForm {
                    rules, house_sets, ..
                } = &mut *form;
                for name in house_sets.iter() {
                    ui.selectable_value(rules, name.clone(), name)
                        .on_hover_text(tr!("setup-house-rules-words"));
                }
                workshop = ui.button(tr!("setup-house-rules-button")).clicked();
            });
            ui.end_row();
        });
    // What the chosen set is, in a line (the title's Rules page says so).
    let words = rule_set_words(&form.rules);
    ui.label(widgets::paragraph(ui, &words, 14.0));
    egui::Grid::new("more options")
        .num_columns(2)
        .spacing([10.0, 6.0])
        .show(ui, |ui| {
            row_label(ui, &tr!("setup-who-starts"));
            let names: Vec<String> = form.taken().into_iter().map(|s| s.name).collect();
            let current = form.starting_seat;
            let starts = egui::ComboBox::from_id_salt("starts")
                .selected_text(
                    RichText::new(match current {
                        Some(s) => names
                            .get(s as usize)
                            .cloned()
                            .unwrap_or_else(|| tr!("setup-random")),
                        None => tr!("setup-random"),
                    })
                    .text_style(egui::TextStyle::Body),
                )
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut form.starting_seat, None, tr!("setup-random"));
                    for (i, n) in names.iter().enumerate() {
                        ui.selectable_value(&mut form.starting_seat, Some(i as u8), n);
                    }
                });
            widgets::named(&starts.response, &tr!("setup-who-starts"));
            ui.end_row();
            row_label(ui, &tr!("setup-seed"));
            // The practice switch shares the seed's row: the form keeps its height.
            ui.horizontal(|ui| {
                let seed = ui.add_sized(
                    [150.0, ROW_HEIGHT],
                    widgets::text_field(&mut form.seed).hint_text(tr!("setup-seed-hint")),
                );
                widgets::named(&seed, &tr!("setup-seed"));
                ui.add_space(12.0);
                ui.checkbox(&mut form.practice, tr!("setup-practice"))
                    .on_hover_text(tr!("setup-practice-words"));
            });
            ui.end_row();
        });
    practice_words(ui);
    workshop
}

/// What practice is, under either game's form: in sight, not only in a tooltip.
pub(super) fn practice_words(ui: &mut egui::Ui) {
    ui.label(widgets::paragraph(ui, &tr!("setup-practice-words"), 13.0));
}

/// The seats of a setup form, one row each: a label, the name and who plays it (an
/// empty seat greys its name); a seat just filled gets a default name. Both games'
/// forms draw their seats with it.
pub fn seat_grid<'a>(
    ui: &mut egui::Ui,
    id: &str,
    label: impl Fn(usize) -> String,
    rows: impl Iterator<Item = (&'a mut String, &'a mut Option<SeatKind>)>,
) {
    egui::Grid::new(id)
        .num_columns(3)
        .spacing([10.0, 6.0])
        .show(ui, |ui| {
            // Every seat's drop-down as wide as the widest kind's words (with room for
            // the arrow), so that the column lines up whatever each seat holds.
            let body = egui::TextStyle::Body.resolve(ui.style());
            let kinds_width = SEAT_KINDS
                .iter()
                .map(|k| {
                    ui.painter()
                        .layout_no_wrap(kind_label(*k), body.clone(), egui::Color32::BLACK)
                        .size()
                        .x
                        + 2.0 * ui.spacing().button_padding.x
                        + ui.spacing().item_spacing.x
                        + ui.spacing().icon_width
                })
                .fold(140.0, f32::max);
            for (i, (name, kind)) in rows.enumerate() {
                row_label(ui, &label(i));
                let before = *kind;
                ui.add_enabled_ui(kind.is_some(), |ui| {
                    let field = ui.add_sized(
                        [150.0, ROW_HEIGHT],
                        widgets::text_field(name).char_limit(16),
                    );
                    widgets::named(&field, &label(i));
                });
                let chosen = egui::ComboBox::from_id_salt((id, i))
                    .selected_text(
                        RichText::new(kind_label(*kind)).text_style(egui::TextStyle::Body),
                    )
                    .width(kinds_width)
                    .height(300.0)
                    .show_ui(ui, |ui| {
                        for k in SEAT_KINDS {
                            ui.selectable_value(kind, k, kind_label(k));
                        }
                    });
                widgets::named(
                    &chosen.response,
                    &format!("{} · {}", label(i), kind_label(*kind)),
                );
                if before.is_none() && kind.is_some() && name.trim().is_empty() {
                    *name = match kind {
                        Some(SeatKind::Human) => tr!("setup-default-name", number = (i + 1)),
                        _ => BOT_NAMES[i % BOT_NAMES.len()].to_string(),
                    };
                }
                ui.end_row();
            }
        });
}
