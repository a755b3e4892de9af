//! Every switch of a rule set (docs/rules.md, `RuleSet::on`), each shown on and off with
//! the table builder: the same table under `extended` and under `extended` with that
//! one rule turned off (or, for the number plays, under `classic` too).

use sq_core::sleeping_queens::event::EndReason;
use sq_core::sleeping_queens::*;

use super::sleeping_queens::{
    N1, N2, N3, N4, N5, N6, N8, N9, act, filler, is_turn_of, numbers, pick, play, queens, target,
};
use Card::*;
use sq_core::sleeping_queens::Card::King;
use sq_core::sleeping_queens::cards::King as K;

/// `base` with `switch` on or off, checked as a set that can be played.
fn with_switch(base: RuleSet, switch: Switch, on: bool) -> RuleSet {
    let rules = base.with(switch, on);
    assert_eq!(rules.on(switch), on);
    rules.check().expect("a rule set that can be played");
    rules
}

/// `extended` with `switch` on (as it is) or off.
fn extended_with(switch: Switch, on: bool) -> RuleSet {
    with_switch(RuleSet::extended(), switch, on)
}

/// The same table over `base` under both settings of `switch`: (on, off).
fn both_over(
    base: RuleSet,
    switch: Switch,
    seats: u8,
    table: impl Fn(TableBuilder) -> TableBuilder,
) -> [GameState; 2] {
    [true, false].map(|on| {
        table(TableBuilder::new(
            seats,
            with_switch(base.clone(), switch, on),
        ))
        .build()
        .unwrap_or_else(|e| panic!("{switch} {on}: {e}"))
    })
}

/// The same table under `extended` with both settings of `switch`: (on, off).
fn both(switch: Switch, seats: u8, table: impl Fn(TableBuilder) -> TableBuilder) -> [GameState; 2] {
    both_over(RuleSet::extended(), switch, seats, table)
}

fn plays_card(s: &GameState, kind: Card) -> bool {
    s.legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Play(c) if c.card() == kind))
}

fn asked_to_answer(s: &GameState) -> Option<Seat> {
    match s.pending() {
        Some(Decision::Answer { seat, .. }) => Some(*seat),
        _ => None,
    }
}

// ---------------------------------------------------------------- §4.1 numbers

/// Checks X-N-3 (docs/rules.md) as a switch, in both bases.
#[test]
fn x_n_3_straights_on_and_off() {
    let [mut on, mut off] = both(Switch::Straights, 2, |b| {
        b.hand(0, &[N3, N4, N5, N9, N9]).hand(1, &filler())
    });
    numbers(&mut on, &[3, 4, 5]).expect("a straight");
    assert!(numbers(&mut off, &[3, 4, 5]).is_err());
    let [mut on, mut off] = both_over(RuleSet::classic(), Switch::Straights, 2, |b| {
        b.hand(0, &[N3, N4, N5, N9, N9]).hand(1, &filler())
    });
    numbers(&mut on, &[3, 4, 5]).expect("a straight over the classic base");
    assert!(numbers(&mut off, &[3, 4, 5]).is_err());
}

/// Checks X-N-4 (docs/rules.md) as a switch, and C-5's equation with it.
#[test]
fn x_n_4_equations_on_and_off() {
    let [mut on, mut off] = both(Switch::Equations, 2, |b| {
        b.hand(0, &[N1, N4, N5, N8, N9]).hand(1, &filler())
    });
    numbers(&mut on, &[1, 4, 5]).expect("1+4=5");
    assert!(numbers(&mut off, &[1, 4, 5]).is_err());
    numbers(&mut off, &[8]).expect("a single is still a play");
    let [mut on, mut off] = both_over(RuleSet::classic(), Switch::Equations, 2, |b| {
        b.hand(0, &[N1, N4, N5, N8, N9]).hand(1, &filler())
    });
    numbers(&mut on, &[1, 4, 5]).expect("C-5");
    assert!(numbers(&mut off, &[1, 4, 5]).is_err());
}

// ---------------------------------------------------------------- §4.2 power cards

