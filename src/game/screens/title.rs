//! The title screen: New game / Continue / Rules / Settings / Quit, over a table with
//! two fans of face-down cards.

use crate::game::profile::PlayerProfile;
use crate::lessons::LessonId;
use std::f32::consts::PI;

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, RichText},
};

use crate::game::assets::{CardImages, CardKind};
use crate::game::next_game::OpenTable;
use crate::game::saving::CanContinue;
use crate::game::settings::SavesFolder;
use crate::game::{
    states::Screen,
    theme::{
        palette::{self, CREAM, GOLD, INK},
        widgets,
    },
};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title_table);
    app.add_systems(
        EguiPrimaryContextPass,
        draw_title_menu.run_if(in_state(Screen::Title)),
    );
}

/// Size of a card on the title table, in world units (logical pixels at zoom 1).
const CARD_SIZE: Vec2 = Vec2::new(112.0, 157.0);
/// Queens have green backs, deck cards red backs (docs/rules.md).
const QUEEN_BACK: Color = Color::srgb_u8(0x4C, 0xAF, 0x7A);
const DECK_BACK: Color = Color::srgb_u8(0xE8, 0x64, 0x5A);

/// Where the two fans stand either side of the menu, and their size: clear of the menu
/// card however wide a language makes it, in a 1024-point window too (the table's world
/// is 1280 wide; the card keeps its width in points).
const FAN_X: f32 = 470.0;
const FAN_SCALE: f32 = 0.85;

fn spawn_title_table(mut commands: Commands, images: Option<Res<CardImages>>) {
    use crate::sleeping_queens::{Card, King, Queen};
    let queens = [
        Queen::Rose,
        Queen::Cat,
        Queen::Heart,
        Queen::Dog,
        Queen::Moon,
    ]
    .map(CardKind::Queen);
    let kings = [
        King::Puzzle,
        King::Hat,
        King::Cookie,
        King::Turtle,
        King::TieDye,
    ]
    .map(|k| CardKind::Deck(Card::King(k)));
    let fans = [
        (
            "Sleeping queens",
            QUEEN_BACK,
            Vec2::new(-FAN_X, -200.0),
            queens,
        ),
        ("Draw pile", DECK_BACK, Vec2::new(FAN_X, -200.0), kings),
    ];
    for (name, back, pivot, faces) in fans {
        commands
            .spawn((
                Name::new(format!("Title fan: {name}")),
                Transform::from_translation(pivot.extend(0.0)).with_scale(Vec3::splat(FAN_SCALE)),
                Visibility::default(),
                DespawnOnExit(Screen::Title),
            ))
            .with_children(|fan| {
                for (i, face) in faces.iter().enumerate() {
                    // The leftmost card lies at the bottom, as in a hand held fanned out.
                    let angle = (2.0 - i as f32) * PI / 14.0;
                    // Each card stands on the fan's pivot, tilted by its angle.
                    let center = Vec2::from_angle(angle).rotate(Vec2::new(0.0, 230.0));
                    let transform = Transform::from_translation(center.extend(i as f32))
                        .with_rotation(Quat::from_rotation_z(angle));
                    // The real cards when their pictures are loaded; plain shapes otherwise.
                    match images.as_ref().and_then(|im| im.faces.get(face).cloned()) {
                        Some(image) => {
                            fan.spawn((
                                Name::new("Title card"),
                                Sprite {
                                    image,
                                    custom_size: Some(CARD_SIZE),
                                    ..default()
                                },
                                transform,
                            ));
                        }
                        None => {
                            fan.spawn(card_back(back, transform));
                        }
                    }
                }
            });
    }
}

/// A face-down card: ink outline, cream border, coloured back with a gold diamond.
fn card_back(back: Color, transform: Transform) -> impl Bundle {
    (
        Name::new("Card back"),
        Sprite::from_color(palette::bevy(INK), CARD_SIZE + Vec2::splat(4.0)),
        transform,
        children![
            (
                Name::new("Card border"),
                Sprite::from_color(palette::bevy(CREAM), CARD_SIZE),
                Transform::from_xyz(0.0, 0.0, 0.1),
            ),
            (
                Name::new("Card back face"),
                Sprite::from_color(back, CARD_SIZE - Vec2::splat(18.0)),
                Transform::from_xyz(0.0, 0.0, 0.2),
            ),
            (
                Name::new("Card back emblem"),
                Sprite::from_color(palette::bevy(GOLD), Vec2::splat(34.0)),
                Transform::from_xyz(0.0, 0.0, 0.3).with_rotation(Quat::from_rotation_z(PI / 4.0)),
            ),
        ],
    )
}

