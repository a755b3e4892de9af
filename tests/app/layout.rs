//! What egui draws over the table, measured as the player's window has it: with the
//! game's style and fonts, at 1024×640 and 1920×1080, in each language. No panel of the
//! table runs past the window's edge, and none lies over the sleeping queens' grid or
//! over the cards of the person's hand (the places the table keeps for its cards).

use super::reader::{MENU_SCREENS, at_first_turn, egui_app, egui_context, open_table, tree};
use super::sleeping_queens_table::{people, persons_decision, run_until};
use super::*;
use bevy_egui::egui;
use sleeping_queens::game::sleeping_queens::layout;
use sleeping_queens::save::SaveFile;
use sleeping_queens::seats::SeatInfo;
use sleeping_queens::sleeping_queens::bots::BotKind;
use sleeping_queens::sleeping_queens::{Decision, RuleSet};

/// Where a point of the table's world is on a window of `size` (in egui points at 100%).
fn on_screen(size: UVec2, world: Vec2) -> egui::Pos2 {
    let scale = (1280.0 / size.x as f32).max(720.0 / size.y as f32);
    egui::pos2(
        size.x as f32 / 2.0 + world.x / scale,
        size.y as f32 / 2.0 - world.y / scale,
    )
}

/// The rectangle of the table's world from `a` to `b`, on the screen.
fn world_rect(size: UVec2, a: Vec2, b: Vec2) -> egui::Rect {
    egui::Rect::from_two_pos(on_screen(size, a), on_screen(size, b))
}

/// The grid of sleeping queens, and the person's hand (five cards, as dealt).
fn reserved(size: UVec2) -> Vec<(&'static str, egui::Rect)> {
    let half = layout::card(layout::GRID_W) / 2.0;
    let (first, last) = (layout::slot_pos(0), layout::slot_pos(11));
    let grid = world_rect(
        size,
        Vec2::new(first.x.min(last.x), first.y.max(last.y)) + Vec2::new(-half.x, half.y),
        Vec2::new(first.x.max(last.x), first.y.min(last.y)) + Vec2::new(half.x, -half.y),
    );
    vec![("the grid", grid), ("the hand", hand_rect(size, 0, 4))]
}

/// Where `seat`'s hand of five cards lies at a table of `seats`, seen from seat 0.
fn hand_rect(size: UVec2, seat: u8, seats: u8) -> egui::Rect {
    let spot = layout::seat_spot(seat, seats, Some(0));
    let card = layout::card(spot.hand_w) / 2.0;
    let span = spot.hand_step * 2.0;
    world_rect(
        size,
        spot.hand + Vec2::new(-span - card.x, card.y),
        spot.hand + Vec2::new(span + card.x, -card.y),
    )
}

/// Mad Queens' places: the person's row (deck, row, discard, bank; 2 points lower for
/// the cards' shadows), the banned cards and the fan of the person's revealed queens.
fn mad_reserved(size: UVec2) -> Vec<(&'static str, egui::Rect)> {
    vec![
        (
            "the person's row",
            world_rect(size, Vec2::new(-606.0, -185.5), Vec2::new(601.0, -316.5)),
        ),
        (
            "the banned cards",
            world_rect(size, Vec2::new(-122.0, 113.0), Vec2::new(122.0, -33.0)),
        ),
        (
            "the person's revealed queens (three)",
            world_rect(size, Vec2::new(303.0, -87.0), Vec2::new(415.0, -163.0)),
        ),
    ]
}

/// Every egui panel on screen now: its id's words (for the message), its order and where
/// it is.
fn panels(app: &mut App) -> Vec<(String, egui::Order, egui::Rect)> {
    let ctx = egui_context(app);
    ctx.memory(|m| {
        let visible = m.areas().visible_layer_ids();
        m.layer_ids()
            .filter(|l| visible.contains(l))
            .filter_map(|l| Some((format!("{:?}", l.id), l.order, m.area_rect(l.id)?)))
            .collect()
    })
}

/// The faults of the panels on screen: past the window's edge, or over a reserved place.
fn faults(app: &mut App, size: UVec2, what: &str) -> Vec<String> {
    faults_keeping(app, size, what, &reserved(size))
}

