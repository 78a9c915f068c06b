"""Orca itself, once, end to end: the terminal app on a private
accessibility bus with an X display of its own (Orca needs one, though the
app has no window), speech going to speech-dispatcher and from there to
ALSA's null device (see private_bus.py). Orca's debug log says what it
speaks ("SPEECH OUTPUT"); Tab in the login form must name the field it
reaches.

Orca opens its debug file with Python's default buffering: a regular file
gets its lines in 8 KB blocks, so a log read while Orca runs stops short of
what Orca already said, which looks like Orca hanging. A terminal gets them
line by line, so Orca writes to a pseudo-terminal here and the test copies
what comes out to the log file.
"""

import os
import subprocess
import threading
import tty

import pytest
from private_bus import PrivateBus
from test_terminal_on_the_bus import Terminal, wait_for_line


@pytest.fixture(scope="module")
def bus():
    with PrivateBus(display=True, speech=True) as running:
        yield running


def copy_lines(master, path):
    """Appends what comes out of the pseudo-terminal `master` to `path`."""
    with open(path, "ab", buffering=0) as log:
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the other end closed: Orca ended
                return
            if not chunk:
                return
            log.write(chunk.replace(b"\r\n", b"\n"))


def test_orca_speaks_the_name_and_role_of_the_field_tab_reaches(bus, tmp_path):
    log = str(tmp_path / "orca.debug")
    master, slave = os.openpty()
    tty.setraw(slave)
    copier = threading.Thread(target=copy_lines, args=(master, log), daemon=True)
    copier.start()
    orca = subprocess.Popen(
        ["orca", "--replace", "--debug-file", os.ttyname(slave)], env=bus.environment(),
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    terminal = None
    try:
        wait_for_line(log, "SPEECH OUTPUT: 'Screen reader on.'", process=orca)
        terminal = Terminal(bus, "login")
        # The app's frame is the active window: Orca reads it as it comes.
        wait_for_line(log, "SPEECH OUTPUT: 'focus-demo frame", process=orca)
        terminal.keys("Tab")
        wait_for_line(log, "SPEECH OUTPUT: 'Username entry", process=orca)
        terminal.keys("Tab")
        wait_for_line(log, "SPEECH OUTPUT: 'Password password text", process=orca)
    finally:
        if terminal:
            terminal.close()
        orca.terminate()
        try:
            orca.wait(timeout=15)
        except subprocess.TimeoutExpired:
            orca.kill()
            orca.wait()
        os.close(slave)
        copier.join(timeout=5)
        os.close(master)
