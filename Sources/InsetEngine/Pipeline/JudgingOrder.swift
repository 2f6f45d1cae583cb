import InsetEmulation

/// The environments a selection or a suggestion is judged in, in the order they are measured.
/// A strategy is kept only while it fixes every environment, and is no longer measured once it
/// fails one, so the order decides the cost, never the answer:
/// - **One per layout.** An environment whose device lays out exactly as an earlier one's
///   (`DeviceProfile.Layout`: screen, safe areas, margins, family, bar) in the same orientation
///   and release is the same world: it is measured once, for both.
/// - **Every kind early.** The first environment stays first (a suggestion list is ordered by
///   its ranking); then one environment of each kind (family, home indicator, bar, orientation)
///   before a second of any, so that a strategy wrong in landscape or on an iPad is found wrong
///   there before it is measured on every phone in portrait.
public enum JudgingOrder {
  public static func arrange(_ environments: [Environment]) -> [Environment] {
    struct Same: Hashable {
      let layout: DeviceProfile.Layout
      let orientation: Orientation
      let os: OSVersion
    }
    struct Kind: Hashable {
      let family: DeviceFamily
      let homeIndicator: Bool
      let hasVerticalBar: Bool
      let orientation: Orientation
    }
    var seen: Set<Same> = []
    var kinds: [Kind] = []
    var byKind: [Kind: [Environment]] = [:]
    // A device's layout is built once per call, not once per orientation and release.
    var layouts: [String: DeviceProfile.Layout] = [:]
    for environment in environments {
      let device = environment.device
      let layout = layouts[device.id] ?? device.layout
      layouts[device.id] = layout
      guard
        seen.insert(Same(layout: layout, orientation: environment.orientation, os: environment.os)).inserted
      else { continue }
      let kind = Kind(
        family: device.family, homeIndicator: device.homeIndicator, hasVerticalBar: device.hasVerticalBar,
        orientation: environment.orientation)
      if byKind[kind] == nil { kinds.append(kind) }
      byKind[kind, default: []].append(environment)
    }
    var arranged: [Environment] = []
    arranged.reserveCapacity(seen.count)
    var round = 0
    while arranged.count < seen.count {
      for kind in kinds where round < byKind[kind]!.count { arranged.append(byKind[kind]![round]) }
      round += 1
    }
    return arranged
  }

  /// How many environments the `number`th chunk measures at once on `cores` cores, pruning
  /// between chunks. A strategy that fails somewhere usually fails in the first environment of
  /// some kind, so the first chunks are small, to drop it early; later ones grow (to eight
  /// cores' worth), so that the cores wait for each other less often.
  public static func chunkSize(_ number: Int, cores: Int) -> Int {
    max(1, cores) * (1 << min(3, max(0, number - 1)))
  }

  /// Calls `body` with `environments` a chunk at a time (`chunkSize` on `cores` cores), in
  /// order, while `more()` holds before each chunk: selections and suggestions prune between.
  public static func chunks(
    of environments: [Environment], cores: Int, while more: () -> Bool, _ body: ([Environment]) throws -> Void
  ) rethrows {
    var start = 0
    var number = 0
    while start < environments.count && more() {
      let end = min(start + chunkSize(number, cores: cores), environments.count)
      try body(Array(environments[start..<end]))
      number += 1
      start = end
    }
  }
}
