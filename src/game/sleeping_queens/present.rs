//! The presentation: engine events shown one at a time. [`present`] is the one place
//! that says, for each event, how long the table lingers on it, its sound, its line in
//! the game log and how it moves the cards; adding an event touches that function only.

use std::collections::VecDeque;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::engine::{Choose, Match, ViewChanged};
use super::model::{CardKey, TableModel};
use super::schedule::{TableSetup, TableSystems};
use crate::game::cli::Cli;
use crate::game::play::{Happened, Opening, TakenBack};
use crate::game::rest::Wake;
use crate::game::settings::Settings;
use crate::game::sounds::{PlaySound, Sfx};
use crate::game::states::Screen;
use crate::game::text::{
    a_card, card_name, end_reason, format_numbers, grid_place, parity_key, queen_name, seat_name,
    the_queen, you as text_you,
};
use crate::i18n::{Language, and_list};
use crate::seats::SeatKind;
use crate::sleeping_queens::event::{EVERYONE, From, Restriction, SkipReason};
use crate::sleeping_queens::{Action, Card, Decision, Game, GameEvent, Queen, Seat};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationSpeed>();
    app.add_message::<SkipAnimation>();
    app.add_message::<ClockPassed>();
    app.init_resource::<PassesToTell>();
    app.add_systems(
        Update,
        note_passes
            .in_set(TableSystems::Decide)
            .run_if(resource_exists::<Presentation>),
    );
    app.add_systems(
        OnEnter(Screen::Playing),
        open_presentation.in_set(TableSetup::Parts),
    );
    app.add_systems(OnEnter(Screen::Title), |mut commands: Commands| {
        commands.remove_resource::<Presentation>();
        commands.remove_resource::<TableShown>();
    });
    app.add_systems(
        Update,
        (
            follow_speed_setting.run_if(resource_changed::<Settings>),
            (take_events, show_afresh, tell_passes, step, retell_log)
                .chain()
                .in_set(TableSystems::Present),
        )
            .run_if(resource_exists::<Presentation>),
    );
}

/// How fast animations and bot delays run (1 = normal; `--animation-speed` times the
/// setting).
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct AnimationSpeed {
    pub speed: f32,
    /// Everything jumps to its end this frame (a click skips the animation).
    pub snap: bool,
}

impl Default for AnimationSpeed {
    fn default() -> Self {
        AnimationSpeed {
            speed: 1.0,
            snap: false,
        }
    }
}

/// Skip to the end of the event being shown (a click while cards move).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SkipAnimation;

/// What the table shows: where every card lies, whose turn it is, the game log and
/// each seat's points at the start of every turn. It trails the engine while events
/// play out.
#[derive(Resource, Debug, Clone, Default)]
pub struct TableShown {
    pub model: TableModel,
    /// Whose turn the table shows.
    pub turn: Option<Seat>,
    pub log: Vec<String>,
    /// Each seat's points at the start of every turn (for the results chart).
    pub points: Vec<Vec<u32>>,
    /// Cards that traded places in the model without moving on the table (a mirror's
    /// stand-ins for what its seat cannot see): their pictures trade places at once.
    pub trades: Vec<(CardKey, CardKey)>,
}

impl TableShown {
    fn note_points(&mut self) {
        for (seat, row) in self.points.iter_mut().enumerate() {
            let owned = self.model.owned.get(seat);
            row.push(owned.map_or(0, |r| r.iter().map(|(q, _)| q.points()).sum()));
        }
    }
}

/// Who the presentation speaks to.
#[derive(Debug, Clone)]
pub struct Audience {
    pub names: Vec<String>,
    /// The one person at the table, if there is just one: the log tells their secrets
    /// ("You draw a Knight"). When several share the screen the log, which stays up
    /// after the seat changes hands, tells no one's.
    pub viewer: Option<Seat>,
    /// The seats of the people at this screen (a win or loss sounds for them).
    pub people: Vec<Seat>,
}

impl Audience {
    pub fn of(game: &Match) -> Audience {
        let people = game.people();
        Audience {
            names: game.names().to_vec(),
            viewer: match people.as_slice() {
                [one] => Some(*one),
                _ => None,
            },
            people,
        }
    }

    fn name(&self, seat: Seat) -> String {
        seat_name(&self.names, seat)
    }
}

/// The events still to show, and how long the one on show lingers.
#[derive(Resource, Debug)]
pub struct Presentation {
    queue: VecDeque<GameEvent>,
    /// Seconds left on the event on show.
    wait: f32,
    /// The deal is being shown (its draws go quickly).
    dealing: bool,
    audience: Audience,
    /// The language the log was told in: another one spoken now tells it again.
    told_in: Language,
}

impl Presentation {
    /// Every event has been shown: the table shows the engine's state.
    pub fn is_idle(&self) -> bool {
        self.queue.is_empty() && self.wait <= 0.0
    }

    /// How many events are still to show.
    pub fn events_to_show(&self) -> usize {
        self.queue.len()
    }

