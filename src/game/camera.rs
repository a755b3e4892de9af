//! The one 2D camera. bevy_egui attaches its primary context to the first camera.

use bevy::{camera::ScalingMode, prelude::*};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera);
}

/// The table is laid out in a 1280×720 world; the camera always shows all of it, with
/// extra felt on the sides or top when the window has another shape.
pub const TABLE_SIZE: Vec2 = Vec2::new(1280.0, 720.0);

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Camera"),
        Camera2d,
        // Cards are pictures with soft edges: multisampling adds nothing to see, and
        // with a software renderer it costs a third of the frame rate.
        Msaa::Off,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: TABLE_SIZE.x,
                min_height: TABLE_SIZE.y,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
}
