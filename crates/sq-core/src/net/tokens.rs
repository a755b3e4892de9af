//! The seat tokens a player has been given, kept in their data folder so that they can
//! take their seat back after a lost connection or a restart of the game. Never shown.

use serde::{Deserialize, Serialize};

use super::protocol::{SeatToken, TableId};

/// The file in the player's data folder.
pub const TOKENS_FILE: &str = "seat-tokens.conf";

/// How many seats are remembered (the oldest are forgotten first).
const KEPT: usize = 64;

/// The seats this player has sat in: which server, which table, under which name.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatTokens {
    /// Oldest first.
    seats: Vec<KeptSeat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct KeptSeat {
    server: String,
    table: TableId,
    name: String,
    token: SeatToken,
}

impl SeatTokens {
    /// The tokens in a file's text; a damaged file holds none (the seats it named can
    /// still be taken back by the person's stand-in ending, never by guessing).
    pub fn read(text: &str) -> SeatTokens {
        ron::from_str(text).unwrap_or_default()
    }

    pub fn to_text(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).unwrap_or_default()
    }

    /// The token for `name`'s seat at `table` of the server at `server`.
    pub fn get(&self, server: &str, table: TableId, name: &str) -> Option<SeatToken> {
        self.seats
            .iter()
            .rev()
            .find(|k| k.server == server && k.table == table && k.name == name)
            .map(|k| k.token)
    }

    /// Remembers a seat's token (the latest for that seat wins).
    pub fn keep(&mut self, server: &str, table: TableId, name: &str, token: SeatToken) {
        self.seats
            .retain(|k| !(k.server == server && k.table == table && k.name == name));
        self.seats.push(KeptSeat {
            server: server.into(),
            table,
            name: name.into(),
            token,
        });
        let over = self.seats.len().saturating_sub(KEPT);
        self.seats.drain(..over);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_kept_per_server_table_and_name_and_read_back() {
        let mut kept = SeatTokens::default();
        let (a, b) = (SeatToken([1; 16]), SeatToken([2; 16]));
        kept.keep("10.0.0.2:7878", 3, "Ann", a);
        kept.keep("10.0.0.2:7878", 4, "Ann", b);
        assert_eq!(kept.get("10.0.0.2:7878", 3, "Ann"), Some(a));
        assert_eq!(kept.get("10.0.0.2:7878", 4, "Ann"), Some(b));
        assert_eq!(kept.get("10.0.0.3:7878", 3, "Ann"), None);
        assert_eq!(kept.get("10.0.0.2:7878", 3, "Bo"), None);
        kept.keep("10.0.0.2:7878", 3, "Ann", b);
        assert_eq!(kept.get("10.0.0.2:7878", 3, "Ann"), Some(b));
        assert_eq!(SeatTokens::read(&kept.to_text()), kept);
        assert_eq!(
            SeatTokens::read("not a file of tokens"),
            SeatTokens::default()
        );
        for table in 0..200 {
            kept.keep("s", table, "Ann", a);
        }
        assert_eq!(kept.seats.len(), KEPT);
        assert_eq!(kept.get("s", 199, "Ann"), Some(a));
        assert_eq!(kept.get("s", 0, "Ann"), None);
    }
}
