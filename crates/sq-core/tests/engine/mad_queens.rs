//! Mad Queens (docs/rules.md): each rule by its id on a table set up by hand, then
//! properties over random games of 1 to 6 players, then the bots.

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sq_core::mad_queens::bots::{self, MadBot};
use sq_core::mad_queens::*;
use sq_core::sleeping_queens::bots::BotKind;

/// A card from its short name: `8S`, `10H`, `QC`, `AD`; `X` a joker.
fn c(name: &str) -> PlayingCard {
    if name == "X" {
        return PlayingCard::JOKERS[0];
    }
    let (rank, suit) = name.split_at(name.len() - 1);
    let suit = match suit {
        "C" => Suit::Clubs,
        "D" => Suit::Diamonds,
        "H" => Suit::Hearts,
        "S" => Suit::Spades,
        _ => panic!("no suit in {name}"),
    };
    let rank = match rank {
        "A" => 1,
        "J" => 11,
        "Q" => 12,
        "K" => 13,
        n => n.parse().unwrap(),
    };
    PlayingCard::new(suit, rank)
}

fn cards(names: &str) -> Vec<PlayingCard> {
    names.split_whitespace().map(c).collect()
}

/// A deck that starts with `top` (top first), then every plain card of ranks 2 to 7
/// not named there: safe with the banned cards these tests use (8♠ and K♦).
fn deck(top: &str) -> Vec<PlayingCard> {
    let mut d = cards(top);
    for suit in [Suit::Spades, Suit::Clubs, Suit::Diamonds, Suit::Hearts] {
        for rank in 2..=7 {
            let card = PlayingCard::new(suit, rank);
            if !d.contains(&card) {
                d.push(card);
            }
        }
    }
    d
}

fn table() -> MadBuilder {
    MadBuilder::new(1).banned(c("8S"), c("KD"))
}

fn start(b: MadBuilder) -> (MadState, Vec<Told>) {
    b.start().expect("a valid table")
}

fn events(told: &[Told]) -> Vec<MadEvent> {
    told.iter().map(|t| t.event.clone()).collect()
}

fn apply(state: &mut MadState, seat: Seat, action: MadAction) -> Vec<MadEvent> {
    events(&state.apply(seat, action).expect("a legal action"))
}

fn obs(state: &MadState, seat: Seat) -> MadObservation {
    state.observe(seat)
}

/// Checks M-1 (docs/rules.md).
#[test]
fn m_1_each_deck_sets_its_queens_aside_and_two_banned_cards_differ_in_value() {
    for seed in 0..200 {
        for players in 1..=6 {
            let (state, _) = MadState::new(&MadSetup::new(players), seed).unwrap();
            let [Some(a), Some(b)] = state.banned() else {
                panic!("two banned cards");
            };
            assert!(
                !a.same_value(b) && !a.is_joker() && !b.is_joker(),
                "{a} {b}"
            );
            for seat in 0..players {
                let o = obs(&state, seat);
                // Only a bank (after a banned joker's reveal) puts a queen in.
                let in_deck = o.me.deck.iter().filter(|c| c.is_queen()).count();
                assert_eq!(o.me.waiting.len() + o.me.queens.len() + in_deck, 4);
                assert!(in_deck == 0 || !o.me.bank.is_empty());
            }
            assert_census(&state).unwrap();
        }
    }
    assert!(MadSetup::new(0).check().is_err() && MadSetup::new(7).check().is_err());
}

/// Checks M-1 (docs/rules.md).
#[test]
fn m_1_a_banned_card_of_the_other_ones_value_is_turned_away() {
    let (state, told) = start(
        MadBuilder::new(1)
            .deck(0, &deck("2C"))
            .banned_deck_top(&cards("8S 8H 3D")),
    );
    assert_eq!(state.banned(), [Some(c("8S")), Some(c("3D"))]);
    assert!(events(&told).contains(&MadEvent::BannedTurnedAway {
        slot: 1,
        card: c("8H")
    }));
}

/// Checks M-1, M-9 (docs/rules.md).
#[test]
fn m_1_m_9_a_banned_joker_at_setup_makes_every_player_reveal_two() {
    let (state, told) = start(
        MadBuilder::new(2)
            .deck(0, &deck("5H 2D 4C"))
            .waiting(0, &[])
            .deck(1, &deck("3S 4S 2C"))
            .banned_deck_top(&cards("X 5C 9D 10D")),
    );
    let ev = events(&told);
    assert!(ev.contains(&MadEvent::JokerEvent {
        source: JokerSource::Shared(0)
    }));
    // Seat 0 shows 5♥, the other banned card's value: both are banked and, with no
    // queen waiting, a temporary card is drawn.
    let o = obs(&state, 0);
    assert_eq!(
        o.me.bank.iter().map(|b| b.card).collect::<Vec<_>>(),
        cards("5H 2D")
    );
    assert_eq!(o.me.points(), 3);
    assert_eq!(o.me.temporary, cards("9D"));
    // Seat 1 matched nothing: both discarded.
    let o = obs(&state, 1);
    assert!(o.me.bank.is_empty());
    assert!(o.me.discard.contains(&c("3S")) && o.me.discard.contains(&c("4S")));
    // The joker was discarded and replaced before the first play.
    assert_eq!(state.banned(), [Some(c("10D")), Some(c("5C"))]);
    assert_eq!(state.round(), 1);
}

