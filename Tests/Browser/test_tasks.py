"""`.task` in the browser: the async search's task restarts with each key
(one search for the whole word, after the pause), its results focus the
first one, and the clock's task ends when its view goes. Nothing here is
sent by the page: the server pushes what the tasks changed."""

from support import active, rows_text, serve, settle, wait_focus, wait_rows

server = serve("async-search")


def test_typing_restarts_the_search_and_the_first_result_takes_focus(page):
    wait_rows(page, "focus = .query")
    wait_focus(page, "Search recipes")
    page.keyboard.type("pas")
    page.keyboard.type("ta")
    settle(page)
    wait_rows(page, "2 found for “pasta”.")
    wait_focus(page, "Pasta al limone")
    assert "Searching for “pas”" not in rows_text(page)
    page.keyboard.press("Space")
    wait_rows(page, "Opened Pasta al limone.")


def test_a_task_ends_when_its_view_goes(page):
    wait_rows(page, "focus = .query")
    page.keyboard.press("Tab")
    assert wait_focus(page, "Show clock")["role"] == "switch"
    page.keyboard.press("Space")
    wait_rows(page, "clock tasks running: 1")
    wait_rows(page, "Clock: 1 s")
    page.keyboard.press("Space")
    wait_rows(page, "clock tasks running: 0")
    assert "Clock:" not in rows_text(page)
    assert active(page)["name"] == "Show clock"
