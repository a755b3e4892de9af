//! One or more tests per rule id of docs/rules.md–§4, each setting up the exact situation
//! with the table builder and checking what a player would see.

use rand::SeedableRng;
use sq_core::sleeping_queens::event::EndReason;
use sq_core::sleeping_queens::*;

use Card::*;
use sq_core::sleeping_queens::Card::King;
use sq_core::sleeping_queens::cards::King as K;

pub(crate) const N1: Card = Number(1);
pub(crate) const N2: Card = Number(2);
pub(crate) const N3: Card = Number(3);
pub(crate) const N4: Card = Number(4);
pub(crate) const N5: Card = Number(5);
pub(crate) const N6: Card = Number(6);
pub(crate) const N7: Card = Number(7);
pub(crate) const N8: Card = Number(8);
pub(crate) const N9: Card = Number(9);

pub(crate) fn filler() -> Vec<Card> {
    vec![N2, N4, N6, N8, N9]
}

/// Plays the first card of `kind` from the hand of whoever must decide.
pub(crate) fn play(s: &mut GameState, kind: Card) -> Vec<GameEvent> {
    let seat = s.pending().expect("a decision").seat();
    let id = *s
        .hand(seat)
        .iter()
        .find(|c| c.card() == kind)
        .unwrap_or_else(|| panic!("seat {seat} holds no {kind}"));
    s.apply(Action::Play(id)).unwrap()
}

pub(crate) fn answer(s: &mut GameState, kind: Card) -> Vec<GameEvent> {
    let seat = s.pending().expect("a decision").seat();
    let id = *s.hand(seat).iter().find(|c| c.card() == kind).unwrap();
    s.apply(Action::Answer(id)).unwrap()
}

pub(crate) fn numbers(s: &mut GameState, values: &[u8]) -> Result<Vec<GameEvent>, RuleError> {
    let seat = s.pending().unwrap().seat();
    let mut used = Vec::new();
    for v in values {
        let id = *s
            .hand(seat)
            .iter()
            .find(|c| c.card() == Number(*v) && !used.contains(*c))
            .unwrap();
        used.push(id);
    }
    s.apply(Action::PlayNumbers(NumberPlay::of_numbers(&used).unwrap()))
}

pub(crate) fn act(s: &mut GameState, a: Action) -> Vec<GameEvent> {
    s.apply(a)
        .unwrap_or_else(|e| panic!("{e}; legal: {:?}", s.legal_actions()))
}

pub(crate) fn slot_of(s: &GameState, q: Queen) -> u8 {
    s.grid()
        .iter()
        .position(|g| g.is_some_and(|g| g.queen == q))
        .unwrap_or_else(|| panic!("{q} is not in the grid")) as u8
}

pub(crate) fn pick(s: &mut GameState, q: Queen) -> Vec<GameEvent> {
    let slot = slot_of(s, q);
    act(s, Action::Slot(slot))
}

pub(crate) fn target(s: &mut GameState, owner: Seat, q: Queen) -> Vec<GameEvent> {
    let index = s.owned(owner).iter().position(|o| o.queen == q).unwrap() as u8;
    act(s, Action::Owned { seat: owner, index })
}

pub(crate) fn queens(s: &GameState, seat: Seat) -> Vec<Queen> {
    let mut v: Vec<Queen> = s.owned(seat).iter().map(|o| o.queen).collect();
    v.sort();
    v
}

pub(crate) fn first_empty(s: &GameState) -> u8 {
    s.grid().iter().position(|g| g.is_none()).unwrap() as u8
}

pub(crate) fn is_turn_of(s: &GameState, seat: Seat) -> bool {
    matches!(s.pending(), Some(Decision::TurnAction { seat: x }) if *x == seat)
}

// ---------------------------------------------------------------- §2 table and turns

#[test]
fn t_1_two_to_five_seats_clockwise() {
    for n in [0, 1, 6] {
        assert!(GameState::new(&Setup::new(n, RuleSet::classic()), 1).is_err());
    }
    for n in 2..=5 {
        let mut setup = Setup::new(n, RuleSet::extended());
        setup.starting_seat = Some(n - 1);
        let mut s = GameState::new(&setup, 3).unwrap();
        assert!(is_turn_of(&s, n - 1));
        let a = s
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::PlayNumbers(_)));
        if let Some(a) = a {
            act(&mut s, a);
            assert!(is_turn_of(&s, 0), "clockwise wraps to seat 0");
        }
    }
}

#[test]
fn t_2_slots_keep_their_places() {
    let mut s = TableBuilder::classic(2)
        .hand(0, &[Potion, N2, N4, N6, N8])
        .hand(1, &filler())
        .own(1, Queen::Moon)
        .build()
        .unwrap();
    let before = *s.grid();
    play(&mut s, Potion);
    target(&mut s, 1, Queen::Moon);
    let empty = first_empty(&s);
    assert!(matches!(s.pending(), Some(Decision::PickEmptySlot { .. })));
    act(&mut s, Action::Slot(empty));
    for (i, g) in s.grid().iter().enumerate() {
        if i as u8 == empty {
            assert_eq!(g.map(|g| (g.queen, g.face_up)), Some((Queen::Moon, false)));
        } else {
            assert_eq!(*g, before[i], "slot {i} moved by itself");
        }
    }
    // The slot where she went to sleep is remembered publicly.
    let o = s.observe(0);
    assert_eq!(
        o.grid[empty as usize],
        SlotView::FaceDown {
            last_seen: Some(Queen::Moon)
        }
    );
}

/// Checks T-3 (docs/rules.md).
#[test]
fn t_3_setup_deal_and_seed() {
    for rules in [RuleSet::classic(), RuleSet::extended()] {
        for n in 2..=5u8 {
            let setup = Setup::new(n, rules.clone());
            let s = GameState::new(&setup, 42).unwrap();
            assert_eq!(s.grid().iter().flatten().count(), 12);
            let face_up: Vec<Queen> = s
                .grid()
                .iter()
                .flatten()
                .filter(|g| g.face_up)
                .map(|g| g.queen)
                .collect();
            if rules.is_extended() {
                assert_eq!(face_up, vec![Queen::Pancake]);
            } else {
                assert!(face_up.is_empty());
            }
            for seat in 0..n {
                assert_eq!(s.hand(seat).len(), 5);
            }
            assert_eq!(s.draw_pile().len(), 67 - 5 * n as usize);
            assert_eq!(
                s,
                GameState::new(&setup, 42).unwrap(),
                "same seed, same game"
            );
            assert_ne!(s, GameState::new(&setup, 43).unwrap());
        }
    }
    let starts: std::collections::BTreeSet<Seat> = (0..40)
        .map(|seed| {
            GameState::new(&Setup::new(4, RuleSet::classic()), seed)
                .unwrap()
                .current_seat()
        })
        .collect();
    assert_eq!(starts.len(), 4, "the starting seat is random from the seed");
}

/// Checks T-4 (docs/rules.md).
#[test]
fn t_4_hands_are_hidden_from_others() {
    let s = GameState::new(&Setup::new(3, RuleSet::extended()), 7).unwrap();
    let o = s.observe(1);
    assert_eq!(o.hand, s.hand(1));
    assert_eq!(o.hand_sizes, vec![5, 5, 5]);
    assert!(o.known_in_hands.iter().all(|k| k.is_empty()));
    let debug = format!(
        "{:?}",
        (&o.hand, &o.known_in_hands, &o.discard, &o.grid, &o.owned)
    );
    for c in s.hand(0) {
        if !s.hand(1).contains(c) {
            assert!(!debug.contains(&format!("CardId({})", c.0)));
        }
    }
}

/// Checks T-5 (docs/rules.md).
#[test]
fn t_5_reshuffle_then_classic_skips_and_extended_ends() {
    // The draw pile is empty: the discard pile becomes the new draw pile.
    let mut s = TableBuilder::extended(2)
        .hand(0, &[N3, N2, N4, N6, N8])
        .hand(1, &filler())
        .empty_draw_pile()
        .build()
        .unwrap();
    assert!(s.draw_pile().is_empty());
    let ev = numbers(&mut s, &[3]).unwrap();
    assert!(ev.iter().any(|e| matches!(e, GameEvent::Reshuffled { .. })));
    assert_eq!(s.hand(0).len(), 5);
    // The played card was not shuffled in: it went to the discard pile afterwards (T-6).
    assert_eq!(s.discard_pile().len(), 1);
}

/// Checks T-5 (docs/rules.md).
#[test]
fn t_5_both_piles_empty_classic_skips_the_draw() {
    let mut s = TableBuilder::classic(2)
        .hand(0, &[Knight, N2, N4, N6, N8])
        .hand(1, &[Dragon, N2, N4, N6, N8])
        .own(1, Queen::Moon)
        .no_piles()
        .build()
        .unwrap();
    play(&mut s, Knight);
    target(&mut s, 1, Queen::Moon);
    let ev = answer(&mut s, Dragon);
    assert!(ev.contains(&GameEvent::DrawSkipped { seat: 1 }), "{ev:?}");
    assert!(!s.is_over(), "classic goes on");
}

