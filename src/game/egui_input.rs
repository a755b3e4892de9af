//! Two corrections to what bevy_egui 0.42 passes to egui each frame, made between its
//! reading of Bevy's input and egui's pass:
//!
//! - It tells egui the modifier keys in every frame, and egui takes any input event as a
//!   reason to draw another frame: the screen would never rest. Only a real change is
//!   passed on.
//! - At a table with nothing open over it, Tab, Enter and Space are the table's own
//!   keys (the focus on cards and queens, choosing, passing). Tab goes on past the
//!   table's last card to its helper buttons (Hint, Take back, "?", Menu: the widgets
//!   each table marks with [`tab_stop`]), and past the last of them back to the cards;
//!   while a helper has the focus, Enter and Space press it ([`TabAtTable`]).
//! - It judges every key of a frame by the modifiers at the frame's end: Ctrl pressed and
//!   released around an A in one frame (a quick Ctrl+A) reached a text field as the
//!   letter "a", and not as select-all. Keys are judged here by the Ctrl of their
//!   moment, in the order they came.

use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiInput, EguiPreUpdateSet, egui};

use crate::game::states::{Menu, Screen};

/// Where Tab is at a table: on a helper button, or passing between the helpers and the
/// table's own places. The table's keys read it in the frame's Update.
#[derive(Resource, Default, Debug)]
pub struct TabAtTable {
    /// A helper button has the keys' focus: Tab, Enter and Space are its.
    pub on_helper: bool,
    /// Tab went past the last helper (past the first with Shift): the table's first
    /// place (its last) takes the focus in this frame.
    pub to_places: Option<Forward>,
    /// Tab went past the table's last place (its first with Shift): the first helper
    /// (the last) takes the focus in the next frame.
    pub to_helpers: Option<Forward>,
}

/// Which way Tab goes: forward, or back with Shift.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forward(pub bool);

fn tab_stops_id() -> egui::Id {
    egui::Id::new("table tab stops")
}

/// Marks `response`'s widget as a helper Tab reaches at a table; Tab takes them in the
/// order they are read, row by row from the top, each row from the left.
pub fn tab_stop(ctx: &egui::Context, response: &egui::Response) {
    // A greyed button takes no focus.
    if !response.enabled() {
        return;
    }
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| {
        let stops = d.get_temp_mut_or_default::<(u64, Vec<(egui::Id, egui::Rect)>)>(tab_stops_id());
        if stops.0 != pass {
            *stops = (pass, Vec::new());
        }
        stops.1.push((response.id, response.rect));
    });
}

/// The corrections, after bevy_egui reads Bevy's input and before egui's pass.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct EguiInputFixes;

