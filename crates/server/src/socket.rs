//! The server's WebSockets, upgraded here and run by tungstenite directly so that a push goes
//! out in frames of at most [`FRAME`] bytes. A socket's write buffer keeps the capacity of the
//! largest frame it ever wrote (neither tungstenite nor axum offers a way to shrink it), and a
//! game's pushes grow as it goes on: sent whole, each socket held a buffer as large as its
//! largest push for as long as it was open. In frames, a socket holds at most a few KiB
//! however long its game. Clients see whole messages: the protocol joins the frames.

use axum::body::{Body, Bytes};
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use hyper_util::rt::TokioIo;
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::{Role, WebSocketConfig};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

use crate::error::ApiError;

/// The largest frame the server writes, in bytes: a longer push is sent in several.
pub const FRAME: usize = 2048;

/// The read buffer of a socket (a client sends small messages: an action, a sync).
const READ_BUFFER: usize = 1024;

/// A request to open a WebSocket (HTTP/1.1 `Upgrade: websocket`), checked.
pub struct Upgrade {
    key: HeaderValue,
    on_upgrade: hyper::upgrade::OnUpgrade,
}

/// An open WebSocket.
pub struct Socket(WebSocketStream<TokioIo<hyper::upgrade::Upgraded>>);

/// What a client sent that the server reads.
pub enum Incoming {
    Text(String),
    /// Anything else that keeps the socket open (a ping, a binary message).
    Other,
    /// The client closed the socket, or it broke.
    Closed,
}

fn not_websocket(what: &str) -> ApiError {
    ApiError::bad_request(
        "not_websocket",
        format!("this endpoint speaks WebSocket only: {what}"),
    )
}

fn header_has(headers: &HeaderMap, name: header::HeaderName, token: &str) -> bool {
    headers.get_all(name).iter().any(|v| {
        v.to_str().is_ok_and(|v| {
            v.split(',')
                .any(|part| part.trim().eq_ignore_ascii_case(token))
        })
    })
}

impl<S: Send + Sync> FromRequestParts<S> for Upgrade {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        if parts.method != Method::GET {
            return Err(not_websocket("the upgrade is a GET"));
        }
        if !header_has(&parts.headers, header::CONNECTION, "upgrade")
            || !header_has(&parts.headers, header::UPGRADE, "websocket")
        {
            return Err(not_websocket("the request asks for no WebSocket upgrade"));
        }
        if !header_has(&parts.headers, header::SEC_WEBSOCKET_VERSION, "13") {
            return Err(not_websocket("the WebSocket version is 13"));
        }
        let key = parts
            .headers
            .get(header::SEC_WEBSOCKET_KEY)
            .cloned()
            .ok_or_else(|| not_websocket("the request has no Sec-WebSocket-Key"))?;
        let on_upgrade = parts
            .extensions
            .remove::<hyper::upgrade::OnUpgrade>()
            .ok_or_else(|| not_websocket("this connection cannot be upgraded"))?;
        Ok(Upgrade { key, on_upgrade })
    }
}

impl Upgrade {
    /// Answers the upgrade and runs `callback` on the socket once it is open.
    pub fn on_upgrade<C, F>(self, max_message: usize, callback: C) -> Response
    where
        C: FnOnce(Socket) -> F + Send + 'static,
        F: std::future::Future<Output = ()> + Send + 'static,
    {
        let config = WebSocketConfig::default()
            .read_buffer_size(READ_BUFFER)
            .write_buffer_size(0)
            .max_message_size(Some(max_message))
            .max_frame_size(Some(max_message));
        let on_upgrade = self.on_upgrade;
        tokio::spawn(async move {
            let Ok(upgraded) = on_upgrade.await else {
                return;
            };
            let stream = WebSocketStream::from_raw_socket(
                TokioIo::new(upgraded),
                Role::Server,
                Some(config),
            )
            .await;
            callback(Socket(stream)).await;
        });
        let mut response = Response::new(Body::empty());
        *response.status_mut() = StatusCode::SWITCHING_PROTOCOLS;
        let headers = response.headers_mut();
        headers.insert(header::CONNECTION, HeaderValue::from_static("upgrade"));
        headers.insert(header::UPGRADE, HeaderValue::from_static("websocket"));
        if let Ok(accept) = HeaderValue::from_str(&derive_accept_key(self.key.as_bytes())) {
            headers.insert(header::SEC_WEBSOCKET_ACCEPT, accept);
        }
        response
    }
}

/// `text` as the frames of one text message, each at most [`FRAME`] bytes of payload.
pub fn frames(text: String) -> impl Iterator<Item = Frame> {
    let bytes = Bytes::from(text);
    let count = bytes.len().div_ceil(FRAME).max(1);
    (0..count).map(move |i| {
        let part = bytes.slice(i * FRAME..((i + 1) * FRAME).min(bytes.len()));
        let opcode = if i == 0 { Data::Text } else { Data::Continue };
        Frame::message(part, OpCode::Data(opcode), i + 1 == count)
    })
}

impl Socket {
    /// Sends `text` as one message, in frames of at most [`FRAME`] bytes.
    pub async fn send(&mut self, text: String) -> Result<(), ()> {
        for frame in frames(text) {
            self.0.feed(Message::Frame(frame)).await.map_err(|_| ())?;
        }
        self.0.flush().await.map_err(|_| ())
    }

    /// The next message the client sent.
    pub async fn recv(&mut self) -> Incoming {
        match self.0.next().await {
            Some(Ok(Message::Text(t))) => Incoming::Text(t.as_str().to_string()),
            Some(Ok(Message::Close(_)) | Err(_)) | None => Incoming::Closed,
            Some(Ok(_)) => Incoming::Other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A push of any length goes out in frames no larger than `FRAME` that join to it: the
    /// first a text frame, the rest continuations, only the last final.
    #[test]
    fn a_push_goes_out_in_bounded_frames_that_join_to_it() {
        for len in [0, 1, FRAME - 1, FRAME, FRAME + 1, 5 * FRAME + 17] {
            let text: String = "ač".chars().cycle().take(len).collect();
            let frames: Vec<Frame> = frames(text.clone()).collect();
            let mut joined = Vec::new();
            for (i, f) in frames.iter().enumerate() {
                assert!(f.payload().len() <= FRAME);
                let expected = if i == 0 { Data::Text } else { Data::Continue };
                assert_eq!(f.header().opcode, OpCode::Data(expected));
                assert_eq!(f.header().is_final, i + 1 == frames.len());
                joined.extend_from_slice(f.payload());
            }
            assert_eq!(joined, text.as_bytes(), "{len}");
        }
    }
}
