//! The files the game needs, loaded once behind the loading screen.
//!
//! A file that is missing or broken must not stop the game: it is reported with a
//! warning, counted as settled, and whoever draws with it falls back to plain shapes.

use std::collections::HashMap;

use bevy::{
    asset::{RecursiveDependencyLoadState, UntypedAssetId},
    platform::collections::HashSet,
    prelude::*,
};

use crate::i18n::{Language, NAME_RIBBON_ROWS, language};
use crate::mad_queens::PlayingCard;
use crate::sleeping_queens::{Card, CardId, King, Queen};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameAssets>();
    app.init_resource::<CardImages>();
    app.init_resource::<PlayingImages>();
    app.init_resource::<NameRibbons>();
    app.add_systems(Startup, (load_card_images, load_playing_images));
    app.add_systems(Update, show_name_ribbons.run_if(all_assets_settled));
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

/// Pictures of every card face, the two backs and the table.
#[derive(Resource, Clone, Default)]
pub struct CardImages {
    pub faces: HashMap<CardKind, Handle<Image>>,
    pub queen_back: Handle<Image>,
    pub deck_back: Handle<Image>,
    pub slot: Handle<Image>,
    pub felt: Handle<Image>,
}

impl CardImages {
    /// The felt under either table, gone when the table's `screen` is left.
    pub fn felt_under(&self, screen: crate::game::states::Screen) -> impl Bundle {
        (
            Name::new("Felt"),
            Felt,
            Sprite {
                image: self.felt.clone(),
                custom_size: Some(Vec2::new(1280.0, 720.0)),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, -20.0),
            DespawnOnExit(screen),
        )
    }
}

/// The felt under a table (its shade follows the high-contrast setting).
#[derive(Component, Debug, Clone, Copy)]
pub struct Felt;

/// A card face: queens and deck-card kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardKind {
    Queen(Queen),
    Deck(Card),
}

impl CardKind {
    /// The file under `assets/cards/`.
    pub fn file(self) -> String {
        format!("cards/{}.png", self.stem())
    }

    /// Its name ribbon in `language`, for a face that has one (numbers have none).
    fn ribbon_file(self, language: Language) -> Option<String> {
        let named = !matches!(self, CardKind::Deck(Card::Number(_)));
        named.then(|| format!("cards/{}/{}.png", language.tag(), self.stem()))
    }

    /// The file's name without its folder and extension.
    fn stem(self) -> String {
        match self {
            CardKind::Queen(q) => format!(
                "queen_{}",
                q.name().trim_end_matches(" Queen").to_lowercase()
            ),
            CardKind::Deck(Card::King(k)) => format!(
                "king_{}",
                match k {
                    King::BubbleGum => "bubblegum".into(),
                    King::TieDye => "tiedye".into(),
                    k => k.name().trim_end_matches(" King").to_lowercase(),
                }
            ),
            CardKind::Deck(Card::Number(n)) => format!("number_{n}"),
            CardKind::Deck(Card::Jester) => "jester".into(),
            CardKind::Deck(Card::Knight) => "knight".into(),
            CardKind::Deck(Card::Potion) => "potion".into(),
            CardKind::Deck(Card::Wand) => "wand".into(),
            CardKind::Deck(Card::Dragon) => "dragon".into(),
        }
    }

    pub fn all() -> Vec<CardKind> {
        let mut v: Vec<CardKind> = Queen::ALL.iter().map(|q| CardKind::Queen(*q)).collect();
        let mut deck: Vec<Card> = CardId::all().map(|c| c.card()).collect();
        deck.dedup();
        v.extend(deck.into_iter().map(CardKind::Deck));
        v
    }
}

/// The cards' name ribbons in the other languages, laid over the faces' own (English)
/// ribbons while that language is spoken; the sprites keep their images.
#[derive(Resource, Default)]
pub struct NameRibbons {
    ribbons: HashMap<(Language, CardKind), Handle<Image>>,
    /// Each face's English ribbon rows, kept when another language's is laid over them.
    english: HashMap<CardKind, Vec<u8>>,
    /// The language the faces' ribbons are in.
    shown: Language,
}

