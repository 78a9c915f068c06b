"""The login page as Linux's screen readers hear it: Chromium, headful on an
X display of its own, joins a private accessibility bus
(Tests/Accessibility/private_bus.py); Debian's pyatspi hears its focus
events, and Orca itself says what it would speak (its debug log, speech
going to speech-dispatcher and from there to ALSA's null device).

Why Orca needs the speech part: on a machine without a sound card,
speech-dispatcher never reports the end of an utterance, and Orca 43 stops
handling events after the first few phrases ("Loading. Please wait." was
the last it logged); with the null device it runs as on a desktop.
"""

import os
import subprocess
import sys
import time

import pytest

from support import CHROMIUM, TIMEOUT_MS, Server, settle, wait_focus, wait_rows

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Accessibility"))
from private_bus import PrivateBus, Probe  # noqa: E402

USERNAME = "input[aria-label=Username]"


@pytest.fixture(scope="module")
def bus():
    with PrivateBus(display=True, speech=True) as running:
        yield running


@pytest.fixture(scope="module")
def server():
    running = Server("login").start()
    yield running
    running.stop()


def launch_headful(playwright, bus):
    """Chromium with a window, its accessibility on, on the private bus."""
    return playwright.chromium.launch(
        executable_path=CHROMIUM, headless=False, env=bus.environment(),
        args=["--no-sandbox", "--force-renderer-accessibility"])


@pytest.fixture(scope="module")
def headful(playwright, bus):
    launched = launch_headful(playwright, bus)
    yield launched
    launched.close()


@pytest.fixture
def login(headful, server):
    page = headful.new_page(viewport={"width": 1000, "height": 600})
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(server.url)
    page.wait_for_function("document.querySelectorAll('#elements [data-key]').length > 0")
    settle(page)
    yield page
    page.close()


def focus_heard(probe, phrase):
    return probe.wait_for(
        lambda event: event["type"] == "focus" and event["app"] == "Chromium" and event["phrase"] == phrase,
        f"the bus to hear focus on {phrase!r}")


def test_tab_in_the_login_page_is_heard_field_by_field_on_the_accessibility_bus(bus, login):
    with Probe(bus, "listen") as probe:
        login.keyboard.press("Tab")
        focus_heard(probe, "Username, entry")
        login.keyboard.press("Tab")
        focus_heard(probe, "Password, password text")
        login.keyboard.press("Tab")
        focus_heard(probe, "Sign In, push button")
        heard = [event["phrase"] for event in probe.seen if event["type"] == "focus" and event["app"] == "Chromium"]
    # Each landing is heard once, in Tab's order.
    fields = [phrase for phrase in heard if phrase.split(", ")[0] in ("Username", "Password", "Sign In")]
    assert fields == ["Username, entry", "Password, password text", "Sign In, push button"], heard


def test_sign_in_writing_focus_state_is_heard_as_the_password_field(bus, login):
    login.keyboard.press("Tab")
    wait_focus(login, "Username")
    login.keyboard.type("bob")
    login.keyboard.press("Tab")
    wait_focus(login, "Password")
    login.keyboard.press("Tab")
    wait_focus(login, "Sign In")
    with Probe(bus, "listen") as probe:
        login.keyboard.press("Enter")  # the password is empty: focusedField = .password
        focus_heard(probe, "Password, password text")
    wait_rows(login, "focusedField = .password")


