"""The real elements the page lays over the cells (inputs, checkboxes,
buttons, texts) must not show: the cells already draw every control, and a
native checkbox over the letters of "Vegetarian" hides them. On every page
the demo lists (`focus-demo list`), and on the gallery itself, the page
with its elements is compared with the page with them hidden: the two must
be the same pixels. The focus ring and a field's caret are the two things
meant to show over the cells; both are left out of the comparison."""

import os
import subprocess
import tempfile

import pytest
from playwright.sync_api import expect

from support import DEMO, Server, open_page, settle

# The focus ring and the caret are drawn on purpose; nothing else may be.
STEADY = "*, *:focus-visible { outline: none !important; caret-color: transparent !important; }"
HIDDEN = "#elements, #menubar, #menu { visibility: hidden !important; }"
OVERLAYS = "#elements [data-key], #menubar [data-key], #menu [data-key]"


def pages():
    """Every example `focus-demo list` names, and the gallery (None)."""
    if not os.access(DEMO, os.X_OK):
        return [None]
    listed = subprocess.run([DEMO, "list"], capture_output=True, text=True, check=True).stdout
    return [None] + [line.split(None, 1)[0] for line in listed.splitlines() if line.strip()]


@pytest.mark.parametrize("name", pages())
def test_no_overlay_paints_over_the_cells(browser, name):
    server = Server(name).start()
    try:
        page = open_page(browser, server)
        # Focus on a control, as a user's first Tab puts it.
        page.keyboard.press("Tab")
        settle(page)
        expect(page.locator(OVERLAYS).first).to_be_attached()
        page.add_style_tag(content=STEADY)
        shown = page.locator("#app").screenshot(animations="disabled", caret="hide")
        page.add_style_tag(content=HIDDEN)
        expect(page.locator("#elements")).to_be_hidden()
        hidden = page.locator("#app").screenshot(animations="disabled", caret="hide")
        if shown != hidden:
            folder = tempfile.mkdtemp(prefix=f"overlays-{name or 'gallery'}-")
            for label, image in (("shown", shown), ("hidden", hidden)):
                with open(os.path.join(folder, f"{label}.png"), "wb") as file:
                    file.write(image)
            pytest.fail(f"{name or 'the gallery'}: an element paints over the cells; see {folder}")
        page.close()
    finally:
        server.stop()
