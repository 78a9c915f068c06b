"""A connection that drops and comes back, as a laptop's sleep, a Wi-Fi
change or a proxy's idle timeout drops it: the page reconnects by itself
to the same window, keys typed meanwhile arrive once, and a window that
waited too long starts over with a notice. Also: the server's token.

The connection runs through a TCP proxy in the test, which can cut every
connection and refuse new ones for a while, as the network would."""

import socket
import threading

import pytest

from support import Server, active, open_page, rows_text, settle, wait_focus, wait_rows

USERNAME = "input[aria-label=Username]"


class Proxy:
    """Forwards a local port to the server's; `cut()` drops every
    connection and refuses new ones until `restore()`."""

    def __init__(self, target_port):
        self.target_port = target_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.refusing = False
        self.open = []
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if self.refusing:
                client.close()
                continue
            upstream = socket.create_connection(("127.0.0.1", self.target_port))
            with self.lock:
                self.open += [client, upstream]
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    @staticmethod
    def _pump(source, sink):
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for end in (source, sink):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def cut(self):
        self.refusing = True
        with self.lock:
            for end in self.open:
                try:
                    end.shutdown(socket.SHUT_RDWR)
                    end.close()
                except OSError:
                    pass
            self.open = []

    def restore(self):
        self.refusing = False

    def url(self, server):
        return server.url.replace(f":{server.port}/", f":{self.port}/")

    def close(self):
        self.cut()
        self.listener.close()


@pytest.fixture
def served():
    """Starts `focus-demo web login` with extra arguments and a proxy in
    front; gives (server, proxy). Stops both after the test."""
    started = []

    def start(*arguments):
        server = Server("login", arguments=arguments).start()
        proxy = Proxy(server.port)
        started.append((server, proxy))
        return server, proxy

    yield start
    for server, proxy in started:
        proxy.close()
        server.stop()


class Through:
    """The server as the page sees it through the proxy."""

    def __init__(self, server, proxy):
        self.url = proxy.url(server)


def field_value(page):
    return page.locator(USERNAME).input_value()


def wait_connected(page, connected):
    page.wait_for_function(
        "(wanted) => document.documentElement.dataset.connected === wanted", arg="true" if connected else "false")


def test_a_dropped_connection_comes_back_to_the_same_window_with_the_keys_typed_meanwhile(browser, served):
    server, proxy = served()
    page = open_page(browser, Through(server, proxy))
    page.keyboard.press("Tab")
    wait_focus(page, "Username")
    page.keyboard.type("ada")
    settle(page)
    wait_rows(page, "focusedField = .username")

    proxy.cut()
    wait_connected(page, False)
    # Typed while offline: they wait, and the page says so.
    page.keyboard.type("bob")
    notice = page.locator("#notice")
    assert notice.is_visible()
    assert "reconnecting" in notice.text_content()
    assert "3 events will be sent" in notice.text_content()
    page.wait_for_timeout(600)  # a few failed attempts
    assert field_value(page) == "ada"

    proxy.restore()
    wait_connected(page, True)
    settle(page)
    page.wait_for_function("() => document.getElementById('notice').hidden")
    page.wait_for_function(f"() => document.querySelector('{USERNAME}').value === 'adabob'")
    assert active(page)["name"] == "Username"
    wait_rows(page, "adabob")
    # Typing goes on, in the same window.
    page.keyboard.type("!")
    settle(page)
    page.wait_for_function(f"() => document.querySelector('{USERNAME}').value === 'adabob!'")


def test_a_reload_finds_the_same_window(browser, served):
    server, proxy = served()
    page = open_page(browser, Through(server, proxy))
    page.keyboard.press("Tab")
    page.keyboard.type("kept")
    settle(page)
    page.reload()
    page.wait_for_function(f"() => document.querySelector('{USERNAME}') && document.querySelector('{USERNAME}').value === 'kept'")
    settle(page)
    assert wait_focus(page, "Username")["name"] == "Username"
    assert "focusedField = .username" in rows_text(page)


def test_a_window_whose_grace_period_passed_starts_fresh_with_a_notice(browser, served):
    server, proxy = served("--reconnect-grace", "1")
    page = open_page(browser, Through(server, proxy))
    page.keyboard.press("Tab")
    page.keyboard.type("lost")
    settle(page)
    proxy.cut()
    wait_connected(page, False)
    page.keyboard.type("x")
    page.wait_for_timeout(2500)  # the window's grace period (1 s) passes
    proxy.restore()
    wait_connected(page, True)
    settle(page)
    notice = page.locator("#notice")
    assert notice.is_visible()
    text = notice.text_content()
    assert "this is a new one" in text
    assert "1 key typed while offline could not be sent" in text
    assert field_value(page) == ""
    wait_rows(page, "focusedField = nil")


def test_requests_without_the_token_are_refused(browser, served):
    server, _ = served()
    page = browser.new_page()
    base = f"http://localhost:{server.port}/"
    assert page.request.get(base).status == 403
    assert page.request.get(base + "?token=wrong").status == 403
    assert page.request.get(server.url).status == 200
    page.goto(server.url)
    token = server.url.split("token=")[1]
    opened = """async (query) => await new Promise((done) => {
      const socket = new WebSocket(`ws://${location.host}/session${query}`);
      socket.onopen = () => { socket.close(); done("open"); };
      socket.onerror = () => done("refused");
    })"""
    assert page.evaluate(opened, "") == "refused"
    assert page.evaluate(opened, "?token=nope") == "refused"
    assert page.evaluate(opened, f"?token={token}") == "open"
    page.close()


def test_no_token_serves_anyone_when_asked(browser, served):
    server, _ = served("--no-token")
    assert "token=" not in server.url
    page = open_page(browser, server)
    page.keyboard.press("Tab")
    wait_focus(page, "Username")
