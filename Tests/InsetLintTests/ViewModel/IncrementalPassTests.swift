import InsetLint
import InsetTestSupport
import XCTest

/// A language-server session keeps the previous project pass (`ProjectPassMemo`) and re-reads
/// only the files changed since. Whatever the edit, a pass brought up to date must give exactly
/// what a pass made from scratch gives: the same view model, the same findings.
final class IncrementalPassTests: XCTestCase {
  /// A project of many shapes: every rule's examples (each example's files in a folder of its own,
  /// so type names repeat across files as they do in real apps) and a few files written to
  /// exercise the model (an extension in another file, a presenting helper, constants, a widget).
  static let project: [(name: String, code: String)] = {
    var files: [(name: String, code: String)] = []
    for (r, rule) in Support.rules.enumerated() {
      let examples = rule.description.triggering + rule.description.nonTriggering
      for (e, example) in examples.enumerated() {
        for file in example.cleaned { files.append(("r\(r)e\(e)/\(file.name)", file.code)) }
      }
    }
    files += [
      (
        "Model/Home.swift",
        """
        struct Home: View {
          var body: some View {
            VStack { header; Card { Text("a") } }
              .padding(.horizontal, Layout.margin)
              .bottomSheet { Settings() }
          }
        }
        """
      ),
      (
        "Model/Home+Header.swift",
        "extension Home {\n  var header: some View { Text(\"h\").padding(.horizontal, 12) }\n}"
      ),
      (
        "Model/Helpers.swift",
        """
        extension View {
          func bottomSheet<C: View>(@ViewBuilder content: () -> C) -> some View { sheet(isPresented: .constant(true), content: content) }
          func edgePadding() -> some View { padding(.horizontal, Layout.margin) }
        }
        enum Layout { static let unit: CGFloat = 8\n static let margin = Layout.unit * 2 }
        """
      ),
      (
        "Model/Card.swift",
        "struct Card<Content: View>: View {\n  let content: Content\n  var body: some View { content.edgePadding() }\n}"
      ),
      (
        "Model/Category.swift",
        """
        struct CategoryView<Destination: View>: View {
          let title: String
          let destination: () -> Destination
          var body: some View { List { NavigationLink { destination() } label: { Text(title) } } }
        }
        """
      ),
      (
        "Model/Feedback.swift",
        """
        struct FeedbackRoot: View {
          var body: some View { CategoryView("Report") { CategoryView("VPN") { IssueForm() } } }
        }
        struct IssueForm: View { var body: some View { Text("form").padding(.horizontal, 16) } }
        """
      ),
      ("Model/Settings.swift", "struct Settings: View { var body: some View { List { Text(\"s\") } } }"),
      (
        "Model/Metrics.swift",
        "struct Metrics {\n  let margin: CGFloat\n}\nextension Metrics {\n  static let phone: Metrics = .init(margin: 16)\n}"
      ),
      (
        "Model/Profile.swift",
        "struct Profile: View { var body: some View { Text(\"p\").padding(.horizontal, Metrics.phone.margin) } }"
      ),
      (
        "Model/Host.swift",
        "final class HostVC: UIViewController { func show() { present(UIHostingController(rootView: Home()), animated: true) } }"
      ),
      (
        "Model/Router.swift",
        "extension View {\n  var routed: some View { navigationDestination(for: Int.self) { id in switch id { case 0: Profile() default: Settings() } } }\n}"
      ),
      (
        "Model/Dashboard.swift",
        "enum Dashboard {}\nextension Dashboard {\n  struct RootView: View { var body: some View { Text(\"d\").padding(.horizontal, 16) } }\n}"
      ),
      (
        "Model/Prefs.swift",
        "enum Prefs {}\nextension Prefs {\n  struct RootView: View { var body: some View { VStack { Text(\"p\") }.padding(.horizontal, 12) } }\n}"
      ),
      (
        "Model/ModuleScreen.swift",
        "enum ModuleScreen { case a, b }\nextension ModuleScreen {\n  @ViewBuilder func view() -> some View {\n    switch self { case .a: Dashboard.RootView() case .b: Prefs.RootView() }\n  }\n}"
      ),
      (
        "Model/Widget.swift",
        "import WidgetKit\nstruct Small: View { var body: some View { Text(\"w\").padding(.horizontal, 16) } }"
      ),
    ]
    return files
  }()