/// Checks X-END-3 (docs/rules.md).
#[test]
fn x_end_3_piles_exhausted_ends_extended_game() {
    let mut s = TableBuilder::extended(2)
        .hand(0, &[N3, N2, N4, N6, N8])
        .hand(1, &filler())
        .own(0, Queen::Heart)
        .own(1, Queen::Rose)
        .no_piles()
        .build()
        .unwrap();
    numbers(&mut s, &[3]).unwrap();
    let o = s.outcome().expect("the game ended");
    assert_eq!(o.reason, EndReason::PilesExhausted);
    assert_eq!(o.winners, vec![0], "most points wins");
}

/// Checks T-6 (docs/rules.md).
#[test]
fn t_6_cards_go_to_the_discard_pile_after_their_effect() {
    let mut s = TableBuilder::classic(2)
        .hand(0, &[Knight, N2, N4, N6, N8])
        .hand(1, &[Dragon, N2, N4, N6, N8])
        .own(1, Queen::Moon)
        .build()
        .unwrap();
    play(&mut s, Knight);
    target(&mut s, 1, Queen::Moon);
    assert!(s.in_play().iter().any(|c| c.card() == Knight));
    answer(&mut s, Dragon);
    let kinds: Vec<Card> = s.discard_pile().iter().map(|c| c.card()).collect();
    assert!(kinds.contains(&Knight) && kinds.contains(&Dragon));
    assert!(s.in_play().is_empty());
}

// ---------------------------------------------------------------- §3 classic

/// Checks C-1 (docs/rules.md).
#[test]
fn c_1_king_wakes_any_sleeping_queen() {
    let mut s = TableBuilder::classic(2)
        .hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
        .hand(1, &filler())
        .build()
        .unwrap();
    play(&mut s, King(K::Puzzle));
    assert!(matches!(
        s.pending(),
        Some(Decision::PickSleepingQueen { seat: 0, .. })
    ));
    assert_eq!(s.legal_actions().len(), 12);
    let ev = pick(&mut s, Queen::Moon);
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::Woken {
            seat: 0,
            queen: Queen::Moon,
            ..
        }
    )));
    assert_eq!(queens(&s, 0), vec![Queen::Moon]);
    assert!(
        s.observe(1).owned[0][0].queen == Some(Queen::Moon),
        "face up for all"
    );
    assert_eq!(s.hand(0).len(), 5, "drew back up to 5");
    assert!(is_turn_of(&s, 1));
}

/// Checks C-1a (docs/rules.md).
#[test]
fn c_1a_rose_wakes_one_more() {
    let mut s = TableBuilder::classic(2)
        .hand(0, &[King(K::Hat), N2, N4, N6, N8])
        .hand(1, &filler())
        .build()
        .unwrap();
    play(&mut s, King(K::Hat));
    pick(&mut s, Queen::Rose);
    assert!(matches!(
        s.pending(),
        Some(Decision::PickSleepingQueen {
            reason: WakeReason::Rose,
            optional: false,
            ..
        })
    ));
    pick(&mut s, Queen::Heart);
    assert_eq!(queens(&s, 0), vec![Queen::Heart, Queen::Rose]);
}

/// Checks C-1b (docs/rules.md).
#[test]
fn c_1b_cat_and_dog_send_the_new_one_back() {
    let mut s = TableBuilder::classic(2)
        .hand(0, &[King(K::Chess), N2, N4, N6, N8])
        .hand(1, &filler())
        .own(0, Queen::Dog)
        .build()
        .unwrap();
    let slot = slot_of(&s, Queen::Cat);
    play(&mut s, King(K::Chess));
    let ev = act(&mut s, Action::Slot(slot));
    assert!(ev.contains(&GameEvent::SentBack {
        queen: Queen::Cat,
        slot
    }));
    assert_eq!(queens(&s, 0), vec![Queen::Dog]);
    let g = s.grid()[slot as usize].unwrap();
    assert_eq!(
        (g.queen, g.face_up),
        (Queen::Cat, false),
        "back face down in her slot"
    );
    assert!(is_turn_of(&s, 1), "no other queen instead");
    assert_eq!(
        s.observe(1).grid[slot as usize],
        SlotView::FaceDown {
            last_seen: Some(Queen::Cat)
        }
    );
}

/// Checks C-2 (docs/rules.md).
#[test]
fn c_2_knight_steals_and_dragon_defends() {
    let mut s = TableBuilder::classic(3)
        .hand(0, &[Knight, N2, N4, N6, N8])
        .hand(1, &filler())
        .hand(2, &filler())
        .own(0, Queen::Cake)
        .own(1, Queen::Moon)
        .build()
        .unwrap();
    play(&mut s, Knight);
    // Only another player's queen.
    assert_eq!(s.legal_actions(), vec![Action::Owned { seat: 1, index: 0 }]);
    target(&mut s, 1, Queen::Moon);
    assert_eq!(queens(&s, 0), vec![Queen::Moon, Queen::Cake]);
    assert!(is_turn_of(&s, 1));

    let mut s = TableBuilder::classic(3)
        .hand(0, &[Knight, N2, N4, N6, N8])
        .hand(1, &[Dragon, N2, N4, N6, N8])
        .hand(2, &[Dragon, N2, N4, N6, N8])
        .own(1, Queen::Moon)
        .build()
        .unwrap();
    play(&mut s, Knight);
    target(&mut s, 1, Queen::Moon);
    // Only the target may answer in classic.
    assert!(matches!(
        s.pending(),
        Some(Decision::Answer {
            seat: 1,
            against: Knight,
            by: 0
        })
    ));
    let ev = answer(&mut s, Dragon);
    assert!(
        ev.iter()
            .any(|e| matches!(e, GameEvent::Cancelled { card } if card.card() == Knight))
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e, GameEvent::Drew { seat: 1, .. })),
        "the target draws 1"
    );
    assert_eq!(s.hand(1).len(), 5);
    assert_eq!(queens(&s, 1), vec![Queen::Moon]);
    assert!(
        is_turn_of(&s, 1),
        "not a turn for the target: play goes on clockwise"
    );
}

/// Checks C-3 (docs/rules.md).
#[test]
fn c_3_potion_and_wand() {
    let mut s = TableBuilder::classic(2)
        .hand(0, &[Potion, N2, N4, N6, N8])
        .hand(1, &[Wand, N2, N4, N6, N8])
        .own(0, Queen::Rose)
        .own(1, Queen::Moon)
        .build()
        .unwrap();
    play(&mut s, Potion);
    assert_eq!(
        s.legal_actions(),
        vec![Action::Owned { seat: 1, index: 0 }],
        "another player's queen"
    );
    target(&mut s, 1, Queen::Moon);
    assert!(matches!(
        s.pending(),
        Some(Decision::Answer {
            seat: 1,
            against: Potion,
            ..
        })
    ));
    let mut passed = s.clone();
    act(&mut passed, Action::Pass);
    let slot = first_empty(&passed);
    assert!(matches!(
        passed.pending(),
        Some(Decision::PickEmptySlot { seat: 0, .. })
    ));
    act(&mut passed, Action::Slot(slot));
    assert!(queens(&passed, 1).is_empty());
    assert_eq!(passed.grid()[slot as usize].map(|g| g.face_up), Some(false));

    answer(&mut s, Wand);
    assert_eq!(queens(&s, 1), vec![Queen::Moon]);
    assert_eq!(s.hand(1).len(), 5);
    let kinds: Vec<Card> = s.discard_pile().iter().map(|c| c.card()).collect();
    assert!(kinds.contains(&Potion) && kinds.contains(&Wand));
}

/// Checks C-4 (docs/rules.md).
#[test]
fn c_4_jester_power_card_gives_another_action() {
    let mut s = TableBuilder::classic(3)
        .hand(0, &[Jester, N2, N4, N6, N8])
        .hand(1, &filler())
        .hand(2, &filler())
        .draw_top(&[King(K::Turtle)])
        .build()
        .unwrap();
    let ev = play(&mut s, Jester);
    assert!(ev.iter().any(
        |e| matches!(e, GameEvent::JesterRevealed { seat: 0, card } if card.card() == King(K::Turtle))
    ));
    assert!(is_turn_of(&s, 0), "another action");
    assert_eq!(s.hand(0).len(), 5, "the revealed card replaces the jester");
    assert!(
        s.observe(1).known_in_hands[0]
            .iter()
            .any(|c| c.card() == King(K::Turtle))
    );
    play(&mut s, King(K::Turtle));
    pick(&mut s, Queen::Moon);
    assert_eq!(queens(&s, 0), vec![Queen::Moon]);
    assert!(is_turn_of(&s, 1));
}

