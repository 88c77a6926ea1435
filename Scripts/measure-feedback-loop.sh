#!/usr/bin/env bash
# Measures how long a learner waits, in a fresh clone of this repository:
#   - the first `swift run kata next` (building the tool included), and later ones;
#   - the first `swift test` in an exercise (cold), and the median edit-to-verdict time of
#     `swift test` after a one-line edit, in katas 01 and 05;
#   - the same without the check that lowers the learner's module to SIL, and the ratio;
#   - `kata check` on an unchanged and on an edited kata, and its ratio to `swift test`, after
#     an edit that adds a comment and after one that changes the code;
#   - the first check of a kata whose exercise was built in the background when the kata
#     before it passed, beside the first check of one built cold, in the same run;
#   - `kata graph` on a built exercise.
# Usage: Scripts/measure-feedback-loop.sh [runs] [--loop-only]   (default: 7 runs per median)
#   --loop-only: the learner's loop in katas 01 and 05 alone, with this repository's built `kata`
#   (no `kata next`, no background build, no graph): the ratio of `kata check` to `swift test`.
set -euo pipefail
runs=${1:-7}
loop_only=${2:-}
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git clone --quiet "$root" "$scratch/katas"
cd "$scratch/katas"

now() { perl -MTime::HiRes=time -e 'printf "%.3f\n", time()'; }
# A one-line edit made as a person makes it, after reading the last verdict: an edit made within
# a second or so of a build can look unchanged to SwiftPM, which then tests the code before it
# and would time a build that never happened. `kata check` guards against that by compiling
# again any source changed within 3 s of its object (`StaleObjects`), which plain `swift test`
# does not: an edit sooner than that would time the guard's extra build in `kata check` only.
edit() { sleep 3.5; echo "$1" >> "$2"; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
timed() { local start; start=$(now); "$@" >/dev/null 2>&1 || true; seconds "$start" "$(now)"; }
# `KATA_PREWARM=0 timed …` passes the variable on to the command timed.

if [ "$loop_only" = --loop-only ]; then
    kata=$root/.build/debug/kata
else
    echo "kata next, fresh clone, building the tool: $(timed swift run kata next) s"
    kata=$(swift build --show-bin-path)/kata
    samples=(); for _ in $(seq "$runs"); do samples+=("$(timed "$kata" next)"); done
    echo "kata next, nothing changed (built binary): median $(median "${samples[@]}") s of ${runs}"
    samples=(); for _ in $(seq "$runs"); do samples+=("$(timed swift run kata next)"); done
    echo "swift run kata next, nothing changed: median $(median "${samples[@]}") s of ${runs}"
fi

# The learner's loop in two katas: 01, the first, and 05, one with a larger checker.
for kata_folder in 01-profile-presenter:ProfileFeature:ProfilePresenter 05-game-of-life:GameOfLife:GameOfLifeViewController; do
    IFS=: read -r folder module file_name <<<"$kata_folder"
    exercise=Exercises/$folder
    "$kata" solve "${folder%%-*}" >/dev/null
    # A background build of the next kata may still be writing there: wait until it is gone.
    until rm -rf "$exercise/.build" 2>/dev/null; do sleep 2; done
    echo "swift test in $exercise, cold: $(cd "$exercise" && timed swift test) s"

    file="$exercise/Sources/$module/$file_name.swift"
    samples=()
    for run in $(seq "$runs"); do
        edit "// edit $run" "$file"
        samples+=("$(cd "$exercise" && timed swift test)")
    done
    test_median=$(median "${samples[@]}")
    echo "swift test in $exercise after a one-line edit (edit to verdict): median ${test_median} s of ${runs} (${samples[*]})"

    # The same loop without the check that asks the compiler for the policy's reach: what
    # lowering the learner's module to SIL adds to the loop, measured in the same run.
    samples=()
    for run in $(seq "$runs"); do
        edit "// reach edit $run" "$file"
        samples+=("$(cd "$exercise" && timed swift test --skip reachesOnlyWhatTheLessonAllows)")
    done
    without_median=$(median "${samples[@]}")
    echo "swift test in $exercise after a one-line edit, without the compiler's reach: median ${without_median} s of ${runs} (${samples[*]})"
    echo "swift test with / without the compiler's reach: $(awk -v a="$test_median" -v b="$without_median" 'BEGIN { printf "%.2f", a / b }')×"

    samples=(); for _ in $(seq "$runs"); do samples+=("$(KATA_PREWARM=0 timed "$kata" check "${folder%%-*}")"); done
    echo "kata check ${folder%%-*}, unchanged: median $(median "${samples[@]}") s of ${runs}"
    samples=()
    for run in $(seq "$runs"); do
        edit "// check edit $run" "$file"
        samples+=("$(KATA_PREWARM=0 timed "$kata" check "${folder%%-*}")")
    done
    check_median=$(median "${samples[@]}")
    echo "kata check ${folder%%-*}, after a one-line edit: median ${check_median} s of ${runs}"
    echo "kata check / swift test, after a one-line edit: $(awk -v a="$check_median" -v b="$test_median" 'BEGIN { printf "%.2f", a / b }')×"

    # The edits above add a comment, which compiles to the same code: the compiler leaves the
    # object as it was. An edit of the code itself is compiled and linked again, as most of a
    # learner's edits are. Each tool runs its samples in a row, after one run to warm it: SwiftPM
    # keeps the compiled manifest of one environment only, and `kata` runs SwiftPM in its own.
    test_samples=(); check_samples=()
    (cd "$exercise" && swift test >/dev/null 2>&1) || true
    for run in $(seq "$runs"); do
        edit "private let testEdit$run = $run" "$file"
        test_samples+=("$(cd "$exercise" && timed swift test)")
    done
    KATA_PREWARM=0 "$kata" check "${folder%%-*}" >/dev/null 2>&1 || true
    for run in $(seq "$runs"); do
        edit "private let checkEdit$run = $run" "$file"
        check_samples+=("$(KATA_PREWARM=0 timed "$kata" check "${folder%%-*}")")
    done
    test_median=$(median "${test_samples[@]}")
    check_median=$(median "${check_samples[@]}")
    echo "after a one-line edit of the code: swift test median ${test_median} s, kata check median ${check_median} s of ${runs}"
    echo "kata check / swift test, after a one-line edit of the code: $(awk -v a="$check_median" -v b="$test_median" 'BEGIN { printf "%.2f", a / b }')×"
done

[ "$loop_only" = --loop-only ] && exit 0

# The next kata, ready: a kata that passes starts building the next one in the background.
# Kata 02's first check after that build, against kata 03's first check with a cold build,
# in the same run.
"$kata" solve 02 >/dev/null
rm -rf Exercises/02-greet-by-date/.build Exercises/03-cart/.build .kata/prewarm.json
"$kata" solve 01 >/dev/null
"$kata" check 01 >/dev/null 2>&1 || true
prewarm_started=$(now)
while [ -f .kata/prewarm.json ] && pid=$(sed -E 's/.*"pid" *: *([0-9]+).*/\1/' .kata/prewarm.json) \
    && kill -0 "$pid" 2>/dev/null; do
    sleep 0.5
done
echo "background build of kata 02, while the learner reads: $(seconds "$prewarm_started" "$(now)") s"
echo "kata check 02, first check, prepared in the background: $(timed "$kata" check 02) s"
"$kata" solve 03 >/dev/null
echo "kata check 03, first check, cold build: $(KATA_PREWARM=0 timed "$kata" check 03) s"

# The learner's first picture: kata graph on an exercise that is built.
samples=(); for _ in $(seq "$runs"); do samples+=("$(timed "$kata" graph 01)"); done
echo "kata graph 01, exercise built: median $(median "${samples[@]}") s of ${runs}"
