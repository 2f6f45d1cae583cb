import InsetLint

/// Whether SwiftUI content is meant to fill the view that hosts it, read through the project view
/// model: something that draws to its own edges (a background that is not clear, a full-bleed
/// image, a color, gradient or shape laid under the content), directly or inside the project views
/// and helpers it is made of. A centered message, a spinner, a row of text or an `EmptyView` is not:
/// default margins around it are the inset a cell's content usually wants.
struct FillingContent {
  let model: ProjectViewModel

  /// Views that draw over their whole frame.
  static let drawing: Set<String> = [
    "Color", "Rectangle", "RoundedRectangle", "LinearGradient", "RadialGradient", "AngularGradient",
    "EllipticalGradient", "Capsule", "Ellipse", "ContainerRelativeShape", "UnevenRoundedRectangle",
  ]
  static let images: Set<String> = ["Image", "AsyncImage"]
  static let containers: Set<String> = [
    "VStack", "HStack", "LazyVStack", "LazyHStack", "Group", "ViewThatFits",
  ]

  /// What makes the content fill its host (for the message), or nil when nothing does. `root`:
  /// the nodes' frame is the content's (the closure's top, a project view's body there); inside a
  /// stack only what spans it counts (a full-bleed image, a `frame(maxWidth: .infinity)` with a
  /// background).
  func reason(_ nodes: [ViewNode], _ scope: ProjectViewModel.Scope, root: Bool = true, depth: Int = 0)
    -> String?
  {
    guard depth < 12 else { return nil }
    for node in nodes {
      if let found = reason(node, scope, root: root, depth: depth) { return found }
    }
    return nil
  }

  func reason(_ node: ViewNode, _ scope: ProjectViewModel.Scope, root: Bool, depth: Int) -> String? {
    var modifiers: [ViewModifierUse] = []
    for modifier in node.modifiers {
      modifiers.append(modifier)
      if let (applied, _) = model.expand(modifier, in: scope) { modifiers += applied }
    }
    let spans = modifiers.contains { modifier in
      modifier.name == "frame"
        && modifier.arguments.contains { $0.label == "maxWidth" && $0.value == .implicitMember("infinity") }
    }
    if root || spans {
      for modifier in modifiers {
        if let found = Self.fills(modifier) {
          return spans && !root ? "a full-width view with \(found)" : found
        }
      }
    }
    switch node.head {
    case .call(let name):
      if Self.drawing.contains(name), root || spans, !Self.hasFixedSize(node) {
        return "a \(name) drawn to its edges"
      }
      if Self.images.contains(name), Self.isFullBleed(node) { return "a full-bleed image" }
      if name == "ZStack" {
        // A layer under the content: a color or shape in a ZStack draws to the stack's edges.
        for child in node.children.first ?? [] {
          if root, case .call(let layer) = child.head, Self.drawing.contains(layer), !Self.hasFixedSize(child)
          {
            return "a \(layer) layered under the content"
          }
        }
      }
      if Self.containers.contains(name) || name == "ZStack" {
        return reason(node.children.first ?? [], scope, root: false, depth: depth + 1)
      }
      if let (_, body, inner) = model.body(of: node, from: scope) {
        return reason(body, inner, root: root || spans, depth: depth + 1)
      }
    case .member(let name):
      if let (nodes, inner) = model.member(name, in: scope) {
        return reason(nodes, inner, root: root || spans, depth: depth + 1)
      }
    case .slot(let name):
      if let bound = model.slot(name, in: scope) {
        return reason(bound.nodes, bound.scope, root: root || spans, depth: depth + 1)
      }
    case .branch:
      for branch in node.children {
        if let found = reason(branch, scope, root: root, depth: depth + 1) { return found }
      }
    case .other:
      break
    }
    return nil
  }

  /// `.background(…)` that draws something (not `.clear`), `.ignoresSafeArea()`: the content
  /// reaches the host's edges.
  static func fills(_ modifier: ViewModifierUse) -> String? {
    switch modifier.name {
    case "background", "containerBackground":
      guard !modifier.arguments.isEmpty || !modifier.closures.isEmpty else { return nil }
      if modifier.sourceContains(".clear") || modifier.sourceContains("Color.clear") { return nil }
      return "a background"
    case "ignoresSafeArea", "edgesIgnoringSafeArea": return "content that ignores the safe area"
    default: return nil
    }
  }

  /// `.frame(width: 24, height: 24)`: a fixed-size swatch, not a fill.
  static func hasFixedSize(_ node: ViewNode) -> Bool {
    node.modifiers.contains { modifier in
      modifier.name == "frame"
        && modifier.arguments.contains { ($0.label == "width" || $0.label == "height") && isNumber($0.value) }
    }
  }

  /// A resizable image scaled to fill, or stretched to an infinite width.
  static func isFullBleed(_ node: ViewNode) -> Bool {
    let names = node.modifiers.map(\.name)
    guard names.contains("resizable") else { return false }
    if names.contains("scaledToFill") { return true }
    return node.modifiers.contains { modifier in
      (modifier.name == "aspectRatio" && modifier.sourceContains(".fill"))
        || (modifier.name == "frame"
          && modifier.arguments.contains {
            $0.label == "maxWidth" && $0.value == .implicitMember("infinity")
          })
    }
  }

  static func isNumber(_ value: ValueExpression?) -> Bool {
    if case .number = value { return true }
    return false
  }
}
