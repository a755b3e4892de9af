//! Menu building blocks drawn with egui. Plain functions: screens call them from their
//! egui systems.

use std::borrow::Cow;

use bevy_egui::egui::{self, Align2, Id, RichText, Ui};

use super::palette::{CREAM, GOLD, INK};
use crate::tr;

/// Words that may take several lines, in a `size`-point font at the width left in `ui`:
/// in a language written without spaces, broken between its words (see
/// [`super::lines`]) rather than wherever egui would.
pub fn paragraph(ui: &Ui, text: &str, size: f32) -> RichText {
    let width = ui.available_width();
    RichText::new(broken(ui, text, size, width, width)).size(size)
}

/// `text` in a `size`-point font broken between words at `width` (its first line at
/// `first`), as [`super::lines::broken`] measures it in this font.
fn broken<'a>(ui: &Ui, text: &'a str, size: f32, first: f32, width: f32) -> Cow<'a, str> {
    let font = egui::FontId::proportional(size);
    super::lines::broken(text, first, width, |line| {
        ui.ctx().fonts_mut(|f| {
            f.layout_no_wrap(line.to_owned(), font.clone(), INK)
                .size()
                .x
        })
    })
}

/// A plate on the table's felt (a player's name, a prompt, a hint): gold while it asks
/// the person something, cream otherwise.
pub fn plate(active: bool) -> egui::Frame {
    egui::Frame::new()
        .fill(if active {
            GOLD
        } else {
            CREAM.gamma_multiply(0.92)
        })
        .stroke(egui::Stroke::new(if active { 2.0 } else { 1.0 }, INK))
        .corner_radius(8)
        .inner_margin(egui::Margin::symmetric(8, 3))
}

/// Where the area `id` of `order` stood when last drawn, if it is shown.
pub fn shown_area(ctx: &egui::Context, id: Id, order: egui::Order) -> Option<egui::Rect> {
    let layer = egui::LayerId::new(order, id);
    ctx.memory(|m| {
        m.areas()
            .is_visible(&layer)
            .then(|| m.area_rect(layer.id))
            .flatten()
    })
}

/// A plate of several lines (a hint): a little more room round its words.
pub fn lines_plate() -> egui::Frame {
    plate(false).inner_margin(egui::Margin::symmetric(12, 7))
}

/// The smallest window, in points, that every screen and both tables are laid out for.
pub const SMALLEST_SCREEN: bevy::math::Vec2 = bevy::math::Vec2::new(1024.0, 640.0);

/// Width of a menu button, in egui points.
pub const BUTTON_WIDTH: f32 = 260.0;

/// A cream card in the middle of the screen holding a menu. `id` must be unique per
/// screen so egui keeps each card's size apart. A card larger than the screen (a large
/// UI scale, a small window) scrolls, each way it must, and follows the keys' focus.
pub fn menu_card<R>(
    ctx: &egui::Context,
    id: &str,
    width: f32,
    add_contents: impl FnOnce(&mut Ui) -> R,
) -> R {
    menu_card_parts(ctx, id, width, |card| card.body(add_contents))
}

/// A menu card in two parts: what scrolls ([`CardParts::body`], the card's one scroll
/// area) and, below it, the main actions ([`CardParts::actions`]: Start, Join, Try it,
/// Back…), always in sight. The body takes the room the actions leave.
pub fn menu_card_parts<R>(
    ctx: &egui::Context,
    id: &str,
    width: f32,
    add_parts: impl FnOnce(&mut CardParts) -> R,
) -> R {
    let id = Id::new(id);
    let room = card_room(ctx, egui::vec2(32.0, 24.0));
    let width = kept_width(ctx, id, width.min(room.x));
    let (inner, used) = egui::Area::new(id)
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            egui::Frame::window(ui.style())
                .inner_margin(egui::Margin::symmetric(32, 24))
                .show(ui, |ui| in_parts(ui, id, room, width, add_parts))
                .inner
        })
        .inner;
    keep_width(ctx, id, width, used);
    inner
}

