//! Windows over either table: the pause menu (Esc), the settings, the card gallery and
//! the rules (F1, or from the pause menu). While one is open the table is paused
//! (`states::Paused`): no bot acts, no countdown runs, no card moves. Each window is a
//! modal above everything the table draws; its contents are plain functions of an
//! egui context, so their layout is tested at the smallest window size. Both tables
//! use the same windows: a table says what is its own through [`TableMenu`].

use crate::game::assets::{CardImages, PlayingImages};
use crate::game::screens::gallery::{GalleryTab, gallery_body, gallery_tabs};
use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, RichText},
};

use crate::game::keymap::{Command, KeyMap};
use crate::game::play::{DesktopGame, Match};
use crate::game::saving::{NamedSave, SaveAs};
use crate::game::screens::rules::book_chapters;
use crate::game::screens::settings::settings_form;
use crate::game::settings::{ChangeSettings, Settings};
use crate::game::sleeping_queens::input::{Aiming, Pick};
use crate::game::sleeping_queens::schedule::table_open;
use crate::game::states::{Menu, Screen};
use crate::game::text::{rule_set_name, rules_reference};
use crate::game::theme::{palette::INK, widgets};
use crate::mad_queens::MadGame;
use crate::rules_book::{self, Scope};
use crate::sleeping_queens::{Game, RuleSet, Switch};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, menu_keys.run_if(table_open.or_else(mad_table_open)));
    app.add_systems(
        EguiPrimaryContextPass,
        (
            draw_menu::<Game>.run_if(table_open),
            draw_menu::<MadGame>.run_if(mad_table_open),
        ),
    );
}

fn mad_table_open(screen: Res<State<Screen>>, game: Option<Res<Match<MadGame>>>) -> bool {
    *screen.get() == Screen::MadTable && game.is_some()
}

/// What the windows over a table ask of the game on it.
pub trait TableMenu: DesktopGame {
    /// The gallery opens on this game's cards.
    const GALLERY: GalleryTab;
    /// The rules of the game in play.
    fn rules_window(table: &Match<Self>, ctx: &egui::Context, keys: &KeyMap) -> Option<MenuChoice>;
}

impl TableMenu for Game {
    const GALLERY: GalleryTab = GalleryTab::SleepingQueens;

    fn rules_window(table: &Match<Game>, ctx: &egui::Context, keys: &KeyMap) -> Option<MenuChoice> {
        rules_menu(
            ctx,
            table.state().rules(),
            table.state().seat_count() as usize,
            keys,
        )
    }
}

impl TableMenu for MadGame {
    const GALLERY: GalleryTab = GalleryTab::MadQueens;

    fn rules_window(_: &Match<MadGame>, ctx: &egui::Context, keys: &KeyMap) -> Option<MenuChoice> {
        mad_rules_menu(ctx, keys)
    }
}

/// What the player chose in a window over the table.
#[derive(Debug, Clone, PartialEq)]
pub enum MenuChoice {
    Resume,
    Rules,
    /// The card gallery.
    Gallery,
    Settings,
    SaveAs(String),
    /// Save and quit to the title (every action is autosaved already).
    Quit,
    /// Close this window (back to the pause menu, or to the table).
    Back,
    Change(ChangeSettings),
}

/// Esc puts a held card back, else opens and closes the pause menu (and goes back from
/// the windows opened from it); the table's rules keys open and close the rules.
fn menu_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    menu: Res<State<Menu>>,
    aiming: Option<Res<Aiming>>,
    mut next: ResMut<NextState<Menu>>,
    mut pick: MessageWriter<Pick>,
    settings: Res<Settings>,
) {
    let Some(keys) = keys else {
        return;
    };
    let menu = *menu.get();
    let holding = aiming.is_some_and(|a| a.0.is_some());
    if keys.just_pressed(KeyCode::Escape) && menu == Menu::None && holding {
        // Esc first puts a held card back.
        pick.write(Pick::PutBack);
    } else if keys.just_pressed(KeyCode::Escape) {
        next.set(back_from(menu));
    } else if settings.keys.pressed(&keys, Command::Rules) {
        match menu {
            Menu::None => next.set(Menu::Rules { from_pause: false }),
            Menu::Rules { from_pause: false } => next.set(Menu::None),
            _ => {}
        }
    }
}

