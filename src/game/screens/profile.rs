//! The profile screen (from the title): games played and won per rule set and bot
//! level, average points, the longest win streak, hints and take-backs used; Reset
//! asks first.

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, RichText},
};

use crate::engine::GameKind;
use crate::game::profile::{PlayerProfile, ResetProfile};
use crate::game::states::Screen;
use crate::game::text::{kind_label, rule_set_name, win_chance};
use crate::game::theme::widgets;
use crate::save::profile::Tally;
use crate::seats::SeatKind;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_profile.run_if(in_state(Screen::Profile)),
    );
    app.add_systems(
        OnEnter(Screen::Profile),
        |mut confirm: ResMut<ConfirmReset>| confirm.0 = false,
    );
    app.init_resource::<ConfirmReset>();
}

/// Reset was pressed and waits for its confirmation.
#[derive(Resource, Default)]
struct ConfirmReset(bool);

fn draw_profile(
    mut contexts: EguiContexts,
    profile: Res<PlayerProfile>,
    mut confirm: ResMut<ConfirmReset>,
    mut reset: MessageWriter<ResetProfile>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let p = &profile.0;
    widgets::menu_card(ctx, "profile", 620.0, |ui| {
        widgets::heading(ui, &tr!("profile-heading"));
        widgets::gold_rule(ui);
        if p.played() == 0 {
            ui.label(RichText::new(tr!("profile-empty")));
        } else {
            // Each game its own table: Mad Queens counts its busts, exact matches and
            // queens besides.
            for game in GameKind::ALL {
                let tallies: Vec<&Tally> = p
                    .tallies
                    .iter()
                    .filter(|t| GameKind::of_rules(&t.rules) == game)
                    .collect();
                if tallies.is_empty() {
                    continue;
                }
                let mad = game == GameKind::MadQueens;
                if mad {
                    ui.add_space(6.0);
                    ui.label(RichText::new(tr!("title-mad-queens")).strong());
                }
                egui::Grid::new(("profile-tallies", game.name()))
                    .striped(true)
                    .spacing([18.0, 4.0])
                    .show(ui, |ui| {
                        let mut heads = vec![
                            if mad {
                                String::new()
                            } else {
                                tr!("profile-rules")
                            },
                            tr!("profile-bots"),
                            tr!("profile-played"),
                            tr!("profile-won"),
                            tr!("profile-average"),
                        ];
                        if mad {
                            heads.remove(0);
                            heads.extend([
                                tr!("profile-busts"),
                                tr!("profile-exact"),
                                tr!("profile-queens-paid"),
                            ]);
                        }
                        for head in heads {
                            ui.label(RichText::new(head).strong());
                        }
                        ui.end_row();
                        for t in tallies {
                            if !mad {
                                ui.label(rule_set_name(&t.rules));
                            }
                            ui.label(kind_label(Some(SeatKind::Bot(t.level))));
                            ui.label(t.played.to_string());
                            ui.label(tr!(
                                "profile-won-of",
                                won = t.won,
                                rate = win_chance(t.win_rate())
                            ));
                            ui.label(format!("{:.1}", t.average_points()));
                            if mad {
                                ui.label(t.busts.to_string());
                                ui.label(t.exact_matches.to_string());
                                ui.label(t.queens_paid.to_string());
                            }
                            ui.end_row();
                        }
                    });
            }
            ui.add_space(6.0);
            ui.label(RichText::new(tr!(
                "profile-streak",
                best = p.best_streak,
                now = p.streak
            )));
            ui.label(RichText::new(tr!(
                "profile-help",
                hints = p.hints,
                takebacks = p.take_backs
            )));
        }
        ui.add_space(8.0);
        if confirm.0 {
            ui.label(RichText::new(tr!("profile-reset-confirm")).strong());
            ui.horizontal(|ui| {
                let gap = ui.spacing().item_spacing.x;
                let room = ui.available_width() - 2.0 * 190.0 - gap;
                ui.add_space((room / 2.0).max(0.0));
                if widgets::menu_button_sized(ui, &tr!("profile-reset-yes"), 190.0) {
                    reset.write(ResetProfile);
                    confirm.0 = false;
                }
                if widgets::menu_button_sized(ui, &tr!("profile-reset-no"), 190.0) {
                    confirm.0 = false;
                }
            });
        } else if widgets::menu_button(ui, &tr!("profile-reset"), p.played() > 0 || p.hints > 0) {
            confirm.0 = true;
        }
        if widgets::menu_button(ui, &tr!("menu-back"), true) || widgets::escape_pressed(ui) {
            next.set(Screen::Title);
        }
    });
    Ok(())
}
