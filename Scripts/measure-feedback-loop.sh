#!/usr/bin/env bash
# Measures how long a learner waits, in a fresh clone of this repository:
#   - the first `swift run kata next` (building the tool included), and later ones;
#   - the first `swift test` in an exercise (cold), and the median edit-to-verdict time of
#     `swift test` after a one-line edit, in katas 01 and 05;
#   - `kata check` on an unchanged and on an edited kata;
#   - `kata graph` on a built exercise.
# Usage: Scripts/measure-feedback-loop.sh [runs]   (default: 7 runs per median)
set -euo pipefail
runs=${1:-7}
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git clone --quiet "$root" "$scratch/katas"
cd "$scratch/katas"

now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
timed() { local start; start=$(now); "$@" >/dev/null 2>&1 || true; seconds "$start" "$(now)"; }

echo "kata next, fresh clone, building the tool: $(timed swift run kata next) s"
kata=$(swift build --show-bin-path)/kata
samples=(); for _ in $(seq "$runs"); do samples+=("$(timed "$kata" next)"); done
echo "kata next, nothing changed (built binary): median $(median "${samples[@]}") s of ${runs}"
samples=(); for _ in $(seq "$runs"); do samples+=("$(timed swift run kata next)"); done
echo "swift run kata next, nothing changed: median $(median "${samples[@]}") s of ${runs}"

# The learner's loop in two katas: 01, the first, and 05, one with a larger checker.
for kata_folder in 01-profile-presenter:ProfileFeature:ProfilePresenter 05-game-of-life:GameOfLife:GameOfLifeViewController; do
    IFS=: read -r folder module file_name <<<"$kata_folder"
    exercise=Exercises/$folder
    "$kata" solve "${folder%%-*}" >/dev/null
    rm -rf "$exercise/.build"
    echo "swift test in $exercise, cold: $(cd "$exercise" && timed swift test) s"

    file="$exercise/Sources/$module/$file_name.swift"
    samples=()
    for run in $(seq "$runs"); do
        echo "// edit $run" >> "$file"
        samples+=("$(cd "$exercise" && timed swift test)")
    done
    echo "swift test in $exercise after a one-line edit (edit to verdict): median $(median "${samples[@]}") s of ${runs} (${samples[*]})"

    samples=(); for _ in $(seq "$runs"); do samples+=("$(timed "$kata" check "${folder%%-*}")"); done
    echo "kata check ${folder%%-*}, unchanged: median $(median "${samples[@]}") s of ${runs}"
    samples=()
    for run in $(seq "$runs"); do
        echo "// check edit $run" >> "$file"
        samples+=("$(timed "$kata" check "${folder%%-*}")")
    done
    echo "kata check ${folder%%-*}, after a one-line edit: median $(median "${samples[@]}") s of ${runs}"
done

# The learner's first picture: kata graph on an exercise that is built.
samples=(); for _ in $(seq "$runs"); do samples+=("$(timed "$kata" graph 01)"); done
echo "kata graph 01, exercise built: median $(median "${samples[@]}") s of ${runs}"
