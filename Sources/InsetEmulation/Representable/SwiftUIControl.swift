/// A SwiftUI control and the UIKit object SwiftUI renders it with, per OS version, written next to
/// each other as swiftui-introspect does (seed 001; the List mapping is the one seed 004 and
/// DESIGN.md §4 state).
public enum SwiftUIControl: String, CaseIterable, Sendable {
  case textField = "text-field"
  case slider
  case list
  case scrollView = "scroll-view"
  case navigationStack = "navigation-stack"
  case text

  /// What SwiftUI puts behind the control: the seed's "hosting kind".
  public enum Backing: Equatable, Sendable {
    /// A UIKit view of this class, hosted as the first subview of the control's platform host.
    case uikitView(String)
    /// A view controller of this class, whose view the control's platform host holds.
    case viewController(String)
    /// Drawn by SwiftUI itself: no UIKit view exists (the seed: "nil로 반환됩니다").
    case drawn
  }

  public func backing(on os: OSVersion) -> Backing {
    switch self {
    case .textField: return .uikitView("UITextField")
    case .slider: return .uikitView("UISlider")
    // List: UITableView through iOS 15, UICollectionView from iOS 16.
    case .list: return .uikitView(ListBacking(os: os).className)
    // SwiftUI's ScrollView is a UIScrollView (a private subclass in reality; modelled as the class).
    case .scrollView: return .uikitView("UIScrollView")
    // NavigationStack (16+) and NavigationView before it are UINavigationControllers.
    case .navigationStack: return .viewController("UINavigationController")
    case .text: return .drawn
    }
  }

  /// The UIKit class behind the control on `os`, or nil when SwiftUI draws it.
  public func backingClassName(on os: OSVersion) -> String? {
    switch backing(on: os) {
    case .uikitView(let name), .viewController(let name): return name
    case .drawn: return nil
    }
  }

  /// A plausible height for the control in a VStack (points); only pictures depend on it.
  public var height: Double {
    switch self {
    case .textField: return 34
    case .slider: return 31
    case .list: return 300
    case .scrollView: return 200
    case .navigationStack: return 400
    case .text: return 21
    }
  }

  /// The SwiftUI view's platform host (the seed's "SwiftUI View", reached with `subviews.last`):
  /// for a UIKit-backed control a `PlatformViewHost` whose first subview is the UIKit view; for a
  /// drawn control (`Text`) a drawing view with no subviews at all.
  public final class Host: View {
    public let control: SwiftUIControl
    public let backing: Backing
    /// The UIKit view behind the control (nil when drawn or backed by a view controller).
    public let uikitView: View?

    /// A host for a UIKit-backed or drawn control. A controller-backed one is built by
    /// `init(runtime:frame:hosting:)`.
    public init(runtime: Runtime, control: SwiftUIControl, os: OSVersion, frame: Rect) {
      runtime.declareRepresentableWrapperClasses()
      let backing = control.backing(on: os)
      var hosted: View?
      if case .uikitView(let name) = backing {
        let bounds = Rect(origin: .zero, size: frame.size)
        hosted =
          runtime[name].isKind(of: "UIScrollView")
          ? ScrollView(runtime: runtime, className: name, frame: bounds)
          : View(runtime: runtime, className: name, frame: bounds)
      } else if case .viewController = backing {
        preconditionFailure("a controller-backed control is hosted with init(runtime:frame:hosting:)")
      }
      self.control = control
      self.backing = backing
      uikitView = hosted
      super.init(
        runtime: runtime, className: hosted == nil ? "CGDrawingView" : "PlatformViewHost", frame: frame)
      if let hosted { addSubview(hosted) }
    }

    /// A host whose content is a view controller's view (NavigationStack's UINavigationController).
    public init(runtime: Runtime, frame: Rect, hosting controller: ViewController) {
      runtime.declareRepresentableWrapperClasses()
      control = .navigationStack
      backing = .viewController(controller.className)
      uikitView = nil
      super.init(runtime: runtime, className: "PlatformViewHost", frame: frame)
      controller.view.frame = Rect(origin: .zero, size: frame.size)
      addSubview(controller.view)
    }
  }
}
