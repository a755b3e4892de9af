//! A table larger than the window. The tables are laid out for at least
//! [`SMALLEST_SCREEN`] points; where the chosen UI scale leaves the window fewer (200%
//! in a 1280×720 window is 640×360 points), a table is laid out on a canvas of that
//! smallest screen and drawn at the scale chosen, and the window shows the part of it
//! the person looks at, as a screen magnifier does: the pointer's place in the window
//! is the same place of the canvas, and a focus the keys move is brought into sight.
//! Menus never pan: they scroll ([`crate::game::theme::widgets::menu_card`]).

use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContext, EguiInput, EguiPreUpdateSet, PrimaryEguiContext, egui};

use crate::game::camera::TABLE_SIZE;
use crate::game::states::Screen;
use crate::game::theme::widgets;
use crate::game::theme::widgets::SMALLEST_SCREEN;

/// The view over a table; added with the game's window (and by the tests of egui's layout).
pub fn plugin(app: &mut App) {
    app.init_resource::<TableView>();
    app.add_message::<BringIntoSight>();
    app.add_systems(
        PreUpdate,
        (look, show)
            .chain()
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

/// What part of the table the window shows, all in egui points.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct TableView {
    /// The window.
    pub window: Vec2,
    /// What the screen is laid out on: the window, or at a table the smallest screen
    /// the tables are made for where the window holds less.
    pub canvas: Vec2,
    /// The canvas's point at the window's top-left corner.
    pub pan: Vec2,
}

impl Default for TableView {
    fn default() -> Self {
        TableView::of(SMALLEST_SCREEN, false)
    }
}

/// A table's keys moved their focus to the rectangle of the table's world between these
/// corners: the view brings it into sight.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct BringIntoSight(pub Vec2, pub Vec2);

/// The part of the window, at each edge, where the pointer looks at the canvas's edge.
const EDGE: f32 = 0.1;

/// How far inside the window's edge a focus is brought: its ring and a little felt.
const FOCUS_MARGIN: f32 = 24.0;

impl TableView {
    /// The view of a window of `window` points, panned to the canvas's top-left.
    pub fn of(window: Vec2, at_table: bool) -> TableView {
        let canvas = if at_table {
            window.max(SMALLEST_SCREEN)
        } else {
            window
        };
        TableView {
            window,
            canvas,
            pan: Vec2::ZERO,
        }
    }

    /// How far the view can pan each way.
    pub fn room(&self) -> Vec2 {
        (self.canvas - self.window).max(Vec2::ZERO)
    }

    /// Whether the window shows only part of the table.
    pub fn pans(&self) -> bool {
        self.room().cmpgt(Vec2::splat(0.5)).any()
    }

    /// The pan that looks where a pointer at `pointer` (window points) points: a
    /// pointer at a fraction of the window looks at the same fraction of the canvas, so
    /// that every part of the table is under some place of the window.
    pub fn pointed(&self, pointer: Vec2) -> Vec2 {
        // The window's outer tenths look at the canvas's edges: what lies along an edge
        // is seen whole without the pointer on the window's last point.
        let fraction = pointer / self.window.max(Vec2::ONE);
        ((fraction - EDGE) / (1.0 - 2.0 * EDGE)).clamp(Vec2::ZERO, Vec2::ONE) * self.room()
    }

    /// The least move of the view that brings the canvas's rectangle `min`..`max` into
    /// sight (with a margin); a rectangle larger than the window shows its top-left.
    pub fn showing(&self, min: Vec2, max: Vec2) -> Vec2 {
        let (min, max) = (min - FOCUS_MARGIN, max + FOCUS_MARGIN);
        let mut pan = self.pan;
        for axis in 0..2 {
            if max[axis] > pan[axis] + self.window[axis] {
                pan[axis] = max[axis] - self.window[axis];
            }
            if min[axis] < pan[axis] {
                pan[axis] = min[axis];
            }
        }
        pan.clamp(Vec2::ZERO, self.room())
    }

    /// The canvas as egui knows the screen: the window's points, the canvas laid
    /// over them from the pan.
    pub fn screen_rect(&self) -> egui::Rect {
        egui::Rect::from_min_size(
            egui::pos2(-self.pan.x, -self.pan.y),
            egui::vec2(self.canvas.x, self.canvas.y),
        )
    }

    /// World units per point: the whole table fits the canvas.
    fn world_per_point(&self) -> f32 {
        (TABLE_SIZE.x / self.canvas.x).max(TABLE_SIZE.y / self.canvas.y)
    }

    /// Where a point of the table's world lies on the canvas.
    pub fn on_canvas(&self, world: Vec2) -> Vec2 {
        self.canvas / 2.0 + Vec2::new(world.x, -world.y) / self.world_per_point()
    }

    /// The camera's view: how much of the world the window shows, and the world's
    /// point at the window's middle.
    pub fn camera(&self) -> (Vec2, Vec2) {
        let per_point = self.world_per_point();
        let off = self.pan + self.window / 2.0 - self.canvas / 2.0;
        (
            self.window * per_point,
            Vec2::new(off.x, -off.y) * per_point,
        )
    }
}

/// Where the person looks: the pointer when it moves (not while a button is held, so
/// that a press, a drag or a click lands where it began), else a focus the keys moved.
fn look(
    mut view: ResMut<TableView>,
    screen: Option<Res<State<Screen>>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut contexts: Query<&mut EguiContext, With<PrimaryEguiContext>>,
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    mut sights: MessageReader<BringIntoSight>,
    mut pointer_was: Local<Option<Vec2>>,
) {
    let (Ok(window), Ok(mut context)) = (windows.single(), contexts.single_mut()) else {
        return;
    };
    let ctx = context.get_mut();
    let zoom = ctx.zoom_factor();
    let at_table = screen.is_some_and(|s| matches!(s.get(), Screen::Playing | Screen::MadTable));
    let size = Vec2::new(window.width(), window.height()) / zoom;
    let mut next = TableView {
        pan: view.pan,
        ..TableView::of(size, at_table)
    };
    let pointer = window.cursor_position().map(|p| p / zoom);
    let held = buttons.is_some_and(|b| b.get_pressed().next().is_some());
    let sight = sights.read().last().copied();
    if next.pans() {
        if let Some(rect) = widgets::focus_moved(ctx) {
            // The rectangle was laid out at the last pan.
            let min = Vec2::new(rect.min.x, rect.min.y) + view.pan;
            let max = Vec2::new(rect.max.x, rect.max.y) + view.pan;
            next.pan = next.showing(min, max);
        } else if let Some(BringIntoSight(a, b)) = sight {
            let (a, b) = (next.on_canvas(a), next.on_canvas(b));
            next.pan = next.showing(a.min(b), a.max(b));
        } else if let Some(p) = pointer
            && *pointer_was != Some(p)
            && !held
        {
            next.pan = next.pointed(p);
        }
    }
    next.pan = next.pan.clamp(Vec2::ZERO, next.room());
    *pointer_was = pointer;
    // Egui's next pass is this number; a window the person placed moves with the canvas.
    let moved = view.pan - next.pan;
    if moved != Vec2::ZERO {
        let pass = ctx.cumulative_pass_nr();
        ctx.data_mut(|d| d.insert_temp(canvas_moved_id(), (moved, pass)));
    }
    if *view != next {
        *view = next;
    }
}

fn canvas_moved_id() -> egui::Id {
    egui::Id::new("canvas moved")
}

/// `window` (with the id `id`), which the person can move, kept at its place on a
/// table larger than the window as the view pans.
pub fn kept_on_canvas<'a>(
    window: egui::Window<'a>,
    ctx: &egui::Context,
    id: egui::Id,
) -> egui::Window<'a> {
    let moved = ctx
        .data(|d| d.get_temp::<(Vec2, u64)>(canvas_moved_id()))
        .filter(|(_, pass)| *pass == ctx.cumulative_pass_nr())
        .map(|(moved, _)| moved);
    match (
        moved,
        egui::AreaState::load(ctx, id).and_then(|s| s.pivot_pos),
    ) {
        // Moved by the title bar, a window keeps the place it had before this pass.
        (Some(moved), Some(at)) => window
            .drag_area(egui::WindowDrag::Anywhere)
            .current_pos(at + egui::vec2(moved.x, moved.y)),
        _ => window,
    }
}