#[test]
fn m_2_a_play_is_private_until_the_round_ends() {
    let b = MadBuilder::new(2)
        .banned(c("8S"), c("KD"))
        .deck(0, &deck("2C 3C 4C"))
        .deck(1, &deck("2H 3H"));
    let (mut state, _) = start(b);
    let before = obs(&state, 1);
    let mid = events(&state.apply(0, MadAction::Reveal).unwrap());
    assert!(mid.contains(&MadEvent::Revealed {
        seat: 0,
        card: c("3C"),
        forced: false
    }));
    assert_eq!(
        obs(&state, 1),
        before,
        "seat 1 sees nothing of seat 0's play"
    );
    let told = state.apply(0, MadAction::Bank).unwrap();
    assert!(told.iter().all(|t| t.private_to == Some(0)));
    assert_eq!(obs(&state, 1), before);
    let told = state.apply(1, MadAction::Bank).unwrap();
    let ended = told
        .iter()
        .find_map(|t| match &t.event {
            MadEvent::RoundEnded { plays, .. } => Some((t.private_to, plays.clone())),
            _ => None,
        })
        .expect("the round ends");
    assert_eq!(ended.0, None, "the round's summary is for everyone");
    assert_eq!(ended.1[0].revealed, cards("2C 3C"));
    assert_eq!(
        ended.1[0].end,
        PlayEnd::Banked {
            cards: 2,
            points: 2
        }
    );
    assert_eq!(obs(&state, 1).table[0].points(), 2);
}

/// Plays a game between Normal bots, choosing which waiting seat goes next with `pick`.
fn game_by_order(players: u8, seed: u64, pick: impl Fn(&[Seat]) -> Seat) -> MadState {
    let (mut state, _) = MadState::new(&MadSetup::new(players), seed).unwrap();
    let mut bot = bots::make(BotKind::Normal, 0);
    while !state.is_over() {
        let seat = pick(&state.waiting_for());
        let action = bot.decide(&state.observe(seat));
        state.apply(seat, action).unwrap();
    }
    state
}

#[test]
fn m_2_the_order_of_the_choices_within_a_round_changes_no_card() {
    for seed in 0..40 {
        let first = game_by_order(4, seed, |w| w[0]);
        let last = game_by_order(4, seed, |w| *w.last().unwrap());
        assert_eq!(first.result(), last.result(), "seed {seed}");
        for seat in 0..4 {
            assert_eq!(obs(&first, seat).me, obs(&last, seat).me, "seed {seed}");
        }
    }
}

/// Checks M-3 (docs/rules.md).
#[test]
fn m_3_a_card_of_a_banned_value_busts_the_row_and_the_bank_stays() {
    let (mut state, _) = start(table().deck(0, &deck("6H 2S 8C")).bank(0, &cards("3C")));
    apply(&mut state, 0, MadAction::Reveal);
    let ev = apply(&mut state, 0, MadAction::Reveal);
    assert!(ev.contains(&MadEvent::Bust {
        seat: 0,
        card: c("8C"),
        banned: BannedRef::Shared(0),
        row: cards("6H 2S 8C"),
    }));
    let o = obs(&state, 0);
    assert!(o.me.discard.ends_with(&cards("6H 2S 8C")));
    assert_eq!(o.me.points(), 1, "the bank stays");
    // The round ended, so the hit 8♠ was replaced.
    assert_ne!(state.banned()[0], Some(c("8S")));
}

/// Checks M-3, M-9 (docs/rules.md).
#[test]
fn m_3_m_9_a_banned_queen_bans_her_whole_suit() {
    let (state, told) = start(
        MadBuilder::new(1)
            .banned(c("QC"), c("5D"))
            .deck(0, &deck("2C 3H")),
    );
    assert!(events(&told).iter().any(|e| matches!(
        e,
        MadEvent::Bust { card, banned: BannedRef::Shared(0), .. } if *card == c("2C")
    )));
    assert!(obs(&state, 0).me.discard.contains(&c("2C")));
}

/// Checks M-3, M-7 (docs/rules.md).
#[test]
fn m_3_m_7_a_temporary_card_bans_for_its_owner_alone_and_goes_with_a_hit() {
    let (mut state, _) = start(
        MadBuilder::new(2)
            .banned(c("8S"), c("KD"))
            .temporary(0, &cards("7H 2D"))
            .deck(0, &deck("4S 7C"))
            .deck(1, &deck("4S 7C")),
    );
    let ev = apply(&mut state, 0, MadAction::Reveal);
    assert!(
        ev.iter()
            .any(|e| matches!(e, MadEvent::Bust { card, .. } if *card == c("7C")))
    );
    assert!(ev.contains(&MadEvent::TemporaryDiscarded {
        seat: 0,
        cards: cards("7H 2D")
    }));
    assert!(obs(&state, 0).me.temporary.is_empty());
    let ev = apply(&mut state, 1, MadAction::Reveal);
    assert!(!ev.iter().any(|e| matches!(e, MadEvent::Bust { .. })));
}

/// Checks M-4 (docs/rules.md).
#[test]
fn m_4_an_exact_match_is_banked_face_up_for_double_and_the_play_stays_open() {
    let (mut state, told) = start(
        MadBuilder::new(1)
            .banned(c("8H"), c("KD"))
            .deck(0, &deck("8H 2C")),
    );
    assert!(events(&told).contains(&MadEvent::ExactMatch {
        seat: 0,
        card: c("8H"),
        banned: BannedRef::Shared(0)
    }));
    let o = obs(&state, 0);
    assert_eq!(
        o.me.bank,
        vec![Banked {
            card: c("8H"),
            exact: true
        }]
    );
    assert_eq!(o.me.points(), 4, "a heart, doubled");
    assert!(o.me.row.is_empty());
    assert_eq!(o.me.waiting.len(), 4, "not a bank: no queen goes in");
    assert_eq!(
        o.decision,
        Some(MadDecision::RevealOrBank { can_reveal: true })
    );
    // Banking an empty row is allowed; it is a bank, so a queen goes in.
    apply(&mut state, 0, MadAction::Bank);
    assert_eq!(obs(&state, 0).me.waiting.len(), 3);
}