/// Where Esc (or a window's Back) leads from `menu`.
fn back_from(menu: Menu) -> Menu {
    match menu {
        Menu::None => Menu::Pause,
        Menu::Pause | Menu::Rules { from_pause: false } => Menu::None,
        Menu::Settings | Menu::Rules { from_pause: true } | Menu::Gallery => Menu::Pause,
    }
}

fn draw_menu<G: TableMenu>(
    mut contexts: EguiContexts,
    menu: Res<State<Menu>>,
    game: Res<Match<G>>,
    settings: Res<Settings>,
    named: Res<NamedSave>,
    mut name: Local<String>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut save_as: MessageWriter<SaveAs>,
    mut change: MessageWriter<ChangeSettings>,
    (mut tab, cards, playing): (ResMut<GalleryTab>, Res<CardImages>, Res<PlayingImages>),
) -> Result {
    let menu = *menu.get();
    if menu == Menu::None {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let choice = match menu {
        Menu::None => None,
        Menu::Pause => {
            let saved = named.0.as_ref().map(|r| match r {
                Ok(path) => tr!("pause-saved-as", path = path.display().to_string()),
                Err(e) => e.clone(),
            });
            pause_menu(
                &ctx,
                &mut name,
                (game.is_saved_here(), game.can_save()),
                saved.as_deref(),
            )
        }
        Menu::Settings => settings_menu(&ctx, &settings),
        Menu::Rules { .. } => G::rules_window(&game, &ctx, &settings.keys),
        Menu::Gallery => gallery_menu(&ctx, &mut contexts, &mut tab, &cards, &playing),
    };
    match choice {
        None => {}
        Some(MenuChoice::Resume) => next_menu.set(Menu::None),
        Some(MenuChoice::Rules) => next_menu.set(Menu::Rules { from_pause: true }),
        Some(MenuChoice::Gallery) => {
            // Its own game's cards first.
            *tab = G::GALLERY;
            next_menu.set(Menu::Gallery);
        }
        Some(MenuChoice::Settings) => next_menu.set(Menu::Settings),
        Some(MenuChoice::Back) => next_menu.set(back_from(menu)),
        Some(MenuChoice::SaveAs(n)) => {
            save_as.write(SaveAs(n));
        }
        Some(MenuChoice::Quit) => next_screen.set(Screen::Title),
        Some(MenuChoice::Change(c)) => {
            change.write(c);
        }
    }
    Ok(())
}

/// The pause menu: resume, the rules, settings, save under a name, save and quit.
pub fn pause_menu(
    ctx: &egui::Context,
    name: &mut String,
    (saved_here, can_save): (bool, bool),
    saved: Option<&str>,
) -> Option<MenuChoice> {
    widgets::modal(ctx, "pause", 420.0, |ui| {
        let mut choice = None;
        widgets::heading(ui, &tr!("pause-heading"));
        widgets::gold_rule(ui);
        if widgets::menu_button(ui, &tr!("pause-resume"), true) {
            choice = Some(MenuChoice::Resume);
        }
        if widgets::menu_button(ui, &tr!("pause-rules"), true) {
            choice = Some(MenuChoice::Rules);
        }
        if widgets::menu_button(ui, &tr!("pause-gallery"), true) {
            choice = Some(MenuChoice::Gallery);
        }
        if widgets::menu_button(ui, &tr!("pause-settings"), true) {
            choice = Some(MenuChoice::Settings);
        }
        ui.add_space(6.0);
        // A game not saved here (a lesson, a replay, a server's game) has no name to
        // save under.
        if saved_here {
            save_as_row(ui, name, can_save, saved, &mut choice);
        }
        // Every action is autosaved already: quitting loses nothing. A game not saved
        // here is left without a word of saving.
        let quit = if saved_here {
            tr!("pause-quit")
        } else {
            tr!("pause-quit-unsaved")
        };
        if widgets::menu_button(ui, &quit, true) {
            choice = Some(MenuChoice::Quit);
        }
        choice
    })
}

/// The pause menu's "Save as" row: a name and its button, and the line that says where
/// the save went.
fn save_as_row(
    ui: &mut egui::Ui,
    name: &mut String,
    can_save: bool,
    saved: Option<&str>,
    choice: &mut Option<MenuChoice>,
) {
    // The row centred in the card; its field as wide as a longer label leaves room
    // for, worked out from the whole row (not from the room left after centring).
    let label = ui
        .painter()
        .layout_no_wrap(tr!("pause-save-as"), egui::FontId::proportional(18.0), INK)
        .size()
        .x;
    let field = (ui.available_width() - label - 110.0).clamp(110.0, 170.0);
    widgets::centred(ui, "save-as", |ui| {
        // The name, its field and the button as tall as each other, on one line (a
        // row's line is as tall as its ui's interact size when it begins).
        let tall =
            ui.text_style_height(&egui::TextStyle::Button) + 2.0 * ui.spacing().button_padding.y;
        ui.spacing_mut().interact_size.y = tall;
        ui.horizontal(|ui| {
            ui.label(RichText::new(tr!("pause-save-as")));
            let field = ui.add_sized(
                [field, tall],
                widgets::text_field(name).hint_text(tr!("pause-save-name-hint")),
            );
            widgets::named(&field, &tr!("pause-save-as"));
            let named = !name.trim().is_empty();
            if ui
                .add_enabled(can_save && named, egui::Button::new(tr!("pause-save")))
                .clicked()
            {
                *choice = Some(MenuChoice::SaveAs(name.trim().to_string()));
            }
        })
    });
    // The line under the field is kept while empty, so that the menu does not grow
    // (and its title jump) when a save is told there.
    ui.label(RichText::new(saved.unwrap_or(" ")).small());
}

/// The settings, opened from the pause menu.
pub fn settings_menu(ctx: &egui::Context, settings: &Settings) -> Option<MenuChoice> {
    widgets::modal_parts(ctx, "pause-settings", 580.0, |card| {
        let change = card.body(|ui| {
            widgets::heading(ui, &tr!("settings-heading"));
            widgets::gold_rule(ui);
            settings_form(ui, settings).map(MenuChoice::Change)
        });
        let done = card.actions(|ui| widgets::menu_button(ui, &tr!("menu-done"), true));
        if done { Some(MenuChoice::Back) } else { change }
    })
}

/// The card gallery over the table.
pub fn gallery_menu(
    ctx: &egui::Context,
    contexts: &mut EguiContexts,
    tab: &mut GalleryTab,
    cards: &CardImages,
    playing: &PlayingImages,
) -> Option<MenuChoice> {
    widgets::modal_parts(ctx, "pause-gallery", 760.0, |card| {
        card.header(|ui| {
            widgets::subheading(ui, &tr!("gallery-heading"));
            gallery_tabs(ui, tab);
        });
        card.body_in(*tab, |ui| {
            ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                gallery_body(ui, contexts, *tab, cards, playing);
            });
        });
        card.actions(|ui| widgets::menu_button(ui, &tr!("menu-close"), true))
            .then_some(MenuChoice::Back)
    })
}

