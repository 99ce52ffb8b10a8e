//! The tray: the dice (set aside, and rolled to pick from), Roll again, Take and the
//! hint under them.

use leptos::prelude::*;
use tabula_rules::pow::{Action, Face};
use tabula_rules::Seat;

use super::model::{face_index, hint, pickable, reroll, Input, Scene};
use super::words::pw;
use crate::i18n::{fill, said, Lang};
use crate::kit::die::{Die, Shape};
use crate::kit::list::Keyed;
use crate::kit::when::When;
use crate::reactive::memo;

/// A die on the tray, as a key of the keyed list: a new roll (or another turn) gives
/// new keys, so its dice are new elements and roll in again; picking one changes no
/// key, so the die keeps its element and the focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct DieKey {
    /// Whose turn and which roll the die belongs to (roll 0 for dice set aside).
    epoch: (Option<Seat>, u8),
    /// Its place on the tray; for a rolled die, its bit in the selection.
    place: usize,
    /// Rolled (to pick from) or set aside.
    rolled: bool,
    face: Face,
}

impl DieKey {
    /// The key as the list's number: every field in its own bits.
    fn pack(self) -> u64 {
        let seat = self.epoch.0.map_or(0, |s| s.min(0xfff) as u64 + 1);
        seat << 24
            | u64::from(self.epoch.1) << 16
            | (self.place.min(0xff) as u64) << 8
            | u64::from(self.rolled) << 4
            | face_index(self.face) as u64
    }

    /// The key of [`DieKey::pack`].
    fn unpack(k: u64) -> DieKey {
        let seat = (k >> 24) as usize;
        DieKey {
            epoch: (seat.checked_sub(1), (k >> 16) as u8),
            place: (k >> 8 & 0xff) as usize,
            rolled: k >> 4 & 1 == 1,
            face: Face::ALL[(k & 3) as usize],
        }
    }
}

/// The dice of a scene, set aside first, each rolled one with its place in the roll.
fn dice_keys(s: &Scene) -> Vec<u64> {
    let aside =
        s.aside.iter().enumerate().map(|(place, &face)| DieKey { epoch: (s.mover, 0), place, rolled: false, face });
    let rolled = s.rolled.iter().enumerate().map(|(place, &face)| DieKey {
        epoch: (s.mover, s.rolls),
        place,
        rolled: true,
        face,
    });
    aside.chain(rolled).map(DieKey::pack).collect()
}

/// The shape that shows a face; the stylesheet colours shields and blue bubbles as
/// heroes, skulls and orange bubbles as villains.
fn shape(f: Face) -> Shape {
    match f {
        Face::Shield => Shape::Shield,
        Face::Skull => Shape::Skull,
        Face::BlueBubble => Shape::Bubble,
        Face::OrangeBubble => Shape::Burst,
    }
}

/// The dice, the turn's buttons and the hint.
#[component]
pub fn Tray(
    scene: Signal<Scene>,
    mask: Signal<u8>,
    on_input: Callback<Input>,
    on_action: Callback<Action>,
    /// The seats' names: the dice are named by whose they are.
    names: Signal<Vec<String>>,
    lang: Signal<Lang>,
) -> impl IntoView {
    let dice = memo(move || scene.with(dice_keys));
    // Only a person deciding may pick dice, only while a roll is left, and only the
    // faces the rules let them set aside.
    let live = memo(move || scene.with(|s| Face::ALL.map(|f| pickable(s, f))));
    let acting = memo(move || scene.with(|s| s.acting));
    let die = move |k: u64| {
        let d = DieKey::unpack(k);
        let fi = face_index(d.face);
        if d.rolled {
            let place = d.place.min(7) as u8;
            let bit = 1u8 << place;
            view! {
                <Die
                    shape=shape(d.face)
                    class="rolled"
                    label=move || pw(lang.get()).face[fi].to_string()
                    pressed=move || Some(mask.get() & bit != 0)
                    disabled=move || !live.get()[fi]
                    on_press=move |()| on_input.run(Input::Die(place))
                />
            }
            .into_any()
        } else {
            view! {
                <Die
                    shape=shape(d.face)
                    class="aside"
                    label=move || { let w = pw(lang.get()); format!("{} ({})", w.face[fi], w.aside) }
                    pressed=Signal::stored(None)
                    disabled=true
                    on_press=|()| {}
                />
            }
            .into_any()
        }
    };
    view! {
        <div class="tray">
            <div
                class="dice"
                role="group"
                data-testid="pow-dice"
                data-rolls=move || scene.with(|s| s.rolls.to_string())
                aria-label=move || {
                    let w = pw(lang.get());
                    let mover = scene.with(|s| s.mover).and_then(|m| names.with(|n| n.get(m).cloned()));
                    mover.map_or_else(|| w.dice.to_string(), |name| said(&w.dice_of, &name, &[]))
                }
            >
                <Keyed keys=dice row=die/>
            </div>
            <div class="turn-actions">
                {move || acting.get().then(|| view! { <TurnButtons scene mask on_input on_action lang/> })}
            </div>
            <p class="hint">{move || scene.with(|s| hint(s, pw(lang.get())))}</p>
        </div>
    }
}

/// Roll again (the picked dice go aside) and Take (the only take, when there is one;
/// else it says to tap a lit tile).
#[component]
fn TurnButtons(
    scene: Signal<Scene>,
    mask: Signal<u8>,
    on_input: Callback<Input>,
    on_action: Callback<Action>,
    lang: Signal<Lang>,
) -> impl IntoView {
    let can_roll = memo(move || scene.with(|s| reroll(s, mask.get()).is_some()));
    let only = memo(move || scene.with(|s| s.only.is_some()));
    // Several takes: the tiles are the buttons, so this is an instruction, not a
    // button that looks disabled (issue 22).
    let several = memo(move || {
        !only.get()
            && scene.with(|s| {
                s.rows.iter().flatten().any(|(_, a)| a.is_some())
                    || s.stacks.iter().flatten().flatten().any(|(_, a)| a.is_some())
            })
    });
    view! {
        <button
            type="button"
            class="primary"
            disabled=move || !can_roll.get()
            on:click=move |_| on_input.run(Input::Roll)
        >
            {move || fill(pw(lang.get()).roll_again, &[&3u8.saturating_sub(scene.with(|s| s.rolls)).to_string()])}
        </button>
        <When
            when=move || !several.get()
            fallback=move || view! { <p class="take-which" data-testid="pow-take-which">{move || pw(lang.get()).take_which}</p> }
        >
            <button
                type="button"
                disabled=move || !only.get()
                on:click=move |_| {
                    if let Some(a) = scene.with_untracked(|s| s.only.clone()) {
                        on_action.run(a);
                    }
                }
            >
                {move || pw(lang.get()).take}
            </button>
        </When>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_die_key_survives_its_packing() {
        for (seat, rolls, place, rolled, face) in [
            (None, 0, 0, false, Face::Shield),
            (Some(4), 3, 4, true, Face::OrangeBubble),
            (Some(0), 1, 2, true, Face::Skull),
        ] {
            let d = DieKey { epoch: (seat, rolls), place, rolled, face };
            assert_eq!(DieKey::unpack(d.pack()), d);
        }
    }
}
