/// What a layout constraint connected to a class's `@IBOutlet` in a storyboard or xib pins a view's
/// bottom to: the safe area (its layout guide, the old bottom layout guide or the bottom margin)
/// or the root view's own bottom edge. A handler that sets the outlet's `constant` to the
/// keyboard's height is wrong in the first case (the home-indicator band counts twice) and right
/// on a full-screen iPhone in the second; the Swift file alone cannot tell them apart.
///
/// The documents are found from the source file's folder upwards: the nearest folder holding an
/// `.xcodeproj`, `Package.swift` or `project.yml` is the project, and every `.storyboard` and `.xib`
/// under it (dependency folders left out) is read once. Interface Builder's XML is read as tags
/// (no XML library: the static build links none). A bottom constraint between two views is
/// followed up through the container's own bottom constraints (a card pinned inside a content
/// view inside a scroll view), at most eight hops; anything else is unknown (nil).
///
/// The documents read are `consulted` (with their size and mtime): the lint cache refuses to
/// replay a run once one of them changed. Memoised until `forget()`.
public enum InterfaceBuilderConstraints {
  public enum BottomPin: String, Sendable, Equatable {
    case safeArea = "safe-area"
    case view
  }

  /// What the constraint behind `outlet` of class `owner` pins, or nil when no document of the
  /// project connects it or the chain is not a bottom-to-bottom one.
  public static func bottomPin(outlet: String, ofClass owner: String, nearSourceAt path: String) -> BottomPin?
  {
    let root = ProjectFolders.root(of: LintConfiguration.parent(of: LintConfiguration.absolute(path)))
    for document in classIndex(under: root)[owner] ?? [] {
      guard let tree = tree(of: document) else { continue }
      if let pin = tree.bottomPin(outlet: outlet, owner: owner) { return pin }
    }
    return nil
  }

  /// The documents under `root` by the custom classes they name (`customClass="X"`), made once.
  static func classIndex(under root: String) -> [String: [String]] {
    if let known = lock.locked({ classIndexes[root] }) { return known }
    var index: [String: [String]] = [:]
    for document in documents(under: root) {
      guard var text = text(of: document) else { continue }
      // In place, by `SourceFile.find` (memchr on the marker's rarest byte): a byte-by-byte
      // compare over a copy of every document was most of the look-up's cost.
      let names = text.withUTF8 { customClasses(in: $0) }
      for name in names { index[name, default: []].append(document) }
    }
    lock.locked { classIndexes[root] = index }
    return index
  }

  /// The names a document's `customClass="X"` attributes give, each followed by at least one byte.
  static func customClasses(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
    let length = "customClass=\"".utf8.count
    var names: Set<String> = []
    var i = 0
    while let at = SourceFile.find("customClass=\"", in: bytes, from: i), at + length < bytes.count {
      var end = at + length
      while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
      names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[(at + length)..<end]), as: UTF8.self))
      i = end + 1
    }
    return names
  }

  /// A document's elements, parsed once.
  static func tree(of path: String) -> IBTree? {
    if let known = lock.locked({ trees[path] }) { return known }
    guard let text = text(of: path) else { return nil }
    let tree = IBTree(text)
    lock.locked { trees[path] = tree }
    return tree
  }

  /// Every document read so far, with its size and mtime when read.
  public static var consulted: [(path: String, stat: SourceLoader.Stat?)] {
    lock.locked { stats.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
  }

  /// Drops what was read: the next question reads the documents again.
  public static func forget() {
    ProjectFolders.forget()
    lock.locked {
      classIndexes = [:]
      trees = [:]
      texts = [:]
      stats = [:]
    }
  }

  nonisolated(unsafe) private static var classIndexes: [String: [String: [String]]] = [:]
  nonisolated(unsafe) private static var trees: [String: IBTree] = [:]
  nonisolated(unsafe) private static var texts: [String: String?] = [:]
  nonisolated(unsafe) private static var stats: [String: SourceLoader.Stat?] = [:]
  private static let lock = PlainLock()

  /// The storyboards and xibs under `root` (`ProjectFolders`: one walk for every reader).
  static func documents(under root: String) -> [String] {
    (ProjectFolders.files(under: root, suffix: ".storyboard")
      + ProjectFolders.files(under: root, suffix: ".xib"))
      .sorted()
  }

  static func text(of path: String) -> String? {
    if let known = lock.locked({ texts[path] }) { return known }
    let text = SourceLoader.readText(path)
    let stat = SourceLoader.fileStat(path)
    lock.locked {
      texts[path] = .some(text)
      stats[path] = .some(stat)
    }
    return text
  }
}

