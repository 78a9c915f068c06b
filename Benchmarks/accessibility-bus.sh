#!/usr/bin/env bash
# A Tab with and without a screen reader listening on Linux's accessibility
# bus (issue #37: at most twice). Makes a private accessibility bus
# (Tests/Accessibility/private-bus), starts a listener on it that hears
# focus events as Orca does (Debian's python3-pyatspi), and runs the
# "Tab, accessibility bus …" benchmarks of FocusEndToEndBenchmarks there.
#   Benchmarks/accessibility-bus.sh [more benchmark arguments…]
#   Benchmarks/accessibility-bus.sh paired [FIELDS=10000] [SECONDS=30]
# The second runs `focus-profile bus-paired` there instead (build it first:
# swift build -c release --product focus-profile): the pass with and
# without a listener taken in turns, so that both see the same machine.
# Needs what Tests/Accessibility needs (at-spi2-core, python3-pyatspi,
# dbus-daemon); .ci/run installs them.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
exec "$here/../Tests/Accessibility/private-bus" --screen-reader -- bash -c '
  set -euo pipefail
  heard="$(mktemp)"
  /usr/bin/python3 "$0/../Tests/Accessibility/atspi_probe.py" listen >"$heard" 2>&1 &
  listener=$!
  trap "kill $listener 2>/dev/null; rm -f $heard" EXIT
  for _ in $(seq 300); do grep -q "\"ready\"" "$heard" && break; sleep 0.1; done
  grep -q "\"ready\"" "$heard" || { echo "the listener did not start:"; cat "$heard"; exit 1; }
  cd "$0"
  if [ "${1:-}" = paired ]; then
    exec .build/release/focus-profile bus-paired "${2:-10000}" "${3:-30}"
  fi
  # The bus benchmarks, or those a --filter given names.
  filter=(--filter "Tab, accessibility bus .*")
  for argument in "$@"; do [ "$argument" = --filter ] && filter=(); done
  FOCUSUI_BENCHMARK_ACCESSIBILITY_BUS=1 swift package --disable-sandbox benchmark \
    --target FocusEndToEndBenchmarks "${filter[@]}" "$@"
' "$here" "$@"
