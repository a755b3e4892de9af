//! What the Mad Queens table shows: whose eyes the screen has ([`MadView`]), and the
//! events told to those eyes, one at a time ([`MadShown`]). Each event changes the
//! [`Model`] the cards follow, gives its sound and its line in the log, and lasts a
//! moment; at rest the model is taken again from the seat's observation, so what shows
//! is always what that seat may know.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::engine::{MadMatch, MadSystems};
use crate::game::play::{Happened, Opening, TakenBack};
use crate::game::profile::GameFinished;
use crate::game::rest::Wake;
use crate::game::settings::Settings;
use crate::game::sounds::{PlaySound, Sfx};
use crate::game::states::{Paused, Screen};
use crate::game::text::{card_words, you as text_you};
use crate::i18n::{Language, and_list};
use crate::mad_queens::{
    Banked, GameEnd, JokerSource, MadEvent, MadGame, MadObservation, MadState, PlayEnd,
    PlaySummary, PlayingCard, Seat, Suit, Told, bank_points,
};
use crate::seats::SeatKind;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MadView>();
    app.init_resource::<MadShown>();
    app.add_message::<SkipShow>();
    app.add_message::<LiftCover>();
    app.add_systems(
        OnEnter(Screen::MadTable),
        open_show.in_set(super::engine::MadOpened),
    );
    app.add_systems(
        Update,
        (
            take_events,
            taken_back,
            lift_cover,
            hand_over,
            show_events,
            retell_log,
            count_finished,
        )
            .chain()
            .in_set(MadSystems::Show),
    );
}

/// Skip to the end of what is being shown (a click or Space).
#[derive(Message, Debug, Clone, Copy)]
pub struct SkipShow;

/// The person the screen was passed to says so: the cover lifts (for that seat only).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LiftCover(pub Seat);

fn lift_cover(mut asks: MessageReader<LiftCover>, mut view: ResMut<MadView>) {
    for LiftCover(seat) in asks.read() {
        if view.covered && view.seat == Some(*seat) {
            view.covered = false;
        }
    }
}

/// Whose eyes the screen has, and whether the hot-seat cover hides it.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MadView {
    /// `None`: a spectator, who sees only what is public.
    pub seat: Option<Seat>,
    /// Several people share the screen and it has just changed hands.
    pub covered: bool,
}

impl MadView {
    /// The person on screen, if it is their decision now and the cover is lifted.
    pub fn person_deciding(&self, game: &MadMatch) -> Option<Seat> {
        let seat = self.seat?;
        (!self.covered
            && !game.is_replay()
            && game.seat_kind(seat) == SeatKind::Human
            && game.game().state().decision(seat).is_some())
        .then_some(seat)
    }
}

/// One seat's part of the table as shown.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeatModel {
    pub deck: usize,
    pub waiting: Vec<PlayingCard>,
    pub row: Vec<PlayingCard>,
    pub bank: usize,
    pub bank_points: u32,
    pub bank_top: Option<Banked>,
    pub discard: usize,
    pub discard_top: Option<PlayingCard>,
    pub queens: Vec<PlayingCard>,
    pub temporary: Vec<PlayingCard>,
    pub out: Option<GameEnd>,
}

/// The whole table as shown.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Model {
    pub seats: Vec<SeatModel>,
    pub banned: [Option<PlayingCard>; 2],
    pub banned_deck: usize,
    pub banned_discard_top: Option<PlayingCard>,
    pub round: u32,
}

impl Model {
    /// The table as `viewer` knows it (a spectator: as everyone knows it).
    pub fn of(game: &MadGame, viewer: Option<Seat>) -> Model {
        // The state's observation: the table needs no history.
        let obs = game.state().observe(viewer.unwrap_or(0));
        Model::from_observation(&obs, viewer)
    }

    pub fn from_observation(obs: &MadObservation, viewer: Option<Seat>) -> Model {
        let seats = obs
            .table
            .iter()
            .enumerate()
            .map(|(s, p)| {
                if viewer == Some(s as Seat) {
                    let me = &obs.me;
                    SeatModel {
                        deck: me.deck.len(),
                        waiting: me.waiting.clone(),
                        row: me.row.clone(),
                        bank: me.bank.len(),
                        bank_points: me.points(),
                        bank_top: me.bank.last().copied(),
                        discard: me.discard.len(),
                        discard_top: me.discard.last().copied(),
                        queens: me.queens.clone(),
                        temporary: me.temporary.clone(),
                        out: me.out,
                    }
                } else {
                    SeatModel {
                        deck: p.deck_len,
                        waiting: p.waiting.clone(),
                        row: Vec::new(),
                        bank: p.bank.len(),
                        bank_points: p.points(),
                        bank_top: p.bank.last().copied(),
                        discard: p.discard.len(),
                        discard_top: p.discard.last().copied(),
                        queens: p.queens.clone(),
                        temporary: p.temporary.clone(),
                        out: p.out,
                    }
                }
            })
            .collect();
        Model {
            seats,
            banned: obs.banned,
            banned_deck: obs.banned_deck_len,
            banned_discard_top: obs.banned_discard.last().copied(),
            round: obs.round,
        }
    }
}

