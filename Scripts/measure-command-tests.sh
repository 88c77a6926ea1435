#!/usr/bin/env bash
# Times the tests of the `kata` command (the KataTests target) at two commits, one after the
# other in the same run: each is checked out in a scratch worktree, built with its tests, then
# its KataTests are run and timed (the build is not counted).
# Usage: Scripts/measure-command-tests.sh <older commit> [newer commit, default HEAD]
set -euo pipefail
older=${1:?give the older commit}
newer=${2:-HEAD}
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'for w in "$scratch"/*; do git -C "$root" worktree remove --force "$w" 2>/dev/null || true; done; rm -rf "$scratch"' EXIT

now() { perl -MTime::HiRes=time -e 'printf "%.3f\n", time()'; }
for commit in "$older" "$newer"; do
    short=$(git -C "$root" rev-parse --short "$commit")
    tree="$scratch/$short"
    git -C "$root" worktree add --quiet --detach "$tree" "$commit"
    (cd "$tree" && swift build --build-tests >/dev/null 2>&1)
    started=$(now)
    summary=$(cd "$tree" && swift test --skip-build --filter KataTests 2>&1 | grep -E 'Test run with|Executed' | tail -n 1 || true)
    finished=$(now)
    printf '%s: KataTests in %.1f s, %s\n' "$short" "$(awk -v a="$started" -v b="$finished" 'BEGIN { print b - a }')" "$summary"
done
