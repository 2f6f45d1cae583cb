import InsetfixCLI

// Every command of `insetfix`, with one more strategy registered for `fixed-horizontal-padding`.
InsetfixCLI.main(plugins: [{ registry in try registry.register(Fixed20Strategy()) }])
