import InsetEngine
import InsetLint
import InsetReport

/// `insetfix rules [RULE]`: lists the source rules, or prints one rule's documentation page
/// (the page `docs/rules/RULE.md` holds).
enum RulesCommand: Command {
  static let name = "rules"
  static let summary = "list the lint rules, or print one rule's documentation"
  static let help = """
    USAGE: insetfix rules [RULE]

    Without RULE: every rule's id, default severity and summary. With RULE: its documentation
    (what it finds, why it matters, examples, the fix and the strategies it chooses from).

    OPTIONS:
      -h, --help   show this help
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let args = try Arguments(argv, command: name, valued: [], booleans: [])
    if args.wantsHelp {
      print(help)
      return 0
    }
    guard args.positionals.count <= 1 else {
      throw InputError("rules: expected at most one rule id, found \(args.positionals.count)")
    }
    guard let id = args.positionals.first else {
      var rows = [["rule", "severity", "summary"]]
      for rule in CLI.catalog().rules.descriptions {
        rows.append([rule.id.rawValue, rule.severity.rawValue, Prose.clean(rule.summary)])
      }
      rows.append([
        RuleSet.unusedSuppression.rawValue, "warning", "An insetfix:disable comment that suppresses nothing",
      ])
      print(ListCommand.table(rows), terminator: "")
      return 0
    }
    if RuleID(id) == RuleSet.unusedSuppression {
      print(RulePage.unusedSuppression(), terminator: "")
      return 0
    }
    guard let rule = CLI.catalog().rules.rule(RuleID(id)) else {
      throw InputError.unknown("rule", id, valid: CLI.catalog().rules.ids)
    }
    let suggestions = RegistryPlanner.suggestions(CLI.registry())
    print(
      RulePage.markdown(rule.description, strategies: suggestions[rule.description.problem] ?? []),
      terminator: "")
    return 0
  }
}
