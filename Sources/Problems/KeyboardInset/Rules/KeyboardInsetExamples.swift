import InsetEmulation
import InsetEngine
import InsetLint

/// The examples of `keyboard-inset` (walked by RuleExamplesTests).
enum KeyboardInsetExamples {
  /// A keyboard-aware modifier that writes the raw height into the caller's state through a binding.
  static let keyboardAwareModifier = """
    struct KeyboardAware: ViewModifier {
        @Binding var height: CGFloat
        func body(content: Content) -> some View {
            content.onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { note in
                height = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
            }
        }
    }
    extension View {
        func keyboardHeight(_ height: Binding<CGFloat>) -> some View { modifier(KeyboardAware(height: height)) }
    }
    """

  /// A form whose button is padded by `padding`, its height bound from `KeyboardAware`.
  static func sendForm(padding: String) -> String {
    """
    struct SendForm: View {
        @State private var keyboardHeight: CGFloat = 0
        var body: some View {
            Button("Send") {}\(padding).keyboardHeight($keyboardHeight)
        }
    }
    """
  }

  static let triggering: [Example] = [
    // Raw height into an automatically adjusted scroll view.
    Example(
      """
      final class NotesController: UIViewController {
          let textView = UITextView()
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              ↓textView.contentInset.bottom = end.height
          }
      }
      """),
    // A base class's keyboard hook hands its subclasses the end frame as just `frame`: set against
    // the view's height it is the overlap, home-indicator band included, and the scroll view
    // adjusts for that band again.
    Example(
      """
      final class TextPostController: ComposerBaseController {
          @IBOutlet var scrollView: UIScrollView!
          override func keyboardDidChangeFrame(_ frame: CGRect, animationDuration: TimeInterval) {
              let overlap = max(view.bounds.height - frame.minY, 0)
              ↓scrollView.contentInset.bottom = overlap
          }
      }
      """),
    // A constant on a constraint pinned to the safe area.
    Example(
      """
      final class LoginController: UIViewController {
          let button = UIButton()
          lazy var buttonBottom = button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
          @objc func keyboardWillShow(_ note: Notification) {
              let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
              ↓buttonBottom.constant = -(value?.cgRectValue.height ?? 0)
          }
      }
      """),
    // A project observer that calls a closure member with the raw height; the screen stores the
    // closure and sets a constraint pinned to the safe area with it.
    Example(
      files: [
        (
          "KeyboardHeightObserver.swift",
          """
          final class KeyboardHeightObserver: NSObject {
              var animateKeyboard: ((CGFloat) -> Void)?
              @objc func keyboardNotification(_ notification: Notification) {
                  guard let height = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
                      .cgRectValue.height
                  else { return }
                  animateKeyboard?(height)
              }
          }
          """
        ),
        (
          "PhraseController.swift",
          """
          final class PhraseController: UIViewController {
              let field = UITextField()
              let keyboardObserver = KeyboardHeightObserver()
              lazy var fieldBottom = field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
              override func viewDidLoad() {
                  super.viewDidLoad()
                  keyboardObserver.animateKeyboard = { [unowned self] newValue in
                      ↓self.fieldBottom.constant = -(newValue + 8)
                  }
              }
          }
          """
        ),
      ]),
    // Screen-height arithmetic.
    Example(
      """
      final class FormController: UIViewController {
          let tableView = UITableView()
          @objc func keyboardChange(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              ↓tableView.contentInset.bottom = UIScreen.main.bounds.height - end.minY
          }
      }
      """),
    // A published height used as SwiftUI padding, in another file.
    Example(files: [
      (
        "KeyboardModel.swift",
        """
        final class KeyboardHeightModel: ObservableObject {
            @Published var keyboardHeight: CGFloat = 0
            @objc func update(_ note: Notification) {
                keyboardHeight = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
            }
        }
        """
      ),
      (
        "ChatInput.swift",
        """
        struct ChatInput: View {
            @ObservedObject var model: KeyboardHeightModel
            var body: some View {
                TextField("Reply", text: .constant(""))↓.padding(.bottom, model.keyboardHeight)
            }
        }
        """
      ),
    ]),
    // The old key name, through NSValue and a binding, plus a constant.
    Example(
      """
      final class SignInController: UIViewController {
          @IBOutlet var mainButtonBottomConstraint: NSLayoutConstraint!
          private var originalButtonConstant: CGFloat = 60
          @objc func keyboardWillShow(notification: NSNotification) {
              if let keyboardSize = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
                  ↓mainButtonBottomConstraint.constant = originalButtonConstant + keyboardSize.height
              }
          }
      }
      """),
    // The deprecated bounds key holds the same screen-space size (Apple: UIKeyboardBoundsUserInfoKey).
    Example(
      """
      final class ConsoleHost: UIViewController {
          let child = UIViewController()
          func observe() {
              NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
                  guard let self, let height = (note.userInfo?["UIKeyboardBoundsUserInfoKey"] as? CGRect)?.height else { return }
                  ↓self.child.view.frame.size.height = self.view.bounds.height - height
              }
          }
      }
      """),
    // Screen-space minY mixed with a view's layout frame, into additionalSafeAreaInsets.
    Example(
      """
      final class ArticleController: UIViewController {
          var child: UIViewController?
          @objc func keyboardWillChangeFrame(_ notification: Notification) {
              if let frame = notification.userInfo?[UIWindow.keyboardFrameEndUserInfoKey] as? CGRect {
                  let newHeight = view.safeAreaLayoutGuide.layoutFrame.maxY - frame.minY
                  ↓child?.additionalSafeAreaInsets.bottom = newHeight + 10
              }
          }
      }
      """),
    // Stored in one method, used in another.
    Example(
      """
      final class ComposeController: UIViewController {
          let tableView = UITableView()
          var keyboardHeight: CGFloat = 0
          @objc func keyboardWillShow(_ note: Notification) {
              let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
              keyboardHeight = frame.height
              relayout()
          }
          func relayout() {
              ↓tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: keyboardHeight, right: 0)
          }
      }
      """),
    // Handed to a function of the file.
    Example(
      """
      final class SearchController: UIViewController {
          let results = UITableView()
          @objc func keyboardChange(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              adjust(forKeyboardHeight: end.height)
          }
          func adjust(forKeyboardHeight height: CGFloat) {
              ↓results.verticalScrollIndicatorInsets.bottom = height
          }
      }
      """),
    // A helper type that reads the frame raw hands it to a closure (another file).
    Example(files: [
      (
        "EmptyState.swift",
        """
        final class EmptyStateController: UIViewController {
            @IBOutlet var heightAdjustment: NSLayoutConstraint!
            private lazy var observer = KeyboardFrameWatcher(onUpdate: { [weak self] frame in
                self?.heightAdjustment.constant = -frame.height
            })
        }
        """
      ),
      (
        "KeyboardFrameWatcher.swift",
        """
        final class KeyboardFrameWatcher {
            let onUpdate: (CGRect) -> Void
            init(onUpdate: @escaping (CGRect) -> Void) { self.onUpdate = onUpdate }
            @objc func changed(_ note: Notification) {
                let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
                onUpdate(value?.cgRectValue ?? .zero)
            }
        }
        """
      ),
    ]),
    // Through a closure of a helper type, a method of the file called on `self?`, and a value
    // computed in a closure that compares only inside it.
    Example(files: [
      (
        "EmptyState.swift",
        """
        final class EmptyStateController: UIViewController {
            @IBOutlet var heightAdjustment: NSLayoutConstraint!
            private lazy var observer = KeyboardFrameWatcher(onUpdate: { [weak self] frame in
                self?.align(keyboardHeight: frame.height)
            })
            private func align(keyboardHeight: CGFloat) {
                let constant: CGFloat = {
                    guard keyboardHeight > 0 else { return 0 }
                    return 0 - keyboardHeight
                }()
                ↓heightAdjustment.constant = constant
            }
        }
        """
      ),
      (
        "KeyboardFrameWatcher.swift",
        """
        final class KeyboardFrameWatcher {
            let onUpdate: (CGRect) -> Void
            init(onUpdate: @escaping (CGRect) -> Void) { self.onUpdate = onUpdate }
            @objc func changed(_ note: Notification) {
                let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
                onUpdate(value?.cgRectValue ?? .zero)
            }
        }
        """
      ),
    ]),
    // A frame moved by the raw height.
    Example(
      """
      final class BarController: UIViewController {
          let bar = UIView()
          @objc func keyboardWillShow(_ note: Notification) {
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
              ↓bar.frame.origin.y = view.bounds.height - end.height - bar.frame.height
          }
      }
      """),
    // Intersected with the view, the safe area left in, into an automatically adjusted scroll view.
    Example(
      """
      final class SearchController: UIViewController {
          let tableView = UITableView()
          var overlap: CGFloat = 0
          @objc func keyboardChanged(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              overlap = end.intersection(view.frame).height
              applyInsets()
          }
          func applyInsets() {
              ↓tableView.contentInset.bottom = overlap
          }
      }
      """),
    // A later closure of a publisher chain that reads the frame.
    Example(
      """
      final class ChatController: UIViewController {
          let tableView = UITableView()
          var bag = Set<AnyCancellable>()
          override func viewDidLoad() {
              super.viewDidLoad()
              NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
                  .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
                  .sink { [weak self] end in
                      ↓self?.tableView.contentInset.bottom = end.height
                  }
                  .store(in: &bag)
          }
      }
      """),
    // A delegate requirement called with the height: its conformer (another file) uses it.
    Example(files: [
      (
        "InputBar.swift",
        """
        protocol InputBarDelegate: AnyObject {
            func inputBar(_ bar: InputBar, liftsBy height: CGFloat)
        }
        final class InputBar: UIView {
            weak var delegate: InputBarDelegate?
            @objc func keyboardChanged(_ note: Notification) {
                guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                delegate?.inputBar(self, liftsBy: end.height)
            }
        }
        """
      ),
      (
        "ThreadController.swift",
        """
        final class ThreadController: UIViewController, InputBarDelegate {
            let tableView = UITableView()
            func inputBar(_ bar: InputBar, liftsBy height: CGFloat) {
                ↓tableView.contentInset.bottom = height
            }
        }
        """
      ),
    ]),
    // A shared keyboard manager's raw frame, read in another file through locals into a frame.
    Example(files: [
      (
        "Keyboard.swift",
        """
        final class Keyboard {
            static let shared = Keyboard()
            var endFrame: CGRect = .zero
            @objc func willShow(_ note: Notification) {
                endFrame = (note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
            }
        }
        """
      ),
      (
        "AlertController+Keyboard.swift",
        """
        extension AlertController {
            func keyboardUpdated() {
                let available = UIScreen.main.bounds.height - Keyboard.shared.endFrame.height
                let top = max(15, (available - view.frame.height) / 2)
                ↓view.frame.origin.y = top
            }
        }
        """
      ),
    ]),
    // A constraint initialised with the raw height as its constant.
    Example(
      """
      final class ResizeCenter: NSObject {
          var offsetCenterY: NSLayoutConstraint?
          @objc func keyboardDidShow(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              ↓offsetCenterY = NSLayoutConstraint(
                  item: view, attribute: .centerY, relatedBy: .equal, toItem: parent,
                  attribute: .centerY, multiplier: 1, constant: -end.height / 2)
          }
      }
      """),
    // A `[weak self]` observer stores the raw height in the model (`self?.height = …`).
    Example(files: [
      (
        "KeyboardState.swift",
        """
        final class KeyboardState: ObservableObject {
            @Published var height: CGFloat = 0
            init() {
                NotificationCenter.default.addObserver(
                    forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
                ) { [weak self] note in
                    guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    self?.height = UIScreen.main.bounds.height - end.minY
                }
            }
        }
        """
      ),
      (
        "Composer.swift",
        """
        struct Composer: View {
            @StateObject private var keyboard = KeyboardState()
            var body: some View {
                TextField("Message", text: .constant(""))↓.padding(.bottom, keyboard.height)
            }
        }
        """
      ),
    ]),
    // A keyboard-aware modifier writes the raw height into the caller's state through a binding.
    Example(files: [
      ("KeyboardAware.swift", keyboardAwareModifier),
      ("SendForm.swift", sendForm(padding: "↓.padding(.bottom, keyboardHeight + 10)")),
    ]),
  ]

