// The UIKit parts exist only on Apple platforms; insetfix lints them everywhere.
#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit

  /// A product row hosted in a collection view cell (seed 000's pattern).
  final class ProductCell: UICollectionViewCell {
    private var host: UIHostingController<ProductRow>?

    func show(_ product: Product) {
      let controller = UIHostingController(rootView: ProductRow(product: product))
      host = controller
      contentView.addSubview(controller.view)
    }
  }

  struct ProductRow: View {
    let product: Product
    var body: some View { Text(product.name).ignoresSafeArea() }
  }

  /// Cells built with a hosting configuration.
  enum ProductConfiguration {
    static func apply(_ product: Product, to cell: UICollectionViewCell) {
      cell.contentConfiguration = UIHostingConfiguration { ProductRow(product: product) }
    }
  }
#endif
