import InsetEngine

/// `insetfix fix` (placeholder until its issue lands).
enum FixCommand: Command {
  static let name = "fix"
  static let summary = "not yet available"
  static let help = "USAGE: insetfix fix (not yet available)"
  static func run(_ argv: [String]) throws -> Int32 {
    throw InputError("fix: not yet available in this build")
  }
}
