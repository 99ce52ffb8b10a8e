//! The part of wasm-streams' API that server_fn's browser client names, doing
//! nothing: Tabula has no server, so no server function ever streams. Nothing here is
//! exported to JavaScript, so none of it reaches the bundle.

use futures_util::stream::{self, Stream};
use wasm_bindgen::{JsCast, JsValue};

/// A JavaScript `ReadableStream`, as server_fn holds one.
pub struct ReadableStream {
    raw: web_sys::ReadableStream,
}

impl ReadableStream {
    /// Wraps a stream the browser made.
    pub fn from_raw(raw: web_sys::ReadableStream) -> Self {
        ReadableStream { raw }
    }

    /// An empty stream in place of `stream`'s items (never called in Tabula).
    pub fn from_stream<St>(_stream: St) -> Self
    where
        St: Stream<Item = Result<JsValue, JsValue>> + 'static,
    {
        let raw = web_sys::ReadableStream::new().unwrap_or_else(|_| JsValue::UNDEFINED.unchecked_into());
        ReadableStream { raw }
    }

    /// The browser's stream.
    pub fn into_raw(self) -> web_sys::ReadableStream {
        self.raw
    }

    /// No items (never called in Tabula).
    pub fn into_stream(self) -> stream::Empty<Result<JsValue, JsValue>> {
        stream::empty()
    }
}
