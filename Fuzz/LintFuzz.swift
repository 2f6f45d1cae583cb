// libFuzzer harness for the tokenizer, the index, every rule and the fixer. Built by
// scripts/lint-fuzz.sh together with the InsetLint sources (not part of `swift build`).
//
// Each input is one or two Swift files (a 0xFF byte splits them, so the project pass sees a
// superclass or a helper in another file). The harness lints them (checking the byte-level
// early exit against the full pass), then fixes them with plans
// that exercise every fix generator, and checks what must always hold: findings point inside
// their file at a real line and column, edits stay in range, the fixer reaches a fixed point or
// names the rule, and fixed text tokenizes. Any violation traps, which libFuzzer reports.

let plans = [
  StrategyPlan.using(
    [("dynamic-subclass", "15.0"), ("safe-area-regions", "16.4")], problem: "hosted-cell-safe-area"),
  StrategyPlan.using([("container-content-margins", "27.1")], problem: "fixed-horizontal-padding"),
]
let fixing = FixSettings(planner: FixedPlanner(plans), deploymentTarget: { _ in "15.0" })
let linter = Linter()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var files: [String: [UInt8]] = [:]
  if let split = bytes.firstIndex(of: 0xFF) {
    files["A.swift"] = Array(bytes[..<split])
    files["B.swift"] = Array(bytes[(split + 1)...])
  } else {
    files["A.swift"] = bytes
  }
  var analyses: [FileAnalysis] = []
  var sources: [String: SourceFile] = [:]
  for (path, content) in files.sorted(by: { $0.key < $1.key }) {
    let source = content.withUnsafeBufferPointer { SourceFile(path: path, bytes: $0) }
    sources[path] = source
    for token in source.tokens { precondition(token.start <= token.end && Int(token.end) <= content.count) }
    let analysis = linter.analyze(source)
    analyses.append(analysis)
    // Lint reads bytes first and tokenizes only what some rule may read: the same analysis, or
    // an empty one where the full pass found nothing either.
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(content.count, 1))
    _ = buffer.initialize(from: content)
    let fast = linter.analyze(
      path: path, adopting: UnsafeMutableBufferPointer(rebasing: buffer[0..<content.count]))
    if fast != analysis {
      var expected = analysis
      expected.failure = nil
      precondition(
        fast == FileAnalysis(path: path) && expected == FileAnalysis(path: path), "early exit lost something")
    }
  }
  for finding in linter.combine(analyses) {
    let count = files[finding.file]?.count ?? 0
    precondition(finding.offset >= 0 && finding.offset <= count, "finding outside its file")
    precondition(finding.line >= 1 && finding.column >= 1, "line and column start at 1")
  }
  let outcome = FixSession(linter: linter, fixing: fixing, maxPasses: 6).run(files)
  precondition(outcome.passes <= 7)
  for (path, fixed) in outcome.changed {
    let source = fixed.withUnsafeBufferPointer { SourceFile(path: path, bytes: $0) }
    if sources[path]?.failure == nil && files[path] != nil {
      // A file that tokenized cleanly still does after fixing (fixes only add balanced code).
      precondition(
        source.failure == nil || source.failure?.reason == .unbalancedBrackets,
        "fix broke tokenization of \(path)")
    }
  }
  return 0
}
