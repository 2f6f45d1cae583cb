/// The modifier sets declarations are given, by the words they hold, as bits of
/// `ModifierSets.words`: an app repeats a few combinations (`private`, `@State private`,
/// `@Published var`) over thousands of declarations, and each set is made once a lint, shared by
/// every file's index (under a lock: a set is a value, its storage counted atomically).
enum ModifierSets {
  /// The modifier words (`SyntaxIndex.modifierWordList`, the first `modifierWordCount`), then the
  /// attributes most declarations carry. At most 64.
  static let words: [StaticString] =
    SyntaxIndex.modifierWordList + [
      "@State", "@Binding", "@Published", "@ObservedObject", "@StateObject", "@EnvironmentObject",
      "@Environment", "@MainActor", "@objc", "@IBOutlet", "@IBAction", "@ViewBuilder", "@discardableResult",
      "@available", "@escaping", "@FocusState", "@AppStorage", "@Namespace", "@GestureState", "@inlinable",
      "@Bindable", "@Observable", "@ObservationIgnored", "@Sendable", "@nonobjc", "@NSManaged", "@unknown",
    ]

  static let modifierWordCount = SyntaxIndex.modifierWordList.count

  /// The words by length, each with its bit.
  private static let byLength: [[(word: StaticString, bit: Int)]] = {
    var table = [[(word: StaticString, bit: Int)]](
      repeating: [], count: (words.map(\.utf8CodeUnitCount).max() ?? 0) + 1)
    for (bit, word) in words.enumerated() { table[word.utf8CodeUnitCount].append((word, bit)) }
    return table
  }()

  private static let lock = PlainLock()
  nonisolated(unsafe) private static var made: [UInt64: Set<String>] = [:]

  /// The bit of token `j`'s word, or -1 when its text is none of `words`.
  static func word(_ j: Int, _ file: SourceFile) -> Int {
    let token = file.tokens[j]
    let length = Int(token.end &- token.start)
    guard length < byLength.count else { return -1 }
    for (word, bit) in byLength[length] where file.tokenIs(j, word) { return bit }
    return -1
  }

  /// The set of the words whose bits `bits` holds.
  static func set(_ bits: UInt64) -> Set<String> {
    if let known = lock.locked({ made[bits] }) { return known }
    var set: Set<String> = []
    for (bit, word) in words.enumerated() where bits & (1 << UInt64(bit)) != 0 {
      set.insert(word.description)
    }
    lock.locked { made[bits] = set }
    return set
  }
}
