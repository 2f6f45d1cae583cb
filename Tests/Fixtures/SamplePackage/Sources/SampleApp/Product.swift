/// The model, plain Swift: this file builds on every platform.
public struct Product: Sendable, Equatable {
  public let name: String
  public let price: Double

  public init(name: String, price: Double) {
    self.name = name
    self.price = price
  }
}
