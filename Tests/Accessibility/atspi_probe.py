"""Hears and walks the accessibility bus with Debian's `python3-pyatspi`.

Runs under Debian's /usr/bin/python3 (where `pyatspi` is), on the bus the
environment names (`private_bus.PrivateBus.environment()`); `private_bus.Probe`
starts it and reads its output: one JSON object per line, the first
`{"type": "ready"}` once it listens.

    atspi_probe.py listen            every focus, announcement, text, caret,
                                     children and window event, as it comes
    atspi_probe.py tree [APP]        the applications (or APP's tree), then ends
    atspi_probe.py serve             `listen`, and commands on stdin, one JSON
                                     object a line:
        {"command": "tree", "app": "focus-demo"}
        {"command": "grab_focus", "app": "focus-demo", "name": "Sign In", "role": "push button"}
        {"command": "do_action", "app": "focus-demo", "name": "Sign In", "action": 0}
      each answered by {"type": "reply", "command": ..., ...}.

An event line: {"type": "focus" | "announcement" | "text" | "caret" |
"children" | "window" | "state", "event": the AT-SPI event name, "name",
"role" (AT-SPI's role name: "entry", "password text", "push button"),
"app", "detail1", "detail2", "data"}. "phrase" is what a screen reader
would start with: "Username, entry".
"""

import json
import sys

import pyatspi
from gi.repository import GLib

EVENTS = {
    "object:state-changed:focused": "focus",
    "object:announcement": "announcement",
    "object:text-changed": "text",
    "object:text-caret-moved": "caret",
    "object:children-changed": "children",
    "object:state-changed": "state",
    "window:activate": "window",
    "window:deactivate": "window",
    "focus:": "focus",
}


def say(line):
    sys.stdout.write(json.dumps(line) + "\n")
    sys.stdout.flush()


def safe(call, default=None):
    try:
        return call()
    except Exception:  # noqa: BLE001 - an object may go away while we read it
        return default


def describe(accessible):
    name = safe(lambda: accessible.name, "") or ""
    role = safe(lambda: accessible.getRoleName(), "") or ""
    app = safe(lambda: accessible.getApplication().name, "") or ""
    return {"name": name, "role": role, "app": app, "phrase": ", ".join(part for part in (name, role) if part)}


def on_event(event):
    kind = EVENTS.get(event.type) or next(
        (value for key, value in EVENTS.items() if event.type.startswith(key)), "other")
    if kind == "focus" and event.type.startswith("object:state-changed") and event.detail1 != 1:
        return  # focus lost: a screen reader speaks the gain
    data = safe(lambda: event.any_data)
    say({
        "type": kind, "event": event.type, **describe(event.source), "detail1": event.detail1,
        "detail2": event.detail2, "data": data if isinstance(data, (str, int, float, bool)) else None,
    })


def applications():
    desktop = pyatspi.Registry.getDesktop(0)
    return [app for app in (safe(lambda index=index: desktop.getChildAtIndex(index)) for index in
                            range(safe(lambda: desktop.childCount, 0))) if app is not None]


def find_application(name):
    return next((app for app in applications() if safe(lambda app=app: app.name) == name), None)


def tree(accessible, depth=0, limit=2000):
    """The tree under `accessible`, depth first, as dicts with states."""
    rows = []

    def visit(node, level):
        if len(rows) >= limit or node is None:
            return
        states = safe(lambda: [pyatspi.stateToString(state) for state in node.getState().getStates()], [])
        rows.append({**describe(node), "depth": level, "states": states})
        for index in range(safe(lambda: node.childCount, 0)):
            visit(safe(lambda index=index: node.getChildAtIndex(index)), level + 1)

    visit(accessible, depth)
    return rows


def find(accessible, name, role=None):
    for row_node in walk(accessible):
        if safe(lambda node=row_node: node.name) == name and (
                role is None or safe(lambda node=row_node: node.getRoleName()) == role):
            return row_node
    return None


def walk(accessible):
    stack = [accessible]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        yield node
        count = safe(lambda node=node: node.childCount, 0)
        stack.extend(reversed([safe(lambda node=node, index=index: node.getChildAtIndex(index))
                               for index in range(count)]))


def handle(command):
    name = command.get("command")
    app = find_application(command["app"]) if "app" in command else pyatspi.Registry.getDesktop(0)
    if app is None:
        return {"type": "reply", "command": name, "error": f"no application {command.get('app')!r}",
                "applications": [safe(lambda a=a: a.name) for a in applications()]}
    if name == "tree":
        return {"type": "reply", "command": name, "tree": tree(app)}
    target = find(app, command.get("name"), command.get("role"))
    if target is None:
        return {"type": "reply", "command": name, "error": f"no {command.get('name')!r} in {command.get('app')!r}"}
    if name == "grab_focus":
        return {"type": "reply", "command": name, "result": bool(target.queryComponent().grabFocus())}
    if name == "do_action":
        return {"type": "reply", "command": name, "result": bool(target.queryAction().doAction(command.get("action", 0)))}
    return {"type": "reply", "command": name, "error": f"unknown command {name!r}"}


def serve_stdin(source, _condition):
    line = source.readline()
    if not line:
        pyatspi.Registry.stop()
        return False
    try:
        say(handle(json.loads(line)))
    except Exception as error:  # noqa: BLE001 - every bad command is answered
        say({"type": "reply", "error": f"{type(error).__name__}: {error}"})
    return True


def main(arguments):
    mode = arguments[0] if arguments else "listen"
    if mode == "tree":
        if len(arguments) > 1:
            app = find_application(arguments[1])
            say({"type": "tree", "tree": tree(app) if app else None,
                 "applications": [safe(lambda a=a: a.name) for a in applications()]})
        else:
            say({"type": "tree", "applications": [safe(lambda a=a: a.name) for a in applications()]})
        return 0
    if mode not in ("listen", "serve"):
        print(__doc__, file=sys.stderr)
        return 2
    for event in EVENTS:
        pyatspi.Registry.registerEventListener(on_event, event)
    if mode == "serve":
        GLib.io_add_watch(sys.stdin, GLib.IO_IN | GLib.IO_HUP, serve_stdin)
    say({"type": "ready"})
    pyatspi.Registry.start()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
