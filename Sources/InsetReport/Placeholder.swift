public enum InsetReportPlaceholder {}
