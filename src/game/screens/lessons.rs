//! The lessons (from the title's Learn to play): each with what it teaches, whether it
//! is done or where it was left, and buttons to start, resume or start again.

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, RichText},
};

use crate::game::next_game::OpenTable;
use crate::game::profile::PlayerProfile;
use crate::game::states::Screen;
use crate::game::theme::widgets;
use crate::lessons::LessonId;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_lessons.run_if(in_state(Screen::Lessons)),
    );
}

fn name_and_about(id: LessonId) -> (String, String) {
    match id {
        LessonId::Classic => (tr!("lessons-classic"), tr!("lessons-classic-about")),
        LessonId::Extended => (tr!("lessons-extended"), tr!("lessons-extended-about")),
        LessonId::MadQueens => (tr!("lessons-mad"), tr!("lessons-mad-about")),
    }
}

fn draw_lessons(
    mut contexts: EguiContexts,
    profile: Res<PlayerProfile>,
    mut open: MessageWriter<OpenTable>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    widgets::menu_card(ctx, "lessons", 620.0, |ui| {
        widgets::heading(ui, &tr!("lessons-heading"));
        widgets::gold_rule(ui);
        // Each lesson on a row: what it teaches on the left, its buttons on the right
        // (three lessons fit a 1024×640 window).
        for id in LessonId::ALL {
            let (name, about) = name_and_about(id);
            let at = profile.0.lesson_at(id.key());
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let width = 180.0;
                ui.vertical(|ui| {
                    ui.set_width(ui.available_width() - width - 12.0);
                    ui.label(RichText::new(name).strong().size(19.0));
                    ui.label(widgets::paragraph(ui, &about, 14.0));
                    if profile.0.has_done(id.key()) {
                        ui.label(RichText::new(tr!("lessons-done")).italics());
                    } else if at > 0 {
                        ui.label(RichText::new(tr!("lessons-begun", step = at)).italics());
                    }
                });
                // The buttons' words centred in them.
                ui.allocate_ui_with_layout(
                    egui::vec2(width, 0.0),
                    egui::Layout::top_down(egui::Align::Center),
                    |ui| {
                        let first = if at > 0 {
                            tr!("lessons-resume")
                        } else {
                            tr!("lessons-start")
                        };
                        if widgets::menu_button_sized(ui, &first, width) {
                            open.write(OpenTable::Lesson(id, at));
                        }
                        if at > 0 && widgets::menu_button_sized(ui, &tr!("lessons-again"), width) {
                            open.write(OpenTable::Lesson(id, 0));
                        }
                    },
                );
            });
        }
        ui.add_space(10.0);
        if widgets::menu_button(ui, &tr!("menu-back"), true) {
            next.set(Screen::Title);
        }
    });
    Ok(())
}
