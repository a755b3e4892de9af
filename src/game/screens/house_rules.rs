//! The house-rules workshop, from the setup screen: the player's own rule sets beside
//! the built-in ones, every switch of docs/rules.md with its rule in a line, and a set
//! made, named, saved, copied, renamed, deleted, carried to and from files, tried by
//! bots beside the preset it started from, and played.
//!
//! The form only writes [`WorkshopAsk`] messages; [`carry_out`] does what they ask
//! with the files, and a try runs the balance lab on a thread of its own
//! ([`follow_try`] reads its progress), so the screen keeps drawing.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, RichText},
};

use super::setup::SetupForm;
use crate::game::keymap::KeyMap;
use crate::game::rest::Wake;
use crate::game::settings::{SavesFolder, Settings};
use crate::game::states::Screen;
use crate::game::text::{
    house_error, rule_set_name, rule_set_problem, rules_reference, section_name, switch_name,
    switch_reference, switch_text,
};
use crate::game::theme::{palette::WARNING, widgets};
use crate::save::house_rules::write_rules_file;
use crate::save::{HouseEntry, HouseError, HouseRules};
use crate::sleeping_queens::ruleset::{MAX_HAND, MAX_NAME_CHARS};
use crate::sleeping_queens::{Base, RuleSet, RuleSetProblem, Section, Switch};
use crate::tr;
use sq_core::balance::BalanceError;
use sq_core::balance::trial::{Trial, TrialFigures, run_trial};

mod chooser;
mod figures;

pub use chooser::{Chosen, FileChooser};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Workshop>();
    app.add_message::<WorkshopAsk>();
    app.add_systems(OnEnter(Screen::HouseRules), open_workshop);
    app.add_systems(OnExit(Screen::HouseRules), stop_trying);
    app.add_systems(
        EguiPrimaryContextPass,
        draw_workshop.run_if(in_state(Screen::HouseRules)),
    );
    app.add_systems(
        Update,
        (carry_out, follow_try)
            .chain()
            .run_if(in_state(Screen::HouseRules)),
    );
}

/// Games of each set at each player count in a try: enough for the lab's intervals to
/// tell most changes apart, and done in seconds.
pub const TRY_GAMES: u32 = 1000;

/// The player counts a try plays.
pub const TRY_PLAYERS: [u8; 4] = [2, 3, 4, 5];

/// What a request of the workshop's did, or why it could not: kept as it happened and
/// put in words as it is drawn, in the language spoken then.
#[derive(Debug)]
pub enum Said {
    Saved(String),
    Renamed(String),
    Copied(String),
    Deleted(String),
    Exported(PathBuf),
    Imported(String),
    Stopped,
    /// A file of house rules could not be found, read or written.
    House(HouseError),
    /// A try could not start, or failed on the way.
    TryNotStarted(std::io::Error),
    TryFailed(BalanceError),
}

impl Said {
    /// Whether it says why a request could not be done.
    pub fn is_problem(&self) -> bool {
        matches!(
            self,
            Said::House(_) | Said::TryNotStarted(_) | Said::TryFailed(_)
        )
    }

    /// In the player's words.
    pub fn words(&self) -> String {
        match self {
            Said::Saved(name) => tr!("workshop-saved", name = name.clone()),
            Said::Renamed(name) => tr!("workshop-renamed", name = name.clone()),
            Said::Copied(name) => tr!("workshop-copied", name = name.clone()),
            Said::Deleted(name) => tr!("workshop-deleted", name = name.clone()),
            Said::Exported(path) => tr!("workshop-exported", path = path.display().to_string()),
            Said::Imported(name) => tr!("workshop-imported", name = name.clone()),
            Said::Stopped => tr!("workshop-stopped"),
            Said::House(e) => house_error(e),
            Said::TryNotStarted(e) => tr!("workshop-try-not-started", error = e.to_string()),
            Said::TryFailed(e) => tr!("workshop-try-not-started", error = e.to_string()),
        }
    }
}

