//! Player settings, kept between runs in `settings.conf` (RON) in the config folder:
//! volumes, animation speed, the answer countdown, memory hints, fullscreen, and the
//! last game set up. Changes arrive as [`ChangeSettings`] and apply at once; the file is
//! written once a change is finished (a slider let go, a box ticked), atomically like a
//! save.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowMode};
use bevy_kira_audio::prelude::Decibels;
use serde::{Deserialize, Serialize};

use crate::game::cli::Cli;
use crate::game::next_game::GameConfig;
use crate::i18n::{Language, set_language};
use crate::save::{Install, SETTINGS_FILE, SaveDir, move_settings_once, saves_dir_from_env};
use crate::seats::{SeatInfo, SeatKind};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ChangeSettings>();
    app.add_systems(PreStartup, load_settings);
    app.add_systems(Update, change_settings);
}

/// New settings from a form: they apply at once; `finished` (the player let go of the
/// slider, ticked the box) writes them to the file.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct ChangeSettings {
    pub settings: Settings,
    pub finished: bool,
}

/// The UI scales offered in Settings.
pub const UI_SCALES: [f32; 6] = [0.75, 1.0, 1.25, 1.5, 1.75, 2.0];

/// The settings file's format: a file from a newer game is not read, nor written over.
pub const SETTINGS_FORMAT: u32 = 1;

#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The format the file was written in ([`SETTINGS_FORMAT`]; files without it are 1).
    pub format: u32,
    /// 0 (silent) to 1.
    pub music_volume: f32,
    pub effects_volume: f32,
    /// 0.25 (slow) to 4 (quick).
    pub animation_speed: f32,
    /// Seconds to answer before an automatic Pass; 0: no countdown.
    pub answer_countdown: f32,
    /// Face-down slots show which queen was last seen there (on hover).
    pub memory_hints: bool,
    /// Mad Queens: the chance that the next card busts, from what the player has seen.
    pub mad_odds: bool,
    pub fullscreen: bool,
    /// Cards jump to their places and nothing pulses or fades in (what happens keeps
    /// its pace, and a new decision is still held a moment before it takes input).
    pub reduced_motion: bool,
    /// Black outlines, white panels and a darker felt: every text at 7:1 or more.
    pub high_contrast: bool,
    /// How large the words, buttons and windows are drawn: 0.75 to 2 (the cards fit
    /// the window at any scale).
    pub ui_scale: f32,
    /// The keys of the tables' commands, where the player chose others.
    pub keys: crate::game::keymap::KeyMap,
    /// The language's tag (`en`, `zh-CN`, `ja`); `None`: the system's.
    pub language: Option<String>,
    /// The last game set up (names, kinds, rules), offered again.
    pub last_setup: Option<LastSetup>,
    /// The window's size (logical pixels) as the person left it: the next start opens
    /// at it, fitted to the monitor.
    pub window: Option<(u32, u32)>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LastSetup {
    pub seats: Vec<(String, String)>,
    pub rules: String,
    pub starting_seat: Option<u8>,
}

impl LastSetup {
    pub fn of(config: &GameConfig) -> LastSetup {
        LastSetup {
            seats: config
                .seats
                .iter()
                .map(|s| {
                    let kind = match s.kind {
                        SeatKind::Human | SeatKind::Remote | SeatKind::RemoteBot(_) => {
                            "person".to_string()
                        }
                        SeatKind::Bot(b) => b.name().to_string(),
                    };
                    (s.name.clone(), kind)
                })
                .collect(),
            rules: config.rules.name.clone(),
            starting_seat: config.starting_seat,
        }
    }