/// [`faults`], with the places `kept` clear.
fn faults_keeping(
    app: &mut App,
    size: UVec2,
    what: &str,
    kept_clear: &[(&'static str, egui::Rect)],
) -> Vec<String> {
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size.as_vec2().to_array().into());
    let mut found = Vec::new();
    let shown = panels(app);
    // The table's panels (plates, labels, prompt, helpers, log) and the piles' labels
    // under them never lie over each other.
    let table: Vec<&(String, egui::Order, egui::Rect)> = shown
        .iter()
        .filter(|(id, order, rect)| {
            (*order == egui::Order::Middle
                || *order == egui::Order::Background && id.contains("label"))
                && rect.area() >= 2.0
        })
        .collect();
    for (i, (a, _, ra)) in table.iter().enumerate() {
        for (b, _, rb) in &table[i + 1..] {
            let over = ra.intersect(*rb);
            if over.is_positive() && over.area() > 4.0 {
                found.push(format!(
                    "{what}: {a} and {b} lie over each other by {:.0}×{:.0} points ({ra:?} and {rb:?})",
                    over.width(),
                    over.height()
                ));
            }
        }
    }
    for (id, order, rect) in shown {
        // Tooltips follow the pointer; the table-words layer is a point at the corner;
        // egui's background layer is no panel (its rectangle is all it was ever asked
        // to paint).
        if order == egui::Order::Tooltip
            || rect.area() < 2.0
            || order == egui::Order::Background && id.contains("\"background\"")
        {
            continue;
        }
        if !window.expand(0.5).contains_rect(rect) {
            found.push(format!("{what}: {id} runs past the window ({rect:?})"));
        }
        for &(place, kept) in kept_clear {
            let over = rect.intersect(kept);
            if over.is_positive() && over.area() > 4.0 {
                found.push(format!(
                    "{what}: {id} lies over {place} by {:.0}×{:.0} points ({rect:?})",
                    over.width(),
                    over.height()
                ));
            }
        }
    }
    found
}

/// A game played on until Ana (seat 0) may answer Bo's (seat 1) card.
fn ana_answers_bo(seats: &[SeatInfo]) -> sleeping_queens::sleeping_queens::Game {
    super::pause::played_until(seats, |g| {
        matches!(
            g.state().pending(),
            Some(Decision::Answer { seat: 0, by: 1, .. })
        )
    })
}

#[test]
fn no_panel_of_the_table_runs_off_the_window_or_lies_over_the_grid_or_the_hand() {
    use super::pause::{played_until, resume_on};
    let seats = [SeatInfo::human("Ana"), SeatInfo::bot("Bo", BotKind::Normal)];
    // Ana may answer Bo's Knight or Potion: the longest prompt, with its story.
    let answering = ana_answers_bo(&seats);
    // Ana may play her Knight or Potion after Bo woke a queen: the longest question of
    // an after-wake window, with three buttons and the countdown.
    let after_wake = played_until(&seats, |g| {
        let holds = |card| g.state().hand(0).iter().any(|c| c.card() == card);
        matches!(g.state().pending(), Some(Decision::AfterWake { seat: 0 }))
            && holds(sleeping_queens::sleeping_queens::Card::Knight)
            && holds(sleeping_queens::sleeping_queens::Card::Potion)
    });
    // At five seats the log stands on the left under a seat: Ana answers there too.
    let five = [
        SeatInfo::human("Ana"),
        SeatInfo::bot("Bo", BotKind::Normal),
        SeatInfo::bot("Cy", BotKind::Normal),
        SeatInfo::bot("Di", BotKind::Normal),
        SeatInfo::bot("Ed", BotKind::Normal),
    ];
    let answering_of_five = played_until(&five, |g| {
        matches!(g.state().pending(), Some(Decision::Answer { seat: 0, .. }))
    });
    let mut all = Vec::new();
    for lang in ["en", "ja", "zh-CN"] {
        let size = UVec2::new(1280, 720);
        let mut app = resume_on(
            egui_app(&format!("layout-answer-five-{lang}"), lang, size),
            &five,
            &answering_of_five,
        );
        assert!(run_until(&mut app, 3000, |app| matches!(
            persons_decision(app),
            Some(Decision::Answer { seat: 0, .. })
        )));
        for _ in 0..3 {
            app.update();
        }
        all.extend(faults(
            &mut app,
            size,
            &format!("{lang} 1280×720, Ana answers at a table of five"),
        ));
        for size in [UVec2::new(1024, 640), UVec2::new(1920, 1080)] {
            let what = format!("{lang} {}×{}", size.x, size.y);
            for (tag, save, decides) in [
                ("answer", &answering, "Ana answers"),
                ("after-wake", &after_wake, "Ana may play after a wake"),
            ] {
                let mut app = resume_on(
                    egui_app(&format!("layout-{tag}-{lang}-{}", size.x), lang, size),
                    &seats,
                    save,
                );
                assert!(run_until(&mut app, 3000, |app| matches!(
                    persons_decision(app),
                    Some(Decision::Answer { seat: 0, .. } | Decision::AfterWake { seat: 0 })
                )));
                for _ in 0..3 {
                    app.update();
                }
                all.extend(faults(&mut app, size, &format!("{what}, {decides}")));
            }
            let mut app = egui_app(&format!("layout-{lang}-{}", size.x), lang, size);
            let bots = [BotKind::Easy, BotKind::Easy, BotKind::Easy];
            at_first_turn(&mut app, people(&["Ana"], &bots, RuleSet::extended(), 5));
            for _ in 0..3 {
                app.update();
            }
            all.extend(faults(
                &mut app,
                size,
                &format!("{what}, Ana's turn of four"),
            ));
        }
    }
    assert!(all.is_empty(), "{}", all.join("\n"));
}

/// No player's plate runs past the window's edge at any moment of the first rounds of a
/// game of three at 1024×640: a seat near the edge whose plate grows (a bot thinking, its queens' names,
/// a longer language's words) keeps it inside.
#[test]
fn no_plate_runs_off_the_window_at_any_moment_of_a_game() {
    use super::sleeping_queens_table::game;
    let size = UVec2::new(1024, 640);
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1024.0, 640.0));
    let mut all = Vec::new();
    for lang in ["en", "ja"] {
        let mut app = egui_app(&format!("layout-plates-{lang}"), lang, size);
        let bots = [BotKind::Normal, BotKind::Normal, BotKind::Normal];
        let mut config = people(&[], &bots, RuleSet::extended(), 11);
        config.seats[0].name = "Ana".into();
        config.seats[1].name = "Bo".into();
        config.seats[2].name = "Cleo".into();
        open_table(&mut app, config);
        // Until the bots have played six turns, however long their thinking takes on a
        // busy machine: frames only bound a game that stopped.
        let mut frames = 0;
        while frames < 20_000 && game(&app).state().turn() <= 6 && !game(&app).state().is_over() {
            app.update();
            frames += 1;
            for (id, _, rect) in panels(&mut app) {
                if id.contains("plate") && !window.expand(0.5).contains_rect(rect) {
                    all.push(format!("{lang}, frame {frames}: {id} at {rect:?}"));
                }
            }
        }
        assert!(game(&app).state().turn() > 6, "{lang}: the bots played on");
    }
    all.dedup_by(|a, b| a.split(':').next() == b.split(':').next());
    assert!(all.is_empty(), "{}", all.join("\n"));
}

