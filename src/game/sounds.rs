//! Sound effects for what happens on the table, and the music loop (bevy_kira_audio).
//! Effects and music play on their own channels, at the volumes from the settings.

use bevy::prelude::*;
use bevy_kira_audio::{AudioChannel, AudioControl, AudioSource};

use crate::game::audio::{Effects, Music};
use crate::game::settings::Settings;
use crate::rules::Event;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Sounds>();
    app.add_systems(Startup, load_sounds);
    app.add_systems(Update, (play_sounds, start_music, apply_volumes));
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sfx {
    Flip,
    Deal,
    Discard,
    Shuffle,
    Wake,
    Steal,
    Sleep,
    Answer,
    YourTurn,
    Invalid,
    Victory,
    Defeat,
}

impl Sfx {
    const ALL: [Sfx; 12] = [
        Sfx::Flip,
        Sfx::Deal,
        Sfx::Discard,
        Sfx::Shuffle,
        Sfx::Wake,
        Sfx::Steal,
        Sfx::Sleep,
        Sfx::Answer,
        Sfx::YourTurn,
        Sfx::Invalid,
        Sfx::Victory,
        Sfx::Defeat,
    ];

    fn file(self) -> &'static str {
        match self {
            Sfx::Flip => "sounds/flip.wav",
            Sfx::Deal => "sounds/deal.wav",
            Sfx::Discard => "sounds/discard.wav",
            Sfx::Shuffle => "sounds/shuffle.wav",
            Sfx::Wake => "sounds/wake.wav",
            Sfx::Steal => "sounds/steal.wav",
            Sfx::Sleep => "sounds/sleep.wav",
            Sfx::Answer => "sounds/answer.wav",
            Sfx::YourTurn => "sounds/your_turn.wav",
            Sfx::Invalid => "sounds/invalid.wav",
            Sfx::Victory => "sounds/victory.wav",
            Sfx::Defeat => "sounds/defeat.wav",
        }
    }

    /// The sound of an event on the table, if it has one.
    pub fn of_event(e: &Event) -> Option<Sfx> {
        Some(match e {
            Event::Drew { .. } => Sfx::Deal,
            Event::Played { .. } | Event::NumbersPlayed { .. } | Event::DiscardedStuck { .. } => {
                Sfx::Discard
            }
            Event::Reshuffled { .. } => Sfx::Shuffle,
            Event::Revealed { .. } | Event::TurnedFaceDown { .. } | Event::GridFlipped => Sfx::Flip,
            Event::Woken { .. } => Sfx::Wake,
            Event::Owned { .. } | Event::Swapped { .. } => Sfx::Steal,
            Event::PutToSleep { .. } | Event::SentBack { .. } => Sfx::Sleep,
            Event::Answered { .. } | Event::Cancelled { .. } => Sfx::Answer,
            Event::HatShuffle { .. } | Event::QueensShuffled { .. } => Sfx::Shuffle,
            Event::Burned { .. } => Sfx::Discard,
            _ => return None,
        })
    }
}

/// Ask for a sound effect.
#[derive(Message, Debug, Clone, Copy)]
pub struct PlaySound(pub Sfx);

#[derive(Resource, Default)]
pub struct Sounds {
    effects: Vec<(Sfx, Handle<AudioSource>)>,
    music: Handle<AudioSource>,
}

fn load_sounds(
    server: Option<Res<AssetServer>>,
    audio_assets: Option<Res<Assets<AudioSource>>>,
    mut sounds: ResMut<Sounds>,
    mut game_assets: ResMut<crate::game::assets::GameAssets>,
) {
    let (Some(server), Some(_)) = (server, audio_assets) else {
        return;
    };
    for sfx in Sfx::ALL {
        let h: Handle<AudioSource> = server.load(sfx.file());
        game_assets.other.push(h.clone().untyped());
        sounds.effects.push((sfx, h));
    }
    sounds.music = server.load("sounds/music.wav");
    game_assets.other.push(sounds.music.clone().untyped());
}

fn play_sounds(
    mut asks: MessageReader<PlaySound>,
    sounds: Res<Sounds>,
    effects: Res<AudioChannel<Effects>>,
    mut last: Local<Vec<(Sfx, f64)>>,
    time: Res<Time>,
) {
    let now = time.elapsed_secs_f64();
    for PlaySound(sfx) in asks.read() {
        // The same sound twice within 60 ms would only be louder, not clearer.
        if last.iter().any(|(s, t)| s == sfx && now - t < 0.06) {
            continue;
        }
        last.retain(|(_, t)| now - t < 1.0);
        last.push((*sfx, now));
        if let Some((_, h)) = sounds.effects.iter().find(|(s, _)| s == sfx) {
            effects.play(h.clone());
        }
    }
}

fn start_music(
    sounds: Res<Sounds>,
    music: Res<AudioChannel<Music>>,
    assets: Option<Res<Assets<AudioSource>>>,
    mut started: Local<bool>,
) {
    if *started || sounds.music == Handle::default() {
        return;
    }
    if assets.is_some_and(|a| a.contains(&sounds.music)) {
        music.play(sounds.music.clone()).looped();
        *started = true;
    }
}

fn apply_volumes(
    settings: Res<Settings>,
    music: Res<AudioChannel<Music>>,
    effects: Res<AudioChannel<Effects>>,
) {
    if settings.is_changed() {
        music.set_volume(settings.music_db());
        effects.set_volume(settings.effects_db());
    }
}