/// Where the cards leaving a row go in the step being shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sink {
    #[default]
    Discard,
    Bank,
    Queens,
    /// A bust: the row is swept to the discard pile, spinning.
    Swept,
}

/// The presentation: the model, the events still to show, the log.
#[derive(Resource, Default)]
pub struct MadShown {
    pub model: Model,
    queue: VecDeque<Told>,
    /// Seconds left on the step being shown.
    left: f32,
    /// The log: each line with the seat it is private to (a line of someone's play,
    /// kept for their eyes in hot-seat).
    pub log: Vec<(Option<Seat>, String)>,
    /// Whose play the event being shown belongs to.
    private_to: Option<Seat>,
    /// The last round's plays, for the round summary.
    pub last_round: Option<(u32, Vec<PlaySummary>)>,
    /// The round being played, and where its lines begin in the log: the summary tells
    /// what has happened in it so far (a first card that busted by itself, a banned
    /// joker's event), not only the round before.
    pub this_round: Option<(u32, usize)>,
    /// Where cards leaving a row go now, and which seat's.
    pub sink: (Option<Seat>, Sink),
    /// Cards turned face up in the step shown (they flip).
    pub fresh: Vec<PlayingCard>,
    /// The game is over and its end has been shown.
    pub over: bool,
    /// The choices played and the seat on screen when the model was last taken at rest.
    synced: Option<(usize, Option<Seat>)>,
    /// The first event of the history the log tells (a resumed game's log starts where
    /// it was saved).
    told_from: usize,
    /// The language the log was told in (`None` until it is first looked at): another
    /// one spoken now tells it again.
    told_in: Option<Language>,
}

impl MadShown {
    fn say(&mut self, line: impl Into<String>) {
        self.log.push((self.private_to, line.into()));
    }

    /// The lines of the round being played that `viewer` may read, with its number.
    pub fn this_round_for(&self, viewer: Option<Seat>) -> Option<(u32, Vec<&str>)> {
        let (round, from) = self.this_round?;
        let lines: Vec<&str> = self
            .log
            .get(from..)
            .unwrap_or_default()
            .iter()
            .filter(move |(to, _)| to.is_none() || *to == viewer)
            .map(|(_, line)| line.as_str())
            .collect();
        (!lines.is_empty()).then_some((round, lines))
    }

    /// The log lines `viewer` may read.
    pub fn log_for(&self, viewer: Option<Seat>) -> impl Iterator<Item = &str> {
        self.log
            .iter()
            .filter(move |(to, _)| to.is_none() || *to == viewer)
            .map(|(_, line)| line.as_str())
    }

    /// Nothing is waiting to be shown.
    pub fn at_rest(&self) -> bool {
        self.queue.is_empty() && self.left <= 0.0
    }
}

fn open_show(game: Option<Res<MadMatch>>, mut view: ResMut<MadView>, mut shown: ResMut<MadShown>) {
    let Some(game) = game else {
        return;
    };
    let people = game.people();
    *view = MadView {
        seat: if game.is_replay() {
            None
        } else {
            // Over the network, the person whose view the server sent first.
            game.online_seat().or(people.first().copied())
        },
        covered: people.len() >= 2,
    };
    *shown = MadShown::default();
    // A game joined over the network after its deal is shown where it is.
    let where_it_is = match game.opening() {
        Opening::Resumed => true,
        Opening::New | Opening::Replay { .. } => false,
    };
    if where_it_is {
        shown.model = Model::of(game.game(), view.seat);
        shown.told_from = game.game().history().len();
        shown.say(tr!("log-resumed"));
    } else {
        // A new deal: an empty table, then the deal's events.
        let setup = &game.game().record().setup;
        shown.model = Model {
            seats: vec![SeatModel::default(); setup.players as usize],
            banned_deck: 54,
            ..Model::default()
        };
        for s in &mut shown.model.seats {
            s.deck = 50;
            s.waiting = PlayingCard::deck().filter(|c| c.is_queen()).collect();
        }
        shown.queue.extend(game.dealt().iter().cloned());
    }
}

fn take_events(mut happened: MessageReader<Happened<MadGame>>, mut shown: ResMut<MadShown>) {
    for Happened(told) in happened.read() {
        shown.queue.extend(told.iter().cloned());
    }
}

