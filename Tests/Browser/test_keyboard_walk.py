"""Every gallery example, by keyboard alone, in Chromium.

Each test opens the gallery, goes down to one example with the arrow keys,
opens it with Return, plays that example's own key script (its controls,
menus, sheets, lists; no mouse), and goes back to the gallery with Esc.
The two apps with menus (`documents`, `recipes`) are walked as apps.
After every step the page must show what the demo's headless mode shows
for the same keys (`focus-demo --keys … --print-each-step`, the same `Screen`
driven without a browser), and the browser's focus must be on the element
the window says is focused. So a key the browser keeps, changes or
delivers twice, or a focus the page fails to follow, fails the step that
lost it, with the two screens side by side."""

import difflib
import os
import re
import shutil
import subprocess
import tempfile

import pytest

from support import DEMO, PROTOCOL, TIMEOUT_MS, Server, open_page, settle

# What each example does, by keys only. Words are KeyScript's (see
# `focus-demo --help`); "quoted text" is typed.
SCRIPTS = {
    "login": 'tab tab tab return "bob" delete tab tab space "pw" shift-tab shift-tab tab tab return',
    "two-bindings": 'tab tab return "Ada" tab tab space tab tab tab space',
    "ambiguous": 'tab tab tab return "x" tab "y" tab return',
    "nested-bool": 'tab tab "ada" shift-tab tab delete',
    "nested-enum": 'tab tab "ada" shift-tab tab left "x"',
    "auto-focus": '"swift" tab return tab "x"',
    "custom-control": 'tab "Ada" tab space tab return shift-tab',
    "default-focus": '"Ada" tab "a@b" tab tab return "z" shift-tab shift-tab',
    "groceries": 'tab space tab tab tab return "Milk" shift-tab space tab tab return',
    "keys": 'tab right right 3 left 5 delete tab return shift-tab',
    "rating": 'tab right right tab 4 tab 0 left tab return shift-tab 2 shift-tab left',
    "controls": 'tab return tab right right tab right tab space tab space tab right tab',
    "arrows": 'tab right down down left return up right return',
    "search": 'ctrl-f "ap" down return ctrl-f "zz" escape tab',
    "selectable-list": 'tab down down return tab right tab return down return',
    "sheet": 'tab return tab delete "3" tab tab return tab return tab escape shift-tab shift-tab return escape',
    "navigation": 'tab down return tab return escape',
    "lazy-list": '"500" return pagedown end home tab',
    "big-form": 'tab "a" tab tab "b" shift-tab pagedown',
    "styles": 'tab space space tab space tab tab space',
    "layout": 'tab "Pea soup" tab "2" tab tab',
    "storage": 'tab right tab space tab return down return',
    "recipes": 'tab tab right return f10 right down return escape alt-right',
    "recipe-table": 'tab down down end home pagedown tab right tab return shift-tab shift-tab up',
    "settings-tabs": 'tab right tab right shift-tab left tab "Ada" tab space shift-tab shift-tab end tab return',
    "library": 'tab tab down shift-tab down tab "m" down down return shift-tab end tab space',
    "notification": 'tab return tab return tab return',
    # Results come after a pause in the typing: the page is compared with
    # the headless screen once the pause has passed (wait: moves the
    # headless clock, and waits as long in the browser).
    "async-search": '"pasta" wait:600ms space shift-tab "x" wait:600ms',
}

# KeyScript words → the keys Playwright presses, from the wire schema
# (the same table the server and the page read).
KEYS = {
    word: key.get("press", key["browser"]) for key in PROTOCOL["keys"] for word in key["script"]
} | {
    word: "+".join([PROTOCOL["modifiers"][name]["browser"] for name in held] + [key])
    for word, (*held, key) in PROTOCOL["scriptShortcuts"].items()
}
MODIFIERS = {word: modifier["browser"] for modifier in PROTOCOL["modifiers"].values() for word in modifier["script"]}


def words(script):
    return re.findall(r'"[^"]*"|\S+', script)


def playwright_key(word):
    """The key Playwright presses for a KeyScript word."""
    if word in KEYS:
        return KEYS[word]
    *held, key = word.split("-")
    return "+".join([MODIFIERS[name] for name in held] + [KEYS.get(key, key)])


def gallery():
    """(name, title) of each example the gallery lists, in its order."""
    listed = subprocess.run([DEMO, "list"], capture_output=True, text=True, check=True).stdout
    entries = [line.split(None, 1) for line in listed.splitlines() if line.strip()]
    return [(name, title.strip()) for name, title in entries if name != "documents"]


