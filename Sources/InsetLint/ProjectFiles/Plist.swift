import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The old-style (NeXTSTEP) property list that `project.pbxproj` is written in: `{ k = v; }`,
/// `( a, b, )`, quoted or bare strings, `/* … */` and `//` comments. A large app's project file
/// runs to megabytes and the first finding in it waits for the parse, so the file is read in
/// place: one pass records each value as a node (a byte range, or a run of child nodes), and a
/// string is made only when asked for.
final class PlistDocument: @unchecked Sendable {
  enum Kind: UInt8 {
    case string
    /// A quoted string with backslash escapes: decoded when read.
    case escaped
    case array
    case dictionary
  }

  /// A string's byte range, or a container's range in `children` (a dictionary's as key, value
  /// pairs).
  struct Node {
    var kind: Kind
    var start: Int32
    var end: Int32
  }

  struct Malformed: Error {}

  let bytes: [UInt8]
  /// Their access is unchecked: the parse appends a node for every value of a file that runs to
  /// megabytes, and a runtime access check on each cost a tenth of the parse; the parse is the only
  /// writer, before the document is handed out.
  @exclusivity(unchecked) private(set) var nodes: [Node] = []
  @exclusivity(unchecked) private(set) var children: [Int32] = []

  /// The top-level value.
  var root: PlistNode { PlistNode(document: self, index: 0) }

  init(_ text: String) throws {
    var text = text
    bytes = text.withUTF8 { Array($0) }
    guard bytes.count < Int(Int32.max) else { throw Malformed() }
    nodes.reserveCapacity(bytes.count / 24)
    children.reserveCapacity(bytes.count / 24)
    var parser = Parser()
    try bytes.withUnsafeBufferPointer { buffer in
      _ = try parser.value(buffer, into: self, depth: 0)
    }
  }

  /// Appends a node; returns its index.
  fileprivate func add(_ node: Node) -> Int32 {
    nodes.append(node)
    return Int32(nodes.count - 1)
  }

  /// Gives container `node` the children `scratch[from...]`.
  fileprivate func close(_ node: Int32, _ scratch: inout [Int32], from: Int) {
    let start = Int32(children.count)
    children.append(contentsOf: scratch[from...])
    scratch.removeSubrange(from...)
    nodes[Int(node)].start = start
    nodes[Int(node)].end = Int32(children.count)
  }

  struct Parser {
    var index = 0
    /// Children of the containers being read, innermost last.
    var scratch: [Int32] = []

    mutating func skip(_ bytes: UnsafeBufferPointer<UInt8>) {
      let count = bytes.count
      while index < count {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          index += 1
        } else if byte == 0x2F, index + 1 < count, bytes[index + 1] == 0x2A {  // /*
          index += 2
          while index + 1 < count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
          index += 2
        } else if byte == 0x2F, index + 1 < count, bytes[index + 1] == 0x2F {  // //
          while index < count, bytes[index] != 0x0A { index += 1 }
        } else {
          return
        }
      }
    }

    mutating func expect(_ byte: UInt8, _ bytes: UnsafeBufferPointer<UInt8>) throws {
      skip(bytes)
      guard index < bytes.count, bytes[index] == byte else { throw Malformed() }
      index += 1
    }

    mutating func value(_ bytes: UnsafeBufferPointer<UInt8>, into document: PlistDocument, depth: Int) throws
      -> Int32
    {
      guard depth < 64 else { throw Malformed() }
      skip(bytes)
      guard index < bytes.count else { throw Malformed() }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        let node = document.add(Node(kind: .dictionary, start: 0, end: 0))
        let mark = scratch.count
        while true {
          skip(bytes)
          guard index < bytes.count else { throw Malformed() }
          if bytes[index] == UInt8(ascii: "}") {
            index += 1
            break
          }
          let key = try value(bytes, into: document, depth: depth + 1)
          guard document.nodes[Int(key)].kind.rawValue <= Kind.escaped.rawValue else { throw Malformed() }
          try expect(UInt8(ascii: "="), bytes)
          let item = try value(bytes, into: document, depth: depth + 1)
          try expect(UInt8(ascii: ";"), bytes)
          scratch.append(key)
          scratch.append(item)
        }
        document.close(node, &scratch, from: mark)
        return node
      case UInt8(ascii: "("):
        index += 1
        let node = document.add(Node(kind: .array, start: 0, end: 0))
        let mark = scratch.count
        while true {
          skip(bytes)
          guard index < bytes.count else { throw Malformed() }
          if bytes[index] == UInt8(ascii: ")") {
            index += 1
            break
          }
          scratch.append(try value(bytes, into: document, depth: depth + 1))
          skip(bytes)
          if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
        }
        document.close(node, &scratch, from: mark)
        return node
      case UInt8(ascii: "\""):
        index += 1
        let start = index
        var kind = Kind.string
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\") {
            kind = .escaped
            index += 1
          }
          index += 1
        }
        guard index < bytes.count else { throw Malformed() }
        index += 1
        return document.add(Node(kind: kind, start: Int32(start), end: Int32(index - 1)))
      default:
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > start else { throw Malformed() }
        return document.add(Node(kind: .string, start: Int32(start), end: Int32(index)))
      }
    }

    static func isBare(_ byte: UInt8) -> Bool {
      switch byte {
      case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
      case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
        UInt8(ascii: "-"), UInt8(ascii: "+"):
        return true
      default: return false
      }
    }
  }
}

