import InsetEmulation
import InsetEngine
import InsetLint

/// Text and controls that go under the sensor housing in landscape: a content element (a label,
/// button, text field or view, a stack view not arranged in its margins, or a project view that
/// pins its own text to its edges) constrained to a view controller's `view.leadingAnchor` /
/// `trailingAnchor`; cell content added to the cell itself and pinned to its edges; a control pinned
/// to the own edge of a keyboard bar (`KeyboardBars.swift`); a vertical
/// flow layout with side section insets and no `sectionInsetReference`; SwiftUI text and controls
/// under `.ignoresSafeArea()` on the horizontal edges; a content element framed at a literal x
/// across a view that spans the screen; text a fixed distance from the side of a plain `UIView`
/// (or of a project view pinning its text to its own sides) returned as a section header or
/// footer; text pinned to a vertical scroll view's frame or full-width content, the scroll view
/// pinned to the view's sides; a table that sets `insetsContentViewsToSafeArea = false`. Backgrounds, images, scroll views and maps
/// pinned to the edges are meant to be there. Only apps that let an iPhone turn to landscape are
/// checked: the Info.plist / build settings `UISupportedInterfaceOrientations` (read like the
/// deployment target), an app delegate's `supportedInterfaceOrientationsFor`, and a controller's
/// own `supportedInterfaceOrientations` or a portrait lock decide. A portrait-only tab bar or split
/// view controller locks every screen but those that ask for landscape themselves; a portrait-only
/// hosting controller locks the view it hosts; a project mask (`.portraitOnPhone`) counts as what it
/// returns on a phone. Notification content extensions, widgets and previews (with the debug-only
/// scaffolding beside them) never reach the sides, nor does a child controller its parent pins to
/// the safe area, a compositional layout's supplementary view, a stack of maps and scroll views, a
/// navigation container's screens, a List or Form row, or text shown only on a Mac.
public struct LandscapeSideSafeAreaRule: CollectingRule {
  public init() {}
  /// The project's views, to tell whether a view made under `.ignoresSafeArea()` shows text.
  public var reads: [any CollectingRule] { ProjectViewModel.collectors }
  public let triggers: [StaticString] = [
    "Anchor", "sectionInset", "gnoresSafeArea", "IgnoringSafeArea", "supportedInterfaceOrientations",
    "OrientationLock", "constraint", "UIInterfaceOrientationMask", "safeAreaInsets", "Representable",
    "rootView", "Supplementary", "CGRect(x:", "insetsContentViewsToSafeArea",
    // An orientation lock widened (`delegate.restrictRotation = .allButUpsideDown`).
    "andscape", "allButUpsideDown", "= .all",
    // What a controller shows full screen or inside it, and superview-pinning helpers.
    "show(", "pushViewController", "fullScreen", "setViewControllers", "uperview",
    // A factory of UIKit views (`static func iconButton(…) -> UIButton`), and a view handed to a
    // filling helper (`view.addFillingSubview(label)`).
    "-> UI", "Subview(",
    // A view handed out as a keyboard bar (`textView.inputAccessoryView = formatBar`).
    "inputAccessoryView", "inputView",
    // A controller hosted in a cell by a library (`TableViewCell<PostViewController>`).
    "Cell<",
    // A FloatingPanel's content, and a project laying a panel's surface out itself.
    "contentViewController:", "prepareLayout(surfaceView",
    // A text view that is a controller's whole screen (`view = textView`).
    "TextView",
  ]

  public enum Kind: String, Codable, Sendable {
    case anchor, cell, flow, swiftUI, frame, contentViews, sectionView, cellFrame, textView
  }

  public struct Site: Codable, Sendable, Equatable {
    public var kind: Kind
    /// The token the site is at, in this file's token list.
    public var token: Int
    public var offset: Int
    public var line: Int
    public var column: Int
    /// The type the code is in, and (anchors, cells) the constrained element's type.
    public var owner: String
    public var elementType: String?
    public var element: String
    /// Where `.safeAreaLayoutGuide` goes (after `view`), for the mechanical fix.
    public var insertAt: Int?
    /// The modifier's byte range (SwiftUI), for a modifier replacement.
    public var modifier: [Int]?
    /// A call of a method that may be a project helper pinning the receiver's side to the view
    /// (`label.constraintAlignLeadingTo(view)`): its name, kept when the project declares it so.
    public var helper: String?
    /// A superview-pinning helper's call arguments (`edges=. horizontal`), read with its declaration.
    public var helperArguments: [String]?
    /// The helper is called on the view with the element (`view.addFillingSubview(label)`): kept
    /// when the project declares it a `fillers` helper.
    public var fills: Bool? = nil
    /// The vertical scroll view the element is pinned inside (itself pinned to the view's edges).
    public var scroll: String?
    /// The plain container (a view or stack declared here) the element is pinned inside, itself
    /// pinned to the view's side edges.
    public var container: String? = nil
    /// A SnapKit constraint (`make.left.equalTo(20)`): no anchor to rewrite.
    public var snapKit: Bool? = nil
    /// SwiftUI: the type the modifier's chain starts with (`ExpandableBottomSheet(…).ignoresSafeArea()`).
    public var receiver: String?
    /// The window the element (or its container) is pinned to, when it is not a controller's view
    /// (a toast added to the key window): a window spans the screen in every app.
    public var window: String? = nil
    /// SwiftUI, when no text shows in this file: the types made under the modifier; the site holds
    /// when one is a project view whose own body shows text (`SearchHeaderView(…)`).
    public var madeViews: [String]?
    /// A section header or footer made as a project view (`return SectionHeader(title: …)`): the
    /// site holds when that view pins its own text to its own side edges.
    public var headerType: String? = nil
  }

  /// A view type's own side pin: the type and the place.
  public struct SidePin: Codable, Sendable, Equatable {
    public var type: String
    public var offset: Int
    public var line: Int
    public var column: Int
  }

  /// A call in a view type of a method that may pin its text to the type's sides: the pin's place,
  /// the method and its arguments (`label=value`, as `SuperviewPins.arguments` reads them).
  public struct HelperPin: Codable, Sendable, Equatable {
    public var pin: SidePin
    public var helper: String
    public var arguments: [String]
  }

  public struct Facts: Codable, Sendable, Equatable {
    public var sites: [Site] = []
    /// Project views that pin their own text to their own edges (not margins or the safe area).
    public var edgePinnedViews: [String] = []
    /// Where each of those views first pins a subview to its own side (`label.leadingAnchor
    /// .constraint(equalTo: self.leadingAnchor, constant: 20)`): a finding about the view itself
    /// (a section header) points there, where the fix goes.
    public var edgePins: [SidePin] = []
    /// Project views that hand their own text or control to a method that may pin it to its
    /// superview (`headerTitleLabel.fillSuperview(padding: …)`): settled in the project pass, where
    /// the project's superview-pinning helpers are known. The place is the call.
    public var helperPins: [HelperPin] = []
    /// Types locked to portrait (`supportedInterfaceOrientations` returns `.portrait`, an orientation lock).
    public var portraitTypes: [String] = []
    /// The app delegate allows portrait only.
    public var portraitApp = false
    /// The app delegate allows portrait only on an iPhone, as long as the members it returns stay
    /// portrait, except for the screens it hands the mask to.
    public var appLock: AppOrientationLock? = nil
    /// Names this file assigns a mask with a landscape orientation.
    public var widenedMasks: [String] = []
    /// `extension Type: Protocol`: the protocols each extended type adopts here.
    public var conformances: [[String]] = []
    /// `UIView` extension methods that pin the receiver's leading/trailing edge to their first
    /// parameter (a view, or an anchor), as the project declares them.
    public var sideHelpers: [String] = []
    /// `UIView` extension methods that pin the receiver to its superview (`pinToSuperview(edges:)`).
    public var superviewPins: [SuperviewPin] = []
    /// Controllers whose mask is portrait unless they present one of some types: the type, then
    /// the types (`PresentedOrientations.swift`).
    public var presentingRoots: [[String]] = []
    /// Controllers presented full screen here, and `[from, to]` for what a controller shows inside it.
    public var fullScreenTypes: [String] = []
    public var shownControllers: [[String]] = []
    /// Types whose `supportedInterfaceOrientations` returns one member of a mask the project may
    /// declare (`.portraitOnPhone`): type name and member name, settled in the project pass.
    public var maskUses: [[String]] = []
    /// `UIInterfaceOrientationMask` extension members that are portrait on an iPhone
    /// (`static var portraitOnPhone: Self { idiom == .phone ? .portrait : .all }`).
    public var portraitMasks: [String] = []
    /// Types whose `supportedInterfaceOrientations` names a landscape orientation (or `.all`).
    public var landscapeTypes: [String] = []
    /// Controller types whose view a parent pins to its safe-area, margins or readable guide
    /// (`child.view.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor)`).
    public var safeChildren: [String] = []
    /// Controller types shown as a FloatingPanel's content (`panel.set(contentViewController: x)`),
    /// and whether a file here lays out a panel's surface itself (`prepareLayout(surfaceView:in:)`):
    /// the library's default layout keeps the surface inside the safe area's sides.
    public var panelContents: [String] = []
    public var laysOutPanelSurface = false
    /// `UIViewControllerRepresentable` / `UIViewRepresentable` types: UIKit inside them computes
    /// its own safe area from the window, whatever SwiftUI ignores around them.
    public var representables: [String] = []
    /// `Host(rootView: View(…))`: a hosting controller type and the view it is made with, so a
    /// portrait-only generic host (`PortraitHostingController<Content>`) locks that view.
    public var hostings: [[String]] = []
    /// SwiftUI views that pad their own content by the safe-area insets
    /// (`.padding(.horizontal, insets: safeAreaInsets)`): they put back what a caller ignores.
    public var insetPaddedViews: [String] = []
    /// Reusable views registered as supplementary views where they cannot reach the screen's side
    /// edges: in a file that builds a compositional layout (and no flow layout), or whose
    /// collection view keeps to the safe area (`SafeCollections.swift`); and those registered
    /// anywhere else.
    public var safeSupplementaries: [String] = []
    public var otherSupplementaries: [String] = []
    /// `[Type.function, ReturnType]` for each static factory declared here
    /// (`static func iconButton(…) -> UIButton` in `ButtonFactory`): a view made by calling one in
    /// another file is of its return type.
    public var factories: [[String]] = []
    /// `UIView` extension methods that pin their view argument's sides to the receiver's own
    /// (`func addFillingSubview(_ subview: UIView) { … subview.leadingAnchor.constraint(equalTo:
    /// leadingAnchor) … }`).
    public var fillers: [String] = []
    /// `[Type, helper]` for each view type here whose body calls a method on itself with a view
    /// (`addFillingSubview(stackView)`): the type's content reaches its sides when the helper fills.
    public var selfFills: [[String]] = []
    /// Views shown above or as the keyboard (`KeyboardBars.swift`): they span the screen's width.
    public var keyboardBars: [String] = []
  }

  /// Content that draws its text where its frame is. Not `UISearchBar`: like the navigation bar
  /// and toolbar, a search bar lays its field out inside the safe area itself.
  static let contentClasses: Set<String> = [
    "UILabel", "UIButton", "UITextField", "UITextView", "UISegmentedControl", "UISwitch", "UIStackView",
    "UISlider",
    "UIControl",
  ]
  /// The endings of a library class's name that say which UIKit content class it extends.
  static let libraryContentEndings = ["Button", "Label", "TextField", "TextView"]