  /// Edits an editor makes to one file: a line added above everything, a type renamed, a view
  /// made somewhere new, the file emptied, the file deleted, and a new file.
  enum Edit: CaseIterable {
    case lineAbove, rename, presentNewView, empty, delete, addFile
  }

  func apply(_ edit: Edit, at index: Int, to files: inout [(name: String, code: String)]) -> [String] {
    let name = files[index].name
    switch edit {
    case .lineAbove: files[index].code = "// edited\n" + files[index].code
    case .rename:
      files[index].code = files[index].code.replacingOccurrences(of: "struct ", with: "struct Renamed")
    case .presentNewView:
      files[index].code +=
        "\nstruct Fresh\(index): View {\n  var body: some View { Text(\"f\").padding(.horizontal, 16).sheet(isPresented: .constant(true)) { Settings() } }\n}\n"
    case .empty: files[index].code = ""
    case .delete: files.remove(at: index)
    case .addFile:
      let added = "Added/New\(index).swift"
      files.append(
        (
          added,
          "struct Added\(index): View { var body: some View { Home().padding(.horizontal, 20) } }\nfunc make() { _ = Added\(index)() }"
        ))
      return [added]
    }
    return [name]
  }

  /// The model as text: every type, modifier and screen with where it comes from, and the counts.
  func describe(_ model: ProjectViewModel) -> String {
    var lines: [String] = []
    for name in model.types.keys.sorted() {
      let entry = model.types[name]!
      lines.append("type \(name) \(entry.kind) \(entry.slots) \(entry.path):\(entry.line)")
      for member in entry.members.keys.sorted() {
        let found = entry.members[member]!
        lines.append("  \(member) \(found.path) \(found.nodes)")
      }
    }
    for name in model.viewExtensions.keys.sorted() {
      for member in model.viewExtensions[name]! {
        lines.append("modifier \(name) \(member.path) \(member.nodes)")
      }
    }
    for screen in model.screens {
      lines.append(
        "screen \(screen.name) \(screen.kind) \(screen.scope.type) \(screen.scope.path) \(screen.nodes)")
    }
    lines.append("\(model.statistics)")
    return lines.joined(separator: "\n")
  }

  func test_aPassBroughtUpToDate_givesTheModelAndFindingsOfAPassFromScratch_afterEveryKindOfEdit() {
    let linter = Linter(rules: Support.rules)
    var files = Self.project
    var analyses = files.map { linter.analyze(SourceFile(path: $0.name, text: $0.code)) }
    let memo = ProjectPassMemo()
    _ = linter.combine(analyses, memo: memo)
    // Files spread across the project, edited two ways each (the kinds rotate), and every file
    // written for the model edited every way in turn; the memo carries from one edit to the
    // next, as a session's does.
    let examples = files.map(\.name).filter { !$0.hasPrefix("Model/") }
    let step = max(1, examples.count / 10)
    let spread = stride(from: 0, to: examples.count, by: step).map { examples[$0] }
    var plan: [(name: String, edit: Edit)] = []
    for (n, name) in (spread + spread.reversed()).enumerated() {
      plan.append((name, Edit.allCases[n % Edit.allCases.count]))
    }
    // Every file edited without losing what it declares first, so that each edit meets the others'
    // types still there; then renamed, emptied and deleted.
    let model = files.map(\.name).filter { $0.hasPrefix("Model/") }
    for edit: Edit in [.lineAbove, .presentNewView, .addFile, .rename, .empty, .delete] {
      plan += model.map { ($0, edit) }
    }
    var checked = 0
    for (name, edit) in plan {
      guard let index = files.firstIndex(where: { $0.name == name }) else { continue }
      let changed = apply(edit, at: index, to: &files)
      for name in changed { memo.noteChanged(name) }
      analyses = files.map { file in
        changed.contains(file.name)
          ? linter.analyze(SourceFile(path: file.name, text: file.code))
          : analyses.first { $0.path == file.name }!
      }
      let updated = linter.combine(analyses, memo: memo)
      XCTAssertTrue(
        memo.lastPass.updatedFacts.contains("ProjectViewModel"), "the model was brought up to date")
      XCTAssertTrue(memo.lastPass.reusedFactsOf.contains("view-model"), "unchanged files' facts were reused")
      XCTAssertEqual(updated, linter.combine(analyses), "\(edit) of \(changed)")
      // The model that pass left in the memo (nothing changed since: it is taken as it is).
      let context = ProjectContext(analyses: analyses, memo: memo)
      XCTAssertEqual(
        describe(context.fact(ProjectViewModel.self)), describe(ProjectContext(analyses: analyses).fact()),
        "\(edit) of \(changed)")
      checked += 1
    }
    XCTAssertGreaterThanOrEqual(checked, 50, "enough edits were checked")
  }
}

