#!/usr/bin/env bash
# Builds the libFuzzer harness and fuzzes one target for a number of seconds.
#
#   Scripts/fuzz.sh link 600        # the scanner and matcher on arbitrary bytes
#   Scripts/fuzz.sh routemap 600    # the route-map loader on arbitrary YAML
#   Scripts/fuzz.sh flow 600        # the flow-file loader and playback
#   Scripts/fuzz.sh explorer 600    # the explorer's reducer and renderer on key and paste sequences
#   Scripts/fuzz.sh androidxml 600  # the manifest loader and the Android importers on arbitrary XML
#
# Options after SECONDS go to libFuzzer: `Scripts/fuzz.sh link 900 -fork=1 -ignore_crashes=1`
# keeps fuzzing past a crash, writing each one to the crashes directory.
#
# Seeds come from Tests/FuzzCorpus/TARGET; new inputs go to .build-fuzz/corpus/TARGET and
# crashes to .build-fuzz/crashes/TARGET. Copy a crash into Tests/FuzzCorpus/TARGET and it
# becomes a regression test (FuzzCorpusTests replays every file there).
#
# Leak detection is off (libFuzzer's per input, and ASan's at exit): LeakSanitizer reports the
# once-initialised globals (the embedded sample route map) as leaks. Memory is bounded by
# -rss_limit_mb instead. Swift's backtracer is off: after a broken invariant, its memory reader
# trips ASan (a stack-buffer-underflow in memserver_read), which would bury the invariant's message.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Scripts/fuzz.sh TARGET SECONDS [LIBFUZZER_OPTION...]}
seconds=${2:?usage: Scripts/fuzz.sh TARGET SECONDS [LIBFUZZER_OPTION...]}
shift 2

swift build -c release --scratch-path .build-fuzz --product routescope-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -parse-as-library -Xswiftc -use-ld=lld >&2

binary=$(swift build -c release --scratch-path .build-fuzz --show-bin-path -Xswiftc -DFUZZING)/routescope-fuzz
mkdir -p ".build-fuzz/corpus/$target" ".build-fuzz/crashes/$target"
ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" SWIFT_BACKTRACE=enable=no ROUTESCOPE_FUZZ_TARGET="$target" "$binary" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 -detect_leaks=0 \
  -artifact_prefix=".build-fuzz/crashes/$target/" "$@" \
  ".build-fuzz/corpus/$target" "Tests/FuzzCorpus/$target"
