//! The person's input at the table: clicks on cards and slots, keys, and the picks made
//! in the prompt bar. A click means what the decision now makes of it, worked out when
//! it arrives: a [`Choose`], a pick of a number card, a skip of the animation, or a
//! short word on why it does nothing. While a window is open over the table, input is
//! thrown away, not kept for later.

use std::collections::HashMap;

use bevy::picking::pointer::{PointerAction, PointerButton, PointerInput};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::engine::{AskHint, Choose, Match};
use super::hotseat::{DIGITS, HotSeat};
use super::model::{CardKey, Place, Zone};
use super::pieces::{OnTable, SlotMark, TableCard};
use super::present::{SkipAnimation, TableNow, TableShown};
use super::schedule::{TableSetup, TableSystems};
use crate::game::decision::Hold;
use crate::game::egui_input::{Forward, TabAtTable};
use crate::game::keymap::Command;
use crate::game::play::TakeBack;
use crate::game::rest::Wake;
use crate::game::settings::Settings;
use crate::game::sounds::{PlaySound, Sfx};
use crate::game::states::{Menu, Screen};
use crate::game::text::card_name;
use crate::sleeping_queens::numbers::{combo_of, within_limits};
use crate::sleeping_queens::{
    Action, Card, CardId, Decision, GameEvent, GameState, NumberLimits, NumberPlay, Parity,
    RuleSet, Seat, Switch,
};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TableClick>();
    app.add_message::<Pick>();
    app.init_resource::<Hovered>();
    // Also the input fixes' own: a table without egui (a test's) still has it.
    app.init_resource::<TabAtTable>();
    app.init_resource::<HandSelection>();
    app.init_resource::<ClickHint>();
    app.init_resource::<Targets>();
    app.init_resource::<Aiming>();
    app.init_resource::<KeyFocus>();
    app.init_resource::<Hold>();
    app.add_systems(
        OnEnter(Screen::Playing),
        forget_input.in_set(TableSetup::Parts),
    );
    // A card held when the table is left (a lesson left, a game quit) is put back: the
    // next table's Esc pauses, not puts back a card of this one.
    app.add_systems(OnExit(Screen::Playing), forget_input);
    app.add_systems(
        Update,
        (
            (
                note_hold,
                move_focus,
                keyboard,
                take_back_key,
                hint_key,
                clicks,
                picks,
            )
                .chain()
                .in_set(TableSystems::Input),
            (forget_stale_picks, find_targets, fade_hint)
                .chain()
                .in_set(TableSystems::Route),
        ),
    );
}

/// Mouse input: Bevy's picking finds what was clicked and what the pointer is over (not
/// in headless tests, which send [`TableClick`]s).
pub(super) fn pointer_plugin(app: &mut App) {
    app.add_systems(
        Update,
        (read_pointer, hover)
            .chain()
            .in_set(TableSystems::Input)
            .before(keyboard),
    );
}

/// A click on something on the table (a card or a slot mark), after picking.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableClick {
    Card(Entity),
    Slot(u8),
    /// On the felt: skips the current animation.
    Felt,
}

/// What the person picks before choosing, from the prompt bar, the keys or a
/// right-click.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// Pick this number card (or Dragon), or put it back.
    Toggle(CardId),
    /// A picked Dragon stands for this number (X-N-5).
    Dragon(CardId, u8),
    /// Put every picked number card back.
    Clear,
    /// Play this card: a card that needs a target is held until one is picked.
    Play(CardId),
    /// Put the held card back (Cancel, a right-click, Esc).
    PutBack,
}

/// A King, Knight, Potion or Wand picked up but not played yet: its target is picked
/// next, and then both go to the engine together; until then it can be put back.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Aiming(pub Option<Aim>);

/// A held card and what playing it will ask.
#[derive(Debug, Clone, PartialEq)]
pub struct Aim {
    pub card: CardId,
    /// The decision it is played for (actions played before it).
    pub at: usize,
    /// What the engine will ask once the card is played, with the legal answers.
    pub decision: Decision,
    pub legal: Vec<Action>,
}

impl Aiming {
    /// The held card, if it is held for the decision now (`at`: actions played).
    pub fn now(&self, at: usize) -> Option<&Aim> {
        self.0.as_ref().filter(|a| a.at == at)
    }
}

/// What playing `card` for `seat` will ask next, if it asks that seat to pick a target
/// and shows nothing hidden on the way (then the card can be held, and put back): the
/// target decision and its legal answers. Worked out on a copy of the game.
pub fn aim_of(state: &GameState, seat: Seat, card: CardId) -> Option<(Decision, Vec<Action>)> {
    let next = aimed(state, seat, card)?;
    let decision = next.pending()?.clone();
    Some((decision, next.legal_actions()))
}