/// Checks X-KN-2 (docs/rules.md) as a switch.
#[test]
fn x_kn_2_safe_for_the_turn_on_and_off() {
    let [mut on, mut off] = both(Switch::KnightProtection, 3, |b| {
        b.hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
            .hand(1, &[Knight, N2, N4, N6, N8])
            .hand(2, &[Knight, N2, N4, N6, N8])
    });
    for s in [&mut on, &mut off] {
        play(s, King(K::Puzzle));
        pick(s, Queen::Moon);
        play(s, Knight);
        target(s, 0, Queen::Moon);
    }
    assert!(is_turn_of(&on, 1), "Moon is safe: seat 2 is not asked");
    assert!(
        matches!(off.pending(), Some(Decision::AfterWake { seat: 2 })),
        "{:?}",
        off.pending()
    );
    play(&mut off, Knight);
    target(&mut off, 1, Queen::Moon);
    assert_eq!(queens(&off, 2), vec![Queen::Moon]);
}

/// Checks X-DR-1 (docs/rules.md) as a switch.
#[test]
fn x_dr_1_dragon_answers_a_knight_on_and_off() {
    let [mut on, mut off] = both(Switch::DragonAnswer, 3, |b| {
        b.hand(0, &[Knight, N2, N4, N6, N8])
            .hand(1, &filler())
            .hand(2, &[Dragon, N2, N4, N6, N8])
            .own(1, Queen::Moon)
    });
    for s in [&mut on, &mut off] {
        play(s, Knight);
        target(s, 1, Queen::Moon);
    }
    assert_eq!(asked_to_answer(&on), Some(2));
    assert_eq!(asked_to_answer(&off), None);
    assert_eq!(
        queens(&off, 0),
        vec![Queen::Moon],
        "nothing cancels the Knight"
    );
}

/// Checks X-DR-2 (docs/rules.md) as a switch.
#[test]
fn x_dr_2_dragon_as_a_number_on_and_off() {
    let [mut on, mut off] = both(Switch::DragonAsNumber, 2, |b| {
        b.hand(0, &[Dragon, N3, N8, N9, N9]).hand(1, &filler())
    });
    let with_dragon = |s: &GameState| {
        s.legal_actions().iter().any(
            |a| matches!(a, Action::PlayNumbers(p) if p.cards().iter().any(|c| c.card() == Dragon)),
        )
    };
    assert!(with_dragon(&on));
    assert!(!with_dragon(&off));
    let play_as_three = |s: &mut GameState| {
        let cards = [s.hand(0)[0], s.hand(0)[1]];
        s.apply(Action::PlayNumbers(
            NumberPlay::new(&cards, &[3, 3]).unwrap(),
        ))
    };
    play_as_three(&mut on).expect("Dragon and 3 as a pair");
    assert!(play_as_three(&mut off).is_err());
}

/// Checks X-PO-1 (docs/rules.md) as a switch.
#[test]
fn x_po_1_potion_answers_a_dragon_on_and_off() {
    let [mut on, mut off] = both(Switch::PotionAnswer, 3, |b| {
        b.hand(0, &[Knight, Potion, N2, N4, N6])
            .hand(1, &[Dragon, N2, N4, N6, N8])
            .hand(2, &filler())
            .own(1, Queen::Moon)
    });
    for s in [&mut on, &mut off] {
        play(s, Knight);
        target(s, 1, Queen::Moon);
        assert_eq!(asked_to_answer(s), Some(1));
        let dragon = s.hand(1)[0];
        act(s, Action::Answer(dragon));
    }
    assert_eq!(
        asked_to_answer(&on),
        Some(0),
        "the Knight's player may answer"
    );
    assert_eq!(asked_to_answer(&off), None);
    assert_eq!(queens(&off, 1), vec![Queen::Moon], "the Dragon stands");
}

/// Checks X-PO-3 (docs/rules.md) as a switch.
#[test]
fn x_po_3_potion_after_a_wake_on_and_off() {
    let [mut on, mut off] = both(Switch::PotionAfterWake, 2, |b| {
        b.hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
            .hand(1, &[Potion, N2, N4, N6, N8])
    });
    for s in [&mut on, &mut off] {
        play(s, King(K::Puzzle));
        pick(s, Queen::Moon);
    }
    assert!(matches!(
        on.pending(),
        Some(Decision::AfterWake { seat: 1 })
    ));
    assert!(is_turn_of(&off, 1));
}

