import Foundation
import InsetEngine
import InsetLint
import InsetReport

/// `insetfix model PATH…`: what the project view model resolved (the views, screens, helpers,
/// project modifiers and constants the view rules work on) and what those rules found, so a user
/// can see why a rule did or did not see a view.
enum ModelCommand: Command {
  static let name = "model"
  static let summary = "show what the SwiftUI view model resolved, and what the rules reading it found"
  static let help = """
    USAGE: insetfix model PATH… [options]

    Reads the Swift files under each PATH as `lint` does and prints the project view model the
    SwiftUI rules work on: view types, ViewModifier types and View extension modifiers, screens
    (presentation roots: hosted, navigation, sheet, tab, window, unplaced), helper bodies,
    project views and modifiers followed from the screens, constants read from another file;
    then each enabled rule that reads the model with its number of findings. With --screens,
    every screen and its view tree, each view with its modifiers and line: a view that is not
    under a screen is one no screen-based rule judges.

    OPTIONS:
      --screens      also print every screen's view tree
      --reporter R   text | json (default: text)
      --config FILE  config to use (default: the nearest .insetfix.json above the first PATH)
      -h, --help     show this help

    EXIT CODES: 0 ok, 2 usage or input error.
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let args = try Arguments(argv, command: name, valued: ["reporter", "config"], booleans: ["screens"])
    if args.wantsHelp {
      print(help)
      return 0
    }
    let reporter = try args.choice("reporter", ["text", "json"], default: "text")
    guard !args.positionals.isEmpty else { throw InputError("model: expected at least one PATH, found none") }
    var options = LintOptions()
    options.paths = args.positionals
    options.configPath = args.value("config")
    let report = try LintRunner(catalog: CLI.catalog()).viewModelReport(options)
    let screens = args.flag("screens")
    let text =
      reporter == "json"
      ? ViewModelReportRenderer.json(report, screens: screens)
      : ViewModelReportRenderer.text(report, screens: screens)
    FileHandle.standardOutput.write(Data(text.utf8))
    return 0
  }
}