    /// The game set up last time, if the file still makes sense (a new seed each time);
    /// its rule set built in or one of the player's in `house`.
    pub fn config(&self, house: &crate::save::HouseRules) -> Option<GameConfig> {
        let seats: Option<Vec<SeatInfo>> = self
            .seats
            .iter()
            .map(|(name, kind)| {
                let kind = match kind.as_str() {
                    "person" => SeatKind::Human,
                    other => SeatKind::Bot(other.parse().ok()?),
                };
                Some(SeatInfo::new(
                    name.chars().take(16).collect::<String>(),
                    kind,
                ))
            })
            .collect();
        let seats = seats.filter(|s| (2..=5).contains(&s.len()))?;
        let rules = crate::sleeping_queens::RuleSet::named(&self.rules)
            .or_else(|| house.find(&self.rules).ok())?;
        Some(GameConfig {
            starting_seat: self.starting_seat.filter(|s| (*s as usize) < seats.len()),
            practice: false,
            seats,
            rules,
            seed: None,
        })
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            music_volume: 0.5,
            effects_volume: 0.8,
            animation_speed: 1.0,
            answer_countdown: 12.0,
            memory_hints: false,
            mad_odds: true,
            fullscreen: false,
            reduced_motion: false,
            high_contrast: false,
            ui_scale: 1.0,
            keys: Default::default(),
            language: None,
            last_setup: None,
            window: None,
            format: SETTINGS_FORMAT,
        }
    }
}

/// Run condition: the language spoken has changed since this system last ran (never on
/// its first run: what it shows was made in the language of then). It is read even
/// when a set's condition skips its system, and the change is then spent: a system in a
/// set that can stand still (the tables' pausable ones) keeps the language it last
/// showed instead.
pub fn language_changed(mut last: Local<Option<Language>>) -> bool {
    let now = crate::i18n::language();
    last.replace(now).is_some_and(|was| was != now)
}

fn to_db(v: f32) -> Decibels {
    if v <= 0.001 {
        Decibels::SILENCE
    } else {
        Decibels(20.0 * v.clamp(0.0, 1.0).log10())
    }
}

impl Settings {
    pub fn music_db(&self) -> Decibels {
        // The music sits under the effects.
        let db = to_db(self.music_volume);
        if db == Decibels::SILENCE {
            db
        } else {
            Decibels(db.0 - 10.0)
        }
    }
    pub fn effects_db(&self) -> Decibels {
        to_db(self.effects_volume)
    }
    /// The language chosen, else the system's.
    pub fn language(&self) -> Language {
        self.language
            .as_deref()
            .and_then(Language::from_tag)
            .unwrap_or_else(Language::of_system)
    }
    pub fn countdown(&self) -> Option<f32> {
        (self.answer_countdown > 0.0).then_some(self.answer_countdown)
    }
    /// Keeps every value in its range (a hand-edited file may say anything).
    pub fn clamped(mut self) -> Settings {
        let unit = |v: f32| {
            if v.is_finite() {
                v.clamp(0.0, 1.0)
            } else {
                0.5
            }
        };
        self.music_volume = unit(self.music_volume);
        self.effects_volume = unit(self.effects_volume);
        self.animation_speed = if self.animation_speed.is_finite() {
            self.animation_speed.clamp(0.25, 4.0)
        } else {
            1.0
        };
        // A window from a hand-edited file: within what a window can be, or forgotten.
        self.window = self
            .window
            .filter(|(w, h)| (100..=16384).contains(w) && (100..=16384).contains(h));
        self.ui_scale = if self.ui_scale.is_finite() {
            self.ui_scale
                .clamp(UI_SCALES[0], UI_SCALES[UI_SCALES.len() - 1])
        } else {
            1.0
        };
        self.answer_countdown = if self.answer_countdown.is_finite() {
            self.answer_countdown.clamp(0.0, 60.0)
        } else {
            12.0
        };
        self
    }
}

/// The save folder (`--saves-dir`, `SLEEPING_QUEENS_SAVES`, `saves/` in the source
/// tree, or the user's data folder).
#[derive(Resource, Debug, Clone)]
pub struct SavesFolder(pub SaveDir);

/// Where the settings are kept (the user's config folder, or beside the saves when those
/// are moved or the game runs from its clone), and whether this game may write there:
/// not over a file a newer version of the game wrote.
#[derive(Resource, Debug, Clone)]
pub struct SettingsFile {
    dir: SaveDir,
    writable: bool,
}

