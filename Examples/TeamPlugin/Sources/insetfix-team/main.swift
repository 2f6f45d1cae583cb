import InsetProblems
import InsetfixCLI
import TeamProblems

// Every command of `insetfix`: the built-in problems, and the team's plugin registered beside them.
InsetfixCLI.main(plugins: BuiltInProblems.plugins + [TeamPlugin()])
