import InsetEmulation
import InsetEngine
import InsetLint

/// A fixed walk (`superview?.superview?.subviews.last?.subviews.first`) from a view that a SwiftUI
/// representable put into the hierarchy depends on SwiftUI's private wrapper layers: one more
/// layer (another OS, another modifier) and it returns the wrong view or nil (seed 001). The walk
/// may be in the representable itself (or its coordinator), in a ViewModifier that walks from the
/// representable's view, or in a UIView class that a representable returns from
/// `makeUIView`, e.g. in its `didMoveToWindow`, in another file. Search by type instead.
public struct FragileViewExtractionRule: CollectingRule {
  public init() {}
  public let triggers: [StaticString] = ["superview", "Representable"]
  static let representables: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable"]

  /// One fixed walk, with the type it is written in.
  public struct Walk: Codable, Sendable, Equatable {
    public var owner: String
    /// Written in a representable or a ViewModifier: flagged without looking further.
    public var direct: Bool
    public var offset: Int
    public var line: Int
    public var column: Int
    public var hops: Int
    public var text: String
  }

  public struct Facts: Codable, Sendable, Equatable {
    public var walks: [Walk] = []
    /// Representable types declared here.
    public var representables: [String] = []
    /// View classes representables here return from `makeUIView`.
    public var returnedViews: [String] = []
  }

  public func collect(_ context: FileContext) -> Facts? {
    let file = context.file
    let index = context.index
    var facts = Facts()
    for type in index.types where type.inherits.contains(where: Self.representables.contains) {
      facts.representables.append(type.name)
    }
    // What `makeUIView` returns: its declared type, or the class it constructs.
    for function in index.functions where function.name == "makeUIView" {
      guard let open = function.bodyOpen, let close = function.bodyClose else { continue }
      var names: [String] = []
      for j in function.nameToken..<open where file.kind(j) == .identifier && file.tokenIs(j - 1, "->") {
        names.append(file.text(j))
      }
      // `return X(…)`, a body that is just `X(…)`, or `let v = X(…)` … `return v`.
      let returnedLocals = Set(
        ((open + 1)..<close).filter { file.tokenIs($0, "return") && file.kind($0 + 1) == .identifier }.map {
          file.text($0 + 1)
        })
      for j in (open + 1)..<close
      where Expressions.isUpperCamel(file, j) && file.kind(j + 1) == .openParen && file.kind(j - 1) != .dot {
        let returned =
          file.tokenIs(j - 1, "return") || (j - 1 == open && Expressions.statementEnd(file, from: j) >= close)
          || (file.tokenIs(j - 1, "=") && returnedLocals.contains(file.text(j - 2)))
        if returned { names.append(file.text(j)) }
      }
      for name in names
      where name != "UIView" && name.hasSuffix("View") && !facts.returnedViews.contains(name) {
        facts.returnedViews.append(name)
      }
    }
    var reported: Set<Int> = []
    for i in 0..<file.count where file.tokenIs(i, "superview") {
      guard let typeIndex = index.enclosingType(of: i) else { continue }
      let chain: Chain?
      if file.kind(i - 1) == .dot {
        chain = Expressions.chain(file, containingDot: i - 1)
      } else {
        chain = Expressions.chain(file, at: i)
      }
      guard let chain, !reported.contains(chain.start) else { continue }
      // `superview` / `subviews` steps of the chain itself (not inside its arguments or closures).
      var hops: [Int] = []
      var j = chain.start
      while j < chain.end {
        if [.openParen, .openBracket, .openBrace].contains(file.kind(j)), let close = file.match(j) {
          j = close + 1
          continue
        }
        if file.tokenIs(j, "superview") || file.tokenIs(j, "subviews") { hops.append(j) }
        j += 1
      }
      let ups = hops.filter { file.tokenIs($0, "superview") }.count
      guard hops.count >= 2, ups >= 1 else { continue }
      reported.insert(chain.start)
      // The outermost type the walk is in (a coordinator nested in a representable counts).
      var lineage: [TypeDecl] = [index.types[typeIndex]]
      while let parent = lineage.last?.parent { lineage.append(index.types[parent]) }
      let direct = lineage.contains {
        $0.inherits.contains(where: Self.representables.contains) || $0.inherits.contains("ViewModifier")
      }
      let offset = context.offset(hops[0])
      let (line, column) = file.location(of: offset)
      // Quoted up to the step after the last hop (`.last`, `.first`, `[0]`).
      var endToken = hops[hops.count - 1]
      if file.tokenIs(endToken + 1, "?") || file.tokenIs(endToken + 1, "!") { endToken += 1 }
      if file.kind(endToken + 1) == .dot, file.kind(endToken + 2) == .identifier { endToken += 2 }
      let text = file.text(in: context.offset(chain.start)..<Int(file.tokens[endToken].end))
      facts.walks.append(
        Walk(
          owner: lineage.last!.name, direct: direct, offset: offset, line: line, column: column,
          hops: hops.count,
          text: text.count > 80 ? String(text.prefix(77)) + "…" : text))
    }
    return facts.walks.isEmpty && facts.representables.isEmpty && facts.returnedViews.isEmpty ? nil : facts
  }

  public func check(_ project: ProjectContext) -> [Finding] {
    let all = project.facts(of: self)
    let representables = Set(all.flatMap(\.facts.representables))
    let returned = Set(all.flatMap(\.facts.returnedViews))
    var findings: [Finding] = []
    for (path, facts) in all {
      for walk in facts.walks {
        let from: String
        if walk.direct || representables.contains(walk.owner) {
          from = "a view a SwiftUI representable put into the hierarchy"
        } else if returned.contains(walk.owner) {
          from = "'\(walk.owner)', which a UIViewRepresentable returns from makeUIView,"
        } else {
          continue
        }
        findings.append(
          project.finding(
            Self.description, file: path, offset: walk.offset, line: walk.line, column: walk.column,
            "'\(walk.text)' walks a fixed path (\(walk.hops) hops) from \(from) through SwiftUI's "
              + "private wrapper layers, which change between OS versions and modifiers: it finds the wrong "
              + "view or nil; search the nearest ancestor's subtree by type instead"))
      }
    }
    return findings
  }

