import InsetEmulation
import InsetEngine
import InsetLint

/// The geometric question of `fixed-horizontal-padding`, asked on the project view model: does a
/// fixed horizontal padding set the distance between the screen's edge and visible content?
///
/// From every screen's content, the walk keeps one bit, "this view spans the screen's width", and
/// follows it down: through stacks, `ZStack`, `Group`, `ForEach`, `Section`, vertical
/// `ScrollView`, navigation containers, `if`/`switch` branches, helper members, the project's
/// own views (their slots bound to what the caller passed) and the content of
/// `.safeAreaInset` bars. It is lost under a horizontal inset (any padding with a horizontal
/// amount), a fixed or maximum width, an `HStack`, a grid, a horizontal `ScrollView`, a `List` or
/// `Form` (rows have their own insets), a button or link label, and any view the project does not
/// declare. A fixed padding met while it holds is a finding, unless a background, border or clip
/// drawn outside it makes it a component's inner padding.
struct MarginGeometry {
  let model: ProjectViewModel

  struct Site: Hashable {
    let path: String
    let modifier: ViewModifierUse
    /// The padding as applied (inside a project modifier: the helper's own padding).
    let applied: ViewModifierUse
    let leading: Double
    let trailing: Double
    let owner: String
    let screen: String
    /// The other amounts a condition may pick instead (`wide ? 20 : 16` reported at 16: [20]).
    var alternatives: [Double] = []

    static func == (a: Site, b: Site) -> Bool { a.path == b.path && a.modifier.offset == b.modifier.offset }
    func hash(into hasher: inout Hasher) {
      hasher.combine(path)
      hasher.combine(modifier.offset)
    }
  }

  /// Paddings between these bounds are margins; larger ones are deliberate design insets.
  static let marginRange: ClosedRange<Double> = 8...24

  /// Lines and shapes drawn between content.
  static let separators: Set<String> = ["Divider", "Rectangle", "Color", "Capsule", "Line"]

  static func isSeparator(_ node: ViewNode) -> Bool {
    guard case .call(let name) = node.head else { return false }
    // A project's own line (`ThemedDivider()`, `ListSeparator()`).
    return separators.contains(name) || name.hasSuffix("Divider") || name.hasSuffix("Separator")
  }

  /// True when the padding puts the content a margin-like distance from a screen edge: both sides
  /// within `marginRange`, or one side within it and the other not padded (`.padding(.leading,
  /// 24)` on a title: its leading edge sits 24 pt from the screen's) or padded wider than a margin
  /// (`.padding(.leading, 20).padding(.trailing, 60)`: a title kept short of a trailing button
  /// still starts 20 pt from the leading edge). A side under 8 pt is no margin, and stays silent.
  static func setsMargin(leading: Double, trailing: Double) -> Bool {
    let inRange = (marginRange.contains(leading), marginRange.contains(trailing))
    let wider = (leading > marginRange.upperBound, trailing > marginRange.upperBound)
    return (inRange.0 && (inRange.1 || trailing == 0 || wider.1)) || (inRange.1 && (leading == 0 || wider.0))
  }

  /// Containers whose children are laid out at the container's full width: SwiftUI's (a split
  /// view's columns collapse into one stack, each at the screen's width, on an iPhone), and the
  /// Composable Architecture's and Perception's observing wrappers (`WithViewStore(store) { … }`,
  /// `WithPerceptionTracking { … }`, `IfLetStore`, a `SwitchStore`'s `CaseLet`), which add no
  /// layout of their own, TCACoordinators' `TCARouter`, a navigation stack of its screens, and
  /// `ViewThatFits`, which offers each candidate the whole size it is given and shows one, and
  /// `GlassEffectContainer` (iOS 26), which merges its glass shapes and lays nothing out.
  static let fullWidthContainers: Set<String> = [
    "VStack", "LazyVStack", "ZStack", "Group", "ForEach", "Section", "NavigationStack", "NavigationView",
    "GeometryReader", "ScrollViewReader", "ScrollView", "VStackLayout", "ZStackLayout", "AnyView",
    "WithViewStore", "WithPerceptionTracking", "IfLetStore", "SwitchStore", "CaseLet", "ForEachStore",
    "NavigationStackStore", "TCARouter", "TimelineView", "NavigationSplitView", "ViewThatFits",
    "GlassEffectContainer",
  ]

  /// A package's navigation container named after SwiftUI's (NavigationBackport's
  /// `NBNavigationStack`): its root spans it as `NavigationStack`'s does.
  static func isNavigationContainer(_ name: String) -> Bool {
    name.hasSuffix("NavigationStack") || name.hasSuffix("NavigationView")
  }

  func sites() -> [Site] {
    var walk = Walk(model: model)
    for screen in model.screens {
      walk.screen = ProjectViewModel.writtenName(screen.name)
      walk.visit(screen.nodes, screen.scope, depth: 0)
    }
    // A watch app's screens have none of the phone and tablet margins the emulation measures.
    var watch: [String: Bool] = [:]
    let found = walk.found.filter { site in
      if let known = watch[site.path] { return !known }
      let isWatch = WatchTargetDiscovery.isWatchSource(site.path)
      watch[site.path] = isWatch
      return !isWatch
    }
    return found.sorted { ($0.path, $0.modifier.offset) < ($1.path, $1.modifier.offset) }
  }

  struct Walk {
    let model: ProjectViewModel
    var screen = ""
    var found: [Site] = []
    var seen: Set<Site> = []
    /// Project views already walked spanning the width with no bound slots.
    var walked: Set<String> = []
    /// Inside a plain or grouped `List` whose rows have not yet been given zero horizontal row
    /// insets: a row spans the list only once `.listRowInsets` takes the system's away.
    var inListRows = false
    /// The list style the environment sets here: true for `.plain` and `.grouped` (rows as wide
    /// as the list), false for inset styles, nil when none is set.
    var rowsSpanList: Bool?
    /// The screen edges the walked view touches: both, or one for the first or last child of a
    /// full-width row (`HStack { title.padding(.leading, 16); Spacer() }`), whose other side faces
    /// a sibling.
    var touches = (leading: true, trailing: true)
    /// True below a `.buttonStyle` of the project's or `.buttonSizing(.flexible)`: a button may
    /// then stretch to the width it is offered, however short its title.
    var buttonsMayStretch = false

    /// True for a member whose body is, node for node, a container that takes the width it is
    /// offered or a stack a `Spacer()` pushes to an edge (through members of members): laid over a
    /// view, it spans that view.
    /// The same for a branch whose every arm does (`.overlay { if editing { VStack { Spacer(); bar
    /// } } }`) and for a project view whose body does (`.overlay { LightBoxControls() }`).
    func coversView(_ node: ViewNode, _ scope: ProjectViewModel.Scope, depth: Int) -> Bool {
      guard depth < 4 else { return false }
      func covers(_ nodes: [ViewNode], _ inner: ProjectViewModel.Scope) -> Bool {
        !nodes.isEmpty
          && nodes.allSatisfy { body in
            MarginGeometry.fillsOfferedWidth(body) || !MarginGeometry.edgePinnedStacks([body]).isEmpty
              || coversView(body, inner, depth: depth + 1)
          }
      }
      switch node.head {
      case .member(let name):
        guard let (nodes, inner) = model.member(name, in: scope) else { return false }
        return covers(nodes, inner)
      case .branch:
        return !node.children.isEmpty && node.children.allSatisfy { covers($0, scope) }
      case .call:
        guard let (_, body, inner) = model.body(of: node, from: scope) else { return false }
        return covers(body, inner)
      default:
        return false
      }
    }

