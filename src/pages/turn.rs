//! Opening a link of a game played by link: the computers' worker checks every link,
//! roll and move in it (`tabula_rules::fair`), says how it stands to this device's
//! game (new, newer, the same, older, forked) and deals what nobody has seen from
//! the links' joint secrets; a new or newer game is kept, as the save of that game on
//! this device, and the table opens as the link's seat. A game begun before fair
//! play goes on as it began: the device deals anew from a seed of its own.

use leptos::prelude::*;
use tabula_bots::ask::{Answer, Ask};
use tabula_rules::by_link::Arrival;
use tabula_rules::fair::DeckSecret;
use tabula_rules::{GameId, Seat};

use crate::error::AppError;
use crate::games::registry;
use crate::i18n::{fill, said};
use crate::pages::home::go_home_with;
use crate::route::Route;
use crate::storage::{self, ByLink, Saved, SeatKind};
use crate::widgets::share::decode_names;
use crate::{thinker, web};

/// The seats as this device plays them: the link's seat here, every other person
/// elsewhere, computers as they are (they play on whichever device holds the turn).
fn kinds_here(sent: &[SeatKind], to: Seat) -> Vec<SeatKind> {
    (0..sent.len())
        .map(|s| {
            if s == to {
                SeatKind::Human
            } else if sent[s].is_person() {
                SeatKind::Remote
            } else {
                sent[s]
            }
        })
        .collect()
}

