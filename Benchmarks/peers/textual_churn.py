# Peer measurement: Textual's speed for an app whose task changes a reactive
# value in a loop (the scenario of `focus-demo churn`: `count += 1` and a
# yield to the event loop, forever), headless at 80x24, with the screen
# refreshed as Textual does. Prints changes a second and how many times the
# counter's widget rendered.
#
#   python3 -m venv .venv-peers && .venv-peers/bin/pip install textual==8.2.8
#   .venv-peers/bin/python Benchmarks/peers/textual_churn.py [SECONDS=5]
import asyncio
import sys
import time

from textual.app import App, ComposeResult
from textual.reactive import reactive
from textual.widgets import Static

SECONDS = float(sys.argv[1]) if len(sys.argv) > 1 else 5


class Counter(Static):
    count = reactive(0)
    renders = 0

    def render(self):
        Counter.renders += 1
        return f"changes: {self.count}"


class Churn(App):
    def compose(self) -> ComposeResult:
        yield Counter()

    async def churn(self):
        counter = self.query_one(Counter)
        while True:
            counter.count += 1
            await asyncio.sleep(0)


async def main():
    app = Churn()
    async with app.run_test(size=(80, 24)) as pilot:
        task = asyncio.create_task(app.churn())
        await pilot.pause(0.5)
        counter = app.query_one(Counter)
        start, changes, renders = time.perf_counter(), counter.count, Counter.renders
        await asyncio.sleep(SECONDS)
        elapsed = time.perf_counter() - start
        changes, renders = counter.count - changes, Counter.renders - renders
        task.cancel()
    print(f"textual churn: {changes / elapsed:,.0f} changes a second, {renders / elapsed:,.0f} renders a second")


asyncio.run(main())