    /// Follows a branch, a helper member or a slot to the views it stands for, in the walk's
    /// current mode; false for anything else.
    mutating func visitThrough(_ node: ViewNode, _ scope: ProjectViewModel.Scope, depth: Int) -> Bool {
      switch node.head {
      case .branch:
        for branch in node.children { visit(branch, scope, depth: depth + 1) }
      case .member(let name):
        if let (nodes, inner) = model.member(name, in: scope, call: node) {
          visit(nodes, inner, depth: depth + 1)
        }
      case .slot(let name):
        if let bound = model.slot(name, in: scope) { visit(bound.nodes, bound.scope, depth: depth + 1) }
      default:
        return false
      }
      return true
    }

    /// Walks `node`: one that spans the screen's width, or a row of a full-width list.
    mutating func visit(_ node: ViewNode, _ scope: ProjectViewModel.Scope, depth: Int) {
      guard inListRows else { return visitSpanning(node, scope, depth: depth) }
      if flatten(node.modifiers, scope, depth: 0).contains(where: {
        $0.use.name == "listRowInsets"
          && MarginGeometry.setsNoHorizontalInset($0.use, model: model, scope: $0.scope)
      }) {
        inListRows = false
        visitSpanning(node, scope, depth: depth)
        inListRows = true
        return
      }
      // A row keeps the system's row insets unless a container of rows sets them to zero.
      if visitThrough(node, scope, depth: depth) { return }
      switch node.head {
      case .call(let name) where MarginGeometry.rowContainers.contains(name):
        for group in node.children { visit(group, scope, depth: depth + 1) }
        for argument in node.arguments where ["header", "footer", "content"].contains(argument.label) {
          visit(argument.views, scope, depth: depth + 1)
        }
      case .call:
        // A project row view whose body sets its own row insets (`.listRowInsets(EdgeInsets())`
        // on its root).
        if let (_, body, inner) = model.body(of: node, from: scope) { visit(body, inner, depth: depth + 1) }
      default:
        break
      }
    }

    mutating func visit(_ nodes: [ViewNode], _ scope: ProjectViewModel.Scope, depth: Int) {
      guard depth < 40 else { return }
      for node in nodes { visit(node, scope, depth: depth) }
    }

