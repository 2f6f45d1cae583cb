import SwiftUI
import UIKit

/// The seed's cell (seed 000): SwiftUI hosted in a collection view cell.
class HostingCollectionViewCell: UICollectionViewCell {
  private var hostingController: UIHostingController<AnyView>?

  func configure(with view: AnyView) {
    let controller = UIHostingController(rootView: view)
    hostingController = controller
    contentView.addSubview(controller.view)
    controller.view.translatesAutoresizingMaskIntoConstraints = false
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    hostingController?.view.removeFromSuperview()
    hostingController = nil
  }
}

final class PhotoCell: BaseCell {
  func show(_ photo: Photo) {
    let host = UIHostingController(rootView: PhotoView(photo: photo))
    contentView.addSubview(host.view)
  }
}
