"""Accessibility modifiers on the page (`focus-demo web
accessibility-probe`): the identifier is the element's test id, custom content its
description, a labeled pair's label names its content, named actions are
buttons that run them, a screen reader's click runs the default action, a
representation stands in for the view drawn with its own role, a labelled
canvas is an image, and sort priorities order the page."""

from support import serve, settle, wait_rows

server = serve("accessibility-probe")


def described_by(page, locator):
    ids = locator.get_attribute("aria-describedby") or ""
    return " ".join(
        page.evaluate("(id) => document.getElementById(id).textContent", id) for id in ids.split())


def test_the_identifier_is_the_test_id(page):
    message = page.get_by_test_id("message-1")
    assert message.text_content() == "Lunch on Friday?"


def test_custom_content_describes_the_element_after_its_hint(page):
    message = page.get_by_test_id("message-1")
    assert described_by(page, message) == "From your team. From: Ada. Sent: Yesterday"
    snapshot = page.locator("#elements").aria_snapshot()
    assert "Lunch on Friday?" in snapshot


def test_the_paired_label_names_the_toggle(page):
    toggle = page.get_by_role("switch", name="Notifications")
    assert toggle.count() == 1
    label_id = toggle.get_attribute("aria-labelledby")
    assert page.evaluate("(id) => document.getElementById(id).textContent", label_id) == "Notifications"


def test_a_named_action_is_a_button_that_runs_it(page):
    archive = page.get_by_role("button", name="Archive")
    assert archive.count() == 1
    # What a screen reader does: a click with no pointer press.
    archive.dispatch_event("click", {"detail": 0})
    settle(page)
    wait_rows(page, "Last action: Archived")


def test_a_screen_readers_click_runs_the_default_action(page):
    page.get_by_test_id("message-1").dispatch_event("click", {"detail": 0})
    settle(page)
    wait_rows(page, "Last action: Opened")


def test_the_representation_stands_in_with_its_own_role(page):
    slider = page.get_by_role("slider", name="Volume")
    assert slider.count() == 1
    assert slider.get_attribute("aria-valuenow") == "4"
    drawn = page.locator("[data-key]", has_text="●●●●○○○○○○")
    assert drawn.get_attribute("aria-hidden") == "true"


def test_a_labelled_canvas_is_an_image(page):
    assert page.get_by_role("img", name="Logo").count() == 1


def test_sort_priorities_order_the_page(page):
    order = page.evaluate(
        "[...document.querySelectorAll('#elements [data-key]')].map((element) => element.textContent)")
    assert order.index("Lunch on Friday?") < order.index("Footnote")