impl SettingsFile {
    pub fn path(&self) -> PathBuf {
        self.dir.path().join(SETTINGS_FILE)
    }
}

/// How this copy of the game was installed (from a package, run from its clone, or
/// neither): where it finds its assets and keeps its files.
pub fn install() -> Install {
    Install::of(std::env::current_exe().ok().as_deref(), repo_dir())
}

/// The clone this game was built from, if it is still there (it has `Cargo.toml`):
/// the game is being run from the repository rather than installed elsewhere.
fn repo_dir() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    dir.join("Cargo.toml").is_file().then_some(dir)
}

fn load_settings(mut commands: Commands, cli: Option<Res<Cli>>) {
    let over = cli
        .as_ref()
        .and_then(|c| c.saves_dir.clone())
        .or_else(saves_dir_from_env);
    let folders = install().folders(over);
    let saves = SavesFolder(SaveDir::new(&folders.saves));
    let _ = saves.0.remove_temp_files();
    // Earlier versions kept the settings beside the saves.
    let (old, new) = (
        folders.saves.join(SETTINGS_FILE),
        folders.config.join(SETTINGS_FILE),
    );
    match move_settings_once(&old, &new) {
        Ok(true) => info!("Settings moved from {} to {}", old.display(), new.display()),
        Ok(false) => {}
        Err(e) => warn!(
            "Cannot move the settings from {} to {}: {e}",
            old.display(),
            new.display()
        ),
    }
    let (mut settings, writable) = read_settings(&new);
    if !new.exists() && desktop_wants_less_motion() {
        // A first start on a desktop whose animations are off: reduced motion too.
        settings.reduced_motion = true;
    }
    info!(
        "Saves in {}, settings in {}",
        folders.saves.display(),
        folders.config.display()
    );
    // `--lang` speaks for this run only; then the setting; then the system's language.
    let language = cli
        .as_ref()
        .and_then(|c| c.lang.as_deref())
        .and_then(Language::from_tag)
        .unwrap_or_else(|| settings.language());
    set_language(language);
    commands.insert_resource(settings);
    commands.insert_resource(saves);
    commands.insert_resource(SettingsFile {
        dir: SaveDir::new(&folders.config),
        writable,
    });
}

/// Whether the desktop asks for less motion: GNOME's `enable-animations` set to false
/// (read with `gsettings`; no answer, no wish).
fn desktop_wants_less_motion() -> bool {
    std::process::Command::new("gsettings")
        .args(["get", "org.gnome.desktop.interface", "enable-animations"])
        .stderr(std::process::Stdio::null())
        .output()
        .ok()
        .filter(|out| out.status.success())
        .is_some_and(|out| animations_off(&String::from_utf8_lossy(&out.stdout)))
}

/// `gsettings`' answer for `enable-animations` says they are off.
pub fn animations_off(answer: &str) -> bool {
    answer.trim() == "false"
}

/// The settings in `path`, and whether they may be written back: the defaults for a
/// missing or damaged file (written over at the next change), and for a newer game's
/// file, which is left as it is.
pub fn read_settings(path: &std::path::Path) -> (Settings, bool) {
    let Ok(text) = std::fs::read_to_string(path) else {
        return (Settings::default(), true);
    };
    #[derive(Deserialize)]
    struct Probe {
        #[serde(default)]
        format: u32,
    }
    let newer = |format: u32| {
        warn!(
            "{} was written by a newer version of the game (settings format {format}, this one \
             reads {SETTINGS_FORMAT}): using the defaults for this run and leaving the file as it is",
            path.display()
        );
        (Settings::default(), false)
    };
    match ron::from_str::<Settings>(&text) {
        Ok(s) if s.format > SETTINGS_FORMAT => newer(s.format),
        Ok(s) => (s.clamped(), true),
        Err(e) => match ron::from_str::<Probe>(&text) {
            Ok(p) if p.format > SETTINGS_FORMAT => newer(p.format),
            _ => {
                warn!(
                    "Settings file {} is damaged ({e}); using the defaults",
                    path.display()
                );
                (Settings::default(), true)
            }
        },
    }
}

