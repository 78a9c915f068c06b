"""The login form from FocusState's documentation, in a browser: Tab order,
Sign In moving focus to the first empty field, typing and clicking."""

import pytest

from support import active, click_element, rows_text, serve, wait_focus, wait_rows

server = serve("login")

USERNAME = "input[aria-label=Username]"
PASSWORD = "input[aria-label=Password]"
SIGN_IN = "button:text-is('Sign In')"


def test_nothing_has_focus_when_the_page_opens(page):
    assert active(page) is None
    wait_rows(page, "focusedField = nil")


def test_tab_visits_username_password_sign_in_and_shift_tab_comes_back(page):
    page.keyboard.press("Tab")
    assert wait_focus(page, "Username")["type"] == "text"
    wait_rows(page, "focusedField = .username")
    page.keyboard.press("Tab")
    assert wait_focus(page, "Password")["type"] == "password"
    wait_rows(page, "focusedField = .password")
    page.keyboard.press("Tab")
    assert wait_focus(page, "Sign In")["tag"] == "button"
    wait_rows(page, "focusedField = nil")
    page.keyboard.press("Shift+Tab")
    assert wait_focus(page, "Password")["type"] == "password"
    page.keyboard.press("Shift+Tab")
    assert wait_focus(page, "Username")["type"] == "text"
    wait_rows(page, "focusedField = .username")


def test_the_focused_element_is_the_only_one_the_server_says_is_focused(page):
    page.keyboard.press("Tab")
    wait_focus(page, "Username")
    page.keyboard.press("Tab")
    wait_focus(page, "Password")
    # Tab order in the page follows the window's focus order: the three
    # controls, nothing else.
    order = page.evaluate(
        "[...document.querySelectorAll('#elements [tabindex=\"0\"]')].map((e) => e.getAttribute('aria-label') || e.textContent)")
    assert order == ["Username", "Password", "Sign In"]


def go_to_sign_in(page):
    page.keyboard.press("Tab")
    wait_focus(page, "Username")
    page.keyboard.press("Tab")
    wait_focus(page, "Password")
    page.keyboard.press("Tab")
    wait_focus(page, "Sign In")


def press_sign_in(page, how):
    if how == "click":
        click_element(page, SIGN_IN)
    else:
        page.keyboard.press(how)


@pytest.mark.parametrize("how", ["Enter", "Space", "click"])
def test_sign_in_with_both_fields_empty_focuses_username(page, how):
    go_to_sign_in(page)
    press_sign_in(page, how)
    assert wait_focus(page, "Username")["key"] == page.locator(USERNAME).get_attribute("data-key")
    wait_rows(page, "focusedField = .username")


@pytest.mark.parametrize("how", ["Enter", "Space", "click"])
def test_sign_in_with_only_a_username_focuses_password(page, how):
    page.keyboard.press("Tab")
    wait_focus(page, "Username")
    page.keyboard.type("bob")
    wait_rows(page, "bob")
    page.keyboard.press("Tab")
    wait_focus(page, "Password")
    page.keyboard.press("Tab")
    wait_focus(page, "Sign In")
    press_sign_in(page, how)
    wait_focus(page, "Password")
    wait_rows(page, "focusedField = .password")
    assert page.locator(USERNAME).input_value() == "bob"


def test_sign_in_clicked_without_keyboard_focus_focuses_username(page):
    click_element(page, SIGN_IN)
    wait_focus(page, "Username")
    wait_rows(page, "focusedField = .username")


def test_sign_in_with_both_fields_filled_signs_in_and_keeps_focus(page):
    page.keyboard.press("Tab")
    wait_focus(page, "Username")
    page.keyboard.type("bob")
    page.keyboard.press("Tab")
    wait_focus(page, "Password")
    page.keyboard.type("hunter2")
    page.keyboard.press("Tab")
    wait_focus(page, "Sign In")
    page.keyboard.press("Enter")
    wait_rows(page, "Signed in as bob.")
    assert active(page)["name"] == "Sign In"


def test_typing_goes_into_the_focused_field_and_its_cells(page):
    page.keyboard.press("Tab")
    wait_focus(page, "Username")
    page.keyboard.type("alice")
    page.wait_for_function(f"document.querySelector('{USERNAME}').value === 'alice'")
    wait_rows(page, "alice")
    caret = page.evaluate(f"document.querySelector('{USERNAME}').selectionStart")
    assert caret == 5
    page.keyboard.press("Backspace")
    page.wait_for_function(f"document.querySelector('{USERNAME}').value === 'alic'")
    assert "alice" not in rows_text(page)
    page.keyboard.press("Tab")
    wait_focus(page, "Password")
    page.keyboard.type("s3cret")
    page.wait_for_function(f"document.querySelector('{PASSWORD}').value.length === 6")
    # The password's cells are masked: the typed text is drawn nowhere.
    assert "s3cret" not in rows_text(page)
    assert page.locator(USERNAME).input_value() == "alic"


@pytest.mark.parametrize("field", ["Username", "Password"])
def test_clicking_a_field_focuses_it(page, field):
    click_element(page, f"input[aria-label={field}]")
    wait_focus(page, field, tag="input")
    wait_rows(page, f"focusedField = .{field.lower()}")
    page.keyboard.type("xy")
    # (The password field's value is its masked text: two characters.)
    page.wait_for_function(f"document.querySelector('input[aria-label={field}]').value.length === 2")


def test_clicking_another_field_moves_focus_there(page):
    click_element(page, USERNAME)
    wait_focus(page, "Username")
    click_element(page, PASSWORD)
    wait_focus(page, "Password")
    wait_rows(page, "focusedField = .password")


def test_focus_moved_by_the_browser_itself_moves_the_windows_focus(page):
    # What an assistive technology does: focus the element, no key.
    page.focus(PASSWORD)
    wait_rows(page, "focusedField = .password")
    page.keyboard.type("pw")
    page.wait_for_function(f"document.querySelector('{PASSWORD}').value.length === 2")
    page.keyboard.press("Shift+Tab")
    wait_focus(page, "Username")
    wait_rows(page, "focusedField = .username")


def test_a_click_without_a_press_activates_sign_in(page):
    # A screen reader's activation: a click event with no mouse press.
    page.locator(SIGN_IN).dispatch_event("click")
    wait_focus(page, "Username")
    wait_rows(page, "focusedField = .username")
