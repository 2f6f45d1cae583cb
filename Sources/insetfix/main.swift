import Foundation
import InsetEngine

/// Entry point: picks the command, runs it, maps errors to exit codes (2 for input errors).
let args = Array(CommandLine.arguments.dropFirst())
exit(CLI.run(args))