/// At a table of three in a 1024×640 window, the game log opened on the left lies over
/// neither the top-left seat's hand (a Fire King's targets) nor the burned cards.
#[test]
fn the_log_beside_a_table_of_three_keeps_clear_of_a_hand_and_the_burned_cards() {
    use sleeping_queens::game::sleeping_queens::prompts::{LogWindow, ToggleLog};
    let size = UVec2::new(1024, 640);
    let mut all = Vec::new();
    for lang in ["en", "ja"] {
        let mut app = egui_app(&format!("layout-log-of-three-{lang}"), lang, size);
        let bots = [BotKind::Easy, BotKind::Easy];
        at_first_turn(&mut app, people(&["Ana"], &bots, RuleSet::extended(), 5));
        if !app.world().resource::<LogWindow>().open {
            app.world_mut().write_message(ToggleLog);
        }
        for _ in 0..4 {
            app.update();
        }
        assert!(app.world().resource::<LogWindow>().open);
        let hand = hand_rect(size, 1, 3);
        let burned = layout::card(52.0) / 2.0;
        let pile = world_rect(
            size,
            layout::REMOVED_POS + Vec2::new(-burned.x, burned.y),
            layout::REMOVED_POS + Vec2::new(burned.x + 6.0, -burned.y),
        );
        let kept = [
            ("the top-left seat's hand", hand),
            ("the burned cards", pile),
        ];
        all.extend(faults_keeping(
            &mut app,
            size,
            &format!("{lang}, log open"),
            &kept,
        ));
    }
    assert!(all.is_empty(), "{}", all.join("\n"));
}

/// Hint, Take back and Menu keep their places while a hint is worked out and once it
/// is shown: the thinking words stand in the hint's own place, against Take back.
#[test]
fn the_helpers_keep_their_place_while_a_hint_is_worked_out() {
    use bevy_egui::egui::accesskit::Role;
    use sleeping_queens::game::sleeping_queens::engine::AskHint;
    let size = UVec2::new(1024, 640);
    let mut app = egui_app("layout-helpers", "en", size);
    let bots = [BotKind::Hard, BotKind::Hard];
    at_first_turn(&mut app, people(&["Ana"], &bots, RuleSet::extended(), 5));
    for _ in 0..3 {
        app.update();
    }
    let place = |app: &mut App, name: &str| {
        tree(app)
            .values()
            .find(|n| n.role() == Role::Button && n.label() == Some(name))
            .and_then(|n| n.bounds())
            .map(|b| {
                (
                    b.x0.round() as i32,
                    b.x1.round() as i32,
                    b.y0.round() as i32,
                )
            })
    };
    let before: Vec<_> = ["Hint", "Take back", "Menu"]
        .iter()
        .map(|n| place(&mut app, n).unwrap_or_else(|| panic!("{n} on the table")))
        .collect();
    app.world_mut().write_message(AskHint);
    let mut thought = false;
    for _ in 0..600 {
        app.update();
        assert_eq!(
            place(&mut app, "Take back"),
            Some(before[1]),
            "Take back moved"
        );
        assert_eq!(place(&mut app, "Menu"), Some(before[2]), "Menu moved");
        match place(&mut app, "Hint") {
            None => thought = true,
            Some(hint) if thought => {
                assert_eq!(hint, before[0], "the shown hint's button moved");
                return;
            }
            Some(_) => {}
        }
    }
    panic!("no hint was worked out (thinking seen: {thought})");
}

/// A queen's description stands clear of her owner's plate where a place beside her is
/// free of it (at 1280×720, a table of three).
#[test]
fn a_queens_description_keeps_clear_of_her_owners_plate() {
    use super::pause::{played_until, resume_on};
    use sleeping_queens::game::sleeping_queens::input::{Focus, KeyFocus, Pick, Targets};
    use sleeping_queens::game::sleeping_queens::model::{CardKey, Zone};
    use sleeping_queens::game::sleeping_queens::pieces::{OnTable, TableCard};
    use sleeping_queens::sleeping_queens::Card;
    let seats = [
        SeatInfo::human("Ana"),
        SeatInfo::bot("Bo", BotKind::Normal),
        SeatInfo::bot("Cleo", BotKind::Normal),
    ];
    // Ana may take one of Bo's queens with her Knight: they are what she picks.
    let played = played_until(&seats, |g| {
        !g.state().owned(1).is_empty()
            && matches!(g.state().pending(), Some(Decision::TurnAction { seat: 0 }))
            && g.state().hand(0).iter().any(|c| c.card() == Card::Knight)
    });
    let size = UVec2::new(1280, 720);
    let mut app = resume_on(egui_app("layout-queen-plate", "en", size), &seats, &played);
    assert!(run_until(&mut app, 3000, |app| matches!(
        persons_decision(app),
        Some(Decision::TurnAction { seat: 0 })
    )));
    let knight = *super::sleeping_queens_table::game(&app)
        .state()
        .hand(0)
        .iter()
        .find(|c| c.card() == Card::Knight)
        .unwrap();
    app.world_mut().write_message(Pick::Play(knight));
    for _ in 0..30 {
        app.update();
    }
    let targets = app.world().resource::<Targets>().clone();
    let queens: Vec<Entity> = app
        .world_mut()
        .query::<(Entity, &TableCard, &OnTable)>()
        .iter(app.world())
        .filter(|(e, card, on)| {
            matches!(card.0, CardKey::Queen(_))
                && on.0.zone == Zone::Owned(1)
                && targets.cards.contains_key(e)
        })
        .map(|(e, _, _)| e)
        .collect();
    assert!(!queens.is_empty(), "Bo's queens are Ana's targets");
    for queen in queens {
        app.world_mut()
            .insert_resource(KeyFocus(Some(Focus::Card(queen))));
        for _ in 0..6 {
            app.update();
        }
        let shown = panels(&mut app);
        let rect_of = |want: &str| {
            shown
                .iter()
                .find(|(id, _, _)| id.contains(want))
                .map(|(_, _, r)| *r)
        };
        let hover = rect_of("hover-card").expect("the queen's description");
        let plate = rect_of("(\"plate\", 1)").expect("Bo's plate");
        assert!(
            !hover.intersect(plate).is_positive(),
            "the description {hover:?} lies over Bo's plate {plate:?}"
        );
    }
}

