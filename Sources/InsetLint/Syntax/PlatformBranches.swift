import Foundation

/// The `#if` branches of a file whose condition decides whether their code is compiled for iOS.
/// Code compiled only for other platforms (macOS, tvOS, watchOS, visionOS, Mac Catalyst) never runs
/// on an iPhone or iPad: the view model leaves it out, and rules that judge a screen skip it.
public struct PlatformBranches: Sendable {
  /// Each branch's tokens (from its `#if`/`#elseif`/`#else` to the next directive of its chain)
  /// and whether it is compiled for iOS.
  public let branches: [(range: Range<Int>, onIOS: Bool)]

  public init(_ file: SourceFile) { branches = Self.read(file) }

  /// Whether the token at `j` is compiled for iOS, as the branches around it say: false when one
  /// of them is not, true when some are and none is not, nil when no platform branch holds it.
  public func onIOS(_ j: Int) -> Bool? {
    var found: Bool?
    for branch in branches where branch.range.contains(j) {
      if !branch.onIOS { return false }
      found = true
    }
    return found
  }

  /// Token ranges of `#if` branches whose condition decides whether they are compiled for iOS:
  /// `#if os(iOS)` (true), `#if os(macOS) || os(tvOS)` (false), the `#else` of `#if os(macOS)`
  /// (true) or of `#if os(iOS)` (false). Branches of other conditions (`#if DEBUG`) are left out.
  static func read(_ file: SourceFile) -> [(range: Range<Int>, onIOS: Bool)] {
    guard file.contains("#if") else { return [] }
    struct Chain {
      var start: Int
      var current: Bool?
      var earlier: [Bool?] = []
    }
    var result: [(range: Range<Int>, onIOS: Bool)] = []
    var chains: [Chain] = []
    func close(_ chain: Chain, at end: Int) {
      if let value = chain.current { result.append((chain.start..<end, value)) }
    }
    var j = 0
    while j < file.count {
      guard file.kind(j) == .pound else {
        j += 1
        continue
      }
      let directive = file.text(j)
      if directive == "#if" {
        chains.append(Chain(start: j, current: condition(file, after: j)))
      } else if directive == "#elseif" || directive == "#else", var chain = chains.popLast() {
        close(chain, at: j)
        chain.earlier.append(chain.current)
        chain.start = j
        if chain.earlier.contains(true) {
          // iOS took an earlier branch.
          chain.current = false
        } else if directive == "#else" {
          chain.current = chain.earlier.allSatisfy { $0 == false } ? true : nil
        } else {
          let value = condition(file, after: j)
          chain.current = chain.earlier.allSatisfy { $0 == false } ? value : (value == false ? false : nil)
        }
        chains.append(chain)
      } else if directive == "#endif", let chain = chains.popLast() {
        close(chain, at: j)
      }
      j += 1
    }
    return result
  }

  /// Whether the condition of the `#if`/`#elseif` at `j` (to the end of its line) holds on iOS:
  /// `os(iOS)`, `canImport(UIKit)` and negated other platforms hold; `os(macOS)`, `os(tvOS)`,
  /// `os(watchOS)`, `os(visionOS)`, `targetEnvironment(macCatalyst)`, `canImport(AppKit)` do not;
  /// `||` and `&&` combine them; anything else is unknown.
  public static func condition(_ file: SourceFile, after j: Int) -> Bool? {
    var text = ""
    var k = j + 1
    while k < file.count, !file.tokens[k].startsLine {
      text += file.text(k)
      k += 1
    }
    func atom(_ atom: Substring) -> Bool? {
      var atom = atom
      while atom.hasPrefix("("), atom.hasSuffix(")") { atom = atom.dropFirst().dropLast() }
      var negated = false
      while atom.hasPrefix("!") {
        negated.toggle()
        atom = atom.dropFirst()
      }
      let value: Bool?
      switch atom {
      case "os(iOS)", "canImport(UIKit)": value = true
      case "os(macOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)", "os(xrOS)", "os(OSX)",
        "targetEnvironment(macCatalyst)", "canImport(AppKit)":
        value = false
      default: value = nil
      }
      return negated ? value.map { !$0 } : value
    }
    var any: [Bool?] = []
    for disjunct in text.components(separatedBy: "||") {
      let conjuncts = disjunct.components(separatedBy: "&&").map { atom(Substring($0)) }
      if conjuncts.contains(false) {
        any.append(false)
      } else if conjuncts.allSatisfy({ $0 == true }) {
        any.append(true)
      } else {
        any.append(nil)
      }
    }
    if any.contains(true) { return true }
    if !any.isEmpty, any.allSatisfy({ $0 == false }) { return false }
    return nil
  }

}

extension PlatformBranches {
  /// Token ranges compiled only into debug builds: an `#if DEBUG` branch (to its `#elseif`,
  /// `#else` or `#endif`) and the `#else` of `#if !DEBUG`. What ships to users is the other branch.
  public static func debugOnly(_ file: SourceFile) -> [Range<Int>] {
    guard file.contains("DEBUG") else { return [] }
    var result: [Range<Int>] = []
    // Per open `#if`: where its debug-only branch started, and whether its `#else` is one.
    var chains: [(debugStart: Int?, elseIsDebug: Bool)] = []
    func condition(after j: Int) -> String {
      var text = ""
      var k = j + 1
      while k < file.count, !file.tokens[k].startsLine {
        text += file.text(k)
        k += 1
      }
      return text
    }
    for j in 0..<file.count where file.kind(j) == .pound {
      switch file.text(j) {
      case "#if":
        let text = condition(after: j)
        chains.append((text == "DEBUG" ? j : nil, text == "!DEBUG"))
      case "#elseif", "#else", "#endif":
        guard var chain = chains.popLast() else { continue }
        if let start = chain.debugStart { result.append(start..<j) }
        chain.debugStart = nil
        if file.text(j) == "#else", chain.elseIsDebug { chain.debugStart = j }
        if file.text(j) != "#endif" { chains.append(chain) }
      default: break
      }
    }
    return result
  }
}
