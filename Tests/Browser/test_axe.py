"""axe-core on every page the demo serves: the gallery, each example opened
by name, and the document app (also with a menu open, and the
notification with accessibility focus moved). No violation may be
serious or critical."""

import subprocess

import pytest
from axe_playwright_python.sync_playwright import Axe

from support import DEMO, Server, click_element, open_page, wait_focus, wait_rows

AXE = Axe()


def example_names():
    listed = subprocess.run([DEMO, "list"], capture_output=True, text=True, check=True).stdout
    return [line.split()[0] for line in listed.splitlines() if line.strip()]


def serious(page):
    result = AXE.run(page)
    return [
        f"{violation['impact']} {violation['id']}: {violation['help']}\n"
        + "\n".join(f"    {node['html'][:200]}" for node in violation["nodes"][:5])
        for violation in result.response["violations"]
        if violation["impact"] in ("serious", "critical")
    ]


def scan(browser, name, then=None):
    server = Server(name).start()
    try:
        page = open_page(browser, server)
        if then:
            then(page)
        found = serious(page)
        page.close()
    finally:
        server.stop()
    assert not found, f"axe found {len(found)} serious or critical violations:\n" + "\n".join(found)


@pytest.mark.parametrize("name", [None] + example_names(), ids=lambda name: name or "gallery")
def test_page_has_no_serious_axe_violations(browser, name):
    scan(browser, name)


def test_document_app_with_its_edit_menu_open_has_no_serious_axe_violations(browser):
    def open_menu(page):
        page.keyboard.press("Tab")
        wait_focus(page, "Note")
        page.keyboard.press("F10")
        page.wait_for_selector("#menu [role=menuitem]")

    scan(browser, "documents", open_menu)


def test_notification_with_accessibility_focus_moved_has_no_serious_axe_violations(browser):
    def post(page):
        page.keyboard.press("Tab")
        wait_focus(page, "Post priority")
        page.keyboard.press("Enter")
        wait_focus(page, "Priority notification 1")

    scan(browser, "notification", post)


def test_gallery_after_opening_an_example_has_no_serious_axe_violations(browser):
    def open_controls(page):
        wait_focus(page, "Login form")
        click_element(page, "button:text-is('Controls and styles')")
        wait_rows(page, "Esc: gallery")

    scan(browser, None, open_controls)


def test_accessibility_probe_has_no_serious_axe_violations(browser):
    # Action buttons, descriptions, labelled-by links, a representation's
    # slider and a labelled canvas: valid ARIA, every one.
    scan(browser, "accessibility-probe")
