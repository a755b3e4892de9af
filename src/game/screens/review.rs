//! The review of a finished game, for the one person at a table of bots, in either
//! game: each of their decisions measured from what they could see then
//! (`advice::review`, the figures `sq-arena review` prints), in a task off the main
//! thread with a progress bar and Cancel. It lists the decisions where another choice
//! was clearly better, the costliest first, and charts their figure (win chance, or
//! points alone at the table) over the game; a click on one of the three biggest swings, or on a
//! decision's Show, plays the table back from that moment. Written once over the seam:
//! a game says only how its choices read ([`Reviewed`]).

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use bevy::platform::cell::SyncCell;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, Color32, RichText},
};

use crate::advice::{self, Advised, Measure, Moment, Review, reviewed_seat};
use crate::engine::{GameEngine, GameKind};
use crate::game::hinting::figure;
pub use crate::game::next_game::OpenReview;
use crate::game::next_game::OpenTable;
use crate::game::replay::LeaveReplayTo;
use crate::game::rest::Wake;
use crate::game::states::Screen;
use crate::game::text::{choice_words, localized_name, mad_choice_words};
use crate::game::theme::{
    palette::{GOLD, WARNING},
    widgets,
};
use crate::mad_queens::{MadAction, MadGame, MadObservation};
use crate::save::LoadedSave;
use crate::seats::SeatKind;
use crate::sleeping_queens::{Action, Game, Observation};
use crate::tr;

/// A game the review screen can show: where a save holds it, and how its choices read.
pub trait Reviewed: Advised {
    /// The game in `save`, if it is this one.
    fn in_save(save: &LoadedSave) -> Option<&Self>;
    /// A choice in the player's words, as the seat saw the table then.
    fn words(action: &Self::Action, obs: &Self::Observation, names: &[String]) -> String;
}

impl Reviewed for Game {
    fn in_save(save: &LoadedSave) -> Option<&Game> {
        save.sleeping_queens()
    }
    fn words(action: &Action, obs: &Observation, names: &[String]) -> String {
        choice_words(action, obs, names)
    }
}

