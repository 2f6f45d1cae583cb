import SwiftUI

/// In the folder but in no target of the project.
struct Unlisted: View {
  var body: some View { Text("unlisted") }
}
