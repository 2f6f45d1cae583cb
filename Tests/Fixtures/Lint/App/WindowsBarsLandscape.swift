import SwiftUI
import UIKit

/// One instance of each of window-safe-area-read, bottom-bar-overlap and landscape-side-safe-area.
final class ScoreController: UIViewController {
    let score = UILabel()
    let lift = UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(score)
        score.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
        score.frame.origin.y = view.bounds.height - 64 - lift
    }
}

struct Inbox: View {
    var body: some View {
        ZStack(alignment: .bottom) {
            List(0..<40, id: \.self) { Text("Message \($0)") }
            Button("Compose") {}.frame(height: 64)
        }
    }
}
