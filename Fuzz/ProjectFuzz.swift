// libFuzzer harness for what lint reads besides Swift source: Xcode project files (with the
// `.xcconfig` files they include) and the rule facts the cache stores. Built by
// scripts/lint-fuzz.sh together with the InsetLint sources (not part of `swift build`).
//
// The first byte picks the reader (its value modulo 3):
// - 0: the rest is a `project.pbxproj` (a 0xFF byte splits off an `.xcconfig` every
//   configuration may be based on). Reading it never traps; every target it finds owns only the
//   files asked about, and asking twice gives the same answer.
// - 1: the rest is stored rule facts. Decoding either refuses them or gives facts that encode
//   and decode to themselves.
// - 2: the rest is Swift source. Each rule's facts about it decode to what was collected, and the
//   same bytes with one byte changed are refused or decode, never trap.

let linter = Linter()

/// Decoded facts encode to bytes that decode and encode to the same bytes (bytes, not values:
/// a damaged number may decode as NaN, which equals nothing).
func roundTrips<T: Codable>(_ type: T.Type, _ bytes: [UInt8]) {
  guard let facts = try? FactCoder.decode(type, from: bytes) else { return }
  let encoded = try? FactCoder.encode(facts)
  let again = encoded.flatMap { try? FactCoder.decode(type, from: $0) }.flatMap { try? FactCoder.encode($0) }
  precondition(encoded != nil && again == encoded, "\(type) facts do not round-trip")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  switch data[0] % 3 {
  case 0:
    var project = bytes
    var xcconfig: [UInt8] = []
    if let split = bytes.firstIndex(of: 0xFF) {
      project = Array(bytes[..<split])
      xcconfig = Array(bytes[(split + 1)...])
    }
    let text = String(decoding: project, as: UTF8.self)
    let config = String(decoding: xcconfig, as: UTF8.self)
    let path = "/r/App.xcodeproj/project.pbxproj"
    guard let loaded = XcodeProject.load(path, read: { $0 == path ? text : config }) else { return 0 }
    for file in ["/r/A.swift", "/r/Sources/A.swift", "/r/Feed/Cell.swift", "/A.swift"] {
      let owners = loaded.owners(of: file)
      precondition(
        owners.map(\.name) == loaded.owners(of: file).map(\.name), "owners changed when asked again")
      precondition(owners.allSatisfy { owner in loaded.targets.contains(owner) }, "owner is not a target")
    }
  case 1:
    roundTrips(HostedCellFacts.self, bytes)
    roundTrips(ViewFileFacts.self, bytes)
  default:
    let source = bytes.withUnsafeBufferPointer { SourceFile(path: "A.swift", bytes: $0) }
    for stored in linter.analyze(source).facts {
      switch stored.rule {
      case HostedCellSafeAreaRule.description.id:
        precondition(
          (try? FactCoder.decode(HostedCellFacts.self, from: stored.bytes)) != nil, "facts refused")
      case ViewModelCollector.description.id:
        precondition((try? FactCoder.decode(ViewFileFacts.self, from: stored.bytes)) != nil, "facts refused")
      default: break
      }
      var damaged = stored.bytes
      if !damaged.isEmpty {
        damaged[damaged.count / 2] ^= bytes.first ?? 0x5A
        roundTrips(HostedCellFacts.self, damaged)
        roundTrips(ViewFileFacts.self, damaged)
      }
    }
  }
  return 0
}
