/// The software keyboard as UIKit reports it to an app: a rectangle in the screen's coordinate
/// space (Apple, `keyboardFrameEndUserInfoKey`: "The keyboard's frame uses the screen's coordinate
/// space"), a mode, and the notifications posted when it moves: will show, did show, will change
/// frame, will hide, did hide. Observers are told in the order UIKit posts them.
///
/// A docked keyboard spans the screen's width and ends at its bottom; its height includes the
/// home-indicator band (BottleRocketStudios/iOS-KeyboardSupport PR #13: "the keyboard frame
/// encompasses the safe area"). The heights themselves are not in Apple's documentation: a
/// problem passes them in (its named assumptions).
public final class Keyboard {
  /// Where the keyboard is.
  public enum Mode: String, CaseIterable, Sendable {
    /// Off screen: the frame lies just below the screen.
    case hidden
    /// At the bottom of the screen, full width.
    case docked
    /// iPad: dragged up from the bottom, full width (or split).
    case undocked
    /// iPad: the small floating keyboard.
    case floating
    /// A hardware keyboard is attached: the software keyboard stays below the screen.
    case hardware

    /// True when the keyboard sits on the screen's bottom edge (the only mode
    /// `keyboardLayoutGuide` follows by default).
    public var isDocked: Bool { self == .docked }
  }

  public private(set) var screen: Size
  public private(set) var mode: Mode = .hidden
  /// The frame in screen coordinates (below the screen when hidden).
  public private(set) var frame: Rect
  private var observers: [(KeyboardNotification) -> Void] = []
  /// Every notification posted, in order.
  public private(set) var posted: [KeyboardNotification] = []

  public init(screen: Size) {
    self.screen = screen
    frame = Rect(x: 0, y: screen.height, width: screen.width, height: 0)
  }

  /// `NotificationCenter.default.addObserver(…)` for every keyboard notification.
  public func observe(_ observer: @escaping (KeyboardNotification) -> Void) { observers.append(observer) }

  /// The frame of a keyboard `height` points tall docked at the bottom of the screen.
  public func dockedFrame(height: Double) -> Rect {
    Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
  }

  /// The keyboard comes up (or moves) to `frame` in `mode`: `willShow` when it was hidden, then
  /// `willChangeFrame`, then `didShow`; a keyboard already up only posts `willChangeFrame`.
  /// `undockedPostsWillHide` models the reports that undocking posts `willHide` instead.
  public func show(_ mode: Mode, frame: Rect, undockedPostsWillHide: Bool = false) {
    let begin = self.frame
    let wasUp = self.mode != .hidden && self.mode != .hardware
    self.mode = mode
    self.frame = frame
    if (mode == .undocked || mode == .floating) && undockedPostsWillHide {
      post(.willHide, begin: begin, mode: mode)
      return
    }
    if !wasUp { post(.willShow, begin: begin, mode: mode) }
    post(.willChangeFrame, begin: begin, mode: mode)
    if !wasUp { post(.didShow, begin: begin, mode: mode) }
  }

  /// The device turned with the keyboard up: the screen changes size and the keyboard's frame
  /// with it; UIKit posts `willChangeFrame` with the new end frame (Apple,
  /// `keyboardWillChangeFrameNotification`: posted before a change in the keyboard's frame).
  public func rotate(to screen: Size, frame: Rect) {
    let begin = self.frame
    self.screen = screen
    self.frame =
      mode == .hidden || mode == .hardware
      ? Rect(x: 0, y: screen.height, width: screen.width, height: 0) : frame
    post(.willChangeFrame, begin: begin, mode: mode)
  }

  /// The keyboard goes away: `willHide`, `willChangeFrame`, `didHide`; the end frame is the same
  /// size just below the screen.
  public func hide() {
    let begin = frame
    mode = .hidden
    frame = Rect(x: begin.minX, y: screen.height, width: begin.width, height: begin.height)
    post(.willHide, begin: begin, mode: .hidden)
    post(.willChangeFrame, begin: begin, mode: .hidden)
    post(.didHide, begin: begin, mode: .hidden)
  }

  private func post(_ name: KeyboardNotification.Name, begin: Rect, mode: Mode) {
    let note = KeyboardNotification(name: name, begin: begin, end: frame, mode: mode)
    posted.append(note)
    for observer in observers { observer(note) }
  }
}

/// One keyboard notification: its name and the `userInfo` frames, in screen coordinates.
public struct KeyboardNotification: Sendable, Hashable {
  public enum Name: String, Sendable, CaseIterable {
    case willShow = "keyboardWillShowNotification"
    case didShow = "keyboardDidShowNotification"
    case willChangeFrame = "keyboardWillChangeFrameNotification"
    case willHide = "keyboardWillHideNotification"
    case didHide = "keyboardDidHideNotification"
  }

  public let name: Name
  /// `keyboardFrameBeginUserInfoKey`.
  public let begin: Rect
  /// `keyboardFrameEndUserInfoKey`.
  public let end: Rect
  /// Not in `userInfo`: where the keyboard really is, for measuring.
  public let mode: Keyboard.Mode

  public init(name: Name, begin: Rect, end: Rect, mode: Keyboard.Mode) {
    self.name = name
    self.begin = begin
    self.end = end
    self.mode = mode
  }
}

extension Window {
  /// A rectangle in the screen's coordinate space in this window's coordinates
  /// (`convert(_:from: screen.coordinateSpace)`): the window's frame is where it lies on screen.
  public func windowRect(fromScreen rect: Rect) -> Rect { rect.offsetBy(dx: -frame.minX, dy: -frame.minY) }
}

extension View {
  /// `convert(_:from: window.screen.coordinateSpace)`: a screen rectangle in this view's bounds.
  public func convertFromScreen(_ rect: Rect) -> Rect {
    guard let window else { return rect }
    return convertFromWindow(window.windowRect(fromScreen: rect))
  }

  /// `convert(_:from: nil)`: a rectangle taken to be in the window's coordinates (right only when
  /// the window starts at the screen's origin).
  public func convertFromNilCoordinateSpace(_ rect: Rect) -> Rect { convertFromWindow(rect) }
}