def wait_for_line(path, text, process, timeout=TIMEOUT_MS / 1000):
    """Waits until the file at `path` has a line containing `text`; fails
    with the file's last lines when it does not come."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            break
        if os.path.exists(path):
            with open(path, encoding="utf-8", errors="replace") as log:
                if any(text in line for line in log):
                    return
        time.sleep(0.05)  # the interval between looks at the log, not a wait for an outcome
    tail = ""
    if os.path.exists(path):
        with open(path, encoding="utf-8", errors="replace") as log:
            tail = "".join(line for line in log if "SPEECH OUTPUT" in line)[-3000:]
    pytest.fail(f"Orca never logged {text!r} (exit {process.poll()}); what it said:\n{tail}")


def test_orca_speaks_the_name_of_the_field_tab_reaches(playwright, bus, server, tmp_path):
    log = str(tmp_path / "orca.debug")
    environment = bus.environment()
    orca = subprocess.Popen(
        ["orca", "--replace", "--debug-file", log], env=environment, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        wait_for_line(log, "SPEECH OUTPUT: 'Screen reader on.'", orca)
        # A browser of its own, started after Orca: Orca reads it from the start.
        browser = launch_headful(playwright, bus)
        try:
            page = browser.new_page()
            page.set_default_timeout(TIMEOUT_MS)
            page.goto(server.url)
            page.wait_for_function("document.querySelectorAll('#elements [data-key]').length > 0")
            settle(page)
            wait_for_line(log, "SPEECH OUTPUT: 'Finished loading", orca)
            page.keyboard.press("Tab")
            wait_focus(page, "Username")
            wait_for_line(log, "SPEECH OUTPUT: 'Username entry", orca)
            page.keyboard.press("Tab")
            wait_focus(page, "Password")
            wait_for_line(log, "SPEECH OUTPUT: 'Password password text", orca)
        finally:
            browser.close()
    finally:
        orca.terminate()
        try:
            orca.wait(timeout=15)
        except subprocess.TimeoutExpired:
            orca.kill()
            orca.wait()


def test_tab_past_sign_in_is_heard_leaving_the_page_for_the_browsers_own_controls(bus, login):
    for name in ("Username", "Password", "Sign In"):
        login.keyboard.press("Tab")
        wait_focus(login, name)
    settle(login)
    with Probe(bus, "listen") as probe:
        login.keyboard.press("Tab")
        # No keyboard trap (WCAG 2.1.2): focus goes on to Chromium's own
        # controls, heard as such, instead of round to Username.
        heard = probe.wait_for(
            lambda event: event["type"] == "focus" and event["app"] == "Chromium", "the next focus after Sign In")
    assert heard["phrase"] != "Username, entry", probe.seen
    assert heard["name"] not in ("Username", "Password", "Sign In"), probe.seen
    login.wait_for_function("() => !document.activeElement || document.activeElement === document.body")


def test_behind_a_sheet_a_screen_reader_finds_only_the_sheet(bus, headful):
    sheet = Server("sheet").start()
    page = headful.new_page(viewport={"width": 1000, "height": 600})
    try:
        page.set_default_timeout(TIMEOUT_MS)
        page.goto(sheet.url)
        page.wait_for_function("document.querySelectorAll('#elements [data-key]').length > 0")
        settle(page)
        with Probe(bus, "listen") as probe:
            page.keyboard.press("Tab")
            wait_focus(page, "Edit")
            page.keyboard.press("Enter")
            # The sheet takes focus: its title or its first field is heard.
            probe.wait_for(
                lambda event: event["type"] == "focus" and event["app"] == "Chromium"
                and event["name"] in ("Edit Milk", "Name"), "focus to move into the sheet")
        page.wait_for_function("[...document.querySelectorAll('#elements [data-key]')].some((e) => e.inert)")
        settle(page)
        with Probe(bus, "serve") as probe:
            probe.send("tree", app="Chromium")
            reply = probe.wait_for(lambda event: event.get("type") == "reply", "Chromium's tree")
        phrases = [row["phrase"] for row in reply.get("tree", [])]
        # The page behind is inert: Orca's own cursor cannot reach it.
        assert "Cancel, push button" in phrases and "Save, push button" in phrases, reply
        behind = {"Clear list, push button", "Help, push button", "Delete, push button", "Milk ×2, label"}
        assert not behind & set(phrases), [phrase for phrase in phrases if phrase in behind]
    finally:
        page.close()
        sheet.stop()