/// The banned cards, and whether `seat` still holds temporary ones, once the round of a
/// table set up with `build` is played: seat 0 reveals once more and banks.
fn reveal_and_bank(
    build: MadBuilder,
) -> ([Option<PlayingCard>; 2], Vec<PlayingCard>, Vec<MadEvent>) {
    let (mut state, _) = start(build);
    let mut ev = apply(&mut state, 0, MadAction::Reveal);
    ev.extend(apply(&mut state, 0, MadAction::Bank));
    (state.banned(), obs(&state, 0).me.temporary, ev)
}

/// Checks M-4 (docs/rules.md).
#[test]
fn m_4_an_exact_match_hits_every_banned_card_it_matches_shared_and_temporary() {
    // Shared 5♥ and a temporary 5♣: 5♥ equals the one and has the other's value.
    let table = |revision| {
        MadBuilder::new(1)
            .revision(revision)
            .banned(c("5H"), c("KD"))
            .temporary(0, &cards("5C"))
            .deck(0, &deck("2C 5H"))
            .banned_deck_top(&cards("9C"))
    };
    let (banned, temporary, ev) = reveal_and_bank(table(2));
    assert!(ev.contains(&MadEvent::ExactMatch {
        seat: 0,
        card: c("5H"),
        banned: BannedRef::Shared(0)
    }));
    assert!(ev.contains(&MadEvent::TemporaryDiscarded {
        seat: 0,
        cards: cards("5C")
    }));
    assert!(temporary.is_empty(), "the temporary card was hit too");
    assert_eq!(banned, [Some(c("9C")), Some(c("KD"))], "5♥ replaced");
    // Revision 1 (an old record): only the card it equals was hit.
    let (banned, temporary, _) = reveal_and_bank(table(1));
    assert_eq!(temporary, cards("5C"));
    assert_eq!(banned, [Some(c("9C")), Some(c("KD"))]);
}

/// Checks M-4 (docs/rules.md).
#[test]
fn m_4_an_exact_match_under_a_banned_queen_of_its_suit_hits_both_slots() {
    // Shared Q♥ (she bans hearts) and 5♥: 5♥ hits both, and both are replaced, the
    // first slot first.
    let table = |revision| {
        MadBuilder::new(1)
            .revision(revision)
            .banned(c("QH"), c("5H"))
            .deck(0, &deck("2C 5H"))
            .banned_deck_top(&cards("9C 10C"))
    };
    let (banned, _, _) = reveal_and_bank(table(2));
    assert_eq!(banned, [Some(c("9C")), Some(c("10C"))]);
    let (banned, _, _) = reveal_and_bank(table(1));
    assert_eq!(banned, [Some(c("QH")), Some(c("9C"))], "revision 1");
}

#[test]
fn m_8_a_hit_card_leaves_its_slot_only_once_its_replacement_is_drawn() {
    // The banned deck is empty: its discard (52 cards; the card being replaced is
    // still in its slot) is shuffled into a new one, and the hit card goes to the
    // discard after its replacement is turned.
    let table = |revision| {
        MadBuilder::new(1)
            .revision(revision)
            .banned(c("8S"), c("KD"))
            .deck(0, &deck("8C"))
            .banned_deck(&[])
    };
    let (state, told) = start(table(2));
    let ev = events(&told);
    assert!(ev.contains(&MadEvent::BannedDeckReshuffled { cards: 52 }));
    let turned = ev
        .iter()
        .position(|e| matches!(e, MadEvent::BannedTurned { slot: 0, .. }))
        .expect("a replacement");
    let left = ev
        .iter()
        .position(|e| {
            *e == MadEvent::BannedDiscarded {
                slot: 0,
                card: c("8S"),
            }
        })
        .expect("8♠ left its slot");
    assert!(turned < left, "replaced, then discarded: {ev:?}");
    assert!(state.banned()[0].is_some_and(|b| b != c("8S")));
    // Revision 1 (an old record): 8♠ was discarded first, and shuffled in with the rest.
    let (_, told) = start(table(1));
    assert!(events(&told).contains(&MadEvent::BannedDeckReshuffled { cards: 53 }));
}

#[test]
fn m_8_with_the_banned_deck_and_its_discard_empty_the_hit_card_stays() {
    // Every other banned card is Bo's, as temporary cards: nothing is left to draw. Bo
    // has 12 cards left and stops; Ann's first card busts on 8♠.
    let others: Vec<PlayingCard> = PlayingCard::deck()
        .filter(|&x| x != c("8S") && x != c("KD"))
        .collect();
    let table = |revision| {
        MadBuilder::new(2)
            .revision(revision)
            .banned(c("8S"), c("KD"))
            .deck(0, &deck("8C"))
            .deck(1, &deck("2C")[..12])
            .temporary(1, &others)
    };
    let (mut state, _) = start(table(2));
    let ev = apply(&mut state, 1, MadAction::Stop);
    assert!(ev.contains(&MadEvent::BannedDeckExhausted));
    assert_eq!(
        state.banned(),
        [Some(c("8S")), Some(c("KD"))],
        "a slot is never empty"
    );
    // Revision 1 (an old record): 8♠ left its slot first, and was turned again.
    let (mut state, _) = start(table(1));
    let ev = apply(&mut state, 1, MadAction::Stop);
    assert!(ev.contains(&MadEvent::BannedDeckReshuffled { cards: 1 }));
    assert_eq!(state.banned(), [Some(c("8S")), Some(c("KD"))], "revision 1");
}

