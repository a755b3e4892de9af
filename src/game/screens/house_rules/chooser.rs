//! Choosing a file of house rules from the disk: a dialog of the game's own, laid out by
//! the one rule of every panel (a header, one scroll area, the actions in sight) and in
//! the player's language. Folders open with a click, ".." goes up, and a rules file
//! (`.ron`) clicked, or a name typed, is the file chosen: the workshop then imports it
//! or exports to it. (egui-file-dialog 0.15, the chooser crate for this egui, draws a
//! window of its own size with English labels and pictograms the game's fonts lack.)

use std::path::{Path, PathBuf};

use bevy_egui::egui::{self, RichText};

use crate::game::theme::{palette::WARNING, widgets};
use crate::tr;

/// The extension of a file of house rules.
const RULES_EXTENSION: &str = "ron";

/// What lies in the folder shown: its folders, then its rules files, each by name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub folder: bool,
}

/// The chooser open over the workshop: the folder it shows and the file name chosen.
#[derive(Debug, Clone)]
pub struct FileChooser {
    pub folder: PathBuf,
    /// The file's name in the folder: clicked in the list or typed.
    pub name: String,
    /// What the folder holds, or why it could not be read.
    listing: Result<Vec<Entry>, std::io::ErrorKind>,
}

/// What the player did in the chooser this frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Chosen {
    Nothing,
    Cancel,
    File(PathBuf),
}

impl FileChooser {
    /// A chooser at the folder of `path` if it names one, else at the player's home
    /// folder (the working folder without one).
    pub fn at(path: &str) -> FileChooser {
        let path = PathBuf::from(path.trim());
        let (folder, name) = if path.is_dir() {
            (path, String::new())
        } else {
            match (path.parent(), path.file_name()) {
                (Some(parent), Some(name)) if parent.is_dir() => {
                    (parent.to_path_buf(), name.to_string_lossy().into_owned())
                }
                _ => (home().unwrap_or_else(|| PathBuf::from(".")), String::new()),
            }
        };
        let mut chooser = FileChooser {
            folder,
            name,
            listing: Ok(Vec::new()),
        };
        chooser.read();
        chooser
    }

    /// The folders and rules files of the folder shown (hidden ones left out).
    pub fn entries(&self) -> &[Entry] {
        self.listing.as_deref().unwrap_or_default()
    }

    fn read(&mut self) {
        self.listing = std::fs::read_dir(&self.folder)
            .map(|entries| {
                let mut found: Vec<Entry> = entries
                    .filter_map(Result::ok)
                    .filter_map(|e| {
                        // A name that is not text cannot be shown or typed: left out.
                        let name = e.file_name().into_string().ok()?;
                        let folder = e.path().is_dir();
                        let rules = Path::new(&name)
                            .extension()
                            .is_some_and(|x| x.eq_ignore_ascii_case(RULES_EXTENSION));
                        (!name.starts_with('.') && (folder || rules))
                            .then_some(Entry { name, folder })
                    })
                    .collect();
                found.sort_by(|a, b| {
                    b.folder
                        .cmp(&a.folder)
                        .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
                });
                found
            })
            .map_err(|e| e.kind());
    }

    /// Opens the folder `name` of the one shown.
    pub fn open(&mut self, name: &str) {
        self.folder.push(name);
        self.read();
    }

    /// Goes up to the folder that holds the one shown.
    pub fn up(&mut self) {
        if self.folder.pop() {
            self.read();
        }
    }

    /// The file chosen: the name in the folder shown, if there is one.
    pub fn chosen(&self) -> Option<PathBuf> {
        let name = self.name.trim();
        (!name.is_empty()).then(|| self.folder.join(name))
    }
}

/// The player's home folder, as the system names it.
fn home() -> Option<PathBuf> {
    std::env::var_os("HOME")
        .or_else(|| std::env::var_os("USERPROFILE"))
        .map(PathBuf::from)
        .filter(|p| p.is_dir())
}

