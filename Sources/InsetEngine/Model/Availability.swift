import InsetEmulation

/// The OS versions on which a strategy's API exists: introduced (inclusive) to obsoleted
/// (exclusive). The engine refuses to apply a strategy outside it.
public struct Availability: Sendable, Hashable, CustomStringConvertible {
  public let introduced: OSVersion?
  public let obsoleted: OSVersion?

  public init(introduced: OSVersion? = nil, obsoleted: OSVersion? = nil) {
    self.introduced = introduced
    self.obsoleted = obsoleted
  }

  public static let always = Availability()
  public static func since(_ version: OSVersion) -> Availability { Availability(introduced: version) }

  public func contains(_ os: OSVersion) -> Bool {
    if let introduced, os < introduced { return false }
    if let obsoleted, os >= obsoleted { return false }
    return true
  }

  /// The smallest range containing both (for composites).
  public func union(_ other: Availability) -> Availability {
    let low: OSVersion? =
      (introduced == nil || other.introduced == nil) ? nil : min(introduced!, other.introduced!)
    let high: OSVersion? =
      (obsoleted == nil || other.obsoleted == nil) ? nil : max(obsoleted!, other.obsoleted!)
    return Availability(introduced: low, obsoleted: high)
  }

  /// Why the strategy cannot run on `os`, or nil when it can.
  public func reason(on os: OSVersion) -> String? {
    if let introduced, os < introduced { return "requires iOS \(introduced)+, environment is iOS \(os)" }
    if let obsoleted, os >= obsoleted { return "obsoleted in iOS \(obsoleted), environment is iOS \(os)" }
    return nil
  }

  public var description: String {
    switch (introduced, obsoleted) {
    case (nil, nil): return "any"
    case (let low?, nil): return "\(low)+"
    case (nil, let high?): return "<\(high)"
    case (let low?, let high?): return "\(low)..<\(high)"
    }
  }
}
