//! Setting up a game of Mad Queens: 1 to 6 players, each a person at this screen or a
//! bot of a strength, and an optional seed.

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, RichText},
};

use super::setup::{FormError, parse_seed, seat_grid};
use crate::game::next_game::{MadConfig, OpenTable};
use crate::game::states::Screen;
use crate::game::text::localized_name;
use crate::game::theme::{palette::WARNING, widgets};
use crate::mad_queens::state::{MAX_PLAYERS, MIN_PLAYERS};
use crate::seats::{SeatInfo, SeatKind};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MadSetupForm>();
    app.add_systems(OnEnter(Screen::MadSetup), follow_language);
    app.add_systems(
        EguiPrimaryContextPass,
        draw_mad_setup.run_if(in_state(Screen::MadSetup)),
    );
}

/// Seat rows the form always shows, so that emptying one moves nothing.
const ROWS: usize = MAX_PLAYERS as usize;

/// The form: a name and who plays each seat (`None`: empty), and a seed.
#[derive(Resource, Debug, Clone)]
pub struct MadSetupForm {
    pub seats: [(String, Option<SeatKind>); ROWS],
    pub seed: String,
    /// A practice game: every take-back allowed.
    pub practice: bool,
    pub error: Option<String>,
}

impl Default for MadSetupForm {
    fn default() -> Self {
        let c = MadConfig::default();
        MadSetupForm {
            seats: std::array::from_fn(|i| match c.seats.get(i) {
                Some(s) => (s.name.clone(), Some(s.kind)),
                None => (String::new(), None),
            }),
            seed: String::new(),
            practice: c.practice,
            error: None,
        }
    }
}

/// The person's default name in the language spoken now.
fn follow_language(mut form: ResMut<MadSetupForm>) {
    for (name, _) in form.seats.iter_mut() {
        let said = localized_name(name);
        if *name != said {
            *name = said;
        }
    }
}

impl MadSetupForm {
    /// The game this form describes, or what is wrong with it.
    pub fn to_config(&self) -> Result<MadConfig, FormError> {
        let seats = crate::game::text::seats_named_for_the_screen(
            self.seats
                .iter()
                .filter_map(|(name, kind)| kind.map(|k| SeatInfo::new(name.trim(), k)))
                .collect(),
        );
        if !(MIN_PLAYERS as usize..=MAX_PLAYERS as usize).contains(&seats.len()) {
            return Err(FormError::Players {
                min: MIN_PLAYERS,
                max: MAX_PLAYERS,
            });
        }
        if seats.iter().any(|s| s.name.is_empty()) {
            return Err(FormError::Names);
        }
        let seed = parse_seed(&self.seed)?;
        Ok(MadConfig {
            seats,
            seed,
            practice: self.practice,
        })
    }
}

fn draw_mad_setup(
    mut contexts: EguiContexts,
    mut form: ResMut<MadSetupForm>,
    mut open: MessageWriter<OpenTable>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    widgets::menu_card(ctx, "mad setup", 520.0, |ui| {
        widgets::heading(ui, &tr!("mad-setup-heading"));
        let intro = tr!("mad-setup-intro");
        ui.label(widgets::paragraph(ui, &intro, 15.0));
        widgets::gold_rule(ui);
        ui.add_space(6.0);
        ui.spacing_mut().button_padding.y = 4.0;
        ui.spacing_mut().interact_size.y = 30.0;
        seat_grid(
            ui,
            "mad seats",
            |i| tr!("mad-setup-player", number = (i + 1)),
            form.seats.iter_mut().map(|(name, kind)| (name, kind)),
        );
        egui::Grid::new("mad options")
            .num_columns(3)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                ui.label(RichText::new(tr!("setup-seed")));
                let seed = ui.add_sized(
                    [150.0, 30.0],
                    widgets::text_field(&mut form.seed).hint_text(tr!("setup-seed-hint")),
                );
                widgets::named(&seed, &tr!("setup-seed"));
                ui.checkbox(&mut form.practice, tr!("setup-practice"))
                    .on_hover_text(tr!("setup-practice-words"));
                ui.end_row();
            });
        super::setup::practice_words(ui);
        if let Some(e) = &form.error {
            ui.colored_label(WARNING, e);
        }
        ui.add_space(8.0);
        let (back, start) = widgets::back_and_start(ui);
        if start || ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            match form.to_config() {
                Ok(c) => {
                    form.error = None;
                    open.write(OpenTable::NewMad(c));
                }
                Err(e) => form.error = Some(e.to_string()),
            }
        }
        if back || widgets::escape_pressed(ui) {
            next_screen.set(Screen::Title);
        }
    });
    Ok(())
}
