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
    if unit.isDistance {
      for rect in lost(in: snapshot) {
        out +=
          "<rect class=\"lost\" \(attributes(rect)) fill=\"\(Palette.lost)\" fill-opacity=\"0.55\"><title>lost: where the content should be and is not \(rect)</title></rect>"
      }
      for part in hidden(in: snapshot, outline: outline) {
        out +=
          "<rect class=\"lost hidden\" \(attributes(part.rect)) fill=\"\(Palette.lost)\" fill-opacity=\"0.55\"><title>content under the \(HTML.escape(part.feature)): hidden \(part.rect)</title></rect>"
      }
    }
    if let d = snapshot.dimension, d.length > 0.05 {
      let obstacles = (outline?.features ?? []).map(\.rect)
      out += dimension(d, unit: unit, scale: scale, screen: screen, within: bounds, avoiding: obstacles)
    }
    out += "</svg>"
    return out
  }

  /// What the user loses on screen: the parts of where the content should be (cut to the
  /// screen) that the content does not cover, as up to four strips.
  static func lost(in snapshot: Snapshot) -> [Rect] {
    guard let expected = snapshot.shapes.first(where: { $0.role == .expected })?.rect,
      let content = snapshot.shapes.first(where: { $0.role == .content })?.rect
    else { return [] }
    let e = expected.intersection(Rect(origin: .zero, size: snapshot.screen))
    guard !e.isEmpty else { return [] }
    let c = content.intersection(e)
    guard !c.isEmpty else { return [e] }
    let strips = [
      Rect(x: e.minX, y: e.minY, width: e.width, height: c.minY - e.minY),
      Rect(x: e.minX, y: c.maxY, width: e.width, height: e.maxY - c.maxY),
      Rect(x: e.minX, y: c.minY, width: c.minX - e.minX, height: c.height),
      Rect(x: c.maxX, y: c.minY, width: e.maxX - c.maxX, height: c.height),
    ]
    // Slivers thinner than half a point are rounding, not a loss.
    return strips.filter { min($0.width, $0.height) >= 0.5 }
  }

  /// The content's parts under hardware that hides it (the sensor housing, the bar).
  static func hidden(in snapshot: Snapshot, outline: DeviceOutline?) -> [(feature: String, rect: Rect)] {
    guard let content = snapshot.shapes.first(where: { $0.role == .content })?.rect else { return [] }
    return (outline?.features ?? []).filter(\.hidesContent).compactMap { feature in
      let part = content.intersection(feature.rect)
      return min(part.width, part.height) >= 0.5 ? (feature.label, part) : nil
    }
  }

  /// The dimension line with end ticks and its label; `class="dimension"` carries the measured
  /// value so a test can check the drawn length against the measurement. The label takes the
  /// first place beside the line that clears the hardware (Dynamic Island, bar, home indicator).
  private static func dimension(
    _ d: Snapshot.Dimension, unit: ErrorUnit, scale: Double, screen: Size, within bounds: Rect,
    avoiding obstacles: [Rect]
  )
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
    let label = "\(d.value.points) \(unit.symbol)"
    let place = labelPlace(
      d, width: Double(label.count) * 0.62 * fontSize, fontSize: fontSize, tick: tick, screen: screen,
      within: bounds, avoiding: obstacles)
    let (tx, ty, anchor) = (place.x, place.y, place.anchor)
    out +=
      "<text class=\"dimension-label\" data-box=\"\(place.box.minX.points) \(place.box.minY.points) \(place.box.width.points) \(place.box.height.points)\" x=\"\(tx.points)\" y=\"\(ty.points)\" font-size=\"\(fontSize.points)\" text-anchor=\"\(anchor)\" fill=\"\(Palette.dimension)\" "
    out +=
      "stroke=\"#fff\" stroke-width=\"\((3 / scale).points)\" paint-order=\"stroke\" font-weight=\"700\">\(HTML.escape(label))</text></g>"
    return out
  }

  /// Where the dimension's label goes: beside the line towards the screen's middle (so it stays
  /// inside), at its middle, else at a quarter or three quarters along it or past its ends, else
  /// on its other side; the first place inside the picture whose box clears every obstacle, else
  /// the first inside the picture.
  static func labelPlace(
    _ d: Snapshot.Dimension, width: Double, fontSize: Double, tick: Double, screen: Size,
    within bounds: Rect, avoiding obstacles: [Rect]
  ) -> (x: Double, y: Double, anchor: String, box: Rect) {
    let vertical = abs(d.to.y - d.from.y) >= abs(d.to.x - d.from.x)
    let mid = Point(x: (d.from.x + d.to.x) / 2, y: (d.from.y + d.to.y) / 2)
    let inward = mid.x < screen.width / 2
    var places: [(x: Double, y: Double, anchor: String)] = []
    if vertical {
      let (low, high) = (min(d.from.y, d.to.y), max(d.from.y, d.to.y))
      for side in [inward, !inward] {
        for y in [mid.y, low + (high - low) / 4, low + 3 * (high - low) / 4, low - fontSize, high + fontSize]
        {
          places.append((mid.x + (side ? 1.4 : -1.4) * tick, y + fontSize / 3, side ? "start" : "end"))
        }
      }
    } else {
      // Past the line's inner end, on its level; else above or below its middle.
      let x = inward ? max(d.from.x, d.to.x) + tick : min(d.from.x, d.to.x) - tick
      places.append((x, mid.y + fontSize / 3, inward ? "start" : "end"))
      places.append((mid.x, mid.y - tick, "middle"))
      places.append((mid.x, mid.y + tick + fontSize, "middle"))
    }
    func box(_ p: (x: Double, y: Double, anchor: String)) -> Rect {
      let left = p.anchor == "start" ? p.x : (p.anchor == "end" ? p.x - width : p.x - width / 2)
      return Rect(x: left, y: p.y - fontSize, width: width, height: fontSize * 1.2)
    }
    func inside(_ r: Rect) -> Bool {
      r.minX >= bounds.minX && r.maxX <= bounds.maxX && r.minY >= bounds.minY && r.maxY <= bounds.maxY
    }
    let clear =
      places.first { p in inside(box(p)) && !obstacles.contains { $0.intersects(box(p)) } }
      ?? places.first { inside(box($0)) } ?? places[0]
    return (clear.x, clear.y, clear.anchor, box(clear))
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
  /// What the user loses: where the content should be and is not, or content under hardware.
  static let lost = "#ff8182"

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
