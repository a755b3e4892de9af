//! Saves during play: the autosave after every action (and as soon as a game opens, so
//! that Continue finds it), saves under a name from the pause menu, and Continue.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::game::notice::Tell;
use crate::game::settings::SavesFolder;
use crate::game::states::{Menu, Screen};
use crate::game::table::engine::Match;
use crate::game::table::schedule::{TableSetup, TableSystems};
use crate::save::SaveFile;
use crate::tr;

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
        save_as::<Match>.run_if(in_state(Screen::Playing).and_then(resource_exists::<Match>)),
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

/// A table whose game is saved: Sleeping Queens' or Mad Queens'.
pub(crate) trait SavedTable: Resource {
    /// Changes so far: the autosave is written again after each.
    fn stamp(&self) -> usize;
    fn is_replay(&self) -> bool;
    fn save_file(&self, name: &str, saved_at: u64) -> SaveFile;
}

impl SavedTable for Match {
    fn stamp(&self) -> usize {
        Match::stamp(self)
    }
    fn is_replay(&self) -> bool {
        // A game played over the network is kept by its server, not here.
        Match::is_replay(self) || self.game().is_mirror()
    }
    fn save_file(&self, name: &str, saved_at: u64) -> SaveFile {
        Match::save_file(self, name, saved_at)
    }
}

/// Writes the autosave when a game opens (new or resumed) and whenever an action has
/// been played since the last one (`saved`: how many the autosave holds). A replay is
/// saved already.
pub(crate) fn autosave_table(
    game: &impl SavedTable,
    saved: &mut Option<usize>,
    folder: Option<&SavesFolder>,
    tell: &mut MessageWriter<Tell>,
) {
    let done = game.stamp();
    if game.is_replay() || saved.is_some_and(|s| done <= s) {
        return;
    }
    *saved = Some(done);
    let Some(folder) = folder else {
        return;
    };
    if let Err(e) = folder.0.autosave(&game.save_file("autosave", now_secs())) {
        warn!("Autosave failed: {e}");
        tell.write(Tell(tr!(
            "save-failed-in",
            folder = folder.0.path().display().to_string(),
            error = e.to_string()
        )));
    }
}

fn autosave(
    game: Res<Match>,
    folder: Option<Res<SavesFolder>>,
    mut saved: ResMut<Autosaved>,
    mut tell: MessageWriter<Tell>,
) {
    // A lesson keeps its place in the profile, never in the player's autosave.
    if game.lesson_now().is_some() {
        return;
    }
    autosave_table(&*game, &mut saved.0, folder.as_deref(), &mut tell);
}

/// Saves the table's game under the name asked for in the pause menu: where it went,
/// or why it could not (for the menu to say).
pub(crate) fn save_as<T: SavedTable>(
    mut asks: MessageReader<SaveAs>,
    game: Res<T>,
    folder: Option<Res<SavesFolder>>,
    mut named: ResMut<NamedSave>,
) {
    for SaveAs(name) in asks.read() {
        let Some(folder) = folder.as_deref() else {
            continue;
        };
        let name = name.trim();
        named.0 = Some(
            folder
                .0
                .save_slot(name, &game.save_file(name, now_secs()))
                .map_err(|e| tr!("save-failed", error = e.to_string())),
        );
    }
}

fn refresh_can_continue(folder: Option<Res<SavesFolder>>, mut can: ResMut<CanContinue>) {
    can.0 = folder.is_some_and(|f| f.0.latest_unfinished().is_some());
}
