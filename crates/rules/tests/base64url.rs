//! `tabula_rules::base64url` against the `base64` crate (URL-safe, no padding), on
//! random bytes and on random and mutated texts: the same text, the same bytes, the
//! same refusals.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use proptest::prelude::*;
use tabula_rules::base64url;

proptest! {
    #[test]
    fn encodes_as_the_crate_and_reads_back(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let text = base64url::encode(&bytes);
        prop_assert_eq!(&text, &URL_SAFE_NO_PAD.encode(&bytes));
        prop_assert_eq!(base64url::decode(&text), Ok(bytes));
    }

    #[test]
    fn reads_or_refuses_any_text_as_the_crate(text in "[A-Za-z0-9_+/=. -]{0,40}") {
        prop_assert_eq!(base64url::decode(&text).ok(), URL_SAFE_NO_PAD.decode(&text).ok(), "{}", text);
    }

    #[test]
    fn a_changed_character_is_read_or_refused_as_the_crate(
        bytes in proptest::collection::vec(any::<u8>(), 1..60),
        at in any::<prop::sample::Index>(),
        to in "[A-Za-z0-9_=-]",
    ) {
        let mut text = base64url::encode(&bytes).into_bytes();
        let i = at.index(text.len());
        text[i] = to.as_bytes()[0];
        let text = String::from_utf8(text).unwrap();
        prop_assert_eq!(base64url::decode(&text).ok(), URL_SAFE_NO_PAD.decode(&text).ok(), "{}", text);
    }
}
