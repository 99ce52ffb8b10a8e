//! The tray: the dice (set aside, and rolled to pick from), Roll again, Take and the
//! hint under them.

use leptos::prelude::*;
use tabula_rules::pow::{Action, Face};

use super::model::{face_index, hint, pickable, reroll, Input, Scene};
use super::words::pw;
use crate::i18n::{fill, said, Lang};
use crate::kit::die::{Die, Shape};
use crate::kit::list::Keyed;
use crate::kit::when::When;
use crate::reactive::{derive, memo};

/// A die on the tray, as a key of the keyed list: its place, rolled (to pick from) or
/// set aside. A die keeps its element from roll to roll (its face changes and it rolls
/// in again, `kit::die`), and picking one changes no key, so it keeps the focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct DieKey {
    /// Its place on the tray; for a rolled die, its bit in the selection.
    place: usize,
    /// Rolled (to pick from) or set aside.
    rolled: bool,
}

impl DieKey {
    /// The key as the list's number.
    fn pack(self) -> u64 {
        (self.place.min(0xff) as u64) << 1 | u64::from(self.rolled)
    }

    /// The key of [`DieKey::pack`].
    fn unpack(k: u64) -> DieKey {
        DieKey { place: (k >> 1 & 0xff) as usize, rolled: k & 1 == 1 }
    }
}

/// The dice of a scene, set aside first.
fn dice_keys(s: &Scene) -> Vec<u64> {
    let aside = (0..s.aside.len()).map(|place| DieKey { place, rolled: false });
    let rolled = (0..s.rolled.len()).map(|place| DieKey { place, rolled: true });
    aside.chain(rolled).map(DieKey::pack).collect()
}

/// A roll as a number: whose turn, and which of its rolls. It changes at each roll
/// (a turn has at most three), and only then.
fn roll_of(s: &Scene) -> u64 {
    s.mover.map_or(0, |m| m as u64 + 1) << 8 | u64::from(s.rolls)
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
    let roll = memo(move || scene.with(roll_of));
    let die = move |k: u64| {
        let d = DieKey::unpack(k);
        // The face at this place now (a roll or a die set aside changes it).
        let face = memo(move || {
            scene.with(|s| if d.rolled { &s.rolled } else { &s.aside }.get(d.place).copied()).unwrap_or(Face::Shield)
        });
        let fi = move || face_index(face.get());
        let look = derive(move || shape(face.get()));
        if d.rolled {
            let place = d.place.min(7) as u8;
            let bit = 1u8 << place;
            view! {
                <Die
                    shape=look
                    roll=roll.into()
                    class="rolled"
                    label=move || pw(lang.get()).face[fi()].to_string()
                    pressed=move || Some(mask.get() & bit != 0)
                    disabled=move || !live.get()[fi()]
                    on_press=move |()| on_input.run(Input::Die(place))
                />
            }
            .into_any()
        } else {
            view! {
                <Die
                    shape=look
                    class="aside"
                    label=move || { let w = pw(lang.get()); format!("{} ({})", w.face[fi()], w.aside) }
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
        for (place, rolled) in [(0, false), (4, true), (2, true), (7, false)] {
            let d = DieKey { place, rolled };
            assert_eq!(DieKey::unpack(d.pack()), d);
        }
    }
}