    /// Walks `node`, which spans the screen's width.
    mutating func visitSpanning(_ node: ViewNode, _ scope: ProjectViewModel.Scope, depth: Int) {
      let outerButtons = buttonsMayStretch
      defer { buttonsMayStretch = outerButtons }
      // Modifiers, outermost (last written) first.
      var applied = flatten(node.modifiers, scope, depth: 0)
      // A vertical scroll view's content margins inset its content as a padding of it would.
      if case .call("ScrollView") = node.head, !MarginGeometry.isHorizontalScroll(node) {
        for index in applied.indices {
          if let padding = MarginGeometry.contentMarginsAsPadding(applied[index].use) {
            applied[index].use = padding
          }
        }
      }
      // `.listStyle` is environment: it reaches every list inside this view.
      let inheritedStyle = rowsSpanList
      defer { rowsSpanList = inheritedStyle }
      if let style = applied.last(where: { $0.use.name == "listStyle" }).flatMap({
        MarginGeometry.rowsSpanList($0.use)
      }) {
        rowsSpanList = style
      }
      var drawnOutside = false
      var component = false
      // A negative padding outside takes back what a padding inside adds
      // (`.padding(20).contentShape(Rectangle()).padding(-20)`: a larger tap area, no margin).
      var takenBack = (leading: 0.0, trailing: 0.0)
      var index = applied.count - 1
      while index >= 0 {
        let (use, useScope, _) = applied[index]
        switch use.name {
        case "padding":
          guard var inset = MarginGeometry.horizontalInset(use, model: model, scope: useScope) else {
            // A system-default or unknown horizontal padding insets the content all the same.
            if MarginGeometry.padsHorizontally(use) { return }
            break
          }
          var innermost = index
          // `.padding(.leading, 16).padding(.trailing, 16)`: one inset written twice.
          if inset.leading == nil || inset.trailing == nil, index > 0,
            applied[index - 1].use.name == "padding",
            let other = MarginGeometry.horizontalInset(
              applied[index - 1].use, model: model, scope: applied[index - 1].scope)
          {
            inset = (inset.leading ?? other.leading, inset.trailing ?? other.trailing)
            innermost = index - 1
          }
          // Which padding sets each side (the innermost that pads it): a finding sits on the one
          // that sets the margin side, when the other side is a wider design inset.
          var setter = (leading: index, trailing: index)
          if innermost < index,
            let paired = MarginGeometry.horizontalInset(
              applied[innermost].use, model: model, scope: applied[innermost].scope)
          {
            if paired.leading != nil { setter.leading = innermost }
            if paired.trailing != nil { setter.trailing = innermost }
          }
          if (inset.leading ?? 0) <= 0, (inset.trailing ?? 0) <= 0 {
            takenBack = (takenBack.leading + (inset.leading ?? 0), takenBack.trailing + (inset.trailing ?? 0))
            break
          }
          var leading = touches.leading ? (inset.leading ?? 0) + takenBack.leading : 0
          var trailing = touches.trailing ? (inset.trailing ?? 0) + takenBack.trailing : 0
          guard leading > 0 || trailing > 0 else { break }
          // Paddings written inside it on the same view add up (`.padding(.horizontal, 20)
          // .padding(.horizontal, 20)` puts the content 40 pt in), up to a frame or a background.
          // A system-default or unknown one among them (`.padding().padding(.leading, 8)`, lining a
          // placeholder up with a text editor's text) leaves no fixed distance on the sides it pads.
          var unknownInside = (leading: false, trailing: false)
          var inner = innermost - 1
          while inner >= 0, applied[inner].use.name != "frame", applied[inner].use.name != "background",
            !MarginGeometry.drawsShape(applied[inner].use)
          {
            if applied[inner].use.name == "padding" {
              if let more = MarginGeometry.horizontalInset(
                applied[inner].use, model: model, scope: applied[inner].scope)
              {
                leading += touches.leading ? more.leading ?? 0 : 0
                trailing += touches.trailing ? more.trailing ?? 0 : 0
                if more.leading ?? 0 > 0 { setter.leading = inner }
                if more.trailing ?? 0 > 0 { setter.trailing = inner }
              } else {
                let sides = MarginGeometry.paddedSides(applied[inner].use)
                unknownInside = (
                  unknownInside.leading || sides.leading, unknownInside.trailing || sides.trailing
                )
              }
            }
            inner -= 1
          }
          // A fixed or maximum width inside the padding: the content does not reach the padding
          // on a screen wider than it (`.frame(maxWidth: 300).padding(.horizontal, 16)`).
          let cappedInside = applied[..<innermost].contains {
            $0.use.name == "frame" && MarginGeometry.limitsWidth($0.use, model: model, scope: $0.scope)
          }
          if unknownInside.leading { leading = 0 }
          if unknownInside.trailing { trailing = 0 }
          if !drawnOutside, !cappedInside,
            !isIntrinsicallyNarrow(node, scope, inside: applied[innermost].site),
            MarginGeometry.setsMargin(leading: leading, trailing: trailing),
            // A separator indented on one side (`Divider().padding(.leading, 16)`) lines up with
            // text; it is not text of its own.
            leading > 0 && trailing > 0 || !MarginGeometry.isSeparator(node)
          {
            let inRange = (
              MarginGeometry.marginRange.contains(leading), MarginGeometry.marginRange.contains(trailing)
            )
            let setting =
              inRange.0 && inRange.1 ? innermost : inRange.0 ? setter.leading : setter.trailing
            let reported = node.modifiers[applied[setting].site]
            var site = Site(
              path: scope.path, modifier: reported, applied: applied[setting].use, leading: leading,
              trailing: trailing, owner: ProjectViewModel.writtenName(scope.type), screen: screen)
            if innermost == index, setting == index,
              let amounts = MarginGeometry.pickedAmounts(use, model: model, scope: useScope)
            {
              let chosen = inset.leading ?? inset.trailing ?? 0
              site.alternatives = amounts.filter { $0 != chosen }
            }
            if seen.insert(site).inserted { found.append(site) }
          }
          return  // inset: nothing inside spans the width any more
        case "frame":
          if MarginGeometry.limitsWidth(use, model: model, scope: useScope) { return }
        case "buttonStyle", "buttonSizing":
          if MarginGeometry.mayStretchButtons(use) { buttonsMayStretch = true }
        // A bar placed beside the content (`safeAreaBar` is iOS 26's bar that also takes the
        // scroll edge effect): as wide as the view it is placed on.
        case "safeAreaInset", "safeAreaBar":
          // The bar is read where the modifier is written (a project `ViewModifier`'s body in its
          // own file), as the overlays below are. Inside a shape drawn outside it (a clipped card),
          // the bar is laid in the card's bounds: its padding is the card's inner padding.
          if drawnOutside { break }
          for closure in use.contents { visit(closure, useScope, depth: depth + 1) }
          // Its content handed on by name (`safeAreaBar(edge: edge, content: content)` in a
          // project helper): the views the helper's caller passed.
          for argument in use.arguments where argument.label == "content" && argument.views.isEmpty {
            if case .name(let parts)? = argument.value, parts.count == 1,
              let bound = model.slot(parts[0], in: useScope)
            {
              visit(bound.nodes, bound.scope, depth: depth + 1)
            }
          }
        case "overlay" where MarginGeometry.isEdgeBar(use):
          // An overlay pinned to the top or bottom edge is a bar laid out in the bounds of the view
          // it covers: a header over a full-width feed spans the screen as the feed does. A
          // centred overlay (a badge, a veil over media) is left out. (Its content may be the
          // first argument: `.overlay(bar, alignment: .bottom)`, the iOS 13 form.)
          if drawnOutside { break }
          for closure in use.laidViews { visit(closure, useScope, depth: depth + 1) }
        // (`overlayPreferenceValue` lays its closure's content over the view as `overlay` does.)
        case "overlay" where !MarginGeometry.drawsShape(use), "overlayPreferenceValue":
          // A screen's content laid over its full-screen background
          // (`Color.ignoresSafeArea().overlay(ScrollView { … })`): a container that takes the
          // width it is offered spans the view it covers. A badge or a veil is left out.
          // So does a bar pushed to an edge by a spacer (`.overlay { if typing { VStack { Spacer();
          // doneBar } } }`): the stack takes the covered view's width and height.
          if drawnOutside { break }
          for nodes in use.laidViews {
            let filling = nodes.filter { MarginGeometry.fillsOfferedWidth($0) }
            if !filling.isEmpty { visit(filling, useScope, depth: depth + 1) }
            let pinned = MarginGeometry.edgePinnedStacks(nodes)
            if !pinned.isEmpty { visit(pinned, useScope, depth: depth + 1) }
            // The same content written as a member of the view (`.overlay(controlOverlay)`,
            // `.overlay { controls }`): followed when its body is such a container or stack.
            let members = nodes.filter { coversView($0, useScope, depth: 0) }
            if !members.isEmpty { visit(members, useScope, depth: depth + 1) }
            // An empty state shown over a full-screen list (`List { … }.overlay { if rows.isEmpty
            // { EmptyState() } }`), centred in it: it is offered the list's whole width.
            if MarginGeometry.fillsOfferedWidth(node),
              !use.arguments.contains(where: { $0.label == "alignment" })
            {
              for branch in nodes where branch.head == .branch {
                for arm in branch.children { visit(arm, useScope, depth: depth + 1) }
              }
            }
          }
        default:
          if MarginGeometry.drawsShape(use) {
            drawnOutside = true
            if MarginGeometry.drawsComponent(use)
              || MarginGeometry.roundsEveryCorner(use)
                && applied[..<index].contains(where: { MarginGeometry.fillsBehind($0.use) })
                // A mask outside reshapes it (a bottom sheet hiding its lower corners).
                && !applied[(index + 1)...].contains(where: { $0.use.name == "mask" })
                // Stretched to the width it is offered (`.frame(maxWidth: .infinity)`), it is a
                // full-width sheet with rounded corners, not a card.
                && !applied[..<index].contains(where: { stretchesToWidth($0.use, $0.scope) })
            {
              component = true
            }
          } else if !component, depth < 30 {
            // A project modifier that stacks the view with other views (`VStack { searchBar;
            // content }`): its body is walked here, the view as its content.
            // (The view as the modifier receives it is made only for such a modifier.)
            let site = applied[index].site
            if let (nodes, inner) = model.wrappingBody(
              use, in: useScope,
              content: {
                var content = node
                content.modifiers = Array(node.modifiers[..<site])
                return content
              }(), contentScope: scope)
            {
              visit(nodes, inner, depth: depth + 1)
              return
            }
          }
        }
        index -= 1
      }
      // Inside a component's own shaped background or border, nothing spans the screen's width
      // with its own edge: every padding below is the component's inner padding.
      if component { return }
      if visitThrough(node, scope, depth: depth) { return }
      switch node.head {
      case .call(let name):
        if name == "ScrollView" {
          guard !MarginGeometry.isHorizontalScroll(node) else { return }
        }
        if name == "LazyVGrid" {
          // Its cells share the width; its sections' headers and footers span it.
          for group in node.children { visitSectionHeaders(group, scope, depth: depth + 1) }
        } else if MarginGeometry.labelledControls.contains(name) {
          // A button or link label is as wide as its content, unless the content stretches
          // itself (`.frame(maxWidth: .infinity)`): then it is a full-width component.
          for label in MarginGeometry.labels(of: node) {
            for child in label where stretches(child, scope) { visit(child, scope, depth: depth + 1) }
          }
        } else if name == "List" {
          // Rows of a plain or grouped list are as wide as the list, inset by the system's row
          // insets unless they are set to zero (`.listRowInsets(EdgeInsets())`).
          guard rowsSpanList == true else { return }
          inListRows = true
          for group in node.children { visit(group, scope, depth: depth + 1) }
          for argument in node.arguments where argument.label == "content" {
            visit(argument.views, scope, depth: depth + 1)
          }
          inListRows = false
        } else if name == "HStack" {
          // `HStack { NavigationView { … }; if sizeClass == .regular { Divider(); Detail() } }`: an
          // adaptive layout whose one unconditional child fills the width when the others are
          // not shown (a compact width).
          let children = Array(node.children.joined())
          let always = children.filter { $0.head != .branch }
          // So does a stack of one view that stretches to the width it is offered
          // (`HStack(spacing: 0) { RoundedRectangle(…).overlay(field).padding(.horizontal, 15) }`).
          if always.count == 1,
            MarginGeometry.fillsOfferedWidth(always[0]) || children.count == 1 && stretches(always[0], scope)
          {
            visit(always[0], scope, depth: depth + 1)
          } else if MarginGeometry.fillsRow(children) {
            // A row a spacer stretches across the screen: its first child starts at the leading
            // edge and its last ends at the trailing one, each padded on that side separately.
            let outer = touches
            for (index, child) in children.enumerated() where !MarginGeometry.isSpacer(child) {
              let first = index == 0
              let last = index == children.count - 1
              guard first || last, child.head != .branch else { continue }
              // `HStack { Spacer(); ForEach(keys) { key in KeyView(key); Spacer() } }`: each item
              // ends with a spacer, so none touches the edge the loop is written at.
              if MarginGeometry.itemsEndWithSpacer(child, atStart: first && !last) { continue }
              touches = (outer.leading && first, outer.trailing && last)
              visit(child, scope, depth: depth + 1)
            }
            touches = outer
          }
        } else if name == "TabView" || name == "Tab" {
          // Each tab's content spans the screen (a `Tab`'s first closure; its label is the tab item).
          if let content = node.children.first { visit(content, scope, depth: depth + 1) }
        } else if MarginGeometry.fullWidthContainers.contains(name)
          || MarginGeometry.isNavigationContainer(name)
        {
          for group in node.children { visit(group, scope, depth: depth + 1) }
          // `AnyView(content)`, and content passed by label (`WithViewStore(store, content: { … })`,
          // `CaseLet(state:action:then: HomeView.init)`, a section's `header: Text(…)`, laid out
          // as its header closure is).
          for argument in node.arguments
          where name == "AnyView" || argument.label == "content" || argument.label == "then"
            || name == "Section" && (argument.label == "header" || argument.label == "footer")
          {
            visit(argument.views, scope, depth: depth + 1)
          }
        } else if let (entry, body, inner) = model.body(of: node, from: scope) {
          if inner.bindings.isEmpty {
            guard walked.insert(entry.name).inserted else { return }
          }
          visit(body, inner, depth: depth + 1)
        }
      default:
        break
      }
    }

