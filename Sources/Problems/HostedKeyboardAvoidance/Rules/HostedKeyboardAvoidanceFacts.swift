import InsetEmulation
import InsetEngine
import InsetLint

/// What one file says about hosting controllers embedded in UIKit and about text input.
public struct HostedKeyboardAvoidanceFacts: Codable, Sendable, Equatable {
  /// A `X(rootView:)` call, with the name the result is kept under and what the file does with it.
  public struct Creation: Codable, Sendable, Equatable {
    public var callee: String
    public var rootView: String?
    public var name: String?
    public var offset: Int
    public var line: Int
    public var column: Int
    /// How the file puts the controller's view into UIKit (`addSubview`, `tableFooterView`…), or nil.
    public var placement: String?
    /// Why the host needs no opt-out here (presented, pushed, a window's root, pinned on every
    /// edge, centred) or already has one (`safeAreaRegions`), or nil.
    public var exempt: String?
    /// The release the file's `safeAreaRegions` assignment needs when it runs only under
    /// `#available` with no branch for older systems: the finding holds below it.
    public var regionsFrom: String? = nil
    /// Calls the controller or its view is handed to, as `function|label|controller` or
    /// `function|label|view`: a project function that adds it (`Embedder`) places it there.
    public var handedTo: [String] = []
    /// The type the controller is made in (a view controller, a view, a cell), if any.
    public var owner: String? = nil
    /// Methods called on the controller's view with one view argument
    /// (`child.view.constraints(equalTo: view)`): a project fill helper among them pins it to
    /// that view on every edge.
    public var viewCalls: [String] = []
    /// The function that returns the controller or its view (`extension View { func asUIView() ->
    /// UIView { UIHostingController(rootView: self).view } }`): its callers place the host.
    public var returnedBy: String? = nil
    /// The types of the callers that put a returned host into UIKit: its screens.
    public var callers: [String] = []
    /// True when the host fills its owner's own view (`view.addSubview(host.view)`, pinned or
    /// framed to `view`): a screen's content, unless that view is put somewhere else.
    public var fillsOwnerView = false
    /// True when the host fills a cell's content view or the view it is made in (`contentView`,
    /// `self.contentView`, a bare `addSubview`): in a cell or a reusable view that is a row of a
    /// list, not a screen's content, so filling it is no reason to avoid the keyboard.
    public var fillsOwnRow = false
    /// The controller class whose view, filled by this host, another file makes a text input's
    /// accessory view: a bar above the keyboard, not a screen.
    public var accessoryOf: String? = nil
  }

  /// A call of a function whose result a file puts into UIKit (`view.addSubview(Bar().asUIView())`,
  /// `let bar = …asUIView(); stack.addArrangedSubview(bar)`): a host that function returns is placed
  /// there, on the caller's screen.
  public struct ReturnedPlacement: Codable, Sendable, Equatable {
    public var function: String
    public var placement: String
    public var owner: String?
    public var exempt: String?
  }

  /// A function that puts a parameter's view into a UIKit hierarchy
  /// (`func updateFloatingView(floatingView: UIView) { tabBar.view.addSubview(floatingView) }`),
  /// keyed like `Creation.handedTo`, with why a host put there needs no opt-out (pinned on every
  /// edge, centred), if so.
  public struct Embedder: Codable, Sendable, Equatable {
    public var key: String
    public var placement: String
    public var exempt: String?
  }

  public var creations: [Creation] = []
  /// Classes whose own body sets `safeAreaRegions` (their instances opt out).
  public var optingOutClasses: [String] = []
  /// Classes whose body sets `safeAreaRegions` only under `#available` with no branch for older
  /// systems, with the release it needs (their instances opt out from there on).
  public var optingOutClassesFrom: [String: String] = [:]
  /// True when the file shows a keyboard somewhere (a text field, a text view, a search bar…).
  public var textInput = false
  /// Types declared or extended here whose body shows a keyboard (a text field, a text view, a
  /// search bar or controller, `.searchable`): a screen a host is on shows one when its controller
  /// or the hosted view is one of them.
  public var textInputTypes: [String] = []
  /// True when the file installs the private keyboard hook (`keyboardWillShowWithNotification:`).
  public var privateHook = false
  /// SwiftUI views declared here whose body uses `.ignoresSafeArea(.keyboard…)`.
  public var ignoresKeyboardViews: [String] = []
  /// The views whose body's root ignores the keyboard region (`.ignoresSafeArea(.keyboard)`, or
  /// every region on the bottom edge: `.ignoresSafeArea()`, `.edgesIgnoringSafeArea(.all)`), fills what it is offered
  /// (a `Spacer`, a `ScrollView`, `Color.clear` or an infinite height inside) and holds no text
  /// input: the measured flexible-root fix, which keeps the content still.
  public var flexibleKeyboardIgnoringViews: [String] = []
  public var embedders: [Embedder] = []
  public var returnedPlacements: [ReturnedPlacement] = []
  /// Methods of `UIView` extensions declared here that pin the receiver's four edges to the view
  /// they are given (`func constraints(equalTo other: UIView) -> [NSLayoutConstraint]`).
  public var fillHelpers: [String] = []
  /// A cell class a type here names as a type (`register(HostCell.self, …)`, `as? HostCell`,
  /// `CellRegistration<HostCell, Item>`): a screen the cell is shown on.
  public struct CellUse: Codable, Sendable, Equatable {
    public var cell: String
    public var screen: String
  }

  public var cellUses: [CellUse] = []
  /// View controller classes whose view this file makes a text input's accessory view
  /// (`field.inputAccessoryView = toolbarController.view`), or `member:Owner.name` where the
  /// member is declared in another file (an extension's file sets it).
  public var accessoryControllers: [String] = []
  /// The members declared here as a controller (`lazy var toolbarController = ToolbarController(…)`,
  /// `let picker: PickerViewController`), as `Owner.name` → class: what another file's
  /// `member:Owner.name` is.
  public var controllerMembers: [String: String] = [:]
}
