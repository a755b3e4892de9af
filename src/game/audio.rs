//! Sound: a music channel and an effects channel (bevy_kira_audio).
//!
//! With no sound device (CI, a server, a muted machine) bevy_kira_audio logs
//! "Failed to setup audio" once and then ignores every play command, so the game goes
//! on silently; nothing here may assume that a sound actually plays.

use bevy::prelude::*;
use bevy_kira_audio::{AudioApp, AudioChannel, AudioControl, prelude::Decibels};

pub(super) fn plugin(app: &mut App) {
    app.add_audio_channel::<Music>();
    app.add_audio_channel::<Effects>();
    app.add_systems(Startup, set_initial_volumes);
}

/// Background music.
#[derive(Resource)]
pub struct Music;

/// Card sounds and interface clicks.
#[derive(Resource)]
pub struct Effects;

/// Music sits under the effects by default.
const MUSIC_VOLUME: Decibels = Decibels(-12.0);
const EFFECTS_VOLUME: Decibels = Decibels(-3.0);

fn set_initial_volumes(music: Res<AudioChannel<Music>>, effects: Res<AudioChannel<Effects>>) {
    music.set_volume(MUSIC_VOLUME);
    effects.set_volume(EFFECTS_VOLUME);
}
