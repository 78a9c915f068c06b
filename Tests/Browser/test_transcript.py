"""What a screen reader in the browser reads, Tab by Tab, is what the
golden transcripts say a VoiceOver user hears in the TestHost
(Tests/FocusDemoTests/Transcripts): one phrase rule, three hosts.

After each Tab the focused element's role, accessible name and state are
read from the page's accessibility tree (Playwright's ARIA snapshot) and
its DOM state, never from the server's messages, and phrased as
`SpokenPhrase` phrases them: name, kind, state."""

import os
import re

import pytest
from playwright.sync_api import expect

from support import ROOT, Server, open_page, settle

TRANSCRIPTS = os.path.join(ROOT, "Tests", "FocusDemoTests", "Transcripts")

# The words `SpokenPhrase` says for each ARIA role the page gives.
KIND = {
    "textbox": "text field",
    "button": "button",
    "switch": "switch",
    "checkbox": "switch",
    "link": "link",
    "tab": "tab",
    "slider": "slider",
    "spinbutton": "stepper",
    "img": "image",
    "heading": "heading",
}

# `- role "name" [state]…`, the first line of an element's ARIA snapshot
# (quoted as YAML, `- 'role "name"': value`, when it holds a colon).
SNAPSHOT_LINE = re.compile(r'^- \'?(\w+)(?: "((?:[^"\\]|\\.)*)")?')

STATE = """(element) => {
  const key = element.dataset.key || "";
  const list = key.startsWith("n") ? document.querySelector(`[data-key="l${key.slice(1)}"]`) : null;
  return {
    type: element.type || null,
    value: element.value ?? null,
    checked: element.checked ?? null,
    amount: element.getAttribute("aria-valuetext") || element.getAttribute("aria-valuenow"),
    items: list ? list.querySelectorAll(":scope > [role=listitem]").length : null,
  };
}"""


def golden(name):
    with open(os.path.join(TRANSCRIPTS, f"{name}.txt"), encoding="utf-8") as file:
        return file.read().splitlines()


def heard(page):
    """The phrase for the focused element, from what the page exposes."""
    focused = page.locator(":focus")
    found = SNAPSHOT_LINE.match(focused.aria_snapshot())
    assert found, focused.aria_snapshot()
    role, name = found.group(1), (found.group(2) or "").replace('\\"', '"')
    state = focused.evaluate(STATE)
    if role == "group" and state["items"] is not None:
        count = state["items"]
        return ", ".join(part for part in [name, "list", f"{count} item" + ("" if count == 1 else "s")] if part)
    parts = [name]
    if role == "textbox" and state["type"] == "password":
        parts.append("secure text field")
        length = len(state["value"] or "")
        parts.append("empty" if length == 0 else f"{length} character" + ("" if length == 1 else "s"))
    elif role == "textbox":
        parts += ["text field", state["value"] or "empty"]
    elif role in ("switch", "checkbox"):
        parts += ["switch", "on" if state["checked"] else "off"]
    elif role in ("slider", "spinbutton"):
        parts += [KIND[role], state["amount"]]
    elif role in KIND:
        parts.append(KIND[role])
    return ", ".join(part for part in parts if part)


def tab_and_read(page, previous):
    """Presses Tab, waits until focus moved and the server followed, and
    returns the focused element's key and phrase."""
    page.keyboard.press("Tab")
    page.wait_for_function(
        "(previous) => document.activeElement && document.activeElement !== document.body"
        " && (document.activeElement.dataset.key || '') !== previous",
        arg=previous or "")
    settle(page)
    focused = page.locator(":focus")
    expect(focused).to_be_focused()
    return focused.get_attribute("data-key"), heard(page)


@pytest.mark.parametrize(
    ("example", "last"),
    [
        ("login", "Sign In, button"),
        ("navigation", ", list, "),
        ("controls", ", switch, "),
    ])
def test_the_page_reads_what_the_golden_transcript_says(browser, example, last):
    """Tabs until the line containing `last` (the login form's button, a
    list, a switch), comparing each phrase with the golden transcript."""
    lines = golden(example)
    end = next(index for index, line in enumerate(lines) if last in line)
    running = Server(example).start()
    try:
        page = open_page(browser, running)
        key = None
        for expected in lines[:end + 1]:
            key, phrase = tab_and_read(page, key)
            assert phrase == expected
        page.close()
    finally:
        running.stop()
