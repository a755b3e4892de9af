//! The card entities: one per physical card, each following its place on the table.
//! Moves are eased, flips squash through zero with the face swapped at the middle.

use std::collections::HashMap;

use bevy::prelude::*;

use super::layout::{self, Pose};
use super::session::Session;
use super::{AnimationSpeed, HandSelection, Hovered, TableCover, Targets};
use crate::game::screens::Screen;
use crate::rules::{Card, CardId, King, Queen};
use crate::table::{CardKey, Place};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CardImages>();
    app.add_systems(Startup, load_card_images);
    app.add_systems(
        OnEnter(Screen::Playing),
        spawn_table.after(super::start_session),
    );
    app.add_systems(
        Update,
        (place_cards, move_cards, flip_cards, show_glow)
            .chain()
            .in_set(super::TableSystems::Animate)
            .run_if(in_state(Screen::Playing)),
    );
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

/// A card face: queens and deck-card kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardKind {
    Queen(Queen),
    Deck(Card),
}

impl CardKind {
    pub fn of(key: CardKey) -> CardKind {
        match key {
            CardKey::Queen(q) => CardKind::Queen(q),
            CardKey::Deck(c) => CardKind::Deck(c.card()),
        }
    }

    /// The file under `assets/cards/`.
    pub fn file(self) -> String {
        let name = match self {
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
        };
        format!("cards/{name}.png")
    }

    pub fn all() -> Vec<CardKind> {
        let mut v: Vec<CardKind> = Queen::ALL.iter().map(|q| CardKind::Queen(*q)).collect();
        let mut deck: Vec<Card> = CardId::all().map(|c| c.card()).collect();
        deck.dedup();
        v.extend(deck.into_iter().map(CardKind::Deck));
        v
    }
}

