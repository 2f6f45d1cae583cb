import InsetEngine

/// `insetfix batch` (placeholder until its issue lands).
enum BatchCommand: Command {
  static let name = "batch"
  static let summary = "not yet available"
  static let help = "USAGE: insetfix batch (not yet available)"
  static func run(_ argv: [String]) throws -> Int32 {
    throw InputError("batch: not yet available in this build")
  }
}