/// Checks X-WA-1 (docs/rules.md) as a switch.
#[test]
fn x_wa_1_wand_answers_a_potion_on_and_off() {
    let [mut on, mut off] = both(Switch::WandAnswer, 2, |b| {
        b.hand(0, &[Potion, N2, N4, N6, N8])
            .hand(1, &[Wand, N2, N4, N6, N8])
            .own(1, Queen::Moon)
    });
    for s in [&mut on, &mut off] {
        play(s, Potion);
        target(s, 1, Queen::Moon);
    }
    assert_eq!(asked_to_answer(&on), Some(1));
    assert_eq!(asked_to_answer(&off), None);
    assert!(matches!(
        off.pending(),
        Some(Decision::PickEmptySlot { seat: 0, .. })
    ));
}

/// Checks X-WA-2 (docs/rules.md) as a switch.
#[test]
fn x_wa_2_wand_swaps_on_and_off() {
    let [on, off] = both(Switch::WandSwap, 2, |b| {
        b.hand(0, &[Wand, N2, N4, N6, N8])
            .hand(1, &filler())
            .own(1, Queen::Moon)
    });
    assert!(plays_card(&on, Wand));
    assert!(!plays_card(&off, Wand), "a Wand only answers");
}

// ---------------------------------------------------------------- §4.3 queens

/// Checks X-Q-PAN (docs/rules.md) as a switch.
#[test]
fn x_q_pan_pancake_face_up_on_and_off() {
    for on in [true, false] {
        let setup = Setup::new(2, extended_with(Switch::Pancake, on));
        let s = GameState::new(&setup, 7).unwrap();
        let pancake = s
            .grid()
            .iter()
            .flatten()
            .find(|g| g.queen == Queen::Pancake);
        assert_eq!(pancake.unwrap().face_up, on);
        assert_eq!(
            s.grid().iter().flatten().filter(|g| g.face_up).count(),
            on as usize
        );
    }
}

/// Checks X-Q-CAK (docs/rules.md) as a switch.
#[test]
fn x_q_cak_cake_hides_on_and_off() {
    let [on, off] = both(Switch::Cake, 2, |b| {
        b.hand(0, &filler())
            .hand(1, &filler())
            .own(1, Queen::Cake)
            .own(1, Queen::Moon)
    });
    assert!((0..2).all(|i| on.is_hidden(1, i)));
    assert!((0..2).all(|i| !off.is_hidden(1, i)));
    let seen = |s: &GameState| {
        s.observe(0).owned[1]
            .iter()
            .filter(|v| v.queen.is_some())
            .count()
    };
    assert_eq!((seen(&on), seen(&off)), (0, 2));
}

/// Checks X-Q-LAD (docs/rules.md) as a switch.
#[test]
fn x_q_lad_ladybug_on_and_off() {
    let [on, mut off] = both(Switch::Ladybug, 2, |b| {
        b.hand(0, &[Knight, N2, N4, N6, N8])
            .hand(1, &filler())
            .own(1, Queen::Ladybug)
    });
    assert!(!plays_card(&on, Knight));
    play(&mut off, Knight);
    target(&mut off, 1, Queen::Ladybug);
    assert_eq!(queens(&off, 0), vec![Queen::Ladybug]);
}

/// Checks X-Q-PEA (docs/rules.md) as a switch.
#[test]
fn x_q_pea_peacock_on_and_off() {
    let [on, mut off] = both(Switch::Peacock, 2, |b| {
        b.hand(0, &[Potion, N2, N4, N6, N8])
            .hand(1, &filler())
            .own(1, Queen::Peacock)
    });
    assert!(!plays_card(&on, Potion));
    play(&mut off, Potion);
    target(&mut off, 1, Queen::Peacock);
    assert!(matches!(
        off.pending(),
        Some(Decision::PickEmptySlot { seat: 0, .. })
    ));
}