/// Checks M-9 (docs/rules.md).
#[test]
fn m_9_the_banned_jokers_matches_are_banked_and_hit_nothing() {
    // The joker in slot 0, 5♣ in slot 1, and Ann's temporary 2♦: she reveals 5♣ and
    // 2♦, exact matches of both. They are banked face up for double, and neither
    // banned card is hit: 5♣ stays, and so does her temporary card.
    let table = |revision| {
        MadBuilder::new(1)
            .revision(revision)
            .waiting(0, &[])
            .temporary(0, &cards("2D"))
            .deck(0, &deck("5C 2D 3S"))
            .banned_deck_top(&cards("X 5C 9D 10D"))
    };
    let (state, told) = start(table(2));
    let ev = events(&told);
    assert!(ev.contains(&MadEvent::JokerEvent {
        source: JokerSource::Shared(0)
    }));
    let o = obs(&state, 0);
    assert_eq!(
        o.me.bank,
        vec![
            Banked {
                card: c("5C"),
                exact: true
            },
            Banked {
                card: c("2D"),
                exact: true
            }
        ]
    );
    assert!(
        !ev.iter()
            .any(|e| matches!(e, MadEvent::TemporaryDiscarded { .. }))
    );
    // The bank owed a temporary card (no queen waits): 9♦; the joker's place, 10♦.
    assert_eq!(o.me.temporary, cards("2D 9D"), "2♦ not hit");
    assert_eq!(
        state.banned(),
        [Some(c("10D")), Some(c("5C"))],
        "5♣ not hit"
    );
    // Revision 1 (an old record): both were hit.
    let (state, told) = start(table(1));
    assert!(events(&told).contains(&MadEvent::TemporaryDiscarded {
        seat: 0,
        cards: cards("2D")
    }));
    assert_ne!(state.banned()[1], Some(c("5C")));
}

/// Checks M-9 (docs/rules.md).
#[test]
fn m_9_a_queen_revealed_in_the_joker_event_is_paid_and_never_a_match() {
    // The joker in slot 0 and Q♥ in slot 1 (she bans hearts): Ann reveals her own Q♥
    // and 3♣. The queen is paid (two cards off the bank) and is no match, even of a
    // banned queen of her suit; 3♣ matches nothing, so it is discarded.
    let table = |revision| {
        MadBuilder::new(1)
            .revision(revision)
            .waiting(0, &[])
            .bank(0, &cards("AS AC"))
            .deck(0, &[deck("QH 3C"), cards("QC QD QS")].concat())
            .banned_deck_top(&cards("X QH 9D"))
    };
    let (state, told) = start(table(2));
    let ev = events(&told);
    assert!(ev.contains(&MadEvent::QueenPaid {
        seat: 0,
        queen: c("QH"),
        paid: cards("AC AS")
    }));
    assert!(
        !ev.iter()
            .any(|e| matches!(e, MadEvent::Banked { seat: 0, .. })),
        "nothing banked: {ev:?}"
    );
    let o = obs(&state, 0);
    assert!(o.me.bank.is_empty());
    assert!(o.me.discard.contains(&c("3C")));
    // Revision 1 (an old record): she matched her suit, and 3♣ was banked.
    let (state, _) = start(table(1));
    assert_eq!(
        obs(&state, 0).me.bank,
        vec![Banked {
            card: c("3C"),
            exact: false
        }]
    );
}

/// Checks M-5 (docs/rules.md).
#[test]
fn m_5_a_joker_forces_two_reveals_and_scores_one() {
    let (mut state, _) = start(table().deck(0, &deck("2C X 3C 4D 5S")));
    let ev = apply(&mut state, 0, MadAction::Reveal);
    let forced: Vec<_> = ev
        .iter()
        .filter_map(|e| match e {
            MadEvent::Revealed { card, forced, .. } => Some((*card, *forced)),
            _ => None,
        })
        .collect();
    assert_eq!(
        forced,
        vec![(c("X"), false), (c("3C"), true), (c("4D"), true)]
    );
    assert_eq!(obs(&state, 0).me.row, cards("2C X 3C 4D"));
    let ev = apply(&mut state, 0, MadAction::Bank);
    assert!(ev.contains(&MadEvent::Banked {
        seat: 0,
        cards: cards("2C X 3C 4D")
    }));
    assert_eq!(
        bank_points(&[Banked {
            card: c("X"),
            exact: false
        }]),
        1
    );
}

/// Checks M-5, M-6 (docs/rules.md).
#[test]
fn m_5_m_6_a_queen_beside_a_joker_is_paid_and_forces_one_more() {
    let (mut state, _) = start(
        table()
            .deck(0, &deck("2C X QH 5H 6S"))
            .waiting(0, &cards("QC QD QS"))
            .bank(0, &cards("2D 3D 4D 5D")),
    );
    let ev = apply(&mut state, 0, MadAction::Reveal);
    // She costs 2 + the 5♥ beside her.
    assert!(ev.contains(&MadEvent::QueenPaid {
        seat: 0,
        queen: c("QH"),
        paid: cards("5D 4D 3D"),
    }));
    let o = obs(&state, 0);
    assert_eq!(o.me.row, cards("2C X 5H 6S"));
    assert_eq!(o.me.queens, cards("QH"));
    assert_eq!(o.me.bank.len(), 1);
}

/// Checks M-5 (docs/rules.md).
#[test]
fn m_5_the_pair_busts_if_either_card_busts() {
    let (mut state, _) = start(table().deck(0, &deck("2C X 3C 8D")));
    let ev = apply(&mut state, 0, MadAction::Reveal);
    assert!(
        ev.iter()
            .any(|e| matches!(e, MadEvent::Bust { card, .. } if *card == c("8D")))
    );
    assert!(obs(&state, 0).me.discard.ends_with(&cards("2C X 3C 8D")));
}

