/// A UIViewRepresentable that reaches the UIKit view behind a SwiftUI control through a fixed
/// walk (`superview?.superview?.subviews.last?.subviews.first`) depends on a private wrapper
/// hierarchy: one more wrapper layer (another OS, another modifier) and it returns the wrong view
/// or nil (seed 001). Search by type, or use the responder chain for controllers.
public struct FragileViewExtractionRule: Rule {
  public init() {}
  public let triggers: [StaticString] = ["superview"]
  static let representables: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable"]

  public func check(_ context: FileContext) {
    let file = context.file
    let index = context.index
    let representables = index.types.filter { !$0.inherits.filter(Self.representables.contains).isEmpty }
    guard !representables.isEmpty else { return }
    var reportedChains: Set<Int> = []
    for i in 0..<file.count where file.tokenIs(i, "superview") && file.kind(i - 1) == .dot {
      guard representables.contains(where: { $0.contains(token: i) }),
        let chain = Expressions.chain(file, containingDot: i - 1), !reportedChains.contains(chain.start)
      else { continue }
      let hops = chain.links.filter {
        file.tokenIs($0.name, "superview") || file.tokenIs($0.name, "subviews")
      }
      let ups = hops.filter { file.tokenIs($0.name, "superview") }.count
      guard hops.count >= 2, ups >= 1 else { continue }
      reportedChains.insert(chain.start)
      let first = hops[0].name
      context.report(
        description, at: context.offset(first),
        "fixed view-hierarchy walk (\(hops.count) hops) from a UIViewRepresentable: SwiftUI's wrapper "
          + "layers change between OS versions and modifiers, so it finds the wrong view or nil; search "
          + "the nearest ancestor's subtree by type instead")
    }
  }

  public static let description = RuleDescription(
    id: "fragile-view-extraction",
    summary: "Fixed superview/subviews walk from a UIViewRepresentable",
    rationale: """
      `.background(helper).compositingGroup()` puts a helper view next to the control's
      hosting view; walking a fixed path from it relies on SwiftUI's private wrapper layers,
      which vary by OS and by modifiers.
      """,
    problem: "uikit-introspection",
    triggering: [
      Example(
        """
        fileprivate struct ViewExtractHelper: UIViewRepresentable {
          var result: (UIView) -> ()
          func makeUIView(context: Context) -> UIView {
            let view = UIView(frame: .zero)
            DispatchQueue.main.async {
              if let uiKitView = view.↓superview?.superview?.subviews.last?.subviews.first {
                result(uiKitView)
              }
            }
            return view
          }
          func updateUIView(_ uiView: UIView, context: Context) {}
        }
        """)
    ],
    nonTriggering: [
      Example(
        """
        final class BannerView: UIView {
          override func didMoveToSuperview() {
            let container = superview?.superview?.subviews.first
            container?.backgroundColor = .red
          }
        }
        """),
      Example(
        """
        struct Finder: UIViewRepresentable {
          func makeUIView(context: Context) -> UIView { UIView() }
          func updateUIView(_ view: UIView, context: Context) {
            var current = view.superview
            while let candidate = current, !(candidate is UIScrollView) { current = candidate.superview }
          }
        }
        """),
      Example(
        "List { Text(\"a\") }.introspect(.list, on: .iOS(.v16, .v17)) { $0.backgroundColor = .clear }"),
    ])
}