/// The elements of an Interface Builder document: name, attributes and parent, in document order.
struct IBTree {
  struct Element {
    var name: String
    var attributes: [String: String]
    var parent: Int?
  }

  var elements: [Element] = []

  init(_ text: String) {
    let bytes = Array(text.utf8)
    var stack: [Int] = []
    var i = 0
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "<"), i + 1 < bytes.count else {
        i += 1
        continue
      }
      let next = bytes[i + 1]
      if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
        // A comment or a declaration: skip to its end.
        i = Self.skip(bytes, from: i, to: next == UInt8(ascii: "!") ? "-->" : "?>")
        continue
      }
      if next == UInt8(ascii: "/") {
        _ = stack.popLast()
        i = Self.skip(bytes, from: i, to: ">")
        continue
      }
      // `<name a="v" …>` or `<name … />`, quoted values read whole.
      var j = i + 1
      while j < bytes.count, !Self.isSpace(bytes[j]), bytes[j] != UInt8(ascii: ">"),
        bytes[j] != UInt8(ascii: "/")
      {
        j += 1
      }
      let name = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
      var attributes: [String: String] = [:]
      var selfClosing = false
      while j < bytes.count {
        let byte = bytes[j]
        if byte == UInt8(ascii: ">") { break }
        if byte == UInt8(ascii: "/") {
          selfClosing = true
          j += 1
          continue
        }
        if Self.isSpace(byte) {
          j += 1
          continue
        }
        var k = j
        while k < bytes.count, bytes[k] != UInt8(ascii: "="), !Self.isSpace(bytes[k]),
          bytes[k] != UInt8(ascii: ">")
        {
          k += 1
        }
        let key = String(decoding: bytes[j..<k], as: UTF8.self)
        guard k + 1 < bytes.count, bytes[k] == UInt8(ascii: "="), bytes[k + 1] == UInt8(ascii: "\"") else {
          j = k + 1
          continue
        }
        var end = k + 2
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
        attributes[key] = String(decoding: bytes[(k + 2)..<min(end, bytes.count)], as: UTF8.self)
        j = end + 1
      }
      elements.append(Element(name: name, attributes: attributes, parent: stack.last))
      if !selfClosing { stack.append(elements.count - 1) }
      i = j + 1
    }
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
      || byte == UInt8(ascii: "\r")
  }

  static func skip(_ bytes: [UInt8], from start: Int, to terminator: String) -> Int {
    let end = Array(terminator.utf8)
    var i = start
    while i + end.count <= bytes.count {
      if bytes[i..<(i + end.count)].elementsEqual(end) { return i + end.count }
      i += 1
    }
    return bytes.count
  }

  /// True when `ancestor` is among the parents of `index`, up to the document's root.
  func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
    var current = elements[index].parent
    while let c = current {
      if c == ancestor { return true }
      current = elements[c].parent
    }
    return false
  }

  func bottomPin(outlet: String, owner: String) -> InterfaceBuilderConstraints.BottomPin? {
    // The owner: a scene's controller, a xib's File's Owner, or a custom view.
    guard
      let ownerIndex = elements.indices.first(where: { elements[$0].attributes["customClass"] == owner })
    else { return nil }
    let scope: Range<Int>
    let isFilesOwner = elements[ownerIndex].attributes["placeholderIdentifier"] == "IBFilesOwner"
    if isFilesOwner {
      scope = 0..<elements.count
    } else {
      var end = ownerIndex + 1
      while end < elements.count, isDescendant(end, of: ownerIndex) { end += 1 }
      scope = ownerIndex..<end
    }
    // The owner's own outlets (its `connections`), not a subview's.
    let outlets = scope.filter { k in
      elements[k].name == "outlet" && elements[k].parent.flatMap { elements[$0].parent } == ownerIndex
    }
    guard let connection = outlets.first(where: { elements[$0].attributes["property"] == outlet }),
      let destination = elements[connection].attributes["destination"]
    else { return nil }
    var ids: [String: Int] = [:]
    for k in scope { if let id = elements[k].attributes["id"] { ids[id] = k } }
    guard let constraint = ids[destination], elements[constraint].name == "constraint" else { return nil }
    // The root view: a controller's `view`, the File's Owner's `view` outlet, or the custom view.
    var rootID: String?
    if isFilesOwner {
      rootID = outlets.first(where: { elements[$0].attributes["property"] == "view" })
        .flatMap { elements[$0].attributes["destination"] }
    } else if elements[ownerIndex].name.hasSuffix("Controller") {
      rootID = scope.first(where: {
        elements[$0].parent == ownerIndex && elements[$0].attributes["key"] == "view"
      }).flatMap { elements[$0].attributes["id"] }
    } else {
      rootID = elements[ownerIndex].attributes["id"]
    }
    let safeAreaIDs = Set(
      scope.filter { k in
        (elements[k].name == "viewLayoutGuide" && elements[k].attributes["key"] == "safeArea")
          || (elements[k].name == "viewControllerLayoutGuide" && elements[k].attributes["type"] == "bottom")
      }.compactMap { elements[$0].attributes["id"] })
    let constraints = scope.filter { elements[$0].name == "constraint" }

    /// The two items of a constraint (an omitted item is the view whose `constraints` hold it)
    /// when both attributes are bottom edges; nil otherwise.
    func bottomItems(_ k: Int) -> (String, String, margin: Bool)? {
      let a = elements[k].attributes
      guard let first = a["firstAttribute"],
        let owningView = elements[k].parent.flatMap({ elements[$0].parent }),
        let ownerID = elements[owningView].attributes["id"]
      else { return nil }
      let second = a["secondAttribute"] ?? first
      let bottoms: Set<String> = ["bottom", "bottomMargin"]
      guard bottoms.contains(first), bottoms.contains(second), a["secondItem"] != nil || a["firstItem"] != nil
      else { return nil }
      return (
        a["firstItem"] ?? ownerID, a["secondItem"] ?? ownerID,
        first == "bottomMargin" || second == "bottomMargin"
      )
    }
    /// The view a layout guide belongs to (a scroll view's content guide is the scroll view's).
    func view(_ id: String) -> String {
      guard let k = ids[id], elements[k].name == "viewLayoutGuide", let parent = elements[k].parent,
        let parentID = elements[parent].attributes["id"]
      else { return id }
      return parentID
    }
    func contains(_ outer: String, _ inner: String) -> Bool {
      guard let o = ids[outer], let i = ids[inner] else { return false }
      return isDescendant(i, of: o)
    }

    var current = constraint
    var visited: Set<Int> = []
    for _ in 0..<8 {
      visited.insert(current)
      guard let (a, b, margin) = bottomItems(current) else { return nil }
      if safeAreaIDs.contains(a) || safeAreaIDs.contains(b) || margin { return .safeArea }
      if a == rootID || b == rootID { return .view }
      // The container of the two: follow its own bottom constraint up.
      let (va, vb) = (view(a), view(b))
      let container: String
      if va == rootID || vb == rootID {
        return .view
      } else if contains(va, vb) {
        container = va
      } else if contains(vb, va) {
        container = vb
      } else {
        return nil
      }
      guard
        let next = constraints.first(where: { k in
          guard !visited.contains(k), let (x, y, _) = bottomItems(k) else { return false }
          let (vx, vy) = (view(x), view(y))
          return (vx == container && (contains(vy, vx) || safeAreaIDs.contains(y) || vy == rootID))
            || (vy == container && (contains(vx, vy) || safeAreaIDs.contains(x) || vx == rootID))
        })
      else { return nil }
      current = next
    }
    return nil
  }
}
