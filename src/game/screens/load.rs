//! The Load screen: every save with its date, rule set, seats, turn and leader; load,
//! replay or delete (with confirmation).

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, Color32, RichText},
};

use crate::game::next_game::OpenTable;
use crate::game::settings::SavesFolder;
use crate::game::states::Screen;
use crate::game::theme::{palette::INK, widgets};
use crate::save::SaveSummary;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_load_screen.run_if(in_state(Screen::Load)),
    );
}

#[derive(Default)]
struct LoadScreen {
    list: Vec<(std::path::PathBuf, Result<SaveSummary, String>)>,
    confirm_delete: Option<std::path::PathBuf>,
    loaded_for: bool,
}

fn date(secs: u64) -> String {
    // Days since 1970 to a calendar date (proleptic Gregorian), and the time of day (UTC).
    let days = (secs / 86_400) as i64;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + if m <= 2 { 1 } else { 0 };
    let t = secs % 86_400;
    format!("{y:04}-{m:02}-{d:02} {:02}:{:02}", t / 3600, t / 60 % 60)
}

fn draw_load_screen(
    mut contexts: EguiContexts,
    folder: Res<SavesFolder>,
    mut open: MessageWriter<OpenTable>,
    mut next: ResMut<NextState<Screen>>,
    mut state: Local<LoadScreen>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !state.loaded_for {
        state.list = folder
            .0
            .list()
            .into_iter()
            .map(|(p, r)| (p, r.map_err(|e| e.to_string())))
            .collect();
        state.loaded_for = true;
    }
    let mut refresh = false;
    widgets::menu_card(ctx, "load", 640.0, |ui| {
        widgets::heading(ui, "Saved games");
        widgets::gold_rule(ui);
        if state.list.is_empty() {
            ui.label(format!(
                "No saved games yet in {}.",
                folder.0.path().display()
            ));
        }
        egui::ScrollArea::vertical()
            .max_height(380.0)
            .show(ui, |ui| {
                let list = state.list.clone();
                for (path, entry) in &list {
                    ui.separator();
                    ui.horizontal(|ui| match entry {
                        Ok(s) => {
                            ui.vertical(|ui| {
                                ui.label(
                                    RichText::new(format!("{} — {}", s.name, date(s.saved_at)))
                                        .strong()
                                        .color(INK),
                                );
                                let lead = if s.finished {
                                    format!("finished: {} won", s.winner_names().join(" and "))
                                } else if s.leaders.is_empty() {
                                    "nobody has a queen yet".into()
                                } else {
                                    format!("{} leads", s.leader_names().join(" and "))
                                };
                                ui.label(format!(
                                    "{} rules · {} · turn {} · {lead}",
                                    s.rules,
                                    s.seat_names().join(", "),
                                    s.turn
                                ));
                            });
                            ui.with_layout(
                                egui::Layout::right_to_left(egui::Align::Center),
                                |ui| {
                                    if ui.button("Delete").clicked() {
                                        state.confirm_delete = Some(path.clone());
                                    }
                                    if ui.button("Replay").clicked()
                                        && let Ok(l) = folder.0.load(path)
                                    {
                                        open.write(OpenTable::Replay(Box::new(l)));
                                    }
                                    if !s.finished && ui.button("Load").clicked() {
                                        match folder.0.load(path) {
                                            Ok(l) => {
                                                open.write(OpenTable::Resume(Box::new(l)));
                                            }
                                            Err(e) => state
                                                .list
                                                .iter_mut()
                                                .filter(|(p, _)| p == path)
                                                .for_each(|x| x.1 = Err(e.to_string())),
                                        }
                                    }
                                },
                            );
                        }
                        Err(e) => {
                            ui.vertical(|ui| {
                                let name = path
                                    .file_name()
                                    .map(|n| n.to_string_lossy().into_owned())
                                    .unwrap_or_default();
                                ui.label(RichText::new(name).strong().color(INK));
                                ui.label(
                                    RichText::new(e).color(Color32::from_rgb(0xA3, 0x33, 0x3D)),
                                );
                            });
                            ui.with_layout(
                                egui::Layout::right_to_left(egui::Align::Center),
                                |ui| {
                                    if ui.button("Delete").clicked() {
                                        state.confirm_delete = Some(path.clone());
                                    }
                                },
                            );
                        }
                    });
                }
            });
        if let Some(path) = state.confirm_delete.clone() {
            ui.separator();
            ui.label(
                RichText::new(format!(
                    "Delete {} for good?",
                    path.file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default()
                ))
                .strong(),
            );
            ui.horizontal(|ui| {
                if ui.button("Delete").clicked() {
                    if let Err(e) = folder.0.delete(&path) {
                        warn!("Cannot delete {}: {e}", path.display());
                    }
                    state.confirm_delete = None;
                    refresh = true;
                }
                if ui.button("Keep it").clicked() {
                    state.confirm_delete = None;
                }
            });
        }
        ui.add_space(8.0);
        if widgets::menu_button(ui, "Back", true) || widgets::escape_pressed(ui) {
            state.loaded_for = false;
            next.set(Screen::Title);
        }
    });
    if refresh {
        state.loaded_for = false;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates_read_as_calendar_dates() {
        assert_eq!(super::date(0), "1970-01-01 00:00");
        assert_eq!(super::date(1_700_000_000), "2023-11-14 22:13");
    }
}
