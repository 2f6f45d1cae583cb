import InsetEmulation
import InsetEngine
import InsetLint

/// What `fixed-horizontal-padding` learns from one file: its fixed horizontal paddings that sit at
/// a screen-level place of some view, the number constants it declares (so a value written as
/// `Layout.margin` resolves across files), and how it uses view types (the usage graph that tells
/// a screen from a component).
public struct PaddingFacts: Codable, Sendable, Equatable {
  public var paddings: [PaddingSite]
  public var constants: [NumberConstant]
  public var usages: [ViewUsage]
  public var views: [ViewTypeFact]
}

/// `.padding(.horizontal, value)` at the root or in the direct content of a view's scroll
/// container (through branches, helpers and transparent wrappers).
public struct PaddingSite: Codable, Sendable, Equatable {
  /// The source as written, on one line: `.padding(.horizontal, Layout.margin)`.
  public var source: String
  /// A number literal, or nil when `reference` names the value.
  public var literal: Double?
  /// `["Layout", "margin"]` for `Layout.margin`; empty for a literal.
  public var reference: [String]
  /// The view type whose content it pads.
  public var owner: String
  public var level: PlaceLevel
  /// Where the finding goes, and the bytes the fix replaces.
  public var offset: Int
  public var line: Int
  public var column: Int
  public var range: [Int]
}

/// How directly a padding (or a placed view) sits in a view's content.
public enum PlaceLevel: Codable, Sendable, Equatable {
  /// The root of `body` (or of what the body delegates to): a screen margin when the view is one.
  case root
  /// Directly inside the view's vertical `ScrollView`.
  case scrollContent
  /// Directly inside the content closure of a project view (a wrapper), named.
  case wrapperContent(String)
}

/// `static let margin: CGFloat = 16`, `var horizontalPadding: CGFloat = 16`, a local
/// `let margin = 16`: a name with a number, and the type that declares it.
public struct NumberConstant: Codable, Sendable, Equatable {
  public var name: String
  public var owner: String?
  public var value: Double
}

/// One place a view type is named.
public struct ViewUsage: Codable, Sendable, Equatable {
  public enum Kind: String, Codable, Sendable {
    /// Presented: a hosting controller's root, a navigation destination, sheet or cover content,
    /// a tab, a window, or made outside any view (UIKit or coordinator code presenting it).
    case screen
    /// Placed at a screen-level place of `parent` (its body's root or scroll content): it is the
    /// parent's content, so it is a screen when the parent is one.
    case slot
    /// Placed somewhere else in another view's content: a component.
    case placed
    /// Named by a preview only: not presented by the app.
    case preview
  }
  public var name: String
  public var kind: Kind
  public var parent: String?
}

/// A type this file declares that the rule needs to know about.
public struct ViewTypeFact: Codable, Sendable, Equatable {
  public var name: String
  /// A `PreviewProvider`, or a view of a WidgetKit file: never an app screen.
  public var isPreviewOrWidget: Bool
  /// A generic view whose body holds a vertical `ScrollView` (`ScrollableVStack<Content>`): what
  /// is passed to it is scroll content.
  public var isScrollWrapper: Bool
}
