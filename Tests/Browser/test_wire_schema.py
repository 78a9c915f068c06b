"""The page's side of the wire protocol against its one schema,
`Sources/FocusUIWeb/Client/protocol.json` (the Swift side is checked by
`WireSchemaTests`): `client.js` may read no node or patch field, compare
no element kind and send no event or key the schema does not name, and the
walk's key words must be the schema's. A page served a schema of another
version than the server speaks says so instead of misreading patches."""

import json
import os
import re

from playwright.sync_api import expect
from test_keyboard_walk import KEYS, SCRIPTS, words

import support
from support import PROTOCOL, ROOT, serve

CLIENT = os.path.join(ROOT, "Sources", "FocusUIWeb", "Client", "client.js")
with open(CLIENT, encoding="utf-8") as source:
    SCRIPT = source.read()

server = serve("login")


def test_client_reads_only_node_fields_the_schema_names():
    read = set(re.findall(r"\bnode\.(\w+)", SCRIPT))
    assert read, "client.js reads no node field: the pattern is stale"
    assert read <= set(PROTOCOL["node"]), f"not in the schema's node: {read - set(PROTOCOL['node'])}"


def test_client_reads_only_patch_fields_the_schema_names():
    read = set(re.findall(r"\bpatch\.(\w+)", SCRIPT)) | set(re.findall(r'"(\w+)" in patch', SCRIPT))
    assert read <= set(PROTOCOL["patch"]), f"not in the schema's patch: {read - set(PROTOCOL['patch'])}"
    size = set(re.findall(r"\bpatch\.size\.(\w+)", SCRIPT))
    assert size == set(PROTOCOL["size"])


def test_client_sends_only_events_and_fields_the_schema_names():
    sent = re.findall(r"send\(\{([^}]*)\}", SCRIPT)
    assert sent, "client.js sends nothing: the pattern is stale"
    for fields in sent:
        kind = re.search(r'type: "(\w+)"', fields)
        assert kind, f"an event without a type: {{{fields}}}"
        assert kind.group(1) in PROTOCOL["events"], f"unknown event {kind.group(1)}"
        allowed = set(PROTOCOL["events"][kind.group(1)]) | {"type"}
        # A spread (last) is a cell: `...cellAt(event)` and `...pendingMove` are {x, y}.
        own, *spread = fields.split("...")
        named = set(re.findall(r"(?:^|,)\s*(\w+)(?=\s*[:,]|\s*$)", own)) | ({"x", "y"} if spread else set())
        assert named <= allowed, f"{kind.group(1)} with {named - allowed}"
        for key in re.findall(r'key: "(\w+)"', fields):
            assert key in {entry["browser"] for entry in PROTOCOL["keys"]}, f"unknown key {key}"


def test_client_compares_only_kinds_the_schema_names():
    compared = set(re.findall(r'kind (?:===|!==) "(\w+)"', SCRIPT))
    compared |= set(re.findall(r'case "(\w+)":', SCRIPT))
    compared |= set(re.findall(r'dataset\.kind === "(\w+)"', SCRIPT))
    assert compared, "client.js compares no kind: the pattern is stale"
    assert compared <= set(PROTOCOL["kinds"]), f"not in the schema's kinds: {compared - set(PROTOCOL['kinds'])}"


def test_client_keeps_no_table_of_its_own():
    """Kinds and keys come from the schema: a second table would drift."""
    for key in ("ArrowUp", "PageDown", "F10"):
        assert f'"{key}"' not in SCRIPT, f"client.js names {key} itself"
    assert "wire.kinds" in SCRIPT and "wire.keys" in SCRIPT and "wire.modifiers" in SCRIPT


def test_walk_words_are_schema_keys_or_characters():
    modifiers = {word for modifier in PROTOCOL["modifiers"].values() for word in modifier["script"]}
    for script in SCRIPTS.values():
        for word in words(script):
            if word.startswith('"') or word.startswith("wait:") or word in KEYS or len(word) == 1:
                continue
            *held, key = word.split("-")
            assert held and set(held) <= modifiers, f"{word} is not a schema key"
            assert key in KEYS or len(key) == 1, f"{word} is not a schema key"


def test_a_page_of_another_version_says_so(browser, server):
    """An app updated while its page stayed open: the server's first patch
    carries a version the page's schema does not."""
    page = browser.new_page()
    page.set_default_timeout(support.TIMEOUT_MS)
    newer = PROTOCOL["version"] + 1

    def relay(socket):
        app = socket.connect_to_server()

        def from_app(message):
            patch = json.loads(message)
            if "version" in patch:
                patch["version"] = newer
            socket.send(json.dumps(patch))

        app.on_message(from_app)
        socket.on_message(app.send)

    page.route_web_socket(re.compile(r"/session"), relay)
    page.goto(server.url)
    notice = page.locator("#notice")
    expect(notice).to_contain_text(f"version {PROTOCOL['version']} of FocusUI's protocol, the app version {newer}")
    expect(notice).to_contain_text("Reload the page")
    expect(page.locator("#elements [data-key]")).to_have_count(0)
    page.close()


def test_the_page_embeds_the_schema(page):
    embedded = page.locator("#protocol").text_content()
    assert json.loads(embedded) == PROTOCOL