fn load_card_images(
    server: Option<Res<AssetServer>>,
    image_assets: Option<Res<Assets<Image>>>,
    mut images: ResMut<CardImages>,
    mut game_assets: ResMut<crate::game::assets::GameAssets>,
) {
    // Without a renderer (a headless tool or test) there is nothing to show them with.
    let (Some(server), Some(_)) = (server, image_assets) else {
        return;
    };
    for kind in CardKind::all() {
        let h: Handle<Image> = server.load(kind.file());
        game_assets.other.push(h.clone().untyped());
        images.faces.insert(kind, h);
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

impl CardImages {
    pub fn image(&self, key: CardKey, face_up: bool) -> Handle<Image> {
        if face_up {
            self.faces
                .get(&CardKind::of(key))
                .cloned()
                .unwrap_or_default()
        } else {
            match key {
                CardKey::Queen(_) => self.queen_back.clone(),
                CardKey::Deck(_) => self.deck_back.clone(),
            }
        }
    }
}

/// A physical card on the table.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableCard(pub CardKey);

/// Where the card is going.
#[derive(Component, Debug, Clone, Copy)]
pub struct Target(pub Pose);

/// Which face the card shows now (what a player can see of it).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shown {
    pub face_up: bool,
}

/// The card's place on the table now.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OnTable(pub Place);

/// A flip in progress (0 → 1).
#[derive(Component, Debug, Clone, Copy)]
pub struct Flip {
    pub t: f32,
    pub to_up: bool,
}

/// The gold halo behind a card that can be picked now.
#[derive(Component)]
pub struct Glow;

/// The dashed outline of a grid slot.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SlotMark(pub u8);

const GLOW: Color = Color::srgba(0.95, 0.76, 0.31, 0.85);

fn spawn_table(mut commands: Commands, images: Res<CardImages>, session: Option<Res<Session>>) {
    let Some(session) = session else {
        return;
    };
    commands.spawn((
        Name::new("Felt"),
        Sprite {
            image: images.felt.clone(),
            custom_size: Some(Vec2::new(1280.0, 720.0)),
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, -20.0),
        DespawnOnExit(Screen::Playing),
    ));
    for slot in 0..12u8 {
        commands.spawn((
            Name::new(format!("Slot {}", slot + 1)),
            SlotMark(slot),
            Sprite {
                image: images.slot.clone(),
                custom_size: Some(layout::card(layout::GRID_W) + Vec2::splat(6.0)),
                ..default()
            },
            Transform::from_translation(layout::slot_pos(slot).extend(1.0)),
            Pickable::default(),
            DespawnOnExit(Screen::Playing),
        ));
    }
    let seats = session.game.state().seat_count();
    for (key, place) in session.model.places() {
        let pose = layout::pose(place, seats, session.viewer);
        let face_up = session.model.face_up_for(key, place, session.viewer);
        commands
            .spawn((
                Name::new(format!("Card {key:?}")),
                TableCard(key),
                OnTable(place),
                Target(pose),
                Shown { face_up },
                Sprite {
                    image: images.image(key, face_up),
                    custom_size: Some(pose.size),
                    ..default()
                },
                Transform::from_translation(pose.pos.extend(pose.z)),
                Pickable::default(),
                DespawnOnExit(Screen::Playing),
            ))
            .with_children(|c| {
                c.spawn((
                    Glow,
                    Sprite::from_color(GLOW, pose.size + Vec2::splat(10.0)),
                    Transform::from_xyz(0.0, 0.0, -0.05),
                    Visibility::Hidden,
                    Pickable::IGNORE,
                ));
            });
    }
}

/// Gives every card its place, pose and face from what the table shows now.
#[allow(clippy::type_complexity)]
fn place_cards(
    mut session: ResMut<Session>,
    cover: Res<TableCover>,
    images: Res<CardImages>,
    mut cards: Query<(
        Entity,
        &TableCard,
        &mut OnTable,
        &mut Target,
        &mut Shown,
        &mut Sprite,
        &mut Transform,
        Option<&mut Flip>,
    )>,
    mut commands: Commands,
) {
    if !session.dirty {
        return;
    }
    session.dirty = false;
    let places: HashMap<CardKey, Place> = session.model.places().into_iter().collect();
    let seats = session.game.state().seat_count();
    let viewer = session.viewer;
    let shown_viewer = if cover.0 { None } else { viewer };
    // The viewer's own hand is shown sorted (kings first, numbers in order); the
    // engine's order stays the card's index.
    let mut own: Vec<CardId> = places
        .iter()
        .filter_map(|(k, p)| match (k, p.zone) {
            (CardKey::Deck(c), crate::table::Zone::Hand(s)) if Some(s) == viewer => Some(*c),
            _ => None,
        })
        .collect();
    own.sort_by_key(|c| c.card());
    for (entity, card, mut on, mut target, mut shown, mut sprite, mut tf, flip) in &mut cards {
        let Some(place) = places.get(&card.0).copied() else {
            continue;
        };
        on.0 = place;
        let mut shown_place = place;
        if let CardKey::Deck(c) = card.0
            && let Some(rank) = own.iter().position(|x| *x == c)
        {
            shown_place.index = rank;
        }
        target.0 = layout::pose(shown_place, seats, viewer);
        let up = session.model.face_up_for(card.0, place, shown_viewer);
        let in_hand = matches!(place.zone, crate::table::Zone::Hand(_));
        if !up && in_hand && (shown.face_up || flip.is_some()) {
            // A hand is hidden at once, never by a flip others could watch.
            shown.face_up = false;
            sprite.image = images.image(card.0, false);
            tf.scale.x = 1.0;
            commands.entity(entity).remove::<Flip>();
            continue;
        }
        match flip {
            Some(mut f) => f.to_up = up,
            None if up != shown.face_up => {
                commands.entity(entity).insert(Flip { t: 0.0, to_up: up });
            }
            None => {}
        }
    }
}

/// Eases every card toward its target; hovered and selected cards lift.
#[allow(clippy::type_complexity)]
fn move_cards(
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    hovered: Res<Hovered>,
    selection: Res<HandSelection>,
    mut cards: Query<(
        Entity,
        &TableCard,
        &Target,
        &mut Transform,
        &mut Sprite,
        Option<&Flip>,
    )>,
) {
    let dt = time.delta_secs();
    let k = 1.0 - (-11.0 * speed.speed * dt).exp();
    for (entity, card, target, mut tf, mut sprite, flip) in &mut cards {
        let mut pose = target.0;
        if let CardKey::Deck(id) = card.0
            && selection.cards.contains(&id)
        {
            pose.pos.y += 14.0;
        }
        if hovered.0 == Some(entity) {
            pose.size *= 1.25;
            pose.pos.y += pose.size.y * 0.12;
            pose.z += 200.0;
        }
        let pos = tf.translation.truncate();
        let moving = pos.distance(pose.pos) > 3.0;
        let next = if speed.snap {
            pose.pos
        } else {
            pos.lerp(pose.pos, k)
        };
        // A card on its way travels above the ones at rest.
        let z = if moving { pose.z + 100.0 } else { pose.z };
        tf.translation = next.extend(z);
        let size = sprite.custom_size.unwrap_or(pose.size);
        sprite.custom_size = Some(if speed.snap {
            pose.size
        } else {
            size.lerp(pose.size, k)
        });
        let angle = tf.rotation.to_euler(EulerRot::XYZ).2;
        let a = if speed.snap {
            pose.angle
        } else {
            angle + (pose.angle - angle) * k
        };
        tf.rotation = Quat::from_rotation_z(a);
        if flip.is_none() {
            tf.scale.x = 1.0;
        }
    }
}

/// Flips: the card narrows to nothing, changes face, and widens again.
fn flip_cards(
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    images: Res<CardImages>,
    mut cards: Query<(
        Entity,
        &TableCard,
        &mut Flip,
        &mut Shown,
        &mut Transform,
        &mut Sprite,
    )>,
    mut commands: Commands,
) {
    for (entity, card, mut flip, mut shown, mut tf, mut sprite) in &mut cards {
        let before = flip.t;
        flip.t += time.delta_secs() * speed.speed / 0.28;
        if speed.snap {
            flip.t = 1.0;
        }
        if before < 0.5 && flip.t >= 0.5 || flip.t >= 1.0 && shown.face_up != flip.to_up {
            shown.face_up = flip.to_up;
            sprite.image = images.image(card.0, flip.to_up);
        }
        if flip.t >= 1.0 {
            tf.scale.x = 1.0;
            commands.entity(entity).remove::<Flip>();
        } else {
            tf.scale.x = (1.0 - 2.0 * flip.t).abs().max(0.02);
        }
    }
}

/// Lights the halo of cards and slots the player can pick now.
#[allow(clippy::type_complexity)]
fn show_glow(
    time: Res<Time>,
    targets: Res<Targets>,
    cards: Query<(Entity, &Sprite, &Children), With<TableCard>>,
    mut glows: Query<(&mut Visibility, &mut Sprite), (With<Glow>, Without<TableCard>)>,
    mut slots: Query<(&SlotMark, &mut Sprite), (Without<Glow>, Without<TableCard>)>,
) {
    let pulse = 0.65 + 0.35 * (time.elapsed_secs() * 4.0).sin();
    for (entity, sprite, children) in &cards {
        let on = targets.cards.contains_key(&entity);
        for child in children.iter() {
            if let Ok((mut vis, mut glow)) = glows.get_mut(child) {
                *vis = if on {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                };
                if on {
                    glow.custom_size = sprite.custom_size.map(|s| s + Vec2::splat(12.0));
                    glow.color = GLOW.with_alpha(0.55 + 0.4 * pulse);
                }
            }
        }
    }
    for (mark, mut sprite) in &mut slots {
        let on = targets.slots.contains_key(&mark.0);
        sprite.color = if on {
            Color::srgba(1.0, 0.9, 0.5, 0.6 + 0.4 * pulse)
        } else {
            Color::WHITE
        };
    }
}