/// Shows the chooser as a dialog over the screen; Esc is Cancel.
pub fn show_chooser(ctx: &egui::Context, chooser: &mut FileChooser) -> Chosen {
    let mut chosen = Chosen::Nothing;
    let mut open: Option<String> = None;
    let mut up = false;
    widgets::modal_parts(ctx, "file-chooser", 620.0, |card| {
        card.header(|ui| {
            ui.label(RichText::new(tr!("chooser-heading")).size(24.0).strong());
            ui.horizontal_wrapped(|ui| {
                let parent = chooser.folder.parent().is_some();
                let button = ui.add_enabled(parent, egui::Button::new(tr!("chooser-up")));
                if button.clicked() {
                    up = true;
                }
                ui.label(RichText::new(chooser.folder.display().to_string()).italics());
            });
        });
        card.body(|ui| match &chooser.listing {
            Err(_) => {
                ui.colored_label(WARNING, tr!("chooser-unreadable"));
            }
            Ok(entries) if entries.is_empty() => {
                ui.label(RichText::new(tr!("chooser-empty")).italics());
            }
            // A list reads down its left edge, not down the card's middle.
            Ok(entries) => {
                ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                    for entry in entries {
                        if entry.folder {
                            let shown = format!("{}/", entry.name);
                            let button = ui.add(egui::Button::new(shown).frame(false));
                            widgets::named(
                                &button,
                                &tr!("chooser-folder", name = entry.name.clone()),
                            );
                            if button.clicked() {
                                open = Some(entry.name.clone());
                            }
                        } else {
                            let picked = chooser.name == entry.name;
                            let label = ui.selectable_label(picked, &entry.name);
                            if label.double_clicked() {
                                chosen = Chosen::File(chooser.folder.join(&entry.name));
                            } else if label.clicked() {
                                chooser.name = entry.name.clone();
                            }
                        }
                    }
                });
            }
        });
        card.actions(|ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(tr!("chooser-name"));
                let field = ui.add(widgets::text_field(&mut chooser.name).desired_width(320.0));
                widgets::named(&field, &tr!("chooser-name"));
            });
            ui.add_space(6.0);
            let (cancel, choose) =
                widgets::button_pair(ui, &tr!("prompt-cancel"), &tr!("chooser-choose"));
            if choose && let Some(path) = chooser.chosen() {
                chosen = Chosen::File(path);
            }
            if cancel || widgets::escape_pressed(ui) {
                chosen = Chosen::Cancel;
            }
        });
    });
    if let Some(name) = open {
        chooser.open(&name);
    }
    if up {
        chooser.up();
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_lists_its_folders_then_its_rules_files_and_nothing_hidden() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["b.ron", "A.RON", "notes.txt", ".hidden.ron"] {
            std::fs::write(dir.path().join(name), "").unwrap();
        }
        std::fs::create_dir(dir.path().join("sets")).unwrap();
        std::fs::create_dir(dir.path().join(".cache")).unwrap();
        let mut chooser = FileChooser::at(&dir.path().display().to_string());
        let names: Vec<(&str, bool)> = chooser
            .entries()
            .iter()
            .map(|e| (e.name.as_str(), e.folder))
            .collect();
        assert_eq!(names, [("sets", true), ("A.RON", false), ("b.ron", false)]);
        chooser.open("sets");
        assert!(chooser.entries().is_empty());
        chooser.up();
        assert_eq!(chooser.folder, dir.path());
        // A file's path opens at its folder with its name chosen.
        let at_file = FileChooser::at(&dir.path().join("b.ron").display().to_string());
        assert_eq!(at_file.chosen(), Some(dir.path().join("b.ron")));
        // A folder that went away says so, and nothing is listed.
        let mut gone = FileChooser::at(&dir.path().display().to_string());
        gone.open("no such folder");
        assert!(gone.entries().is_empty() && gone.listing.is_err());
    }
}