/// Once the end has been shown, a game that ended here with one person at a table of
/// bots is counted in the profile (once: the count is taken as the end is first shown).
fn count_finished(
    game: Res<MadMatch>,
    shown: Res<MadShown>,
    mut counted: Local<bool>,
    mut finished: MessageWriter<GameFinished>,
) {
    if !shown.over {
        *counted = false;
        return;
    }
    if !*counted {
        *counted = true;
        if let Some(game) = game.profile_count() {
            finished.write(GameFinished(game));
        }
    }
}

/// A decision was taken back: what was still to be shown is dropped, and the table
/// settles on the game as it is now (the next rest takes the model afresh).
fn taken_back(mut taken: MessageReader<TakenBack>, mut shown: ResMut<MadShown>) {
    if taken.read().count() == 0 {
        return;
    }
    shown.queue.clear();
    shown.left = 0.0;
    shown.fresh.clear();
    shown.over = false;
    shown.synced = None;
    shown.private_to = None;
    shown.say(tr!("mad-log-taken-back"));
}

/// Hot-seat: when the person on screen has nothing left to decide and the table is at
/// rest, the screen goes to the next person with a decision, behind the cover.
fn hand_over(mut game: ResMut<MadMatch>, mut view: ResMut<MadView>, mut shown: ResMut<MadShown>) {
    let people = game.people();
    if people.len() < 2 || game.is_replay() || !shown.at_rest() {
        return;
    }
    if view.seat.is_some_and(|s| game.decides(s)) {
        return;
    }
    if let Some(next) = people.into_iter().find(|&s| game.decides(s))
        && view.seat != Some(next)
    {
        *view = MadView {
            seat: Some(next),
            covered: true,
        };
        // Over the network the table changes to that person's own view.
        game.show_view_of(next);
        shown.model = Model::of(game.game(), view.seat);
    }
}

/// Seconds at speed 1 an event nobody chose stays on screen before the next (a play's
/// first card, a card a joker or a queen forces, the bust that follows): the person
/// reads what happened by itself before anything else does.
pub const AUTOMATIC_HOLD: f32 = 1.0;

/// How fast the table shows what happens: the setting, times `--animation-speed`.
pub(super) fn show_speed(settings: &Settings, cli: Option<&crate::game::cli::Cli>) -> f32 {
    settings.animation_speed.clamp(0.25, 4.0)
        * cli.map_or(1.0, |c| c.animation_speed.clamp(0.1, 50.0))
}

#[allow(clippy::too_many_arguments)]
pub(super) fn show_events(
    time: Res<Time>,
    settings: Res<Settings>,
    cli: Option<Res<crate::game::cli::Cli>>,
    paused: Option<Res<State<Paused>>>,
    game: Res<MadMatch>,
    view: Res<MadView>,
    mut skip: MessageReader<SkipShow>,
    mut shown: ResMut<MadShown>,
    mut sounds: MessageWriter<PlaySound>,
    mut wake: MessageWriter<Wake>,
) {
    // While a window is open over the table nothing moves (what happens meanwhile
    // waits in the queue).
    if paused.is_some() || view.covered {
        return;
    }
    let skipping = skip.read().count() > 0;
    let speed = show_speed(&settings, cli.as_deref());
    if shown.left > 0.0 {
        shown.left -= time.delta_secs().min(0.1) * speed;
        if !skipping {
            wake.write(Wake::NOW);
            return;
        }
        shown.left = 0.0;
    }
    while let Some(told) = shown.queue.pop_front() {
        if !told.is_seen_by(view.seat) {
            continue;
        }
        shown.fresh.clear();
        shown.private_to = told.private_to;
        let (seconds, sound) = step(&mut shown, &told.event, &Who::at(&game, view.seat));
        if let Some(sfx) = sound
            && !skipping
        {
            sounds.write(PlaySound(sfx));
        }
        if !skipping {
            shown.left = seconds;
            wake.write(Wake::NOW);
            return;
        }
    }
    // At rest: the table is exactly what the seat on screen knows (taken once for
    // each choice played and each change of hands, not every frame).
    let key = (game.stamp(), view.seat);
    if shown.synced == Some(key) {
        return;
    }
    shown.synced = Some(key);
    let now = Model::of(game.game(), view.seat);
    if shown.model != now {
        shown.model = now;
    }
    if game.game().state().is_over() {
        shown.over = true;
    }
}

