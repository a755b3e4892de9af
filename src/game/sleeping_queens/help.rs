//! The prompt's "?": the rule behind the decision on screen (a held card's: its
//! target's), with its rule text under the rule set being played, beside the prompt.

use crate::game::egui_input::tab_stop;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub use super::asking::RuleHelp;
use super::hotseat::HotSeat;
use super::input::{Aiming, screen_decision};
use super::present::TableNow;
use super::prompts::{PROMPT_ID, TABLE_ORDER, beside_grid};
use super::schedule::table_open;
use crate::game::states::Paused;
use crate::game::text::decision_rule;
use crate::game::theme::palette::{CREAM, GOLD};
use crate::game::theme::widgets;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        rule_help.run_if(not(in_state(Paused))).run_if(table_open),
    );
}

fn rule_help(
    mut contexts: EguiContexts,
    now: TableNow,
    seats: Res<HotSeat>,
    aiming: Res<Aiming>,
    mut help: ResMut<RuleHelp>,
    camera: Query<(&Camera, &GlobalTransform)>,
) -> Result {
    let Some(engine_decision) = screen_decision(&now, &seats) else {
        return Ok(());
    };
    let at = now.game.stamp();
    let decision = aiming.now(at).map_or(engine_decision, |aim| &aim.decision);
    let ctx = contexts.ctx_mut()?;
    let Some(prompt) = ctx.memory(|m| m.area_rect(egui::Id::new(PROMPT_ID))) else {
        return Ok(());
    };
    let open = help.open_at == Some(at);
    // Right of the prompt; left of it when the prompt reaches the window's right edge;
    // above its left end when it is as wide as the window.
    const BUTTON: f32 = 36.0;
    let screen = ctx.content_rect();
    let (spot, pivot) = if prompt.right() + 6.0 + BUTTON <= screen.right() {
        (
            egui::pos2(prompt.right() + 6.0, prompt.center().y),
            Align2::LEFT_CENTER,
        )
    } else if prompt.left() - 6.0 - BUTTON >= screen.left() {
        (
            egui::pos2(prompt.left() - 6.0, prompt.center().y),
            Align2::RIGHT_CENTER,
        )
    } else {
        (
            egui::pos2(prompt.left() + 4.0, prompt.top() - 6.0),
            Align2::LEFT_BOTTOM,
        )
    };
    egui::Area::new(egui::Id::new("rule-help-button"))
        .fixed_pos(spot)
        .pivot(pivot)
        .order(TABLE_ORDER)
        .show(ctx, |ui| {
            let button = egui::Button::new(RichText::new("?").size(18.0).strong())
                .corner_radius(14.0)
                .selected(open)
                .min_size(egui::vec2(30.0, 30.0));
            let button = ui.add(button).on_hover_text(tr!("help-tooltip"));
            tab_stop(ui.ctx(), &button);
            if button.clicked() {
                help.open_at = if open { None } else { Some(at) };
            }
        });
    if !open {
        return Ok(());
    }
    let (heading, paragraphs) = decision_rule(decision, now.game.state().rules());
    // Left of the grid, where the decision's cards are aimed (as a card's description).
    let (at, pivot) = beside_grid(ctx, &camera).map_or(
        (
            egui::pos2(prompt.center().x, prompt.top() - 8.0),
            Align2::CENTER_BOTTOM,
        ),
        |(left, _)| left,
    );
    // Its words' width: what the window leaves there, less the frame's margins.
    let room = (at.x - screen.left() - 48.0).clamp(240.0, 460.0);
    egui::Area::new(egui::Id::new("rule-help"))
        .fixed_pos(at)
        .pivot(pivot)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(CREAM)
                .stroke(egui::Stroke::new(2.0, GOLD))
                .corner_radius(10.0)
                .inner_margin(egui::Margin::symmetric(14, 10))
                .show(ui, |ui| {
                    ui.set_max_width(room);
                    ui.label(
                        RichText::new(tr!(
                            "help-heading",
                            rule = heading,
                            rules =
                                crate::game::text::rule_set_name(&now.game.state().rules().name)
                        ))
                        .strong()
                        .size(17.0),
                    );
                    for p in paragraphs {
                        ui.label(widgets::paragraph(ui, &p, 15.0));
                    }
                    ui.vertical_centered(|ui| {
                        if ui.small_button(tr!("help-close")).clicked() {
                            help.open_at = None;
                        }
                    });
                });
        });
    Ok(())
}