/// Applies new settings; writes the file when a change is finished.
fn change_settings(
    mut changes: MessageReader<ChangeSettings>,
    mut settings: ResMut<Settings>,
    file: Res<SettingsFile>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    let mut finished = false;
    for change in changes.read() {
        let new = change.settings.clone().clamped();
        if *settings != new {
            if settings.language != new.language {
                set_language(new.language());
            }
            *settings = new;
        }
        finished |= change.finished;
    }
    if settings.is_changed() {
        for mut w in &mut windows {
            let want = if settings.fullscreen {
                WindowMode::BorderlessFullscreen(bevy::window::MonitorSelection::Current)
            } else {
                WindowMode::Windowed
            };
            if w.mode != want {
                w.mode = want;
            }
        }
    }
    if finished && let Err(e) = write_settings(&settings, &file) {
        warn!("Cannot save the settings: {e}");
    }
}

/// Writes the settings file (atomically, as saves are written), unless a newer game
/// wrote it.
pub fn write_settings(settings: &Settings, file: &SettingsFile) -> Result<PathBuf, NotWritten> {
    if !file.writable {
        return Err(NotWritten::Newer(file.path()));
    }
    let text = ron::ser::to_string_pretty(
        &Settings {
            format: SETTINGS_FORMAT,
            ..settings.clone()
        },
        ron::ser::PrettyConfig::default(),
    )
    .map_err(NotWritten::Ron)?;
    file.dir
        .write_file(SETTINGS_FILE, text.as_bytes())
        .map_err(|e| NotWritten::File(file.path(), e))
}

/// Why the settings file was not written.
#[derive(Debug)]
pub enum NotWritten {
    Ron(ron::Error),
    File(PathBuf, std::io::Error),
    /// A newer version of the game wrote the file: it is kept as it is.
    Newer(PathBuf),
}

impl std::fmt::Display for NotWritten {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotWritten::Ron(e) => e.fmt(f),
            NotWritten::File(path, e) => write!(f, "{}: {e}", path.display()),
            NotWritten::Newer(path) => write!(
                f,
                "{} belongs to a newer version of the game and is left as it is",
                path.display()
            ),
        }
    }
}
impl std::error::Error for NotWritten {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sleeping_queens::bots::BotKind;

    #[test]
    fn hot_seat_last_setup_is_remembered_between_runs() {
        let config = GameConfig {
            seats: vec![
                SeatInfo::human("Ana"),
                SeatInfo::human("Bo"),
                SeatInfo::bot("Dev", BotKind::Hard),
            ],
            rules: crate::sleeping_queens::RuleSet::classic(),
            seed: Some(9),
            starting_seat: Some(2),
            practice: false,
        };
        let settings = Settings {
            last_setup: Some(LastSetup::of(&config)),
            ..Settings::default()
        };
        let text = ron::to_string(&settings).unwrap();
        let back: Settings = ron::from_str(&text).unwrap();
        let again = back
            .last_setup
            .unwrap()
            .config(&crate::save::HouseRules::new("/nonexistent"))
            .unwrap();
        assert_eq!(again.seats, config.seats);
        assert_eq!(again.rules, config.rules);
        assert_eq!(again.starting_seat, Some(2));
        assert_eq!(again.seed, None, "a new deal each time");
    }

    #[test]
    fn hand_edited_settings_are_kept_in_range() {
        let s: Settings =
            ron::from_str("(music_volume: 7.0, animation_speed: -3.0, answer_countdown: 999.0)")
                .unwrap();
        let s = s.clamped();
        assert_eq!(
            (s.music_volume, s.animation_speed, s.answer_countdown),
            (1.0, 0.25, 60.0)
        );
    }
}
