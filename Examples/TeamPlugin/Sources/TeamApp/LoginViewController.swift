// The UIKit parts exist only on Apple platforms; insetfix lints them everywhere.
#if canImport(UIKit)
  import UIKit

  /// The team's login screen: its header sits at the old status-bar height.
  final class LoginViewController: UIViewController {
    private let header = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      header.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(header)
      header.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
    }
  }
#endif

/// Something that builds on every platform, so the target is never empty.
enum TeamApp {
  static let name = "TeamApp"
}