/// A dialog in two parts, as [`menu_card_parts`]: a body that scrolls when the window
/// is too small for it, and the actions below it, always in sight.
pub fn modal_parts<R>(
    ctx: &egui::Context,
    id: &str,
    width: f32,
    add_parts: impl FnOnce(&mut CardParts) -> R,
) -> R {
    let id = Id::new(id);
    let room = card_room(ctx, egui::vec2(32.0, 20.0));
    let width = kept_width(ctx, id, width.min(room.x));
    let (inner, used) = egui::Modal::new(id)
        .frame(
            egui::Frame::window(&ctx.global_style()).inner_margin(egui::Margin::symmetric(32, 20)),
        )
        .show(ctx, |ui| in_parts(ui, id, room, width, add_parts))
        .inner;
    keep_width(ctx, id, width, used);
    inner
}

/// A card's or dialog's parts laid out in `ui`; and the width the widest took.
fn in_parts<R>(
    ui: &mut Ui,
    id: Id,
    room: egui::Vec2,
    width: f32,
    add_parts: impl FnOnce(&mut CardParts) -> R,
) -> (R, f32) {
    let mut parts = CardParts {
        ui,
        id,
        room,
        width,
        used: 0.0,
    };
    let inner = add_parts(&mut parts);
    (inner, parts.used)
}

/// The least height a card's scroll area is given (a very small window at a very
/// large scale: less than the card would need, but all of it inside the window).
const MIN_BODY: f32 = 32.0;

/// The parts of a [`menu_card_parts`] card, laid out in the order they are called.
pub struct CardParts<'u> {
    ui: &'u mut Ui,
    id: Id,
    room: egui::Vec2,
    width: f32,
    /// The widest part so far.
    used: f32,
}

impl CardParts<'_> {
    /// Whether the window is tall enough for a header: on a shorter one what would be
    /// the header is better drawn at the top of the body, leaving the body room.
    pub fn roomy(&self) -> bool {
        self.room.y >= 360.0
    }

    /// What stays above the body, never scrolled away (a heading, a page's tabs).
    pub fn header<R>(&mut self, add: impl FnOnce(&mut Ui) -> R) -> R {
        self.fixed("header height", 0.0, add)
    }

    /// What scrolls when the window is too small for the whole card: the card's one
    /// scroll area, in the height the header and actions leave (as tall as they were).
    pub fn body<R>(&mut self, add: impl FnOnce(&mut Ui) -> R) -> R {
        self.body_in((), add)
    }

    /// [`CardParts::body`] with a scroll of its own for each `page` (a page's tabs): a
    /// page shown for the first time starts at its top.
    pub fn body_in<R>(&mut self, page: impl egui::AsIdSalt, add: impl FnOnce(&mut Ui) -> R) -> R {
        let ctx = self.ui.ctx().clone();
        let fixed: f32 = ["header height", "actions height"]
            .into_iter()
            .filter_map(|part| ctx.data(|d| d.get_temp::<f32>(self.id.with(part))))
            .sum();
        let room = egui::vec2(self.room.x, (self.room.y - fixed).max(MIN_BODY));
        let (inner, used) = scrolled(self.ui, self.id.with(page), room, self.width, add);
        self.used = self.used.max(used);
        inner
    }

    /// The card's main actions, below the body and never scrolled away.
    pub fn actions<R>(&mut self, add: impl FnOnce(&mut Ui) -> R) -> R {
        self.fixed("actions height", 6.0, add)
    }

    /// A part that does not scroll, `space` below what is above it; its height is kept
    /// for the body's room (and the pass laid out again when it changes).
    fn fixed<R>(&mut self, part: &str, space: f32, add: impl FnOnce(&mut Ui) -> R) -> R {
        let ctx = self.ui.ctx().clone();
        let top = self.ui.cursor().top();
        // The body scrolls sideways for a row wider than the window; this part does not.
        let width = self.width.min(self.room.x);
        let (inner, used) = self
            .ui
            .scope(|ui| {
                ui.add_space(space);
                centred_at(ui, width, add)
            })
            .inner;
        self.used = self.used.max(used);
        let height = self.ui.min_rect().bottom() - top + self.ui.spacing().item_spacing.y;
        let id = self.id.with(part);
        let known = ctx.data(|d| d.get_temp::<f32>(id));
        if known.is_none_or(|h| (h - height).abs() > 0.5) {
            ctx.data_mut(|d| d.insert_temp(id, height));
            ctx.request_discard("a menu card's fixed part changed height");
        }
        inner
    }
}

