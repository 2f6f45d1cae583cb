/// Code that runs only in Xcode's preview canvas, never in the app: `#Preview { … }` bodies,
/// `PreviewProvider` types, and the `#if DEBUG … #endif` blocks that hold one (the controllers and
/// representables made for a preview there). No rule's finding holds in it (`Linter.analyze` marks
/// it as code that holds on no release).
public enum PreviewCode {
  /// The token ranges of `file`'s preview code; `types` is its index's types.
  public static func ranges(_ file: SourceFile, types: [TypeDecl]) -> [Range<Int>] {
    var previews = types.filter { $0.inherits.contains("PreviewProvider") }.map { $0.bodyOpen..<$0.bodyClose }
    guard file.contains("#Preview") || file.contains("PreviewProvider") else { return previews }
    for j in 0..<file.count where file.kind(j) == .pound && file.text(j) == "#Preview" {
      var k = j + 1
      if file.kind(k) == .openParen, let close = file.match(k) { k = close + 1 }
      if file.kind(k) == .openBrace, let close = file.match(k) { previews.append(j..<close) }
    }
    for block in debugBlocks(file)
    where block.contains(where: { file.kind($0) == .pound && file.text($0) == "#Preview" })
      || previews.contains(where: { block.contains($0.lowerBound) })
    {
      previews.append(block)
    }
    return previews
  }

  /// `#if DEBUG … #endif` blocks (nested `#if`s matched), as token ranges.
  public static func debugBlocks(_ file: SourceFile) -> [Range<Int>] {
    guard file.contains("DEBUG") else { return [] }
    var blocks: [Range<Int>] = []
    var open: [(start: Int, debug: Bool)] = []
    for j in 0..<file.count where file.kind(j) == .pound {
      switch file.text(j) {
      case "#if": open.append((j, file.tokenIs(j + 1, "DEBUG") && file.kind(j + 2) != .operator))
      case "#endif":
        if let last = open.popLast(), last.debug { blocks.append(last.start..<j) }
      default: break
      }
    }
    return blocks
  }
}
