"""Seed example `nested-enum`: one enum FocusState tells the focusable
container (`.container`) from the field inside it (`.field`)."""

from support import active, click_element, serve, wait_focus, wait_rows

server = serve("nested-enum")

CONTAINER = "Container (focusable)"


def test_the_state_is_nil_before_anything_has_focus(page):
    wait_rows(page, "focused = nil")
    assert active(page) is None


def test_tab_goes_to_the_container_then_the_field(page):
    page.keyboard.press("Tab")
    assert wait_focus(page, CONTAINER)["role"] == "group"
    wait_rows(page, "focused = .container")
    page.keyboard.press("Tab")
    assert wait_focus(page, "Name")["tag"] == "input"
    wait_rows(page, "focused = .field")


def test_shift_tab_from_the_field_gives_the_container_its_value_back(page):
    page.keyboard.press("Tab")
    wait_focus(page, CONTAINER)
    page.keyboard.press("Tab")
    wait_focus(page, "Name")
    page.keyboard.press("Shift+Tab")
    wait_focus(page, CONTAINER)
    wait_rows(page, "focused = .container")


def test_clicking_the_field_sets_field_not_container(page):
    click_element(page, "input[aria-label=Name]")
    wait_focus(page, "Name", tag="input")
    wait_rows(page, "focused = .field")
    page.keyboard.type("ada")
    page.wait_for_function("document.querySelector('input[aria-label=Name]').value === 'ada'")
    wait_rows(page, "focused = .field")
