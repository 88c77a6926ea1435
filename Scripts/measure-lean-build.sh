#!/usr/bin/env bash
# Measures what a check costs with the build flags `kata verify` uses (no debug information, no
# index store) against SwiftPM's usual ones: for each mutant of a kata,
# its exercise with the reference solution and the mutant laid over it is checked as `kata verify`
# checks it (`swift test --no-parallel --disable-xctest`), once in a build folder of each kind,
# one after the other, so the two columns share the machine's load.
#
# Usage: Scripts/measure-lean-build.sh <kata number> [how many mutants]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
kata=$(ls -d "$root"/Katas/"$1"-*)
limit=${2:-1000}
module=$(sed -n 's/.*"module": *"\([^"]*\)".*/\1/p' "$kata/kata.json")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# Two levels below the root, as `kata verify`'s scratch packages are, so `../..` holds.
package="$root/.build-measure/$(basename "$kata")"
rm -rf "$package" && mkdir -p "$package"
cp -R "$root/Exercises/$(basename "$kata")"/. "$package"/
rm -rf "$package/.build"

usual=(--scratch-path "$scratch/usual")
lean=(--scratch-path "$scratch/lean" --disable-index-store -Xswiftc -gnone)
# CPU seconds (user + system) and wall seconds of one check, added to the totals of its kind.
declare -A cpu wall
cpu[usual]=0 cpu[lean]=0 wall[usual]=0 wall[lean]=0
check() {
    local kind=$1; shift
    (cd "$package" && /usr/bin/time -o "$scratch/time" -f '%U %S %e' \
        swift test --no-parallel --disable-xctest "$@" >/dev/null 2>&1) || true
    read -r user system elapsed < <(tail -n 1 "$scratch/time")
    cpu[$kind]=$(echo "${cpu[$kind]} + $user + $system" | bc)
    wall[$kind]=$(echo "${wall[$kind]} + $elapsed" | bc)
}
lay() {
    rm -rf "$package/Sources/$module" && cp -R "$kata/After" "$package/Sources/$module"
    [ -z "${1:-}" ] || find "$1" -name '*.swift' -exec cp {} "$package/Sources/$module/" \;
}

# The first build of each kind builds the root package's modules: it is not a check's cost.
lay
check usual "${usual[@]}"
check lean "${lean[@]}"
cpu[usual]=0 cpu[lean]=0 wall[usual]=0 wall[lean]=0
count=0
for mutant in "$kata"/Mutants/*/; do
    [ "$count" -lt "$limit" ] || break
    lay "$mutant"
    check usual "${usual[@]}"
    lay "$mutant"
    check lean "${lean[@]}"
    count=$((count + 1))
done
rm -rf "$package"
printf 'kata %s, %d mutants, each checked once per kind of build folder\n' "$1" "$count"
for kind in usual lean; do
    printf '  %-6s %7.1f s CPU  %7.1f s wall\n' "$kind" "${cpu[$kind]}" "${wall[$kind]}"
done
