# Sourced by the measuring scripts: lays a kata's reference solution, and the layers named after
# it (a mutant's folder, say), into a scratch copy of its exercise, builds it with its tests, and
# leaves the shell in it. Sets `scratch`; `now` and `median` help time what follows.
# Usage: bench_scratch <kata folder> [layer folder…]   (one-module katas only)
bench_scratch() {
    local folder=$1 root module layer
    shift
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    # Two levels below the root, so the exercise's path to the root package (`../..`) still holds.
    scratch="$root/.build-bench/$folder"
    rm -rf "$scratch" && mkdir -p "$(dirname "$scratch")"
    cp -R "$root/Exercises/$folder" "$scratch"
    rm -rf "$scratch/.build"
    module=$(ls "$scratch/Sources")
    rm -f "$scratch/Sources/$module"/*.swift
    cp "$root/Katas/$folder/After"/*.swift "$scratch/Sources/$module/"
    for layer in "$@"; do cp "$layer"/*.swift "$scratch/Sources/$module/"; done
    cd "$scratch"
    swift build --build-tests >/dev/null 2>&1
}

now() { perl -MTime::HiRes=time -e 'printf "%.3f\n", time()'; }
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
