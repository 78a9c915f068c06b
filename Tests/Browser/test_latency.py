"""How long Tab takes in the browser, in `big-form` (10,000 fields): from
the keydown to the DOM focus change, measured in the page with
performance.now(). The times are reported at the end of the run, never
asserted; the test asserts only that every Tab moved focus to the next
field."""

from support import active, report, serve, wait_focus

server = serve("big-form")

TABS = 200

RECORDER = """() => {
  window.tabTimes = { down: [], focus: [] };
  // Capture phase on the window: before the client's own listener.
  window.addEventListener("keydown", (event) => {
    if (event.key === "Tab") tabTimes.down.push(performance.now());
  }, true);
  window.addEventListener("focusin", (event) => {
    tabTimes.focus.push({ t: performance.now(), name: event.target.getAttribute("aria-label") });
  }, true);
}"""


def percentile(sorted_values, fraction):
    index = min(len(sorted_values) - 1, max(0, round(fraction * (len(sorted_values) - 1))))
    return sorted_values[index]


def test_every_tab_moves_focus_to_the_next_field(page, server):
    page.keyboard.press("Tab")
    wait_focus(page, "Field 0", tag="input")
    page.evaluate(RECORDER)
    for step in range(1, TABS + 1):
        page.keyboard.press("Tab")
        page.wait_for_function("(count) => tabTimes.focus.length >= count", arg=step)
    times = page.evaluate("tabTimes")
    assert len(times["down"]) == TABS
    names = [focus["name"] for focus in times["focus"]]
    assert names == [f"Field {index}" for index in range(1, TABS + 1)]
    assert active(page)["name"] == f"Field {TABS}"
    latencies = sorted(focus["t"] - down for focus, down in zip(times["focus"], times["down"], strict=True))
    p50, p90, p99 = (percentile(latencies, fraction) for fraction in (0.5, 0.9, 0.99))
    report(
        f"Tab latency in big-form ({TABS} Tabs, keydown → focusin, {server.demo}): "
        f"p50 {p50:.1f} ms · p90 {p90:.1f} ms · p99 {p99:.1f} ms · max {latencies[-1]:.1f} ms")
