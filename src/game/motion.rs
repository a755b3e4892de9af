//! How a card on either table travels to its place: each frame a share of the way that
//! depends only on the time and the speed, so it slows as it arrives.

use bevy::prelude::*;

/// Where a card is going: its centre, size, turn and depth.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Goal {
    pub pos: Vec2,
    pub size: Vec2,
    pub angle: f32,
    pub z: f32,
}

/// Moves a card `k` (0 to 1) of the way to `goal` from where it is (`size`: its size
/// now); a card still far from its place travels above the ones at rest.
pub fn step_toward(tf: &mut Transform, sprite: &mut Sprite, size: Vec2, goal: Goal, k: f32) {
    let pos = tf.translation.truncate();
    let angle = tf.rotation.to_euler(EulerRot::XYZ).2;
    let z = if pos.distance(goal.pos) > 3.0 {
        goal.z + 100.0
    } else {
        goal.z
    };
    tf.translation = pos.lerp(goal.pos, k).extend(z);
    sprite.custom_size = Some(size.lerp(goal.size, k));
    tf.rotation = Quat::from_rotation_z(angle + (goal.angle - angle) * k);
}
