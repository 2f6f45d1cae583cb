/// An input view or input accessory that adds `safeAreaInsets.bottom` in `intrinsicContentSize`
/// reads it when UIKit asks for the size: from another controller's view (not laid out yet when
/// the first responder is set in viewDidLoad), or from itself before it is in a window (zero).
/// Nothing asks again when the window or the inset changes (rotation), so the home-indicator
/// inset is missing or stale (seed 003). Fine when `didMoveToWindow` or
/// `safeAreaInsetsDidChange` invalidates the size.
public struct InputViewBottomInsetRule: Rule {
  public init() {}
  public let triggers: [StaticString] = ["intrinsicContentSize"]
  static let rereaders: Set<String> = ["didMoveToWindow", "safeAreaInsetsDidChange", "layoutSubviews"]

  public func check(_ context: FileContext) {
    let file = context.file
    let index = context.index
    for (typeIndex, type) in index.types.enumerated() where type.kind == .class {
      guard
        let size = index.variables.first(where: {
          $0.owner == typeIndex && $0.name == "intrinsicContentSize" && $0.bodyOpen != nil
        }), let open = size.bodyOpen, let close = size.bodyClose,
        let read = (open..<close).first(where: {
          file.tokenIs($0, "safeAreaInsets") && file.kind($0 + 1) == .dot && file.tokenIs($0 + 2, "bottom")
        })
      else { continue }
      let rereads = index.functions.contains { function in
        guard function.owner == typeIndex, Self.rereaders.contains(function.name),
          let body = function.bodyOpen, let end = function.bodyClose
        else { return false }
        return (body..<end).contains { file.tokenIs($0, "invalidateIntrinsicContentSize") }
      }
      if rereads { continue }
      let ownInset = file.kind(read - 1) != .dot || file.tokenIs(read - 2, "self")
      let source =
        ownInset
        ? "its own safeAreaInsets.bottom, which is zero until it is in a window"
        : "another view's safeAreaInsets.bottom, which is stale until that view is laid out"
      let message =
        "'\(type.name)' sizes itself with \(source), and nothing re-reads it when the window or the inset "
        + "changes: the home-indicator inset goes missing or stale"
      let looksLikeInput = ["InputView", "AccessoryView", "InputAccessory"].contains {
        type.name.contains($0)
      }
      if type.inherits.contains("UIInputView") || looksLikeInput {
        context.report(description, at: context.offset(type.nameToken), message)
      } else {
        context.report(
          description, at: context.offset(type.nameToken), message,
          when: .inherits(type: type.name, from: ["UIInputView"]))
      }
    }
  }

  public static let description = RuleDescription(
    id: "input-view-bottom-inset",
    summary: "An input view sizes itself from a safe-area inset read at the wrong time",
    rationale: """
      A custom input view must grow by the home-indicator inset. Reading it in
      intrinsicContentSize from an injected view controller, or from itself before it has a
      window, gives 0 or a stale value; re-read it in didMoveToWindow or safeAreaInsetsDidChange.
      """,
    problem: "input-view-bottom-inset",
    triggering: [
      Example(
        """
        final class ↓KeyboardInputView: UIInputView {
          weak var viewController: UIViewController?
          override var intrinsicContentSize: CGSize {
            CGSize(width: contentWidth, height: contentHeight + (viewController?.view.safeAreaInsets.bottom ?? 0))
          }
        }
        """),
      Example(files: [
        (
          "Toolbar.swift",
          """
          class ↓ComposerBar: BaseInputView {
            override var intrinsicContentSize: CGSize {
              CGSize(width: UIView.noIntrinsicMetric, height: 44 + safeAreaInsets.bottom)
            }
          }
          """
        ),
        ("BaseInputView.swift", "class BaseInputView: UIInputView {}"),
      ]),
    ],
    nonTriggering: [
      Example(
        """
        final class KeyboardInputView: UIInputView {
          override var intrinsicContentSize: CGSize {
            CGSize(width: UIView.noIntrinsicMetric, height: 44 + safeAreaInsets.bottom)
          }
          override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            invalidateIntrinsicContentSize()
          }
        }
        """),
      // The seed's fix: a constraint updated in didMoveToWindow.
      Example(
        """
        final class KeyboardInputView: UIInputView {
          private var bottomConstraint: NSLayoutConstraint?
          override func didMoveToWindow() {
            super.didMoveToWindow()
            guard let window else { return }
            bottomConstraint?.constant = -window.safeAreaInsets.bottom
          }
        }
        """),
      Example(
        """
        final class BadgeView: UIView {
          override var intrinsicContentSize: CGSize { CGSize(width: 20, height: 20 + safeAreaInsets.bottom) }
        }
        """),
    ])
}