/// A card's description (the focused card's, as the pointer's) lies beside the card,
/// inside the window, and over nothing the person needs next: no other card or slot
/// that can be picked, not the card itself, the prompt, the log, a message, the
/// helpers or a pile's label. Every card that can be picked on Ana's first turn and
/// in her answer window is described in turn, in each language at two sizes.
#[test]
fn a_cards_description_lies_over_nothing_the_person_needs_next() {
    use super::pause::resume_on;
    use sleeping_queens::game::sleeping_queens::input::{Focus, KeyFocus, Targets};
    use sleeping_queens::game::sleeping_queens::pieces::TableCard;
    let seats = [SeatInfo::human("Ana"), SeatInfo::bot("Bo", BotKind::Normal)];
    let answering = ana_answers_bo(&seats);
    let mut all = Vec::new();
    for lang in ["en", "ja"] {
        for size in [UVec2::new(1024, 640), UVec2::new(1280, 720)] {
            for tag in ["turn", "answer"] {
                let name = format!("layout-hover-{tag}-{lang}-{}", size.x);
                let mut app = if tag == "turn" {
                    let mut app = egui_app(&name, lang, size);
                    let bots = [BotKind::Easy, BotKind::Easy, BotKind::Easy];
                    at_first_turn(&mut app, people(&["Ana"], &bots, RuleSet::extended(), 5));
                    app
                } else {
                    let mut app = resume_on(egui_app(&name, lang, size), &seats, &answering);
                    assert!(run_until(&mut app, 3000, |app| matches!(
                        persons_decision(app),
                        Some(Decision::Answer { seat: 0, .. })
                    )));
                    app
                };
                // The cards at rest where they are dealt.
                let mut cards = app
                    .world_mut()
                    .query_filtered::<&Transform, With<TableCard>>();
                let mut last = Vec::new();
                for _ in 0..600 {
                    app.update();
                    let now: Vec<Transform> = cards.iter(app.world()).copied().collect();
                    if now == last {
                        break;
                    }
                    last = now;
                    std::thread::sleep(std::time::Duration::from_millis(2));
                }
                let targets = app.world().resource::<Targets>().clone();
                let picks: Vec<Focus> = targets.cards.keys().map(|e| Focus::Card(*e)).collect();
                assert!(!picks.is_empty(), "{name}: nothing to pick");
                let window =
                    egui::Rect::from_min_size(egui::Pos2::ZERO, size.as_vec2().to_array().into());
                for focus in picks {
                    app.world_mut().insert_resource(KeyFocus(Some(focus)));
                    // The description is placed clear of what the frame before drew: it
                    // is judged once it stays where it is (a machine under load may
                    // take more frames to settle than three).
                    let mut placed = None;
                    for _ in 0..30 {
                        app.update();
                        let now = panels(&mut app)
                            .into_iter()
                            .find(|(id, _, _)| id.contains("hover-card"))
                            .map(|(_, _, r)| r);
                        if now.is_some() && now == placed {
                            break;
                        }
                        placed = now;
                    }
                    let Focus::Card(focused) = focus else {
                        continue;
                    };
                    // Where the cards that can be picked are drawn, from their sprites.
                    let mut cards = app
                        .world_mut()
                        .query_filtered::<(Entity, &Transform, &Sprite), With<TableCard>>();
                    let card_rects: Vec<(Entity, egui::Rect)> = cards
                        .iter(app.world())
                        .filter(|(e, _, _)| targets.cards.contains_key(e))
                        .filter_map(|(e, at, sprite)| {
                            let half = sprite.custom_size? * at.scale.truncate() / 2.0;
                            let c = at.translation.truncate();
                            Some((e, world_rect(size, c - half, c + half)))
                        })
                        .collect();
                    let shown = panels(&mut app);
                    let Some((_, _, described)) =
                        shown.iter().find(|(id, _, _)| id.contains("hover-card"))
                    else {
                        all.push(format!("{name}: focusing a card shows no description"));
                        continue;
                    };
                    let at = card_rects
                        .iter()
                        .find(|(e, _)| *e == focused)
                        .map(|(_, r)| *r);
                    let what =
                        format!("{name}, card {focused:?} at {at:?} described at {described:?}");
                    if !window.expand(0.5).contains_rect(*described) {
                        all.push(format!("{what}: it runs past the window"));
                    }
                    let over = |r: egui::Rect| {
                        let both = described.intersect(r);
                        both.is_positive() && both.area() > 4.0
                    };
                    for (e, r) in &card_rects {
                        if over(*r) {
                            all.push(format!(
                                "{what}: it lies over a card to pick ({e:?}, {r:?})"
                            ));
                        }
                    }
                    for (id, order, r) in &shown {
                        let needed = [
                            "prompt",
                            "game log",
                            "take-back",
                            "table menu button",
                            "pile",
                            "click-hint",
                            "notice",
                        ]
                        .iter()
                        .any(|n| id.contains(n));
                        if needed && *order != egui::Order::Tooltip && r.area() >= 2.0 && over(*r) {
                            all.push(format!("{what}: it lies over {id} ({r:?})"));
                        }
                    }
                }
            }
        }
    }
    assert!(all.is_empty(), "{}", all.join("\n"));
}

