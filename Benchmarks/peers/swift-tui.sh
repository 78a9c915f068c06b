#!/usr/bin/env bash
# swift-tui (github.com/SwiftTUI/swift-tui, the SwiftUI-style terminal
# framework with @FocusState) in the peers' focus scenario, so its numbers
# can be set beside FocusUI's and Textual's from one machine in one hour.
#
# The scenario is our own code in swift-tui/ (BigForm: a Jump button above N
# text fields in a ScrollView, one @FocusState Int?). It runs in process on
# swift-tui's own run loop and scene session, presenting through swift-tui's
# terminal emission (the planner and escape builder of its terminal host,
# into a byte counter instead of a tty), at 80x24, release build. It prints,
# per N: mount time (to the first frame), Tab from key to the frame showing
# the focus moved (p50, mean) and to the last frame once nothing follows for
# 50 ms ("settled"), the same for a click on Jump (a focus write to a far
# field), frames and terminal bytes per step, and peak memory and CPU time
# from /usr/bin/time -v (CPU against wall time shows how much the machine's
# load stretched the run). `uptime` is printed before each run: the machine's load.
#
# Usage:
#   Benchmarks/peers/swift-tui.sh                 # N=100 and N=1,000, 50 presses each
#   PRESSES=20 Benchmarks/peers/swift-tui.sh 1000 10000
#
# Settings (environment):
#   SWIFT_TUI_PATH    a swift-tui checkout to use as it is (no clone)
#   SWIFT_TUI_GIT     where to clone swift-tui from (https://github.com/SwiftTUI/swift-tui.git)
#   SWIFT_TUI_COMMIT  the pinned commit (608624e: 0.9.6 and two fixes, 2026-08-22)
#   PEERS_CACHE       clones and build products (~/.cache/focusui-peers), never in the repository
#   SWIFTTERM_GIT     a mirror of github.com/migueldeicaza/SwiftTerm: swift-tui's manifest names
#                     it (our scenario does not use it), so a machine without GitHub needs one
#   PRESSES           Tabs and Jump clicks per N (50)
#   TIMEOUT           seconds a run may take before it is stopped (900)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
commit=${SWIFT_TUI_COMMIT:-608624eae3746083f2797f0c5e37ab1d10b0687c}
origin=${SWIFT_TUI_GIT:-https://github.com/SwiftTUI/swift-tui.git}
cache=${PEERS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/focusui-peers}
presses=${PRESSES:-50}
limit=${TIMEOUT:-900}
sizes=("$@")
[[ ${#sizes[@]} -gt 0 ]] || sizes=(100 1000)
for n in "${sizes[@]}" "$presses" "$limit"; do
  [[ $n =~ ^[0-9]+$ && $n -gt 1 ]] || { echo "swift-tui.sh: '$n' is not a whole number above 1" >&2; exit 2; }
done
mkdir -p "$cache"

# SwiftPM names a path dependency after its folder, and our package's folder
# is already named swift-tui: the checkout is reached through a link of
# another name.
checkout=$cache/swift-tui-src
if [[ -n ${SWIFT_TUI_PATH:-} ]]; then
  [[ -f $SWIFT_TUI_PATH/Package.swift ]] || { echo "swift-tui.sh: no Package.swift in SWIFT_TUI_PATH=$SWIFT_TUI_PATH" >&2; exit 2; }
  ln -sfn "$(cd "$SWIFT_TUI_PATH" && pwd)" "$checkout"
else
  clone=$cache/swift-tui-${commit:0:12}
  if [[ ! -d $clone/.git ]]; then
    rm -rf "$clone.partial"
    git clone --quiet "$origin" "$clone.partial"
    git -C "$clone.partial" checkout --quiet "$commit"
    mv "$clone.partial" "$clone"
  fi
  ln -sfn "$clone" "$checkout"
fi
export SWIFT_TUI_PATH=$checkout
echo "swift-tui: $(git -C "$checkout/" log -1 --format='%h %cs %s' 2>/dev/null || echo "$checkout (not a git checkout)")"

# (The mirror is kept in swift-tui/.swiftpm, and SwiftPM writes
# swift-tui/Package.resolved: both are ignored by git.)
if [[ -n ${SWIFTTERM_GIT:-} ]]; then
  swift package --package-path "$here/swift-tui" config set-mirror \
    --original https://github.com/migueldeicaza/SwiftTerm.git --mirror "$SWIFTTERM_GIT"
fi

build=(swift build -c release -j 1 --package-path "$here/swift-tui" --scratch-path "$cache/build"
  --product SwiftTUIFocusPeer)
echo "building: ${build[*]}"
"${build[@]}" 2>&1 | grep -v '^\[' || true
binary=$("${build[@]}" --show-bin-path)/SwiftTUIFocusPeer
[[ -x $binary ]] || { echo "swift-tui.sh: the build made no $binary (see its errors above)" >&2; exit 1; }

for n in "${sizes[@]}"; do
  echo
  echo "N=$n, $presses presses; load: $(uptime | sed 's/.*load average: //')"
  log=$cache/time-$n.txt
  if /usr/bin/time -v -o "$log" timeout "$limit" "$binary" "$n" "$presses"; then
    awk -F': ' '/Maximum resident set size/ { printf "peak memory (time -v): %.0f MB\n", $2 / 1024 }
      /User time/ { cpu += $2 } /System time/ { cpu += $2 }
      /Elapsed \(wall clock\)/ { wall = $2 }
      END { printf "whole run: %s wall, %.1f s CPU (user + system)\n", wall, cpu }' "$log"
  else
    status=$?
    if [[ $status -eq 124 ]] || grep -q 'exit status 124' "$log"; then
      echo "N=$n did not finish in $limit s (TIMEOUT); peak memory so far:"
    else
      echo "N=$n failed (exit $status)"
    fi
    awk -F': ' '/Maximum resident set size/ { printf "peak memory (time -v): %.0f MB\n", $2 / 1024 }' "$log"
  fi
  echo "load after: $(uptime | sed 's/.*load average: //')"
done
