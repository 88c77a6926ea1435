#!/usr/bin/env bash
# Runs the GitHub Classroom grading as the workflow does, in scratch folders: for each student,
# the course is checked out at its commit, `kata` is built from it, the student's work is taken
# with `kata classroom --take`, and each graded step of the student's own workflow runs with its
# time-out. Six students: one pristine (every kata should score 0), one who solved every kata
# (full marks), and four who solved katas 01 and 02 and cheat on the rest:
#   - edits-kata: makes the kata command pass every check;
#   - deletes-checker: replaces kata 03's checker by one test that passes, and refreshes its
#     fingerprint;
#   - forges-report: kata 03's code writes a passing report of the tests and ends the process;
#   - rewrites-workflow: makes every graded step of the workflow pass without checking (the
#     grade cannot prevent it; the run's output must say that the workflow differs).
# Each cheat should earn the points of its two solved katas, 20, except rewrites-workflow.
# Usage: Scripts/classroom-dry-run.sh [student…]   (default: all six)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export CI=true KATA_PREWARM=0
students=("$@")
[ ${#students[@]} -gt 0 ] || students=(pristine solved edits-kata deletes-checker forges-report rewrites-workflow)

git clone --quiet "$root" "$scratch/origin"
commit=$(git -C "$scratch/origin" rev-parse HEAD)
git clone --quiet "$scratch/origin" "$scratch/run/course"
(cd "$scratch/run/course" && swift build --product kata 2>&1 | tail -n 1)
kata="$scratch/run/course/.build/debug/kata"

# A student's repository: the course as handed out, with the workflow the instructor wrote.
new_student() {
    rm -rf "$scratch/student"
    git clone --quiet "$scratch/origin" "$scratch/student"
    mkdir -p "$scratch/student/.github/workflows"
    (cd "$scratch/student" && "$kata" classroom --template school/course --commit "$commit" \
        > .github/workflows/classroom.yml)
}

solve() { (cd "$scratch/student" && for number in "$@"; do "$kata" solve "$number" >/dev/null; done); }

make_student() {
    new_student
    local student=$scratch/student
    case "$1" in
    pristine) ;;
    solved) solve 01 02 03 04 05 06 07 08 09 10 ;;
    edits-kata)
        solve 01 02
        sed -i 's/if case .passed = self { return true }/return true/' \
            "$student/Sources/KataKit/Checking/CheckVerdict.swift"
        ;;
    deletes-checker)
        solve 01 02
        local checks=$student/Exercises/03-cart/Tests/CartFeatureChecks
        find "$checks" -name '*.swift' ! -name CheckedCode.swift -delete
        printf 'import Testing\n\n@Test("the cart works") func works() {}\n' > "$checks/Works.swift"
        (cd "$student" && swift run kata fingerprint --author 03 >/dev/null 2>&1)
        ;;
    forges-report)
        solve 01 02 03
        cat >> "$student/Exercises/03-cart/Sources/CartFeature/Cart.swift" <<'SWIFT'

import Foundation

/// Writes a report that every test passed, where the test run writes its own, and leaves.
let forgedReport: Void = {
    let arguments = CommandLine.arguments
    if let flag = arguments.firstIndex(of: "--event-stream-output-path"), flag + 1 < arguments.count {
        let ended = #"{"kind":"event","version":0,"payload":{"kind":"runEnded","messages":[]}}"#
        FileManager.default.createFile(atPath: arguments[flag + 1], contents: Data((ended + "\n").utf8))
        exit(0)
    }
}()
SWIFT
        # Every cart the checker makes writes the report first.
        sed -i 's/^    public init() {}/    public init() { forgedReport }/' \
            "$student/Exercises/03-cart/Sources/CartFeature/Cart.swift"
        ;;
    rewrites-workflow)
        solve 01 02
        sed -i "s/^        command: cd course .*/        command: 'true'/" \
            "$student/.github/workflows/classroom.yml"
        ;;
    esac
}

grade() {
    local course=$scratch/run/course
    git -C "$course" checkout --quiet --force "$commit"
    git -C "$course" clean -fdq -e .build -e '.build-*'
    rm -rf "$scratch/run/student"
    cp -r "$scratch/student" "$scratch/run/student"
    local workflow=$scratch/run/student/.github/workflows/classroom.yml
    (cd "$course" && "$kata" classroom --take ../student --template school/course \
        --commit "$commit") > "$scratch/take.log"
    awk '/^(WARNING|Not graded|Kept)/ { shown = 1 } /^(Graded|Taken|The student)/ { shown = 0 }
        shown' "$scratch/take.log" | head -n 12 | sed 's/^/  | /' || true
    mapfile -t names < <(sed -n 's/^        test-name: //p' "$workflow")
    mapfile -t commands < <(sed -n 's/^        command: //p' "$workflow")
    mapfile -t timeouts < <(sed -n 's/^        timeout: //p' "$workflow")
    mapfile -t points < <(sed -n 's/^        max-score: //p' "$workflow")
    local total=0 earned=0 scores=""
    for index in "${!commands[@]}"; do
        local score=0 command=${commands[index]}
        command=${command#\'}
        command=${command%\'}
        if (cd "$scratch/run" && timeout "$((timeouts[index] * 60))" bash -c "$command" \
            > "$scratch/step.log" 2>&1); then
            score=${points[index]}
        fi
        total=$((total + points[index]))
        earned=$((earned + score))
        scores+=" ${names[index]%% *}:$score"
    done
    echo "  graded:$scores"
    echo "  total: $earned / $total"
}

for student in "${students[@]}"; do
    echo "Student $student:"
    make_student "$student"
    grade
done