# MARK: Both sides

def normalized(screen, state):
    """`screen` without trailing blanks, and with the state folder (which
    the storage example shows) named alike on both sides."""
    lines = [line.rstrip() for line in screen.replace(state, "<state>").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)


def headless(name, steps, size):
    """The screens the demo's headless mode shows for `steps` (in the
    gallery when `name` is None): before the first step, then after each,
    from one run (`--print-each-step`), with its own fresh state folder."""
    state = tempfile.mkdtemp()
    try:
        run = subprocess.run(
            [DEMO] + ([name] if name else []) + ["--keys", " ".join(steps), "--print-each-step", "--size", size],
            capture_output=True, text=True, env={**os.environ, "XDG_STATE_HOME": state}, timeout=120)
        assert run.returncode == 0, run.stderr
        screens = run.stdout.split("\f\n")[:-1]
        assert len(screens) == len(steps) + 1, f"{len(screens)} screens for {len(steps)} steps"
        return [normalized(screen, state) for screen in screens]
    finally:
        shutil.rmtree(state, ignore_errors=True)


SHOWN = """(state) => {
  const lines = [...document.querySelectorAll('#cells .row')]
    .map((row) => row.textContent.split(state).join('<state>').trimEnd());
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  return lines.join('\\n');
}"""

FOCUS = """() => {
  const wanted = document.documentElement.dataset.focus || null;
  const element = document.activeElement;
  const focused = element && element !== document.body ? element : null;
  return {
    wanted,
    active: focused ? focused.dataset.key || focused.tagName : null,
    name: focused ? (focused.getAttribute('aria-label') || focused.textContent || '').trim() : null,
    tabindex: focused ? focused.getAttribute('tabindex') : null,
    forAccessibility: !!(focused && focused.dataset.accessibilityFocus),
    inMenu: !!(focused && focused.closest('#menubar, #menu')),
    ring: !!(focused && focused.matches(':focus-visible')),
  };
}"""


class Walk:
    """One browser tab on `focus-demo web [NAME]`, and the keys pressed
    in it so far."""

    def __init__(self, page, state, name=None):
        self.page = page
        self.name = name
        self.state = state
        self.size = page.evaluate("document.documentElement.dataset.size")
        self.steps = []
        self.plan = []
        self.screens = []

    def expect(self, plan):
        """Runs the headless demo once over `plan`, the words this walk will
        press (it may stop early): each step is then compared with its
        screen, and the walk costs one headless run, not one per key."""
        self.plan = plan
        self.screens = headless(self.name, plan, self.size)

    def leaves_page(self, word):
        """Whether `word` (Tab or Shift-Tab) takes focus out of the page:
        the page's focus is the window's, on its last (first) stop."""
        direction = {"tab": "forward", "shift-tab": "backward"}.get(word)
        if direction is None:
            return False
        return self.page.evaluate(
            """(direction) => {
              const focus = document.documentElement.dataset.focus;
              const element = focus && document.querySelector(`[data-key="${focus}"]`);
              const exits = (document.documentElement.dataset.exits || "").split(" ");
              return !!element && document.activeElement === element && exits.includes(direction);
            }""", direction)

    def press(self, word, check=True):
        """Presses `word` in the browser (or, for `wait:…`, lets that time
        pass), then checks the page against the headless screen for every
        key so far, unless `check` is False (a key whose effect waits for
        the `wait:` after it); returns the focus check."""
        self.steps.append(word)
        if word.startswith("wait:"):
            amount = word[5:]
            self.page.wait_for_timeout(int(amount[:-2]) if amount.endswith("ms") else int(amount[:-1]) * 1000)
        elif word.startswith('"'):
            self.page.keyboard.type(word[1:-1])
        else:
            leaves = self.leaves_page(word)
            self.page.keyboard.press(playwright_key(word))
            if leaves:
                # Tab past the window's last stop leaves the page (no keyboard
                # trap); a user's next Tab comes back in at the other end,
                # where the headless window's one Tab went round to.
                # Headless Chromium, with no controls of its own, may hand
                # focus straight back to the page's other end instead.
                settle(self.page)
                if self.page.evaluate("() => !document.activeElement || document.activeElement === document.body"):
                    self.page.keyboard.press(playwright_key(word))
        try:
            settle(self.page)
        except Exception:
            pytest.fail(f"after {' '.join(self.steps)}: the server did not answer every message")
        if not check:
            return None
        assert self.steps == self.plan[:len(self.steps)], f"{' '.join(self.steps)} is not the walk's plan"
        expected = self.screens[len(self.steps)]
        try:
            self.page.wait_for_function(
                f"([expected, state]) => ({SHOWN})(state) === expected", arg=[expected, self.state],
                timeout=TIMEOUT_MS)
        except Exception:
            shown = self.page.evaluate(SHOWN, self.state)
            diff = "\n".join(difflib.unified_diff(
                expected.split("\n"), shown.split("\n"), "headless", "browser", lineterm=""))
            pytest.fail(f"after {' '.join(self.steps)}: the browser shows another screen\n{diff}")
        focus = self.page.evaluate(FOCUS)
        where = f"after {' '.join(self.steps)}: {focus}"
        if not focus["forAccessibility"]:
            assert focus["active"] == focus["wanted"], f"the browser's focus is not the window's {where}"
        if focus["active"] and not focus["forAccessibility"]:
            # An open menu's items take focus from the arrows (tabindex -1,
            # as ARIA's menu pattern has it); everything else from Tab.
            if not focus["inMenu"]:
                assert focus["tabindex"] == "0", f"the focused element is out of the tab order {where}"
            assert focus["ring"], f"keyboard focus shows no :focus-visible ring {where}"
        return focus