/// Checks M-6 (docs/rules.md).
#[test]
fn m_6_a_queen_costs_two_and_one_per_card_of_her_suit_this_play() {
    let (mut state, _) = start(
        table()
            .deck(0, &deck("2D 3D QD 4S"))
            .waiting(0, &cards("QC QH QS"))
            .bank(0, &cards("2H 3H 4H 5H 6H")),
    );
    apply(&mut state, 0, MadAction::Reveal);
    let ev = apply(&mut state, 0, MadAction::Reveal);
    assert!(ev.contains(&MadEvent::QueenPaid {
        seat: 0,
        queen: c("QD"),
        paid: cards("6H 5H 4H 3H"),
    }));
    assert!(ev.contains(&MadEvent::Revealed {
        seat: 0,
        card: c("4S"),
        forced: true
    }));
    let o = obs(&state, 0);
    assert_eq!(o.me.row, cards("2D 3D 4S"));
    assert_eq!(o.me.bank.len(), 1);
    assert_eq!(
        o.decision,
        Some(MadDecision::RevealOrBank { can_reveal: true })
    );
}

/// Checks M-6 (docs/rules.md).
#[test]
fn m_6_a_queen_that_cannot_be_paid_ends_the_game_and_nothing_is_paid() {
    let (state, told) = start(
        table()
            .deck(0, &deck("QS 2C"))
            .waiting(0, &cards("QC QD QH"))
            .bank(0, &cards("2H")),
    );
    assert!(events(&told).contains(&MadEvent::PlayerOut {
        seat: 0,
        end: GameEnd::CannotPay
    }));
    assert_eq!(state.result().unwrap().points, vec![2], "nothing paid");
}

/// Checks M-10, M-6 (docs/rules.md).
#[test]
fn m_6_m_10_a_queen_revealed_with_an_unpaid_one_lies_with_the_revealed_queens() {
    // The joker forces two reveals, both queens; the bank cannot pay the first, so the
    // game ends before the second is paid: she must not drop out of the game.
    let (state, told) = start(
        table()
            .deck(0, &deck("X QS QD"))
            .waiting(0, &cards("QC QH"))
            .bank(0, &cards("9H")),
    );
    assert!(events(&told).contains(&MadEvent::PlayerOut {
        seat: 0,
        end: GameEnd::CannotPay
    }));
    assert_eq!(obs(&state, 0).me.queens, cards("QS QD"));
    assert_census(&state).unwrap();
}

/// Checks M-7 (docs/rules.md).
#[test]
fn m_7_a_bank_shuffles_a_waiting_queen_into_the_deck() {
    let (mut state, _) = start(table().deck(0, &deck("2C 3C")));
    let before = obs(&state, 0).me.deck.len();
    let ev = apply(&mut state, 0, MadAction::Bank);
    assert!(ev.contains(&MadEvent::QueenShuffledIn {
        seat: 0,
        suit: Suit::Clubs
    }));
    let o = obs(&state, 0);
    // A new play began at once: one card of it is revealed.
    assert_eq!(o.me.deck.len(), before + 1 - 1);
    assert_eq!(o.me.waiting, cards("QD QH QS"));
    assert!(o.me.deck.contains(&c("QC")) || o.me.this_play.contains(&c("QC")));
}

/// Checks M-7 (docs/rules.md).
#[test]
fn m_7_with_no_queen_waiting_temporary_cards_are_drawn_at_the_round_end_in_seat_order() {
    let (mut state, _) = start(
        MadBuilder::new(2)
            .banned(c("8S"), c("KD"))
            .deck(0, &deck("2C 3C"))
            .deck(1, &deck("2H 3H"))
            .waiting(0, &[])
            .waiting(1, &[])
            .banned_deck_top(&cards("9C 10C")),
    );
    let ev = apply(&mut state, 1, MadAction::Bank);
    assert!(ev.contains(&MadEvent::TemporaryOwed { seat: 1 }));
    assert!(
        obs(&state, 1).me.temporary.is_empty(),
        "drawn when the round ends"
    );
    apply(&mut state, 0, MadAction::Bank);
    assert_eq!(obs(&state, 0).me.temporary, cards("9C"));
    assert_eq!(obs(&state, 1).me.temporary, cards("10C"));
}

#[test]
fn m_8_a_hit_banned_card_is_replaced_only_when_the_round_ends() {
    let (mut state, _) = start(
        MadBuilder::new(2)
            .banned(c("8S"), c("KD"))
            .deck(0, &deck("2C 8C"))
            .deck(1, &deck("2H 3H"))
            .banned_deck_top(&cards("9C")),
    );
    apply(&mut state, 0, MadAction::Reveal);
    assert_eq!(
        state.banned()[0],
        Some(c("8S")),
        "still banned for the others"
    );
    assert_eq!(obs(&state, 1).banned[0], Some(c("8S")));
    apply(&mut state, 1, MadAction::Bank);
    assert_eq!(state.banned(), [Some(c("9C")), Some(c("KD"))]);
}

#[test]
fn m_8_the_banned_discard_is_shuffled_into_a_new_banned_deck() {
    // Play long games with many hits: the banned deck runs out and comes back.
    let mut reshuffled = false;
    for seed in 0..30 {
        let mut bots: Vec<Box<dyn MadBot + Send>> =
            (0..6).map(|s| bots::make(BotKind::Easy, s)).collect();
        let mut state = MadState::new(&MadSetup::new(6), seed).unwrap().0;
        while !state.is_over() {
            let seat = state.waiting_for()[0];
            let a = bots[seat as usize].decide(&state.observe(seat));
            let told = state.apply(seat, a).unwrap();
            reshuffled |= told
                .iter()
                .any(|t| matches!(t.event, MadEvent::BannedDeckReshuffled { .. }));
            assert_census(&state).unwrap();
        }
    }
    assert!(reshuffled);
}