    /// The decision waiting for a player, once every event has been shown.
    pub fn decision_now<'a>(&self, game: &'a Match) -> Option<&'a Decision> {
        if self.is_idle() {
            game.state().pending()
        } else {
            None
        }
    }

    /// The decision now, if a person at this screen makes it (never in a replay).
    pub fn persons_decision<'a>(&self, game: &'a Match) -> Option<&'a Decision> {
        self.decision_now(game)
            .filter(|d| !game.is_replay() && game.seat_kind(d.seat()) == SeatKind::Human)
    }
}

/// The table now: the match and its presentation, read together.
#[derive(SystemParam)]
pub struct TableNow<'w> {
    pub game: Res<'w, Match>,
    pub presentation: Res<'w, Presentation>,
}

impl TableNow<'_> {
    /// The decision waiting for a player, once every event has been shown.
    pub fn decision(&self) -> Option<&Decision> {
        self.presentation.decision_now(&self.game)
    }

    /// The decision now, if a person at this screen makes it (never in a replay).
    pub fn persons_decision(&self) -> Option<&Decision> {
        self.presentation.persons_decision(&self.game)
    }
}

/// Seconds at speed 1 a queen revealed to everyone stays face up before anything else
/// happens (she turns face down again, flies to her owner): long enough to be read.
/// Reduced motion keeps the hold and drops only the movement.
pub const REVEAL_HOLD: f32 = 1.2;

/// What showing one event takes besides its line and its change to the table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Step {
    /// How long the table lingers on it, in seconds at speed 1.
    pub seconds: f32,
    pub sound: Option<Sfx>,
}

impl Step {
    fn new(seconds: f32) -> Step {
        Step {
            seconds,
            sound: None,
        }
    }

    fn sound(self, sfx: Sfx) -> Step {
        Step {
            sound: Some(sfx),
            ..self
        }
    }
}

/// Shows one event: moves the cards in `shown`, adds its line to the log (as `who`
/// may know it) and says how long it takes and how it sounds. `next` is the event
/// after it (a Jester's turned-up card is told once, by the Jester's line); `dealing`:
/// the deal's draws go quickly.
pub fn present(
    event: &GameEvent,
    next: Option<&GameEvent>,
    who: &Audience,
    shown: &mut TableShown,
    dealing: bool,
) -> Step {
    let w = Words { who };
    let (step, line) = match event {
        GameEvent::TurnStarted { .. }
        | GameEvent::TurnSkipped { .. }
        | GameEvent::ExtraTurn { .. }
        | GameEvent::RestrictionSet { .. }
        | GameEvent::RestrictionEnded { .. }
        | GameEvent::GameOver { .. } => turn_step(event, &w, shown),
        GameEvent::Played { .. }
        | GameEvent::NumbersPlayed { .. }
        | GameEvent::DiscardedStuck { .. }
        | GameEvent::Discarded { .. }
        | GameEvent::Answered { .. }
        | GameEvent::Cancelled { .. }
        | GameEvent::NoEffect { .. }
        | GameEvent::Burned { .. } => card_step(event, &w, shown),
        GameEvent::Drew { .. }
        | GameEvent::Reshuffled { .. }
        | GameEvent::DrawSkipped { .. }
        | GameEvent::JesterRevealed { .. }
        | GameEvent::JesterCounted { .. } => draw_step(event, &w, shown, next, dealing),
        GameEvent::Revealed { .. }
        | GameEvent::TurnedFaceDown { .. }
        | GameEvent::Woken { .. }
        | GameEvent::Owned { .. }
        | GameEvent::SentBack { .. }
        | GameEvent::PutToSleep { .. }
        | GameEvent::Swapped { .. }
        | GameEvent::GridFlipped
        | GameEvent::AllQueensHidden
        | GameEvent::HatShuffle { .. }
        | GameEvent::QueensShuffled { .. } => queen_step(event, &w, shown),
    };
    if let Some(line) = line {
        shown.log.push(line);
    }
    step
}

/// How the log names seats and queens for its reader.
struct Words<'a> {
    who: &'a Audience,
}

impl Words<'_> {
    fn n(&self, s: Seat) -> String {
        self.who.name(s)
    }

    fn you(&self, s: Seat) -> &'static str {
        text_you(s, self.who.viewer)
    }

    /// A queen as the reader may know her: "the Rose Queen" or "a hidden queen".
    fn q(&self, q: Option<Queen>) -> String {
        q.map_or_else(|| tr!("log-a-hidden-queen"), the_queen)
    }

    /// Her name after an owner's: "Rose Queen" or "hidden queen" (Ana's …).
    fn q_of(&self, q: Option<Queen>) -> String {
        q.map_or_else(|| tr!("log-hidden-queen"), queen_name)
    }
}

