import InsetEmulation
import InsetEngine
import InsetLint

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
  /// Views and content configurations that cell-configuring code puts into a cell it did not
  /// declare (a registration's handler, a dequeued cell), or a cell class sets as its own content.
  public var placements: [CellPlacementFact] = []
  /// Members' declared result types (`func header(for:) -> HeaderBuilder?`), to type a call made on
  /// what another call returns (`presenter.header(for: s)?.view(…)`).
  public var returnTypes: [ReturnTypeFact] = []
}

extension HostedCellFacts {
  /// Facts stored before `placements` existed decode with none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    hosting = try container.decode([HostingFact].self, forKey: .hosting)
    helpers = try container.decode([HelperFact].self, forKey: .helpers)
    factories = try container.decode([FactoryFact].self, forKey: .factories)
    genericUsages = try container.decode([GenericUsage].self, forKey: .genericUsages)
    providers = try container.decodeIfPresent([ProviderFact].self, forKey: .providers) ?? []
    placements = try container.decodeIfPresent([CellPlacementFact].self, forKey: .placements) ?? []
    returnTypes = try container.decodeIfPresent([ReturnTypeFact].self, forKey: .returnTypes) ?? []
  }
}

/// Something put into a cell by code that configures it: `cell.contentView.addSubview(x)` or
/// `cell.contentConfiguration = Configuration(viewController: vc)` in the handler of a
/// `UICollectionView.CellRegistration` (its first parameter is the cell), after
/// `let cell = tableView.dequeueReusableCell(…)`, or `contentConfiguration = …` in a class's own
/// body. What feeds it was traced back through the locals and properties it reads.
public struct CellPlacementFact: Codable, Sendable, Equatable {
  /// How the code has the cell: "cell registration", "supplementary registration", "dequeued cell",
  /// "dequeued header/footer view", "dequeued supplementary view", "displayed cell"
  /// (`cellForRow(at:)`), "made cell" (made on the spot and returned), or "class" (its own body).
  public var context: String
  /// The cell's type where the code names it (`CellRegistration<PhotoCell, Item>`, `as! PhotoCell`);
  /// for "class", the class (a cell only if the hierarchy says so).
  public var cellType: String?
  /// "view" (added as a subview of the cell or its content view), "content configuration", or
  /// "argument" (passed to a method of the cell's class, `argument`, that adds it to the cell).
  public var via: String
  public var argument: MethodArgument? = nil
  /// The statement that puts it into the cell.
  public var position: SourcePosition
  /// Hosting controllers made in what feeds it, and `…Controller(…)` constructions the hierarchy
  /// may show to be hosting controllers.
  public var creations: [HostingCreation]
  /// Functions called and members read in what feeds it that this file does not declare for it:
  /// factories made elsewhere, matched by name and owner.
  public var uses: [MemberUse]
  /// A direct opt-out in the code around it (the handler, the method), and what that code calls.
  public var optOut: String?
  public var calledMethods: [String]
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
  /// Members and functions its returned value reads that are declared elsewhere (a header
  /// builder's `view(fittingWidth:)`), matched across files like a cell's.
  public var uses: [MemberUse]? = nil
}

/// `func name(…) -> Type` (or `var name: Type { … }`) declared in `owner`: a call of `name` on a
/// value of `owner`'s type gives a `Type`.
public struct ReturnTypeFact: Codable, Sendable, Equatable {
  public var owner: String
  public var name: String
  public var type: String
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
  /// The hosted view is a lone spinner or an empty view (`rootView: ProgressView().frame(height:
  /// 50)`), with nothing drawn behind or over it: centred, it reaches no edge of its host.
  public var spinnerOnly = false

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
  /// What reaches the views the class adds to itself (`contentView.addSubview(x)`), traced by
  /// declaration: only these controllers are in the cell (one it presents is a screen).
  public var placed: PlacedFlow?
  /// Where the class or extension is declared (its name), for an extension of a UIKit cell class
  /// itself (`extension UITableViewCell`), which the project's classes do not hold.
  public var position: SourcePosition? = nil
}

/// The controllers a class's added views carry, the members it reads for them that are declared
/// elsewhere, and the stored properties they come from.
public struct PlacedFlow: Codable, Sendable, Equatable {
  public var creations: [HostingCreation] = []
  public var uses: [MemberUse] = []
  public var stored: [String] = []
  /// Arguments of the class's own methods that reach a view it adds (`func host(_ vc:) {
  /// contentView.addSubview(vc.view) }`): what a caller passes there goes into the cell.
  public var arguments: [MethodArgument]? = nil
  /// Its own calls on itself or its content view (`contentView.embed(host)`) with what their
  /// arguments carry: in the cell when the method (its own, a superclass's, a `UIView` extension's)
  /// adds that argument to itself.
  public var calls: [PlacedCall]? = nil
}

/// A call a class makes on itself, and the controllers and uses its argument carries.
public struct PlacedCall: Codable, Sendable, Equatable {
  public var argument: MethodArgument
  public var creations: [HostingCreation]
  public var uses: [MemberUse]
}

/// The argument at `index` of the method `name(labels…)`.
public struct MethodArgument: Codable, Sendable, Equatable, Hashable {
  public var name: String
  public var labels: [String]
  public var index: Int
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
