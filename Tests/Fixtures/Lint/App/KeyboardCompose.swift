import SwiftUI
import UIKit

/// A compose screen: a SwiftUI toolbar hosted in UIKit, and a keyboard handler that uses the raw
/// end-frame height (keyboard-inset, hosted-keyboard-avoidance).
final class ComposeController: UIViewController {
  let textView = UITextView()

  override func viewDidLoad() {
    super.viewDidLoad()
    let toolbar = UIHostingController(rootView: Text("Toolbar"))
    addChild(toolbar)
    view.addSubview(toolbar.view)
    toolbar.didMove(toParent: self)
  }

  @objc func keyboardWillShow(_ note: Notification) {
    guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
    textView.contentInset.bottom = end.height
  }
}
