#!/usr/bin/env bash
# Replays a blind attack on the katas against the checkers of this clone, and counts what they
# accept: every wrong refactoring should be rejected, every valid design accepted.
#
# The attack folder holds, per kata, `NN/valid/` (a passing solution: `Sources/`, and `Tests/`
# or `Package.swift` where the kata asks for them), `NN/wrong-<name>/` (files that replace the
# files of the same name in the solution, each wrong in the way its WHY.md says) and
# `NN/valid-<name>/` (the same, for another valid design). An attacker who never read the
# checkers writes it; this script says, kata by kata, how many of its wrong refactorings still
# pass and how many of its valid designs are still rejected.
#
# Usage: Scripts/replay-attack.sh <attack folder> [kata numbers...]
# It works in a fresh clone of this repository in a temporary folder; nothing here changes.
set -uo pipefail
attacks=$(cd "$1" && pwd)
shift
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git clone --quiet "$root" "$scratch/katas"
cd "$scratch/katas"
swift build --product kata >/dev/null 2>&1 || { echo "kata does not build"; exit 1; }
kata=$(swift build --show-bin-path)/kata
export KATA_PREWARM=0

numbers=("$@")
if [ ${#numbers[@]} -eq 0 ]; then
    numbers=($(ls "$attacks" | grep -E '^[0-9]{2}$'))
fi

# Lays the valid solution of kata $1 over its exercise, then the files of folder $2, if any.
lay() {
    local exercise valid=$attacks/$1/valid
    exercise=$(ls -d Exercises/"$1"-*)
    git checkout --quiet -- "$exercise"
    git clean --quiet -fdx -e .build "$exercise"
    # The solution's sources replace the exercise's: a learner may delete or rename files.
    rm -rf "$exercise/Sources"
    cp -R "$valid"/. "$exercise"/
    [ -n "${2:-}" ] || return 0
    for file in "$2"/*; do
        local name target
        name=$(basename "$file")
        [ "$name" = WHY.md ] && continue
        if [ -d "$file" ]; then
            cp -R "$file"/. "$exercise/$name"/
            continue
        fi
        target=$(find "$exercise" -path "$exercise/.build" -prune -o -name "$name" -print | head -1)
        [ -n "$target" ] || target=$(find "$exercise/Sources" -mindepth 1 -maxdepth 1 -type d | head -1)/$name
        cp "$file" "$target"
    done
}

total_wrong=0 total_passed=0 total_valid=0 total_rejected=0
for number in "${numbers[@]}"; do
    wrong=0 passed=0 valid=0 rejected=0
    for variant in "$attacks/$number"/valid "$attacks/$number"/valid-* "$attacks/$number"/wrong-*; do
        [ -d "$variant" ] || continue
        name=$(basename "$variant")
        if [ "$name" = valid ]; then lay "$number"; else lay "$number" "$variant"; fi
        if "$kata" check "$number" >"$scratch/check.txt" 2>&1; then verdict=pass; else verdict=fail; fi
        first=$(grep -m1 -E '✘|does not compile|not yet' "$scratch/check.txt" | sed 's/^ *//')
        case $name in
        wrong-*)
            wrong=$((wrong + 1))
            if [ $verdict = pass ]; then passed=$((passed + 1)); echo "$number $name: PASSED (a hole)"
            else echo "$number $name: rejected: $first"; fi
            ;;
        *)
            valid=$((valid + 1))
            if [ $verdict = fail ]; then rejected=$((rejected + 1)); echo "$number $name: REJECTED (a false alarm): $first"
            else echo "$number $name: accepted"; fi
            ;;
        esac
    done
    echo "kata $number: $passed of $wrong wrong refactorings pass; $rejected of $valid valid designs rejected"
    total_wrong=$((total_wrong + wrong)) total_passed=$((total_passed + passed))
    total_valid=$((total_valid + valid)) total_rejected=$((total_rejected + rejected))
done
echo "all: $total_passed of $total_wrong wrong refactorings pass; $total_rejected of $total_valid valid designs rejected"
