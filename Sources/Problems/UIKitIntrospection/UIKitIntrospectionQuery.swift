import InsetEmulation
import InsetEngine
import InsetLint

/// What a lookup asks for, as the app's code writes it: the class its closure casts to
/// (`view as? UITextField`), chosen per control and per OS the way swiftui-introspect declares it
/// (`if #available(iOS 16, *) { UICollectionView } else { UITableView }`). It is the app's
/// knowledge, kept apart from the emulation's hierarchy: a query can be wrong for an OS, and the
/// lookup is then measured wrong against the object really behind the control.
public struct UIKitIntrospectionQuery: Sendable {
  /// For reports: "version-aware" or the one class asked for.
  public let name: String
  private let classFor: @Sendable (SwiftUIControl, OSVersion) -> String

  public init(name: String, classFor: @escaping @Sendable (SwiftUIControl, OSVersion) -> String) {
    self.name = name
    self.classFor = classFor
  }

  /// The class asked for behind `control` on `os`.
  public func className(for control: SwiftUIControl, on os: OSVersion) -> String { classFor(control, os) }

  /// The mapping a careful app writes: List's class switches at iOS 16; Text has no UIKit view,
  /// but a developer would still ask for `UILabel`.
  public static let versionAware = UIKitIntrospectionQuery(name: "version-aware") { control, os in
    switch control {
    case .textField: return "UITextField"
    case .slider: return "UISlider"
    case .list: return os >= OSVersion(16, 0) ? "UICollectionView" : "UITableView"
    case .scrollView: return "UIScrollView"
    case .navigationStack: return "UINavigationController"
    case .text: return "UILabel"
    }
  }

  /// One class whatever the control and OS (code written for one release, say).
  public static func always(_ className: String) -> UIKitIntrospectionQuery {
    UIKitIntrospectionQuery(name: className) { _, _ in className }
  }
}
