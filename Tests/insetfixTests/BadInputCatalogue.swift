/// The catalogue of bad inputs `BadInputCatalogueTests` runs: each case is a command line, the
/// files it finds in its (fresh, empty) working folder, the exit code it must end with and a
/// fragment of the one message it must print. Add a case whenever a new input is accepted.
struct BadInput: Sendable {
  /// A file the case's working folder holds before the run.
  enum Content: Sendable {
    case text(String)
    case bytes([UInt8])
    case folder
    /// A named pipe: reading it would block for ever.
    case fifo
    /// A symbolic link to the given path.
    case link(String)
    /// A file with mode 444 (read-only for everyone; root included, for `fix`'s check).
    case readOnly(String)
  }

  let args: [String]
  var files: [(String, Content)] = []
  var exit: Int32 = 2
  let message: String

  init(_ args: String, _ files: [(String, Content)] = [], exit: Int32 = 2, _ message: String) {
    self.args = args.split(separator: " ").map(String.init)
    self.files = files
    self.exit = exit
    self.message = message
  }

  init(_ args: String, _ message: String) { self.init(args, [], message) }

  var command: String { args.first ?? "" }
}

/// Shorthands for the table.
private func json(_ name: String, _ text: String) -> (String, BadInput.Content) { (name, .text(text)) }
private func config(_ text: String) -> (String, BadInput.Content) { json("c.json", text) }
private func scenario(_ text: String) -> (String, BadInput.Content) { json("s.json", text) }
private func dotConfig(_ text: String) -> [(String, BadInput.Content)] {
  [("app/.insetfix.json", .text(text)), ("app/A.swift", .text("let x = 1\n"))]
}
/// A one-cell batch (one device, orientation, release and problem) with `extra` keys.
private func smallBatch(_ matrix: String = "", _ extra: String = "") -> (String, BadInput.Content) {
  config(
    #"{"matrix": {"devices": ["iphone-15-pro"], "orientations": ["portrait"], "os": ["17.0"], "problems": ["uikit-introspection"]\#(matrix)}\#(extra)}"#
  )
}
/// Linux lets root read a file whatever its mode bits, so "unreadable" is a file whose read
/// fails for everyone: `/proc/self/mem` is a regular file that refuses reads at offset 0 (EIO).
private let unreadable = "/proc/self/mem"
private let swiftFile: (String, BadInput.Content) = ("A.swift", .text("let x = 1\n"))
/// A file `fix` would change (a hosting controller added to a cell).
private let hostedCell = """
  import SwiftUI
  import UIKit

  final class Cell: UICollectionViewCell {
    func configure(with view: AnyView) {
      let controller = UIHostingController(rootView: view)
      contentView.addSubview(controller.view)
    }
  }

  """