/// The workshop: the player's sets and the one on the form.
#[derive(Resource)]
pub struct Workshop {
    /// The player's sets, as the folder holds them (a damaged file with its reason).
    pub sets: Vec<HouseEntry>,
    /// The set on the form.
    pub draft: RuleSet,
    /// The set on the form as it was last started, opened or saved: the form holds
    /// changes not saved while the two differ.
    clean: RuleSet,
    /// Another set asked for while the form holds changes not saved: it waits for the
    /// player to drop the changes or keep editing.
    pub confirm: Option<WorkshopAsk>,
    /// The name the set on the form is saved under, if it is.
    pub saved_as: Option<String>,
    /// The preset it started from: what a try measures it against.
    pub baseline: RuleSet,
    /// What the last request did, or why it could not.
    pub said: Option<Said>,
    /// The file an export writes or an import reads.
    pub file: String,
    /// The chooser open to pick that file, if it is.
    pub chooser: Option<FileChooser>,
    pub trying: Option<Trying>,
    /// The last try's figures: the house set's and the baseline's names, and the lab's.
    pub tried: Option<(String, String, TrialFigures)>,
    /// The last try's figures have not been shown yet: the form scrolls to them.
    figures_new: bool,
    /// Games per set and player count in a try (tests play fewer).
    pub try_games: u32,
    /// The workshop has not been opened yet.
    fresh: bool,
}

impl Default for Workshop {
    fn default() -> Self {
        let draft = house_from(&RuleSet::extended());
        Workshop {
            sets: Vec::new(),
            clean: draft.clone(),
            confirm: None,
            draft,
            saved_as: None,
            baseline: RuleSet::extended(),
            said: None,
            file: String::new(),
            chooser: None,
            trying: None,
            tried: None,
            figures_new: false,
            try_games: TRY_GAMES,
            fresh: true,
        }
    }
}

/// A try under way on its thread.
pub struct Trying {
    stop: Arc<AtomicBool>,
    done: Arc<AtomicUsize>,
    pub total: usize,
    result: Arc<Mutex<Option<Result<TrialFigures, BalanceError>>>>,
    house: String,
    baseline: String,
}

impl Workshop {
    /// Whether the form holds changes not saved.
    pub fn edited(&self) -> bool {
        self.draft != self.clean
    }

    /// `rules` on the form, as started, opened or saved.
    fn put(&mut self, rules: RuleSet) {
        self.clean = rules.clone();
        self.draft = rules;
    }
}

impl Trying {
    pub fn done(&self) -> usize {
        self.done.load(Ordering::Relaxed)
    }
}

/// What the player asks of the workshop: the form writes these, [`carry_out`] does them.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum WorkshopAsk {
    /// A new set on the form, a copy of a built-in one.
    StartFrom(String),
    /// One of the player's sets on the form.
    Open(String),
    /// Saves the form's set under its name (a new set if the name is new).
    Save,
    /// Gives the saved set the form's name.
    Rename,
    /// A copy of the form's saved set, under a free name, onto the form.
    Copy,
    Delete,
    Export(PathBuf),
    Import(PathBuf),
    Try,
    StopTrying,
    /// Saves the set and sets up a game with it.
    Play,
    /// Back to the setup form, as it was.
    Back,
    /// The set asked for while the form held changes: the changes are dropped.
    Discard,
    /// The set asked for while the form held changes is not opened.
    KeepEditing,
}

impl WorkshopAsk {
    /// Whether this puts another set on the form in place of the one there.
    fn replaces_the_set(&self) -> bool {
        matches!(
            self,
            WorkshopAsk::StartFrom(_) | WorkshopAsk::Open(_) | WorkshopAsk::Import(_)
        )
    }
}

/// A fresh house set from `preset`: the same switches under a name of its own.
fn house_from(preset: &RuleSet) -> RuleSet {
    RuleSet {
        name: format!("{} +", rule_set_name(&preset.name)),
        ..preset.clone()
    }
}

/// The built-in set nearest to `rules`: the same base and the fewest switches apart.
fn nearest_preset(rules: &RuleSet) -> RuleSet {
    RuleSet::BUILT_IN
        .iter()
        .filter_map(|n| RuleSet::named(n))
        .filter(|p| p.base == rules.base)
        .min_by_key(|p| {
            Switch::ALL
                .iter()
                .filter(|s| p.on(**s) != rules.on(**s))
                .count()
        })
        .unwrap_or_else(RuleSet::extended)
}

