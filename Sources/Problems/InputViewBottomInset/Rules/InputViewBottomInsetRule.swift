import InsetEmulation
import InsetEngine
import InsetLint

/// An input view or input accessory that adds `safeAreaInsets.bottom` in `intrinsicContentSize`
/// reads it when UIKit asks for the size: from another controller's view (not laid out yet when
/// the first responder is set in viewDidLoad), or from itself before it is in a window (zero).
/// Nothing asks again when the window or the inset changes (rotation), so the home-indicator
/// inset is missing or stale (seed 003). Fine when `didMoveToWindow` or
/// `safeAreaInsetsDidChange` invalidates the size. A view is an input view because it is one
/// (`UIInputView`, through superclasses in any file) or because something returns it from
/// `inputView` / `inputAccessoryView` or assigns it there, never because of its name; the read
/// may go through a computed property or method of the same class.
public struct InputViewBottomInsetRule: CollectingRule {
  public init() {}
  public let triggers: [StaticString] = ["intrinsicContentSize", "inputView", "inputAccessoryView"]
  static let rereaders: Set<String> = ["didMoveToWindow", "safeAreaInsetsDidChange", "layoutSubviews"]

  /// A class sizing itself from a bottom inset nothing re-reads.
  public struct Sizer: Codable, Sendable, Equatable {
    public var name: String
    public var offset: Int
    public var line: Int
    public var column: Int
    /// The read as written (`safeAreaInsets.bottom`), and the member it goes through, if any.
    public var read: String
    public var through: String?
    public var ownInset: Bool
  }

  public struct Facts: Codable, Sendable, Equatable {
    public var sizers: [Sizer] = []
    /// Types something here returns from, or assigns to, `inputView` / `inputAccessoryView`.
    public var inputs: [String] = []
  }

  public func collect(_ context: FileContext) -> Facts? {
    var facts = Facts()
    if context.file.contains("intrinsicContentSize") { facts.sizers = sizers(context) }
    if context.file.contains("inputView") || context.file.contains("inputAccessoryView") {
      facts.inputs = inputs(context)
    }
    return facts.sizers.isEmpty && facts.inputs.isEmpty ? nil : facts
  }

  /// The first `safeAreaInsets.bottom` in `range`.
  static func bottomRead(in range: Range<Int>, _ file: SourceFile) -> Int? {
    range.first {
      file.tokenIs($0, "safeAreaInsets") && file.kind($0 + 1) == .dot && file.tokenIs($0 + 2, "bottom")
    }
  }

  func sizers(_ context: FileContext) -> [Sizer] {
    let file = context.file
    let index = context.index
    var result: [Sizer] = []
    for (typeIndex, type) in index.types.enumerated() where type.kind == .class {
      guard
        let size = index.variables.first(where: {
          $0.owner == typeIndex && $0.name == "intrinsicContentSize" && $0.bodyOpen != nil
        }), let open = size.bodyOpen, let close = size.bodyClose
      else { continue }
      // Members of the class whose bodies read the bottom inset (`var bottomInset: CGFloat { … }`).
      var readers: [String: Int] = [:]
      for variable in index.variables
      where variable.owner == typeIndex && variable.name != "intrinsicContentSize" {
        if let o = variable.bodyOpen, let c = variable.bodyClose, let read = Self.bottomRead(in: o..<c, file)
        {
          readers[variable.name] = read
        }
      }
      for function in index.functions where function.owner == typeIndex {
        if let o = function.bodyOpen, let c = function.bodyClose, let read = Self.bottomRead(in: o..<c, file)
        {
          readers[function.name] = read
        }
      }
      var read = Self.bottomRead(in: open..<close, file)
      var through: String?
      if read == nil {
        for j in open..<close
        where file.kind(j) == .identifier && (file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self")) {
          if let found = readers[file.text(j)] {
            read = found
            through = file.text(j)
            break
          }
        }
      }
      guard let read else { continue }
      let rereads = index.functions.contains { function in
        guard function.owner == typeIndex, Self.rereaders.contains(function.name),
          let body = function.bodyOpen, let end = function.bodyClose
        else { return false }
        return (body..<end).contains { file.tokenIs($0, "invalidateIntrinsicContentSize") }
      }
      if rereads { continue }
      let start = file.kind(read - 1) == .dot ? Expressions.chainStart(file, beforeDot: read - 1) : read
      let text = file.text(in: context.offset(start)..<Int(file.tokens[read + 2].end))
      let ownInset = file.kind(read - 1) != .dot || file.tokenIs(read - 2, "self")
      let offset = context.offset(type.nameToken)
      let (line, column) = file.location(of: offset)
      result.append(
        Sizer(
          name: type.name, offset: offset, line: line, column: column, read: text, through: through,
          ownInset: ownInset))
    }
    return result
  }

