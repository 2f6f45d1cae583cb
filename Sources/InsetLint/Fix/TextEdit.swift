/// A fix as data (ESLint-style): replace a byte range of a file with new text. An insertion is
/// an empty range; a new file is an insertion into a file that does not exist yet.
public struct TextEdit: Sendable, Equatable, Hashable {
  public var file: String
  public var range: Range<Int>
  public var replacement: String
  /// The rule that proposed it (named when fixes do not converge).
  public var rule: RuleID
  /// True for an edit that creates `file` (a generated helper).
  public var createsFile: Bool

  public init(file: String, range: Range<Int>, replacement: String, rule: RuleID, createsFile: Bool = false) {
    self.file = file
    self.range = range
    self.replacement = replacement
    self.rule = rule
    self.createsFile = createsFile
  }

  public static func insert(_ text: String, at offset: Int, in file: String, rule: RuleID) -> TextEdit {
    TextEdit(file: file, range: offset..<offset, replacement: text, rule: rule)
  }

  /// Two edits conflict when their ranges overlap, or when both insert at the same offset
  /// (their order would be arbitrary).
  public func overlaps(_ other: TextEdit) -> Bool {
    guard file == other.file else { return false }
    if range.isEmpty && other.range.isEmpty { return range.lowerBound == other.range.lowerBound }
    if range.isEmpty {
      return range.lowerBound > other.range.lowerBound && range.lowerBound < other.range.upperBound
    }
    if other.range.isEmpty {
      return other.range.lowerBound > range.lowerBound && other.range.lowerBound < range.upperBound
    }
    return range.overlaps(other.range)
  }
}
