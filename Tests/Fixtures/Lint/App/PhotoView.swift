import SwiftUI

struct PhotoView: View {
  let photo: Photo

  var body: some View {
    Image(photo.name)
      .resizable()
      .ignoresSafeArea()
  }
}

struct SettingsScreen: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        Text("Settings")
      }
      .padding(.horizontal, 16)
    }
  }
}

struct ConfiguredCellContent {
  func apply(to cell: UICollectionViewCell) {
    cell.contentConfiguration = UIHostingConfiguration {
      Text("Row").background(Color.yellow)
    }
  }
}
