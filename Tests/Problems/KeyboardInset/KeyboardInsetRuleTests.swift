import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

final class KeyboardInsetRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_andParse() {
    RuleExamples.verify(KeyboardInsetRule(), minimumExamples: 10)
  }

  /// LoopFollow's `MainViewController`: a `let` whose name follows a comment on the next line.
  func test_aDeclarationWhoseNameStartsTheNextLine_isReadWithoutATrap() {
    let source = """
      final class Main: UIViewController {
          func arrow(_ value: String) -> String {
              let // graphics: [String: String] = ["Flat": "→"]
                  graphics: [String: String] = ["Flat": "→", "None": "-"]
              return graphics[value]!
          }
          @objc func keyboardWillShow(_ note: Notification) {}
      }
      """
    XCTAssertEqual(Support.lint([("/p/Main.swift", source)]).filter { $0.rule == "keyboard-inset" }.count, 0)
  }

  func test_findingsSuggestTheProblemsStrategies() {
    XCTAssertEqual(KeyboardInsetRule.description.problem, "keyboard-inset")
  }

  private func lines(_ files: [(String, String)]) -> [Int] {
    Support.lint(files, rules: [KeyboardInsetRule()]).map(\.line)
  }

  private let settingsScreen = """
    final class SettingsController: UIViewController {
        let tableView = UITableView()
        @objc func keyboardWillShow(notification: Notification) {
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            tableView.setBottomInset(to: frame.size.height + 20)
        }
    }
    """

  func test_aCopyOfAContainersContentInsets_givenTheRawHeightAndWrittenBack_isAFindingWhereItIsWrittenBack() {
    let modal = """
      final class PurchaseModalController: UIViewController {
          var purchaseView: ScrollableStackView?
          var keyboardHeight: CGFloat = 0
          @objc func onKeyboardWillShow(notification: NSNotification) {
              let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
              self.keyboardHeight = keyboardFrame?.size.height ?? 0
              var newContentInsets = self.purchaseView?.contentInsets ?? .zero
              newContentInsets.bottom = self.keyboardHeight
              self.purchaseView?.contentInsets = newContentInsets
          }
      }
      """
    XCTAssertEqual(lines([("/p/PurchaseModalController.swift", modal)]), [9])
  }

  private let keyboardAdaptive = """
    import SwiftUI
    struct KeyboardAdaptive: ViewModifier {
        @State private var bottomPadding: CGFloat = 0
        func body(content: Content) -> some View {
            ScrollView { content.padding(.bottom, bottomPadding) }
                .onReceive(Publishers.willShowKeyboard) { keyboardFrame in
                    bottomPadding = keyboardFrame.height
                }
        }
    }
    """

  private let keyboardPublishers = """
    import Combine
    import UIKit
    extension Publishers {
        static let willShowKeyboard = NotificationCenter.default.publisher(for: UIApplication.keyboardWillShowNotification)
            .map { $0.keyboardFrame }
            .eraseToAnyPublisher()
    }
    extension Notification {
        var keyboardFrame: CGRect {
            (userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
        }
    }
    """

  func test_aStoredPublisherOfTheRawFrameInAnotherFile_carriesItIntoAnOnReceivePadding() {
    let files = [
      ("/p/KeyboardAdaptive.swift", keyboardAdaptive),
      ("/p/Publishers+Keyboard.swift", keyboardPublishers),
    ]
    XCTAssertEqual(lines(files), [5])
  }

  func test_aStoredPublisherWhoseClosureReturnsConstantsChosenByTheHeight_carriesNoFrame() {
    let classifier = """
      import Combine
      import UIKit
      extension Publishers {
          static let willShowKeyboard = NotificationCenter.default.publisher(for: UIApplication.keyboardWillShowNotification)
              .map { note -> CGRect in
                  let height = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
                  if height > 200 { return .zero }
                  return CGRect(x: 0, y: 0, width: 0, height: 40)
              }
              .eraseToAnyPublisher()
      }
      """
    let files = [
      ("/p/KeyboardAdaptive.swift", keyboardAdaptive), ("/p/Publishers+Keyboard.swift", classifier),
    ]
    XCTAssertEqual(lines(files), [])
  }

  func test_aStoredPublisherOfSomethingElse_carriesNoFrame() {
    let other = """
      import Combine
      import UIKit
      extension Publishers {
          static let willShowKeyboard = NotificationCenter.default.publisher(for: UIApplication.keyboardWillShowNotification)
              .map { _ in CGRect(x: 0, y: 0, width: 0, height: 216) }
              .eraseToAnyPublisher()
      }
      """
    XCTAssertEqual(
      lines([("/p/KeyboardAdaptive.swift", keyboardAdaptive), ("/p/Publishers+Keyboard.swift", other)]), [])
  }

  func test_aCentrePointBuiltFromTheRawHeight_isAFinding() {
    let hud = """
      final class BusyOverlay: UIView {
          let panel = UIView()
          @objc func keyboardWillShow(_ note: Notification) {
              let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
              let screen = UIScreen.main.bounds
              let center = CGPoint(x: screen.width / 2, y: (screen.height - frame.size.height) / 2)
              panel.center = center
          }
      }
      """
    XCTAssertEqual(lines([("/p/BusyOverlay.swift", hud)]), [7])
  }

  func test_aRawHeightHandedToAProjectInsetSetterInAnotherFile_isAFinding() {
    let setter = """
      extension UITableView {
          func setBottomInset(to value: CGFloat) {
              let edgeInset = UIEdgeInsets(top: 0, left: 0, bottom: value, right: 0)
              self.contentInset = edgeInset
              self.scrollIndicatorInsets = edgeInset
          }
      }
      """
    XCTAssertEqual(
      lines([("/p/UITableView+Insets.swift", setter), ("/p/SettingsController.swift", settingsScreen)]), [5])
  }

  func test_aRawHeightHandedToAProjectMethodThatSetsNoInset_isNotAFinding() {
    let other = """
      extension UITableView {
          func setBottomInset(to value: CGFloat) {
              tableFooterView?.frame.size.height = value
          }
      }
      """
    XCTAssertEqual(
      lines([("/p/UITableView+Footer.swift", other), ("/p/SettingsController.swift", settingsScreen)]), [])
  }

  func test_aHeightPublishedIntoAMemberWithCombinesAssign_padsSwiftUIContentAsTheKeyboardHeight() {
    let responder = """
      final class KeyboardResponder: ObservableObject {
          @Published var currentHeight: CGFloat = 0
          private var cancellables: Set<AnyCancellable> = []
          init() {
              let willShow = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                  .map { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0 }
              let willHide = NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
                  .map { _ in CGFloat(0) }
              Publishers.Merge(willShow, willHide)
                  .receive(on: RunLoop.main)
                  .assign(to: \\.currentHeight, on: self)
                  .store(in: &cancellables)
          }
      }
      """
    let form = """
      struct LoginForm: View {
          @StateObject private var keyboard = KeyboardResponder()
          var body: some View {
              ScrollView { TextField("User", text: .constant("")) }
                  .padding(.bottom, keyboard.currentHeight)
          }
      }
      """
    XCTAssertEqual(lines([("/p/KeyboardResponder.swift", responder), ("/p/LoginForm.swift", form)]), [5])
  }

  func test_aHeightSubscribedIntoAMemberWithSubscribersAssign_underTheKeysStringName_padsTheContent() {
    let modifier = """
      struct AdaptsToSoftwareKeyboard: ViewModifier {
          @State var currentHeight: CGFloat = 0
          func body(content: Content) -> some View {
              content
                  .padding(.bottom, currentHeight)
                  .onAppear(perform: subscribe)
          }
          private func subscribe() {
              NotificationCenter.Publisher(center: .default, name: UIResponder.keyboardWillShowNotification)
                  .compactMap { $0.userInfo?["UIKeyboardFrameEndUserInfoKey"] as? CGRect }
                  .map { rect in rect.height }
                  .subscribe(Subscribers.Assign(object: self, keyPath: \\.currentHeight))
          }
      }
      """
    XCTAssertEqual(lines([("/p/KeyboardAware.swift", modifier)]), [5])
  }

  func test_aTernaryChoosingTheKeyboardHeight_carriesItIntoTheInset() {
    let source = """
      final class FavoritesOverlay: UIViewController {
          let collectionView = UICollectionView()
          var barAtBottom = false
          @objc func keyboardDidShow(notification: NSNotification) {
              guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              let bottomInset = barAtBottom == true ? 0 : frame.size.height - 44
              collectionView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: bottomInset, right: 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/FavoritesOverlay.swift", source)]), [7])
  }

  func test_aConvertedFrameWhoseHeightIsUsed_isStillTheFullKeyboardHeight() {
    let source = """
      final class OnboardingController: UIViewController {
          let scrollView = UIScrollView()
          @objc func keyboardWillShow(_ notification: Notification) {
              guard var frame = notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect else { return }
              frame = view.convert(frame, from: nil)
              scrollView.contentInset.bottom = frame.size.height + 20
          }
      }
      """
    XCTAssertEqual(lines([("/p/OnboardingController.swift", source)]), [6])
  }

  func test_aConvertedFrameWhoseTopIsUsed_inAScrollViewThatNeverAdjusts_isNotAFinding() {
    // The overlap with the view holds the home-indicator band; a scroll view that adds no safe area
    // of its own needs all of it.
    let source = """
      final class OnboardingController: UIViewController {
          let scrollView = UIScrollView()
          override func viewDidLoad() {
              super.viewDidLoad()
              scrollView.contentInsetAdjustmentBehavior = .never
          }
          @objc func keyboardWillShow(_ notification: Notification) {
              guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              let local = view.convert(end, from: nil)
              scrollView.contentInset.bottom = max(0, view.bounds.height - local.minY)
          }
      }
      """
    XCTAssertEqual(lines([("/p/OnboardingController.swift", source)]), [])
  }

  func test_aWrappersRawFrameMember_readInAFunctionThatTalksToTheKeyboard_isAFinding() {
    let wrapper = """
      extension NSNotification {
          var endFrame: CGRect? {
              return (userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
          }
      }
      """
    let controller = """
      final class WebController: UIViewController {
          let webView = WKWebView()
          var keyboardManager: KeyboardManager?
          override func viewDidLoad() {
              super.viewDidLoad()
              let recalculate: (KeyboardNotification) -> Void = { [weak self] notification in
                  self?.webView.scrollView.contentInset.bottom = notification.endFrame.height
              }
              keyboardManager?.on(event: .didShow, do: recalculate)
          }
      }
      """
    XCTAssertEqual(
      lines([("/p/NSNotification+Keyboard.swift", wrapper), ("/p/WebController.swift", controller)]), [7])
  }

  func test_aForceCastOfTheFrame_isAValueNotANegation() {
    let source = """
      final class PickerController: UIViewController {
          let tableView = UITableView()
          @objc func keyboardShown(_ note: Notification) {
              let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
              tableView.contentInset.bottom = end.height
          }
      }
      """
    XCTAssertEqual(lines([("/p/PickerController.swift", source)]), [5])
  }

  func test_aWholeInsetBuiltFromTheFrame_isTheBottomInset() {
    let source = """
      final class PickerController: UIViewController {
          let tableView = UITableView()
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              let insets = UIEdgeInsets(top: 0, left: 0, bottom: end.height, right: 0)
              tableView.contentInset = insets
          }
      }
      """
    XCTAssertEqual(lines([("/p/PickerController.swift", source)]), [6])
  }

  func test_aLocalInsetsBottomSetFromTheFrame_carriesItIntoTheInset() {
    let source = """
      final class TagsController: UIViewController {
          let tableView = UITableView()
          @objc func keyboardShown(_ note: Notification) {
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
              var insets = tableView.contentInset
              insets.bottom = end.height
              UIView.animate(withDuration: 0.25) {
                  self.tableView.contentInset = insets
              }
          }
      }
      """
    XCTAssertEqual(lines([("/p/TagsController.swift", source)]), [8])
  }

  func test_anOverlapWithTheSafeAreaLeftIn_intoAnAdjustedScrollView_isAFinding() {
    let source = """
      final class ListController: UIViewController {
          let tableView = UITableView()
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              tableView.contentInset.bottom = end.intersection(view.frame).height
          }
      }
      """
    XCTAssertEqual(lines([("/p/ListController.swift", source)]), [5])
  }

  func test_anOverlapIntoAConstraintConstant_isNotAFinding() {
    let source = """
      final class BannerController: UIViewController {
          let banner = UIView()
          lazy var bannerBottom = banner.bottomAnchor.constraint(equalTo: view.bottomAnchor)
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              bannerBottom.constant = -end.intersection(view.frame).height
          }
      }
      """
    XCTAssertEqual(lines([("/p/BannerController.swift", source)]), [])
  }

  func test_aMemberStoredInAnExtension_reachesTheInsetThroughAComputedMember() {
    let controller = """
      final class ListController: UIViewController {
          let tableView = UITableView()
          var overlap: CGFloat = 0
      }
      """
    let handlers = """
      extension ListController {
          @objc func keyboardChanged(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              overlap = end.height
              refreshInsets()
          }
          func refreshInsets() {
              let bottom = bottomInset
              tableView.contentInset.bottom = bottom
          }
          var bottomInset: CGFloat {
              guard overlap > 0 else { return 0 }
              return overlap
          }
      }
      """
    XCTAssertEqual(
      lines([("/p/ListController.swift", controller), ("/p/ListController+Keyboard.swift", handlers)]), [9])
  }

  func test_aFunctionOfTheFileReturningAValueFromTheFrame_carriesItToItsCaller() {
    let source = """
      final class SheetController: UIViewController {
          let card = UIView()
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              let shrunk = cardFrame(above: end)
              card.frame = shrunk
          }
          private func cardFrame(above area: CGRect) -> CGRect {
              let top = UIScreen.main.bounds.height - area.height
              return CGRect(x: 0, y: 0, width: card.bounds.width, height: top)
          }
      }
      """
    XCTAssertEqual(lines([("/p/SheetController.swift", source)]), [6])
  }

  func test_aProtocolRequirementCalledWithTheFrame_handsItToEveryConformer() {
    let observing = """
      protocol KeyboardFollowing: AnyObject {
          func keyboardMoves(to end: CGRect?)
      }
      extension KeyboardFollowing {
          func follow() -> Any {
              NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { [weak self] note in
                  self?.keyboardMoves(to: note.endFrame())
              }
          }
      }
      private extension Notification {
          func endFrame() -> CGRect? {
              (userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
          }
      }
      """
    let conformer = """
      final class ComposerController: UIViewController {
          let scrollView = UIScrollView()
      }
      extension ComposerController: KeyboardFollowing {
          func keyboardMoves(to end: CGRect?) {
              scrollView.contentInset.bottom = (end ?? .zero).height
          }
      }
      """
    XCTAssertEqual(
      lines([("/p/KeyboardFollowing.swift", observing), ("/p/ComposerController.swift", conformer)]), [6])
  }

  func test_anOverlapTakenInAHelper_intoAConstraintConstant_isNotAFinding() {
    let source = """
      final class ToastPresenter {
          var toastBottom: NSLayoutConstraint?
          var overlap: CGFloat = 0
          var window: UIWindow?
          @objc func keyboardChanged(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              store(end)
              toastBottom?.constant = -overlap
          }
          private func store(_ frame: CGRect) {
              overlap = frame.intersection(window?.frame ?? .zero).height
          }
      }
      """
    XCTAssertEqual(lines([("/p/ToastPresenter.swift", source)]), [])
  }

  func test_anOverlapWithTheSafeAreaLayoutFrame_isNotAFinding() {
    let source = """
      final class ListController: UIViewController {
          let tableView = UITableView()
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              let local = view.convert(end, from: nil)
              tableView.contentInset.bottom = view.safeAreaLayoutGuide.layoutFrame.intersection(local).height
          }
      }
      """
    XCTAssertEqual(lines([("/p/ListController.swift", source)]), [])
  }

  func test_aKeyboardHeightThatOnlyChoosesAConstantInset_isNotAFinding() {
    let source = """
      final class BrowserController: UIViewController {
          let webView = WKWebView()
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              webView.scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: end.height > 0 ? 52 : 0, right: 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/BrowserController.swift", source)]), [])
  }

  func test_aClosureLaterInAPublisherChain_receivesTheFrameTheChainReads() {
    let source = """
      final class ChatController: UIViewController {
          let tableView = UITableView()
          var bag = Set<AnyCancellable>()
          override func viewDidLoad() {
              super.viewDidLoad()
              NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
                  .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
                  .map { $0.height }
                  .sink { [weak self] lift in
                      self?.tableView.contentInset.bottom = lift
                  }
                  .store(in: &bag)
          }
      }
      """
    XCTAssertEqual(lines([("/p/ChatController.swift", source)]), [10])
  }

  func test_aPublisherChainThatOnlyMakesAFlag_isNotAFinding() {
    let source = """
      final class ChatController: UIViewController {
          let tableView = UITableView()
          var bag = Set<AnyCancellable>()
          override func viewDidLoad() {
              super.viewDidLoad()
              NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
                  .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
                  .map { $0.height > 0 }
                  .sink { [weak self] shown in
                      self?.tableView.contentInset.bottom = shown ? 60 : 0
                  }
                  .store(in: &bag)
          }
      }
      """
    XCTAssertEqual(lines([("/p/ChatController.swift", source)]), [])
  }

  func test_aSwiftUIPaddingFromAStateTheFileStoresTheFrameIn_isAFindingWhateverItsName() {
    let source = """
      struct ReplyBar: View {
          @State private var lift: CGFloat = 0
          var body: some View {
              TextField("Reply", text: .constant(""))
                  .padding(.bottom, lift)
                  .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { note in
                      lift = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
                  }
          }
      }
      """
    XCTAssertEqual(lines([("/p/ReplyBar.swift", source)]), [5])
  }

  func test_onReceiveOfAPublisherMember_handsItsClosureWhatThePublisherCarries() {
    // A ViewModifier keeping the height in @State from a computed publisher (the shape of many
    // "keyboard-aware padding" helpers).
    let source = """
      struct KeyboardAware: ViewModifier {
          @State private var height: CGFloat = 0
          private var heights: AnyPublisher<CGFloat, Never> {
              NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                  .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue }
                  .map(\\.cgRectValue.height)
                  .eraseToAnyPublisher()
          }
          func body(content: Content) -> some View {
              content
                  .padding(.bottom, height)
                  .onReceive(heights) { height = $0 }
          }
      }
      """
    XCTAssertEqual(lines([("/p/KeyboardAware.swift", source)]), [11])
  }

  func test_onReceiveOfAnUnrelatedPublisher_handsItsClosureNothingOfTheViewItModifies() {
    // The view before `.onReceive` reads the keyboard's height; the timer's value is not it.
    let source = """
      struct Ticker: View {
          @State private var keyboardLift: CGFloat = 0
          @State private var pulse: CGFloat = 0
          var body: some View {
              Text("t")
                  .offset(y: keyboardLift)
                  .padding(.bottom, pulse)
                  .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { pulse = $0 }
                  .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { note in
                      keyboardLift = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
                  }
          }
      }
      """
    XCTAssertEqual(lines([("/p/Ticker.swift", source)]), [6], "the offset by the keyboard's height only")
  }

  func test_anOverlapFinding_saysTheSafeAreaIsLeftIn_aRawOneSaysUnconverted() {
    let source = """
      final class ListController: UIViewController {
          let tableView = UITableView()
          let notesView = UITextView()
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              tableView.contentInset.bottom = end.intersection(view.frame).height
          }
          @objc func keyboardMoved(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              notesView.contentInset.bottom = end.height
          }
      }
      """
    let messages = Support.lint([("/p/ListController.swift", source)], rules: [KeyboardInsetRule()]).map(
      \.message)
    guard messages.count == 2 else { return XCTFail("expected two findings, got \(messages)") }
    XCTAssertTrue(messages[0].contains("safe area left in"), messages[0])
    XCTAssertTrue(messages[1].contains("unconverted"), messages[1])
  }

  func test_aDelegateRequirementCalledOnAnyReceiver_handsTheFrameToItsConformer_inAFileNotNamingTheKeyboard()
  {
    let bar = """
      protocol ComposerDelegate: AnyObject {
          func composer(_ composer: Composer, covers height: CGFloat)
      }
      final class Composer: UIView {
          weak var delegate: ComposerDelegate?
          @objc func keyboardChanged(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              delegate?.composer(self, covers: end.height)
          }
      }
      """
    let controller = """
      final class ThreadController: UIViewController, ComposerDelegate {
          let tableView = UITableView()
          func composer(_ composer: Composer, covers height: CGFloat) {
              tableView.contentInset.bottom = height
          }
      }
      """
    XCTAssertEqual(lines([("/p/Composer.swift", bar), ("/p/ThreadController.swift", controller)]), [4])
  }

  func test_aFrameConvertedIntoTheViewAndSetWhole_isNotAFinding() {
    let source = """
      final class DictationController: UIViewController {
          let overlay = UIView()
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              overlay.frame = view.convert(end, from: nil)
          }
      }
      """
    XCTAssertEqual(lines([("/p/DictationController.swift", source)]), [])
  }

  func test_anOverlapIntoAConstraintPinnedToTheSafeArea_isAFinding() {
    let source = """
      final class BannerController: UIViewController {
          let banner = UIView()
          lazy var bannerBottom = banner.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              bannerBottom.constant = -end.intersection(view.frame).height
          }
      }
      """
    XCTAssertEqual(lines([("/p/BannerController.swift", source)]), [6])
  }

  func test_aConstraintMadeWithTheHeightAsItsConstant_isAFinding() {
    let source = """
      final class LoginController: UIViewController {
          let field = UITextField()
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              let pin = field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -end.height)
              pin.isActive = true
          }
      }
      """
    XCTAssertEqual(lines([("/p/LoginController.swift", source)]), [5])
  }

  /// A screen whose buttons sit on the view's bottom, lifted by the keyboard's raw height, in an
  /// app of the given `TARGETED_DEVICE_FAMILY`.
  private func viewBottomFindings(family: String) -> [Int] {
    let source = """
      final class PassphraseController: UIViewController {
          let buttons = UIStackView()
          var buttonsBottom: NSLayoutConstraint?
          @objc func keyboardWillShow(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              buttonsBottom = buttons.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -end.height)
              buttonsBottom?.isActive = true
          }
      }
      """
    return Support.lintInProject(
      "App/PassphraseController.swift", source, family: family, rules: [KeyboardInsetRule()]
    ).map(\.line)
  }

  /// new-problems.md, keyboard-inset's traps: on an iPhone the view's bottom is the screen's, so
  /// the raw height is right there; only an iPad shows the view off full screen.
  func test_aRawHeightOnAConstraintToTheViewsBottom_isNotAFinding_inAnIPhoneOnlyApp() {
    XCTAssertEqual(viewBottomFindings(family: "1"), [])
  }

  func test_aRawHeightOnAConstraintToTheViewsBottom_isAFinding_inAnAppThatAlsoRunsOnIPad() {
    XCTAssertEqual(viewBottomFindings(family: "1,2"), [6])
  }

  /// A controller that lifts its button by the keyboard's raw height through an outlet (line 5).
  private let setEmailController = """
    final class SetEmailController: UIViewController {
        @IBOutlet weak var buttonConstraint: NSLayoutConstraint!
        @objc func keyboardWillShow(_ note: Notification) {
            let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
            buttonConstraint.constant = end.height
        }
    }
    """

  /// Issue 19: two things of one name in two files are never linked. The outlet comes from a
  /// storyboard this file cannot see, so the finding keeps the safe-area double count in view.
  func test_anOutletConstraint_isNotAnotherFilesConstraintOfTheSameName() {
    let outlet = setEmailController
    let other = """
      final class PassphraseDialog: UIViewController {
          let buttons = UIStackView()
          var buttonConstraint: NSLayoutConstraint?
          func pin() {
              buttonConstraint = buttons.bottomAnchor.constraint(equalTo: view.bottomAnchor)
          }
      }
      """
    let findings = Support.lint(
      [("/p/SetEmailController.swift", outlet), ("/p/PassphraseDialog.swift", other)],
      rules: [KeyboardInsetRule()])
    XCTAssertEqual(findings.map(\.line), [5])
    XCTAssertTrue(findings.first?.message.contains("if the constraint is pinned to the safe area") == true)
  }

  /// An iPhone-only app whose `SetEmailController` lifts its button by the keyboard's raw height
  /// through an outlet; `secondItem` is what the storyboard pins the button's bottom to.
  private func outletFindings(pinnedTo secondItem: String) -> [Finding] {
    let folder = Support.temporaryFolder("keyboardOutlet\(secondItem)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.writeProject(in: folder, compiling: "App/SetEmailController.swift", family: "1")
    Support.write(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="S"><objects>
        <viewController id="VC" customClass="SetEmailController" sceneMemberID="viewController">
          <view key="view" id="ROOT">
            <subviews><button id="BTN"/></subviews>
            <viewLayoutGuide key="safeArea" id="SAFE"/>
            <constraints>
              <constraint firstItem="\(secondItem)" firstAttribute="bottom" secondItem="BTN" secondAttribute="bottom" id="C1"/>
            </constraints>
          </view>
          <connections><outlet property="buttonConstraint" destination="C1" id="O1"/></connections>
        </viewController>
      </objects></scene></scenes></document>
      """, to: folder + "/App/Base.lproj/Main.storyboard")
    let source = setEmailController
    let path = folder + "/App/SetEmailController.swift"
    Support.write(source, to: path)
    InterfaceBuilderConstraints.forget()
    return Support.lint([(path, source)], rules: [KeyboardInsetRule()])
  }

  func test_anOutletTheStoryboardPinsToTheSafeArea_countsTheBandTwice_andNamesNoIPad_inAnIPhoneOnlyApp() {
    let findings = outletFindings(pinnedTo: "SAFE")
    XCTAssertEqual(findings.map(\.line), [5])
    XCTAssertTrue(findings.first?.message.contains("pinned to the safe area") == true)
    XCTAssertFalse(findings.first?.message.contains("iPad") == true)
  }

  func test_anOutletTheStoryboardPinsToTheViewsBottom_isNotAFinding_inAnIPhoneOnlyApp() {
    XCTAssertEqual(outletFindings(pinnedTo: "ROOT").count, 0)
  }

  func test_aConstraintDSLsOffsetByTheHeight_isAFinding() {
    let source = """
      final class LoginController: UIViewController {
          let field = UITextField()
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              field.snp.updateConstraints { make in
                  make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-end.height)
              }
          }
      }
      """
    XCTAssertEqual(lines([("/p/LoginController.swift", source)]), [6])
  }

  func test_anOffsetOutsideAConstraintRelation_isNotAFinding() {
    let source = """
      final class LoginController: UIViewController {
          let field = UITextField()
          var area = CGRect.zero
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              area = view.bounds.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: end.height, right: 0))
          }
      }
      """
    XCTAssertEqual(lines([("/p/LoginController.swift", source)]), [])
  }

  func test_rxKeyboardsVisibleHeight_isTheRawHeight() {
    let source = """
      final class ChatController: UIViewController {
          let tableView = UITableView()
          let bag = DisposeBag()
          override func viewDidLoad() {
              super.viewDidLoad()
              RxKeyboard.instance.visibleHeight
                  .drive(onNext: { [weak self] height in
                      self?.tableView.contentInset.bottom = height
                  })
                  .disposed(by: bag)
          }
      }
      """
    XCTAssertEqual(lines([("/p/ChatController.swift", source)]), [8])
  }

  func test_aViewShrunkByTheHeight_isAFinding() {
    let source = """
      final class EditorController: UIViewController {
          let editor = UITextView()
          var fullHeight: CGFloat = 0
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              editor.frame.size.height = fullHeight - end.height
          }
      }
      """
    XCTAssertEqual(lines([("/p/EditorController.swift", source)]), [6])
  }

  private func replyBar(ignoring modifier: String) -> String {
    """
    struct ReplyBar: View {
        @State private var lift: CGFloat = 0
        var body: some View {
            TextField("Reply", text: .constant(""))
                .padding(.bottom, lift)
                \(modifier)
                .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { note in
                    lift = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
                }
        }
    }
    """
  }

  /// The reply bar ignoring the bottom safe area, in an app of the given `TARGETED_DEVICE_FAMILY`.
  private func replyBarFindings(ignoring modifier: String, family: String) -> [Finding] {
    Support.lintInProject(
      "App/ReplyBar.swift", replyBar(ignoring: modifier), family: family, rules: [KeyboardInsetRule()])
  }

  /// new-problems.md, keyboard-inset's traps: a view that gives up its bottom safe area avoids
  /// the keyboard itself, and on an iPhone its bottom is the screen's, so the raw height is right.
  func test_aSwiftUIPaddingInAViewThatGivesUpTheBottomSafeArea_isNotAFinding_inAnIPhoneOnlyApp() {
    XCTAssertEqual(replyBarFindings(ignoring: ".ignoresSafeArea()", family: "1").count, 0)
    XCTAssertEqual(replyBarFindings(ignoring: ".edgesIgnoringSafeArea(.bottom)", family: "1").count, 0)
  }

  func test_aSwiftUIPaddingInAViewThatGivesUpTheBottomSafeArea_isAFinding_offFullScreenOnAnIPad() {
    let findings = replyBarFindings(ignoring: ".edgesIgnoringSafeArea(.bottom)", family: "1,2")
    XCTAssertEqual(findings.map(\.line), [5])
    XCTAssertTrue(findings.first?.message.contains("off full screen") == true)
  }

  func test_aSwiftUIPaddingInAViewThatGivesUpOnlyTheKeyboardRegion_countsTheHomeIndicatorBandTwice() {
    let findings = Support.lint(
      [("/p/ReplyBar.swift", replyBar(ignoring: ".ignoresSafeArea(.keyboard)"))], rules: [KeyboardInsetRule()]
    )
    XCTAssertEqual(findings.map(\.line), [5])
    XCTAssertTrue(findings.first?.message.contains("home-indicator band") ?? false)
  }

  func test_aMemberStoredInTheClassFile_reachesAnExtensionInAnotherFileThatDoesNotNameTheKeyboard() {
    let controller = """
      final class FeedController: UIViewController {
          let tableView = UITableView()
          var coveredHeight: CGFloat = 0
          @objc func keyboardChanged(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              coveredHeight = end.height
              applyInsets()
          }
      }
      """
    let layout = """
      extension FeedController {
          func applyInsets() {
              tableView.contentInset.bottom = coveredHeight
          }
      }
      """
    XCTAssertEqual(
      lines([("/p/FeedController.swift", controller), ("/p/FeedController+Layout.swift", layout)]), [3])
  }

  func test_aSameNamedMemberOfAnotherType_isNotTheKeyboards() {
    let controller = """
      final class FeedController: UIViewController {
          var coveredHeight: CGFloat = 0
          @objc func keyboardChanged(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              coveredHeight = end.height
          }
      }
      """
    let other = """
      extension GalleryController {
          func applyInsets() {
              collectionView.contentInset.bottom = coveredHeight
          }
      }
      """
    XCTAssertEqual(
      lines([("/p/FeedController.swift", controller), ("/p/GalleryController+Layout.swift", other)]), [])
  }

  func test_aCompoundAssignment_keepsWhatTheLocalHeld() {
    let source = """
      final class BannerPresenter {
          var bannerBottom: NSLayoutConstraint?
          @objc func keyboardShown(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              var lift = -end.height
              lift -= theme.margin
              bannerBottom?.constant = lift
          }
      }
      """
    XCTAssertEqual(lines([("/p/BannerPresenter.swift", source)]), [7])
  }

  func test_aLocalSetFromTheRawHeightInOneBranch_keepsIt_thoughALaterBranchSetsItOtherwise() {
    let source = """
      final class BusyOverlay: UIView {
          let panel = UIView()
          @objc func reposition(_ note: Notification?) {
              var lift: CGFloat = 0
              if let note {
                  let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
                  if note.name == UIResponder.keyboardWillShowNotification {
                      lift = end.size.height
                  } else {
                      lift = measuredLift()
                  }
              }
              panel.center = CGPoint(x: bounds.midX, y: (bounds.height - lift) / 2)
          }
          func measuredLift() -> CGFloat { 0 }
      }
      """
    XCTAssertEqual(lines([("/p/BusyOverlay.swift", source)]), [13])
  }

  func test_aLocalSetAgainInItsOwnBlock_fromAnotherValue_noLongerCarriesTheFrame() {
    let source = """
      final class BusyOverlay: UIView {
          let panel = UIView()
          @objc func reposition(_ note: Notification) {
              var lift: CGFloat = 0
              if note.name == UIResponder.keyboardWillShowNotification {
                  let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
                  lift = end.size.height
              }
              lift = hostHeight()
              panel.center = CGPoint(x: bounds.midX, y: (bounds.height - lift) / 2)
          }
          func hostHeight() -> CGFloat { 0 }
      }
      """
    XCTAssertEqual(lines([("/p/BusyOverlay.swift", source)]), [])
  }

  func test_aLoopsName_isTheLoops_notTheMemberOfTheSameName() {
    let source = """
      final class BadgeStrip: UIView {
          var keyboardFrame: CGRect = .zero
          let badge = UIView()
          @objc func keyboardWillShow(_ note: Notification) {
              keyboardFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
          }
          func layoutBadges(_ frames: [CGRect]) {
              for keyboardFrame in frames {
                  badge.frame.origin.y = keyboardFrame.height
              }
          }
      }
      """
    XCTAssertEqual(lines([("/p/BadgeStrip.swift", source)]), [])
  }

  func test_aSharedKeyboardManagersRawMember_readInAnotherFile_flowsThroughLocalsIntoAFrame() {
    let manager = """
      final class Keyboard {
          static let shared = Keyboard()
          var isActive = false
          var endFrame: CGRect = .zero
          @objc func willShow(_ note: Notification) {
              isActive = true
              endFrame = (note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
          }
      }
      """
    let alert = """
      extension AlertController {
          func keyboardUpdated() {
              let available = UIScreen.main.bounds.height - (Keyboard.shared.isActive ? Keyboard.shared.endFrame.height : 0)
              let top = max(15, (available - view.frame.height) / 2)
              view.frame.origin.y = top
          }
      }
      """
    XCTAssertEqual(
      lines([("/p/Keyboard.swift", manager), ("/p/AlertController+Keyboard.swift", alert)]), [5])
  }

  func test_aStaticAccessorOverTheSharedInstancesStoredFrame_carriesTheRawHeightToAnotherFile() {
    let manager = """
      final class KeyboardTracker: NSObject {
          static var shared = KeyboardTracker()
          private var lastFrame: CGRect = .zero
          static var size: CGSize { shared.lastFrame.size }
          static var height: CGFloat { size.height }
          @objc private func willShow(_ note: Notification) {
              guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
              lastFrame = value.cgRectValue
          }
      }
      """
    let alert = """
      final class AlertController: UIViewController {
          let scrollHeight = NSLayoutConstraint()
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              scrollHeight.constant = view.bounds.height - 120 - KeyboardTracker.height
          }
      }
      """
    XCTAssertEqual(
      lines([("/p/KeyboardTracker.swift", manager), ("/p/AlertController.swift", alert)]), [5])
  }

  func test_aWrapperStructsStoredEndFrame_readOnALocalOfItsType_isAFinding() {
    let wrapper = """
      struct KeyboardInfo {
          let endFrame: CGRect
          init(_ note: Notification) {
              endFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
          }
      }
      """
    let controller = """
      final class ComposeController: UIViewController {
          let tableView = UITableView()
          @objc func keyboardWillChange(_ note: Notification) {
              let info = KeyboardInfo(note)
              let inset = info.endFrame.height
              tableView.contentInset.bottom = inset
          }
      }
      """
    XCTAssertEqual(
      lines([("/p/KeyboardInfo.swift", wrapper), ("/p/ComposeController.swift", controller)]), [6])
  }

  func test_aComputedMemberOfAKeyboardType_readOnAParameterOfThatType_isAFinding() {
    let observer = """
      final class KeyboardObserver {
          var frame: CGRect = .zero
          var height: CGFloat { frame.height }
          @objc func changed(_ note: Notification) {
              frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
          }
      }
      """
    let screen = """
      final class SignupScreen: UIView {
          var submitBottom: NSLayoutConstraint!
          func keyboardWillChange(_ keyboard: KeyboardObserver) {
              submitBottom.constant = -keyboard.height
          }
      }
      """
    XCTAssertEqual(lines([("/p/KeyboardObserver.swift", observer), ("/p/SignupScreen.swift", screen)]), [4])
  }

  func test_aLocalNamedLikeAKeyboardMember_isTheLocal_notTheMember() {
    let manager = """
      final class Keyboard {
          static let shared = Keyboard()
          var bottomInset: CGFloat = 0
          @objc func willShow(_ note: Notification) {
              let end = (note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
              bottomInset = UIScreen.main.bounds.height - end.origin.y
          }
          func overlap(in view: UIView) -> CGFloat {
              let window: UIView = view.window ?? view
              let top = window.convert(CGPoint(x: 0, y: window.bounds.height - bottomInset), to: view).y
              return max(0, view.bounds.height - top)
          }
      }
      """
    let screen = """
      final class HireScreen: UIView {
          var keyboardBottom: NSLayoutConstraint!
          func keyboardWillChange(_ keyboard: Keyboard) {
              let bottomInset = keyboard.overlap(in: self)
              keyboardBottom.constant = -bottomInset
          }
      }
      """
    XCTAssertEqual(lines([("/p/Keyboard.swift", manager), ("/p/HireScreen.swift", screen)]), [])
  }

  func test_aConstraintInitialisedWithTheHeightAsItsConstant_isAFinding() {
    let source = """
      final class ResizeCenter: NSObject {
          var offsetCenterY: NSLayoutConstraint?
          @objc func keyboardDidShow(_ note: Notification) {
              if let size = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
                  let offset = UIScreen.main.bounds.height - view.frame.maxY - size.height - 10
                  offsetCenterY = NSLayoutConstraint(
                      item: view, attribute: .centerY, relatedBy: .equal, toItem: parent,
                      attribute: .centerY, multiplier: 1, constant: offset)
              }
          }
      }
      """
    XCTAssertEqual(lines([("/p/ResizeCenter.swift", source)]), [6])
  }

  func test_aRawHeightInOneBranch_isAFinding_thoughAnotherBranchConvertsTheFrame() {
    let source = """
      final class ChatController: UIViewController {
          @objc func keyboardWillShow(_ note: Notification) {
              if let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
                  let local = view.convert(end, from: view.window)
                  if local.maxY <= view.bounds.height {
                      keyboardHeight = end.size.height
                  } else {
                      keyboardHeight = view.bounds.height - local.origin.y
                  }
              }
          }
          var keyboardHeight: CGFloat = 0 {
              didSet {
                  view.constraints.first(where: { $0.firstAnchor == view.bottomAnchor })?.constant = -keyboardHeight
              }
          }
      }
      """
    XCTAssertEqual(lines([("/p/ChatController.swift", source)]), [14])
  }

  func test_aViewFrameConvertedToTheWindow_lessTheKeyboardsTop_isNotAFinding() {
    let source = """
      final class SearchController: UIViewController {
          var resultsBottom: NSLayoutConstraint!
          @objc func keyboardWillChange(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              let viewFrame = view.convert(view.bounds, to: nil)
              resultsBottom.constant = -max(0, viewFrame.maxY - end.minY)
          }
      }
      """
    XCTAssertEqual(lines([("/p/SearchController.swift", source)]), [])
  }

  func test_aLocalRectsOrigin_isAValueBeingBuilt_notAViewsFrame() {
    let source = """
      final class KeyboardManager: NSObject {
          var cached: CGRect = .zero
          @objc func keyboardWillChange(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              var frame = end
              frame.origin.y = max(location.y, window.bounds.height - frame.height)
              cached = frame
          }
      }
      """
    XCTAssertEqual(lines([("/p/KeyboardManager.swift", source)]), [])
  }

  func test_aCopyOfTheSafeAreaWhoseBottomIsReplacedByTheKeyboardsHeight_leavesTheBandIn() {
    // The shape of a Reddit client's compose screen: the safe area's top is kept, its bottom replaced.
    let source = """
      final class ComposeController: UIViewController {
          @IBOutlet var scrollView: UIScrollView!
          var keyboardFrame = CGRect()
          @objc func keyboardFrameWillChange(_ note: Notification) {
              keyboardFrame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
              updateInset()
          }
          func updateInset() {
              let safeAreaInsets = view.safeAreaInsets
              var bottom = scrollView.frame.height - safeAreaInsets.top
              bottom = max(bottom, keyboardFrame.height)
              var inset = safeAreaInsets
              inset.bottom = bottom
              scrollView.contentInset = inset
          }
      }
      """
    XCTAssertEqual(lines([("/p/ComposeController.swift", source)]), [14])
  }

  /// videolan/vlc-ios's passcode screen: the safe area's top places the field; the raw height still
  /// goes into a constraint to the safe area's bottom.
  func test_aSafeAreaTopReadBesideAConstraintsConstant_doesNotTakeTheBandOff() {
    let source = """
      final class PasscodeController: UIViewController {
          let button = UIButton()
          lazy var buttonBottom = button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
          @objc func keyboardWillShow(_ note: Notification) {
              guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
              let top = view.safeAreaInsets.top
              titleTop.constant = top + 20
              buttonBottom.constant = -value.cgRectValue.height
          }
      }
      """
    XCTAssertEqual(lines([("/p/PasscodeController.swift", source)]), [8])
  }

  func test_theSafeAreasBottomTakenOffAConstraintsConstant_isNotAFinding() {
    let source = """
      final class PasscodeController: UIViewController {
          let button = UIButton()
          lazy var buttonBottom = button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
          @objc func keyboardWillShow(_ note: Notification) {
              guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
              buttonBottom.constant = -(value.cgRectValue.height - view.safeAreaInsets.bottom)
          }
      }
      """
    XCTAssertEqual(lines([("/p/PasscodeController.swift", source)]), [])
  }

  /// getbittr/bittr-ios-app's send screen: a constant written negative takes the band off by adding
  /// the safe area's bottom back.
  func test_theSafeAreasBottomAddedToANegatedHeightInAConstant_takesTheBandOff() {
    let source = """
      final class SendController: UIViewController {
          @IBOutlet var scrollViewBottom: NSLayoutConstraint!
          @objc func keyboardWillAppear(_ note: Notification) {
              guard let size = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
              let keyboardHeight = size.height
              scrollViewBottom.constant = -keyboardHeight + view.safeAreaInsets.bottom
          }
      }
      """
    XCTAssertEqual(lines([("/p/SendController.swift", source)]), [])
  }

  func test_theKeyboardsHeightLessTheSafeAreasBottom_inAScrollViewsInset_isNotAFinding() {
    let source = """
      final class ComposeController: UIViewController {
          @IBOutlet var scrollView: UIScrollView!
          @objc func keyboardFrameWillChange(_ note: Notification) {
              let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
              let insets = view.safeAreaInsets
              scrollView.contentInset.bottom = frame.height - insets.bottom
          }
      }
      """
    XCTAssertEqual(lines([("/p/ComposeController.swift", source)]), [])
  }

  func test_theSafeAreasBottomAddedOnTopOfTheKeyboardsHeight_doesNotTakeTheBandOff() {
    // Only a subtracted bottom takes the home-indicator band off; adding it counts the band again.
    let source = """
      final class PickerController: UIViewController {
          @IBOutlet var tableView: UITableView!
          @objc func keyboardWillChange(_ note: Notification) {
              let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
              var bottom = frame.height
              bottom += self.view.safeAreaInsets.bottom
              tableView.contentInset.bottom = bottom
          }
      }
      """
    XCTAssertEqual(lines([("/p/PickerController.swift", source)]), [7])
  }

  func test_theOverlapByPosition_inAnAdjustedScrollViewsInset_countsTheBandTwice() {
    // The shape of a Reddit client's message composer: converted, then set against the view's height.
    let source = """
      final class MessageComposeController: UIViewController {
          @IBOutlet var scrollView: UIScrollView!
          @objc func keyboardWillChange(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              let frame = view.convert(end, from: nil)
              scrollView.contentInset.bottom = max(view.bounds.height - frame.minY, 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/MessageComposeController.swift", source)]), [6])
  }

  func test_theOverlapByPosition_lessTheSafeAreasBottom_isNotAFinding() {
    let source = """
      final class EditNameController: UIViewController {
          @IBOutlet var scrollView: UIScrollView!
          @objc func keyboardWillChange(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              let insets = layoutInsets
              let frame = view.convert(end, from: nil)
              scrollView.contentInset.bottom = max(view.bounds.height - frame.minY - insets.bottom, 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/EditNameController.swift", source)]), [])
  }

  func test_theOverlapByPosition_onAConstraintToTheViewsBottom_isRight() {
    let source = """
      final class SearchController: UIViewController {
          let resultsBottom: NSLayoutConstraint
          init(results: UIView, view: UIView) {
              resultsBottom = results.bottomAnchor.constraint(equalTo: view.bottomAnchor)
          }
          @objc func keyboardWillChange(_ note: Notification) {
              guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              let frame = view.convert(end, from: nil)
              resultsBottom.constant = -max(view.bounds.height - frame.minY, 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/SearchController.swift", source)]), [])
  }

  func test_aKeyboardFrameHandedInByABaseClass_setAgainstTheViewsHeight_inAnAdjustedScrollView_isAFinding() {
    let source = """
      final class AddAlertController: KeyboardBasedLayoutViewController {
          @IBOutlet var scrollView: UIScrollView!
          override func layout(for keyboardFrame: CGRect) {
              let keyboardHeight = view.bounds.height - keyboardFrame.origin.y
              scrollView.contentInset.bottom = keyboardHeight
          }
      }
      """
    XCTAssertEqual(lines([("/p/AddAlertController.swift", source)]), [5])
  }

  func test_theOneRectangleOfAHandlerNamedForTheKeyboard_isTheKeyboardsFrame() {
    // A base class's hook whose parameter is just `frame` (a post composer in a public Reddit
    // client): the name of the function says whose frame it is.
    let source = """
      final class TextPostController: CreatePostController {
          @IBOutlet var scrollView: UIScrollView!
          override func keyboardDidChangeFrame(_ frame: CGRect, animationDuration: TimeInterval) {
              let bottomInset = max(view.bounds.height - frame.minY, 0)
              scrollView.contentInset.bottom = bottomInset + 40
          }
      }
      """
    XCTAssertEqual(lines([("/p/TextPostController.swift", source)]), [5])
  }

  func test_aRectangleHandedToAFunctionThatMakesSomethingForTheKeyboard_isNotTheKeyboardsFrame() {
    let source = """
      final class ComposerController: UIViewController {
          @IBOutlet var scrollView: UIScrollView!
          func makeKeyboardToolbar(frame: CGRect) {
              scrollView.contentInset.bottom = frame.height
          }
      }
      """
    XCTAssertEqual(lines([("/p/ComposerController.swift", source)]), [])
  }

  func test_aButtonsOwnFrameSetFromTheKeyboard_carriesNothingToItsLayersFrames() {
    // The shape of a copied floating-button library: the button lifts itself above the keyboard, and
    // its layers are sized from its own frame elsewhere.
    let source = """
      final class FloatingButton: UIView {
          var size: CGFloat = 56
          @objc func keyboardWillShow(_ note: Notification) {
              guard let height = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height
              else { return }
              frame = CGRect(x: 0, y: UIScreen.main.bounds.height - size - height, width: size, height: size)
          }
          override func layoutSubviews() {
              super.layoutSubviews()
              size = min(frame.size.width, frame.size.height)
              circleLayer.frame = CGRect(x: 0, y: 0, width: size, height: size)
          }
      }
      """
    XCTAssertFalse(lines([("/p/FloatingButton.swift", source)]).contains(11))
  }

  func test_aKeyboardObserversOwnFrameMember_stillCarriesTheKeyboardFrame() {
    let observer = """
      final class KeyboardObserver {
          static let shared = KeyboardObserver()
          var frame: CGRect = .zero
          @objc func change(_ note: Notification) {
              frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
          }
      }
      """
    let screen = """
      final class NotesController: UIViewController {
          let tableView = UITableView()
          func keyboardChanged() {
              tableView.contentInset.bottom = KeyboardObserver.shared.frame.height
          }
      }
      """
    let found = Support.lint(
      [("/p/KeyboardObserver.swift", observer), ("/p/NotesController.swift", screen)],
      rules: [KeyboardInsetRule()])
    XCTAssertEqual(found.filter { $0.file.hasSuffix("NotesController.swift") }.map(\.line), [4])
  }

  /// igorkulman/iOSSampleApp: an RxSwift extension returning the keyboard's raw heights as a stream,
  /// bound in another file into a scroll view's bottom inset (`mapped` is what the stream maps to).
  private func reactiveKeyboard(mapped: String) -> [(String, String)] {
    let extensionFile = """
      import RxSwift
      import RxCocoa
      extension Reactive where Base: NotificationCenter {
          func keyboardHeightChanged() -> Observable<CGFloat> {
              notification(UIResponder.keyboardDidShowNotification).map { note in
                  let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
                  return frame.\(mapped)
              }
          }
      }
      """
    let controller = """
      final class CustomSourceViewController: UIViewController {
          private let scrollView = UIScrollView()
          private let bag = DisposeBag()
          override func viewDidLoad() {
              super.viewDidLoad()
              NotificationCenter.default.rx.keyboardHeightChanged().bind { [unowned self] height in
                  self.scrollView.contentInset.bottom = height
              }.disposed(by: bag)
          }
      }
      """
    return [
      ("/p/Reactive+Keyboard.swift", extensionFile), ("/p/CustomSourceViewController.swift", controller),
    ]
  }

  func test_aProjectStreamFunctionOfTheRawHeight_calledOnAFrameworkValue_carriesItIntoTheBoundInset() {
    XCTAssertEqual(lines(reactiveKeyboard(mapped: "height")), [7])
  }

  func test_aProjectStreamFunctionOfAFlag_carriesNoHeight() {
    XCTAssertEqual(lines(reactiveKeyboard(mapped: "height > 0")), [])
  }

  // A keyboard-aware modifier that writes the height into the caller's state through a binding
  // (the shape of Publishers.keyboardHeight helpers in SwiftUI apps).
  private let bindingModifier = """
    import Combine
    import SwiftUI
    struct KeyboardAwareModifier: ViewModifier {
        @Binding var keyboardHeight: CGFloat
        func body(content: Content) -> some View {
            content.onReceive(Publishers.keyboardHeight) { keyboardHeight = $0 }
        }
    }
    extension View {
        func keyboardAppear(keyboardHeight: Binding<CGFloat>) -> some View {
            ModifiedContent(content: self, modifier: KeyboardAwareModifier(keyboardHeight: keyboardHeight))
        }
    }
    extension Publishers {
        static var keyboardHeight: AnyPublisher<CGFloat, Never> {
            NotificationCenter.default.publisher(for: UIApplication.keyboardWillShowNotification)
                .map { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0 }
                .eraseToAnyPublisher()
        }
    }
    """

  private func boundScreen(binding call: String, padding: String) -> String {
    """
    struct SaveScreen: View {
        @State private var keyboardHeight: CGFloat = 0
        @State private var isEditing = false
        private var savePadding: CGFloat {
            if isEditing && keyboardHeight > 0 { return keyboardHeight }
            return 0
        }
        var body: some View {
            Button("Save") {}
                .padding(.bottom, \(padding))
                \(call)
        }
    }
    """
  }

  func test_aStateBoundToAProjectModifierThatWritesTheRawHeight_padsTheContentAsTheKeyboardHeight() {
    let files = [
      ("/p/KeyboardAware.swift", bindingModifier),
      (
        "/p/SaveScreen.swift",
        boundScreen(binding: ".keyboardAppear(keyboardHeight: $keyboardHeight)", padding: "keyboardHeight")
      ),
    ]
    XCTAssertEqual(lines(files), [10])
  }

  func test_aComputedMemberReturningTheBoundHeight_padsTheContentAsTheHeightDoes() {
    let files = [
      ("/p/KeyboardAware.swift", bindingModifier),
      (
        "/p/SaveScreen.swift",
        boundScreen(binding: ".keyboardAppear(keyboardHeight: $keyboardHeight)", padding: "savePadding")
      ),
    ]
    XCTAssertEqual(lines(files), [10])
  }

  func test_aStateBoundToTheModifiersInitializerDirectly_isTheKeyboardHeightToo() {
    let files = [
      ("/p/KeyboardAware.swift", bindingModifier),
      (
        "/p/SaveScreen.swift",
        boundScreen(
          binding: ".modifier(KeyboardAwareModifier(keyboardHeight: $keyboardHeight))",
          padding: "keyboardHeight")
      ),
    ]
    XCTAssertEqual(lines(files), [10])
  }

  func test_aStateBoundToAModifierThatWritesNoKeyboardValue_padsNothing() {
    let other = bindingModifier.replacingOccurrences(
      of: "{ ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0 }",
      with: "{ _ in 12 }")
    let files = [
      ("/p/KeyboardAware.swift", other.replacingOccurrences(of: "keyboardHeight", with: "extra")),
      (
        "/p/SaveScreen.swift",
        boundScreen(binding: ".keyboardAppear(extra: $keyboardHeight)", padding: "keyboardHeight")
      ),
    ]
    XCTAssertEqual(lines(files), [])
  }

  func test_aBoundHeightInsideArithmetic_withAnotherNameLast_stillPadsTheContent() {
    let files = [
      ("/p/KeyboardAware.swift", bindingModifier),
      (
        "/p/SaveScreen.swift",
        boundScreen(
          binding: ".keyboardAppear(keyboardHeight: $keyboardHeight)",
          padding: "57 - (keyboardHeight / 2) + (isEditing ? 0 : -4)")
      ),
    ]
    XCTAssertEqual(lines(files), [10])
  }

  func test_aBoundHeightThatOnlyChoosesBetweenConstants_padsNothing() {
    let files = [
      ("/p/KeyboardAware.swift", bindingModifier),
      (
        "/p/SaveScreen.swift",
        boundScreen(
          binding: ".keyboardAppear(keyboardHeight: $keyboardHeight)", padding: "keyboardHeight > 0 ? 16 : 0")
      ),
    ]
    XCTAssertEqual(lines(files), [])
  }
}

/// The keyboard's frame followed into a value type's members, and laid out through a view's
/// translation or a sheet's preferred size.
final class KeyboardInsetCarriedTests: XCTestCase {
  private func lines(_ files: [(String, String)]) -> [Int] {
    Support.lint(files, rules: [KeyboardInsetRule()]).map(\.line)
  }

  /// A keyboard manager hands observers a value made with the frame (a memberwise initializer);
  /// its method returns the keyboard's overlap with a view.
  private let attributes = """
    struct KeyboardAttributes {
        let rectInWindow: CGRect
        func heightIn(view: UIView) -> CGFloat {
            let converted = view.convert(self.rectInWindow, from: view.window)
            return max(0, view.bounds.height - converted.minY)
        }
    }
    final class KeyboardController {
        var onChange: ((KeyboardAttributes) -> Void)?
        @objc func keyboardWillChange(notification: Notification) {
            guard let rect = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            else { return }
            let attributes = KeyboardAttributes(rectInWindow: rect)
            onChange?(attributes)
        }
    }
    """

  private func picker(anchor: String) -> String {
    """
    final class PickerController: UIViewController {
        let tableView = UITableView()
        func update(_ attributes: KeyboardAttributes) {
            let keyboardOverlap = attributes.heightIn(view: view)
            \(anchor)
        }
    }
    """
  }

  func test_aFrameGivenToAValueTypesMemberwiseInitializer_reachesAnAdjustedScrollViewsInset_andIsAFinding() {
    let files = [
      ("/p/Keyboard.swift", attributes),
      ("/p/Picker.swift", picker(anchor: "tableView.contentInset.bottom = keyboardOverlap")),
    ]
    XCTAssertEqual(lines(files), [5])
  }

  func test_aFrameGivenToAValueTypeWithItsOwnInitializer_isNotFollowedThere() {
    let ownInit = attributes.replacingOccurrences(
      of: "let rectInWindow: CGRect",
      with: "let rectInWindow: CGRect\n    init(rectInWindow: CGRect) { self.rectInWindow = .zero }")
    let files = [
      ("/p/Keyboard.swift", ownInit),
      ("/p/Picker.swift", picker(anchor: "tableView.contentInset.bottom = keyboardOverlap")),
    ]
    XCTAssertEqual(lines(files), [])
  }

  func test_aViewMovedByATranslationOfTheRawHeight_isAFinding() {
    let source = """
      final class NamingController: UIViewController {
          let stackView = UIStackView()
          @objc func keyboardDidShow(_ note: Notification) {
              guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              stackView.transform = CGAffineTransform(translationX: 0, y: -frame.height)
          }
      }
      """
    XCTAssertEqual(lines([("/p/Naming.swift", source)]), [5])
  }

  func test_aSheetsPreferredSizeShrunkByTheRawHeight_isAFinding() {
    let source = """
      final class ShareController: UIViewController {
          @objc func keyboardWillShow(_ note: Notification) {
              guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              preferredContentSize.height = 600 - frame.height
          }
      }
      """
    XCTAssertEqual(lines([("/p/Share.swift", source)]), [4])
  }
}