/// An object's identifier in a project file, as a value: 24 hexadecimal digits (what Xcode
/// writes) packed exactly, anything else by two independent 64-bit hashes of its bytes.
struct ObjectID: Hashable, Sendable {
  let high: UInt64
  let low: UInt64

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    if bytes.count == 24, let high = ObjectID.hex(bytes[0..<8]), let low = ObjectID.hex(bytes[8..<24]) {
      self.high = high
      self.low = low
      return
    }
    // Not hexadecimal (hand-written or generated by other tools): hashed, length mixed in; the
    // top bit set keeps it apart from any packed identifier.
    var first: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
    var second: UInt64 = 0x9e37_79b9_7f4a_7c15
    for byte in bytes {
      first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
      second = (second &+ UInt64(byte)) &* 0xff51_afd7_ed55_8ccd
      second ^= second >> 29
    }
    high = first | (1 << 63)
    low = second
  }

  private static func hex(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64? {
    var value: UInt64 = 0
    for digit in digits {
      switch digit {
      case 0x30...0x39: value = value << 4 | UInt64(digit - 0x30)
      case 0x41...0x46: value = value << 4 | UInt64(digit - 0x41 + 10)
      case 0x61...0x66: value = value << 4 | UInt64(digit - 0x61 + 10)
      default: return nil
      }
    }
    return value
  }
}

/// The groups and file references reached from a project's main group: each one's parent and
/// own `path`, and references by file name. An absolute path is made only for what is asked.
struct ProjectTree: @unchecked Sendable {
  /// How an object's `path` is anchored (`sourceTree`).
  enum Anchor {
    /// No `path`: where its parent is.
    case parent
    case group(PlistNode)
    case sourceRoot(PlistNode)
    case absolute(PlistNode)
  }

  private var entries: [ObjectID: (parent: ObjectID?, anchor: Anchor)] = [:]
  /// File name (the last component of a reference's `path`) → references.
  private var byName: [String: [ObjectID]] = [:]
  let base: String

  init(objects: [ObjectID: PlistNode], mainGroup: ObjectID?, base: String) {
    self.base = base
    guard let mainGroup else { return }
    var pending: [(ObjectID, ObjectID?)] = [(mainGroup, nil)]
    while let (id, parent) = pending.popLast() {
      guard entries[id] == nil, let object = objects[id]?.dictionary else { continue }
      var anchor = Anchor.parent
      let children = object["children"]?.array
      if let path = object["path"], path.isString {
        let tree = object["sourceTree"]
        if tree == nil || tree!.isString("<group>") {
          anchor = .group(path)
        } else if tree!.isString("SOURCE_ROOT") {
          anchor = .sourceRoot(path)
        } else if tree!.isString("<absolute>") {
          anchor = .absolute(path)
        } else {
          continue  // elsewhere (an SDK, the build folder): not the project's files
        }
        if children == nil, let name = path.lastComponent { byName[name, default: []].append(id) }
      }
      entries[id] = (parent, anchor)
      for child in (children ?? []).reversed() {
        if let childID = child.objectID { pending.append((childID, id)) }
      }
    }
  }

  /// References whose `path` ends in the file name `name`.
  func references(named name: String) -> [ObjectID] { byName[name] ?? [] }