/// The game once `card` is played for `seat`, when that asks the same seat to pick a
/// target and shows nothing hidden on the way (see [`aim_of`]).
pub fn aimed(state: &GameState, seat: Seat, card: CardId) -> Option<GameState> {
    let mut next = state.clone();
    let events = next.apply_as(seat, Action::Play(card)).ok()?;
    if !events.iter().all(|e| matches!(e, GameEvent::Played { .. })) {
        return None;
    }
    let decision = next.pending()?;
    let picks_a_target = matches!(
        decision,
        Decision::PickSleepingQueen { .. }
            | Decision::PickOwnedQueen { .. }
            | Decision::PickGridQueen { .. }
            | Decision::PickEmptySlot { .. }
    );
    (picks_a_target && decision.seat() == seat).then_some(next)
}

/// The decision a click answers now, and its choices: a held card's target pick, or
/// the engine's decision; in a lesson, only what its beat asks for.
pub fn choices_now<'a>(
    game: &Match,
    decision: &'a Decision,
    held: Option<&'a Aim>,
) -> (&'a Decision, Vec<Action>) {
    let seat = decision.seat();
    match held {
        Some(aim) => (
            &aim.decision,
            game.lesson_filter(seat, aim.legal.clone(), 1),
        ),
        None => (
            decision,
            game.lesson_filter(seat, game.state().legal_actions(), 0),
        ),
    }
}

/// The card under the pointer.
#[derive(Resource, Debug, Default)]
pub struct Hovered(pub Option<Entity>);

/// Number cards (and Dragons) the person has picked to discard together.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct HandSelection {
    pub cards: Vec<CardId>,
    /// The value each selected Dragon stands for (X-N-5).
    pub dragon_values: HashMap<CardId, u8>,
    /// The decision the picks were made for (actions played before it).
    at: usize,
}

/// Why the last click did nothing (shown for a moment above the prompt), when, and
/// after how many actions: it is about that decision only, and gone once it is taken
/// (in hot-seat it may tell what the hand holds).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct ClickHint {
    pub text: String,
    pub since: f64,
    pub at: usize,
}

impl ClickHint {
    /// How long a hint stays, in seconds.
    pub const SHOWN: f64 = 3.0;

    /// Whether the hint is still shown at `now`, `actions` actions into the game.
    pub fn shows(&self, now: f64, actions: usize) -> bool {
        !self.text.is_empty()
            && self.at == actions
            && (0.0..Self::SHOWN).contains(&(now - self.since))
    }
}

/// What clicking each card or slot does now (the ones that do something glow).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Targets {
    pub cards: HashMap<Entity, Click>,
    pub slots: HashMap<u8, Click>,
}

/// What a click does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    /// Play this action.
    Act(Action),
    /// Add this number card (or Dragon) to the selection, or take it out.
    Select(CardId),
    /// Put the held card back.
    PutBack,
}

/// What the keyboard's focus is on: a card or an empty grid slot that can be picked,
/// shown by a ring and chosen with Enter as a click would. Tab and Shift+Tab go
/// through what can be picked now in reading order; the arrow keys go to the nearest
/// one that way.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct KeyFocus(pub Option<Focus>);

/// Something the keyboard's focus can be on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Focus {
    Card(Entity),
    Slot(u8),
}

impl Focus {
    /// The click on what the focus is on.
    pub fn click(self) -> TableClick {
        match self {
            Focus::Card(e) => TableClick::Card(e),
            Focus::Slot(s) => TableClick::Slot(s),
        }
    }
}

impl KeyFocus {
    /// The focus, if what it is on can be picked now.
    pub fn on(&self, targets: &Targets) -> Option<Focus> {
        self.0.filter(|f| match f {
            Focus::Card(e) => targets.cards.contains_key(e),
            Focus::Slot(s) => targets.slots.contains_key(s),
        })
    }
}

/// Where the keyboard's focus goes from `from` (a place on the table) for a move
/// `towards` a direction (an arrow key), among `places`: the nearest one that way,
/// counting a step aside as worth twice a step ahead. `None`: nothing lies that way.
pub fn nearest_towards<T: Copy>(from: Vec2, towards: Vec2, places: &[(T, Vec2)]) -> Option<T> {
    places
        .iter()
        .filter_map(|&(t, at)| {
            let d = at - from;
            let ahead = d.dot(towards);
            let aside = d.perp_dot(towards).abs();
            (ahead > 1.0 && aside <= ahead * 2.0).then_some((t, ahead + 2.0 * aside))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(t, _)| t)
}

/// What can be picked now (`targets`) and where it lies, in reading order (what Tab goes
/// through): cards placed by `card_at`, the grid's slot marks at `slots`.
pub fn pickable_in_order(
    targets: &Targets,
    card_at: impl Fn(Entity) -> Option<Vec2>,
    slots: impl Iterator<Item = (u8, Vec2)>,
) -> Vec<(Focus, Vec2)> {
    let mut places: Vec<(Focus, Vec2)> = targets
        .cards
        .keys()
        .filter_map(|&e| Some((Focus::Card(e), card_at(e)?)))
        .chain(
            slots
                .filter(|(s, _)| targets.slots.contains_key(s))
                .map(|(s, at)| (Focus::Slot(s), at)),
        )
        .collect();
    reading_order(&mut places);
    places
}

/// The places that can be picked now in reading order: top to bottom in rows, left to
/// right within one (what Tab goes through).
pub fn reading_order<T: Copy>(places: &mut [(T, Vec2)]) {
    // Cards of one row lie within a third of a card's height of each other.
    places.sort_by(|a, b| {
        let row = |y: f32| (-y / 40.0).round();
        row(a.1.y)
            .total_cmp(&row(b.1.y))
            .then(a.1.x.total_cmp(&b.1.x))
    });
}

/// The choices of `decision` that only the prompt's buttons offer, in their order (the
/// keys 1, 2, … choose them): a Chess King's parity, revealing another card or
/// stopping, which queen goes back to sleep.
pub fn button_choices(decision: &Decision, legal: &[Action]) -> Vec<Action> {
    let offered: Vec<Action> = match decision {
        Decision::ChooseParity { .. } => {
            vec![Action::Parity(Parity::Odd), Action::Parity(Parity::Even)]
        }
        Decision::ContinueRevealing { .. } => vec![Action::Continue, Action::Pass],
        Decision::PutBackChoice { options, .. } => {
            options.iter().map(|o| Action::PutBack(*o)).collect()
        }
        _ => Vec::new(),
    };
    offered.into_iter().filter(|a| legal.contains(a)).collect()
}

/// The decision the person who has the screen makes now, if any.
pub fn screen_decision<'a>(now: &'a TableNow, seats: &HotSeat) -> Option<&'a Decision> {
    if seats.covered {
        return None;
    }
    now.persons_decision()
        .filter(|d| Some(d.seat()) == seats.viewer)
}

