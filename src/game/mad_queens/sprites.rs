//! The Mad Queens table in pictures: the felt, each player's piles (deck, bank, discard),
//! the row of the seat on screen, revealed and waiting queens, temporary banned cards
//! turned sideways, and in the middle the two banned cards, the banned deck and its
//! discard. Cards that are seen one by one are entities that ease to their places and
//! flip when turned; a card leaving the table glides to where it goes first.

use std::collections::HashMap;

use bevy::prelude::*;

use crate::game::motion::{self, step_toward};

use super::engine::MadSystems;
use super::shown::{MadShown, MadView, Model, SeatModel, Sink};
use crate::game::assets::{CardImages, PlayingImages};
use crate::game::rest::Wake;
use crate::game::settings::Settings;
use crate::game::states::Screen;
use crate::mad_queens::{PlayingCard, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::MadTable),
        spawn_felt.in_set(super::engine::MadOpened),
    );
    app.add_systems(
        Update,
        (place_cards, move_cards)
            .chain()
            .after(super::shown::show_events)
            .in_set(MadSystems::Show),
    );
}

/// A card's size on the table for the seat on screen, and for the others.
pub const CARD: Vec2 = Vec2::new(92.0, 129.0);
pub const SMALL: Vec2 = Vec2::new(54.0, 76.0);
pub const BANNED: Vec2 = Vec2::new(104.0, 146.0);
/// The seat on screen's queens and temporary cards, as a share of a card.
pub const MINE_TINY: f32 = 0.6;
/// How far each revealed queen lies right of the one before, as a share of her width.
const QUEEN_STEP: f32 = 0.55;

/// The right edge of the seat on screen's fan of `n` revealed queens.
pub fn queens_fan_right(n: usize) -> f32 {
    let width = CARD.x * MINE_TINY;
    at::QUEENS.x + width / 2.0 + n.saturating_sub(1) as f32 * width * QUEEN_STEP
}

/// Where things are, for the seat on screen (bottom) and the others (a band on top).
pub mod at {
    use bevy::math::Vec2;

    pub const DECK: Vec2 = Vec2::new(-560.0, -250.0);
    pub const ROW_START: Vec2 = Vec2::new(-430.0, -250.0);
    pub const ROW_END_X: f32 = 300.0;
    pub const DISCARD: Vec2 = Vec2::new(430.0, -250.0);
    pub const BANK: Vec2 = Vec2::new(555.0, -250.0);
    pub const WAITING: Vec2 = Vec2::new(150.0, -125.0);
    pub const QUEENS: Vec2 = Vec2::new(330.0, -125.0);
    pub const TEMPORARY: Vec2 = Vec2::new(-470.0, -125.0);
    pub const BANNED: [Vec2; 2] = [Vec2::new(-70.0, 40.0), Vec2::new(70.0, 40.0)];
    pub const BANNED_DECK: Vec2 = Vec2::new(-230.0, 40.0);
    pub const BANNED_DISCARD: Vec2 = Vec2::new(230.0, 40.0);
    /// Another seat's piles, from the centre of its panel.
    pub const OTHERS_DECK: Vec2 = Vec2::new(-70.0, -10.0);
    pub const OTHERS_BANK: Vec2 = Vec2::new(-5.0, -10.0);
    pub const OTHERS_DISCARD: Vec2 = Vec2::new(60.0, -10.0);
    pub const OTHERS_TEMPORARY: Vec2 = Vec2::new(110.0, -10.0);
    /// The others' band: centre line and width.
    pub const BAND_Y: f32 = 215.0;
    pub const BAND_W: f32 = 1240.0;
}

/// The centre of `seat`'s panel among the others: a band along the top; a spectator
/// (who has no row of their own at the bottom) sees half of them along the bottom.
pub fn panel_centre(others: &[Seat], seat: Seat, spectator: bool) -> Vec2 {
    let i = others.iter().position(|&s| s == seat).unwrap_or(0);
    let (row, i, n) = if spectator && others.len() >= 2 {
        let top = others.len().div_ceil(2);
        if i < top {
            (0, i, top)
        } else {
            (1, i - top, others.len() - top)
        }
    } else {
        (0, i, others.len().max(1))
    };
    let w = at::BAND_W / n as f32;
    let y = if row == 0 {
        at::BAND_Y
    } else {
        -at::BAND_Y - 10.0
    };
    Vec2::new(-at::BAND_W / 2.0 + w * (i as f32 + 0.5), y)
}

