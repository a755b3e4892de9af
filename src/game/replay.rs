//! Playing a saved game back, either game: the recorded choices go in one by one, at a
//! bot's pace, through the same way in as every other choice (`play::Choose`). The
//! replay can be paused, stepped and sped up; it never turns into a live game (nobody is
//! asked, no bot plays), and its end says so. Each table says when the next choice may
//! go (when it has shown the last one) and turns a recorded choice into its own; the
//! timing, the controls and the replay bar are here.

use std::collections::VecDeque;

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};

use crate::game::play::{DesktopGame, Match, Opening};
use crate::game::rest::Wake;
use crate::game::states::Screen;
use crate::tr;

/// Where leaving a replay goes: a screen that opened it and waits for it (a review at
/// the moment it showed), else the saved games.
#[derive(Resource, Default, Debug)]
pub struct LeaveReplayTo(pub Option<Screen>);

impl LeaveReplayTo {
    pub fn screen(leave: Option<&LeaveReplayTo>) -> Screen {
        leave.and_then(|l| l.0).unwrap_or(Screen::Load)
    }
}

/// Adds the replay of game `G`, whose table is `screen`: it is loaded as the table
/// opens (in `opened`, after the match), controlled from the bar, and put away as the
/// table closes.
pub fn add_replay<G: DesktopGame>(app: &mut App, screen: Screen, opened: impl SystemSet + Copy) {
    app.add_systems(OnEnter(screen), load_replay::<G>.in_set(opened));
    app.add_systems(OnExit(screen), |mut commands: Commands| {
        commands.remove_resource::<Replay<G>>()
    });
    app.add_systems(
        Update,
        control::<G>.run_if(in_state(screen).and_then(resource_exists::<Replay<G>>)),
    );
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReplayControl>();
}

/// What the replay bar asks.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub enum ReplayControl {
    Pause,
    Play,
    /// Play the next recorded choice now (also while paused).
    Step,
    /// Play back this many times as fast as at the game's own pace.
    Speed(f32),
}

/// The replay of a game of `G`: the recorded choices still to play, and how they are
/// played back.
#[derive(Resource, Debug)]
pub struct Replay<G: DesktopGame> {
    /// The save's name.
    pub name: String,
    choices: VecDeque<G::Recorded>,
    /// How many choices the record holds.
    pub total: usize,
    pub paused: bool,
    /// 1: the pace of a bot's play.
    pub speed: f32,
    /// Seconds at the table before the next choice is played, once it is due.
    delay: Option<f32>,
    /// The next choice goes now (a Step).
    step: bool,
}

impl<G: DesktopGame> Replay<G> {
    /// The replay of `choices` (a save named `name`), from the table after `from` of
    /// them: paused there if that is not the deal (a moment picked in the review).
    pub fn new(name: &str, choices: &[G::Recorded], from: usize) -> Replay<G> {
        Replay {
            name: name.to_string(),
            choices: choices.iter().skip(from).copied().collect(),
            total: choices.len(),
            paused: from > 0,
            speed: 1.0,
            delay: None,
            step: false,
        }
    }

    /// Every recorded choice has been played (or the record disagreed with the game).
    pub fn is_over(&self) -> bool {
        self.choices.is_empty()
    }

    /// How many recorded choices have been played.
    pub fn played(&self) -> usize {
        self.total - self.choices.len()
    }

    /// The next recorded choice, once it is due: `pace` seconds (at speed 1) after the
    /// table showed the last one, counted in the `dt` of the frames this runs in (so a
    /// pause holds it), at once for a step; never while the replay is paused.
    pub fn next_due(
        &mut self,
        dt: f32,
        pace: f32,
        wake: &mut MessageWriter<Wake>,
    ) -> Option<G::Recorded> {
        if self.is_over() || (self.paused && !self.step) {
            return None;
        }
        let left = self.delay.unwrap_or(pace) - dt * self.speed;
        if left > 0.0 && !self.step {
            self.delay = Some(left);
            wake.write(Wake::in_secs(left / self.speed));
            return None;
        }
        self.delay = None;
        self.step = false;
        self.choices.pop_front()
    }

