//! Where each zone lies on the 1280×720 table, seen from the viewer's seat (the viewer
//! sits at the bottom; the others follow clockwise from the left, over the top, to the
//! right).

use bevy::prelude::*;

use super::model::{Place, Zone};
use crate::sleeping_queens::Seat;

/// A card's resting pose: centre, size, depth and tilt.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pose {
    pub pos: Vec2,
    pub size: Vec2,
    pub z: f32,
    pub angle: f32,
}

/// Card proportions (5:7).
pub fn card(width: f32) -> Vec2 {
    Vec2::new(width, width * 1.4)
}

pub const GRID_W: f32 = 66.0;
pub const HAND_W: f32 = 92.0;
pub const DRAW_POS: Vec2 = Vec2::new(-205.0, 104.0);
pub const DISCARD_POS: Vec2 = Vec2::new(-205.0, -30.0);
pub const REMOVED_POS: Vec2 = Vec2::new(-330.0, -30.0);
pub const IN_PLAY_POS: Vec2 = Vec2::new(215.0, 100.0);
pub const HAT_POS: Vec2 = Vec2::new(0.0, 40.0);
/// Where the prompt bar stands: its bottom edge just above the viewer's hand, at every
/// window size. It grows upward (over the grid's bottom row) only when it has more
/// than a line to say; one line clears the grid down to an 800×500 window.
pub const PROMPT_BOTTOM: Vec2 = Vec2::new(-40.0, -224.0);
/// How much a hovered card of the viewer's own hand grows: little, so that it stays
/// under the prompt bar.
pub const HAND_HOVER_SCALE: f32 = 1.04;
/// How far a picked card of the viewer's hand (part of a play being chosen, or a held
/// King, Knight or Potion) rises: as far as it can while it stays under the prompt bar.
/// It does not grow when hovered, and its brighter glow says the rest.
pub const HAND_PICKED_LIFT: f32 = 3.0;

/// The centre of a grid slot (4 rows of 3, slot 0 top left).
pub fn slot_pos(slot: u8) -> Vec2 {
    let col = (slot % 3) as f32;
    let row = (slot / 3) as f32;
    Vec2::new((col - 1.0) * 76.0, 178.0 - row * 99.0)
}

/// Where a seat sits, relative to the viewer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Side {
    Bottom,
    Top(f32),
    Left,
    Right,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeatSpot {
    pub side: Side,
    /// Centre of the hand.
    pub hand: Vec2,
    pub hand_w: f32,
    pub hand_step: f32,
    /// Centre of the row of owned queens.
    pub owned: Vec2,
    pub owned_w: f32,
    /// Width the owned row may take.
    pub owned_span: f32,
    /// Where the name plate goes, and which of its points stands there.
    pub label: Vec2,
    pub label_pivot: Pivot,
}

/// Which point of a name plate stands on its place: a side seat's plate stands on the
/// top of its hand and grows upward (and, on the right, leftward), so that a larger UI
/// scale never lays it over the cards or past the window's edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pivot {
    LeftCentre,
    LeftBottom,
    RightBottom,
}

/// The viewer's seat (bottom), or seat 0 when nobody's hand is shown.
pub fn bottom_seat(viewer: Option<Seat>) -> Seat {
    viewer.unwrap_or(0)
}

pub fn seat_spot(seat: Seat, seats: u8, viewer: Option<Seat>) -> SeatSpot {
    let me = bottom_seat(viewer);
    let rel = (seat + seats - me) % seats;
    if rel == 0 {
        return SeatSpot {
            side: Side::Bottom,
            hand: Vec2::new(-45.0, -292.0),
            hand_w: HAND_W,
            hand_step: 100.0,
            owned: Vec2::new(455.0, -284.0),
            owned_w: 64.0,
            owned_span: 300.0,
            label: Vec2::new(-628.0, -330.0),
            label_pivot: Pivot::LeftCentre,
        };
    }
    let others = seats - 1;
    let side = match (others, rel) {
        (1, _) => Side::Top(0.0),
        (2, 1) => Side::Top(-280.0),
        (2, _) => Side::Top(280.0),
        (3, 1) => Side::Left,
        (3, 2) => Side::Top(0.0),
        (3, _) => Side::Right,
        (_, 1) => Side::Left,
        (_, 2) => Side::Top(-280.0),
        (_, 3) => Side::Top(280.0),
        _ => Side::Right,
    };
    match side {
        Side::Top(x) => SeatSpot {
            side,
            hand: Vec2::new(x - 40.0, 322.0),
            hand_w: 40.0,
            hand_step: 16.0,
            owned: Vec2::new(x + 20.0, 262.0),
            owned_w: 46.0,
            owned_span: 230.0,
            label: Vec2::new(x + 30.0, 338.0),
            label_pivot: Pivot::LeftCentre,
        },
        Side::Left | Side::Right => {
            let x = if side == Side::Left { -515.0 } else { 515.0 };
            SeatSpot {
                side,
                hand: Vec2::new(x, 130.0),
                hand_w: 40.0,
                hand_step: 16.0,
                owned: Vec2::new(x, 30.0),
                owned_w: 46.0,
                owned_span: 200.0,
                // Just over the top of the hand (its centre 130, its cards 56 high).
                label: Vec2::new(
                    if side == Side::Left {
                        x - 95.0
                    } else {
                        x + 95.0
                    },
                    163.0,
                ),
                label_pivot: if side == Side::Left {
                    Pivot::LeftBottom
                } else {
                    Pivot::RightBottom
                },
            }
        }
        Side::Bottom => unreachable_spot(),
    }
}

fn unreachable_spot() -> SeatSpot {
    seat_spot(0, 2, Some(0))
}