/// Checks M-10 (docs/rules.md).
#[test]
fn m_10_a_player_may_stop_only_with_12_or_fewer_cards_left() {
    let twelve = &deck("2C")[..12];
    let (mut state, _) = start(table().deck(0, twelve));
    assert_eq!(state.decision(0), Some(MadDecision::StartOrStop));
    let ev = apply(&mut state, 0, MadAction::Stop);
    assert!(ev.contains(&MadEvent::PlayerOut {
        seat: 0,
        end: GameEnd::Stopped
    }));
    assert!(state.is_over());
    let (state, _) = start(table().deck(0, &deck("2C")[..13]));
    assert_eq!(
        state.decision(0),
        Some(MadDecision::RevealOrBank { can_reveal: true }),
        "13 cards: the play starts by itself"
    );
}

/// Checks M-10 (docs/rules.md).
#[test]
fn m_10_the_fourth_queen_ends_the_game_once_paid() {
    let (state, told) = start(
        table()
            .deck(0, &deck("QS 2C"))
            .waiting(0, &[])
            .bank(0, &cards("2H 3H 4H")),
    );
    assert!(events(&told).contains(&MadEvent::PlayerOut {
        seat: 0,
        end: GameEnd::FourthQueen
    }));
    assert_eq!(state.result().unwrap().points, vec![2]);
}

/// Checks M-10 (docs/rules.md).
#[test]
fn m_10_an_empty_deck_when_a_reveal_is_required_ends_the_game() {
    let (state, told) = start(table().deck(0, &cards("2C X 3C")));
    // 3 cards: a choice to start; start, and the joker wants two with one left.
    assert_eq!(state.decision(0), Some(MadDecision::StartOrStop));
    let mut state = state;
    let _ = told;
    apply(&mut state, 0, MadAction::Reveal);
    let ev = apply(&mut state, 0, MadAction::Reveal);
    assert!(ev.contains(&MadEvent::PlayerOut {
        seat: 0,
        end: GameEnd::DeckEmpty
    }));
    assert_eq!(
        state.result().unwrap().points,
        vec![0],
        "the row is discarded"
    );
}

/// Checks M-10 (docs/rules.md).
#[test]
fn m_10_an_empty_deck_offers_no_reveal_and_the_most_points_win() {
    let (mut state, _) = start(
        MadBuilder::new(2)
            .banned(c("8S"), c("KD"))
            .deck(0, &cards("2H 3H"))
            .deck(1, &cards("2C 3C"))
            .waiting(0, &[])
            .waiting(1, &[]),
    );
    for seat in 0..2 {
        apply(&mut state, seat, MadAction::Reveal);
        apply(&mut state, seat, MadAction::Reveal);
        assert_eq!(
            state.decision(seat),
            Some(MadDecision::RevealOrBank { can_reveal: false })
        );
    }
    apply(&mut state, 0, MadAction::Bank);
    apply(&mut state, 1, MadAction::Bank);
    let result = state.result().expect("both decks are empty");
    assert_eq!(result.points, vec![4, 2], "hearts score two");
    assert_eq!(result.winners, vec![0]);
}

// ----- properties -----

