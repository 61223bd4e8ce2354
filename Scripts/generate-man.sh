#!/usr/bin/env bash
# Regenerates docs/man/routescope.1 from the commands, with swift-argument-parser's
# GenerateManual plugin (it builds the package in debug mode and reads
# `routescope --experimental-dump-help`). Works offline once the dependencies are resolved.
#
#   Scripts/generate-man.sh              # dated today (UTC)
#   Scripts/generate-man.sh 2026-11-22   # a fixed date, for a reproducible page
set -euo pipefail
cd "$(dirname "$0")/.."
date="${1:-$(date -u +%Y-%m-%d)}"
swift package plugin generate-manual --configuration debug --date "$date"
mkdir -p docs/man
cp .build/plugins/GenerateManual/outputs/routescope/routescope.1 docs/man/routescope.1
echo "wrote docs/man/routescope.1; view it with: man ./docs/man/routescope.1"
