/// The platform host SwiftUI puts around a `UIViewRepresentable`'s view (`PlatformViewHost`,
/// modelled name). SwiftUI calls `makeUIView(context:)` when it mounts the host and only then adds
/// the returned view to the host: while `makeUIView` runs, the view has no superview. That is why
/// the seed's helper defers its lookup with `DispatchQueue.main.async` (seed 001).
public final class RepresentableHost: View {
  /// What `makeUIView` receives: here, the main queue it may defer work to.
  public struct Context {
    public let mainQueue: MainQueue
  }

  /// `makeUIView(context:)`: what the representable's code does; replaced by the code under test.
  public var makeUIView: (Context) -> View
  /// The view `makeUIView` returned, once mounted.
  public private(set) var uiView: View?

  public init(runtime: Runtime, frame: Rect, makeUIView: @escaping (Context) -> View) {
    runtime.declareRepresentableWrapperClasses()
    self.makeUIView = makeUIView
    super.init(runtime: runtime, className: "PlatformViewHost", frame: frame)
  }

  /// SwiftUI mounts the representable: calls `makeUIView`, then sizes the view to the host and
  /// adds it. Mounting twice does nothing (SwiftUI reuses the view and calls `updateUIView`).
  public func mount(mainQueue: MainQueue) {
    guard uiView == nil else { return }
    let view = makeUIView(Context(mainQueue: mainQueue))
    view.frame = bounds
    addSubview(view)
    uiView = view
  }

  /// The main dispatch queue: blocks added with `async` run, in order, when the run loop turns
  /// (after SwiftUI's current update), never inside the call that added them.
  public final class MainQueue {
    private var pending: [() -> Void] = []
    public private(set) var executedCount = 0

    public init() {}

    /// `DispatchQueue.main.async { … }`.
    public func async(_ block: @escaping () -> Void) { pending.append(block) }

    public var pendingCount: Int { pending.count }

    /// The run loop turns: runs every pending block, including ones those blocks add.
    public func drain() {
      while !pending.isEmpty {
        let block = pending.removeFirst()
        block()
        executedCount += 1
      }
    }
  }
}
