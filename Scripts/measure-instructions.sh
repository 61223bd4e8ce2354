#!/usr/bin/env bash
# Instructions per link, counted by callgrind: deterministic on a shared machine.
#
#   Scripts/measure-instructions.sh            # verdict, analysis and Foundation's parse, in process,
#                                              # and the reference counting of the verdict and analysis
#   Scripts/measure-instructions.sh check      # also the whole `check --format json --jobs 1` process
#
# In process: `routescope-bench profile verdict|analyze|foundation` with one pass over the 100,000-link
# corpus, minus the same with none, divided by 100,000. The whole process: `routescope check` on the
# corpus minus the same on its first line, against `routescope-bench foundation-parse`, divided by
# 99,999. Debug sections are stripped first: valgrind cannot read Swift 6.3's.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-release
swift build -c release --scratch-path "$scratch" --product routescope-bench >&2
swift build -c release --scratch-path "$scratch" --product routescope >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
objcopy --strip-debug "$scratch/release/routescope-bench" "$work/bench"
objcopy --strip-debug "$scratch/release/routescope" "$work/routescope"

# Total instructions of one run (callgrind's "Collected" line).
instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$@" >/dev/null 2>"$work/log"
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/log"
}

per_link() { echo $(( ($1 - $2) / $3 )); }

for which in verdict analyze foundation; do
    one=$(PROFILE_PASSES=1 instructions "$work/bench" profile "$which")
    zero=$(PROFILE_PASSES=0 instructions "$work/bench" profile "$which")
    echo "$which: $(per_link "$one" "$zero" 100000) instructions a link"
done

# Reference counting inside one entry point: callgrind collects only while `LinkAnalyzer.verdict`
# or `.analyze` runs, and the calls to swift_retain and swift_release (whoever makes them, the
# runtime's own bridge-object calls included) are summed from its caller tree, per link.
for which in verdict analyze; do
    symbol='$s9RouteCore12LinkAnalyzerV7verdictyAA0C7VerdictVSSF'
    [ "$which" = analyze ] && symbol='$s9RouteCore12LinkAnalyzerV7analyzeyAA0C8AnalysisVSSF'
    PROFILE_PASSES=1 valgrind --tool=callgrind --toggle-collect="$symbol" --callgrind-out-file="$work/counts" \
        "$work/bench" profile "$which" >/dev/null 2>"$work/log"
    callgrind_annotate --tree=caller "$work/counts" 2>/dev/null | awk -v which="$which" '
        / < / { calls = $0; sub(/.*\(/, "", calls); sub(/x\).*/, "", calls); gsub(/,/, "", calls); pending += calls; next }
        /\* +\?\?\?:swift_retain / { retains += pending }
        /\* +\?\?\?:swift_release / { releases += pending }
        { pending = 0 }
        END { printf "%s: %.1f swift_retain and %.1f swift_release calls a link\n", which, retains / 100000, releases / 100000 }'
done

if [ "${1:-}" = check ]; then
    "$work/bench" corpus 100000 "$work/corpus.txt"
    head -n 1 "$work/corpus.txt" >"$work/first.txt"
    all=$(instructions "$work/routescope" check --format json --jobs 1 --file "$work/corpus.txt")
    first=$(instructions "$work/routescope" check --format json --jobs 1 --file "$work/first.txt")
    parse_all=$(instructions "$work/bench" foundation-parse <"$work/corpus.txt")
    parse_first=$(instructions "$work/bench" foundation-parse <"$work/first.txt")
    check=$(per_link "$all" "$first" 99999)
    parse=$(per_link "$parse_all" "$parse_first" 99999)
    echo "check --format json --jobs 1: $check instructions a link; Foundation-only parse process: $parse"
    awk -v a="$check" -v b="$parse" 'BEGIN { printf "ratio: %.2fx\n", a / b }'
fi
