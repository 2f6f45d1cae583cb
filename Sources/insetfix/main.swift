import InsetfixCLI

/// Entry point: the command line with the built-in problems and strategies.
InsetfixCLI.main()