/// A new language tells the log again in it (the line of every event shown so far, each
/// kept for the eyes it was told to), with the person's default name in it.
fn retell_log(mut game: ResMut<MadMatch>, view: Res<MadView>, mut shown: ResMut<MadShown>) {
    // Read before written: a frame that changes nothing marks nothing changed.
    let now = crate::i18n::language();
    if shown.told_in == Some(now) {
        return;
    }
    let first = shown.told_in.replace(now).is_none();
    if first {
        return;
    }
    game.follow_language();
    let history = game.game().history();
    let told = history.len().saturating_sub(shown.queue.len());
    let mut scratch = MadShown {
        model: shown.model.clone(),
        ..MadShown::default()
    };
    if shown.told_from > 0 {
        scratch.say(tr!("log-resumed"));
    }
    for t in history.get(shown.told_from..told).unwrap_or_default() {
        scratch.private_to = t.private_to;
        step(&mut scratch, &t.event, &Who::at(&game, view.seat));
    }
    shown.log = scratch.log;
}

fn card_points(cards: &[PlayingCard]) -> u32 {
    cards.iter().map(|c| c.points()).sum()
}

fn list(cards: &[PlayingCard]) -> String {
    cards.iter().map(card_words).collect::<Vec<_>>().join(" ")
}

/// Adds a log line, private to whoever the event was told to.
fn say(log: &mut Vec<(Option<Seat>, String)>, to: Option<Seat>, line: impl Into<String>) {
    log.push((to, line.into()));
}

/// Shows one event: changes the model, says it in the log; its seconds and sound.
fn step(shown: &mut MadShown, event: &MadEvent, who: &Who) -> (f32, Option<Sfx>) {
    match event {
        MadEvent::RoundStarted { .. }
        | MadEvent::PlayerOut { .. }
        | MadEvent::RoundEnded { .. }
        | MadEvent::GameOver { .. } => round_step(shown, event, who),
        MadEvent::TemporaryOwed { .. }
        | MadEvent::TemporaryDrawn { .. }
        | MadEvent::TemporaryDiscarded { .. }
        | MadEvent::BannedTurned { .. }
        | MadEvent::BannedTurnedAway { .. }
        | MadEvent::BannedDiscarded { .. }
        | MadEvent::BannedDeckReshuffled { .. }
        | MadEvent::BannedDeckExhausted
        | MadEvent::JokerEvent { .. } => banned_step(shown, event, who),
        MadEvent::Revealed { .. }
        | MadEvent::ExactMatch { .. }
        | MadEvent::QueenPaid { .. }
        | MadEvent::QueenUnpaid { .. }
        | MadEvent::Bust { .. }
        | MadEvent::Banked { .. }
        | MadEvent::Discarded { .. }
        | MadEvent::QueenShuffledIn { .. } => play_step(shown, event, who),
    }
}

/// Who the log speaks to, and the names it says.
struct Who {
    names: Vec<String>,
    viewer: Option<Seat>,
}

impl Who {
    /// The table's names, the log speaking to `viewer` as "you" only when one person
    /// plays: in hot-seat a line stays for the next person.
    fn at(game: &MadMatch, viewer: Option<Seat>) -> Who {
        Who {
            names: game.names(),
            viewer: viewer.filter(|_| game.people().len() == 1),
        }
    }

    /// Each line says "you" or the seat's name by the message's `$you` variant.
    fn you(&self, s: Seat) -> &'static str {
        text_you(s, self.viewer)
    }

    fn name(&self, s: Seat) -> String {
        self.names.get(s as usize).cloned().unwrap_or_default()
    }
}

fn seat_mut(m: &mut Model, s: Seat) -> Option<&mut SeatModel> {
    m.seats.get_mut(s as usize)
}