/// A turn's start, skip or repeat, a restriction set or ended, and the game's end.
fn turn_step(event: &GameEvent, w: &Words, shown: &mut TableShown) -> (Step, Option<String>) {
    let who = w.who;
    match event {
        GameEvent::TurnStarted { seat, turn } => {
            shown.turn = Some(*seat);
            shown.note_points();
            (
                Step::new(0.35),
                Some(tr!("log-turn", turn = (*turn), name = w.n(*seat))),
            )
        }
        GameEvent::TurnSkipped { seat, reason } => {
            let line = match reason {
                SkipReason::ChessRestriction => {
                    tr!("log-skipped-chess", you = w.you(*seat), name = w.n(*seat))
                }
                SkipReason::EmptyHand => {
                    tr!(
                        "log-skipped-empty-hand",
                        you = w.you(*seat),
                        name = w.n(*seat)
                    )
                }
            };
            (Step::new(0.2), Some(line))
        }
        GameEvent::ExtraTurn { seat } => (
            Step::new(0.2),
            Some(tr!("log-extra-turn", you = w.you(*seat), name = w.n(*seat))),
        ),
        GameEvent::RestrictionSet { seat, restriction } => {
            let limits = &mut shown.model.limits;
            let line = match restriction {
                Restriction::SinglesOnly => {
                    limits.singles_only = true;
                    tr!("log-singles-only", you = w.you(*seat), name = w.n(*seat))
                }
                Restriction::NoParity(p) => {
                    limits.banned_parity = Some(*p);
                    tr!(
                        "log-no-parity",
                        you = w.you(*seat),
                        name = w.n(*seat),
                        parity = parity_key(*p)
                    )
                }
            };
            (Step::new(0.2), Some(line))
        }
        GameEvent::RestrictionEnded { restriction } => {
            let limits = &mut shown.model.limits;
            let line = match restriction {
                Restriction::SinglesOnly => {
                    limits.singles_only = false;
                    tr!("log-puzzle-over")
                }
                Restriction::NoParity(_) => {
                    limits.banned_parity = None;
                    tr!("log-chess-over")
                }
            };
            (Step::new(0.2), Some(line))
        }
        GameEvent::GameOver { winners, reason } => {
            let names: Vec<String> = winners.iter().map(|s| w.n(*s)).collect();
            let line = tr!(
                "log-game-over",
                you = match winners.as_slice() {
                    [winner] => w.you(*winner),
                    _ => "no",
                },
                names = and_list(&names),
                count = names.len(),
                reason = end_reason(*reason)
            );
            let won = winners.iter().any(|w| who.people.contains(w));
            let step = match (who.people.is_empty(), won) {
                (true, _) => Step::new(1.0),
                (false, true) => Step::new(1.0).sound(Sfx::Victory),
                (false, false) => Step::new(1.0).sound(Sfx::Defeat),
            };
            (step, Some(line))
        }
        // The other events are another step's.
        _ => (Step::new(0.0), None),
    }
}

/// Cards played, discarded, answered or burned.
fn card_step(event: &GameEvent, w: &Words, shown: &mut TableShown) -> (Step, Option<String>) {
    let m = &mut shown.model;
    match event {
        GameEvent::Played { seat, card } => {
            shown.trades.extend(m.bring_to_hand(*seat, *card));
            m.put_in_play(*card);
            let line = tr!(
                "log-played",
                you = w.you(*seat),
                name = w.n(*seat),
                card = a_card(card.card())
            );
            (Step::new(0.6).sound(Sfx::Discard), Some(line))
        }
        GameEvent::NumbersPlayed { seat, play } => {
            for c in play.cards() {
                shown.trades.extend(m.bring_to_hand(*seat, *c));
            }
            for c in play.cards() {
                m.put_in_play(*c);
            }
            let dragons: Vec<String> = play
                .dragons()
                .map(|(_, v)| tr!("log-dragon-as", value = v))
                .collect();
            let numbers = format_numbers(play.values());
            let line = if dragons.is_empty() {
                tr!(
                    "log-numbers",
                    you = w.you(*seat),
                    name = w.n(*seat),
                    numbers = numbers,
                    count = play.len()
                )
            } else {
                tr!(
                    "log-numbers-dragons",
                    you = w.you(*seat),
                    name = w.n(*seat),
                    numbers = numbers,
                    dragons = dragons.join(&tr!("list-comma")),
                    count = play.len()
                )
            };
            (Step::new(0.6).sound(Sfx::Discard), Some(line))
        }
        GameEvent::DiscardedStuck { seat, card } => {
            shown.trades.extend(m.bring_to_hand(*seat, *card));
            m.put_on_discard(*card);
            let line = tr!(
                "log-stuck",
                you = w.you(*seat),
                name = w.n(*seat),
                card = a_card(card.card())
            );
            (Step::new(0.35).sound(Sfx::Discard), Some(line))
        }
        GameEvent::Discarded { cards } => {
            for c in cards {
                m.put_on_discard(*c);
            }
            (Step::new(0.35), None)
        }
        GameEvent::Answered {
            seat,
            card,
            against,
        } => {
            shown.trades.extend(m.bring_to_hand(*seat, *card));
            m.put_in_play(*card);
            let line = tr!(
                "log-answered",
                you = w.you(*seat),
                name = w.n(*seat),
                against = card_name(*against),
                card = a_card(card.card())
            );
            (Step::new(0.6).sound(Sfx::Answer), Some(line))
        }
        GameEvent::Cancelled { card } => (
            Step::new(0.5).sound(Sfx::Answer),
            Some(tr!("log-cancelled", card = card_name(card.card()))),
        ),
        GameEvent::NoEffect { card, queen } => (
            Step::new(0.5),
            Some(tr!(
                "log-no-effect",
                card = card_name(card.card()),
                queen = queen_name(*queen)
            )),
        ),
        GameEvent::Burned { seat, card } => {
            shown.trades.extend(m.bring_to_hand(*seat, *card));
            m.put_out_of_game(*card);
            let line = tr!(
                "log-burned",
                you = w.you(*seat),
                name = w.n(*seat),
                card = card_name(card.card())
            );
            (Step::new(0.5).sound(Sfx::Discard), Some(line))
        }
        // The other events are another step's.
        _ => (Step::new(0.0), None),
    }
}