/// What a click on `key` where it lies does for `decision` (`legal`: its legal actions).
pub fn click_on_card(
    decision: &Decision,
    legal: &[Action],
    key: CardKey,
    place: Place,
) -> Option<Click> {
    let has = |a: &Action| legal.contains(a);
    let index = place.index as u8;
    match (decision, key, place.zone) {
        (Decision::TurnAction { seat }, CardKey::Deck(id), Zone::Hand(s)) if s == *seat => {
            let kind = id.card();
            if legal.iter().any(|a| matches!(a, Action::DiscardStuck(_))) {
                Some(Click::Act(Action::DiscardStuck(id)))
            } else if matches!(kind, Card::Number(_) | Card::Dragon)
                && legal
                    .iter()
                    .any(|a| matches!(a, Action::PlayNumbers(p) if p.cards().contains(&id)))
            {
                // Only cards some legal play uses: no Dragon as a number in classic, no
                // number a King's rule forbids.
                Some(Click::Select(id))
            } else if legal
                .iter()
                .any(|a| matches!(a, Action::Play(c) if c.card() == kind))
            {
                Some(Click::Act(Action::Play(id)))
            } else {
                None
            }
        }
        (
            Decision::PickSleepingQueen { .. }
            | Decision::PickGridQueen { .. }
            | Decision::ChooseRevealed { .. },
            CardKey::Queen(_),
            Zone::Grid(slot),
        ) if has(&Action::Slot(slot)) => Some(Click::Act(Action::Slot(slot))),
        (Decision::PickOwnedQueen { .. }, CardKey::Queen(_), Zone::Owned(seat)) => {
            let a = Action::Owned { seat, index };
            has(&a).then_some(Click::Act(a))
        }
        // An answer, or a play after a wake: the card itself is clicked, as its button
        // would be.
        (d, CardKey::Deck(id), Zone::Hand(s)) if s == d.seat() && has(&Action::Answer(id)) => {
            Some(Click::Act(Action::Answer(id)))
        }
        (Decision::AfterWake { seat }, CardKey::Deck(id), Zone::Hand(s))
            if s == *seat && has(&Action::Play(id)) =>
        {
            Some(Click::Act(Action::Play(id)))
        }
        (Decision::HatBlindPick { .. }, CardKey::Queen(_), Zone::HatPool) => {
            let a = Action::Blind(index);
            has(&a).then_some(Click::Act(a))
        }
        (Decision::FireBurn { .. }, CardKey::Deck(_), Zone::Hand(seat)) => {
            let a = Action::Burn { seat, index };
            has(&a).then_some(Click::Act(a))
        }
        _ => None,
    }
}

/// What a click on the empty grid slot `slot` does for `decision`.
pub fn click_on_slot(decision: &Decision, legal: &[Action], slot: u8) -> Option<Click> {
    let a = Action::Slot(slot);
    (matches!(decision, Decision::PickEmptySlot { .. }) && legal.contains(&a))
        .then_some(Click::Act(a))
}

/// Values for the selected cards: numbers as printed, Dragons as chosen or, where not
/// chosen yet, the first values that make the play legal.
pub fn selection_values(sel: &HandSelection, rules: &RuleSet, limits: NumberLimits) -> Vec<u8> {
    let mut values: Vec<u8> = sel
        .cards
        .iter()
        .map(|c| match c.card() {
            Card::Number(n) => n,
            _ => sel.dragon_values.get(c).copied().unwrap_or(0),
        })
        .collect();
    let open: Vec<usize> = (0..values.len()).filter(|i| values[*i] == 0).collect();
    if open.is_empty() {
        return values;
    }
    let combos = 10u32.pow(open.len() as u32);
    for a in 0..combos {
        let mut rest = a;
        for i in &open {
            values[*i] = (rest % 10) as u8 + 1;
            rest /= 10;
        }
        if combo_of(&values, rules).is_some() && within_limits(&values, limits) {
            return values;
        }
    }
    for i in &open {
        values[*i] = 1;
    }
    values
}

