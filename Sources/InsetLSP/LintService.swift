/// What the language server asks of the lint engine, in the server's own terms (paths, byte
/// offsets, texts). One adapter (`EngineLintService`) speaks to the engine; tests may stand in.
/// Paths are absolute; offsets are UTF-8 byte offsets into the file's current text.
public protocol LintService: AnyObject {
  /// Reads the project under `root` (the workspace folder; nil when the client opened none):
  /// every file's analysis, from the last lint's cache where a file is unchanged. Throws an error
  /// with a message a user can act on (a bad config).
  func load(root: String?, settings: LintSettings) throws -> LoadReport

  /// The editor's text of an open document, or nil when it was closed (the file on disk counts
  /// again).
  func setContents(_ path: String, _ bytes: [UInt8]?)

  /// Files changed, appeared or disappeared on disk. A project file (config, Xcode project,
  /// package manifest) makes the service load again.
  func filesChanged(_ paths: [String]) throws

  /// The findings in `paths`, judged with the whole project's facts.
  func diagnostics(for paths: [String]) -> [String: [LintDiagnostic]]

  /// The fixes offered for one diagnostic (as returned by `diagnostics`), best first.
  func fixes(for diagnostic: LintDiagnostic) -> [LintFix]
}

/// What the client may set (initialization options, `workspace/didChangeConfiguration`).
public struct LintSettings: Sendable, Equatable {
  /// A config file (default: the nearest `.insetfix.json`).
  public var configPath: String?
  /// Overrides the discovered deployment target ("15.0").
  public var deploymentTarget: String?
  /// Use the lint cache (default true).
  public var useCache = true
  public var cacheDirectory: String?

  public init(configPath: String? = nil, deploymentTarget: String? = nil) {
    self.configPath = configPath
    self.deploymentTarget = deploymentTarget
  }
}

public struct LoadReport: Sendable {
  public var files: Int
  public var fromCache: Int
  public var warnings: [String]

  public init(files: Int, fromCache: Int, warnings: [String]) {
    self.files = files
    self.fromCache = fromCache
    self.warnings = warnings
  }
}

public enum LintSeverity: Sendable, Equatable {
  case error, warning, information, hint
}

/// A place that belongs to a finding besides its own.
public struct LintLocation: Sendable, Equatable {
  public var file: String
  public var offset: Int
  public var message: String

  public init(file: String, offset: Int, message: String) {
    self.file = file
    self.offset = offset
    self.message = message
  }
}

/// One finding, as the server shows it.
public struct LintDiagnostic: Sendable, Equatable {
  public var file: String
  public var offset: Int
  public var rule: String
  public var severity: LintSeverity
  public var message: String
  /// The rule's page.
  public var documentation: String?
  public var related: [LintLocation]
  /// Why no mechanical fix applies, when the rule knows.
  public var fixNote: String?

  public init(
    file: String, offset: Int, rule: String, severity: LintSeverity, message: String,
    documentation: String? = nil,
    related: [LintLocation] = [], fixNote: String? = nil
  ) {
    self.file = file
    self.offset = offset
    self.rule = rule
    self.severity = severity
    self.message = message
    self.documentation = documentation
    self.related = related
    self.fixNote = fixNote
  }
}

/// A byte range of a file replaced by text; `creates` for the edit that makes a new file.
public struct FileEdit: Sendable, Equatable {
  public var file: String
  public var range: Range<Int>
  public var text: String
  public var creates: Bool

  public init(file: String, range: Range<Int>, text: String, creates: Bool = false) {
    self.file = file
    self.range = range
    self.text = text
    self.creates = creates
  }
}

/// One fix for a finding: a quick fix with the text `insetfix fix` writes, or the suppression.
public struct LintFix: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case quickFix = "quickfix"
    case suppression = "quickfix.insetfix.disable"
  }
  public var title: String
  public var kind: Kind
  public var isPreferred: Bool
  /// Non-overlapping edits, in order, per file.
  public var edits: [FileEdit]
  /// Set when the fix cannot be applied mechanically: why (shown by clients that support
  /// disabled code actions; left out by the others).
  public var disabledReason: String?

  public init(
    title: String, kind: Kind = .quickFix, isPreferred: Bool = false, edits: [FileEdit],
    disabledReason: String? = nil
  ) {
    self.title = title
    self.kind = kind
    self.isPreferred = isPreferred
    self.edits = edits
    self.disabledReason = disabledReason
  }
}
