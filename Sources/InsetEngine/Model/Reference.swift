/// A public source a problem cites: Apple's documentation, a public thread or an article that
/// describes the bug or a fix.
public struct Reference: Sendable, Hashable {
  public let title: String
  public let url: String

  public init(_ title: String, _ url: String) {
    self.title = title
    self.url = url
  }
}
