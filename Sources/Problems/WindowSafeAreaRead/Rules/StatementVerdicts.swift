extension WindowSafeAreaReadRule {
  /// `statementSinks` verdicts of one file, by statement: by its first token while each first token
  /// ends one statement (nearly always: statements come from `LayoutMemo.statement(around:)`), in a
  /// table keyed by range otherwise. Asked tens of thousands of times a lint, a range hashed for
  /// each question cost more than most verdicts.
  struct StatementVerdicts {
    /// For each first token: where its statement ends (-1: none kept), and the verdict.
    private var ends: [Int32] = []
    private var sinks: [Bool] = []
    /// Statements whose first token starts another statement kept above, or out of the file.
    private var others: [Range<Int>: Bool] = [:]

    /// The verdict kept for `range`, if any.
    func verdict(_ range: Range<Int>) -> Bool? {
      let start = range.lowerBound
      if start >= 0, start < ends.count, ends[start] == Int32(truncatingIfNeeded: range.upperBound),
        range.upperBound <= Int(Int32.max)
      {
        return sinks[start]
      }
      return others.isEmpty ? nil : others[range]
    }

    /// Keeps `sinks` for `range`, a statement of a file of `tokens` tokens.
    mutating func keep(_ verdict: Bool, for range: Range<Int>, tokens: Int) {
      let start = range.lowerBound
      if ends.isEmpty, tokens > 0 {
        ends = Array(repeating: -1, count: tokens)
        sinks = Array(repeating: false, count: tokens)
      }
      if start >= 0, start < ends.count, ends[start] < 0, range.upperBound <= Int(Int32.max) {
        ends[start] = Int32(range.upperBound)
        sinks[start] = verdict
      } else if !(start >= 0 && start < ends.count && Int(ends[start]) == range.upperBound) {
        others[range] = verdict
      }
    }
  }
}