/// The seats shown in the band: every seat but the one on screen.
pub fn others(model: &Model, view: Option<Seat>) -> Vec<Seat> {
    (0..model.seats.len() as Seat)
        .filter(|&s| Some(s) != view)
        .collect()
}

/// Which picture a table card is, and whose.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MadCard {
    /// `None`: a card of the banned deck.
    pub owner: Option<Seat>,
    pub card: PlayingCard,
    /// Several copies of a pile's top may show at once (a bank and a discard): the
    /// place tells them apart.
    pub place: PlaceKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlaceKind {
    Row,
    BankTop,
    DiscardTop,
    Queen,
    Waiting,
    Temporary,
    Banned,
    BannedDiscardTop,
}

/// A face-down pile drawn as one card: a deck, a bank or the banned deck.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pile {
    pub owner: Option<Seat>,
    pub kind: PileKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PileKind {
    Deck,
    Bank,
    BannedDeck,
}

/// Where a card is going.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
struct Goal {
    pos: Vec2,
    size: Vec2,
    angle: f32,
    z: f32,
    face_up: bool,
}

/// A card on its way off the table: it disappears once there.
#[derive(Component)]
struct Leaving;

/// A card turning over: its width goes through zero and the face changes there.
#[derive(Component)]
struct Flipping(f32);

fn spawn_felt(mut commands: Commands, images: Res<CardImages>) {
    commands.spawn(images.felt_under(Screen::MadTable));
}

/// Every card the model shows, with its goal.
fn wanted(model: &Model, view: Option<Seat>) -> (Vec<(MadCard, Goal)>, Vec<(Pile, Goal, usize)>) {
    let mut cards = Vec::new();
    let mut piles = Vec::new();
    let up = |pos: Vec2, size: Vec2, z: f32| Goal {
        pos,
        size,
        angle: 0.0,
        z,
        face_up: true,
    };
    let key = |owner, card, place| MadCard { owner, card, place };
    let others = others(model, view);
    for (s, p) in model.seats.iter().enumerate() {
        let s = s as Seat;
        if Some(s) == view {
            seat_cards(&mut cards, &mut piles, s, p, true, Vec2::ZERO);
        } else {
            let c = panel_centre(&others, s, view.is_none());
            seat_cards(&mut cards, &mut piles, s, p, false, c);
        }
    }
    for (i, banned) in model.banned.iter().enumerate() {
        if let Some(card) = banned {
            cards.push((
                key(None, *card, PlaceKind::Banned),
                up(at::BANNED[i], BANNED, 10.0),
            ));
        }
    }
    piles.push((
        Pile {
            owner: None,
            kind: PileKind::BannedDeck,
        },
        Goal {
            face_up: false,
            ..up(at::BANNED_DECK, BANNED, 5.0)
        },
        model.banned_deck,
    ));
    if let Some(card) = model.banned_discard_top {
        cards.push((
            key(None, card, PlaceKind::BannedDiscardTop),
            up(at::BANNED_DISCARD, BANNED, 5.0),
        ));
    }
    (cards, piles)
}

