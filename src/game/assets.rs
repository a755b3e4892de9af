//! The files the game needs, loaded once behind the loading screen.
//!
//! A file that is missing or broken must not stop the game: it is reported with a
//! warning, counted as settled, and whoever draws with it falls back to plain shapes.

use bevy::{
    asset::{RecursiveDependencyLoadState, UntypedAssetId},
    platform::collections::HashSet,
    prelude::*,
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameAssets>();
    app.init_resource::<LoadingProgress>();
    app.add_systems(
        Update,
        track_loading
            .in_set(AssetLoadingSystems)
            .run_if(not(all_assets_settled)),
    );
}

/// Handles to every file the game loads up front. Add typed fields here (card faces,
/// sounds, fonts) and list them in [`GameAssets::handles`]; the loading screen waits for
/// all of them. Empty for now, so the game also runs with an empty `assets/` folder.
#[derive(Resource, Debug, Clone, Default)]
pub struct GameAssets {
    /// Files that have no typed field (yet).
    pub other: Vec<UntypedHandle>,
}

impl GameAssets {
    /// Every handle the loading screen waits for.
    pub fn handles(&self) -> impl Iterator<Item = UntypedAssetId> + '_ {
        self.other.iter().map(UntypedHandle::id)
    }
}

/// How far loading has got, for the loading screen.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LoadingProgress {
    pub total: usize,
    pub loaded: usize,
    pub failed: usize,
    /// Set once every file has loaded or failed.
    pub settled: bool,
}

impl LoadingProgress {
    /// Share of files done, from 0 to 1 (1 when there is nothing to load).
    pub fn fraction(&self) -> f32 {
        if self.total == 0 {
            1.0
        } else {
            (self.loaded + self.failed) as f32 / self.total as f32
        }
    }
}

/// The system that updates [`LoadingProgress`].
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct AssetLoadingSystems;

/// Run condition: every file in [`GameAssets`] has loaded or failed.
pub fn all_assets_settled(progress: Res<LoadingProgress>) -> bool {
    progress.settled
}

fn track_loading(
    game_assets: Res<GameAssets>,
    server: Option<Res<AssetServer>>,
    mut progress: ResMut<LoadingProgress>,
    mut reported: Local<HashSet<UntypedAssetId>>,
) {
    let mut next = LoadingProgress::default();
    for id in game_assets.handles() {
        next.total += 1;
        let Some(server) = server.as_deref() else {
            // No asset server (a headless tool): there is nothing that could load it.
            next.failed += 1;
            continue;
        };
        match server.recursive_dependency_load_state(id) {
            RecursiveDependencyLoadState::Loaded => next.loaded += 1,
            RecursiveDependencyLoadState::Failed(error) => {
                next.failed += 1;
                if reported.insert(id) {
                    warn!("Could not load a game asset, going on without it: {error}");
                }
            }
            RecursiveDependencyLoadState::NotLoaded | RecursiveDependencyLoadState::Loading => {}
        }
    }
    next.settled = next.loaded + next.failed == next.total;
    if next.settled {
        info!(
            "Loaded {} of {} game assets ({} failed)",
            next.loaded, next.total, next.failed
        );
    }
    progress.set_if_neq(next);
}
