//! The desktop game's command line. Parsed once in `main`, then kept as a resource so
//! that any plugin can read the options it cares about.

use std::{fmt, path::PathBuf, str::FromStr};

use bevy::prelude::*;
use clap::Parser;

pub(super) fn plugin(app: &mut App) {
    // `main` inserts the parsed command line first; tests and tools get the defaults.
    app.init_resource::<Cli>();
}

/// Command-line options of `sleeping-queens`. Add new options as fields here; every
/// option must have a default so that `Cli::default()` is the plain `cargo run`.
#[derive(Parser, Resource, Debug, Clone, PartialEq)]
#[command(
    name = "sleeping-queens",
    version,
    about = "The card game Sleeping Queens"
)]
pub struct Cli {
    /// Save a screenshot of the window to FILE (PNG) once the app has run for
    /// `--screenshot-after-frames` frames.
    #[arg(long, value_name = "FILE")]
    pub screenshot: Option<PathBuf>,

    /// How many frames to run before taking the `--screenshot`.
    #[arg(long, value_name = "N", default_value_t = 60)]
    pub screenshot_after_frames: u32,

    /// Exit (code 0) once the `--screenshot` is written; exit with an error code if it
    /// cannot be taken.
    #[arg(long, requires = "screenshot")]
    pub quit_after_screenshot: bool,

    /// Size of the window in physical pixels, e.g. `1600x900` (default 1280x720).
    #[arg(long, value_name = "WxH")]
    pub windowed_size: Option<WindowedSize>,

    /// Take the `--screenshot` when this turn of the game is reached (instead of after
    /// a number of frames).
    #[arg(long, value_name = "N", requires = "screenshot")]
    pub screenshot_after_turns: Option<u32>,

    /// Go straight to a game played by bots only.
    #[arg(long)]
    pub autoplay: bool,

    /// Seats at the table with `--autoplay` (2 to 5; Mad Queens 1 to 6).
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=6))]
    pub players: u8,

    /// Rule set with `--autoplay`: classic, extended, extended-v1, a RON file, or
    /// `mad-queens` for a game of Mad Queens.
    #[arg(long, value_name = "RULES", default_value = "extended")]
    pub rules: String,

    /// The game's seed with `--autoplay` (random otherwise).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,

    /// Scales every animation and bot delay (10 makes a game take seconds).
    #[arg(long, value_name = "X", default_value_t = 1.0)]
    pub animation_speed: f32,

    /// The language for this run: en, zh-CN or ja (else the setting, else the system's).
    #[arg(long, value_name = "LANG", value_parser = parse_language)]
    pub lang: Option<String>,

    /// Exit (code 0) when the game ends.
    #[arg(long)]
    pub quit_at_end: bool,

    /// With `--autoplay`: play this many games one after another (each to its results,
    /// then a new deal), log the process's memory after each, then exit. A soak test.
    #[arg(long, value_name = "N", requires = "autoplay", conflicts_with = "quit_at_end",
          value_parser = clap::value_parser!(u32).range(1..))]
    pub games: Option<u32>,

    /// Resume a saved game (checked before any window opens).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["replay", "autoplay"])]
    pub load: Option<PathBuf>,

    /// Play a saved game back from the deal (with `--animation-speed`).
    #[arg(long, value_name = "FILE", conflicts_with = "autoplay")]
    pub replay: Option<PathBuf>,

    /// Log the frame rate once a second.
    #[arg(long)]
    pub show_fps: bool,

    /// Join a table on the server at ADDRESS (`host:port`) as the game opens: its
    /// first table with a free seat, as Play online's Join does, under `--name`.
    #[arg(long, value_name = "ADDRESS", conflicts_with_all = ["autoplay", "load", "replay"])]
    pub join: Option<String>,

    /// The name to sit under with `--join`.
    #[arg(long, value_name = "NAME", requires = "join", default_value = "Player")]
    pub name: String,

    /// Where saves and settings live (or the SLEEPING_QUEENS_SAVES environment variable).
    /// Otherwise saves go to the user's data folder and settings to the user's config
    /// folder, or to `saves/` in the source tree when the game runs from its clone.
    #[arg(long, value_name = "DIR")]
    pub saves_dir: Option<PathBuf>,
}

