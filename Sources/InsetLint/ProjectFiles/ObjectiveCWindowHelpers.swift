/// The Objective-C class methods of a mixed project that return a length or insets read from "the"
/// window (`+ (CGFloat) getBottomMargin { return [UIApplication
/// sharedApplication].mainWindow.safeAreaInsets.bottom; }`), which its Swift code calls as
/// `OAUtilities.getBottomMargin()`: a Swift rule reads only Swift, and without these a mixed app's
/// shared layout helpers are invisible to it.
///
/// A helper is a class method with no arguments (its Swift name is its selector) declared to return
/// a length, a size, a rectangle or insets, whose body reaches the application object
/// (`[UIApplication sharedApplication]`, `UIApplication.sharedApplication`) and reads a window's
/// safe-area insets (`readsInsets`) or its frame or bounds, or calls another such helper of the
/// project (`[OAUtilities getBottomMargin]`, `[self getBottomMargin]`). The `.m` files are found as
/// the storyboards are (`ProjectFolders`): under the nearest project folder, dependency folders left
/// out, when that folder's Xcode project compiles Objective-C. Read text only (no Objective-C parser): an `@implementation`'s `+ (type) name { … }`
/// methods, braces counted. The files read are `consulted`, for the lint cache. Memoised until
/// `forget()`.
public enum ObjectiveCWindowHelpers {
  public struct Helper: Sendable, Equatable {
    /// True: the window's insets; false: its size only.
    public var readsInsets: Bool
  }

  /// The helpers of the project around the Swift file at `path`, keyed `Class.selector`.
  public static func helpers(nearSourceAt path: String) -> [String: Helper] {
    let root = ProjectFolders.root(of: LintConfiguration.parent(of: LintConfiguration.absolute(path)))
    if let known = lock.locked({ memo[root] }) { return known }
    var methods: [String: Method] = [:]
    // Only a project whose Xcode project compiles Objective-C has any: the others' folders are
    // not walked (a large Swift app's walk costs more than the rest of the rule's pass).
    let compilesObjectiveC = (SourceLoader.entryNames(root) ?? []).contains { name in
      guard name.hasSuffix(".xcodeproj"),
        case .success(let bytes) = SourceLoader.readBytes(
          root + "/" + name + "/project.pbxproj", maxSize: 64 << 20)
      else { return false }
      defer { bytes.deallocate() }
      // A byte search, no text made: a large app's project file is megabytes.
      return SourceFile.find("sourcecode.c.objc", in: UnsafeBufferPointer(bytes), from: 0) != nil
    }
    for file in compilesObjectiveC ? ProjectFolders.files(under: root, suffix: ".m") : [] {
      guard var text = SourceLoader.readText(file) else { continue }
      lock.locked { stats[file] = SourceLoader.fileStat(file) }
      // Most implementation files reach no application object: one search of the bytes says so.
      guard text.withUTF8({ SourceFile.find("Application", in: $0, from: 0) }) != nil else { continue }
      for method in Self.methods(in: text) { methods[method.key] = method }
    }
    let found = resolve(methods)
    lock.locked { memo[root] = found }
    return found
  }

