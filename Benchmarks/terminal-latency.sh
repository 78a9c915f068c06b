#!/usr/bin/env bash
# Terminal latency of FocusUI's TerminalHost, on the real host path: runs
# `focus-demo big-form` (10,000 text fields) in a pseudo-terminal with
# FOCUSUI_LATENCY_LOG set, presses Tab one key at a time, and reports the
# host's own measure per key — nanoseconds from the key's bytes read to the
# frame's bytes written — as p50/p90/p99/max, and the bytes written per key.
# Then it presses keys that change nothing — Insert, a sequence the host
# drops (no event, no frame), and F5, which goes through the window but no
# view handles — and reports the bytes those frames wrote, which should be 0.
#
# Each key is sent only once the host logged the previous one, so every
# read holds exactly one key and nothing queues.
#
# Two harnesses (HARNESS): `pty` (pty-latency.py) owns a bare pty, blocks
# reading it until the frame came, spawns nothing while a key is handled,
# and also reports the round trip, from its write of the key to its read of
# the frame's last byte; `tmux` runs the demo in tmux, as a terminal
# emulator that parses each frame on the same CPUs while the key is
# handled, sends each key with `tmux send-keys` and follows the log
# without spawning processes (it used to poll the log with `wc` every
# 2 ms and pipe the pane to `cat`: processes on the 2 CPUs during every
# key). Its keys come milliseconds apart (a `tmux` client per key), so
# the host starts each colder than with `pty`, as after a user's pause.
# The default, `both`, runs pty then tmux.
#
# Usage (see Benchmarks/README.md):
#   swift build -c release --product focus-demo        # in the repository root
#   Benchmarks/terminal-latency.sh                     # .build/release/focus-demo
#   FOCUS_DEMO=.build/debug/focus-demo PRESSES=200 Benchmarks/terminal-latency.sh
#   EXAMPLE=login READY="Sign In" HARNESS=pty Benchmarks/terminal-latency.sh
#
# Settings (environment): FOCUS_DEMO (the binary), EXAMPLE (big-form),
# READY (text on the screen once it is up: "Field 0"), PRESSES (1000),
# WARMUP (20, not counted), KEY (hex bytes of the key: 09, Tab),
# IDLE_PRESSES (50), COLUMNS_ROWS (80x24), HARNESS (both, pty or tmux),
# PAUSE_MS (pty: a pause before each measured key, as a user's: 0),
# KEEP (1: keep tmux's raw log).
#
# The host's measure depends on how long it idled before the key: on a
# 2-CPU VM whose idle CPUs halt, a key after a pause of 10 ms or more (a
# user's typing; tmux's keys) costs about twice one sent right after the
# last frame (pty, PAUSE_MS=0), for the same instructions.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
demo=${FOCUS_DEMO:-$here/../.build/release/focus-demo}
example=${EXAMPLE:-big-form}
ready=${READY:-Field 0}
presses=${PRESSES:-1000}
warmup=${WARMUP:-20}
key=${KEY:-09}
idle_presses=${IDLE_PRESSES:-50}
size=${COLUMNS_ROWS:-80x24}
columns=${size%x*}
rows=${size#*x}

if [[ ! -x $demo ]]; then
  echo "no focus-demo at $demo: run 'swift build -c release --product focus-demo' in the repository root," >&2
  echo "or set FOCUS_DEMO to the binary" >&2
  exit 2
fi
harness=${HARNESS:-both}
case $harness in
  pty | tmux | both) ;;
  *) echo "HARNESS must be pty, tmux or both, not '$harness'" >&2; exit 2 ;;
esac

if [[ $harness != tmux ]]; then
  echo "== bare pty (pty-latency.py)"
  python3 "$here/pty-latency.py" "$demo" "$example" "$ready" "$presses" "$warmup" "$key" "$idle_presses" \
    "$columns" "$rows"
  [[ $harness == pty ]] && exit 0
  echo "== tmux"
fi

command -v tmux > /dev/null || { echo "tmux is needed" >&2; exit 2; }

work=$(mktemp -d /tmp/focus-latency.XXXXXX)
socket=$work/tmux.sock
log=$work/latency.txt
session=latency
tm() { tmux -S "$socket" "$@"; }
cleanup() {
  tm kill-server 2> /dev/null || true
  if [[ ${KEEP:-0} == 1 ]]; then echo "raw log kept in $log"; else rm -rf "$work"; fi
}
trap cleanup EXIT

