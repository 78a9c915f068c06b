"""A private accessibility bus for tests, as a desktop sets one up.

What it starts, in order, all torn down again on exit:
  1. a session bus of its own (`dbus-daemon --session`): nothing reaches or
     is reached from the machine's own session;
  2. `/usr/libexec/at-spi-bus-launcher --launch-immediately` on it, which
     owns `org.a11y.Bus`, starts the accessibility bus and the registry;
  3. `org.a11y.Status.IsEnabled = true` (and `ScreenReaderEnabled` when
     asked), the switch a desktop's "assistive technologies" setting turns;
  4. with `display=True`, an X server (`Xvfb`) for headful programs
     (Chromium only exposes its tree with a window; Orca needs one too);
  5. with `speech=True`, a home of its own where speech-dispatcher (which
     Orca and the terminal's reader start on demand) speaks through
     espeak-ng into ALSA's null device: a machine with no sound card never
     answers the end of an utterance, and a client waiting on it (Orca)
     hangs. The daemon is stopped on exit.

Stdlib only, so both pythons can import it: the tests' own (pytest and
Playwright) and Debian's `/usr/bin/python3`, the one with `pyatspi`.
Listening and walking the tree happen in `atspi_probe.py`, which runs under
Debian's python; `Probe` starts it and reads what it hears.

Use from a test (any python):

    from private_bus import PrivateBus, Probe

    with PrivateBus(display=True) as bus:
        app = subprocess.Popen([...], env=bus.environment())
        with Probe(bus, "listen") as probe:
            probe.wait_for(lambda event: event["name"] == "Username", "Username focused")

Use from a shell (the command runs inside; its environment has
DBUS_SESSION_BUS_ADDRESS, AT_SPI_BUS_ADDRESS and, with --display, DISPLAY):

    Tests/Accessibility/private-bus [--display] [--screen-reader] [--speech] -- COMMAND ARGS...
    Tests/Accessibility/private-bus --display -- /usr/bin/python3 Tests/Accessibility/atspi_probe.py tree

What it needs (Debian): dbus-daemon (dbus-daemon), dbus-send (dbus-bin),
at-spi2-core, python3-pyatspi, and xvfb for `display=True`. `.ci/run`
installs them.
"""

import json
import os
import queue
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
# pyatspi is Debian's package: Debian's python, whatever is first on PATH.
SYSTEM_PYTHON = os.environ.get("FOCUSUI_SYSTEM_PYTHON", "/usr/bin/python3")
PROBE = os.path.join(HERE, "atspi_probe.py")
# How long a step may take before it fails loudly (a busy CI machine).
STEP_TIMEOUT = 30.0


class BusError(RuntimeError):
    """A part of the private bus did not start: the message says which and why."""


def _missing(program):
    return not (os.path.isabs(program) and os.access(program, os.X_OK)) and shutil.which(program) is None