/// Games per property unless `SQ_PROPTEST_GAMES` says otherwise.
fn config() -> ProptestConfig {
    let games = std::env::var("SQ_PROPTEST_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(128);
    ProptestConfig {
        cases: games,
        ..ProptestConfig::default()
    }
}

/// A game: players, deal, then the choices (which waiting seat, which action) that
/// play it; after them a stream from the seed plays on to the end.
#[derive(Clone, Debug)]
struct Script {
    players: u8,
    seed: u64,
    choices: Vec<u16>,
}

fn scripts() -> impl Strategy<Value = Script> {
    (1u8..=6, any::<u64>(), vec(any::<u16>(), 0..300)).prop_map(|(players, seed, choices)| Script {
        players,
        seed,
        choices,
    })
}

/// Every card of every deck where it should be: each player's 54, the banned deck's 54.
fn assert_census(state: &MadState) -> Result<(), String> {
    state.check_integrity().map_err(|e| e.to_string())
}

/// Plays `script`, calling `check` before each step with the state and the choice
/// about to be made.
fn play(
    script: &Script,
    mut check: impl FnMut(&MadState, Seat, MadAction) -> Result<(), TestCaseError>,
) -> Result<MadGame, TestCaseError> {
    let (mut game, _) = MadGame::new(MadSetup::new(script.players), script.seed)
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut rng = ChaCha8Rng::seed_from_u64(script.seed);
    let mut choices = script.choices.iter();
    let mut steps = 0;
    while !game.state().is_over() {
        let waiting = game.state().waiting_for();
        prop_assert!(!waiting.is_empty(), "nobody to decide in a game not over");
        let (seat, action) = match choices.next() {
            Some(&n) => {
                let seat = waiting[n as usize % waiting.len()];
                let legal = game.state().legal(seat);
                (seat, legal[(n as usize / 7) % legal.len()])
            }
            None => {
                let seat = *waiting.choose(&mut rng).unwrap();
                let legal = game.state().legal(seat);
                // Lean to revealing, so that games run long and meet every rule.
                let a = if rng.random_range(0..4) > 0 {
                    legal[0]
                } else {
                    *legal.choose(&mut rng).unwrap()
                };
                (seat, a)
            }
        };
        check(game.state(), seat, action)?;
        game.apply_as(seat, action).map_err(|e| {
            TestCaseError::fail(format!(
                "a listed action was refused: {e}; actions {:?}",
                game.record().actions
            ))
        })?;
        steps += 1;
        prop_assert!(steps < 20_000, "the game does not end");
    }
    Ok(game)
}

fn all_seen(state: &MadState) -> Vec<MadObservation> {
    (0..state.players()).map(|s| state.observe(s)).collect()
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn mad_every_card_is_accounted_for_at_every_step(script in scripts()) {
        let game = play(&script, |state, _, _| {
            assert_census(state).map_err(TestCaseError::fail)
        })?;
        assert_census(game.state()).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn mad_illegal_choices_are_refused_and_change_nothing(script in scripts()) {
        play(&script, |state, _, _| {
            for seat in 0..=state.players() {
                for action in [MadAction::Reveal, MadAction::Bank, MadAction::Stop] {
                    if state.legal(seat).contains(&action) {
                        continue;
                    }
                    let mut probe = state.clone();
                    prop_assert!(probe.apply(seat, action).is_err());
                    prop_assert_eq!(all_seen(&probe), all_seen(state));
                }
            }
            Ok(())
        })?;
    }

    #[test]
    fn mad_a_replay_of_the_record_is_the_same_game(script in scripts()) {
        let game = play(&script, |_, _, _| Ok(()))?;
        let again = MadGame::replay(game.record()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        for seat in 0..script.players {
            prop_assert_eq!(again.observe(seat), game.observe(seat));
        }
        prop_assert_eq!(again.history(), game.history());
    }

    #[test]
    fn mad_an_observation_does_not_change_when_only_hidden_cards_do(script in scripts()) {
        let mut rng = ChaCha8Rng::seed_from_u64(script.seed ^ 0x5eed);
        play(&script, |state, seat, action| {
            let mut other = state.clone();
            other.shuffle_hidden(&mut rng);
            prop_assert_eq!(all_seen(&other), all_seen(state));
            // Another seat's choice inside a round changes nothing this seat can see.
            let mut after = state.clone();
            let told = after.apply(seat, action).unwrap();
            if !told.iter().any(|t| matches!(t.event, MadEvent::RoundEnded { .. })) {
                for s in (0..state.players()).filter(|&s| s != seat) {
                    prop_assert_eq!(after.observe(s), state.observe(s));
                    prop_assert!(told.iter().all(|t| !t.is_seen_by(Some(s))));
                }
            }
            Ok(())
        })?;
    }
}

// ----- bots -----

#[test]
fn mad_bots_of_every_kind_play_whole_games_with_legal_choices() {
    for players in 1..=6u8 {
        for seed in 0..3 {
            let mut lineup: Vec<Box<dyn MadBot + Send>> = (0..players)
                .map(|s| {
                    bots::make(
                        BotKind::ALL[(s as usize + seed as usize) % 3],
                        seed * 10 + u64::from(s),
                    )
                })
                .collect();
            let summary = bots::play_game(players, seed, &mut lineup).unwrap();
            assert_eq!(summary.result.points.len(), players as usize);
            assert!(!summary.result.winners.is_empty());
        }
    }
}

#[test]
fn mad_normal_banks_before_a_likely_bust_and_reveals_when_safe() {
    // Every card left busts on an 8 or a king except a few: with a row worth 4, bank.
    let (state, _) =
        start(table().deck(0, &cards("2H 3H 8C 8D 8H KC KH KS 4C 5C 6C 7C 9C 10C JC")));
    let mut normal = bots::make(BotKind::Normal, 0);
    let mut s = state.clone();
    apply(&mut s, 0, MadAction::Reveal);
    assert_eq!(normal.decide(&obs(&s, 0)), MadAction::Bank);
    // With the row empty of value at risk and safe cards ahead, reveal.
    let (state, _) = start(table().deck(0, &deck("2C")));
    assert_eq!(normal.decide(&obs(&state, 0)), MadAction::Reveal);
}

#[test]
fn mad_normal_banks_when_the_next_reveal_likely_ends_its_game() {
    // In the middle of a play with nothing in the row (its card went to the bank as an
    // exact match), a bank of one card, and three cards left: two queens that cost 2.
    // Revealing ends the game two times in three. There is nothing in the row to lose,
    // only the game: bank.
    let table = |deck: &str| {
        MadBuilder::new(1)
            .banned(c("8H"), c("KD"))
            .waiting(0, &[])
            .revealed_queens(0, &cards("QH QS"))
            .bank(0, &cards("5S"))
            .deck(0, &cards(deck))
            .row(0, &[])
    };
    let (state, _) = start(table("QC QD 2S"));
    let o = obs(&state, 0);
    assert_eq!(
        o.decision,
        Some(MadDecision::RevealOrBank { can_reveal: true })
    );
    for kind in [BotKind::Normal, BotKind::Hard] {
        assert_eq!(bots::make(kind, 0).decide(&o), MadAction::Bank, "{kind:?}");
    }
    // One queen in three: it plays on (its usual judgement reveals here).
    let (state, _) = start(table("QC 2S 3S"));
    assert_eq!(
        bots::make(BotKind::Normal, 0).decide(&obs(&state, 0)),
        MadAction::Reveal
    );
}

#[test]
fn mad_normal_stops_at_a_plays_start_when_every_way_on_is_likely_fatal() {
    // Three queens revealed, 12 cards or fewer left, and one of the two a queen: the
    // first card of the play is the fourth queen half of the time. Stop.
    let (state, _) = start(
        MadBuilder::new(1)
            .banned(c("8S"), c("KD"))
            .waiting(0, &[])
            .revealed_queens(0, &cards("QH QD QS"))
            .bank(0, &cards("2C 3C 4C 5C 6C"))
            .deck(0, &cards("QC 2H")),
    );
    let o = obs(&state, 0);
    assert_eq!(o.decision, Some(MadDecision::StartOrStop));
    for kind in [BotKind::Normal, BotKind::Hard] {
        assert_eq!(bots::make(kind, 0).decide(&o), MadAction::Stop, "{kind:?}");
    }
    // A joker forces two more reveals: with two cards left after it, the queen among
    // them costs 2 + her suit's cards this play, more than the bank's one card.
    let (state, _) = start(
        MadBuilder::new(1)
            .banned(c("8S"), c("KD"))
            .waiting(0, &[])
            .revealed_queens(0, &cards("QH QD"))
            .bank(0, &cards("2C"))
            .deck(0, &[PlayingCard::JOKERS[0], c("QC"), c("2H")]),
    );
    let o = obs(&state, 0);
    assert_eq!(o.decision, Some(MadDecision::StartOrStop));
    assert_eq!(bots::make(BotKind::Normal, 0).decide(&o), MadAction::Stop);
}

#[test]
fn mad_normal_stops_once_it_has_won_and_never_stops_when_behind_a_finished_table() {
    // Bo stops at once with 8 points. Ann banks her first card; at the next play's
    // start, with 12 cards left, Bo's points are final.
    let table = |bank: &str| {
        MadBuilder::new(2)
            .banned(c("8S"), c("KD"))
            .waiting(0, &[])
            .bank(0, &cards(bank))
            .deck(0, &deck("2C")[..13])
            .waiting(1, &[])
            .bank(1, &cards("2H 3H 4H 5H"))
            .deck(1, &deck("2C")[..12])
    };
    let ann_at_her_next_play = |bank: &str| {
        let (mut state, _) = start(table(bank));
        apply(&mut state, 1, MadAction::Stop);
        apply(&mut state, 0, MadAction::Bank);
        let o = obs(&state, 0);
        assert_eq!(o.decision, Some(MadDecision::StartOrStop));
        assert_eq!(o.table[1].points(), 8);
        o
    };
    // Ahead (9 to 8): stop, and keep the win.
    let o = ann_at_her_next_play("9D 10D JD 9S 10S JS 9C 10C");
    for kind in [BotKind::Normal, BotKind::Hard] {
        assert_eq!(bots::make(kind, 0).decide(&o), MadAction::Stop, "{kind:?}");
    }
    // Behind (4 to 8): stopping loses for certain; play on.
    let o = ann_at_her_next_play("9D 10D JD");
    for kind in [BotKind::Normal, BotKind::Hard] {
        assert_eq!(
            bots::make(kind, 0).decide(&o),
            MadAction::Reveal,
            "{kind:?}"
        );
    }
}

#[test]
fn mad_a_small_arena_match_counts_every_game_in_a_fixed_order() {
    use sq_core::arena;
    let cfg = arena::MatchConfig {
        game: arena::ArenaGame::MadQueens,
        seats: 3,
        kinds: vec![BotKind::Normal, BotKind::Easy],
        games: 7,
        seed: 3,
        threads: 2,
        hard_budget: None,
        hard_sight: Default::default(),
        hard_window: None,
    };
    let report = arena::run_match(&cfg, &mut |_, _| {});
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert_eq!(
        report.games, 9,
        "7 rounded up to whole rotations of 3 seats"
    );
    let total: f64 = report.lineups[0].wins.iter().sum();
    assert!(
        (total - 9.0).abs() < 1e-9,
        "every game has its winners: {total}"
    );
    let alone = arena::run_match(&arena::MatchConfig { threads: 1, ..cfg }, &mut |_, _| {});
    for (a, b) in alone.bots.iter().zip(&report.bots) {
        assert_eq!(
            (a.kind, a.games, a.wins.to_bits()),
            (b.kind, b.games, b.wins.to_bits())
        );
    }
}

/// What a seat knows, made into a game, is observed as the same again; and a mirror
/// that follows a seat's updates decides what that seat decides, to the game's end.
#[test]
fn a_seats_info_set_observes_as_the_seat_and_a_mirror_follows_it() {
    for (players, seed) in [(2u8, 1u64), (3, 2), (5, 3)] {
        let (mut game, _) = MadGame::new(MadSetup::new(players), seed).unwrap();
        let mut bots: Vec<_> = (0..players)
            .map(|s| bots::make(BotKind::Normal, u64::from(s)))
            .collect();
        let first = game.observe(0);
        let mut mirror = MadGame::mirror(&first, first.history.clone(), 0);
        let mut told = game.history().len();
        let mut mine = 0;
        while !game.state().is_over() {
            for seat in 0..players {
                let want = game.state().observe(seat);
                assert_eq!(want.check(), Ok(()));
                let known = MadState::info_set(&want);
                assert_eq!(known.observe(seat), want);
                assert_eq!(known.legal(seat), game.state().legal(seat));
                assert_eq!(known.players(), players);
            }
            let seat = game.state().waiting_for()[0];
            let action = bots[seat as usize].decide(&game.observe(seat));
            game.apply_as(seat, action).unwrap();
            mine += usize::from(seat == 0);
            let events = seen_by(&game.history()[told..], Some(0));
            told = game.history().len();
            mirror.follow(&game.state().observe(0), events, mine);
            assert_eq!(mirror.state().observe(0), game.state().observe(0));
            assert_eq!(mirror.steps(), mine);
        }
        assert!(mirror.state().is_over());
        assert_eq!(mirror.state().result(), game.state().result());
        let seen: Vec<_> = mirror.history().iter().map(|t| t.event.clone()).collect();
        assert_eq!(seen, seen_by(game.history(), Some(0)));
        // What no game gives is refused before a table would show it.
        let mut bad = game.state().observe(0);
        bad.seat = players;
        assert!(bad.check().is_err());
        let mut bad = game.state().observe(0);
        bad.table.clear();
        assert!(bad.check().is_err());
        let mut bad = game.state().observe(0);
        bad.legal = vec![MadAction::Bank];
        assert!(bad.check().is_err());
    }
}