/// A round's start and end, a player's game ending, and the game's end.
fn round_step(shown: &mut MadShown, event: &MadEvent, who: &Who) -> (f32, Option<Sfx>) {
    let m = &mut shown.model;
    let viewer = who.viewer;
    match event {
        MadEvent::RoundStarted { round } => {
            m.round = *round;
            say(
                &mut shown.log,
                shown.private_to,
                tr!("mad-log-round", round = round.to_string()),
            );
            shown.this_round = Some((*round, shown.log.len()));
            // A breath between rounds: what follows may happen by itself.
            (0.6, None)
        }
        MadEvent::PlayerOut { seat, end } => {
            if let Some(p) = seat_mut(m, *seat) {
                p.out = Some(*end);
            }
            let why = match end {
                GameEnd::CannotPay => tr!("mad-why-cannot-pay"),
                GameEnd::FourthQueen => tr!("mad-why-fourth-queen"),
                GameEnd::DeckEmpty => tr!("mad-why-deck-empty"),
                GameEnd::Stopped => tr!("mad-why-stopped", you = who.you(*seat)),
            };
            say(
                &mut shown.log,
                shown.private_to,
                tr!(
                    "mad-log-out",
                    you = who.you(*seat),
                    name = who.name(*seat),
                    why = why
                ),
            );
            (0.6, None)
        }
        MadEvent::RoundEnded { round, plays } => {
            for play in plays {
                if viewer != Some(play.seat) {
                    say(
                        &mut shown.log,
                        shown.private_to,
                        summary_line(&who.name(play.seat), play),
                    );
                }
            }
            // Everyone's plays are public now: the others' banks, queens and decks as
            // their plays left them (exactly so once the table is at rest).
            for play in plays.iter().filter(|p| viewer != Some(p.seat)) {
                if let Some(p) = m.seats.get_mut(play.seat as usize) {
                    apply_summary(p, play);
                }
            }
            shown.last_round = Some((*round, plays.clone()));
            shown.this_round = None;
            (1.0, None)
        }
        MadEvent::GameOver { points, winners } => {
            let names: Vec<String> = winners.iter().map(|&s| who.name(s)).collect();
            say(
                &mut shown.log,
                shown.private_to,
                tr!(
                    "mad-log-game-over",
                    names = and_list(&names),
                    points = winners.first().map_or(0, |&w| points[w as usize])
                ),
            );
            let won = viewer.is_none_or(|v| winners.contains(&v));
            (1.0, Some(if won { Sfx::Victory } else { Sfx::Defeat }))
        }
        // The other events are another step's.
        _ => (0.0, None),
    }
}

/// The banned cards: shared ones turned and replaced, the banned deck, a banned
/// joker's event, and a player's temporary banned cards.
fn banned_step(shown: &mut MadShown, event: &MadEvent, who: &Who) -> (f32, Option<Sfx>) {
    let m = &mut shown.model;
    match event {
        MadEvent::TemporaryOwed { seat } => {
            say(
                &mut shown.log,
                shown.private_to,
                tr!(
                    "mad-log-temporary-owed",
                    you = who.you(*seat),
                    name = who.name(*seat)
                ),
            );
            (0.3, None)
        }
        MadEvent::TemporaryDrawn { seat, card } => {
            m.banned_deck = m.banned_deck.saturating_sub(1);
            if !card.is_joker()
                && let Some(p) = seat_mut(m, *seat)
            {
                p.temporary.push(*card);
            }
            shown.fresh.push(*card);
            say(
                &mut shown.log,
                shown.private_to,
                tr!(
                    "mad-log-temporary-drawn",
                    you = who.you(*seat),
                    name = who.name(*seat),
                    card = card_words(card)
                ),
            );
            (0.6, Some(Sfx::Deal))
        }
        MadEvent::TemporaryDiscarded { seat, cards } => {
            if let Some(p) = seat_mut(m, *seat) {
                p.temporary.retain(|c| !cards.contains(c));
            }
            m.banned_discard_top = cards.last().copied().or(m.banned_discard_top);
            say(
                &mut shown.log,
                shown.private_to,
                tr!("mad-log-temporary-hit", cards = list(cards)),
            );
            (0.5, Some(Sfx::Discard))
        }
        MadEvent::BannedTurned { slot, card } => {
            m.banned[*slot as usize] = Some(*card);
            m.banned_deck = m.banned_deck.saturating_sub(1);
            shown.fresh.push(*card);
            let slot = (slot + 1).to_string();
            let line = match card.suit() {
                Some(suit) if card.is_queen() => tr!(
                    "mad-log-banned-suit",
                    slot = slot,
                    card = card_words(card),
                    suit = suit_name(suit)
                ),
                _ if card.is_joker() => tr!("mad-log-banned-joker", slot = slot),
                _ => tr!(
                    "mad-log-banned-value",
                    slot = slot,
                    card = card_words(card),
                    rank = card.rank_name()
                ),
            };
            say(&mut shown.log, shown.private_to, line);
            (0.6, Some(Sfx::Flip))
        }
        MadEvent::BannedTurnedAway { card, .. } => {
            m.banned_deck = m.banned_deck.saturating_sub(1);
            m.banned_discard_top = Some(*card);
            say(
                &mut shown.log,
                shown.private_to,
                tr!("mad-log-turned-away", card = card_words(card)),
            );
            (0.4, Some(Sfx::Discard))
        }
        MadEvent::BannedDiscarded { slot, card } => {
            // A hit card leaves its slot once its replacement is there (M-8).
            if m.banned[*slot as usize] == Some(*card) {
                m.banned[*slot as usize] = None;
            }
            m.banned_discard_top = Some(*card);
            (0.4, Some(Sfx::Discard))
        }
        MadEvent::BannedDeckReshuffled { cards } => {
            m.banned_deck = *cards as usize;
            m.banned_discard_top = None;
            say(&mut shown.log, shown.private_to, tr!("mad-log-reshuffled"));
            (0.5, Some(Sfx::Shuffle))
        }
        MadEvent::BannedDeckExhausted => {
            say(&mut shown.log, shown.private_to, tr!("mad-log-exhausted"));
            (0.2, None)
        }
        MadEvent::JokerEvent { source } => {
            say(
                &mut shown.log,
                shown.private_to,
                match source {
                    JokerSource::Shared(_) => tr!("mad-log-joker-shared"),
                    JokerSource::Temporary(s) => {
                        tr!(
                            "mad-log-joker-temporary",
                            you = who.you(*s),
                            name = who.name(*s)
                        )
                    }
                },
            );
            (AUTOMATIC_HOLD + 0.5, Some(Sfx::Answer))
        }
        // The other events are another step's.
        _ => (0.0, None),
    }
}