: > "$log"
tm new-session -d -s "$session" -x "$columns" -y "$rows" \
  "env TERM=xterm-256color FOCUSUI_LATENCY_LOG='$log' '$demo' $example"

# Waits up to $2 seconds (default 120) until `$1` (a command) succeeds.
wait_until() {
  local deadline=$((SECONDS + ${2:-120}))
  until eval "$1"; do
    if ((SECONDS > deadline)); then
      echo "timed out waiting for: $1" >&2
      tm capture-pane -p -t "$session" >&2 || true
      exit 1
    fi
    sleep 0.002
  done
}

started=$SECONDS
wait_until 'tm capture-pane -p -t "$session" 2> /dev/null | grep -q -- "$ready"' 600
echo "$example is up after $((SECONDS - started)) s (${columns}x${rows}, $demo)"

# The log is followed from an open descriptor and the waits sleep in a
# `read -t` on a FIFO that never gets data: no process is spawned while a
# key is handled (only `tmux send-keys`, before the key is sent).
exec 3< "$log"
mkfifo "$work/idle"
exec 4<> "$work/idle"
logged=0
# Counts the complete lines appended to the log since the last call (a
# line read before its end came is counted with its end).
follow_log() {
  local line
  while IFS= read -r -u 3 line; do logged=$((logged + 1)); done
}

# Waits up to 30 s until the log holds `$1` lines.
wait_logged() {
  local deadline=$((SECONDS + 30))
  follow_log
  until ((logged >= $1)); do
    if ((SECONDS > deadline)); then
      echo "timed out waiting for the host's line $1 in $log" >&2
      tm capture-pane -p -t "$session" >&2 || true
      exit 1
    fi
    read -r -t 0.002 -u 4 || true
    follow_log
  done
}

# Sends the hex bytes `$1` `$2` times, each once the previous one was logged.
press() {
  local bytes=$1 count=$2
  for ((i = 0; i < count; i++)); do
    follow_log
    # shellcheck disable=SC2086
    tm send-keys -t "$session" -H $bytes
    wait_logged $((logged + 1))
  done
}

press "$key" "$warmup"
first=$((logged + 1))
press "$key" "$presses"
last=$logged
idle_first=$((last + 1))
press "1b 5b 32 7e" "$idle_presses"  # Insert: CSI 2 ~
idle_last=$logged
unhandled_first=$((idle_last + 1))
press "1b 5b 31 35 7e" "$idle_presses"  # F5: CSI 15 ~
unhandled_last=$logged

summary() {  # $1: first line, $2: last line; columns: ns written read
  sed -n "$1,$2p" "$log" | sort -n -k1,1 | awk '
    { ns[NR] = $1; bytes[NR] = $2; total += $2; if ($2 > maxBytes) maxBytes = $2; if (NR > 1 && $3 != reads) mixed = 1; reads = $3 }
    function at(p) { i = int(NR * p + 0.999999); if (i < 1) i = 1; return ns[i] / 1000 }
    END {
      printf "  keys: %d (bytes read per key: %s)\n", NR, mixed ? "varied" : reads
      printf "  latency, read to written (µs): p50 %.1f  p90 %.1f  p99 %.1f  max %.1f\n", at(0.5), at(0.9), at(0.99), ns[NR] / 1000
      printf "  bytes written per key: mean %.1f  max %d  total %d\n", total / NR, maxBytes, total
    }'
  # Bytes per key, sorted by bytes rather than time.
  sed -n "$1,$2p" "$log" | awk '{ print $2 }' | sort -n | awk '
    { b[NR] = $1 } END { printf "  bytes written per key: p50 %d  p99 %d\n", b[int(NR * 0.5 + 0.999999)], b[int(NR * 0.99 + 0.999999)] }'
}

echo "key $key, $presses presses after $warmup unmeasured:"
summary "$first" "$last"
echo "a sequence the host drops (Insert), $idle_presses presses:"
summary "$idle_first" "$idle_last"
echo "a key no view handles (F5: routed, laid out, drawn), $idle_presses presses:"
summary "$unhandled_first" "$unhandled_last"

tm send-keys -t "$session" -H 11  # Ctrl-Q
