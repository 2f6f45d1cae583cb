import InsetEngine

/// A class declared in some file: what the project pass needs to follow inheritance across files.
public struct TypeFact: Sendable, Equatable {
  public var name: String
  public var inherits: [String]
  public var genericParameters: [String]
  public var offset: Int
  public var line: Int
  public var column: Int

  public init(
    name: String, inherits: [String], genericParameters: [String], offset: Int, line: Int, column: Int
  ) {
    self.name = name
    self.inherits = inherits
    self.genericParameters = genericParameters
    self.offset = offset
    self.line = line
    self.column = column
  }
}

/// A call that makes a hosting controller, or something that may be one (`X(rootView:)`).
public struct HostingCreation: Sendable, Equatable {
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
public struct HostingFact: Sendable, Equatable {
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
public struct HelperFact: Sendable, Equatable {
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
public struct GenericUsage: Sendable, Equatable {
  public var name: String
  public var arguments: [String]

  public init(name: String, arguments: [String]) {
    self.name = name
    self.arguments = arguments
  }
}

/// An inline `// insetfix:disable…` comment.
public struct Suppression: Sendable, Equatable {
  public enum Scope: String, Sendable {
    /// From the comment to a matching `enable` (or the end of the file).
    case region = "disable"
    case nextLine = "disable:next"
    case thisLine = "disable:this"
  }
  public var scope: Scope
  /// Rule ids, or ["all"].
  public var rules: [String]
  public var line: Int
  public var column: Int
  public var offset: Int
  /// For `region`: the line of the matching `enable`, if any.
  public var endLine: Int?

  public init(scope: Scope, rules: [String], line: Int, column: Int, offset: Int, endLine: Int?) {
    self.scope = scope
    self.rules = rules
    self.line = line
    self.column = column
    self.offset = offset
    self.endLine = endLine
  }

  public func covers(line findingLine: Int, rule: String) -> Bool {
    guard rules.contains(rule) || rules.contains("all") else { return false }
    switch scope {
    case .thisLine: return findingLine == line
    case .nextLine: return findingLine == line + 1
    case .region: return findingLine >= line && findingLine <= (endLine ?? Int.max)
    }
  }
}

/// Everything the per-file pass learns about one file. It depends on the file's bytes and the
/// rule set only, so the cache can replay it without reading the file.
public struct FileAnalysis: Sendable, Equatable {
  public var path: String
  public var findings: [Finding] = []
  public var conditional: [ConditionalFinding] = []
  public var classes: [TypeFact] = []
  public var hosting: [HostingFact] = []
  public var helpers: [HelperFact] = []
  public var genericUsages: [GenericUsage] = []
  public var suppressions: [Suppression] = []
  /// Set when the file did not tokenize cleanly: linted as far as it went, never fixed.
  public var failure: String?
  /// Set when the file was not analysed at all (binary, not UTF-8, too large): the reason.
  public var skipped: String?

  public init(path: String) { self.path = path }
}
