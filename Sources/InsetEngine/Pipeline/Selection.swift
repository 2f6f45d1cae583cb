import InsetEmulation

/// The policy's choice across a deployment range: consecutive OS releases with the same choice
/// merged into segments, and the Swift code with `#available` branches where the choice changes.
public struct Selection: Sendable {
  public struct Segment: Sendable, Equatable {
    public let from: OSVersion
    public let to: OSVersion
    public let choice: Choice
  }

  public let problem: ProblemID
  public let deploymentTarget: OSVersion
  public let segments: [Segment]
  /// The fix for the whole range; nil when some segment has no usable strategy.
  public let code: String?

  init(problem: ProblemID, deploymentTarget: OSVersion, choices: [(OSVersion, Choice)], registry: Registry) {
    self.problem = problem
    self.deploymentTarget = deploymentTarget
    var segments: [Segment] = []
    for (os, choice) in choices {
      if let last = segments.last, last.choice == choice {
        segments[segments.count - 1] = Segment(from: last.from, to: os, choice: choice)
      } else {
        segments.append(Segment(from: os, to: os, choice: choice))
      }
    }
    self.segments = segments
    let infos = (try? registry.strategies(for: problem)) ?? []
    var branches: [CompositeBranch] = []
    var complete = true
    var support: [String] = []
    for segment in segments.reversed() {
      switch segment.choice {
      case .strategy(let id):
        let info = infos.first { $0.id == id }
        support.append(info?.supportCode ?? "")
        let code = info?.code ?? ""
        branches.append(CompositeBranch(strategyID: id, introduced: segment.from, code: code))
      case .notNeeded:
        branches.append(CompositeBranch(strategyID: "", introduced: segment.from, code: "// nothing needed"))
      case .unresolved:
        complete = false
      }
    }
    let declarations = AvailabilityCode.joinSupport(support.reversed())
    let body = AvailabilityCode.branches(branches)
    code = complete ? (declarations.isEmpty ? body : body + "\n\n" + declarations) : nil
  }

  /// True when every segment is either fixed by a strategy or needs nothing.
  public var isComplete: Bool { code != nil }

  /// One sentence per segment, for terminals and Markdown.
  public var lines: [String] {
    segments.map { segment in
      let range = segment.from == segment.to ? "iOS \(segment.from)" : "iOS \(segment.from)–\(segment.to)"
      switch segment.choice {
      case .strategy(let id): return "\(range): \(id)"
      case .notNeeded: return "\(range): nothing needed (the as-is code is right)"
      case .unresolved(let reason): return "\(range): no usable strategy: \(reason)"
      }
    }
  }
}