/// The Mad Queens table too: no panel runs off the window, lies over another or over
/// the person's row or the banned cards, with the person deciding and then with a hint
/// shown, in each language and at three sizes (at 16:9 and 1280×720 the bar under the
/// row has the least room). The hint's panel is laid out where room is short, at
/// 1024×640 and 1280×720; one test a language, so that they run side by side.
fn no_panel_of_the_mad_queens_table_runs_off_the_window_in(lang: &str) {
    use sleeping_queens::game::mad_queens::MadMatch;
    use sleeping_queens::game::mad_queens::hints::{MadAskHint, MadAsked, MadHinting};
    use sleeping_queens::game::mad_queens::shown::{MadShown, MadView};
    use sleeping_queens::game::next_game::{MadConfig, OpenTable};
    let mut all = Vec::new();
    for size in [
        UVec2::new(1024, 640),
        UVec2::new(1280, 720),
        UVec2::new(1920, 1080),
    ] {
        let what = format!("{lang} {}×{}, Mad Queens", size.x, size.y);
        let mut app = egui_app(&format!("layout-mad-{lang}-{}", size.x), lang, size);
        app.world_mut().write_message(OpenTable::NewMad(MadConfig {
            seats: vec![
                SeatInfo::human("Ana"),
                SeatInfo::bot("Bo", BotKind::Easy),
                SeatInfo::bot("Cy", BotKind::Easy),
            ],
            seed: Some(9),
            practice: false,
        }));
        update_until(&mut app, "Ana's decision", |app| {
            app.world().get_resource::<MadMatch>().is_some_and(|g| {
                let view = app.world().resource::<MadView>();
                view.person_deciding(g).is_some() && app.world().resource::<MadShown>().at_rest()
            })
        });
        for _ in 0..3 {
            app.update();
        }
        all.extend(faults_keeping(&mut app, size, &what, &mad_reserved(size)));
        if size.x > 1280 {
            continue;
        }
        app.world_mut().write_message(MadAskHint);
        let at = app.world().resource::<MadMatch>().seat_stamp(0);
        update_until(&mut app, "Ana's hint", |app| {
            let asked = MadAsked { at, seat: 0 };
            app.world()
                .resource::<MadHinting>()
                .shown_for(asked)
                .is_some()
        });
        for _ in 0..3 {
            app.update();
        }
        let what = format!("{what}, a hint shown");
        all.extend(faults_keeping(&mut app, size, &what, &mad_reserved(size)));
    }
    assert!(all.is_empty(), "{}", all.join("\n"));
}

#[test]
fn no_panel_of_the_mad_queens_table_runs_off_the_window_in_english() {
    no_panel_of_the_mad_queens_table_runs_off_the_window_in("en");
}

#[test]
fn no_panel_of_the_mad_queens_table_runs_off_the_window_in_japanese() {
    no_panel_of_the_mad_queens_table_runs_off_the_window_in("ja");
}

#[test]
fn no_panel_of_the_mad_queens_table_runs_off_the_window_in_chinese() {
    no_panel_of_the_mad_queens_table_runs_off_the_window_in("zh-CN");
}

/// A table of four bots watched at 1024×640, its log open on the left: the log never
/// lies over a seat's plate, nor the round's summary over the banned cards, round after
/// round, in English and Japanese (whose summary lines wrap taller).
#[test]
fn a_watched_mad_queens_table_of_four_keeps_its_plates_and_banned_cards_in_sight() {
    use sleeping_queens::game::mad_queens::MadMatch;
    use sleeping_queens::game::next_game::{MadConfig, OpenTable};
    let size = UVec2::new(1024, 640);
    let banned = world_rect(size, Vec2::new(-122.0, 113.0), Vec2::new(122.0, -33.0));
    let mut all = Vec::new();
    for lang in ["en", "ja"] {
        let mut app = egui_app(&format!("layout-mad-four-{lang}"), lang, size);
        app.world_mut().write_message(OpenTable::NewMad(MadConfig {
            seats: ["Ana", "Bo", "Cleo", "Dev"]
                .into_iter()
                .map(|n| SeatInfo::bot(n, BotKind::Easy))
                .collect(),
            seed: Some(3),
            practice: false,
        }));
        update_until(&mut app, "the table", |app| {
            app.world().get_resource::<MadMatch>().is_some()
        });
        let mut looked = 0;
        for frame in 0..400 {
            app.update();
            if frame % 4 != 0 {
                continue;
            }
            looked += 1;
            let shown = panels(&mut app);
            let plates: Vec<egui::Rect> = shown
                .iter()
                .filter(|(id, _, _)| id.contains("mad plate"))
                .map(|(_, _, r)| *r)
                .collect();
            for (id, _, rect) in &shown {
                if id.contains("mad log") {
                    for plate in &plates {
                        let over = rect.intersect(*plate);
                        if over.is_positive() && over.area() > 4.0 {
                            all.push(format!("{lang}, frame {frame}: the log lies over a plate"));
                        }
                    }
                }
                if id.contains("mad round") {
                    let over = rect.intersect(banned);
                    if over.is_positive() && over.area() > 4.0 {
                        all.push(format!(
                            "{lang}, frame {frame}: {id} lies over the banned cards by {:.0} points ({rect:?})",
                            over.height()
                        ));
                    }
                }
            }
        }
        assert!(looked >= 100);
    }
    all.dedup();
    assert!(all.is_empty(), "{}", all.join("\n"));
}

/// The window sizes and scales every menu screen is laid out at.
const SIZES: [(u32, u32); 3] = [(1024, 640), (1280, 720), (1920, 1080)];
const SCALES: [f32; 4] = [0.75, 1.0, 1.5, 2.0];

/// Each menu screen's main actions, by message: in sight without scrolling at 100% in a
/// window of 1280×720 or more.
fn main_actions(screen: Screen) -> &'static [&'static str] {
    match screen {
        Screen::Title => &["title-new-game", "title-quit"],
        Screen::Setup | Screen::MadSetup => &["menu-start", "menu-back"],
        Screen::HouseRules => &["workshop-try", "workshop-play", "menu-back"],
        Screen::Online => &["online-join", "online-host", "online-back"],
        _ => &["menu-back"],
    }
}

/// The camera's window made `size` pixels.
fn resize(app: &mut App, size: UVec2) {
    let mut cameras = app.world_mut().query::<&mut Camera>();
    for mut camera in cameras.iter_mut(app.world_mut()) {
        if let Some(target) = camera.computed.target_info.as_mut() {
            target.physical_size = size;
        }
    }
}