/// The room a card with `margin` (each side, inside its frame) has for its contents:
/// the screen less the margins and the frame's edge (sideways also a scroll bar's room).
fn card_room(ctx: &egui::Context, margin: egui::Vec2) -> egui::Vec2 {
    let screen = ctx.content_rect().size();
    (screen - 2.0 * (margin + egui::vec2(12.0, 4.0))).max(egui::vec2(120.0, 120.0))
}

/// A card's contents at `width`, centred, in a scroll area no larger than `room`; and
/// the width they took.
fn scrolled<R>(
    ui: &mut Ui,
    id: Id,
    room: egui::Vec2,
    width: f32,
    add_contents: impl FnOnce(&mut Ui) -> R,
) -> (R, f32) {
    // Sideways only for a row wider than the screen (a longer language's, very large);
    // its bar then takes room below the contents.
    let sideways = width > room.x + 0.5;
    let bar = if sideways {
        ui.spacing().scroll.allocated_width()
    } else {
        0.0
    };
    let height = (room.y - bar).max(MIN_BODY);
    let area = egui::ScrollArea::new([sideways, true])
        .id_salt(id.with("scrolled"))
        .max_width(room.x)
        .max_height(height)
        // A card anchored at the screen's middle is offered only the room below the
        // middle: one whose contents do not fit takes the whole height it may have.
        .min_scrolled_height(height);
    // A card shown again after another screen starts at its top, as the first time: a
    // remembered scroll would put other buttons under a first click.
    let ctx = ui.ctx().clone();
    let (shown, pass) = (id.with("last pass shown"), ctx.cumulative_pass_nr());
    let again = ctx
        .data(|d| d.get_temp::<u64>(shown))
        .is_none_or(|last| pass > last + 1);
    ctx.data_mut(|d| d.insert_temp(shown, pass));
    let area = if again {
        area.scroll_offset(egui::Vec2::ZERO)
    } else {
        area
    };
    scroll_area(ui, area, |ui| {
        let laid = centred_at(ui, width, add_contents);
        follow_focus(ui);
        laid
    })
    .inner
}

/// Shows `area` holding `add`. Every scroll area of the game's screens is shown here,
/// which notes one shown inside another: a screen has at most one, so that a wheel or
/// a drag never scrolls the wrong one ([`scroll_area_inside_another`]).
pub fn scroll_area<R>(
    ui: &mut Ui,
    area: egui::ScrollArea,
    add: impl FnOnce(&mut Ui) -> R,
) -> egui::scroll_area::ScrollAreaOutput<R> {
    let ctx = ui.ctx().clone();
    let open = Id::new("scroll areas open");
    let depth = ctx.data(|d| d.get_temp::<u32>(open)).unwrap_or(0);
    if depth > 0 {
        let pass = ctx.cumulative_pass_nr();
        ctx.data_mut(|d| d.insert_temp(Id::new("scroll area inside another"), pass));
    }
    ctx.data_mut(|d| d.insert_temp(open, depth + 1));
    let shown = area.show(ui, add);
    ctx.data_mut(|d| d.insert_temp(open, depth));
    shown
}

/// The last pass in which a scroll area was shown inside another, if any.
pub fn scroll_area_inside_another(ctx: &egui::Context) -> Option<u64> {
    ctx.data(|d| d.get_temp::<u64>(Id::new("scroll area inside another")))
}

