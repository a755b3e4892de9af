//! A line to a server, kept on a thread of its own: a connection driven by hand
//! ([`Connection`]) that greets and carries the protocol's messages both ways. The
//! game's window then draws a frame only when the server says something (the line wakes
//! it), not to keep the connection alive or to ask whether anything came: a software
//! renderer spent a fifth of a core drawing frames that only looked at the network.

use std::net::{SocketAddr, UdpSocket};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use polling::{Event, Events, Poller};

pub use super::connection::Heard;
use super::connection::{Connection, Wire};
use super::protocol::ToServer;
use super::transport::{NetError, client_socket};

/// How often the line's thread looks at its connection when nothing comes in: its
/// timers (keeping the connection alive, sending a message again) need it.
const LOOK_EVERY: Duration = Duration::from_millis(250);

/// The longest a line that hangs up waits for the server to acknowledge its last words.
const GOODBYE_WAIT: Duration = Duration::from_secs(1);

/// A line to a server; dropping it hangs up (telling the server).
pub struct Line {
    to: Sender<ToServer>,
    /// In a lock only to be shared with the game's systems (a receiver is not `Sync`).
    heard: Mutex<Receiver<Heard>>,
    poller: Arc<Poller>,
    stop: Arc<AtomicBool>,
}

impl Line {
    /// Dials `server` on a thread of its own; `wake` is called from that thread
    /// whenever something is heard (the game draws its next frame then).
    pub fn dial(server: SocketAddr, wake: impl Fn() + Send + 'static) -> Result<Line, NetError> {
        let wire = Wire::of_this_build()?;
        let socket = client_socket(server)?;
        let watched = socket
            .try_clone()
            .map_err(|e| NetError(format!("cannot watch the connection: {e}")))?;
        let connection = Connection::new(wire, server, socket)?;
        let poller =
            Arc::new(Poller::new().map_err(|e| NetError(format!("cannot watch sockets: {e}")))?);
        let (to, outgoing) = channel::<ToServer>();
        let (incoming, heard) = channel::<Heard>();
        let stop = Arc::new(AtomicBool::new(false));
        let line = Carry {
            wire,
            connection,
            poller: poller.clone(),
            socket: watched,
            outgoing,
            incoming,
            stop: stop.clone(),
        };
        std::thread::Builder::new()
            .name("line to the server".into())
            .spawn(move || line.run(&wake))
            .map_err(|e| NetError(format!("cannot start the line's thread: {e}")))?;
        Ok(Line {
            to,
            heard: Mutex::new(heard),
            poller,
            stop,
        })
    }

    /// Sends `m` to the server (at once: the line's thread is woken for it).
    pub fn send(&self, m: ToServer) {
        if self.to.send(m).is_ok() {
            let _ = self.poller.notify();
        }
    }

    /// Everything heard since the last call.
    pub fn heard(&self) -> Vec<Heard> {
        let mut all = Vec::new();
        let heard = self.heard.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            match heard.try_recv() {
                Ok(h) => all.push(h),
                Err(TryRecvError::Empty | TryRecvError::Disconnected) => return all,
            }
        }
    }
}

impl Drop for Line {
    /// Hangs up without waiting: the line's thread says its last words and its goodbye
    /// on its own (at most [`GOODBYE_WAIT`]), and the game goes on meanwhile.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        let _ = self.poller.notify();
    }
}

/// The line's thread, and what it carries.
struct Carry {
    wire: &'static Wire,
    connection: Connection,
    poller: Arc<Poller>,
    /// A second handle on the connection's socket, watched for what comes in.
    socket: UdpSocket,
    outgoing: Receiver<ToServer>,
    incoming: Sender<Heard>,
    stop: Arc<AtomicBool>,
}

impl Carry {
    /// Looks at the connection whenever its socket has something to read, a message is
    /// to be sent, or [`LOOK_EVERY`] has passed; passes on what it heard.
    fn run(mut self, wake: &dyn Fn()) {
        // SAFETY: the socket is deleted from the poller below, before it is dropped.
        let watching = unsafe { self.poller.add(&self.socket, Event::readable(0)) }.is_ok();
        let mut events = Events::new();
        let mut heard = Vec::new();
        while !self.stop.load(Ordering::Relaxed) {
            self.connection.receive(self.wire, &mut heard);
            self.say_what_waits(&mut heard);
            self.connection.flush(&mut heard);
            let lost = heard.iter().any(|h| matches!(h, Heard::Lost(_)));
            if !heard.is_empty() {
                for h in heard.drain(..) {
                    let _ = self.incoming.send(h);
                }
                wake();
            }
            if lost {
                break;
            }
            events.clear();
            if !watching || self.poller.wait(&mut events, Some(LOOK_EVERY)).is_err() {
                std::thread::sleep(Duration::from_millis(10));
            }
            if watching {
                let _ = self.poller.modify(&self.socket, Event::readable(0));
            }
        }
        self.hang_up();
        let _ = self.poller.delete(&self.socket);
    }

    fn say_what_waits(&mut self, heard: &mut Vec<Heard>) {
        while let Ok(m) = self.outgoing.try_recv() {
            if let Err(e) = self.connection.send(self.wire, &m) {
                heard.push(Heard::Lost(e));
            }
        }
    }

    /// What was still to be said goes first, and is waited on until the server has it
    /// (a choice made just before leaving is played); then the goodbye, which the server
    /// hears at once rather than waiting out a time-out.
    fn hang_up(&mut self) {
        let mut heard = Vec::new();
        self.say_what_waits(&mut heard);
        let until = Instant::now() + GOODBYE_WAIT;
        loop {
            self.connection.receive(self.wire, &mut heard);
            self.connection.flush(&mut heard);
            if self.connection.all_acknowledged(self.wire) || Instant::now() >= until {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        self.connection.disconnect();
    }
}