/// Every menu screen, at 1024×640, 1280×720 and 1920×1080 and at 75%, 100%, 150% and
/// 200%, in `lang`: no card or dialog runs past the window, no scroll area is shown
/// inside another (a screen has one, holding whatever does not fit), the main actions
/// are in sight at 100% from 1280×720 up, and a press of the mouse at Back's drawn
/// middle takes Settings back to the title at every size and scale.
fn every_menu_screen_fits_every_window_and_scale_in(lang: &str) {
    use sleeping_queens::game::screens::house_rules::{FileChooser, Workshop};
    use sleeping_queens::game::settings::Settings;
    use sleeping_queens::game::theme::widgets::scroll_area_inside_another;
    let mut app = egui_app(
        &format!("layout-matrix-{lang}"),
        lang,
        UVec2::new(1024, 640),
    );
    // A save with a long name, so that the Load screen lists a row with every button.
    let seats = [SeatInfo::human("Ana"), SeatInfo::bot("Bo", BotKind::Normal)];
    let played = super::pause::played_until(&seats, |g| g.state().turn() > 6);
    let save = SaveFile::new(&played, "A long evening's game", &seats, 0);
    app.world()
        .resource::<sleeping_queens::game::settings::SavesFolder>()
        .0
        .save_slot("A long evening's game", &save)
        .expect("a save");
    // A folder of many rules files and folders, for the workshop's file chooser.
    let many = tempfile::tempdir().unwrap();
    for i in 0..60 {
        std::fs::write(many.path().join(format!("house set number {i}.ron")), "").unwrap();
    }
    for i in 0..6 {
        std::fs::create_dir(many.path().join(format!("folder {i}"))).unwrap();
    }
    let ctx = egui_context(&mut app);
    let mut all = Vec::new();
    for (w, h) in SIZES {
        let size = UVec2::new(w, h);
        resize(&mut app, size);
        for scale in SCALES {
            app.world_mut().resource_mut::<Settings>().ui_scale = scale;
            let window = egui::vec2(w as f32, h as f32) / scale;
            let points = UVec2::new(window.x as u32, window.y as u32);
            let at = |screen: Screen| format!("{lang} {w}×{h} at {:.0}% {screen:?}", scale * 100.0);
            for screen in MENU_SCREENS {
                app.world_mut()
                    .resource_mut::<NextState<Screen>>()
                    .set(screen);
                let before = ctx.cumulative_pass_nr();
                // A card is centred by the size it had the frame before: frames to settle.
                for _ in 0..4 {
                    app.update();
                }
                if scroll_area_inside_another(&ctx).is_some_and(|pass| pass > before) {
                    all.push(format!("{}: a scroll area inside another", at(screen)));
                }
                all.extend(faults_keeping(&mut app, points, &at(screen), &[]));
                if scale != 1.0 || w < 1280 {
                    continue;
                }
                all.extend(out_of_sight(
                    &mut app,
                    lang,
                    main_actions(screen),
                    window.y,
                    &at(screen),
                ));
            }
            // The file chooser, a dialog over the workshop.
            show(&mut app, Screen::HouseRules, 3);
            let before = ctx.cumulative_pass_nr();
            app.world_mut().resource_mut::<Workshop>().chooser =
                Some(FileChooser::at(&many.path().display().to_string()));
            for _ in 0..4 {
                app.update();
            }
            let here = format!("{} with its file chooser", at(Screen::HouseRules));
            if scroll_area_inside_another(&ctx).is_some_and(|pass| pass > before) {
                all.push(format!("{here}: a scroll area inside another"));
            }
            all.extend(faults_keeping(&mut app, points, &here, &[]));
            if scale == 1.0 && w >= 1280 {
                let actions = ["chooser-choose", "prompt-cancel"];
                all.extend(out_of_sight(&mut app, lang, &actions, window.y, &here));
            }
            app.world_mut().resource_mut::<Workshop>().chooser = None;
            // The mouse presses what is drawn where it presses.
            show(&mut app, Screen::Settings, 3);
            let back = tr_in(lang, "menu-back");
            match super::reader::middle_of(&mut app, &back) {
                Some(middle) => {
                    super::reader::click_at(&mut app, middle);
                    let now = *app.world().resource::<State<Screen>>().get();
                    if now != Screen::Title {
                        all.push(format!(
                            "{}: a press at Back's middle {middle:?} left the screen at {now:?}",
                            at(Screen::Settings)
                        ));
                    }
                }
                None => all.push(format!("{}: no {back}", at(Screen::Settings))),
            }
        }
    }
    assert!(all.is_empty(), "{}", all.join("\n"));
}

/// The controls of `ids` (messages of `lang`) that are not wholly in sight in a window
/// `height` points tall, in words naming `here`.
fn out_of_sight(app: &mut App, lang: &str, ids: &[&str], height: f32, here: &str) -> Vec<String> {
    let shown = tree(app);
    ids.iter()
        .filter_map(|id| {
            let label = tr_in(lang, id);
            let bounds = shown
                .values()
                .find(|n| n.label() == Some(label.as_str()))
                .and_then(|n| n.bounds());
            match bounds {
                Some(b) if b.y1 as f32 <= height && b.y0 >= 0.0 => None,
                Some(b) => Some(format!(
                    "{here}: {label} is out of sight ({:.0} to {:.0})",
                    b.y0, b.y1
                )),
                None => Some(format!("{here}: no {label}")),
            }
        })
        .collect()
}

#[test]
fn every_menu_screen_fits_every_window_and_scale_in_english() {
    every_menu_screen_fits_every_window_and_scale_in("en");
}

#[test]
fn every_menu_screen_fits_every_window_and_scale_in_japanese() {
    every_menu_screen_fits_every_window_and_scale_in("ja");
}

#[test]
fn every_menu_screen_fits_every_window_and_scale_in_chinese() {
    every_menu_screen_fits_every_window_and_scale_in("zh-CN");
}

/// Each row of the settings form, and the pause menu's Save-as row, has its name on its
/// control's centre line (a slider, a box, a drop-down, a field), in every language: a
/// label a few points above its control reads as belonging to the row above.
#[test]
fn each_settings_row_names_its_control_on_one_line() {
    use sleeping_queens::game::states::{Menu, Screen};
    let size = UVec2::new(1024, 640);
    let mut all = Vec::new();
    // The rows once the screen or menu just asked for is drawn: how many, and those off.
    let mut drawn = |app: &mut App, lang: &str| {
        for _ in 0..8 {
            app.update();
        }
        let (rows, off) = rows_off_their_line(app, lang);
        all.extend(off);
        rows
    };
    for lang in ["en", "ja", "zh-CN"] {
        let mut app = egui_app(&format!("layout-settings-{lang}"), lang, size);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Settings);
        let rows = drawn(&mut app, lang);
        assert!(rows >= 5, "{lang}: only {rows} named rows found");
        let mut app = egui_app(&format!("layout-pause-{lang}"), lang, size);
        let bots = [BotKind::Easy];
        at_first_turn(&mut app, people(&["Ana"], &bots, RuleSet::extended(), 5));
        app.world_mut()
            .resource_mut::<NextState<Menu>>()
            .set(Menu::Pause);
        let rows = drawn(&mut app, lang);
        assert!(rows >= 1, "{lang}: the pause menu's Save-as row not found");
    }
    assert!(all.is_empty(), "{}", all.join("\n"));
}