/// Checks X-Q-RAI (docs/rules.md) as a switch.
#[test]
fn x_q_rai_rainbow_on_and_off() {
    let [on, off] = both(Switch::Rainbow, 2, |b| {
        b.hand(0, &filler())
            .hand(1, &filler())
            .own(0, Queen::Rainbow)
            .own(0, Queen::Moon)
    });
    assert_eq!((on.queen_count(0), off.queen_count(0)), (3, 2));
}

/// Checks X-Q-ROS (docs/rules.md) as a switch.
#[test]
fn x_q_ros_rose_on_and_off() {
    let [mut on, mut off] = both(Switch::Rose, 2, |b| {
        b.hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
            .hand(1, &filler())
    });
    for s in [&mut on, &mut off] {
        play(s, King(K::Puzzle));
        pick(s, Queen::Rose);
    }
    assert!(matches!(
        on.pending(),
        Some(Decision::PickSleepingQueen {
            reason: WakeReason::Rose,
            ..
        })
    ));
    assert!(is_turn_of(&off, 1));
}

/// Checks X-Q-HEA (docs/rules.md) as a switch.
#[test]
fn x_q_hea_heart_on_and_off() {
    let [mut on, mut off] = both(Switch::Heart, 2, |b| {
        b.hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
            .hand(1, &filler())
            .own(0, Queen::Heart)
    });
    let five = *Queen::ALL
        .iter()
        .find(|q| q.points() == 5 && **q != Queen::Heart)
        .unwrap();
    for s in [&mut on, &mut off] {
        play(s, King(K::Puzzle));
        pick(s, five);
    }
    assert!(matches!(on.pending(), Some(Decision::PutBackChoice { .. })));
    assert!(is_turn_of(&off, 1));
    assert_eq!(queens(&off, 0).len(), 2);
}

/// Checks X-Q-CAT and X-Q-DOG (docs/rules.md) as a switch.
#[test]
fn x_q_cat_cat_and_dog_on_and_off() {
    let [mut on, mut off] = both(Switch::CatAndDog, 2, |b| {
        b.hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
            .hand(1, &filler())
            .own(0, Queen::Cat)
    });
    for s in [&mut on, &mut off] {
        play(s, King(K::Puzzle));
        pick(s, Queen::Dog);
    }
    assert!(matches!(on.pending(), Some(Decision::PutBackChoice { .. })));
    assert!(is_turn_of(&off, 1));
    assert_eq!(queens(&off, 0).len(), 2, "Cat and Dog together");
}

// ---------------------------------------------------------------- §4.4 kings

/// Plays `king` and wakes Moon under `king`'s switch on and off: (on, off).
fn king_wakes_moon(king: K, table: impl Fn(TableBuilder) -> TableBuilder) -> [GameState; 2] {
    let switch = Switch::of_king(king);
    let mut states = both(switch, 2, |b| {
        table(b.hand(0, &[King(king), N2, N4, N6, N8]).hand(1, &filler()))
    });
    for s in &mut states {
        play(s, King(king));
        pick(s, Queen::Moon);
    }
    let off = &states[1];
    assert!(
        queens(off, 0).contains(&Queen::Moon),
        "{switch} off: the king wakes the queen picked"
    );
    assert!(is_turn_of(off, 1), "{switch} off: {:?}", off.pending());
    states
}

/// Checks X-K-PUZ (docs/rules.md) as a switch.
#[test]
fn x_k_puz_on_and_off() {
    let [on, off] = king_wakes_moon(K::Puzzle, |b| b);
    assert!(on.number_limits().singles_only);
    assert!(!off.number_limits().singles_only);
}

/// Checks X-K-BUB (docs/rules.md) as a switch.
#[test]
fn x_k_bub_on_and_off() {
    let [on, _] = king_wakes_moon(K::BubbleGum, |b| b);
    assert!(matches!(
        on.pending(),
        Some(Decision::ContinueRevealing { .. })
    ));
}

/// Checks X-K-CHE (docs/rules.md) as a switch.
#[test]
fn x_k_che_on_and_off() {
    let [on, _] = king_wakes_moon(K::Chess, |b| b);
    assert!(matches!(on.pending(), Some(Decision::ChooseParity { .. })));
}