    /// The record ends here (or disagrees with the game): the replay is over.
    pub fn end(&mut self) {
        self.choices.clear();
    }
}

fn load_replay<G: DesktopGame>(mut commands: Commands, game: Option<Res<Match<G>>>) {
    if let Some(Opening::Replay {
        name,
        actions,
        from,
    }) = game.as_deref().map(Match::opening)
    {
        commands.insert_resource(Replay::<G>::new(name, actions, *from));
    }
}

fn control<G: DesktopGame>(mut asks: MessageReader<ReplayControl>, mut replay: ResMut<Replay<G>>) {
    for ask in asks.read() {
        match *ask {
            ReplayControl::Pause => replay.paused = true,
            ReplayControl::Play => replay.paused = false,
            ReplayControl::Step => replay.step = true,
            ReplayControl::Speed(s) => replay.speed = s.clamp(0.25, 8.0),
        }
    }
}

/// What the replay bar asked besides its controls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BarAsk {
    /// Leave the replay for the saved games.
    Leave,
}

/// The replay bar's contents: what is being played back and how far, and its controls
/// (written as `ReplayControl`s). Each table places it where it is clear of its cards.
pub fn replay_bar<G: DesktopGame>(
    ui: &mut egui::Ui,
    replay: &Replay<G>,
    control: &mut MessageWriter<ReplayControl>,
) -> Option<BarAsk> {
    let (title, progress) = if replay.is_over() {
        (
            tr!("replay-over"),
            tr!(
                "replay-name",
                name = crate::game::text::save_name(&replay.name)
            ),
        )
    } else {
        (
            tr!(
                "replay-of",
                name = crate::game::text::save_name(&replay.name)
            ),
            tr!(
                "replay-progress",
                action = (replay.played() + 1),
                total = replay.total
            ),
        )
    };
    // One line, where the prompt stands at a game (a replay asks nothing), as low as
    // the prompt: clear of the log, the grid and every seat's cards.
    ui.spacing_mut().button_padding = egui::vec2(10.0, 2.0);
    let button = |text: String| egui::Button::new(RichText::new(text).size(15.0));
    ui.horizontal(|ui| {
        ui.add(egui::Label::new(RichText::new(title).size(15.0)).extend());
        ui.add(egui::Label::new(RichText::new(progress).size(13.0)).extend());
        if !replay.is_over() {
            if replay.paused {
                if ui.add(button(tr!("replay-play"))).clicked() {
                    control.write(ReplayControl::Play);
                }
            } else if ui.add(button(tr!("replay-pause"))).clicked() {
                control.write(ReplayControl::Pause);
            }
            if ui
                .add(button(tr!("replay-step")))
                .on_hover_text(tr!("replay-step-hint"))
                .clicked()
            {
                control.write(ReplayControl::Step);
            }
            for s in [1.0, 2.0, 4.0] {
                let speed = RichText::new(tr!("replay-speed", speed = s)).size(15.0);
                if ui.selectable_label(replay.speed == s, speed).clicked() {
                    control.write(ReplayControl::Speed(s));
                }
            }
        }
        ui.add(button(tr!("replay-leave")))
            .clicked()
            .then_some(BarAsk::Leave)
    })
    .inner
}

/// The replay bar in its frame, its point `pivot` at `at` on the screen.
pub fn replay_bar_at<G: DesktopGame>(
    ctx: &egui::Context,
    (at, pivot): (egui::Pos2, Align2),
    order: egui::Order,
    replay: &Replay<G>,
    control: &mut MessageWriter<ReplayControl>,
) -> Option<BarAsk> {
    egui::Area::new(egui::Id::new("replay-bar"))
        .fixed_pos(at)
        .pivot(pivot)
        .order(order)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style())
                .inner_margin(egui::Margin::symmetric(12, 5))
                .show(ui, |ui| replay_bar(ui, replay, control))
                .inner
        })
        .inner
}