/// One seat's cards: big at the bottom for the seat on screen, small in its panel for
/// the others (`c` is the panel's centre).
fn seat_cards(
    cards: &mut Vec<(MadCard, Goal)>,
    piles: &mut Vec<(Pile, Goal, usize)>,
    s: Seat,
    p: &SeatModel,
    mine: bool,
    c: Vec2,
) {
    let owner = Some(s);
    let key = |card, place| MadCard { owner, card, place };
    let goal = |pos: Vec2, size: Vec2, z: f32, angle: f32| Goal {
        pos,
        size,
        angle,
        z,
        face_up: true,
    };
    let (size, deck, bank, discard, waiting, queens, temp) = if mine {
        (
            CARD,
            at::DECK,
            at::BANK,
            at::DISCARD,
            at::WAITING,
            at::QUEENS,
            at::TEMPORARY,
        )
    } else {
        (
            SMALL,
            c + at::OTHERS_DECK,
            c + at::OTHERS_BANK,
            c + at::OTHERS_DISCARD,
            c + Vec2::new(-80.0, -78.0),
            c + Vec2::new(0.0, -78.0),
            c + at::OTHERS_TEMPORARY,
        )
    };
    piles.push((
        Pile {
            owner,
            kind: PileKind::Deck,
        },
        Goal {
            face_up: false,
            ..goal(deck, size, 5.0, 0.0)
        },
        p.deck,
    ));
    piles.push((
        Pile {
            owner,
            kind: PileKind::Bank,
        },
        Goal {
            face_up: false,
            ..goal(bank, size, 5.0, 0.0)
        },
        p.bank,
    ));
    if let Some(top) = p.bank_top.filter(|b| b.exact && p.bank > 0) {
        cards.push((
            key(top.card, PlaceKind::BankTop),
            goal(bank, size, 6.0, 0.0),
        ));
    }
    if let Some(top) = p.discard_top.filter(|_| p.discard > 0) {
        cards.push((
            key(top, PlaceKind::DiscardTop),
            goal(discard, size, 6.0, 0.0),
        ));
    }
    if mine {
        let n = p.row.len().max(1) as f32;
        let step = ((at::ROW_END_X - at::ROW_START.x) / n).min(CARD.x + 12.0);
        for (i, &card) in p.row.iter().enumerate() {
            let pos = at::ROW_START + Vec2::new(step * i as f32, 0.0);
            cards.push((
                key(card, PlaceKind::Row),
                goal(pos, CARD, 20.0 + i as f32, 0.0),
            ));
        }
    } else {
        // Another seat's row is seen only when its cards are public (a banned joker's
        // reveals): they come off its deck, turn over, and go to its bank or discard.
        for (i, &card) in p.row.iter().enumerate() {
            let pos = c + Vec2::new(-40.0 + 34.0 * i as f32, 16.0);
            cards.push((
                key(card, PlaceKind::Row),
                goal(pos, SMALL, 30.0 + i as f32, 0.0),
            ));
        }
    }
    let tiny = size * if mine { MINE_TINY } else { 0.55 };
    for (i, &q) in p.waiting.iter().enumerate() {
        let pos = waiting + Vec2::new(i as f32 * tiny.x * 0.45, 0.0);
        cards.push((
            key(q, PlaceKind::Waiting),
            goal(pos, tiny, 8.0 + i as f32, 0.0),
        ));
    }
    for (i, &q) in p.queens.iter().enumerate() {
        let pos = queens + Vec2::new(i as f32 * tiny.x * QUEEN_STEP, 0.0);
        cards.push((
            key(q, PlaceKind::Queen),
            goal(pos, tiny, 8.0 + i as f32, 0.0),
        ));
    }
    // Upright and large enough to read at a glance: a temporary card bans like a shared
    // one, for its owner alone.
    let temporary = size * if mine { MINE_TINY } else { 0.8 };
    for (i, &t) in p.temporary.iter().enumerate() {
        let pos = temp + Vec2::new(i as f32 * temporary.x * 0.5, 0.0);
        cards.push((
            key(t, PlaceKind::Temporary),
            goal(pos, temporary, 9.0 + i as f32, 0.0),
        ));
    }
}

/// Where a card that leaves the table glides to.
fn sink_pos(model: &Model, view: Option<Seat>, card: &MadCard, sink: (Option<Seat>, Sink)) -> Vec2 {
    let others = others(model, view);
    let seat_at = |s: Seat, mine: Vec2, small: Vec2| {
        if Some(s) == view {
            mine
        } else {
            panel_centre(&others, s, view.is_none()) + small
        }
    };
    match (card.owner, card.place) {
        (None, _) | (_, PlaceKind::Temporary) => at::BANNED_DISCARD,
        // A waiting queen leaves only to be shuffled into her player's deck.
        (Some(s), PlaceKind::Waiting) => seat_at(s, at::DECK, Vec2::new(-70.0, -10.0)),
        (Some(s), _) => match sink {
            (Some(who), Sink::Bank) if who == s => seat_at(s, at::BANK, Vec2::new(0.0, -10.0)),
            (Some(who), Sink::Queens) if who == s => seat_at(s, at::QUEENS, Vec2::new(10.0, -80.0)),
            _ => seat_at(s, at::DISCARD, Vec2::new(60.0, -10.0)),
        },
    }
}

