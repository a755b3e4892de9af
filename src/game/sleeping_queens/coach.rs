//! The coach of a lesson: a bubble beside the thing to click next, saying what to do and
//! why; after a wrong click it says again what to do instead. Once the lesson's game is
//! won it says how, and the lesson is marked done. The bubble only reads the table: the
//! engine's one way in refuses every choice but the beat's (`Match::lesson_allows`).

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::engine::{Match, Refused};
use super::input::{Aiming, Click, ClickHint, Targets};
use super::layout;
use super::pieces::TableCard;
use super::present::TableNow;
use super::prompts::{COACH_ID, TABLE_ORDER, above_prompt, beside_grid, log_rect};
use super::schedule::{TableSystems, table_open};
use crate::game::profile::{LessonAt, LessonDone};
use crate::game::rest::Wake;
use crate::game::states::{Paused, Screen};
use crate::game::theme::palette::{CREAM, GOLD, WARNING};
use crate::game::theme::style::screen_pos;
use crate::game::theme::widgets;
use crate::i18n::message;
use crate::lessons::LEARNER;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Coach>();
    app.add_systems(
        Update,
        (notice_wrong_clicks, mark_done)
            .in_set(TableSystems::Route)
            .run_if(resource_exists::<Match>),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        coach_bubble
            .run_if(not(in_state(Paused)))
            .run_if(table_open),
    );
}

/// When the learner last did something the lesson does not ask for (seconds, and the
/// decision it was at).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct Coach {
    pub nudged: Option<(f64, usize)>,
    /// The lesson's win was told to the profile.
    pub marked: bool,
    /// How far the lesson was last kept in the profile.
    pub kept: Option<u32>,
}

/// How long the coach says "not that" after a wrong click, in seconds.
const NUDGE_SECS: f64 = 4.0;

/// A click on nothing the lesson asks for (the table's click hint), or a choice it
/// refused (an answer's Pass, a wrong card): the coach says what to do instead.
fn notice_wrong_clicks(
    time: Res<Time>,
    now: TableNow,
    hint: Res<ClickHint>,
    mut refused: MessageReader<Refused>,
    mut coach: ResMut<Coach>,
    mut wake: MessageWriter<Wake>,
) {
    if now.game.lesson_now().is_none() {
        refused.clear();
        return;
    }
    let t = time.elapsed_secs_f64();
    let at = now.game.stamp();
    let clicked = hint.shows(t, at) && hint.since > coach.nudged.map_or(f64::MIN, |n| n.0);
    let wrong = refused.read().any(|r| r.choice.seat == LEARNER);
    if clicked || wrong {
        coach.nudged = Some((t, at));
        wake.write(Wake::NOW);
    }
}

/// A lesson keeps its place in the profile as it goes (it resumes there), and once won
/// it is marked done, once.
fn mark_done(
    now: TableNow,
    mut coach: ResMut<Coach>,
    mut done: MessageWriter<LessonDone>,
    mut at: MessageWriter<LessonAt>,
) {
    let Some(lesson) = now.game.lesson_now() else {
        coach.marked = false;
        coach.kept = None;
        return;
    };
    let played = now.game.game().record().actions.len() as u32;
    if coach.kept != Some(played) && !now.game.state().is_over() {
        coach.kept = Some(played);
        at.write(LessonAt(lesson.id, played));
    }
    let won = now
        .game
        .state()
        .outcome()
        .is_some_and(|o| o.winners.contains(&LEARNER));
    if won && !coach.marked {
        coach.marked = true;
        done.write(LessonDone(lesson.id));
    }
}

