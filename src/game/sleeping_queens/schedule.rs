//! The order of the table's work: when a table opens, and within each frame. A leaf:
//! every table plugin puts its systems in these sets.

use bevy::prelude::*;

use crate::game::states::{PausableSystems, Screen};

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        OnEnter(Screen::Playing),
        (TableSetup::Match, TableSetup::Parts, TableSetup::Cards).chain(),
    );
    app.configure_sets(
        Update,
        (
            TableSystems::Input,
            (
                TableSystems::Decide,
                TableSystems::Apply,
                TableSystems::Present,
                TableSystems::Seat,
                TableSystems::Route,
                TableSystems::Animate,
            )
                .chain()
                .in_set(PausableSystems),
        )
            .chain()
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<TableOpen>)),
    );
    app.add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
        commands.remove_resource::<TableOpen>()
    });
}

/// A match is on the table and every part of the table has opened (a game that could
/// not start never opens the table).
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct TableOpen;

/// Run condition: a match is on the table, in play.
pub fn table_open(screen: Res<State<Screen>>, open: Option<Res<TableOpen>>) -> bool {
    *screen.get() == Screen::Playing && open.is_some()
}

/// Opening a table: the match first, then what each plugin keeps about it, then the
/// card entities that show it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TableSetup {
    /// The match (`engine`): a new deal, a resumed save or a replay.
    Match,
    /// Each plugin's own resources for the new match.
    Parts,
    /// The card entities.
    Cards,
}

/// One frame at the table, in order. Every set but `Input` stops while the table is
/// paused.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TableSystems {
    /// Clicks and keys become choices, picks or a skip. These run while paused too, to
    /// throw away what arrives then: input is not kept for after the menu.
    Input,
    /// Bots, the replay and the clocks make their choices.
    Decide,
    /// The one system that calls the engine plays the choices.
    Apply,
    /// Engine events are shown one at a time.
    Present,
    /// Hot-seat: who has the screen, the open call.
    Seat,
    /// The decision now is routed: a person's prompt, a bot's thinking, the end.
    Route,
    /// The cards move toward their places.
    Animate,
}