  public static let description = RuleDescription(
    id: "fragile-view-extraction",
    summary: "Fixed superview/subviews walk from a view a SwiftUI representable placed",
    rationale: """
      `.background(helper).compositingGroup()` puts a helper view next to the control's
      hosting view; walking a fixed path from it relies on SwiftUI's private wrapper layers,
      which vary by OS and by modifiers. Search the nearest ancestor's subtree by type instead.
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
        """),
      // In the representable's coordinator.
      Example(
        """
        struct TableFinder: UIViewRepresentable {
          func makeUIView(context: Context) -> UIView { UIView() }
          func updateUIView(_ view: UIView, context: Context) { context.coordinator.find(from: view) }
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator {
            func find(from view: UIView) {
              let table = view.↓superview?.superview?.subviews.first as? UITableView
              table?.backgroundColor = .clear
            }
          }
        }
        """),
      // In didMoveToWindow of the view a representable returns, declared in another file.
      Example(files: [
        (
          "TrackingView.swift",
          """
          final class TrackingView: UIView {
            weak var scrollView: UIScrollView?
            override func didMoveToWindow() {
              super.didMoveToWindow()
              scrollView = ↓superview?.superview?.superview as? UIScrollView
            }
          }
          """
        ),
        (
          "Tracker.swift",
          """
          struct Tracker: UIViewRepresentable {
            func makeUIView(context: Context) -> TrackingView { TrackingView() }
            func updateUIView(_ view: TrackingView, context: Context) {}
          }
          """
        ),
      ]),
      // The returned view is made into a local first.
      Example(files: [
        (
          "Probe.swift",
          """
          struct Probe: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView {
              let probe = ProbeView()
              probe.isUserInteractionEnabled = false
              return probe
            }
            func updateUIView(_ view: UIView, context: Context) {}
          }
          """
        ),
        (
          "ProbeView.swift",
          """
          final class ProbeView: UIView {
            override func didMoveToSuperview() {
              super.didMoveToSuperview()
              ↓superview?.superview?.subviews.first?.clipsToBounds = false
            }
          }
          """
        ),
      ]),
      // A ViewModifier walking from the view a representable hands it.
      Example(
        """
        struct FindScrollView: ViewModifier {
          let found: (UIScrollView) -> Void
          func body(content: Content) -> some View {
            content.background(
              ViewProbe { view in
                if let scroll = view.↓superview?.superview?.subviews.first as? UIScrollView { found(scroll) }
              })
          }
        }
        """),
      Example(
        """
        struct ControllerFinder: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> UIViewController {
            let controller = UIViewController()
            DispatchQueue.main.async { controller.view.↓superview?.superview?.backgroundColor = .clear }
            return controller
          }
          func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        """),
      // Subscripts are steps too.
      Example(
        """
        struct FieldFinder: UIViewRepresentable {
          func makeUIView(context: Context) -> UIView { UIView() }
          func updateUIView(_ view: UIView, context: Context) {
            let field = view.↓superview?.subviews[1].subviews.first as? UITextField
            field?.clearButtonMode = .always
          }
        }
        """),
      // An extension of a representable declared elsewhere.
      Example(files: [
        (
          "Probe+Walk.swift",
          """
          extension Probe {
            func container(of view: UIView) -> UIView? { view.↓superview?.superview }
          }
          """
        ),
        (
          "Probe.swift",
          """
          struct Probe: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ view: UIView, context: Context) {}
          }
          """
        ),
      ]),
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
      // One step up from the returned view is not a fixed path through SwiftUI's layers.
      Example(files: [
        (
          "Probe.swift",
          """
          struct Probe: UIViewRepresentable {
            func makeUIView(context: Context) -> ProbeView { ProbeView() }
            func updateUIView(_ view: ProbeView, context: Context) {}
          }
          """
        ),
        (
          "ProbeView.swift",
          """
          final class ProbeView: UIView {
            override func didMoveToWindow() { superview?.setNeedsLayout() }
          }
          """
        ),
      ]),
      // A view the representable only puts inside the one it returns.
      Example(files: [
        (
          "Badge.swift",
          """
          struct Badge: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView {
              let container = UIView()
              container.addSubview(BadgeView())
              return container
            }
            func updateUIView(_ view: UIView, context: Context) {}
          }
          """
        ),
        (
          "BadgeView.swift",
          """
          final class BadgeView: UIView {
            override func didMoveToWindow() { superview?.superview?.bringSubviewToFront(self) }
          }
          """
        ),
      ]),
      // UIKit code walking its own hierarchy.
      Example(
        """
        final class ComposeViewController: UIViewController {
          func relayout() { view.superview?.superview?.layoutIfNeeded() }
        }
        """),
      // A walk in a comment.
      Example(
        """
        struct Search: UIViewRepresentable {
          // view.superview?.superview?.subviews.first used to work here
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ view: UISearchBar, context: Context) {}
        }
        """),
      // A representable and an unrelated UIKit view in one file.
      Example(
        """
        struct MapView: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ view: MKMapView, context: Context) {}
        }
        final class LegacyOverlay: UIView {
          func refresh() { superview?.superview?.setNeedsLayout() }
        }
        """),
    ])
}
