#!/usr/bin/env bash
# Builds a throwaway package that depends on this one by path and uses only the RouteCore
# product, as an app's package does, and fails if the build prints any warning, builds Yams
# (RouteCore reads JSON and Swift-code route maps; YAML is the RouteMapYAML product), or the
# program links ncurses. The program loads the embedded sample map and a JSON map, and reads a
# link with each. `.ci/run` runs it after `swift test`.
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

let json = #"{"app": "An App", "schemes": ["anapp"], "tabs": [{"name": "home", "root": "feed", "screens": {"feed": {"params": {"page": {"type": "int", "min": 1}}}}}]}"#
let maps = [RouteMap.sample, try RouteMapLoader.load(json: json, file: "an-app.json")]
for (map, link) in zip(maps, ["myapp://home/articleDetail?userId=1&articleId=2", "anapp://home/feed?page=2"]) {
    print(map.app, LinkAnalyzer(routeMap: map).verdict(link).ok ? "opens" : "does not open", link)
}
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
bin=$(cd "$work" && swift build --show-bin-path)
program=$bin/AnApp
if ldd "$program" | grep -q ncurses; then
  echo "check-dependent-build: a package that uses only RouteCore links ncurses" >&2
  exit 1
fi
# SwiftPM checks Yams out and plans it (the package graph names it), but must not compile it:
# no "Compiling Yams" or "Compiling CYaml" in the log, and no Yams module or object file.
if grep -E "Compiling (Yams|CYaml) " "$log" >&2 || find "$bin" \( -path '*Yams*' -o -path '*CYaml*' \) \( -name '*.o' -o -name '*.swiftmodule' \) | grep . >&2; then
  echo "check-dependent-build: a package that uses only RouteCore builds Yams (above)" >&2
  exit 1
fi
expected="Sample Reader opens myapp://home/articleDetail?userId=1&articleId=2
An App opens anapp://home/feed?page=2"
if ! output=$("$program" 2>&1) || [ "$output" != "$expected" ]; then
  printf '%s\n' "$output" >&2
  echo "check-dependent-build: the RouteCore-only program does not load the sample and a JSON route map as expected:" >&2
  printf '%s\n' "$expected" >&2
  exit 1
fi
echo "check-dependent-build: a package that uses only RouteCore builds with no warning and without Yams,"
echo "and loads the sample map and a JSON map; it resolves:"
(cd "$work" && swift package show-dependencies --format flatlist) | grep -v "^$(basename "$root")$" | sed 's/^/  /'