/// Cards drawn, the draw pile reshuffled, and a Jester's card turned up and counted.
fn draw_step(
    event: &GameEvent,
    w: &Words,
    shown: &mut TableShown,
    next: Option<&GameEvent>,
    dealing: bool,
) -> (Step, Option<String>) {
    let m = &mut shown.model;
    let viewer = w.who.viewer;
    match event {
        GameEvent::Drew { seat, card } => {
            if let Some(c) = card.value.or_else(|| m.draw.last().copied()) {
                m.put_in_hand(*seat, c);
            }
            let jester_tells_it = matches!(next, Some(GameEvent::JesterRevealed { seat: s, card: c })
                if s == seat && card.value == Some(*c));
            let line = match card.known_by(viewer) {
                _ if jester_tells_it => None,
                Some(c) if card.known_to == EVERYONE => Some(tr!(
                    "log-drew-for-all",
                    you = w.you(*seat),
                    name = w.n(*seat),
                    card = a_card(c.card())
                )),
                Some(c) if viewer == Some(*seat) => {
                    Some(tr!("log-you-drew", card = a_card(c.card())))
                }
                _ => None,
            };
            let step = Step::new(if dealing { 0.07 } else { 0.3 }).sound(Sfx::Deal);
            (step, line)
        }
        GameEvent::Reshuffled { cards } => {
            m.reshuffle();
            let line = tr!("log-reshuffled", cards = (*cards));
            (Step::new(0.8).sound(Sfx::Shuffle), Some(line))
        }
        GameEvent::DrawSkipped { seat } => (
            Step::new(0.2),
            Some(tr!(
                "log-draw-skipped",
                you = w.you(*seat),
                name = w.n(*seat)
            )),
        ),
        GameEvent::JesterRevealed { seat, card } => {
            // Classic: a number is discarded at once (it goes with the Jester).
            if matches!(card.card(), Card::Number(_)) && m.in_a_hand(*card) && !m.extended {
                m.put_in_play(*card);
            }
            let line = tr!(
                "log-jester-turns-up",
                you = w.you(*seat),
                name = w.n(*seat),
                card = a_card(card.card())
            );
            (Step::new(0.7), Some(line))
        }
        GameEvent::JesterCounted { count, reached, .. } => (
            Step::new(0.7),
            Some(tr!(
                "log-jester-count",
                count = (*count),
                you = w.you(*reached),
                name = w.n(*reached)
            )),
        ),
        // The other events are another step's.
        _ => (Step::new(0.0), None),
    }
}

