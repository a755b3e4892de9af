//! The Load screen: every save with its date, rule set, seats, turn and leader; load,
//! replay or delete (with confirmation).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui::RichText};

use crate::advice::reviewed_seat;
use crate::game::next_game::OpenTable;
use crate::game::screens::review::OpenReview;
use crate::game::settings::SavesFolder;
use crate::game::states::Screen;
use crate::game::text::{load_error, rule_set_name};
use crate::game::theme::{palette::WARNING, widgets};
use crate::i18n::and_list;
use crate::save::{GameKind, SaveKind, SaveSummary};
use crate::seats::SeatKind;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_load_screen.run_if(in_state(Screen::Load)),
    );
}

#[derive(Default)]
struct LoadScreen {
    list: Vec<(std::path::PathBuf, Result<SaveSummary, String>)>,
    /// The save to delete once confirmed, and its title as the list shows it.
    confirm_delete: Option<(std::path::PathBuf, String)>,
    loaded_for: bool,
}

/// A save's time in the player's own time zone.
fn date(secs: u64) -> String {
    date_in(secs, &jiff::tz::TimeZone::system())
}

/// A save's time in `zone`, written the way the language writes dates.
fn date_in(secs: u64, zone: &jiff::tz::TimeZone) -> String {
    let Ok(at) = jiff::Timestamp::from_second(i64::try_from(secs).unwrap_or(i64::MAX)) else {
        return String::new();
    };
    at.to_zoned(zone.clone())
        .strftime(&tr!("load-date-format"))
        .to_string()
}

/// One save as the Load screen lists it.
#[derive(Debug, Clone, PartialEq)]
struct Entry {
    path: std::path::PathBuf,
    title: String,
    /// Rule set, seats, turn and who leads (or why the file cannot be loaded).
    detail: Result<String, String>,
    /// The game can be resumed (it is not over, and the file loads).
    resumable: bool,
    /// The game can be reviewed (finished, one person at a table of bots).
    reviewable: bool,
}

/// The saves to list: every one that loads, newest first, each autosave under a name a
/// player understands; the backup of the autosave only when the autosave itself is
/// missing or damaged (it is then what Continue resumes).
fn entries(list: &[(std::path::PathBuf, Result<SaveSummary, String>)]) -> Vec<Entry> {
    let autosave_loads = list
        .iter()
        .any(|(_, r)| r.as_ref().is_ok_and(|s| s.kind == SaveKind::Autosave));
    list.iter()
        .filter(|(_, r)| {
            !(autosave_loads
                && r.as_ref()
                    .is_ok_and(|s| s.kind == SaveKind::PreviousAutosave))
        })
        .map(|(path, r)| {
            let file = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            match r {
                Ok(s) => {
                    let name = match s.kind {
                        SaveKind::Autosave => tr!("load-autosave"),
                        SaveKind::PreviousAutosave => tr!("load-autosave-backup"),
                        SaveKind::Slot => s.name.clone(),
                    };
                    let lead = if s.finished {
                        tr!("load-finished", winners = and_list(&s.winner_names()))
                    } else if s.leaders.is_empty() {
                        tr!("load-no-leader")
                    } else {
                        tr!("load-leads", leaders = and_list(&s.leader_names()))
                    };
                    Entry {
                        path: path.clone(),
                        title: format!("{name} — {}", date(s.saved_at)),
                        detail: Ok({
                            let rules = rule_set_name(&s.rules);
                            let seats = s.seat_names().join(&tr!("list-comma"));
                            if s.game == GameKind::MadQueens {
                                tr!(
                                    "load-detail-mad",
                                    rules = rules,
                                    seats = seats,
                                    turn = s.turn,
                                    lead = lead
                                )
                            } else {
                                let detail = tr!(
                                    "load-detail",
                                    rules = rules,
                                    seats = seats,
                                    turn = s.turn,
                                    lead = lead
                                );
                                if s.practice {
                                    tr!("load-detail-practice", detail = detail)
                                } else {
                                    detail
                                }
                            }
                        }),
                        resumable: !s.finished,
                        reviewable: s.finished
                            && reviewed_seat(
                                &s.seats
                                    .iter()
                                    .map(|p| p.kind == SeatKind::Human)
                                    .collect::<Vec<_>>(),
                            )
                            .is_some(),
                    }
                }
                Err(e) => Entry {
                    path: path.clone(),
                    title: file,
                    detail: Err(e.clone()),
                    resumable: false,
                    reviewable: false,
                },
            }
        })
        .collect()
}

/// The width of a save's words in the list, beside its buttons.
const SAVE_WORDS_WIDTH: f32 = 480.0;