extension IncrementalPassTests {
  func test_aViewNoLongerPresentedByAnotherFile_becomesUnplaced_inAPassBroughtUpToDate() {
    let linter = Linter(rules: Support.rules)
    let view = SourceFile(
      path: "Feed.swift", text: "struct Feed: View { var body: some View { Text(\"f\") } }")
    let host =
      "final class C: UIViewController { func show() { present(UIHostingController(rootView: Feed()), animated: true) } }"
    let memo = ProjectPassMemo()
    let before = [linter.analyze(view), linter.analyze(SourceFile(path: "Host.swift", text: host))]
    XCTAssertEqual(
      ProjectContext(analyses: before, memo: memo).fact(ProjectViewModel.self).screens.map(\.kind), [.hosted])
    memo.noteChanged("Host.swift")
    let after = [before[0], linter.analyze(SourceFile(path: "Host.swift", text: "final class C {}"))]
    XCTAssertEqual(
      ProjectContext(analyses: after, memo: memo).fact(ProjectViewModel.self).screens.map(\.kind), [.unplaced]
    )
  }
}

extension IncrementalPassTests {
  /// The model a pass on several threads makes (its types' screens read side by side) is the one
  /// a pass on one thread makes, and the pass's findings are the same.
  func test_theModelMadeOnSeveralThreads_isTheModelMadeOnOne() {
    let linter = Linter(rules: Support.rules)
    let analyses = Self.project.map { linter.analyze(SourceFile(path: $0.name, text: $0.code)) }
    let one = ProjectContext(analyses: analyses, jobs: 1).fact(ProjectViewModel.self)
    let several = ProjectContext(analyses: analyses, jobs: 4).fact(ProjectViewModel.self)
    XCTAssertFalse(one.screens.isEmpty)
    XCTAssertEqual(describe(several), describe(one))
    XCTAssertEqual(linter.combine(analyses, jobs: 4), linter.combine(analyses, jobs: 1))
  }
}

extension IncrementalPassTests {
  /// A view that takes its body from a project protocol's extension is brought up to date when
  /// only the protocol's file changes: its body is the protocol's new one, as from scratch.
  func test_aViewLaidOutByItsProtocolsBody_followsAnEditOfTheProtocolOnly() {
    let linter = Linter(rules: Support.rules)
    let protocolFile = { (body: String) in
      SourceFile(
        path: "MVI.swift",
        text: "protocol MVIView: View { var view: V { get } }\nextension MVIView {\n\(body)\n}")
    }
    let home = SourceFile(
      path: "Home.swift",
      text: """
        struct Home: MVIView {
          var view: some View { ScrollView { Text("b").padding(.horizontal, 16) } }
        }
        let host = UIHostingController(rootView: Home())
        """)
    let memo = ProjectPassMemo()
    let before = [
      linter.analyze(protocolFile("var body: some View { view.onAppear {} }")), linter.analyze(home),
    ]
    XCTAssertEqual(
      linter.combine(before, memo: memo).filter { $0.rule == "fixed-horizontal-padding" }.count, 1)
    memo.noteChanged("MVI.swift")
    let after = [linter.analyze(protocolFile("var title: String { \"t\" }")), before[1]]
    let updated = linter.combine(after, memo: memo)
    XCTAssertEqual(updated, linter.combine(after), "the protocol's body taken away")
    XCTAssertTrue(updated.filter { $0.rule == "fixed-horizontal-padding" }.isEmpty)
    XCTAssertEqual(
      describe(ProjectContext(analyses: after, memo: memo).fact(ProjectViewModel.self)),
      describe(ProjectContext(analyses: after).fact()))
  }
}