/// Queens revealed, woken, taken, put back to sleep, swapped and shuffled.
fn queen_step(event: &GameEvent, w: &Words, shown: &mut TableShown) -> (Step, Option<String>) {
    let m = &mut shown.model;
    let viewer = w.who.viewer;
    match event {
        GameEvent::Revealed { slot, queen } => {
            shown.trades.extend(m.bring_to_slot(*slot, *queen));
            m.lay_in_slot(*slot, *queen, true);
            let line = tr!(
                "log-revealed",
                queen = queen_name(*queen),
                place = grid_place(*slot)
            );
            (Step::new(REVEAL_HOLD).sound(Sfx::Flip), Some(line))
        }
        GameEvent::TurnedFaceDown { slot } => {
            m.turn_slot(*slot, false);
            let line = tr!("log-face-down", place = grid_place(*slot));
            (Step::new(0.2).sound(Sfx::Flip), Some(line))
        }
        GameEvent::Woken { seat, queen, slot } => {
            shown.trades.extend(m.bring_to_slot(*slot, *queen));
            m.give_queen(*seat, *queen);
            let line = tr!(
                "log-woken",
                you = w.you(*seat),
                name = w.n(*seat),
                queen = queen_name(*queen)
            );
            (Step::new(0.7).sound(Sfx::Wake), Some(line))
        }
        GameEvent::Owned { seat, queen, from } => {
            let which = queen.value.or_else(|| match from {
                From::Seat(f) => m.last_owned(*f),
                From::Slot(s) => m.grid_queen(*s),
            });
            if let Some(which) = which {
                m.give_queen(*seat, which);
            }
            let known = w.q(queen.known_by(viewer));
            let (you, name) = (w.you(*seat), w.n(*seat));
            let line = match from {
                From::Slot(_) => tr!("log-takes", you = you, name = name, queen = known),
                From::Seat(f) if f == seat => {
                    tr!("log-keeps", you = you, name = name, queen = known)
                }
                From::Seat(f) => tr!(
                    "log-takes-from",
                    you = you,
                    name = name,
                    queen = known,
                    from_you = text_you(*f, viewer),
                    from = w.n(*f)
                ),
            };
            (Step::new(0.7).sound(Sfx::Steal), Some(line))
        }
        GameEvent::SentBack { queen, slot } => {
            m.turn_slot(*slot, false);
            let line = tr!(
                "log-sent-back",
                queen = queen_name(*queen),
                place = grid_place(*slot)
            );
            (Step::new(0.7).sound(Sfx::Sleep), Some(line))
        }
        GameEvent::PutToSleep { from, queen, slot } => {
            if let Some(which) = queen.value {
                m.lay_in_slot(*slot, which, false);
            }
            let line = tr!(
                "log-put-to-sleep",
                you = w.you(*from),
                name = w.n(*from),
                queen = w.q_of(queen.known_by(viewer)),
                place = grid_place(*slot)
            );
            (Step::new(0.7).sound(Sfx::Sleep), Some(line))
        }
        GameEvent::Swapped {
            seat,
            given,
            taken,
            slot,
            face_up,
        } => {
            if let (Some(g), Some(t)) = (given.value, taken.value) {
                m.lay_in_slot(*slot, g, *face_up);
                m.give_queen(*seat, t);
            }
            let taken = taken
                .known_by(viewer)
                .map_or_else(|| tr!("log-a-face-down-queen"), the_queen);
            let line = tr!(
                "log-swapped",
                you = w.you(*seat),
                name = w.n(*seat),
                queen = w.q_of(given.known_by(viewer)),
                taken = taken,
                place = grid_place(*slot)
            );
            (Step::new(0.7).sound(Sfx::Steal), Some(line))
        }
        GameEvent::GridFlipped => {
            m.flip_grid();
            (
                Step::new(0.8).sound(Sfx::Flip),
                Some(tr!("log-grid-flipped")),
            )
        }
        GameEvent::AllQueensHidden => {
            m.hide_owned();
            (Step::new(0.8), Some(tr!("log-queens-hidden")))
        }
        GameEvent::HatShuffle {
            king_seat,
            owner,
            count,
        } => {
            // Which queens: the engine's state says, when the step ends.
            let line = tr!(
                "log-hat-shuffle",
                you = w.you(*king_seat),
                name = w.n(*king_seat),
                count = (*count),
                owner_you = w.you(*owner),
                owner = w.n(*owner)
            );
            (Step::new(0.8).sound(Sfx::Shuffle), Some(line))
        }
        GameEvent::QueensShuffled { .. } => (Step::new(0.2).sound(Sfx::Shuffle), None),
        // The other events are another step's.
        _ => (Step::new(0.0), None),
    }
}

/// The game log's line for `event` as `viewer` may know it (`None`: no line of its
/// own), as [`present`] writes it.
pub fn narrate(event: &GameEvent, names: &[String], viewer: Option<Seat>) -> Option<String> {
    let who = Audience {
        names: names.to_vec(),
        viewer,
        people: viewer.into_iter().collect(),
    };
    let mut scratch = TableShown::default();
    present(event, None, &who, &mut scratch, false);
    scratch.log.pop()
}

impl TableShown {
    /// The table of a game shown from its deal to now at once: the log and points as
    /// they were told, the cards where the engine has them.
    fn caught_up(game: &Game, who: &Audience) -> TableShown {
        let record = game.record();
        let seats = record.setup.seats as usize;
        let mut shown = TableShown {
            points: vec![Vec::new(); seats],
            ..TableShown::default()
        };
        if game.is_mirror() {
            // No seed to deal from: the log and points are told on the table as it is.
            shown.model = TableModel::from_state(game.state());
        } else if let Ok((first, deal)) = Game::new(record.setup.clone(), record.seed) {
            shown.model = TableModel::before_deal(first.state(), &deal);
        }
        let history = game.history();
        for (i, e) in history.iter().enumerate() {
            present(e, history.get(i + 1), who, &mut shown, false);
        }
        shown.model = TableModel::from_state(game.state());
        shown.turn = Some(game.state().current_seat());
        // The cards are laid out afresh: nothing on the table is to trade places.
        shown.trades.clear();
        shown
    }
}

