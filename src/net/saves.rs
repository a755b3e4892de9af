//! A server's tables on disk: one file a table, written as saves are (atomically), so
//! that a server stopped at any moment resumes every table when it starts again.

use std::fs;
use std::path::{Path, PathBuf};

use super::protocol::TableId;
use super::tables::TableSave;
use crate::save::SaveDir;

/// The folder a server keeps its tables in.
pub struct TableFiles {
    dir: SaveDir,
}

impl TableFiles {
    pub fn new(dir: impl Into<PathBuf>) -> TableFiles {
        TableFiles {
            dir: SaveDir::new(dir),
        }
    }

    fn file_name(id: TableId) -> String {
        format!("table-{id}.ron")
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Writes `save` over the table's file.
    pub fn write(&self, save: &TableSave) -> std::io::Result<PathBuf> {
        let text = ron::ser::to_string_pretty(save, ron::ser::PrettyConfig::default())
            .map_err(std::io::Error::other)?;
        self.dir
            .write_file(&Self::file_name(save.id), text.as_bytes())
    }

    /// Removes the file of a table that is gone.
    pub fn remove(&self, id: TableId) -> std::io::Result<()> {
        match fs::remove_file(self.dir.path().join(Self::file_name(id))) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }

    /// Every table file: its save, or why it cannot be read.
    pub fn read_all(&self) -> Vec<(PathBuf, Result<TableSave, String>)> {
        let Ok(entries) = fs::read_dir(self.dir.path()) else {
            return Vec::new();
        };
        let mut found: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("table-") && n.ends_with(".ron"))
            })
            .collect();
        found.sort();
        found
            .into_iter()
            .map(|p| {
                let read = fs::read_to_string(&p)
                    .map_err(|e| e.to_string())
                    .and_then(|t| ron::from_str::<TableSave>(&t).map_err(|e| e.to_string()));
                (p, read)
            })
            .collect()
    }
}