/// A game's id on every device: what this app's save ids are made of.
fn valid_uid(uid: &str) -> bool {
    (1..=24).contains(&uid.len()) && uid.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

/// Reads the link, asks the worker, keeps the game and opens it; a refused link goes
/// home saying why, with nothing changed.
#[component]
pub fn OpenTurn(game: GameId, uid: String, to: usize, seats: String, names: String, payload: String) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = ctx.lang.get_untracked().t();
    let sent: Option<Vec<SeatKind>> = seats.chars().map(SeatKind::from_letter).collect();
    let sent = match sent {
        Some(k) if to < k.len() && valid_uid(&uid) => k,
        _ => return go_home_with(fill(t.link_broken, &[&AppError::SeatsDamaged.text(t)])),
    };
    let ours = match storage::open(&uid) {
        Ok(s) if s.game == game => Some(s),
        Ok(_) => return go_home_with(t.link_forked.to_string()),
        Err(AppError::NoSuchSave | AppError::NoStorage) => None,
        // A save of this game that cannot be read is never written over.
        Err(e) => return go_home_with(fill(t.link_broken, &[&e.text(t)])),
    };
    // A game begun before fair play by link goes on as it began; every other link
    // must be fair (the worker refuses one of the old format, saying why).
    let fair = !matches!(&ours, Some(s) if s.fair.is_none());
    let (our_game, our_record) = match &ours {
        Some(s) => (s.fair.as_ref().map(|b| b.game.clone()), Some(s.record.clone())),
        None => (None, None),
    };
    // This device's chains: the stretch of a seat it plays is dealt as it truly is.
    let tops = ours.as_ref().and_then(|s| s.fair.as_ref()).map(|b| b.secrets.clone()).unwrap_or_default();
    // This device's deck secrets (where seats keep their decks, or the devices deal
    // the cards): a new game's seat gets one before its cards are dealt.
    let own = match &ours {
        Some(s) => s.fair.as_ref().map(|b| b.decks.clone()).unwrap_or_default(),
        None if !tabula_rules::with_game!(game, G => <G as tabula_rules::Game>::OWN_DECKS || <G as tabula_rules::Game>::DEALT_BY_DEVICES) => {
            Vec::new()
        }
        None => match web::secret() {
            Some(secret) => vec![DeckSecret { seat: to as u8, secret }],
            None => return go_home_with(fill(t.link_broken, &["this browser gives no random numbers"])),
        },
    };
    let kept_own = own.clone();
    let question = move |id| match fair {
        true => Ask::FairArrive { id, game, ours: our_game, theirs: payload, own, tops },
        false => Ask::Arrive { id, game, ours: our_record, theirs: payload, fresh_seed: web::new_seed() },
    };
    let names = decode_names(&names);
    let seat_names = names.clone();
    let name_of = move |s: usize| {
        seat_names.get(s).cloned().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| format!("{}", s + 1))
    };
    let parted = RwSignal::new(None::<Parted>);
    let id = uid.clone();
    thinker::ask(question, move |answer| {
        let t = ctx.lang.get_untracked().t();
        let arrived = match answer {
            Ok(Answer::Arrived { how, record, actions, over, .. }) => Ok((how, record, None, actions, over)),
            // Two versions of one game: where they part is said, and either may go on.
            Ok(Answer::FairArrived { how: Arrival::Forked, fair, record, actions, over, checked, parting, .. })
                if parting.is_some_and(|p| !p.2) && !fair.is_empty() =>
            {
                let (moves, seat, _) = parting.unwrap_or_default();
                let text = fill(t.link_parted, &[&(moves + 1).to_string(), &name_of(usize::from(seat))]);
                let mut saved = match &ours {
                    Some(s) => Saved { record, ..s.clone() },
                    None => return ctx.redirect(Route::Home),
                };
                let by_link = saved.fair.get_or_insert_with(ByLink::default);
                (by_link.game, by_link.checked, by_link.decks) = (fair, checked, kept_own.clone());
                (saved.turn, saved.over, saved.updated) = (actions as usize, over, web::now_ms());
                parted.set(Some(Parted { text, theirs: saved }));
                return;
            }
            Ok(Answer::FairArrived { how: Arrival::Forked, parting: Some((_, seat, true)), .. }) => {
                Err(said(&t.link_two_devices, &name_of(usize::from(seat)), &[]))
            }
            Ok(Answer::FairArrived { how: Arrival::Elsewhere, .. }) => Err(said(&t.link_elsewhere, &name_of(to), &[])),
            Ok(Answer::FairArrived { how, fair, record, actions, over, checked, .. }) => {
                Ok((how, record, Some((fair, checked)), actions, over))
            }
            // The check's own words (the move that does not check): reloading would
            // not change them, so nothing says to try again.
            Ok(Answer::Failed { why, .. }) | Err(why) => Err(fill(t.link_broken, &[&why])),
            Ok(_) => Err(fill(t.link_broken, &[""])),
        };
        let kept = arrived.and_then(|(how, record, fair, actions, over)| match how {
            Arrival::Same => Ok(()),
            Arrival::Older => Err(t.link_older.to_string()),
            Arrival::Forked => Err(t.link_forked.to_string()),
            Arrival::Elsewhere => Err(said(&t.link_elsewhere, &name_of(to), &[])),
            Arrival::New | Arrival::Newer => {
                let mut saved = match ours {
                    Some(s) => Saved { record, ..s },
                    None => new_save(game, uid.clone(), kinds_here(&sent, to), names.clone(), record),
                };
                if let Some((game, checked)) = fair {
                    // This device's secrets and links stay: the link extends its game.
                    let by_link = saved.fair.get_or_insert_with(ByLink::default);
                    (by_link.game, by_link.checked, by_link.decks) = (game, checked, kept_own);
                }
                (saved.turn, saved.over, saved.updated) = (actions as usize, over, web::now_ms());
                // The worker has checked and replayed it: it opens. A refusal of the
                // browser's is the table's to tell (the page keeps the game meanwhile).
                match storage::store(&saved) {
                    Err(e) if !e.is_storage() => Err(fill(t.link_broken, &[&e.text(t)])),
                    _ => Ok(()),
                }
            }
        });
        match kept {
            Ok(()) => ctx.redirect(Route::Play(uid)),
            Err(message) => {
                ctx.notice.set(Some(message));
                ctx.redirect(Route::Home);
            }
        }
    });
    view! {
        {move || match parted.get() {
            None => view! { <p class="muted" role="status">{t.link_opening}</p> }.into_any(),
            Some(p) => {
                let (theirs, id) = (p.theirs.clone(), id.clone());
                let keep = id.clone();
                view! {
                    <section class="link-parted" data-testid="link-parted">
                        <p role="alert">{p.text}</p>
                        <button on:click=move |_| {
                            // The device's own secrets and links stay: only the moves change.
                            match storage::store(&theirs) {
                                Err(e) if !e.is_storage() => {
                                    ctx.notice.set(Some(fill(t.link_broken, &[&e.text(t)])));
                                    ctx.redirect(Route::Home);
                                }
                                _ => ctx.redirect(Route::Play(id.clone())),
                            }
                        }>{t.link_take_theirs}</button>
                        <button on:click=move |_| ctx.redirect(Route::Play(keep.clone()))>{t.link_keep_ours}</button>
                    </section>
                }
                .into_any()
            }
        }}
    }
    .into_any()
}

/// A fork found on opening a link: what to say, and the save as the link's version.
#[derive(Clone)]
struct Parted {
    text: String,
    theirs: Saved,
}

/// A new save of a game that arrived by link, under the game's own id.
fn new_save(game: GameId, id: String, kinds: Vec<SeatKind>, names: Vec<String>, record: Vec<u8>) -> Saved {
    let now = web::now_ms();
    let names = (0..kinds.len())
        .map(|i| names.get(i).cloned().filter(|s| !s.trim().is_empty()).unwrap_or_else(|| format!("{}", i + 1)))
        .collect();
    Saved::dealt(id, game, (names, kinds), record, registry::default_settings(game), now)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_link_seat_plays_here_and_the_other_people_elsewhere() {
        let sent = [SeatKind::Human, SeatKind::Remote, SeatKind::MEDIUM, SeatKind::Remote];
        assert_eq!(kinds_here(&sent, 1), [SeatKind::Remote, SeatKind::Human, SeatKind::MEDIUM, SeatKind::Remote]);
        assert!(valid_uid("mi3k2x9a0b"));
        for bad in ["", "a/b", "ABC", "x".repeat(30).as_str()] {
            assert!(!valid_uid(bad), "{bad}");
        }
    }
}
