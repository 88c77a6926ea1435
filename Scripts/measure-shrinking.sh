#!/usr/bin/env bash
# Measures what leaving failing inputs as found (`KATA_SHRINK=0`, as `kata verify` asks of a
# mutant's run) saves: a kata's reference solution with one of its mutants laid over it, in a
# scratch copy of its exercise built once, is tested again and again with `swift test
# --skip-build`, each run either shrinking the failing properties' inputs or not, the two kinds
# taken in turn in the same run. The mutant must fail on a property to show anything.
# Usage: Scripts/measure-shrinking.sh <kata folder> <mutant> [runs]
#   (one-module katas only: 06's reference has several modules)
set -euo pipefail
folder=$1
mutant=$2
runs=${3:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=bench-scratch.sh
source "$root/Scripts/bench-scratch.sh"
bench_scratch "$folder" "$root/Katas/$folder/Mutants/$mutant"

timed() {
    local start
    start=$(now)
    if env "$@" swift test --skip-build --no-parallel --disable-xctest >/dev/null 2>&1; then
        echo "the mutant passed its checker" >&2
        exit 1
    fi
    awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'
}

swift test --skip-build --disable-xctest >/dev/null 2>&1 || true # the first run, not counted
shrunk=() found=()
for _ in $(seq "$runs"); do
    shrunk+=("$(timed KATA_SHRINK=1)")
    found+=("$(timed KATA_SHRINK=0)")
done
echo "$folder $mutant, failing inputs made smaller: median $(median "${shrunk[@]}") s of $runs (${shrunk[*]})"
echo "$folder $mutant, failing inputs as found:     median $(median "${found[@]}") s of $runs (${found[*]})"
rm -rf "$scratch"