/// Checks C-4 (docs/rules.md).
#[test]
fn c_4_jester_number_counts_seats() {
    // 3 seats, a 5: count 0,1,2,0,1 → seat 1 wakes a queen.
    let mut s = TableBuilder::classic(3)
        .hand(0, &[Jester, N2, N4, N6, N8])
        .hand(1, &filler())
        .hand(2, &filler())
        .draw_top(&[N5])
        .build()
        .unwrap();
    let ev = play(&mut s, Jester);
    assert!(ev.contains(&GameEvent::JesterCounted {
        from: 0,
        count: 5,
        reached: 1
    }));
    assert!(matches!(
        s.pending(),
        Some(Decision::PickSleepingQueen {
            seat: 1,
            reason: WakeReason::JesterWake,
            ..
        })
    ));
    pick(&mut s, Queen::Heart);
    assert_eq!(queens(&s, 1), vec![Queen::Heart]);
    assert!(
        s.discard_pile().iter().any(|c| c.card() == N5),
        "the number is discarded"
    );
    assert_eq!(s.hand(0).len(), 5);
    assert!(is_turn_of(&s, 1));
}

/// Checks C-5 (docs/rules.md).
#[test]
fn c_5_number_discards_draw_as_many() {
    let mut s = TableBuilder::classic(2)
        .hand(0, &[N2, N3, N5, N4, N4])
        .hand(1, &filler())
        .build()
        .unwrap();
    assert!(
        numbers(&mut s.clone(), &[2, 3, 4]).is_err(),
        "not an addition"
    );
    assert!(numbers(&mut s.clone(), &[3, 4]).is_err(), "not a pair");
    let mut pair = s.clone();
    numbers(&mut pair, &[4, 4]).unwrap();
    assert_eq!(pair.hand(0).len(), 5);
    numbers(&mut s, &[2, 3, 5]).unwrap();
    assert_eq!(s.hand(0).len(), 5);
    assert_eq!(s.discard_pile().len(), 3);
}

#[test]
fn c_6_stuck_hand_discards_one_and_draws() {
    let mut s = TableBuilder::classic(2)
        .hand(0, &[Dragon, Dragon, Wand, Wand, Wand])
        .hand(1, &filler())
        .build()
        .unwrap();
    let legal = s.legal_actions();
    assert!(
        legal.iter().all(|a| matches!(a, Action::DiscardStuck(_))),
        "{legal:?}"
    );
    assert_eq!(legal.len(), 2, "one per kind");
    let dragon = s.hand(0)[0];
    act(&mut s, Action::DiscardStuck(dragon));
    assert_eq!(s.hand(0).len(), 5);
    assert_eq!(s.discard_pile(), &[dragon]);
    assert!(is_turn_of(&s, 1));
}

/// Checks C-WIN-1 (docs/rules.md).
#[test]
fn c_win_1_queen_count_and_points_by_seats() {
    // 2–3 players: 5 queens.
    let mut s = TableBuilder::classic(3)
        .hand(0, &[King(K::Fire), N2, N4, N6, N8])
        .hand(1, &filler())
        .hand(2, &filler())
        .own(0, Queen::Rainbow)
        .own(0, Queen::Rose)
        .own(0, Queen::Starfish)
        .own(0, Queen::Cake)
        .build()
        .unwrap();
    play(&mut s, King(K::Fire));
    pick(&mut s, Queen::Moon);
    let o = s.outcome().unwrap();
    assert_eq!(
        (o.winners.clone(), o.reason),
        (vec![0], EndReason::QueenCount)
    );
    // 4–5 players: 40 points.
    let mut s = TableBuilder::classic(4)
        .hand(0, &[King(K::Fire), N2, N4, N6, N8])
        .hand(1, &filler())
        .own(0, Queen::Heart)
        .own(0, Queen::Moon)
        .build()
        .unwrap();
    play(&mut s, King(K::Fire));
    pick(&mut s, Queen::Peacock);
    assert_eq!(s.outcome().unwrap().reason, EndReason::Points);
    // 4 players, 4 queens.
    let mut s = TableBuilder::classic(4)
        .hand(0, &[King(K::Fire), N2, N4, N6, N8])
        .hand(1, &filler())
        .own(0, Queen::Rose)
        .own(0, Queen::Cake)
        .own(0, Queen::Starfish)
        .build()
        .unwrap();
    play(&mut s, King(K::Fire));
    pick(&mut s, Queen::Rainbow);
    assert_eq!(s.outcome().unwrap().reason, EndReason::QueenCount);
    // Classic: Rainbow is one queen: 3 seats, 4 queens with Rainbow is not a win.
    let mut s = TableBuilder::classic(3)
        .hand(0, &[King(K::Fire), N2, N4, N6, N8])
        .hand(1, &filler())
        .own(0, Queen::Rose)
        .own(0, Queen::Cake)
        .own(0, Queen::Starfish)
        .build()
        .unwrap();
    play(&mut s, King(K::Fire));
    pick(&mut s, Queen::Rainbow);
    assert!(!s.is_over());
}

/// Checks C-WIN-2 (docs/rules.md).
#[test]
fn c_win_2_no_sleeping_queen_most_points_wins() {
    // 5 seats: 4 queens or 40 points wins; nobody gets there.
    let b = TableBuilder::classic(5)
        .hand(0, &[King(K::Fire), N2, N4, N6, N8])
        .hand(1, &filler())
        .own(0, Queen::Rose)
        .own(0, Queen::Cake)
        .own(1, Queen::Heart)
        .own(1, Queen::Cat)
        .own(2, Queen::Dog)
        .own(2, Queen::Pancake)
        .own(3, Queen::Ladybug)
        .own(3, Queen::Moon)
        .own(3, Queen::Peacock)
        .own(4, Queen::Sunflower)
        .own(4, Queen::Rainbow);
    let mut s = b.build().unwrap();
    play(&mut s, King(K::Fire));
    pick(&mut s, Queen::Starfish);
    let o = s.outcome().unwrap();
    assert_eq!(o.reason, EndReason::GridEmpty);
    assert_eq!(o.winners, vec![1], "35 points");
}

// ---------------------------------------------------------------- §4.1 numbers

/// Checks X-N-1, X-N-2, X-N-3, X-N-4 (docs/rules.md).
#[test]
fn x_n_1_x_n_2_x_n_3_x_n_4_extended_number_plays_draw_as_many() {
    let hand = [N3, N4, N5, N5, N5];
    let mut s = TableBuilder::extended(2)
        .hand(0, &hand)
        .hand(1, &filler())
        .build()
        .unwrap();
    let mut set = s.clone();
    numbers(&mut set, &[5, 5, 5]).unwrap(); // X-N-2
    assert_eq!(set.hand(0).len(), 5);
    let mut straight = s.clone();
    numbers(&mut straight, &[3, 4, 5]).unwrap(); // X-N-3
    assert_eq!(straight.discard_pile().len(), 3);
    let mut v1 = TableBuilder::new(2, RuleSet::extended_v1())
        .hand(0, &hand)
        .hand(1, &filler())
        .build()
        .unwrap();
    assert!(
        numbers(&mut v1, &[3, 4, 5]).is_err(),
        "no straights in extended-v1"
    );
    let mut eq = TableBuilder::extended(2)
        .hand(0, &[N1, N4, N5, N3, N7])
        .hand(1, &filler())
        .build()
        .unwrap();
    numbers(&mut eq, &[1, 4, 5]).unwrap(); // X-N-4 a+b=c
    let mut eq = TableBuilder::extended(2)
        .hand(0, &[N1, N4, N5, N3, N7])
        .hand(1, &filler())
        .build()
        .unwrap();
    numbers(&mut eq, &[1, 7, 3, 5]).unwrap(); // a+b=c+d
    numbers(&mut s, &[4]).unwrap(); // X-N-1
    assert_eq!(s.hand(0).len(), 5);
}

/// Checks X-DR-2 (docs/rules.md).
#[test]
fn x_n_5_x_dr_2_dragon_as_a_number() {
    let mut s = TableBuilder::extended(2)
        .hand(0, &[Dragon, N3, N8, N9, N9])
        .hand(1, &[Potion, N2, N4, N6, N8])
        .build()
        .unwrap();
    let dragon = s.hand(0)[0];
    let three = s.hand(0)[1];
    let play = NumberPlay::new(&[dragon, three], &[3, 3]).unwrap();
    let ev = act(&mut s, Action::PlayNumbers(play));
    assert!(
        ev.iter()
            .any(|e| matches!(e, GameEvent::NumbersPlayed { .. }))
    );
    assert_eq!(s.hand(0).len(), 5);
    assert!(
        is_turn_of(&s, 1),
        "a Dragon played as a number cannot be answered"
    );
    // The declared value is what Chess sees.
    let mut s = TableBuilder::extended(2)
        .hand(0, &[Dragon, N4, N8, N9, N9])
        .hand(1, &filler())
        .chess_by(1, Parity::Odd)
        .build()
        .unwrap();
    let dragon = s.hand(0)[0];
    let odd = NumberPlay::new(&[dragon], &[3]).unwrap();
    assert!(s.apply(Action::PlayNumbers(odd)).is_err());
    let even = NumberPlay::new(&[dragon], &[4]).unwrap();
    act(&mut s, Action::PlayNumbers(even));
}

