import InsetEngine

/// The unit that compiles a file. Support code (a helper extension) must be declared exactly once
/// in each: twice is a redeclaration error, none is an unknown symbol.
public struct CodeModule: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    /// A SwiftPM target folder (`…/Sources/<Target>`): a new file there is compiled.
    case swiftPM
    /// An Xcode project: a file is compiled by the targets that list it; a new file by none.
    case xcode
    /// Neither found: the files are taken as one module, and no file is created.
    case folder
  }
  public let kind: Kind
  /// The SwiftPM target folder, the `.pbxproj`, or "" for a folder.
  public let root: String
  /// The targets that compile the file (Xcode), never empty.
  public let targets: Set<String>

  public init(_ kind: Kind, root: String, targets: Set<String> = ["*"]) {
    self.kind = kind
    self.root = root
    self.targets = targets.isEmpty ? ["*"] : targets
  }

  /// Code in a file of `self` is visible wherever a file of `other` is compiled.
  public func covers(_ other: CodeModule) -> Bool {
    kind == other.kind && root == other.root && targets.isSuperset(of: other.targets)
  }

  /// Some target compiles files of both.
  public func overlaps(_ other: CodeModule) -> Bool {
    kind == other.kind && root == other.root && !targets.isDisjoint(with: other.targets)
  }

  /// From the path alone: `…/Sources/<Target>/…` is a SwiftPM target, anything else one folder.
  public static func fromPath(_ path: String) -> CodeModule {
    let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count else {
      return CodeModule(.folder, root: "")
    }
    return CodeModule(.swiftPM, root: components[...(sources + 1)].joined(separator: "/"))
  }
}

/// Where a plan's support code goes so that every file that needs it compiles, and nothing is
/// declared twice: into the first file of each module that needs it, after a marker comment,
/// unless a file of a module that covers it already has it (the marker, or a declaration of the
/// same function); or into the config's `helperFile`, which is created only inside a SwiftPM
/// target folder (a new file in an Xcode project would be in no target).
public struct SupportPlacement {
  public let support: PlannedEdit
  public let rule: RuleID
  public let sources: [String: SourceFile]
  public let layout: @Sendable (String) -> CodeModule
  /// The config's `helperFile`, as a path of the same form as the keys of `sources`, if any.
  public let helperFile: String?

  public init(
    support: PlannedEdit, rule: RuleID, sources: [String: SourceFile],
    layout: @escaping @Sendable (String) -> CodeModule,
    helperFile: String?
  ) {
    self.support = support
    self.rule = rule
    self.sources = sources
    self.layout = layout
    self.helperFile = helperFile
  }

  /// The line before the support code, naming what it declares (later runs look for it).
  public static func marker(declaring names: [String]) -> String {
    let shown = names.map { name -> String in
      let last = name.split(separator: " ").last.map(String.init) ?? name
      return last.hasSuffix("(") ? last + ")" : last
    }
    return "// insetfix:support \(shown.joined(separator: " ")) "
      + "(added by `insetfix fix`; one copy per module)"
  }

  /// What the support code declares, as it reads in a file that has it: `struct Name`, `class
  /// Name`, `enum Name`, `func name(` at file scope, and `func name(` directly inside an extension.
  var declaredNames: [String] {
    var names: [String] = []
    var inExtension = false
    for line in support.supportCode.split(separator: "\n") {
      let depth = line.prefix(while: { $0 == " " }).count
      let words = line.drop(while: { $0 == " " }).split(separator: " ", maxSplits: 2)
      guard let keyword = words.first, words.count > 1 else { continue }
      let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if depth == 0 {
        inExtension = keyword == "extension"
        if ["struct", "class", "enum"].contains(keyword) { names.append("\(keyword) \(name)") }
        if keyword == "func" { names.append("func \(name)(") }
      } else if inExtension, depth <= 4, keyword == "func" {
        names.append("func \(name)(")
      }
    }
    return names
  }

  /// Files that already carry the support code: the marker, or a declaration of the same names.
  func existingHosts() -> [String] {
    let names = declaredNames
    let marker = Self.marker(declaring: names)
    return sources.keys.sorted().filter { path in
      let text = sources[path]!.text
      return text.contains(marker) || names.contains(where: text.contains)
    }
  }

  /// Support edits for the files in `needing` (paths of `sources`), and a note for each file
  /// whose support could not be placed (its fix is then left out: it would not compile).
  public func place(_ needing: [String]) -> (edits: [TextEdit], notes: [String: String]) {
    guard !support.supportCode.isEmpty else { return ([], [:]) }
    var hosts: [(path: String, module: CodeModule)] = existingHosts().map { ($0, layout($0)) }
    var edits: [TextEdit] = []
    var notes: [String: String] = [:]
    if let helperFile, hosts.allSatisfy({ $0.path != helperFile }) {
      let module = layout(helperFile)
      if let source = sources[helperFile] {
        edits.append(append(to: source))
        hosts.append((helperFile, module))
      } else if module.kind == .swiftPM {
        let newline = needing.first.flatMap { sources[$0]?.newline } ?? "\n"
        let header = "import SwiftUI\(newline)import UIKit\(newline)\(newline)"
        edits.append(
          TextEdit(
            file: helperFile, range: 0..<0, replacement: header + block(newline: newline), rule: rule,
            createsFile: true))
        hosts.append((helperFile, module))
      }
      // Otherwise (a file to create outside a SwiftPM target) the runner warns, and the code goes
      // into the files that need it.
    }
    // Widest modules first, so a file compiled into two targets hosts before one in either alone.
    let ordered = needing.map { ($0, layout($0)) }.sorted {
      ($0.1.targets.count, $1.0) > ($1.1.targets.count, $0.0)
    }
    for (path, module) in ordered {
      if hosts.contains(where: { $0.module.covers(module) }) { continue }
      if let clash = hosts.first(where: { $0.module.overlaps(module) }) {
        notes[path] =
          "the support code is in \(clash.path), which only some of this file's targets "
          + "(\(module.targets.sorted().joined(separator: ", "))) compile; move it where all of them see it"
        continue
      }
      guard let source = sources[path] else { continue }
      edits.append(append(to: source))
      hosts.append((path, module))
    }
    return (edits, notes)
  }

  /// The marker and the support code, inside `#if canImport(UIKit)` so a multi-platform target
  /// still builds elsewhere.
  func block(newline: String) -> String {
    let lines =
      [Self.marker(declaring: declaredNames), "#if canImport(UIKit)", support.supportCode, "#endif"]
      .joined(separator: "\n")
    return lines.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: newline) + newline
  }

  /// An insertion at the end of `source`: a blank line, then the block.
  func append(to source: SourceFile) -> TextEdit {
    let newline = source.newline
    let end = source.bytes.count
    let endsWithNewline = end > 0 && source.bytes[end - 1] == 0x0A
    let text = (endsWithNewline ? "" : newline) + newline + block(newline: newline)
    return .insert(text, at: end, in: source.path, rule: rule)
  }
}