/// A seat's play: a card revealed, matched, paid, busted, banked or discarded, and a
/// queen shuffled in.
fn play_step(shown: &mut MadShown, event: &MadEvent, who: &Who) -> (f32, Option<Sfx>) {
    let m = &mut shown.model;
    match event {
        MadEvent::Revealed { seat, card, forced } => {
            let first_of_play = seat_mut(m, *seat).map(|p| p.row.is_empty());
            if let Some(p) = seat_mut(m, *seat) {
                p.deck = p.deck.saturating_sub(1);
                p.row.push(*card);
            }
            shown.fresh.push(*card);
            if *forced {
                say(
                    &mut shown.log,
                    shown.private_to,
                    tr!(
                        "mad-log-must-turn",
                        you = who.you(*seat),
                        name = who.name(*seat),
                        card = card_words(card)
                    ),
                );
            }
            // A card nobody chose to turn (a play's first, one a joker or a queen
            // forces) is shown long enough to be read before what it does.
            let chosen = !forced && first_of_play.is_none_or(|first| !first);
            (if chosen { 0.45 } else { AUTOMATIC_HOLD }, Some(Sfx::Flip))
        }
        MadEvent::ExactMatch { seat, card, .. } => {
            if let Some(p) = seat_mut(m, *seat) {
                p.row.retain(|c| c != card);
                p.bank += 1;
                p.bank_points += 2 * card.points();
                p.bank_top = Some(Banked {
                    card: *card,
                    exact: true,
                });
            }
            shown.sink = (Some(*seat), Sink::Bank);
            say(
                &mut shown.log,
                shown.private_to,
                tr!(
                    "mad-log-exact",
                    card = card_words(card),
                    points = (2 * card.points())
                ),
            );
            (0.8, Some(Sfx::Exact))
        }
        MadEvent::QueenPaid { seat, queen, paid } => {
            if let Some(p) = seat_mut(m, *seat) {
                p.row.retain(|c| c != queen);
                p.queens.push(*queen);
                p.bank = p.bank.saturating_sub(paid.len());
                p.bank_points = p.bank_points.saturating_sub(card_points(paid));
                p.discard += paid.len();
                p.discard_top = paid.last().copied().or(p.discard_top);
                p.bank_top = None;
            }
            shown.sink = (Some(*seat), Sink::Queens);
            say(
                &mut shown.log,
                shown.private_to,
                tr!(
                    "mad-log-queen-paid",
                    queen = card_words(queen),
                    you = who.you(*seat),
                    name = who.name(*seat),
                    cards = paid.len()
                ),
            );
            (0.9, Some(Sfx::QueenUpset))
        }
        MadEvent::QueenUnpaid {
            seat,
            queen,
            cost,
            bank,
        } => {
            if let Some(p) = seat_mut(m, *seat) {
                p.row.retain(|c| c != queen);
                p.queens.push(*queen);
            }
            shown.sink = (Some(*seat), Sink::Queens);
            say(
                &mut shown.log,
                shown.private_to,
                tr!(
                    "mad-log-queen-unpaid",
                    queen = card_words(queen),
                    cost = cost.to_string(),
                    bank = bank.to_string(),
                    you = who.you(*seat),
                    name = who.name(*seat)
                ),
            );
            (0.9, Some(Sfx::QueenUpset))
        }
        MadEvent::Bust { .. }
        | MadEvent::Banked { .. }
        | MadEvent::Discarded { .. }
        | MadEvent::QueenShuffledIn { .. } => row_end_step(shown, event, who),
        // The other events are another step's.
        _ => (0.0, None),
    }
}

