import InsetEmulation
import InsetEngine

/// The scene of `keyboard-inset`: a window on the screen (a Split View column is narrower), the
/// presented view controller's root view (full screen or a sheet), and in it the receiver: a
/// scroll view scrolled to its end, or a control pinned to the bottom. The app's keyboard
/// handlers (`handlers`, run for every keyboard notification, as `NotificationCenter` observers
/// are) and its constraints (`scrollViewBottom`, `controlBottom`, `controlConstant`) are what the
/// strategies change; `layout()` runs UIKit's layout pass after each notification.
public final class KeyboardInsetWorld {
  /// What a bottom edge is constrained to.
  public enum BottomAnchor: Sendable, Equatable {
    case viewBottom
    case safeAreaBottom
    /// `view.keyboardLayoutGuide.topAnchor`.
    case keyboardGuideTop
  }

  public let runtime = Runtime()
  public let window: Window
  public let controller: ViewController
  public var view: View { controller.view }
  public let keyboard: Keyboard
  public private(set) var presentation: Presentation
  public let scenario: KeyboardInsetScenario
  public let scrollView: ScrollView
  public let control: View
  /// `view.keyboardLayoutGuide`.
  public let keyboardLayoutGuide: KeyboardLayoutGuide
  public var scrollViewBottom = BottomAnchor.viewBottom
  public var controlBottom: BottomAnchor
  /// Points between the control's bottom and its anchor (a constraint's `-constant`).
  public var controlConstant = 0.0
  /// The app's keyboard observers, in registration order.
  public var handlers: [(KeyboardNotification, KeyboardInsetWorld) -> Void] = []
  let sheetMovesWithKeyboard: Bool

  public init(
    screen: Size, safeArea: EdgeInsets, presentation: Presentation, scenario: KeyboardInsetScenario,
    sheetMovesWithKeyboard: Bool = false
  ) {
    self.presentation = presentation
    self.scenario = scenario
    self.sheetMovesWithKeyboard = sheetMovesWithKeyboard
    keyboard = Keyboard(screen: screen)
    window = Window(runtime: runtime, screen: presentation.windowFrame.size, safeArea: safeArea)
    window.frame = presentation.windowFrame
    controller = ViewController(runtime: runtime)
    controller.view.frame = presentation.rootFrame
    window.addSubview(controller.view)
    keyboardLayoutGuide = KeyboardLayoutGuide(owningView: controller.view)
    scrollView = ScrollView(runtime: runtime)
    scrollView.contentInsetAdjustmentBehavior = scenario.adjustment == .never ? .never : .scrollableAxes
    scrollView.contentSize = Size(
      width: presentation.rootFrame.width, height: Double(scenario.rows) * scenario.rowHeight)
    control = View(runtime: runtime, className: "UIControl")
    control.accessibilityIdentifier = "pinned control"
    controlBottom = scenario.pinnedTo == .view ? .viewBottom : .safeAreaBottom
    switch scenario.receiver {
    case .scrollView: view.addSubview(scrollView)
    case .pinnedControl: view.addSubview(control)
    }
    let world = self
    keyboard.observe { note in
      world.moveSheetIfItFollowsTheKeyboard(note)
      for handler in world.handlers { handler(note, world) }
      world.layout()
    }
  }

  /// The device turned with the keyboard up: the window and the root view take the new
  /// orientation's frames (`presentation`, laid out again for the new screen), then the keyboard
  /// reports its new frame and the handlers run as for any notification.
  public func rotate(safeArea: EdgeInsets, presentation: Presentation, screen: Size, keyboardFrame: Rect) {
    window.rotate(to: presentation.windowFrame, safeArea: safeArea)
    self.presentation = presentation
    view.frame = presentation.rootFrame
    scrollView.contentSize.width = presentation.rootFrame.width
    layout()
    keyboard.rotate(to: screen, frame: keyboardFrame)
  }

  /// The y of an anchor in the root view's bounds.
  func y(of anchor: BottomAnchor) -> Double {
    switch anchor {
    case .viewBottom: return view.bounds.maxY
    case .safeAreaBottom: return view.bounds.maxY - view.safeAreaInsets.bottom
    case .keyboardGuideTop: return keyboardLayoutGuide.top(for: keyboard)
    }
  }

  /// The layout pass: constraints to frames.
  public func layout() {
    let bottom = y(of: scrollViewBottom)
    scrollView.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: max(0, bottom))
    let controlMaxY = y(of: controlBottom) - controlConstant
    control.frame = Rect(
      x: 0, y: controlMaxY - scenario.controlHeight, width: view.bounds.width, height: scenario.controlHeight)
  }

  /// Where the receiver's content ends, in the root view's bounds: the last row at the largest
  /// content offset (the scroll view's bottom less its adjusted bottom inset), or the control's bottom.
  public var contentBottom: Double {
    switch scenario.receiver {
    case .scrollView: return scrollView.frame.maxY - scrollView.adjustedContentInset.bottom
    case .pinnedControl: return control.frame.maxY
    }
  }

  /// The root view's bottom safe-area inset from the system, without the app's additional insets.
  public var systemBottomInset: Double {
    view.safeAreaInsets.bottom - controller.additionalSafeAreaInsets.bottom
  }

  /// The assumption `form-sheet-moves-with-keyboard`: an iPad form sheet rises out of a docked
  /// keyboard's way, as far as the top safe area lets it.
  private func moveSheetIfItFollowsTheKeyboard(_ note: KeyboardNotification) {
    guard sheetMovesWithKeyboard, presentation.style == .formSheet,
      presentation.rootFrame != presentation.windowFrame
    else { return }
    var frame = presentation.rootFrame
    if note.mode == .docked {
      let keyboardTop = window.windowRect(fromScreen: note.end).minY
      let rise = min(max(0, frame.maxY - keyboardTop), max(0, frame.minY - window.safeAreaInsets.top))
      frame = frame.offsetBy(dx: 0, dy: -rise)
    }
    view.frame = frame
  }
}

extension KeyboardInsetWorld {
  /// The handler's sink: `scrollView.contentInset.bottom = value` (with the indicator insets), or
  /// `bottomConstraint.constant = -value` for the pinned control.
  public func setBottomInset(_ value: Double) {
    switch scenario.receiver {
    case .scrollView: scrollView.contentInset.bottom = value
    case .pinnedControl: controlConstant = value
    }
  }

  /// The receiver the handler's code names (`scrollView`, or the control's superview for a constraint).
  public var receiverView: View { scenario.receiver == .scrollView ? scrollView : view }

  /// The part of the receiver's bottom inset the system adds by itself: the scroll view's adjusted
  /// inset beyond its content inset, or the safe area when the control is pinned to it.
  public var systemPartOfBottomInset: Double {
    switch scenario.receiver {
    case .scrollView: return scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
    case .pinnedControl: return controlBottom == .safeAreaBottom ? view.safeAreaInsets.bottom : 0
    }
  }
}
