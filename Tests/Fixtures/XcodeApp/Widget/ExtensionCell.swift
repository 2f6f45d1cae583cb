import SwiftUI
import UIKit

/// The extension's own hosted cell: another target, so another module.
final class ExtensionCell: UITableViewCell {
  func show(_ text: String) {
    let controller = UIHostingController(rootView: Text(text))
    contentView.addSubview(controller.view)
  }
}