/// How many labels name a control on screen, and those whose centre line is not their
/// control's.
fn rows_off_their_line(app: &mut App, lang: &str) -> (usize, Vec<String>) {
    use bevy_egui::egui::accesskit::Role;
    let tree = super::reader::tree(app);
    let centre = |n: &bevy_egui::egui::accesskit::Node| n.bounds().map(|b| (b.y0 + b.y1) / 2.0);
    let mut rows = 0;
    let mut off = Vec::new();
    for label in tree.values().filter(|n| n.role() == Role::Label) {
        let Some(words) = super::reader::name(label) else {
            continue;
        };
        for control in tree
            .values()
            .filter(|n| n.role() != Role::Label && n.label() == Some(words.as_str()))
        {
            let (Some(a), Some(b)) = (centre(label), centre(control)) else {
                continue;
            };
            rows += 1;
            if (a - b).abs() > 1.5 {
                off.push(format!(
                    "{lang}: \"{words}\" at {a:.1} {:?}, its {:?} at {b:.1} {:?}",
                    label.bounds(),
                    control.role(),
                    control.bounds()
                ));
            }
        }
    }
    (rows, off)
}

/// Twice the size in a 1280×720 window (640×360 points) is twice the size on the menus:
/// every menu screen's card lies within the window, scrolling what does not fit, and a
/// button the keys move to is scrolled into sight. A table is drawn as large as the
/// window holds it whole (112.5% here): what a person reads or presses there lies inside
/// the window, and over it, a press of the mouse at a button's drawn middle presses that
/// button: the pause menu's Settings, the size list, and 100% (a player must always be
/// able to come back from a size, by the mouse too).
#[test]
fn twice_the_size_is_honoured_on_menus_and_a_table_fits_the_window() {
    use super::reader::{click_at, middle_of};
    use sleeping_queens::game::settings::Settings;
    use sleeping_queens::game::states::Menu;
    let size = UVec2::new(1280, 720);
    let mut app = egui_app("layout-twice", "en", size);
    app.world_mut().spawn((
        Window {
            resolution: (size.x, size.y).into(),
            ..default()
        },
        bevy::window::PrimaryWindow,
    ));
    app.world_mut().resource_mut::<Settings>().ui_scale = 2.0;
    for _ in 0..3 {
        app.update();
    }
    let ctx = egui_context(&mut app);
    assert_eq!(ctx.zoom_factor(), 2.0);
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(640.0, 360.0));
    for screen in MENU_SCREENS {
        show(&mut app, screen, 6);
        assert_eq!(ctx.content_rect(), window, "{screen:?}");
        for (id, _, rect) in panels(&mut app) {
            assert!(
                window.expand(1.0).contains_rect(rect),
                "{screen:?}: {id} at {rect:?} runs off the window"
            );
        }
    }
    // The title's last button, far below the window's edge at this size, is scrolled
    // into sight when the keys reach it.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    let mut quit = None;
    for _ in 0..60 {
        app.update();
        quit = tree(&mut app)
            .into_iter()
            .find(|(_, n)| n.label() == Some("Quit"))
            .map(|(id, _)| id);
        if quit.is_some() {
            break;
        }
    }
    let quit = quit.expect("the title's Quit");
    let below = |app: &mut App| {
        let node = tree(app).remove(&quit).expect("Quit in the tree");
        node.bounds().expect("Quit's bounds").y1 as f32
    };
    assert!(
        below(&mut app) > 360.0,
        "Quit is in sight before any scroll"
    );
    app.world_mut()
        .write_message(bevy::a11y::ActionRequest(egui::accesskit::ActionRequest {
            action: egui::accesskit::Action::Focus,
            target_tree: egui::accesskit::TreeId::ROOT,
            target_node: quit,
            data: None,
        }));
    for _ in 0..10 {
        app.update();
    }
    assert!(below(&mut app) <= 360.0, "Quit is scrolled into sight");
    // A table: as large as the window holds it whole.
    let bots = [BotKind::Easy, BotKind::Easy];
    at_first_turn(&mut app, people(&["Ana"], &bots, RuleSet::extended(), 5));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(ctx.zoom_factor(), 1.125, "720 / 640 of the chosen 200%");
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0) / 1.125);
    let shown = ctx.content_rect();
    assert!(
        (shown.size() - window.size()).length() < 0.01,
        "the table's screen is the window: {shown:?}"
    );
    // The window in points, its odd fraction left out: nothing may run into it.
    let points = UVec2::new(1137, 640);
    let faults = faults_keeping(&mut app, points, "200% at a table", &[]);
    assert!(faults.is_empty(), "{}", faults.join("\n"));
    for (id, _, rect) in panels(&mut app) {
        assert!(
            window.expand(1.0).contains_rect(rect),
            "at the table: {id} at {rect:?} runs off the window"
        );
    }
    // The pause menu over it, and its Settings, by the mouse alone.
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::Pause);
    for _ in 0..4 {
        app.update();
    }
    let menu = |app: &App| *app.world().resource::<State<Menu>>().get();
    let at = middle_of(&mut app, "Settings").expect("the pause menu's Settings");
    assert!(window.contains(at), "Settings at {at:?} lies in the window");
    click_at(&mut app, at);
    assert_eq!(
        menu(&app),
        Menu::Settings,
        "the click on Settings opened Settings"
    );
    let list = middle_of(&mut app, "Size of words and buttons").expect("the size list");
    assert!(
        window.contains(list),
        "the size list at {list:?} lies in the window"
    );
    click_at(&mut app, list);
    let hundred = middle_of(&mut app, "100%").expect("100% in the opened list");
    assert!(
        window.contains(hundred),
        "100% at {hundred:?} lies in the window"
    );
    click_at(&mut app, hundred);
    assert_eq!(
        app.world().resource::<Settings>().ui_scale,
        1.0,
        "100% chosen"
    );
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(ctx.zoom_factor(), 1.0);
}

