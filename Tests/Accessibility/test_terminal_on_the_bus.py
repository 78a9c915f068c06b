"""The terminal app on Linux's accessibility bus, as a screen reader meets
it: `focus-demo` runs in tmux on a private accessibility bus
(private_bus.py); Debian's pyatspi (atspi_probe.py, under /usr/bin/python3)
finds it, walks its tree, hears its focus events and acts on it; and Orca
itself, once, says what it would speak when Tab reaches a field.

    Tests/Accessibility/run [pytest arguments...]

FOCUS_DEMO=path/to/focus-demo overrides .build/debug/focus-demo.
"""

import os
import shlex
import subprocess
import time
import uuid

import pytest
from private_bus import STEP_TIMEOUT, PrivateBus, Probe

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEMO = os.path.abspath(os.environ.get("FOCUS_DEMO", os.path.join(ROOT, ".build/debug/focus-demo")))
APP = "focus-demo"


class Terminal:
    """`focus-demo EXAMPLE` in a tmux pane of 100x30 cells of its own
    (a private tmux server), with the bus's environment."""

    def __init__(self, bus, example, **extra):
        self.socket = f"focusui-atspi-{uuid.uuid4().hex[:8]}"
        environment = bus.environment(TERM="xterm-256color", **extra)
        exports = [f"{key}={shlex.quote(value)}" for key, value in environment.items()
                   if key in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "XDG_RUNTIME_DIR", "DISPLAY",
                              "HOME", "TERM") or key.startswith("FOCUSUI_")]
        command = f"env {' '.join(exports)} {shlex.quote(DEMO)} {shlex.quote(example)}"
        self._tmux("new-session", "-d", "-s", "demo", "-x", "100", "-y", "30", command, env=environment)

    def _tmux(self, *arguments, env=None):
        return subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null", *arguments], check=True,
                              capture_output=True, text=True, env=env, timeout=STEP_TIMEOUT)

    def keys(self, *keys):
        self._tmux("send-keys", "-t", "demo", *keys)

    def screen(self):
        return self._tmux("capture-pane", "-p", "-t", "demo").stdout

    def wait_for_screen(self, text):
        deadline = time.monotonic() + STEP_TIMEOUT
        while time.monotonic() < deadline:
            shown = self.screen()
            if text in shown:
                return shown
            time.sleep(0.05)  # the interval between looks at the pane, not a wait for an outcome
        pytest.fail(f"the screen never showed {text!r}; it shows:\n{self.screen()}")

    def close(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True, timeout=STEP_TIMEOUT)


@pytest.fixture(scope="module")
def bus():
    if not os.access(DEMO, os.X_OK):
        pytest.fail(f"no focus-demo at {DEMO}: swift build --product focus-demo (or set FOCUS_DEMO)")
    with PrivateBus() as running:
        yield running


@pytest.fixture
def probe(bus):
    with Probe(bus, "serve") as serving:
        yield serving


def start(bus, probe, example):
    """The example in tmux, once it is on the bus with its tree."""
    terminal = Terminal(bus, example)
    try:
        tree = ask(probe, "tree", app=APP)
    except BaseException:
        terminal.close()
        raise
    return terminal, tree


def ask(probe, command, **arguments):
    """Sends `command` until it is answered without an error (the app may
    still be joining the bus); fails with the last answer."""
    deadline = time.monotonic() + STEP_TIMEOUT
    while True:
        probe.send(command, **arguments)
        reply = probe.wait_for(lambda event: event["type"] == "reply" and event.get("command") == command,
                               f"the probe's answer to {command}")
        if "error" not in reply:
            return reply
        if time.monotonic() > deadline:
            pytest.fail(f"{command} {arguments}: {reply}")
        time.sleep(0.1)  # the interval between asks while the app joins, not a wait for an outcome


def focus_heard(probe, phrase):
    return probe.wait_for(
        lambda event: event["type"] == "focus" and event["app"] == APP and event["phrase"] == phrase,
        f"the bus to hear focus on {phrase!r}")


def row(tree, name, role):
    found = [item for item in tree if item["name"] == name and item["role"] == role]
    assert found, f"no {role} {name!r} in {[(item['role'], item['name']) for item in tree]}"
    return found[0]


def test_the_login_form_is_an_application_on_the_bus_with_gtks_roles(bus, probe):
    terminal, reply = start(bus, probe, "login")
    try:
        tree = reply["tree"]
        assert tree[0]["role"] == "application" and tree[0]["name"] == APP, tree[0]
        assert tree[1]["role"] == "frame", tree[1]
        assert "focusable" in row(tree, "Username", "entry")["states"]
        assert "editable" in row(tree, "Username", "entry")["states"]
        row(tree, "Password", "password text")
        assert "focusable" in row(tree, "Sign In", "push button")["states"]
    finally:
        terminal.close()


def test_tab_tab_is_heard_as_username_then_password(bus, probe):
    terminal, _ = start(bus, probe, "login")
    try:
        terminal.keys("Tab")
        focus_heard(probe, "Username, entry")
        terminal.keys("Tab")
        focus_heard(probe, "Password, password text")
        heard = [event["phrase"] for event in probe.seen if event["type"] == "focus" and event["app"] == APP]
        assert heard == ["Username, entry", "Password, password text"], heard
    finally:
        terminal.close()