fn open_workshop(saves: Res<SavesFolder>, mut workshop: ResMut<Workshop>) {
    let house = HouseRules::in_saves(saves.0.path());
    workshop.sets = house.list();
    workshop.said = None;
    // The form's first opening: its set named in the language spoken now.
    if std::mem::take(&mut workshop.fresh) {
        let baseline = workshop.baseline.clone();
        workshop.put(house_from(&baseline));
    }
    // A set not saved yet never starts under a name one of the player's sets has.
    if workshop.saved_as.is_none() && house.find(&workshop.draft.name).is_ok() {
        let name = house.free_name(&workshop.draft.name);
        if !workshop.edited() {
            workshop.clean.name = name.clone();
        }
        workshop.draft.name = name;
    }
}

fn stop_trying(mut workshop: ResMut<Workshop>) {
    if let Some(t) = workshop.trying.take() {
        t.stop.store(true, Ordering::Relaxed);
    }
}

/// Does what the form asked, with the player's folder of sets.
fn carry_out(
    mut asks: MessageReader<WorkshopAsk>,
    saves: Res<SavesFolder>,
    mut workshop: ResMut<Workshop>,
    mut form: ResMut<SetupForm>,
    mut next: ResMut<NextState<Screen>>,
) {
    let house = HouseRules::in_saves(saves.0.path());
    let mut asked: std::collections::VecDeque<WorkshopAsk> = asks.read().cloned().collect();
    while let Some(ask) = asked.pop_front() {
        let w = &mut *workshop;
        // Another set in place of changes not saved waits for the player's word.
        if ask.replaces_the_set() && w.edited() {
            w.confirm = Some(ask);
            continue;
        }
        let ask = &ask;
        let said = match ask {
            WorkshopAsk::Discard => {
                // The form goes back to the set as it was last started, opened or
                // saved; then what waited is done.
                if let Some(waiting) = w.confirm.take() {
                    w.draft = w.clean.clone();
                    asked.push_front(waiting);
                }
                continue;
            }
            WorkshopAsk::KeepEditing => {
                w.confirm = None;
                continue;
            }
            WorkshopAsk::StartFrom(name) => {
                let preset = RuleSet::named(name).unwrap_or_else(RuleSet::extended);
                let mut fresh = house_from(&preset);
                if house.find(&fresh.name).is_ok() {
                    fresh.name = house.free_name(&fresh.name);
                }
                w.put(fresh);
                w.baseline = preset;
                w.saved_as = None;
                w.tried = None;
                None
            }
            WorkshopAsk::Open(name) => match house.find(name) {
                Ok(rules) => {
                    w.baseline = nearest_preset(&rules);
                    w.put(rules);
                    w.saved_as = Some(name.clone());
                    w.tried = None;
                    None
                }
                Err(e) => Some(Said::House(e)),
            },
            WorkshopAsk::Save | WorkshopAsk::Play => {
                let mut rules = w.draft.clone();
                rules.name = rules.name.trim().to_string();
                // Saved over only under the name it was opened or saved with; under
                // another name it is a new set, refused if that name is taken. A set
                // that does not check is refused in the form's words first.
                // A set that does not check is refused: what is wrong with it is said
                // under Try it already, for as long as it is so.
                let saved = if rules.check().is_err() {
                    Err(None)
                } else if w.saved_as.as_deref() == Some(rules.name.as_str()) {
                    house.save(&rules).map_err(|e| Some(Said::House(e)))
                } else {
                    house.add(&rules).map_err(|e| Some(Said::House(e)))
                };
                match saved {
                    Ok(_) => {
                        w.put(rules.clone());
                        w.saved_as = Some(rules.name.clone());
                        if *ask == WorkshopAsk::Play {
                            form.rules = rules.name.clone();
                            form.error = None;
                            form.keep = true;
                            next.set(Screen::Setup);
                        }
                        Some(Said::Saved(rules.name.clone()))
                    }
                    Err(said) => said,
                }
            }
            WorkshopAsk::Rename => match w.saved_as.clone() {
                Some(old) => match house.rename(&old, &w.draft.name) {
                    Ok(rules) => {
                        w.saved_as = Some(rules.name.clone());
                        Some(Said::Renamed(rules.name))
                    }
                    Err(e) => Some(Said::House(e)),
                },
                None => None,
            },
            WorkshopAsk::Copy => {
                let from = w
                    .saved_as
                    .clone()
                    .unwrap_or_else(|| w.baseline.name.clone());
                match house.duplicate(&from) {
                    Ok(copy) => {
                        w.put(copy.clone());
                        w.saved_as = Some(copy.name.clone());
                        Some(Said::Copied(copy.name))
                    }
                    Err(e) => Some(Said::House(e)),
                }
            }
            WorkshopAsk::Delete => match w.saved_as.take() {
                Some(name) => match house.delete(&name) {
                    Ok(()) => Some(Said::Deleted(name)),
                    Err(e) => {
                        w.saved_as = Some(name);
                        Some(Said::House(e))
                    }
                },
                None => None,
            },
            WorkshopAsk::Export(path) => match write_rules_file(&w.draft, path) {
                Ok(()) => Some(Said::Exported(path.clone())),
                Err(e) => Some(Said::House(e)),
            },
            WorkshopAsk::Import(path) => match house.import(path) {
                Ok(rules) => {
                    w.baseline = nearest_preset(&rules);
                    w.saved_as = Some(rules.name.clone());
                    w.put(rules.clone());
                    w.tried = None;
                    Some(Said::Imported(rules.name))
                }
                Err(e) => Some(Said::House(e)),
            },
            WorkshopAsk::Try => {
                start_try(w);
                None
            }
            WorkshopAsk::Back => {
                form.keep = true;
                next.set(Screen::Setup);
                None
            }
            WorkshopAsk::StopTrying => {
                if let Some(t) = w.trying.take() {
                    t.stop.store(true, Ordering::Relaxed);
                }
                Some(Said::Stopped)
            }
        };
        // What the last request said; nothing from a set no longer on the form.
        w.said = said;
        w.sets = house.list();
    }
}

