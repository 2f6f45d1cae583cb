extension Responder {
  /// True when both links are the same object (identity, `===`), not merely the same class.
  public func isSameObject(as other: Responder) -> Bool {
    switch (self, other) {
    case (.view(let a), .view(let b)): return a === b
    case (.viewController(let a), .viewController(let b)): return a === b
    default: return false
    }
  }

  /// The responder's class in the emulated runtime (`isKind(of:)` goes through it).
  public var runtimeClass: RuntimeClass {
    switch self {
    case .view(let view): return view.isa
    case .viewController(let controller): return controller.isa
    }
  }

  /// The view of this responder (a controller's root view), for pictures and frames.
  public var backingView: View {
    switch self {
    case .view(let view): return view
    case .viewController(let controller): return controller.view
    }
  }

  /// A label for reports: the accessibility identifier if any, else the class name.
  public var label: String { backingView.accessibilityIdentifier ?? className }
}
