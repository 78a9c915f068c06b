"""A `List` is a list to the browser: its rows are list items, placed
over the cells they were drawn in. In `navigation` the categories are a
List with a selection."""

from support import serve, settle, wait_rows

server = serve("navigation")


def test_the_categories_list_is_a_list_of_its_rows(page):
    wait_rows(page, "Desserts")
    snapshot = page.locator("#elements").aria_snapshot()
    assert "- list:\n  - listitem: Soups\n  - listitem: Mains\n  - listitem: Desserts" in snapshot, snapshot


def test_a_rows_element_stays_over_its_row(page):
    wait_rows(page, "Desserts")
    rows = page.evaluate("""() => [...document.querySelectorAll('#cells .row')].map((row) => {
        const box = row.getBoundingClientRect();
        return [row.textContent, box.top];
      })""")
    for name in ["Soups", "Mains", "Desserts"]:
        element = page.locator(f"[role=listitem] > [data-key]:text-is('{name}')")
        top = element.bounding_box()["y"]
        drawn = [text for text, row_top in rows if abs(row_top - top) < 1]
        assert drawn and drawn[0].startswith(name), f"{name} is over the row {drawn}"


def test_selecting_a_row_by_keyboard_marks_its_item_current(page):
    page.keyboard.press("Tab")
    settle(page)
    page.keyboard.press("ArrowDown")
    wait_rows(page, "Risotto")
    current = page.locator("[role=listitem] > [aria-current=true]")
    assert current.count() == 1
    assert current.text_content() == "Mains"
