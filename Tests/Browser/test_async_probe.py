"""Every way an app's async work reaches the main actor, served to a
browser (`focus-demo web async-probe`): each line turns to "ran" with no
event from the page, and `.task(id:)` restarts when its id changes."""

from support import rows_text, serve, settle, wait_focus, wait_rows

server = serve("async-probe")


def test_async_work_runs_and_the_page_shows_it(page):
    wait_rows(page, "noteIsFocused = true")
    for line in [
        "Task { @MainActor }: ran", "DispatchQueue.main.async: ran", "asyncAfter 0.2 s: ran",
        "MainActor.run from a detached task: ran", ".task after Task.sleep 0.3 s: ran",
        "@Observable set on another thread: ran", ".task(priority: .low) runs at: low",
    ]:
        wait_rows(page, line)
    wait_focus(page, "Note")


def test_a_new_id_cancels_the_running_task_and_starts_another(page):
    wait_rows(page, "task(id:) started: 0; cancelled: none")
    wait_rows(page, "noteIsFocused = true")
    # Note is the last stop: Tab leaves the page (no keyboard trap), and
    # the next Tab comes back in at the first, Next id.
    page.keyboard.press("Tab")
    page.wait_for_function("() => !document.activeElement || document.activeElement === document.body")
    page.keyboard.press("Tab")
    wait_focus(page, "Next id")
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    settle(page)
    wait_rows(page, "task(id:) started: 0 1 2; cancelled: 0 1")
    assert "started: 0 1 2" in rows_text(page)


def test_the_browser_windows_focus_is_the_scenes(page):
    """The window losing focus makes the scene inactive, as a terminal's
    focus report does; focus coming back makes it active, with the field
    that had keyboard focus still focused."""
    wait_rows(page, "scenePhase = active · appearsActive = true")
    wait_focus(page, "Note")
    page.evaluate("window.dispatchEvent(new Event('blur'))")
    wait_rows(page, "scenePhase = inactive · appearsActive = false")
    page.evaluate("window.dispatchEvent(new Event('focus'))")
    wait_rows(page, "scenePhase = active · appearsActive = true")
    assert "noteIsFocused = true" in rows_text(page)