def test_grab_focus_on_sign_in_leaves_it_focused(bus, probe):
    terminal, _ = start(bus, probe, "login")
    try:
        assert ask(probe, "grab_focus", app=APP, name="Sign In", role="push button")["result"] is True
        focus_heard(probe, "Sign In, push button")
        states = row(ask(probe, "tree", app=APP)["tree"], "Sign In", "push button")["states"]
        assert "focused" in states, states
    finally:
        terminal.close()


def test_do_action_on_sign_in_moves_focus_to_the_empty_username(bus, probe):
    terminal, _ = start(bus, probe, "login")
    try:
        assert ask(probe, "do_action", app=APP, name="Sign In", role="push button")["result"] is True
        focus_heard(probe, "Username, entry")
        terminal.wait_for_screen("focusedField = .username")
    finally:
        terminal.close()


def test_the_notifications_accessibility_focus_state_write_is_heard(bus, probe):
    terminal, _ = start(bus, probe, "notification")
    try:
        # An AccessibilityFocusState write moves a screen reader's cursor
        # only once the app knows one listens (as VoiceOver's, on Apple's
        # platforms, only while it runs). The probe registered its focus
        # listener before the app started, so the bridge told the app as
        # it joined the bus; the Tab makes sure the app is up and drawing.
        terminal.keys("Tab")
        focus_heard(probe, "Post priority, push button")
        assert ask(probe, "do_action", app=APP, name="Post priority", role="push button")["result"] is True
        focus_heard(probe, "Priority notification 1, label")
    finally:
        terminal.close()


# AT-SPI's AtspiLive values: what an announcement's detail1 says.
POLITE = 1
ASSERTIVE = 2


def announcement_heard(probe, text):
    return probe.wait_for(
        lambda event: event["type"] == "announcement" and event["app"] == APP and event["data"] == text,
        f"the bus to hear the announcement {text!r}")


def test_an_announcement_the_app_posts_is_heard_with_its_priority(bus, probe):
    terminal, _ = start(bus, probe, "announce")
    try:
        # Each button posts an AccessibilityNotification.Announcement when
        # Return presses it: "Download finished" at .low priority (polite,
        # it waits), "Connection lost" at .high (assertive, it interrupts).
        terminal.keys("Tab")
        focus_heard(probe, "Finish download, push button")
        terminal.keys("Enter")
        polite = announcement_heard(probe, "Download finished")
        assert polite["event"] == "object:announcement" and polite["detail1"] == POLITE, polite
        terminal.keys("Tab")
        focus_heard(probe, "Lose connection, push button")
        terminal.keys("Enter")
        assertive = announcement_heard(probe, "Connection lost")
        assert assertive["detail1"] == ASSERTIVE, assertive
        # Each announcement is heard once, though frames go on.
        terminal.wait_for_screen("Announcements posted: 2")
        heard = [event["data"] for event in probe.seen if event["type"] == "announcement" and event["app"] == APP]
        assert heard == ["Download finished", "Connection lost"], heard
    finally:
        terminal.close()


def wait_for_line(path, text, process=None):
    """The lines of the log at `path` once one contains `text` (a focus
    log, Orca's debug log); fails with them, or when `process` ends."""
    deadline = time.monotonic() + STEP_TIMEOUT
    lines = []
    while time.monotonic() < deadline and (process is None or process.poll() is None):
        if os.path.exists(path):
            with open(path, encoding="utf-8", errors="replace") as log:
                lines = log.read().splitlines()
            if any(text in line for line in lines):
                return lines
        time.sleep(0.05)  # the interval between looks at the log, not a wait for an outcome
    shown = [line for line in lines if "SPEECH OUTPUT" in line] if process else lines
    pytest.fail(f"{path} never said {text!r} (process exit: {process and process.poll()}); it says:\n"
                + "\n".join(shown[-40:]))


def test_without_a_listener_the_bridge_sends_nothing(bus, tmp_path):
    log = str(tmp_path / "focus.log")
    terminal = Terminal(bus, "login", FOCUSUI_FOCUS_LOG=log)
    try:
        wait_for_line(log, 'accessibility bus: joined the accessibility bus')
        terminal.keys("Tab")
        terminal.keys("Tab")
        terminal.wait_for_screen("focusedField = .password")
        terminal.keys("C-q")
        lines = wait_for_line(log, "accessibility bus: sent ")
        assert "accessibility bus: sent 0 events." in lines, lines
    finally:
        terminal.close()


def test_with_the_bridge_off_the_app_stays_off_the_bus_and_the_log_says_why(bus, probe, tmp_path):
    log = str(tmp_path / "focus.log")
    terminal = Terminal(bus, "login", FOCUSUI_FOCUS_LOG=log, FOCUSUI_ACCESSIBILITY_BUS="off")
    try:
        wait_for_line(log, "accessibility bus: off (FOCUSUI_ACCESSIBILITY_BUS=off).")
        terminal.keys("Tab")
        terminal.wait_for_screen("focusedField = .username")
        probe.send("tree")
        reply = probe.wait_for(lambda event: event["type"] == "reply", "the list of applications")
        assert APP not in [row["name"] for row in reply["tree"]], reply
    finally:
        terminal.close()
