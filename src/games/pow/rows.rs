//! The two rows of face-up tiles, heroes then villains, with the takes the dice allow
//! lit.

use leptos::prelude::*;
use tabula_rules::pow::{Action, Side, Tile as PowTile};

use super::model::{place_of, row_key, tile_keys, tile_text, Scene};
use super::words::{ordinal, pw};
use crate::i18n::{fill, Lang};
use crate::kit::list::Keyed;
use crate::kit::soon::Soon;
use crate::kit::tile::Tile;
use crate::reactive::{derive, memo};

/// Both rows; hidden once the game is over (they are empty then). Each is drawn in a
/// task of its own, after the rest of the board (`kit::soon`): the two were the
/// largest part of the table's first draw.
#[component]
pub fn Rows(scene: Signal<Scene>, on_action: Callback<Action>, lang: Signal<Lang>) -> impl IntoView {
    view! {
        <Soon>
            <Row side=Side::Hero scene on_action lang/>
            <Soon><Row side=Side::Villain scene on_action lang/></Soon>
        </Soon>
    }
}

/// One row, its tiles keyed so a tile keeps its element when another is taken.
#[component]
fn Row(side: Side, scene: Signal<Scene>, on_action: Callback<Action>, lang: Signal<Lang>) -> impl IntoView {
    let k = side.index();
    // A key as the list's number: the value's byte above the count of equal tiles.
    let keys = memo(move || {
        scene.with(|s| tile_keys(&s.rows[k]).into_iter().map(|(v, n)| u64::from(v as u8) << 32 | n as u64).collect())
    });
    let tile = move |packed: u64| {
        let key = ((packed >> 32) as u8 as i8, (packed & 0xffff_ffff) as usize);
        // Where the tile lies now, and the take a click on it makes.
        let place = memo(move || scene.with(|s| place_of(&s.rows[k], key)));
        let act = move || scene.with(|s| place.get().and_then(|i| s.rows[k].get(i)).and_then(|p| p.1.clone()));
        let label = move || {
            let l = lang.get();
            place
                .get()
                .map(|i| fill(pw(l).place, &[&tile_text(PowTile(key.0)), &ordinal(l, i + 1)]))
                .unwrap_or_default()
        };
        view! {
            <Tile
                class="tile"
                motion=Some(row_key(side, key.0, key.1))
                value=Some(i32::from(key.0))
                label
                corner=derive(move || place.get().map(|i| (i + 1).to_string()).unwrap_or_default())
                lit=memo(move || act().is_some())
                on_pick=move |()| {
                    if let Some(a) = untrack(act) {
                        on_action.run(a);
                    }
                }
            />
        }
        .into_any()
    };
    view! {
        <div class="pow-row" hidden=move || scene.with(|s| s.result.is_some())>
            <h2>{move || pw(lang.get()).rows[k]}</h2>
            <div class=["tiles h", "tiles v"][k]>
                <Keyed keys row=tile/>
            </div>
        </div>
    }
}
