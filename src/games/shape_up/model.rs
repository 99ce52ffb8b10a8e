//! The Shape Up! table's data: a saved game (seats, names, record) and what the
//! table derives from it (the log in words, who moved when).

use tabula_rules::shape_up::{Action, Attribute, Card, Line, Setup, ShapeUp};
use tabula_rules::{link, Game, Match, Record, RecordError, Seat, Turn};

use super::card::card_name;
use crate::error::AppError;
use crate::i18n::{fill, points, Strings};
use crate::storage::{self, Saved, SeatKind};
use crate::web;

/// Seat names and kinds and the match being played.
#[derive(Clone, Debug)]
pub struct Table {
    /// The save this table writes to.
    pub saved: Saved,
    /// The game.
    pub game: Match<ShapeUp>,
}

impl Table {
    /// Opens a save.
    pub fn from_saved(saved: Saved) -> Result<Table, AppError> {
        let record: Record<ShapeUp> =
            serde_json::from_value(saved.record.clone()).map_err(|e| AppError::Record(RecordError::Parse(e.to_string())))?;
        let game = Match::replay(record)?;
        let n = game.state().seat_count();
        if saved.names.len() != n || saved.kinds.len() != n {
            return Err(AppError::SeatMismatch);
        }
        Ok(Table { saved, game })
    }

    /// Writes the save, with the summary the saved-games list shows.
    pub fn store(&mut self) -> Result<(), AppError> {
        let st = self.game.state();
        let v = st.view(None);
        self.saved.record = serde_json::to_value(self.game.record()).map_err(|_| AppError::StorageRefused)?;
        self.saved.turn = self.game.record().actions.len();
        self.saved.round = Some((v.round, v.rounds));
        self.saved.over = v.over;
        self.saved.updated = web::now_ms();
        storage::store(&self.saved)
    }

    /// The seat whose turn it is, if a person plays it.
    pub fn human_to_move(&self) -> Option<Seat> {
        match self.game.state().turn() {
            Turn::Seat(s) if self.saved.kinds.get(s) == Some(&SeatKind::Human) => Some(s),
            _ => None,
        }
    }

    /// Number of seats played by people.
    pub fn humans(&self) -> usize {
        self.saved.kinds.iter().filter(|k| **k == SeatKind::Human).count()
    }
}

/// Saves a new game and returns its id.
pub fn new_saved(setup: Setup, seed: u64, names: Vec<String>, kinds: Vec<SeatKind>) -> Result<String, AppError> {
    let game = Match::<ShapeUp>::new(setup, seed)?;
    save_new(game, names, kinds)
}

/// Saves the game of a share link and returns its id.
pub fn saved_from_link(payload: &str, kinds: Vec<SeatKind>, names: Vec<String>) -> Result<String, AppError> {
    let game = link::decode::<ShapeUp>(payload)?;
    let n = game.state().seat_count();
    if kinds.len() != n {
        return Err(AppError::SeatMismatch);
    }
    let names = (0..n).map(|i| names.get(i).cloned().filter(|s| !s.trim().is_empty()).unwrap_or_else(|| format!("{}", i + 1))).collect();
    save_new(game, names, kinds)
}

fn save_new(game: Match<ShapeUp>, names: Vec<String>, kinds: Vec<SeatKind>) -> Result<String, AppError> {
    let now = web::now_ms();
    let saved = Saved {
        id: storage::new_id(now, web::random_u32()),
        game: ShapeUp::ID,
        names,
        kinds,
        record: serde_json::Value::Null,
        turn: 0,
        round: None,
        over: false,
        created: now,
        updated: now,
    };
    let mut t = Table { saved, game };
    t.store()?;
    Ok(t.saved.id)
}

/// The record to share from `seat`'s point of view: the real one once the game is
/// over, else everything `seat` may not see dealt anew. Never the real record of a
/// game in progress: if redaction fails there is no link.
pub fn share_payload(game: &Match<ShapeUp>, seat: Option<Seat>, fresh_seed: u64) -> Result<String, AppError> {
    let record = ShapeUp::redact(game.record(), seat, fresh_seed)?;
    Ok(link::encode(&record))
}

