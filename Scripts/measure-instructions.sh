#!/usr/bin/env bash
# Instructions per link, counted by callgrind: deterministic on a shared machine.
#
#   Scripts/measure-instructions.sh            # verdict, analysis and Foundation's parse, in process,
#                                              # and the reference counting of a verdict and an analysis
#   Scripts/measure-instructions.sh check      # also the whole `check --format json --jobs 1` process
#
# In process: `routescope-bench profile verdict|analyze|foundation` with one pass over the 100,000-link
# corpus, minus the same with none, divided by 100,000. The whole process: `routescope check` on the
# corpus minus the same on its first line, against `routescope-bench foundation-parse`, divided by
# 99,999. Debug sections are stripped first: valgrind cannot read Swift 6.3's.
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null && command -v callgrind_annotate >/dev/null || { echo "needs valgrind and callgrind_annotate" >&2; exit 1; }

scratch=.build-release
swift build -c release --scratch-path "$scratch" --product routescope-bench >&2
swift build -c release --scratch-path "$scratch" --product routescope >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
objcopy --strip-debug "$scratch/release/routescope-bench" "$work/bench"
objcopy --strip-debug "$scratch/release/routescope" "$work/routescope"

# Total instructions of one run (callgrind's "Collected" line); the profile is kept in "$work/$1.out".
instructions() {
    local name=$1
    shift
    valgrind --tool=callgrind --callgrind-out-file="$work/$name.out" "$@" >/dev/null 2>"$work/log" || true
    local collected
    collected=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/log")
    # `check` exits 1 when a link fails, which is no failure of the count; no count is.
    [ -n "$collected" ] || { cat "$work/log" >&2; exit 1; }
    echo "$collected"
}

per_link() { echo $(( ($1 - $2) / $3 )); }

# How many times a profile calls `$2` (swift_retain or swift_release): the calls its callers make
# to it, from whatever caller, the runtime's own bridge-object calls included.
calls() {
    callgrind_annotate --tree=caller --threshold=100 "$1" | awk -v symbol="$2" '
        / < / { count = $0; sub(/.*\(/, "", count); sub(/x\).*/, "", count); gsub(/,/, "", count); pending += count; next }
        $0 ~ ("\\* +\\?\\?\\?:" symbol " ") { total += pending }
        { pending = 0 }
        END { print total + 0 }'
}

# The reference counting of a link is what one pass adds to the same run with none, the same
# difference as the instructions: making the corpus and starting up do not count (the loop over
# the corpus does, as in the instructions).
for which in verdict analyze foundation; do
    one=$(PROFILE_PASSES=1 instructions "$which-1" "$work/bench" profile "$which")
    zero=$(PROFILE_PASSES=0 instructions "$which-0" "$work/bench" profile "$which")
    echo "$which: $(per_link "$one" "$zero" 100000) instructions a link"
    if [ "$which" != foundation ]; then
        for symbol in swift_retain swift_release; do
            counted=$(( $(calls "$work/$which-1.out" "$symbol") - $(calls "$work/$which-0.out" "$symbol") ))
            awk -v which="$which" -v symbol="$symbol" -v n="$counted" 'BEGIN { printf "%s: %.1f %s calls a link\n", which, n / 100000, symbol }'
        done
    fi
done

if [ "${1:-}" = check ]; then
    "$work/bench" corpus 100000 "$work/corpus.txt"
    head -n 1 "$work/corpus.txt" >"$work/first.txt"
    all=$(instructions check-all "$work/routescope" check --format json --jobs 1 --file "$work/corpus.txt")
    first=$(instructions check-first "$work/routescope" check --format json --jobs 1 --file "$work/first.txt")
    parse_all=$(instructions parse-all "$work/bench" foundation-parse <"$work/corpus.txt")
    parse_first=$(instructions parse-first "$work/bench" foundation-parse <"$work/first.txt")
    check=$(per_link "$all" "$first" 99999)
    parse=$(per_link "$parse_all" "$parse_first" 99999)
    echo "check --format json --jobs 1: $check instructions a link; Foundation-only parse process: $parse"
    awk -v a="$check" -v b="$parse" 'BEGIN { printf "ratio: %.2fx\n", a / b }'
fi
