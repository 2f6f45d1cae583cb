import InsetEngine

/// The built-in problems and strategies. Each problem folder registers its own; this list is
/// the only place that names them.
public enum BuiltIn {
  /// A registry with every built-in problem and strategy.
  public static func registry() -> Registry {
    var registry = Registry()
    do {
      try HostedCellPlugin.register(in: &registry)
      try InputViewPlugin.register(in: &registry)
      try ContentMarginsPlugin.register(in: &registry)
      try ListScrollTrackingPlugin.register(in: &registry)
      try IntrospectionPlugin.register(in: &registry)
    } catch {
      preconditionFailure("built-in registration failed: \(error)")
    }
    return registry
  }
}
