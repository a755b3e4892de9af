//! The game's screens: one state per screen, one plugin per screen.

mod loading;
mod results;
mod rules;
mod settings;
mod setup;
mod title;

pub use settings::settings_form;
pub use setup::SetupForm;
pub use title::CanContinue;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins((
        loading::plugin,
        title::plugin,
        setup::plugin,
        results::plugin,
        rules::plugin,
        settings::plugin,
    ));
}

/// The screen the game shows. Entities that belong to a screen carry
/// `DespawnOnExit(Screen::…)`.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// Loads `GameAssets`, then moves on to the title.
    #[default]
    Loading,
    /// New game / Continue / Rules / Settings / Quit.
    Title,
    /// Choosing players and the rule set for a new game.
    Setup,
    /// The table.
    Playing,
    /// A summary of the rules.
    Rules,
    /// Volumes, animation speed and the like.
    Settings,
    /// Who won and how the game went.
    Results,
    /// The saved games.
    Load,
}
