import InsetEngine

/// `insetfix lint` (placeholder until its issue lands).
enum LintCommand: Command {
  static let name = "lint"
  static let summary = "not yet available"
  static let help = "USAGE: insetfix lint (not yet available)"
  static func run(_ argv: [String]) throws -> Int32 {
    throw InputError("lint: not yet available in this build")
  }
}
