//! The loading screen: waits until every file in `GameAssets` has loaded (or failed),
//! then shows the title.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::game::assets::{AssetLoadingSystems, LoadingProgress, all_assets_settled};
use crate::game::cli::Cli;
use crate::game::next_game::{GameConfig, OpenTable, PendingLoad};
use crate::game::notice::Tell;
use crate::game::rest::Wake;
use crate::game::states::Screen;
use crate::game::theme::widgets;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        enter_title
            .run_if(in_state(Screen::Loading).and_then(all_assets_settled))
            .after(AssetLoadingSystems)
            // Read in the same frame, so the screen has changed before this runs again.
            .before(crate::game::next_game::open_table),
    );
    // Files arrive from other threads: look again every frame until they have.
    app.add_systems(
        Update,
        (|mut wake: MessageWriter<Wake>| {
            wake.write(Wake::NOW);
        })
        .run_if(in_state(Screen::Loading)),
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
    mut tell: MessageWriter<Tell>,
) {
    if progress.failed > 0 && server.is_some() {
        let text = if progress.failed == progress.total {
            tr!("assets-none-loaded", total = progress.total)
        } else {
            tr!(
                "assets-some-failed",
                failed = progress.failed,
                total = progress.total
            )
        };
        tell.write(Tell(text));
    }
}

/// To the title, or with `--autoplay` straight to a game of bots.
fn enter_title(
    mut next_screen: ResMut<NextState<Screen>>,
    cli: Res<Cli>,
    mut open: MessageWriter<OpenTable>,
    mut exit: MessageWriter<AppExit>,
    mut pending: ResMut<PendingLoad>,
) {
    // A save of Mad Queens from the command line opens its own table.
    let mad = match &*pending {
        PendingLoad::Resume(save) if save.mad_queens().is_some() => {
            Some(OpenTable::Resume(save.clone()))
        }
        PendingLoad::Replay(save) if save.mad_queens().is_some() => {
            Some(OpenTable::Replay(save.clone()))
        }
        _ => None,
    };
    if let Some(ask) = mad {
        *pending = PendingLoad::None;
        open.write(ask);
        return;
    }
    if !matches!(*pending, PendingLoad::None) {
        next_screen.set(Screen::Playing);
        return;
    }
    if !cli.autoplay {
        next_screen.set(Screen::Title);
        return;
    }
    if cli.rules == crate::engine::GameKind::MAD_QUEENS_RULES {
        let seats =
            GameConfig::bots_only(cli.players, crate::sleeping_queens::RuleSet::classic()).seats;
        open.write(OpenTable::NewMad(crate::game::next_game::MadConfig {
            seats,
            seed: cli.seed,
            practice: false,
        }));
        return;
    }
    match cli.rule_set() {
        Ok(rules) => {
            let mut config = GameConfig::bots_only(cli.players, rules);
            config.seed = cli.seed;
            open.write(OpenTable::New(config));
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
        widgets::subheading(ui, &tr!("loading-waking"));
        ui.add(
            egui::ProgressBar::new(progress.fraction())
                .desired_width(280.0)
                .show_percentage(),
        );
    });
    Ok(())
}
