/// What `hosted-cell-safe-area` learns from one file: the hosting controllers each class or
/// extension makes and stores, the helpers that may opt one out or make one, and generic cells
/// used with concrete arguments. `ignores-safe-area-in-cell` reads them too.
public struct HostedCellFacts: Codable, Sendable, Equatable {
  public var hosting: [HostingFact]
  public var helpers: [HelperFact]
  public var factories: [FactoryFact]
  public var genericUsages: [GenericUsage]
  /// Data-source and delegate methods that return a header, footer or supplementary view.
  public var providers: [ProviderFact] = []
}

/// A method that returns a reusable view built on the spot (`tableView(_:viewForHeaderInSection:)`,
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`): a controller made in it is hosted by
/// a view that scrolls under the screen edges like a cell.
public struct ProviderFact: Codable, Sendable, Equatable {
  public var signature: String
  /// "section header", "section footer" or "supplementary view".
  public var kind: String
  public var position: SourcePosition
  public var creations: [HostingCreation]
  public var optOut: String?
  public var calledMethods: [String]
}

/// Where something is written: byte offset, line and column.
public struct SourcePosition: Codable, Sendable, Equatable {
  public var offset: Int
  public var line: Int
  public var column: Int

  public init(offset: Int, line: Int, column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
  }
}

/// A call that makes a hosting controller, or something that may be one (`X(rootView:)`).
public struct HostingCreation: Codable, Sendable, Equatable {
  public var callee: String
  public var labels: [String]
  /// The type constructed as `rootView:` (`PhotoView` in `rootView: PhotoView()`), or the generic
  /// parameter passed there.
  public var rootView: String?
  public var position: SourcePosition
  /// The call as written (shortened), for messages.
  public var text: String

  public var offset: Int { position.offset }
}

/// A stored member property whose type is written (`var host: UIHostingController<V>?`).
public struct StoredMember: Codable, Sendable, Equatable {
  public var name: String
  public var type: String
  public var position: SourcePosition
}

/// What a class or extension body does with hosting controllers.
public struct HostingFact: Codable, Sendable, Equatable {
  public var typeName: String
  public var isExtension: Bool
  public var creations: [HostingCreation]
  /// Stored member properties with a written type (`UIHostingController`, `MyHostingController`).
  public var stored: [StoredMember]
  public var addsSubview: Bool
  /// A direct safe-area opt-out in the body (`safeAreaRegions = []`, `_disableSafeArea`, an
  /// override of `safeAreaInsets` returning `.zero`), described.
  public var optOut: String?
  /// Methods called in the body (`disableSafeArea`), to find opt-out helpers declared elsewhere.
  public var calledMethods: [String]
  /// Members read in the body (`hostedView` in `contentView.addSubview(item.hostedView)`), to
  /// follow controllers made by a function or computed property elsewhere.
  public var references: [String]
}

/// A function or initializer whose body opts out of the safe area, or calls something that may.
public struct HelperFact: Codable, Sendable, Equatable {
  public var owner: String?
  public var name: String
  public var labels: [String]
  public var optOut: String?
  public var calls: [String]
}

/// A function or computed property whose body makes a hosting controller (and perhaps returns
/// it or its view): a cell that calls it hosts what it makes.
public struct FactoryFact: Codable, Sendable, Equatable {
  public var owner: String?
  public var name: String
  /// Hosting controllers it makes; in one declared to return a controller or a `UIView`, also
  /// `…Controller(…)` constructions that the hierarchy may show to be hosting controllers.
  public var creations: [HostingCreation]
  public var optOut: String?
  public var calledMethods: [String]
  /// A computed property (read, not called).
  public var isProperty: Bool = false
}

extension FactoryFact {
  /// Facts stored before `isProperty` existed decode as functions.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    owner = try container.decodeIfPresent(String.self, forKey: .owner)
    name = try container.decode(String.self, forKey: .name)
    creations = try container.decode([HostingCreation].self, forKey: .creations)
    optOut = try container.decodeIfPresent(String.self, forKey: .optOut)
    calledMethods = try container.decode([String].self, forKey: .calledMethods)
    isProperty = try container.decodeIfPresent(Bool.self, forKey: .isProperty) ?? false
  }
}

/// `HostingCell<PhotoView>`: a generic type used with concrete arguments.
public struct GenericUsage: Codable, Sendable, Equatable {
  public var name: String
  public var arguments: [String]
}
