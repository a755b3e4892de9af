//! Sound effects for what happens on the table, and the music loop (bevy_kira_audio).
//! Effects and music play on their own channels, at the volumes from the settings.
//! Which event makes which sound is said where the event is presented
//! (`table::present`).

use bevy::prelude::*;
use bevy_kira_audio::{AudioChannel, AudioControl, AudioSource};

use crate::game::assets::GameAssets;
use crate::game::audio::{Effects, Music};
use crate::game::settings::Settings;

/// The message, also in the headless app (the table writes it).
pub(super) fn messages(app: &mut App) {
    app.add_message::<PlaySound>();
}

/// Playing sounds: needs bevy_kira_audio's `AudioPlugin`.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Sounds>();
    app.add_systems(Startup, load_sounds);
    app.add_systems(Update, start_music);
    // After the table has spoken and the settings changed this frame, before the
    // channels play what they were given: nothing is held back while the screen rests.
    app.add_systems(
        PostUpdate,
        (play_sounds, apply_volumes).before(bevy_kira_audio::AudioSystemSet::PlayTypedChannels),
    );
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
    /// Mad Queens: a row busts.
    Bust,
    /// Mad Queens: a row is banked.
    Bank,
    /// Mad Queens: a queen wants paying.
    QueenUpset,
    /// Mad Queens: an exact match.
    Exact,
}

impl Sfx {
    const ALL: [Sfx; 16] = [
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
        Sfx::Bust,
        Sfx::Bank,
        Sfx::QueenUpset,
        Sfx::Exact,
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
            Sfx::Bust => "sounds/bust.wav",
            Sfx::Bank => "sounds/bank.wav",
            Sfx::QueenUpset => "sounds/queen_upset.wav",
            Sfx::Exact => "sounds/exact.wav",
        }
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
    mut game_assets: ResMut<GameAssets>,
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