/// Where the bubble goes (its corner and which corner), and the point it points at:
/// beside the first thing that glows.
fn anchor(
    ctx: &egui::Context,
    targets: &Targets,
    cards: &Query<&GlobalTransform, With<TableCard>>,
    camera: &Query<(&Camera, &GlobalTransform)>,
) -> Option<(egui::Pos2, Align2, egui::Pos2, f32)> {
    let world = targets
        .cards
        .iter()
        // Not the held card (a click puts it back): what it is aimed at.
        .filter(|(_, click)| !matches!(click, Click::PutBack))
        .filter_map(|(e, _)| cards.get(*e).ok())
        .map(|t| t.translation().truncate())
        // The leftmost of several (numbers to pick together): the bubble sits over them.
        .min_by(|a, b| a.x.total_cmp(&b.x))
        .or_else(|| targets.slots.keys().min().map(|s| layout::slot_pos(*s)))?;
    let p = screen_pos(ctx, camera, world)?;
    // The hand, low on the screen: above the prompt, over it. The rows at the top:
    // below. The grid and the sides: to the right.
    Some(if p.y > 520.0 {
        let top = above_prompt(ctx, camera).map_or(p.y - 80.0, |a| a.y - 14.0);
        let (left, width) = beside_the_grid(ctx, camera, p.x);
        (
            egui::pos2(left, top),
            Align2::LEFT_BOTTOM,
            egui::pos2(p.x, top + 12.0),
            width,
        )
    } else if p.y < 160.0 {
        (
            egui::pos2(p.x - 20.0, p.y + 48.0),
            Align2::LEFT_TOP,
            egui::pos2(p.x, p.y + 36.0),
            BUBBLE_WIDTH,
        )
    } else {
        // Right of the grid, not over its other queens (its pointer is drawn only
        // where it reaches; the queen glows).
        let clear = beside_grid(ctx, camera).map_or(p.x + 52.0, |(_, (right, _))| {
            if p.x < right.x {
                (p.x + 52.0).max(right.x)
            } else {
                p.x + 52.0
            }
        });
        (
            egui::pos2(clear, p.y),
            Align2::LEFT_CENTER,
            egui::pos2(p.x + 40.0, p.y),
            BUBBLE_WIDTH,
        )
    })
}

/// The left edge and the width of a bubble over the hand pointing down at `x`: a
/// little left of it, or left of the sleeping queens' grid (narrower, if need be, to
/// keep clear of the open log) when its pointer can still reach `x` from there.
fn beside_the_grid(
    ctx: &egui::Context,
    camera: &Query<(&Camera, &GlobalTransform)>,
    x: f32,
) -> (f32, f32) {
    let near = (x - 40.0, BUBBLE_WIDTH);
    let Some(((left, _), (right, _))) = beside_grid(ctx, camera) else {
        return near;
    };
    let (left, right) = (left.x, right.x);
    let screen = ctx.content_rect();
    // The room left of the grid ends at the log when it is open there.
    let wall = log_rect(ctx).map_or(screen.left(), |log| log.right()) + 6.0;
    // The frame's margins and edge, outside the words' width.
    let frame = 2.0 * 14.0;
    if near.0 + BUBBLE_WIDTH + frame <= left || near.0 >= right {
        return near;
    }
    let width = (left - wall - frame).min(BUBBLE_WIDTH);
    let on_left = left - width - frame;
    let reaches = x >= on_left + POINTER_INSET && x <= left - POINTER_INSET;
    if width >= NARROWEST_BUBBLE && reaches {
        (on_left, width)
    } else if right + BUBBLE_WIDTH + frame <= screen.right() - 6.0 {
        // Right of the grid, where the pointer cannot reach: the card glows.
        (right, BUBBLE_WIDTH)
    } else {
        near
    }
}

/// The words' width in the coach's bubble, and the least it may be narrowed to.
const BUBBLE_WIDTH: f32 = 300.0;
const NARROWEST_BUBBLE: f32 = 200.0;

/// How far past the bubble's edge its pointer may reach.
const POINTER_REACH: f32 = 60.0;

/// How far inside the bubble's edge its pointer stands, at the least.
const POINTER_INSET: f32 = 18.0;

/// The bubble's pointer: a small triangle from its nearest edge to `tip`.
fn pointer(ctx: &egui::Context, layer: egui::LayerId, rect: egui::Rect, tip: egui::Pos2) {
    let painter = ctx.layer_painter(layer);
    let w = 9.0;
    // Too far to reach without crossing other things: what it means glows already.
    let reach = rect.expand(POINTER_REACH);
    if !reach.contains(tip) {
        return;
    }
    let points = if tip.y > rect.bottom() {
        let x = tip
            .x
            .clamp(rect.left() + POINTER_INSET, rect.right() - POINTER_INSET);
        vec![
            egui::pos2(x - w, rect.bottom() - 1.0),
            egui::pos2(x + w, rect.bottom() - 1.0),
            tip,
        ]
    } else if tip.y < rect.top() {
        let x = tip
            .x
            .clamp(rect.left() + POINTER_INSET, rect.right() - POINTER_INSET);
        vec![
            egui::pos2(x - w, rect.top() + 1.0),
            egui::pos2(x + w, rect.top() + 1.0),
            tip,
        ]
    } else {
        let y = tip
            .y
            .clamp(rect.top() + POINTER_INSET, rect.bottom() - POINTER_INSET);
        vec![
            egui::pos2(rect.left() + 1.0, y - w),
            egui::pos2(rect.left() + 1.0, y + w),
            tip,
        ]
    };
    // The edges as two lines, not the polygon's outline: a long, thin pointer's sharp
    // corner would spike far past its tip.
    let edge = egui::Stroke::new(2.0, GOLD);
    let (a, b, tip) = (points[0], points[1], points[2]);
    painter.add(egui::Shape::convex_polygon(
        points,
        CREAM,
        egui::Stroke::NONE,
    ));
    painter.line_segment([a, tip], edge);
    painter.line_segment([b, tip], edge);
}

