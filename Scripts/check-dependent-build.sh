#!/usr/bin/env bash
# Builds a throwaway package that depends on this one by path and uses only the RouteCore
# product, as an app's package does, and fails if the build prints any warning or the program
# links ncurses. `.ci/run` runs it after `swift test`.
#
#   Scripts/check-dependent-build.sh
#
# SwiftPM reads every system-library target of a dependency, whether the dependent builds it or
# not (its pkg-config flags included), so a warning about one reaches every dependent package.
# The package lives in a temporary directory, removed on exit, and builds in a scratch path of
# its own: the check needs nothing of this checkout's .build, and leaves nothing behind.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/routescope-dependent-XXXXXX")
trap 'rm -rf "$work"' EXIT
# SwiftPM leaves lock files and empty directories in TMPDIR: they go with the rest.
export TMPDIR="$work/tmp"
mkdir "$TMPDIR"

# A path dependency's identity is its directory's name, whatever the clone is called.
mkdir -p "$work/Sources/AnApp"
cat > "$work/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "AnApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(name: "AnApp", dependencies: [.product(name: "RouteCore", package: "$(basename "$root")")]),
    ]
)
EOF
cat > "$work/Sources/AnApp/main.swift" <<'EOF'
import RouteCore

print(RouteMap.self)
EOF

log="$work/build.log"
if ! (cd "$work" && swift build) > "$log" 2>&1; then
  cat "$log" >&2
  echo "check-dependent-build: a package that uses only RouteCore does not build" >&2
  exit 1
fi
if grep -q "warning:" "$log"; then
  grep -A3 "warning:" "$log" >&2
  echo "check-dependent-build: a package that uses only RouteCore builds with warnings (above)" >&2
  exit 1
fi
program=$(cd "$work" && swift build --show-bin-path)/AnApp
if ldd "$program" | grep -q ncurses; then
  echo "check-dependent-build: a package that uses only RouteCore links ncurses" >&2
  exit 1
fi
echo "check-dependent-build: a package that uses only RouteCore builds with no warning; it resolves:"
(cd "$work" && swift package show-dependencies --format flatlist) | grep -v "^$(basename "$root")$" | sed 's/^/  /'