/// Where a new card comes from: its owner's deck, or the banned deck.
fn source_pos(model: &Model, view: Option<Seat>, card: &MadCard) -> Vec2 {
    match card.owner {
        None => at::BANNED_DECK,
        Some(_) if card.place == PlaceKind::Temporary => at::BANNED_DECK,
        Some(s) if Some(s) == view => at::DECK,
        Some(s) => panel_centre(&others(model, view), s, view.is_none()) + Vec2::new(-70.0, -10.0),
    }
}

#[allow(clippy::too_many_arguments)]
fn place_cards(
    mut commands: Commands,
    shown: Res<MadShown>,
    view: Res<MadView>,
    images: Res<PlayingImages>,
    mut cards: Query<(Entity, &MadCard, &mut Goal), Without<Leaving>>,
    mut piles: Query<
        (Entity, &Pile, &mut Goal, &mut Visibility),
        (Without<MadCard>, Without<Leaving>),
    >,
    mut before: Local<Option<(Option<Seat>, Model)>>,
) {
    if !shown.is_changed() && !view.is_changed() {
        return;
    }
    let viewer = if view.covered { None } else { view.seat };
    // Cards paid off a bank for a queen fly from the bank to the discard pile, face
    // down (the model only counts them).
    if let Some((was_viewer, was)) = before.as_ref()
        && *was_viewer == viewer
    {
        fly_paid_cards(&mut commands, &images, was, &shown.model, viewer);
    }
    *before = Some((viewer, shown.model.clone()));
    let (want_cards, want_piles) = wanted(&shown.model, viewer);
    let mut wanted_cards: HashMap<MadCard, Goal> = want_cards.into_iter().collect();
    for (entity, key, mut goal) in &mut cards {
        match wanted_cards.remove(key) {
            Some(g) => {
                if *goal != g {
                    *goal = g;
                }
            }
            None => {
                let pos = sink_pos(&shown.model, viewer, key, shown.sink);
                if shown.sink.1 == Sink::Swept && key.place == PlaceKind::Row {
                    // Swept away: each card of the row spins off a little more.
                    goal.angle = -0.6 - 0.25 * (goal.z - 20.0).clamp(0.0, 8.0);
                }
                goal.pos = pos;
                goal.z += 100.0;
                commands.entity(entity).insert(Leaving);
            }
        }
    }
    for (key, goal) in wanted_cards {
        let from = source_pos(&shown.model, viewer, &key);
        let fresh = shown.fresh.contains(&key.card)
            && matches!(
                key.place,
                PlaceKind::Row | PlaceKind::Banned | PlaceKind::Temporary
            );
        let face_up = !fresh;
        commands
            .spawn((
                Name::new(format!("Mad card {}", key.card)),
                key,
                goal,
                Sprite {
                    image: images.image(key.card, face_up),
                    custom_size: Some(if fresh { goal.size } else { goal.size * 0.98 }),
                    ..default()
                },
                Transform::from_translation(
                    if fresh || key.place == PlaceKind::Row {
                        from
                    } else {
                        goal.pos
                    }
                    .extend(goal.z + 100.0),
                )
                .with_rotation(Quat::from_rotation_z(goal.angle)),
                DespawnOnExit(Screen::MadTable),
            ))
            .insert_if(Flipping(0.0), || fresh);
    }
    let mut wanted_piles: HashMap<Pile, (Goal, usize)> = want_piles
        .into_iter()
        .map(|(p, g, n)| (p, (g, n)))
        .collect();
    for (entity, pile, mut goal, mut vis) in &mut piles {
        match wanted_piles.remove(pile) {
            Some((g, n)) => {
                if *goal != g {
                    *goal = g;
                }
                let v = if n > 0 {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                };
                vis.set_if_neq(v);
            }
            None => commands.entity(entity).despawn(),
        }
    }
    for (pile, (goal, n)) in wanted_piles {
        commands.spawn((
            Name::new(format!("Mad pile {pile:?}")),
            pile,
            goal,
            Sprite {
                image: images.back.clone(),
                custom_size: Some(goal.size),
                ..default()
            },
            Transform::from_translation(goal.pos.extend(goal.z)),
            if n > 0 {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            },
            DespawnOnExit(Screen::MadTable),
        ));
    }
}