  /// The type of what an expression yields: `X(…)`, or a name whose declaration in this file
  /// says (`let bar = ComposerBar()`, `lazy var bar: ComposerBar = …`).
  static func typeOf(_ range: Range<Int>, _ context: FileContext, depth: Int = 0) -> String? {
    // `let bar = bar.next`: a declaration that names itself would recurse forever.
    guard depth < 8 else { return nil }
    let file = context.file
    for j in range where file.kind(j) == .identifier {
      if Expressions.isUpperCamel(file, j), file.kind(j + 1) == .openParen || file.tokenIs(j + 2, "init") {
        return file.text(j)
      }
      if file.tokenIs(j, "self") || file.tokenIs(j, "return") { continue }
      let name = file.text(j)
      guard let variable = context.index.variables.first(where: { $0.name == name }) else { return nil }
      if let type = variable.typeRange, let first = type.first(where: { file.kind($0) == .identifier }) {
        return file.text(first)
      }
      if let initializer = variable.initializer { return typeOf(initializer, context, depth: depth + 1) }
      return nil
    }
    return nil
  }

  func inputs(_ context: FileContext) -> [String] {
    let file = context.file
    var found: [String] = []
    func add(_ name: String?) {
      if let name, name != "UIView", !found.contains(name) { found.append(name) }
    }
    // `override var inputAccessoryView: UIView? { composer }`.
    for variable in context.index.variables
    where variable.name == "inputView" || variable.name == "inputAccessoryView" {
      if let open = variable.bodyOpen, let close = variable.bodyClose {
        add(Self.typeOf((open + 1)..<close, context))
      }
    }
    // `field.inputAccessoryView = toolbar`.
    for i in 0..<file.count
    where (file.tokenIs(i, "inputView") || file.tokenIs(i, "inputAccessoryView")) && file.tokenIs(i + 1, "=")
      && file.kind(i - 1) == .dot
    {
      add(Self.typeOf((i + 2)..<Expressions.statementEnd(file, from: i + 2), context))
    }
    return found
  }

