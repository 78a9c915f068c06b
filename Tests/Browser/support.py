"""What the browser tests share: a focus-demo web server, pages on it, and
waits on what the page shows. Every wait is for a condition; none is a
sleep."""

import json
import os
import re
import select
import shutil
import socket
import subprocess
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEMO = os.environ.get("FOCUS_DEMO", os.path.join(ROOT, ".build", "debug", "focus-demo"))
# The wire protocol's one schema: key names, element kinds, field names.
PROTOCOL_PATH = os.path.join(ROOT, "Sources", "FocusUIWeb", "Client", "protocol.json")
with open(PROTOCOL_PATH, encoding="utf-8") as schema:
    PROTOCOL = json.load(schema)
CHROMIUM = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
# The URL carries the server's token: `http://localhost:PORT/?token=…`.
SERVING = re.compile(r"Serving .* on (http://localhost:(\d+)/\S*)")
# Waits are for conditions; this is only how long one may take before the
# test fails (a debug build on a small CI machine is slow).
TIMEOUT_MS = 20_000


reports = []


def report(line):
    """Prints `line` in the run's summary: measurements are reported, not
    asserted."""
    reports.append(line)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """`focus-demo web NAME --port PORT`, running until stopped."""

    def __init__(self, name, env=None, arguments=()):
        self.name = name
        self.env = env
        self.arguments = list(arguments)
        self.demo = os.path.relpath(DEMO, ROOT) if DEMO.startswith(ROOT) else DEMO
        self.process = None
        self.url = None

    def start(self):
        if not os.access(DEMO, os.X_OK):
            pytest.fail(f"{DEMO} is missing: run `swift build --product focus-demo` first")
        # A port found free may be taken before the server binds it: try again.
        for _ in range(5):
            arguments = [DEMO, "web"] + ([self.name] if self.name else []) + ["--port", str(free_port())]
            arguments += self.arguments
            self.process = subprocess.Popen(
                arguments, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                env={**os.environ, **(self.env or {})})
            line = self._serving_line(timeout=30)
            if line:
                found = SERVING.search(line)
                self.url = found.group(1)
                self.port = int(found.group(2))
                return self
            error = self.stop()
        pytest.fail(f"focus-demo web {self.name or ''} did not start: {error}")

    def _serving_line(self, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.process.stdout], [], [], deadline - time.monotonic())
            if not ready:
                break
            line = self.process.stdout.readline()
            if not line:
                break  # it exited
            if SERVING.search(line):
                return line
        return None

    def stop(self):
        """Stops the server; returns what it wrote to stderr."""
        if self.process is None:
            return ""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        error = self.process.stderr.read() if self.process.stderr else ""
        self.process.stdout.close()
        self.process.stderr.close()
        self.process = None
        return error


def open_page(browser, server, width=1000, height=600):
    """A new tab on `server`: a new session, ready once its first patches
    (size, cells, elements) are applied."""
    page = browser.new_page(viewport={"width": width, "height": height})
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(server.url)
    page.wait_for_function("document.querySelectorAll('#elements [data-key]').length > 0")
    settle(page)
    return page


SETTLED = "() => +(document.documentElement.dataset.handled || 0) >= +(document.documentElement.dataset.sent || 0)"


def settle(page):
    """Waits until the server has handled every message the page sent (its
    patches say how many): what the page shows then is their effect."""
    page.wait_for_function(SETTLED)



def serve(name):
    """A module-scoped `server` fixture serving example `name` (None: the
    gallery)."""

    @pytest.fixture(scope="module")
    def server():
        running = Server(name).start()
        yield running
        running.stop()

    return server


# MARK: What the page shows

ACTIVE = """() => {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  return {
    key: element.dataset.key || null,
    tag: element.tagName.toLowerCase(),
    type: element.type || null,
    role: element.getAttribute("role"),
    name: (element.getAttribute("aria-label") || element.textContent || "").trim(),
  };
}"""


def active(page):
    """The focused element: its key, tag, type, role and accessible name, or
    None when the body has focus."""
    return page.evaluate(ACTIVE)


def wait_focus(page, name, tag=None):
    """Waits until the DOM focus is on the element named `name` (its
    aria-label, else its text), and returns it as `active` does."""
    page.wait_for_function(
        """([name, tag]) => {
          const element = document.activeElement;
          if (!element || element === document.body) return false;
          const own = (element.getAttribute("aria-label") || element.textContent || "").trim();
          return own === name && (!tag || element.tagName.toLowerCase() === tag);
        }""",
        arg=[name, tag])
    return active(page)


def rows_text(page):
    """The cells the server drew, one line per row."""
    return page.evaluate("[...document.querySelectorAll('#cells .row')].map((row) => row.textContent).join('\\n')")


def wait_rows(page, text):
    """Waits until a row of the server-drawn cells contains `text`."""
    page.wait_for_function(
        "(text) => [...document.querySelectorAll('#cells .row')].some((row) => row.textContent.includes(text))",
        arg=text)


def patches(page):
    return page.evaluate("+document.documentElement.dataset.patches || 0")


def click_element(page, selector):
    """A mouse click at the middle of the element `selector` names: what the
    user aims at, whatever transparent layer is on top there."""
    box = page.locator(selector).bounding_box()
    assert box, f"{selector} is not on the page"
    page.mouse.click(box["x"] + min(box["width"] / 2, 20), box["y"] + box["height"] / 2)
