#!/usr/bin/env bash
# Measures what the lowering cache saves a test run: a kata's reference solution, laid into a
# scratch copy of its exercise and built once, is tested again and again with `swift test
# --skip-build`, each run either after the cache is emptied (the module lowered to SIL, as on a
# first run) or with it kept (the SIL read back), the two kinds taken in turn in the same run.
# Usage: Scripts/measure-lowering-cache.sh [kata folder, default 10-container-at-the-root] [runs]
#   (one-module katas only: 06's reference has several modules)
set -euo pipefail
folder=${1:-10-container-at-the-root}
runs=${2:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=bench-scratch.sh
source "$root/Scripts/bench-scratch.sh"
bench_scratch "$folder"
cache=$(swift build --show-bin-path)/kata-lowerings

timed() {
    local start
    start=$(now)
    swift test --skip-build >/dev/null 2>&1 || { echo "the reference failed its checker" >&2; exit 1; }
    awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'
}

swift test --skip-build >/dev/null 2>&1 # the first run of the binary, not counted
cold=() warm=()
for _ in $(seq "$runs"); do
    rm -rf "$cache"
    cold+=("$(timed)")
    warm+=("$(timed)")
done
echo "$folder, swift test --skip-build of the reference, cache emptied: median $(median "${cold[@]}") s of $runs (${cold[*]})"
echo "$folder, swift test --skip-build of the reference, cache kept:    median $(median "${warm[@]}") s of $runs (${warm[*]})"
rm -rf "$scratch"
