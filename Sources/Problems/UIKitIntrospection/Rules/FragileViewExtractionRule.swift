import InsetEmulation
import InsetEngine
import InsetLint

/// A fixed walk (`superview?.superview?.subviews.last?.subviews.first`) from a view that a SwiftUI
/// representable put into the hierarchy depends on SwiftUI's private wrapper layers: one more
/// layer (another OS, another modifier) and it returns the wrong view or nil (seed 001). The walk
/// may be in the representable itself (or its coordinator), in a ViewModifier that walks from the
/// representable's view, or in a UIView class that a representable returns from
/// `makeUIView`, e.g. in its `didMoveToWindow`, in another file. A walk down (`subviews[0].subviews
/// .last`) from such a view is as fragile when that view hosts SwiftUI content (the type makes a
/// `UIHostingController`): the steps below the hosting view are SwiftUI's private layers. Search by
/// type instead.
public struct FragileViewExtractionRule: CollectingRule {
  public init() {}
  public let triggers: [StaticString] = ["superview", "Representable", "subviews"]
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
    /// Only `subviews` steps: down from the type's own view (fragile only where SwiftUI content is hosted).
    public var downward: Bool = false
  }

  public struct Facts: Codable, Sendable, Equatable {
    public var walks: [Walk] = []
    /// Representable types declared here.
    public var representables: [String] = []
    /// View classes representables here return from `makeUIView`.
    public var returnedViews: [String] = []
    /// Types here that host SwiftUI in their own views (they make a `UIHostingController`).
    public var hostingTypes: [String] = []
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
    for type in index.types where !facts.hostingTypes.contains(type.name) {
      let hosts = ((type.bodyOpen + 1)..<type.bodyClose).contains {
        file.tokenIs($0, "UIHostingController") || file.tokenIs($0, "_UIHostingView")
          || (file.tokenIs($0, "rootView") && file.kind($0 + 1) == .colon)
      }
      if hosts { facts.hostingTypes.append(type.name) }
    }
    var reported: Set<Int> = []
    for i in 0..<file.count where file.tokenIs(i, "superview") || file.tokenIs(i, "subviews") {
      guard let typeIndex = index.enclosingType(of: i) else { continue }
      let chain: Chain?
      if file.kind(i - 1) == .dot {
        chain = Expressions.chain(file, containingDot: i - 1)
      } else {
        chain = Expressions.chain(file, at: i)
      }
      guard let chain, !reported.contains(chain.start) else { continue }
      // `superview` / `subviews` steps of the chain itself (not inside its arguments or closures).
      // The postfix walk from the chain's start: a subscript (`subviews[0].subviews`) ends the
      // parsed chain but not the walk; braces count only inside the chain (a trailing closure), not
      // an `if let`'s block after it.
      var hops: [Int] = []
      var j = chain.start
      walk: while j < file.count {
        switch file.kind(j) {
        case .identifier:
          guard j == chain.start || file.kind(j - 1) == .dot else { break walk }
          if file.tokenIs(j, "superview") || file.tokenIs(j, "subviews") { hops.append(j) }
          j += 1
        case .dot: j += 1
        case .operator where file.isUnwrap(j): j += 1
        case .openParen, .openBracket:
          guard let close = file.match(j) else { break walk }
          j = close + 1
        case .openBrace where j < chain.end:
          guard let close = file.match(j) else { break walk }
          j = close + 1
        default: break walk
        }
      }
      let ups = hops.filter { file.tokenIs($0, "superview") }.count
      guard hops.count >= 2 else { continue }
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
          text: text.count > 80 ? String(text.prefix(77)) + "…" : text, downward: ups == 0))
    }
    return facts.walks.isEmpty && facts.representables.isEmpty && facts.returnedViews.isEmpty
      && facts.hostingTypes.isEmpty ? nil : facts
  }

  public func check(_ project: ProjectContext) -> [Finding] {
    let all = project.facts(of: self)
    let representables = Set(all.flatMap(\.facts.representables))
    let returned = Set(all.flatMap(\.facts.returnedViews))
    let hosting = Set(all.flatMap(\.facts.hostingTypes))
    var findings: [Finding] = []
    for (path, facts) in all {
      for walk in facts.walks {
        // Down from the type's own view: fragile where that view holds hosted SwiftUI content.
        if walk.downward, !hosting.contains(walk.owner) { continue }
        let from: String
        if walk.direct || representables.contains(walk.owner) {
          from = "a view a SwiftUI representable put into the hierarchy"
        } else if returned.contains(walk.owner) {
          from = "'\(walk.owner)', which a UIViewRepresentable returns from makeUIView,"
        } else {
          continue
        }
        if walk.downward {
          let owner = from.hasPrefix("'") ? "'\(walk.owner)'" : "a SwiftUI representable"
          findings.append(
            project.finding(
              Self.description, file: path, offset: walk.offset, line: walk.line, column: walk.column,
              "'\(walk.text)' walks a fixed path (\(walk.hops) hops) down from the view of \(owner) into the "
                + "SwiftUI content it hosts, whose private wrapper layers change between OS versions and "
                + "modifiers: it finds the wrong view or nil; search the subtree by type instead"))
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
    summary:
      "Fixed superview/subviews walk from a view a SwiftUI representable placed, or into the SwiftUI it hosts",
    rationale: """
      `.background(helper).compositingGroup()` puts a helper view next to the control's
      hosting view; walking a fixed path from it relies on SwiftUI's private wrapper layers,
      which vary by OS and by modifiers. Walking down from a representable's own view into the
      SwiftUI content it hosts (`scrollView.subviews[0].subviews.last`) relies on the same layers.
      Search the nearest ancestor's subtree by type instead.
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
      // Down from the representable's own view into the SwiftUI content it hosts.
      Example(
        """
        struct PagingView<Content: View>: UIViewRepresentable {
          let content: Content
          func makeUIView(context: Context) -> UIScrollView {
            let scrollView = UIScrollView()
            let host = UIHostingController(rootView: content)
            scrollView.addSubview(host.view)
            return scrollView
          }
          func updateUIView(_ scrollView: UIScrollView, context: Context) {
            let page = scrollView.↓subviews[0].subviews.last
            page?.isHidden = false
          }
        }
        """),
      // The same from the view a representable returns, declared in another file.
      Example(files: [
        (
          "HostingContainer.swift",
          """
          final class HostingContainerView: UIView {
            let host = UIHostingController(rootView: Chart())
            override func layoutSubviews() {
              super.layoutSubviews()
              ↓subviews.first?.subviews.first?.clipsToBounds = false
            }
          }
          """
        ),
        (
          "ChartContainer.swift",
          """
          struct ChartContainer: UIViewRepresentable {
            func makeUIView(context: Context) -> HostingContainerView { HostingContainerView() }
            func updateUIView(_ view: HostingContainerView, context: Context) {}
          }
          """
        ),
      ]),
    ],
    nonTriggering: [
      // Down through a hierarchy the representable built itself from UIKit views.
      Example(
        """
        struct Rating: UIViewRepresentable {
          func makeUIView(context: Context) -> UIView {
            let container = UIView()
            let stack = UIStackView(arrangedSubviews: [UILabel(), UIImageView()])
            container.addSubview(stack)
            return container
          }
          func updateUIView(_ view: UIView, context: Context) {
            (view.subviews.first?.subviews.last as? UIImageView)?.tintColor = .systemYellow
          }
        }
        """),
      // One step down is not a path through anyone's layers; a controller that hosts SwiftUI but is
      // no representable's view walks its own hierarchy.
      Example(
        """
        struct Pager: UIViewRepresentable {
          func makeUIView(context: Context) -> UIScrollView {
            let scroll = UIScrollView()
            scroll.addSubview(UIHostingController(rootView: Page()).view)
            return scroll
          }
          func updateUIView(_ scroll: UIScrollView, context: Context) { scroll.subviews.first?.isHidden = false }
        }
        final class PreviewController: QLPreviewController {
          let caption = UIHostingController(rootView: Caption())
          var toolbar: UIView? { view.subviews.first?.subviews.last }
        }
        """),
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
