import InsetEmulation
import InsetEngine
import InsetLint

/// A problem's documentation page (`docs/problems/<id>.md`): the bug, every strategy with what
/// the pipeline measured for it over a device × orientation × iOS matrix, one environment in
/// detail with the reasons, the default policy's selection with its code, and public sources.
/// Nothing on the page is written by hand except the sources: the verdicts are measured when the
/// page is generated.
public enum ProblemPage {
  /// iOS releases the pages are measured on: the oldest, each release where a built-in strategy
  /// becomes available or a problem's world changes, and the latest.
  public static let osVersions: [OSVersion] = {
    var versions: [OSVersion] = ["13.0", "15.0", "16.0", "16.4", "17.0", "18.0", "26.0"]
    if !versions.contains(OSRelease.latest) { versions.append(OSRelease.latest) }
    return versions
  }()

  /// The environment shown in detail, with every verdict's reasons.
  public static let detailDevice = "iphone-15-pro"

  /// What the pipeline measured for every problem: the matrix's summaries and selection, and
  /// the detailed comparison.
  public struct Measurements: Sendable {
    public let aggregate: BatchAggregate
    public let details: [ProblemID: Comparison]
  }

  /// Runs every registered problem over every built-in device, all three orientations and
  /// `osVersions` (a device only with the releases it runs), with the default policy.
  public static func measure(_ pipeline: Pipeline, jobs: Int) throws -> Measurements {
    let versions = osVersions.map { "\"\($0)\"" }.joined(separator: ", ")
    let json = try JSONCursor.parse(
      """
      {"matrix": {"devices": "all", "orientations": ["portrait", "landscape-left", "landscape-right"],
       "os": [\(versions)], "problems": "all", "strategies": "all"}, "deploymentTarget": "\(OSRelease.oldest)"}
      """, file: "docs matrix")
    let config = try BatchConfig.decode(json, registry: pipeline.registry)
    let runner = try BatchRunner(pipeline: pipeline, config: config)
    let aggregate = try runner.run(range: 0..<runner.cellCount, jobs: jobs, emit: { _ in })
    let device = try DeviceCatalog.builtIn.device(detailDevice)
    var details: [ProblemID: Comparison] = [:]
    for problem in pipeline.registry.problemIDs {
      details[problem] = try pipeline.compare(
        pipeline.scenario(for: problem),
        in: Environment(device: device, orientation: .portrait, os: OSRelease.latest))
    }
    return Measurements(aggregate: aggregate, details: details)
  }

  public static func markdown(
    _ problem: ProblemInfo, measurements: Measurements, rules: [(id: RuleID, summary: String)],
    references: [Reference]
  ) -> String {
    let unit = problem.errorUnit.symbol
    var out = "# \(problem.id)\n\n**\(problem.title).**\n\n\(problem.summary)\n\n"
    if !rules.isEmpty {
      out += "Found in source code by "
      out += rules.map { "[`\($0.id)`](../rules/\($0.id).md)" }.joined(separator: ", ") + ".\n\n"
    }
    let config = measurements.aggregate.config
    let summaries = measurements.aggregate.summaries(for: problem.id)
    let environments = summaries.first?.cells ?? 0
    out += "## Strategies, measured\n\n"
    out +=
      "Each strategy was applied to a fresh emulated world in \(environments) environments (\(config.devices.count) "
      + "devices × \(config.orientations.count) orientations × iOS \(config.osVersions.map(\.description).joined(separator: ", ")), "
      + "each device only with the releases it runs) and measured. **Fixed**: the measured error is within "
      + "\(problem.tolerance) \(unit). **Usable**: fixed, with no collateral damage elsewhere, allowed by the default "
      + "policy and able to carry the content. **Worst**: the largest error measured on the thing the problem is about, and where; "
      + "**collateral**: the largest damage measured elsewhere in the app (in points), and where.\n\n"
    out +=
      "| strategy | available | traits | ran in | fixed | usable | worst (\(unit)) | worst at | collateral (pt) "
      + "| collateral at |\n"
    out += "|---|---|---|---:|---:|---:|---:|---|---:|---|\n"
    for summary in summaries {
      let s = summary.strategy
      let place = { (e: Environment?) in e.map { "\($0.device.id) \($0.orientation.rawValue) iOS \($0.os)" } }
      let worst = summary.worstError > 0 ? place(summary.worstEnvironment) ?? "–" : "–"
      out += "| `\(s.id)`\(s.isBaseline ? " (as-is)" : "") | \(s.availability) | "
      out += s.traits.sorted().map(\.rawValue).joined(separator: ", ") + " | "
      out += "\(summary.cellsRun) | \(summary.fixed) | \(summary.usable) | "
      let collateralAt = summary.worstCollateral > 0 ? place(summary.worstCollateralEnvironment) ?? "–" : "–"
      out += (summary.cellsRun == 0 ? "–" : summary.worstError.points) + " | \(worst) | "
      out += (summary.cellsRun == 0 ? "–" : summary.worstCollateral.points) + " | \(collateralAt) |\n"
    }
    if let detail = measurements.details[problem.id] {
      let e = detail.environment
      out += "\n### In detail: \(e.device.name), \(e.orientation.rawValue), iOS \(e.os)\n\n"
      out += "As-is code: **\(detail.detected ? "defect" : "right")**.\n\n"
      out +=
        "| # | strategy | result | error (\(unit)) | collateral (pt) | why |\n|---|---|---|---:|---:|---|\n"
      for row in VerdictRow.rows(of: detail) {
        let error = row.error?.points ?? "–"
        let collateral = row.collateral?.points ?? "–"
        out += "| \(row.rank) | `\(row.strategy.id)` | \(row.mark) | \(error) | \(collateral) | "
        out += MarkdownRenderer.cell(row.reasons.map(\.description).joined(separator: "; ")) + " |\n"
      }
      out += "\n" + VerdictRow.markLegend + " (`FIXED` and `fixed*` judged with the default policy.)\n"
    }
    if let selection = measurements.aggregate.selections.first(where: { $0.problem == problem.id }) {
      out += "\n## What insetfix selects\n\n"
      out +=
        "With the default policy (no private API, no global side effects), for an app deploying to iOS "
        + "\(selection.deploymentTarget), over the releases above:\n\n"
      for line in selection.lines { out += "- " + line + "\n" }
      if let code = selection.code { out += "\n```swift\n\(code)\n```\n" }
      out +=
        "\n`insetfix compare --problem \(problem.id)` measures it for one device, orientation and iOS release; "
        + "`insetfix batch` over any matrix.\n"
    }
    out += "\n## The strategies\n\n"
    for summary in summaries {
      let s = summary.strategy
      out += "### `\(s.id)`\(s.isBaseline ? " (as-is)" : "")\n\n\(s.summary). Available: \(s.availability); "
      out += "traits: \(s.traits.sorted().map(\.rawValue).joined(separator: ", ")).\n\n"
      if !s.code.isEmpty { out += "```swift\n\(s.code)\n```\n\n" }
    }
    out += "## Sources\n\n"
    for reference in references { out += "- [\(reference.title)](\(reference.url))\n" }
    return out
  }
}
