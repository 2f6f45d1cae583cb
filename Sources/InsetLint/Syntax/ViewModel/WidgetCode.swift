/// Widget extension code: drawn by the system in a widget's or a Live Activity's frame, never at
/// the screen's edges. An app imports WidgetKit too, to reload its widgets
/// (`WidgetCenter.shared.reloadAllTimelines()`), so the import alone does not make a file widget
/// code: it must declare or use a widget's own types, or sit in a folder named for a widget.
public enum WidgetCode {
  /// Words only widget and Live Activity code uses.
  static let widgetWords: [StaticString] = [
    "TimelineProvider", "TimelineEntry", "widgetFamily", "WidgetConfiguration", "StaticConfiguration",
    "IntentConfiguration", "widgetURL", "WidgetPreviewContext", "ControlWidget", "ActivityConfiguration",
    "ActivityViewContext", "widgetRenderingMode", "widgetAccentable", "WidgetBundle", "for: .widget",
  ]
  /// Types a widget's declarations conform to.
  static let widgetTypes: Set<String> = ["Widget", "WidgetBundle", "ControlWidget"]

  public static func isWidgetFile(_ file: SourceFile, _ index: SyntaxIndex) -> Bool {
    guard file.contains("import WidgetKit") else { return false }
    if index.types.contains(where: { !widgetTypes.isDisjoint(with: $0.inherits) }) { return true }
    if widgetWords.contains(where: { file.contains($0) }) { return true }
    // `MyWidgetExtension/Components/Card.swift`: a widget's own views, in its target's folder.
    let folders = file.path.split(separator: "/").dropLast()
    return folders.contains { $0.lowercased().contains("widget") }
  }
}