class PrivateBus:
    """A session bus with the accessibility bus on it, and optionally an X
    display. A context manager; `environment()` is what a program started
    inside needs."""

    def __init__(self, display=False, screen_reader=False, speech=False, screen="1280x900x24"):
        self.wants_display = display
        self.wants_speech = speech
        self.screen_reader = screen_reader
        self.screen = screen
        self.address = None
        self.a11y_address = None
        self.display = None
        self.processes = []
        self.directory = None

    # -- lifetime

    def __enter__(self):
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *_):
        self.stop()

    def start(self):
        for program in ("dbus-daemon", "dbus-send", BUS_LAUNCHER) + (("Xvfb",) if self.wants_display else ()):
            if _missing(program):
                raise BusError(
                    f"{program} is missing: apt-get install dbus-daemon dbus-bin at-spi2-core xvfb "
                    "(.ci/run installs them)")
        self.directory = tempfile.mkdtemp(prefix="focusui-bus-")
        if self.wants_display:
            self._start_display()
        if self.wants_speech:
            self._make_speech_home()
        self._start_session_bus()
        self._start_accessibility_bus()
        self.set_status("IsEnabled", True)
        if self.screen_reader:
            self.set_status("ScreenReaderEnabled", True)
        return self

    def stop(self):
        self._stop_speech_dispatcher()
        # Last started, first stopped; each in its own process group.
        for process in reversed(self.processes):
            if process.poll() is None:
                try:
                    os.killpg(process.pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
                try:
                    process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait()
        self.processes = []
        if self.directory:
            shutil.rmtree(self.directory, ignore_errors=True)
            self.directory = None

    # -- what runs inside

    def environment(self, base=None, **extra):
        """`base` (os.environ by default) pointed at this bus and display.
        Session variables of the outer desktop that would lead a program
        elsewhere are dropped."""
        env = dict(os.environ if base is None else base)
        for key in ("AT_SPI_BUS_ADDRESS", "DBUS_SESSION_BUS_PID", "DBUS_SESSION_BUS_WINDOWID", "WAYLAND_DISPLAY"):
            env.pop(key, None)
        env["DBUS_SESSION_BUS_ADDRESS"] = self.address
        env["AT_SPI_BUS_ADDRESS"] = self.a11y_address
        # GTK and Qt programs (Orca among them) only bridge when told so.
        env["NO_AT_BRIDGE"] = "0"
        env["GTK_A11Y"] = "atspi"
        env["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
        # A runtime directory of its own: nothing meets the machine's own
        # speech-dispatcher or dconf.
        runtime = os.path.join(self.directory, "runtime")
        os.makedirs(runtime, mode=0o700, exist_ok=True)
        env["XDG_RUNTIME_DIR"] = runtime
        if self.display:
            env["DISPLAY"] = self.display
        if self.wants_speech:
            home = os.path.join(self.directory, "home")
            env.update(HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"),
                       XDG_CACHE_HOME=os.path.join(home, ".cache"), XDG_DATA_HOME=os.path.join(home, ".local/share"))
        env.update({key: str(value) for key, value in extra.items()})
        return env

    def set_status(self, name, value):
        """Sets `org.a11y.Status.NAME` (IsEnabled, ScreenReaderEnabled) on
        the session bus, as a desktop's settings do."""
        self._run(
            ["dbus-send", "--session", "--dest=org.a11y.Bus", "--print-reply", "/org/a11y/bus",
             "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", f"string:{name}",
             f"variant:boolean:{'true' if value else 'false'}"],
            f"setting org.a11y.Status.{name}")

    def get_status(self, name):
        reply = self._run(
            ["dbus-send", "--session", "--dest=org.a11y.Bus", "--print-reply", "/org/a11y/bus",
             "org.freedesktop.DBus.Properties.Get", "string:org.a11y.Status", f"string:{name}"],
            f"reading org.a11y.Status.{name}")
        return "boolean true" in reply

    # -- the parts

    def _spawn(self, arguments, **options):
        process = subprocess.Popen(arguments, start_new_session=True, **options)
        self.processes.append(process)
        return process

    def _start_display(self):
        read, write = os.pipe()
        process = self._spawn(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", self.screen, "-nolisten", "tcp", "-noreset"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        os.close(write)
        number = _read_line(read, process, "Xvfb")
        os.close(read)
        self.display = f":{number}"

    def _make_speech_home(self):
        home = os.path.join(self.directory, "home")
        config = os.path.join(home, ".config", "speech-dispatcher")
        os.makedirs(config)
        with open(os.path.join(home, ".asoundrc"), "w", encoding="utf-8") as asound:
            asound.write("pcm.!default { type null }\n")
        with open(os.path.join(config, "speechd.conf"), "w", encoding="utf-8") as speechd:
            speechd.write(
                'AudioOutputMethod "alsa"\n'
                'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
                "DefaultModule espeak-ng\n"
                "Timeout 5\n")

    def speech_dispatcher_pids(self):
        """The speech-dispatcher daemons started on this bus (they leave
        their process group: a daemon)."""
        if not self.directory:
            return []
        pids = []
        for folder, _, files in os.walk(os.path.join(self.directory, "runtime", "speech-dispatcher")):
            for name in files:
                if name.endswith(".pid"):
                    with open(os.path.join(folder, name), encoding="utf-8") as pid_file:
                        text = pid_file.read().strip()
                    if text.isdigit():
                        pids.append(int(text))
        return pids

    def _stop_speech_dispatcher(self):
        for pid in self.speech_dispatcher_pids():
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass

    def _start_session_bus(self):
        read, write = os.pipe()
        self._spawn(
            ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--nosyslog", f"--print-address={write}"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        os.close(write)
        self.address = _read_line(read, self.processes[-1], "dbus-daemon --session")
        os.close(read)

    def _start_accessibility_bus(self):
        env = self.environment()
        env.pop("AT_SPI_BUS_ADDRESS", None)
        launcher = self._spawn(
            [BUS_LAUNCHER, "--launch-immediately", "--a11y=1"],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        # org.a11y.Bus answers once the launcher owns it and its bus runs.
        deadline = time.monotonic() + STEP_TIMEOUT
        last = ""
        while time.monotonic() < deadline:
            if launcher.poll() is not None:
                raise BusError(f"at-spi-bus-launcher ended ({launcher.returncode}): {launcher.stderr.read()}")
            result = subprocess.run(
                ["dbus-send", "--session", "--dest=org.a11y.Bus", "--print-reply", "/org/a11y/bus",
                 "org.a11y.Bus.GetAddress"],
                env=env, capture_output=True, text=True, timeout=STEP_TIMEOUT)
            last = result.stderr.strip()
            if result.returncode == 0 and '"' in result.stdout:
                self.a11y_address = result.stdout.split('"')[1]
                return
            select.select([], [], [], 0.05)  # the launcher is starting: look again
        raise BusError(f"org.a11y.Bus did not answer in {STEP_TIMEOUT:.0f} s: {last}")

    def _run(self, arguments, what):
        result = subprocess.run(
            arguments, env=self.environment(), capture_output=True, text=True, timeout=STEP_TIMEOUT)
        if result.returncode != 0:
            raise BusError(f"{what} failed: {result.stderr.strip()}")
        return result.stdout


def _read_line(descriptor, process, name):
    """The first line `process` writes to `descriptor`: a display number or
    a bus address."""
    data = b""
    deadline = time.monotonic() + STEP_TIMEOUT
    while not data.endswith(b"\n"):
        left = deadline - time.monotonic()
        ready, _, _ = select.select([descriptor], [], [], max(0, left))
        if not ready:
            raise BusError(f"{name} said nothing in {STEP_TIMEOUT:.0f} s")
        chunk = os.read(descriptor, 4096)
        if not chunk:
            error = process.stderr.read().decode(errors="replace") if process.stderr else ""
            raise BusError(f"{name} ended before it was ready: {error.strip()}")
        data += chunk
    return data.decode().strip()


class Probe:
    """`atspi_probe.py MODE ARGS` under Debian's python on `bus`: one JSON
    object per line, read on a thread. A context manager.

        with Probe(bus, "listen") as probe:
            event = probe.wait_for(lambda e: e["type"] == "focus" and e["name"] == "Password", "Password focused")
    """

    def __init__(self, bus, mode, *arguments):
        self.bus = bus
        self.arguments = [SYSTEM_PYTHON, PROBE, mode, *arguments]
        self.process = None
        self.lines = queue.Queue()
        self.seen = []
        self.errors = []

    def __enter__(self):
        if _missing(SYSTEM_PYTHON):
            raise BusError(f"{SYSTEM_PYTHON} is missing: apt-get install python3-pyatspi")
        self.process = subprocess.Popen(
            self.arguments, env=self.bus.environment(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            stdin=subprocess.PIPE, text=True, start_new_session=True)
        threading.Thread(target=self._read, args=(self.process.stdout, self.lines), daemon=True).start()
        threading.Thread(target=self._read_errors, daemon=True).start()
        self.wait_for(lambda event: event.get("type") == "ready", "the probe to listen")
        return self

    def __exit__(self, *_):
        if self.process and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()

    @staticmethod
    def _read(stream, lines):
        for line in stream:
            lines.put(line)
        lines.put(None)

    def _read_errors(self):
        for line in self.process.stderr:
            self.errors.append(line.rstrip())

    def send(self, command, **arguments):
        """Sends a command to a probe in `serve` mode (`atspi_probe.py`)."""
        self.process.stdin.write(json.dumps({"command": command, **arguments}) + "\n")
        self.process.stdin.flush()

    def wait_for(self, condition, what, timeout=STEP_TIMEOUT):
        """The first event from now on that meets `condition`; fails with
        everything heard when none comes in time."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            try:
                line = self.lines.get(timeout=max(0.0, left))
            except queue.Empty:
                line = ""
            if line is None:
                raise AssertionError(
                    f"the probe ended while waiting for {what}; heard {self.seen}; stderr: {self.errors[-20:]}")
            if line:
                event = json.loads(line)
                self.seen.append(event)
                if condition(event):
                    return event
                continue
            if time.monotonic() >= deadline:
                raise AssertionError(
                    f"waited {timeout:.0f} s for {what}; heard {self.seen}; stderr: {self.errors[-20:]}")


def main(arguments):
    """`private-bus [--display] [--screen-reader] -- COMMAND ARGS...`"""
    display = "--display" in arguments
    screen_reader = "--screen-reader" in arguments
    speech = "--speech" in arguments
    if "--" not in arguments or arguments.index("--") == len(arguments) - 1:
        print(__doc__, file=sys.stderr)
        print("usage: private-bus [--display] [--screen-reader] [--speech] -- COMMAND ARGS...", file=sys.stderr)
        return 2
    command = arguments[arguments.index("--") + 1:]
    try:
        with PrivateBus(display=display, screen_reader=screen_reader, speech=speech) as bus:
            return subprocess.call(command, env=bus.environment())
    except BusError as error:
        print(f"private-bus: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
