"""AccessibilityFocusState (the seed's notification): a priority
notification moves accessibility focus to its text, which in the browser
is DOM focus on that element, and is announced through the page's live
region; a normal one does neither. The next key goes back to the
window's keyboard focus."""

import re

from support import active, click_element, serve, wait_focus, wait_rows

server = serve("notification")


def live_text(page):
    return page.evaluate("document.getElementById('live').textContent")


def wait_announced(page, text, timeout=None):
    page.wait_for_function(
        "(text) => document.getElementById('live').textContent.includes(text)", arg=text, timeout=timeout)


def post(page, button):
    page.keyboard.press("Tab")
    wait_focus(page, "Post priority")
    if button == "Post normal":
        page.keyboard.press("Tab")
        wait_focus(page, "Post normal")
    page.keyboard.press("Enter")


def test_a_priority_notification_takes_focus_and_is_announced(page):
    post(page, "Post priority")
    focused = wait_focus(page, "Priority notification 1")
    assert focused["tag"] == "span"
    wait_announced(page, "Priority notification 1")
    # What an assistive technology sees: the live region (role=status)
    # holds the announcement.
    snapshot = page.locator("main").aria_snapshot()
    assert re.search(r"^\s*- status: Priority notification 1$", snapshot, re.M), snapshot
    assert page.get_attribute("#live", "aria-live") == "polite"


def post_again_after_tabbing_away(page):
    post(page, "Post priority")
    wait_focus(page, "Priority notification 1")
    wait_announced(page, "Priority notification 1")
    page.keyboard.press("Tab")
    wait_focus(page, "Post normal")
    page.keyboard.press("Shift+Tab")
    wait_focus(page, "Post priority")
    page.keyboard.press("Enter")
    wait_rows(page, "Priority notification 2")


def test_each_priority_notification_is_announced_again(page):
    post_again_after_tabbing_away(page)
    wait_announced(page, "Priority notification 2")


def test_each_priority_notification_takes_focus_again(page):
    post_again_after_tabbing_away(page)
    wait_announced(page, "Priority notification 2")
    page.wait_for_function(
        "document.activeElement.textContent.trim() === 'Priority notification 2'", timeout=5_000)


def test_a_normal_notification_leaves_focus_and_says_nothing(page):
    post(page, "Post normal")
    wait_rows(page, "Notification 1")
    assert active(page)["name"] == "Post normal"
    assert live_text(page) == ""
    snapshot = page.locator("main").aria_snapshot()
    assert re.search(r"^\s*- status$", snapshot, re.M), snapshot


def test_the_next_key_goes_back_to_the_keyboard_focus(page):
    post(page, "Post priority")
    notification = wait_focus(page, "Priority notification 1")
    # Keyboard focus stayed on Post priority in the window: Tab moves on
    # from there, and the page's focus follows.
    page.keyboard.press("Tab")
    wait_focus(page, "Post normal", tag="button")
    # The text is not in the Tab order once focus has left it.
    assert page.get_attribute(f"[data-key={notification['key']}]", "tabindex") is None


def test_clicking_post_priority_moves_focus_to_the_notification(page):
    click_element(page, "button:text-is('Post priority')")
    wait_focus(page, "Priority notification 1")
    wait_announced(page, "Priority notification 1")
