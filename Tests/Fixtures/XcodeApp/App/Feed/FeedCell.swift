import SwiftUI
import UIKit

/// A feed item hosted in a collection view cell.
final class FeedCell: UICollectionViewCell {
  func configure(with item: FeedItem) {
    let controller = UIHostingController(rootView: FeedRow(item: item))
    contentView.addSubview(controller.view)
    controller.view.frame = contentView.bounds
  }
}
