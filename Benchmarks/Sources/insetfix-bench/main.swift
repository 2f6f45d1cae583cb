import Foundation
import InsetEmulation
import InsetEngine
import InsetReport
import InsetProblems

/// Release-build benchmarks. Figures are printed with a reference measured in the same process,
/// because these machines are shared and noisy: compare ratios, not absolute numbers.
///
///   insetfix-bench compare [--problem ID] [--repeat N]   every device × orientation, one problem
///   insetfix-bench batch [--scale N] [--jobs N] [--no-cache]   the full built-in matrix, N times
let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String, default value: Int) -> Int {
  guard let i = arguments.firstIndex(of: "--" + name), i + 1 < arguments.count, let n = Int(arguments[i + 1])
  else {
    return value
  }
  return n
}

func stringOption(_ name: String) -> String? {
  guard let i = arguments.firstIndex(of: "--" + name), i + 1 < arguments.count else { return nil }
  return arguments[i + 1]
}

/// Peak resident set size of this process, in MB (Linux VmHWM).
func peakRSSMegabytes() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
  else { return .nan }
  let kb = Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan
  return kb / 1024
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func fmt(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

let registry = BuiltInProblems.registry()
/// `--no-cache` measures every cell afresh (no reuse across releases or repeats).
let pipeline = Pipeline(registry: registry, cache: arguments.contains("--no-cache") ? nil : OutcomeCache())
let devices = DeviceCatalog.builtIn.devices

switch arguments.first ?? "compare" {
case "compare":
  let problem = ProblemID(stringOption("problem") ?? "hosted-cell-safe-area")
  let repeats = option("repeat", default: 20)
  let scenario = try pipeline.scenario(for: problem)
  let strategies = try registry.strategies(for: problem)
  let baseline = strategies.filter(\.isBaseline).map(\.id)
  let environments = devices.flatMap { d in
    Orientation.allCases.map { Environment(device: d, orientation: $0, os: "17.0") }
  }
  // Reference: the as-is strategy alone (build world, run, measure), same environments.
  var sink = 0
  let referenceTime = try seconds {
    for _ in 0..<repeats {
      for env in environments {
        sink &+= try pipeline.compare(scenario, in: env, strategies: baseline).verdicts.count
      }
    }
  }
  let fullTime = try seconds {
    for _ in 0..<repeats {
      for env in environments { sink &+= try pipeline.compare(scenario, in: env).verdicts.count }
    }
  }
  let referenceEvals = Double(repeats * environments.count * baseline.count)
  let fullEvals = Double(repeats * environments.count * strategies.count)
  print(
    "problem \(problem): \(environments.count) environments (\(devices.count) devices × 3 orientations) × \(strategies.count) strategies, \(repeats) repeats"
  )
  print("  reference (as-is only):  \(fmt(referenceEvals / referenceTime, 0)) evaluations/s")
  print(
    "  full comparison:         \(fmt(fullEvals / fullTime, 0)) evaluations/s  (\(fmt(Double(repeats * environments.count) / fullTime, 0)) comparisons/s)"
  )
  print(
    "  ratio full/reference per evaluation: \(fmt((fullTime / fullEvals) / (referenceTime / referenceEvals)))×  [sink \(sink % 7)], peak RSS \(fmt(peakRSSMegabytes(), 1)) MB"
  )
case "batch":
  let scale = option("scale", default: 1)
  let jobs = option("jobs", default: ProcessInfo.processInfo.activeProcessorCount)
  let matrix = stringOption("matrix") ?? "Configs/batch/full-matrix.json"
  let json = try JSONCursor.parse(try InputFile.text(at: matrix), file: matrix)
  let config = try BatchConfig.decode(json, registry: registry)
  let runner = try BatchRunner(pipeline: pipeline, config: config)
  let writer = JSONLWriter()
  var bytes = 0
  var evaluations = 0
  let time = try seconds {
    for _ in 0..<scale {
      let aggregate = try runner.run(range: 0..<runner.cellCount, jobs: jobs, render: writer.result) { text in
        bytes += text.utf8.count
      }
      evaluations += aggregate.summaries.reduce(0) { $0 + $1.cells }
      bytes += writer.tail(aggregate).utf8.count
    }
  }
  print(
    "batch ×\(scale)\(pipeline.cache == nil ? " (no cache)" : ""): \(runner.cellCount * scale) cells, \(evaluations) evaluations in \(fmt(time)) s with \(jobs) jobs: "
      + "\(fmt(Double(evaluations) / time, 0)) evaluations/s, \(bytes / 1_000_000) MB of JSONL, peak RSS \(fmt(peakRSSMegabytes(), 1)) MB"
  )
default:
  print("usage: insetfix-bench compare [--problem ID] [--repeat N] | batch [--scale N] [--jobs N]")
  exit(2)
}
