import SwiftUI

struct FeedItem: Identifiable {
  let id: Int
  let title: String
}

struct FeedRow: View {
  let item: FeedItem
  var body: some View { Text(item.title) }
}
