import InsetEmulation

/// The policy's choice across a deployment range, as a claim: "this code fixes the problem on
/// every release from the deployment target on, on these devices and orientations". Releases
/// with the same choice are merged into segments whose boundaries come from the strategies'
/// availability, the problem's OS breakpoints and the devices' supported releases. It states what
/// it was judged on and names every release it does not cover.
public struct Selection: Sendable {
  public struct Segment: Sendable, Equatable {
    public let from: OSVersion
    public let to: OSVersion
    public let choice: Choice
  }

  /// One release span judged as a whole: nothing a verdict depends on changes inside it.
  struct Judged {
    let from: OSVersion
    let to: OSVersion
    let choice: Choice
    /// The devices it was judged on instead, when none of the named devices runs the span.
    var standIns: [String] = []
  }

  /// Release ranges none of the named devices runs, with the devices they were judged on.
  public struct StandIn: Sendable, Equatable {
    public let from: OSVersion
    public let to: OSVersion
    public let devices: [String]
  }

  public let problem: ProblemID
  public let deploymentTarget: OSVersion
  public let segments: [Segment]
  /// Device ids the selection was judged on (each on the releases it runs).
  public let devices: [String]
  public let orientations: [Orientation]
  /// The releases measured, one per span in which no measurement can change (the span runs to
  /// the next one); every known release from the deployment target on lies in one.
  public let releases: [OSVersion]
  /// The fix for the whole range, where it goes, and the declarations it needs; nil when some
  /// release is uncovered.
  public let placed: PlacedCode?
  /// Ranges judged on other devices because none of `devices` runs them.
  public let standIns: [StandIn]

  init(
    problem: ProblemID, deploymentTarget: OSVersion, judged: [Judged], devices: [String],
    orientations: [Orientation], registry: Registry
  ) {
    self.problem = problem
    self.deploymentTarget = deploymentTarget
    self.devices = devices
    self.orientations = orientations
    releases = judged.map(\.from)
    var standIns: [StandIn] = []
    for span in judged where !span.standIns.isEmpty {
      if let last = standIns.last, last.devices == span.standIns {
        standIns[standIns.count - 1] = StandIn(from: last.from, to: span.to, devices: last.devices)
      } else {
        standIns.append(StandIn(from: span.from, to: span.to, devices: span.standIns))
      }
    }
    self.standIns = standIns
    var segments: [Segment] = []
    for span in judged {
      if let last = segments.last, last.choice == span.choice {
        segments[segments.count - 1] = Segment(from: last.from, to: span.to, choice: span.choice)
      } else {
        segments.append(Segment(from: span.from, to: span.to, choice: span.choice))
      }
    }
    self.segments = segments
    let infos = (try? registry.strategies(for: problem)) ?? []
    let branches = segments.reversed().compactMap { segment in
      CompositeBranch.arm(for: segment.choice, from: segment.from) { id in infos.first { $0.id == id } }
    }
    let complete =
      !segments.isEmpty && segments.allSatisfy { if case .unresolved = $0.choice { false } else { true } }
    placed = complete ? AvailabilityCode.compose(branches, name: AvailabilityCode.typeName(problem.rawValue)) : nil
  }

  /// The code at its place followed by its declarations, as printed; nil when incomplete.
  public var code: String? {
    guard let placed else { return nil }
    return placed.supportCode.isEmpty ? placed.code : placed.code + "\n\n" + placed.supportCode
  }

  /// True when every release from the deployment target on is fixed by a strategy or needs nothing.
  public var isComplete: Bool { placed != nil }

  /// The segments no strategy covers.
  public var uncovered: [Segment] {
    segments.filter { if case .unresolved = $0.choice { true } else { false } }
  }

  /// "iOS 13.0–16.3", or "iOS 16.4" for a one-release segment.
  public static func range(_ segment: Segment) -> String {
    segment.from == segment.to ? "iOS \(segment.from)" : "iOS \(segment.from)–\(segment.to)"
  }

  /// One sentence on what the selection was judged on.
  public var judgedOn: String {
    let releaseWord = releases.count == 1 ? "release span" : "release spans"
    var text =
      "judged on \(devices.count) device\(devices.count == 1 ? "" : "s") × "
      + orientations.map(\.rawValue).joined(separator: ", ") + " × \(releases.count) \(releaseWord) ("
      + releases.map(\.description).joined(separator: ", ") + ")"
    for standIn in standIns {
      let range = standIn.from == standIn.to ? "iOS \(standIn.from)" : "iOS \(standIn.from)–\(standIn.to)"
      let names =
        standIn.devices.count <= 4
        ? standIn.devices.joined(separator: ", ")
        : standIn.devices.prefix(3).joined(separator: ", ") + " and \(standIn.devices.count - 3) more"
      text +=
        "; \(range), which \(devices.count == 1 ? devices[0] + " does" : "none of them does") not run, "
        + "on the \(standIn.devices.count) device\(standIn.devices.count == 1 ? "" : "s") that run it (\(names))"
    }
    return text
  }

  /// One sentence per segment, for terminals and Markdown.
  public var lines: [String] {
    segments.map { segment in
      let range = Self.range(segment)
      switch segment.choice {
      case .strategy(let id): return "\(range): \(id)"
      case .notNeeded: return "\(range): nothing needed (the as-is code is right)"
      case .unresolved(let reason): return "\(range): no usable strategy: \(reason)"
      }
    }
  }
}

extension CompositeBranch {
  /// The arm a selection's segment contributes to the composed code: the chosen strategy's code
  /// from `from` on, a comment where nothing is needed, none where the segment is unresolved.
  /// `Selection` (what `compare` prints) and `fix` (what it writes) both compose through this.
  public static func arm(
    for choice: Choice, from: OSVersion, strategy: (StrategyID) -> StrategyInfo?
  ) -> CompositeBranch? {
    switch choice {
    case .strategy(let id):
      guard let info = strategy(id) else { return nil }
      return CompositeBranch(
        strategyID: id, introduced: from, code: info.code, placement: info.placement,
        supportCode: info.supportCode)
    case .notNeeded:
      return CompositeBranch(strategyID: "", introduced: from, code: "// nothing needed", placement: nil)
    case .unresolved:
      return nil
    }
  }
}