fn draw_title_menu(
    mut contexts: EguiContexts,
    can_continue: Res<CanContinue>,
    folder: Option<Res<SavesFolder>>,
    profile: Res<PlayerProfile>,
    mut open: MessageWriter<OpenTable>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    widgets::menu_card(ctx, "title", 380.0, |ui| {
        widgets::heading(ui, &tr!("title-name"));
        ui.label(RichText::new(tr!("title-tagline")).italics());
        widgets::gold_rule(ui);
        ui.add_space(4.0);
        if widgets::menu_button(ui, &tr!("title-new-game"), true) {
            next_screen.set(Screen::Setup);
        }
        // Two games' names side by side: wider than the other rows, as their words are.
        match centred_row(ui, &[tr!("title-mad-queens"), tr!("title-online")], 160.0) {
            Some(0) => next_screen.set(Screen::MadSetup),
            Some(_) => next_screen.set(Screen::Online),
            None => {}
        }
        if widgets::menu_button(ui, &tr!("title-continue"), can_continue.0)
            && let Some((_, loaded)) = folder.as_deref().and_then(|f| f.0.latest_unfinished())
        {
            open.write(OpenTable::Resume(Box::new(loaded)));
        }
        let learned = LessonId::ALL.iter().all(|l| profile.0.has_done(l.key()));
        let learn = if learned {
            tr!("title-learn-done")
        } else {
            tr!("title-learn")
        };
        if widgets::menu_button(ui, &learn, true) {
            next_screen.set(Screen::Lessons);
        }
        // Rows of three and two: the card keeps its height.
        let gap = ui.spacing().item_spacing.x;
        let third = (widgets::BUTTON_WIDTH - 2.0 * gap) / 3.0;
        let three = [tr!("title-load"), tr!("title-rules"), tr!("title-cards")];
        match centred_row(ui, &three, third) {
            Some(0) => next_screen.set(Screen::Load),
            Some(1) => next_screen.set(Screen::Rules),
            Some(_) => next_screen.set(Screen::Gallery),
            None => {}
        }
        let half = (widgets::BUTTON_WIDTH - gap) / 2.0;
        match centred_row(ui, &[tr!("title-settings"), tr!("title-profile")], half) {
            Some(0) => next_screen.set(Screen::Settings),
            Some(_) => next_screen.set(Screen::Profile),
            None => {}
        }
        if widgets::menu_button(ui, &tr!("title-quit"), true) {
            info!("Quit chosen on the title screen");
            exit.write(AppExit::Success);
        }
        ui.add_space(4.0);
        ui.small(tr!("title-version", version = env!("CARGO_PKG_VERSION")));
    });
    Ok(())
}

/// A row of buttons of one width — at least `least`, as wide as the widest words need —
/// centred in the card whatever the language: which was clicked, if one was.
fn centred_row(ui: &mut egui::Ui, labels: &[String], least: f32) -> Option<usize> {
    let gap = ui.spacing().item_spacing.x;
    let width = labels
        .iter()
        .map(|t| widgets::menu_button_width(ui, t, least))
        .fold(least, f32::max);
    let row = width * labels.len() as f32 + gap * (labels.len() as f32 - 1.0);
    // Wider than the card (a longer language at a large size): one under another, as
    // wide as the card allows, rather than a row that widens the card past the window.
    if row > ui.available_width() {
        let width = width.min(ui.available_width());
        let mut clicked = None;
        for (i, label) in labels.iter().enumerate() {
            if widgets::menu_button_sized(ui, label, width) {
                clicked = Some(i);
            }
        }
        return clicked;
    }
    ui.horizontal(|ui| {
        ui.add_space(((ui.available_width() - row) / 2.0).max(0.0));
        let mut clicked = None;
        for (i, label) in labels.iter().enumerate() {
            if widgets::menu_button_sized(ui, label, width) {
                clicked = Some(i);
            }
        }
        clicked
    })
    .inner
}