fn draw_load_screen(
    mut contexts: EguiContexts,
    folder: Res<SavesFolder>,
    mut open: MessageWriter<OpenTable>,
    mut review: MessageWriter<OpenReview>,
    mut next: ResMut<NextState<Screen>>,
    mut state: Local<LoadScreen>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !state.loaded_for {
        state.list = folder
            .0
            .list()
            .into_iter()
            .map(|(p, r)| (p, r.map_err(|e| load_error(&e))))
            .collect();
        state.loaded_for = true;
    }
    let mut refresh = false;
    let listed = entries(&state.list);
    // The list scrolls; Back stays in sight below it.
    widgets::menu_card_parts(ctx, "load", 680.0, |card| {
        card.body(|ui| {
            widgets::heading(ui, &tr!("load-heading"));
            widgets::gold_rule(ui);
            if listed.is_empty() {
                ui.label(tr!(
                    "load-none",
                    folder = folder.0.path().display().to_string()
                ));
            }
            for entry in &listed {
                ui.separator();
                // The words in their own column, wrapping, as wide as the card
                // leaves beside the buttons (a width of its own, not the card's:
                // the card widens to its widest row, and would widen again).
                ui.horizontal(|ui| {
                    ui.vertical(|ui| {
                        ui.set_width(SAVE_WORDS_WIDTH);
                        ui.label(RichText::new(&entry.title).strong());
                        match &entry.detail {
                            Ok(d) => ui.label(RichText::new(d).size(15.0)),
                            Err(e) => ui.label(RichText::new(e).color(WARNING)),
                        };
                    });
                    ui.vertical(|ui| {
                        ui.horizontal(|ui| {
                            if entry.resumable && ui.button(tr!("load-load")).clicked() {
                                match folder.0.load(&entry.path) {
                                    Ok(l) => {
                                        open.write(OpenTable::Resume(Box::new(l)));
                                    }
                                    Err(e) => state
                                        .list
                                        .iter_mut()
                                        .filter(|(p, _)| *p == entry.path)
                                        .for_each(|x| x.1 = Err(load_error(&e))),
                                }
                            }
                            if entry.detail.is_ok()
                                && ui.button(tr!("load-replay")).clicked()
                                && let Ok(l) = folder.0.load(&entry.path)
                            {
                                open.write(OpenTable::Replay(Box::new(l)));
                            }
                            if entry.reviewable
                                && ui.button(tr!("load-review")).clicked()
                                && let Ok(l) = folder.0.load(&entry.path)
                            {
                                review.write(OpenReview {
                                    save: Box::new(l),
                                    back: Screen::Load,
                                });
                            }
                        });
                        if ui.button(tr!("load-delete")).clicked() {
                            state.confirm_delete = Some((entry.path.clone(), entry.title.clone()));
                        }
                    });
                });
            }
        });
        card.actions(|ui| {
            let asking = state.confirm_delete.is_some();
            if widgets::menu_button(ui, &tr!("menu-back"), true)
                || (!asking && widgets::escape_pressed(ui))
            {
                state.loaded_for = false;
                next.set(Screen::Title);
            }
        });
    });
    // Asked in a window of its own over the list, so that the list stays where it was.
    if let Some((path, title)) = state.confirm_delete.clone() {
        let (delete, keep) = widgets::modal(ctx, "delete-save", 560.0, |ui| {
            // Named as the list names it, not by its file.
            ui.label(RichText::new(tr!("load-delete-confirm", file = title)).strong());
            ui.add_space(8.0);
            let chosen = widgets::button_pair(ui, &tr!("load-delete"), &tr!("load-keep"));
            (chosen.0, chosen.1 || widgets::escape_pressed(ui))
        });
        if delete {
            if let Err(e) = folder.0.delete(&path) {
                warn!("Cannot delete {}: {e}", path.display());
            }
            state.confirm_delete = None;
            refresh = true;
        } else if keep {
            state.confirm_delete = None;
        }
    }
    if refresh {
        state.loaded_for = false;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates_read_as_calendar_dates() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        let utc = jiff::tz::TimeZone::UTC;
        assert_eq!(super::date_in(0, &utc), "1 Jan 1970, 00:00");
        assert_eq!(super::date_in(1_700_000_000, &utc), "14 Nov 2023, 22:13");
    }

    #[test]
    fn the_backup_of_the_autosave_is_listed_only_when_the_autosave_cannot_be() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        use crate::save::{SaveFile, SaveSummary, load_bytes};
        use crate::seats::SeatInfo;
        use crate::sleeping_queens::{Game, RuleSet, Setup};
        let (game, _) = Game::new(Setup::new(2, RuleSet::classic()), 1).unwrap();
        let seats = [SeatInfo::human("Ana"), SeatInfo::human("Bo")];
        let text = SaveFile::new(&game, "autosave", &seats, 0)
            .to_ron()
            .unwrap();
        let loaded = load_bytes(text.as_bytes()).unwrap();
        let summary = |file: &str| Ok(SaveSummary::new(file, &loaded));
        let both = vec![
            ("autosave.ron".into(), summary("autosave.ron")),
            ("autosave.prev.ron".into(), summary("autosave.prev.ron")),
        ];
        let shown = super::entries(&both);
        assert_eq!(shown.len(), 1);
        assert!(shown[0].title.starts_with("Last game (autosave)"));
        let damaged = vec![
            ("autosave.ron".into(), Err("damaged".to_string())),
            ("autosave.prev.ron".into(), summary("autosave.prev.ron")),
        ];
        let shown = super::entries(&damaged);
        assert_eq!(shown.len(), 2);
        assert!(shown[1].title.starts_with("The game before"));
    }
}