#[allow(clippy::too_many_arguments)]
fn coach_bubble(
    mut contexts: EguiContexts,
    now: TableNow,
    time: Res<Time>,
    coach: Res<Coach>,
    aiming: Res<Aiming>,
    targets: Res<Targets>,
    cards: Query<&GlobalTransform, With<TableCard>>,
    camera: Query<(&Camera, &GlobalTransform)>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let Some(lesson) = now.game.lesson_now() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    if now.game.state().is_over() {
        let won = now
            .game
            .state()
            .outcome()
            .is_some_and(|o| o.winners.contains(&LEARNER));
        egui::Area::new(egui::Id::new("coach-end"))
            .anchor(Align2::CENTER_CENTER, [0.0, 40.0])
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                widgets::coach_frame().show(ui, |ui| {
                    ui.set_max_width(420.0);
                    ui.label(RichText::new(tr!("lesson-coach")).strong());
                    let words = if won {
                        message(lesson.end)
                    } else {
                        tr!("lesson-lost")
                    };
                    ui.label(widgets::paragraph(ui, &words, 16.0));
                    ui.add_space(6.0);
                    if ui
                        .button(RichText::new(tr!("lesson-finish")).size(16.0))
                        .clicked()
                    {
                        next.set(Screen::Title);
                    }
                });
            });
        return Ok(());
    }
    // With a card held, the coach is already at its target: the next beat.
    let held = aiming.now(now.game.stamp()).is_some();
    let Some(beat) = lesson.beat(now.game.game().record().actions.len() + held as usize) else {
        return Ok(());
    };
    let t = time.elapsed_secs_f64();
    let nudged = coach
        .nudged
        .is_some_and(|(when, at)| at == now.game.stamp() && t - when < NUDGE_SECS);
    let (text, place) = match beat.coach {
        // The learner's beat, once it is on screen: beside what glows.
        Some(key) if now.persons_decision().is_some() => {
            (
                message(key),
                // A choice made on the prompt's buttons: the bubble points at the prompt.
                anchor(ctx, &targets, &cards, &camera).or_else(|| {
                    above_prompt(ctx, &camera).map(|a| {
                        (
                            egui::pos2(a.x - 160.0, a.y - 14.0),
                            Align2::LEFT_BOTTOM,
                            egui::pos2(a.x - 120.0, a.y - 2.0),
                            BUBBLE_WIDTH,
                        )
                    })
                }),
            )
        }
        // The opponent's: the coach waits with the learner.
        _ => (tr!("lesson-watch"), None),
    };
    let area = egui::Area::new(egui::Id::new(COACH_ID))
        .order(TABLE_ORDER)
        .interactable(true);
    let area = match place {
        Some((pos, pivot, _, _)) => area.fixed_pos(pos).pivot(pivot),
        None => area.anchor(Align2::RIGHT_TOP, [-16.0, 70.0]),
    };
    let shown = area.show(ctx, |ui| {
        widgets::coach_frame().show(ui, |ui| {
            ui.set_max_width(place.map_or(BUBBLE_WIDTH, |p| p.3));
            ui.label(RichText::new(tr!("lesson-coach")).strong());
            ui.label(widgets::paragraph(ui, &text, 15.0));
            if nudged {
                ui.label(
                    RichText::new(tr!("lesson-not-that"))
                        .size(14.0)
                        .color(WARNING),
                );
            }
            ui.add_space(2.0);
            if ui
                .small_button(tr!("lesson-skip"))
                .on_hover_text(tr!("lesson-skip-hint"))
                .clicked()
            {
                next.set(Screen::Title);
            }
        });
    });
    if let Some((_, _, tip, _)) = place {
        pointer(ctx, shown.response.layer_id, shown.response.rect, tip);
    }
    if nudged {
        ctx.request_repaint_after(std::time::Duration::from_millis(250));
    }
    Ok(())
}
