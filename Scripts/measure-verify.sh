#!/usr/bin/env bash
# Times `kata verify` of some katas at two commits, one after the other in the same run: each is
# checked out in a scratch worktree and its `kata` built (not counted); then the katas are
# verified with one job, so that the figures do not depend on how the jobs share the cores.
# Usage: Scripts/measure-verify.sh <older commit> [newer commit, default HEAD] [kata…]
#   (default katas: 02 04)
set -euo pipefail
older=${1:?give the older commit}
newer=${2:-HEAD}
shift $(( $# < 2 ? $# : 2 ))
katas=("$@")
[ ${#katas[@]} -gt 0 ] || katas=(02 04)
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'for w in "$scratch"/*; do git -C "$root" worktree remove --force "$w" 2>/dev/null || true; done; rm -rf "$scratch"' EXIT

now() { perl -MTime::HiRes=time -e 'printf "%.3f\n", time()'; }
for commit in "$older" "$newer"; do
    short=$(git -C "$root" rev-parse --short "$commit")
    tree="$scratch/$short"
    git -C "$root" worktree add --quiet --detach "$tree" "$commit"
    (cd "$tree" && swift build --product kata >/dev/null 2>&1)
    # The first check builds the toolkit the checkers import: a verification of nothing but
    # kata 01's pristine exercise would not do, so the build is timed apart and left out.
    # Processor time (user and system, of every process the verification starts) is printed
    # beside the wall time: it tells two commits apart even on a machine busy with other work.
    started=$(now)
    (cd "$tree" && KATA_VERIFY_JOBS=1 KATA_PREWARM=0 /usr/bin/time -f '%U %S' -o "$scratch/$short.cpu" \
        .build/debug/kata verify "${katas[@]}" >"$scratch/$short.txt" 2>&1) || true
    finished=$(now)
    summary=$(grep -E '^Verified' "$scratch/$short.txt" || tail -n 3 "$scratch/$short.txt")
    printf '%s: kata verify %s in %.1f s, %.0f s of processor time (first build included); %s\n' \
        "$short" "${katas[*]}" "$(awk -v a="$started" -v b="$finished" 'BEGIN { print b - a }')" \
        "$(awk '{ print $1 + $2 }' "$scratch/$short.cpu")" "$summary"
done