/// A message without arguments as `lang` says it.
fn tr_in(lang: &str, id: &str) -> String {
    let language = sleeping_queens::i18n::Language::from_tag(lang).expect("a language");
    sleeping_queens::i18n::message_in(language, id).expect("the message")
}

/// Mad Queens' longest prompt, an empty row after an exact match ("the match is
/// banked…"), stays inside a 1280×720 window with its buttons: Ana reveals until a
/// game deals her one, and every prompt she sees on the way is checked.
#[test]
fn the_mad_queens_prompt_fits_the_window_whatever_it_asks() {
    use sleeping_queens::game::mad_queens::shown::{MadShown, MadView};
    use sleeping_queens::game::mad_queens::{MadChoose, MadMatch};
    use sleeping_queens::game::next_game::{MadConfig, OpenTable};
    use sleeping_queens::mad_queens::{MadAction, MadDecision};
    let size = UVec2::new(1280, 720);
    let mut all = Vec::new();
    let mut banked_seen = false;
    // Seed 2 is the first to deal it (the seeds after it stand by, should it change).
    for seed in 2..14 {
        if banked_seen {
            break;
        }
        let mut app = egui_app(&format!("layout-mad-prompt-{seed}"), "en", size);
        app.world_mut().write_message(OpenTable::NewMad(MadConfig {
            seats: vec![SeatInfo::human("Ana"), SeatInfo::bot("Bo", BotKind::Easy)],
            seed: Some(seed),
            practice: false,
        }));
        for _ in 0..400 {
            let decided = update_until_or(&mut app, 600, |app| {
                app.world().get_resource::<MadMatch>().is_some_and(|g| {
                    g.game().state().is_over()
                        || app
                            .world()
                            .resource::<MadView>()
                            .person_deciding(g)
                            .is_some()
                            && app.world().resource::<MadShown>().at_rest()
                })
            });
            let g = app.world().resource::<MadMatch>();
            if !decided || g.game().state().is_over() {
                break;
            }
            let state = g.game().state();
            let row_empty = state.observe(0).me.row.is_empty();
            let decision = state.decision(0);
            let at = g.stamp();
            for _ in 0..3 {
                app.update();
            }
            let what = format!("seed {seed}, {decision:?}, row empty {row_empty}");
            if let Some(prompt) = panels(&mut app)
                .into_iter()
                .find(|(id, _, _)| id.contains("mad prompt"))
                .map(|(_, _, rect)| rect)
                && !egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0))
                    .expand(0.5)
                    .contains_rect(prompt)
            {
                all.push(format!(
                    "{what}: the prompt runs off the window ({prompt:?})"
                ));
            }
            let action = match decision {
                Some(MadDecision::RevealOrBank { can_reveal }) => {
                    banked_seen |= row_empty;
                    if can_reveal {
                        MadAction::Reveal
                    } else {
                        MadAction::Bank
                    }
                }
                _ => MadAction::Reveal,
            };
            app.world_mut().write_message(MadChoose {
                seat: 0,
                action,
                at,
            });
            app.update();
        }
    }
    assert!(banked_seen, "no game dealt Ana an empty row to bank");
    assert!(all.is_empty(), "{}", all.join("\n"));
}

/// Updates until `done` holds, at most `frames` times; whether it came to hold.
fn update_until_or(app: &mut App, frames: usize, done: impl Fn(&App) -> bool) -> bool {
    for _ in 0..frames {
        if done(app) {
            return true;
        }
        app.update();
    }
    done(app)
}

/// A menu screen at rest lays itself out once a frame: a card that measured a part
/// anew every frame would lay out every frame twice, and a click could land in the
/// pass thrown away.
#[test]
fn a_menu_screen_at_rest_lays_itself_out_once_a_frame() {
    let size = UVec2::new(1280, 720);
    let mut app = egui_app("layout-passes", "en", size);
    let ctx = egui_context(&mut app);
    let mut twice = Vec::new();
    for screen in MENU_SCREENS {
        show(&mut app, screen, 6);
        let before = ctx.cumulative_pass_nr();
        for _ in 0..5 {
            app.update();
        }
        let passes = ctx.cumulative_pass_nr() - before;
        if passes != 5 {
            twice.push(format!("{screen:?}: {passes} passes in 5 frames"));
        }
    }
    assert!(twice.is_empty(), "{}", twice.join("\n"));
}

/// `screen` shown, and `frames` frames drawn for it to settle (a card is centred by the
/// size it had the frame before).
fn show(app: &mut App, screen: Screen, frames: usize) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(screen);
    for _ in 0..frames {
        app.update();
    }
}

/// Typing a name on the Play online form does not move the form: the line saying why
/// Join is grey keeps its room once there is a name (the first click meant for the
/// server's field landed above it).
#[test]
fn the_online_form_stays_put_as_a_name_is_typed() {
    use sleeping_queens::game::online::OnlineForm;
    let mut app = egui_app("layout-online-name", "en", UVec2::new(1280, 720));
    app.world_mut().resource_mut::<OnlineForm>().name = String::new();
    show(&mut app, Screen::Online, 4);
    let join = tr_in("en", "online-join");
    let at = |app: &mut App| {
        tree(app)
            .values()
            .find(|n| n.label() == Some(join.as_str()))
            .and_then(|n| n.bounds())
            .map(|b| (b.y0.round(), b.y1.round()))
            .expect("Join on the form")
    };
    let before = at(&mut app);
    app.world_mut().resource_mut::<OnlineForm>().name = "Ann".into();
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(at(&mut app), before, "Join stayed where it was");
}