    /// The headers and footers of the sections of a vertical grid's content (through `ForEach`,
    /// `Group`, branches and helper members), each spanning the grid's width.
    mutating func visitSectionHeaders(_ nodes: [ViewNode], _ scope: ProjectViewModel.Scope, depth: Int) {
      guard depth < 40 else { return }
      for node in nodes {
        switch node.head {
        case .call("Section"):
          for (index, closure) in node.children.enumerated()
          where index < node.closureLabels.count && ["header", "footer"].contains(node.closureLabels[index]) {
            visit(closure, scope, depth: depth + 1)
          }
          for argument in node.arguments where argument.label == "header" || argument.label == "footer" {
            visit(argument.views, scope, depth: depth + 1)
          }
        case .call("ForEach"), .call("Group"), .branch:
          for group in node.children { visitSectionHeaders(group, scope, depth: depth + 1) }
        case .member(let name):
          if let (nodes, inner) = model.member(name, in: scope) {
            visitSectionHeaders(nodes, inner, depth: depth + 1)
          }
        default:
          break
        }
      }
    }

    /// True when the modifier is `.frame(maxWidth: .infinity)` (through a constant too).
    func stretchesToWidth(_ use: ViewModifierUse, _ scope: ProjectViewModel.Scope) -> Bool {
      use.name == "frame"
        && use.arguments.contains {
          $0.label == "maxWidth" && $0.value.flatMap { model.number($0, in: scope) } == .infinity
        }
    }

    /// True when the node stretches to the width it is offered: `.frame(maxWidth: .infinity)`, an
    /// `HStack` holding a `Spacer()`, or a project view whose body does (a row view whose
    /// `HStack` ends in a `Spacer()`).
    func stretches(_ node: ViewNode, _ scope: ProjectViewModel.Scope, depth: Int = 0) -> Bool {
      if node.modifiers.contains(where: { stretchesToWidth($0, scope) }) { return true }
      // A fixed width caps what the content would stretch to.
      if node.modifiers.contains(where: {
        $0.name == "frame" && MarginGeometry.limitsWidth($0, model: model, scope: scope)
      }) {
        return false
      }
      guard depth < 4 else { return false }
      switch node.head {
      // A shape takes the whole size it is offered: a card's `Rectangle()` or `Color` layer makes
      // the `ZStack` it is in as wide as the button.
      case .call(let name) where MarginGeometry.fillingShapes.contains(name):
        return true
      case .call("HStack"):
        let children = node.children.joined()
        return children.contains { $0.head == .call("Spacer") }
          || children.contains { stretches($0, scope, depth: depth + 1) }
      case .call("VStack"), .call("ZStack"), .call("Group"):
        return node.children.joined().contains { stretches($0, scope, depth: depth + 1) }
      case .call:
        guard let (_, body, inner) = model.body(of: node, from: scope), body.count == 1 else { return false }
        return stretches(body[0], inner, depth: depth + 1)
      default:
        return false
      }
    }

    /// True when the view's content is narrower than any phone's screen whatever the padding, and
    /// centred: images at their own size or a fixed size, a spinner, a short literal title
    /// (`Text("Unable to fetch")`, `Button("Try again") { … }`), and stacks of them. It never
    /// reaches the padding, so the padding is spacing around it, not the distance between content
    /// and the screen's edge. Titles count only where the code centres them itself
    /// (`.frame(maxWidth: .infinity)` outside the padding, centred): a title padded on its own in a
    /// screen's stack is the spec's own instance, a child padded separately. `inside` counts the
    /// node's modifiers applied inside the padding.
    func isIntrinsicallyNarrow(_ node: ViewNode, _ scope: ProjectViewModel.Scope, inside: Int) -> Bool {
      guard let width = intrinsicWidth(node, scope, inside: inside, depth: 0) else { return false }
      return !width.titled
        || width.points <= MarginGeometry.narrowWidth && MarginGeometry.isCentred(node.modifiers[...])
    }

    /// How wide content is: in points, and whether a title is part of it.
    struct ContentWidth {
      var points = 0.0
      var titled = false

      static func + (a: ContentWidth, b: ContentWidth) -> ContentWidth {
        ContentWidth(points: a.points + b.points, titled: a.titled || b.titled)
      }
      static func widest(_ a: ContentWidth, _ b: ContentWidth) -> ContentWidth {
        ContentWidth(points: max(a.points, b.points), titled: a.titled || b.titled)
      }
    }

