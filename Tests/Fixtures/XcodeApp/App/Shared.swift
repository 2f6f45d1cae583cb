import Foundation

/// Compiled into both the app and the extension.
enum Shared {
  static let appGroup = "group.com.example.app"
}
