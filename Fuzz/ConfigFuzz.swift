// libFuzzer harness for the JSON a user writes: the parser, the config and batch decoders and every
// problem's scenario decoder. Built by `scripts/lint-fuzz.sh SECONDS config` (not part of
// `swift build`).
//
// Each input is read as a document and must either decode or be refused with an `InputError`
// (the one-line message the CLI prints): any other error, a trap, or a message that is not one
// line is a bug. A document that parses also serialises to text that parses back to the same
// text. A scenario that decodes is run through the pipeline once (one strategy of each kind, one
// environment), so huge or odd values reach the emulation too.
import InsetEmulation
import InsetEngine
import InsetProblems

let registry = BuiltInProblems.registry()
let pipeline = Pipeline(registry: registry, cache: nil)
let environment = Environment(
  device: try! DeviceCatalog.builtIn.device("iphone-15-pro"), orientation: .landscapeLeft, os: "16.0")

func refusedCleanly(_ body: () throws -> Void) {
  do { try body() } catch let error as InputError {
    precondition(!error.message.contains("\n"), "multi-line input error: \(error.message)")
    precondition(!error.message.isEmpty, "empty input error")
  } catch {
    preconditionFailure("not an InputError: \(error)")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let json = try? JSONCursor.parse(text, file: "fuzz.json") else {
    refusedCleanly { _ = try JSONCursor.parse(text, file: "fuzz.json") }
    return 0
  }
  let once = json.value.serialized(pretty: false)
  let again = try! JSONParser.parse(once).serialized(pretty: false)
  precondition(once == again, "serialize∘parse is not idempotent")
  refusedCleanly { _ = try Config.decode(json, registry: registry) }
  refusedCleanly { _ = try BatchConfig.decode(json, registry: registry) }
  for problem in registry.problemIDs {
    refusedCleanly {
      let scenario = try pipeline.scenario(for: problem, override: json)
      let strategies = try registry.strategies(for: problem).prefix(3).map(\.id)
      _ = try pipeline.compare(scenario, in: environment, strategies: strategies)
    }
  }
  return 0
}
