//! Messages for the player that stay until dismissed: a save that failed, a file that
//! could not be read, missing art. Any plugin writes a [`Tell`]; this one shows it,
//! above everything else.

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, RichText},
};

use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Tell>();
    app.add_message::<Dismiss>();
    app.init_resource::<Notice>();
    // After the frame's systems have spoken, before this frame's windows are drawn.
    app.add_systems(
        PostUpdate,
        take_tells.before(bevy_egui::EguiPostUpdateSet::EndPass),
    );
    app.add_systems(EguiPrimaryContextPass, draw_notice);
}

/// Something to tell the player.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct Tell(pub String);

/// What the player is being told now (`None`: nothing).
#[derive(Resource, Default, Debug, Clone)]
pub struct Notice(pub Option<String>);

/// Dismisses the notice (its OK button).
#[derive(Message, Debug, Clone, Copy)]
struct Dismiss;

fn take_tells(
    mut tells: MessageReader<Tell>,
    mut dismissed: MessageReader<Dismiss>,
    mut notice: ResMut<Notice>,
) {
    if dismissed.read().count() > 0 {
        notice.0 = None;
    }
    // The newest message stands; an older one was about something since overtaken.
    if let Some(Tell(text)) = tells.read().last() {
        notice.0 = Some(text.clone());
    }
}

fn draw_notice(
    mut contexts: EguiContexts,
    notice: Res<Notice>,
    mut dismiss: MessageWriter<Dismiss>,
) -> Result {
    let Some(text) = notice.0.as_deref() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("notice"))
        .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
        .order(egui::Order::Tooltip)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style())
                .inner_margin(12)
                .show(ui, |ui| {
                    ui.set_max_width(520.0);
                    ui.label(RichText::new(text));
                    if ui.button(tr!("menu-ok")).clicked() {
                        dismiss.write(Dismiss);
                    }
                });
        });
    Ok(())
}