/// The number play the selection makes, if it is one the rules allow now.
pub fn selected_play(sel: &HandSelection, state: &GameState) -> Option<Action> {
    let values = selection_values(sel, state.rules(), state.number_limits());
    NumberPlay::new(&sel.cards, &values)
        .map(Action::PlayNumbers)
        .filter(|a| state.is_legal(a))
}

/// Why a click on `clicked` (a card and where it lies; `None`: an empty slot) does
/// nothing for `decision`, in a sentence (the prompt under it says what to do).
pub fn why_not(decision: &Decision, state: &GameState, clicked: Option<(CardKey, Zone)>) -> String {
    let me = decision.seat();
    if !matches!(decision, Decision::TurnAction { .. }) {
        return tr!("why-not-a-choice");
    }
    match clicked {
        Some((CardKey::Deck(id), Zone::Hand(s))) if s == me => {
            let rules = state.rules();
            match id.card() {
                Card::Dragon if !rules.on(Switch::DragonAsNumber) => tr!("why-dragon-answers"),
                Card::Wand if !rules.on(Switch::WandSwap) => tr!("why-wand-answers"),
                Card::Wand => tr!("why-wand-no-target"),
                Card::Knight => tr!("why-knight-no-target"),
                Card::Potion => tr!("why-potion-no-target"),
                Card::Number(_) | Card::Dragon => tr!("why-number-limited"),
                c => tr!("why-card-not-now", card = card_name(c)),
            }
        }
        Some((_, Zone::Hand(_))) => tr!("why-not-your-hand"),
        Some((_, Zone::Grid(_))) => tr!("why-grid-needs-king"),
        Some((_, Zone::Owned(_))) => tr!("why-owned-needs-knight"),
        _ => tr!("why-play-a-card"),
    }
}

fn forget_input(
    mut focus: ResMut<KeyFocus>,
    mut aiming: ResMut<Aiming>,
    mut selection: ResMut<HandSelection>,
    mut hint: ResMut<ClickHint>,
    mut hovered: ResMut<Hovered>,
    mut targets: ResMut<Targets>,
) {
    *focus = KeyFocus::default();
    *aiming = Aiming::default();
    *selection = HandSelection::default();
    *hint = ClickHint::default();
    *hovered = Hovered::default();
    *targets = Targets::default();
}

/// Ctrl+Z takes back the person's latest decision (as the table's button does).
fn take_back_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    menu: Res<State<Menu>>,
    settings: Res<Settings>,
    mut take: MessageWriter<TakeBack>,
) {
    let Some(keys) = keys.filter(|_| !paused(&menu)) else {
        return;
    };
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && settings.keys.pressed(&keys, Command::TakeBack) {
        take.write(TakeBack);
    }
}

/// H asks for a hint (as the table's button does).
fn hint_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    menu: Res<State<Menu>>,
    settings: Res<Settings>,
    mut ask: MessageWriter<AskHint>,
) {
    let Some(keys) = keys.filter(|_| !paused(&menu)) else {
        return;
    };
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if !ctrl && settings.keys.pressed(&keys, Command::Hint) {
        ask.write(AskHint);
    }
}

/// Whether a window is open over the table: input then goes nowhere.
fn paused(menu: &State<Menu>) -> bool {
    *menu.get() != Menu::None
}