/// Opens the presentation of a new match: a new deal (or a replay) is shown card by
/// card; a resumed game starts settled.
fn open_presentation(
    mut commands: Commands,
    game: Option<Res<Match>>,
    cli: Res<Cli>,
    settings: Res<Settings>,
    mut speed: ResMut<AnimationSpeed>,
) {
    let Some(game) = game else {
        return;
    };
    *speed = AnimationSpeed {
        speed: speed_of(&cli, &settings),
        snap: false,
    };
    let audience = Audience::of(&game);
    let state = game.state();
    let (shown, presentation) = match game.opening() {
        Opening::Resumed | Opening::Replay { from: 1.., .. } => (
            TableShown::caught_up(game.game(), &audience),
            Presentation {
                queue: VecDeque::new(),
                wait: 0.0,
                dealing: false,
                audience,
                told_in: crate::i18n::language(),
            },
        ),
        Opening::New | Opening::Replay { .. } => {
            // Nothing played yet: the history is the deal.
            let deal = game.game().history();
            (
                TableShown {
                    model: TableModel::before_deal(state, deal),
                    turn: None,
                    log: Vec::new(),
                    points: vec![Vec::new(); state.seat_count() as usize],
                    trades: Vec::new(),
                },
                Presentation {
                    queue: deal.iter().cloned().collect(),
                    wait: 0.4,
                    dealing: true,
                    audience,
                    told_in: crate::i18n::language(),
                },
            )
        }
    };
    commands.insert_resource(shown);
    commands.insert_resource(presentation);
}

fn speed_of(cli: &Cli, settings: &Settings) -> f32 {
    (cli.animation_speed * settings.animation_speed).clamp(0.05, 100.0)
}

/// A new animation speed in the settings applies at once.
fn follow_speed_setting(cli: Res<Cli>, settings: Res<Settings>, mut speed: ResMut<AnimationSpeed>) {
    let want = speed_of(&cli, &settings);
    if speed.speed != want {
        speed.speed = want;
    }
}

/// A new language tells the log again in it (the line of every event shown so far),
/// with the person's default name in it: whenever the language spoken is not the one
/// the log was told in, however it changed (the pause menu's settings included, while
/// the table stood still).
fn retell_log(
    mut game: ResMut<Match>,
    mut presentation: ResMut<Presentation>,
    mut shown: ResMut<TableShown>,
) {
    let now = crate::i18n::language();
    if presentation.told_in == now {
        return;
    }
    presentation.told_in = now;
    game.follow_language();
    presentation.audience.names = game.names().to_vec();
    let history = game.game().history();
    let told = history.len().saturating_sub(presentation.queue.len());
    shown.log = log_of(&history[..told], &presentation.audience);
}

/// The log of `events`, as `audience` is told them, in the language spoken now.
fn log_of(events: &[GameEvent], audience: &Audience) -> Vec<String> {
    let mut scratch = TableShown::default();
    for (i, e) in events.iter().enumerate() {
        present(e, events.get(i + 1), audience, &mut scratch, false);
    }
    scratch.log
}

/// A decision was taken back, or another person's view is shown: the table shows the
/// game as it is now (the cards glide to where the engine has them) and the log as it
/// was told up to there.
fn show_afresh(
    mut taken: MessageReader<TakenBack>,
    mut view: MessageReader<ViewChanged>,
    game: Res<Match>,
    mut presentation: ResMut<Presentation>,
    mut shown: ResMut<TableShown>,
) {
    if taken.read().count() + view.read().count() == 0 {
        return;
    }
    presentation.queue.clear();
    presentation.wait = 0.0;
    presentation.dealing = false;
    *shown = TableShown::caught_up(game.game(), &presentation.audience);
}

/// The answer countdown ran out on the person's window of decision stamp `at`: the
/// pass made for them is told as the clock's (written by the countdown).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockPassed {
    pub at: usize,
}

/// A person's passes in windows, noted as they are chosen and told in the log once
/// played ("You passed", "Time ran out: you passed"): a pass makes no event — nobody
/// else learns of it (X-ANS-2) — so the table tells the person who sits alone at this
/// screen their own. Each: the decision's stamp, and whether the clock passed.
#[derive(Resource, Default)]
struct PassesToTell(Vec<(usize, bool)>);

/// Notes the person's passes chosen this frame, before they are played.
fn note_passes(
    mut chosen: MessageReader<Choose>,
    mut clock: MessageReader<ClockPassed>,
    game: Res<Match>,
    mut passes: ResMut<PassesToTell>,
) {
    let clock: Vec<usize> = clock.read().map(|c| c.at).collect();
    let alone = game.people().len() == 1;
    let asked = match game.state().pending() {
        // The person who played the card passes on it unasked.
        Some(Decision::Answer { seat, by, .. }) => seat != by,
        Some(Decision::AfterWake { .. }) => true,
        _ => false,
    };
    for c in chosen.read() {
        if alone
            && asked
            && c.action == Action::Pass
            && c.at == game.stamp()
            && game.seat_kind(c.seat) == SeatKind::Human
            && !passes.0.iter().any(|(at, _)| *at == c.at)
        {
            passes.0.push((c.at, clock.contains(&c.at)));
        }
    }
}

/// Tells the noted passes that were played; forgets those that were not (a
/// take-back, a refusal).
fn tell_passes(game: Res<Match>, mut passes: ResMut<PassesToTell>, mut shown: ResMut<TableShown>) {
    let stamp = game.stamp();
    passes.0.retain(|&(at, by_clock)| {
        if stamp == at + 1 {
            shown.log.push(if by_clock {
                tr!("log-you-passed-in-time")
            } else {
                tr!("log-you-passed")
            });
        }
        stamp == at
    });
}

