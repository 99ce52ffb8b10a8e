//! Base64url without padding (RFC 4648, section 5), the text of links and saves.
//!
//! Written here rather than taken from the `base64` crate: the app's first load is a
//! budget (`docs/BENCHMARKS.md`), and this one alphabet and one mode are about 2 KiB
//! gzip less than the crate's general engine. `tests/base64url.rs` holds it to the
//! crate's answers, acceptance and refusal alike, on random input.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Why a text is no base64url.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// A character outside the alphabet (padding included), at this byte offset.
    #[error("invalid character at {0}")]
    Character(usize),
    /// A length no encoding has (one character past a whole group).
    #[error("invalid length")]
    Length,
    /// The last character carries bits that no encoding sets.
    #[error("invalid last character")]
    LastBits,
}

/// `bytes` as base64url, without padding.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// The bytes of base64url `text` (no padding, no white space). Refuses what
/// [`encode`] never writes, so each byte string has exactly one text.
pub fn decode(text: &str) -> Result<Vec<u8>, DecodeError> {
    let text = text.as_bytes();
    if text.len() % 4 == 1 {
        return Err(DecodeError::Length);
    }
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    for (c, chunk) in text.chunks(4).enumerate() {
        let mut n = 0u32;
        for (i, ch) in chunk.iter().enumerate() {
            let v = ALPHABET.iter().position(|a| a == ch).ok_or(DecodeError::Character(4 * c + i))?;
            n |= (v as u32) << (18 - 6 * i);
        }
        let bytes = chunk.len() - 1;
        if n & (0xFF_FFFF >> (8 * bytes)) != 0 {
            return Err(DecodeError::LastBits);
        }
        out.extend((0..bytes).map(|i| (n >> (16 - 8 * i)) as u8));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_4648_vectors_read_back() {
        for (bytes, text) in [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(encode(bytes.as_bytes()), text);
            assert_eq!(decode(text).unwrap(), bytes.as_bytes());
        }
        assert_eq!(encode(&[0xfb, 0xff]), "-_8");
    }

    #[test]
    fn what_no_encoding_writes_is_refused() {
        assert_eq!(decode("Zm9v=="), Err(DecodeError::Character(4)));
        assert_eq!(decode("Zm+v"), Err(DecodeError::Character(2)));
        assert_eq!(decode("Zm9vY"), Err(DecodeError::Length));
        assert_eq!(decode("Zh"), Err(DecodeError::LastBits));
        assert_eq!(decode("Zm9"), Err(DecodeError::LastBits));
    }
}
