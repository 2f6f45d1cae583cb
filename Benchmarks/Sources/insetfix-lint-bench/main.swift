import InsetLint
import InsetProblems

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// In-process throughput of each stage of `insetfix lint` over a folder, on one thread:
/// read only (the floor, what `cat` does), read + tokenize, read + tokenize + index + every rule.
/// Usage: insetfix-lint-bench DIR [REPEATS] [--rules]   (without REPEATS, --rules takes 3)
let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  print("usage: insetfix-lint-bench DIR [REPEATS]")
  exit(2)
}
let repeats = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 3) : 3

// `insetfix-lint-bench DIR --classes`: checks that the types-only index finds every class the
// full index finds, with the same names, inheritance and places.
if arguments.count > 2, arguments[2] == "--classes" {
  var files = 0
  var classes = 0
  var mismatches = 0
  for file in (try? SourceLoader.discover([arguments[1]]).files) ?? [] {
    guard case .success(let source) = SourceLoader.load(file, maxSize: 64 << 20) else { continue }
    func summary(_ index: SyntaxIndex) -> [String] {
      index.types.filter { $0.kind == .class }.map {
        "\($0.name):\($0.inherits):\($0.genericParameters):\($0.nameToken)"
      }
    }
    let full = summary(SyntaxIndex(source))
    let light = summary(SyntaxIndex(source, typesOnly: true))
    files += 1
    classes += full.count
    if full != light {
      mismatches += 1
      print("\(file): \(full) vs \(light)")
    }
  }
  print("\(files) files, \(classes) classes, \(mismatches) files differ")
  exit(mismatches == 0 ? 0 : 1)
}

// `insetfix-lint-bench DIR --targets`: each Swift file's deployment target as lint stamps it, and
// the module `fix` places support code in (to compare two builds' project-file reading).
if arguments.count > 2, arguments[2] == "--targets" {
  let discovery = DeploymentTargetDiscovery(override: nil, configured: nil)
  for file in (try? SourceLoader.discover([arguments[1]]).files) ?? [] {
    let module = discovery.module(of: file)
    print(
      "\(file): \(discovery.target(for: file)) | \(module.kind) \(module.root) \(module.targets.sorted())")
  }
  exit(0)
}

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let files: [String]
do {
  files = try SourceLoader.discover([arguments[1]]).files
} catch {
  print("insetfix-lint-bench: \(error)")
  exit(2)
}

/// Best of `repeats` runs of `body` over every file; returns seconds and bytes seen.
func measure(_ name: String, quiet: Bool = false, _ body: (String) -> Int) -> Double {
  var best = Double.infinity
  var bytes = 0
  for _ in 0..<repeats {
    let start = now()
    bytes = 0
    for file in files { bytes += body(file) }
    best = min(best, now() - start)
  }
  let megabytes = Double(bytes) / 1_048_576
  if quiet { return best }
  print(
    "\(name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(String(format: "%8.1f", best * 1000)) ms  "
      + "\(String(format: "%7.1f", megabytes / best)) MB/s")
  return best
}

print("\(files.count) Swift files under \(arguments[1]); one thread, best of \(repeats)")
let read = measure("read") { file in
  guard case .success(let buffer) = SourceLoader.readBytes(file, maxSize: 64 << 20) else { return 0 }
  defer { buffer.baseAddress?.deallocate() }
  return buffer.count
}
let tokenize = measure("read + tokenize") { file in
  guard case .success(let source) = SourceLoader.load(file, maxSize: 64 << 20) else { return 0 }
  return source.bytes.count
}
let allRules = BuiltInProblems.catalog().rules.rules
let linter = Linter(rules: allRules)
let analyze = measure("read + tokenize + index + \(allRules.count) rules") { file in
  var stat: SourceLoader.Stat?
  guard case .success(let buffer) = SourceLoader.readValid(file, maxSize: 64 << 20, stat: &stat) else {
    return 0
  }
  _ = linter.analyze(path: file, adopting: buffer)
  return buffer.count
}
print(
  String(
    format: "tokenize costs %.1fx a bare read; the whole per-file pass %.1fx", tokenize / read, analyze / read
  ))