/// For each seat whose bank shrank while its discard grew (a queen was paid), that many
/// face-down cards glide from the bank to the discard and vanish there.
fn fly_paid_cards(
    commands: &mut Commands,
    images: &PlayingImages,
    was: &Model,
    now: &Model,
    viewer: Option<Seat>,
) {
    let band = others(now, viewer);
    for (s, (a, b)) in was.seats.iter().zip(&now.seats).enumerate() {
        let s = s as Seat;
        let paid = a
            .bank
            .saturating_sub(b.bank)
            .min(b.discard.saturating_sub(a.discard));
        if paid == 0 {
            continue;
        }
        let (from, to, size) = if Some(s) == viewer {
            (at::BANK, at::DISCARD, CARD)
        } else {
            let c = panel_centre(&band, s, viewer.is_none());
            (
                c + Vec2::new(-5.0, -10.0),
                c + Vec2::new(60.0, -10.0),
                SMALL,
            )
        };
        for i in 0..paid.min(8) {
            let lift = Vec2::new(0.0, 6.0 * i as f32);
            commands.spawn((
                Name::new("Mad card paid to a queen"),
                Goal {
                    pos: to + lift,
                    size,
                    angle: 0.0,
                    z: 60.0 + i as f32,
                    face_up: false,
                },
                Leaving,
                Sprite {
                    image: images.back.clone(),
                    custom_size: Some(size),
                    ..default()
                },
                Transform::from_translation((from + lift).extend(160.0 + i as f32)),
                DespawnOnExit(Screen::MadTable),
            ));
        }
    }
}

#[allow(clippy::type_complexity)]
fn move_cards(
    time: Res<Time>,
    settings: Res<Settings>,
    cli: Option<Res<crate::game::cli::Cli>>,
    images: Res<PlayingImages>,
    mut commands: Commands,
    mut cards: Query<(
        Entity,
        &Goal,
        &mut Transform,
        &mut Sprite,
        Option<&MadCard>,
        Option<&Leaving>,
        Option<&mut Flipping>,
    )>,
    mut wake: MessageWriter<Wake>,
) {
    let dt = time.delta_secs().min(0.1);
    let speed = super::shown::show_speed(&settings, cli.as_deref());
    let k = 1.0 - (-10.0 * speed * dt).exp();
    let mut moving = false;
    for (entity, goal, mut tf, mut sprite, card, leaving, flipping) in &mut cards {
        let pos = tf.translation.truncate();
        let size = sprite.custom_size.unwrap_or(goal.size);
        let angle = tf.rotation.to_euler(EulerRot::XYZ).2;
        let there = settings.reduced_motion
            || pos.distance(goal.pos) < 0.5
                && size.distance(goal.size) < 0.5
                && (angle - goal.angle).abs() < 0.002;
        if let Some(mut flip) = flipping {
            moving = true;
            flip.0 += dt * speed * 3.5;
            if settings.reduced_motion {
                flip.0 = 1.0;
            }
            let t = flip.0.min(1.0);
            // Narrow to nothing, turn the face up, widen again.
            tf.scale.x = (1.0 - 2.0 * t).abs().max(0.02);
            if t >= 0.5
                && let Some(c) = card
            {
                let face = images.image(c.card, true);
                if sprite.image != face {
                    sprite.image = face;
                }
            }
            if t >= 1.0 {
                tf.scale.x = 1.0;
                commands.entity(entity).remove::<Flipping>();
            }
        }
        if there {
            if leaving.is_some() {
                commands.entity(entity).despawn();
                continue;
            }
            let rest = goal.pos.extend(goal.z);
            if tf.translation != rest {
                tf.translation = rest;
            }
            let turned = Quat::from_rotation_z(goal.angle);
            if tf.rotation != turned {
                tf.rotation = turned;
            }
            if sprite.custom_size != Some(goal.size) {
                sprite.custom_size = Some(goal.size);
            }
            continue;
        }
        moving = true;
        let to = motion::Goal {
            pos: goal.pos,
            size: goal.size,
            angle: goal.angle,
            z: goal.z,
        };
        step_toward(&mut tf, &mut sprite, size, to, k);
    }
    if moving {
        wake.write(Wake::NOW);
    }
}
