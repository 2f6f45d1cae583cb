import SwiftUI

struct TuistView: View {
  var body: some View { Text("tuist") }
}
