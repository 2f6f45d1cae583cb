import InsetEmulation
import InsetEngine

/// Draws a `Snapshot` to scale as inline SVG whose coordinates are screen points (the viewBox is
/// the screen, widened to show whatever lies beyond its edges): the device with its unsafe
/// features, the unsafe regions, the labelled shapes, and the measured error as a dimension line
/// labelled in the problem's unit.
enum SnapshotSVG {
  /// Space around the screen for the bezel and for shapes beyond the screen edges, in points.
  static let margin = 14.0

  static func render(
    _ snapshot: Snapshot, device: DeviceProfile?, orientation: Orientation, unit: ErrorUnit, width: Double,
    cssClass: String, title: String
  ) -> String {
    let screen = snapshot.screen
    var bounds = Rect(origin: .zero, size: screen)
    for shape in snapshot.shapes { bounds = bounds.union(shape.rect) }
    if let d = snapshot.dimension {
      bounds = bounds.union(Rect(x: d.from.x, y: d.from.y, width: 0, height: 0))
    }
    bounds = Rect(
      x: bounds.minX - margin, y: bounds.minY - margin, width: bounds.width + 2 * margin,
      height: bounds.height + 2 * margin)
    let scale = width / bounds.width
    let height = bounds.height * scale
    let outline = device.map { DeviceOutline(device: $0, orientation: orientation, screen: screen) }
    let hairline = 1 / scale
    var out =
      "<svg class=\"\(cssClass)\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width.points)\" height=\"\(height.points)\" "
    out +=
      "viewBox=\"\(bounds.minX.points) \(bounds.minY.points) \(bounds.width.points) \(bounds.height.points)\" "
    out += "role=\"img\" data-scale=\"\(scale.points)\">"
    out += "<title>\(HTML.escape(title))</title><desc>\(HTML.escape(snapshot.caption))</desc>"
    // The device: body, then the screen.
    let radius = outline?.cornerRadius ?? 0
    out +=
      "<rect \(attributes(Rect(x: -6, y: -6, width: screen.width + 12, height: screen.height + 12))) rx=\"\((radius + 6).points)\" fill=\"#1d1d1f\"/>"
    out += "<rect \(attributes(Rect(origin: .zero, size: screen))) rx=\"\(radius.points)\" fill=\"#fff\"/>"
    let u = snapshot.unsafe
    let unsafeRects = [
      Rect(x: 0, y: 0, width: screen.width, height: u.top),
      Rect(x: 0, y: screen.height - u.bottom, width: screen.width, height: u.bottom),
      Rect(x: 0, y: 0, width: u.left, height: screen.height),
      Rect(x: screen.width - u.right, y: 0, width: u.right, height: screen.height),
    ]
    for rect in unsafeRects where !rect.isEmpty {
      out += "<rect class=\"unsafe\" \(attributes(rect)) fill=\"\(Palette.unsafe)\" fill-opacity=\"0.16\"/>"
    }
    for feature in outline?.features ?? [] {
      let fill = feature.solid ? "#1d1d1f" : "#8c959f"
      let opacity = feature.solid ? "1" : "0.35"
      out +=
        "<rect class=\"feature\" \(attributes(feature.rect)) rx=\"\(feature.cornerRadius.points)\" fill=\"\(fill)\" fill-opacity=\"\(opacity)\"><title>\(HTML.escape(feature.label))</title></rect>"
    }
    for shape in snapshot.shapes {
      let style: String
      let w = hairline * 1.5
      switch shape.role {
      case .container:
        style = "fill=\"none\" stroke=\"\(Palette.container)\" stroke-width=\"\(w.points)\""
      case .content:
        style =
          "fill=\"\(Palette.content)\" fill-opacity=\"0.3\" stroke=\"\(Palette.content)\" stroke-width=\"\(hairline.points)\""
      case .expected:
        style =
          "fill=\"none\" stroke=\"\(Palette.expected)\" stroke-width=\"\(w.points)\" stroke-dasharray=\"\((4 * hairline).points) \((3 * hairline).points)\""
      case .marker:
        style =
          "fill=\"#8c959f\" fill-opacity=\"0.25\" stroke=\"#8c959f\" stroke-width=\"\((hairline / 2).points)\""
      }
      out +=
        "<rect class=\"\(shape.role.rawValue)\" \(attributes(shape.rect)) \(style)><title>\(HTML.escape(shape.label)) \(shape.rect)</title></rect>"
    }
    if let d = snapshot.dimension, d.length > 0.05 {
      out += dimension(d, unit: unit, scale: scale, screen: screen)
    }
    out += "</svg>"
    return out
  }