/// A card's contents at `width`, centred; and the width they took.
fn centred_at<R>(ui: &mut Ui, width: f32, add_contents: impl FnOnce(&mut Ui) -> R) -> (R, f32) {
    ui.set_width(width);
    let inner = ui.vertical_centered(add_contents).inner;
    (inner, ui.min_rect().width())
}

/// Where the keys' focus moved to: its rectangle, the pass it was noted in, and whether
/// a scroll area has brought it into sight.
#[derive(Clone, Copy)]
struct FocusMoved(egui::Rect, u64, bool);

fn focus_moved_id() -> Id {
    Id::new("focus moved")
}

/// Notes that the keys' focus is on a widget at `rect` now: the scroll area holding it
/// brings it into sight.
pub fn note_focus_moved(ctx: &egui::Context, rect: egui::Rect) {
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| d.insert_temp(focus_moved_id(), FocusMoved(rect, pass, false)));
}

/// Called last in a scroll area's contents: the area scrolls to a widget of its own
/// the keys' focus just moved to (egui does not follow a focus by itself), once.
pub fn follow_focus(ui: &mut Ui) {
    let ctx = ui.ctx().clone();
    let now = ctx.cumulative_pass_nr();
    let Some(FocusMoved(rect, pass, false)) = ctx.data(|d| d.get_temp(focus_moved_id())) else {
        return;
    };
    if now.saturating_sub(pass) <= 1 && ui.min_rect().expand(1.0).contains_rect(rect) {
        // At once: the keys wait for nothing, and an eased scroll is motion.
        ui.scroll_to_rect_animation(rect, None, egui::style::ScrollAnimation::none());
        ctx.data_mut(|d| d.insert_temp(focus_moved_id(), FocusMoved(rect, pass, true)));
    }
}

/// The width a card or dialog `id` is laid out at: `width`, or the widest row it has
/// held. A row wider than `width` (a longer language's words) widens the card; the rows
/// above it were centred on the narrower card, so the pass is laid out again at the
/// wider width ([`keep_width`]), which is kept for the frames after.
pub fn kept_width(ctx: &egui::Context, id: Id, width: f32) -> f32 {
    ctx.data(|d| d.get_temp::<f32>(width_id(id)))
        .map_or(width, |w| w.max(width))
}

/// Where a card's widest row is kept: apart for each language, so that a card once
/// widened by one language's words is not left wide in another's.
fn width_id(id: Id) -> Id {
    id.with(("width", crate::i18n::language().tag()))
}

/// Keeps the width `used` by the card `id` laid out at `width`, when wider (see
/// [`kept_width`]).
pub fn keep_width(ctx: &egui::Context, id: Id, width: f32, used: f32) {
    if used > width + 0.5 {
        ctx.data_mut(|d| d.insert_temp(width_id(id), used));
        ctx.request_discard("a menu card grew to fit its widest row");
    }
}

/// `add`'s contents on a line at least as wide as they have been at `id`: what stands
/// after them keeps its place as they change (a prompt's words, its buttons).
pub fn steady_width<R>(ui: &mut Ui, id: Id, add: impl FnOnce(&mut Ui) -> R) -> R {
    let ctx = ui.ctx().clone();
    let width = kept_width(&ctx, id, 0.0);
    let inner = ui.horizontal(|ui| {
        ui.set_min_width(width);
        add(ui)
    });
    keep_width(&ctx, id, width, inner.response.rect.width());
    inner.inner
}

