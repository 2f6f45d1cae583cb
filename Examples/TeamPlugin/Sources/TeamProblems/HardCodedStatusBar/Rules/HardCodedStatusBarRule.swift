import InsetEngine
import InsetLint

/// `x.topAnchor.constraint(equalTo: view.topAnchor, constant: 20)`: a top constraint to a view's
/// own top edge with the old status-bar height. Fine against `safeAreaLayoutGuide.topAnchor`.
public struct HardCodedStatusBarRule: Rule {
  public init() {}
  public let triggers: [StaticString] = ["topAnchor"]

  public static let description = RuleDescription(
    id: "hard-coded-status-bar",
    summary: "A top constraint to the view's edge with the 20 pt status-bar height",
    rationale: """
      On Face ID phones the top safe area is 47 to 62 pt, not 20: content pinned 20 pt below the \
      view's top edge lies under the notch or the Dynamic Island. Pin it to \
      `safeAreaLayoutGuide.topAnchor` instead.
      """,
    problem: "hard-coded-status-bar", severity: .warning,
    triggering: [
      Example("header.topAnchor.constraint(equalTo: ↓view.topAnchor, constant: 20).isActive = true"),
      Example("let c = title.topAnchor.constraint(equalTo: ↓self.view.topAnchor, constant: 20.0)"),
    ],
    nonTriggering: [
      Example("header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true"),
      Example("header.topAnchor.constraint(equalTo: view.topAnchor, constant: 8).isActive = true"),
    ])

  public func check(_ context: FileContext) {
    let file = context.file
    let count = file.tokens.count
    var i = 0
    while i + 8 < count {
      // `equalTo:` X `.topAnchor` `,` `constant:` 20
      if file.tokenIs(i, "equalTo"), file.kind(i + 1) == .colon {
        var j = i + 2
        let start = j
        var throughGuide = false
        while j < count, !file.tokenIs(j, "topAnchor"), file.kind(j) != .comma, j - start < 8 {
          if file.tokenIs(j, "safeAreaLayoutGuide") { throughGuide = true }
          j += 1
        }
        if j + 4 < count, file.tokenIs(j, "topAnchor"), file.kind(j + 1) == .comma,
          file.tokenIs(j + 2, "constant"), file.kind(j + 3) == .colon,
          let value = Double(file.text(j + 4)), value == 20, !throughGuide
        {
          context.report(
            Self.description, at: context.offset(start),
            "pinned 20 pt below the view's top edge: under the sensor housing on Face ID phones; pin to safeAreaLayoutGuide.topAnchor"
          )
        }
      }
      i += 1
    }
  }
}
