import InsetEmulation
import InsetEngine

/// The scene of `hosted-keyboard-avoidance`: a UIKit screen (a window, its root view controller
/// with a text field, so the keyboard comes up in this window) in which SwiftUI is hosted by
/// UIHostingControllers added as children: one per placement and root of the scenario. UIKit
/// lays the hosts out (a guided bar follows `keyboardLayoutGuide`); each hosting view handles the
/// keyboard notifications itself (its private `keyboardWillShowWithNotification:`, dispatched
/// through the runtime) and lays its root out. Elsewhere in the app a full-screen SwiftUI form in
/// its own window is the control: it must keep avoiding the keyboard.
///
/// Strategies act through `embedding`, `onMakeHost` (run on each hosted controller right after it
/// is made) and the `runtime`; nothing is made until `build()`.
public final class HostedKeyboardAvoidanceWorld {
  public enum Embedding: Sendable {
    case hostingController
    /// The bar rewritten in UIKit: a plain view pinned to the host area's safe area.
    case uiKit
  }

  /// One hosted piece of SwiftUI (or its UIKit rewrite).
  public final class Host {
    public let placement: HostedKeyboardAvoidanceScenario.Placement
    public let root: HostedKeyboardAvoidanceScenario.Root
    public let index: Int
    /// The view UIKit lays out: the hosting view, or the UIKit rewrite's container.
    public let view: View
    public let controller: HostingController?
    /// The UIKit rewrite's content (pinned to the container's safe area).
    let uiKitContent: View?

    init(
      placement: HostedKeyboardAvoidanceScenario.Placement, root: HostedKeyboardAvoidanceScenario.Root,
      index: Int,
      view: View, controller: HostingController?, uiKitContent: View?
    ) {
      self.placement = placement
      self.root = root
      self.index = index
      self.view = view
      self.controller = controller
      self.uiKitContent = uiKitContent
    }

    public var label: String {
      placement == .cells
        ? "cell \(index) (\(root.rawValue) root)" : "\(placement.rawValue) (\(root.rawValue) root)"
    }

    /// Lays the content out and returns where it is, in the host's bounds.
    func layOutContent() -> Rect? {
      if let hosting = controller?.hostingView {
        hosting.layoutSubviews()
        return hosting.contentFrame
      }
      guard let content = uiKitContent else { return nil }
      content.frame = view.bounds.inset(by: view.safeAreaInsets)
      return content.frame
    }
  }

  public let runtime = Runtime()
  public let window: Window
  public let screenController: ViewController
  public let keyboard: Keyboard
  public let keyboardLayoutGuide: KeyboardLayoutGuide
  public let scenario: HostedKeyboardAvoidanceScenario
  public var embedding = Embedding.hostingController
  /// Run on each hosting controller right after it is made (the fix's place).
  public var onMakeHost: [(HostingController) -> Void] = []
  /// SwiftUI roots as the strategy leaves them (`.ignoresSafeArea(.keyboard)`, a flexible wrapper).
  public var transformRoot: [(HostedContent) -> HostedContent] = []
  public private(set) var hosts: [Host] = []
  public let controlWindow: Window?
  public private(set) var control: HostingController?
  let focusedFieldAvoids: Bool
  let regionsAdd: Bool

  /// `presentation` places the UIKit screen (nil: full screen): a sheet's root view does not
  /// span the window, a Split View window not the screen.
  public init(
    screen: Size, safeArea: EdgeInsets, scenario: HostedKeyboardAvoidanceScenario,
    focusedFieldAvoids: Bool = true,
    regionsAdd: Bool = false, presentation: Presentation? = nil
  ) {
    self.scenario = scenario
    self.focusedFieldAvoids = focusedFieldAvoids
    self.regionsAdd = regionsAdd
    keyboard = Keyboard(screen: screen)
    let full = Rect(origin: .zero, size: screen)
    window = Window(runtime: runtime, screen: (presentation?.windowFrame ?? full).size, safeArea: safeArea)
    window.frame = presentation?.windowFrame ?? full
    screenController = ViewController(runtime: runtime)
    window.rootViewController = screenController
    screenController.view.frame = presentation?.rootFrame ?? full
    keyboardLayoutGuide = KeyboardLayoutGuide(owningView: screenController.view)
    controlWindow =
      scenario.controlScreen ? Window(runtime: runtime, screen: screen, safeArea: safeArea) : nil
  }