/// Checks X-K-HAT (docs/rules.md) as a switch.
#[test]
fn x_k_hat_on_and_off() {
    let [on, off] = king_wakes_moon(K::Hat, |b| b.own(1, Queen::Rose));
    assert!(matches!(
        on.pending(),
        Some(Decision::PickOwnedQueen {
            reason: TargetReason::Hat,
            ..
        })
    ));
    assert_eq!(queens(&off, 1), vec![Queen::Rose]);
}

/// Checks X-K-COO (docs/rules.md) as a switch.
#[test]
fn x_k_coo_on_and_off() {
    let [mut on, mut off] = both(Switch::Cookie, 2, |b| {
        b.hand(0, &[King(K::Cookie), N2, N4, N6, N8])
            .hand(1, &filler())
            .slot(0, Queen::Pancake, false)
    });
    let mut flipped = [false; 2];
    for (s, f) in [&mut on, &mut off].into_iter().zip(&mut flipped) {
        play(s, King(K::Cookie));
        *f = pick(s, Queen::Pancake)
            .iter()
            .any(|e| matches!(e, GameEvent::GridFlipped));
        assert_eq!(queens(s, 0), vec![Queen::Pancake]);
    }
    assert_eq!(flipped, [true, false]);
    king_wakes_moon(K::Cookie, |b| b);
}

/// Checks X-K-TIE (docs/rules.md) as a switch.
#[test]
fn x_k_tie_on_and_off() {
    // Starfish has a red background: the Tie-Dye King would reveal another.
    let [mut on, mut off] = both(Switch::TieDye, 2, |b| {
        b.hand(0, &[King(K::TieDye), N2, N4, N6, N8])
            .hand(1, &filler())
    });
    for s in [&mut on, &mut off] {
        play(s, King(K::TieDye));
        pick(s, Queen::Starfish);
    }
    assert!(matches!(
        on.pending(),
        Some(Decision::ContinueRevealing { .. })
    ));
    assert_eq!(queens(&off, 0), vec![Queen::Starfish]);
    king_wakes_moon(K::TieDye, |b| b);
}

/// Checks X-K-FIR (docs/rules.md) as a switch.
#[test]
fn x_k_fir_on_and_off() {
    let [on, _] = king_wakes_moon(K::Fire, |b| b);
    assert!(matches!(on.pending(), Some(Decision::FireBurn { .. })));
}

/// Checks X-K-TUR (docs/rules.md) as a switch.
#[test]
fn x_k_tur_on_and_off() {
    let [on, _] = king_wakes_moon(K::Turtle, |b| b.draw_top(&[N3]));
    assert!(is_turn_of(&on, 0), "a 3 drawn: another turn");
}

// ---------------------------------------------------------------- §4.5 windows

/// Checks X-AW (docs/rules.md) as a switch.
#[test]
fn x_aw_after_wake_windows_on_and_off() {
    let rules = |on| {
        RuleSet::extended()
            .with(Switch::PotionAfterWake, false)
            .with(Switch::AfterWake, on)
    };
    let [mut on, mut off] = [true, false].map(|on| {
        TableBuilder::new(2, rules(on))
            .hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
            .hand(1, &[Knight, N2, N4, N6, N8])
            .build()
            .unwrap()
    });
    for s in [&mut on, &mut off] {
        play(s, King(K::Puzzle));
        pick(s, Queen::Moon);
    }
    assert!(matches!(
        on.pending(),
        Some(Decision::AfterWake { seat: 1 })
    ));
    assert!(is_turn_of(&off, 1));
    assert!(
        plays_card(&off, Knight),
        "the Knight waits for its player's turn"
    );
}