#[allow(clippy::too_many_arguments)]
fn read_pointer(
    menu: Res<State<Menu>>,
    mut clicks: MessageReader<bevy::picking::events::Pointer<bevy::picking::events::Click>>,
    mut inputs: MessageReader<PointerInput>,
    mut pressed_at: Local<Option<Vec2>>,
    mut contexts: EguiContexts,
    camera: Query<(&Camera, &GlobalTransform)>,
    shapes: Query<(
        Entity,
        &GlobalTransform,
        &Sprite,
        &InheritedVisibility,
        Option<&SlotMark>,
    )>,
    cards: Query<(), With<TableCard>>,
    slots: Query<&SlotMark>,
    mut out: MessageWriter<TableClick>,
    mut pick: MessageWriter<Pick>,
) {
    if paused(&menu) {
        clicks.clear();
        inputs.clear();
        *pressed_at = None;
        return;
    }
    let mut clicked = false;
    for c in clicks.read() {
        clicked = true;
        if c.button == PointerButton::Secondary {
            // A right-click puts a held card back.
            pick.write(Pick::PutBack);
        } else if cards.get(c.entity).is_ok() {
            out.write(TableClick::Card(c.entity));
        } else if let Ok(s) = slots.get(c.entity) {
            out.write(TableClick::Slot(s.0));
        } else {
            out.write(TableClick::Felt);
        }
    }
    // A press and its release in one place that picking made no click of: egui's hold
    // on the pointer is a frame late, so a pointer that leaves a panel and presses in
    // the same frame (as a touch screen or a pen does) was still taken as over the
    // panel. What lies under the press gets the click, unless a panel lies there now.
    let mut released_at = None;
    for input in inputs.read() {
        match input.action {
            PointerAction::Press(PointerButton::Primary) => {
                *pressed_at = Some(input.location.position);
            }
            PointerAction::Release(PointerButton::Primary) => {
                released_at = pressed_at
                    .take()
                    .filter(|p| p.distance(input.location.position) <= CLICK_SLOP)
                    .map(|_| input.location.position);
            }
            _ => {}
        }
    }
    let Some(at) = released_at.filter(|_| !clicked) else {
        return;
    };
    if let Ok(ctx) = contexts.ctx_mut() {
        let point = egui::pos2(at.x, at.y) / ctx.zoom_factor();
        if ctx.layer_id_at(point).is_some() {
            return;
        }
    }
    let Some((cam, cam_at)) = camera.iter().next() else {
        return;
    };
    let Ok(world) = cam.viewport_to_world_2d(cam_at, at) else {
        return;
    };
    let under = topmost_under(
        world,
        shapes
            .iter()
            .filter(|(e, _, _, seen, slot)| seen.get() && (slot.is_some() || cards.get(*e).is_ok()))
            .filter_map(|(e, at, sprite, _, _)| Some((e, at.affine(), sprite.custom_size?))),
    );
    out.write(match under {
        Some(e) => match slots.get(e) {
            Ok(s) => TableClick::Slot(s.0),
            Err(_) => TableClick::Card(e),
        },
        None => TableClick::Felt,
    });
}

/// How far, in pixels, a press may move before its release and still be a click.
const CLICK_SLOP: f32 = 6.0;

/// Of `shapes` (each a thing, where it stands and its size), the top one (nearest the
/// camera) whose rectangle holds the world point `point`, turned and scaled as drawn.
fn topmost_under<T>(
    point: Vec2,
    shapes: impl Iterator<Item = (T, bevy::math::Affine3A, Vec2)>,
) -> Option<T> {
    shapes
        .filter(|(_, at, _)| at.matrix3.determinant().abs() > f32::EPSILON)
        .filter(|(_, at, size)| {
            let local = at.inverse().transform_point3(point.extend(0.0));
            local.x.abs() <= size.x / 2.0 && local.y.abs() <= size.y / 2.0
        })
        .max_by(|a, b| a.1.translation.z.total_cmp(&b.1.translation.z))
        .map(|(t, _, _)| t)
}

fn hover(
    mut over: MessageReader<bevy::picking::events::Pointer<bevy::picking::events::Over>>,
    mut out: MessageReader<bevy::picking::events::Pointer<bevy::picking::events::Out>>,
    cards: Query<(), With<TableCard>>,
    mut hovered: ResMut<Hovered>,
) {
    for o in out.read() {
        if hovered.0 == Some(o.entity) {
            hovered.0 = None;
        }
    }
    for o in over.read() {
        if cards.get(o.entity).is_ok() {
            hovered.0 = Some(o.entity);
        }
    }
}

/// Notes the decision whose prompt is on screen, so that one that replaces another
/// takes no input for a moment.
fn note_hold(
    now: TableNow,
    seats: Res<HotSeat>,
    time: Res<Time<Real>>,
    mut hold: ResMut<Hold>,
    mut wake: MessageWriter<Wake>,
) {
    let on_screen = screen_decision(&now, &seats).map(|_| now.game.stamp());
    if hold.note(on_screen, time.elapsed_secs_f64()) {
        // Frames while the prompt fades in, and one when it takes clicks.
        wake.write(Wake::in_secs(0.02));
    }
}

