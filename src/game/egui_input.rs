//! Two corrections to what bevy_egui 0.42 passes to egui each frame, made between its
//! reading of Bevy's input and egui's pass:
//!
//! - It tells egui the modifier keys in every frame, and egui takes any input event as a
//!   reason to draw another frame: the screen would never rest. Only a real change is
//!   passed on.
//! - At a table with nothing open over it, Tab, Enter and Space are the table's own
//!   keys (the focus on cards and queens, choosing, passing): egui does not also move
//!   its focus among the table's buttons and press one.
//! - It judges every key of a frame by the modifiers at the frame's end: Ctrl pressed and
//!   released around an A in one frame (a quick Ctrl+A) reached a text field as the
//!   letter "a", and not as select-all. Keys are judged here by the Ctrl of their
//!   moment, in the order they came.

use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

use crate::game::states::{Menu, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (quiet_modifiers, ctrl_of_each_key, table_keys)
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

fn table_keys(
    mut inputs: Query<&mut EguiInput>,
    screen: Option<Res<State<Screen>>>,
    menu: Option<Res<State<Menu>>>,
) {
    let at_table = screen.is_some_and(|s| matches!(s.get(), Screen::Playing | Screen::MadTable));
    if !at_table || menu.is_some_and(|m| *m.get() != Menu::None) {
        return;
    }
    for mut input in &mut inputs {
        input.0.events.retain(|e| {
            !matches!(
                e,
                egui::Event::Key {
                    key: egui::Key::Tab | egui::Key::Enter | egui::Key::Space,
                    ..
                }
            )
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