impl Default for Cli {
    fn default() -> Self {
        Self {
            screenshot: None,
            screenshot_after_frames: 60,
            quit_after_screenshot: false,
            windowed_size: None,
            screenshot_after_turns: None,
            autoplay: false,
            players: 4,
            rules: "extended".into(),
            seed: None,
            animation_speed: 1.0,
            lang: None,
            quit_at_end: false,
            games: None,
            load: None,
            replay: None,
            saves_dir: None,
            show_fps: false,
            join: None,
            name: "Player".into(),
        }
    }
}

/// `--lang`: one of the languages the game speaks.
fn parse_language(tag: &str) -> Result<String, String> {
    crate::i18n::Language::from_tag(tag)
        .map(|l| l.tag().to_string())
        .ok_or_else(|| {
            let tags: Vec<&str> = crate::i18n::Language::ALL.iter().map(|l| l.tag()).collect();
            format!("the game speaks {}", tags.join(", "))
        })
}

impl Cli {
    /// The rule set named by `--rules` (a built-in name or a RON file).
    pub fn rule_set(&self) -> Result<crate::sleeping_queens::RuleSet, String> {
        crate::save::house_rules::built_in_or_file(&self.rules).map_err(|e| e.to_string())
    }

    /// The window the game opens with.
    pub fn primary_window(&self) -> Window {
        let size = self.windowed_size.unwrap_or_default();
        Window {
            title: "Sleeping Queens".into(),
            name: Some("sleeping-queens".into()),
            resolution: (size.width, size.height).into(),
            resizable: true,
            ..default()
        }
    }
}

/// A window size `WxH` in physical pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WindowedSize {
    pub width: u32,
    pub height: u32,
}

impl Default for WindowedSize {
    fn default() -> Self {
        Self {
            width: 1280,
            height: 720,
        }
    }
}

impl FromStr for WindowedSize {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (width, height) = text
            .split_once(['x', 'X'])
            .ok_or_else(|| format!("expected WIDTHxHEIGHT, e.g. 1280x720, got `{text}`"))?;
        let parse = |part: &str| -> Result<u32, String> {
            match part.trim().parse::<u32>() {
                Ok(n) if (100..=16384).contains(&n) => Ok(n),
                _ => Err(format!(
                    "`{part}` is not a window dimension between 100 and 16384"
                )),
            }
        };
        Ok(Self {
            width: parse(width)?,
            height: parse(height)?,
        })
    }
}

impl fmt::Display for WindowedSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;

    #[test]
    fn cli_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn cli_without_arguments_is_the_default() {
        assert_eq!(Cli::parse_from(["sleeping-queens"]), Cli::default());
    }

    #[test]
    fn cli_screenshot_options() {
        let cli = Cli::parse_from([
            "sleeping-queens",
            "--screenshot",
            "/tmp/a.png",
            "--screenshot-after-frames",
            "5",
            "--quit-after-screenshot",
            "--windowed-size",
            "1600x900",
        ]);
        assert_eq!(cli.screenshot, Some(PathBuf::from("/tmp/a.png")));
        assert_eq!(cli.screenshot_after_frames, 5);
        assert!(cli.quit_after_screenshot);
        assert_eq!(
            cli.windowed_size,
            Some(WindowedSize {
                width: 1600,
                height: 900
            })
        );
    }

    #[test]
    fn cli_quit_after_screenshot_needs_a_screenshot() {
        assert!(Cli::try_parse_from(["sleeping-queens", "--quit-after-screenshot"]).is_err());
    }

    #[test]
    fn windowed_size_rejects_nonsense() {
        for bad in ["", "1280", "x720", "1280x", "0x0", "axb", "99999x720"] {
            assert!(bad.parse::<WindowedSize>().is_err(), "{bad:?} was accepted");
        }
        assert_eq!(
            " 800 X 600 ".trim().parse::<WindowedSize>(),
            Ok(WindowedSize {
                width: 800,
                height: 600
            })
        );
    }
}