/// A row of `count` cards of width `w` centred on `centre`, at most `span` wide.
fn row(centre: Vec2, index: usize, count: usize, w: f32, step: f32, span: f32) -> Vec2 {
    let step = if count > 1 {
        step.min((span - w).max(0.0) / (count - 1) as f32)
    } else {
        step
    };
    let start = centre.x - step * (count.saturating_sub(1)) as f32 / 2.0;
    Vec2::new(start + step * index as f32, centre.y)
}

/// The resting pose of a card at `place`.
pub fn pose(place: Place, seats: u8, viewer: Option<Seat>) -> Pose {
    let Place { zone, index, count } = place;
    let i = index as f32;
    match zone {
        Zone::Draw => Pose {
            pos: DRAW_POS + Vec2::new(0.0, i * 0.25),
            size: card(72.0),
            z: 10.0 + i * 0.01,
            angle: 0.0,
        },
        Zone::Discard => {
            // A loose pile: each card a little askew, the same way each time.
            let wobble = ((index * 37 % 11) as f32 - 5.0) * 0.025;
            Pose {
                pos: DISCARD_POS + Vec2::new(wobble * 20.0, i * 0.2),
                size: card(72.0),
                z: 10.0 + i * 0.01,
                angle: wobble,
            }
        }
        Zone::Removed => Pose {
            pos: REMOVED_POS + Vec2::new(i * 3.0, 0.0),
            size: card(52.0),
            z: 10.0 + i * 0.01,
            angle: 0.3,
        },
        Zone::InPlay => Pose {
            pos: IN_PLAY_POS + Vec2::new(i * 44.0, -i * 10.0),
            size: card(100.0),
            z: 40.0 + i,
            angle: -0.05 + i * 0.08,
        },
        Zone::HatPool => Pose {
            pos: HAT_POS + Vec2::new((i - (count as f32 - 1.0) / 2.0) * 90.0, 0.0),
            size: card(80.0),
            z: 45.0 + i,
            angle: 0.0,
        },
        Zone::Grid(slot) => Pose {
            pos: slot_pos(slot),
            size: card(GRID_W),
            z: 5.0,
            angle: 0.0,
        },
        Zone::Hand(seat) => {
            let spot = seat_spot(seat, seats, viewer);
            let pos = row(spot.hand, index, count, spot.hand_w, spot.hand_step, 560.0);
            let fan = if spot.side == Side::Bottom {
                0.0
            } else {
                (i - (count as f32 - 1.0) / 2.0) * -0.08
            };
            Pose {
                pos,
                size: card(spot.hand_w),
                z: 20.0 + i * 0.1,
                angle: fan,
            }
        }
        Zone::Owned(seat) => {
            let spot = seat_spot(seat, seats, viewer);
            let pos = row(
                spot.owned,
                index,
                count,
                spot.owned_w,
                spot.owned_w + 6.0,
                spot.owned_span,
            );
            Pose {
                pos,
                size: card(spot.owned_w),
                z: 15.0 + i * 0.1,
                angle: 0.0,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every card at rest lies on the 1280×720 table, however many a zone holds.
    #[test]
    fn every_card_lies_on_the_table() {
        let table = Rect::from_center_size(Vec2::ZERO, Vec2::new(1280.0, 720.0));
        for seats in 2..=5u8 {
            for viewer in [None, Some(0), Some(seats - 1)] {
                for seat in 0..seats {
                    for count in 1..=12 {
                        for zone in [Zone::Hand(seat), Zone::Owned(seat)] {
                            for index in 0..count {
                                let pose = pose(Place { zone, index, count }, seats, viewer);
                                let rect = Rect::from_center_size(pose.pos, pose.size);
                                assert!(
                                    table.contains(rect.min) && table.contains(rect.max),
                                    "{zone:?} {index}/{count} with {seats} seats: {rect:?}"
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    /// The viewer's hand, hovered and picked, stays under the prompt bar; a one-line prompt (36
    /// points) stays under the grid even at 800×500 (world units are 0.625 points).
    #[test]
    fn a_hovered_hand_card_stays_under_the_prompt() {
        let prompt_bottom = PROMPT_BOTTOM.y;
        let spot = seat_spot(0, 3, Some(0));
        let hovered = spot.hand.y + card(spot.hand_w).y * HAND_HOVER_SCALE / 2.0;
        let picked = spot.hand.y + card(spot.hand_w).y / 2.0 + HAND_PICKED_LIFT;
        for top in [hovered, picked] {
            assert!(top < prompt_bottom, "{top} ≥ {prompt_bottom}");
        }
        let grid_bottom = slot_pos(9).y - card(GRID_W).y / 2.0;
        let prompt_top_at_800 = PROMPT_BOTTOM.y + 36.0 / 0.625;
        assert!(
            prompt_top_at_800 < grid_bottom,
            "{prompt_top_at_800} ≥ {grid_bottom}"
        );
    }

    #[test]
    fn seats_do_not_overlap_the_grid_or_each_other() {
        let grid_top = slot_pos(0).y + card(GRID_W).y / 2.0;
        for seats in 2..=5u8 {
            let spots: Vec<SeatSpot> = (0..seats).map(|s| seat_spot(s, seats, Some(0))).collect();
            assert_eq!(spots[0].side, Side::Bottom);
            for s in &spots[1..] {
                if let Side::Top(_) = s.side {
                    assert!(s.owned.y - card(s.owned_w).y / 2.0 > grid_top - 1.0);
                }
            }
            for (i, a) in spots.iter().enumerate() {
                for b in &spots[i + 1..] {
                    assert!(a.hand.distance(b.hand) > 150.0, "{seats}: {a:?} {b:?}");
                }
            }
        }
    }
}