  static let nonTriggering: [Example] = [
    // The bottom safe area subtracted through a project helper (`UIUtils.bottomSafeAreaInset`):
    // the documented "subtract the bottom safe area" fix.
    Example(
      """
      final class NotesController: UIViewController {
          let textView = UITextView()
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              textView.contentInset.bottom = end.height - UIUtils.bottomSafeAreaInset
          }
      }
      """),
    // A height bound from a keyboard-aware modifier that only chooses between two paddings.
    Example(files: [
      ("KeyboardAware.swift", keyboardAwareModifier),
      ("SendForm.swift", sendForm(padding: ".padding(.bottom, keyboardHeight > 0 ? 8 : 24)")),
    ]),
    // Intersected with the view into a constraint to the view's bottom: the overlap is exact there.
    Example(
      """
      final class ToastPresenter {
          var toastBottom: NSLayoutConstraint?
          var window: UIWindow?
          @objc func keyboardChanged(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              toastBottom?.constant = -end.intersection(window?.frame ?? .zero).height
          }
      }
      """),
    // A frame converted into the view, set whole: an overlay placed on the keyboard.
    Example(
      """
      final class DictationController: UIViewController {
          let overlay = UIView()
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              overlay.frame = view.convert(end, from: nil)
          }
      }
      """),
    // Converted and intersected.
    Example(
      """
      final class NotesController: UIViewController {
          let textView = UITextView()
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              let local = textView.convert(end, from: nil)
              let covered = textView.bounds.intersection(local).height
              textView.contentInset.bottom = max(0, covered - textView.safeAreaInsets.bottom)
          }
      }
      """),
    // The layout guide does the work.
    Example(
      """
      final class LoginController: UIViewController {
          let button = UIButton()
          override func viewDidLoad() {
              super.viewDidLoad()
              button.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12).isActive = true
          }
      }
      """),
    // The frame is only a visibility flag.
    Example(
      """
      final class SearchController: UIViewController {
          var isKeyboardUp = false
          @objc func keyboardChange(_ note: Notification) {
              let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
              isKeyboardUp = end.height > 0 && end.minY < view.bounds.height
          }
      }
      """),
    // Only the animation duration and a log line.
    Example(
      """
      final class PlayerController: UIViewController {
          @objc func keyboardChange(_ note: Notification) {
              let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
              let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
              print("keyboard", end.height, duration)
          }
      }
      """),
    // The safe area taken off (the double count is handled).
    Example(
      """
      final class PriceController: UIViewController {
          let tableView = UITableView()
          @objc func keyboardWillShow(_ note: Notification) {
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
              tableView.contentInset.bottom = end.height - view.safeAreaInsets.bottom
          }
      }
      """),
    // A .never scroll view on a full-screen iPhone view: the raw height is right there.
    Example(
      """
      final class ReaderController: UIViewController {
          let scrollView = UIScrollView()
          override func viewDidLoad() {
              super.viewDidLoad()
              scrollView.contentInsetAdjustmentBehavior = .never
          }
          @objc func keyboardWillShow(_ note: Notification) {
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
              scrollView.contentInset.bottom = end.height
          }
      }
      """),
    // The constraint is to the keyboard guide already.
    Example(
      """
      final class ChatController: UIViewController {
          let bar = UIView()
          lazy var barBottom = bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
          func nudge(_ note: Notification) {
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
              barBottom.constant = end.height > 0 ? -8 : 0
          }
      }
      """),
    // The adjusted inset is taken into account.
    Example(
      """
      final class ListController: UIViewController {
          let tableView = UITableView()
          @objc func keyboardWillShow(_ note: Notification) {
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
              let system = tableView.adjustedContentInset.bottom - tableView.contentInset.bottom
              tableView.contentInset.bottom = max(0, end.height - system)
          }
      }
      """),
    // A custom keyboard extension sizes its own view; no keyboard frame is read.
    Example(
      """
      final class EmojiKeyboard: UIInputViewController {
          var heightConstraint: NSLayoutConstraint?
          override func viewDidLoad() {
              super.viewDidLoad()
              heightConstraint?.constant = 260
          }
      }
      """),
    // A helper type that converts before handing the frame on.
    Example(files: [
      (
        "Screen.swift",
        """
        final class ScreenController: UIViewController {
            @IBOutlet var bottom: NSLayoutConstraint!
            private lazy var observer = ConvertingKeyboardWatcher(onUpdate: { [weak self] frame in
                self?.bottom.constant = frame.height
            })
        }
        """
      ),
      (
        "ConvertingKeyboardWatcher.swift",
        """
        final class ConvertingKeyboardWatcher {
            let onUpdate: (CGRect) -> Void
            weak var view: UIView?
            init(onUpdate: @escaping (CGRect) -> Void) { self.onUpdate = onUpdate }
            @objc func changed(_ note: Notification) {
                guard let view, let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                onUpdate(view.bounds.intersection(view.convert(end, from: nil)))
            }
        }
        """
      ),
    ]),
    // A SwiftUI padding by a height that does not come from the keyboard.
    Example(
      """
      struct Footer: View {
          var keyboardSpacing: CGFloat = 12
          var body: some View { Text("Footer").padding(.bottom, keyboardSpacing) }
      }
      """),
    // A file function handed the raw frame converts it and intersects it with the safe area's frame:
    // the call is worth what that function returns, not what it is handed.
    Example(
      """
      final class KeyboardObservingController: UIViewController {
          private var keyboardFrame: CGRect = .zero
          override func viewWillLayoutSubviews() {
              super.viewWillLayoutSubviews()
              additionalSafeAreaInsets.bottom = bottomInset(keyboardFrame: keyboardFrame)
          }
          private func bottomInset(keyboardFrame: CGRect) -> CGFloat {
              let frameInView = view.convert(keyboardFrame, from: nil)
              let safeFrame = view.safeAreaLayoutGuide.layoutFrame
              return safeFrame.intersection(frameInView).height
          }
          @objc func keyboardChanged(_ note: Notification) {
              keyboardFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
              view.setNeedsLayout()
          }
      }
      """),
    // The end frame's top less the begin frame's: how far the keyboard moved, not how much it covers.
    Example(
      """
      struct KeyboardInfo {
          var deltaY: CGFloat { endFrame.minY - startFrame.minY }
          init?(_ userInfo: [AnyHashable: Any]?) {
              guard let end = userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue,
                  let start = userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue
              else { return nil }
              endFrame = end.cgRectValue
              startFrame = start.cgRectValue
          }
          private let endFrame: CGRect
          private let startFrame: CGRect
      }
      final class SendController: UIViewController {
          var sheet: UIView?
          @objc func keyboardChanged(_ note: Notification) {
              guard let info = KeyboardInfo(note.userInfo), let sheet else { return }
              sheet.frame = sheet.frame.offsetBy(dx: 0, dy: info.deltaY)
          }
      }
      """),
    // An upward translation by the height less the bottom safe area, through a local bound to a
    // project helper (`-height + bottomPadding`).
    Example(
      """
      final class ReportSheetController: UIViewController {
          let sheet = UIView()
          @objc func keyboardShown(_ note: NSNotification) {
              guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
              let keyboardFrame = value.cgRectValue
              let bottomPadding = UIUtils.bottomSafeAreaInset
              sheet.transform = .init(translationX: 0, y: -keyboardFrame.size.height + bottomPadding)
          }
      }
      """),
    // A value type's own `frame` member given the keyboard's frame: a stored value, no view placed.
    Example(
      """
      struct KeyboardWillShow {
          private let frame: CGRect
          init?(notification: Notification) {
              guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return nil }
              self.frame = frame
          }
      }
      """),
  ]
}