  /// True for a class of another module named for a text or control class (`MDCButton`,
  /// `TTTAttributedLabel`), not a UIKit class (those are named in `contentClasses`).
  static func isLibraryContentName(_ name: String) -> Bool {
    !name.hasPrefix("UI") && libraryContentEndings.contains { name.hasSuffix($0) && name.count > $0.count }
  }
  /// Root containers: when one is portrait-only, so is everything shown inside it on an iPhone.
  static let rootContainers: Set<String> = ["UITabBarController", "UISplitViewController"]
  static let controllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UIPageViewController",
  ]
  /// True for a class whose superclass chain ends in a class the project does not declare and
  /// whose name says it is a view controller (`final class MessagesViewController:
  /// ChatKitViewController` from a package): a library's controller subclass, so a view controller.
  static func isLibraryController(_ name: String, _ hierarchy: ClassHierarchy) -> Bool {
    guard let root = hierarchy.ancestors(of: name).last, hierarchy.classes[root] == nil else { return false }
    return root.hasSuffix("ViewController")
  }
  static let cells: Set<String> = [
    "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
  ]
  static let sideAnchors: [StaticString] = ["leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor"]
  static let guides: [StaticString] = [
    "layoutMarginsGuide", "safeAreaLayoutGuide", "readableContentGuide", "isLayoutMarginsRelativeArrangement",
  ]
  static let textNames: Set<String> = [
    "Text", "Button", "TextField", "SecureField", "Toggle", "Label", "Link", "TextEditor", "Menu", "Picker",
  ]
  static let texts: [StaticString] = [
    "Text", "Button", "TextField", "SecureField", "Toggle", "Label", "Link", "TextEditor", "Menu", "Picker",
  ]

  public func collect(_ context: FileContext) -> Facts? {
    let file = context.file
    if context.isTestFile { return nil }
    let index = context.index
    var facts = Facts()
    let mayFill = file.contains("Subview(")
    // Most files name no orientation lock: one search of the bytes says so for every type (asking
    // each token of each type's body was half a percent of a cold lint of a large app).
    let mayLock = file.contains("OrientationLock")
    for (typeIndex, type) in index.types.enumerated() {
      let range = (type.bodyOpen + 1)..<type.bodyClose
      // Portrait locks.
      if range.contains(where: { file.tokenIs($0, "supportedInterfaceOrientations") }),
        let function = index.variables.first(where: {
          $0.owner == typeIndex && $0.name == "supportedInterfaceOrientations"
        }), let open = function.bodyOpen, let close = function.bodyClose
      {
        let body = (open + 1)..<close
        if Self.portraitOnly(body, file) {
          facts.portraitTypes.append(type.name)
          // A portrait-only hosting controller locks the SwiftUI view it hosts.
          for (base, arguments) in zip(type.inherits, type.inheritedArguments)
          where base == "UIHostingController" && arguments.count == 1 {
            facts.portraitTypes.append(arguments[0])
          }
        } else if let exceptions = Self.presentedExceptions(body, file) {
          facts.presentingRoots.append([type.name] + exceptions)
        } else if Self.mentionsLandscape(body, file) {
          facts.landscapeTypes.append(type.name)
        } else if let member = Self.singleMaskMember(body, file) {
          facts.maskUses.append([type.name, member])
        }
      }
      // A tab bar controller that is its own delegate and returns portrait from
      // `tabBarControllerSupportedInterfaceOrientations` (Apple: "the complete set of supported
      // interface orientations for the tab bar controller") locks as an override would.
      if type.inherits.contains("UITabBarController"),
        range.contains(where: { file.tokenIs($0, "tabBarControllerSupportedInterfaceOrientations") }),
        range.contains(where: {
          file.tokenIs($0, "delegate") && file.tokenIs($0 + 1, "=") && file.tokenIs($0 + 2, "self")
        }),
        let function = index.functions.first(where: {
          $0.owner == typeIndex && $0.name == "tabBarControllerSupportedInterfaceOrientations"
        }), let open = function.bodyOpen, let close = function.bodyClose,
        Self.portraitOnly((open + 1)..<close, file)
      {
        facts.portraitTypes.append(type.name)
      }
      if type.inherits.contains(where: {
        $0 == "UIViewControllerRepresentable" || $0 == "UIViewRepresentable"
      }) {
        facts.representables.append(type.name)
      }
      if type.kind == .struct, type.inherits.contains("View") {
        if Self.padsBySafeArea(range, file) { facts.insetPaddedViews.append(type.name) }
      }
      if type.kind == .extension, type.name == "UIInterfaceOrientationMask" {
        for variable in index.variables where variable.owner == typeIndex {
          guard let open = variable.bodyOpen, let close = variable.bodyClose,
            Self.portraitOnly((open + 1)..<close, file)
          else { continue }
          facts.portraitMasks.append(variable.name)
        }
      }
      if mayLock,
        range.contains(where: {
          file.token($0, contains: "OrientationLock") && file.tokenIs($0 + 2, "portrait")
        })
      {
        facts.portraitTypes.append(type.name)
      }
      // A view handing a subview to one of its own methods (`addFillingSubview(stack)`): a filling
      // helper, if the project declares one, pins it to this view's sides.
      if type.kind == .class, !type.inherits.contains(where: Self.controllers.contains), mayFill {
        for j in range
        where file.kind(j) == .identifier && file.kind(j + 1) == .openParen && file.kind(j + 2) == .identifier
          && (file.kind(j + 3) == .closeParen || file.kind(j + 3) == .comma)
          && (file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self"))
          && !Expressions.isUpperCamel(file, j)
        {
          facts.selfFills.append([type.name, file.text(j)])
        }
      }
      // A view handing its own text to a method that may pin it to its sides.
      if type.kind == .class, mayFill, !type.inherits.contains(where: Self.controllers.contains),
        !range.contains(where: { j in Self.guides.contains { file.tokenIs(j, $0) } })
      {
        facts.helperPins += Self.helperPins(in: range, of: type.name, context)
      }
      // A view pinning its own content to its own side edges.
      var ownSidePin: Int? = nil
      if type.kind == .class, !type.inherits.contains(where: Self.controllers.contains),
        range.contains(where: { file.tokenIs($0, "addSubview") }),
        !range.contains(where: { j in
          Self.guides.contains { file.tokenIs(j, $0) }
            && (file.tokenIs(j, "isLayoutMarginsRelativeArrangement")
              || Self.sideAnchors.contains { file.tokenIs(j + 2, $0) })
        }),
        {
          ownSidePin =
            range.first(where: { j in
              Self.sideAnchors.contains { file.tokenIs(j, $0) } && file.tokenIs(j - 2, "equalTo")
                || (Self.sideAnchors.contains { file.tokenIs(j, $0) } && file.tokenIs(j - 2, "self")
                  && file.tokenIs(j - 4, "equalTo"))
            }) ?? Self.snapKitOwnSidePin(in: range, context)
          return ownSidePin != nil
        }() || Self.spansOwnWidthWithText(range, file),
        // Separators and shadows only: no text or control of its own reaches the sides.
        range.contains(where: { j in file.kind(j) == .identifier && Self.contentClasses.contains(file.text(j))
        })
      {
        facts.edgePinnedViews.append(type.name)
        // Where to report a finding about the view itself: the first pin of a text or control (`titleLabel.leadingAnchor.constraint(…)`), else the first.
        let pins = range.filter { j in
          Self.sideAnchors.contains { file.tokenIs(j, $0) } && file.tokenIs(j + 2, "constraint")
            && file.kind(j - 2) == .identifier && file.kind(j - 3) != .dot
        }
        let at =
          pins.first { j in
            context.declaredType(of: file.text(j - 2)).map { Self.contentClasses.contains($0) } ?? false
          }.map { $0 - 2 } ?? pins.first.map { $0 - 2 } ?? ownSidePin ?? type.nameToken
        let offset = context.offset(at)
        let (line, column) = file.location(of: offset)
        facts.edgePins.append(SidePin(type: type.name, offset: offset, line: line, column: column))
      }
    }
    facts.factories = Self.factories(context)
    if file.contains("forSupplementaryViewOfKind") || file.contains("SupplementaryRegistration") {
      let compositional =
        (file.contains("UICollectionViewCompositionalLayout") || file.contains("NSCollectionLayoutSection"))
        && !file.contains("UICollectionViewFlowLayout")
      let safe = compositional || Self.keepsCollectionInSafeArea(file)
      for name in Self.registeredSupplementaries(file) {
        if safe {
          facts.safeSupplementaries.append(name)
        } else {
          facts.otherSupplementaries.append(name)
        }
      }
    }
    facts.sideHelpers = Self.sideHelpers(context)
    facts.keyboardBars = Self.keyboardBars(context)
    facts.fillers = Self.fillers(context)
    facts.superviewPins = Self.superviewPins(context)
    facts.fullScreenTypes = Self.fullScreenTypes(context)
    facts.shownControllers = Self.shownControllers(context)
    facts.safeChildren = Self.safeChildren(context)
    facts.panelContents = Self.panelContents(context)
    facts.laysOutPanelSurface = file.contains("prepareLayout(surfaceView")
    if file.contains("rootView") {
      for j in 0..<file.count
      where file.tokenIs(j, "rootView") && file.kind(j + 1) == .colon && file.kind(j - 1) == .openParen
        && file.kind(j - 2) == .identifier && Expressions.isUpperCamel(file, j - 2)
        && file.kind(j + 2) == .identifier && Expressions.isUpperCamel(file, j + 2)
      {
        facts.hostings.append([file.text(j - 2), file.text(j + 2)])
      }
    }
    for function in index.functions where function.name == "application" {
      guard let open = function.bodyOpen, let close = function.bodyClose,
        (function.nameToken..<open).contains(where: { file.tokenIs($0, "supportedInterfaceOrientationsFor") })
      else { continue }
      if Self.portraitOnly(open..<close, file) {
        facts.portraitApp = true
      } else if let lock = AppOrientationLock.read((open + 1)..<close, owner: function.owner, context) {
        if lock.members.isEmpty && lock.protocols.isEmpty {
          facts.portraitApp = true
        } else {
          facts.appLock = lock
        }
      }
    }
    facts.widenedMasks = AppOrientationLock.widened(file)
    for type in index.types where type.kind == .extension && !type.inherits.isEmpty {
      for proto in type.inherits { facts.conformances.append([type.name, proto]) }
    }
    // A notification content extension or a widget is drawn in a system platter, never at the
    // screen's sides: its code has no sites.
    if !file.contains("import UserNotificationsUI"), !WidgetCode.isWidgetFile(file, index) {
      let previews = PreviewCode.ranges(file, types: context.index.types)
      // Code compiled for tvOS, macOS or visionOS only never meets a sensor housing.
      let platforms = file.contains("#if") ? PlatformBranches(file) : nil
      facts.sites =
        (anchorSites(context) + snapKitSites(context) + superviewPinSites(context) + fillerSites(context)
        + visualFormatSites(context) + flowSites(context)
        + swiftUISites(context)
        + frameSites(context) + contentViewSites(context) + sectionViewSites(context)
        + cellFrameSites(context) + textViewSites(context)).filter { site in
          !previews.contains { $0.contains(site.token) } && platforms?.onIOS(site.token) != false
            && (site.kind == .swiftUI || site.kind == .flow || !Self.inPadOnlyCode(site.token, context))
            // The `else` of `if #available(iOS 11, *)` (or an earlier release) runs only before the
            // safe area existed, on phones without a sensor housing (the iPhone X shipped with iOS
            // 11); the `else` of a later check runs on such phones too.
            && !(file.contains("#available")
              && AvailabilityGuard.olderSystemsBranch(around: site.token, in: file).map {
                $0 <= Self.firstHousingRelease
              } == true)
            && !Self.clearsHousing(site, file) && !Self.neverActivated(site, context)
        }
    }
    return facts.sites.isEmpty && facts.portraitTypes.isEmpty && !facts.portraitApp && facts.appLock == nil
      && facts.widenedMasks.isEmpty && facts.conformances.isEmpty
      && facts.edgePinnedViews.isEmpty && facts.sideHelpers.isEmpty && facts.superviewPins.isEmpty
      && facts.maskUses.isEmpty && facts.presentingRoots.isEmpty && facts.fullScreenTypes.isEmpty
      && facts.shownControllers.isEmpty
      && facts.portraitMasks.isEmpty && facts.landscapeTypes.isEmpty && facts.safeChildren.isEmpty
      && facts.panelContents.isEmpty && !facts.laysOutPanelSurface
      && facts.insetPaddedViews.isEmpty && facts.representables.isEmpty && facts.hostings.isEmpty
      && facts.safeSupplementaries.isEmpty && facts.otherSupplementaries.isEmpty
      && facts.factories.isEmpty && facts.fillers.isEmpty && facts.selfFills.isEmpty
      && facts.keyboardBars.isEmpty && facts.helperPins.isEmpty
      ? nil : facts
  }

  /// `register(HeaderView.self, forSupplementaryViewOfKind: …)` and
  /// `UICollectionView.SupplementaryRegistration<HeaderView>`: the registered types.
  static func registeredSupplementaries(_ file: SourceFile) -> [String] {
    var result: [String] = []
    for j in 0..<file.count where file.kind(j) == .identifier {
      // `register(X.self, forSupplementaryViewOfKind:…)`, or a project helper's labelled form
      // (`register(viewClass: X.self, forSupplementaryViewOfKind:…)`).
      let type = file.kind(j + 3) == .colon ? j + 4 : j + 2
      if file.tokenIs(j, "register"), file.kind(j + 1) == .openParen, file.kind(type) == .identifier,
        type == j + 2 || file.kind(j + 2) == .identifier,
        file.kind(type + 1) == .dot, file.tokenIs(type + 2, "self"), file.kind(type + 3) == .comma,
        file.tokenIs(type + 4, "forSupplementaryViewOfKind")
      {
        result.append(file.text(type))
      } else if file.tokenIs(j, "SupplementaryRegistration"), file.tokenIs(j + 1, "<"),
        file.kind(j + 2) == .identifier
      {
        result.append(file.text(j + 2))
      }
    }
    return result
  }

  /// A view whose text can reach its own side edges without being pinned to them: content at
  /// least as wide as the view (`widthAnchor.constraint(equalTo: stack.widthAnchor)`) or kept only
  /// a minimum distance from them (`leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, …)`),
  /// in a view that shows text (a label, button, text field or text view).
  static func spansOwnWidthWithText(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    let showsText = range.contains { j in
      file.tokenIs(j, oneOf: ["UILabel", "UIButton", "UITextField", "UITextView"])
    }
    guard showsText else { return false }
    return range.contains { j in
      guard file.tokenIs(j, "constraint"), file.kind(j - 1) == .dot, file.kind(j + 1) == .openParen else {
        return false
      }
      let receiver = j - 2
      let ownWidth =
        file.tokenIs(receiver, "widthAnchor")
        && (file.kind(receiver - 1) != .dot || file.tokenIs(receiver - 2, "self"))
        && file.tokenIs(j + 2, "equalTo") && file.tokenIs(j + 6, "widthAnchor") && file.kind(j + 7) != .dot
      let minimumSide =
        Self.sideAnchors.contains { file.tokenIs(receiver, $0) }
        && file.tokenIs(j + 2, "greaterThanOrEqualTo")
        && Self.sideAnchors.contains { file.tokenIs(j + 4, $0) } && file.kind(j + 3) == .colon
      return ownWidth || minimumSide
    }
  }

  /// `extension UIView { func constraintAlignLeadingTo(_ view: UIView, …) -> NSLayoutConstraint }`:
  /// methods of a `UIView` extension that constrain the receiver's side edge to their first
  /// parameter, written with anchors (`leadingAnchor.constraint(equalTo: view.leadingAnchor)`,
  /// `…(equalTo: anchor)`) or as `NSLayoutConstraint(item: self, attribute: .leading, …, toItem: view`.
  static func sideHelpers(_ context: FileContext) -> [String] {
    let file = context.file
    var result: [String] = []
    for (function, body, parameter) in context.viewExtensionMethods() {
      let open = body.lowerBound - 1
      let isParameter: (Int) -> Bool = { file.kind($0) == .identifier && file.text($0) == parameter }
      let pins = body.contains { j in
        // `leadingAnchor.constraint(equalTo: view.leadingAnchor` or `…(equalTo: anchor,`
        if Self.sideAnchors.contains(where: { file.tokenIs(j, $0) }),
          file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self"),
          file.tokenIs(j + 2, "constraint"), file.tokenIs(j + 4, "equalTo"), isParameter(j + 6)
        {
          return file.kind(j + 7) != .dot || Self.sideAnchors.contains { file.tokenIs(j + 8, $0) }
        }
        // `NSLayoutConstraint(item: self, attribute: .leading, …, toItem: view`
        if file.tokenIs(j, "toItem"), isParameter(j + 2) {
          let start = max(open, j - 16)
          return (start..<j).contains { k in
            file.tokenIs(k, "attribute") && file.kind(k + 2) == .dot
              && file.tokenIs(k + 3, oneOf: ["leading", "trailing", "left", "right"])
          } && (start..<j).contains { file.tokenIs($0, "item") && file.tokenIs($0 + 2, "self") }
        }
        return false
      }
      if pins { result.append(function.name) }
      // A later parameter the receiver's side is pinned to (`func anchor(top:leading:bottom:trailing:
      // padding:)`, `leadingAnchor.constraint(equalTo: leading, …)`): `name:label`.
      guard let open = function.bodyOpen else { continue }
      for later in Expressions.parameters(after: function.nameToken, before: open, file).dropFirst() {
        let pinsLater = body.contains { j in
          Self.sideAnchors.contains(where: { file.tokenIs(j, $0) })
            && (file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self"))
            && file.tokenIs(j + 2, "constraint") && file.tokenIs(j + 4, "equalTo")
            && file.kind(j + 6) == .identifier && file.text(j + 6) == later.name
        }
        if pinsLater { result.append(function.name + ":" + later.label) }
      }
    }
    return result
  }

  /// `UIView` extension methods that pin their first parameter's side anchor to the receiver's
  /// (`subview.leadingAnchor.constraint(equalTo: leadingAnchor)`): a view handed to one fills the
  /// receiver's width, up to its sides.
  static func fillers(_ context: FileContext) -> [String] {
    let file = context.file
    var result: [String] = []
    for (function, body, parameter) in context.viewExtensionMethods() {
      let pins = body.contains { j in
        guard file.kind(j) == .identifier, file.text(j) == parameter, file.kind(j + 1) == .dot,
          Self.sideAnchors.contains(where: { file.tokenIs(j + 2, $0) }), file.tokenIs(j + 4, "constraint"),
          file.tokenIs(j + 6, "equalTo")
        else { return false }
        var target = j + 8
        if file.tokenIs(target, "self"), file.kind(target + 1) == .dot { target += 2 }
        return Self.sideAnchors.contains { file.tokenIs(target, $0) }
          && (file.kind(target + 1) == .comma || file.kind(target + 1) == .closeParen)
      }
      if pins { result.append(function.name) }
    }
    return result
  }

  /// `view.addFillingSubview(label)` in a controller: a site kept in the project pass when the
  /// project declares the method a filler (`fillers`).
  func fillerSites(_ context: FileContext) -> [Site] {
    let file = context.file
    var result: [Site] = []
    for i in 2..<max(2, file.count)
    where file.kind(i) == .identifier && file.kind(i - 1) == .dot && file.tokenIs(i - 2, "view")
      && (file.kind(i - 3) != .dot || file.tokenIs(i - 4, "self")) && file.kind(i + 1) == .openParen
      && file.kind(i + 2) == .identifier
      && (file.kind(i + 3) == .closeParen || file.kind(i + 3) == .comma)
      && !file.tokenIs(i, oneOf: ["addSubview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack"])
    {
      let element = file.text(i + 2)
      let type = Self.elementType(of: element, at: i + 2, context)
      // As for an anchor: content kept in its own margins, or a stack of full-bleed views.
      if Self.arrangesInMargins(element, context)
        || (type == "UIStackView" && Self.arrangesOnlyFullBleedViews(element, context))
      {
        continue
      }
      var found = site(.anchor, at: i + 2, element: element, elementType: type, context)
      found.helper = file.text(i)
      found.fills = true
      result.append(found)
    }
    return result
  }

  /// A mask body that is portrait on an iPhone: it names portrait and no landscape orientation
  /// (`.portrait`, `[.portrait, .portraitUpsideDown]`), or picks portrait for the phone idiom
  /// (`userInterfaceIdiom == .phone ? .portrait : .all`, `… == .pad ? .all : .portrait`).
  /// The branch of `condition ? a : b` a phone takes when the condition tests for an iPad
  /// (`UIDevice.current.userInterfaceIdiom == .pad`: `b`; `!= .pad`: `a`); nil for anything else.
  static func phoneBranch(of range: Range<Int>, _ file: SourceFile) -> Range<Int>? {
    guard
      let q = range.first(where: {
        file.kind($0) == .operator && file.tokenIs($0, "?") && $0 > range.lowerBound
          && file.tokens[$0].start > file.tokens[$0 - 1].end
      })
    else { return nil }
    let condition = range.lowerBound..<q
    guard condition.contains(where: { file.tokenIs($0, "pad") && file.kind($0 - 1) == .dot }) else {
      return nil
    }
    var depth = 0
    var colon: Int?
    for j in (q + 1)..<range.upperBound {
      switch file.kind(j) {
      case .openParen?, .openBracket?, .openBrace?: depth += 1
      case .closeParen?, .closeBracket?, .closeBrace?: depth -= 1
      case .colon? where depth == 0: colon = j
      default: break
      }
      if colon != nil { break }
    }
    guard let colon else { return nil }
    if condition.contains(where: { file.tokenIs($0, "==") }) { return (colon + 1)..<range.upperBound }
    if condition.contains(where: { file.tokenIs($0, "!=") }) { return (q + 1)..<colon }
    return nil
  }

  static func portraitOnly(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    // What ships: a mask returned only in debug builds (`#if DEBUG return .all #else …`) is not.
    let debug = PlatformBranches.debugOnly(file)
    let shipped = range.filter { j in !debug.contains { $0.contains(j) } }
    guard shipped.contains(where: { file.tokenIs($0, "portrait") }) else { return false }
    // A mask kept in a member (`guard signedIn else { return .portrait }; return self.orientationLock`)
    // is that member's value: `AppOrientationLock` reads it. (A local made here is read with the rest.)
    let returnsMember = shipped.contains { r in
      guard file.tokenIs(r, "return"), file.kind(r) == .identifier else { return false }
      let value = (r + 1)..<Expressions.statementEnd(file, from: r + 1)
      if value.count == 1, file.kind(value.lowerBound) == .identifier {
        let name = file.text(value.lowerBound)
        return !range.contains { file.text($0) == name && file.tokenIs($0 - 1, oneOf: ["let", "var"]) }
      }
      return value.count == 3 && file.tokenIs(value.lowerBound, oneOf: ["self", "Self"])
        && file.kind(value.lowerBound + 1) == .dot
    }
    if returnsMember { return false }
    if !shipped.contains(where: { mentionsLandscape($0..<($0 + 1), file) }) { return true }
    return shipped.contains { j in
      // The condition may be parenthesized: `(idiom == .phone) ? .portrait : …`.
      let q = file.kind(j + 1) == .closeParen ? j + 1 : j
      // `.phone ? .portrait`
      return
        (file.tokenIs(j, "phone") && file.kind(j - 1) == .dot && file.tokenIs(q + 1, "?")
        && file.kind(q + 2) == .dot && file.tokenIs(q + 3, "portrait") && file.kind(q + 4) != .dot)
        // `case .phone: return .portrait`
        || (file.tokenIs(j, "phone") && file.kind(j - 1) == .dot && file.tokenIs(j - 2, "case")
          && file.kind(j + 1) == .colon && file.tokenIs(j + 2, "return") && file.kind(j + 3) == .dot
          && file.tokenIs(j + 4, "portrait") && file.kind(j + 5) != .dot)
        // `.pad ? <mask> : .portrait`
        || (file.tokenIs(j, "pad") && file.kind(j - 1) == .dot && file.tokenIs(q + 1, "?")
          && ((q + 2)..<min(range.upperBound, q + 8)).contains { k in
            file.kind(k) == .colon && file.kind(k + 1) == .dot && file.tokenIs(k + 2, "portrait")
              && file.kind(k + 3) != .dot
          })
    }
  }

  /// A `.padding(…)` whose arguments read the safe-area insets of a side (`.padding(insets:
  /// safeAreaInsets)`, `.padding(.leading, safeAreaInsets.leading)`). A padding of the top or the
  /// bottom by them (`.padding(.top, window.safeAreaInsets.top)`: a rail clearing the status bar)
  /// leaves the sides bare.
  static func padsBySafeArea(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    range.contains { j in
      guard file.tokenIs(j, "padding"), file.kind(j - 1) == .dot, file.kind(j + 1) == .openParen,
        let close = file.match(j + 1)
      else { return false }
      if file.kind(j + 2) == .dot, file.tokenIs(j + 3, oneOf: ["top", "bottom", "vertical"]),
        file.kind(j + 4) == .comma
      {
        return false
      }
      return ((j + 2)..<close).contains { readsSideInsets($0, file) }
    }
  }

  /// True for a `safeAreaInsets` read that may keep the sides clear: the insets whole
  /// (`.padding(proxy.safeAreaInsets)`) or a side (`.leading`, `.left`…), not `.top` or `.bottom`
  /// alone (a GeometryReader lifting a bottom bar by the home indicator leaves the sides bare).
  static func readsSideInsets(_ j: Int, _ file: SourceFile) -> Bool {
    guard file.tokenIs(j, "safeAreaInsets") else { return false }
    return !(file.kind(j + 1) == .dot && file.tokenIs(j + 2, oneOf: ["top", "bottom"]))
  }

  /// The widest a frame may be and still leave the sensor housing clear when centred on any
  /// landscape iPhone that has one (the narrowest is 812 pt wide; the housing takes up to 62 pt a
  /// side).
  static let narrowColumn = 680.0

  /// True when a modifier after `after` in the chain frames the content to a centred column no
  /// wider than `narrowColumn` (`.ignoresSafeArea().frame(maxWidth: 260)`).
  static func narrowFrame(in chain: Chain, after: Int, _ file: SourceFile) -> Bool {
    chain.links.contains { link in
      guard link.dot > after, file.tokenIs(link.name, "frame"), let open = link.arguments else {
        return false
      }
      let arguments = Expressions.argumentSpans(file, open: open)
      if arguments.contains(where: { $0.label.map { file.tokenIs($0, "alignment") } ?? false }) {
        return false
      }
      return arguments.contains { argument in
        guard let label = argument.label, file.tokenIs(label, oneOf: ["width", "maxWidth"]),
          argument.value.count == 1, file.kind(argument.value.lowerBound) == .number,
          let value = Double(file.text(argument.value.lowerBound))
        else { return false }
        return value <= narrowColumn
      }
    }
  }

  /// Views that lay nothing out themselves: where they sit says nothing about where text goes.
  static let layoutViews: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "GeometryReader", "Spacer", "Divider",
    "Color", "Image", "ProgressView", "ScrollView", "Rectangle", "RoundedRectangle", "Circle", "Capsule",
    "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
  ]

  /// The texts and the other views (a project view that may show text) made in `subtree` itself
  /// and in the view's helpers it names (`var content: some View { … }`, `headerTitle`), two levels
  /// deep, each with the body it is read within; nil when a deeper helper makes views, or nothing
  /// is made.
  static func shownViews(in subtree: Range<Int>, _ context: FileContext, isText: (Int) -> Bool)
    -> [ShownView]?
  {
    guard let shown = madeViews(in: subtree, context, depth: 0, isText: isText), !shown.isEmpty else {
      return nil
    }
    return shown
  }

  static func madeViews(in subtree: Range<Int>, _ context: FileContext, depth: Int, isText: (Int) -> Bool)
    -> [ShownView]?
  {
    let file = context.file
    var texts: [ShownView] = []
    for j in subtree {
      if isText(j) {
        texts.append(ShownView(view: j, within: subtree))
        continue
      }
      guard file.kind(j) == .identifier, file.kind(j - 1) != .dot else { continue }
      if Expressions.isUpperCamel(file, j) {
        if file.kind(j + 1) == .openParen || file.kind(j + 1) == .openBrace,
          !layoutViews.contains(file.text(j))
        {
          texts.append(ShownView(view: j, within: subtree))
        }
        continue
      }
      let name = file.text(j)
      let helper: (open: Int, close: Int)?
      if let variable = context.index.variables.first(where: {
        $0.isMember && $0.name == name && $0.bodyOpen != nil
      }) {
        helper = variable.bodyClose.map { (variable.bodyOpen!, $0) }
      } else if file.kind(j + 1) == .openParen,
        let function = context.index.functions.first(where: { $0.name == name })
      {
        helper = function.bodyOpen.flatMap { open in function.bodyClose.map { (open, $0) } }
      } else {
        continue
      }
      // Two levels of helpers are read (a third only to see that it makes no view); one deeper
      // down, or one that holds this body, is not.
      guard depth < 3, let helper, !subtree.contains(helper.open),
        let shown = madeViews(
          in: (helper.open + 1)..<helper.close, context, depth: depth + 1, isText: isText),
        depth < 2 || shown.isEmpty
      else { return nil }
      // Named inside a narrow column here, everything the helper shows is in that column.
      let narrowed = inNarrowColumn(j, within: subtree, file)
      texts.append(
        contentsOf: shown.map {
          ShownView(view: $0.view, within: $0.within, narrowed: $0.narrowed || narrowed)
        })
    }
    return texts
  }

  /// A view that shows (or may show) text, the body it is read within, and whether a helper's
  /// reference already puts it in a narrow centred column.
  struct ShownView {
    let view: Int
    let within: Range<Int>
    var narrowed = false
  }

  /// The view whose trailing closure opens at `open` (`VStack {`, `VStack(spacing: 8) {`): its
  /// name token, or nil for a block that belongs to no view (`if let message {`).
  static func container(ofClosure open: Int, _ file: SourceFile) -> Int? {
    var callee = open - 1
    if file.kind(callee) == .closeParen, let paren = file.match(callee) { callee = paren - 1 }
    return file.kind(callee) == .identifier && Expressions.isUpperCamel(file, callee) ? callee : nil
  }

  /// True when the text at `text` is framed, itself or by a container around it inside `subtree`, to
  /// a column no wider than `narrowColumn`: centred in any landscape width, it stays clear of the
  /// housing on both sides.
  static func inNarrowColumn(_ text: Int, within subtree: Range<Int>, _ file: SourceFile) -> Bool {
    if let chain = Expressions.chain(file, at: text), narrowFrame(in: chain, after: text, file) {
      return true
    }
    var brace = ViewContent.enclosingBrace(of: text, in: file)
    while let open = brace, open > subtree.lowerBound {
      if let callee = container(ofClosure: open, file), let chain = Expressions.chain(file, at: callee),
        let close = file.match(open),
        narrowFrame(in: chain, after: close, file)
      {
        return true
      }
      brace = ViewContent.enclosingBrace(of: open, in: file)
    }
    return false
  }

  /// True when the text at `text` is the caption of a loading indicator: the stack around it
  /// (through `if let message {` blocks) also holds a `ProgressView`. A busy box is centred where it
  /// is laid, its caption a few words under the spinner.
  static func isLoaderCaption(_ text: Int, _ file: SourceFile) -> Bool {
    var brace = ViewContent.enclosingBrace(of: text, in: file)
    while let open = brace {
      if let callee = container(ofClosure: open, file) {
        guard file.tokenIs(callee, "VStack") || file.tokenIs(callee, "HStack"), let close = file.match(open)
        else {
          return false
        }
        return (open..<close).contains { file.tokenIs($0, "ProgressView") && file.kind($0 + 1) == .openParen }
      }
      brace = ViewContent.enclosingBrace(of: open, in: file)
    }
    return false
  }

  /// The most characters a one-line literal may hold and stay clear of the housing when centred:
  /// at the title size (28 pt, about 15 pt a character) 40 characters take some 600 pt, less than
  /// the `narrowColumn` a centred line may fill.
  static let shortLine = 40

  /// True when the text at `text` is one short line written out (`Text("No results")`) and nothing
  /// between it and `subtree`'s root pushes it to a side: no stack or frame aligned to an edge, no
  /// `HStack` with a `Spacer`. SwiftUI centres such a line where it is laid, clear of the housing
  /// (an empty state's title, a placeholder). A key-like literal (`"empty_title"`) is another
  /// string at run time, of unknown length.
  static func isShortCentredLine(_ text: Int, within subtree: Range<Int>, _ file: SourceFile) -> Bool {
    guard file.tokenIs(text, "Text"), file.kind(text + 1) == .openParen, file.kind(text + 2) == .string,
      file.kind(text + 3) == .closeParen
    else { return false }
    let literal = file.text(text + 2)
    guard literal.hasPrefix("\""), !literal.hasPrefix("\"\"\""), !literal.contains("\\("),
      literal.count - 2 <= shortLine, literal.contains(" ") || !literal.contains(where: { "_.".contains($0) })
    else { return false }
    if let chain = Expressions.chain(file, at: text), leansToSide(chain, after: text + 3, file) {
      return false
    }
    var brace = ViewContent.enclosingBrace(of: text, in: file)
    while let open = brace, open > subtree.lowerBound {
      defer { brace = ViewContent.enclosingBrace(of: open, in: file) }
      // A block of no view (`if let message {`) lays nothing out.
      guard let callee = container(ofClosure: open, file) else { continue }
      guard file.tokenIs(callee, oneOf: ["VStack", "ZStack", "HStack", "LazyVStack", "Group"]),
        let close = file.match(open)
      else { return false }
      if file.kind(open - 1) == .closeParen, let paren = file.match(open - 1),
        (paren..<open).contains(where: { file.tokenIs($0, oneOf: sideAlignments) })
      {
        return false
      }
      if file.tokenIs(callee, "HStack"), (open..<close).contains(where: { file.tokenIs($0, "Spacer") }) {
        return false
      }
      if let chain = Expressions.chain(file, at: callee), leansToSide(chain, after: close, file) {
        return false
      }
    }
    return true
  }

  /// Alignments that put a view against a side.
  static let sideAlignments: [StaticString] = [
    "leading", "trailing", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
    "leadingFirstTextBaseline", "leadingLastTextBaseline",
  ]

  /// True when a modifier after `after` in the chain aligns the view to a side
  /// (`.frame(maxWidth: .infinity, alignment: .leading)`).
  static func leansToSide(_ chain: Chain, after: Int, _ file: SourceFile) -> Bool {
    chain.links.contains { link in
      guard link.dot > after, file.tokenIs(link.name, "frame"), let open = link.arguments,
        let close = file.match(open)
      else { return false }
      return (open..<close).contains { file.tokenIs($0, oneOf: sideAlignments) }
    }
  }

  /// SwiftUI navigation containers: UIKit hosts their screens, which get the window's safe area again.
  static let navigationContainers: [StaticString] = [
    "NavigationView", "NavigationStack", "NavigationSplitView",
  ]
  /// Calls whose closures or arguments are another screen (a destination, a presented view).
  static let presenters: [StaticString] = [
    "NavigationLink", "sheet", "fullScreenCover", "popover", "navigationDestination", "destination",
  ]

  /// True when token `index` is in the content of a `List`, `Form` or `Section` (a row), and not
  /// in a screen the row leads to or presents (`NavigationLink(destination:)`, `.sheet { }`).
  static func isInListRow(_ index: Int, _ file: SourceFile) -> Bool {
    Expressions.firstEnclosing(index, in: file) { j -> Bool? in
      if file.kind(j) == .openParen, file.tokenIs(j - 1, oneOf: presenters) { return false }
      guard file.kind(j) == .openBrace, let owner = ViewContent.callOwning(brace: j, in: file) else {
        return nil
      }
      if file.tokenIs(owner, oneOf: presenters) { return false }
      return file.tokenIs(owner, oneOf: ["List", "Form", "Section"]) ? true : nil
    } ?? false
  }

  /// True when token `index` is in code that never runs on an iPhone or iPad: the body of an `if`
  /// whose condition asks for a Mac (`isiOSAppOnMac`, `isMacCatalystApp`, not negated), or an
  /// `#if` branch compiled only for other platforms (`os(macOS)`, `os(tvOS)`,
  /// `targetEnvironment(macCatalyst)`…, read by `PlatformBranches`).
  static func isNotOnIOS(_ index: Int, _ file: SourceFile, _ platforms: PlatformBranches) -> Bool {
    if platforms.onIOS(index) == false { return true }
    guard file.contains("isiOSAppOnMac") || file.contains("isMacCatalystApp") else { return false }
    return Expressions.firstEnclosing(index, in: file) { j -> Bool? in
      guard file.kind(j) == .openBrace else { return nil }
      var k = j - 1
      while k >= 0, j - k < 24, file.kind(k) != .openBrace, file.kind(k) != .closeBrace,
        !file.tokenIs(k, "if")
      {
        k -= 1
      }
      guard k >= 0, file.tokenIs(k, "if") else { return nil }
      let condition = (k + 1)..<j
      let asksForMac =
        condition.contains { file.tokenIs($0, oneOf: ["isiOSAppOnMac", "isMacCatalystApp"]) }
        && !condition.contains { file.tokenIs($0, "!") }
      return asksForMac ? true : nil
    } ?? false
  }

  /// True when token `j` is in the arguments of a modifier whose text is never laid out on the
  /// screen (`.accessibilityLabel(loadingLabel)`, `.help(Text(…))`) on a view that shows no text
  /// of its own (a spinner, an image, a colour): VoiceOver reads it, nothing draws it under the
  /// housing. On a project view it still says that view is a control or text. A closure on the
  /// way out is view content again.
  static func isUnseenArgument(_ j: Int, _ file: SourceFile) -> Bool {
    Expressions.firstEnclosing(j, in: file) { k -> Bool? in
      guard file.kind(k) == .openParen else { return file.kind(k) == .openBrace ? false : nil }
      guard file.kind(k - 1) == .identifier, file.kind(k - 2) == .dot,
        file.text(k - 1).hasPrefix("accessibility") || file.tokenIs(k - 1, "help")
      else { return nil }
      guard let chain = Expressions.chain(file, containingDot: k - 2) else { return false }
      return layoutViews.contains(file.text(chain.primary))
    } ?? false
  }

  /// `Text(`, `Button {`…: a view that shows text or a control.
  static func isText(_ j: Int, _ file: SourceFile) -> Bool {
    Self.texts.contains { file.tokenIs(j, $0) }
      && (file.kind(j + 1) == .openParen || file.kind(j + 1) == .openBrace)
  }

  /// A mask body that names a landscape orientation, `.all` or `.allButUpsideDown`.
  static func mentionsLandscape(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    range.contains {
      file.token($0, contains: "andscape") || file.tokenIs($0, "all") || file.tokenIs($0, "allButUpsideDown")
    }
  }

  /// The member of a body that is a single implicit member (`.portraitOnPhone`, `return .portraitOnPhone`).
  static func singleMaskMember(_ range: Range<Int>, _ file: SourceFile) -> String? {
    var tokens = Array(range)
    if let first = tokens.first, file.tokenIs(first, "return") { tokens.removeFirst() }
    guard tokens.count == 2, file.kind(tokens[0]) == .dot, file.kind(tokens[1]) == .identifier else {
      return nil
    }
    return file.text(tokens[1])
  }

  /// Controllers whose view a parent pins by a side to a guide that holds the safe area:
  /// `child.view.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor)`
  /// (also `layoutMarginsGuide`, `readableContentGuide`), `child` declared with its type here.
  /// A controller named as a cell type's generic argument (`TableViewCell<PostViewController>`, a
  /// library that hosts a controller's view in a cell's `contentView`, as Mew does) counts too: the
  /// contentView is inset by the side safe area.
  static func safeChildren(_ context: FileContext) -> [String] {
    let file = context.file
    var result: [String] = []
    if file.contains("Cell<") {
      for j in 0..<file.count
      where file.kind(j) == .identifier && file.tokenIs(j + 1, "<") && file.token(j, endsWith: "Cell")
        && file.kind(j + 2) == .identifier && file.tokenIs(j + 3, ">")
        && file.token(j + 2, endsWith: "Controller")
      {
        let type = file.text(j + 2)
        if !result.contains(type) { result.append(type) }
      }
    }
    guard file.contains(".view.") else { return result }
    for j in 0..<file.count where file.tokenIs(j, "view") && file.kind(j - 1) == .dot {
      guard file.kind(j - 2) == .identifier, file.kind(j + 1) == .dot,
        Self.sideAnchors.contains(where: { file.tokenIs(j + 2, $0) }), file.tokenIs(j + 4, "constraint"),
        file.tokenIs(j + 6, "equalTo")
      else { continue }
      let end = max(j + 8, min(file.count, j + 14))
      let guided = ((j + 8)..<end).contains { k in
        file.tokenIs(k, oneOf: ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide"])
          && file.kind(k + 1) == .dot && Self.sideAnchors.contains { file.tokenIs(k + 2, $0) }
      }
      guard guided, let type = context.declaredType(of: file.text(j - 2)) else { continue }
      if !result.contains(type) { result.append(type) }
    }
    return result
  }

  /// The first release on a phone with a sensor housing: the iPhone X shipped with iOS 11.
  static let firstHousingRelease = OSVersion(11, 0)

  func site(_ kind: Kind, at token: Int, element: String, elementType: String?, _ context: FileContext)
    -> Site
  {
    let offset = context.offset(token)
    let (line, column) = context.file.location(of: offset)
    let owner = context.index.enclosingType(of: token).map { context.index.types[$0].name } ?? ""
    return Site(
      kind: kind, token: token, offset: offset, line: line, column: column, owner: owner,
      elementType: elementType, element: element)
  }

  /// `label.frame = CGRect(x: 16, …)` (the research brief's frame shape): a content element placed
  /// at a literal x closer to the edge than any landscape housing (under 44 pt), in a view that
  /// spans the screen: it is added to the controller's `view`, or its width is the width of the
  /// view, a table or a collection view less a literal (`tableView.bounds.width - 32`). Silent when
  /// the function reads the side insets, the safe-area or margins guides.
  func frameSites(_ context: FileContext) -> [Site] {
    let file = context.file
    guard file.contains("CGRect(x:") else { return [] }
    var result: [Site] = []
    for i in 0..<file.count
    where file.tokenIs(i, "frame") && file.kind(i - 1) == .dot && file.tokenIs(i + 1, "=")
      && file.tokenIs(i + 2, "CGRect") && file.kind(i + 3) == .openParen
    {
      guard file.kind(i - 2) == .identifier, !file.tokenIs(i - 2, "view"), !file.tokenIs(i - 2, "self")
      else { continue }
      let arguments = Expressions.argumentSpans(file, open: i + 3)
      func argument(_ label: StaticString) -> Range<Int>? {
        arguments.first { $0.label.map { file.tokenIs($0, label) } ?? false }?.value
      }
      guard let x = argument("x"), x.count == 1, file.kind(x.lowerBound) == .number,
        let value = Double(file.text(x.lowerBound)), value > 0, value < 44
      else { continue }
      let element = file.text(i - 2)
      let spansWidth =
        argument("width").map { width in
          width.contains { file.tokenIs($0, "width") }
            && width.contains { file.tokenIs($0, oneOf: ["view", "tableView", "collectionView"]) }
            && width.contains { file.tokenIs($0, "-") }
        } ?? false
      let onView =
        file.contains(text: "view.addSubview(\(element))")
        || file.contains(text: "view.addSubview(self.\(element))")
      guard spansWidth || onView else { continue }
      if let function = context.index.enclosingFunction(of: i), let open = function.bodyOpen,
        let close = function.bodyClose,
        (open..<close).contains(where: {
          Self.readsSideInsets($0, file) || file.tokenIs($0, oneOf: Self.guides)
            || file.tokenIs($0, oneOf: ["layoutMargins", "directionalLayoutMargins"])
        })
      {
        continue
      }
      result.append(
        site(
          .frame, at: i - 2, element: element, elementType: Self.elementType(of: element, at: i - 2, context),
          context))
    }
    return result
  }

  /// A text view that is a controller's whole screen: its root view (`view = textView` in
  /// `loadView`, iMast's error report) or framed to it (`textView.frame = view.bounds`, GitHawk's
  /// markdown viewer). It scrolls vertically, and a scroll view adds the side safe area to its
  /// content only along an axis it scrolls (`UIScrollView.ContentInsetAdjustmentBehavior`), so its
  /// text starts `textContainerInset.left` from the screen's edge. Silent when the function or the
  /// file reads the side insets, a layout guide, or adjusts the insets always.
  func textViewSites(_ context: FileContext) -> [Site] {
    let file = context.file
    guard file.contains("UITextView") || file.contains("TextView"), file.contains("view") else { return [] }
    if file.contains(".always") && file.contains("contentInsetAdjustmentBehavior") { return [] }
    var result: [Site] = []
    for i in 2..<max(2, file.count) where file.tokenIs(i, "=") && file.kind(i + 1) == .identifier {
      let element: String
      let at: Int
      // `textView.frame = view.bounds`, or `view = textView` in `loadView`.
      if file.tokenIs(i - 1, "frame"), file.kind(i - 2) == .dot, file.kind(i - 3) == .identifier,
        file.kind(i - 4) != .dot, file.tokenIs(i + 1, "view") || file.tokenIs(i + 1, "self"),
        Self.isViewBounds(from: i + 1, file)
      {
        element = file.text(i - 3)
        at = i - 3
      } else if file.tokenIs(i - 1, "view"), file.kind(i - 2) != .dot || file.tokenIs(i - 3, "self"),
        file.kind(i + 2) != .dot, file.kind(i + 2) != .openParen,
        context.index.enclosingFunction(of: i)?.name == "loadView"
      {
        element = file.text(i + 1)
        at = i + 1
      } else {
        continue
      }
      guard let type = Self.elementType(of: element, at: at, context), type.hasSuffix("TextView") else {
        continue
      }
      if let function = context.index.enclosingFunction(of: i), let open = function.bodyOpen,
        let close = function.bodyClose,
        (open..<close).contains(where: {
          Self.readsSideInsets($0, file) || file.tokenIs($0, oneOf: Self.guides)
        })
      {
        continue
      }
      if file.contains(text: "\(element).contentInsetAdjustmentBehavior = .always") { continue }
      result.append(site(.textView, at: at, element: element, elementType: type, context))
    }
    return result
  }

  /// True when the tokens from `j` are exactly `view.bounds` or `self.view.bounds`, ending the statement.
  static func isViewBounds(from j: Int, _ file: SourceFile) -> Bool {
    var k = j
    if file.tokenIs(k, "self") {
      guard file.kind(k + 1) == .dot else { return false }
      k += 2
    }
    guard file.tokenIs(k, "view"), file.kind(k + 1) == .dot, file.tokenIs(k + 2, "bounds") else {
      return false
    }
    return file.kind(k + 3) != .dot || file.tokens[k + 3].startsLine
  }

  /// Text or a control added to a cell itself (`cell.addSubview(label)`), not to its `contentView`,
  /// and framed a fixed distance from the cell's side in the same function (`CGRect(x: 30, …)`,
  /// `CGRect(x: cell.bounds.minX + 20, …)` directly, through a local, or in an initializer's
  /// `frame:`; `cell.bounds.insetBy(dx: 10, dy: 0)`), or a member framed so in another function of
  /// the file (`layoutSubviews`, reported where it is added): UIKit insets only the content view by
  /// the side safe area. Silent when the framing function reads the side insets, the safe-area or
  /// margins guides, for a centred label, and in a file that makes an inset-grouped table.
  func cellFrameSites(_ context: FileContext) -> [Site] {
    let file = context.file
    // An inset-grouped table insets its cells from its edges by its layout margins, which hold the
    // side safe area: a frame inside such a cell stays clear of the housing.
    guard file.contains("cell.addSubview("), !file.contains("insetGrouped") else { return [] }
    var result: [Site] = []
    for j in 3..<max(3, file.count)
    where file.tokenIs(j, "addSubview") && file.kind(j - 1) == .dot && file.tokenIs(j - 2, "cell")
      && file.kind(j - 3) != .dot && file.kind(j + 1) == .openParen && file.kind(j + 2) == .identifier
      && file.kind(j + 3) == .closeParen
    {
      let element = file.text(j + 2)
      guard let function = context.index.enclosingFunction(of: j), var open = function.bodyOpen,
        var close = function.bodyClose
      else { continue }
      var placed = Self.cellFrame(of: element, in: (open + 1)..<j, file)
      // A member framed where its type lays out (`override func layoutSubviews()`), added to the
      // cell elsewhere (`cellForRowAt`): that function's frame, reported where it is added.
      if placed == nil, context.index.variables.contains(where: { $0.isMember && $0.name == element }) {
        for other in context.index.functions where other.nameToken != function.nameToken {
          guard let o = other.bodyOpen, let c = other.bodyClose,
            Self.cellFrame(of: element, in: (o + 1)..<c, file) != nil
          else { continue }
          (placed, open, close) = (j - 2, o, c)
          break
        }
      }
      guard let placed else { continue }
      if (open..<close).contains(where: {
        Self.readsSideInsets($0, file) || file.tokenIs($0, oneOf: Self.guides)
          || file.tokenIs($0, oneOf: ["layoutMargins", "directionalLayoutMargins"])
      }) {
        continue
      }
      // A label whose text is centred (`label.textAlignment = .center`): a message of a few words
      // stays in the middle, clear of the housing. (A bordered field's edge still reaches the side.)
      let type = Self.elementType(of: element, at: j + 2, context)
      if type?.hasSuffix("Label") == true,
        ((open + 1)..<j).contains(where: { k in
          file.text(k) == element && file.kind(k + 1) == .dot && file.tokenIs(k + 2, "textAlignment")
            && file.tokenIs(k + 3, "=") && file.tokenIs(k + 5, "center")
        })
      {
        continue
      }
      result.append(site(.cellFrame, at: placed, element: element, elementType: type, context))
    }
    return result
  }

  /// Where `element` is given a frame a fixed distance from the cell's leading side in `range`: the
  /// `CGRect(` (or `insetBy`) token, nil when it is not.
  static func cellFrame(of element: String, in range: Range<Int>, _ file: SourceFile) -> Int? {
    // `x: 30`, `x: cell.bounds.minX + 20` (under the narrowest housing's 44 pt).
    func nearSide(_ rect: Int) -> Bool {
      guard file.tokenIs(rect, "CGRect"), file.kind(rect + 1) == .openParen else { return false }
      guard
        let x = Expressions.argumentSpans(file, open: rect + 1).first(where: { argument in
          argument.label.map { file.tokenIs($0, "x") } ?? false
        })?.value
      else { return false }
      let last = x.upperBound - 1
      guard file.kind(last) == .number, let value = Double(file.text(last)), value > 0, value < 44 else {
        return false
      }
      return x.count == 1
        || (file.tokenIs(x.lowerBound, "cell") && x.contains { file.tokenIs($0, "minX") }
          && file.tokenIs(last - 1, "+"))
    }
    for k in range where file.text(k) == element && file.kind(k - 1) != .dot {
      // `element.frame = CGRect(…)` or `= cell.bounds.insetBy(dx: 10, dy: 0)`.
      if file.kind(k + 1) == .dot, file.tokenIs(k + 2, "frame"), file.tokenIs(k + 3, "=") {
        if nearSide(k + 4) { return k + 4 }
        if file.tokenIs(k + 4, "cell"), file.tokenIs(k + 6, "bounds"), file.tokenIs(k + 8, "insetBy"),
          file.tokenIs(k + 10, "dx"), file.kind(k + 12) == .number,
          let dx = Double(file.text(k + 12)), dx > 0, dx < 44
        {
          return k + 8
        }
      }
      // `let element = UILabel(frame: CGRect(…))`, or `frame: local` for `let local = CGRect(…)`.
      if file.tokenIs(k - 1, "let") || file.tokenIs(k - 1, "var"), file.tokenIs(k + 1, "="),
        file.kind(k + 2) == .identifier, file.kind(k + 3) == .openParen, file.tokenIs(k + 4, "frame"),
        file.kind(k + 5) == .colon
      {
        if nearSide(k + 6) { return k + 6 }
        if file.kind(k + 6) == .identifier,
          let local = range.first(where: {
            file.text($0) == file.text(k + 6) && file.tokenIs($0 - 1, "let") && file.tokenIs($0 + 1, "=")
          }), nearSide(local + 2)
        {
          return local + 2
        }
      }
    }
    return nil
  }

  /// `tableView.insetsContentViewsToSafeArea = false` (the research brief's cell shape): the cells'
  /// content views then span the table's whole width, under the housing in landscape.
  func contentViewSites(_ context: FileContext) -> [Site] {
    let file = context.file
    guard file.contains("insetsContentViewsToSafeArea") else { return [] }
    var result: [Site] = []
    for i in 0..<file.count
    where file.tokenIs(i, "insetsContentViewsToSafeArea") && file.kind(i - 1) == .dot
      && file.tokenIs(i + 1, "=") && file.tokenIs(i + 2, "false")
    {
      let start = Expressions.chainStart(file, beforeDot: i - 1)
      result.append(site(.contentViews, at: start, element: file.text(i - 2), elementType: nil, context))
    }
    return result
  }

  /// A section header or footer made as a plain `UIView` in `tableView(_:viewForHeaderInSection:)`
  /// (or `…FooterInSection:`), with a text element placed a fixed distance from its side: the table
  /// lays such a view out across its whole width and, unlike a `UITableViewHeaderFooterView`'s
  /// content view, insets nothing, so in landscape the text starts under the housing. Placed by
  /// SnapKit to the superview's side, by an anchor to the container's side, or by a frame at a
  /// literal x under 44 pt. Silent when the function reads the safe area or the layout margins.
  func sectionViewSites(_ context: FileContext) -> [Site] {
    let file = context.file
    guard file.contains("InSection") else { return [] }
    var result: [Site] = []
    var tableInsideSafeArea: Bool? = nil
    for function in context.index.functions where function.name == "tableView" {
      guard
        function.labels.contains(where: { $0 == "viewForHeaderInSection" || $0 == "viewForFooterInSection" }),
        let open = function.bodyOpen, let close = function.bodyClose
      else { continue }
      let body = (open + 1)..<close
      if body.contains(where: { j in
        file.tokenIs(
          j,
          oneOf: [
            "safeAreaLayoutGuide", "layoutMarginsGuide", "safeAreaInsets", "readableContentGuide",
            "dequeueReusableHeaderFooterView", "UITableViewHeaderFooterView", "directionalLayoutMargins",
            "layoutMargins",
          ])
      }) {
        continue
      }
      // A project view made here (`return SectionHeader(title: …)`, `let header = HeaderView()`):
      // kept in the project pass when it pins its own text to its own sides. Not in an inset-grouped
      // table, nor in one pinned inside the safe area or the margins: the header spans only that.
      if tableInsideSafeArea == nil { tableInsideSafeArea = Self.tableInsideSafeArea(context) }
      for j in body
      where tableInsideSafeArea == false && file.kind(j) == .identifier && file.kind(j + 1) == .openParen
        && file.kind(j - 1) != .dot
        && Expressions.isUpperCamel(file, j) && !file.text(j).hasPrefix("UI") && !file.text(j).hasPrefix("CG")
      {
        var found = site(.sectionView, at: j, element: file.text(j), elementType: file.text(j), context)
        found.headerType = file.text(j)
        result.append(found)
      }
      // `let footer = UIView()`: the containers; `let label = UILabel(…)`: the text, by name.
      var containers: Set<String> = []
      var texts: [String: (type: String, declaration: Int)] = [:]
      for j in body where file.tokenIs(j, "let") || file.tokenIs(j, "var") {
        guard file.kind(j + 1) == .identifier, file.text(j + 2) == "=", file.kind(j + 4) == .openParen else {
          continue
        }
        let made = file.text(j + 3)
        if made == "UIView" { containers.insert(file.text(j + 1)) }
        if Self.contentClasses.contains(made), made != "UIStackView" {
          texts[file.text(j + 1)] = (made, j + 3)
        }
      }
      guard !containers.isEmpty else { continue }
      for (name, text) in texts.sorted(by: { $0.value.declaration < $1.value.declaration }) {
        // Added to a plain container.
        guard
          body.contains(where: { j in
            file.tokenIs(j, "addSubview") && containers.contains(file.text(j - 2)) && file.text(j + 2) == name
          })
        else { continue }
        if let at = Self.sidePlacement(of: name, declaredAt: text.declaration, in: body, containers, file) {
          result.append(site(.sectionView, at: at, element: name, elementType: text.type, context))
        }
      }
    }
    return result
  }

  /// `label.fillSuperview(padding: …)` on a text or control declared in the file, inside `range`
  /// (a view type's body): calls of a method that may pin it to the type's sides.
  static func helperPins(in range: Range<Int>, of type: String, _ context: FileContext) -> [HelperPin] {
    let file = context.file
    var result: [HelperPin] = []
    for i in range
    where file.kind(i) == .identifier && file.kind(i - 1) == .dot && file.kind(i + 1) == .openParen
      && file.kind(i - 2) == .identifier && file.kind(i - 3) != .dot && !file.tokenIs(i, "constraint")
      && !file.tokenIs(i, "addSubview")
    {
      guard let element = context.declaredType(of: file.text(i - 2)), contentClasses.contains(element),
        let close = file.match(i + 1)
      else { continue }
      let offset = context.offset(i - 2)
      let (line, column) = file.location(of: offset)
      result.append(
        HelperPin(
          pin: SidePin(type: type, offset: offset, line: line, column: column), helper: file.text(i),
          arguments: arguments((i + 2)..<close, file)))
    }
    return result
  }

  /// True when this file makes an inset-grouped table, or pins a table view's side to a guide that
  /// holds the safe area (`tableView.leftAnchor.constraint(equalTo: view.layoutMarginsGuide.leftAnchor)`):
  /// its headers do not reach the screen's sides.
  static func tableInsideSafeArea(_ context: FileContext) -> Bool {
    let file = context.file
    if file.contains(".insetGrouped") { return true }
    for j in 0..<file.count where sideAnchors.contains(where: { file.tokenIs(j, $0) }) {
      // `table.<side>Anchor.constraint(equalTo: view.<guide>.<side>Anchor`
      guard j >= 2, file.kind(j - 1) == .dot, file.kind(j - 2) == .identifier,
        file.tokenIs(j + 2, "constraint"),
        file.tokenIs(j + 4, "equalTo"), guides.contains(where: { file.tokenIs(j + 8, $0) })
      else { continue }
      let table = file.text(j - 2)
      if context.declaredType(of: table) == "UITableView" || table.hasSuffix("tableView")
        || table.hasSuffix("TableView")
      {
        return true
      }
    }
    return false
  }

  /// Where `name` is placed a fixed distance from a container's side: a SnapKit side made equal to
  /// the superview (or a container), an anchor to a container's side, or a frame at a literal x
  /// under 44 pt in its initializer. The token to report at, or nil.
  static func sidePlacement(
    of name: String, declaredAt made: Int, in body: Range<Int>, _ containers: Set<String>, _ file: SourceFile
  ) -> Int? {
    // `UILabel(frame: CGRect(x: 15, …))`.
    if file.tokenIs(made + 2, "frame"), file.tokenIs(made + 4, "CGRect"), file.tokenIs(made + 6, "x"),
      let x = Double(file.text(made + 8)), x < 44
    {
      return made
    }
    let sides: [StaticString] = ["left", "right", "leading", "trailing", "horizontalEdges", "edges"]
    for j in body where file.text(j) == name && file.kind(j + 1) == .dot {
      // SnapKit: `make.left.right.equalToSuperview().inset(16)`.
      if let (_, open, close) = SnapKitClosures.closure(atSnp: j + 2, file, makers: ["makeConstraints"]) {
        for k in open..<close where file.kind(k - 1) == .dot && file.tokenIs(k, oneOf: sides) {
          var m = k
          while file.kind(m + 1) == .dot, file.kind(m + 2) == .identifier, file.kind(m + 3) != .openParen {
            m += 2
          }
          if file.tokenIs(m + 2, "equalToSuperview")
            || file.tokenIs(m + 2, "equalTo") && containers.contains(file.text(m + 4))
          {
            return k
          }
        }
      }
      // Anchors: `label.leadingAnchor.constraint(equalTo: footer.leadingAnchor, constant: 16)`.
      if file.tokenIs(j + 2, oneOf: ["leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor"]),
        file.tokenIs(j + 4, "constraint"), containers.contains(file.text(j + 8)),
        file.tokenIs(j + 10, oneOf: ["leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor"])
      {
        return j
      }
    }
    return nil
  }

  /// The element's declared type: a stored or local variable's, else a parameter's of the function
  /// the constraint is made in (a constraint helper handed the view: `func layOut(_ overlay:
  /// OverlayView, …)`).
  static func elementType(of element: String, at token: Int, _ context: FileContext) -> String? {
    let file = context.file
    // `let close = ButtonFactory.iconButton(…)`: the factory, whose return type `check` looks up.
    if let variable = context.index.variables.first(where: { $0.name == element }), variable.typeRange == nil,
      let initializer = variable.initializer, initializer.count > 3, let first = initializer.first,
      Expressions.isUpperCamel(file, first), file.kind(first + 1) == .dot,
      file.kind(first + 2) == .identifier,
      file.kind(first + 3) == .openParen, !contentClasses.contains(file.text(first))
    {
      return file.text(first) + "." + file.text(first + 2)
    }
    if let type = context.declaredType(of: element) { return type }
    guard let function = context.index.enclosingFunction(of: token), let open = function.bodyOpen,
      let parameters = (function.nameToken..<open).first(where: { file.kind($0) == .openParen }),
      let end = file.match(parameters)
    else { return nil }
    for k in (parameters + 1)..<end where file.kind(k) == .colon && file.text(k - 1) == element {
      return ((k + 1)..<end).first(where: { file.kind($0) == .identifier }).map { file.text($0) }
    }
    return nil
  }

  /// `[Type.function, ReturnType]` for the static and class functions of this file's types that
  /// return a named type (`static func iconButton(image: UIImage) -> UIButton`).
  static func factories(_ context: FileContext) -> [[String]] {
    let file = context.file
    var result: [[String]] = []
    for function in context.index.functions
    where function.kind == .function
      && (function.modifiers.contains("static") || function.modifiers.contains("class"))
    {
      guard let owner = function.owner, let returned = Expressions.returnType(of: function, in: file),
        let first = returned.first, file.kind(first) == .identifier, Expressions.isUpperCamel(file, first)
      else { continue }
      result.append([context.index.types[owner].name + "." + function.name, file.text(first)])
    }
    return result
  }

  /// `x.leadingAnchor.constraint(equalTo: view.leadingAnchor…)` and cell content pinned to the cell.
  func anchorSites(_ context: FileContext) -> [Site] {
    let file = context.file
    var result: [Site] = []
    /// `name|side` of the views pinned to the view's same side here, made on first need.
    var sidePins: [String: [SideToSide]]?
    let windows = Self.windowNames(context)
    /// A controller's `view`, or a window of this file: both span the screen.
    func isRoot(_ j: Int) -> Bool {
      // A local `let view = UIView()` (an accessory's or a row's container) is not the controller's.
      if file.tokenIs(j, "view") {
        return file.kind(j - 1) == .dot || !Self.declaresLocalView(before: j, context)
      }
      return windows.contains(file.text(j))
    }
    for i in 0..<file.count where file.kind(i) == .identifier && file.kind(i - 1) == .dot {
      // `element.helper(view, …)`, `element.helper(to: view.leadingAnchor, …)`: kept in the
      // project pass when `helper` pins the receiver's side (`sideHelpers`).
      if file.kind(i + 1) == .openParen, file.kind(i - 2) == .identifier, !file.tokenIs(i, "constraint"),
        !file.tokenIs(i - 2, "view"), !file.tokenIs(i - 2, "self")
      {
        let v = file.kind(i + 3) == .colon ? i + 4 : i + 2
        let anchor = file.kind(v + 1) == .dot && Self.sideAnchors.contains { file.tokenIs(v + 2, $0) }
        if file.tokenIs(v, "view"), anchor || file.kind(v + 1) == .comma || file.kind(v + 1) == .closeParen {
          let element = file.text(i - 2)
          var found = site(
            .anchor, at: i - 2, element: element,
            elementType: Self.elementType(of: element, at: i - 2, context),
            context)
          found.helper = file.text(i)
          if anchor { found.insertAt = Int(file.tokens[v].end) }
          result.append(found)
        } else if let close = file.match(i + 1) {
          // A later argument that is the view's side anchor (`anchor(top: …, leading:
          // view.leadingAnchor, …)`): kept when the helper pins the receiver's side to it.
          var j = i + 2
          while j + 4 < close {
            if let partner = file.match(j), partner > j {
              j = partner + 1
              continue
            }
            if file.kind(j) == .identifier, file.kind(j + 1) == .colon, file.tokenIs(j + 2, "view"),
              file.kind(j + 3) == .dot, Self.sideAnchors.contains(where: { file.tokenIs(j + 4, $0) }),
              file.kind(j + 5) == .comma || j + 5 == close
            {
              let element = file.text(i - 2)
              var found = site(
                .anchor, at: i - 2, element: element,
                elementType: Self.elementType(of: element, at: i - 2, context),
                context)
              found.helper = file.text(i) + ":" + file.text(j)
              found.insertAt = Int(file.tokens[j + 2].end)
              result.append(found)
              break
            }
            j += 1
          }
        }
      }
      guard Self.sideAnchors.contains(where: { file.tokenIs(i, $0) }), file.tokenIs(i + 2, "constraint"),
        file.kind(i + 3) == .openParen, file.kind(i - 2) == .identifier
      else { continue }
      let element = file.text(i - 2)
      if element == "view" || element == "contentView" || element == "self" { continue }
      // The other side: `view.<side>Anchor` or, in a cell, `<side>Anchor` / `self.<side>Anchor`.
      var j = i + 4
      let minimum = file.tokenIs(j, "greaterThanOrEqualTo")
      if file.tokenIs(j, "equalTo") || minimum { j += 2 } else { continue }
      if file.tokenIs(j, "self"), file.kind(j + 1) == .dot { j += 2 }
      let type = Self.elementType(of: element, at: i - 2, context)
      if Self.arrangesInMargins(element, context) { continue }
      // A stack that arranges only maps, scroll views and images: a map or an image fills the
      // width on purpose, and table and collection views inset their own rows by the safe area.
      if type == "UIStackView", Self.arrangesOnlyFullBleedViews(element, context) { continue }
      // A full-width button is a bar: its content is centred.
      if Self.isFlushButtonBar(element, type: type, context) { continue }
      // Centred on the view and kept only a minimum distance from its side: it reaches that
      // distance only when its content is nearly as wide as the screen, which text that may wrap
      // to many lines is; a button, a stack of a few items or a short label stays in the middle.
      if minimum, Self.isCentredOnView(element, context),
        !file.contains(text: "\(element).numberOfLines = 0")
      {
        continue
      }
      // One centred line: its glyphs sit in the middle of the frame, clear of the sides.
      if type == "UILabel", file.contains(text: "\(element).textAlignment = .center"),
        !file.contains(text: "\(element).numberOfLines = 0")
      {
        continue
      }
      if isRoot(j), file.kind(j + 1) == .dot,
        Self.sideAnchors.contains(where: { file.tokenIs(j + 2, $0) })
      {
        var found = site(.anchor, at: i - 2, element: element, elementType: type, context)
        found.insertAt = Int(file.tokens[j].end)
        if !file.tokenIs(j, "view") { found.window = file.text(j) }
        result.append(found)
      } else if file.kind(j) == .identifier, file.kind(j + 1) == .dot,
        Self.sideAnchors.contains(where: { file.tokenIs(j + 2, $0) })
          || ((file.tokenIs(j + 2, "contentLayoutGuide") || file.tokenIs(j + 2, "frameLayoutGuide"))
            && Self.sideAnchors.contains { file.tokenIs(j + 4, $0) }),
        Self.isEdgePinnedVerticalScroll(
          file.text(j), holding: element, toFrame: file.tokenIs(j + 2, "frameLayoutGuide"), context)
      {
        var found = site(.anchor, at: i - 2, element: element, elementType: type, context)
        found.scroll = file.text(j)
        result.append(found)
      } else if file.kind(j) == .identifier, file.kind(j + 1) == .dot, file.text(j + 2) == file.text(i),
        let root = Self.edgePinnedContainerRoot(
          file.text(j), side: file.text(i), context, windows: windows, pins: &sidePins)
      {
        // Pinned to the same side of a container that is itself pinned to that side of the view:
        // its distance from the screen's edge is its own constant.
        var found = site(.anchor, at: i - 2, element: element, elementType: type, context)
        found.container = file.text(j)
        if root != "view" { found.window = root }
        result.append(found)
      } else if file.kind(j) == .identifier, file.kind(j + 1) == .dot, file.text(j + 2) == file.text(i),
        let (scroll, pin) = Self.scrollHolding(
          container: file.text(j), side: file.text(i), context, pins: &sidePins)
      {
        // Pinned to the same side of a container that is the content of a vertical scroll view
        // spanning the screen (`scrollView → contentView → label`): the label's distance from the
        // screen's edge is its constant and the container's. Reported once, where the container is
        // pinned (where a fix goes), for the first text pinned to it (`check`).
        var found = site(.anchor, at: pin, element: element, elementType: type, context)
        found.container = file.text(j)
        found.scroll = scroll
        result.append(found)
      } else if Self.sideAnchors.contains(where: { file.tokenIs(j, $0) }),
        file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self")
      {
        // Pinned to the enclosing view's own edge: a cell's, when the element was added to the cell itself.
        let added = (0..<file.count).contains { k in
          file.tokenIs(k, "addSubview")
            && (file.text(k + 2) == element
              || (file.tokenIs(k + 2, "self") && file.kind(k + 3) == .dot && file.text(k + 4) == element))
            && (file.kind(k - 1) != .dot || file.tokenIs(k - 2, "self"))
        }
        if added { result.append(site(.cell, at: i - 2, element: element, elementType: type, context)) }
      }
    }
    return result
  }

  /// True when a local `view` made here (`let view = UIView()`, `let view: UIView = UIStackView()`)
  /// is in scope at `j`: there `view` is that new container (an accessory's, a picker row's), not
  /// the controller's view, and where it lands on the screen is decided elsewhere. One a function
  /// returns is not: its caller may lay it across the screen (a table's section header).
  static func declaresLocalView(before j: Int, _ context: FileContext) -> Bool {
    let file = context.file
    return context.index.variables.contains { variable in
      guard variable.name == "view", !variable.isMember, !variable.isFileScope, variable.nameToken < j,
        let value = variable.initializer, let first = value.first,
        Expressions.isUpperCamel(file, first), file.kind(first + 1) == .openParen,
        let open = ViewContent.enclosingBrace(of: variable.nameToken, in: file), let close = file.match(open),
        close > j
      else { return false }
      if let function = context.index.enclosingFunction(of: variable.nameToken),
        let body = function.bodyOpen, let end = function.bodyClose,
        (body..<end).contains(where: { file.tokenIs($0, "return") && file.tokenIs($0 + 1, "view") })
      {
        return false
      }
      return true
    }
  }

  /// The widest side safe-area inset of any device the engine knows, in any orientation: a pin
  /// that keeps its view this far from the edge is clear of every housing and bar. Read from the
  /// device catalogue, so a device added there moves it.
  static let widestSideInset: Double =
    DeviceCatalog.builtIn.devices.flatMap { device in
      device.metrics.values.map { max($0.safeArea.left, $0.safeArea.right) }
    }.max() ?? 0

  /// True when an anchor or cell site's pin keeps its view at least `widestSideInset` from the
  /// edge (`constant: -70`, SnapKit's `.offset(70)` or `.inset(70)`, PureLayout's `withInset: 70`),
  /// a literal read on the site's line: it starts clear of every housing.
  static func clearsHousing(_ site: Site, _ file: SourceFile) -> Bool {
    guard site.kind == .anchor || site.kind == .cell, site.helper == nil, site.token < file.count else {
      return false
    }
    let lineEnd = file.lineEnd(after: Int(file.tokens[site.token].start))
    var k = site.token
    while k + 3 < file.count, Int(file.tokens[k].start) < lineEnd {
      defer { k += 1 }
      let labelled = file.tokenIs(k, oneOf: ["constant", "withInset"]) && file.kind(k + 1) == .colon
      let called =
        file.tokenIs(k, oneOf: ["offset", "inset"]) && file.kind(k - 1) == .dot
        && file.kind(k + 1) == .openParen
      guard labelled || called else { continue }
      var v = k + 2
      if file.tokenIs(v, "-") { v += 1 }
      guard file.kind(v) == .number, file.kind(v + 1) == .closeParen || file.kind(v + 1) == .comma,
        let value = Double(file.text(v).filter { $0 != "_" })
      else { continue }
      if value >= widestSideInset { return true }
    }
    return false
  }

  /// True when an anchor site's constraint is stored and never activated
  /// (`dimButtonToRight = dimButton.trailingAnchor.constraint(equalTo: view.trailingAnchor)` with
  /// `dimButtonToRight` read nowhere): only assigned in this file, a local or a private member (no
  /// other file can reach it). A constraint never activated lays nothing out.
  static func neverActivated(_ site: Site, _ context: FileContext) -> Bool {
    let file = context.file
    guard site.kind == .anchor || site.kind == .cell, site.snapKit != true, site.helper == nil,
      site.token > 2, file.tokenIs(site.token - 1, "="), file.kind(site.token - 2) == .identifier
    else { return false }
    let nameToken = site.token - 2
    let name = file.text(nameToken)
    let mentions = file.identifiers(spelled: name).filter { $0 != nameToken }
    // Written, never read: every other mention is the target of an assignment.
    let onlyWritten = { (tokens: [Int]) in tokens.allSatisfy { file.tokenIs($0 + 1, "=") } }
    if file.tokenIs(nameToken - 1, oneOf: ["let", "var"]) { return mentions.isEmpty }
    guard
      let member = context.index.variables.first(where: {
        $0.isMember && $0.name == name
          && ($0.modifiers.contains("private") || $0.modifiers.contains("fileprivate"))
      })
    else { return false }
    return onlyWritten(mentions.filter { $0 != member.nameToken })
  }

  /// True for a stack view that lays its arranged subviews out in its layout margins, which hold
  /// the safe area (`insetsLayoutMarginsFromSafeArea` is true by default): set on the element
  /// (`stack.isLayoutMarginsRelativeArrangement = true`) or inside the closure that makes it
  /// (`let stack: UIStackView = { let view = UIStackView(); view.isLayoutMarginsRelativeArrangement = true … }()`).
  static func arrangesInMargins(_ element: String, _ context: FileContext) -> Bool {
    let file = context.file
    if file.contains(text: "\(element).isLayoutMarginsRelativeArrangement = true") { return true }
    return context.index.variables.contains { variable in
      // A closure making it, or a configuring one (`UIStackView().then { $0.… = true }`).
      guard variable.name == element, let initializer = variable.initializer,
        initializer.contains(where: { file.kind($0) == .openBrace })
      else { return false }
      return initializer.contains { j in
        file.tokenIs(j, "isLayoutMarginsRelativeArrangement") && file.kind(j - 1) == .dot
          && file.tokenIs(j + 2, "true")
      }
    }
  }

  /// Views meant to reach the screen's edges (a map, an image) or that keep their own content
  /// inside the safe area (a table or collection view insets its rows, a scroll view its content).
  static let fullBleedClasses: Set<String> = [
    "MKMapView", "UITableView", "UICollectionView", "UIScrollView", "WKWebView", "UIImageView",
  ]

  /// True when every view stack view `element` arranges (`UIStackView(arrangedSubviews: [a, b])`
  /// assigned to it or in its declaration, `element.addArrangedSubview(c)`) is declared in this
  /// file as one of `fullBleedClasses`, or is a child controller's view (`child.view`: the child
  /// lays out its own content, where its own pins are read), and there is at least one.
  static func arrangesOnlyFullBleedViews(_ element: String, _ context: FileContext) -> Bool {
    let file = context.file
    guard file.contains("rrangedSubview") else { return false }
    let declarations = context.index.variables.filter { $0.name == element }.compactMap(\.initializer)
    /// Each arranged view's name, or nil for a child controller's view.
    var arranged: [String?] = []
    for j in 0..<file.count where file.kind(j) == .identifier {
      if file.tokenIs(j, "arrangedSubviews"), file.kind(j + 1) == .colon, file.kind(j + 2) == .openBracket,
        let close = file.match(j + 2),
        declarations.contains(where: { $0.contains(j) })
          || (file.tokenIs(j - 2, "UIStackView") && file.tokenIs(j - 3, "=") && file.text(j - 4) == element)
      {
        for k in (j + 3)..<close where file.kind(k) == .identifier && file.kind(k - 1) != .dot {
          arranged.append(isControllerView(at: k) ? nil : file.text(k))
        }
      } else if file.tokenIs(j, "addArrangedSubview"), file.kind(j - 1) == .dot, file.text(j - 2) == element,
        file.kind(j + 1) == .openParen, file.kind(j + 2) == .identifier
      {
        var k = j + 2
        if file.tokenIs(k, "self"), file.kind(k + 1) == .dot { k += 2 }
        arranged.append(isControllerView(at: k) ? nil : file.text(k))
      }
    }
    /// `child.view` (`self.child.view`) where `child` is a view controller: its declared type, or
    /// its name, ends in `Controller`.
    func isControllerView(at k: Int) -> Bool {
      guard file.kind(k) == .identifier, file.kind(k + 1) == .dot, file.tokenIs(k + 2, "view"),
        file.kind(k + 3) != .dot
      else { return false }
      let name = file.text(k)
      return (context.declaredType(of: name) ?? name).hasSuffix("Controller")
    }
    return !arranged.isEmpty
      && arranged.allSatisfy { name in
        guard let name else { return true }
        return context.declaredType(of: name).map(fullBleedClasses.contains) ?? false
      }
  }

  /// `element.centerXAnchor.constraint(equalTo: view.centerXAnchor…)`.
  static func isCentredOnView(_ element: String, _ context: FileContext) -> Bool {
    let file = context.file
    guard file.contains("centerXAnchor") else { return false }
    for k in 0..<file.count where file.kind(k) == .identifier && file.text(k) == element {
      guard file.kind(k + 1) == .dot, file.tokenIs(k + 2, "centerXAnchor"), file.tokenIs(k + 4, "constraint"),
        file.tokenIs(k + 6, "equalTo")
      else { continue }
      // A view centring its content on itself (`equalTo: centerXAnchor`).
      if file.tokenIs(k + 8, "centerXAnchor") && file.kind(k + 9) != .dot { return true }
      if file.tokenIs(k + 8, "view") || file.tokenIs(k + 8, "self"),
        file.tokenIs(k + 10, "centerXAnchor")
          || (file.tokenIs(k + 10, "view") && file.tokenIs(k + 12, "centerXAnchor"))
      {
        return true
      }
    }
    return false
  }

  /// Plain containers whose side edges may carry content to the screen's edge.
  static let plainContainers: Set<String> = ["UIView", "UIStackView"]

  /// A view's side pinned to the same side of another view (`x.leadingAnchor.constraint(equalTo:
  /// t.leadingAnchor…)`) or of a scroll view's guide (`t.contentLayoutGuide.leadingAnchor`): the
  /// other view, the guide, whether nothing follows the anchor (no constant), and the token `x` is at.
  struct SideToSide {
    var target: String
    var guide: String?
    var bare: Bool
    var token: Int
  }

  /// This file's side-to-side pins by `x|side`, in file order, read from each `equalTo`.
  static func sideToSidePins(_ file: SourceFile) -> [String: [SideToSide]] {
    var found: [String: [SideToSide]] = [:]
    for k in 6..<max(6, file.count)
    where file.tokenIs(k, "equalTo") && file.tokenIs(k - 2, "constraint") && file.kind(k - 6) == .identifier
      && file.kind(k - 7) != .dot && file.kind(k + 2) == .identifier
    {
      let side = file.text(k - 4)
      var use = SideToSide(
        target: file.text(k + 2), guide: nil, bare: file.kind(k + 5) == .closeParen, token: k - 6)
      if file.text(k + 4) != side {
        guard file.tokenIs(k + 4, "contentLayoutGuide") || file.tokenIs(k + 4, "frameLayoutGuide"),
          file.text(k + 6) == side
        else { continue }
        use.guide = file.text(k + 4)
        use.bare = file.kind(k + 7) == .closeParen
      }
      found[file.text(k - 6) + "|" + side, default: []].append(use)
    }
    return found
  }

  /// The root (`view`, or a window's name) that `container` is pinned to on its `side`, when
  /// `container` is declared here as a plain view or stack (not one that arranges its content in
  /// its layout margins) and pinned to that root's `side` anchor
  /// (`containerView.leadingAnchor.constraint(equalTo: view.leadingAnchor)`, no constant).
  static func edgePinnedContainerRoot(
    _ container: String, side: String, _ context: FileContext, windows: Set<String> = [],
    pins: inout [String: [SideToSide]]?
  ) -> String? {
    guard container != "view", container != "contentView", !windows.contains(container),
      let type = context.declaredType(of: container), plainContainers.contains(type),
      !arrangesInMargins(container, context)
    else { return nil }
    if pins == nil { pins = sideToSidePins(context.file) }
    // The last such pin, as a later constraint replaces an earlier one.
    return pins![container + "|" + side]?.last { use in
      use.guide == nil && use.bare && (use.target == "view" || windows.contains(use.target))
    }?.target
  }

  /// The vertical scroll view whose content `container` is: a plain container whose `side` is
  /// pinned to the scroll view's (`contentView.leadingAnchor.constraint(equalTo:
  /// scrollView.contentLayoutGuide.leadingAnchor)`, its `frameLayoutGuide`, or the scroll view
  /// itself), the scroll view pinned to the view's sides with the container as wide as it
  /// (`isEdgePinnedVerticalScroll`); and the token its side is pinned at. Nil otherwise.
  static func scrollHolding(
    container: String, side: String, _ context: FileContext, pins: inout [String: [SideToSide]]?
  ) -> (String, Int)? {
    // A stack view pinned there is reported itself (`contentClasses`); a plain view holds the text.
    guard container != "view", context.declaredType(of: container) == "UIView",
      !arrangesInMargins(container, context)
    else { return nil }
    if pins == nil { pins = sideToSidePins(context.file) }
    for use in pins![container + "|" + side] ?? []
    where isEdgePinnedVerticalScroll(
      use.target, holding: container, toFrame: use.guide == "frameLayoutGuide", context)
    {
      return (use.target, use.token)
    }
    return nil
  }

  /// Names this file gives a window: a variable typed `UIWindow` or made from one
  /// (`let window = scene.windows.first { $0.isKeyWindow }`, `UIApplication.shared.keyWindow`).
  /// A window spans the screen, so what is pinned to its sides reaches the sensor housing.
  static func windowNames(_ context: FileContext) -> Set<String> {
    let file = context.file
    guard file.contains("indow") else { return [] }
    var names: Set<String> = []
    for variable in context.index.variables where variable.name.lowercased().hasSuffix("window") {
      if let typeRange = variable.typeRange, typeRange.contains(where: { file.tokenIs($0, "UIWindow") }) {
        names.insert(variable.name)
      } else if let initializer = variable.initializer,
        initializer.contains(where: { j in
          file.tokenIs(j, "keyWindow") || file.tokenIs(j, "UIWindow")
            || (file.tokenIs(j, "windows") && file.kind(j + 1) == .dot && file.tokenIs(j + 2, "first"))
        })
      {
        names.insert(variable.name)
      }
    }
    return names
  }

  /// True when `scroll` is a `UIScrollView` pinned to the view's side edge
  /// (`scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor)`) and `element` is as wide as it
  /// (`element.widthAnchor.constraint(equalTo: scroll.widthAnchor…)`, or the content guide it is
  /// pinned to is: `scroll.contentLayoutGuide.widthAnchor.constraint(equalTo:
  /// scroll.frameLayoutGuide.widthAnchor)`): it scrolls vertically only, and a scroll view adjusts
  /// its content for the side safe area only along an axis it scrolls
  /// (`contentInsetAdjustmentBehavior` `.automatic`/`.scrollableAxes`), so the element's side
  /// edges count from the screen's. An element pinned `toFrame` (`scroll.frameLayoutGuide`) sits
  /// where the scroll view's frame is, which no content inset moves.
  static func isEdgePinnedVerticalScroll(
    _ scroll: String, holding element: String, toFrame: Bool = false, _ context: FileContext
  ) -> Bool {
    let file = context.file
    guard context.declaredType(of: scroll) == "UIScrollView",
      toFrame || !file.contains(text: "\(scroll).contentInsetAdjustmentBehavior = .always")
    else { return false }
    var pinned = false
    var spans = toFrame
    for k in 0..<file.count
    where file.kind(k) == .identifier && file.text(k) == scroll && file.kind(k + 1) == .dot {
      if sideAnchors.contains(where: { file.tokenIs(k + 2, $0) }), file.tokenIs(k + 4, "constraint"),
        file.tokenIs(k + 6, "equalTo"), file.tokenIs(k + 8, "view"),
        sideAnchors.contains(where: { file.tokenIs(k + 10, $0) })
      {
        pinned = true
      }
      // `element.widthAnchor.constraint(equalTo: scroll.widthAnchor` or `…scroll.frameLayoutGuide.widthAnchor`
      if file.tokenIs(k - 2, "equalTo"), file.tokenIs(k - 4, "constraint"),
        file.tokenIs(k - 6, "widthAnchor"),
        file.text(k - 8) == element,
        file.tokenIs(k + 2, "widthAnchor") || file.tokenIs(k + 2, "frameLayoutGuide")
      {
        spans = true
      }
      // `scroll.contentLayoutGuide.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor`
      // (or `scroll.widthAnchor`): the content is as wide as the scroll view, and so is what is
      // pinned to both its sides.
      if file.tokenIs(k + 2, "contentLayoutGuide"), file.tokenIs(k + 4, "widthAnchor"),
        file.tokenIs(k + 6, "constraint"), file.tokenIs(k + 8, "equalTo"), file.text(k + 10) == scroll,
        file.tokenIs(k + 12, "widthAnchor") || file.tokenIs(k + 12, "frameLayoutGuide")
      {
        spans = true
      }
    }
    return pinned && spans
  }

  /// A flow layout's side section insets measured from the content inset of a vertical grid.
  func flowSites(_ context: FileContext) -> [Site] {
    let file = context.file
    guard file.contains("sectionInset"), !file.contains("sectionInsetReference"),
      !file.contains("UICollectionViewCompositionalLayout") || file.contains("UICollectionViewFlowLayout")
    else { return [] }
    if file.contains(".always") && file.contains("contentInsetAdjustmentBehavior") { return [] }
    if file.contains("scrollDirection = .horizontal") && !file.contains(".vertical") { return [] }
    // A layout that reads the collection view's side safe-area insets sets its section insets
    // from them by hand (`sectionInset.left = spacing + collectionView.safeAreaInsets.left`).
    if file.contains("safeAreaInsets.left") || file.contains("safeAreaInsets.right") { return [] }
    var result: [Site] = []
    for i in 0..<file.count where file.tokenIs(i, "sectionInset") && file.kind(i - 1) == .dot {
      // A horizontal carousel: a collection view adds the side safe area along the axis it scrolls.
      if file.kind(i - 2) == .identifier,
        file.contains(text: "\(file.text(i - 2)).scrollDirection = .horizontal")
      {
        continue
      }
      let end = Expressions.statementEnd(file, from: i)
      var sideValue = false
      if file.tokenIs(i + 1, "=") {
        for j in i..<end where file.tokenIs(j, "left") || file.tokenIs(j, "right") {
          if file.kind(j + 1) == .colon,
            !(file.tokenIs(j + 2, "0") && (file.kind(j + 3) == .comma || file.kind(j + 3) == .closeParen))
          {
            sideValue = true
          }
        }
      } else if file.kind(i + 1) == .dot, file.tokenIs(i + 2, "left") || file.tokenIs(i + 2, "right"),
        file.tokenIs(i + 3, "="), !file.tokenIs(i + 4, "0")
      {
        sideValue = true
      }
      if sideValue { result.append(site(.flow, at: i, element: "sectionInset", elementType: nil, context)) }
    }
    return Array(result.prefix(1))
  }

  /// The body of the function or computed property of this file that `tokens` name alone
  /// (`edgesToIgnore()`, `ignoredEdges`, `self.ignoredEdges`), if it has one.
  static func memberBody(named tokens: Range<Int>, _ context: FileContext) -> Range<Int>? {
    let file = context.file
    var first = tokens.lowerBound
    if file.tokenIs(first, "self"), file.kind(first + 1) == .dot { first += 2 }
    guard first < tokens.upperBound, file.kind(first) == .identifier else { return nil }
    let rest = (first + 1)..<tokens.upperBound
    let call = rest.count == 2 && file.kind(first + 1) == .openParen && file.match(first + 1) == first + 2
    guard rest.isEmpty || call else { return nil }
    let name = file.text(first)
    if call {
      guard let function = context.index.functions.first(where: { $0.name == name && $0.labels.isEmpty }),
        let open = function.bodyOpen, let close = function.bodyClose
      else { return nil }
      return (open + 1)..<close
    }
    guard let variable = context.index.variables.first(where: { $0.name == name && $0.bodyOpen != nil }),
      let open = variable.bodyOpen, let close = variable.bodyClose
    else { return nil }
    return (open + 1)..<close
  }

  /// `.ignoresSafeArea()` (all or horizontal edges) or `.edgesIgnoringSafeArea(...)` on text or controls.
  func swiftUISites(_ context: FileContext) -> [Site] {
    let file = context.file
    var result: [Site] = []
    let platforms = PlatformBranches(file)
    for i in 0..<file.count
    where (file.tokenIs(i, "ignoresSafeArea") || file.tokenIs(i, "edgesIgnoringSafeArea"))
      && file.kind(i - 1) == .dot
      && file.kind(i + 1) == .openParen
    {
      guard let close = file.match(i + 1) else { continue }
      let arguments = (i + 2)..<close
      let mentions: (StaticString) -> Bool = { word in arguments.contains { file.tokenIs($0, word) } }
      let edgeWords: [StaticString] = ["all", "horizontal", "leading", "trailing"]
      let edgesLabel = arguments.first { file.tokenIs($0, "edges") && file.kind($0 + 1) == .colon }
      // The regions are what comes before `edges:` (`.ignoresSafeArea(.keyboard, edges: .all)`
      // gives up the keyboard's region only, on every edge).
      let regions = arguments.lowerBound..<(edgesLabel ?? arguments.upperBound)
      let regionMentions: (StaticString) -> Bool = { word in regions.contains { file.tokenIs($0, word) } }
      if regionMentions("keyboard") && !regionMentions("container") && !regionMentions("all") { continue }
      let edgesGiven = edgesLabel != nil || file.tokenIs(i, "edgesIgnoringSafeArea")
      if edgesGiven || !arguments.isEmpty {
        // The edges are what follows `edges:` (`.ignoresSafeArea(.all, edges: .bottom)`: `.all`
        // there names the regions, not the edges).
        var edgeTokens = edgesLabel.map { ($0 + 2)..<close } ?? arguments
        // Edges a member of this file returns (`edges: edgesToIgnore()`, `edges: ignoredEdges`): the
        // edges its body names, whichever branch returns them.
        if edgesLabel != nil, let body = Self.memberBody(named: edgeTokens, context) { edgeTokens = body }
        // Edges picked by the idiom (`idiom == .pad ? .leading : .top`): a phone, the only device
        // with a side housing, takes the other branch.
        if let phone = Self.phoneBranch(of: edgeTokens, file) { edgeTokens = phone }
        let edgeMentions: (StaticString) -> Bool = { word in edgeTokens.contains { file.tokenIs($0, word) } }
        let horizontal =
          edgeWords.contains { edgeMentions($0) }
          || (!edgesGiven && !mentions("vertical") && !mentions("top") && !mentions("bottom"))
        if !horizontal { continue }
      }
      guard let chain = Expressions.chain(file, containingDot: i - 1) else { continue }
      // A video player or a map fills the screen on purpose and keeps its own controls in the
      // safe area; what its overlay shows is laid out on the player's frame.
      if file.tokenIs(chain.start, oneOf: ["VideoPlayer", "Map"]) { continue }
      // A navigation container: UIKit hosts its screens in a navigation controller, which gives
      // them the window's side safe area again.
      if file.tokenIs(chain.start, oneOf: Self.navigationContainers) { continue }
      // A row of a List or Form: the list lays its cells out inside its safe-area margins, and a
      // row's content can reach no further than its cell.
      if Self.isInListRow(i, file) { continue }
      // A List or Form itself: its frame goes under the housing, its rows stay in those margins.
      if file.tokenIs(chain.start, oneOf: ["List", "Form"]) { continue }
      let subtree = chain.start..<(i - 1)
      // Text on a Mac only (`if ProcessInfo.processInfo.isiOSAppOnMac { Text(…) }`, `#if os(macOS)`)
      // or another platform is never on a phone.
      let isText: (Int) -> Bool = {
        Self.isText($0, file) && !Self.isNotOnIOS($0, file, platforms) && !Self.isUnseenArgument($0, file)
      }
      // Text directly, or through a member of this file whose body shows text (`settingsButton`).
      let hasText = subtree.contains { j in
        if isText(j) { return true }
        if Self.isUnseenArgument(j, file) { return false }
        guard file.kind(j) == .identifier, file.kind(j - 1) != .dot, !Expressions.isUpperCamel(file, j) else {
          return false
        }
        let name = file.text(j)
        // A member's body, not an `if let name {` binding's block (shorthand `if let` reads as a body).
        if context.index.variables.contains(where: { v in
          v.name == name && v.isMember
            && v.bodyOpen.flatMap { o in v.bodyClose.map { (o..<$0).contains(where: isText) } } == true
        }) {
          return true
        }
        // A view function of this file called here (`innerScrollView(geometry: geometry)`).
        return file.kind(j + 1) == .openParen
          && context.index.functions.contains { f in
            f.name == name
              && f.bodyOpen.flatMap { o in f.bodyClose.map { (o..<$0).contains(where: isText) } } == true
          }
      }
      // Else the views made here, settled against the project's views that show text.
      var made: [String]?
      if !hasText {
        made = []
        for j in subtree
        where file.kind(j) == .identifier && Expressions.isUpperCamel(file, j) && file.kind(j - 1) != .dot
          && (file.kind(j + 1) == .openParen || file.kind(j + 1) == .openBrace)
          && !made!.contains(file.text(j))
        {
          made!.append(file.text(j))
        }
        if made!.isEmpty { continue }
      }
      // Text kept clear by hand (the sides of the insets read, or the insets whole), or laid out in
      // a fixed-size card in the middle, or in a narrow column centred by a frame after the modifier.
      if subtree.contains(where: { Self.readsSideInsets($0, file) || file.tokenIs($0, "fixedSize") })
        || Self.narrowFrame(in: chain, after: close, file)
      {
        continue
      }
      // Every text in a centred column no wider than the housing allows (`HStack { Spacer();
      // VStack { … }.frame(maxWidth: 400); Spacer() }`, an empty state's `Text(…).frame(maxWidth: 300)`),
      // a spinner's caption, or one short line that nothing pushes to a side.
      if let texts = Self.shownViews(in: subtree, context, isText: isText),
        texts.allSatisfy({
          $0.narrowed || Self.inNarrowColumn($0.view, within: $0.within, file)
            || Self.isLoaderCaption($0.view, file)
            || Self.isShortCentredLine($0.view, within: $0.within, file)
        })
      {
        continue
      }
      var found = site(.swiftUI, at: i, element: file.text(i), elementType: nil, context)
      if Expressions.isUpperCamel(file, chain.start) { found.receiver = file.text(chain.start) }
      found.madeViews = made
      found.modifier = [Int(file.tokens[i - 1].start), Int(file.tokens[close].end)]
      result.append(found)
    }
    return result
  }

  public func check(_ project: ProjectContext) -> [Finding] {
    let all = project.facts(of: self)
    if all.contains(where: { $0.facts.portraitApp }) { return [] }
    let portraitMasks = Set(all.flatMap(\.facts.portraitMasks))
    var portrait = Set(all.flatMap(\.facts.portraitTypes))
    for use in all.flatMap(\.facts.maskUses) where use.count == 2 && portraitMasks.contains(use[1]) {
      portrait.insert(use[0])
    }
    for hosting in all.flatMap(\.facts.hostings) where hosting.count == 2 && portrait.contains(hosting[0]) {
      portrait.insert(hosting[1])
    }
    // The SwiftUI views a portrait-only hosting controller shows: its root, every project view
    // under it and what it presents in a sheet (a full-screen cover is a controller of its own).
    let portraitRoots = portrait
    if all.contains(where: { $0.facts.sites.contains { $0.kind == .swiftUI } }), !portraitRoots.isEmpty {
      portrait.formUnion(Self.viewsShown(from: portraitRoots, model: project.fact(ProjectViewModel.self)))
    }
    let landscapeTypes = Set(all.flatMap(\.facts.landscapeTypes))
    var safeChildren = Set(all.flatMap(\.facts.safeChildren))
    if !all.contains(where: \.facts.laysOutPanelSurface) {
      safeChildren.formUnion(all.flatMap(\.facts.panelContents))
    }
    let insetPadded = Set(all.flatMap(\.facts.insetPaddedViews))
      .union(all.flatMap(\.facts.representables))
    var texts = TextShowingViews(model: nil)
    if all.contains(where: { $0.facts.sites.contains { $0.madeViews != nil } }) {
      texts = TextShowingViews(model: project.fact(ProjectViewModel.self))
    }
    // A portrait-only tab bar or split view controller: on an iPhone every screen inside it (and
    // every sheet over it) is portrait; only a controller that asks for landscape itself turns.
    let portraitRoot = portrait.contains { project.hierarchy.inherits($0, fromAny: Self.rootContainers) }
    // The app delegate's phone lock, unless a member it returns is widened somewhere: only the
    // screens it hands the mask to (conformers of its protocols) may turn.
    let widened = Set(all.flatMap(\.facts.widenedMasks))
    let appLock = all.compactMap(\.facts.appLock).first { $0.members.allSatisfy { !widened.contains($0) } }
    let rotatingProtocols = Set(appLock?.protocols ?? [])
    var rotating: Set<String> = []
    for pair in all.flatMap(\.facts.conformances) where pair.count == 2 && rotatingProtocols.contains(pair[1])
    {
      rotating.insert(pair[0])
    }
    let fillers = Set(all.flatMap(\.facts.fillers))
    // Views that fill themselves with a subview through a filling helper reach their own sides.
    var superviewPins: [String: SuperviewPin] = [:]
    // The layout libraries' own pins first; a project helper of the same name replaces one.
    for pin in Self.libraryPins { superviewPins[pin.name] = pin }
    for pin in all.flatMap(\.facts.superviewPins) { superviewPins[pin.name] = pin }
    // Views that pin their own text to their sides through a superview-pinning helper.
    let helperPinned = all.flatMap { file in
      file.facts.helperPins.filter { call in
        superviewPins[call.helper].map { Self.pinsSideOutsideSafeArea($0, call.arguments) } ?? false
      }.map { (file.path, $0.pin) }
    }
    let edgePinned = Set(all.flatMap(\.facts.edgePinnedViews)).union(
      all.flatMap(\.facts.selfFills).filter { $0.count == 2 && fillers.contains($0[1]) }.map { $0[0] }
    ).union(helperPinned.map(\.1.type))
    // Supplementary views of compositional layouts only: a boundary item follows its section's
    // content insets (supplementariesFollowContentInsets), which count from the safe area.
    let flowSupplementaries = Set(all.flatMap(\.facts.otherSupplementaries))
    let compositionalOnly = Set(all.flatMap(\.facts.safeSupplementaries)).subtracting(flowSupplementaries)
    let sideHelpers = Set(all.flatMap(\.facts.sideHelpers))
    let keyboardBars = Set(all.flatMap(\.facts.keyboardBars))
    // A root that is portrait unless it presents some controllers: only those, full-screen
    // presentations and what they show may turn.
    let presentingRoots = all.flatMap(\.facts.presentingRoots).filter { $0.count >= 2 }
    let turningUnderRoot: Set<String>? =
      presentingRoots.isEmpty
      ? nil
      : Self.turningUnderPresentingRoot(
        exceptions: Set(presentingRoots.flatMap { $0.dropFirst() }).union(landscapeTypes),
        fullScreen: Set(all.flatMap(\.facts.fullScreenTypes)), shown: all.flatMap(\.facts.shownControllers))
    var factories: [String: String] = [:]
    for pair in all.flatMap(\.facts.factories) where pair.count == 2 { factories[pair[0]] = pair[1] }
    // A view made by a factory (`ButtonFactory.iconButton`) is of the factory's return type, else
    // (a factory of another module, one returning `Self`) of the type it is called on.
    func madeType(_ element: String) -> String {
      guard let dot = element.firstIndex(of: ".") else { return element }
      if let made = factories[element], made != "Self" { return made }
      return String(element[..<dot])
    }
    let description = Self.description
    var findings: [Finding] = []
    var landscape: [String: Bool] = [:]
    // Project views returned as section headers or footers, and where.
    var headerUses: [String: [(path: String, site: Site)]] = [:]
    var reportedContainers: Set<String> = []
    for (path, facts) in all {
      for site in facts.sites where !portrait.contains(site.owner) {
        if let helper = site.helper {
          if let arguments = site.helperArguments {
            guard let pin = superviewPins[helper], Self.pinsSideOutsideSafeArea(pin, arguments) else {
              continue
            }
          } else if site.fills == true ? !fillers.contains(helper) : !sideHelpers.contains(helper) {
            continue
          }
        }
        let lineage = [site.owner] + project.hierarchy.ancestors(of: site.owner)
        if lineage.contains(where: portrait.contains) { continue }
        if portraitRoot, !lineage.contains(where: landscapeTypes.contains) { continue }
        if let turning = turningUnderRoot, !lineage.contains(where: turning.contains) { continue }
        if appLock != nil, !lineage.contains(where: rotating.contains),
          !project.hierarchy.inherits(site.owner, fromAny: rotatingProtocols)
        {
          continue
        }
        if site.kind == .anchor, site.scroll == nil, lineage.contains(where: safeChildren.contains) {
          continue
        }
        if let receiver = site.receiver, insetPadded.contains(receiver) { continue }
        // A made view that pads itself by the safe-area insets keeps its text clear.
        if let made = site.madeViews, !made.contains(where: { !insetPadded.contains($0) && texts.shows($0) })
        {
          continue
        }
        // A view controller (a library's too), and a text or control type, by the project's classes.
        var isController: Bool {
          lineage.contains(where: Self.controllers.contains)
            || project.hierarchy.inherits(site.owner, fromAny: Self.controllers)
            || Self.isLibraryController(site.owner, project.hierarchy)
        }
        func isContent(_ type: String) -> Bool {
          if Self.contentClasses.contains(type)
            || project.hierarchy.inherits(type, fromAny: Self.contentClasses)
          {
            return true
          }
          // A library's control the project does not declare (Material Components' `MDCButton`,
          // `MDCFilledTextField`), named for the UIKit class it extends.
          let root = project.hierarchy.ancestors(of: type).last ?? type
          return project.hierarchy.classes[root] == nil && Self.isLibraryContentName(root)
        }
        var message: String
        var onKeyboardBar = false
        var onFlowHeader = false
        switch site.kind {
        case .anchor:
          guard isController || site.window != nil, let type = site.elementType.map(madeType),
            isContent(type) || edgePinned.contains(type)
          else { continue }
          let root = site.window == nil ? "the view" : "the window"
          let guide = site.window ?? "view"
          var through = ""
          if let scroll = site.scroll {
            let content = site.container.map { "'\($0)', the content of " } ?? ""
            through =
              " (through \(content)the vertical scroll view '\(scroll)', itself pinned to the view's edges: a scroll "
              + "view adds the side safe area to its content only along an axis it scrolls)"
          } else if let container = site.container {
            through = " (through '\(container)', itself pinned to \(root)'s edge)"
          }
          message =
            "'\(site.element)' (\(type)) is pinned to \(root)'s leading/trailing edge"
            + (site.helper.map { helper in
              // `anchor:leading` is the `leading:` argument of `anchor(…)`.
              let parts = helper.split(separator: ":", maxSplits: 1)
              return " (through \(parts.count == 2 ? "\(parts[0])(\(parts[1]):)" : helper))"
            } ?? "")
            + through + ": in landscape on a sensor-housing "
            + "iPhone its text starts under the housing (43 pt on an iPhone 15 Pro with a 16 pt margin); "
            + (site.container.map {
              "pin '\($0)' to \(guide).safeAreaLayoutGuide, or '\(site.element)' to '\($0).layoutMarginsGuide'"
            }
              ?? "pin it to \(guide).safeAreaLayoutGuide or \(guide).layoutMarginsGuide")
        case .cell:
          // Text or a control by the project's classes too (`final class TitleLabel: UILabel`).
          guard !compositionalOnly.contains(site.owner), let type = site.elementType.map(madeType),
            isContent(type) || edgePinned.contains(type)
          else { continue }
          // A header or footer of a flow layout (a reusable view that is no cell, registered where
          // the collection view is not kept to the safe area's sides) spans the collection view's
          // width: section insets do not apply to it, so its own edges are the screen's.
          let collectionCell =
            project.hierarchy.inherits(site.owner, fromAny: ["UICollectionViewCell"])
            || lineage.contains("UICollectionViewCell")
          let flowSupplementary =
            !collectionCell && flowSupplementaries.contains(site.owner)
            && (project.hierarchy.inherits(site.owner, fromAny: ["UICollectionReusableView"])
              || lineage.contains("UICollectionReusableView"))
          // A SnapKit pin to the view's own edge counts only on a keyboard bar or such a header.
          if site.snapKit != true || flowSupplementary,
            project.hierarchy.inherits(site.owner, fromAny: Self.cells)
              || lineage.contains(where: Self.cells.contains)
          {
            // A collection cell's contentView has the cell's own bounds: only a table cell insets it
            // (`insetsContentViewsToSafeArea`), so `self` and `contentView` reach the same edges, and
            // where the cell lands is its layout's business (`flowSites`).
            if collectionCell { continue }
            onFlowHeader = flowSupplementary
            message =
              flowSupplementary
              ? "'\(site.element)' is pinned to the edge of '\(site.owner)', a flow layout's header or footer: it "
                + "spans the collection view's whole width (section insets do not apply to it), so in landscape on a "
                + "sensor-housing iPhone this text runs under the housing; pin it to layoutMarginsGuide (or "
                + "safeAreaLayoutGuide)"
              : "'\(site.element)' is added to the cell itself and pinned to the cell's edge: UIKit insets only the "
                + "contentView by the side safe area, so in landscape this text runs under the housing; add it to "
                + "contentView and pin it to contentView.layoutMarginsGuide"
          } else if lineage.contains(where: keyboardBars.contains)
            || project.hierarchy.inherits(site.owner, fromAny: keyboardBars)
          {
            onKeyboardBar = true
            message =
              "'\(site.element)' (\(type)) is pinned to the edge of '\(site.owner)', a view shown with the keyboard: "
              + "the system lays it across the screen's whole width, so in landscape on a sensor-housing iPhone this "
              + "control sits under the housing while the keyboard's own keys stay clear (the side insets are 44 to "
              + "62 pt); pin it to safeAreaLayoutGuide (or layoutMarginsGuide)"
          } else {
            continue
          }
        case .frame:
          guard isController, let type = site.elementType.map(madeType), isContent(type) else { continue }
          message =
            "'\(site.element)' (\(type)) is laid out at a fixed x from the edge of a view that spans the screen, "
            + "with no side safe-area inset: in landscape on a sensor-housing iPhone it starts under the housing "
            + "(the side insets are 44 to 62 pt); add view.safeAreaInsets.left (and .right to the width) or lay "
            + "it out with constraints to view.safeAreaLayoutGuide"
        case .textView:
          guard isController, let type = site.elementType.map(madeType),
            type == "UITextView" || project.hierarchy.inherits(type, fromAny: ["UITextView"])
          else { continue }
          message =
            "'\(site.element)' (\(type)) fills the screen's width and scrolls vertically: a scroll view adds the "
            + "side safe area to its content only along an axis it scrolls, so in landscape on a sensor-housing "
            + "iPhone its text starts under the housing (the side insets are 44 to 62 pt); pin it to "
            + "view.safeAreaLayoutGuide, or set its contentInsetAdjustmentBehavior to .always"
        case .sectionView where site.headerType != nil:
          // Reported once per view, where it pins its text (below).
          if let type = site.headerType, edgePinned.contains(type),
            !project.hierarchy.inherits(type, fromAny: ["UITableViewHeaderFooterView"])
          {
            headerUses[type, default: []].append((path, site))
          }
          continue
        case .sectionView:
          message =
            "'\(site.element)' (\(site.elementType ?? "text")) sits a fixed distance from the side of a plain UIView "
            + "returned as a section header or footer: the table lays that view across its whole width and insets "
            + "nothing, so in landscape on a sensor-housing iPhone the text starts under the housing (the side insets "
            + "are 44 to 62 pt); return a UITableViewHeaderFooterView and add to its contentView, or pin to the "
            + "view's layoutMarginsGuide"
        case .cellFrame:
          guard let type = site.elementType.map(madeType), isContent(type) else { continue }
          message =
            "'\(site.element)' (\(type)) is added to the cell itself, not its contentView, and framed a fixed "
            + "distance from the cell's side: UIKit insets only the contentView by the side safe area, so in "
            + "landscape on a sensor-housing iPhone it starts under the housing (the side insets are 44 to 62 pt); "
            + "add it to contentView and lay it out from contentView's bounds or layoutMarginsGuide"
        case .contentViews:
          message =
            "insetsContentViewsToSafeArea = false lets every cell's contentView span the table's whole width: in "
            + "landscape on a sensor-housing iPhone the cells' text starts under the housing unless each cell pins "
            + "it to its layout margins; leave it true, or pin the cells' content to contentView.layoutMarginsGuide"
        case .flow:
          message =
            "side section insets of a vertical flow layout count from the content inset (sectionInsetReference "
            + "defaults to .fromContentInset) and a vertical collection view adds no side safe area: in landscape the "
            + "first column starts under the housing; set sectionInsetReference = .fromSafeArea"
        case .swiftUI:
          message =
            ".\(site.element) lets text and controls extend under the sensor housing in landscape; ignore only the "
            + "vertical edges (.ignoresSafeArea(edges: .vertical)) or let only the background ignore the safe area"
        }
        let known = landscape[path] ?? SupportedOrientationsDiscovery.iPhoneLandscape(forSourceAt: path)
        landscape[path] = known ?? true
        if known == false { continue }
        // A scroll view's container holding several texts: one finding where it is pinned.
        if site.scroll != nil, site.container != nil,
          !reportedContainers.insert("\(path):\(site.offset)").inserted
        {
          continue
        }
        var finding = Finding(
          file: path, offset: site.offset, line: site.line, column: site.column, rule: description.id,
          severity: project.severities[description.id] ?? description.severity, message: message,
          problem: description.problem)
        if let fixing = project.fixing { fix(&finding, site, path: path, fixing: fixing) }
        if onKeyboardBar { finding.fixNote = "pin it to the bar's safeAreaLayoutGuide by hand" }
        if onFlowHeader { finding.fixNote = "pin it to the header's layoutMarginsGuide by hand" }
        findings.append(finding)
      }
    }
    findings += headerFindings(
      headerUses, pins: all.flatMap { file in file.facts.edgePins.map { (file.path, $0) } } + helperPinned,
      severity: project.severities[description.id] ?? description.severity)
    return findings
  }

  /// One finding per project view returned as a section header or footer that pins its text to
  /// its own sides, at that pin, with the places it is returned as related locations.
  func headerFindings(
    _ uses: [String: [(path: String, site: Site)]], pins: [(path: String, pin: SidePin)], severity: Severity
  ) -> [Finding] {
    let description = Self.description
    var findings: [Finding] = []
    for (type, places) in uses.sorted(by: { $0.key < $1.key }) {
      guard let (path, pin) = pins.first(where: { $0.pin.type == type }),
        SupportedOrientationsDiscovery.iPhoneLandscape(forSourceAt: path) != false
      else { continue }
      var finding = Finding(
        file: path, offset: pin.offset, line: pin.line, column: pin.column, rule: description.id,
        severity: severity,
        message:
          "'\(type)' pins its text to its own side edges and is returned as a section header or footer: "
          + "the table lays that view across its whole width and insets nothing, so in landscape on a "
          + "sensor-housing iPhone the text starts under the housing (the side insets are 44 to 62 pt); make it "
          + "a UITableViewHeaderFooterView and add to its contentView, or pin its text to its layoutMarginsGuide",
        problem: description.problem)
      finding.related = places.map { place in
        RelatedLocation(
          file: place.path, offset: place.site.offset, line: place.site.line, column: place.site.column,
          message: "'\(type)' is returned as a section header or footer here")
      }
      finding.fixNote =
        "return a UITableViewHeaderFooterView (its contentView is inset) or pin to the margins by hand"
      findings.append(finding)
    }
    return findings
  }

  /// The mechanical edits: a view-edge anchor becomes the safe-area guide's when the plan selects
  /// `pin-to-safe-area` over the whole range; a SwiftUI modifier becomes the selected strategy's
  /// replacement modifier.
  func fix(_ finding: inout Finding, _ site: Site, path: String, fixing: FixSettings) {
    let id = Self.description.id
    switch site.kind {
    case .anchor:
      guard let insertAt = site.insertAt else {
        if site.snapKit == true {
          finding.fixNote =
            "no mechanical edit: a SnapKit constraint; make it against the safe area by hand "
            + "(make.leading.equalTo(view.safeAreaLayoutGuide))"
        }
        if let container = site.container {
          finding.fixNote =
            "no mechanical edit: the edge is '\(container)''s, pinned elsewhere; pin it to the safe area by hand"
        }
        return
      }
      switch fixing.plan(for: Self.description.problem, file: path) {
      case .success(let plan) where plan.gap == nil && plan.chosen.map(\.id) == ["pin-to-safe-area"]:
        finding.edits = [.insert(".safeAreaLayoutGuide", at: insertAt, in: path, rule: id)]
        finding.fixable = true
      case .success(let plan):
        finding.fixNote = "the selection (\(plan.summary)) is not pin-to-safe-area; change the anchor by hand"
      case .failure(let reason): finding.fixNote = reason.reason
      }
    case .swiftUI:
      guard let range = site.modifier, range.count == 2 else { return }
      switch fixing.edit(for: Self.description.problem, file: path) {
      case .success(let edit) where edit.anchor == .replacingModifier && edit.supportCode.isEmpty:
        finding.edits = [TextEdit(file: path, range: range[0]..<range[1], replacement: edit.text, rule: id)]
        finding.fixable = true
      case .success(let edit):
        finding.fixNote = "the selected strategy's edit goes \(edit.anchor.rawValue); apply it by hand"
      case .failure(let reason): finding.fixNote = reason.reason
      }
    case .cell, .cellFrame:
      finding.fixNote = "add the view to contentView and pin it to contentView.layoutMarginsGuide by hand"
    case .flow:
      finding.fixNote = "set the layout's sectionInsetReference to .fromSafeArea by hand"
    case .frame, .contentViews:
      finding.fixNote = "add the side safe-area insets to the layout by hand"
    case .sectionView:
      finding.fixNote =
        "return a UITableViewHeaderFooterView (its contentView is inset) or pin to the margins by hand"
    case .textView:
      finding.fixNote = "pin the text view to view.safeAreaLayoutGuide by hand"
    }
  }

  public static let description = RuleDescription(
    id: "landscape-side-safe-area",
    summary: "Text or controls laid out against the view's edges go under the sensor housing in landscape",
    rationale: """
      In landscape a notch or Dynamic Island iPhone has side safe-area insets of 44 to 62 pt. Text
      pinned to a view controller's leading/trailing edges, cell content outside contentView, controls
      pinned to the edge of a keyboard bar (an input or input accessory view), vertical
      flow-layout sections measured from the content inset, SwiftUI text under .ignoresSafeArea(), a
      label framed at a fixed x across the screen's width, text near the side of a plain UIView
      returned as a section header or footer (a project view that pins its text to its own sides
      too, reported where it pins it), text in a banner pinned to a window's sides, text pinned to
      a vertical scroll view that spans the screen (to its frame, or to content as wide as it) and
      a text view that is a controller's whole screen (a vertical scroll view adds no side safe
      area), and the cells of a table that sets insetsContentViewsToSafeArea = false start under
      the housing. Backgrounds may go there; text may not. Portrait-only apps are skipped.
      """,
    problem: "landscape-side-safe-area",
    triggering: LandscapeSideSafeAreaExamples.triggering,
    nonTriggering: LandscapeSideSafeAreaExamples.nonTriggering)
}

/// Project SwiftUI views whose body shows text or a control, directly or through the project
/// views and helper members it makes (three levels down).
extension LandscapeSideSafeAreaRule {
  /// The project views `roots` show: each root, the views of its members' bodies, of theirs, and
  /// of the sheets and popovers they present, but not of a `fullScreenCover`.
  static func viewsShown(from roots: Set<String>, model: ProjectViewModel) -> Set<String> {
    var shown: Set<String> = []
    var pending = Set(
      roots.compactMap { root in model.resolve(root, from: nil) }.filter { model.types[$0]?.kind == .view })
    func visit(_ nodes: [ViewNode], in scope: String, path: String) {
      for node in nodes {
        if let written = node.callName, let name = model.resolve(written, from: scope, in: path),
          model.types[name]?.kind == .view, !shown.contains(name)
        {
          pending.insert(name)
        }
        for group in node.children { visit(group, in: scope, path: path) }
        for argument in node.arguments { visit(argument.views, in: scope, path: path) }
        for modifier in node.modifiers where modifier.name != "fullScreenCover" {
          for closure in modifier.closures { visit(closure, in: scope, path: path) }
          for argument in modifier.arguments { visit(argument.views, in: scope, path: path) }
        }
      }
    }
    while let next = pending.popFirst() {
      guard shown.insert(next).inserted, shown.count < 5_000, let entry = model.types[next] else { continue }
      for member in entry.members.values { visit(member.nodes, in: next, path: member.path) }
    }
    // A site's owner is the simple name its file declares (`RootView` in `extension Home`).
    return shown.union(shown.map { ProjectViewModel.lastName(ProjectViewModel.writtenName($0)) })
  }
}

struct TextShowingViews {
  let model: ProjectViewModel?
  private var memo: [String: Bool] = [:]

  init(model: ProjectViewModel?) { self.model = model }

  mutating func shows(_ type: String) -> Bool { shows(type, from: nil, depth: 0) }

  private mutating func shows(_ written: String, from scope: String?, in path: String? = nil, depth: Int)
    -> Bool
  {
    guard let model, let type = model.resolve(written, from: scope, in: path) else { return false }
    if let known = memo[type] { return known }
    guard depth < 3, let entry = model.types[type], entry.kind == .view, let body = entry.members["body"]
    else { return false }
    memo[type] = false  // a view that makes itself shows nothing new
    let result = shows(body.nodes, in: entry, depth: depth)
    memo[type] = result
    return result
  }

  private mutating func shows(_ nodes: [ViewNode], in entry: ProjectViewModel.TypeEntry, depth: Int) -> Bool {
    for node in nodes {
      switch node.head {
      case .call(let name):
        if LandscapeSideSafeAreaRule.textNames.contains(name) { return true }
        // A video player or a map: what its overlay shows is laid out on the player's frame, and
        // its own controls keep to the safe area (as where the modifier is on one directly).
        if name == "VideoPlayer" || name == "Map" { continue }
        if shows(name, from: entry.name, in: entry.path, depth: depth + 1) { return true }
      case .member(let name):
        if depth < 3, let member = entry.members[name], shows(member.nodes, in: entry, depth: depth + 1) {
          return true
        }
      default: break
      }
      for child in node.children where shows(child, in: entry, depth: depth) { return true }
      for argument in node.arguments where shows(argument.views, in: entry, depth: depth) { return true }
    }
    return false
  }
}