/// Queues what the engine did.
fn take_events(
    mut happened: MessageReader<Happened<Game>>,
    mut presentation: ResMut<Presentation>,
) {
    for Happened(events) in happened.read() {
        presentation.queue.extend(events.iter().cloned());
    }
}

/// Shows queued events one at a time, each for its animation's length.
fn step(
    time: Res<Time>,
    game: Res<Match>,
    mut skips: MessageReader<SkipAnimation>,
    mut speed: ResMut<AnimationSpeed>,
    mut presentation: ResMut<Presentation>,
    mut shown: ResMut<TableShown>,
    mut sounds: MessageWriter<PlaySound>,
    mut wake: MessageWriter<Wake>,
) {
    let snap = skips.read().count() > 0;
    if speed.snap != snap {
        speed.snap = snap;
    }
    if presentation.is_idle() {
        return;
    }
    wake.write(Wake::NOW);
    if presentation.wait > 0.0 {
        presentation.wait -= time.delta_secs() * speed.speed;
        if snap {
            presentation.wait = 0.0;
        }
        if presentation.wait > 0.0 {
            return;
        }
    }
    presentation.wait = 0.0;
    let p = &mut *presentation;
    let Some(event) = p.queue.pop_front() else {
        return;
    };
    let step = present(&event, p.queue.front(), &p.audience, &mut shown, p.dealing);
    if p.queue.is_empty() {
        // The step is over: the table now shows exactly the engine's state (what a
        // seat playing over the network cannot see stays where it lies).
        shown.model = match game.online_seat() {
            Some(seat) => shown.model.following(game.state(), seat),
            None => TableModel::from_state(game.state()),
        };
        p.dealing = false;
    }
    p.wait = step.seconds;
    if let Some(sfx) = step.sound {
        sounds.write(PlaySound(sfx));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sleeping_queens::{CardId, Game, RuleSet, Setup};

    fn audience(names: &[&str], viewer: Option<Seat>) -> Audience {
        Audience {
            names: names.iter().map(|s| s.to_string()).collect(),
            viewer,
            people: viewer.into_iter().collect(),
        }
    }

    /// Every queen revealed to everyone stays face up on the table for at least
    /// [`REVEAL_HOLD`] seconds at speed 1 before the next event is shown, whatever
    /// follows (she turns face down again: Tie-Dye's reveal; she flies to her owner).
    #[test]
    fn a_revealed_queen_stays_face_up_long_enough_to_be_read() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        let who = audience(&["A", "B", "C", "D"], Some(0));
        let mut reveals = 0;
        for seed in 0..60 {
            let (mut game, deal) = Game::new(Setup::new(4, RuleSet::extended()), seed).unwrap();
            let mut shown = TableShown {
                model: TableModel::before_deal(game.state(), &deal),
                ..TableShown::default()
            };
            for e in &deal {
                present(e, None, &who, &mut shown, true);
            }
            let mut i = 0u64;
            while !game.state().is_over() && i < 2000 {
                let legal = game.state().legal_actions();
                let a = legal[(i.wrapping_mul(2654435761) % legal.len() as u64) as usize];
                let events = game.apply(a).unwrap();
                for (k, e) in events.iter().enumerate() {
                    let step = present(e, events.get(k + 1), &who, &mut shown, false);
                    if let GameEvent::Revealed { slot, .. } = e {
                        reveals += 1;
                        assert!(step.seconds >= REVEAL_HOLD, "{e:?}: {}", step.seconds);
                        assert!(
                            shown.model.grid[*slot as usize].is_some_and(|(_, up)| up),
                            "face up while it is held"
                        );
                    }
                }
                shown.model = TableModel::from_state(game.state());
                i += 1;
            }
        }
        assert!(reveals > 10, "{reveals} reveals");
    }

    /// Following the events step by step ends where the engine's state is.
    #[test]
    fn events_move_cards_where_the_engine_puts_them() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        let who = audience(&["A", "B", "C", "D", "E"], Some(0));
        for rules in ["classic", "extended", "extended-v1"] {
            for seed in 0..20 {
                let seats = 2 + (seed % 4) as u8;
                let (mut game, deal) =
                    Game::new(Setup::new(seats, RuleSet::named(rules).unwrap()), seed).unwrap();
                let mut shown = TableShown {
                    model: TableModel::before_deal(game.state(), &deal),
                    ..TableShown::default()
                };
                for e in &deal {
                    present(e, None, &who, &mut shown, true);
                }
                assert_eq!(shown.model, TableModel::from_state(game.state()));
                let mut i = 0u64;
                while !game.state().is_over() && i < 3000 {
                    let legal = game.state().legal_actions();
                    let a = legal[(i.wrapping_mul(2654435761) % legal.len() as u64) as usize];
                    let events = game.apply(a).unwrap();
                    for e in &events {
                        present(e, None, &who, &mut shown, false);
                    }
                    let truth = TableModel::from_state(game.state());
                    let shuffled = events.iter().any(|e| {
                        matches!(
                            e,
                            GameEvent::QueensShuffled { .. }
                                | GameEvent::HatShuffle { .. }
                                | GameEvent::AllQueensHidden
                        )
                    });
                    let model = &shown.model;
                    if !shuffled {
                        // Cards: exactly. Queens: the same places (hidden rows may reorder).
                        assert_eq!(
                            model.draw.len(),
                            truth.draw.len(),
                            "{rules} {seed} {events:?}"
                        );
                        assert_eq!(model.hands, truth.hands, "{rules} {seed} {events:?}");
                        assert_eq!(model.discard, truth.discard, "{rules} {seed} {events:?}");
                        assert_eq!(model.grid, truth.grid, "{rules} {seed} {events:?}");
                    }
                    shown.model = truth;
                    i += 1;
                }
            }
        }
    }

    #[test]
    fn a_new_language_tells_the_whole_log_again_in_it() {
        use crate::i18n::Language;
        let speaking = crate::i18n::speaking(Language::English);
        let (mut game, _) = Game::new(Setup::new(3, RuleSet::extended()), 9).unwrap();
        for i in 0..60 {
            let legal = game.state().legal_actions();
            game.apply(legal[i % legal.len()]).unwrap();
        }
        let who = audience(&["Ana", "Bo", "Cy"], Some(0));
        let english = log_of(game.history(), &who);
        assert!(english.len() > 20, "{english:?}");
        for language in [Language::Japanese, Language::Chinese] {
            speaking.switch(language);
            let retold = log_of(game.history(), &who);
            assert_eq!(retold.len(), english.len(), "{language:?}: a line an event");
            // Every line is in the new language: none is left as it was, and each has
            // words of that language's script (names aside).
            for (was, now) in english.iter().zip(&retold) {
                assert_ne!(was, now, "{language:?}");
                assert!(!now.is_ascii(), "{language:?}: {now}");
            }
        }
    }

    #[test]
    fn every_event_of_random_games_narrates_without_panic() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        for rules in ["classic", "extended"] {
            let (mut game, _) =
                Game::new(Setup::new(3, RuleSet::named(rules).unwrap()), 4).unwrap();
            let names: Vec<String> = ["Ana", "Bo", "Cy"].iter().map(|s| s.to_string()).collect();
            let mut i = 0;
            while !game.state().is_over() && i < 400 {
                let legal = game.state().legal_actions();
                game.apply(legal[i % legal.len()]).unwrap();
                i += 1;
            }
            for e in game.history() {
                let _ = narrate(e, &names, Some(0));
                let _ = narrate(e, &names, None);
            }
        }
    }

    #[test]
    fn a_jester_turning_up_a_card_is_told_once_and_to_you_with_a_capital() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        let five = CardId::all().find(|c| c.card() == Card::Number(5)).unwrap();
        let drew = GameEvent::Drew {
            seat: 0,
            card: crate::sleeping_queens::event::Private::new(five, 0xff),
        };
        let revealed = GameEvent::JesterRevealed {
            seat: 0,
            card: five,
        };
        let who = audience(&["You", "Bo"], Some(0));
        let mut shown = TableShown::default();
        present(&drew, Some(&revealed), &who, &mut shown, false);
        assert!(
            shown.log.is_empty(),
            "the draw is told by the Jester's line"
        );
        present(&revealed, None, &who, &mut shown, false);
        assert_eq!(shown.log, ["Your Jester turns up a 5"]);
        // A public draw on its own is still told.
        let names = who.names.clone();
        assert_eq!(
            narrate(&drew, &names, Some(0)).as_deref(),
            Some("You draw a 5 for all to see")
        );
    }

    #[test]
    fn hidden_draws_are_not_narrated_to_others() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        let e = GameEvent::Drew {
            seat: 1,
            card: crate::sleeping_queens::event::Private::new(CardId(0), 1 << 1),
        };
        let names = vec!["A".to_string(), "B".to_string()];
        assert!(narrate(&e, &names, Some(0)).is_none());
        assert!(
            narrate(&e, &names, Some(1))
                .unwrap()
                .contains("Puzzle King")
        );
    }

    #[test]
    fn a_win_sounds_only_for_the_people_at_the_screen() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        let over = |winners: Vec<Seat>| GameEvent::GameOver {
            winners,
            reason: crate::sleeping_queens::EndReason::Points,
        };
        let mut shown = TableShown::default();
        let you = audience(&["You", "Bo"], Some(0));
        assert_eq!(
            present(&over(vec![0]), None, &you, &mut shown, false).sound,
            Some(Sfx::Victory)
        );
        assert_eq!(
            present(&over(vec![1]), None, &you, &mut shown, false).sound,
            Some(Sfx::Defeat)
        );
        let bots = audience(&["Ana", "Bo"], None);
        assert_eq!(
            present(&over(vec![1]), None, &bots, &mut shown, false).sound,
            None
        );
        assert_eq!(
            shown.log.last().map(String::as_str),
            Some("Bo wins — reached the points to win")
        );
    }
}
