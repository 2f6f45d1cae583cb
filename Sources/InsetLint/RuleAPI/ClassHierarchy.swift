import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Classes by name with what they inherit from, across every scanned file.
public struct ClassHierarchy: Sendable {
  /// name → (inherits, file, fact); the first declaration of a name wins.
  public let classes: [String: (inherits: [String], file: String, fact: TypeFact)]

  init(_ analyses: [FileAnalysis]) {
    var classes: [String: (inherits: [String], file: String, fact: TypeFact)] = [:]
    for analysis in analyses {
      for fact in analysis.classes where classes[fact.name] == nil {
        classes[fact.name] = (fact.inherits, analysis.path, fact)
      }
    }
    self.classes = classes
  }

  /// The superclass chain of `name` (itself excluded), as far as it is known; the first
  /// inherited name of each class is taken as its superclass.
  public func ancestors(of name: String) -> [String] {
    var chain: [String] = []
    var current = name
    var seen: Set<String> = [name]
    while let entry = classes[current], let parent = entry.inherits.first, !seen.contains(parent) {
      chain.append(parent)
      seen.insert(parent)
      current = parent
    }
    return chain
  }

  /// True when `name` is one of `bases` or inherits from one, through classes of any file.
  /// A class's whole inheritance clause counts at the first step (`class X: NSObject, Proto`).
  public func inherits(_ name: String, fromAny bases: Set<String>) -> Bool {
    if bases.contains(name) { return true }
    if let direct = classes[name]?.inherits, direct.contains(where: bases.contains) { return true }
    return ancestors(of: name).contains(where: bases.contains)
  }
}
