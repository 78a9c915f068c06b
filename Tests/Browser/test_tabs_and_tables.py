"""A `TabView`'s bar is a tab list to the browser, its tabs tabs, the
selected one selected and the one Tab reaches; a `Table`'s rows are the
items of a list, as a `List`'s are."""

from support import Server, open_page, serve, settle, wait_rows

server = serve("settings-tabs")


def test_the_tab_bar_is_a_tab_list_of_tabs_with_the_selected_one_selected(page):
    wait_rows(page, "Accounts")
    snapshot = page.locator("#elements").aria_snapshot()
    assert '- tablist:\n  - tab "⚙ General" [selected]\n  - tab "☀ Appearance"\n  - tab "☺ Accounts 2"' in snapshot, snapshot


def test_arrows_on_the_focused_tab_select_the_next_and_it_takes_focus(page):
    wait_rows(page, "Accounts")
    page.keyboard.press("Tab")
    settle(page)
    page.keyboard.press("ArrowRight")
    wait_rows(page, "Font size")
    focused = page.locator(":focus")
    assert focused.get_attribute("role") == "tab"
    assert focused.get_attribute("aria-selected") == "true"
    assert focused.text_content() == "☀ Appearance"
    names = page.locator("[role=tablist] > [role=tab]").all_text_contents()
    assert names == ["⚙ General", "☀ Appearance", "☺ Accounts 2"], "the tabs stay in the order they are drawn"


def test_a_tables_rows_are_list_items(browser):
    table = Server("recipe-table").start()
    try:
        page = open_page(browser, table)
        wait_rows(page, "Crumble")
        items = page.locator("[role=list] > [role=listitem]")
        assert items.count() >= 5
        assert items.first.text_content().startswith("Crumble")
        page.close()
    finally:
        table.stop()
