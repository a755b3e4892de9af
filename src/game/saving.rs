//! Saves during play: the autosave after every action (and as soon as a game opens, so
//! that Continue finds it), saves under a name from the pause menu, and Continue.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::game::notice::Tell;
use crate::game::settings::SavesFolder;
use crate::game::states::{Menu, Screen};
use crate::game::table::engine::Match;
use crate::game::table::schedule::{TableSetup, TableSystems};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SaveAs>();
    app.init_resource::<Autosaved>();
    app.init_resource::<NamedSave>();
    app.init_resource::<CanContinue>();
    app.add_systems(OnEnter(Screen::Title), refresh_can_continue);
    app.add_systems(
        OnEnter(Screen::Playing),
        (|mut saved: ResMut<Autosaved>| *saved = Autosaved::default()).in_set(TableSetup::Parts),
    );
    app.add_systems(OnEnter(Menu::Pause), |mut named: ResMut<NamedSave>| {
        *named = NamedSave::default()
    });
    app.add_systems(Update, autosave.in_set(TableSystems::Route));
    // Saving under a name happens from the pause menu, while the table is paused.
    app.add_systems(
        Update,
        save_as.run_if(in_state(Screen::Playing).and_then(resource_exists::<Match>)),
    );
}

/// Whether there is a saved game that Continue would resume.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CanContinue(pub bool);

/// Save the game on the table under this name.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct SaveAs(pub String);

/// How many actions the autosave holds (`None`: this table has not autosaved yet).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Autosaved(pub Option<usize>);

/// Where the last save under a name went, or why it failed (for the pause menu).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct NamedSave(pub Option<Result<PathBuf, String>>);

pub(crate) fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Writes the autosave when a game opens (new or resumed) and whenever an action has
/// been played since the last one. A replay is saved already.
fn autosave(
    game: Res<Match>,
    folder: Option<Res<SavesFolder>>,
    mut saved: ResMut<Autosaved>,
    mut tell: MessageWriter<Tell>,
) {
    let done = game.actions_played();
    if game.is_replay() || saved.0.is_some_and(|s| done <= s) {
        return;
    }
    saved.0 = Some(done);
    let Some(folder) = folder else {
        return;
    };
    if let Err(e) = folder.0.autosave(&game.save_file("autosave", now_secs())) {
        warn!("Autosave failed: {e}");
        tell.write(Tell(format!(
            "The game could not be saved in {}: {e}",
            folder.0.path().display()
        )));
    }
}

fn save_as(
    mut asks: MessageReader<SaveAs>,
    game: Res<Match>,
    folder: Option<Res<SavesFolder>>,
    mut named: ResMut<NamedSave>,
) {
    for SaveAs(name) in asks.read() {
        if let Some(folder) = folder.as_deref() {
            named.0 = Some(save_named(folder, name, |n| game.save_file(n, now_secs())));
        }
    }
}

/// Saves the game under `name` (trimmed): where it went, or why it could not.
pub(crate) fn save_named(
    folder: &SavesFolder,
    name: &str,
    file: impl FnOnce(&str) -> crate::save::SaveFile,
) -> Result<PathBuf, String> {
    let name = name.trim();
    folder
        .0
        .save_slot(name, &file(name))
        .map_err(|e| format!("The game could not be saved: {e}"))
}

fn refresh_can_continue(folder: Option<Res<SavesFolder>>, mut can: ResMut<CanContinue>) {
    can.0 = folder.is_some_and(|f| f.0.latest_unfinished().is_some());
}