  public func check(_ project: ProjectContext) -> [Finding] {
    let all = project.facts(of: self)
    let inputs = Set(all.flatMap(\.facts.inputs))
    var findings: [Finding] = []
    for (path, facts) in all {
      for sizer in facts.sizers {
        let lineage = [sizer.name] + project.hierarchy.ancestors(of: sizer.name)
        guard
          project.hierarchy.inherits(sizer.name, fromAny: ["UIInputView"])
            || lineage.contains(where: inputs.contains)
        else { continue }
        let read = "'\(sizer.read)'" + (sizer.through.map { " (through '\($0)')" } ?? "")
        let when =
          sizer.ownInset
          ? "which is 0 until the view is in a window"
          : "another view's inset, which is stale until that view is laid out"
        findings.append(
          project.finding(
            Self.description, file: path, offset: sizer.offset, line: sizer.line, column: sizer.column,
            "input view '\(sizer.name)' sizes itself in intrinsicContentSize with \(read), \(when), and "
              + "nothing asks for the size again when the window or the inset changes: the home-indicator inset "
              + "goes missing or stale; invalidate the size in safeAreaInsetsDidChange()"))
      }
    }
    return findings
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
      // An accessory because a controller returns it, read through a computed property.
      Example(files: [
        (
          "ComposerBar.swift",
          """
          final class ↓ComposerBar: UIView {
            private var bottomInset: CGFloat { safeAreaInsets.bottom }
            override var intrinsicContentSize: CGSize {
              CGSize(width: UIView.noIntrinsicMetric, height: 52 + bottomInset)
            }
          }
          """
        ),
        (
          "ChatViewController.swift",
          """
          final class ChatViewController: UIViewController {
            private lazy var composer = ComposerBar()
            override var canBecomeFirstResponder: Bool { true }
            override var inputAccessoryView: UIView? { composer }
          }
          """
        ),
      ]),
      // Assigned as a text field's input view.
      Example(files: [
        (
          "EmojiKeyboard.swift",
          """
          final class ↓EmojiKeyboard: UIView {
            override var intrinsicContentSize: CGSize {
              CGSize(width: UIView.noIntrinsicMetric, height: 260 + (window?.safeAreaInsets.bottom ?? 0))
            }
          }
          """
        ),
        (
          "Form.swift",
          """
          func attachKeyboard(to field: UITextField) {
            field.inputView = EmojiKeyboard()
          }
          """
        ),
      ]),
      // Returned through a stored property with a declared type.
      Example(
        """
        final class ↓ToolbarView: UIView {
          func inset() -> CGFloat { self.safeAreaInsets.bottom }
          override var intrinsicContentSize: CGSize { CGSize(width: 0, height: 44 + inset()) }
        }
        final class EditorViewController: UIViewController {
          let toolbar: ToolbarView = .init()
          override var inputAccessoryView: UIView? { return toolbar }
        }
        """),
      // A subclass of a returned class.
      Example(files: [
        (
          "Bars.swift",
          """
          class AccessoryBar: UIView {}
          final class ↓ReplyBar: AccessoryBar {
            override var intrinsicContentSize: CGSize { CGSize(width: 0, height: 48 + safeAreaInsets.bottom) }
          }
          """
        ),
        (
          "Thread.swift",
          """
          final class ThreadViewController: UIViewController {
            var bar: AccessoryBar = ReplyBar()
            override var inputAccessoryView: UIView? { bar }
          }
          """
        ),
      ]),
      // Invalidated only in a method UIKit does not call on inset changes.
      Example(
        """
        final class ↓NumberPad: UIInputView {
          override var intrinsicContentSize: CGSize { CGSize(width: 0, height: 216 + safeAreaInsets.bottom) }
          func reload() { invalidateIntrinsicContentSize() }
        }
        """),
      Example(
        """
        final class ↓StickerInputView: UIInputView {
          var host: UIViewController?
          override var intrinsicContentSize: CGSize {
            let bottom = host?.view.safeAreaInsets.bottom ?? 0
            return CGSize(width: UIView.noIntrinsicMetric, height: 300 + bottom)
          }
        }
        """),
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
      // Named like an input view, but nothing returns it from inputView or inputAccessoryView.
      Example(
        """
        final class FooterAccessoryView: UIView {
          override var intrinsicContentSize: CGSize { CGSize(width: 0, height: 44 + safeAreaInsets.bottom) }
        }
        """),
      // Returned as an accessory, but it re-reads the inset when it moves to a window.
      Example(
        """
        final class ComposerBar: UIView {
          override var intrinsicContentSize: CGSize { CGSize(width: 0, height: 52 + safeAreaInsets.bottom) }
          override func didMoveToWindow() {
            super.didMoveToWindow()
            invalidateIntrinsicContentSize()
          }
        }
        final class ChatViewController: UIViewController {
          let composer = ComposerBar()
          override var inputAccessoryView: UIView? { composer }
        }
        """),
      // Returned as an accessory, but sized without the inset.
      Example(
        """
        final class Toolbar: UIView {
          override var intrinsicContentSize: CGSize { CGSize(width: 0, height: 44) }
        }
        final class EditorViewController: UIViewController {
          override var inputAccessoryView: UIView? { Toolbar() }
        }
        """),
      // A top inset is not the home indicator.
      Example(
        """
        final class Banner: UIInputView {
          override var intrinsicContentSize: CGSize { CGSize(width: 0, height: 44 + safeAreaInsets.top) }
        }
        """),
      // The inset is re-read in layoutSubviews.
      Example(
        """
        final class KeypadView: UIInputView {
          private var lastInset: CGFloat = 0
          override var intrinsicContentSize: CGSize { CGSize(width: 0, height: 216 + safeAreaInsets.bottom) }
          override func layoutSubviews() {
            super.layoutSubviews()
            if safeAreaInsets.bottom != lastInset {
              lastInset = safeAreaInsets.bottom
              invalidateIntrinsicContentSize()
            }
          }
        }
        """),
    ])
}