/// Lays the canvas out for egui and turns the camera to the part shown.
fn show(
    view: Res<TableView>,
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
    mut cameras: Query<(&mut Projection, &mut Transform), With<Camera>>,
) {
    if !view.pans() {
        // The window is the screen: bevy_egui's own rectangle, and the camera as made.
        for (mut projection, mut transform) in &mut cameras {
            set_scaling(
                &mut projection,
                ScalingMode::AutoMin {
                    min_width: TABLE_SIZE.x,
                    min_height: TABLE_SIZE.y,
                },
            );
            if transform.translation.truncate() != Vec2::ZERO {
                transform.translation = Vec3::new(0.0, 0.0, transform.translation.z);
            }
        }
        return;
    }
    for mut input in &mut inputs {
        input.0.screen_rect = Some(view.screen_rect());
    }
    let (shown, middle) = view.camera();
    for (mut projection, mut transform) in &mut cameras {
        set_scaling(
            &mut projection,
            ScalingMode::Fixed {
                width: shown.x,
                height: shown.y,
            },
        );
        if transform.translation.truncate() != middle {
            transform.translation = middle.extend(transform.translation.z);
        }
    }
}

/// Changes the camera's scaling only when it differs (a change re-fits the felt).
fn set_scaling(projection: &mut Mut<Projection>, mode: ScalingMode) {
    let Projection::Orthographic(view) = &**projection else {
        return;
    };
    let same = match (view.scaling_mode, mode) {
        (
            ScalingMode::AutoMin {
                min_width: a,
                min_height: b,
            },
            ScalingMode::AutoMin {
                min_width: c,
                min_height: d,
            },
        )
        | (
            ScalingMode::Fixed {
                width: a,
                height: b,
            },
            ScalingMode::Fixed {
                width: c,
                height: d,
            },
        ) => (a, b) == (c, d),
        _ => false,
    };
    if !same && let Projection::Orthographic(view) = &mut **projection {
        view.scaling_mode = mode;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 200% in a 1280×720 window: 640×360 points, a canvas of the smallest screen.
    fn doubled() -> TableView {
        TableView::of(Vec2::new(640.0, 360.0), true)
    }

    #[test]
    fn a_window_that_holds_the_table_never_pans() {
        for size in [Vec2::new(1280.0, 720.0), Vec2::new(1024.0, 640.0)] {
            let view = TableView::of(size, true);
            assert_eq!(view.canvas, size);
            assert!(!view.pans());
            assert_eq!(view.pointed(size / 2.0), Vec2::ZERO);
        }
        // Menus lay themselves out on the window and scroll instead.
        assert!(!TableView::of(Vec2::new(640.0, 360.0), false).pans());
    }

    #[test]
    fn the_pointer_looks_at_the_same_place_of_the_canvas() {
        let view = doubled();
        assert_eq!(view.canvas, SMALLEST_SCREEN);
        assert_eq!(view.room(), Vec2::new(384.0, 280.0));
        assert_eq!(view.pointed(Vec2::ZERO), Vec2::ZERO);
        assert_eq!(view.pointed(Vec2::new(640.0, 360.0)), view.room());
        // The pointer in the window's outer tenth sees the canvas's edge whole.
        assert_eq!(view.pointed(Vec2::new(60.0, 30.0)), Vec2::ZERO);
        assert_eq!(view.pointed(Vec2::new(590.0, 330.0)), view.room());
        // The middle looks at the middle; and the canvas under the pointer keeps the
        // pointer's order across the window (a move right never looks further left).
        assert_eq!(view.pointed(view.window / 2.0), view.room() / 2.0);
        let mut last = -1.0;
        for x in 0..=640 {
            let pointer = Vec2::new(x as f32, 180.0);
            let under = view.pointed(pointer).x + pointer.x;
            assert!(under > last, "{x}");
            last = under;
        }
        // A pointer past the window's edge (the window lost it) looks no further.
        assert_eq!(view.pointed(Vec2::new(-50.0, 900.0)), Vec2::new(0.0, 280.0));
    }

    #[test]
    fn a_focus_out_of_sight_is_brought_in_by_the_least_move() {
        let view = doubled();
        // In sight already: no move.
        assert_eq!(
            view.showing(Vec2::new(100.0, 100.0), Vec2::new(200.0, 200.0)),
            view.pan
        );
        // Below and right: the view moves until it shows it with its margin.
        let pan = view.showing(Vec2::new(700.0, 500.0), Vec2::new(790.0, 600.0));
        assert_eq!(pan, Vec2::new(790.0 + 24.0 - 640.0, 600.0 + 24.0 - 360.0));
        let moved = TableView { pan, ..view };
        // Back to the top-left corner.
        assert_eq!(
            moved.showing(Vec2::new(10.0, 10.0), Vec2::new(40.0, 40.0)),
            Vec2::ZERO
        );
    }

    #[test]
    fn the_camera_shows_the_windows_part_of_the_table_fitted_to_the_canvas() {
        let view = doubled();
        // 1280×720 world on 1024×640 points: 1.25 world units a point.
        let (shown, middle) = view.camera();
        assert_eq!(shown, Vec2::new(800.0, 450.0));
        // Panned to the top-left: the window's middle is up and left of the table's.
        assert_eq!(middle, Vec2::new(-240.0, 175.0));
        // The window's top-left corner is the canvas's, which is the world's corner
        // (with felt above and below: the canvas is taller than the table's shape).
        let corner = middle + Vec2::new(-shown.x, shown.y) / 2.0;
        assert_eq!(corner, Vec2::new(-640.0, 400.0));
        assert_eq!(view.on_canvas(corner), Vec2::ZERO);
        // The whole canvas is reachable: panned fully, the other corner.
        let far = TableView {
            pan: view.room(),
            ..view
        };
        let (shown, middle) = far.camera();
        assert_eq!(
            far.on_canvas(middle + Vec2::new(shown.x, -shown.y) / 2.0),
            view.canvas
        );
    }
}
