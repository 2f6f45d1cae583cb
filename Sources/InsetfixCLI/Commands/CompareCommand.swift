import Foundation
import InsetEmulation
import InsetEngine
import InsetReport

/// `insetfix compare`: every strategy of a problem side by side in one environment, ranked, with
/// the policy's selection over the deployment range.
enum CompareCommand: Command {
  static let name = "compare"
  static let summary = "every strategy side by side for one scenario and environment"
  static let help = """
    USAGE: insetfix compare [options]

    Runs every strategy of a problem on the emulated layout of one environment, measures each,
    ranks them, and selects a fix per OS version over the deployment range.

    OPTIONS:
      --problem ID            problem id, or `all` (default: hosted-cell-safe-area)
      --device ID             device id (default: iphone-15-pro; see `insetfix list devices`); also
                              narrows the selection, otherwise judged on every known device
      --orientation O         portrait | landscape-left | landscape-right (default: portrait); also
                              narrows the selection, otherwise judged on all three
      --os X.Y                iOS version of the environment (default: \(OSRelease.latest))
      --deployment-target X.Y first iOS version the app supports (default: from config, else 15.0)
      --scenario FILE         scenario JSON laid over the problem's defaults (with --problem all:
                              an object keyed by problem id)
      --config FILE           config JSON: policy, deploymentTarget, scenarios
      --strategies A,B        only these strategies
      --format F              table | json | markdown | html (default: table)
      --assume ID=VALUE[,…]   rerun under changed modelling assumptions and list the verdicts and
                              selections that flip (ids: docs/assumptions.md)
      -h, --help              show this help

    EXIT CODES: 0 ok, 2 usage or input error.
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let args = try Arguments(
      argv, command: name,
      valued: [
        "problem", "device", "orientation", "os", "deployment-target", "scenario", "config", "strategies",
        "format", "assume",
      ], booleans: [])
    if args.wantsHelp {
      print(help)
      return 0
    }
    guard args.positionals.isEmpty else {
      throw InputError("compare: unexpected argument '\(args.positionals[0])'; see insetfix compare --help")
    }
    let registry = CLI.registry()
    let assumptions = try args.value("assume").map {
      try Assumptions.parse($0, catalog: CLI.registry().assumptions, at: "compare: --assume")
    }
    let pipeline = Pipeline(registry: registry, assumptions: assumptions ?? .standard)
    var config =
      try args.value("config").map { try Config.decode(InputFile.json(at: $0), registry: registry) }
      ?? Config.builtIn(registry: registry)
    if let target = try args.osVersion("deployment-target") { config.deploymentTarget = target }
    let device = try DeviceCatalog.builtIn.device(
      args.value("device") ?? "iphone-15-pro", at: "compare: --device")
    let orientation = Orientation(
      rawValue: try args.choice("orientation", Orientation.allCases.map(\.rawValue), default: "portrait"))!
    // The selection is a claim over the deployment range: judged on every known device and
    // orientation unless the user narrows it.
    let selectionDevices = args.value("device") == nil ? DeviceCatalog.builtIn.devices : [device]
    let selectionOrientations = args.value("orientation") == nil ? Orientation.allCases : [orientation]
    let os = try args.osVersion("os") ?? OSRelease.latest
    let format = CompareFormat(
      rawValue: try args.choice("format", CompareFormat.allCases.map(\.rawValue), default: "table"))!
    let problemArg = args.value("problem") ?? registry.problemIDs.first?.rawValue ?? ""
    let problems: [ProblemID]
    if problemArg == "all" {
      problems = registry.problemIDs
    } else {
      _ = try registry.problem(ProblemID(problemArg))
      problems = [ProblemID(problemArg)]
    }
    let only = try args.value("strategies").map { list in
      guard list.contains(where: { $0 != "," }),
        !list.split(separator: ",", omittingEmptySubsequences: false).contains(where: \.isEmpty)
      else {
        throw InputError(
          "compare: --strategies: expected a comma-separated list of strategy ids, found '\(list)'")
      }
      return try list.split(separator: ",").map { item -> StrategyID in
        let id = StrategyID(String(item))
        let valid = problems.flatMap { (try? registry.strategies(for: $0)) ?? [] }.map(\.id)
        guard valid.contains(id) else {
          throw InputError.unknown("strategy", id, valid: valid, at: "compare: --strategies")
        }
        return id
      }
    }
    var overrides = config.scenarios
    if let file = args.value("scenario") {
      let json = try InputFile.json(at: file)
      if problems.count == 1 {
        overrides[problems[0]] = json
      } else {
        var reader = try json.object()
        for id in problems { if let value = reader.optional(id.rawValue) { overrides[id] = value } }
        try reader.finish()
      }
    }
    let environment = Environment(device: device, orientation: orientation, os: os)
    let range = device.lastOS.map { "iOS \(device.firstOS)–\($0)" } ?? "iOS \(device.firstOS) and later"
    guard OSRelease.range(from: config.deploymentTarget).contains(where: device.runs) else {
      throw InputError(
        "compare: \(device.id) runs \(range), no release from the deployment target "
          + "\(config.deploymentTarget) on, so the selection would cover nothing; pick a device or target")
    }
    guard os >= config.deploymentTarget else {
      throw InputError(
        "compare: --os \(os) is earlier than the deployment target \(config.deploymentTarget): the app never "
          + "runs there; pick --os \(config.deploymentTarget) or later, or a lower --deployment-target")
    }
    if !device.runs(os) {
      CLI.warn("\(device.id) runs \(range); measuring iOS \(os) on its screen anyway")
    }
    func reports(_ pipeline: Pipeline) throws -> [CompareReport] {
      try problems.map { problem in
        let scenario = try pipeline.scenario(for: problem, override: overrides[problem])
        let comparison = try pipeline.compare(
          scenario, in: environment, policy: config.policy, strategies: only)
        let selection = try pipeline.select(
          scenario, devices: selectionDevices, orientations: selectionOrientations, policy: config.policy,
          deploymentTarget: config.deploymentTarget, strategies: only)
        return CompareReport(comparison: comparison, selection: selection)
      }
    }
    let changed = try reports(pipeline)
    print(format.renderer.render(changed), terminator: "")
    if let assumptions {
      // The same run under the standard assumptions: what hangs on the changed ones.
      let standard = try reports(Pipeline(registry: registry))
      var flips: [String] = []
      for (before, after) in zip(standard, changed) {
        flips += AssumptionImpact.flips(standard: before.comparison, changed: after.comparison)
        if let a = before.selection, let b = after.selection {
          flips += AssumptionImpact.flips(standard: a, changed: b).map { "\(b.problem) \($0)" }
        }
      }
      let header =
        "under --assume \(assumptions.changes(in: CLI.registry().assumptions).joined(separator: ",")): "
        + (flips.isEmpty
          ? "no verdict or selection flips" : "\(flips.count) verdict(s) or selection line(s) flip")
      let text = ([header] + flips.map { "  " + $0 }).joined(separator: "\n")
      if format == .json {
        FileHandle.standardError.write(Data((text + "\n").utf8))
      } else {
        print("\n" + text)
      }
    }
    return 0
  }
}
