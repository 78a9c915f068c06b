"""The iOS 18 shapes in the browser: a sidebar tab view is a tab list
whose ↑/↓ select, search suggestions are buttons the arrows reach, and
choosing one hands focus back to the search field."""

from support import serve, settle, wait_focus, wait_rows

server = serve("library")


def wait_focused_tab(page, text):
    """Waits until the DOM focus is on a tab whose text contains `text`."""
    page.wait_for_function(
        """(text) => {
          const element = document.activeElement;
          return element && element.getAttribute("role") === "tab" && element.textContent.includes(text);
        }""",
        arg=text)


def test_the_sidebar_is_a_tab_list_whose_arrows_select(page):
    wait_rows(page, "Middlemarch")
    snapshot = page.locator("#elements").aria_snapshot()
    assert '- tablist:\n  - tab "▥ Books" [selected]' in snapshot, snapshot
    page.keyboard.press("Tab")
    settle(page)
    page.keyboard.press("ArrowDown")
    wait_focused_tab(page, "Search")
    settle(page)
    focused = page.locator(":focus")
    assert focused.get_attribute("aria-selected") == "true"
    # The search tab's content shows beside the sidebar.
    wait_rows(page, "Mrs Dalloway, 1925")


def test_suggestions_take_the_arrows_and_focus_returns_to_the_field(page):
    wait_rows(page, "Middlemarch")
    page.keyboard.press("Tab")
    settle(page)
    page.keyboard.press("ArrowDown")
    wait_focused_tab(page, "Search")
    settle(page)
    page.keyboard.press("Tab")
    wait_focus(page, "Title", "input")
    page.keyboard.type("m")
    settle(page)
    page.keyboard.press("ArrowDown")
    settle(page)
    focused = page.locator(":focus")
    assert focused.get_attribute("role") == "button" or focused.evaluate("e => e.tagName") == "BUTTON"
    assert "Middlemarch" in focused.text_content()
    page.keyboard.press("ArrowDown")
    settle(page)
    assert "Moby-Dick" in page.locator(":focus").text_content()
    page.keyboard.press("Enter")
    field = wait_focus(page, "Title", "input")
    assert field["tag"] == "input"
    assert page.locator(":focus").input_value() == "Moby-Dick"
