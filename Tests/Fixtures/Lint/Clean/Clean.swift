import SwiftUI
import UIKit

/// Nothing for insetfix here: the cell opts out, the padding is a component's.
class SafeCell: UICollectionViewCell {
  func configure(with view: AnyView) {
    let controller = UIHostingController(rootView: view)
    controller.safeAreaRegions = []
    contentView.addSubview(controller.view)
  }
}

struct TagRow: View {
  var body: some View { HStack { TagChip(title: "new"); TagChip(title: "sale") } }
}

struct TagChip: View {
  let title: String
  var body: some View { Text(title).padding(.horizontal, 16) }
}