pub fn plugin(app: &mut App) {
    app.init_resource::<TabAtTable>();
    app.add_systems(
        PreUpdate,
        (quiet_modifiers, ctrl_of_each_key, table_keys)
            .in_set(EguiInputFixes)
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

fn table_keys(
    mut inputs: Query<(&mut EguiInput, &mut EguiContext)>,
    screen: Option<Res<State<Screen>>>,
    menu: Option<Res<State<Menu>>>,
    mut tab: ResMut<TabAtTable>,
) {
    let at_table = screen
        .as_ref()
        .is_some_and(|s| matches!(s.get(), Screen::Playing | Screen::MadTable));
    if !at_table || menu.is_some_and(|m| *m.get() != Menu::None) {
        tab.on_helper = false;
        tab.to_places = None;
        tab.to_helpers = None;
        return;
    }
    // The Mad Queens table has no places of its own to hand the focus back to.
    let places = screen.is_some_and(|s| *s.get() == Screen::Playing);
    tab.to_places = None;
    for (mut input, mut ctx) in &mut inputs {
        let ctx = ctx.get_mut();
        let mut stops = ctx
            .data(|d| d.get_temp::<(u64, Vec<(egui::Id, egui::Rect)>)>(tab_stops_id()))
            .map(|(_, stops)| stops)
            .unwrap_or_default();
        // Rows a button's height apart are one row.
        stops.sort_by(|(_, a), (_, b)| {
            let row = |r: &egui::Rect| (r.center().y / 24.0).round() as i32;
            (row(a), a.left())
                .partial_cmp(&(row(b), b.left()))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        let stops: Vec<egui::Id> = stops.into_iter().map(|(id, _)| id).collect();
        let focused = ctx.memory(|m| m.focused());
        let at = focused.and_then(|f| stops.iter().position(|s| *s == f));
        let pressed = input.0.events.iter().find_map(|e| match e {
            egui::Event::Key {
                key: egui::Key::Tab,
                pressed: true,
                modifiers,
                ..
            } => Some(Forward(!modifiers.shift)),
            _ => None,
        });
        let asked = tab.to_helpers.take();
        let next = match (at, pressed, asked) {
            // Asked by the table's last place: the first helper (or the last).
            (None, _, Some(Forward(forward))) => Some(if forward {
                0
            } else {
                stops.len().wrapping_sub(1)
            }),
            (None, Some(Forward(forward)), None) if !places => Some(if forward {
                0
            } else {
                stops.len().wrapping_sub(1)
            }),
            (Some(i), Some(Forward(true)), _) => Some(i + 1),
            (Some(i), Some(Forward(false)), _) => Some(i.wrapping_sub(1)),
            _ => None,
        };
        match next.map(|n| stops.get(n)) {
            Some(Some(&id)) => {
                ctx.memory_mut(|m| m.request_focus(id));
                tab.on_helper = true;
            }
            // Past either end of the helpers: the table's places, or round the helpers.
            Some(None) if places => {
                if let Some(id) = focused {
                    ctx.memory_mut(|m| m.surrender_focus(id));
                }
                tab.on_helper = false;
                tab.to_places = pressed;
            }
            Some(None) => {
                let round = if pressed == Some(Forward(false)) {
                    stops.last()
                } else {
                    stops.first()
                };
                if let Some(&id) = round {
                    ctx.memory_mut(|m| m.request_focus(id));
                }
            }
            None => tab.on_helper = at.is_some(),
        }
        // Tab is the table's here; Enter and Space too unless a helper has the focus.
        let helper = tab.on_helper;
        input.0.events.retain(|e| match e {
            egui::Event::Key { key, .. } => match key {
                egui::Key::Tab => false,
                egui::Key::Enter | egui::Key::Space => helper,
                _ => true,
            },
            _ => true,
        });
    }
}

fn quiet_modifiers(mut inputs: Query<&mut EguiInput>, mut last: Local<Option<egui::Modifiers>>) {
    for mut input in &mut inputs {
        input.0.events.retain(|e| match e {
            egui::Event::ModifiersChanged(m) => last.replace(*m) != Some(*m),
            _ => true,
        });
    }
}

/// Whether Ctrl is down, followed key by key (not only at the end of a frame).
#[derive(Default)]
struct CtrlDown {
    ctrl: bool,
    alt: bool,
}

fn ctrl_of_each_key(
    mut keys: MessageReader<KeyboardInput>,
    mut inputs: Query<&mut EguiInput>,
    mut down: Local<CtrlDown>,
) {
    let Ok(mut input) = inputs.single_mut() else {
        keys.clear();
        return;
    };
    let events = &mut input.0.events;
    // The egui events that came from keys, in order: a key's text (if any), then its key.
    let keyed_at: Vec<usize> = (0..events.len())
        .filter(|i| matches!(events[*i], egui::Event::Text(_) | egui::Event::Key { .. }))
        .collect();
    let mut keyed = keyed_at.into_iter().peekable();
    let mut drop_text = Vec::new();
    for key in keys.read() {
        match key.logical_key {
            Key::Control => {
                down.ctrl = key.state.is_pressed();
                continue;
            }
            Key::Alt => {
                down.alt = key.state.is_pressed();
                continue;
            }
            _ => {}
        }
        // Ctrl with Alt is AltGr, which types characters.
        let ctrl = down.ctrl && !down.alt;
        if let Some(&i) = keyed.peek()
            && matches!(events[i], egui::Event::Text(_))
            && key.state.is_pressed()
        {
            keyed.next();
            if ctrl {
                drop_text.push(i);
            }
        }
        if let Some(&i) = keyed.peek()
            && let egui::Event::Key { modifiers, .. } = &mut events[i]
        {
            keyed.next();
            if ctrl && !modifiers.ctrl {
                modifiers.ctrl = true;
                modifiers.command = !cfg!(target_os = "macos");
            }
        }
    }
    for i in drop_text.into_iter().rev() {
        events.remove(i);
    }
}
