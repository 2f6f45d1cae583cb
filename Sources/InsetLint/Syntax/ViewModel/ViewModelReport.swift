/// What the project view model resolved for some Swift files, and what the rules that read it
/// found there: the answer to "why did (or didn't) a rule see this view?". `insetfix model`
/// prints it; it is built the way a lint run builds the model (the same files, excludes and
/// collectors), from the files alone, with no cache.
public struct ViewModelReport: Sendable {
  /// One resolved figure, with its JSON key and the words the text report uses.
  public struct Count: Sendable, Equatable {
    public let key: String
    public let label: String
    public let value: Int
  }

  /// A rule that reads the view model, and how many findings it made from it (before
  /// suppressions: what the rule saw).
  public struct RuleCount: Sendable, Equatable {
    public let rule: RuleID
    public let findings: Int
  }

  /// One view of a screen's tree, at its depth below the screen.
  public struct Line: Sendable, Equatable {
    public let depth: Int
    /// `VStack`, `header (member)`, `content (slot)`, `branch`, `other`.
    public let view: String
    public let modifiers: [String]
    public let line: Int
  }

  /// Where a screen's content starts (a presented type, a sheet's closure), and its views.
  public struct Screen: Sendable, Equatable {
    public let kind: String
    public let name: String
    public let path: String
    public let lines: [Line]
  }

  /// The Swift files read (skipped ones are in `skipped`).
  public let files: Int
  public let skipped: [String]
  public let statistics: ProjectViewModel.Statistics
  public let rules: [RuleCount]
  public let screens: [Screen]

  /// The statistics as labelled figures, in report order.
  public var counts: [Count] {
    let s = statistics
    return [
      Count(key: "viewTypes", label: "view types", value: s.viewTypes),
      Count(key: "modifierTypes", label: "ViewModifier types", value: s.modifierTypes),
      Count(
        key: "viewExtensionModifiers", label: "View extension modifiers", value: s.viewExtensionModifiers),
      Count(key: "screens", label: "screens", value: s.screens),
      Count(key: "screenTypes", label: "distinct view types among the screens", value: s.screenTypes),
      Count(key: "helperBodiesFollowed", label: "helper bodies followed", value: s.helperBodiesFollowed),
      Count(key: "projectViewsFollowed", label: "project views followed", value: s.projectViewsFollowed),
      Count(key: "modifiersFollowed", label: "project modifiers followed", value: s.modifiersFollowed),
      Count(
        key: "crossFileConstants", label: "constants read from another file", value: s.crossFileConstants),
    ]
  }
}

extension LintRunner {
  /// The view model of the Swift files under `options.paths` (the configuration's excludes
  /// apply) and the findings of the enabled rules that read it. A missing path or a folder with
  /// no Swift files is an input error, as for `lint`.
  public func viewModelReport(_ options: LintOptions) throws -> ViewModelReport {
    let configuration = try configuration(options)
    let (files, _, _, _) = try discover(options, configuration, stat: false)
    let model = ViewModelCollector.description.id
    let readers = rules.rules.compactMap { $0 as? any CollectingRule }.filter { rule in
      !configuration.rules.disabled.contains(rule.description.id)
        && rule.reads.contains { $0.description.id == model }
    }
    let linter = Linter(
      rules: readers.isEmpty ? [ViewModelCollector()] : readers, settings: configuration.rules)
    var analyses: [FileAnalysis] = []
    var skipped: [String] = []
    for path in files {
      switch SourceLoader.load(path, maxSize: options.maxFileSize) {
      case .success(let file): analyses.append(linter.analyze(file))
      case .failure: skipped.append(path)
      }
    }
    let project = ProjectContext(analyses: analyses)
    let resolved = project.fact(ProjectViewModel.self)
    return ViewModelReport(
      files: analyses.count, skipped: skipped, statistics: resolved.statistics,
      rules: readers.map {
        ViewModelReport.RuleCount(rule: $0.description.id, findings: $0.check(project).count)
      },
      screens: resolved.screens.map(Self.screen))
  }

  static func screen(_ screen: ProjectViewModel.Screen) -> ViewModelReport.Screen {
    var lines: [ViewModelReport.Line] = []
    func walk(_ nodes: [ViewNode], _ depth: Int) {
      for node in nodes {
        lines.append(
          ViewModelReport.Line(
            depth: depth, view: name(node.head), modifiers: node.modifiers.map(\.name), line: node.line))
        for group in node.children { walk(group, depth + 1) }
      }
    }
    walk(screen.nodes, 0)
    return ViewModelReport.Screen(
      kind: screen.kind.rawValue, name: ProjectViewModel.writtenName(screen.name), path: screen.scope.path,
      lines: lines)
  }

  static func name(_ head: ViewNode.Head) -> String {
    switch head {
    case .call(let name): return name
    case .member(let name): return "\(name) (member)"
    case .slot(let name): return "\(name) (slot)"
    case .branch: return "branch"
    case .other: return "other"
    }
  }
}
