import Foundation
import InsetEngine
import InsetLint

/// A subcommand: parses its own arguments, calls the library, prints through a renderer.
protocol Command {
  static var name: String { get }
  static var summary: String { get }
  static var help: String { get }
  /// Returns the exit code.
  static func run(_ args: [String]) throws -> Int32
}

/// The command line as a library: `insetfix` is `InsetfixCLI.main(plugins: BuiltInProblems.plugins)`,
/// and a team that adds its own problems, strategies or rules builds its own `insetfix` by passing
/// its plugins beside the built-in ones (see `Examples/`).
public enum InsetfixCLI {
  /// Runs the command line with `plugins` (problems, strategies, rules), installed in order.
  /// Returns the exit code; a plugin that cannot register is an input error.
  public static func run(_ arguments: [String], plugins: [any Plugin]) -> Int32 {
    do { CLI.installed = try Catalog(plugins: plugins) } catch {
      CLI.fail("a plugin could not register: \(error)")
      return 2
    }
    return CLI.run(arguments)
  }

  /// Runs the process's arguments and exits with the command's code.
  public static func main(plugins: [any Plugin]) -> Never {
    CLI.exitsAfterCommand = true
    exit(run(Array(CommandLine.arguments.dropFirst()), plugins: plugins))
  }
}

enum CLI {
  /// What the embedding executable installed; set once, before any command runs.
  nonisolated(unsafe) static var installed = Catalog()

  /// True in the `insetfix` process, whose command ends with `exit`; false when a host (a test)
  /// runs commands in its own process.
  nonisolated(unsafe) static var exitsAfterCommand = false
  nonisolated(unsafe) private static var kept: [Any] = []

  /// Keeps what a command made alive until the process exits, which frees it all at once:
  /// freeing a large lint's analyses and measurements one by one took about 10 ms, just before
  /// `exit`. In a host's process, nothing is kept.
  static func keepUntilExit(_ values: Any...) {
    if exitsAfterCommand { kept += values }
  }

  /// The problems, strategies and rules of this `insetfix`.
  static func catalog() -> Catalog { installed }

  /// The problems and strategies of this `insetfix`.
  static func registry() -> Registry { installed.registry }

  static var commands: [any Command.Type] {
    [
      CompareCommand.self, BatchCommand.self, LintCommand.self, FixCommand.self, ListCommand.self,
      RulesCommand.self, ModelCommand.self, DocsCommand.self, LSPCommand.self,
    ]
  }

  /// Commands not in the usage (none now; kept for maintenance commands).
  static var hiddenCommands: [any Command.Type] { [] }

  static let usage: String = {
    var text = """
      insetfix: find, explain and fix safe-area and inset problems in UIKit/SwiftUI apps.

      USAGE: insetfix <command> [options]

      COMMANDS:

      """
    for command in commands {
      text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
    }
    text += "\nRun `insetfix <command> --help` for a command's options.\n"
    return text
  }()

  static func run(_ args: [String]) -> Int32 {
    guard let first = args.first else {
      print(usage, terminator: "")
      return 0
    }
    if first == "--help" || first == "-h" || first == "help" {
      print(usage, terminator: "")
      return 0
    }
    if first == "--version" {
      print(Version.current)
      return 0
    }
    guard let command = (commands + hiddenCommands).first(where: { $0.name == first }) else {
      fail(InputError.unknown("command", first, valid: commands.map { $0.name }).description)
      return 2
    }
    do {
      return try command.run(Array(args.dropFirst()))
    } catch let error as InputError {
      fail(error.description)
      return 2
    } catch {
      fail("\(error)")
      return 2
    }
  }

  /// One line on stderr, prefixed like compilers do.
  static func fail(_ message: String) {
    FileHandle.standardError.write(("insetfix: error: " + message + "\n").data(using: .utf8)!)
  }

  static func warn(_ message: String) {
    FileHandle.standardError.write(("insetfix: warning: " + message + "\n").data(using: .utf8)!)
  }
}

enum Version {
  static let current = "insetfix 0.1.0"
}
