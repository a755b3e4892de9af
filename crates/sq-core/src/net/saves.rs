//! A server's tables on disk: one file a table, written as saves are (atomically), so
//! that a server stopped at any moment resumes every table when it starts again.

use std::fs;
use std::path::{Path, PathBuf};

use super::protocol::TableId;
use super::tables::{RestoreError, TABLE_FORMAT, TableSave};
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
    pub fn read_all(&self) -> Vec<(PathBuf, Result<TableSave, TableFileError>)> {
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
                    .map_err(TableFileError::Read)
                    .and_then(|t| read_table(&t));
                (p, read)
            })
            .collect()
    }
}

/// A table file's text: its table, unless it is not one or a newer server wrote it.
fn read_table(text: &str) -> Result<TableSave, TableFileError> {
    #[derive(serde::Deserialize)]
    struct Probe {
        #[serde(default)]
        format: u32,
    }
    // A newer format may not parse here: its number says why.
    if let Ok(probe) = ron::from_str::<Probe>(text)
        && probe.format > TABLE_FORMAT
    {
        return Err(TableFileError::Newer {
            found: probe.format,
            supported: TABLE_FORMAT,
        });
    }
    ron::from_str::<TableSave>(text).map_err(TableFileError::NotATable)
}

/// Why a table file does not give a table back.
#[derive(Debug)]
pub enum TableFileError {
    Read(std::io::Error),
    NotATable(ron::error::SpannedError),
    /// Written by a newer server: left as it is.
    Newer {
        found: u32,
        supported: u32,
    },
    Restore(RestoreError),
}

impl From<RestoreError> for TableFileError {
    fn from(e: RestoreError) -> TableFileError {
        TableFileError::Restore(e)
    }
}

