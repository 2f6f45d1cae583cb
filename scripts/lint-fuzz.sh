#!/usr/bin/env bash
# Builds a libFuzzer target from Fuzz/ with swiftc (-sanitize=fuzzer,address) and runs it.
# Usage: scripts/lint-fuzz.sh [SECONDS] [TARGET]   (default 300 s, target `lint`)
#   lint         Fuzz/LintFuzz.swift: tokenizer, rules and fixer over Swift source
#   config       Fuzz/ConfigFuzz.swift: JSON parser, config, batch and scenario decoders
#   suppression  Fuzz/SuppressionFuzz.swift: .insetfix.json and inline suppression comments
#   project      Fuzz/ProjectFuzz.swift: .pbxproj and .xcconfig files, rule facts as the cache stores them
# Crashing inputs land in .build/fuzz-TARGET/artifacts/; keep each one as a regression test.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-300}
target=${2:-lint}
case "$target" in
  lint) harness=LintFuzz ;;
  config) harness=ConfigFuzz ;;
  suppression) harness=SuppressionFuzz ;;
  project) harness=ProjectFuzz ;;
  *) echo "unknown target '$target'; valid: lint, config, suppression, project" >&2; exit 2 ;;
esac
out="$root/.build/fuzz-$target"
[[ $target == lint ]] && out="$root/.build/lint-fuzz"
mkdir -p "$out/corpus" "$out/artifacts"
cd "$out"

module() {  # module NAME FLAGS… SOURCES…: one object file and module per library (kept while fresh)
  local name=$1
  shift
  local stamp="$name.flags"
  if [[ -z ${rebuilt:-} && -f $name.o && "$(cat "$stamp" 2>/dev/null)" == "$*" &&
    -z $(find "$root/Sources/$name" -newer "$name.o" -name '*.swift') ]]; then
    return
  fi
  rebuilt=1  # the modules after this one import it: build them again too
  rm -f "$stamp"
  swiftc -O -wmo -parse-as-library -module-name "$name" -I . -emit-module -emit-module-path "$name.swiftmodule" \
    -c -o "$name.o" "$@"
  echo "$*" > "$stamp"
}
sources() { find "$root/Sources/$1" -name '*.swift' | sort; }

echo "building $harness (log: $out/build.log)…" >&2
exec 3>&2 2> build.log
trap 'echo "build failed: see $out/build.log" >&3' ERR
fuzz=(-sanitize=fuzzer,address)
case "$target" in
  lint)
    module InsetEmulation $(sources InsetEmulation)
    module InsetEngine $(sources InsetEngine)
    swiftc -O -wmo -parse-as-library "${fuzz[@]}" -module-name LintFuzz -I . \
      $(sources InsetLint) "$root/Fuzz/LintFuzz.swift" InsetEmulation.o InsetEngine.o -o fuzzer
    ;;
  config)
    # The parser and decoders are instrumented (coverage guides the search), the emulation is not.
    module InsetEmulation $(sources InsetEmulation)
    module InsetEngine "${fuzz[@]}" $(sources InsetEngine)
    module InsetStrategies "${fuzz[@]}" $(sources InsetStrategies)
    swiftc -O -parse-as-library "${fuzz[@]}" -module-name ConfigFuzz -I . "$root/Fuzz/ConfigFuzz.swift" \
      InsetEmulation.o InsetEngine.o InsetStrategies.o -o fuzzer
    ;;
  suppression)
    module InsetEmulation $(sources InsetEmulation)
    module InsetEngine "${fuzz[@]}" $(sources InsetEngine)
    module InsetStrategies $(sources InsetStrategies)
    swiftc -O -wmo -parse-as-library "${fuzz[@]}" -module-name SuppressionFuzz -I . \
      $(sources InsetLint) "$root/Fuzz/SuppressionFuzz.swift" InsetEmulation.o InsetEngine.o InsetStrategies.o \
      -o fuzzer
    ;;
  project)
    module InsetEmulation $(sources InsetEmulation)
    module InsetEngine $(sources InsetEngine)
    swiftc -O -wmo -parse-as-library "${fuzz[@]}" -module-name ProjectFuzz -I . \
      $(sources InsetLint) "$root/Fuzz/ProjectFuzz.swift" InsetEmulation.o InsetEngine.o -o fuzzer
    ;;
esac
exec 2>&3
trap - ERR

# Seed corpus: inputs of the kind the target reads, plus every kept regression input.
case "$target" in
  lint) find "$root/Tests/Fixtures" -name '*.swift' -not -path '*/.build/*' -exec cp {} corpus/ \; ;;
  config)
    find "$root/Configs" -name '*.json' -not -name '*.schema.json' -exec cp {} corpus/ \;
    ;;
  suppression)
    i=0
    for config in '{"rules": {"fixed-horizontal-padding": "off"}}' '{"deploymentTarget": "16.0", "exclude": ["A"]}' \
      '{"rules": {"hosted-cell-safe-area": {"enabled": true, "severity": "warning"}}}' ''; do
      printf '%s\xff%s\n%s\n%s\n' "$config" "disable:next hosted-cell-safe-area - reason" "disable all" \
        "enable all" > "corpus/seed$i"
      i=$((i + 1))
    done
    ;;
  project)
    # Project files (first byte 0) and Swift sources whose facts are decoded (first byte 2).
    i=0
    for project in $(find "$root/Tests/Fixtures" -name project.pbxproj); do
      { printf '\x00'; cat "$project"; printf '\xff'; cat "$root/Tests/Fixtures/XcodeApp/Config/Common.xcconfig"; } \
        > "corpus/project$i"
      i=$((i + 1))
    done
    find "$root/Tests/Fixtures" -name '*.swift' -not -path '*/.build/*' | while read -r swift; do
      { printf '\x02'; cat "$swift"; } > "corpus/swift-$(basename "$swift")"
    done
    ;;
esac
if [[ -d "$root/Fuzz/Regressions/$target" ]]; then cp "$root/Fuzz/Regressions/$target"/* corpus/ 2>/dev/null || true; fi

echo "fuzzing for ${seconds}s…" >&2
start=$(date +%s)
status=0
# -timeout is wall-clock time: 30 s leaves room for a machine shared with other builds.
./fuzzer corpus -max_total_time="$seconds" -max_len=8192 -timeout=30 -rss_limit_mb=2048 \
  -artifact_prefix=artifacts/ -print_final_stats=1 2> fuzz.log || status=$?
end=$(date +%s)
grep -E "^#[0-9]+.*(DONE|pulse)|stat::number_of_executed_units|stat::peak_rss_mb|ERROR|SUMMARY" fuzz.log | tail -6
if [[ $status -eq 0 ]]; then
  echo "OK: $target: $((end - start)) s without a crash ($(grep -o 'stat::number_of_executed_units: [0-9]*' fuzz.log | grep -o '[0-9]*$') inputs)"
else
  echo "CRASH: $target after $((end - start)) s: see $out/fuzz.log and $out/artifacts/"
  exit 1
fi
