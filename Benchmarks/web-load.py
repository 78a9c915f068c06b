#!/usr/bin/env python3
"""Load on the browser host: many tabs of the login form at once, driven by a
scripted WebSocket client (no browser).

    Benchmarks/web-load.py [--demo PATH] [--example login] [--sessions 100] [--rounds 20] [--cycles 3]
    Benchmarks/web-load.py --demo .build/release/focus-demo --example big-form --sessions 1 --rounds 50

The second form is the browser host's own part of a Tab in the
10,000-field form (event in, patch out), without a browser.

Starts `focus-demo web EXAMPLE` (login by default) on a free port, then for each cycle opens
SESSIONS connections at once, has each play the login script ROUNDS times
(Tab, typing, Tab, Tab, Return, Shift-Tab, …; one event, then wait for its
patch), and closes them all. It prints the server's resident memory before,
with the sessions open and after they closed (memory per session is the
difference divided by SESSIONS), and the event-to-patch latency percentiles
over every event of every session, as the client measured them.

Needs Python's `websockets` package (pip install websockets).
"""

import argparse
import asyncio
import json
import os
import socket
import subprocess
import sys
import time

try:
    import websockets
except ImportError:
    sys.exit("web-load.py needs Python's websockets package: pip install websockets")

# Messages of the wire protocol (Sources/FocusUIWeb/Client/protocol.json).
SCRIPT = [
    {"type": "key", "key": "Tab", "modifiers": []},
    {"type": "text", "text": "a"},
    {"type": "text", "text": "d"},
    {"type": "text", "text": "a"},
    {"type": "key", "key": "Tab", "modifiers": []},
    {"type": "key", "key": "Tab", "modifiers": []},
    {"type": "key", "key": "Enter", "modifiers": []},
    {"type": "key", "key": "Tab", "modifiers": ["shift"]},
    {"type": "key", "key": "Backspace", "modifiers": []},
]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def resident_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


async def session(url, rounds, latencies, opened, release):
    async with websockets.connect(url, max_size=1 << 24) as ws:
        await ws.recv()  # the first patch: the whole page
        opened.set_result(None) if not opened.done() else None
        await release.wait()
        for _ in range(rounds):
            for event in SCRIPT:
                start = time.perf_counter()
                await ws.send(json.dumps(event))
                await ws.recv()
                latencies.append((time.perf_counter() - start) * 1000)


async def cycle(url, pid, sessions, rounds):
    latencies = []
    release = asyncio.Event()
    opened = [asyncio.get_running_loop().create_future() for _ in range(sessions)]
    tasks = [asyncio.create_task(session(url, rounds, latencies, opened[i], release)) for i in range(sessions)]
    await asyncio.gather(*opened)
    with_sessions = resident_kib(pid)
    release.set()
    await asyncio.gather(*tasks)
    return with_sessions, latencies


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--demo", default=os.environ.get("FOCUS_DEMO", ".build/debug/focus-demo"))
    parser.add_argument("--example", default="login", help="the example served (login, big-form, …)")
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--cycles", type=int, default=3)
    args = parser.parse_args()

    port = free_port()
    # No token (a scripted client on loopback) and no grace period: a closed
    # session's memory must come back at once.
    server = subprocess.Popen(
        [args.demo, "web", args.example, "--port", str(port), "--no-token", "--reconnect-grace", "0"],
        stdout=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        if "Serving" not in line:
            sys.exit(f"the demo did not start: {line!r}")
        url = f"ws://127.0.0.1:{port}/session"
        # One session first, so that code and caches are warm.
        await cycle(url, server.pid, 1, 1)
        await asyncio.sleep(0.5)
        before = resident_kib(server.pid)
        print(f"server {args.demo}, {args.sessions} sessions x {args.rounds} rounds x {len(SCRIPT)} events")
        print(f"resident before: {before / 1024:.1f} MiB")
        for number in range(1, args.cycles + 1):
            with_sessions, latencies = await cycle(url, server.pid, args.sessions, args.rounds)
            await asyncio.sleep(0.5)
            after = resident_kib(server.pid)
            per_session = (with_sessions - before) / args.sessions
            print(
                f"cycle {number}: open {with_sessions / 1024:.1f} MiB ({per_session:.0f} KiB per session), "
                f"closed {after / 1024:.1f} MiB; event to patch: p50 {percentile(latencies, 0.5):.2f} ms, "
                f"p90 {percentile(latencies, 0.9):.2f} ms, p99 {percentile(latencies, 0.99):.2f} ms, "
                f"max {max(latencies):.2f} ms over {len(latencies)} events"
            )
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    asyncio.run(main())
