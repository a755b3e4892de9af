//! The game's states: which screen shows, which window is open over the table, and
//! whether the table is paused. A leaf: every plugin may use these.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_sub_state::<Menu>();
    app.add_computed_state::<Paused>();
    app.configure_sets(Update, PausableSystems.run_if(not(in_state(Paused))));
}

/// The screen the game shows. Entities that belong to a screen carry
/// `DespawnOnExit(Screen::…)`.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// Loads `GameAssets`, then moves on to the title.
    #[default]
    Loading,
    /// New game / Continue / Load / Rules / Settings / Quit.
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
    /// Setting up a game of Mad Queens.
    MadSetup,
    /// The Mad Queens table.
    MadTable,
    /// The review of a finished game.
    Review,
    /// The player's profile.
    Profile,
    /// Every card, what it does under each rule set.
    Gallery,
    /// The lessons: start, resume or start again.
    Lessons,
    /// Joining or hosting a game over the network, and its lobby.
    Online,
    /// The house-rules workshop: the player's own rule sets.
    HouseRules,
}

/// A window over the table, either game's. It exists only while a game is on a table,
/// and starts as [`Menu::None`] with every new table.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Playing | Screen::MadTable)]
pub enum Menu {
    /// The table itself, nothing over it.
    #[default]
    None,
    /// The pause menu (Esc).
    Pause,
    /// Settings, opened from the pause menu.
    Settings,
    /// The rules reference for the rule set in play (F1, or from the pause menu,
    /// to which closing it returns).
    Rules { from_pause: bool },
    /// The card gallery, from the pause menu (closing it returns there).
    Gallery,
}

/// The table is paused: a window is open over it. Bots, countdowns, animations and
/// replays stand still: they run in [`PausableSystems`] and count time by the frames
/// they run in. (Bevy's virtual clock keeps going: paused, it would also hold back
/// every message, which are only cleared after a fixed-time step.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Paused;

impl ComputedStates for Paused {
    type SourceStates = Option<Menu>;

    fn compute(menu: Option<Menu>) -> Option<Paused> {
        menu.filter(|m| *m != Menu::None).map(|_| Paused)
    }
}

/// Systems that stop while the table is [`Paused`]: the table's input, bots, the
/// replay, countdowns, the presentation of events and the cards' movement.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PausableSystems;
