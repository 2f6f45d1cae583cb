#!/usr/bin/env bash
# Builds the libFuzzer target Fuzz/LintFuzz.swift with the InsetLint sources (swiftc
# -sanitize=fuzzer,address; InsetEngine and InsetEmulation as plain modules) and runs it.
# Usage: scripts/lint-fuzz.sh [SECONDS]   (default 300; the corpus starts from the fixtures)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-300}
out="$root/.build/lint-fuzz"
mkdir -p "$out/corpus" "$out/artifacts"
cd "$out"

echo "building modules (log: $out/build.log)…" >&2
exec 3>&2 2> build.log
trap 'echo "build failed: see $out/build.log" >&3' ERR
swiftc -O -wmo -parse-as-library -module-name InsetEmulation -emit-module -emit-module-path InsetEmulation.swiftmodule \
  -c -o InsetEmulation.o $(find "$root/Sources/InsetEmulation" -name '*.swift')
swiftc -O -wmo -parse-as-library -module-name InsetEngine -I . -emit-module -emit-module-path InsetEngine.swiftmodule \
  -c -o InsetEngine.o $(find "$root/Sources/InsetEngine" -name '*.swift')
swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -module-name LintFuzz -I . \
  $(find "$root/Sources/InsetLint" -name '*.swift') "$root/Fuzz/LintFuzz.swift" InsetEmulation.o InsetEngine.o -o lint-fuzz

exec 2>&3
trap - ERR
# Seed corpus: the fixtures and the sample package (one file each).
find "$root/Tests/Fixtures" -name '*.swift' -not -path '*/.build/*' -exec cp {} corpus/ \;

echo "fuzzing for ${seconds}s…" >&2
start=$(date +%s)
status=0
./lint-fuzz corpus -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix=artifacts/ -print_final_stats=1 2> fuzz.log || status=$?
end=$(date +%s)
grep -E "^#[0-9]+.*(DONE|pulse)|stat::number_of_executed_units|stat::peak_rss_mb|ERROR|SUMMARY" fuzz.log | tail -6
if [[ $status -eq 0 ]]; then
  echo "OK: $((end - start)) s without a crash ($(grep -o 'stat::number_of_executed_units: [0-9]*' fuzz.log | grep -o '[0-9]*$') inputs)"
else
  echo "CRASH after $((end - start)) s: see $out/fuzz.log and $out/artifacts/"
  exit 1
fi
