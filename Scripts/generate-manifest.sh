#!/usr/bin/env bash
# Writes an AndroidManifest.xml with N activities, each with a deep-link intent filter, to
# standard output: a large input for timing `routescope import android-manifest`.
#
#   Scripts/generate-manifest.sh 3000 > /tmp/big-manifest.xml
#   time .build/release/routescope import android-manifest /tmp/big-manifest.xml --output /tmp/big.yml
#
# Activities take, in turn, an https path, an https path prefix, a custom-scheme host and path,
# and an https path pattern with a .* segment, so the draft has screens, catch-alls and
# parameters in nested navigators. One activity is one line of about 320 bytes, with the
# android namespace as `a:`, so some 3,200 activities fit under the 1 MiB RouteScope reads.
set -euo pipefail
count=${1:?usage: Scripts/generate-manifest.sh ACTIVITIES}

awk -v count="$count" 'BEGIN {
  print "<?xml version=\"1.0\" encoding=\"utf-8\"?>"
  print "<manifest xmlns:a=\"http://schemas.android.com/apk/res/android\" package=\"com.example.big\"><application>"
  filter = "<intent-filter><action a:name=\"android.intent.action.VIEW\"/><category a:name=\"android.intent.category.DEFAULT\"/><category a:name=\"android.intent.category.BROWSABLE\"/>"
  for (i = 1; i <= count; i++) {
    kind = i % 4
    if (kind == 0) data = sprintf("a:scheme=\"https\" a:host=\"example.com\" a:path=\"/section%d/item\"", i)
    else if (kind == 1) data = sprintf("a:scheme=\"https\" a:host=\"example.com\" a:pathPrefix=\"/shop%d/\"", i)
    else if (kind == 2) data = sprintf("a:scheme=\"bigapp\" a:host=\"feature%d\" a:path=\"/open\"", i)
    else data = sprintf("a:scheme=\"https\" a:host=\"example.com\" a:pathPattern=\"/article%d/.*/comments\"", i)
    printf "<activity a:name=\".Screen%dActivity\" a:exported=\"true\">%s<data %s/></intent-filter></activity>\n", i, filter, data
  }
  print "</application></manifest>"
}'
