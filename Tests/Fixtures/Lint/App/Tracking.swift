import SwiftUI

struct TodoListView: View {
  @State private var offset: CGFloat = 0
  let todos: [Todo]

  var body: some View {
    List(todos) { todo in
      Text(todo.title)
    }
    .safeAreaInset(edge: .top) {
      ScrollView(.horizontal, showsIndicators: false) {
        HStack { Text("All"); Text("Open") }
      }
    }
    .onScrollGeometryChange(for: CGFloat.self) { geometry in
      geometry.contentOffset.y
    } action: { _, newValue in
      offset = newValue
    }
  }
}

final class KeyboardInputView: UIInputView {
  weak var viewController: UIViewController?

  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 44 + (viewController?.view.safeAreaInsets.bottom ?? 0))
  }
}

private struct ViewExtractHelper: UIViewRepresentable {
  var result: (UIView) -> Void

  func makeUIView(context: Context) -> UIView {
    let view = UIView(frame: .zero)
    DispatchQueue.main.async {
      if let found = view.superview?.superview?.subviews.last?.subviews.first { result(found) }
    }
    return view
  }

  func updateUIView(_ uiView: UIView, context: Context) {}
}
