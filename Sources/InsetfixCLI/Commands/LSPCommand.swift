import InsetEngine
import InsetLSP
import InsetLint

/// `insetfix lsp`: the language server, for editors other than Xcode (VS Code, Neovim, Helix, Zed).
enum LSPCommand: Command {
  static let name = "lsp"
  static let summary = "run the language server (LSP over standard input/output) for editors"
  static let help = """
    USAGE: insetfix lsp [options]

    Speaks the Language Server Protocol on standard input and output: diagnostics for the open
    Swift documents (judged with the whole project's facts, from the cache of the last
    `insetfix lint`), and code actions: one quick fix per measured strategy, with the text
    `insetfix fix` writes, and "disable for this line". The editor starts it; see Editors/.

    OPTIONS:
      --log FILE                append a log of messages and timings to FILE (off by default)
      --config FILE             config to use (default: the nearest .insetfix.json)
      --deployment-target X.Y   first iOS version the app supports (default: discovered, as lint)
      --no-cache                read and analyse every file at start
      -h, --help                show this help

    The client may also pass {"insetfix": {"config": …, "deploymentTarget": …}} as initialization
    options or settings. The server exits when its client's process does.
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let args = try Arguments(
      argv, command: name, valued: ["log", "config", "deployment-target"], booleans: ["no-cache", "stdio"])
    if args.wantsHelp {
      print(help)
      return 0
    }
    var log: ServerLog?
    if let path = args.value("log") {
      guard let opened = ServerLog(path: path) else {
        throw InputError("lsp: --log: cannot open \(path) for writing")
      }
      log = opened
    }
    var settings = LintSettings(
      configPath: args.value("config"), deploymentTarget: try args.osVersion("deployment-target")?.description
    )
    settings.useCache = !args.flag("no-cache")
    let runner = LintRunner(catalog: CLI.catalog())
    let server = LanguageServer(
      service: EngineLintService(runner: runner), output: FrameWriter(descriptor: 1), log: log)
    server.settings = settings
    return server.run(input: 0)
  }
}