    /// The content's width (images and spinners count none), or nil when it may take any width:
    /// text held in a variable may be any length, and a resizable or framed view takes the width
    /// it is offered.
    func intrinsicWidth(_ node: ViewNode, _ scope: ProjectViewModel.Scope, inside: Int, depth: Int)
      -> ContentWidth?
    {
      guard depth < 6 else { return nil }
      let modifiers = node.modifiers.prefix(inside)
      // A fixed width (`.frame(width: 240, height: 240)`) is the width, whatever is inside.
      if let fixed = modifiers.lazy.compactMap({ use -> Double? in
        guard use.name == "frame", let value = use.arguments.first(where: { $0.label == "width" })?.value
        else {
          return nil
        }
        return model.number(value, in: scope)
      }).first {
        return fixed.isFinite ? ContentWidth(points: fixed + paddingWidth(modifiers, scope)) : nil
      }
      // A resizable image, or a frame that sizes the view, takes the width it is offered; a frame
      // that only centres it in the width (`.frame(maxWidth: .infinity)`, nothing drawn behind it)
      // leaves what shows as narrow as it was.
      let drawn = modifiers.contains {
        $0.name == "background" || $0.name == "overlay" || $0.name == "border"
      }
      guard
        !modifiers.contains(where: {
          $0.name == "resizable" || $0.name == "frame" && (drawn || !MarginGeometry.isCentred([$0][...]))
        })
      else {
        return nil
      }
      func title() -> ContentWidth? {
        guard let first = node.arguments.first, first.label == nil, case .text(let length)? = first.value
        else {
          return nil
        }
        let points =
          Double(length) * MarginGeometry.titleCharacterWidth * MarginGeometry.fontScale(node.modifiers)
        return ContentWidth(points: points, titled: length > 0)
      }
      func sum(_ nodes: [ViewNode], _ scope: ProjectViewModel.Scope) -> ContentWidth? {
        var total = ContentWidth()
        for child in nodes {
          guard let width = intrinsicWidth(child, scope, inside: child.modifiers.count, depth: depth + 1)
          else {
            return nil
          }
          total = total + width
        }
        return total
      }
      let content: ContentWidth?
      switch node.head {
      case .call("Image"),
        .call("ProgressView") where node.arguments.isEmpty:
        content = ContentWidth()
      case .call("Button"), .call("Link"):
        // A button drawn by a style that may stretch it, unless it has no title to stretch (an
        // icon the style draws).
        let stretches = buttonsMayStretch || node.modifiers.contains(where: MarginGeometry.mayStretchButtons)
        guard let width = title(), !stretches || !width.titled else { return nil }
        content = width
      case .call("Text"), .call("Label"), .call("ProgressView"):
        content = title()
      case .branch:
        // The widest branch.
        var widest = ContentWidth()
        for branch in node.children {
          guard let width = sum(branch, scope) else { return nil }
          widest = .widest(widest, width)
        }
        content = widest
      // A lazy stack lays its children out as the stack does (it takes the width it is offered,
      // but what shows in it is as wide as its children).
      case .call(let name)
      where ["ZStack", "VStack", "HStack", "LazyVStack", "LazyHStack", "ForEach", "Group"].contains(name):
        let children = Array(node.children.joined())
        guard !children.isEmpty else { return nil }
        if name == "HStack" || name == "LazyHStack" {
          content = sum(children, scope)
        } else {
          var widest = ContentWidth()
          for child in children {
            guard let width = sum([child], scope) else { return nil }
            widest = .widest(widest, width)
          }
          content = widest
        }
      case .member(let name):
        guard let (nodes, inner) = model.member(name, in: scope) else { return nil }
        content = sum(nodes, inner)
      case .call("Spacer"):
        return nil
      case .call:
        // A project view: its body's width.
        guard let (_, body, inner) = model.body(of: node, from: scope) else { return nil }
        content = sum(body, inner)
      default:
        return nil
      }
      return content.map {
        ContentWidth(points: $0.points + paddingWidth(modifiers, scope), titled: $0.titled)
      }
    }

    /// What the paddings among `modifiers` add to a view's width (16 pt a side for a system
    /// default one).
    func paddingWidth(_ modifiers: ArraySlice<ViewModifierUse>, _ scope: ProjectViewModel.Scope) -> Double {
      modifiers.reduce(0) { total, use in
        guard use.name == "padding" else { return total }
        if let inset = MarginGeometry.horizontalInset(use, model: model, scope: scope) {
          return total + max(inset.leading ?? 0, 0) + max(inset.trailing ?? 0, 0)
        }
        let sides = MarginGeometry.paddedSides(use)
        return total + (sides.leading ? 16 : 0) + (sides.trailing ? 16 : 0)
      }
    }

    /// The node's modifiers with project modifiers replaced by what they apply, each with the
    /// scope to read its values in and the index of the modifier as written at this node (where a
    /// finding goes).
    func flatten(_ modifiers: [ViewModifierUse], _ scope: ProjectViewModel.Scope, depth: Int)
      -> [(use: ViewModifierUse, scope: ProjectViewModel.Scope, site: Int)]
    {
      var result: [(use: ViewModifierUse, scope: ProjectViewModel.Scope, site: Int)] = []
      result.reserveCapacity(modifiers.count)
      for (site, modifier) in modifiers.enumerated() {
        // `.if(condition) { $0.padding() }`: a project modifier handing the view to a closure
        // that modifies it; what the closure applies may be applied (taken as applied).
        if modifier.closures.count == 1, modifier.closures[0].count == 1,
          case .member(let name) = modifier.closures[0][0].head, name.hasPrefix("$")
        {
          result.append((modifier, scope, site))
          for (use, useScope, _) in flatten(modifier.closures[0][0].modifiers, scope, depth: depth + 1) {
            result.append((use, useScope, site))
          }
          continue
        }
        if depth < 6, let (applied, inner) = model.expand(modifier, in: scope, throughFullWidthWrappers: true)
        {
          for (use, useScope, _) in flatten(applied, inner, depth: depth + 1) {
            result.append((use, useScope, site))
          }
        } else {
          result.append((modifier, scope, site))
        }
      }
      return result
    }
  }

  /// The amounts a condition picks between for a padding's amount (`proxy.size.width > 380 ? 20 :
  /// 16` → [16, 20]), ascending, when each is known and pads; nil for any other amount. A padding
  /// switched off by its condition (`removing ? 22 : 0`) is a toggle, not a fixed distance.
  static func pickedAmounts(_ use: ViewModifierUse, model: ProjectViewModel, scope: ProjectViewModel.Scope)
    -> [Double]?
  {
    guard let value = use.arguments.last?.value, use.arguments.count <= 2 else { return nil }
    return pickedAmounts(value, model: model, scope: scope)
  }

  static func pickedAmounts(_ value: ValueExpression, model: ProjectViewModel, scope: ProjectViewModel.Scope)
    -> [Double]?
  {
    guard case .conditional(let a, let b) = value, let x = model.number(a, in: scope),
      let y = model.number(b, in: scope), x > 0, y > 0
    else { return nil }
    return Array(Set([x, y])).sorted()
  }