/// What is wrong with the form's set, named by the control to put right.
fn form_problem(field: &str, problem: &RuleSetProblem) -> String {
    let control = match field {
        "name" => tr!("workshop-name"),
        "hand_size" => tr!("workshop-hand-size"),
        "win_2_3_players" => tr!("workshop-win-small"),
        "win_4_5_players" => tr!("workshop-win-large"),
        "base" => tr!("workshop-base"),
        _ => return rule_set_problem(problem),
    };
    tr!(
        "workshop-problem",
        control = control,
        problem = rule_set_problem(problem)
    )
}

/// Starts a try of the form's set against its baseline on a thread of its own, the
/// lab's games on a worker for each core: the workshop draws only its progress bar
/// meanwhile (ten frames a second), and a try of every player count took 1.9 s on two
/// workers against 3.1–3.5 s on one (16,004 games, `docs/performance.md`).
fn start_try(w: &mut Workshop) {
    if w.trying.is_some() || w.draft.check().is_err() {
        return;
    }
    let trial = Trial {
        baseline: w.baseline.clone(),
        house: w.draft.clone(),
        players: TRY_PLAYERS.to_vec(),
        games: w.try_games,
        seed: 1,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let trying = Trying {
        stop: Arc::new(AtomicBool::new(false)),
        done: Arc::new(AtomicUsize::new(0)),
        total: trial.total_games() as usize,
        result: Arc::new(Mutex::new(None)),
        house: w.draft.name.clone(),
        baseline: rule_set_name(&w.baseline.name),
    };
    let (stop, done, result) = (
        trying.stop.clone(),
        trying.done.clone(),
        trying.result.clone(),
    );
    let started = std::thread::Builder::new()
        .name("house-rules try".into())
        .spawn(move || {
            let figures = run_trial(&trial, &mut |d, _| done.store(d, Ordering::Relaxed), &stop);
            if let Ok(mut slot) = result.lock() {
                *slot = Some(figures);
            }
        });
    match started {
        Ok(_) => {
            w.tried = None;
            w.said = None;
            w.trying = Some(trying);
        }
        Err(e) => w.said = Some(Said::TryNotStarted(e)),
    }
}

/// Takes a finished try's figures from its thread; while it runs, a frame every tenth
/// of a second moves its progress bar (the screen otherwise rests until input).
fn follow_try(mut workshop: ResMut<Workshop>, mut wake: MessageWriter<Wake>) {
    if workshop.trying.is_some() {
        wake.write(Wake::in_secs(0.1));
    }
    let finished = workshop
        .trying
        .as_ref()
        .and_then(|t| t.result.lock().ok().and_then(|mut r| r.take()));
    let Some(result) = finished else {
        return;
    };
    let Some(t) = workshop.trying.take() else {
        return;
    };
    match result {
        Ok(figures) => {
            workshop.tried = Some((t.house, t.baseline, figures));
            workshop.figures_new = true;
        }
        Err(BalanceError::Stopped) => {}
        Err(e) => workshop.said = Some(Said::TryFailed(e)),
    }
}

fn draw_workshop(
    mut contexts: EguiContexts,
    mut workshop: ResMut<Workshop>,
    settings: Res<Settings>,
    mut ask: MessageWriter<WorkshopAsk>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let w = &mut *workshop;
    // The form, its forty rules and a try's figures scroll; Try it, what was last said
    // and Back and Play it stay in sight below them.
    widgets::menu_card_parts(ctx, "house rules", 900.0, |card| {
        card.body(|ui| {
            widgets::heading(ui, &tr!("workshop-heading"));
            widgets::gold_rule(ui);
            ui.label(widgets::paragraph(ui, &tr!("workshop-intro"), 14.0));
            ui.add_space(4.0);
            ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                sets_row(ui, w, &mut ask);
                ui.separator();
                name_and_numbers(ui, w, &mut ask);
                ui.separator();
                switches(ui, &mut w.draft);
                reference(ui, &w.draft, &settings.keys);
                // What Try it's figures say, read before and beside them.
                ui.label(widgets::paragraph(ui, &tr!("workshop-how-sure"), 13.0));
                if let Some((house, baseline, figures)) = &w.tried {
                    ui.separator();
                    let top = ui.cursor().top();
                    figures::show(ui, house, baseline, figures);
                    // A try just finished: its figures are brought into sight once.
                    if std::mem::take(&mut w.figures_new) {
                        let shown = egui::Rect::from_x_y_ranges(
                            ui.min_rect().x_range(),
                            top..=ui.min_rect().bottom(),
                        );
                        ui.scroll_to_rect(shown, Some(egui::Align::TOP));
                    }
                }
            });
        });
        // A word of the last request's, once the set it spoke of has changed, is stale.
        if w.edited() && w.said.as_ref().is_some_and(|s| !s.is_problem()) {
            w.said = None;
        }
        card.actions(|ui| {
            ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                try_row(ui, w, &mut ask);
                // What is wrong with the set, under Try it (which it greys) rather than
                // above the rules: the list does not move as a rule is turned on or off.
                if let Err((field, problem)) = w.draft.check() {
                    ui.colored_label(WARNING, form_problem(field, &problem));
                }
                if let Some(said) = &w.said {
                    if said.is_problem() {
                        ui.colored_label(WARNING, said.words());
                    } else {
                        ui.label(RichText::new(said.words()));
                    }
                }
            });
            ui.add_space(6.0);
            let (back, play) = widgets::button_pair(ui, &tr!("menu-back"), &tr!("workshop-play"));
            if play {
                ask.write(WorkshopAsk::Play);
            }
            if (back || widgets::escape_pressed(ui)) && w.confirm.is_none() && w.chooser.is_none() {
                ask.write(WorkshopAsk::Back);
            }
        });
    });
    // The file to export to or import from, picked in a folder.
    if let Some(chooser) = w.chooser.as_mut() {
        match chooser::show_chooser(ctx, chooser) {
            Chosen::Nothing => {}
            Chosen::Cancel => w.chooser = None,
            Chosen::File(path) => {
                w.file = path.display().to_string();
                w.chooser = None;
            }
        }
    }
    // Another set asked for over changes not saved: drop them, or keep editing.
    if w.confirm.is_some() {
        let heading = tr!("workshop-discard-heading", name = w.draft.name.trim());
        let (drop, keep) = widgets::modal(ctx, "workshop-discard", 560.0, |ui| {
            ui.label(RichText::new(heading).strong());
            ui.add_space(8.0);
            let (drop, keep) =
                widgets::button_pair(ui, &tr!("workshop-discard"), &tr!("workshop-keep-editing"));
            (drop, keep || widgets::escape_pressed(ui))
        });
        if drop {
            ask.write(WorkshopAsk::Discard);
        } else if keep {
            ask.write(WorkshopAsk::KeepEditing);
        }
    }
    Ok(())
}

