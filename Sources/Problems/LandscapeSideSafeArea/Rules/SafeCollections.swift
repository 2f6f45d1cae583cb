import InsetLint

extension LandscapeSideSafeAreaRule {
  /// True when the file's collection view keeps its content inside the safe area's sides: its
  /// content inset adjusts on every axis (`contentInsetAdjustmentBehavior = .always`, so a flow
  /// layout's headers span only the width between the adjusted insets), or its leading and
  /// trailing (or left and right) anchors are pinned to a safe-area guide, written out
  /// (`view.safeAreaLayoutGuide.leadingAnchor`) or through a local (`let guide =
  /// view.safeAreaLayoutGuide`). A supplementary view registered there never starts at the
  /// screen's edge.
  static func keepsCollectionInSafeArea(_ file: SourceFile) -> Bool {
    if file.contains("contentInsetAdjustmentBehavior") && file.contains(".always") {
      for j in 0..<file.count where file.tokenIs(j, "contentInsetAdjustmentBehavior") {
        if file.tokenIs(j + 1, "="), file.tokenIs(j + 3, "always") || file.tokenIs(j + 4, "always"),
          let receiver = (j - 3..<j).last(where: { file.kind($0) == .identifier }),
          file.token(receiver, contains: "ollection")
        {
          return true
        }
      }
    }
    guard file.contains("safeAreaLayoutGuide") else { return false }
    // Locals bound to a safe-area guide: `let guide = view.safeAreaLayoutGuide`.
    var guides: Set<String> = []
    for j in 0..<file.count where file.tokenIs(j, "safeAreaLayoutGuide") {
      var k = j - 1
      while k > 0, file.kind(k) == .dot || file.kind(k) == .identifier && !file.tokenIs(k, "let") {
        k -= 1
      }
      if file.tokenIs(k, "="), file.kind(k - 1) == .identifier,
        file.tokenIs(k - 2, "let") || file.tokenIs(k - 2, "var")
      {
        guides.insert(file.text(k - 1))
      }
    }
    var sides: Set<String> = []
    for j in 0..<file.count where file.tokenIs(j, oneOf: sideAnchors) {
      // `collectionView.leadingAnchor.constraint(equalTo: <guide>.leadingAnchor)`
      guard file.kind(j - 1) == .dot, file.kind(j - 2) == .identifier,
        file.token(j - 2, contains: "ollection"), file.kind(j + 1) == .dot,
        file.tokenIs(j + 2, "constraint"), file.kind(j + 3) == .openParen, file.tokenIs(j + 4, "equalTo"),
        let close = file.match(j + 3)
      else { continue }
      let argument = (j + 6)..<close
      guard
        let anchor = argument.first(where: { file.tokenIs($0, oneOf: sideAnchors) }),
        file.kind(anchor - 1) == .dot,
        file.tokenIs(anchor - 2, "safeAreaLayoutGuide") || guides.contains(file.text(anchor - 2))
      else { continue }
      sides.insert(file.text(j).hasPrefix("leading") || file.text(j).hasPrefix("left") ? "start" : "end")
    }
    return sides.count == 2
  }

  /// Controller types shown as a FloatingPanel's content (`panel.set(contentViewController: x)`,
  /// `x` declared with its type here). The library's default layout pins the panel's surface to the
  /// safe area's left and right (`FloatingPanelBottomLayout.prepareLayout(surfaceView:in:)`, scenee/
  /// FloatingPanel), so the content's view never reaches the housing unless the project lays the
  /// surface out itself (`laysOutPanelSurface`).
  static func panelContents(_ context: FileContext) -> [String] {
    let file = context.file
    guard file.contains("set(contentViewController:") else { return [] }
    var result: [String] = []
    for j in 0..<file.count
    where file.tokenIs(j, "set") && file.kind(j - 1) == .dot && file.kind(j + 1) == .openParen
      && file.tokenIs(j + 2, "contentViewController") && file.kind(j + 3) == .colon
      && file.kind(j + 4) == .identifier && file.kind(j + 5) == .closeParen
    {
      if let type = context.declaredType(of: file.text(j + 4)), !result.contains(type) { result.append(type) }
    }
    return result
  }
}