fn load_card_images(
    server: Option<Res<AssetServer>>,
    image_assets: Option<Res<Assets<Image>>>,
    mut images: ResMut<CardImages>,
    mut ribbons: ResMut<NameRibbons>,
    mut game_assets: ResMut<GameAssets>,
) {
    // Without a renderer (a headless tool or test) there is nothing to show them with.
    let (Some(server), Some(_)) = (server, image_assets) else {
        return;
    };
    for kind in CardKind::all() {
        let h: Handle<Image> = server.load(kind.file());
        game_assets.other.push(h.clone().untyped());
        images.faces.insert(kind, h);
        for language in Language::ALL
            .into_iter()
            .filter(|l| *l != Language::English)
        {
            if let Some(file) = kind.ribbon_file(language) {
                let h: Handle<Image> = server.load(file);
                game_assets.other.push(h.clone().untyped());
                ribbons.ribbons.insert((language, kind), h);
            }
        }
    }
    images.queen_back = server.load("cards/back_queen.png");
    images.deck_back = server.load("cards/back_deck.png");
    images.slot = server.load("table/slot.png");
    images.felt = server.load("table/felt.png");
    for h in [
        &images.queen_back,
        &images.deck_back,
        &images.slot,
        &images.felt,
    ] {
        game_assets.other.push(h.clone().untyped());
    }
}

/// Mad Queens' pictures: the 54 faces, the back and the two markers.
#[derive(Resource, Clone, Default)]
pub struct PlayingImages {
    pub faces: HashMap<PlayingCard, Handle<Image>>,
    pub back: Handle<Image>,
    pub banned_marker: Handle<Image>,
    pub temporary_marker: Handle<Image>,
}

impl PlayingImages {
    /// The file under `assets/` of a card's face.
    pub fn file(card: PlayingCard) -> String {
        format!("playing/{}.png", card.file_stem())
    }

    pub fn image(&self, card: PlayingCard, face_up: bool) -> Handle<Image> {
        if face_up {
            self.faces.get(&card).cloned().unwrap_or_default()
        } else {
            self.back.clone()
        }
    }
}

fn load_playing_images(
    server: Option<Res<AssetServer>>,
    image_assets: Option<Res<Assets<Image>>>,
    mut images: ResMut<PlayingImages>,
    mut game_assets: ResMut<GameAssets>,
) {
    let (Some(server), Some(_)) = (server, image_assets) else {
        return;
    };
    for card in PlayingCard::deck() {
        let h: Handle<Image> = server.load(PlayingImages::file(card));
        game_assets.other.push(h.clone().untyped());
        images.faces.insert(card, h);
    }
    images.back = server.load("playing/back.png");
    images.banned_marker = server.load("playing/marker_banned.png");
    images.temporary_marker = server.load("playing/marker_temporary.png");
    for h in [
        &images.back,
        &images.banned_marker,
        &images.temporary_marker,
    ] {
        game_assets.other.push(h.clone().untyped());
    }
}

/// Writes the ribbons of the language spoken now over the card faces (their rows
/// [`NAME_RIBBON_ROWS`]); English gets the faces' own ribbons back.
fn show_name_ribbons(
    mut ribbons: ResMut<NameRibbons>,
    faces: Res<CardImages>,
    images: Option<ResMut<Assets<Image>>>,
) {
    let now = language();
    let Some(mut images) = images.filter(|_| ribbons.shown != now) else {
        return;
    };
    let ribbons = &mut *ribbons;
    for (kind, face) in &faces.faces {
        let ribbon = match ribbons.ribbons.get(&(now, *kind)) {
            Some(h) => images.get(h).and_then(|i| i.data.clone()),
            None => ribbons.english.get(kind).cloned(),
        };
        let Some(ribbon) = ribbon else {
            continue;
        };
        let Some(mut face) = images.get_mut(face) else {
            continue;
        };
        let stride = face.width() as usize * 4;
        let rows = NAME_RIBBON_ROWS.start as usize * stride..NAME_RIBBON_ROWS.end as usize * stride;
        let Some(data) = face.data.as_mut().filter(|d| d.len() >= rows.end) else {
            continue;
        };
        if ribbon.len() != rows.len() {
            warn!("The name ribbon of {} does not fit its face", kind.file());
            continue;
        }
        ribbons
            .english
            .entry(*kind)
            .or_insert_with(|| data[rows.clone()].to_vec());
        data[rows].copy_from_slice(&ribbon);
    }
    ribbons.shown = now;
}
