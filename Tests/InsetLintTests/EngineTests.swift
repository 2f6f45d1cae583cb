import InsetEmulation
import InsetLint
import InsetTestSupport
import XCTest

/// The lint engine's parts: source checks, suppressions, the cache codec, the class hierarchy.
final class EngineTests: XCTestCase {
  func test_sourceValidation_tellsBinaryFromBrokenUTF8_andAcceptsMultibyteText() {
    func check(_ bytes: [UInt8]) -> SourceLoader.Skip? {
      bytes.withUnsafeBufferPointer { SourceLoader.validate($0) }
    }
    XCTAssertNil(check(Array("let café = \"日本語 🎉\" // ok".utf8)))
    XCTAssertEqual(check(Array("abcdefgh\u{0}ij".utf8)), .binary)
    XCTAssertEqual(check([0x61, 0x62, 0xC3, 0x28]), .notUTF8(offset: 2))
    XCTAssertEqual(check([0xED, 0xA0, 0x80]), .notUTF8(offset: 0), "UTF-16 surrogates are not UTF-8")
    XCTAssertEqual(check([0xE2, 0x82]), .notUTF8(offset: 0), "truncated sequence")
  }

  func test_suppressions_parseScopesRulesAndRegions() {
    let file = SourceFile(
      path: "s.swift",
      text: """
        // insetfix:disable fixed-horizontal-padding hosted-cell-safe-area - legacy screens
        let a = 1
        // insetfix:enable fixed-horizontal-padding hosted-cell-safe-area
        let b = 2 // insetfix:disable:this all
        /* insetfix:disable:next all */
        """)
    let parsed = Suppressions.parse(file)
    XCTAssertEqual(parsed.map(\.scope), [.region, .thisLine], "block comments are not directives")
    XCTAssertEqual(parsed[0].rules, ["fixed-horizontal-padding", "hosted-cell-safe-area"])
    XCTAssertEqual(parsed[0].endLine, 3)
    XCTAssertTrue(parsed[0].covers(line: 2, rule: "hosted-cell-safe-area"))
    XCTAssertFalse(parsed[0].covers(line: 4, rule: "hosted-cell-safe-area"))
    XCTAssertTrue(parsed[1].covers(line: 4, rule: "fragile-view-extraction"))
  }

  /// `fix` marks the support code it places with `// insetfix:support …`; that marker is not a
  /// directive, so a fixed file lints without an "unknown directive" finding.
  func test_theSupportMarkerFixWrites_isNotADirective() {
    let file = SourceFile(
      path: "s.swift",
      text: """
        // insetfix:support hosted-cell-safe-area (written by insetfix fix)
        extension UIHostingController {}
        // insetfix:frobnicate
        """)
    XCTAssertEqual(Suppressions.parse(file).map(\.rules), [["?insetfix:frobnicate"]])
  }

  func test_classHierarchy_followsSuperclassesAcrossFiles_andSurvivesCycles() {
    let linter = Linter(rules: Support.rules)
    let analyses = [
      ("A.swift", "class A: B {}\nclass Loop1: Loop2 {}"),
      ("B.swift", "class B: UITableViewCell, Sendable {}"),
      ("C.swift", "class Loop2: Loop1 {}"),
    ].map { linter.analyze(SourceFile(path: $0.0, text: $0.1)) }
    let hierarchy = ProjectContext(analyses: analyses).hierarchy
    XCTAssertEqual(hierarchy.ancestors(of: "A"), ["B", "UITableViewCell"])
    XCTAssertTrue(hierarchy.inherits("A", fromAny: ["UITableViewCell"]))
    XCTAssertFalse(hierarchy.inherits("Loop1", fromAny: ["UIView"]))
  }

  func test_theCachedAnalysisOfEveryFixture_isTheFreshOne() throws {
    let folder = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let linter = Linter(rules: Support.rules)
    let paths = try FileManager.default.contentsOfDirectory(atPath: Support.fixtures + "/Lint/App").sorted()
    var fresh: [FileAnalysis] = []
    let cache = LintCache(directory: folder, fingerprint: "test")
    for name in paths {
      let path = Support.fixtures + "/Lint/App/" + name
      let analysis = try XCTUnwrap(try? SourceLoader.load(path, maxSize: 1 << 20).get()).map {
        linter.analyze($0)
      }!
      fresh.append(analysis)
      cache.store(analysis, stat: SourceLoader.fileStat(path)!)
    }
    try cache.save()
    let reopened = LintCache(directory: folder, fingerprint: "test")
    for analysis in fresh {
      XCTAssertEqual(
        reopened.analysis(for: analysis.path, stat: SourceLoader.fileStat(analysis.path)!), analysis)
    }
    XCTAssertNil(
      LintCache(directory: folder, fingerprint: "other").analysis(
        for: fresh[0].path, stat: SourceLoader.fileStat(fresh[0].path)!))
  }