/// A dialog over the screen, with what is behind it dimmed and out of reach: as
/// [`menu_card`], centred and widened to its widest row.
pub fn modal<R>(ctx: &egui::Context, id: &str, width: f32, add: impl FnOnce(&mut Ui) -> R) -> R {
    let id = Id::new(id);
    let room = card_room(ctx, egui::vec2(32.0, 20.0));
    let width = kept_width(ctx, id, width.min(room.x));
    let (inner, used) = egui::Modal::new(id)
        .frame(
            egui::Frame::window(&ctx.global_style()).inner_margin(egui::Margin::symmetric(32, 20)),
        )
        .show(ctx, |ui| {
            // Laid out for the smallest screen, a dialog scrolls only on a smaller one
            // (menus at a large scale; a table's zoom keeps the window at least as large).
            let screen = ctx.content_rect().size();
            let smallest = SMALLEST_SCREEN;
            if screen.x < smallest.x - 0.5 || screen.y < smallest.y - 0.5 {
                scrolled(ui, id, room, width, add)
            } else {
                centred_at(ui, width, add)
            }
        })
        .inner;
    keep_width(ctx, id, width, used);
    inner
}

/// `add`'s contents centred in the row (a table of scores on a wider card): laid out
/// at the width they took the frame before, and once again when that width changes.
pub fn centred<R>(ui: &mut Ui, id: &str, add: impl FnOnce(&mut Ui) -> R) -> R {
    let id = ui.id().with(id).with("centred");
    let known = ui.ctx().data(|d| d.get_temp::<f32>(id));
    let room = ui.available_width();
    ui.horizontal(|ui| {
        ui.add_space(known.map_or(0.0, |w| ((room - w) / 2.0).max(0.0)));
        let shown = ui.scope(add);
        let used = shown.response.rect.width();
        if known.is_none_or(|w| (w - used).abs() > 0.5) {
            ui.ctx().data_mut(|d| d.insert_temp(id, used));
            ui.ctx().request_discard("centred contents changed width");
        }
        shown.inner
    })
    .inner
}

/// The big heading at the top of a menu card.
pub fn heading(ui: &mut Ui, text: &str) {
    // On one line: a long heading (a longer language's) is drawn smaller instead.
    let size = 44.0;
    let wide = ui
        .painter()
        .layout_no_wrap(text.to_owned(), egui::FontId::proportional(size), INK)
        .size()
        .x;
    let fit = if wide > ui.available_width() {
        (size * ui.available_width() / wide).max(24.0)
    } else {
        size
    };
    ui.label(RichText::new(text).size(fit).strong());
}

/// A paragraph that starts with a name: the name as a gold tag (the default egui fonts
/// have no bold face), then the text (in a `size`-point font, or the body's); an empty
/// name gives plain text.
pub fn named_paragraph(ui: &mut Ui, name: &str, text: &str, size: Option<f32>) {
    let size = size.unwrap_or_else(|| egui::TextStyle::Body.resolve(ui.style()).size);
    ui.horizontal_wrapped(|ui| {
        if !name.is_empty() {
            ui.label(RichText::new(format!(" {name} ")).background_color(GOLD));
        }
        let text = broken(
            ui,
            text,
            size,
            ui.available_size_before_wrap().x,
            ui.available_width(),
        );
        ui.label(RichText::new(text).size(size));
    });
}

/// A smaller heading inside a card.
pub fn subheading(ui: &mut Ui, text: &str) {
    ui.add_space(4.0);
    ui.label(RichText::new(text).size(24.0).strong());
}

/// A thin gold rule between parts of a card.
pub fn gold_rule(ui: &mut Ui) {
    let width = ui.available_width().min(BUTTON_WIDTH);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 6.0), egui::Sense::hover());
    ui.painter().hline(
        rect.x_range(),
        rect.center().y,
        egui::Stroke::new(3.0, GOLD),
    );
}

/// A menu button of the standard width; returns true when clicked. A disabled button is
/// drawn faded and never clicks.
pub fn menu_button(ui: &mut Ui, text: &str, enabled: bool) -> bool {
    let button =
        egui::Button::new(RichText::new(text).size(24.0)).min_size(egui::vec2(BUTTON_WIDTH, 48.0));
    ui.add_enabled(enabled, button).clicked()
}

