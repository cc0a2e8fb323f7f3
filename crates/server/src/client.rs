//! A small client of the server's HTTP and WebSocket API, for the load test and the tests.

use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// One HTTP/1.1 request (`Connection: close`); returns the status and the JSON body
/// (`Value::Null` when the body is not JSON).
pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> Result<(u16, Value), String> {
    http_with(addr, method, path, body, &[]).await
}

/// [`http`] with more headers (names and values are sent as they are).
pub async fn http_with(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
    headers: &[(&str, &str)],
) -> Result<(u16, Value), String> {
    let mut s = TcpStream::connect(addr)
        .await
        .map_err(|e| format!("connect {addr}: {e}"))?;
    let body = body.unwrap_or("");
    let extra: String = headers
        .iter()
        .map(|(k, v)| format!("{k}: {v}\r\n"))
        .collect();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{extra}\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes())
        .await
        .map_err(|e| format!("send: {e}"))?;
    let mut buf = Vec::new();
    s.read_to_end(&mut buf)
        .await
        .map_err(|e| format!("read: {e}"))?;
    let text = String::from_utf8_lossy(&buf);
    let (head, rest) = text
        .split_once("\r\n\r\n")
        .ok_or_else(|| format!("no HTTP header in {text:?}"))?;
    let status: u16 = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("no status in {head:?}"))?;
    Ok((status, serde_json::from_str(rest).unwrap_or(Value::Null)))
}

/// [`http`] with a JSON body.
pub async fn post(addr: SocketAddr, path: &str, body: &Value) -> Result<(u16, Value), String> {
    http(addr, "POST", path, Some(&body.to_string())).await
}

/// [`http`] GET.
pub async fn get(addr: SocketAddr, path: &str) -> Result<(u16, Value), String> {
    http(addr, "GET", path, None).await
}

/// A WebSocket connection to a table.
pub struct Ws {
    stream: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Ws {
    /// Opens the WebSocket of table `id` (no hello sent yet).
    pub async fn connect(addr: SocketAddr, id: &str) -> Result<Ws, String> {
        Self::connect_url(&format!("ws://{addr}/api/tables/{id}/ws")).await
    }

    /// Opens a WebSocket at `url` (`ws://host:port/api/tables/ID/ws`, as a `redirect`
    /// message names it).
    pub async fn connect_url(url: &str) -> Result<Ws, String> {
        let (stream, _) = tokio_tungstenite::connect_async(url)
            .await
            .map_err(|e| format!("websocket: {e}"))?;
        Ok(Ws { stream })
    }

    /// Sends a text frame.
    pub async fn send_text(&mut self, text: &str) -> Result<(), String> {
        self.stream
            .send(Message::Text(text.into()))
            .await
            .map_err(|e| format!("send: {e}"))
    }

    /// Sends a JSON message.
    pub async fn send(&mut self, v: &Value) -> Result<(), String> {
        self.send_text(&v.to_string()).await
    }

    /// The next message as raw text, waiting at most `wait`; `None` on close or timeout.
    pub async fn recv_text(&mut self, wait: Duration) -> Option<String> {
        // One deadline for the whole wait: the server's pings must not extend it.
        let end = tokio::time::Instant::now() + wait;
        loop {
            match tokio::time::timeout_at(end, self.stream.next()).await {
                Ok(Some(Ok(Message::Text(t)))) => return Some(t.to_string()),
                Ok(Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_)))) => {}
                _ => return None,
            }
        }
    }

    /// The next message as JSON, waiting at most `wait`.
    pub async fn recv(&mut self, wait: Duration) -> Option<Value> {
        let t = self.recv_text(wait).await?;
        serde_json::from_str(&t).ok()
    }

    /// Closes the connection.
    pub async fn close(mut self) {
        let _ = self.stream.close(None).await;
    }
}
