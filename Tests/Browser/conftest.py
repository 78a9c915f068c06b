"""Fixtures for the browser tests: headless system Chromium for the whole
run, a focus-demo web server per test module (each module sets the
`server` fixture with `support.serve(NAME)`), and a fresh page, which is a
fresh session with its own state, per test."""

import os

import pytest
from playwright.sync_api import sync_playwright

from support import CHROMIUM, open_page, reports


def pytest_terminal_summary(terminalreporter):
    """What the tests measured (`support.report`), after the results."""
    if reports:
        terminalreporter.section("measured")
        for line in reports:
            terminalreporter.write_line(line)


@pytest.fixture(scope="session")
def playwright():
    """The run's one Playwright: its sync API allows one at a time."""
    with sync_playwright() as running:
        yield running


@pytest.fixture(scope="session")
def browser(playwright):
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"no Chromium at {CHROMIUM} (set CHROMIUM=/path/to/chromium)")
    launched = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"], headless=True)
    yield launched
    launched.close()


@pytest.fixture
def page(browser, server):
    """A new tab on the module's server. The test fails if the page's script
    threw, or the server refused one of its messages."""
    opened = open_page(browser, server)
    problems = []
    opened.on("pageerror", lambda error: problems.append(f"script error: {error}"))
    opened.on(
        "console",
        lambda message: problems.append(message.text) if "FocusUI refused" in message.text else None)
    yield opened
    opened.close()
    assert not problems, "\n".join(problems)