/// The rules reference for the rule set in play.
pub fn rules_menu(
    ctx: &egui::Context,
    rules: &RuleSet,
    seats: usize,
    keys: &KeyMap,
) -> Option<MenuChoice> {
    let heading = tr!("ref-heading", rules = rule_set_name(&rules.name));
    rules_window(ctx, &heading, |ui| {
        let base = if rules.is_extended() {
            Scope::Extended
        } else {
            Scope::Classic
        };
        // The base's rules, and the house rules this set turns on, folded at the top.
        every_rule(ui, &[Scope::Table, base, Scope::House], |id| {
            Switch::from_id(id).is_none_or(|s| !s.house_only() || rules.on(s))
        });
        for part in rules_reference(rules, seats, keys) {
            ui.add_space(4.0);
            ui.label(RichText::new(part.heading).size(20.0));
            for (name, text) in part.entries {
                widgets::named_paragraph(ui, &name, &text, Some(16.0));
            }
        }
    })
}

/// The rules of Mad Queens, in short, and then each by its id.
pub fn mad_rules_menu(ctx: &egui::Context, keys: &KeyMap) -> Option<MenuChoice> {
    rules_window(ctx, &tr!("mad-rules-heading"), |ui| {
        every_rule(ui, &[Scope::MadQueens], |_| true);
        for (title, text) in crate::game::text::mad_rules(keys) {
            widgets::named_paragraph(ui, &title, &text, Some(16.0));
        }
    })
}

