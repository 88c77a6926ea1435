#!/usr/bin/env bash
# Measures how long a learner waits, in a fresh clone of this repository:
#   - the first `swift run kata next` (building the tool included), and later ones;
#   - the first `swift test` in an exercise (cold), and the median edit-to-verdict time of
#     `swift test` after a one-line edit;
#   - `kata check` on an unchanged and on an edited kata.
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

exercise=Exercises/01-profile-presenter
"$kata" solve 01 >/dev/null
rm -rf "$exercise/.build"
echo "swift test in $exercise, cold: $(cd "$exercise" && timed swift test) s"

file="$exercise/Sources/ProfileFeature/ProfilePresenter.swift"
samples=()
for run in $(seq "$runs"); do
    echo "// edit $run" >> "$file"
    samples+=("$(cd "$exercise" && timed swift test)")
done
echo "swift test after a one-line edit (edit to verdict): median $(median "${samples[@]}") s of ${runs} (${samples[*]})"

samples=(); for _ in $(seq "$runs"); do samples+=("$(timed "$kata" check 01)"); done
echo "kata check 01, unchanged: median $(median "${samples[@]}") s of ${runs}"
samples=()
for run in $(seq "$runs"); do
    echo "// check edit $run" >> "$file"
    samples+=("$(timed "$kata" check 01)")
done
echo "kata check 01, after a one-line edit: median $(median "${samples[@]}") s of ${runs}"

# The design choice that could cost time: every exercise depends on the root package for Mock.
# Kata 02's checker does not use Mock, so it can be measured with and without that dependency.
with_root=Exercises/02-greet-by-date
without_root="$scratch/02-without-root"
cp -R "$with_root" "$without_root"
rm -rf "$without_root/.build"
sed -i.bak -e '/dependencies: \[.package/d' -e '/.product(name: "Mock"/d' "$without_root/Package.swift"
"$kata" solve 02 >/dev/null
cp Katas/02-greet-by-date/After/*.swift "$without_root/Sources/Greeting/"
for variant in "$with_root" "$without_root"; do
    (cd "$variant" && swift build --build-tests >/dev/null 2>&1)
    samples=()
    for run in $(seq "$runs"); do
        echo "// edit $run" >> "$variant/Sources/Greeting/Greet.swift"
        samples+=("$(cd "$variant" && timed swift test)")
    done
    label=$([ "$variant" = "$with_root" ] && echo "with the root dependency" || echo "without it")
    echo "kata 02 edit to verdict, $label: median $(median "${samples[@]}") s of ${runs}"
done
