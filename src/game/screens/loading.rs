//! The loading screen: waits until every file in `GameAssets` has loaded (or failed),
//! then shows the title.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::game::{
    assets::{LoadingProgress, all_assets_settled},
    screens::Screen,
    theme::widgets,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        enter_title
            .run_if(in_state(Screen::Loading).and_then(all_assets_settled))
            .after(crate::game::assets::AssetLoadingSystems),
    );
    app.add_systems(OnExit(Screen::Loading), report_missing_assets);
    app.add_systems(
        EguiPrimaryContextPass,
        draw_loading.run_if(in_state(Screen::Loading)),
    );
}

/// Missing art is said on screen, not only in the log (a headless tool has no asset
/// server and nothing to show).
fn report_missing_assets(
    progress: Res<LoadingProgress>,
    server: Option<Res<AssetServer>>,
    mut notice: ResMut<crate::game::saving::Notice>,
) {
    if progress.failed > 0 && server.is_some() {
        let what = if progress.failed == progress.total {
            format!(
                "None of the game's {} pictures, sounds and fonts could be loaded",
                progress.total
            )
        } else {
            format!(
                "{} of the game's {} pictures, sounds and fonts could not be loaded",
                progress.failed, progress.total
            )
        };
        notice.0 = Some(format!(
            "{what}, so parts of the table may be blank. Run the game from its folder, or \
             set SLEEPING_QUEENS_ASSETS to its assets folder."
        ));
    }
}

/// To the title, or with `--autoplay` straight to a game of bots.
fn enter_title(
    mut next_screen: ResMut<NextState<Screen>>,
    cli: Res<crate::game::cli::Cli>,
    mut config: ResMut<crate::game::table::GameConfig>,
    mut exit: MessageWriter<AppExit>,
    pending: Res<crate::game::saving::PendingLoad>,
) {
    if !matches!(*pending, crate::game::saving::PendingLoad::None) {
        next_screen.set(Screen::Playing);
        return;
    }
    if !cli.autoplay {
        next_screen.set(Screen::Title);
        return;
    }
    match cli.rule_set() {
        Ok(rules) => {
            *config = crate::game::table::GameConfig::bots_only(cli.players, rules);
            config.seed = cli.seed;
            next_screen.set(Screen::Playing);
        }
        Err(e) => {
            error!("{e}");
            exit.write(AppExit::error());
        }
    }
}

fn draw_loading(mut contexts: EguiContexts, progress: Res<LoadingProgress>) -> Result {
    let ctx = contexts.ctx_mut()?;
    widgets::menu_card(ctx, "loading", 320.0, |ui| {
        widgets::subheading(ui, "Waking up the queens…");
        ui.add(
            egui::ProgressBar::new(progress.fraction())
                .desired_width(280.0)
                .show_percentage(),
        );
    });
    Ok(())
}