// ---------------------------------------------------------------- §4.2 power cards

/// Checks X-KN-1 (docs/rules.md).
#[test]
fn x_kn_1_knight_takes_any_queen_but_ladybug() {
    let mut s = TableBuilder::extended(2)
        .hand(0, &[Knight, N2, N4, N6, N8])
        .hand(1, &filler())
        .own(0, Queen::Rose)
        .own(1, Queen::Ladybug)
        .own(1, Queen::Moon)
        .build()
        .unwrap();
    play(&mut s, Knight);
    let legal = s.legal_actions();
    assert!(
        legal.contains(&Action::Owned { seat: 0, index: 0 }),
        "yourself included"
    );
    assert!(legal.contains(&Action::Owned { seat: 1, index: 1 }));
    assert!(
        !legal.contains(&Action::Owned { seat: 1, index: 0 }),
        "X-Q-LAD"
    );
    target(&mut s, 1, Queen::Moon);
    assert_eq!(queens(&s, 0), vec![Queen::Moon, Queen::Rose]);
    assert_eq!(s.hand(0).len(), 5, "draw 1");
}

/// Checks X-Q-LAD (docs/rules.md).
#[test]
fn x_q_lad_ladybug_cannot_be_taken() {
    let s = TableBuilder::extended(2)
        .hand(0, &[Knight, N2, N4, N6, N8])
        .hand(1, &filler())
        .own(1, Queen::Ladybug)
        .build()
        .unwrap();
    assert!(
        !s.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Play(c) if c.card() == Knight))
    );
}

/// Checks X-KN-2 (docs/rules.md).
#[test]
fn x_kn_2_owned_by_knight_this_turn_is_safe_this_turn() {
    // Seat 0 wakes; in the after-wake window seat 1 steals her; seat 2 cannot take her
    // again this turn, nor put her to sleep.
    let mut s = TableBuilder::extended(3)
        .hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
        .hand(1, &[Knight, N2, N4, N6, N8])
        .hand(2, &[Knight, Potion, N2, N4, N6])
        .build()
        .unwrap();
    play(&mut s, King(K::Puzzle));
    pick(&mut s, Queen::Moon);
    assert!(matches!(s.pending(), Some(Decision::AfterWake { seat: 1 })));
    play(&mut s, Knight);
    target(&mut s, 0, Queen::Moon);
    assert_eq!(queens(&s, 1), vec![Queen::Moon]);
    // Seat 2 has no legal target left: the window passes it by.
    assert!(is_turn_of(&s, 1), "{:?}", s.pending());
}

/// Checks X-DR-1 (docs/rules.md).
#[test]
fn x_dr_1_any_player_answers_a_knight_with_a_dragon() {
    let mut s = TableBuilder::extended(3)
        .hand(0, &[Knight, N2, N4, N6, N8])
        .hand(1, &filler())
        .hand(2, &[Dragon, N2, N4, N6, N8])
        .own(1, Queen::Moon)
        .build()
        .unwrap();
    play(&mut s, Knight);
    target(&mut s, 1, Queen::Moon);
    assert!(matches!(
        s.pending(),
        Some(Decision::Answer {
            seat: 2,
            against: Knight,
            by: 0
        })
    ));
    answer(&mut s, Dragon);
    assert_eq!(queens(&s, 1), vec![Queen::Moon]);
    assert_eq!(s.hand(2).len(), 5, "draw 1");
}

/// Checks X-PO-1 (docs/rules.md).
#[test]
fn x_po_1_potion_cancels_the_dragon_so_the_knight_stands() {
    let mut s = TableBuilder::extended(3)
        .hand(0, &[Knight, N2, N4, N6, N8])
        .hand(1, &[Dragon, N2, N4, N6, N8])
        .hand(2, &[Potion, N2, N4, N6, N8])
        .own(1, Queen::Moon)
        .build()
        .unwrap();
    play(&mut s, Knight);
    target(&mut s, 1, Queen::Moon);
    answer(&mut s, Dragon);
    assert!(matches!(
        s.pending(),
        Some(Decision::Answer {
            seat: 2,
            against: Dragon,
            by: 1
        })
    ));
    let ev = answer(&mut s, Potion);
    assert!(
        ev.iter()
            .any(|e| matches!(e, GameEvent::Cancelled { card } if card.card() == Dragon))
    );
    assert_eq!(queens(&s, 0), vec![Queen::Moon]);
}

#[test]
fn x_ans_chain_knight_dragon_potion_wand() {
    // The longest chain: the Wand cancels the Potion, so the Dragon stands and the
    // Knight is cancelled. Each answerer draws 1.
    let mut s = TableBuilder::extended(4)
        .hand(0, &[Knight, N2, N4, N6, N8])
        .hand(1, &[Dragon, N2, N4, N6, N8])
        .hand(2, &[Potion, N2, N4, N6, N8])
        .hand(3, &[Wand, N2, N4, N6, N8])
        .own(1, Queen::Moon)
        .build()
        .unwrap();
    play(&mut s, Knight);
    target(&mut s, 1, Queen::Moon);
    answer(&mut s, Dragon);
    answer(&mut s, Potion);
    assert!(matches!(
        s.pending(),
        Some(Decision::Answer {
            seat: 3,
            against: Potion,
            by: 2
        })
    ));
    let ev = answer(&mut s, Wand);
    let cancelled: Vec<Card> = ev
        .iter()
        .filter_map(|e| match e {
            GameEvent::Cancelled { card } => Some(card.card()),
            _ => None,
        })
        .collect();
    assert_eq!(cancelled, vec![Potion, Knight]);
    assert_eq!(queens(&s, 1), vec![Queen::Moon]);
    for seat in 0..4 {
        assert_eq!(s.hand(seat).len(), 5);
    }
    assert_eq!(s.discard_pile().len(), 4);
    assert!(is_turn_of(&s, 1));
}

#[test]
fn x_ans_asks_clockwise_from_the_turn_player_and_first_answer_ends_asking() {
    // Seat 2 plays (its turn); seats 0 and 3 hold Dragons: seat 3 is asked first.
    let mut s = TableBuilder::extended(4)
        .hand(0, &[Dragon, N2, N4, N6, N8])
        .hand(1, &filler())
        .hand(2, &[Knight, N2, N4, N6, N8])
        .hand(3, &[Dragon, N2, N4, N6, N8])
        .own(1, Queen::Moon)
        .turn_of(2)
        .build()
        .unwrap();
    play(&mut s, Knight);
    target(&mut s, 1, Queen::Moon);
    assert!(matches!(
        s.pending(),
        Some(Decision::Answer { seat: 3, .. })
    ));
    act(&mut s, Action::Pass);
    assert!(matches!(
        s.pending(),
        Some(Decision::Answer { seat: 0, .. })
    ));
    let mut answered = s.clone();
    answer(&mut answered, Dragon);
    assert!(is_turn_of(&answered, 3), "seat 3 is not asked again");
    act(&mut s, Action::Pass);
    assert_eq!(queens(&s, 2), vec![Queen::Moon]);
}

#[test]
fn x_ans_2_others_do_not_see_who_may_answer() {
    let mut s = TableBuilder::extended(3)
        .hand(0, &[Knight, N2, N4, N6, N8])
        .hand(1, &filler())
        .hand(2, &[Dragon, N2, N4, N6, N8])
        .own(1, Queen::Moon)
        .build()
        .unwrap();
    play(&mut s, Knight);
    target(&mut s, 1, Queen::Moon);
    assert!(matches!(
        s.pending(),
        Some(Decision::Answer { seat: 2, .. })
    ));
    for seat in [0, 1] {
        let o = s.observe(seat);
        assert_eq!(o.waiting_on, None);
        assert!(o.decision.is_none());
    }
    assert!(s.observe(2).decision.is_some());
    // A pass leaves no trace in the events.
    let ev = act(&mut s, Action::Pass);
    assert!(!format!("{ev:?}").contains("Pass"));
}

