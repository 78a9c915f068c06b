#!/usr/bin/env bash
# Instructions a Tab, counted by valgrind: a measure the VM's noise does not
# move (two runs agree to a few instructions), for comparing two builds of
# a change to the Tab path. Time stays with the benchmarks; this says
# whether a change removed work.
#
# Runs `focus-profile SCENARIO FIELDS 0` (mount only) and
# `focus-profile SCENARIO FIELDS SECONDS` under cachegrind and prints
# (instructions of the second − of the first) / Tabs. SCENARIO is
# tab-probe (the peers' scenario), or FOCUS_SCENARIO's: screen-tab and
# screen-tab-semantics compare the terminal host's pass without and with
# what a screen reader on the accessibility bus asks for (issue #37). valgrind 3.19 cannot
# read Swift 6's DWARF 5, so it runs a copy with the debug information
# stripped.
#
# Usage (valgrind: apt-get install valgrind):
#   swift build -c release --product focus-profile     # in this folder
#   Benchmarks/instructions-per-tab.sh [FIELDS=100] [SECONDS=8]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
fields="${1:-100}"
seconds="${2:-8}"
scenario="${FOCUS_SCENARIO:-tab-probe}"
profile="${FOCUS_PROFILE:-$here/.build/release/focus-profile}"
command -v valgrind >/dev/null || { echo "instructions-per-tab.sh: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
[[ -x "$profile" ]] || { echo "instructions-per-tab.sh: build focus-profile first: swift build -c release --product focus-profile" >&2; exit 2; }
stripped="$(mktemp /tmp/focus-profile.XXXXXX)"
trap 'rm -f "$stripped"' EXIT
strip --strip-debug -o "$stripped" "$profile"
refs() { grep -o "I *refs: *[0-9,]*" | sed 's/.*: *//' | tr -d ','; }
run() { valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$stripped" "$scenario" "$fields" "$1" 2>&1; }
mount=$(run 0 | refs)
out=$(run "$seconds")
tabs=$(echo "$out" | grep -o "[0-9]* operations" | cut -d' ' -f1)
total=$(echo "$out" | refs)
echo "$scenario, $fields fields: $tabs Tabs, $(( (total - mount) / tabs )) instructions a Tab"
