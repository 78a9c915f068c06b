#!/usr/bin/env python3
"""How fast a task that changes an @Observable model in a loop runs in the
terminal host, and how often the screen shows its latest value.

Runs `focus-demo churn` in tmux (a terminal emulator that keeps the screen):
a `.task` that does `model.count += 1; await Task.yield()` forever, and a
body that shows the count and how many times it ran (once per frame at
most). After WARMUP seconds it reads the screen, again SECONDS later, and
reports changes a second and frames (body evaluations) a second; then it
quits with Ctrl-Q and checks that the app ended.

Usage:
  swift build -c release -j 1 --product focus-demo
  Benchmarks/churn-rate.py .build/release/focus-demo [SECONDS=5] [WARMUP=1]
FOCUSUI_FRAME_RATE (environment) is passed on: the host's frame rate.
"""

import os
import re
import subprocess
import sys
import tempfile
import time


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    demo = os.path.abspath(sys.argv[1])
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 5
    warmup = float(sys.argv[3]) if len(sys.argv) > 3 else 1
    rate = os.environ.get("FOCUSUI_FRAME_RATE", "")
    with tempfile.TemporaryDirectory(prefix="focus-churn.") as work:
        socket = os.path.join(work, "tmux.sock")

        def tmux(*arguments):
            return subprocess.run(["tmux", "-S", socket, *arguments], capture_output=True, text=True).stdout

        settings = f"FOCUSUI_FRAME_RATE={rate} " if rate else ""
        tmux("new-session", "-d", "-s", "churn", "-x", "40", "-y", "6",
             f"env TERM=xterm-256color {settings}'{demo}' churn; sleep 30")

        def read():
            screen = tmux("capture-pane", "-p", "-t", "churn")
            changes = re.search(r"changes: (\d+)", screen)
            bodies = re.search(r"bodies: (\d+)", screen)
            return time.perf_counter(), int(changes.group(1)) if changes else None, int(bodies.group(1)) if bodies else None

        try:
            deadline = time.monotonic() + 120
            while read()[1] is None:
                if time.monotonic() > deadline:
                    sys.exit("timed out waiting for the churn probe")
                time.sleep(0.05)
            time.sleep(warmup)
            start, changes0, bodies0 = read()
            time.sleep(seconds)
            end, changes1, bodies1 = read()
            elapsed = end - start
            pid = tmux("display-message", "-p", "-t", "churn", "#{pane_pid}").strip()
            tmux("send-keys", "-t", "churn", "-H", "11")  # Ctrl-Q
            quit_deadline = time.monotonic() + 10
            quitted = False
            while time.monotonic() < quit_deadline:
                if "changes:" not in tmux("capture-pane", "-p", "-t", "churn"):
                    quitted = True
                    break
                time.sleep(0.05)
        finally:
            tmux("kill-server")
    print(f"churn in the terminal ({demo}, frame rate {rate or 'default'}), over {elapsed:.1f} s:")
    print(f"  changes: {(changes1 - changes0) / elapsed:,.0f} a second ({changes1:,} in all)")
    print(f"  frames (body evaluations): {(bodies1 - bodies0) / elapsed:,.0f} a second")
    print(f"  quit with Ctrl-Q: {'yes' if quitted else 'NO'} (pane {pid})")
    if not quitted:
        sys.exit(1)


if __name__ == "__main__":
    main()
