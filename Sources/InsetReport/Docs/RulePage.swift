import Foundation
import InsetEngine
import InsetLint

/// A rule's documentation page (`docs/rules/<id>.md`, and what `insetfix rules ID` prints), made
/// from its `RuleDescription` alone: what it finds, why it matters, the examples its tests run,
/// the fix, and the strategies the fix chooses from. The measured verdicts of those strategies are
/// on the problem's page, which this page links to.
public enum RulePage {
  public static func markdown(_ rule: RuleDescription, strategies: [Suggestion]) -> String {
    var out = "# `\(rule.id)`\n\n\(Prose.clean(rule.summary)).\n\n"
    let fixable = (rule.triggering + rule.nonTriggering).contains { $0.fixed != nil }
    out += "| | |\n|---|---|\n"
    out += "| default severity | \(rule.severity.rawValue) |\n"
    out += "| problem | [`\(rule.problem)`](../\(DocumentationLinks.problemPath(rule.problem))) |\n"
    out +=
      "| `insetfix fix` | \(fixable ? "rewrites the code (see below)" : "reports it; no mechanical edit") |\n\n"
    out += "## Why it matters\n\n\(Prose.paragraph(rule.rationale))\n\n"
    out += "## Code it flags\n\n`↓` marks where the finding is reported.\n\n"
    out += rule.triggering.map(block).joined(separator: "\n")
    out += "\n## Code it leaves alone\n\n"
    out += rule.nonTriggering.map(block).joined(separator: "\n")
    out += "\n## The fix\n\n"
    if let example = rule.triggering.first(where: { $0.fixed != nil }), let fixed = example.fixed {
      let chosen = example.plans.flatMap(\.chosen).map { "`\($0.id)` from iOS \($0.from)" }
      out +=
        "`insetfix fix` applies the strategy the policy selects for the project's deployment target"
        + (chosen.isEmpty ? "" : " (here: \(chosen.joined(separator: ", ")))") + ". Before:\n\n"
      out +=
        "```swift\n\(trimmed(example.cleaned[0].code))\n```\n\nAfter:\n\n```swift\n\(trimmed(fixed))\n```\n\n"
    } else {
      out += "No mechanical edit: the right change depends on the code around it. Pick a strategy below.\n\n"
    }
    out +=
      "The strategies insetfix knows for [`\(rule.problem)`](../\(DocumentationLinks.problemPath(rule.problem))), "
      + "each measured on the emulated devices there:\n\n"
    out += "| strategy | available | what it does |\n|---|---|---|\n"
    for strategy in strategies {
      out += "| `\(strategy.strategy)` | \(strategy.availability) | \(cell(strategy.summary)) |\n"
    }
    out += "\n## Turning it off\n\n"
    out +=
      "For one line: `// insetfix:disable:next \(rule.id)` above it (or `// insetfix:disable:this \(rule.id)` "
    out += "at its end). For the project, in `.insetfix.json`: `{\"rules\": {\"\(rule.id)\": \"off\"}}`.\n"
    return out
  }

  /// The page of the engine's own finding, an `insetfix:disable` comment that suppresses nothing.
  public static func unusedSuppression() -> String {
    let id = RuleSet.unusedSuppression
    return """
      # `\(id)`

      An `// insetfix:disable` comment that suppresses nothing, or names no rule insetfix knows.

      | | |
      |---|---|
      | default severity | warning |
      | `insetfix fix` | reports it; no mechanical edit |

      ## Why it matters

      A suppression outlives the code it was written for: once the finding is gone (the code was \
      fixed, or the rule no longer fires there) the comment hides nothing, and would silently hide \
      a new finding on that line later. A misspelt rule name suppresses nothing at all.

      ## The fix

      Delete the comment, or correct the rule name (`insetfix rules` lists them).

      """
  }

  /// One example as a Swift block; several files each get a `// File:` line.
  static func block(_ example: Example) -> String {
    let files = example.files.map { name, code in
      (example.files.count > 1 ? "// File: \(name)\n" : "") + trimmed(code)
    }
    let target = example.deploymentTarget.map { "With a deployment target of iOS \($0):\n\n" } ?? ""
    return target + "```swift\n" + files.joined(separator: "\n\n") + "\n```\n"
  }

  static func trimmed(_ code: String) -> String {
    var text = code
    while text.hasSuffix("\n") { text.removeLast() }
    while text.hasPrefix("\n") { text.removeFirst() }
    return text
  }

  static func cell(_ text: String) -> String {
    text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}

/// Text from descriptions made fit for a user's page: one paragraph per blank-line-separated block,
/// without references to insetfix's internal notes.
public enum Prose {
  /// Joins wrapped lines into paragraphs and drops internal-note references.
  public static func paragraph(_ text: String) -> String {
    clean(text).components(separatedBy: "\n\n").map {
      $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }.joined(separator: "\n\n")
  }

  /// Removes `(seed 000)`-style references: they name internal notes, not sources a user can read.
  public static func clean(_ text: String) -> String {
    var out = text
    while let range = out.range(of: #" ?\(seeds? [0-9, and]+\)"#, options: .regularExpression) {
      out.removeSubrange(range)
    }
    return out
  }
}
