import Dispatch
import InsetEmulation

/// One cell of a batch matrix: a problem in an environment (all its strategies run there).
public struct BatchCell: Sendable {
  public let index: Int
  public let problem: ProblemID
  public let environment: Environment
}

/// Expands a batch matrix into cells (problem-major, then device, orientation, OS), runs them
/// through the pipeline block by block on `jobs` threads, hands each block's comparisons to the
/// caller in matrix order, and folds them into summaries and selections. Memory stays flat: only
/// one block of comparisons is alive at a time.
public struct BatchRunner: Sendable {
  public let pipeline: Pipeline
  public let config: BatchConfig
  public let scenarios: [ProblemID: PreparedScenario]
  private let cellPositions: [CellPosition]

  public init(pipeline: Pipeline, config: BatchConfig) throws {
    self.pipeline = pipeline
    self.config = config
    var scenarios: [ProblemID: PreparedScenario] = [:]
    for problem in config.problems {
      scenarios[problem] = try pipeline.scenario(for: problem, override: config.scenarios[problem])
    }
    self.scenarios = scenarios
    self.cellPositions = BatchRunner.positions(of: config)
  }

  /// Matrix positions of the cells that exist: a device is only paired with releases it runs.
  private static func positions(of config: BatchConfig) -> [CellPosition] {
    var result: [CellPosition] = []
    for p in config.problems.indices {
      for (d, device) in config.devices.enumerated() {
        for o in config.orientations.indices {
          for (v, os) in config.osVersions.enumerated() where device.runs(os) {
            result.append(CellPosition(problem: p, device: d, orientation: o, os: v))
          }
        }
      }
    }
    return result
  }

  public var cellCount: Int { cellPositions.count }

  /// The cell at a matrix index.
  public func cell(_ index: Int) -> BatchCell {
    let position = cellPositions[index]
    return BatchCell(
      index: index, problem: config.problems[position.problem],
      environment: Environment(
        device: config.devices[position.device], orientation: config.orientations[position.orientation],
        os: config.osVersions[position.os]))
  }

  /// The contiguous index range of shard `index` (0-based) of `count`: concatenating every
  /// shard's output in order gives the unsharded output.
  public func shardRange(index: Int, count: Int) -> Range<Int> {
    (cellCount * index / count)..<(cellCount * (index + 1) / count)
  }

  /// Runs the cells in `range`. Each cell's comparison is rendered by `render` on the worker
  /// threads; `emit` gets each block's rendered text in matrix order; `progress` gets (cells
  /// done, cells total) after each block.
  public func run(
    range: Range<Int>, jobs: Int, render: @escaping @Sendable (Comparison) -> String = { _ in "" },
    emit: (String) throws -> Void, progress: (Int, Int) -> Void = { _, _ in }
  ) throws -> BatchAggregate {
    var aggregate = BatchAggregate(config: config, registry: pipeline.registry)
    let blockSize = max(32, 16 * jobs)
    var start = range.lowerBound
    while start < range.upperBound {
      let end = min(start + blockSize, range.upperBound)
      let results = try runBlock(start..<end, jobs: jobs, render: render)
      try emit(results.map(\.1).joined())
      for (comparison, _) in results { aggregate.add(comparison) }
      progress(end - range.lowerBound, range.count)
      start = end
    }
    aggregate.selections = try selections()
    return aggregate
  }

  /// The policy's selection per problem over the whole deployment range, judged on every matrix
  /// device and orientation (the matrix's `os` list only chooses which releases are reported).
  public func selections() throws -> [Selection] {
    try config.problems.map { problem in
      try pipeline.select(
        scenarios[problem]!, devices: config.devices, orientations: config.orientations,
        policy: config.policy,
        deploymentTarget: config.deploymentTarget, strategies: config.strategies)
    }
  }

  private func runBlock(_ block: Range<Int>, jobs: Int, render: @escaping @Sendable (Comparison) -> String)
    throws
    -> [(Comparison, String)]
  {
    let results = ResultSlots<(Comparison, String)>(count: block.count)
    let work: @Sendable (Int) -> Void = { offset in
      let cell = self.cell(block.lowerBound + offset)
      results.set(
        offset,
        Result {
          let comparison = try self.pipeline.compare(
            self.scenarios[cell.problem]!, in: cell.environment, policy: self.config.policy,
            strategies: self.config.strategies)
          return (comparison, render(comparison))
        })
    }
    if jobs <= 1 {
      for offset in 0..<block.count { work(offset) }
    } else {
      // Chunks interleave so that slow cells (long traces) spread over the threads.
      DispatchQueue.concurrentPerform(iterations: jobs) { worker in
        for offset in stride(from: worker, to: block.count, by: jobs) { work(offset) }
      }
    }
    return try results.values()
  }
}

/// Indices into the config's lists; four small integers per cell.
private struct CellPosition: Sendable {
  let problem: Int
  let device: Int
  let orientation: Int
  let os: Int
  init(problem: Int, device: Int, orientation: Int, os: Int) {
    self.problem = problem
    self.device = device
    self.orientation = orientation
    self.os = os
  }
}

