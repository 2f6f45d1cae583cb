import InsetEngine

/// Registers the problem and its strategies (placeholder until the problem lands).
enum HostedCellPlugin {
  static func register(in registry: inout Registry) throws {}
}