/// Where a set comes from: a preset to start from, or one of the player's.
fn sets_row(ui: &mut egui::Ui, w: &Workshop, ask: &mut MessageWriter<WorkshopAsk>) {
    row(ui, |ui| {
        ui.label(RichText::new(tr!("workshop-start-from")).strong());
        for name in RuleSet::BUILT_IN {
            if ui.button(rule_set_name(name)).clicked() {
                ask.write(WorkshopAsk::StartFrom(name.to_string()));
            }
        }
    });
    row(ui, |ui| {
        ui.label(RichText::new(tr!("workshop-yours")).strong());
        if w.sets.is_empty() {
            ui.label(tr!("workshop-none-yet"));
        }
        for entry in &w.sets {
            match &entry.rules {
                Ok(rules) => {
                    let open = w.saved_as.as_deref() == Some(rules.name.as_str());
                    let set = ui.selectable_label(open, &rules.name);
                    widgets::named(&set, &format!("{} · {}", tr!("workshop-yours"), rules.name));
                    if set.clicked() {
                        ask.write(WorkshopAsk::Open(rules.name.clone()));
                    }
                }
                Err(e) => {
                    ui.colored_label(WARNING, house_error(e));
                }
            }
        }
    });
}

/// The set's name, what may be done with it, its base, hand and win targets.
fn name_and_numbers(ui: &mut egui::Ui, w: &mut Workshop, ask: &mut MessageWriter<WorkshopAsk>) {
    let saved = w.saved_as.clone();
    row(ui, |ui| {
        ui.label(tr!("workshop-name"));
        let field = ui.add_sized(
            [240.0, 28.0],
            widgets::text_field(&mut w.draft.name).char_limit(MAX_NAME_CHARS),
        );
        widgets::named(&field, &tr!("workshop-name"));
        if ui.button(tr!("workshop-save")).clicked() {
            ask.write(WorkshopAsk::Save);
        }
        let renamed = saved.as_deref().is_some_and(|s| s != w.draft.name.trim());
        if ui
            .add_enabled(renamed, egui::Button::new(tr!("workshop-rename")))
            .clicked()
        {
            ask.write(WorkshopAsk::Rename);
        }
        if ui
            .add_enabled(
                saved.is_some(),
                egui::Button::new(tr!("workshop-duplicate")),
            )
            .clicked()
        {
            ask.write(WorkshopAsk::Copy);
        }
        if ui
            .add_enabled(saved.is_some(), egui::Button::new(tr!("workshop-delete")))
            .clicked()
        {
            ask.write(WorkshopAsk::Delete);
        }
        if saved.is_none() {
            ui.label(RichText::new(tr!("workshop-unsaved")).italics());
        } else if w.edited() {
            ui.label(RichText::new(tr!("workshop-edited")).italics());
        }
    });
    // The field takes no more: say so, rather than let the name stop short unexplained.
    if w.draft.name.chars().count() >= MAX_NAME_CHARS {
        let limit = tr!("workshop-name-limit", max = MAX_NAME_CHARS);
        ui.label(RichText::new(limit).size(14.0).italics());
    }
    row(ui, |ui| {
        ui.label(tr!("workshop-file"));
        let field = ui.add_sized(
            [320.0, 28.0],
            widgets::text_field(&mut w.file).hint_text(tr!("workshop-file-hint")),
        );
        widgets::named(&field, &tr!("workshop-file"));
        if ui.button(tr!("workshop-browse")).clicked() {
            w.chooser = Some(FileChooser::at(&w.file));
        }
        let path = PathBuf::from(w.file.trim());
        let has_path = !w.file.trim().is_empty();
        if ui
            .add_enabled(has_path, egui::Button::new(tr!("workshop-export")))
            .clicked()
        {
            ask.write(WorkshopAsk::Export(path.clone()));
        }
        if ui
            .add_enabled(has_path, egui::Button::new(tr!("workshop-import")))
            .clicked()
        {
            ask.write(WorkshopAsk::Import(path));
        }
    });
    let d = &mut w.draft;
    row(ui, |ui| {
        ui.label(tr!("workshop-base"));
        for (base, name) in [(Base::Classic, "classic"), (Base::Extended, "extended")] {
            let choice = ui.selectable_label(d.base == base, rule_set_name(name));
            widgets::named(
                &choice,
                &format!("{} · {}", tr!("workshop-base"), rule_set_name(name)),
            );
            if choice.clicked() && d.base != base {
                // A new base: its switches as that base has them.
                let name = std::mem::take(&mut d.name);
                *d = RuleSet {
                    name,
                    hand_size: d.hand_size,
                    win_2_3_players: d.win_2_3_players,
                    win_4_5_players: d.win_4_5_players,
                    ..RuleSet::named(name_of(base)).unwrap_or_else(RuleSet::extended)
                };
            }
        }
        ui.add_space(12.0);
        let hand = tr!("workshop-hand-size");
        let mut size = d.hand_size as u32;
        let shown = format!("{hand}: {size}");
        widgets::slider(
            ui,
            egui::Slider::new(&mut size, 1..=MAX_HAND as u32),
            &hand,
            &shown,
        );
        d.hand_size = size as u8;
    });
    for (label, target) in [
        (tr!("workshop-win-small"), &mut d.win_2_3_players),
        (tr!("workshop-win-large"), &mut d.win_4_5_players),
    ] {
        row(ui, |ui| {
            ui.label(&label);
            let queens = tr!("workshop-queens");
            let shown = format!("{} {queens}", target.queens);
            widgets::slider(
                ui,
                egui::Slider::new(&mut target.queens, 1..=12),
                &format!("{label} · {queens}"),
                &shown,
            );
            let points = tr!("workshop-points");
            let shown = format!("{} {points}", target.points);
            widgets::slider(
                ui,
                egui::Slider::new(&mut target.points, 1..=125),
                &format!("{label} · {points}"),
                &shown,
            );
        });
    }
}

