import InsetLint
import InsetProblems
import InsetfixCLI

// Every command of `insetfix`: the built-in problems, and one more strategy for
// `fixed-horizontal-padding`, registered the same way.
InsetfixCLI.main(plugins: BuiltInProblems.plugins + [Fixed20Plugin()])
