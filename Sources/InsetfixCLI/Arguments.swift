import InsetEmulation
import InsetEngine

/// Command-line arguments for one command: `--name value`, `--name=value`, boolean `--flag`,
/// and positionals. Unknown options are errors that name the nearest known one.
struct Arguments {
  private var options: [String: String] = [:]
  private var flags: Set<String> = []
  private(set) var positionals: [String] = []
  let command: String

  /// `valued`: options that take a value; `booleans`: flags without one.
  init(_ args: [String], command: String, valued: [String], booleans: [String]) throws {
    self.command = command
    var index = 0
    var onlyPositionals = false
    while index < args.count {
      let arg = args[index]
      index += 1
      if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
        positionals.append(arg)
        continue
      }
      if arg == "--" {
        onlyPositionals = true
        continue
      }
      var name = arg
      var inline: String?
      if let eq = arg.firstIndex(of: "=") {
        name = String(arg[..<eq])
        inline = String(arg[arg.index(after: eq)...])
      }
      if name == "-h" { name = "--help" }
      let bare = String(name.drop(while: { $0 == "-" }))
      if booleans.contains(bare) || bare == "help" {
        guard inline == nil else { throw InputError("\(command): option --\(bare) takes no value") }
        flags.insert(bare)
      } else if valued.contains(bare) {
        if let inline {
          options[bare] = inline
        } else {
          guard index < args.count else {
            throw InputError("\(command): option --\(bare) needs a value")
          }
          options[bare] = args[index]
          index += 1
        }
      } else {
        throw InputError.unknown(
          "option", name, valid: (valued + booleans + ["help"]).map { "--\($0)" }, at: command)
      }
    }
  }

  func value(_ name: String) -> String? { options[name] }
  func flag(_ name: String) -> Bool { flags.contains(name) }
  var wantsHelp: Bool { flags.contains("help") }

  /// A value that must be one of `choices`.
  func choice(_ name: String, _ choices: [String], default fallback: String) throws -> String {
    guard let text = options[name] else { return fallback }
    guard choices.contains(text) else {
      throw InputError.unknown("value for --\(name)", text, valid: choices, at: command)
    }
    return text
  }

  /// A release the engine knows (`OSRelease.known`: a patch release is taken as its minor one).
  func osVersion(_ name: String) throws -> OSVersion? {
    guard let text = options[name] else { return nil }
    do { return try OSRelease.known(OSVersion(parsing: text)) } catch let error as OSVersionError {
      throw InputError("\(command): --\(name): \(error.description)")
    } catch let error as UnknownReleaseError {
      throw InputError("\(command): --\(name): \(error.description)")
    }
  }

  func positiveInt(_ name: String) throws -> Int? {
    guard let text = options[name] else { return nil }
    guard let value = Int(text), value > 0 else {
      throw InputError("\(command): --\(name): expected a positive integer, found '\(text)'")
    }
    return value
  }
}