/// Tab, Shift+Tab and the arrow keys move the keyboard's focus among what can be
/// picked now (from where it was, or, with nothing focused, from the first); Enter
/// chooses it, as a click on it would.
#[allow(clippy::too_many_arguments)]
fn move_focus(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    menu: Res<State<Menu>>,
    targets: Res<Targets>,
    cards: Query<&Transform, With<TableCard>>,
    slots: Query<(&SlotMark, &Transform)>,
    mut focus: ResMut<KeyFocus>,
    mut out: MessageWriter<TableClick>,
    mut tab: ResMut<TabAtTable>,
) {
    let Some(keys) = keys.filter(|_| !paused(&menu)) else {
        return;
    };
    // A helper button has the keys: Tab, Enter and the arrows are its.
    if tab.on_helper {
        return;
    }
    const MOVES: [KeyCode; 6] = [
        KeyCode::Enter,
        KeyCode::Tab,
        KeyCode::ArrowLeft,
        KeyCode::ArrowRight,
        KeyCode::ArrowUp,
        KeyCode::ArrowDown,
    ];
    // Most frames press none of them: the places are gathered only when one is.
    if !keys.any_just_pressed(MOVES) {
        return;
    }
    let places = pickable_in_order(
        &targets,
        |e| cards.get(e).ok().map(|tf| tf.translation.truncate()),
        slots.iter().map(|(m, tf)| (m.0, tf.translation.truncate())),
    );
    if places.is_empty() {
        return;
    }
    let place_of = |f: Focus| match f {
        Focus::Card(e) => cards.get(e).ok().map(|tf| tf.translation.truncate()),
        Focus::Slot(s) => slots
            .iter()
            .find(|(m, _)| m.0 == s)
            .map(|(_, tf)| tf.translation.truncate()),
    };
    let now = focus.on(&targets);
    if keys.just_pressed(KeyCode::Enter)
        && let Some(f) = now
    {
        out.write(f.click());
        return;
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let arrows = [
        (KeyCode::ArrowLeft, Vec2::NEG_X),
        (KeyCode::ArrowRight, Vec2::X),
        (KeyCode::ArrowUp, Vec2::Y),
        (KeyCode::ArrowDown, Vec2::NEG_Y),
    ];
    let next = if let Some(Forward(forward)) = tab.to_places {
        // Back from the helpers: the first place, or the last with Shift.
        Some(if forward {
            places[0].0
        } else {
            places[places.len() - 1].0
        })
    } else if keys.just_pressed(KeyCode::Tab) {
        let i = now.and_then(|f| places.iter().position(|(p, _)| *p == f));
        let n = places.len();
        match (i, shift) {
            (None, false) => Some(places[0].0),
            (None, true) => Some(places[n - 1].0),
            // Past the last place (the first with Shift): the helper buttons.
            (Some(i), false) if i + 1 == n => {
                tab.to_helpers = Some(Forward(true));
                None
            }
            (Some(0), true) => {
                tab.to_helpers = Some(Forward(false));
                None
            }
            (Some(i), false) => Some(places[i + 1].0),
            (Some(i), true) => Some(places[i - 1].0),
        }
    } else if let Some((_, towards)) = arrows.iter().find(|(k, _)| keys.just_pressed(*k)) {
        // From the focus (even one that can no longer be picked: its place stays).
        match focus.0.and_then(place_of) {
            // Nothing that way from a focus that can no longer be picked (a card just
            // played by its number key): the first place, rather than no focus at all.
            Some(from) => nearest_towards(from, *towards, &places)
                .or(now)
                .or(Some(places[0].0)),
            None => Some(places[0].0),
        }
    } else {
        return;
    };
    if focus.0 != next {
        focus.0 = next;
    }
}

/// Keys: 1–9 pick the cards of your hand from the left, D (or Enter with nothing
/// focused) discards the picked numbers, V (Shift+V) raises (lowers) the number a
/// picked Dragon stands for, Space passes.
fn keyboard(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    menu: Res<State<Menu>>,
    now: TableNow,
    seats: Res<HotSeat>,
    shown: Res<TableShown>,
    selection: Res<HandSelection>,
    (focus, targets): (Res<KeyFocus>, Res<Targets>),
    cards: Query<(Entity, &TableCard)>,
    mut out: MessageWriter<TableClick>,
    mut choose: MessageWriter<Choose>,
    mut pick: MessageWriter<Pick>,
    (hold, settings, tab): (Res<Hold>, Res<Settings>, Res<TabAtTable>),
    time: Res<Time<Real>>,
) {
    let Some(keys) = keys.filter(|_| !paused(&menu)) else {
        return;
    };
    // A helper button has the keys: Enter and Space press it.
    if tab.on_helper {
        return;
    }
    let map = &settings.keys;
    // A key meant for the decision just replaced is not taken for the new one.
    if hold.holds(time.elapsed_secs_f64()) {
        return;
    }
    let Some(decision) = screen_decision(&now, &seats) else {
        return;
    };
    let seat = decision.seat();
    if let Some(n) = DIGITS.iter().position(|k| keys.just_pressed(*k)) {
        let legal = now
            .game
            .lesson_filter(seat, now.game.state().legal_actions(), 0);
        let buttons = button_choices(decision, &legal);
        if !buttons.is_empty() {
            // A decision the prompt's buttons answer: the digit chooses its button.
            if let Some(&action) = buttons.get(n) {
                choose.write(now.game.choice(seat, action));
            }
            return;
        }
        let mut hand = shown
            .model
            .hands
            .get(seat as usize)
            .cloned()
            .unwrap_or_default();
        hand.sort_by_key(|c| c.card());
        if let Some(card) = hand.get(n)
            && let Some((e, _)) = cards.iter().find(|(_, c)| c.0 == CardKey::Deck(*card))
        {
            out.write(TableClick::Card(e));
        }
    }
    let state = now.game.state();
    if map.pressed(&keys, Command::Dragon)
        && let Some((i, dragon)) = selection
            .cards
            .iter()
            .enumerate()
            .find(|(_, c)| c.card() == Card::Dragon)
    {
        let values = selection_values(&selection, state.rules(), state.number_limits());
        let lower = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        pick.write(Pick::Dragon(*dragon, dragon_step(values[i], lower)));
    }
    // Enter chooses what the focus is on, if anything; else it discards the picks.
    let focused = focus.on(&targets).is_some();
    let discard =
        map.pressed(&keys, Command::Discard) || keys.just_pressed(KeyCode::Enter) && !focused;
    if discard && !selection.cards.is_empty() {
        if let Some(play) = selected_play(&selection, state) {
            choose.write(now.game.choice(seat, play));
        }
    } else if map.pressed(&keys, Command::Pass) && state.legal_actions().contains(&Action::Pass) {
        choose.write(now.game.choice(seat, Action::Pass));
    }
}

/// The number after `value` (1 to 10, round again), or before it.
fn dragon_step(value: u8, lower: bool) -> u8 {
    if lower {
        (value + 8) % 10 + 1
    } else {
        value % 10 + 1
    }
}

/// Turns clicks into choices (or picks). A click while cards move skips ahead; if that
/// was the last step shown, the click then goes on to what it was aimed at, as soon as
/// the next frame shows the choices. A card that needs a target is held until one is
/// picked.
fn clicks(
    menu: Res<State<Menu>>,
    mut clicks: MessageReader<TableClick>,
    mut carried: Local<Option<TableClick>>,
    now: TableNow,
    seats: Res<HotSeat>,
    on_table: Query<(&TableCard, &OnTable)>,
    time: Res<Time>,
    mut selection: ResMut<HandSelection>,
    mut aiming: ResMut<Aiming>,
    mut hint: ResMut<ClickHint>,
    mut choose: MessageWriter<Choose>,
    mut skip: MessageWriter<SkipAnimation>,
    mut sounds: MessageWriter<PlaySound>,
    hold: Res<Hold>,
    real: Res<Time<Real>>,
) {
    let earlier = carried.take();
    if paused(&menu) {
        clicks.clear();
        return;
    }
    for click in earlier.iter().chain(clicks.read()) {
        if seats.covered {
            continue;
        }
        if !now.presentation.is_idle() {
            // Skip to the end of the current step.
            if now.presentation.events_to_show() == 0 {
                *carried = Some(*click);
            }
            skip.write(SkipAnimation);
            continue;
        }
        let Some(engine_decision) = screen_decision(&now, &seats) else {
            continue;
        };
        // A click meant for the decision just replaced is not taken for the new one.
        if hold.holds(real.elapsed_secs_f64()) {
            continue;
        }
        let seat = engine_decision.seat();
        let at = now.game.stamp();
        let state = now.game.state();
        let held = aiming.now(at).cloned();
        let (decision, legal) = choices_now(&now.game, engine_decision, held.as_ref());
        let clicked = match click {
            TableClick::Card(e) => on_table.get(*e).ok().map(|(c, on)| (c.0, on.0)),
            _ => None,
        };
        if let (Some(aim), Some((CardKey::Deck(card), _))) = (&held, clicked)
            && card == aim.card
        {
            // The held card again: it goes back.
            aiming.0 = None;
            continue;
        }
        let what = match (click, clicked) {
            (TableClick::Card(_), Some((key, place))) => {
                click_on_card(decision, &legal, key, place)
            }
            (TableClick::Slot(s), _) => click_on_slot(decision, &legal, *s),
            _ => None,
        };
        match what {
            Some(Click::Act(action)) => match &held {
                Some(aim) => {
                    // The held card is played, then its target picked, one after the other.
                    choose.write(now.game.choice(seat, Action::Play(aim.card)));
                    choose.write(Choose {
                        seat,
                        action,
                        at: at + 1,
                    });
                    aiming.0 = None;
                }
                None => play_or_hold(state, seat, at, action, &mut aiming, &mut choose),
            },
            Some(Click::Select(card)) => {
                if selection.at != at {
                    *selection = HandSelection {
                        at,
                        ..HandSelection::default()
                    };
                }
                if let Some(i) = selection.cards.iter().position(|c| *c == card) {
                    selection.cards.remove(i);
                    selection.dragon_values.remove(&card);
                } else {
                    selection.cards.push(card);
                }
            }
            Some(Click::PutBack) => aiming.0 = None,
            None if !matches!(click, TableClick::Felt) => {
                let text = match &held {
                    Some(aim) => tr!("why-pick-a-target", card = card_name(aim.card.card())),
                    None => why_not(decision, state, clicked.map(|(k, p)| (k, p.zone))),
                };
                *hint = ClickHint {
                    text,
                    since: time.elapsed_secs_f64(),
                    at,
                };
                sounds.write(PlaySound(Sfx::Invalid));
            }
            None => {}
        }
    }
}

/// Plays `action` for `seat`, or, for a card that asks for a target next, holds it.
fn play_or_hold(
    state: &GameState,
    seat: Seat,
    at: usize,
    action: Action,
    aiming: &mut Aiming,
    choose: &mut MessageWriter<Choose>,
) {
    if let Action::Play(card) = action
        && let Some((decision, legal)) = aim_of(state, seat, card)
    {
        aiming.0 = Some(Aim {
            card,
            at,
            decision,
            legal,
        });
        return;
    }
    choose.write(Choose { seat, action, at });
}

/// Picks made in the prompt bar, with a key or a right-click.
fn picks(
    menu: Res<State<Menu>>,
    mut picks: MessageReader<Pick>,
    now: TableNow,
    seats: Res<HotSeat>,
    mut selection: ResMut<HandSelection>,
    mut aiming: ResMut<Aiming>,
    mut choose: MessageWriter<Choose>,
) {
    if paused(&menu) {
        picks.clear();
        return;
    }
    let at = now.game.stamp();
    for pick in picks.read() {
        match *pick {
            Pick::Toggle(card) => {
                if let Some(i) = selection.cards.iter().position(|c| *c == card) {
                    selection.cards.remove(i);
                    selection.dragon_values.remove(&card);
                } else {
                    selection.at = at;
                    selection.cards.push(card);
                }
            }
            Pick::Dragon(card, value) => {
                if selection.cards.contains(&card) {
                    selection.dragon_values.insert(card, value);
                }
            }
            Pick::Clear => *selection = HandSelection::default(),
            Pick::Play(card) => {
                if let Some(decision) = screen_decision(&now, &seats) {
                    let seat = decision.seat();
                    let state = now.game.state();
                    play_or_hold(
                        state,
                        seat,
                        at,
                        Action::Play(card),
                        &mut aiming,
                        &mut choose,
                    );
                }
            }
            Pick::PutBack => aiming.0 = None,
        }
    }
}

/// Picks are for one decision: once it is taken, they are put back.
fn forget_stale_picks(
    now: TableNow,
    mut selection: ResMut<HandSelection>,
    mut aiming: ResMut<Aiming>,
) {
    let at = now.game.stamp();
    if !selection.cards.is_empty() && selection.at != at {
        *selection = HandSelection::default();
    }
    if aiming.0.as_ref().is_some_and(|a| a.at != at) {
        aiming.0 = None;
    }
}

/// Works out what clicking each card and slot would do for the person deciding now.
pub fn find_targets(
    now: TableNow,
    seats: Res<HotSeat>,
    aiming: Res<Aiming>,
    cards: Query<(Entity, &TableCard, &OnTable)>,
    mut targets: ResMut<Targets>,
) {
    let mut found = Targets::default();
    if let Some(engine_decision) = screen_decision(&now, &seats) {
        let held = aiming.now(now.game.stamp());
        let (decision, legal) = choices_now(&now.game, engine_decision, held);
        for (entity, card, on) in &cards {
            if let Some(c) = click_on_card(decision, &legal, card.0, on.0) {
                found.cards.insert(entity, c);
            }
            // The held card glows too: a click puts it back.
            if held.is_some_and(|a| card.0 == CardKey::Deck(a.card)) {
                found.cards.insert(entity, Click::PutBack);
            }
        }
        for slot in 0..crate::sleeping_queens::state::GRID_SLOTS as u8 {
            if let Some(c) = click_on_slot(decision, &legal, slot) {
                found.slots.insert(slot, c);
            }
        }
    }
    if *targets != found {
        *targets = found;
    }
}

/// A hint fades away on its own: the screen is drawn until it has.
fn fade_hint(time: Res<Time>, now: TableNow, hint: Res<ClickHint>, mut wake: MessageWriter<Wake>) {
    if hint.shows(time.elapsed_secs_f64(), now.game.stamp()) {
        wake.write(Wake::NOW);
    }
}

#[cfg(test)]
mod tests {
    use bevy::math::{Affine3A, Quat, Vec3};

    use super::*;

    fn card(x: f32, z: f32, angle: f32) -> Affine3A {
        Affine3A::from_rotation_translation(Quat::from_rotation_z(angle), Vec3::new(x, 0.0, z))
    }

    #[test]
    fn a_press_hits_the_top_card_under_it_turned_as_drawn() {
        let size = Vec2::new(100.0, 140.0);
        // Two overlapping cards of a fan; the right one lies on top.
        let fan = [
            ("left", card(0.0, 1.0, 0.0), size),
            ("right", card(60.0, 2.0, 0.0), size),
        ];
        assert_eq!(
            topmost_under(Vec2::new(40.0, 0.0), fan.into_iter()),
            Some("right")
        );
        assert_eq!(
            topmost_under(Vec2::new(-40.0, 0.0), fan.into_iter()),
            Some("left")
        );
        assert_eq!(topmost_under(Vec2::new(200.0, 0.0), fan.into_iter()), None);
        // A card turned a quarter: its length runs across the screen.
        let turned = [("turned", card(0.0, 1.0, std::f32::consts::FRAC_PI_2), size)];
        assert_eq!(
            topmost_under(Vec2::new(65.0, 0.0), turned.into_iter()),
            Some("turned")
        );
        assert_eq!(
            topmost_under(Vec2::new(0.0, 60.0), turned.into_iter()),
            None
        );
        // A card mid-flip, no wider than a line, is not hit (and does not divide by 0).
        let flat = [(
            "flat",
            Affine3A::from_scale_rotation_translation(
                Vec3::new(0.0, 1.0, 1.0),
                Quat::IDENTITY,
                Vec3::ZERO,
            ),
            size,
        )];
        assert_eq!(topmost_under(Vec2::ZERO, flat.into_iter()), None);
    }
}