  /// Makes the hosts (and the control), as the app's `viewDidLoad` does, and lays them out at rest.
  public func build() {
    var index = 0
    for placement in scenario.placements {
      let count = placement == .cells ? scenario.cellCount : 1
      for root in scenario.roots {
        for _ in 0..<count {
          hosts.append(makeHost(placement, root, index: index))
          index += 1
        }
      }
    }
    if let controlWindow {
      let form = HostingController(
        runtime: runtime, rootView: HostedContent(label: "FormView", hasFocusedTextField: true))
      configure(form.hostingView)
      controlWindow.rootViewController = form
      control = form
      keyboard.observe { form.hostingView.handleKeyboard($0) }
    }
    let world = self
    keyboard.observe { note in
      world.layOutHosts()
      for host in world.hosts { host.controller?.hostingView.handleKeyboard(note) }
    }
    layOutHosts()
  }

  private func configure(_ hosting: HostingView) {
    hosting.focusedTextFieldAlwaysAvoids = focusedFieldAvoids
    hosting.keyboardAddsToContainer = regionsAdd
  }

  private func makeHost(
    _ placement: HostedKeyboardAvoidanceScenario.Placement, _ root: HostedKeyboardAvoidanceScenario.Root,
    index: Int
  )
    -> Host
  {
    var content = designedContent(root)
    for transform in transformRoot { content = transform(content) }
    switch embedding {
    case .hostingController:
      let controller = HostingController(runtime: runtime, rootView: content)
      configure(controller.hostingView)
      for hook in onMakeHost { hook(controller) }
      screenController.addChild(controller)
      screenController.view.addSubview(controller.view)
      return Host(
        placement: placement, root: root, index: index, view: controller.view, controller: controller,
        uiKitContent: nil)
    case .uiKit:
      let container = View(runtime: runtime)
      let label = View(runtime: runtime, className: "UILabel")
      container.addSubview(label)
      screenController.view.addSubview(container)
      return Host(
        placement: placement, root: root, index: index, view: container, controller: nil, uiKitContent: label)
    }
  }

  /// The SwiftUI root as the app wrote it, before any strategy changed it.
  public func designedContent(_ root: HostedKeyboardAvoidanceScenario.Root) -> HostedContent {
    switch root {
    case .flexible: return HostedContent(label: "BarContent")
    case .fixed: return HostedContent(label: "BarContent", sizing: .fixed(height: scenario.rootHeight))
    case .textField: return HostedContent(label: "ComposerField", hasFocusedTextField: true)
    }
  }

  /// UIKit's layout pass over the hosts' frames.
  public func layOutHosts() {
    let bounds = screenController.view.bounds
    let safe = screenController.view.safeAreaInsets
    var cell = 0
    for host in hosts {
      switch host.placement {
      case .bottomBar:
        host.view.frame = Rect(
          x: 0, y: bounds.maxY - scenario.barHeight, width: bounds.width, height: scenario.barHeight)
      case .guidedBar:
        let bottom = keyboardLayoutGuide.top(for: keyboard)
        host.view.frame = Rect(
          x: 0, y: bottom - scenario.barHeight, width: bounds.width, height: scenario.barHeight)
      case .cells:
        host.view.frame = Rect(
          x: 0, y: safe.top + Double(cell) * scenario.cellHeight, width: bounds.width,
          height: scenario.cellHeight)
        cell += 1
      }
    }
  }

  /// The device turned with the keyboard up: the windows and the UIKit screen (`presentation`
  /// laid out again for the new screen; nil: full screen) take the new size, UIKit lays the hosts
  /// out, then the keyboard reports its new frame.
  public func rotate(screen: Size, safeArea: EdgeInsets, presentation: Presentation?, keyboardFrame: Rect) {
    let full = Rect(origin: .zero, size: screen)
    window.rotate(to: presentation?.windowFrame ?? full, safeArea: safeArea)
    screenController.view.frame = presentation?.rootFrame ?? full
    controlWindow?.rotate(to: full, safeArea: safeArea)
    control?.view.frame = full
    layOutHosts()
    keyboard.rotate(to: screen, frame: keyboardFrame)
  }

  /// Lays the control out and returns where its content is, in its window.
  public func layOutControl() -> Rect? {
    guard let control else { return nil }
    control.hostingView.layoutSubviews()
    return control.hostingView.contentFrameInWindow
  }
}
