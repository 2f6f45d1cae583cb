import SwiftUI

/// Seed 004, try 4: offset tracking with a PreferenceKey inside a List.
struct OffsetKey: PreferenceKey {
  static var defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

struct TodoSectionView: View {
  @State private var headerOffset: CGFloat = 0
  let todos: [Todo]

  var body: some View {
    List {
      Section {
        ForEach(todos) { Text($0.title) }
      }
      .background(
        GeometryReader { proxy in
          Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("list")).minY)
        })
    }
    .coordinateSpace(name: "list")
    .onPreferenceChange(OffsetKey.self) { headerOffset = $0 }
  }
}