@pytest.fixture
def serving():
    """Starts `focus-demo web [NAME]` with a state folder of its own and
    opens a page on it: gives a `Walk` on that page and the problems its
    script reports (script errors, refused messages). Stops the server
    after the test."""
    state = tempfile.mkdtemp()
    started = []

    def start(browser, name):
        server = Server(name, env={"XDG_STATE_HOME": state}).start()
        started.append(server)
        page = open_page(browser, server)
        problems = []
        page.on("pageerror", lambda error: problems.append(f"script error: {error}"))
        page.on("console", lambda message: problems.append(message.text) if "refused" in message.text else None)
        return Walk(page, state, name), problems

    yield start
    for server in started:
        server.stop()
    shutil.rmtree(state, ignore_errors=True)


@pytest.mark.parametrize("name", [name for name, _ in gallery()])
def test_example_works_by_keyboard_alone(browser, serving, name):
    assert name in SCRIPTS, f"{name} has no keyboard walk: add its script to SCRIPTS"
    titles = dict(gallery())
    walk, problems = serving(browser, None)
    script = words(SCRIPTS[name])
    downs = ["down"] * list(titles).index(name)
    walk.expect(downs + ["return"] + script + ["escape"] * 4)
    for word in downs:
        walk.press(word)
    assert walk.press("return")["name"] != titles[name], "Return did not open the example"
    for index, word in enumerate(script):
        walk.press(word, check=not script[index + 1:index + 2] or not script[index + 1].startswith("wait:"))
    # Esc goes back; an example whose view takes Esc (onExitCommand, a
    # search field, a sheet) takes more than one.
    for _ in range(4):
        back = walk.press("escape")
        if back["name"] == titles[name]:
            break
    assert back["name"] == titles[name], f"Esc did not bring focus back to the gallery's {titles[name]}"
    assert not problems, "\n".join(problems)


# The apps with menus, served as apps (`focus-demo web NAME`): menus by
# F10 and the arrows, window tabs by Alt-←/→. Shortcuts a browser keeps for
# itself (Ctrl-N, Ctrl-W, Ctrl-+) are left out: there the menus are the
# keyboard's way.
APP_SCRIPTS = {
    # The note, Ctrl-U, Edit ▸ Increment, File ▸ New, File ▸ Close.
    "documents": 'tab "Plan" ctrl-u f10 right right return f10 right return tab "Second" alt-left "!" alt-right '
    'f10 right down return escape',
    # A recipe opened and rated, Recipe ▸ Add to Favorites and Rate Higher
    # (past File and Edit), File ▸ New Window, then back to the first window.
    "recipes": 'tab tab right return right escape f10 right right right return f10 right right right down return '
    'f10 right return tab alt-left tab tab',
}


@pytest.mark.parametrize("name", APP_SCRIPTS)
def test_app_works_by_keyboard_alone(browser, serving, name):
    walk, problems = serving(browser, name)
    walk.expect(words(APP_SCRIPTS[name]))
    for word in words(APP_SCRIPTS[name]):
        walk.press(word)
    assert not problems, "\n".join(problems)