/// A row's end: busted, banked or discarded, and a queen shuffled in after a bank.
fn row_end_step(shown: &mut MadShown, event: &MadEvent, who: &Who) -> (f32, Option<Sfx>) {
    let m = &mut shown.model;
    match event {
        MadEvent::Bust {
            seat, card, row, ..
        } => {
            if let Some(p) = seat_mut(m, *seat) {
                p.row.clear();
                p.discard += row.len();
                p.discard_top = Some(*card);
            }
            shown.sink = (Some(*seat), Sink::Swept);
            say(
                &mut shown.log,
                shown.private_to,
                tr!(
                    "mad-log-bust",
                    card = card_words(card),
                    you = who.you(*seat),
                    name = who.name(*seat),
                    cards = row.len()
                ),
            );
            (AUTOMATIC_HOLD + 0.4, Some(Sfx::Bust))
        }
        MadEvent::Banked { seat, cards } => {
            if let Some(p) = seat_mut(m, *seat) {
                p.row.retain(|c| !cards.contains(c));
                p.bank += cards.len();
                p.bank_points += card_points(cards);
                if let Some(&card) = cards.last() {
                    p.bank_top = Some(Banked { card, exact: false });
                }
            }
            shown.sink = (Some(*seat), Sink::Bank);
            say(
                &mut shown.log,
                shown.private_to,
                if cards.is_empty() {
                    tr!(
                        "mad-log-banked-empty",
                        you = who.you(*seat),
                        name = who.name(*seat)
                    )
                } else {
                    tr!(
                        "mad-log-banked",
                        you = who.you(*seat),
                        name = who.name(*seat),
                        cards = list(cards),
                        points = card_points(cards)
                    )
                },
            );
            (0.7, Some(Sfx::Bank))
        }
        MadEvent::Discarded { seat, cards } => {
            if let Some(p) = seat_mut(m, *seat) {
                p.row.retain(|c| !cards.contains(c));
                p.discard += cards.len();
                p.discard_top = cards.last().copied().or(p.discard_top);
            }
            shown.sink = (Some(*seat), Sink::Discard);
            say(
                &mut shown.log,
                shown.private_to,
                tr!("mad-log-discarded", cards = list(cards)),
            );
            (0.5, Some(Sfx::Discard))
        }
        MadEvent::QueenShuffledIn { seat, suit } => {
            if let Some(p) = seat_mut(m, *seat) {
                if let Some(i) = p.waiting.iter().position(|q| q.suit() == Some(*suit)) {
                    p.waiting.remove(i);
                }
                p.deck += 1;
            }
            say(
                &mut shown.log,
                shown.private_to,
                tr!(
                    "mad-log-queen-in",
                    suit = suit_name(*suit),
                    you = who.you(*seat),
                    name = who.name(*seat)
                ),
            );
            (0.5, Some(Sfx::Shuffle))
        }
        // The other events are another step's.
        _ => (0.0, None),
    }
}

/// Another seat's play, told at the round's end, on its part of the table.
fn apply_summary(p: &mut SeatModel, play: &PlaySummary) {
    p.deck = p.deck.saturating_sub(play.revealed.len());
    p.bank += play.exact.len();
    p.bank_points += 2 * card_points(&play.exact);
    for &(queen, cost) in &play.queens {
        p.queens.push(queen);
        p.bank = p.bank.saturating_sub(cost as usize);
        p.discard += cost as usize;
    }
    match play.end {
        PlayEnd::Banked { cards, points } => {
            p.bank += cards as usize;
            p.bank_points += points;
        }
        PlayEnd::Bust { card, .. } => {
            p.discard += play
                .revealed
                .len()
                .saturating_sub(play.exact.len() + play.queens.len());
            p.discard_top = Some(card);
        }
        PlayEnd::GameEnded(end) => p.out = Some(end),
    }
}

/// A line telling one seat's play, for the log and the round summary.
pub fn summary_line(name: &str, play: &PlaySummary) -> String {
    let turned = if play.revealed.is_empty() {
        tr!("mad-summary-turned-nothing")
    } else {
        tr!("mad-summary-turned", cards = list(&play.revealed))
    };
    let end = match play.end {
        PlayEnd::Banked { cards, points } => {
            tr!("mad-summary-banked", cards = cards, points = points)
        }
        PlayEnd::Bust { card, hit } => tr!(
            "mad-summary-bust",
            card = card_words(card),
            banned = card_words(hit)
        ),
        PlayEnd::GameEnded(GameEnd::Stopped) => tr!("mad-summary-stopped"),
        PlayEnd::GameEnded(GameEnd::CannotPay) => tr!("mad-summary-cannot-pay"),
        PlayEnd::GameEnded(GameEnd::FourthQueen) => tr!("mad-summary-fourth-queen"),
        PlayEnd::GameEnded(GameEnd::DeckEmpty) => tr!("mad-summary-deck-empty"),
    };
    // Exact matches were banked at once, whatever became of the rest of the row.
    let end = if play.exact.is_empty() {
        end
    } else {
        tr!("mad-summary-exact", cards = list(&play.exact), end = end)
    };
    tr!("mad-summary", name = name, turned = turned, end = end)
}