impl Reviewed for MadGame {
    fn in_save(save: &LoadedSave) -> Option<&MadGame> {
        save.mad_queens()
    }
    fn words(action: &MadAction, obs: &MadObservation, _names: &[String]) -> String {
        mad_choice_words(*action, obs)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OpenReview>();
    app.init_resource::<LeaveReplayTo>();
    app.add_plugins((game_plugin::<Game>, game_plugin::<MadGame>));
}

fn game_plugin<G: Reviewed>(app: &mut App) {
    app.add_systems(Update, (open_review::<G>, keep_for_replay::<G>));
    app.add_systems(
        Update,
        follow_review::<G>
            .run_if(in_state(Screen::Review).and_then(resource_exists::<ReviewRun<G>>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        draw_review::<G>.run_if(in_state(Screen::Review).and_then(resource_exists::<ReviewRun<G>>)),
    );
    // Leaving the screen stops a review still at work; one showing a moment at the
    // table is kept for the replay's end.
    app.add_systems(
        OnExit(Screen::Review),
        |mut commands: Commands, run: Option<Res<ReviewRun<G>>>| {
            if let Some(run) = run {
                if run.showing {
                    return;
                }
                run.cancel.store(true, Ordering::Relaxed);
            }
            commands.remove_resource::<ReviewRun<G>>();
        },
    );
    app.add_systems(
        OnEnter(Screen::Review),
        |run: Option<ResMut<ReviewRun<G>>>, mut leave: ResMut<LeaveReplayTo>| {
            if let Some(mut run) = run {
                run.showing = false;
            }
            leave.0 = None;
        },
    );
    // The title or the saved games: a review kept for a replay is over.
    for screen in [Screen::Title, Screen::Load] {
        app.add_systems(
            OnEnter(screen),
            |mut commands: Commands, mut leave: ResMut<LeaveReplayTo>| {
                commands.remove_resource::<ReviewRun<G>>();
                leave.0 = None;
            },
        );
    }
}
/// A moment of the review asked to be shown at the table (its Show): the review is
/// kept while the replay plays, for the replay's end to come back to.
fn keep_for_replay<G: Reviewed>(
    mut asks: MessageReader<OpenTable>,
    screen: Res<State<Screen>>,
    run: Option<ResMut<ReviewRun<G>>>,
    mut leave: ResMut<LeaveReplayTo>,
) {
    let shown = asks
        .read()
        .any(|ask| matches!(ask, OpenTable::ReplayFrom(..)));
    if let Some(mut run) = run
        && shown
        && *screen.get() == Screen::Review
        && run.result.is_some()
    {
        run.showing = true;
        leave.0 = Some(Screen::Review);
    }
}

/// Whether a save can be reviewed: a finished game with one person at a table of bots.
pub fn can_review(save: &LoadedSave) -> bool {
    save.game.is_over() && reviewed_seat(&people(save)).is_some()
}

fn people(save: &LoadedSave) -> Vec<bool> {
    save.file
        .seats
        .iter()
        .map(|s| s.kind == SeatKind::Human)
        .collect()
}

/// What the task brings back: the review and the observation of each of its moments
/// (the words name only what the person could see), or why it failed.
type Outcome<G> = Result<
    (
        Review<<G as GameEngine>::Action>,
        Vec<<G as GameEngine>::Observation>,
    ),
    String,
>;

/// The review on screen: the game, the task measuring it, and its result.
#[derive(Resource)]
pub struct ReviewRun<G: Reviewed> {
    save: Box<LoadedSave>,
    back: Screen,
    names: Vec<String>,
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    cancel: Arc<AtomicBool>,
    task: Option<SyncCell<Task<Option<Outcome<G>>>>>,
    result: Option<Outcome<G>>,
    deals: u32,
    /// A moment of it is being shown at the table: the review waits there for the
    /// replay to be left, and comes back as it was.
    showing: bool,
}

impl<G: Reviewed> ReviewRun<G> {
    /// Decisions measured so far, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }

    /// The finished review, once measured.
    pub fn review(&self) -> Option<&Review<G::Action>> {
        self.result.as_ref()?.as_ref().ok().map(|(r, _)| r)
    }
}

/// Starts the review asked for (of a save of this game), on the compute pool, and
/// shows its screen.
fn open_review<G: Reviewed>(
    mut asks: MessageReader<OpenReview>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut wake: MessageWriter<Wake>,
) {
    let Some(ask) = asks.read().last() else {
        return;
    };
    let Some(record) = G::in_save(&ask.save).map(|g| g.record().clone()) else {
        return;
    };
    let Some(seat) = reviewed_seat(&people(&ask.save)) else {
        return;
    };
    let deals = G::review_deals(&record);
    let (done, total) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let cancel = Arc::new(AtomicBool::new(false));
    let (d, t, c) = (done.clone(), total.clone(), cancel.clone());
    let task = AsyncComputeTaskPool::get().spawn(async move {
        catch_unwind(AssertUnwindSafe(|| {
            measure::<G>(&record, seat, deals, &mut |now, all| {
                d.store(now, Ordering::Relaxed);
                t.store(all, Ordering::Relaxed);
                !c.load(Ordering::Relaxed)
            })
        }))
        .unwrap_or_else(|_| Some(Err("the review failed".into())))
    });
    commands.insert_resource(ReviewRun::<G> {
        names: ask
            .save
            .file
            .seats
            .iter()
            .map(|s| localized_name(&s.name))
            .collect(),
        save: ask.save.clone(),
        back: ask.back,
        done,
        total,
        cancel,
        task: Some(SyncCell::new(task)),
        result: None,
        deals,
        showing: false,
    });
    next.set(Screen::Review);
    wake.write(Wake::in_secs(0.1));
}

/// The review and what the seat saw at each of its moments (`None`: cancelled).
fn measure<G: Reviewed>(
    record: &G::Record,
    seat: u8,
    deals: u32,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Option<Outcome<G>> {
    advice::review_seen::<G>(record, seat, deals, progress)
        .map_err(|e| e.to_string())
        .transpose()
}

/// Takes the result once the task is done, and keeps the progress bar moving.
fn follow_review<G: Reviewed>(mut run: ResMut<ReviewRun<G>>, mut wake: MessageWriter<Wake>) {
    let Some(task) = run.task.as_mut() else {
        return;
    };
    match check_ready(task.get()) {
        Some(Some(outcome)) => {
            run.task = None;
            run.result = Some(outcome);
            wake.write(Wake::NOW);
        }
        Some(None) => run.task = None,
        None => {
            wake.write(Wake::in_secs(0.1));
        }
    }
}

fn draw_review<G: Reviewed>(
    mut contexts: EguiContexts,
    run: Res<ReviewRun<G>>,
    mut open: MessageWriter<OpenTable>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut show_from: Option<usize> = None;
    let mut back = false;
    // The summary, the chart and the mistakes scroll; Back (or Cancel while measuring)
    // stays in sight below them.
    widgets::menu_card_parts(ctx, "review", 720.0, |card| {
        card.body(|ui| {
            widgets::heading(ui, &tr!("review-heading"));
            widgets::gold_rule(ui);
            match &run.result {
                None => {
                    let (done, total) = (
                        run.done.load(Ordering::Relaxed),
                        run.total.load(Ordering::Relaxed),
                    );
                    ui.label(RichText::new(tr!("review-measuring")));
                    let part = if total == 0 {
                        0.0
                    } else {
                        done as f32 / total as f32
                    };
                    ui.add(egui::ProgressBar::new(part).desired_width(420.0).text(tr!(
                        "review-progress",
                        done = done,
                        total = total
                    )));
                }
                Some(Err(e)) => {
                    ui.label(RichText::new(tr!("review-failed", error = e.clone())).color(WARNING));
                }
                Some(Ok((review, seen))) => {
                    let words = Words::of(G::KIND, review.measure);
                    // The costliest mistakes first.
                    let mistakes: Vec<(usize, &Moment<G::Action>)> = review.worst_first();
                    let summary = if mistakes.is_empty() {
                        tr!("review-none", decisions = review.moments.len())
                    } else {
                        // The costliest mistake's cost: win chances lost at several
                        // decisions do not add up to one.
                        words.summary(
                            review.moments.len(),
                            mistakes.len(),
                            mistakes.first().map_or(0.0, |(_, m)| m.cost),
                        )
                    };
                    ui.label(RichText::new(summary));
                    if let Some(i) = win_chart(ui, review, &words) {
                        show_from = Some(review.moments[i].action);
                    }
                    ui.label(RichText::new(words.caption()).small());
                    for (i, m) in &mistakes {
                        ui.separator();
                        ui.horizontal(|ui| {
                            ui.vertical(|ui| {
                                ui.set_width(560.0);
                                let obs = &seen[*i];
                                ui.label(RichText::new(words.moment(m.turn, m.cost)).strong());
                                let line = |text: String| RichText::new(text).size(15.0);
                                ui.label(line(tr!(
                                    "review-you-chose",
                                    choice = G::words(&m.chose, obs, &run.names),
                                    percent = figure(review.measure, m.win)
                                )));
                                ui.label(line(tr!(
                                    "review-better",
                                    choice = G::words(&m.best, obs, &run.names),
                                    percent = figure(review.measure, m.best_win)
                                )));
                            });
                            if ui.button(tr!("review-show")).clicked() {
                                show_from = Some(m.action);
                            }
                        });
                    }
                    ui.label(
                        RichText::new(tr!("review-method", deals = run.deals))
                            .small()
                            .italics(),
                    );
                }
            }
        });
        card.actions(|ui| {
            let leave = if run.result.is_none() {
                tr!("review-cancel")
            } else {
                tr!("menu-back")
            };
            back = widgets::menu_button(ui, &leave, true) || widgets::escape_pressed(ui);
        });
    });
    if let Some(from) = show_from {
        open.write(OpenTable::ReplayFrom(run.save.clone(), from));
    } else if back {
        next.set(run.back);
    }
    Ok(())
}

/// The words of a review: by turn or by round, in win chance or in points.
struct Words {
    rounds: bool,
    measure: Measure,
}

impl Words {
    fn of(kind: GameKind, measure: Measure) -> Words {
        Words {
            rounds: kind == GameKind::MadQueens,
            measure,
        }
    }

    fn points(&self) -> bool {
        self.measure == Measure::Points
    }

    /// What was given away, as the words count it (points of win chance, or points).
    fn cost(&self, cost: f64) -> String {
        match self.measure {
            Measure::WinChance => format!("{:.0}", cost * 100.0),
            Measure::Points => format!("{cost:.1}"),
        }
    }

    fn summary(&self, decisions: usize, mistakes: usize, cost: f64) -> String {
        let points = self.cost(cost);
        if self.points() {
            tr!(
                "review-summary-points",
                decisions = decisions,
                mistakes = mistakes,
                points = points
            )
        } else {
            tr!(
                "review-summary",
                decisions = decisions,
                mistakes = mistakes,
                points = points
            )
        }
    }

    fn caption(&self) -> String {
        if self.points() {
            tr!("review-chart-caption-points")
        } else {
            tr!("review-chart-caption")
        }
    }

    fn moment(&self, turn: u32, cost: f64) -> String {
        let points = self.cost(cost);
        match (self.rounds, self.points()) {
            (true, true) => tr!("review-round-points", turn = turn, points = points),
            (true, false) => tr!("review-round", turn = turn, points = points),
            (false, _) => tr!("review-turn", turn = turn, points = points),
        }
    }

    fn swing(&self, turn: u32, before: f64, after: f64) -> String {
        let (before, after) = (figure(self.measure, before), figure(self.measure, after));
        if self.rounds {
            tr!(
                "review-swing-round",
                turn = turn,
                before = before,
                after = after
            )
        } else {
            tr!("review-swing", turn = turn, before = before, after = after)
        }
    }
}

/// The person's figure after each decision up the side (win chance 0–100%, or points
/// from 0 to the most reached), with the three biggest swings marked; which swing was
/// clicked, if any.
fn win_chart<A>(ui: &mut egui::Ui, review: &Review<A>, words: &Words) -> Option<usize> {
    let (outer, _) = ui.allocate_exact_size(egui::vec2(640.0, 150.0), egui::Sense::hover());
    let painter = ui.painter_at(outer.expand(8.0));
    let ink = ui.visuals().text_color();
    let font = egui::FontId::proportional(11.0);
    let faint = egui::Stroke::new(1.0, ink.gamma_multiply(0.25));
    let rect = egui::Rect::from_min_max(
        outer.left_top() + egui::vec2(36.0, 8.0),
        outer.right_bottom() - egui::vec2(10.0, 18.0),
    );
    let top = match review.measure {
        Measure::WinChance => 1.0,
        Measure::Points => review
            .moments
            .iter()
            .map(|m| m.win.max(m.best_win))
            .fold(1.0, f64::max),
    };
    let n = review.moments.len().max(2);
    let x_of = |i: usize| rect.left() + rect.width() * i as f32 / (n - 1) as f32;
    let y_of = |w: f64| rect.bottom() - rect.height() * (w / top).clamp(0.0, 1.0) as f32;
    for p in [0.0, 0.25, 0.5, 0.75, 1.0] {
        let y = y_of(p * top);
        let stroke = if p == 0.5 {
            egui::Stroke::new(1.0, ink.gamma_multiply(0.6))
        } else {
            faint
        };
        painter.hline(rect.x_range(), y, stroke);
        painter.text(
            egui::pos2(rect.left() - 4.0, y),
            egui::Align2::RIGHT_CENTER,
            figure(review.measure, p * top),
            font.clone(),
            ink,
        );
    }
    // Turn numbers under a few of the decisions, each turn named once (a turn can hold
    // several decisions: a Jester's, an answer's).
    let every = (review.moments.len() / 8).max(1);
    let mut named = None;
    for (i, m) in review.moments.iter().enumerate().step_by(every) {
        if named.replace(m.turn) == Some(m.turn) {
            continue;
        }
        painter.text(
            egui::pos2(x_of(i), rect.bottom() + 3.0),
            egui::Align2::CENTER_TOP,
            m.turn.to_string(),
            font.clone(),
            ink,
        );
    }
    let points: Vec<egui::Pos2> = review
        .moments
        .iter()
        .enumerate()
        .map(|(i, m)| egui::pos2(x_of(i), y_of(m.win)))
        .collect();
    painter.add(egui::Shape::line(
        points.clone(),
        egui::Stroke::new(2.5, Color32::from_rgb(0x3B, 0x5B, 0xA9)),
    ));
    // A decision that gave something away clearly: a small red tick on the line.
    for (i, m) in review.moments.iter().enumerate() {
        if review.is_mistake(m) {
            painter.circle_filled(points[i], 3.0, WARNING);
        }
    }
    let mut clicked = None;
    for &i in &review.swings {
        let (Some(p), Some(before)) = (points.get(i), review.moments.get(i.wrapping_sub(1))) else {
            continue;
        };
        let m = &review.moments[i];
        let id = ui.id().with(("swing", i));
        let hit = egui::Rect::from_center_size(*p, egui::vec2(18.0, 18.0));
        let response = ui
            .interact(hit, id, egui::Sense::click())
            .on_hover_text(words.swing(m.turn, before.win, m.win))
            .on_hover_cursor(egui::CursorIcon::PointingHand);
        let r = if response.hovered() { 8.0 } else { 6.5 };
        painter.circle(*p, r, GOLD, egui::Stroke::new(1.5, ink));
        if response.clicked() {
            clicked = Some(i);
        }
    }
    clicked
}
