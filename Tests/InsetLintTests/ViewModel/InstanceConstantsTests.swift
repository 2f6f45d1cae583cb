import InsetLint
import XCTest

/// Numbers read through instances of the project's types: a stored property read on a static
/// instance built with labelled arguments is the argument of its label; a name only typed holds
/// any instance the project builds of that type; several instances or branches give a number only
/// when they agree, or when one is the branch compiled for iOS.
final class InstanceConstantsTests: XCTestCase {
  func model(_ files: [(String, String)]) throws -> ProjectViewModel {
    let collector = ViewModelCollector()
    var collected: [(path: String, facts: ViewFileFacts)] = []
    for (path, text) in files {
      let context = FileContext(file: SourceFile(path: path, text: text), fixing: nil)
      guard let facts = collector.collect(context) else { continue }
      let stored = try FactCoder.decode(ViewFileFacts.self, from: FactCoder.encode(facts))
      XCTAssertEqual(stored, facts, "facts round-trip through the cache's codec")
      collected.append((path, stored))
    }
    return ProjectViewModel(collected)
  }

  let scope = ProjectViewModel.Scope(type: "Screen", path: "Screen.swift")

  func test_aPropertyReadOnAStaticInstanceBuiltMemberwise_isTheArgumentOfItsLabel() throws {
    let model = try model([
      ("Metrics.swift", "struct Metrics {\n  let margin: CGFloat\n  let gap: CGFloat\n}"),
      ("Phone.swift", "extension Metrics {\n  static let phone: Metrics = .init(margin: 16, gap: 4)\n}"),
    ])
    XCTAssertEqual(model.number(.name(["Metrics", "phone", "margin"]), in: scope), 16)
    XCTAssertEqual(model.numberAcrossFiles(.name(["Metrics", "phone", "gap"]), in: scope)?.crossFile, true)
  }

  func test_anInstanceBuiltByCallingItsType_isReadTheSameWay() throws {
    let model = try model([
      ("Theme.swift", "struct Theme {\n  let margin: CGFloat\n  static let standard = Theme(margin: 20)\n}")
    ])
    XCTAssertEqual(model.number(.name(["Theme", "standard", "margin"]), in: scope), 20)
  }

  func test_aNameOnlyTyped_holdsTheInstancesItsTypeIsBuiltAs_whenTheyAllAgree() throws {
    // A constants class forwarding to a platform table chosen in its initializer.
    let model = try model([
      (
        "Constants.swift",
        """
        class Constants {
          private var platform: PlatformConstants
          public static let main: Constants = .init()
          private init() { self.platform = UIDevice.isPhone ? .phone : .pad }
          var spacing: CGFloat { platform.spacing }
        }
        """
      ),
      ("Platform.swift", "struct PlatformConstants {\n  let spacing: CGFloat\n  let icon: CGFloat\n}"),
      (
        "Phone.swift",
        "extension PlatformConstants {\n  static let phone: PlatformConstants = .init(spacing: 10, icon: 44)\n}"
      ),
      (
        "Pad.swift",
        "extension PlatformConstants {\n  static let pad: PlatformConstants = .init(spacing: 10, icon: 60)\n}"
      ),
    ])
    XCTAssertEqual(model.number(.name(["Constants", "main", "spacing"]), in: scope), 10)
  }

  func test_instancesThatDisagree_leaveTheProperty_unknown() throws {
    let model = try model([
      ("Platform.swift", "struct PlatformConstants {\n  let icon: CGFloat\n}"),
      (
        "Tables.swift",
        """
        extension PlatformConstants {
          static let phone: PlatformConstants = .init(icon: 44)
          static let pad: PlatformConstants = .init(icon: 60)
        }
        """
      ),
      (
        "Screen.swift",
        "struct Screen: View {\n  let table: PlatformConstants\n  var body: some View { Text(\"a\") }\n}"
      ),
    ])
    XCTAssertNil(model.number(.name(["table", "icon"]), in: scope))
    XCTAssertEqual(
      model.number(.name(["PlatformConstants", "pad", "icon"]), in: scope), 60, "one named instance")
  }

  func test_aTypedMemberOfTheView_readsTheInstancesOfItsType() throws {
    let model = try model([
      ("Layout.swift", "struct Layout {\n  let edge: CGFloat\n  static let regular = Layout(edge: 16)\n}"),
      (
        "Screen.swift",
        "struct Screen: View {\n  var layout: Layout\n  var body: some View { Text(\"a\") }\n}"
      ),
    ])
    XCTAssertEqual(model.number(.name(["layout", "edge"]), in: scope), 16)
  }

