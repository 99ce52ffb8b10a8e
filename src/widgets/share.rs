//! Share links: the address of this app with a redacted record after `#`.

use leptos::prelude::*;
use tabula_rules::base64url;

use crate::storage::SeatKind;

/// Seat names for a link: base64url of the names joined by newlines.
pub fn encode_names(names: &[String]) -> String {
    base64url::encode(names.join("\n").as_bytes())
}

/// Reads [`encode_names`]; damaged names give an empty list (seats get default names).
pub fn decode_names(s: &str) -> Vec<String> {
    base64url::decode(s)
        .ok()
        .and_then(|b| String::from_utf8(b).ok())
        .map(|t| t.split('\n').map(|n| n.chars().take(24).collect()).collect())
        .unwrap_or_default()
}

/// Seat kinds for a link: one letter each.
pub fn encode_kinds(kinds: &[SeatKind]) -> String {
    kinds.iter().map(|k| k.letter()).collect()
}

/// The Share button and, once pressed, the link in a field to copy by hand too.
#[component]
pub fn ShareButton(
    label: Signal<&'static str>,
    copied: Signal<&'static str>,
    make_link: Callback<Callback<Option<String>>>,
) -> impl IntoView {
    let link = RwSignal::new(None::<String>);
    let got = Callback::new(move |url: Option<String>| {
        if let Some(u) = &url {
            crate::web::copy(u);
        }
        link.set(url);
    });
    view! {
        // A second press puts the link away (on a phone it lies over the board's foot).
        <button
            class="share"
            aria-expanded=move || link.with(Option::is_some).to_string()
            on:click=move |_| if link.with_untracked(Option::is_some) { link.set(None) } else { make_link.run(got) }
        >
            {label}
        </button>
        {move || {
            link.get()
                .map(|url| {
                    view! {
                        <div class="share-box">
                            <p aria-live="polite">{copied}</p>
                            <input type="text" readonly prop:value=url aria-label=label on:focus=move |ev| {
                                use wasm_bindgen::JsCast;
                                if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                                    input.select();
                                }
                            }/>
                        </div>
                    }
                })
        }}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_junk_is_empty() {
        let names = vec!["Ann".to_string(), "Zoé Ü".to_string()];
        assert_eq!(decode_names(&encode_names(&names)), names);
        assert!(decode_names("%%%").is_empty());
    }
}
