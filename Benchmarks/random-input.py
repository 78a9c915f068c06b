#!/usr/bin/env python3
"""How fast the terminal host digests a flood of random bytes.

Runs `focus-demo` (the gallery, or EXAMPLE) on a pseudo-terminal this script
owns, writes MEGABYTES of random bytes (seeded) to it as fast as the app
reads them, reading the frames it draws meanwhile, then asks it to quit and
checks that it does: exit status 0 and the terminal's modes restored.

The bytes are random except for the three that end or stop the app: Ctrl-C
and Ctrl-Q (quit) and Ctrl-Z (suspend) are replaced by spaces. Everything
else goes in: text, control keys, escape sequences (arrows, F-keys, mouse
reports that happen to parse), invalid UTF-8. The app's state lives in a
temporary XDG_STATE_HOME and speech is off.

Reports:
  - digested: the bytes written, over the time until the last write was
    accepted (the pty holds only a few KB, so a write is accepted once the
    app has read almost everything before it);
  - quit: the time from Ctrl-Q to the app's exit, and its status;
  - frames: the app's frames, from its latency log (one line per frame:
    FOCUSUI_LATENCY_LOG), and the bytes it wrote.

Usage:
  random-input.py DEMO [MEGABYTES=10] [SEED=1] [EXAMPLE]
  swift build -c release -j 1 --product focus-demo
  Benchmarks/random-input.py .build/release/focus-demo 10
"""

import fcntl
import os
import random
import select
import signal
import struct
import sys
import tempfile
import termios
import time

COLUMNS, ROWS = 80, 24
CHUNK = 1 << 16


def spawn(demo, example, log_path, state):
    pid, master = os.forkpty()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        env = dict(
            os.environ,
            TERM="xterm-256color",
            FOCUSUI_LATENCY_LOG=log_path,
            FOCUSUI_SPEECH="off",
            XDG_STATE_HOME=state,
        )
        arguments = [demo] + ([example] if example else [])
        os.execve(demo, arguments, env)
    return pid, master


def random_bytes(megabytes, seed):
    data = bytearray(random.Random(seed).randbytes(int(megabytes * 1_000_000)))
    # Ctrl-C, Ctrl-Q quit; Ctrl-Z would suspend where a shell could resume.
    return bytes(data.translate(bytes.maketrans(b"\x03\x11\x1a", b"   ")))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    demo = sys.argv[1]
    megabytes = float(sys.argv[2]) if len(sys.argv) > 2 else 10
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    example = sys.argv[4] if len(sys.argv) > 4 else None
    data = random_bytes(megabytes, seed)
    with tempfile.TemporaryDirectory(prefix="focus-random-input.") as work:
        log_path = os.path.join(work, "latency.txt")
        open(log_path, "w").close()
        pid, master = spawn(demo, example, log_path, work)
        output = bytearray()
        # The gallery's hint line (each word is written with a style of its own).
        ready = b"Ctrl-Q" if example is None else b""
        deadline = time.monotonic() + 600
        while ready and ready not in output:
            if time.monotonic() > deadline:
                sys.exit("timed out waiting for the gallery")
            if select.select([master], [], [], 0.1)[0]:
                output += os.read(master, CHUNK)
        received = 0
        flags = fcntl.fcntl(master, fcntl.F_GETFL)
        fcntl.fcntl(master, fcntl.F_SETFL, flags | os.O_NONBLOCK)
        offset = 0
        start = time.perf_counter()
        while offset < len(data):
            readable, writable, _ = select.select([master], [master], [], 60)
            if not readable and not writable:
                sys.exit(f"the app stopped reading after {offset} bytes")
            if readable:
                try:
                    received += len(os.read(master, CHUNK))
                except OSError:
                    sys.exit(f"the app ended after {offset} bytes")
            if writable:
                try:
                    offset += os.write(master, data[offset : offset + CHUNK])
                except BlockingIOError:
                    pass
        digested = time.perf_counter() - start
        # A lone Escape at the end waits 50 ms to be one; then Ctrl-Q.
        time.sleep(0.1)
        quit_start = time.perf_counter()
        os.write(master, b"\x11")
        status = None
        tail = bytearray()
        deadline = time.monotonic() + 60
        while status is None and time.monotonic() < deadline:
            if select.select([master], [], [], 0.05)[0]:
                try:
                    chunk = os.read(master, CHUNK)
                    received += len(chunk)
                    tail = (tail + chunk)[-4096:]
                except OSError:
                    pass
            done, code = os.waitpid(pid, os.WNOHANG)
            if done:
                status = code
        quit_time = time.perf_counter() - quit_start
        if status is None:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        with open(log_path) as log:
            frames = [line.split() for line in log if line.strip()]
    restored = b"\x1b[?1049l" in tail
    rate = len(data) / digested / 1_000_000
    print(f"{len(data):,} random bytes (seed {seed}) into {example or 'the gallery'} ({demo}, {COLUMNS}x{ROWS})")
    print(f"  digested in {digested:.2f} s: {rate:.2f} MB/s")
    print(f"  frames: {len(frames):,} ({len(frames) / digested:.0f} a second), {received:,} bytes written by the app")
    if status is None:
        print("  quit: the app did not exit within 60 s of Ctrl-Q (killed)")
        sys.exit(1)
    exit_code = os.waitstatus_to_exitcode(status)
    print(f"  quit: exit status {exit_code} {quit_time * 1000:.0f} ms after Ctrl-Q; terminal restored: {restored}")
    if exit_code != 0 or not restored:
        sys.exit(1)


if __name__ == "__main__":
    main()