impl std::fmt::Display for TableFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TableFileError::Read(e) => write!(f, "cannot be read: {e}"),
            TableFileError::NotATable(e) => write!(f, "is not a table: {e}"),
            TableFileError::Newer { found, supported } => write!(
                f,
                "was written by a newer server (table format {found}; this one reads up to \
                 {supported}): left as it is"
            ),
            TableFileError::Restore(e) => e.fmt(f),
        }
    }
}
impl std::error::Error for TableFileError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::protocol::{SeatPlan, TablePlan, ToClient, ToServer};
    use crate::net::tables::Tables;
    use crate::sleeping_queens::RuleSet;
    use std::time::Duration;

    /// A table file holds its seats' tokens and its deal's seed, the tokens file every
    /// seat's secret: both are written for their owner only, in a folder of the
    /// owner's own, even over a file that others could read.
    #[cfg(unix)]
    #[test]
    fn table_and_token_files_are_written_for_their_owner_only() {
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("server-tables");
        let files = TableFiles::new(&folder);
        let mut tables = Tables::new(4);
        tables.connected(1);
        let plan = TablePlan::open(
            "Attic",
            Default::default(),
            RuleSet::classic(),
            vec![
                SeatPlan::Person,
                SeatPlan::Bot(crate::sleeping_queens::bots::BotKind::Easy),
            ],
        );
        let open = ToServer::Open {
            plan,
            name: "Ann".into(),
            here: Vec::new(),
        };
        tables.receive(1, open, Duration::ZERO, 3);
        tables.receive(1, ToServer::Start, Duration::ZERO, 3);
        let path = files.write(&tables.save(1).unwrap()).unwrap();
        assert_eq!(mode(&path), 0o600, "the table file");
        assert_eq!(mode(&folder), 0o700, "the folder it made");

        let saves = crate::save::SaveDir::new(dir.path().join("data"));
        let tokens = dir
            .path()
            .join("data")
            .join(crate::net::tokens::TOKENS_FILE);
        fs::create_dir_all(dir.path().join("data")).unwrap();
        fs::write(&tokens, "left by an older version").unwrap();
        fs::set_permissions(&tokens, fs::Permissions::from_mode(0o644)).unwrap();
        saves
            .write_file(crate::net::tokens::TOKENS_FILE, b"tokens")
            .unwrap();
        assert_eq!(mode(&tokens), 0o600, "the tokens file, written anew");
    }

    #[test]
    fn tables_written_to_their_files_resume_and_bad_files_are_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let files = TableFiles::new(dir.path());
        let mut tables = Tables::new(4);
        tables.connected(1);
        let plan = TablePlan {
            game: Default::default(),
            name: "Attic".into(),
            rules: RuleSet::extended(),
            seats: vec![
                SeatPlan::Person,
                SeatPlan::Bot(crate::sleeping_queens::bots::BotKind::Easy),
            ],
            password: "pw".into(),
            stand_in_after: Some(5),
            answer_seconds: Some(10),
            turn_seconds: None,
        };
        let name = "Ann".to_string();
        tables.receive(
            1,
            ToServer::Open {
                plan,
                name,
                here: Vec::new(),
            },
            Duration::ZERO,
            42,
        );
        let anns_token = tables
            .drain()
            .into_iter()
            .find_map(|o| match o.message {
                ToClient::Seated { token, .. } => Some(token),
                _ => None,
            })
            .expect("Ann is given a token");
        tables.receive(1, ToServer::Start, Duration::ZERO, 0);
        for i in 1..200 {
            tables.tick(Duration::from_millis(i));
        }
        for id in tables.take_changed() {
            files.write(&tables.save(id).unwrap()).unwrap();
        }
        fs::write(dir.path().join("table-9.ron"), "not a table").unwrap();
        fs::write(dir.path().join("notes.txt"), "ignored").unwrap();

        let read = files.read_all();
        assert_eq!(read.len(), 2);
        let mut resumed = Tables::new(4);
        let mut bad = 0;
        for (_, r) in read {
            match r.and_then(|s| Ok(resumed.restore(s, Duration::ZERO)?)) {
                Ok(id) => assert_eq!(id, 1),
                Err(_) => bad += 1,
            }
        }
        assert_eq!(bad, 1);
        assert_eq!(
            resumed.game(1).unwrap().record(),
            tables.game(1).unwrap().record()
        );
        // Ann comes back to her seat with the password and her seat's token, which the
        // file kept; her name alone is not enough.
        resumed.connected(7);
        let join = |token| ToServer::Join {
            table: 1,
            name: "Ann".into(),
            password: "pw".into(),
            token,
        };
        resumed.receive(7, join(None), Duration::from_secs(1), 0);
        assert!(resumed.drain().iter().any(|o| matches!(
            o.message,
            ToClient::Refused(crate::net::protocol::Refusal::SeatKept)
        )));
        resumed.receive(7, join(Some(anns_token)), Duration::from_secs(1), 0);
        assert!(
            resumed
                .drain()
                .iter()
                .any(|o| matches!(o.message, ToClient::Seated { seat: 0, .. }))
        );
        files.remove(1).unwrap();
        files.remove(1).unwrap();
        assert_eq!(files.read_all().len(), 1);
    }

    /// A table of Mad Queens saved before its rules had a revision resumes under
    /// revision 1, the rules it was played under, as the same game; one saved now
    /// resumes under revision 2.
    #[test]
    fn a_mad_queens_table_file_resumes_under_the_rules_it_was_played_under() {
        let dir = tempfile::tempdir().unwrap();
        let files = TableFiles::new(dir.path());
        let plan = TablePlan {
            game: crate::net::protocol::GameKind::MadQueens,
            name: "Attic".into(),
            rules: RuleSet::classic(),
            seats: vec![
                SeatPlan::Person,
                SeatPlan::Bot(crate::sleeping_queens::bots::BotKind::Easy),
            ],
            password: String::new(),
            // Ann's seat is played by a stand-in from the start.
            stand_in_after: Some(0),
            answer_seconds: None,
            turn_seconds: None,
        };
        let mut tables = started(plan);
        for i in 1..40 {
            tables.tick(Duration::from_millis(i));
        }
        let save = tables.save(1).unwrap();
        let text = ron::ser::to_string_pretty(&save, ron::ser::PrettyConfig::default()).unwrap();
        assert!(text.contains("revision: 2"), "{text}");
        let before = text.replace("revision: 2,", "");
        fs::write(dir.path().join("table-1.ron"), before).unwrap();
        let (_, read) = files.read_all().pop().unwrap();
        let old = read.unwrap();
        assert_eq!(old.mad_record.as_ref().unwrap().setup.revision, 1);
        let mut resumed = Tables::new(4);
        // Its choices replay under revision 1 (here the same as under 2 so far), and
        // its game goes on under revision 1.
        resumed.restore(old, Duration::ZERO).unwrap();
        let game = resumed.mad_game(1).unwrap();
        assert_eq!(game.state().revision(), 1);
        assert_eq!(
            game.record().actions,
            tables.mad_game(1).unwrap().record().actions
        );
        files.write(&save).unwrap();
        let (_, read) = files.read_all().pop().unwrap();
        let mut resumed = Tables::new(4);
        resumed.restore(read.unwrap(), Duration::ZERO).unwrap();
        assert_eq!(resumed.mad_game(1).unwrap().state().revision(), 2);
    }

    /// A table file from a newer server is not resumed and says why; one written before
    /// files had a format reads as format 1.
    #[test]
    fn a_newer_servers_table_file_is_refused_by_its_format_and_an_old_one_reads() {
        let dir = tempfile::tempdir().unwrap();
        let files = TableFiles::new(dir.path());
        let plan = TablePlan::open(
            "Attic",
            crate::net::protocol::GameKind::SleepingQueens,
            RuleSet::classic(),
            vec![
                SeatPlan::Person,
                SeatPlan::Bot(crate::sleeping_queens::bots::BotKind::Easy),
            ],
        );
        let tables = started(plan);
        let save = tables.save(1).unwrap();
        assert_eq!(save.format, TABLE_FORMAT);
        let text = ron::ser::to_string_pretty(&save, ron::ser::PrettyConfig::default()).unwrap();
        let path = dir.path().join("table-1.ron");
        let newer = text.replace(
            &format!("format: {TABLE_FORMAT},"),
            "format: 7,\n    a_field_from_the_future: true,",
        );
        assert_ne!(newer, text);
        fs::write(&path, &newer).unwrap();
        let (_, read) = files.read_all().pop().unwrap();
        let why = read.unwrap_err();
        assert!(
            matches!(
                why,
                TableFileError::Newer {
                    found: 7,
                    supported: TABLE_FORMAT
                }
            ),
            "{why}"
        );
        assert!(why.to_string().contains("newer server"), "{why}");
        assert_eq!(fs::read_to_string(&path).unwrap(), newer, "left as it is");
        let older = text.replace(&format!("format: {TABLE_FORMAT},"), "");
        fs::write(&path, older).unwrap();
        let (_, read) = files.read_all().pop().unwrap();
        assert_eq!(read.unwrap().format, 1);
    }

    /// Tables with one table of `plan`, opened by Ann (client 1) and started.
    fn started(plan: TablePlan) -> Tables {
        let mut tables = Tables::new(4);
        tables.connected(1);
        let open = ToServer::Open {
            plan,
            name: "Ann".into(),
            here: Vec::new(),
        };
        tables.receive(1, open, Duration::ZERO, 42);
        tables.receive(1, ToServer::Start, Duration::ZERO, 0);
        tables
    }
}
