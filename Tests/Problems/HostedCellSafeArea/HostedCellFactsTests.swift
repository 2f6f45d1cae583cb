import InsetTestSupport
import XCTest

@testable import InsetLint
@testable import InsetProblems

/// `hosted-cell-safe-area`'s facts write themselves (`FactWritable`) exactly as their synthesized
/// `Encodable` does, for every field, nil and non-nil optionals, and the facts of every example.
final class HostedCellFactsTests: XCTestCase {
  func test_everyField_isWrittenAsEncodableWritesIt() throws {
    let position = SourcePosition(offset: 12, line: 3, column: -1)
    let creation = HostingCreation(
      callee: "UIHostingController", labels: ["rootView"], rootView: "PhotoView", position: position,
      text: "UIHostingController(rootView: PhotoView()) é", spinnerOnly: true)
    let bare = HostingCreation(
      callee: "Host", labels: [], rootView: nil, position: position, text: "Host()")
    let use = MemberUse(
      name: "make", owner: "Summaries", bare: false, isCall: true, through: ["P", "header"])
    let argument = MethodArgument(name: "host", labels: ["_", "in"], index: Int.max)
    let flow = PlacedFlow(
      creations: [creation], uses: [use, MemberUse(name: "x", owner: nil, bare: true, isCall: false)],
      stored: ["host"], arguments: [argument],
      calls: [PlacedCall(argument: argument, creations: [bare], uses: [use])])
    let facts = HostedCellFacts(
      hosting: [
        HostingFact(
          typeName: "PhotoCell", isExtension: false, creations: [creation, bare],
          stored: [StoredMember(name: "host", type: "UIHostingController<V>", position: position)],
          addsSubview: true, optOut: "safeAreaRegions = []", calledMethods: ["embed"], placed: flow,
          position: position),
        HostingFact(
          typeName: "UITableViewCell", isExtension: true, creations: [], stored: [], addsSubview: false,
          optOut: nil, calledMethods: [], placed: PlacedFlow(), position: nil),
      ],
      helpers: [
        HelperFact(owner: "Cell", name: "host", labels: ["_"], optOut: "disable", calls: ["a"]),
        HelperFact(owner: nil, name: "free", labels: [], optOut: nil, calls: []),
      ],
      factories: [
        FactoryFact(
          owner: "Factory", name: "make", creations: [creation], optOut: "x", calledMethods: ["b"],
          isProperty: true),
        FactoryFact(owner: nil, name: "view", creations: [], optOut: nil, calledMethods: []),
      ],
      genericUsages: [GenericUsage(name: "HostingCell", arguments: ["PhotoView"])],
      providers: [
        ProviderFact(
          signature: "tableView(_:viewForHeaderInSection:)", kind: "section header", position: position,
          creations: [creation], optOut: "o", calledMethods: ["c"], uses: [use]),
        ProviderFact(
          signature: "s", kind: "supplementary view", position: position, creations: [], optOut: nil,
          calledMethods: [], uses: nil),
      ],
      placements: [
        CellPlacementFact(
          context: "cell registration", cellType: "PhotoCell", via: "argument", argument: argument,
          position: position, creations: [creation], uses: [use], optOut: "p", calledMethods: ["d"]),
        CellPlacementFact(
          context: "class", cellType: nil, via: "view", argument: nil, position: position, creations: [],
          uses: [], optOut: nil, calledMethods: []),
      ],
      returnTypes: [ReturnTypeFact(owner: "Presenter", name: "header", type: "HeaderBuilder")])
    let bytes = try FactCoder.encode(facts)
    XCTAssertEqual(bytes, try FactCoder.encodeWithCodable(facts))
    XCTAssertEqual(try FactCoder.decode(HostedCellFacts.self, from: bytes), facts)
    let empty = HostedCellFacts(hosting: [], helpers: [], factories: [], genericUsages: [])
    XCTAssertEqual(try FactCoder.encode(empty), try FactCoder.encodeWithCodable(empty))
  }

  func test_theExamplesFacts_areWrittenAsEncodableWritesThem() throws {
    let collected = Support.exampleFacts(HostedCellSafeAreaRule())
    for (line, facts) in collected {
      XCTAssertEqual(
        try FactCoder.encode(facts), try FactCoder.encodeWithCodable(facts), "example at line \(line)")
    }
    XCTAssertGreaterThan(collected.count, 10, "the examples have facts")
  }
}
