"""The document app (FocusedValues): Edit ▸ Increment acts on the document
whose view has focus. It is disabled while no view has published the
focused value, enabled while the note field (inside the document's view)
has focus, and its shortcut Ctrl-U runs it."""

from support import active, click_element, rows_text, serve, wait_focus, wait_rows

server = serve("documents")

EDIT = "#menubar [role=menuitem]:text-is('Edit')"
INCREMENT = "#menu [role=menuitem]:text-is('Increment')"


def increment_state(page):
    """Waits for the open menu's Increment item; returns its aria-disabled."""
    page.wait_for_selector(INCREMENT)
    return page.get_attribute(INCREMENT, "aria-disabled")


def open_edit_menu_with_keys(page):
    page.keyboard.press("F10")
    page.wait_for_selector("#menubar [role=menuitem][aria-expanded=true]")
    for _ in range(4):
        if page.get_attribute(EDIT, "aria-expanded") == "true":
            break
        opened = page.evaluate("document.querySelector('#menubar [aria-expanded=true]').dataset.key")
        page.keyboard.press("ArrowRight")
        page.wait_for_function(
            "(key) => document.querySelector('#menubar [aria-expanded=true]')?.dataset.key !== key", arg=opened)
    assert page.get_attribute(EDIT, "aria-expanded") == "true"


def focus_note(page):
    page.keyboard.press("Tab")
    return wait_focus(page, "Note", tag="input")


def test_the_menu_bar_lists_the_apps_menus(page):
    titles = page.locator("#menubar[role=menubar] [role=menuitem]").all_inner_texts()
    assert titles == ["DocumentApp", "File", "Edit", "Window"]
    assert page.locator("#menu").is_hidden()


def test_increment_is_disabled_while_nothing_has_focus(page):
    assert active(page) is None
    click_element(page, EDIT)
    assert increment_state(page) == "true"
    assert page.get_attribute(EDIT, "aria-expanded") == "true"
    assert page.get_attribute(INCREMENT, "aria-keyshortcuts") == "Control+U"


def test_increment_is_disabled_in_the_menu_opened_with_f10_while_nothing_has_focus(page):
    open_edit_menu_with_keys(page)
    assert increment_state(page) == "true"


def test_increment_is_enabled_while_the_note_field_has_focus(page):
    focus_note(page)
    click_element(page, EDIT)
    assert increment_state(page) is None


def test_the_highlighted_menu_item_takes_dom_focus_and_escape_gives_it_back(page):
    note = focus_note(page)
    open_edit_menu_with_keys(page)
    assert increment_state(page) is None
    # The enabled item is highlighted, so it is where the keyboard is.
    assert wait_focus(page, "Increment")["role"] == "menuitem"
    page.keyboard.press("Escape")
    page.wait_for_selector("#menu", state="hidden")
    assert wait_focus(page, "Note")["key"] == note["key"]


def test_choosing_increment_from_the_menu_increments_the_focused_document(page):
    focus_note(page)
    open_edit_menu_with_keys(page)
    wait_focus(page, "Increment")
    page.keyboard.press("Enter")
    wait_rows(page, "Value: 1")
    page.wait_for_selector("#menu", state="hidden")
    wait_focus(page, "Note")


def test_ctrl_u_increments_while_the_note_field_has_focus(page):
    focus_note(page)
    page.keyboard.press("Control+u")
    wait_rows(page, "Value: 1")
    page.keyboard.press("Control+u")
    wait_rows(page, "Value: 2")
    assert active(page)["name"] == "Note"


def test_ctrl_u_does_nothing_while_nothing_has_focus(page):
    wait_rows(page, "Value: 0")
    page.keyboard.press("Control+u")
    # The server handles messages in order: once Tab's focus change is
    # back, Ctrl-U has been handled too.
    focus_note(page)
    assert "Value: 0" in rows_text(page)
    page.keyboard.press("Control+u")
    wait_rows(page, "Value: 1")


def test_clicking_the_disabled_item_runs_nothing(page):
    click_element(page, EDIT)
    assert increment_state(page) == "true"
    click_element(page, INCREMENT)
    # Escape closes the menu, if the click did not; then the value is read.
    page.keyboard.press("Escape")
    page.wait_for_selector("#menu", state="hidden")
    focus_note(page)
    assert "Value: 0" in rows_text(page)
