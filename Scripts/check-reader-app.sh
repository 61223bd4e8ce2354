#!/usr/bin/env bash
# Builds Examples/ReaderApp, the app that reads the sample links with RouteCore alone, and fails
# if the build prints a warning or if the app's answer differs from `routescope check`'s on any
# link of Assets/campaign-urls.txt or of the edge cases below:
#
#   - ok is check's ok, and the sorted problem codes are check's;
#   - when ok, tab, screen and params (written by encoding the decoded value) are check's route;
#   - the link the app builds back from the decoded value decodes to the same answer.
#
#   Scripts/check-reader-app.sh
#
# `.ci/run` runs it after the tests. The example builds in a scratch path of its own, removed on
# exit, as Scripts/check-dependent-build.sh builds its package.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/routescope-reader-app-XXXXXX")
trap 'rm -rf "$work"' EXIT
export TMPDIR="$work/tmp"
mkdir "$TMPDIR"

log="$work/build.log"
if ! (cd "$root/Examples/ReaderApp" && swift build --scratch-path "$work/build") > "$log" 2>&1; then
  cat "$log" >&2
  echo "check-reader-app: Examples/ReaderApp does not build" >&2
  exit 1
fi
if grep -q "warning:" "$log"; then
  grep -A3 "warning:" "$log" >&2
  echo "check-reader-app: Examples/ReaderApp builds with warnings (above)" >&2
  exit 1
fi
reader=$(cd "$root/Examples/ReaderApp" && swift build --scratch-path "$work/build" --show-bin-path)/reader-app
(cd "$root" && swift build --product routescope) > "$work/routescope-build.log" 2>&1 || {
  cat "$work/routescope-build.log" >&2
  exit 1
}
routescope=$(cd "$root" && swift build --show-bin-path)/routescope

links="$work/links.txt"
grep -v -e '^#' -e '^[[:space:]]*$' "$root/Assets/campaign-urls.txt" > "$links"
# Edge cases: defaults, path parameters, plus as space, lists both ways, typed values, empty
# optional text, fragments, URLs Foundation spells differently, links pasted with text around
# them, and links check refuses (JSON that Foundation refuses among them).
cat >> "$links" <<'LINKS'
myapp://home/
myapp://home/articles/42
myapp://home/articles
https://example.com/app/home/articles/7?highlight=false
myapp://home/articleDetail?userId=1&articleId=2&searchText=
myapp://home/articleDetail?userId=1&articleId=2&searchText=a%2Bb+c
myapp://home/articleDetail?userId=1&articleId=2#top
myapp://home/articleDetail?userId=1&articleId=2.
(myapp://home/feed)
<https://example.com/app/home>
myapp://search
myapp://search/results?q=a&tags=x&tags=y,z
myapp://search/results?q=%E2%9C%93&tags=a%2Cb&page=500
myapp://search/results?q=x&page=0
myapp://search/results?q=
myapp://search/map?lat=-90&lng=180&zoom=0.5
myapp://search/map?lat=1e1&lng=-0
myapp://myPage
myapp://myPage/orders/6BA7B810-9DAD-11D1-80B4-00C04FD430C8
myapp://myPage/webView?url=https://example.com/a%3Fb%3Dc%26d
myapp://setting/notifications?enabled=false
myapp://setting/notifications?enabled=true&channels=sms&channels=push
myapp://setting/promo?payload=%5B1%2C%22two%22%2Cnull%2Ctrue%5D
myapp://setting/promo?payload=%7B%7D
myapp://setting/promo?payload=%7B%22id%22%3A007%7D
myapp://setting/promo?payload=%22%5CuD800%22
myapp://home/archive?from=2026-11-22T09:30:00Z&to=2026-11-22T18:30:00.250%2B09:00
myapp://home/feed?category=sports&utm_source=mail&utm_medium=email&utm_campaign=x
myapp://home/feed?category=sport
myapp://home/feed?%FF
myapp://home/feed?category=news&category=tech
myapp://home/articleDetail?userId=1&articleId=2&mode
mailto:someone@example.com
https://example.com/about
http://example.com/app/home/feed
reader://home
home/feed
LINKS

python3 - "$reader" "$routescope" "$links" <<'PY'
import datetime, json, subprocess, sys

reader, routescope, links_path = sys.argv[1:4]
links = [line.rstrip("\n") for line in open(links_path, encoding="utf-8")]

def lines(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.stderr.strip():
        sys.exit(f"check-reader-app: {command[0]} wrote to stderr:\n{result.stderr}")
    return [json.loads(line) for line in result.stdout.splitlines()]

def normal(value):
    """Values as both sides mean them: dates as instants, UUIDs in one case, numbers as numbers."""
    if isinstance(value, dict):
        return {key: normal(item) for key, item in value.items()}
    if isinstance(value, list):
        return [normal(item) for item in value]
    if isinstance(value, str):
        try:
            parsed = datetime.datetime.fromisoformat(value.replace("Z", "+00:00"))
            if parsed.tzinfo is None:
                parsed = parsed.replace(tzinfo=datetime.timezone.utc)
            return ("date", parsed.timestamp())
        except ValueError:
            pass
        if len(value) == 36 and value.count("-") == 4:
            return value.lower()
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return float(value)
    return value

app = lines([reader] + links)
check = lines([routescope, "check", "--format", "json"] + links)
trips = lines([reader, "--round-trip"] + links)
failures = []
if not (len(app) == len(check) == len(trips) == len(links)):
    sys.exit(f"check-reader-app: {len(links)} links, {len(app)} app lines, {len(check)} check lines, {len(trips)} round trips")
for link, mine, theirs, trip in zip(links, app, check, trips):
    problems = []
    if mine["input"] != link or theirs["input"] != link or trip["input"] != link:
        problems.append("the lines are not about this link")
    if mine["ok"] != theirs["ok"]:
        problems.append(f"ok {mine['ok']}, check says {theirs['ok']}")
    codes = sorted(d["code"] for d in theirs["diagnostics"])
    if mine["codes"] != codes:
        problems.append(f"codes {mine['codes']}, check says {codes}")
    if theirs["ok"] and mine["ok"]:
        route = theirs["route"]
        if (mine["tab"], mine["screen"]) != (route["tab"], route["screen"]):
            problems.append(f"{mine['tab']}/{mine['screen']}, check says {route['tab']}/{route['screen']}")
        if normal(mine["params"]) != normal(route["params"]):
            problems.append(f"params {mine['params']}, check says {route['params']}")
        if trip["rebuilt"] is None:
            problems.append("no link was built back")
        else:
            again = lines([reader, trip["rebuilt"]])[0]
            if (again["ok"], again["tab"], again["screen"], normal(again["params"])) != (
                mine["ok"], mine["tab"], mine["screen"], normal(mine["params"])):
                problems.append(f"{trip['rebuilt']} reads as {again}")
    elif mine["tab"] is not None or mine["params"] is not None or trip["rebuilt"] is not None:
        problems.append("a link that is not ok has a destination")
    if problems:
        failures.append(f"{link}\n  " + "\n  ".join(problems))
if failures:
    print("\n".join(failures), file=sys.stderr)
    sys.exit(f"check-reader-app: the example disagrees with check on {len(failures)} of {len(links)} links")
print(f"check-reader-app: the example agrees with check on all {len(links)} links, and every valid one round-trips")
PY
