import InsetEmulation
import InsetEngine

/// SwiftUI: the banner reads `GeometryProxy.safeAreaInsets` inside a `GeometryReader` where it is
/// used (iOS 13), instead of a UIKit value captured in a property or an environment default. SwiftUI
/// re-evaluates the reader whenever the container's geometry or safe area changes, so the value is
/// the hosting view's own, current safe area (modelled as a read at every layout pass).
struct GeometryProxySafeAreaStrategy: Strategy {
  typealias Target = WindowSafeAreaReadProblem
  let id: StrategyID = "geometry-proxy-safe-area"
  let summary = "SwiftUI: GeometryProxy.safeAreaInsets read inside the GeometryReader that places the banner"
  let source = "Apple: GeometryProxy.safeAreaInsets, GeometryReader"
  let availability = Availability.since("13.0")
  let traits: Set<Trait> = [.publicAPI, .rewrite]
  let placement: CodePlacement = .fileScope
  let code = """
    struct BannerScreen: View {
        var body: some View {
            GeometryReader { proxy in
                Color.accentColor
                    .frame(height: 60)
                    .padding(.bottom, proxy.safeAreaInsets.bottom)
                    .frame(maxHeight: .infinity, alignment: .bottom)
                    .ignoresSafeArea(edges: .bottom)
            }
        }
    }
    """

  func apply(to world: inout WindowSafeAreaReadWorld, in environment: Environment) {
    for item in world.cases {
      item.lifecycle.on(.layout) { controller in
        item.use(controller.view.safeAreaInsets, at: "by GeometryReader from proxy.safeAreaInsets")
      }
    }
  }
}