  /// The absolute path of a group or reference reached from the main group, else nil.
  func absolutePath(of id: ObjectID) -> String? {
    guard let entry = entries[id] else { return nil }
    switch entry.anchor {
    case .parent: return entry.parent.flatMap(absolutePath(of:)) ?? base
    case .group(let path):
      guard let parent = entry.parent.map(absolutePath(of:)) ?? base, let path = path.string else {
        return nil
      }
      return XcodeProject.join(parent, path)
    case .sourceRoot(let path): return path.string.map { XcodeProject.join(base, $0) }
    case .absolute(let path): return path.string
    }
  }
}

/// One value of a `PlistDocument`.
struct PlistNode {
  let document: PlistDocument
  let index: Int32

  private var node: PlistDocument.Node { document.nodes[Int(index)] }

  var string: String? {
    let node = node
    let range = Int(node.start)..<Int(node.end)
    switch node.kind {
    case .string:
      return document.bytes.withUnsafeBufferPointer {
        String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
      }
    case .escaped:
      var out: [UInt8] = []
      var at = range.lowerBound
      while at < range.upperBound {
        var byte = document.bytes[at]
        if byte == UInt8(ascii: "\\"), at + 1 < range.upperBound {
          at += 1
          switch document.bytes[at] {
          case UInt8(ascii: "n"): byte = 0x0A
          case UInt8(ascii: "t"): byte = 0x09
          default: byte = document.bytes[at]
          }
        }
        out.append(byte)
        at += 1
      }
      return String(decoding: out, as: UTF8.self)
    case .array, .dictionary: return nil
    }
  }

  /// True when this is a string written exactly as `text` (no escapes).
  /// (Lengths first, then one `memcmp`: a dictionary lookup asks this of every key before the one
  /// it finds, and a byte-by-byte comparison of two collections cost about 200 instructions each.)
  func isString(_ text: String) -> Bool {
    let node = node
    guard node.kind == .string else { return node.kind == .escaped && string == text }
    let start = Int(node.start)
    let count = Int(node.end) - start
    var text = text
    return text.withUTF8 { utf8 in
      guard utf8.count == count else { return false }
      guard count > 0 else { return true }
      return document.bytes.withUnsafeBufferPointer { bytes in
        memcmp(utf8.baseAddress!, bytes.baseAddress! + start, count) == 0
      }
    }
  }

  var array: [PlistNode]? {
    let node = node
    guard node.kind == .array else { return nil }
    return document.children[Int(node.start)..<Int(node.end)].map { PlistNode(document: document, index: $0) }
  }

  var dictionary: PlistNode? { node.kind == .dictionary ? self : nil }

  /// A string as an object identifier.
  var objectID: ObjectID? {
    let node = node
    guard node.kind == .string || node.kind == .escaped else { return nil }
    if node.kind == .escaped, var text = string { return text.withUTF8 { ObjectID($0) } }
    return document.bytes.withUnsafeBufferPointer {
      ObjectID(UnsafeBufferPointer(rebasing: $0[Int(node.start)..<Int(node.end)]))
    }
  }

  /// The last `/`-separated component of a string (`Cell.swift` of `Feed/Cell.swift`).
  var lastComponent: String? {
    let node = node
    guard node.kind == .string else { return string.map { String($0.split(separator: "/").last ?? "") } }
    return document.bytes.withUnsafeBufferPointer { bytes in
      var start = Int(node.end)
      while start > Int(node.start), bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<Int(node.end)]), as: UTF8.self)
    }
  }

  var isString: Bool { node.kind == .string || node.kind == .escaped }

  /// A dictionary's entries in file order.
  var entries: [(key: PlistNode, value: PlistNode)] {
    let node = node
    guard node.kind == .dictionary else { return [] }
    var result: [(key: PlistNode, value: PlistNode)] = []
    result.reserveCapacity(Int(node.end - node.start) / 2)
    var at = Int(node.start)
    while at + 1 < Int(node.end) {
      result.append(
        (
          PlistNode(document: document, index: document.children[at]),
          PlistNode(document: document, index: document.children[at + 1])
        ))
      at += 2
    }
    return result
  }

  /// The value of `key` in a dictionary (a key written twice means its last value).
  subscript(key: String) -> PlistNode? {
    let node = node
    guard node.kind == .dictionary else { return nil }
    var at = Int(node.end) - 2
    while at >= Int(node.start) {
      if PlistNode(document: document, index: document.children[at]).isString(key) {
        return PlistNode(document: document, index: document.children[at + 1])
      }
      at -= 2
    }
    return nil
  }
}
