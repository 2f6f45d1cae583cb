import Foundation
import InsetEmulation
import InsetEngine
import InsetReport

/// `insetfix batch CONFIG.json`: expands the matrix, runs every cell, streams the results.
enum BatchCommand: Command {
  static let name = "batch"
  static let summary = "JSON-configured matrix runs over devices × orientations × OS versions"
  static let help = """
    USAGE: insetfix batch CONFIG.json [options]

    Expands the config's matrix (devices × orientations × OS versions × problems × strategies),
    runs every cell through the pipeline and writes results, summaries and selections.
    See README.md ("Batch config") and Configs/insetfix.schema.json.

    OPTIONS:
      --jobs N          worker threads (default: all cores); output is identical for every N
      --shard I/N       run only the I-th (1-based) of N disjoint parts of the matrix
      --fail-on unfixed exit 1 when the selection leaves a defect somewhere in the matrix
      --format F        override output.format: jsonl | csv | markdown | html
      --output PATH     override output.path (`-` for standard output)
      --quiet           no progress on stderr
      --assume ID=VALUE[,…]  run under changed modelling assumptions; lists on stderr the
                        strategies and selections that flip (ids: docs/assumptions.md)
      -h, --help        show this help

    EXIT CODES: 0 ok, 1 --fail-on triggered, 2 usage or input error.
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let args = try Arguments(
      argv, command: name, valued: ["jobs", "shard", "fail-on", "format", "output", "assume"],
      booleans: ["quiet"])
    if args.wantsHelp {
      print(help)
      return 0
    }
    guard args.positionals.count == 1 else {
      throw InputError(
        "batch: expected one config file, found \(args.positionals.count); see insetfix batch --help")
    }
    let registry = CLI.registry()
    var config = try BatchConfig.decode(InputFile.json(at: args.positionals[0]), registry: registry)
    if let format = args.value("format") {
      config.format = BatchConfig.OutputFormat(
        rawValue: try args.choice(
          "format", BatchConfig.OutputFormat.allCases.map(\.rawValue), default: format))!
    }
    let configPath = args.positionals[0]
    let outputLabel: String
    if let output = args.value("output") {
      config.outputPath = output == "-" ? nil : output
      outputLabel = "batch: --output"
    } else {
      outputLabel = "\(configPath): $.output.path"
    }
    if let path = config.outputPath {
      // The report never replaces what the run reads: the config or a scenario it names.
      let inputs =
        [OutputPath.Input(configPath, "the batch config")]
        + config.scenarios.values.map { OutputPath.Input($0.file, "a scenario file") }
      try OutputPath.check(path, option: outputLabel, inputs: inputs)
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
        throw InputError("\(outputLabel): \(path): folder \(folder) does not exist")
      }
    }
    let jobs = try args.positiveInt("jobs") ?? ProcessInfo.processInfo.activeProcessorCount
    let failOn = try args.value("fail-on").map { try args.choice("fail-on", ["unfixed"], default: $0) }
    let assumptions = try args.value("assume").map {
      try Assumptions.parse($0, catalog: CLI.registry().assumptions, at: "batch: --assume")
    }
    let runner = try BatchRunner(
      pipeline: Pipeline(registry: registry, assumptions: assumptions ?? .standard), config: config)
    var range = 0..<runner.cellCount
    if let shard = args.value("shard") {
      let parts = shard.split(separator: "/").map { Int($0) }
      guard parts.count == 2, let i = parts[0], let n = parts[1], n >= 1, (1...n).contains(i) else {
        throw InputError("batch: --shard: expected I/N with 1 <= I <= N, found '\(shard)'")
      }
      range = runner.shardRange(index: i - 1, count: n)
      guard !range.isEmpty else {
        throw InputError(
          "batch: --shard \(shard): the matrix has \(runner.cellCount) cell\(runner.cellCount == 1 ? "" : "s"), "
            + "so part \(i) of \(n) is empty; use N <= \(runner.cellCount)")
      }
    }
    let writer = config.format.writer
    let output = try OutputStream(path: config.outputPath)
    let progress = Progress(enabled: !args.flag("quiet") && isatty(STDERR_FILENO) == 1)
    let aggregate: BatchAggregate
    do {
      try output.write(writer.header())
      aggregate = try runner.run(
        range: range, jobs: jobs, render: writer.result, emit: output.write, progress: progress.update)
      try output.write(writer.tail(aggregate))
      progress.finish()
      try output.commit()
    } catch {
      output.abandon()
      throw error
    }
    if let path = config.outputPath, !args.flag("quiet") {
      FileHandle.standardError.write(Data("insetfix: wrote \(path)\n".utf8))
    }
    if let assumptions {
      // The same cells under the standard assumptions: what hangs on the changed ones.
      let standard = try BatchRunner(pipeline: Pipeline(registry: registry), config: config)
        .run(range: range, jobs: jobs, emit: { _ in })
      let flips = AssumptionImpact.flips(standard: standard, changed: aggregate)
      let header =
        "insetfix: under --assume \(assumptions.changes(in: CLI.registry().assumptions).joined(separator: ",")): "
        + (flips.isEmpty
          ? "no verdict or selection flips" : "\(flips.count) change(s) against the standard assumptions")
      let text = ([header] + flips.map { "  " + $0 }).joined(separator: "\n") + "\n"
      FileHandle.standardError.write(Data(text.utf8))
    }
    if failOn != nil, aggregate.selections.contains(where: { !$0.isComplete }) {
      for selection in aggregate.selections where !selection.isComplete {
        for line in selection.lines where line.contains("no usable strategy") {
          CLI.warn("\(selection.problem): \(line)")
        }
      }
      return 1
    }
    return 0
  }
}

/// Streams to standard output, or through an `AtomicFile` put in place at the end, so that
/// nothing is ever written half-way (not even when the run is interrupted).
final class OutputStream {
  private let path: String?
  private let file: AtomicFile?

  init(path: String?) throws {
    self.path = path
    guard let path else {
      file = nil
      return
    }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw InputError("\(path): directory \(directory) does not exist")
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw InputError("\(path): is a directory, expected a file to write the report to")
    }
    file = try AtomicFile(path, removingAbandoned: true)
  }

  func write(_ text: String) throws {
    guard !text.isEmpty else { return }
    if let file { return try file.write(text) }
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  func commit() throws { try file?.commit() }

  func abandon() { file?.abandon() }
}

/// A progress bar with counts and ETA on stderr, redrawn in place; silent when disabled.
final class Progress: @unchecked Sendable {
  private let enabled: Bool
  private let start = Date()
  private var drawn = false

  init(enabled: Bool) { self.enabled = enabled }

  func update(_ done: Int, _ total: Int) {
    guard enabled, total > 0 else { return }
    let share = Double(done) / Double(total)
    let width = 30
    let filled = Int(share * Double(width))
    let elapsed = Date().timeIntervalSince(start)
    let eta = share > 0 ? elapsed / share - elapsed : 0
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    let line = "\r[\(bar)] \(done)/\(total) cells  \(Int(share * 100))%  ETA \(Int(eta.rounded()))s "
    FileHandle.standardError.write(Data(line.utf8))
    drawn = true
  }

  func finish() {
    guard enabled, drawn else { return }
    FileHandle.standardError.write(Data("\n".utf8))
  }
}