#[test]
fn x_ans_2_people_at_one_screen_are_asked_in_every_window() {
    // Seats 1 and 2 share the screen: both are asked, holding an answer or not, in
    // clockwise order, so the window looks the same either way.
    let mut s = TableBuilder::extended(3)
        .hand(0, &[Knight, N2, N4, N6, N8])
        .hand(1, &filler())
        .hand(2, &[Dragon, N2, N4, N6, N8])
        .own(1, Queen::Moon)
        .ask_always(&[1, 2])
        .build()
        .unwrap();
    play(&mut s, Knight);
    target(&mut s, 1, Queen::Moon);
    assert!(matches!(
        s.pending(),
        Some(Decision::Answer { seat: 1, .. })
    ));
    assert_eq!(
        s.legal_actions(),
        vec![Action::Pass],
        "nothing to answer with"
    );
    act(&mut s, Action::Pass);
    assert!(matches!(
        s.pending(),
        Some(Decision::Answer { seat: 2, .. })
    ));
    assert_eq!(s.legal_actions().len(), 2);
    act(&mut s, Action::Pass);
    // After-wake windows too.
    let mut s = TableBuilder::extended(3)
        .hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
        .hand(1, &filler())
        .hand(2, &filler())
        .ask_always(&[1, 2])
        .build()
        .unwrap();
    play(&mut s, King(K::Puzzle));
    pick(&mut s, Queen::Moon);
    assert!(matches!(s.pending(), Some(Decision::AfterWake { seat: 1 })));
    act(&mut s, Action::Pass);
    assert!(matches!(s.pending(), Some(Decision::AfterWake { seat: 2 })));
    act(&mut s, Action::Pass);
    assert!(is_turn_of(&s, 1));
}

/// Checks X-PO-2 (docs/rules.md).
#[test]
fn x_po_2_potion_on_any_queen_but_peacock() {
    let mut s = TableBuilder::extended(2)
        .hand(0, &[Potion, N2, N4, N6, N8])
        .hand(1, &filler())
        .own(0, Queen::Rose)
        .own(1, Queen::Peacock)
        .build()
        .unwrap();
    play(&mut s, Potion);
    assert_eq!(
        s.legal_actions(),
        vec![Action::Owned { seat: 0, index: 0 }],
        "X-Q-PEA; yourself included"
    );
    target(&mut s, 0, Queen::Rose);
    let slot = first_empty(&s);
    act(&mut s, Action::Slot(slot));
    assert_eq!(
        s.grid()[slot as usize].map(|g| (g.queen, g.face_up)),
        Some((Queen::Rose, false))
    );
    assert_eq!(s.hand(0).len(), 5);
}

/// Checks X-Q-PEA (docs/rules.md).
#[test]
fn x_q_pea_peacock_cannot_be_put_to_sleep() {
    let s = TableBuilder::extended(2)
        .hand(0, &[Potion, N2, N4, N6, N8])
        .hand(1, &filler())
        .own(1, Queen::Peacock)
        .build()
        .unwrap();
    assert!(
        !s.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Play(c) if c.card() == Potion))
    );
}

/// Checks X-PO-3 (docs/rules.md).
#[test]
fn x_po_3_potion_after_wake_only_in_extended() {
    let setup = |rules: RuleSet| {
        TableBuilder::new(2, rules)
            .hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
            .hand(1, &[Potion, N2, N4, N6, N8])
            .build()
            .unwrap()
    };
    let mut s = setup(RuleSet::extended());
    play(&mut s, King(K::Puzzle));
    pick(&mut s, Queen::Heart);
    assert!(matches!(s.pending(), Some(Decision::AfterWake { seat: 1 })));
    play(&mut s, Potion);
    target(&mut s, 0, Queen::Heart);
    let slot = first_empty(&s);
    act(&mut s, Action::Slot(slot));
    assert!(queens(&s, 0).is_empty());
    let mut v1 = setup(RuleSet::extended_v1());
    play(&mut v1, King(K::Puzzle));
    pick(&mut v1, Queen::Heart);
    assert!(is_turn_of(&v1, 1), "no after-wake Potion in extended-v1");
}

/// Checks X-WA-1 (docs/rules.md).
#[test]
fn x_wa_1_wand_cancels_a_potion() {
    let mut s = TableBuilder::extended(3)
        .hand(0, &[Potion, N2, N4, N6, N8])
        .hand(1, &filler())
        .hand(2, &[Wand, N2, N4, N6, N8])
        .own(1, Queen::Moon)
        .build()
        .unwrap();
    play(&mut s, Potion);
    target(&mut s, 1, Queen::Moon);
    assert!(matches!(
        s.pending(),
        Some(Decision::Answer {
            seat: 2,
            against: Potion,
            ..
        })
    ));
    answer(&mut s, Wand);
    assert_eq!(queens(&s, 1), vec![Queen::Moon]);
    assert_eq!(s.hand(2).len(), 5);
}

/// Checks X-WA-2 (docs/rules.md).
#[test]
fn x_wa_2_wand_swaps_keeping_face_states() {
    let mut s = TableBuilder::extended(2)
        .hand(0, &[Wand, Wand, N4, N6, N8])
        .hand(1, &filler())
        .own(1, Queen::Heart)
        .own(1, Queen::Moon)
        .slot(0, Queen::Rose, true)
        .slot(1, Queen::Cake, false)
        .build()
        .unwrap();
    play(&mut s, Wand);
    target(&mut s, 1, Queen::Heart);
    assert!(matches!(
        s.pending(),
        Some(Decision::PickGridQueen { seat: 0 })
    ));
    let ev = act(&mut s, Action::Slot(0));
    assert!(
        !ev.iter().any(|e| matches!(e, GameEvent::Woken { .. })),
        "wakes nobody"
    );
    assert_eq!(
        s.grid()[0].map(|g| (g.queen, g.face_up)),
        Some((Queen::Heart, true))
    );
    assert_eq!(queens(&s, 1), vec![Queen::Moon, Queen::Rose]);
    assert_eq!(s.hand(0).len(), 5, "Decision: the swap draws 1");
    // Face down stays face down.
    let mut s2 = TableBuilder::extended(2)
        .hand(0, &[Wand, N2, N4, N6, N8])
        .hand(1, &filler())
        .own(1, Queen::Moon)
        .slot(1, Queen::Cake, false)
        .build()
        .unwrap();
    play(&mut s2, Wand);
    target(&mut s2, 1, Queen::Moon);
    act(&mut s2, Action::Slot(1));
    assert_eq!(
        s2.grid()[1].map(|g| (g.queen, g.face_up)),
        Some((Queen::Moon, false))
    );
    assert_eq!(queens(&s2, 1), vec![Queen::Cake]);
    assert!(s2.is_hidden(1, 0), "Cake hides her new owner's queens");
}

/// Checks X-JE-1 (docs/rules.md).
#[test]
fn x_je_1_jester_reached_player_owns_without_waking() {
    // 2 seats, a 4: count 0,1,0,1 → seat 1 reveals and owns.
    let mut s = TableBuilder::extended(2)
        .hand(0, &[Jester, N2, N4, N6, N8])
        .hand(1, &[Knight, N2, N4, N6, N8])
        .draw_top(&[N4])
        .build()
        .unwrap();
    let ev = play(&mut s, Jester);
    assert!(ev.contains(&GameEvent::JesterCounted {
        from: 0,
        count: 4,
        reached: 1
    }));
    assert_eq!(
        s.hand(0).len(),
        5,
        "the revealed card is the jester player's draw"
    );
    assert!(
        s.observe(1).known_in_hands[0]
            .iter()
            .any(|c| c.card() == N4)
    );
    assert!(matches!(
        s.pending(),
        Some(Decision::PickSleepingQueen {
            seat: 1,
            reason: WakeReason::JesterOwn,
            ..
        })
    ));
    let ev = pick(&mut s, Queen::Rose);
    assert!(
        ev.iter()
            .any(|e| matches!(e, GameEvent::Owned { seat: 1, .. }))
    );
    assert!(!ev.iter().any(|e| matches!(e, GameEvent::Woken { .. })));
    assert_eq!(queens(&s, 1), vec![Queen::Rose]);
    assert!(is_turn_of(&s, 1), "no Rose extra, no after-wake window");
    // A power card: nothing more happens.
    let mut s = TableBuilder::extended(2)
        .hand(0, &[Jester, N2, N4, N6, N8])
        .hand(1, &filler())
        .draw_top(&[Knight])
        .build()
        .unwrap();
    play(&mut s, Jester);
    assert!(is_turn_of(&s, 1));
    assert!(s.hand(0).iter().any(|c| c.card() == Knight));
}

// ---------------------------------------------------------------- §4.3 queens

/// Checks X-Q-PAN (docs/rules.md).
#[test]
fn x_q_pan_pancake_face_up_at_setup() {
    for seed in 0..5 {
        let s = GameState::new(&Setup::new(3, RuleSet::extended()), seed).unwrap();
        let slot = slot_of(&s, Queen::Pancake);
        assert_eq!(
            s.observe(1).grid[slot as usize],
            SlotView::FaceUp(Queen::Pancake)
        );
    }
}