  /// The leading and trailing amounts of a padding (nil for an edge it does not pad), or nil when
  /// it pads neither with a known fixed value (`.padding()` and `.padding(.horizontal)` use the
  /// system default).
  static func horizontalInset(_ use: ViewModifierUse, model: ProjectViewModel, scope: ProjectViewModel.Scope)
    -> (leading: Double?, trailing: Double?)?
  {
    let arguments = use.arguments
    func amount(_ value: ValueExpression?) -> Double? {
      guard let value else { return nil }
      if let points = model.number(value, in: scope) { return points }
      // `wide ? 20 : 16`: a fixed amount either way; judged at the smallest margin-like one.
      return pickedAmounts(value, model: model, scope: scope)?.first { marginRange.contains($0) }
    }
    switch arguments.count {
    case 1:
      guard arguments[0].label == nil, let value = arguments[0].value else { return nil }
      // `EdgeInsets(top:leading:bottom:trailing:)`, or `.init(…)`: the type `padding` takes.
      if case .call(let name, let labels, let values) = value, name == "EdgeInsets" || name == "init" {
        var leading: Double?
        var trailing: Double?
        for (label, value) in zip(labels, values) {
          if label == "leading" { leading = amount(value) }
          if label == "trailing" { trailing = amount(value) }
        }
        if leading == nil && trailing == nil { return model.insets(value, in: scope) }
        return (leading, trailing)
      }
      guard let points = amount(value) else {
        // `.padding(UIMetrics.contentInsets.toEdgeInsets)`: an insets constant, side by side.
        return model.insets(value, in: scope)
      }
      return (points, points)
    case 2:
      guard arguments[0].label == nil, let edges = arguments[0].value, let points = amount(arguments[1].value)
      else {
        return nil
      }
      var leading = false
      var trailing = false
      func read(_ edge: ValueExpression) {
        let name: String
        switch edge {
        case .implicitMember(let member): name = member
        case .name(let parts) where parts.count == 2: name = parts[1]  // `Edge.Set.horizontal` read loosely
        case .list(let items):
          items.forEach(read)
          return
        case .conditional(let a, let b):
          // `compact ? [.horizontal, .bottom] : .all`: the sides both choices pad.
          let before = (leading, trailing)
          var sides: [(Bool, Bool)] = []
          for choice in [a, b] {
            (leading, trailing) = (false, false)
            read(choice)
            sides.append((leading, trailing))
          }
          leading = before.0 || (sides[0].0 && sides[1].0)
          trailing = before.1 || (sides[0].1 && sides[1].1)
          return
        default: return
        }
        if name == "horizontal" || name == "all" { (leading, trailing) = (true, true) }
        if name == "leading" { leading = true }
        if name == "trailing" { trailing = true }
      }
      read(edges)
      guard leading || trailing else { return nil }
      return (leading ? points : nil, trailing ? points : nil)
    default:
      return nil
    }
  }

  /// The sides a padding pads, whatever its amount: all of them without arguments or with an
  /// amount only (`.padding()`, `.padding(gap)`), else the edges it names.
  static func paddedSides(_ use: ViewModifierUse) -> (leading: Bool, trailing: Bool) {
    guard let first = use.arguments.first else { return (true, true) }
    guard let value = first.value else { return (false, false) }
    func sides(_ name: String) -> (leading: Bool, trailing: Bool) {
      switch name {
      case "horizontal", "all": return (true, true)
      case "leading": return (true, false)
      case "trailing": return (false, true)
      default: return (false, false)
      }
    }
    switch value {
    case .implicitMember(let name):
      // An amount written as a member (`.padding(.padding16)`, an `EdgeInsets` or length constant
      // of the app's) pads every side, as any other lone amount does.
      if use.arguments.count == 1, !edgeNames.contains(name) { return (true, true) }
      return sides(name)
    case .list(let items):
      return items.reduce((leading: false, trailing: false)) { found, item in
        guard case .implicitMember(let name) = item else { return found }
        let more = sides(name)
        return (found.leading || more.leading, found.trailing || more.trailing)
      }
    default: return use.arguments.count == 1 ? (true, true) : (false, false)
    }
  }

  /// The members of `Edge.Set`: what a padding's first argument names when it is not an amount.
  static let edgeNames: Set<String> = [
    "top", "bottom", "leading", "trailing", "horizontal", "vertical", "all",
  ]

  /// `.padding()`, `.padding(.horizontal)`, `.padding(x)`, `.padding(.leading, x)`: some
  /// horizontal inset, whatever its amount.
  static func padsHorizontally(_ use: ViewModifierUse) -> Bool {
    let sides = paddedSides(use)
    return sides.leading || sides.trailing
  }

  /// The widest single-screen iPhone in portrait, from the device catalog (a folding phone's open
  /// pair of screens is tablet-wide, and is left out).
  static let widestPhonePortrait: Double =
    DeviceCatalog.builtIn.devices.filter {
      $0.id.hasPrefix("iphone") && !$0.hasVerticalBar && $0.portraitScreen.width < 500
    }.map(\.portraitScreen.width).max() ?? 440

  /// `.frame(width: 300)`, `.frame(maxWidth: 600)`: the view no longer spans the screen. So does
  /// a width that is one of these in some state (`maxWidth: preview ? 350 : screenWidth`): the
  /// view cannot be said to span the screen.
  static func limitsWidth(_ use: ViewModifierUse, model: ProjectViewModel, scope: ProjectViewModel.Scope)
    -> Bool
  {
    func limits(_ label: String, _ value: ValueExpression) -> Bool {
      if case .conditional(let a, let b) = value { return limits(label, a) || limits(label, b) }
      // The width it is offered (`geometry.size.width`, `UIScreen.main.bounds.width`): no cap.
      if case .name(let names) = value, names.count >= 3, names.last == "width",
        ["size", "bounds"].contains(names[names.count - 2])
      {
        return false
      }
      guard let points = model.number(value, in: scope) else { return label == "width" }
      // A readable-width cap wider than every phone in portrait still spans a phone's screen.
      return label == "width" ? points.isFinite : points < widestPhonePortrait
    }
    return use.arguments.contains { argument in
      guard let label = argument.label, label == "width" || label == "maxWidth", let value = argument.value
      else {
        return false
      }
      return limits(label, value)
    }
  }

  /// The widest content, in points, that stays clear of the screen's edges on every phone: the
  /// narrowest supported phone's 320 pt less two 24 pt paddings, the widest the rule reports.
  static let narrowWidth = 272.0

  /// How wide a character of a literal title is taken to be: about 8.5 pt at the body size, and
  /// a translation a third longer (24 characters then take the whole narrow width). An
  /// assumption, not a measured figure.
  static let titleCharacterWidth = narrowWidth / 24

  /// SwiftUI's button styles, which size a button to its label.
  static let systemButtonStyles: Set<String> = [
    "plain", "borderless", "bordered", "borderedProminent", "link", "automatic", "glass", "glassProminent",
    "PlainButtonStyle", "BorderlessButtonStyle", "BorderedButtonStyle", "BorderedProminentButtonStyle",
    "DefaultButtonStyle",
  ]

  /// `.buttonStyle(PrimaryButtonStyle())`, `.buttonStyle(.filled)` (a project's style may set
  /// `.frame(maxWidth: .infinity)`) and `.buttonSizing(.flexible)`: buttons may stretch.
  static func mayStretchButtons(_ use: ViewModifierUse) -> Bool {
    switch use.name {
    case "buttonSizing": return use.arguments.first?.value != .implicitMember("fitted")
    case "buttonStyle":
      switch use.arguments.first?.value {
      case .implicitMember(let name)?: return !systemButtonStyles.contains(name)
      case .call(let callee, _, _)?: return !systemButtonStyles.contains(callee)
      default: return true
      }
    default: return false
    }
  }

  /// `alignment: .center` or no alignment: a stack, frame or bar that centres its content
  /// horizontally. A side or an alignment held in a variable does not.
  static func centresHorizontally(_ arguments: [ViewArgument]) -> Bool {
    guard let alignment = arguments.first(where: { $0.label == "alignment" }) else { return true }
    return [.implicitMember("center"), .implicitMember("top"), .implicitMember("bottom")].contains(
      alignment.value)
  }

  /// `.frame(maxWidth: .infinity)` or `.frame(maxWidth: .infinity, alignment: .center)`.
  static func isCentred(_ modifiers: ArraySlice<ViewModifierUse>) -> Bool {
    modifiers.contains { use in
      use.name == "frame"
        && use.arguments.contains { $0.label == "maxWidth" && $0.value == .implicitMember("infinity") }
        && centresHorizontally(use.arguments)
    }
  }