enum BadInputCatalogue {
  static let cases: [BadInput] =
    outputOverInput + [
      // The command line.
      BadInput("frobnicate", "unknown command 'frobnicate'"),
      BadInput("compar", "did you mean 'compare'"),
      BadInput("compare --bogus", "unknown option '--bogus'"),
      BadInput("compare --os", "option --os needs a value"),
      BadInput("compare --os=", "invalid OS version ''"),
      BadInput("compare --os 17", "invalid OS version '17'"),
      BadInput("compare --os 17.a", "invalid OS version '17.a'"),
      BadInput("compare --os -1.0", "invalid OS version '-1.0'"),
      BadInput("compare --os 16.4.1.2", "invalid OS version '16.4.1.2'"),
      BadInput("compare --os 99999.0", "invalid OS version '99999.0'"),
      BadInput("compare --os 16\n.4", "invalid OS version '16\\n.4'"),
      BadInput("compare --config c.json", [config("{\"deploy\\nment\": 1}")], "unknown key 'deploy\\nment'"),
      BadInput("compare --os 99.0", "unknown iOS release 99.0: the known releases are 13.0–27.1"),
      BadInput("compare --os 19.0", "unknown iOS release 19.0"),
      BadInput("compare --os 13.8", "the known iOS 13 releases are 13.0–13.7"),
      BadInput("compare --os 27.2.1", "unknown iOS release 27.2.1"),
      BadInput("compare --deployment-target 12.0", "--deployment-target: unknown iOS release 12.0"),
      BadInput("compare --deployment-target 99.0", "--deployment-target: unknown iOS release 99.0"),
      BadInput("compare --device iphone-99", "compare: --device: unknown device 'iphone-99'"),
      BadInput(
        "compare --deployment-target 18.0 --os 17.0", "--os 17.0 is earlier than the deployment target 18.0"),
      BadInput("compare --os 013.0", "invalid OS version '013.0'"),
      BadInput("compare --os 17.00", "invalid OS version '17.00'"),
      BadInput(
        "compare --config c.json", [config("{\"deploymentTarget\": \"017.0\"}")],
        "$.deploymentTarget: invalid OS version '017.0'"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"os\": [\"017.0\"]}}")],
        "$.matrix.os[0]: invalid OS version '017.0'"),
      BadInput(
        "compare --strategies swizzle,", "expected a comma-separated list of strategy ids, found 'swizzle,'"),
      BadInput("compare --strategies swizzle,,uikit-cell", "expected a comma-separated list of strategy ids"),
      BadInput("compare --device", "option --device needs a value"),
      BadInput("compare --orientation upside-down", "unknown value for --orientation 'upside-down'"),
      BadInput("compare --problem nope", "unknown problem 'nope'"),
      BadInput("compare --strategies nope", "unknown strategy 'nope'"),
      BadInput("compare --strategies ,", "expected a comma-separated list of strategy ids"),
      BadInput("compare --problem uikit-introspection --strategies swizzle", "unknown strategy 'swizzle'"),
      BadInput("compare --format yaml", "unknown value for --format 'yaml'"),
      BadInput("compare extra", "unexpected argument 'extra'"),
      BadInput("compare --help=yes", "option --help takes no value"),
      BadInput(
        "compare --device iphone-se-1 --deployment-target 17.0",
        "iphone-se-1 runs iOS 13.0–15.8, no release from the deployment target 17.0 on"),
      // Config files: reading them.
      BadInput("compare --config missing.json", "missing.json: no such file"),
      BadInput("compare --config d", [("d", .folder)], "d: is a directory"),
      BadInput("compare --config p", [("p", .fifo)], "p: not a regular file"),
      BadInput("compare --config \(unreadable)", "\(unreadable): cannot read file"),
      BadInput("compare --config l.json", [("l.json", .link("nowhere.json"))], "l.json: no such file"),
      BadInput("compare --config c.json", [config("")], "c.json:1:1: invalid JSON: unexpected end of input"),
      BadInput(
        "compare --config c.json", [("c.json", .bytes([0x7B, 0xFF, 0x7D]))], "c.json: not UTF-8 text"),
      // Config files: JSON syntax.
      BadInput(
        "compare --config c.json", [config("{\"deploymentTarget\": NaN}")], "unexpected character 'N'"),
      BadInput("compare --config c.json", [config("{\"a\": Infinity}")], "unexpected character 'I'"),
      BadInput(
        "compare --config c.json", [config("{\"deploymentTarget\": 1e400}")],
        "c.json:1:27: invalid JSON: number out of range"),
      BadInput(
        "compare --config c.json", [config(String(repeating: "[", count: 300))],
        "nesting deeper than 256 levels"),
      BadInput(
        "compare --config c.json",
        [config("{\"deploymentTarget\": \"15.0\", \"deploymentTarget\": \"16.0\"}")],
        "duplicate key 'deploymentTarget'"),
      BadInput("compare --config c.json", [config("{\"policy\": {},}")], "expected a string key in object"),
      BadInput(
        "compare --config c.json", [config("// policy\n{}")],
        "c.json:1:1: invalid JSON: unexpected character '/'"),
      BadInput("compare --config c.json", [config("{} {}")], "unexpected text after the JSON value"),
      BadInput("compare --config c.json", [config("{\"a\": \"open}")], "unterminated string"),
      BadInput("compare --config c.json", [config("{\"a\": \"\t\"}")], "control character in string"),
      BadInput("compare --config c.json", [config("{\"a\": \"\\x\"}")], "invalid escape in string"),
      BadInput("compare --config c.json", [config("{\"a\": \"\\uD800\"}")], "invalid \\u escape"),
      BadInput("compare --config c.json", [config("{\"a\": 01}")], "invalid number: leading zero"),
      BadInput("compare --config c.json", [config("{\"a\": tru}")], "invalid literal, expected true"),
      BadInput(
        "compare --config c.json", [config("\u{FEFF}{\"deploymentTarget\": 15}")],
        "c.json: $.deploymentTarget: expected string, found number"),
      BadInput(
        "compare --config c.json", [config("{\"a\": 1}\u{FEFF}")], "unexpected text after the JSON value"),
      // Config files: shape and values.
      BadInput("compare --config c.json", [config("[]")], "c.json: $: expected object, found array"),
      BadInput(
        "compare --config c.json", [config("{\"deploymentTraget\": \"15.0\"}")],
        "did you mean 'deploymentTarget'"),
      BadInput(
        "compare --config c.json", [config("{\"deploymentTarget\": \"99.0\"}")],
        "$.deploymentTarget: unknown iOS release 99.0"),
      BadInput(
        "compare --config c.json", [config("{\"deploymentTarget\": \"15\"}")],
        "$.deploymentTarget: invalid OS version '15'"),
      BadInput(
        "compare --config c.json", [config("{\"policy\": []}")], "$.policy: expected object, found array"),
      BadInput(
        "compare --config c.json", [config("{\"policy\": {\"allowPrivateAPI\": \"yes\"}}")],
        "$.policy.allowPrivateAPI: expected boolean, found string"),
      BadInput(
        "compare --config c.json", [config("{\"policy\": {\"prefer\": \"swizzle\"}}")],
        "$.policy.prefer: expected array"),
      BadInput(
        "compare --config c.json", [config("{\"policy\": {\"prefer\": [\"swizle\"]}}")],
        "did you mean 'swizzle'"),
      BadInput(
        "compare --config c.json", [config("{\"policy\": {\"prefer\": [null]}}")],
        "expected string, found null"
      ),
      BadInput(
        "compare --config c.json", [config("{\"scenarios\": {\"nope\": {}}}")], "unknown problem 'nope'"),
      BadInput(
        "compare --config c.json", [config("{\"scenarios\": {\"hosted-cell-safe-area\": []}}")],
        "expected object, found array"),
      BadInput(
        "compare --config c.json", [config("{\"scenarios\": {\"hosted-cell-safe-area\": \"gone.json\"}}")],
        "gone.json: no such file"),
      BadInput(
        "compare --config c.json",
        [config("{\"scenarios\": {\"hosted-cell-safe-area\": {\"cellHeigth\": 10}}}")],
        "did you mean 'cellHeight'"),
      // Scenario overrides.
      BadInput(
        "compare --scenario s.json", [scenario("{\"cellHeight\": \"tall\"}")],
        "s.json: $.cellHeight: expected number, found string"),
      BadInput(
        "compare --scenario s.json", [scenario("{\"cellHeight\": -4}")],
        "$.cellHeight: expected a number in 1...10000, found -4"),
      BadInput(
        "compare --scenario s.json", [scenario("{\"cellHeight\": 1e-300}")],
        "$.cellHeight: expected a number in 1...10000"),
      BadInput(
        "compare --scenario s.json", [scenario("{\"cellHeight\": 1e300}")],
        "$.cellHeight: expected a number in 1...10000"),
      BadInput(
        "compare --scenario s.json", [scenario("{\"itemCount\": 2.5}")], "$.itemCount: expected an integer"),
      BadInput(
        "compare --scenario s.json", [scenario("{\"itemCount\": 1e18}")],
        "$.itemCount: expected an integer in 0...100000"),
      BadInput(
        "compare --scenario s.json",
        [scenario("{\"scrollTrace\": {\"from\": 0, \"to\": 1000, \"step\": 1e-300}}")],
        "$.scrollTrace: the trace has"),
      BadInput(
        "compare --scenario s.json", [scenario("{\"scrollTrace\": []}")],
        "$.scrollTrace: expected a non-empty array"),
      BadInput(
        "compare --scenario s.json", [scenario("{\"contentFeatures\": [\"magic\"]}")], "unknown value 'magic'"
      ),
      BadInput(
        "compare --scenario s.json", [scenario("{\"cellHeight\": null}")], "expected number, found null"),
      BadInput(
        "compare --problem input-view-bottom-inset --scenario s.json",
        [scenario("{\"firstResponderAt\": \"never\"}")],
        "$.firstResponderAt: unknown lifecycle moment 'never'"),
      BadInput(
        "compare --problem list-scroll-tracking --scenario s.json", [scenario("{\"headerHeight\": 5e22}")],
        "$.headerHeight: expected a number in 1...10000"),
      BadInput(
        "compare --problem list-scroll-tracking --scenario s.json", [scenario("{\"rowHeight\": 1e-300}")],
        "$.rowHeight: expected a number in 1...10000"),
      BadInput("compare --problem all --scenario s.json", [scenario("{\"nope\": {}}")], "unknown key 'nope'"),
      BadInput("compare --scenario s.json", [scenario("7")], "s.json: $: expected object, found number"),
      // batch: the command line.
      BadInput("batch", "expected one config file, found 0"),
      BadInput("batch a.json b.json", "expected one config file, found 2"),
      BadInput("batch missing.json", "missing.json: no such file"),
      BadInput("batch d", [("d", .folder)], "d: is a directory"),
      BadInput("batch c.json --jobs 0", [smallBatch()], "--jobs: expected a positive integer, found '0'"),
      BadInput(
        "batch c.json --jobs many", [smallBatch()], "--jobs: expected a positive integer, found 'many'"),
      BadInput(
        "batch c.json --jobs 99999999999999999999", [smallBatch()], "--jobs: expected a positive integer"),
      BadInput(
        "batch c.json --shard 3/2", [smallBatch()], "--shard: expected I/N with 1 <= I <= N, found '3/2'"),
      BadInput("batch c.json --shard 0/2", [smallBatch()], "--shard: expected I/N"),
      BadInput("batch c.json --shard 1/2", [smallBatch()], "the matrix has 1 cell, so part 1 of 2 is empty"),
      BadInput(
        "batch c.json --fail-on everything", [smallBatch()], "unknown value for --fail-on 'everything'"),
      BadInput("batch c.json --format pdf", [smallBatch()], "unknown value for --format 'pdf'"),
      BadInput(
        "batch c.json --output d", [smallBatch(), ("d", .folder)], "d: is a directory, expected a file"),
      BadInput("batch c.json --output no/such/out.jsonl", [smallBatch()], "/no/such does not exist"),
      // batch: the matrix.
      BadInput(
        "batch c.json", [config("{\"matrix\": []}")], "c.json: $.matrix: expected object, found array"),
      BadInput("batch c.json", [config("{\"matrx\": {}}")], "did you mean 'matrix'"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"devices\": [\"iphone-99\"]}}")],
        "$.matrix.devices[0]: unknown device 'iphone-99'"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"devices\": \"some\"}}")],
        "expected \"all\" or a list of device ids"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"devices\": []}}")],
        "$.matrix.devices: expected a non-empty array"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"orientations\": [\"sideways\"]}}")],
        "unknown value 'sideways'"
      ),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"os\": [\"99.0\"]}}")],
        "$.matrix.os[0]: unknown iOS release 99.0"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"os\": [16.0]}}")],
        "$.matrix.os[0]: expected string, found number"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"os\": \"16.0\"}}")],
        "$.matrix.os: expected array, found string"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"os\": {\"from\": \"18.0\", \"to\": \"16.0\"}}}")],
        "'from' 18.0 is later than 'to' 16.0"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"os\": {\"from\": \"12.0\"}}}")],
        "$.matrix.os.from: iOS 12.0 is outside the known releases 13.0–27.1"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"os\": {\"to\": \"16.0\"}}}")], "missing required key 'from'"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"os\": {\"from\": \"16.0\", \"step\": 1}}}")],
        "unknown key 'step'"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"devices\": [\"iphone-15-pro\"], \"os\": [\"14.0\"]}}")],
        "no device runs any listed iOS release (14.0), so the matrix is empty: iphone-15-pro runs 17.0 and later"
      ),
      BadInput(
        "batch c.json", [smallBatch("", ", \"deploymentTarget\": \"18.0\"")],
        "$.deploymentTarget: 18.0 is later than every release the matrix runs (17.0)"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"problems\": [\"nope\"]}}")], "unknown problem 'nope'"),
      BadInput(
        "batch c.json",
        [config("{\"matrix\": {\"problems\": [\"uikit-introspection\"], \"strategies\": [\"swizzle\"]}}")],
        "unknown strategy 'swizzle'"),
      BadInput(
        "batch c.json",
        [
          config(
            "{\"matrix\": {\"problems\": [\"hosted-cell-safe-area\", \"list-scroll-tracking\"], \"strategies\": [\"swizzle\"]}}"
          )
        ],
        "no strategy of problem 'list-scroll-tracking' is listed"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"scenarios\": {\"nope\": {}}}}")], "unknown problem 'nope'"),
      BadInput(
        "batch c.json", [config("{\"matrix\": {\"scenarios\": {\"uikit-introspection\": \"gone.json\"}}}")],
        "gone.json: no such file"),
      BadInput(
        "batch c.json", [smallBatch("", ", \"output\": {\"format\": \"pdf\"}")],
        "$.output.format: unknown value 'pdf'"),
      BadInput(
        "batch c.json", [smallBatch("", ", \"output\": {\"path\": 3}")],
        "$.output.path: expected string, found number"),
      BadInput(
        "batch c.json", [smallBatch("", ", \"output\": {\"path\": \"d\"}"), ("d", .folder)],
        "is a directory, expected a file"),
      BadInput("batch c.json", [config("{\"matrix\": {}, \"matrix\": {}}")], "duplicate key 'matrix'"),
      // lint.
      BadInput("lint missing", "missing: no such file or directory"),
      BadInput("lint README.md", [("README.md", .text("# hi\n"))], "README.md: not a Swift file"),
      BadInput("lint /dev/null", "/dev/null: not a regular file"),
      BadInput("lint empty", [("empty", .folder)], "no Swift files found in empty"),
      BadInput(
        "lint A.swift --reporter html", [("A.swift", .text(""))], "unknown value for --reporter 'html'"),
      BadInput("lint A.swift --jobs 0", [("A.swift", .text(""))], "--jobs: expected a positive integer"),
      BadInput(
        "lint A.swift --max-file-size -5", [("A.swift", .text(""))],
        "--max-file-size: expected a positive integer"),
      BadInput("lint A.swift --config missing.json", [("A.swift", .text(""))], "missing.json: no such file"),
      BadInput(
        "lint A.swift --baseline missing.json", [("A.swift", .text(""))], "missing.json: no such file"),
      BadInput(
        "lint A.swift --baseline b.json", [("A.swift", .text("")), json("b.json", "{")],
        "b.json:1:2: invalid JSON"),
      BadInput(
        "lint A.swift --output no/such/r.txt", [("A.swift", .text(""))],
        "lint: --output: no/such/r.txt: folder"
      ),
      BadInput("lint app", dotConfig("{"), "app/.insetfix.json:1:2: invalid JSON"),
      BadInput(
        "lint app", dotConfig("{\"rules\": {\"fixed-horizontal-paddin\": \"off\"}}"),
        "did you mean 'fixed-horizontal-padding'"),
      BadInput(
        "lint app", dotConfig("{\"rules\": {\"fixed-horizontal-padding\": \"fatal\"}}"),
        "unknown value 'fatal'"
      ),
      BadInput(
        "lint app", dotConfig("{\"rules\": {\"fixed-horizontal-padding\": {\"on\": true}}}"),
        "unknown key 'on'"
      ),
      BadInput("lint app", dotConfig("{\"rules\": []}"), "$.rules: expected object, found array"),
      BadInput(
        "lint app", dotConfig("{\"exclude\": \"Generated\"}"), "$.exclude: expected array, found string"),
      BadInput("lint app", dotConfig("{\"exclude\": [1]}"), "$.exclude[0]: expected string, found number"),
      BadInput(
        "lint app", dotConfig("{\"deploymentTarget\": \"99.0\"}"),
        "$.deploymentTarget: unknown iOS release 99.0"),
      BadInput("lint app", dotConfig("{\"rules\": {}, \"rules\": {}}"), "duplicate key 'rules'"),
      BadInput(
        "lint app", dotConfig("{\"docsBaseURL\": \"intranet\"}"),
        "$.docsBaseURL: expected an https://, http:// or file:// URL of the docs folder, got 'intranet'"),
      BadInput("lint app", dotConfig("{\"docsBaseURL\": 3}"), "$.docsBaseURL: expected string, found number"),
      BadInput(
        "lint app", [("app/.insetfix.json", .folder), ("app/A.swift", .text(""))],
        "app/.insetfix.json: is a directory"),
      BadInput(
        "lint A.swift --cache-dir f", [("A.swift", .text("")), ("f", .text(""))],
        "--cache-dir: f is a file, expected a folder"),
      BadInput(
        "lint A.swift --write-baseline d", [("A.swift", .text("")), ("d", .folder)],
        "--write-baseline: d is a directory"),
      BadInput(
        "lint A.swift --stamp no/S.swift", [("A.swift", .text(""))], "lint: --stamp: no/S.swift: folder"),
      // lint: files found but not linted count as skipped, and fail --strict.
      BadInput(
        "lint B.swift --strict", [("B.swift", .bytes([0x6C, 0x00, 0x65]))], exit: 1,
        "B.swift: skipped: binary file"),
      BadInput(
        "lint B.swift --strict", [("B.swift", .bytes([0x6C, 0xC3, 0x28]))], exit: 1,
        "B.swift: skipped: not UTF-8 text"),
      BadInput(
        "lint B.swift --strict --max-file-size 4", [("B.swift", .text("let x = 1\n"))], exit: 1,
        "1 file skipped"),
      BadInput(
        "lint B.swift", [("B.swift", .bytes([0x6C, 0x00, 0x65]))], exit: 0,
        "in 0 files (0 from cache); 1 file skipped"),
      BadInput("lint U.swift --strict", [("U.swift", .link(unreadable))], exit: 1, "U.swift: cannot read"),
      // fix: a skipped file is never fixed, and fails --strict like lint's.
      BadInput(
        "fix B.swift --strict --dry-run --deployment-target 15.0", [("B.swift", .bytes([0x6C, 0x00, 0x65]))],
        exit: 1, "B.swift: skipped: binary file"),
      BadInput(
        "fix B.swift --dry-run --deployment-target 15.0", [("B.swift", .bytes([0x6C, 0xC3, 0x28]))], exit: 0,
        "0 findings left; 1 file skipped"),
      // fix.
      BadInput(
        "fix A.swift --deployment-target 99.0 --dry-run", [("A.swift", .text(""))],
        "fix: --deployment-target: unknown iOS release 99.0"),
      BadInput(
        "fix A.swift --deployment-target 16 --dry-run", [("A.swift", .text(""))], "invalid OS version '16'"),
      BadInput(
        "fix A.swift --device iphone-99 --dry-run", [("A.swift", .text(""))],
        "--device: unknown device 'iphone-99'"),
      BadInput(
        "fix A.swift --reporter html", [("A.swift", .text(""))], "unknown value for --reporter 'html'"),
      BadInput("fix README.md", [("README.md", .text("# hi\n"))], "README.md: not a Swift file"),
      BadInput(
        "fix app --dry-run", dotConfig("{\"policy\": {\"allowRuntimeHacks\": 1}}"),
        "$.policy.allowRuntimeHacks: expected boolean"),
      BadInput("fix --bogus", "unknown option '--bogus'"),
      // list.
      BadInput("list", "list: expected one of devices, problems, strategies, os, assumptions, found nothing"),
      BadInput(
        "list gadgets", "expected one of devices, problems, strategies, os, assumptions, found 'gadgets'"),
      BadInput("list device", "did you mean 'devices'"),
      BadInput("list devices problems", "found 2 arguments"),
      BadInput("list strategies --problem nope", "unknown problem 'nope'"),
      BadInput("list devices --problem hosted-cell-safe-area", "--problem only applies to `list strategies`"),
      BadInput("list --bogus", "unknown option '--bogus'"),
      // model.
      BadInput("model", "model: expected at least one PATH, found none"),
      BadInput("model missing", "missing: no such file or directory"),
      BadInput("model empty", [("empty", .folder)], "no Swift files found in empty"),
      BadInput("model README.md", [("README.md", .text("# hi\n"))], "README.md: not a Swift file"),
      BadInput(
        "model A.swift --reporter html", [("A.swift", .text(""))], "unknown value for --reporter 'html'"),
      BadInput("model A.swift --config missing.json", [("A.swift", .text(""))], "missing.json: no such file"),
      BadInput("model --bogus", "unknown option '--bogus'"),
    ]

  /// Reports, stamps and baselines never replace what the run reads, nor Swift source, nor a
  /// read-only file; paths are compared resolved (links, `..`). Nothing is written.
  static let outputOverInput: [BadInput] = [
    BadInput(
      "lint A.swift --output A.swift", [swiftFile], "lint: --output: A.swift is a linted file of this run"),
    BadInput(
      "lint ./A.swift --output d/../A.swift", [swiftFile, ("d", .folder)], "is a linted file of this run"),
    BadInput(
      "lint A.swift --output L.txt", [swiftFile, ("L.txt", .link("A.swift"))], "L.txt is a linted file"),
    BadInput("lint A.swift --output New.swift", [swiftFile], "New.swift is a Swift source file"),
    BadInput("lint app --output app/A.swift", dotConfig("{}"), "app/A.swift is a Swift source file"),
    BadInput(
      "lint app --output app/.insetfix.json", dotConfig("{}"), "app/.insetfix.json is an insetfix config"),
    BadInput(
      "lint A.swift --config c.json --output d/../c.json", [swiftFile, config("{}"), ("d", .folder)],
      "d/../c.json is the config of this run"),
    BadInput(
      "lint A.swift --baseline b.json --output b.json", [swiftFile, json("b.json", "{\"findings\": []}")],
      "b.json is the baseline of this run"),
    BadInput(
      "lint A.swift --baseline b.json --write-baseline ./b.json",
      [swiftFile, json("b.json", "{\"findings\": []}")],
      "lint: --write-baseline: ./b.json is the baseline of this run"),
    BadInput(
      "lint A.swift --write-baseline A.swift", [swiftFile], "--write-baseline: A.swift is a linted file"),
    BadInput(
      "lint A.swift --output r.txt --write-baseline r.txt", [swiftFile],
      "r.txt is the --output file of this run"),
    BadInput("lint A.swift --stamp A.swift", [swiftFile], "lint: --stamp: A.swift is a linted file"),
    BadInput(
      "lint A.swift --stamp S.swift", [swiftFile, ("S.swift", .text("let y = 2\n"))],
      "S.swift exists and is not a stamp `lint` wrote"),
    BadInput(
      "lint A.swift --output r.txt", [swiftFile, ("r.txt", .readOnly("old report\n"))],
      "r.txt is read-only (mode 444)"),
    BadInput(
      "batch c.json --output c.json", [smallBatch()],
      "batch: --output: c.json is the batch config of this run"),
    BadInput(
      "batch c.json --output d/../c.json", [smallBatch(), ("d", .folder)], "is the batch config of this run"),
    BadInput("batch c.json --output R.swift", [smallBatch()], "R.swift is a Swift source file"),
    BadInput(
      "batch c.json --output s.json",
      [smallBatch(", \"scenarios\": {\"uikit-introspection\": \"s.json\"}"), scenario("{}")],
      "s.json is a scenario file of this run"),
    BadInput(
      "batch c.json", [smallBatch("", ", \"output\": {\"path\": \"c.json\"}")],
      "c.json is the batch config of this run"),
    BadInput(
      "batch c.json", [smallBatch("", ", \"output\": {\"path\": \"nope/out.jsonl\"}")],
      "c.json: $.output.path: "),
    BadInput(
      "batch c.json --output r.jsonl", [smallBatch(), ("r.jsonl", .readOnly("old\n"))], "r.jsonl is read-only"
    ),
    // Named pipes as inputs: never read (they would block).
    BadInput("lint p.swift --output r.txt", [("p.swift", .fifo)], "p.swift: not a regular file"),
    BadInput("lint A.swift --baseline p", [swiftFile, ("p", .fifo)], "p: not a regular file"),
    BadInput("batch p --output r.jsonl", [("p", .fifo)], "p: not a regular file"),
    BadInput("fix p.swift --dry-run", [("p.swift", .fifo)], "p.swift: not a regular file"),
    // fix never replaces a file it may not write: skipped, and --strict fails.
    BadInput(
      "fix R.swift --strict --deployment-target 17.0", [("R.swift", .readOnly(hostedCell))], exit: 1,
      "R.swift: skipped: read-only (mode 444); not fixed"),
    BadInput(
      "fix R.swift --deployment-target 17.0", [("R.swift", .readOnly(hostedCell))], exit: 0,
      "1 file skipped"),
  ]
}
