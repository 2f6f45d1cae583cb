public enum InsetLintPlaceholder {}