/// A suit as players say it.
fn suit_name(suit: Suit) -> String {
    match suit {
        Suit::Clubs => tr!("suit-clubs"),
        Suit::Diamonds => tr!("suit-diamonds"),
        Suit::Hearts => tr!("suit-hearts"),
        Suit::Spades => tr!("suit-spades"),
    }
}

/// Everyone's points as known after each round: the game replayed, the public banks
/// read at every round's end (for the results chart).
pub fn points_by_round(game: &MadGame) -> Vec<Vec<u32>> {
    let record = game.record();
    let Ok((mut state, _)) = MadState::new(&record.setup, record.seed) else {
        return Vec::new();
    };
    let mut rounds = Vec::new();
    let public = |state: &MadState| -> Vec<u32> {
        state
            .observe(0)
            .table
            .iter()
            .map(|p| bank_points(&p.bank))
            .collect()
    };
    for a in &record.actions {
        let Ok(told) = state.apply(a.seat, a.action) else {
            break;
        };
        for t in &told {
            if matches!(t.event, MadEvent::RoundEnded { .. }) {
                rounds.push(public(&state));
            }
        }
    }
    if let Some(result) = state.result() {
        rounds.push(result.points.clone());
    }
    rounds
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mad_queens::{MadAction, MadBuilder};

    /// A play's first card turned by itself and the bust it makes are each shown long
    /// enough to be read, and the round's summary names them while the round goes on
    /// (it showed only the round before).
    #[test]
    fn what_happens_by_itself_is_shown_at_a_readable_pace_and_summed_up() {
        let _english = crate::i18n::speaking(crate::i18n::Language::English);
        let eight = PlayingCard::new(Suit::Hearts, 8);
        // Bo still plays: the round goes on after Ann's play has ended by itself.
        let (mut state, _) = MadBuilder::new(2)
            .banned(
                PlayingCard::new(Suit::Spades, 8),
                PlayingCard::new(Suit::Diamonds, 13),
            )
            .deck(0, &[eight, PlayingCard::new(Suit::Clubs, 2)])
            .deck(
                1,
                &[
                    PlayingCard::new(Suit::Clubs, 3),
                    PlayingCard::new(Suit::Clubs, 4),
                ],
            )
            .start()
            .unwrap();
        let obs = state.observe(0);
        let mut shown = MadShown {
            model: Model::from_observation(&obs, Some(0)),
            ..MadShown::default()
        };
        let who = Who {
            names: vec!["Ann".into(), "Bo".into()],
            viewer: Some(0),
        };
        step(&mut shown, &MadEvent::RoundStarted { round: 2 }, &who);
        let told = state.apply(0, MadAction::Reveal).unwrap();
        let mut held = Vec::new();
        for t in &told {
            let (seconds, _) = step(&mut shown, &t.event, &who);
            held.push((t.event.clone(), seconds));
        }
        let first = held
            .iter()
            .find(|(e, _)| matches!(e, MadEvent::Revealed { .. }))
            .expect("the first card turned");
        assert!(first.1 >= AUTOMATIC_HOLD, "{first:?}");
        let bust = held
            .iter()
            .find(|(e, _)| matches!(e, MadEvent::Bust { .. }))
            .expect("it busts");
        assert!(bust.1 >= AUTOMATIC_HOLD, "{bust:?}");
        let (round, lines) = shown.this_round_for(Some(0)).expect("the round so far");
        assert_eq!(round, 2);
        assert!(
            lines.iter().any(|l| l.contains(&card_words(eight))),
            "{lines:?}"
        );
    }

    /// The round's summary names the banned card a bust hit, and an exact match.
    #[test]
    fn a_summary_names_the_banned_card_hit_and_an_exact_match() {
        let _english = crate::i18n::speaking(crate::i18n::Language::English);
        let (eight, eight_banned, king) = (
            PlayingCard::new(Suit::Hearts, 8),
            PlayingCard::new(Suit::Spades, 8),
            PlayingCard::new(Suit::Diamonds, 13),
        );
        let play = PlaySummary {
            seat: 0,
            revealed: vec![king, eight],
            exact: vec![king],
            queens: Vec::new(),
            end: PlayEnd::Bust {
                card: eight,
                hit: eight_banned,
            },
        };
        let line = summary_line("Ann", &play);
        assert!(line.contains(&card_words(eight_banned)), "{line}");
        assert!(line.contains("exact match"), "{line}");
        assert!(line.contains(&card_words(king)), "{line}");
    }
}