  /// How much wider than body text a view's text is drawn by its font: `.font(.largeTitle)` (34
  /// pt against 17), `.font(.system(size: 22))`. Text styles at their default (Large) size.
  static func fontScale(_ modifiers: [ViewModifierUse]) -> Double {
    guard let font = modifiers.last(where: { $0.name == "font" })?.arguments.first?.value else { return 1 }
    let sizes = [
      "largeTitle": 34.0, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
      "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]
    switch font {
    case .implicitMember(let style): return (sizes[style] ?? 17) / 17
    case .call(let callee, let labels, let values):
      if callee == "system" || callee.hasSuffix("custom"),
        let index = labels.firstIndex(of: "size"), case .number(let size) = values[index]
      {
        return size / 17
      }
      return max(
        1,
        values.compactMap { value -> Double? in
          if case .implicitMember(let style) = value { return sizes[style].map { $0 / 17 } }
          return nil
        }.max() ?? 1)
    default:
      // A project font whose size is not read: taken as large as a large title.
      return 2
    }
  }

  /// Containers that take the whole width they are offered: a vertical scroll view, a list or
  /// form, a geometry reader, a navigation container.
  /// Children of an `HStack` that stretch it across the width it is offered: an unconditional
  /// `Spacer`.
  static func fillsRow(_ children: [ViewNode]) -> Bool {
    children.count > 1 && children.contains(where: isSpacer)
  }

  /// True when `node` is a `ForEach` whose every item starts (`atStart`) or ends with a `Spacer`.
  static func itemsEndWithSpacer(_ node: ViewNode, atStart: Bool) -> Bool {
    guard node.callName == "ForEach", let items = node.children.last,
      let edge = atStart ? items.first : items.last
    else { return false }
    return isSpacer(edge)
  }

  static func isSpacer(_ node: ViewNode) -> Bool {
    if case .call("Spacer") = node.head { return true }
    return false
  }

  static func fillsOfferedWidth(_ node: ViewNode) -> Bool {
    guard case .call(let name) = node.head else { return false }
    switch name {
    case "ScrollView": return !isHorizontalScroll(node)
    case "List", "Form", "GeometryReader", "NavigationStack", "NavigationView": return true
    default: return isNavigationContainer(name)
    }
  }

  /// What passes a list's rows through to its rows: each of its children is a row (or a header).
  static let rowContainers: Set<String> = ["ForEach", "Section", "Group", "ForEachStore"]

  /// `.listStyle(.plain)`, `.listStyle(GroupedListStyle())`: rows as wide as the list (true); an
  /// inset style puts them in a card inset from the edges (false); nil for a style not read.
  static func rowsSpanList(_ use: ViewModifierUse) -> Bool? {
    guard let value = use.arguments.first?.value else { return nil }
    let name: String
    switch value {
    case .implicitMember(let member): name = member
    case .call(let callee, _, _): name = callee
    case .name(let parts): name = parts.last ?? ""
    default: return nil
    }
    switch name {
    case "plain", "grouped", "PlainListStyle", "GroupedListStyle": return true
    case "insetGrouped", "inset", "sidebar", "automatic", "InsetGroupedListStyle", "InsetListStyle",
      "SidebarListStyle", "DefaultListStyle":
      return false
    default: return nil
    }
  }

  /// `.listRowInsets(EdgeInsets())`, `.listRowInsets(.init())`, `.listRowInsets(.zero)`, an
  /// insets value whose leading and trailing are 0: the row's content reaches the list's edges.
  static func setsNoHorizontalInset(
    _ use: ViewModifierUse, model: ProjectViewModel, scope: ProjectViewModel.Scope
  )
    -> Bool
  {
    guard let argument = use.arguments.first else { return false }
    guard let value = argument.value else { return false }
    switch value {
    case .call(let callee, let labels, _) where labels.isEmpty:
      return callee == "EdgeInsets" || callee == "init"
    case .implicitMember("zero"):
      return true
    case .name(let parts) where parts.last == "zero":
      return true
    default:
      guard let insets = model.insets(value, in: scope) else { return false }
      return (insets.leading ?? 0) == 0 && (insets.trailing ?? 0) == 0
    }
  }

  /// `.overlay(alignment: .top) { … }`, `.overlay(alignment: .bottom) { … }`: a bar over the view.
  static func isEdgeBar(_ use: ViewModifierUse) -> Bool {
    !drawsShape(use)
      && use.arguments.contains { argument in
        argument.label == "alignment"
          && (argument.value == .implicitMember("top") || argument.value == .implicitMember("bottom"))
      }
  }

  /// The vertical stacks among `nodes` (through `if`/`switch` branches) that a `Spacer()` first
  /// or last pushes against the bottom or top edge: a bar laid over the view, as wide as it.
  static func edgePinnedStacks(_ nodes: [ViewNode]) -> [ViewNode] {
    nodes.flatMap { node -> [ViewNode] in
      if case .branch = node.head { return node.children.flatMap(edgePinnedStacks) }
      // (A spacer between a top and a bottom bar pushes both to their edges.)
      guard node.callName == "VStack", let stack = node.children.first, stack.count > 1,
        stack.contains(where: { $0.callName == "Spacer" })
      else { return [] }
      return [node]
    }
  }

  /// Shapes and colours as views: each fills the size it is offered.
  static let fillingShapes: Set<String> = [
    "Rectangle", "RoundedRectangle", "Capsule", "Color", "UnevenRoundedRectangle", "LinearGradient",
  ]

  /// Controls whose label is a closure: its width is its content's.
  static let labelledControls: Set<String> = ["Button", "NavigationLink", "Link"]

  /// The label closures of a button or link: the one labelled `label:`, else the only trailing
  /// closure of a call that takes its action or destination as an argument (`Button(action: go) { … }`,
  /// `NavigationLink(destination: Detail()) { … }`).
  static func labels(of node: ViewNode) -> [[ViewNode]] {
    if let index = node.closureLabels.firstIndex(of: "label"), index < node.children.count {
      return [node.children[index]]
    }
    // `Button(action: save, label: { … })`: the label passed inside the parentheses.
    let passed = node.arguments.filter { $0.label == "label" && !$0.views.isEmpty }.map(\.views)
    if !passed.isEmpty { return passed }
    let takesTarget = node.arguments.contains { ["action", "destination", "value"].contains($0.label) }
    return takesTarget && node.children.count == 1 ? node.children : []
  }

  /// `.contentMargins(.horizontal, 20, for: .scrollContent)`, `.contentMargins(16)`: the margins a
  /// scroll view adds to its content, beyond the safe area (iOS 17), read as the padding of that
  /// content they amount to (the same edges and amounts, its source kept for the message). Nil
  /// for margins of the scroll indicators alone.
  static func contentMarginsAsPadding(_ use: ViewModifierUse) -> ViewModifierUse? {
    guard use.name == "contentMargins" else { return nil }
    var padding = use
    padding.name = "padding"
    padding.arguments = use.arguments.filter { $0.label != "for" }
    if let placement = use.arguments.first(where: { $0.label == "for" })?.value,
      placement != .implicitMember("scrollContent"), placement != .implicitMember("automatic")
    {
      return nil
    }
    return padding
  }

  static func isHorizontalScroll(_ node: ViewNode) -> Bool {
    guard let first = node.arguments.first, first.label == nil || first.label == "axes",
      let value = first.value
    else { return false }
    switch value {
    case .implicitMember(let name): return name == "horizontal"
    case .list(let items): return items.contains(.implicitMember("horizontal"))
    default: return false
    }
  }

  static let shapes: [StaticString] = [
    "RoundedRectangle", "Capsule", "Circle", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape",
    "stroke", "strokeBorder",
  ]
  /// The shapes that make a card of what they are drawn around.
  static let componentShapes: [StaticString] = ["RoundedRectangle", "Capsule", "Circle", "Ellipse", "stroke"]
  /// Name endings that make a shape (`RoundedCornerShape()`). A material alone is not one: behind a
  /// bar it is a band across the screen, like a plain colour.
  static let shapeEndings: [StaticString] = ["Shape"]
  /// Shapes written as `Shape`'s static members (iOS 17: `.background(.blue, in: .capsule)`,
  /// `.clipShape(.circle)`); a radius given to `.rect(cornerRadius:)` is read as `cornerRadius`.
  static let memberShapes: [StaticString] = [
    ".capsule", ".circle", ".ellipse", ".containerRelative", ".buttonBorder",
  ]
  /// The member shapes that make a card of what they are drawn around.
  static let memberComponentShapes: [StaticString] = [".capsule", ".circle", ".ellipse"]

  /// A card drawn behind or around the view: a background or overlay of a shape
  /// (`RoundedRectangle`, `Capsule`, a stroke), a border, or a clip to a capsule or circle. Its
  /// content is inset from the card, not from the screen. Rounded corners, a clip to a rounded
  /// rectangle, a mask or a material alone do not make one: a
  /// full-width bottom sheet with rounded corners still has its content a fixed distance from the
  /// screen's edges.
  static func drawsComponent(_ use: ViewModifierUse) -> Bool {
    switch use.name {
    case "border": return true
    // A pill or a disc: its ends curve in, so its content is inset from it by design.
    case "clipShape":
      return ["Capsule", "Circle", "Ellipse"].contains { use.sourceContainsWord($0) }
        || memberComponentShapes.contains { use.sourceContainsWord($0) }
    case "background", "overlay":
      // A shape, or a colour given rounded corners (`.background(Color.card.cornerRadius(18))`),
      // drawn around the view. One rounded on some corners only is a sheet or band across the
      // screen, not a card: what its content lays out still spans it (a padding on the view
      // itself stays its inner padding).
      if layersOtherContent(use) || roundsSomeCornersOnly(use) { return false }
      return componentShapes.contains { use.sourceContainsWord($0) }
        || memberComponentShapes.contains { use.sourceContainsWord($0) }
        || use.sourceContainsWord("cornerRadius")
    default: return false
    }
  }

  /// A shape rounded on some corners only: a `corners:` argument that names them, not
  /// `.allCorners` (`.cornerRadius(16, corners: [.topLeft, .topRight])`, `RoundedCorner(radius: 8,
  /// corners: .bottom)`; a helper's `corners: corners`, whose default may be every corner, does
  /// not), or `UnevenRoundedRectangle`'s radii per corner. Around a full-width view it is a sheet
  /// or band rounded at the top or bottom, which still spans the screen.
  static func roundsSomeCornersOnly(_ use: ViewModifierUse) -> Bool {
    (use.sourceContains("corners: .") || use.sourceContains("corners: [."))
      && !use.sourceContains("allCorners") || use.sourceContains("Uneven")
      || use.sourceContains("LeadingRadius") || use.sourceContains("TrailingRadius")
  }

  /// A clip that rounds all four corners alike (`.cornerRadius(12)`, `.clipShape(.rect(cornerRadius:
  /// 16))`, `.clipShape(RoundedRectangle(cornerRadius: 16))`). Around a filled background it makes
  /// a card: its content is inset from the card's rounded edges. Rounding some corners only
  /// (`.cornerRadius(20, corners: [.topLeft, .topRight])`, `UnevenRoundedRectangle`) keeps a
  /// full-width sheet or band whose content is inset from the screen's edges.
  static func roundsEveryCorner(_ use: ViewModifierUse) -> Bool {
    switch use.name {
    case "cornerRadius":
      return use.arguments.count == 1 && use.arguments[0].label == nil
    case "clipShape":
      if use.sourceContains("Uneven") || use.sourceContains("corners") || use.sourceContains("LeadingRadius")
        || use.sourceContains("TrailingRadius")
      {
        return false
      }
      return use.sourceContainsWord("RoundedRectangle") || use.sourceContains(".rect(cornerRadius")
    default:
      return false
    }
  }

  /// A background that fills the view's rectangle with a colour, material or picture: what a
  /// rounded clip outside it turns into a card. A clear colour or a measuring `GeometryReader`
  /// fills nothing.
  static func fillsBehind(_ use: ViewModifierUse) -> Bool {
    guard use.name == "background" || use.name == "backgroundStyle" else { return false }
    return !use.sourceContainsWord("clear") && !use.sourceContainsWord("GeometryReader")
      && !layersOtherContent(use)
  }

  /// Containers and branches whose children are views laid over or under the padded one, not a
  /// shape drawn around it.
  static let layeringContainers: Set<String> = [
    "Group", "ZStack", "VStack", "HStack", "GeometryReader", "LazyVStack", "LazyHStack",
  ]

  /// Controls and text: an overlay of one (a floating back button clipped to a circle) lays other
  /// content over the view; its shape is the control's own.
  static let layeredControls: Set<String> = [
    "Button", "Text", "Label", "Link", "Menu", "Toggle", "ProgressView", "NavigationLink",
  ]

  /// True when a background's or overlay's content is other content laid in a layer (`.overlay {
  /// Group { if isLoading { ProgressView().background(RoundedRectangle(…)) } } }`, a busy card
  /// over the screen, `.overlay(alignment: .topLeading) { Button { … }.clipShape(Circle()) }`): a
  /// shape inside it is that content's own, not one drawn around the view.
  static func layersOtherContent(_ use: ViewModifierUse) -> Bool {
    // Either form: `.overlay { bar }` or `.overlay(bar, alignment: .bottom)`.
    guard let first = use.laidViews.first?.first else { return false }
    if case .branch = first.head { return true }
    return first.callName.map { layeringContainers.contains($0) || layeredControls.contains($0) } ?? false
  }

  /// A background, overlay, border or clip drawn around the view: a padding inside it is the
  /// component's inner padding. A plain colour band behind full-width content is not a shape.
  static func drawsShape(_ use: ViewModifierUse) -> Bool {
    switch use.name {
    // A clip to the view's own rectangle (`.clipped()`, `.clipShape(Rectangle())`) cuts off what
    // overflows; it draws no edge of its own, so a band clipped so still spans the screen.
    case "clipped": return false
    case "clipShape" where use.sourceContainsWord("Rectangle"): return false
    case "cornerRadius", "clipShape", "mask", "glassEffect", "border", "containerShape":
      return true
    case "background", "backgroundStyle", "overlay":
      if layersOtherContent(use) { return false }
      // Whole names: an overlay of a project view named `AuthCircle` draws no circle.
      return shapes.contains { use.sourceContainsWord($0) }
        || memberShapes.contains { use.sourceContainsWord($0) }
        || shapeEndings.contains { use.sourceContains($0) } || use.sourceContainsWord("cornerRadius")
    default:
      return use.nameContains("Material") || use.nameContains("material")
    }
  }
}
