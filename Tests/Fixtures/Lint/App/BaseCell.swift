import UIKit

class BaseCell: UICollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .systemBackground
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
