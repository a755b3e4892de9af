//! The card entities: one per physical card, each following its place on the table.
//! Moves are eased, flips squash through zero with the face swapped at the middle. A
//! card still on its way (or a glow still pulsing) keeps the screen drawing.

use std::collections::HashMap;

use bevy::prelude::*;

use crate::game::motion::{Goal, step_toward};

use super::engine::Match;
use super::hints::HintGlow;
use super::hotseat::HotSeat;
use super::input::{Aiming, Focus, HandSelection, Hovered, KeyFocus, Targets};
use super::layout;
use super::model::{CardKey, Place, Zone};
use super::pieces::{Flip, Glow, OnTable, Shown, SlotMark, TableCard, Target};
use super::present::{AnimationSpeed, TableShown};
use super::schedule::{TableSetup, TableSystems};
use crate::game::assets::{CardImages, CardKind};
use crate::game::rest::Wake;
use crate::game::settings::Settings;
use crate::game::states::Screen;
use crate::sleeping_queens::CardId;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        spawn_table.in_set(TableSetup::Cards),
    );
    app.add_systems(
        Update,
        (
            trade_pictures,
            place_cards.run_if(
                resource_exists_and_changed::<TableShown>
                    .or_else(resource_exists_and_changed::<HotSeat>),
            ),
            move_cards,
            flip_cards,
            show_glow,
        )
            .chain()
            .in_set(TableSystems::Animate),
    );
}

/// The longest step an animation takes in one frame, in seconds: after the screen has
/// rested, the first frame eases on from where things were instead of jumping.
const MAX_STEP: f32 = 0.1;

/// How long the halo of the cards that can be picked pulses after they light up,
/// before it holds steady at its brightest (a steady screen can rest).
const PULSE_SECONDS: f32 = 3.0 * std::f32::consts::FRAC_PI_4;

/// The halo's colour.
const GLOW: Color = Color::srgba(0.95, 0.76, 0.31, 0.85);
/// A picked card of the hand (part of a play being chosen, or held until its target is
/// picked): a deeper, fuller amber than the halo's gold, steady and wider than a card
/// that can be picked, so the chosen look more chosen than the rest.
const PICKED_GLOW: Color = Color::srgba(0.98, 0.52, 0.08, 1.0);
/// A hinted card's halo: cool against the gold of the others, and wider.
const HINT_GLOW: Color = Color::srgba(0.45, 0.85, 1.0, 0.95);
/// The keyboard's focus: a dark ring, steady, wider than a halo.
const FOCUS_RING: Color = Color::srgba(0.12, 0.16, 0.33, 0.95);