/// Checks X-ANS (docs/rules.md) as a switch: off, only the player a card acts against may
/// answer it.
#[test]
fn x_ans_answers_out_of_turn_on_and_off() {
    let [mut on, mut off] = both(Switch::AnswersOutOfTurn, 3, |b| {
        b.hand(0, &[Knight, N2, N4, N6, N8])
            .hand(1, &filler())
            .hand(2, &[Dragon, N2, N4, N6, N8])
            .own(1, Queen::Moon)
    });
    for s in [&mut on, &mut off] {
        play(s, Knight);
        target(s, 1, Queen::Moon);
    }
    assert_eq!(asked_to_answer(&on), Some(2));
    assert_eq!(asked_to_answer(&off), None);
    assert_eq!(queens(&off, 0), vec![Queen::Moon]);
    // The owner of the queen aimed at still answers, and the Knight's player answers
    // the Dragon.
    let [_, mut off] = both(Switch::AnswersOutOfTurn, 3, |b| {
        b.hand(0, &[Knight, Potion, N2, N4, N6])
            .hand(1, &[Dragon, N2, N4, N6, N8])
            .hand(2, &[Wand, N2, N4, N6, N8])
            .own(1, Queen::Moon)
    });
    play(&mut off, Knight);
    target(&mut off, 1, Queen::Moon);
    assert_eq!(asked_to_answer(&off), Some(1));
    let dragon = off.hand(1)[0];
    act(&mut off, Action::Answer(dragon));
    assert_eq!(asked_to_answer(&off), Some(0));
    let potion = *off.hand(0).iter().find(|c| c.card() == Potion).unwrap();
    act(&mut off, Action::Answer(potion));
    assert_eq!(
        asked_to_answer(&off),
        None,
        "only the Dragon's player may answer the Potion: seat 2's Wand is not asked"
    );
    assert_eq!(queens(&off, 0), vec![Queen::Moon], "the Knight stands");
}

// ---------------------------------------------------------------- §4.6 end

/// Checks X-END-2 (docs/rules.md) as a switch.
#[test]
fn x_end_2_sun_moon_star_on_and_off() {
    let [mut on, mut off] = both(Switch::SunMoonStar, 2, |b| {
        b.hand(0, &[King(K::Puzzle), N2, N4, N6, N8])
            .hand(1, &filler())
            .own(0, Queen::Sunflower)
            .own(0, Queen::Moon)
    });
    for s in [&mut on, &mut off] {
        play(s, King(K::Puzzle));
        pick(s, Queen::Starfish);
    }
    assert_eq!(on.outcome().unwrap().reason, EndReason::SunMoonStar);
    assert!(off.outcome().is_none());
}

// ---------------------------------------------------------------- house rules

/// Checks H-KN-1 (docs/rules.md), a house rule that no preset has: on, over either base,
/// a Knight cannot take a player's only queen (a lone Rainbow Queen is one queen); off,
/// as in every preset, it can.
#[test]
fn h_kn_1_a_knight_cannot_take_a_players_only_queen() {
    for preset in [
        RuleSet::classic(),
        RuleSet::extended(),
        RuleSet::extended_v1(),
    ] {
        assert!(
            !preset.on(Switch::LoneQueen),
            "{} has no house rule",
            preset.name
        );
    }
    for base in [RuleSet::classic(), RuleSet::extended()] {
        let [on, mut off] = both_over(base.clone(), Switch::LoneQueen, 2, |b| {
            b.hand(0, &[Knight, N2, N4, N6, N8])
                .hand(1, &filler())
                .own(1, Queen::Moon)
        });
        assert!(
            !plays_card(&on, Knight),
            "{}: Bo's only queen is safe",
            base.name
        );
        play(&mut off, Knight);
        target(&mut off, 1, Queen::Moon);
        assert_eq!(queens(&off, 0), vec![Queen::Moon], "{}", base.name);
        // A player with two queens loses one, and keeps the last.
        let [mut on, _] = both_over(base.clone(), Switch::LoneQueen, 2, |b| {
            b.hand(0, &[Knight, Knight, N4, N6, N8])
                .hand(1, &filler())
                .own(1, Queen::Moon)
                .own(1, Queen::Sunflower)
        });
        play(&mut on, Knight);
        target(&mut on, 1, Queen::Moon);
        assert_eq!(queens(&on, 0), vec![Queen::Moon], "{}", base.name);
        assert_eq!(queens(&on, 1), vec![Queen::Sunflower], "{}", base.name);
        assert!(on.owned(1).len() == 1 && on.owned(0).len() == 1);
    }
    // Extended: a lone Rainbow Queen is one queen, and the player's own lone queen is
    // safe from their own Knight too (X-KN-1 lets a Knight take its player's queen).
    let [on, off] = both(Switch::LoneQueen, 2, |b| {
        b.hand(0, &[Knight, N2, N4, N6, N8])
            .hand(1, &filler())
            .own(0, Queen::Moon)
            .own(1, Queen::Rainbow)
    });
    assert!(!plays_card(&on, Knight));
    assert!(plays_card(&off, Knight));
}

