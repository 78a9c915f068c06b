"""Seed example `nested-bool`: a focusable container holding a field, each
with its own Bool FocusState. The container's state is true while focus is
on it or inside it; the field's only while the field has focus."""

from support import active, click_element, serve, wait_focus, wait_rows

server = serve("nested-bool")

CONTAINER = "Container (focusable)"


def states(page, field, container):
    wait_rows(page, f"fieldIsFocused = {str(field).lower()}")
    wait_rows(page, f"containerIsFocused = {str(container).lower()}")


def test_both_states_are_false_before_anything_has_focus(page):
    states(page, field=False, container=False)
    assert active(page) is None


def test_tab_focuses_the_container_itself_first(page):
    page.keyboard.press("Tab")
    focused = wait_focus(page, CONTAINER)
    assert focused["role"] == "group" and focused["tag"] == "div"
    states(page, field=False, container=True)


def test_with_the_field_focused_both_states_are_true(page):
    page.keyboard.press("Tab")
    wait_focus(page, CONTAINER)
    page.keyboard.press("Tab")
    assert wait_focus(page, "Name")["tag"] == "input"
    states(page, field=True, container=True)


def test_leaving_the_field_for_the_container_clears_only_the_field_state(page):
    page.keyboard.press("Tab")
    wait_focus(page, CONTAINER)
    page.keyboard.press("Tab")
    wait_focus(page, "Name")
    page.keyboard.press("Shift+Tab")
    assert wait_focus(page, CONTAINER)["role"] == "group"
    states(page, field=False, container=True)
    # And Tab past the field leaves the page (no keyboard trap); the next
    # Tab comes back in at the container.
    page.keyboard.press("Tab")
    wait_focus(page, "Name")
    page.keyboard.press("Tab")
    page.wait_for_function("() => !document.activeElement || document.activeElement === document.body")
    page.keyboard.press("Tab")
    wait_focus(page, CONTAINER)
    states(page, field=False, container=True)


def test_clicking_the_field_focuses_it_inside_the_container(page):
    click_element(page, "input[aria-label=Name]")
    wait_focus(page, "Name", tag="input")
    states(page, field=True, container=True)
