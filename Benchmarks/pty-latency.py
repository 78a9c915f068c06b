#!/usr/bin/env python3
"""Terminal latency of FocusUI's TerminalHost through a bare pseudo-terminal.

Runs the demo on a pty this script owns (no tmux, no terminal emulator), with
FOCUSUI_LATENCY_LOG set. For each key it writes the key's bytes to the pty,
blocks reading the pty until the frame arrived and the host logged it, and
only then sends the next key. Nothing is spawned and nothing polls while a key
is handled: the 2 CPUs are the host's and the kernel's.

Two measures per key:
  - host: the host's own log line, ns from the key's bytes read to the
    frame's bytes written (what `terminal-latency.sh` reports with tmux);
  - round trip: from this script's write of the key to its read of the
    frame's last byte — the host's measure plus the pty both ways, the
    wake-ups, and the host's decode of the key before its clock starts.

Usage (terminal-latency.sh runs it; see that script's header for settings):
  pty-latency.py DEMO EXAMPLE READY PRESSES WARMUP KEY IDLE_PRESSES COLUMNS ROWS
PTY_LATENCY_PAUSE=SECONDS waits that long once the demo is up (its pid is
printed), to attach a profiler before the first key. PAUSE_MS=MS waits that
long before each measured key, as a user's pause: the host then starts each
key as it would after idling (on a VM whose idle CPU halts, with its caches
taken by others), rather than right after the last frame.
"""

import fcntl
import os
import select
import signal
import struct
import sys
import tempfile
import termios
import time


def percentile(values, fraction):
    ordered = sorted(values)
    index = max(1, int(len(ordered) * fraction + 0.999999))
    return ordered[index - 1]


class Session:
    """The demo on a pty, and its latency log."""

    def __init__(self, demo, example, columns, rows, log_path):
        self.log_path = log_path
        open(log_path, "w").close()
        pid, master = os.forkpty()
        if pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
            env = dict(os.environ, TERM="xterm-256color", FOCUSUI_LATENCY_LOG=log_path)
            os.execve(demo, [demo, example], env)
        self.pid = pid
        self.master = master
        self.log = open(log_path, "rb")
        self.pending = b""
        self.poller = select.poll()
        self.poller.register(master, select.POLLIN)

    def drain(self, timeout_ms):
        """The bytes the pty holds within `timeout_ms`; b"" when none came."""
        if not self.poller.poll(timeout_ms):
            return b""
        try:
            return os.read(self.master, 1 << 20)
        except OSError:
            return b""

    def wait_for_text(self, text, seconds):
        seen = b""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            seen = (seen + self.drain(100))[-1_000_000:]
            if text in seen:
                return True
        return False

    def next_record(self):
        """The next complete line of the latency log, or None."""
        self.pending += self.log.read()
        if b"\n" not in self.pending:
            return None
        line, self.pending = self.pending.split(b"\n", 1)
        nanoseconds, written, read = (int(field) for field in line.split())
        return nanoseconds, written, read

    def press(self, key, pause=0.0):
        """Sends `key` after `pause` seconds; returns (host ns, bytes written, bytes read, round-trip ns)."""
        if pause:
            time.sleep(pause)
        received = 0
        last = None
        start = time.perf_counter_ns()
        os.write(self.master, key)
        record = None
        deadline = time.monotonic() + 30
        while True:
            # Blocks until the frame's bytes come; a key that draws nothing
            # writes none, so the log is looked at every millisecond too.
            chunk = self.drain(1)
            if chunk:
                last = time.perf_counter_ns()
                received += len(chunk)
            if record is None:
                record = self.next_record()
            if record is not None and received >= record[1]:
                break
            if time.monotonic() > deadline:
                raise TimeoutError("no frame for the key within 30 s")
        round_trip = (last - start) if record[1] > 0 else None
        return record + (round_trip,)

    def quit(self):
        os.write(self.master, b"\x11")  # Ctrl-Q
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            self.drain(50)
            done, _ = os.waitpid(self.pid, os.WNOHANG)
            if done:
                return
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)


def summary(title, results):
    host = [r[0] for r in results]
    written = [r[1] for r in results]
    reads = {r[2] for r in results}
    trips = [r[3] for r in results if r[3] is not None]
    print(title)
    print(f"  keys: {len(results)} (bytes read per key: {'varied' if len(reads) > 1 else reads.pop()})")
    print(
        "  latency, read to written (µs): "
        f"p50 {percentile(host, 0.5) / 1000:.1f}  p90 {percentile(host, 0.9) / 1000:.1f}  "
        f"p99 {percentile(host, 0.99) / 1000:.1f}  max {max(host) / 1000:.1f}"
    )
    if trips:
        print(
            "  round trip, key written to frame read (µs): "
            f"p50 {percentile(trips, 0.5) / 1000:.1f}  p90 {percentile(trips, 0.9) / 1000:.1f}  "
            f"p99 {percentile(trips, 0.99) / 1000:.1f}  max {max(trips) / 1000:.1f}"
        )
    print(
        f"  bytes written per key: mean {sum(written) / len(written):.1f}  max {max(written)}  total {sum(written)}"
    )


def main():
    if len(sys.argv) != 10:
        sys.exit(__doc__)
    demo, example, ready, presses, warmup, key, idle_presses, columns, rows = sys.argv[1:]
    presses, warmup, idle_presses, columns, rows = map(int, (presses, warmup, idle_presses, columns, rows))
    key = bytes.fromhex(key)
    pause = float(os.environ.get("PAUSE_MS", "0")) / 1000
    with tempfile.TemporaryDirectory(prefix="focus-pty-latency.") as work:
        started = time.monotonic()
        session = Session(demo, example, columns, rows, os.path.join(work, "latency.txt"))
        try:
            if not session.wait_for_text(ready.encode(), 600):
                sys.exit(f"timed out waiting for {ready!r} on the screen")
            print(
                f"{example} is up after {time.monotonic() - started:.0f} s ({columns}x{rows}, {demo}, bare pty, "
                f"pid {session.pid})",
                flush=True,
            )
            # Time to attach a profiler to the pid (perf record -g -p PID).
            time.sleep(float(os.environ.get("PTY_LATENCY_PAUSE", "0")))
            for _ in range(warmup):
                session.press(key)
            results = [session.press(key, pause) for _ in range(presses)]
            paused = f", each {pause * 1000:g} ms after the last frame" if pause else ""
            summary(f"key {key.hex()}, {presses} presses after {warmup} unmeasured{paused}:", results)
            summary(
                f"a sequence the host drops (Insert), {idle_presses} presses:",
                [session.press(b"\x1b[2~") for _ in range(idle_presses)],
            )
            summary(
                f"a key no view handles (F5: routed, laid out, drawn), {idle_presses} presses:",
                [session.press(b"\x1b[15~") for _ in range(idle_presses)],
            )
        finally:
            session.quit()


if __name__ == "__main__":
    main()
