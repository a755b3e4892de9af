//! Saves during play: the autosave after every action (and as soon as a game opens, so
//! that Continue finds it), saves under a name from the pause menu, and Continue.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::game::notice::Tell;
use crate::game::settings::SavesFolder;
use crate::game::states::{Menu, Screen};
use crate::save::SaveFile;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SaveAs>();
    app.init_resource::<Autosaved>();
    app.init_resource::<NamedSave>();
    app.init_resource::<CanContinue>();
    app.add_systems(OnEnter(Screen::Title), refresh_can_continue);

    app.add_systems(OnEnter(Menu::Pause), |mut named: ResMut<NamedSave>| {
        *named = NamedSave::default()
    });
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

/// Writes the autosave when a game opens (new or resumed) and whenever it has changed
/// since the last one (`done`: its stamp now; `saved`: the stamp the autosave holds).
pub(crate) fn autosave_table(
    done: usize,
    saved: &mut Option<usize>,
    folder: Option<&SavesFolder>,
    tell: &mut MessageWriter<Tell>,
    file: impl FnOnce() -> SaveFile,
) {
    if saved.is_some_and(|s| done <= s) {
        return;
    }
    *saved = Some(done);
    let Some(folder) = folder else {
        return;
    };
    if let Err(e) = folder.0.autosave(&file()) {
        warn!("Autosave failed: {e}");
        tell.write(Tell(tr!(
            "save-failed-in",
            folder = folder.0.path().display().to_string(),
            error = e.to_string()
        )));
    }
}

fn refresh_can_continue(folder: Option<Res<SavesFolder>>, mut can: ResMut<CanContinue>) {
    can.0 = folder.is_some_and(|f| f.0.latest_unfinished().is_some());
}
