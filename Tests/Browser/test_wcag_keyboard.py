"""WCAG 2.2's keyboard criteria in the page: focus can leave it with the
keyboard (2.1.2, no keyboard trap), the focused element shows a ring
(2.4.7, focus visible) that nothing of the page's own covers (2.4.11,
focus not obscured), and while a sheet or an alert is up the rest of the
page is inert, so neither Tab nor a screen reader's own cursor wanders
behind it."""

import pytest

from support import Server, active, open_page, settle, wait_focus, wait_rows

LEFT_PAGE = "() => !document.activeElement || document.activeElement === document.body"


@pytest.fixture(scope="module")
def server():
    running = Server("login").start()
    yield running
    running.stop()


RECORD = """() => {
  // Every message the page sends from now on, as the server gets it.
  window.messages = [];
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    window.messages.push(JSON.parse(data));
    return send.call(this, data);
  };
}"""


def record(page):
    page.evaluate(RECORD)


def keys_sent(page):
    """The keys the page sent since `record`: leaving the page is the
    browser's, so none; that the page itself is no longer the active one
    (`activation`) is no key."""
    return page.evaluate("window.messages.filter((message) => message.type === 'key').map((message) => message.key)")


def window_focus(page):
    """The key of the element the window says has focus."""
    return page.evaluate("document.documentElement.dataset.focus || ''")


def test_tab_past_the_last_control_leaves_the_page_and_comes_back_to_the_first(page):
    for name in ("Username", "Password", "Sign In"):
        page.keyboard.press("Tab")
        wait_focus(page, name)
    settle(page)
    sign_in = window_focus(page)
    record(page)
    page.keyboard.press("Tab")
    page.wait_for_function(LEFT_PAGE)
    settle(page)
    # The browser had the key: the window neither heard it nor went round.
    assert keys_sent(page) == []
    assert window_focus(page) == sign_in
    assert "focusedField = .username" not in page.evaluate("document.getElementById('cells').textContent")
    # Tab from the browser comes back in at the first control, and the
    # window follows.
    page.keyboard.press("Tab")
    wait_focus(page, "Username")
    wait_rows(page, "focusedField = .username")


def test_shift_tab_before_the_first_control_leaves_the_page(page):
    page.keyboard.press("Tab")
    wait_focus(page, "Username")
    settle(page)
    record(page)
    page.keyboard.press("Shift+Tab")
    page.wait_for_function(LEFT_PAGE)
    settle(page)
    assert keys_sent(page) == []
    wait_rows(page, "focusedField = .username")  # the window's focus stays
    page.keyboard.press("Shift+Tab")
    wait_focus(page, "Sign In")


def test_tab_between_the_controls_stays_the_windows(page):
    page.keyboard.press("Tab")
    wait_focus(page, "Username")
    page.keyboard.press("Tab")
    wait_focus(page, "Password")
    wait_rows(page, "focusedField = .password")
    assert active(page)["type"] == "password"


def contrast(first, second):
    def luminance(rgb):
        def channel(value):
            value /= 255
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

        red, green, blue = (channel(part) for part in rgb)
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue

    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


RING = """() => {
  const element = document.activeElement;
  const style = getComputedStyle(element);
  const rgb = (text) => text.match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(Number);
  return {
    visible: element.matches(":focus-visible"),
    style: style.outlineStyle,
    width: parseFloat(style.outlineWidth),
    color: rgb(style.outlineColor),
    background: rgb(getComputedStyle(document.body).backgroundColor),
  };
}"""


@pytest.mark.parametrize("name", ["Username", "Password", "Sign In"])
def test_the_focused_control_shows_a_ring_that_stands_out(page, name):
    # One Tab at a time, each waited for: a Tab pressed before the last one's
    # focus arrived would count twice, and on a busy machine the loop ran
    # past Sign In and out of the page.
    order = ["Username", "Password", "Sign In"]
    for step in order[: order.index(name) + 1]:
        page.keyboard.press("Tab")
        wait_focus(page, step)
    ring = page.evaluate(RING)
    assert ring["visible"], ring
    assert ring["style"] != "none" and ring["width"] >= 2, ring
    # Against the page behind it, as WCAG 1.4.11 asks of a focus indicator.
    assert contrast(ring["color"], ring["background"]) >= 3, ring