fn name_of(base: Base) -> &'static str {
    match base {
        Base::Classic => "classic",
        Base::Extended => "extended",
    }
}

/// Every switch, grouped as the rules book groups them, each with its id and rule in a
/// line. Over the classic base only the number plays and the house rules can be switched.
fn switches(ui: &mut egui::Ui, rules: &mut RuleSet) {
    for section in Section::ALL {
        ui.add_space(4.0);
        ui.label(RichText::new(section_name(section)).strong());
        for switch in section.switches() {
            let usable = rules.is_extended() || switch.in_classic();
            let mut on = rules.on(switch);
            row(ui, |ui| {
                let name = format!("{} · {}", switch.id(), switch_name(switch));
                let text = switch_text(switch);
                let b = ui
                    .add_enabled(usable, egui::Checkbox::new(&mut on, &name))
                    // Hovered: the rule as the rules reference tells it under this set.
                    .on_hover_ui(|ui| {
                        let (entry, said) = switch_reference(switch, rules);
                        ui.label(format!("{} — {entry}: {said}", tr!("workshop-reference")));
                    });
                widgets::named(&b, &format!("{name}: {text}"));
                ui.label(widgets::paragraph(ui, &text, 13.0));
            });
            if usable && on != rules.on(switch) {
                rules.set(switch, on);
            }
        }
    }
}