/// Checks X-Q-CAK (docs/rules.md).
#[test]
fn x_q_cak_cake_hides_all_her_owners_queens() {
    let mut s = TableBuilder::extended(2)
        .hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
        .hand(1, &[Knight, N2, N4, N6, N8])
        .own(0, Queen::Moon)
        .own(0, Queen::Ladybug)
        .build()
        .unwrap();
    play(&mut s, King(K::Puzzle));
    pick(&mut s, Queen::Cake);
    let o = s.observe(1);
    assert!(o.owned[0].iter().all(|v| v.queen.is_none() && v.hidden));
    assert!(
        s.observe(0).owned[0].iter().all(|v| v.queen.is_some()),
        "the owner sees hers"
    );
    // The Knight in the after-wake window picks blind: even Ladybug's back is offered.
    assert!(matches!(s.pending(), Some(Decision::AfterWake { seat: 1 })));
    play(&mut s, Knight);
    assert_eq!(s.legal_actions().len(), 3);
    let ladybug = s
        .owned(0)
        .iter()
        .position(|q| q.queen == Queen::Ladybug)
        .unwrap() as u8;
    let ev = act(
        &mut s,
        Action::Owned {
            seat: 0,
            index: ladybug,
        },
    );
    assert!(
        ev.iter().any(|e| matches!(
            e,
            GameEvent::NoEffect {
                queen: Queen::Ladybug,
                ..
            }
        )),
        "{ev:?}"
    );
    assert_eq!(queens(&s, 0).len(), 3);
}

#[test]
fn x_q_rai_rainbow_counts_as_two_queens() {
    let mut s = TableBuilder::extended(2)
        .hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
        .hand(1, &filler())
        .own(0, Queen::Rose)
        .own(0, Queen::Cake)
        .own(0, Queen::Starfish)
        .build()
        .unwrap();
    play(&mut s, King(K::Puzzle));
    pick(&mut s, Queen::Rainbow);
    let o = s.outcome().expect("4 queens with Rainbow count as 5");
    assert_eq!(
        (o.winners.clone(), o.reason),
        (vec![0], EndReason::QueenCount)
    );
}

/// Checks X-Q-ROS (docs/rules.md).
#[test]
fn x_q_ros_rose_may_wake_one_more() {
    let mut s = TableBuilder::extended(2)
        .hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
        .hand(1, &filler())
        .build()
        .unwrap();
    play(&mut s, King(K::Puzzle));
    pick(&mut s, Queen::Rose);
    assert!(matches!(
        s.pending(),
        Some(Decision::PickSleepingQueen {
            reason: WakeReason::Rose,
            optional: true,
            ..
        })
    ));
    let mut declined = s.clone();
    act(&mut declined, Action::Pass);
    assert_eq!(queens(&declined, 0), vec![Queen::Rose]);
    pick(&mut s, Queen::Moon);
    assert_eq!(queens(&s, 0), vec![Queen::Moon, Queen::Rose]);
}

/// Checks X-Q-HEA (docs/rules.md).
#[test]
fn x_q_hea_heart_or_the_five_point_queens() {
    let build = || {
        TableBuilder::extended(2)
            .hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
            .hand(1, &filler())
            .own(0, Queen::Cake)
            .own(0, Queen::Starfish)
            .build()
            .unwrap()
    };
    let mut s = build();
    play(&mut s, King(K::Puzzle));
    pick(&mut s, Queen::Heart);
    let options = match s.pending() {
        Some(Decision::PutBackChoice { seat: 0, options }) => options.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        options,
        vec![PutBack::Queen(Queen::Heart), PutBack::FivePointQueens]
    );
    let mut keep_heart = s.clone();
    act(&mut keep_heart, Action::PutBack(PutBack::FivePointQueens));
    // The owner picks a slot for each queen put back.
    for _ in 0..2 {
        assert!(matches!(
            keep_heart.pending(),
            Some(Decision::PickEmptySlot {
                seat: 0,
                reason: SlotReason::PutBack(_)
            })
        ));
        let slot = first_empty(&keep_heart);
        act(&mut keep_heart, Action::Slot(slot));
    }
    assert_eq!(queens(&keep_heart, 0), vec![Queen::Heart]);
    act(&mut s, Action::PutBack(PutBack::Queen(Queen::Heart)));
    let slot = first_empty(&s);
    act(&mut s, Action::Slot(slot));
    assert_eq!(queens(&s, 0), vec![Queen::Cake, Queen::Starfish]);
    assert_eq!(
        s.observe(1).grid[slot as usize],
        SlotView::FaceDown { last_seen: None },
        "hidden by Cake: nobody saw her"
    );
}

/// Checks X-Q-CAT, X-Q-DOG (docs/rules.md).
#[test]
fn x_q_cat_x_q_dog_owner_puts_one_back() {
    for (own, wake) in [(Queen::Cat, Queen::Dog), (Queen::Dog, Queen::Cat)] {
        let mut s = TableBuilder::extended(2)
            .hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
            .hand(1, &filler())
            .own(0, own)
            .build()
            .unwrap();
        play(&mut s, King(K::Puzzle));
        pick(&mut s, wake);
        assert!(matches!(
            s.pending(),
            Some(Decision::PutBackChoice { seat: 0, .. })
        ));
        act(&mut s, Action::PutBack(PutBack::Queen(own)));
        let slot = first_empty(&s);
        act(&mut s, Action::Slot(slot));
        assert_eq!(queens(&s, 0), vec![wake]);
        assert_eq!(
            s.grid()[slot as usize].map(|g| (g.queen, g.face_up)),
            Some((own, false))
        );
    }
}

/// Checks X-END-2, X-Q-MOO, X-Q-STA, X-Q-SUN (docs/rules.md).
#[test]
fn x_q_sun_x_q_moo_x_q_sta_x_end_2_sun_moon_star_wins() {
    for last in [Queen::Sunflower, Queen::Moon, Queen::Starfish] {
        let mut b = TableBuilder::extended(3)
            .hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
            .hand(1, &filler())
            .hand(2, &filler());
        for q in [Queen::Sunflower, Queen::Moon, Queen::Starfish] {
            if q != last {
                b = b.own(0, q);
            }
        }
        let mut s = b.build().unwrap();
        play(&mut s, King(K::Puzzle));
        pick(&mut s, last);
        let o = s.outcome().expect("a win");
        assert_eq!(
            (o.winners.clone(), o.reason),
            (vec![0], EndReason::SunMoonStar)
        );
    }
}

/// Checks X-Q-BACK (docs/rules.md).
#[test]
fn x_q_back_owner_resolves_conflicts_one_at_a_time() {
    // Heart, Cat and a 5-point queen arrive with Dog owned: two conflicts at once.
    let mut s = TableBuilder::extended(2)
        .hand(0, &[King(K::Hat), N2, N4, N6, N8])
        .hand(1, &filler())
        .own(0, Queen::Dog)
        .own(0, Queen::Rainbow)
        .build()
        .unwrap();
    play(&mut s, King(K::Hat));
    pick(&mut s, Queen::Rose);
    pick(&mut s, Queen::Cat);
    act(&mut s, Action::Pass); // no Hat exchange
    let options = match s.pending() {
        Some(Decision::PutBackChoice { options, .. }) => options.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        options,
        vec![PutBack::Queen(Queen::Cat), PutBack::Queen(Queen::Dog)]
    );
    act(&mut s, Action::PutBack(PutBack::Queen(Queen::Dog)));
    let slot = first_empty(&s);
    act(&mut s, Action::Slot(slot));
    assert_eq!(queens(&s, 0), vec![Queen::Cat, Queen::Rainbow, Queen::Rose]);
}

// ---------------------------------------------------------------- §4.4 kings

/// Checks X-K-PUZ (docs/rules.md).
#[test]
fn x_k_puz_singles_only_until_the_king_players_next_turn() {
    let mut s = TableBuilder::extended(2)
        .hand(0, &[King(K::Puzzle), N2, N2, N6, N8])
        .hand(1, &[N3, N3, N6, N8, N9])
        .draw_top(&[N5])
        .build()
        .unwrap();
    play(&mut s, King(K::Puzzle));
    pick(&mut s, Queen::Moon);
    assert!(is_turn_of(&s, 1));
    assert!(numbers(&mut s.clone(), &[3, 3]).is_err(), "singles only");
    numbers(&mut s, &[9]).unwrap();
    assert!(is_turn_of(&s, 0));
    numbers(&mut s, &[2, 2]).expect("the round is over");
}