COVERED = """() => {
  const element = document.activeElement;
  const box = element.getBoundingClientRect();
  const notice = document.getElementById("notice").getBoundingClientRect();
  const x = box.left + Math.min(box.width / 2, 8), y = box.top + box.height / 2;
  const top = document.elementFromPoint(x, y);
  return {
    overlaps: !(box.bottom <= notice.top || box.top >= notice.bottom),
    onTop: top === element || element.contains(top),
    inView: box.bottom <= window.innerHeight && box.top >= 0,
    box: [box.top, box.bottom], notice: [notice.top, notice.bottom],
  };
}"""


def test_the_notice_never_covers_the_focused_control(browser):
    # A long form: Tab down it until the focused field is the last row the
    # form shows, where a notice at the bottom of the page would fall.
    form = Server("big-form").start()
    page = open_page(browser, form, width=1000, height=300)
    try:
        page.keyboard.press("Tab")
        page.wait_for_function("() => document.activeElement && document.activeElement.tagName === 'INPUT'")
        for _ in range(40):
            if page.evaluate(NEAR_THE_BOTTOM):
                break
            page.keyboard.press("Tab")
            settle(page)
        assert page.evaluate(NEAR_THE_BOTTOM), page.evaluate(COVERED)
        focused = active(page)["name"]
        rows_before = page.evaluate("document.documentElement.dataset.size")
        # A notice of two lines at the bottom, as a reconnection shows.
        page.evaluate("""() => {
          const notice = document.getElementById("notice");
          notice.textContent = "Your window closed while the connection was down: this is a new one. " +
            "3 keys typed while offline could not be sent. More words to make it wrap onto a second line.";
          notice.hidden = false;
        }""")
        page.wait_for_function(
            "(before) => document.documentElement.dataset.size !== before", arg=rows_before)
        settle(page)
        # The window is laid out in the rows left, its focused field scrolled
        # into them: in view, on top, apart from the notice.
        page.wait_for_function(f"() => ({COVERED})().onTop")
        seen = page.evaluate(COVERED)
        assert not seen["overlaps"] and seen["onTop"] and seen["inView"], seen
        assert active(page)["name"] == focused
        # Gone again: the window has its rows back.
        page.evaluate("() => { const n = document.getElementById('notice'); n.hidden = true; n.textContent = ''; }")
        page.wait_for_function("(before) => document.documentElement.dataset.size === before", arg=rows_before)
    finally:
        page.close()
        form.stop()


NEAR_THE_BOTTOM = """() => {
  // The focused field is in the page's last four rows (a notice's height).
  const box = document.activeElement.getBoundingClientRect();
  return box.bottom > window.innerHeight - 80;
}"""


def test_behind_a_sheet_the_page_is_inert_and_tab_stays_in_the_sheet(browser):
    presentations = Server("sheet").start()
    page = open_page(browser, presentations)
    try:
        page.keyboard.press("Tab")
        wait_focus(page, "Edit")
        page.keyboard.press("Enter")  # the sheet
        page.wait_for_function("() => document.querySelectorAll('#elements [data-key]').length > 0 && "
                               "[...document.querySelectorAll('#elements [data-key]')].some((e) => e.inert)")
        settle(page)
        behind = page.evaluate(
            "[...document.querySelectorAll('#elements [data-key]')].filter((e) => e.inert)"
            ".map((e) => e.getAttribute('aria-label') || e.textContent)")
        assert "Clear list" in behind and "Help" in behind, behind
        assert page.evaluate("document.getElementById('menubar').inert || document.getElementById('menubar').hidden")
        # Tab goes round the sheet's controls and never leaves the page.
        names = []
        for _ in range(8):
            page.keyboard.press("Tab")
            page.wait_for_function("() => document.activeElement && document.activeElement !== document.body")
            settle(page)
            names.append(active(page)["name"])
        assert not set(names) & {"Clear list", "Help", "Delete"}, names
        assert len(set(names)) < len(names), names  # it went round
        page.keyboard.press("Escape")
        wait_focus(page, "Edit")
        page.wait_for_function(
            "() => ![...document.querySelectorAll('#elements [data-key]')].some((e) => e.inert)")
    finally:
        page.close()
        presentations.stop()
