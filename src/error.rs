//! What can go wrong outside the rules (storage, links, saves), as values the
//! interface words in the player's language.

use tabula_rules::RecordError;

use crate::i18n::{fill, Strings};

/// A failure to show the player.
#[derive(Clone, Debug, PartialEq)]
pub enum AppError {
    /// The browser keeps no localStorage (private mode, disabled).
    NoStorage,
    /// The browser refused to write (storage full or disabled).
    StorageRefused,
    /// No save under that id.
    NoSuchSave,
    /// A save that does not parse.
    Unreadable,
    /// The seat letters of a link are damaged.
    SeatsDamaged,
    /// The seats named by a save or link do not match the game.
    SeatMismatch,
    /// Another tab played this game on: this one now shows that tab's position.
    /// `lost`: a move made here meanwhile was not kept.
    OtherTab { lost: bool },
    /// A record the rules refuse.
    Record(RecordError),
    /// An action the rules refuse (the table offers only legal ones, so a bug).
    Illegal,
    /// A free starting layout with cards still to lay.
    LayoutIncomplete,
    /// The computer players could not think (their worker failed), and why.
    Computer(String),
    /// No share link could be made (the worker failed, or the record), and why.
    Share(String),
}

impl AppError {
    /// The message in the interface language.
    pub fn text(&self, t: &Strings) -> String {
        match self {
            AppError::NoStorage => t.err_no_storage.into(),
            AppError::StorageRefused => t.err_storage_refused.into(),
            AppError::NoSuchSave => t.err_no_save.into(),
            AppError::Unreadable => t.err_unreadable.into(),
            AppError::SeatsDamaged => t.err_seats.into(),
            AppError::SeatMismatch => t.err_seat_mismatch.into(),
            AppError::OtherTab { lost: false } => t.err_other_tab.into(),
            AppError::OtherTab { lost: true } => format!("{} {}", t.err_other_tab, t.err_other_tab_lost),
            AppError::Illegal => t.err_illegal.into(),
            AppError::LayoutIncomplete => t.err_layout.into(),
            AppError::Computer(why) => fill(t.err_computer, &[why]),
            AppError::Share(why) => fill(t.err_share, &[why]),
            AppError::Record(e) => match e {
                RecordError::Parse(_) => t.err_rec_parse.into(),
                RecordError::WrongGame { found, .. } => fill(t.err_rec_wrong_game, &[found.title()]),
                RecordError::RulesVersion { found, supported } if found > supported => t.err_rec_newer.into(),
                RecordError::RulesVersion { .. } => t.err_rec_version.into(),
                RecordError::Setup(_) => t.err_rec_setup.into(),
                RecordError::Illegal { index, .. } => fill(t.err_rec_illegal, &[&(index + 1).to_string()]),
            },
        }
    }
}

impl AppError {
    /// The browser would not store something: the game goes on, unsaved.
    pub fn is_storage(&self) -> bool {
        matches!(self, AppError::NoStorage | AppError::StorageRefused)
    }
}

impl From<RecordError> for AppError {
    fn from(e: RecordError) -> Self {
        AppError::Record(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{EN, FR};

    #[test]
    fn every_error_has_words_in_both_languages() {
        let all = [
            AppError::NoStorage,
            AppError::StorageRefused,
            AppError::NoSuchSave,
            AppError::Unreadable,
            AppError::SeatsDamaged,
            AppError::SeatMismatch,
            AppError::OtherTab { lost: false },
            AppError::OtherTab { lost: true },
            AppError::Illegal,
            AppError::LayoutIncomplete,
            AppError::Computer("x".into()),
            AppError::Share("x".into()),
            AppError::Record(RecordError::Parse("x".into())),
            AppError::Record(RecordError::WrongGame {
                expected: tabula_rules::GameId::ShapeUp,
                found: tabula_rules::GameId::Pow,
            }),
            AppError::Record(RecordError::RulesVersion { found: 9, supported: 1 }),
            AppError::Record(RecordError::RulesVersion { found: 0, supported: 1 }),
            AppError::Record(RecordError::Setup("x".into())),
            AppError::Record(RecordError::Illegal { index: 2, action: String::new(), reason: String::new() }),
        ];
        for e in all {
            let (en, fr) = (e.text(&EN), e.text(&FR));
            assert!(!en.is_empty() && !fr.is_empty() && en != fr, "{e:?}");
            assert!(!en.contains("{}") && !fr.contains("{}"));
        }
        // A save from a newer build asks for an update; one from a retired rules version does not.
        assert!(AppError::Record(RecordError::RulesVersion { found: 2, supported: 1 })
            .text(&EN)
            .contains("updated first"));
        assert!(!AppError::Record(RecordError::RulesVersion { found: 0, supported: 1 }).text(&EN).contains("updated"));
        assert_eq!(
            AppError::Record(RecordError::Illegal { index: 2, action: String::new(), reason: String::new() }).text(&EN),
            "move 3 is not legal"
        );
    }
}