/// The rules reference, as F1 shows it at a table, for the set on the form: every card
/// and queen told by the rules left on, and the switches it turns.
fn reference(ui: &mut egui::Ui, rules: &RuleSet, keys: &KeyMap) {
    egui::CollapsingHeader::new(RichText::new(tr!("workshop-reference")).strong())
        .id_salt("workshop reference")
        .show(ui, |ui| {
            for part in rules_reference(rules, 4, keys) {
                ui.add_space(4.0);
                ui.label(RichText::new(part.heading).size(18.0));
                for (name, text) in part.entries {
                    widgets::named_paragraph(ui, &name, &text, Some(14.0));
                }
            }
        });
}

/// Try it, or how far the try has come, with Stop.
fn try_row(ui: &mut egui::Ui, w: &Workshop, ask: &mut MessageWriter<WorkshopAsk>) {
    row(ui, |ui| match &w.trying {
        Some(t) => {
            let done = t.done();
            // The words beside the bar, not in it: a bar cuts words longer than itself.
            ui.add(
                egui::ProgressBar::new(done as f32 / t.total.max(1) as f32).desired_width(160.0),
            );
            ui.label(tr!("workshop-trying", done = done, total = t.total));
            if ui.button(tr!("workshop-stop")).clicked() {
                ask.write(WorkshopAsk::StopTrying);
            }
        }
        None => {
            let ok = w.draft.check().is_ok();
            if ui
                .add_enabled(ok, egui::Button::new(tr!("workshop-try")))
                .clicked()
            {
                ask.write(WorkshopAsk::Try);
            }
        }
    });
}

/// A row of the form, wrapping on a narrow window, its labels on the centre line of
/// the fields and buttons beside them.
fn row<R>(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    ui.scope(|ui| {
        // A wrapping row is laid out this tall: the fields' height.
        ui.spacing_mut().interact_size.y = 30.0;
        ui.horizontal_wrapped(add).inner
    })
    .inner
}
