/// What a `GeometryReader` hands its content: its frame, and (iOS 27.1+)
/// `contentMargins(for:edges:)`, the container's system margin that REMAINS at the reader's
/// position (seed 002: 20 at the top level, 12 inside `.padding(8)`, 0 inside `.padding(30)`).
/// Every read is written to the screen's log, so that a measurement can say what was read where.
public struct GeometryProxy {
  /// The reader's frame in screen (global) coordinates.
  public let frame: Rect
  let readerID: String
  let container: SwiftUIContainer
  let log: MarginReadLog

  init(readerID: String, frame: Rect, container: SwiftUIContainer, log: MarginReadLog) {
    self.readerID = readerID
    self.frame = frame
    self.container = container
    self.log = log
  }

  public var size: Size { frame.size }

  /// `proxy.contentMargins(for: guide, edges: edges)`: the remaining margin on the requested
  /// edges, zero on the others.
  public func contentMargins(for guide: LayoutNode.ContentMarginGuide, edges: LayoutNode.Edges = .all)
    -> EdgeInsets
  {
    let value = edges.mask(container.remainingMargins(for: guide, at: frame))
    log.record(
      MarginRead(
        api: "GeometryProxy.contentMargins(for: .\(guide.rawValue))", reader: readerID,
        nesting: container.frame.insets(to: frame), value: value))
    return value
  }
}

/// One reading of a margin value by app code: which API, where, and what it returned.
public struct MarginRead: Sendable, Hashable {
  public let api: String
  /// The view that read it.
  public let reader: String
  /// How far inside the container the reader sits, per edge (0 = top level).
  public let nesting: EdgeInsets
  public let value: EdgeInsets

  public init(api: String, reader: String, nesting: EdgeInsets, value: EdgeInsets) {
    self.api = api
    self.reader = reader
    self.nesting = nesting
    self.value = value
  }
}

/// The margin values the app read, in order (SwiftUI proxies and UIKit views alike).
public final class MarginReadLog {
  public private(set) var reads: [MarginRead] = []
  public init() {}
  public func record(_ read: MarginRead) { reads.append(read) }
}
