#!/usr/bin/env bash
# Runs the GitHub Classroom grading of Classroom/classroom.yml as the grader would, in a fresh
# clone: each step's command with its time-out, on the pristine exercises (every kata should
# score 0) and then on the solved ones (every kata should score its full points).
# Usage: Scripts/classroom-dry-run.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git clone --quiet "$root" "$scratch/course"
cd "$scratch/course"
export KATA_PREWARM=0
swift build --product kata 2>&1 | tail -n 1

# The graded steps: name, command, time-out (minutes) and points, as the workflow gives them.
mapfile -t names < <(sed -n 's/^        test-name: //p' Classroom/classroom.yml)
mapfile -t commands < <(sed -n 's/^        command: //p' Classroom/classroom.yml)
mapfile -t timeouts < <(sed -n 's/^        timeout: //p' Classroom/classroom.yml)
mapfile -t points < <(sed -n 's/^        max-score: //p' Classroom/classroom.yml)

grade() {
    local total=0 earned=0
    for index in "${!commands[@]}"; do
        local score=0
        if timeout "$((timeouts[index] * 60))" bash -c "${commands[index]}" >/dev/null 2>&1; then
            score=${points[index]}
        fi
        total=$((total + points[index]))
        earned=$((earned + score))
        printf '  %-28s %3s / %s\n' "${names[index]}" "$score" "${points[index]}"
    done
    echo "  total: $earned / $total"
}

echo "Pristine exercises, as a learner starts:"
grade
for folder in Katas/*/; do
    name=$(basename "$folder")
    swift run kata solve "${name%%-*}" >/dev/null 2>&1
done
echo "Every kata solved:"
grade