  /// Every `.m` file read so far, with its size and mtime when read.
  public static var consulted: [(path: String, stat: SourceLoader.Stat?)] {
    lock.locked { stats.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
  }

  /// Drops what was read: the next question reads the files again.
  public static func forget() {
    lock.locked {
      memo = [:]
      stats = [:]
    }
    ProjectFolders.forget()
  }

  nonisolated(unsafe) private static var memo: [String: [String: Helper]] = [:]
  nonisolated(unsafe) private static var stats: [String: SourceLoader.Stat?] = [:]
  private static let lock = PlainLock()

  /// One class method with no arguments that returns a length or insets.
  struct Method: Equatable {
    var key: String
    var global: Bool
    var insets: Bool
    var size: Bool
    /// The `Class.selector` keys of the class methods its body sends (`[self x]` is its class's).
    var calls: [String]
  }

  /// The return types of a length, a size, a rectangle or insets.
  static let lengthTypes: Set<String> = [
    "CGFloat", "double", "float", "UIEdgeInsets", "CGSize", "CGRect", "NSDirectionalEdgeInsets",
  ]

  /// The class methods of each `@implementation` of `text` (categories included).
  static func methods(in text: String) -> [Method] {
    let bytes = Array(text.utf8)
    var result: [Method] = []
    var i = 0
    var className: String?
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "@") {
        if matches(bytes, at: i, "@implementation") {
          var j = skipSpaces(bytes, from: i + 15)
          let start = j
          while j < bytes.count, isIdentifier(bytes[j]) { j += 1 }
          className = String(decoding: bytes[start..<j], as: UTF8.self)
          i = j
          continue
        }
        if matches(bytes, at: i, "@end") { className = nil }
      }
      // `+ (CGFloat) name {` at the start of a line.
      if let owner = className, bytes[i] == UInt8(ascii: "+"), i == 0 || bytes[i - 1] == UInt8(ascii: "\n") {
        if let method = method(at: i, owner: owner, bytes) { result.append(method) }
      }
      i += 1
    }
    return result
  }

  static func method(at plus: Int, owner: String, _ bytes: [UInt8]) -> Method? {
    var j = skipSpaces(bytes, from: plus + 1)
    guard j < bytes.count, bytes[j] == UInt8(ascii: "(") else { return nil }
    let typeStart = j + 1
    while j < bytes.count, bytes[j] != UInt8(ascii: ")") { j += 1 }
    guard j < bytes.count else { return nil }
    let type = String(decoding: bytes[typeStart..<j], as: UTF8.self).filter { $0 != " " }
    guard lengthTypes.contains(type) else { return nil }
    j = skipSpaces(bytes, from: j + 1)
    let nameStart = j
    while j < bytes.count, isIdentifier(bytes[j]) { j += 1 }
    guard j > nameStart else { return nil }
    let name = String(decoding: bytes[nameStart..<j], as: UTF8.self)
    // No arguments: the body opens right after the selector.
    j = skipSpaces(bytes, from: j)
    guard j < bytes.count, bytes[j] == UInt8(ascii: "{"), let close = matchingBrace(bytes, from: j) else {
      return nil
    }
    let body = String(decoding: bytes[(j + 1)..<close], as: UTF8.self)
    let global = body.contains("sharedApplication")
    let insets = body.contains("safeAreaInsets") || body.contains("safeAreaLayoutGuide")
    let size =
      (body.contains("indow") || body.contains("rootViewController"))
      && (body.contains(".frame") || body.contains(".bounds") || body.contains(" frame]")
        || body.contains(" bounds]"))
    return Method(
      key: owner + "." + name, global: global, insets: insets, size: size,
      calls: sentSelectors(body, owner: owner))
  }

  /// `[Class selector]` and `[self selector]` (a class method's `self` is its class) in `body`.
  static func sentSelectors(_ body: String, owner: String) -> [String] {
    let bytes = Array(body.utf8)
    var result: [String] = []
    var i = 0
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "[") else {
        i += 1
        continue
      }
      var j = skipSpaces(bytes, from: i + 1)
      let receiverStart = j
      while j < bytes.count, isIdentifier(bytes[j]) { j += 1 }
      let receiver = String(decoding: bytes[receiverStart..<j], as: UTF8.self)
      j = skipSpaces(bytes, from: j)
      let selectorStart = j
      while j < bytes.count, isIdentifier(bytes[j]) { j += 1 }
      let selector = String(decoding: bytes[selectorStart..<j], as: UTF8.self)
      if !receiver.isEmpty, !selector.isEmpty, j < bytes.count, bytes[j] == UInt8(ascii: "]") {
        result.append((receiver == "self" ? owner : receiver) + "." + selector)
      }
      i = receiverStart
    }
    return result
  }

  /// The helpers among `methods`: those reading a global window, and those calling one.
  static func resolve(_ methods: [String: Method]) -> [String: Helper] {
    var insets = Set(methods.values.filter { $0.global && $0.insets }.map(\.key))
    var sizes = Set(methods.values.filter { $0.global && $0.size }.map(\.key))
    var changed = true
    while changed {
      changed = false
      for method in methods.values {
        if !insets.contains(method.key), method.calls.contains(where: insets.contains) {
          insets.insert(method.key)
          changed = true
        }
        if !sizes.contains(method.key), method.calls.contains(where: sizes.contains) {
          sizes.insert(method.key)
          changed = true
        }
      }
    }
    var result: [String: Helper] = [:]
    for key in sizes { result[key] = Helper(readsInsets: false) }
    for key in insets { result[key] = Helper(readsInsets: true) }
    return result
  }

  static func matchingBrace(_ bytes: [UInt8], from open: Int) -> Int? {
    var depth = 0
    var i = open
    while i < bytes.count {
      switch bytes[i] {
      case UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return i }
      case UInt8(ascii: "\""):
        // A string literal: its braces are text.
        i += 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\n") {
          if bytes[i] == UInt8(ascii: "\\") { i += 1 }
          i += 1
        }
      default: break
      }
      i += 1
    }
    return nil
  }

  static func matches(_ bytes: [UInt8], at i: Int, _ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard i + count <= bytes.count else { return false }
    return word.withUTF8Buffer { buffer in (0..<count).allSatisfy { bytes[i + $0] == buffer[$0] } }
  }

  static func skipSpaces(_ bytes: [UInt8], from start: Int) -> Int {
    var j = start
    while j < bytes.count,
      bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t")
        || bytes[j] == UInt8(ascii: "\n") || bytes[j] == UInt8(ascii: "\r")
    {
      j += 1
    }
    return j
  }

  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }
}