/// A menu button `width` wide (several side by side); returns true when clicked.
/// How wide a menu button must be for `text`, at least `width`.
pub fn menu_button_width(ui: &Ui, text: &str, width: f32) -> f32 {
    let words = ui
        .painter()
        .layout_no_wrap(text.to_owned(), egui::FontId::proportional(22.0), INK)
        .size()
        .x;
    (words + 2.0 * ui.spacing().button_padding.x).max(width)
}

pub fn menu_button_sized(ui: &mut Ui, text: &str, width: f32) -> bool {
    let button =
        egui::Button::new(RichText::new(text).size(22.0)).min_size(egui::vec2(width, 48.0));
    ui.add(button).clicked()
}

/// True when the player pressed Escape this frame (back to the previous menu).
pub fn escape_pressed(ui: &Ui) -> bool {
    ui.input(|input| input.key_pressed(egui::Key::Escape))
}

/// Names a widget for a screen reader when its words stand beside it rather than on it
/// (a text field or a drop-down after its row's label): egui would leave it unnamed.
pub fn named(response: &egui::Response, name: &str) {
    response.ctx.accesskit_node_builder(response.id, |node| {
        // A label is read by its words (its value): a mark's meaning takes their place.
        if node.role() == egui::accesskit::Role::Label {
            node.set_value(name);
        }
        node.set_label(name);
    });
}

/// A slider named for a screen reader, as [`named`], with its value in words beside it
/// (`shown`). egui's own number field inside a slider would be a second control that
/// nothing names; the slider alone takes the arrow keys.
pub fn slider(ui: &mut Ui, slider: egui::Slider<'_>, name: &str, shown: &str) -> egui::Response {
    ui.horizontal(|ui| {
        let response = ui.add(slider.show_value(false));
        named(&response, name);
        ui.label(RichText::new(shown));
        response
    })
    .inner
}

/// A one-line text field with its text centred in its height and a little room on the
/// left.
pub fn text_field(text: &mut String) -> egui::TextEdit<'_> {
    egui::TextEdit::singleline(text)
        .vertical_align(egui::Align::Center)
        .margin(egui::Margin::symmetric(7, 2))
}

/// Back and Start side by side, centred (a setup form's last row); which was clicked.
pub fn back_and_start(ui: &mut Ui) -> (bool, bool) {
    button_pair(ui, &tr!("menu-back"), &tr!("menu-start"))
}

/// Two menu buttons side by side, centred in the row; which was clicked.
pub fn button_pair(ui: &mut Ui, first: &str, second: &str) -> (bool, bool) {
    let gap = ui.spacing().item_spacing.x;
    let room = ui.available_width();
    // Side by side in a narrow card too, each narrower than a menu button there; one
    // above the other where a label would not fit in half the card.
    let each = BUTTON_WIDTH.min((room - gap) / 2.0);
    let pad = 2.0 * ui.spacing().button_padding.x;
    let widest = [first, second]
        .into_iter()
        .map(|text| {
            let font = egui::FontId::proportional(24.0);
            ui.painter()
                .layout_no_wrap(text.to_string(), font, INK)
                .size()
                .x
                + pad
        })
        .fold(0.0, f32::max);
    let (mut a, mut b) = (false, false);
    if widest > each {
        let width = BUTTON_WIDTH.min(room).max(widest);
        let button = |text: &str| {
            egui::Button::new(RichText::new(text).size(24.0)).min_size(egui::vec2(width, 48.0))
        };
        a = ui.add(button(first)).clicked();
        b = ui.add(button(second)).clicked();
        return (a, b);
    }
    let button = |text: &str| {
        egui::Button::new(RichText::new(text).size(24.0)).min_size(egui::vec2(each, 48.0))
    };
    ui.horizontal(|ui| {
        ui.add_space(((room - 2.0 * each - gap) / 2.0).max(0.0));
        a = ui.add(button(first)).clicked();
        b = ui.add(button(second)).clicked();
    });
    (a, b)
}