/// Checks X-K-CHE (docs/rules.md).
#[test]
fn x_k_che_parity_ban_and_skipped_turn() {
    let mut s = TableBuilder::extended(3)
        .hand(0, &[King(K::Chess), N2, N4, N6, N8])
        .hand(1, &[N3, N5, N7, N9, N9])
        .hand(2, &[N3, N4, N7, N9, N9])
        .build()
        .unwrap();
    play(&mut s, King(K::Chess));
    pick(&mut s, Queen::Moon);
    assert!(matches!(
        s.pending(),
        Some(Decision::ChooseParity { seat: 0 })
    ));
    let ev = act(&mut s, Action::Parity(Parity::Odd));
    assert!(
        ev.contains(&GameEvent::TurnSkipped {
            seat: 1,
            reason: SkipReason::ChessRestriction
        }),
        "{ev:?}"
    );
    assert_eq!(s.hand(1).len(), 5, "no draw");
    assert!(is_turn_of(&s, 2));
    assert!(numbers(&mut s.clone(), &[3]).is_err());
    numbers(&mut s, &[4]).unwrap();
}

/// Checks X-K-BUB (docs/rules.md).
#[test]
fn x_k_bub_reveal_up_to_three_wake_one() {
    let mut s = TableBuilder::extended(2)
        .hand(0, &[King(K::BubbleGum), N2, N4, N6, N8])
        .hand(1, &filler())
        .slot(11, Queen::Pancake, true)
        .build()
        .unwrap();
    play(&mut s, King(K::BubbleGum));
    pick(&mut s, Queen::Cat);
    act(&mut s, Action::Continue);
    pick(&mut s, Queen::Pancake);
    act(&mut s, Action::Continue);
    pick(&mut s, Queen::Rainbow);
    // Three revealed: no fourth.
    let slots = match s.pending() {
        Some(Decision::ChooseRevealed { slots, .. }) => slots.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(slots.len(), 3);
    pick(&mut s, Queen::Rainbow);
    assert_eq!(queens(&s, 0), vec![Queen::Rainbow]);
    let cat = slot_of(&s, Queen::Cat);
    assert_eq!(
        s.grid()[cat as usize].map(|g| g.face_up),
        Some(false),
        "back to face down"
    );
    assert_eq!(
        s.grid()[11].map(|g| g.face_up),
        Some(true),
        "Pancake stays face up"
    );
    assert_eq!(
        s.observe(1).grid[cat as usize],
        SlotView::FaceDown {
            last_seen: Some(Queen::Cat)
        }
    );
}

/// Checks X-K-HAT (docs/rules.md).
#[test]
fn x_k_hat_rose_dog_cat_example() {
    // 000's example: A plays the Hat King, wakes Rose, then Dog with Rose, while owning
    // Cat. A picks B's Moon: Rose, Dog and Moon are shuffled face down; B takes one.
    let run = |blind_pick_of: Queen| {
        let mut s = TableBuilder::extended(2)
            .hand(0, &[King(K::Hat), N2, N4, N6, N8])
            .hand(1, &filler())
            .own(0, Queen::Cat)
            .own(1, Queen::Moon)
            .build()
            .unwrap();
        play(&mut s, King(K::Hat));
        pick(&mut s, Queen::Rose);
        pick(&mut s, Queen::Dog);
        // Ownership rules wait for the exchange: no put-back choice yet.
        assert!(matches!(
            s.pending(),
            Some(Decision::PickOwnedQueen {
                seat: 0,
                reason: TargetReason::Hat
            })
        ));
        let legal = s.legal_actions();
        assert!(legal.contains(&Action::Pass));
        assert_eq!(legal.len(), 3, "Cat, Moon, or no exchange: {legal:?}");
        target(&mut s, 1, Queen::Moon);
        let count = match s.pending() {
            Some(Decision::HatBlindPick { seat: 1, count }) => *count,
            other => panic!("{other:?}"),
        };
        assert_eq!(count, 3);
        // Find which position holds the queen B will draw (the test knows; B doesn't).
        let i = (0..count)
            .find(|i| {
                let mut t = s.clone();
                act(&mut t, Action::Blind(*i));
                t.owns(1, blind_pick_of)
            })
            .unwrap();
        act(&mut s, Action::Blind(i));
        s
    };
    let s = run(Queen::Dog);
    assert_eq!(
        queens(&s, 0),
        vec![Queen::Cat, Queen::Moon, Queen::Rose],
        "A avoided the Dog"
    );
    assert_eq!(queens(&s, 1), vec![Queen::Dog]);
    let mut s = run(Queen::Rose);
    assert_eq!(queens(&s, 1), vec![Queen::Rose]);
    // A now owns Cat and Dog: the conflict is resolved after the exchange.
    assert!(matches!(
        s.pending(),
        Some(Decision::PutBackChoice { seat: 0, .. })
    ));
    act(&mut s, Action::PutBack(PutBack::Queen(Queen::Dog)));
    let slot = first_empty(&s);
    act(&mut s, Action::Slot(slot));
    assert_eq!(queens(&s, 0), vec![Queen::Cat, Queen::Moon]);
    let s = run(Queen::Moon);
    assert_eq!(queens(&s, 1), vec![Queen::Moon], "nothing changed for B");
}

#[test]
fn x_k_coo_cookie_on_pancake_flips_the_grid() {
    let mut s = TableBuilder::extended(2)
        .hand(0, &[King(K::Cookie), N2, N4, N6, N8])
        .hand(1, &filler())
        .slot(0, Queen::Pancake, false)
        .slot(1, Queen::Moon, true)
        .build()
        .unwrap();
    play(&mut s, King(K::Cookie));
    let ev = act(&mut s, Action::Slot(0));
    assert!(ev.contains(&GameEvent::GridFlipped));
    assert_eq!(queens(&s, 0), vec![Queen::Pancake]);
    assert_eq!(s.grid()[1].map(|g| g.face_up), Some(false));
    assert!(s.grid()[2..].iter().flatten().all(|g| g.face_up));
    let o = s.observe(1);
    assert!(matches!(o.grid[5], SlotView::FaceUp(_)));
}

#[test]
fn x_k_coo_cookie_on_cake_hides_every_owned_queen() {
    let mut s = TableBuilder::extended(3)
        .hand(0, &[King(K::Cookie), N2, N4, N6, N8])
        .hand(1, &filler())
        .hand(2, &filler())
        .own(1, Queen::Moon)
        .own(1, Queen::Heart)
        .own(2, Queen::Rose)
        .build()
        .unwrap();
    play(&mut s, King(K::Cookie));
    let ev = pick(&mut s, Queen::Cake);
    assert!(ev.contains(&GameEvent::AllQueensHidden));
    let o = s.observe(0);
    assert!(o.owned[1].iter().all(|v| v.hidden && v.queen.is_none()));
    assert!(o.owned[2].iter().all(|v| v.hidden && v.queen.is_none()));
    assert!(s.observe(1).owned[1].iter().all(|v| v.queen.is_some()));
    // Any other queen: simply woken.
    let mut s = TableBuilder::extended(2)
        .hand(0, &[King(K::Cookie), N2, N4, N6, N8])
        .hand(1, &filler())
        .build()
        .unwrap();
    play(&mut s, King(K::Cookie));
    pick(&mut s, Queen::Moon);
    assert_eq!(queens(&s, 0), vec![Queen::Moon]);
}

/// Checks X-K-TIE (docs/rules.md).
#[test]
fn x_k_tie_by_background_colour() {
    let build = || {
        TableBuilder::extended(2)
            .hand(0, &[King(K::TieDye), N2, N4, N6, N8])
            .hand(1, &filler())
            .build()
            .unwrap()
    };
    // Red: may go on; stop wakes all revealed, in order.
    let mut s = build();
    play(&mut s, King(K::TieDye));
    pick(&mut s, Queen::Starfish);
    assert!(matches!(
        s.pending(),
        Some(Decision::ContinueRevealing {
            seat: 0,
            king: K::TieDye
        })
    ));
    act(&mut s, Action::Continue);
    pick(&mut s, Queen::Cat);
    let ev = act(&mut s, Action::Pass);
    let woken: Vec<Queen> = ev
        .iter()
        .filter_map(|e| match e {
            GameEvent::Woken { queen, .. } => Some(*queen),
            _ => None,
        })
        .collect();
    assert_eq!(woken, vec![Queen::Starfish, Queen::Cat]);
    // Red then green: every revealed queen turns face down, none woken.
    let mut s = build();
    play(&mut s, King(K::TieDye));
    pick(&mut s, Queen::Pancake);
    act(&mut s, Action::Continue);
    pick(&mut s, Queen::Dog);
    assert!(queens(&s, 0).is_empty());
    assert!(s.grid().iter().flatten().all(|g| !g.face_up));
    assert!(is_turn_of(&s, 1));
    // Red then other: stop and wake all.
    let mut s = build();
    play(&mut s, King(K::TieDye));
    pick(&mut s, Queen::Cake);
    act(&mut s, Action::Continue);
    pick(&mut s, Queen::Moon);
    assert_eq!(queens(&s, 0), vec![Queen::Moon, Queen::Cake]);
    // Green first: nothing.
    let mut s = build();
    play(&mut s, King(K::TieDye));
    pick(&mut s, Queen::Heart);
    assert!(queens(&s, 0).is_empty());
    // Other first: woken at once.
    let mut s = build();
    play(&mut s, King(K::TieDye));
    pick(&mut s, Queen::Peacock);
    assert_eq!(queens(&s, 0), vec![Queen::Peacock]);
}

/// Checks X-K-FIR (docs/rules.md).
#[test]
fn x_k_fir_burns_up_to_five_cards_and_losers_draw() {
    let mut s = TableBuilder::extended(2)
        .hand(0, &[King(K::Fire), N2, N4, N6, N8])
        .hand(1, &[King(K::Hat), Knight, N4, N6, N8])
        .draw_top(&[N1, N3, N5, N7])
        .build()
        .unwrap();
    play(&mut s, King(K::Fire));
    pick(&mut s, Queen::Moon);
    assert!(matches!(
        s.pending(),
        Some(Decision::FireBurn {
            seat: 0,
            remaining: 5
        })
    ));
    assert_eq!(s.hand(0).len(), 5, "drew before burning");
    act(&mut s, Action::Burn { seat: 1, index: 0 });
    act(&mut s, Action::Burn { seat: 1, index: 0 });
    act(&mut s, Action::Burn { seat: 0, index: 0 });
    assert_eq!(s.removed_cards().len(), 3);
    act(&mut s, Action::Pass);
    assert_eq!(s.hand(0).len(), 5);
    assert_eq!(s.hand(1).len(), 5);
    assert!(is_turn_of(&s, 1));
    s.check_integrity().unwrap();
}

/// Checks X-END-3, X-K-FIR (docs/rules.md).
#[test]
fn x_k_fir_removals_lead_to_x_end_3() {
    // Every other card is already out of the game; burning leaves nothing to draw.
    let mut s = TableBuilder::extended(2)
        .hand(0, &[King(K::Fire), N2, N4, N6, N8])
        .hand(1, &filler())
        .own(1, Queen::Heart)
        .no_piles()
        .build()
        .unwrap();
    play(&mut s, King(K::Fire));
    pick(&mut s, Queen::Moon);
    // The Fire King's own draw finds both piles empty.
    let o = s.outcome().expect("X-END-3");
    assert_eq!(
        (o.winners.clone(), o.reason),
        (vec![1], EndReason::PilesExhausted)
    );
}

/// Checks X-K-TUR (docs/rules.md).
#[test]
fn x_k_tur_small_number_gives_another_turn() {
    for (drawn, again) in [(N5, true), (N6, false), (Knight, false)] {
        let mut s = TableBuilder::extended(2)
            .hand(0, &[King(K::Turtle), N2, N4, N6, N8])
            .hand(1, &filler())
            .draw_top(&[drawn])
            .build()
            .unwrap();
        play(&mut s, King(K::Turtle));
        let ev = pick(&mut s, Queen::Moon);
        assert!(
            ev.iter()
                .any(|e| matches!(e, GameEvent::Drew { seat: 0, card } if card.known_to == 0xff)),
            "revealed to all"
        );
        assert_eq!(is_turn_of(&s, 0), again, "{drawn}");
    }
}

// ---------------------------------------------------------------- §4.5 windows

/// Checks X-AW (docs/rules.md).
#[test]
fn x_aw_after_wake_window_clockwise_from_turn_player() {
    let mut s = TableBuilder::extended(4)
        .hand(0, &[Knight, N2, N4, N6, N8])
        .hand(1, &filler())
        .hand(2, &[King(K::Puzzle), N2, N4, N6, N8])
        .hand(3, &[Knight, N2, N4, N6, N8])
        .own(1, Queen::Moon)
        .turn_of(2)
        .build()
        .unwrap();
    play(&mut s, King(K::Puzzle));
    pick(&mut s, Queen::Heart);
    assert!(matches!(s.pending(), Some(Decision::AfterWake { seat: 3 })));
    act(&mut s, Action::Pass);
    assert!(matches!(s.pending(), Some(Decision::AfterWake { seat: 0 })));
    play(&mut s, Knight);
    target(&mut s, 2, Queen::Heart);
    assert_eq!(queens(&s, 0), vec![Queen::Heart]);
    assert_eq!(s.hand(0).len(), 5);
    assert!(is_turn_of(&s, 3));
}

/// Checks X-END-1 (docs/rules.md).
#[test]
fn x_end_1_an_answer_can_stop_a_win() {
    let mut s = TableBuilder::extended(2)
        .hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
        .hand(1, &[Knight, N2, N4, N6, N8])
        .own(0, Queen::Heart)
        .own(0, Queen::Dog)
        .build()
        .unwrap();
    play(&mut s, King(K::Puzzle));
    pick(&mut s, Queen::Pancake); // 50 points for a moment
    assert!(!s.is_over());
    play(&mut s, Knight);
    target(&mut s, 0, Queen::Pancake);
    assert!(!s.is_over(), "judged after the window");
    assert_eq!(s.points(0), 35);
}

/// Checks X-END-3 (docs/rules.md).
#[test]
fn x_end_3_grid_empty_most_points_then_most_queens() {
    let mut s = TableBuilder::extended(5)
        .hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
        .hand(1, &filler())
        .own(0, Queen::Rose)
        .own(1, Queen::Heart)
        .own(1, Queen::Cat)
        .own(2, Queen::Dog)
        .own(2, Queen::Pancake)
        .own(2, Queen::Cake)
        .own(3, Queen::Ladybug)
        .own(3, Queen::Moon)
        .own(3, Queen::Peacock)
        .own(4, Queen::Sunflower)
        .own(4, Queen::Rainbow)
        .build()
        .unwrap();
    play(&mut s, King(K::Puzzle));
    pick(&mut s, Queen::Starfish);
    let o = s.outcome().unwrap();
    assert_eq!(o.reason, EndReason::GridEmpty);
    // Seats 1 and 2 have 35 points; seat 2 has more queens.
    assert_eq!(o.winners, vec![2]);
}

/// Checks X-END-4 (docs/rules.md).
#[test]
fn x_end_4_no_legal_play_discards_one() {
    let mut s = TableBuilder::extended(2)
        .hand(0, &[Wand, Wand, Knight, Potion, Potion])
        .hand(1, &filler())
        .build()
        .unwrap();
    let legal = s.legal_actions();
    assert!(
        legal.iter().all(|a| matches!(a, Action::DiscardStuck(_))),
        "{legal:?}"
    );
    let wand = s.hand(0)[0];
    act(&mut s, Action::DiscardStuck(wand));
    assert_eq!(s.hand(0).len(), 5);
    assert!(is_turn_of(&s, 1));
}

/// Checks X-Q-CAK (docs/rules.md).
#[test]
fn x_q_cak_a_sleeping_cake_is_never_dealt_into_a_row_a_seat_can_see_into() {
    // Seat 1 has a queen hidden by the Cookie King beside a queen in sight; the Cake is
    // asleep, unseen. A row with the Cake in it would be hidden whole, so no deal of
    // what seat 0 cannot see may put her there: every one looks the same to seat 0.
    let s = TableBuilder::extended(2)
        .hand(0, &[N2, N4, N6, N8, N9])
        .own_hidden(1, Queen::Moon)
        .own(1, Queen::Heart)
        .build()
        .unwrap();
    let seen = s.observe(0);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    for _ in 0..200 {
        let other = seen.sample(&mut rng);
        assert!(
            !other.owns(1, Queen::Cake),
            "the Cake dealt into seat 1's row"
        );
        assert_eq!(other.observe(0), seen);
    }
}

/// Checks X-Q-CAK (docs/rules.md).
#[test]
fn x_q_cak_a_cake_row_keeps_its_marks_in_every_deal() {
    // Seat 1 owns the Cake (so her row is hidden) and a queen the Cookie King hid. Only
    // who sits where in the row may change between deals, not the Cookie's mark.
    let s = TableBuilder::extended(2)
        .hand(0, &[N2, N4, N6, N8, N9])
        .own(1, Queen::Cake)
        .own_hidden(1, Queen::Moon)
        .own(1, Queen::Heart)
        .build()
        .unwrap();
    let seen = s.observe(0);
    let marks = |g: &GameState| {
        g.owned(1)
            .iter()
            .map(|q| q.cookie_hidden)
            .collect::<Vec<_>>()
    };
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
    for _ in 0..200 {
        let other = seen.sample(&mut rng);
        assert!(other.owns(1, Queen::Cake));
        assert_eq!(marks(&other), marks(&s));
        assert_eq!(other.observe(0), seen);
    }
}
