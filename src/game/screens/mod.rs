//! The game's screens outside the table: one plugin per screen (the `states::Screen`
//! they belong to is a leaf, so screens and table can both use it).

pub mod gallery;
pub mod house_rules;
mod lessons;
mod load;
mod loading;
mod mad_setup;
mod profile;
mod results;
pub mod review;
pub mod rules;
pub mod settings;
mod setup;
mod title;

pub use settings::settings_form;
pub use setup::SetupForm;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        loading::plugin,
        title::plugin,
        setup::plugin,
        mad_setup::plugin,
        results::plugin,
        rules::plugin,
        settings::plugin,
        load::plugin,
        review::plugin,
        profile::plugin,
        gallery::plugin,
        lessons::plugin,
        house_rules::plugin,
    ));
}