  func test_theInstanceInAnIfOSiOSBranch_isTheOneRead() throws {
    let model = try model([
      (
        "Metrics.swift",
        """
        struct Metrics {
          let margin: CGFloat
          #if os(iOS)
          static let main = Metrics(margin: 16)
          #elseif os(macOS)
          static let main = Metrics(margin: 24)
          #endif
        }
        """
      )
    ])
    XCTAssertEqual(model.number(.name(["Metrics", "main", "margin"]), in: scope), 16)
  }

  func test_aGetterReturningAnInstancePerCase_givesTheNumberTheCasesAgreeOn() throws {
    let model = try model([
      (
        "Metrics.swift",
        """
        struct Metrics {
          let margin: CGFloat
          let icon: CGFloat
          static var current: Metrics {
            switch UIDevice.current.userInterfaceIdiom {
            case .pad: return .init(margin: 16, icon: 60)
            default: return .init(margin: 16, icon: 44)
            }
          }
        }
        """
      )
    ])
    XCTAssertEqual(model.number(.name(["Metrics", "current", "margin"]), in: scope), 16)
    XCTAssertNil(model.number(.name(["Metrics", "current", "icon"]), in: scope))
  }

  func test_anExplicitInitializer_storesItsParameters_orTheirDefaults() throws {
    let model = try model([
      (
        "Spacing.swift",
        """
        struct Spacing {
          let margin: CGFloat
          let gap: CGFloat
          init(base: CGFloat, gap: CGFloat = 4) {
            self.margin = base * 2
            self.gap = gap
          }
          static let regular = Spacing(base: 8)
        }
        """
      )
    ])
    XCTAssertEqual(model.number(.name(["Spacing", "regular", "margin"]), in: scope), 16)
    XCTAssertEqual(model.number(.name(["Spacing", "regular", "gap"]), in: scope), 4)
  }

  func test_aPropertyTheInstanceIsNotGiven_isItsDefault() throws {
    let model = try model([
      (
        "Theme.swift",
        "struct Theme {\n  var margin: CGFloat = 12\n  let gap: CGFloat\n  static let main = Theme(gap: 4)\n}"
      )
    ])
    XCTAssertEqual(model.number(.name(["Theme", "main", "margin"]), in: scope), 12)
  }

  func test_aConstantDeclaredPerPlatform_isTheOneCompiledForIOS() throws {
    let model = try model([
      (
        "Screen.swift",
        """
        struct Screen: View {
          #if os(macOS)
          private let inset: CGFloat = 12
          #else
          private let inset: CGFloat = 16
          #endif
          var body: some View { Text("a") }
        }
        """
      )
    ])
    XCTAssertEqual(model.number(.name(["inset"]), in: scope), 16)
  }

  func test_aGetterOfPlatformBranches_isItsIOSBranch() throws {
    let model = try model([
      (
        "Screen.swift",
        """
        struct Screen: View {
          private static var inset: CGFloat {
            #if os(tvOS)
            20
            #else
            16
            #endif
          }
          private static let gap: CGFloat = {
            #if os(iOS)
            return 8
            #else
            return 12
            #endif
          }()
          var body: some View { Text("a") }
        }
        """
      )
    ])
    XCTAssertEqual(model.number(.name(["inset"]), in: scope), 16, "`Self.inset`")
    XCTAssertEqual(model.number(.name(["gap"]), in: scope), 8)
  }

  func test_aConstantDeclaredOnlyForAnotherPlatform_isUnknown() throws {
    let model = try model([
      (
        "Screen.swift",
        "#if os(tvOS)\nprivate let rowPadding: CGFloat = 20\n#endif\nstruct Screen: View {\n  var body: some View { Text(\"a\") }\n}"
      )
    ])
    XCTAssertNil(model.number(.name(["rowPadding"]), in: scope))
  }

  func test_aStaticInstanceInAFileNamingNoNumberType_isCollected() throws {
    let context = FileContext(
      file: SourceFile(
        path: "Pad.swift", text: "extension Table {\n  static let pad: Table = .init(gap: 10)\n}"),
      fixing: nil)
    XCTAssertTrue(
      ViewModelCollector().triggers.contains { context.file.contains($0) }, "the collector reads the file")
    XCTAssertEqual(ViewModelCollector().collect(context)?.instances.first?.labels, ["gap"])
  }
}