/// The log in words and the seat that made each action.
pub fn history(game: &Match<ShapeUp>, names: &[String], t: &Strings) -> (Vec<String>, Vec<Seat>) {
    let record = game.record();
    let Ok(mut g) = ShapeUp::new(&record.setup, record.seed) else { return (Vec::new(), Vec::new()) };
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    let mut lines = Vec::new();
    let mut movers = Vec::new();
    for a in &record.actions {
        let Turn::Seat(s) = g.turn() else { break };
        let before = g.view(Some(s));
        let card = before.hand.get(usize::from(a.card)).copied();
        let moved = a.shift.and_then(|sh| before.layout.iter().find(|p| p.0 == sh.from).map(|p| p.1));
        if g.apply(a).is_err() {
            break;
        }
        movers.push(s);
        let played = card.map(|c| fill(t.su_played, &[&name(s), &card_name(t, c)])).unwrap_or_default();
        let line = match (moved, a.shift.is_some_and(|sh| sh.before)) {
            (Some(m), true) => format!("{} · {}", fill(t.su_moved, &[&name(s), &card_name(t, m)]), played),
            (Some(m), false) => format!("{} · {}", played, fill(t.su_moved, &[&name(s), &card_name(t, m)])),
            (None, _) => played,
        };
        lines.push(line);
        let after = g.view(None);
        if after.results.len() > before.results.len() {
            if let Some(r) = after.results.last() {
                let scores: Vec<String> =
                    r.points.iter().enumerate().map(|(i, p)| format!("{} {}", name(i), points(t, p))).collect();
                lines.push(format!("{} — {}", fill(t.su_round_over, &[&after.results.len().to_string()]), scores.join(", ")));
            }
        }
    }
    (lines, movers)
}

/// "3 hollows: 3 pts".
pub fn line_text(t: &Strings, line: &Line, victory: Card) -> String {
    let what = match line.attribute {
        Attribute::Shape => t.shapes_plural[victory.shape() as usize],
        Attribute::Fill => t.fills_plural[victory.fill() as usize],
        Attribute::Colour => t.colours_plural[victory.colour() as usize],
    };
    fill(t.su_line, &[&line.cells.len().to_string(), what, &points(t, line.points)])
}

/// The index of the last action a person made, for Undo.
pub fn last_human_action(movers: &[Seat], kinds: &[SeatKind]) -> Option<usize> {
    movers.iter().rposition(|s| kinds.get(*s) == Some(&SeatKind::Human))
}

/// An action the computer plays for `seat`, from that seat's view only.
pub fn bot_action(game: &Match<ShapeUp>, seat: Seat) -> Option<Action> {
    let record = game.record();
    let mut rng = tabula_rules::rng::Rng::new(record.seed, 0xB07 << 32 | record.actions.len() as u64);
    tabula_bots::shape_up::choose(&game.state().view(Some(seat)), &mut rng)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::EN;

    #[test]
    fn undo_goes_back_to_the_last_human_decision() {
        let kinds = [SeatKind::Human, SeatKind::Computer];
        assert_eq!(last_human_action(&[0, 1, 0, 1], &kinds), Some(2));
        assert_eq!(last_human_action(&[1, 1], &kinds), None);
    }

    /// The link of a game in progress never carries the real seed or, across fresh
    /// seeds, the real hidden card and opponent's victory card.
    #[test]
    fn share_links_hide_what_the_seat_has_not_seen() {
        let mut m = Match::<ShapeUp>::new(Setup::default(), 77).unwrap();
        for _ in 0..4 {
            let a = m.state().legal_actions()[0];
            m.apply(a).unwrap();
        }
        let real = m.state().view(None);
        let mut same_secret = 0;
        for fresh in 1..=20u64 {
            let payload = share_payload(&m, Some(0), fresh).unwrap();
            let shared = link::decode::<ShapeUp>(&payload).unwrap();
            assert_ne!(shared.record().seed, m.record().seed);
            assert_eq!(shared.state().view(Some(0)).hand, m.state().view(Some(0)).hand);
            assert_eq!(shared.state().view(Some(0)).victory, m.state().view(Some(0)).victory);
            assert_eq!(shared.state().view(None).layout, real.layout);
            // Play both to the end with the same moves: the opponent's card differs.
            let (mut a, mut b) = (m.clone(), shared);
            while let Some(x) = a.state().legal_actions().first().copied() {
                a.apply(x).unwrap();
                b.apply(x).unwrap();
            }
            let (ra, rb) = (&a.state().view(None).results[0], &b.state().view(None).results[0]);
            same_secret += usize::from(ra.victory[1] == rb.victory[1] && ra.hidden == rb.hidden);
        }
        assert!(same_secret <= 2, "{same_secret} of 20 links kept the real secrets");
    }

    #[test]
    fn history_names_each_played_card() {
        let mut m = Match::<ShapeUp>::new(Setup::default(), 3).unwrap();
        for _ in 0..15 {
            let a = m.state().legal_actions()[0];
            m.apply(a).unwrap();
        }
        let (lines, movers) = history(&m, &["Ann".into(), "Ben".into()], &EN);
        assert_eq!(movers.len(), 15);
        assert_eq!(lines.len(), 16, "15 turns and the end of the round");
        assert!(lines[0].starts_with("Ann played the "));
        assert!(lines[15].starts_with("Round 1 over"));
    }
}
