/// What `hosted-cell-safe-area` learns from one file: the hosting controllers each class or
/// extension makes and stores, the helpers that may opt one out, and generic cells used with
/// concrete arguments. `ignores-safe-area-in-cell` reads them too.
public struct HostedCellFacts: Codable, Sendable, Equatable {
  public var hosting: [HostingFact]
  public var helpers: [HelperFact]
  public var genericUsages: [GenericUsage]
}

/// A call that makes a hosting controller, or something that may be one (`X(rootView:)`).
public struct HostingCreation: Codable, Sendable, Equatable {
  public var callee: String
  public var labels: [String]
  /// The type constructed as `rootView:` (`PhotoView` in `rootView: PhotoView()`), or the generic
  /// parameter passed there.
  public var rootView: String?
  public var offset: Int

  public init(callee: String, labels: [String], rootView: String?, offset: Int) {
    self.callee = callee
    self.labels = labels
    self.rootView = rootView
    self.offset = offset
  }
}

/// What a class or extension body does with hosting controllers.
public struct HostingFact: Codable, Sendable, Equatable {
  public var typeName: String
  public var isExtension: Bool
  public var creations: [HostingCreation]
  /// Type names of stored member properties (`UIHostingController`, `MyHostingController`).
  public var storedTypes: [String]
  public var addsSubview: Bool
  /// A direct safe-area opt-out in the body (`safeAreaRegions = []`, `_disableSafeArea`, an
  /// override of `safeAreaInsets` returning `.zero`), described.
  public var optOut: String?
  /// Methods called in the body (`disableSafeArea`), to find opt-out helpers declared elsewhere.
  public var calledMethods: [String]

  public init(
    typeName: String, isExtension: Bool, creations: [HostingCreation], storedTypes: [String],
    addsSubview: Bool,
    optOut: String?, calledMethods: [String]
  ) {
    self.typeName = typeName
    self.isExtension = isExtension
    self.creations = creations
    self.storedTypes = storedTypes
    self.addsSubview = addsSubview
    self.optOut = optOut
    self.calledMethods = calledMethods
  }
}

/// A function or initializer whose body opts out of the safe area, or calls something that may.
public struct HelperFact: Codable, Sendable, Equatable {
  public var owner: String?
  public var name: String
  public var labels: [String]
  public var optOut: String?
  public var calls: [String]

  public init(owner: String?, name: String, labels: [String], optOut: String?, calls: [String]) {
    self.owner = owner
    self.name = name
    self.labels = labels
    self.optOut = optOut
    self.calls = calls
  }
}

/// `HostingCell<PhotoView>`: a generic type used with concrete arguments.
public struct GenericUsage: Codable, Sendable, Equatable {
  public var name: String
  public var arguments: [String]

  public init(name: String, arguments: [String]) {
    self.name = name
    self.arguments = arguments
  }
}
