/// `UIHostingController`: a view controller whose root view is a `HostingView` rendering a
/// SwiftUI root view.
public final class HostingController: ViewController {
  public let hostingView: HostingView

  public init(runtime: Runtime, rootView: HostedContent) {
    hostingView = HostingView(runtime: runtime, rootContent: rootView)
    super.init(runtime: runtime, className: "UIHostingController", view: hostingView)
  }

  public var rootView: HostedContent {
    get { hostingView.rootContent }
    set { hostingView.rootContent = newValue }
  }

  /// `safeAreaRegions` (public from iOS 16.4): forwarded to the hosting view.
  public var safeAreaRegions: HostingView.SafeAreaRegions {
    get { hostingView.safeAreaRegions }
    set { hostingView.safeAreaRegions = newValue }
  }
}