  /// The dimension line with end ticks and its label; `class="dimension"` carries the measured
  /// value so a test can check the drawn length against the measurement.
  private static func dimension(_ d: Snapshot.Dimension, unit: ErrorUnit, scale: Double, screen: Size)
    -> String
  {
    let stroke = 2 / scale
    let tick = 5 / scale
    let vertical = abs(d.to.y - d.from.y) >= abs(d.to.x - d.from.x)
    var out =
      "<g class=\"error\"><line class=\"dimension\" x1=\"\(d.from.x.points)\" y1=\"\(d.from.y.points)\" x2=\"\(d.to.x.points)\" y2=\"\(d.to.y.points)\" "
    out +=
      "data-value=\"\(d.value.points)\" stroke=\"\(Palette.dimension)\" stroke-width=\"\(stroke.points)\"/>"
    for end in [d.from, d.to] {
      let (x1, y1, x2, y2) =
        vertical ? (end.x - tick, end.y, end.x + tick, end.y) : (end.x, end.y - tick, end.x, end.y + tick)
      out +=
        "<line x1=\"\(x1.points)\" y1=\"\(y1.points)\" x2=\"\(x2.points)\" y2=\"\(y2.points)\" stroke=\"\(Palette.dimension)\" stroke-width=\"\(stroke.points)\"/>"
    }
    let fontSize = 12 / scale
    let mid = Point(x: (d.from.x + d.to.x) / 2, y: (d.from.y + d.to.y) / 2)
    let label = "\(d.value.points) \(unit.symbol)"
    // The label sits beside the line on the side towards the screen's middle, so it stays inside.
    let (tx, ty, anchor): (Double, Double, String)
    if vertical {
      let inward = mid.x < screen.width / 2
      (tx, ty, anchor) = (
        mid.x + (inward ? 1.4 : -1.4) * tick, mid.y + fontSize / 3, inward ? "start" : "end"
      )
    } else {
      // Past the line's inner end, on its level.
      let inward = mid.x < screen.width / 2
      let x = inward ? max(d.from.x, d.to.x) + tick : min(d.from.x, d.to.x) - tick
      (tx, ty, anchor) = (x, mid.y + fontSize / 3, inward ? "start" : "end")
    }
    out +=
      "<text x=\"\(tx.points)\" y=\"\(ty.points)\" font-size=\"\(fontSize.points)\" text-anchor=\"\(anchor)\" fill=\"\(Palette.dimension)\" "
    out +=
      "stroke=\"#fff\" stroke-width=\"\((3 / scale).points)\" paint-order=\"stroke\" font-weight=\"700\">\(HTML.escape(label))</text></g>"
    return out
  }

  private static func attributes(_ rect: Rect) -> String {
    "x=\"\(rect.minX.points)\" y=\"\(rect.minY.points)\" width=\"\(rect.width.points)\" height=\"\(rect.height.points)\""
  }
}

extension Rect {
  /// The smallest rectangle holding both.
  func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }
}

/// The report's colours, one meaning each; `Legend` explains them.
enum Palette {
  static let unsafe = "#cf222e"
  static let container = "#0969da"
  static let content = "#1a7f37"
  static let expected = "#bc4c00"
  static let dimension = "#bf3989"

  static func color(_ status: VerdictStatus) -> String {
    switch status {
    case .fixedUsable: return "#1a7f37"
    case .fixedRuledOut: return "#0969da"
    case .harmful: return "#8250df"
    case .wrong: return "#cf222e"
    case .unavailable: return "#8c959f"
    }
  }

  /// A light background for table cells of that status.
  static func tint(_ status: VerdictStatus) -> String {
    switch status {
    case .fixedUsable: return "#dafbe1"
    case .fixedRuledOut: return "#ddf4ff"
    case .harmful: return "#fbefff"
    case .wrong: return "#ffebe9"
    case .unavailable: return "#f6f8fa"
    }
  }

  /// Distinct line colours for strategies in one chart.
  static let series = [
    "#0969da", "#cf222e", "#1a7f37", "#8250df", "#bc4c00", "#bf3989", "#1b7c83", "#6e7781", "#953800",
    "#4d2d00", "#0550ae", "#116329",
  ]
}

enum HTML {
  static func escape(_ text: String) -> String { Markup.escape(text) }
  static func escape<I: Identifier>(_ id: I) -> String { Markup.escape(id.rawValue) }
}
