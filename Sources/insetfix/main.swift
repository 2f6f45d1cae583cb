import InsetProblems
import InsetfixCLI

/// Entry point: the command line with the built-in problems, registered as plugins.
InsetfixCLI.main(plugins: BuiltInProblems.plugins)