/// The rules book's chapters of `scopes`, under a header that opens them: each rule in
/// force (`in_force`) by its id, in the words of `docs/rules.md`.
fn every_rule(ui: &mut egui::Ui, scopes: &[Scope], in_force: impl Fn(&str) -> bool) {
    egui::CollapsingHeader::new(RichText::new(tr!("rules-tab-every-rule")).size(20.0))
        .id_salt("every-rule")
        .show(ui, |ui| {
            book_chapters(ui, rules_book::chapters_of(scopes), in_force, Some(16.0));
        });
}

/// A window of rules: `heading`, then `body` in a scrolling area, and Close, which stays
/// in sight at any window size.
fn rules_window(
    ctx: &egui::Context,
    heading: &str,
    body: impl FnOnce(&mut egui::Ui),
) -> Option<MenuChoice> {
    widgets::modal_parts(ctx, "pause-rules", 560.0, |card| {
        card.header(|ui| widgets::subheading(ui, heading));
        card.body(|ui| {
            ui.with_layout(egui::Layout::top_down(egui::Align::Min), body);
        });
        card.actions(|ui| widgets::menu_button(ui, &tr!("menu-close"), true))
            .then_some(MenuChoice::Back)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::sleeping_queens::prompts::TABLE_ORDER;
    use crate::game::theme::style::{fonts, style};
    use crate::i18n::Language;
    use bevy_egui::egui::{Pos2, Rect, Vec2};

    /// Draws the table's words as they lie at the table (a prompt bar with buttons at
    /// the bottom, the game log, a hand-off cover in the middle), then `menu` over
    /// them, in a window of `size`, and returns every clickable thing of the menu
    /// with where it is and whether it is on top there.
    fn clickables_over_the_table(
        size: Vec2,
        mut menu: impl FnMut(&egui::Context),
    ) -> Vec<(Rect, bool)> {
        let ctx = egui::Context::default();
        ctx.set_theme(egui::Theme::Light);
        ctx.set_style_of(egui::Theme::Light, style());
        ctx.set_fonts(fonts());
        let input = || egui::RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, size)),
            ..Default::default()
        };
        let mut menu_layers = Vec::new();
        // A few passes: areas take their size in the first.
        for _ in 0..4 {
            ctx.begin_pass(input());
            {
                let ctx = &ctx;
                egui::Area::new(egui::Id::new("prompt"))
                    .anchor(egui::Align2::CENTER_BOTTOM, [-40.0, -152.0])
                    .order(TABLE_ORDER)
                    .show(ctx, |ui| {
                        egui::Frame::window(ui.style()).show(ui, |ui| {
                            ui.set_max_width(760.0);
                            ui.horizontal_wrapped(|ui| {
                                ui.label(tr!(
                                    "prompt-turn-play-or-numbers",
                                    cards = crate::i18n::or_list(&[
                                        tr!("card-knight"),
                                        tr!("card-potion")
                                    ])
                                ));
                                let _ = ui.button(tr!("prompt-discard", count = 2));
                                let _ = ui.button(tr!("prompt-clear"));
                            });
                        });
                    });
                egui::Window::new(tr!("log-heading"))
                    .order(TABLE_ORDER)
                    .default_pos([6.0, 6.0])
                    .default_size([236.0, 400.0])
                    .show(ctx, |ui| {
                        for i in 0..30 {
                            let name = format!("Bo{i}");
                            ui.label(tr!(
                                "log-played",
                                you = "no",
                                name = name,
                                card = tr!("a-knight")
                            ));
                        }
                    });
                egui::Area::new(egui::Id::new("handoff"))
                    .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
                    .order(TABLE_ORDER)
                    .show(ctx, |ui| {
                        egui::Frame::window(ui.style()).show(ui, |ui| {
                            let _ = ui.button(tr!("cover-i-am", name = "Bo"));
                        });
                    });
                menu(ctx);
            }
            ctx.end_pass().drop_without_applying_deltas();
            menu_layers = ctx.memory(|m| {
                m.layer_ids()
                    .filter(|l| l.order == egui::Order::Foreground)
                    .collect::<Vec<_>>()
            });
        }
        assert!(!menu_layers.is_empty(), "the menu is a layer of its own");
        let widgets: Vec<(egui::LayerId, Rect)> = ctx.viewport(|v| {
            v.prev_pass
                .widgets
                .layers()
                .filter(|(layer, _)| menu_layers.contains(layer))
                .flat_map(|(layer, rects)| {
                    rects
                        .iter()
                        .filter(|w| w.sense.senses_click() && w.rect.area() > 16.0)
                        .map(|w| (*layer, w.rect))
                        .collect::<Vec<_>>()
                })
                .collect()
        });
        widgets
            .into_iter()
            .map(|(layer, rect)| (rect, ctx.layer_id_at(rect.center()) == Some(layer)))
            .collect()
    }

    #[test]
    fn every_button_of_every_window_over_the_table_can_be_reached_in_every_language() {
        let settings = Settings::default();
        let rules = RuleSet::extended();
        let speaking = crate::i18n::speaking(Language::English);
        let sizes = [Vec2::new(1280.0, 720.0), Vec2::new(1024.0, 640.0)];
        for (language, size) in Language::ALL
            .into_iter()
            .flat_map(|l| sizes.map(|s| (l, s)))
        {
            speaking.switch(language);
            let size_and = format!("{} at {size:?}", language.tag());
            let screen = Rect::from_min_size(Pos2::ZERO, size);
            let windows: [(&str, Box<dyn FnMut(&egui::Context)>); 3] = [
                (
                    "pause",
                    Box::new(|ctx: &egui::Context| {
                        let mut name = "kept".to_string();
                        let saved = tr!("pause-saved-as", path = "saves/kept.ron");
                        pause_menu(ctx, &mut name, (true, true), Some(&saved));
                    }),
                ),
                (
                    "settings",
                    Box::new(|ctx: &egui::Context| {
                        settings_menu(ctx, &settings);
                    }),
                ),
                (
                    "rules",
                    Box::new(|ctx: &egui::Context| {
                        rules_menu(ctx, &rules, 3, &KeyMap::default());
                    }),
                ),
            ];
            for (name, menu) in windows {
                let clickables = clickables_over_the_table(size, menu);
                // Resume, Rules, Settings, the name, Save, Save and quit; the form's
                // sliders and boxes and Done; Close (and the scrolled text).
                assert!(clickables.len() >= 3, "{name} {size_and}: {clickables:?}");
                for (rect, on_top) in clickables {
                    assert!(
                        screen.contains_rect(rect),
                        "{name} {size_and}: {rect:?} is off the screen"
                    );
                    assert!(
                        on_top,
                        "{name} {size_and}: something is drawn over {rect:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn esc_goes_back_one_window_at_a_time() {
        assert_eq!(back_from(Menu::None), Menu::Pause);
        assert_eq!(back_from(Menu::Pause), Menu::None);
        assert_eq!(back_from(Menu::Settings), Menu::Pause);
        assert_eq!(back_from(Menu::Rules { from_pause: true }), Menu::Pause);
        assert_eq!(back_from(Menu::Rules { from_pause: false }), Menu::None);
    }
}
