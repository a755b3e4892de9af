//! The player's profile (`save::profile`): read from the save folder at start, counted
//! when the one person at a table of bots finishes a game, reset on request. This
//! plugin alone keeps it and writes its file.

use bevy::prelude::*;

use crate::game::settings::SavesFolder;
use crate::lessons::LessonId;
use crate::save::profile::{FinishedGame, PROFILE_FILE, Profile};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GameFinished>();
    app.add_message::<ResetProfile>();
    app.add_message::<LessonDone>();
    app.add_message::<LessonAt>();
    app.init_resource::<PlayerProfile>();
    app.add_systems(Startup, load_profile);
    app.add_systems(Update, keep_profile);
}

/// The profile shown on its screen.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct PlayerProfile(pub Profile);

/// A game the profile counts came to its end.
#[derive(Message, Debug, Clone)]
pub struct GameFinished(pub FinishedGame);

/// A lesson was played to its end.
#[derive(Message, Debug, Clone, Copy)]
pub struct LessonDone(pub LessonId);

/// A lesson was played this far (choices): it resumes there.
#[derive(Message, Debug, Clone, Copy)]
pub struct LessonAt(pub LessonId, pub u32);

/// Every figure of the profile back to zero (confirmed on the profile screen).
#[derive(Message, Debug, Clone, Copy)]
pub struct ResetProfile;

fn load_profile(folder: Option<Res<SavesFolder>>, mut profile: ResMut<PlayerProfile>) {
    let Some(folder) = folder else {
        return;
    };
    let path = folder.0.path().join(PROFILE_FILE);
    if let Ok(text) = std::fs::read_to_string(&path) {
        match Profile::parse(&text) {
            Ok(p) => profile.0 = p,
            // A damaged file is kept aside, not overwritten: it may be mended by hand.
            Err(e) => {
                warn!(
                    "Profile {} is damaged ({e}); starting afresh",
                    path.display()
                );
                let _ = std::fs::rename(&path, path.with_extension("conf.damaged"));
            }
        }
    }
}

fn keep_profile(
    mut finished: MessageReader<GameFinished>,
    mut reset: MessageReader<ResetProfile>,
    mut lessons: MessageReader<LessonDone>,
    mut lessons_at: MessageReader<LessonAt>,
    mut profile: ResMut<PlayerProfile>,
    folder: Option<Res<SavesFolder>>,
) {
    let mut changed = false;
    for game in finished.read() {
        profile.0.record(&game.0);
        changed = true;
    }
    for LessonAt(id, n) in lessons_at.read() {
        if profile.0.lesson_at(id.key()) != *n && !profile.0.has_done(id.key()) {
            profile.0.set_lesson_at(id.key(), *n);
            changed = true;
        }
    }
    for done in lessons.read() {
        if !profile.0.has_done(done.0.key()) || profile.0.lesson_at(done.0.key()) > 0 {
            profile.0.lesson_done(done.0.key());
            changed = true;
        }
    }
    if reset.read().count() > 0 {
        profile.0 = Profile::default();
        changed = true;
    }
    if !changed {
        return;
    }
    let Some(folder) = folder else {
        return;
    };
    let written = profile
        .0
        .to_ron()
        .map_err(|e| e.to_string())
        .and_then(|text| {
            folder
                .0
                .write_file(PROFILE_FILE, text.as_bytes())
                .map_err(|e| e.to_string())
        });
    if let Err(e) = written {
        warn!("Cannot save the profile: {e}");
    }
}