/// The frame of a lesson's coach: a cream bubble with a gold edge, lifted off the table.
pub fn coach_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(CREAM)
        .stroke(egui::Stroke::new(2.0, GOLD))
        .corner_radius(12.0)
        .inner_margin(egui::Margin::symmetric(14, 10))
        .shadow(egui::epaint::Shadow {
            offset: [0, 3],
            blur: 10,
            spread: 0,
            color: egui::Color32::from_black_alpha(60),
        })
}

/// The frame of a small window on the table (the log, a round's summary): a narrower
/// margin than a dialog's, so its title bar stays one line of words high.
pub fn table_window_frame(style: &egui::Style) -> egui::Frame {
    egui::Frame::window(style).inner_margin(egui::Margin::symmetric(10, 6))
}

/// The room between a log's lines, in points.
const LOG_LINE_GAP: f32 = 3.0;

/// How far one notch of a mouse wheel scrolls, in points: about a line of a log
/// (egui's own 40 skipped two and more).
pub const WHEEL_NOTCH: f32 = 20.0;

/// A game's log inside its window: the last 200 lines (a heading line, "— …", in bold),
/// as tall as the window however few they are. Whenever a line arrives it scrolls to
/// it, even from where the person had scrolled back to read: the game has moved on.
pub fn log_lines<'a>(
    ui: &mut Ui,
    lines: impl ExactSizeIterator<Item = &'a str> + DoubleEndedIterator,
) {
    let count = lines.len();
    let seen_id = ui.id().with("log lines seen");
    let seen = ui.data(|d| d.get_temp::<usize>(seen_id));
    let area = egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .stick_to_bottom(true);
    scroll_area(ui, area, |ui| {
        // Lines close together, as a log is read: more of them in a small window.
        ui.spacing_mut().item_spacing.y = LOG_LINE_GAP;
        for line in lines.rev().take(200).collect::<Vec<_>>().into_iter().rev() {
            let text = paragraph(ui, line, 12.5);
            let text = if line.starts_with('—') {
                text.strong()
            } else {
                text
            };
            ui.add(egui::Label::new(text).selectable(false));
        }
        // The last line clear of the resize grip.
        ui.add_space(8.0);
        if seen.is_some_and(|seen| seen != count) {
            ui.scroll_to_cursor(Some(egui::Align::BOTTOM));
        }
    });
    ui.data_mut(|d| d.insert_temp(seen_id, count));
}

/// Hot-seat's hand-off, at either table: "Pass the screen to …", what everyone else is
/// to do (`others`), and the button the named person clicks. Over a `backdrop` the whole
/// table is hidden (a table whose cards would show the new person's view); without one
/// the table stays visible behind it with every hand face down. Whether it was clicked.
pub fn hand_off(
    ctx: &egui::Context,
    name: &str,
    others: &str,
    backdrop: Option<egui::Color32>,
    order: egui::Order,
) -> bool {
    if let Some(colour) = backdrop {
        egui::Area::new(Id::new("hand-off backdrop"))
            .fixed_pos(egui::pos2(0.0, 0.0))
            .order(order)
            .interactable(true)
            .show(ctx, |ui| {
                let rect = ctx.content_rect();
                ui.painter().rect_filled(rect, 0.0, colour);
                ui.allocate_rect(rect, egui::Sense::click());
            });
    }
    egui::Area::new(Id::new("hand-off"))
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .order(order)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style())
                .inner_margin(egui::Margin::symmetric(40, 24))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        // On one line: the name never wraps away from its sentence.
                        ui.add(
                            egui::Label::new(
                                RichText::new(crate::game::text::pass_the_screen_to(name))
                                    .size(34.0)
                                    .strong(),
                            )
                            .extend(),
                        );
                        ui.label(RichText::new(others).size(16.0));
                        ui.add_space(8.0);
                        ui.button(RichText::new(tr!("cover-i-am", name = name)).size(20.0))
                            .clicked()
                    })
                    .inner
                })
                .inner
        })
        .inner
}
