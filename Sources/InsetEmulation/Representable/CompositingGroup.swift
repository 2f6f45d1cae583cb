/// What `.background(helper).compositingGroup()` builds around a SwiftUI view (seed 001): one
/// container (the seed's "Grouped View", `_UIInheritedView`, modelled) holding, in order, the
/// helper's representable host (the background, first) and the SwiftUI view's platform host
/// (the content, last). From the helper's own view: `superview` is the representable host,
/// `superview?.superview` the group, `subviews.last` the control's host and its `subviews.first`
/// the UIKit view — the seed's fixed path.
///
/// The seed lists a "Hosting Kind a View" between the SwiftUI view and the UIKit view, yet its own
/// path reaches the UIKit view one step below `subviews.last`, and the seed reports it working; the
/// emulation therefore models the hosting kind as the kind of the control's host
/// (`SwiftUIControl.Backing`), not as an extra level.
public final class CompositingGroup: View {
  public let background: RepresentableHost
  public let content: View
  /// Intermediate views a SwiftUI update put between the group and the content, outermost first.
  public private(set) var wrapperLayers: [View] = []

  public init(runtime: Runtime, frame: Rect, background: RepresentableHost, content: View) {
    runtime.declareRepresentableWrapperClasses()
    self.background = background
    self.content = content
    super.init(runtime: runtime, className: "_UIInheritedView", frame: frame)
    background.frame = bounds
    content.frame = bounds
    addSubview(background)
    addSubview(content)
  }

  /// A SwiftUI update wraps the content in one more container (a new modifier, a different
  /// release): the layer goes where the content was, and the content moves inside it. The
  /// background keeps its place. Nothing in UIKit or SwiftUI promises this depth.
  @discardableResult
  public func insertWrapperLayer() -> View {
    let parent = content.superview ?? self
    let index = parent.subviews.firstIndex { $0 === content } ?? parent.subviews.count
    let layer = View(runtime: runtime, className: "_UIInheritedView", frame: content.frame)
    layer.accessibilityIdentifier = "wrapper layer \(wrapperLayers.count + 1)"
    parent.insertSubview(layer, at: index)
    content.frame = layer.bounds
    layer.addSubview(content)
    wrapperLayers.append(layer)
    return layer
  }
}
