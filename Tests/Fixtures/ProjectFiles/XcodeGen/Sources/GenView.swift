import SwiftUI

struct GenView: View {
  var body: some View { Text("gen") }
}