// `insetfix-lint-bench DIR REPEATS --rules`: each rule's share of the per-file pass, as the pass
// with that rule alone less the pass with no rule (the index and the view model reader stay).
if arguments.dropFirst(2).contains("--rules") {
  func pass(_ rules: [any Rule]) -> (String) -> Int {
    let linter = Linter(rules: rules)
    return { file in
      var stat: SourceLoader.Stat?
      guard case .success(let buffer) = SourceLoader.readValid(file, maxSize: 64 << 20, stat: &stat) else {
        return 0
      }
      _ = linter.analyze(path: file, adopting: buffer)
      return buffer.count
    }
  }
  // A rule alone also pays what rules share (the full index, the view facts): the shares add up
  // to more than the whole pass.
  let none = measure("read + tokenize + index, no rule", pass([]))
  for rule in BuiltInProblems.catalog().rules.rules {
    let alone = measure("\(rule.description.id)", quiet: true, pass([rule]))
    let name = "  + \(rule.description.id)".padding(toLength: 34, withPad: " ", startingAt: 0)
    print("\(name) \(String(format: "%+8.1f", (alone - none) * 1000)) ms")
  }
}

// Discovery alone: the walk with cached folder listings, then the file stats (what a cached
// rerun pays before it can replay).
do {
  let (_, _, _, listings) = try SourceLoader.discover([arguments[1]])
  var walkBest = Double.infinity
  var statBest = Double.infinity
  for _ in 0..<max(repeats, 5) {
    var start = now()
    let walked = try SourceLoader.discover([arguments[1]], listings: listings, jobs: 1, stat: false)
    walkBest = min(walkBest, now() - start)
    start = now()
    for file in walked.files { _ = SourceLoader.fileStat(file) }
    statBest = min(statBest, now() - start)
  }
  print(
    String(
      format: "cached walk %.1f ms, %d stats %.1f ms (one thread)", walkBest * 1000, files.count,
      statBest * 1000))
} catch {
  print("discover failed: \(error)")
}

// The walk a cold run makes: every folder read (no cached listings), no file stats.
for jobs in [1, 2] {
  var best = Double.infinity
  for _ in 0..<7 {
    let start = now()
    _ = try? SourceLoader.discover([arguments[1]], jobs: jobs, stat: false)
    best = min(best, now() - start)
  }
  print(String(format: "uncached walk, %d thread(s): %.1f ms", jobs, best * 1000))
}

do {
  let walked = try SourceLoader.discover([arguments[1]], jobs: 1, stat: false)
  for jobs in [1, 2] {
    var best = Double.infinity
    for _ in 0..<7 {
      let start = now()
      _ = try SourceLoader.discover([arguments[1]], listings: walked.listings, jobs: jobs, stat: true)
      best = min(best, now() - start)
    }
    print(
      String(format: "cached walk + %d stats, %d thread(s): %.1f ms", walked.files.count, jobs, best * 1000))
  }
} catch {}

// Xcode projects: reading every `project.pbxproj` under the folder (what the deployment target
// of a finding costs the first time a project is asked).
do {
  var projects: [String] = []
  func walk(_ folder: String) {
    guard let dir = opendir(folder) else { return }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      guard name != ".", name != "..", !name.hasPrefix(".") else { continue }
      let path = folder + "/" + name
      if name.hasSuffix(".xcodeproj") {
        projects.append(path + "/project.pbxproj")
      } else if entry.pointee.d_type == UInt8(DT_DIR), name != "Pods", name != "Carthage" {
        walk(path)
      }
    }
  }
  walk(arguments[1])
  func readText(_ path: String) -> String? {
    guard case .success(let buffer) = SourceLoader.readBytes(path, maxSize: 64 << 20) else { return nil }
    defer { buffer.baseAddress?.deallocate() }
    return String(decoding: buffer, as: UTF8.self)
  }
  var bytes = 0
  var best = Double.infinity
  var targets = 0
  for _ in 0..<repeats {
    let start = now()
    bytes = 0
    targets = 0
    for project in projects.sorted() {
      bytes += readText(project)?.utf8.count ?? 0
      targets += XcodeProject.load(project, read: readText)?.targets.count ?? 0
    }
    best = min(best, now() - start)
  }
  print(
    String(
      format: "%d .xcodeproj (%.1f MB, %d targets) read and resolved: %.1f ms, %.1f MB/s", projects.count,
      Double(bytes) / 1_048_576, targets, best * 1000, Double(bytes) / 1_048_576 / best))
  if let largest = projects.max(by: { (readText($0)?.utf8.count ?? 0) < (readText($1)?.utf8.count ?? 0) }),
    let text = readText(largest)
  {
    var readBest = Double.infinity
    var loadBest = Double.infinity
    for _ in 0..<max(repeats, 5) {
      var start = now()
      _ = readText(largest)
      readBest = min(readBest, now() - start)
      start = now()
      _ = XcodeProject.load(largest, read: { $0 == largest ? text : readText($0) })
      loadBest = min(loadBest, now() - start)
    }
    print(
      String(
        format: "largest (%.1f MB): read %.1f ms, resolved %.1f ms", Double(text.utf8.count) / 1_048_576,
        readBest * 1000, loadBest * 1000))
  }
}
