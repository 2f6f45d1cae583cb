import InsetEmulation
import InsetEngine
import InsetReport

/// `insetfix list devices|problems|strategies|os|assumptions`: what the engine knows.
enum ListCommand: Command {
  static let name = "list"
  static let summary = "list devices, problems, strategies, iOS releases or modelling assumptions"
  static let kinds = ["devices", "problems", "strategies", "os", "assumptions"]
  static let help = """
    USAGE: insetfix list devices|problems|strategies|os|assumptions [--problem ID]

    `assumptions`: what the emulation takes as given (docs/assumptions.md), with the default of
    each one `--assume ID=VALUE` can change.

    OPTIONS:
      --problem ID   with `strategies`: only this problem's
      -h, --help     show this help
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let args = try Arguments(argv, command: name, valued: ["problem"], booleans: [])
    if args.wantsHelp {
      print(help)
      return 0
    }
    guard args.positionals.count <= 1 else {
      throw InputError(
        "list: expected one of \(kinds.joined(separator: ", ")), found \(args.positionals.count) arguments: "
          + args.positionals.joined(separator: " "))
    }
    guard let kind = args.positionals.first else {
      throw InputError("list: expected one of \(kinds.joined(separator: ", ")), found nothing")
    }
    guard kinds.contains(kind) else {
      let guess = InputError.nearest(to: kind, in: kinds).map { " (did you mean '\($0)'?)" } ?? ""
      throw InputError("list: expected one of \(kinds.joined(separator: ", ")), found '\(kind)'\(guess)")
    }
    if args.value("problem") != nil && kind != "strategies" {
      throw InputError("list: --problem only applies to `list strategies`")
    }
    let registry = CLI.registry()
    switch args.positionals[0] {
    case "devices":
      var rows = [
        [
          "id", "name", "portrait", "safe area portrait (top/left/bottom/right)",
          "safe area landscape-left (top/left/bottom/right)",
          "safe area landscape-right (top/left/bottom/right)", "home indicator",
        ]
      ]
      for d in DeviceCatalog.builtIn.devices {
        rows.append([
          d.id, d.name, d.portraitScreen.description, insets(d.metrics(in: .portrait).safeArea),
          insets(d.metrics(in: .landscapeLeft).safeArea), insets(d.metrics(in: .landscapeRight).safeArea),
          d.homeIndicator ? "yes" : "no",
        ])
      }
      print(table(rows), terminator: "")
    case "problems":
      for p in registry.problems {
        print("\(p.id): \(p.title)\n  source: \(p.source)\n  \(p.summary)\n")
      }
    case "strategies":
      let infos =
        try args.value("problem").map { try registry.strategies(for: ProblemID($0)) }
        ?? registry.strategyInfos
      var rows = [["problem", "strategy", "available", "traits", "summary"]]
      for s in infos {
        rows.append([
          s.problem.rawValue, s.id.rawValue + (s.isBaseline ? " (as-is)" : ""), s.availability.description,
          s.traits.sorted().map(\.rawValue).joined(separator: ","), s.summary,
        ])
      }
      print(table(rows), terminator: "")
    case "assumptions":
      var rows = [["id", "adjustable", "assumed"]]
      for a in registry.assumptions {
        let id = a.aliases.isEmpty ? a.id : "\(a.id) (also \(a.aliases.joined(separator: ", ")))"
        rows.append([id, AssumptionsPage.adjustable(a), a.statement])
      }
      print(table(rows), terminator: "")
    default:
      print(OSRelease.all.map(\.description).joined(separator: " "))
    }
    return 0
  }

  static func insets(_ e: EdgeInsets) -> String {
    "\(e.top.points)/\(e.left.points)/\(e.bottom.points)/\(e.right.points)"
  }

  static func table(_ rows: [[String]]) -> String {
    let widths = rows[0].indices.map { i in rows.map { $0[i].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { i, c in
        i == row.count - 1 ? c : c.padding(toLength: widths[i], withPad: " ", startingAt: 0)
      }
      .joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}
