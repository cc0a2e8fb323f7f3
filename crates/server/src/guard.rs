//! The listener's guards against idle and slow connections: a cap of open connections per
//! client address, a deadline for a connection's first request (slow headers), and an
//! idle timeout once it has been answered (silent keep-alive and WebSocket connections;
//! the server pings WebSockets, which browsers answer, so a live client is never idle).

use axum::extract::connect_info::Connected;
use axum::serve::{IncomingStream, Listener};
use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::{Instant, Sleep};

/// Limits of the guarded listener.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Most open connections from one address; more are closed at once.
    pub per_addr: usize,
    /// A connection that has not been answered this long after it opened is closed.
    pub header: Duration,
    /// A connection that sends nothing for this long after its first answer is closed.
    pub idle: Duration,
}

type Counts = Arc<Mutex<HashMap<IpAddr, usize>>>;

/// A TCP listener that enforces [`Limits`].
pub struct GuardedListener {
    inner: TcpListener,
    counts: Counts,
    limits: Limits,
}

impl GuardedListener {
    /// Guards `inner`.
    pub fn new(inner: TcpListener, limits: Limits) -> Self {
        GuardedListener {
            inner,
            counts: Arc::default(),
            limits,
        }
    }
}

/// The client's address, as handlers read it (`ConnectInfo<Peer>`).
#[derive(Clone, Copy, Debug)]
pub struct Peer(pub SocketAddr);

impl Connected<IncomingStream<'_, GuardedListener>> for Peer {
    fn connect_info(stream: IncomingStream<'_, GuardedListener>) -> Self {
        Peer(*stream.remote_addr())
    }
}

impl Listener for GuardedListener {
    type Io = GuardedIo;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (GuardedIo, SocketAddr) {
        loop {
            let (stream, addr) = match self.inner.accept().await {
                Ok(x) => x,
                Err(e) => {
                    // Out of file descriptors and the like: wait rather than spin.
                    tracing::warn!("accept: {e}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            };
            let ip = addr.ip();
            {
                let mut counts = self.counts.lock().expect("counts");
                let n = counts.entry(ip).or_insert(0);
                if *n >= self.limits.per_addr {
                    // Dropped unanswered: one address cannot hold every socket.
                    continue;
                }
                *n += 1;
            }
            let _ = stream.set_nodelay(true);
            let slot = Slot {
                counts: self.counts.clone(),
                ip,
            };
            let io = GuardedIo {
                io: stream,
                deadline: Box::pin(tokio::time::sleep(self.limits.header)),
                answered: false,
                idle: self.limits.idle,
                _slot: slot,
            };
            return (io, addr);
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.inner.local_addr()
    }
}

/// One connection's place in its address's count, given back when it closes.
struct Slot {
    counts: Counts,
    ip: IpAddr,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut counts = self.counts.lock().expect("counts");
        if let Some(n) = counts.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                counts.remove(&self.ip);
            }
        }
    }
}

/// A connection with a deadline: the header deadline until the server first writes, then
/// an idle deadline pushed back by every byte the client sends.
pub struct GuardedIo {
    io: TcpStream,
    deadline: Pin<Box<Sleep>>,
    answered: bool,
    idle: Duration,
    _slot: Slot,
}

impl GuardedIo {
    fn active(&mut self) {
        self.deadline.as_mut().reset(Instant::now() + self.idle);
    }

    /// The server wrote: the first time, the header deadline gives way to the idle one.
    /// Later writes do not count: the server pings a silent client, whose own bytes
    /// (pongs, messages) alone show it is there.
    fn wrote(&mut self) {
        if !self.answered {
            self.answered = true;
            self.active();
        }
    }
}

impl AsyncRead for GuardedIo {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        match Pin::new(&mut this.io).poll_read(cx, buf) {
            Poll::Ready(Ok(())) => {
                // Before the first answer, bytes do not extend the deadline (slow headers).
                if this.answered && buf.filled().len() > before {
                    this.active();
                }
                Poll::Ready(Ok(()))
            }
            Poll::Pending => match this.deadline.as_mut().poll(cx) {
                Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                    io::ErrorKind::TimedOut,
                    "connection idle or too slow",
                ))),
                Poll::Pending => Poll::Pending,
            },
            other => other,
        }
    }
}

impl AsyncWrite for GuardedIo {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let r = Pin::new(&mut this.io).poll_write(cx, buf);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            this.wrote();
        }
        r
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let r = Pin::new(&mut this.io).poll_write_vectored(cx, bufs);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            this.wrote();
        }
        r
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().io).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().io).poll_shutdown(cx)
    }
}