/// H-KN-1 in the bots: off, Normal and Hard take a lone Heart Queen with a Knight; on,
/// neither plays the Knight at her.
#[test]
fn h_kn_1_the_bots_leave_a_lone_queen_alone() {
    use sq_core::sleeping_queens::bots::{Bot, Budget, HardBot, NormalBot};
    const BUDGET: Budget = Budget {
        iterations: 24,
        time: None,
        cautious: true,
        horizon: None,
    };
    let [on, off] = both(Switch::LoneQueen, 2, |b| {
        b.hand(0, &[Knight, N2, N4, N6, N9])
            .hand(1, &filler())
            .own(1, Queen::Heart)
    });
    let knight = |a: &Action| matches!(a, Action::Play(c) if c.card() == Knight);
    let bots: [(&str, fn() -> Box<dyn Bot>); 2] = [
        ("Normal", || Box::new(NormalBot::new(1))),
        ("Hard", || Box::new(HardBot::with_budget(1, BUDGET))),
    ];
    for (name, make) in bots {
        assert!(
            knight(&make().decide(&off.observe(0))),
            "{name} takes the Heart"
        );
        let chosen = make().decide(&on.observe(0));
        assert!(!knight(&chosen), "{name} played {chosen:?}");
        assert!(on.is_legal(&chosen), "{name}");
    }
}

// ---------------------------------------------------------------- sets of switches

/// Every switch is shown on and off above; this names them all, so one added without
/// a test is noticed.
#[test]
fn every_switch_has_a_test_by_its_rule_id() {
    let source = include_str!("switches.rs");
    for switch in Switch::ALL {
        let name = format!("fn {}_", switch.id().to_lowercase().replace('-', "_"));
        assert!(source.contains(&name), "no test for {switch} ({name})");
    }
}

/// The presets are the same switches as ever, and a set that differs from a preset in
/// one switch plays as the preset with that switch.
#[test]
fn presets_are_switches_over_their_base() {
    let x = RuleSet::extended();
    // Extended has every rule but the house rules, which no preset has.
    assert!(Switch::ALL.iter().all(|s| x.on(*s) != s.house_only()));
    let house: Vec<Switch> = Switch::ALL.into_iter().filter(|s| s.house_only()).collect();
    assert_eq!(house, vec![Switch::LoneQueen]);
    assert!(house.iter().all(|s| s.id().starts_with("H-")));
    let v1 = RuleSet::extended_v1();
    let off: Vec<Switch> = Switch::ALL
        .into_iter()
        .filter(|s| !v1.on(*s) && !s.house_only())
        .collect();
    assert_eq!(off, vec![Switch::Straights, Switch::PotionAfterWake]);
    let c = RuleSet::classic();
    let on: Vec<Switch> = Switch::ALL.into_iter().filter(|s| c.on(*s)).collect();
    assert_eq!(on, vec![Switch::Equations]);
    for preset in [x, v1, c] {
        assert!(preset.switches.is_empty(), "{}", preset.name);
    }
}

/// Switches that cannot stand together are refused, with both named.
#[test]
fn clashing_switches_are_refused_naming_both() {
    for clash in Clash::ALL {
        let mut rules = RuleSet::extended();
        for (switch, on) in clash.switches() {
            rules.set(switch, on);
        }
        let (_, problem) = rules.check().unwrap_err();
        assert_eq!(problem, RuleSetProblem::Clash(clash));
        let [(a, _), (b, _)] = clash.switches();
        let said = problem.to_string();
        assert!(said.contains(a.id()) && said.contains(b.id()), "{said}");
        assert!(Setup::new(2, rules).check().is_err(), "never played wrong");
    }
    let rules = RuleSet::classic().with(Switch::Fire, true);
    assert_eq!(
        rules.check().unwrap_err().1,
        RuleSetProblem::NeedsExtended(Switch::Fire)
    );
}