  func test_availabilityGuard_findsTheOlderSystemsBranchAToken_isIn() {
    let file = SourceFile(
      path: "a.swift",
      text: """
        if #available(iOS 11.0, *) {
          a = guide
        } else if flag {
          a = edge
        } else {
          a = other
        }
        a = after
        """)
    func branch(_ name: StaticString) -> OSVersion? {
      AvailabilityGuard.olderSystemsBranch(
        around: file.tokens.indices.first { file.tokenIs($0, name) }!, in: file)
    }
    XCTAssertNil(branch("guide"))
    XCTAssertEqual(branch("edge"), OSVersion(11, 0))
    XCTAssertEqual(branch("other"), OSVersion(11, 0))
    XCTAssertNil(branch("after"))
  }

  func test_indexTellsGlobalsFromTheLocalsOfAComputedPropertyOrClosure() {
    let file = SourceFile(
      path: "g.swift",
      text: """
        var bottomInset: CGFloat {
          if let window = UIApplication.shared.keyWindow { return window.safeAreaInsets.bottom }
          return 0
        }
        let toolbarHeight: CGFloat = { let base = 44; return CGFloat(base) }()
        struct Layout { static var side: CGFloat { let s = 16; return CGFloat(s) } }
        """)
    let index = SyntaxIndex(file)
    XCTAssertEqual(index.variables.filter(\.isFileScope).map(\.name), ["bottomInset", "toolbarHeight"])
  }

  func test_indexFindsDeclarationsInheritanceMembersAndChains() {
    let file = SourceFile(
      path: "i.swift",
      text: """
        final class HostingCell<Content: View>: UIKit.UICollectionViewCell, Identifiable where Content: Sendable {
          private(set) var host: UIHostingController<Content>?
          override var safeAreaInsets: UIEdgeInsets { .zero }
          convenience init(rootView: Content, ignoresSafeArea: Bool) { self.init(frame: .zero) }
          func show() { List { Text("a") }.padding(.horizontal, 16).safeAreaInset(edge: .top) { header } }
        }
        """)
    let index = SyntaxIndex(file)
    XCTAssertEqual(index.types.first?.name, "HostingCell")
    XCTAssertEqual(index.types.first?.genericParameters, ["Content"])
    XCTAssertEqual(index.types.first?.inherits, ["UICollectionViewCell", "Identifiable"])
    XCTAssertEqual(index.variables.filter(\.isMember).map(\.name), ["host", "safeAreaInsets"])
    XCTAssertEqual(index.variables[1].modifiers, ["override"])
    let initializer = index.functions.first { $0.kind == .initializer }
    XCTAssertEqual(initializer?.labels, ["rootView", "ignoresSafeArea"])
    XCTAssertEqual(initializer?.modifiers, ["convenience"])
    let list = file.tokens.indices.first { file.tokenIs($0, "List") }!
    let chain = Expressions.chain(file, at: list)!
    XCTAssertEqual(chain.links.map { file.text($0.name) }, ["padding", "safeAreaInset"])
    XCTAssertEqual(chain.links[1].closures.count, 1)
    XCTAssertEqual(Expressions.chainStart(file, beforeDot: chain.links[1].dot), list)
  }

  /// A file read only for its classes gets a types-only index: the same classes, nested ones,
  /// generic ones and those after `class func` / `class var` members included.
  func test_typesOnlyIndex_findsTheClassesTheFullIndexFinds() {
    let file = SourceFile(
      path: "t.swift",
      text: """
        struct Outer {
          class Inner: Base { class func make() -> Inner { Inner() } }
          enum E { case a }
        }
        extension Outer.Inner { class var shared: Int { 1 } }
        final class Cell<Content>: UICollectionViewCell where Content: View {
          // class Commented: Nope {}
          let text = "class InString: Nope {}"
        }
        """)
    func classes(_ index: SyntaxIndex) -> [String] {
      index.types.filter { $0.kind == .class }.map { "\($0.name): \($0.inherits) \($0.genericParameters)" }
    }
    XCTAssertEqual(
      classes(SyntaxIndex(file)), ["Inner: [\"Base\"] []", "Cell: [\"UICollectionViewCell\"] [\"Content\"]"])
    XCTAssertEqual(classes(SyntaxIndex(file, typesOnly: true)), classes(SyntaxIndex(file)))
    XCTAssertEqual(SyntaxIndex(file, typesOnly: true).functions.count, 0)
  }
}
