import Foundation
import InsetEngine

/// A subcommand: parses its own arguments, calls the library, prints through a renderer.
protocol Command {
  static var name: String { get }
  static var summary: String { get }
  static var help: String { get }
  /// Returns the exit code.
  static func run(_ args: [String]) throws -> Int32
}

enum CLI {
  static let commands: [any Command.Type] = [
    CompareCommand.self, BatchCommand.self, LintCommand.self, FixCommand.self, ListCommand.self,
  ]

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
    guard let command = commands.first(where: { $0.name == first }) else {
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