/// What a batch knows once every cell has run: per problem × strategy summaries, the worst
/// moment of each (for pictures), per release and per device the folded status and worst error
/// (for the strip and the heat map), the comparison where the as-is code is worst (for cards side
/// by side), and the policy's selection per problem over the whole deployment range.
public struct BatchAggregate: Sendable {
  public struct Summary: Sendable {
    public let problem: ProblemID
    public let strategy: StrategyInfo
    public internal(set) var cells = 0
    public internal(set) var cellsRun = 0
    public internal(set) var fixed = 0
    public internal(set) var usable = 0
    /// Cells per status.
    public internal(set) var statusCounts: [VerdictStatus: Int] = [:]
    /// Largest error in the problem's unit, where it happened, and the moment recorded there.
    public internal(set) var worstError: Double = 0
    public internal(set) var worstEnvironment: Environment?
    public internal(set) var worstSnapshot: Snapshot?
    /// Largest collateral damage in points (a different unit: never added to the error).
    public internal(set) var worstCollateral: Double = 0
    public internal(set) var worstCollateralEnvironment: Environment?
    public internal(set) var collateralSnapshot: Snapshot?
    public internal(set) var firstAvailableOS: OSVersion?
    /// Its verdicts folded per release and per device id (for the strip and the heat map).
    public internal(set) var byRelease: [OSVersion: Cell] = [:]
    public internal(set) var byDevice: [String: Cell] = [:]
    /// Share of the cells where it ran that it fixed.
    public var shareFixed: Double { cellsRun == 0 ? 0 : Double(fixed) / Double(cellsRun) }
    mutating func add(_ verdict: Verdict, in environment: Environment) {
      cells += 1
      statusCounts[verdict.status, default: 0] += 1
      byRelease[environment.os, default: Cell()].add(verdict)
      byDevice[environment.device.id, default: Cell()].add(verdict)
      guard let outcome = verdict.outcome else { return }
      cellsRun += 1
      if verdict.fixed { fixed += 1 }
      if verdict.usable { usable += 1 }
      if worstEnvironment == nil || outcome.maxErrorPoints > worstError {
        worstError = outcome.maxErrorPoints
        worstEnvironment = environment
        worstSnapshot = outcome.worst
      }
      if outcome.collateralPoints > worstCollateral {
        worstCollateral = outcome.collateralPoints
        worstCollateralEnvironment = environment
        collateralSnapshot = outcome.collateral
      }
      if firstAvailableOS.map({ environment.os < $0 }) ?? true { firstAvailableOS = environment.os }
    }

    /// The worst status over the cells where it ran (green only when usable in all of them);
    /// unavailable only when it ran nowhere.
    public var status: VerdictStatus {
      statusCounts.keys.filter { $0 != .unavailable }.max() ?? .unavailable
    }
  }

  /// Folded verdicts of one strategy over a group of cells (one release, or one device).
  public struct Cell: Sendable {
    public internal(set) var status: VerdictStatus?
    /// The worst status where the strategy ran (releases where its API is missing left out).
    public internal(set) var runStatus: VerdictStatus?
    public internal(set) var worstError: Double?
    public internal(set) var worstCollateral: Double?

    mutating func add(_ verdict: Verdict) {
      status = max(status ?? verdict.status, verdict.status)
      if let outcome = verdict.outcome {
        if verdict.status != .unavailable { runStatus = max(runStatus ?? verdict.status, verdict.status) }
        worstError = max(worstError ?? 0, outcome.maxErrorPoints)
        worstCollateral = max(worstCollateral ?? 0, outcome.collateralPoints)
      }
    }
  }

  public let config: BatchConfig
  public private(set) var summaries: [Summary] = []
  private var summaryIndex: [String: Int] = [:]
  /// Per problem, the comparison that shows the most: the most different statuses among strategies that ran,
  /// then the most strategies available, then the most unsafe screen edge (where the mechanism is
  /// plainest), then the largest as-is error (first in matrix order).
  public private(set) var featured: [ProblemID: Comparison] = [:]
  /// The policy's choice per problem over the whole deployment range (see `BatchRunner.selections`).
  public internal(set) var selections: [Selection] = []
  private let registry: Registry

  init(config: BatchConfig, registry: Registry) {
    self.config = config
    self.registry = registry
  }

  mutating func add(_ comparison: Comparison) {
    let problem = comparison.problem.id
    let environment = comparison.environment
    for verdict in comparison.verdicts {
      let key = problem.rawValue + "\u{0}" + verdict.strategy.id.rawValue
      let index: Int
      if let existing = summaryIndex[key] {
        index = existing
      } else {
        index = summaries.count
        summaryIndex[key] = index
        summaries.append(Summary(problem: problem, strategy: verdict.strategy))
      }
      // In place (no copy of the summary, whose dictionaries would then be copied too).
      summaries[index].add(verdict, in: environment)
    }
    let score = { (c: Comparison) -> [Double] in
      [
        Double(Set(c.verdicts.filter(\.available).map(\.status)).count),
        Double(c.verdicts.filter(\.available).count),
        c.environment.safeArea.horizontal + c.environment.safeArea.vertical,
        c.verdicts.first(where: \.strategy.isBaseline)?.outcome?.maxErrorPoints ?? -1,
      ]
    }
    if let current = featured[problem] {
      if score(current).lexicographicallyPrecedes(score(comparison)) { featured[problem] = comparison }
    } else {
      featured[problem] = comparison
    }
  }

  public func summaries(for problem: ProblemID) -> [Summary] { summaries.filter { $0.problem == problem } }
}