fn spawn_table(
    mut commands: Commands,
    images: Res<CardImages>,
    game: Option<Res<Match>>,
    shown: Option<Res<TableShown>>,
    seats: Option<Res<HotSeat>>,
) {
    let (Some(game), Some(shown), Some(seats)) = (game, shown, seats) else {
        return;
    };
    commands.spawn(images.felt_under(Screen::Playing));
    for slot in 0..12u8 {
        let size = layout::card(layout::GRID_W) + Vec2::splat(6.0);
        commands
            .spawn((
                Name::new(format!("Slot {}", slot + 1)),
                SlotMark(slot),
                Sprite {
                    image: images.slot.clone(),
                    custom_size: Some(size),
                    ..default()
                },
                Transform::from_translation(layout::slot_pos(slot).extend(1.0)),
                Pickable::default(),
                DespawnOnExit(Screen::Playing),
            ))
            .with_children(|c| {
                // An empty slot that can be picked glows as a card does.
                c.spawn((
                    Glow,
                    Sprite::from_color(GLOW, size + Vec2::splat(2.0)),
                    Transform::from_xyz(0.0, 0.0, -0.05),
                    Visibility::Hidden,
                    Pickable::IGNORE,
                ));
            });
    }
    let count = game.state().seat_count();
    let viewer = seats.viewer;
    for (key, place) in shown.model.places() {
        let pose = layout::pose(place, count, viewer);
        let face_up = shown.model.face_up_for(key, place, seats.shown_hand());
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
fn place_cards(
    game: Res<Match>,
    shown: Res<TableShown>,
    seats: Res<HotSeat>,
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
    let places: HashMap<CardKey, Place> = shown.model.places().into_iter().collect();
    let count = game.state().seat_count();
    let viewer = seats.viewer;
    let shown_hand = seats.shown_hand();
    // The hand shown face up is sorted (kings first, numbers in order); the engine's
    // order stays the card's index. A covered hand keeps the engine's order: where a
    // new card lands must not tell what it is.
    let mut own: Vec<CardId> = places
        .iter()
        .filter_map(|(k, p)| match (k, p.zone) {
            (CardKey::Deck(c), Zone::Hand(s)) if Some(s) == shown_hand => Some(*c),
            _ => None,
        })
        .collect();
    own.sort_by_key(|c| c.card());
    for (entity, card, mut on, mut target, mut face, mut sprite, mut tf, flip) in &mut cards {
        let Some(place) = places.get(&card.0).copied() else {
            continue;
        };
        on.set_if_neq(OnTable(place));
        let mut shown_place = place;
        if let CardKey::Deck(c) = card.0
            && let Some(rank) = own.iter().position(|x| *x == c)
        {
            shown_place.index = rank;
        }
        target.0 = layout::pose(shown_place, count, viewer);
        let up = shown.model.face_up_for(card.0, place, shown_hand);
        let in_hand = matches!(place.zone, Zone::Hand(_));
        if !up && in_hand && (face.face_up || flip.is_some()) {
            // A hand is hidden at once, never by a flip others could watch.
            face.face_up = false;
            sprite.image = images.image(card.0, false);
            tf.scale.x = 1.0;
            commands.entity(entity).remove::<Flip>();
            continue;
        }
        match flip {
            Some(mut f) => f.to_up = up,
            None if up != face.face_up => {
                commands.entity(entity).insert(Flip { t: 0.0, to_up: up });
            }
            None => {}
        }
    }
}

/// Cards that traded places in the model (stand-ins in a game played over the
/// network) trade places on the table at once: both lie face down, so nothing moves.
fn trade_pictures(mut shown: ResMut<TableShown>, mut cards: Query<(&TableCard, &mut Transform)>) {
    if shown.trades.is_empty() {
        return;
    }
    for (a, b) in std::mem::take(&mut shown.trades) {
        let mut found = cards
            .iter_mut()
            .filter(|(c, _)| c.0 == a || c.0 == b)
            .map(|(c, t)| (c.0, t))
            .collect::<Vec<_>>();
        if let [(_, ta), (_, tb)] = found.as_mut_slice() {
            std::mem::swap(&mut **ta, &mut **tb);
        }
    }
}

/// Whether `card` is picked: part of the play being chosen, or the King, Knight or
/// Potion held while its target is picked.
fn is_picked(card: &TableCard, selection: &HandSelection, aiming: &Aiming) -> bool {
    matches!(card.0, CardKey::Deck(id)
        if selection.cards.contains(&id) || aiming.0.as_ref().is_some_and(|a| a.card == id))
}

/// Eases every card toward its target; hovered and selected cards lift. A card close
/// enough to its place settles on it exactly, so that the screen can rest.
fn move_cards(
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    settings: Res<Settings>,
    hovered: Res<Hovered>,
    selection: Res<HandSelection>,
    aiming: Res<Aiming>,
    seats: Res<HotSeat>,
    (focus, targets): (Res<KeyFocus>, Res<Targets>),
    mut cards: Query<(
        Entity,
        &TableCard,
        &OnTable,
        &Target,
        &mut Transform,
        &mut Sprite,
        Option<&Flip>,
    )>,
    mut wake: MessageWriter<Wake>,
) {
    let dt = time.delta_secs().min(MAX_STEP);
    let k = 1.0 - (-11.0 * speed.speed * dt).exp();
    let mut moving = false;
    let focused = focus.on(&targets);
    for (entity, card, on, target, mut tf, mut sprite, flip) in &mut cards {
        let mut pose = target.0;
        // The keys' focus ring above its neighbours' halos.
        if focused == Some(Focus::Card(entity)) {
            pose.z += 150.0;
        }
        let picked = is_picked(card, &selection, &aiming);
        if picked {
            pose.pos.y += layout::HAND_PICKED_LIFT;
        }
        if hovered.0 == Some(entity) {
            if seats.viewer.is_some() && on.0.zone == Zone::Hand(seats.viewer.unwrap_or(0)) {
                // Your own hand grows a little, staying under the prompt bar (a picked
                // card, already raised, does not).
                if !picked {
                    pose.size *= layout::HAND_HOVER_SCALE;
                }
            } else {
                pose.size *= 1.25;
                pose.pos.y += pose.size.y * 0.12;
            }
            pose.z += 200.0;
        }
        let pos = tf.translation.truncate();
        let size = sprite.custom_size.unwrap_or(pose.size);
        let angle = tf.rotation.to_euler(EulerRot::XYZ).2;
        let settled = speed.snap
            || settings.reduced_motion
            || (pos.distance(pose.pos) < 0.5
                && size.distance(pose.size) < 0.5
                && (angle - pose.angle).abs() < 0.002);
        if settled {
            // Written only when it changes: a card at rest costs nothing.
            let at_rest = Transform::from_translation(pose.pos.extend(pose.z))
                .with_rotation(Quat::from_rotation_z(pose.angle))
                .with_scale(Vec3::new(
                    if flip.is_some() { tf.scale.x } else { 1.0 },
                    1.0,
                    1.0,
                ));
            if *tf != at_rest {
                *tf = at_rest;
            }
            if sprite.custom_size != Some(pose.size) {
                sprite.custom_size = Some(pose.size);
            }
            continue;
        }
        moving = true;
        let goal = Goal {
            pos: pose.pos,
            size: pose.size,
            angle: pose.angle,
            z: pose.z,
        };
        step_toward(&mut tf, &mut sprite, size, goal, k);
        if flip.is_none() {
            tf.scale.x = 1.0;
        }
    }
    if moving {
        wake.write(Wake::NOW);
    }
}

/// Flips: the card narrows to nothing, changes face, and widens again.
fn flip_cards(
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    settings: Res<Settings>,
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
    mut wake: MessageWriter<Wake>,
) {
    let dt = time.delta_secs().min(MAX_STEP);
    for (entity, card, mut flip, mut face, mut tf, mut sprite) in &mut cards {
        wake.write(Wake::NOW);
        let before = flip.t;
        flip.t += dt * speed.speed / 0.28;
        if speed.snap || settings.reduced_motion {
            flip.t = 1.0;
        }
        if before < 0.5 && flip.t >= 0.5 || flip.t >= 1.0 && face.face_up != flip.to_up {
            face.face_up = flip.to_up;
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

/// Lights the halo of cards and slots the player can pick now. It pulses for a moment
/// when they light up, then holds steady.
#[allow(clippy::too_many_arguments)]
fn show_glow(
    time: Res<Time>,
    settings: Res<Settings>,
    targets: Res<Targets>,
    focus: Res<KeyFocus>,
    hinted: Res<HintGlow>,
    mut lit_at: Local<f32>,
    (selection, aiming): (Res<HandSelection>, Res<Aiming>),
    cards: Query<(Entity, &TableCard, &Sprite, &Children)>,
    mut glows: Query<(&mut Visibility, &mut Sprite), (With<Glow>, Without<TableCard>)>,
    slots: Query<(&SlotMark, &Children)>,
    mut wake: MessageWriter<Wake>,
) {
    let t = time.elapsed_secs();
    if targets.is_changed() || hinted.is_changed() {
        *lit_at = t;
    }
    let focused = focus.on(&targets);
    let age = t - *lit_at;
    let lit = !targets.cards.is_empty() || !targets.slots.is_empty();
    let pulse = if age < PULSE_SECONDS && !settings.reduced_motion {
        if lit {
            wake.write(Wake::NOW);
        }
        0.65 + 0.35 * (age * 4.0 - std::f32::consts::FRAC_PI_2).sin()
    } else {
        1.0
    };
    for (entity, card, sprite, children) in &cards {
        let hint = hinted.cards.contains(&entity);
        let ring = focused == Some(Focus::Card(entity));
        let picked = is_picked(card, &selection, &aiming);
        let on = hint || picked || targets.cards.contains_key(&entity);
        for child in children.iter() {
            if let Ok((mut vis, mut glow)) = glows.get_mut(child) {
                let want = if on {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                };
                vis.set_if_neq(want);
                if on {
                    let wider = if ring {
                        24.0
                    } else if hint || picked {
                        20.0
                    } else {
                        12.0
                    };
                    let size = sprite.custom_size.map(|s| s + Vec2::splat(wider));
                    if glow.custom_size != size {
                        glow.custom_size = size;
                    }
                    let colour = if ring {
                        FOCUS_RING
                    } else if hint {
                        HINT_GLOW.with_alpha(0.6 + 0.4 * pulse)
                    } else if picked {
                        PICKED_GLOW
                    } else {
                        GLOW.with_alpha(0.55 + 0.4 * pulse)
                    };
                    if glow.color != colour {
                        glow.color = colour;
                    }
                }
            }
        }
    }
    for (mark, children) in &slots {
        let hint = hinted.slots.contains(&mark.0);
        let ring = focused == Some(Focus::Slot(mark.0));
        let on = hint || targets.slots.contains_key(&mark.0);
        for child in children.iter() {
            if let Ok((mut vis, mut glow)) = glows.get_mut(child) {
                vis.set_if_neq(if on {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                });
                // An empty slot shows the felt through its glow: a light wash, not a card.
                let colour = if ring {
                    FOCUS_RING.with_alpha(0.6)
                } else if hint {
                    HINT_GLOW.with_alpha(0.35 + 0.25 * pulse)
                } else {
                    GLOW.with_alpha(0.2 + 0.2 * pulse)
                };
                if on && glow.color != colour {
                    glow.color = colour;
                }
            }
        }
    }
}

impl CardImages {
    /// A physical card's picture, face up or down.
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
