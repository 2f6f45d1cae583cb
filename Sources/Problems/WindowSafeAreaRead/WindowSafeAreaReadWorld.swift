import InsetEmulation
import InsetEngine

/// The scenes of `window-safe-area-read`: one app per window setup, each with the screen under
/// test (a view controller whose code places a banner from the insets it reads), built from the
/// emulation's screens, scenes, windows and lifecycle. A strategy installs its reads at lifecycle
/// moments of every case's controller (`WindowSafeAreaReadWorld.Case.lifecycle`); `measure` runs
/// them and compares the insets in use with the view's own safe area.
public final class WindowSafeAreaReadWorld {
  /// Where the view under test lives.
  public enum Setup: String, CaseIterable, Sendable {
    /// The root view of the only scene's only window.
    case fullScreen = "full-screen"
    /// Pushed in a navigation controller: the bar adds to the view's top inset.
    case navigationBar = "navigation-bar"
    /// Presented as a page sheet (iPhone) or form sheet (iPad), laid out by `Presentation`.
    case sheet
    /// Created and shown while a system permission alert makes the app inactive; the alert goes
    /// away after the first layout.
    case systemAlert = "system-alert"
    /// iPad: the view is in the full-screen scene while a Slide Over scene was made key last.
    case secondScene = "second-scene"
    /// The view is in a scene on an external display; the device's scene is key.
    case externalDisplay = "external-display"
  }

  /// One setup, run as its own app.
  public final class Case {
    public let setup: Setup
    /// For setups with several scenes: which order `connectedScenes` lists them in.
    public let setOrder: Int
    public let app: Application
    public let deviceScreen: Screen
    /// The window that shows the view.
    public let window: Window
    public let controller: ViewController
    public let lifecycle: Lifecycle
    /// The insets the code uses now (a stored property starts at zero).
    public var used: EdgeInsets = .zero
    /// Where the value in use was read, for the report.
    public var readAt = "never read (initial value .zero)"
    /// Set by strategies that pin with constraints: the banner follows the guide at every layout.
    public var followsLayoutGuide = false
    /// Re-placement after a rotation (the sheet's frame, the container's), set by the world.
    var relayout: () -> Void = {}
    /// How the view enters its window, set by the world per setup.
    var install: (Case) -> Void = { _ in }

    init(
      setup: Setup, setOrder: Int, app: Application, deviceScreen: Screen, window: Window,
      controller: ViewController
    ) {
      self.setup = setup
      self.setOrder = setOrder
      self.app = app
      self.deviceScreen = deviceScreen
      self.window = window
      self.controller = controller
      lifecycle = Lifecycle(controller: controller)
    }

    public var name: String {
      app.scenes.count > 1 ? "\(setup.rawValue) (connectedScenes order \(setOrder + 1))" : setup.rawValue
    }

    /// The code reads `insets` at `moment` and uses them from now on.
    public func use(_ insets: EdgeInsets, at moment: String) {
      used = insets
      readAt = moment
    }

    /// The view's own safe area: what the banner should be placed by.
    public var trueInsets: EdgeInsets { controller.view.safeAreaInsets }
  }

  public let device: DeviceProfile
  public let orientation: Orientation
  public let cases: [Case]
  let runtime = Runtime()

  public init(
    device: DeviceProfile, orientation: Orientation, setups: [Setup], navigationBarHeight: Double,
    compactNavigationBarHeight: Double, sheetMetrics: Presentation.Metrics, slideOverWidth: Double,
    slideOverMargin: Double, externalDisplayInsets: EdgeInsets
  ) {
    self.device = device
    self.orientation = orientation
    let isPad = device.family == .iPad
    var cases: [Case] = []
    for setup in setups {
      if setup == .secondScene && !isPad { continue }
      let orders = setup == .secondScene || setup == .externalDisplay ? 2 : 1
      for order in 0..<orders {
        let app = Application()
        app.setOrder = order
        let screen = Screen(device: device, orientation: orientation)
        let main = WindowScene(name: "main", screen: screen)
        app.connect(main)
        let mainWindow = main.makeWindow(runtime: runtime)
        let controller = ViewController(runtime: runtime)
        var window = mainWindow
        // A root view follows its window's new size.
        var relayout: () -> Void = { controller.view.frame = mainWindow.bounds }
        var install: (Case) -> Void = { (item: Case) in
          item.lifecycle.move(into: mainWindow, frame: mainWindow.bounds)
        }
        switch setup {
        case .fullScreen:
          main.makeKey(mainWindow)
        case .navigationBar:
          main.makeKey(mainWindow)
          let navigation = ViewController(runtime: runtime, className: "UINavigationController")
          mainWindow.rootViewController = navigation
          navigation.addChild(controller)
          let barHeight = {
            device.family == .iPhone && screen.bounds.width > screen.bounds.height
              ? compactNavigationBarHeight : navigationBarHeight
          }
          // UIKit's container gives the child the bar's height as extra safe area.
          controller.additionalSafeAreaInsets = EdgeInsets(top: barHeight())
          install = { $0.lifecycle.move(into: navigation.view, frame: navigation.view.bounds) }
          relayout = {
            controller.additionalSafeAreaInsets = EdgeInsets(top: barHeight())
            controller.view.frame = navigation.view.bounds
          }
        case .sheet:
          main.makeKey(mainWindow)
          let presenter = ViewController(runtime: runtime)
          mainWindow.rootViewController = presenter
          // Laid out again in the window's new size and safe area after a rotation.
          let sheetFrame = {
            Presentation(
              isPad ? .formSheet : .pageSheet, screen: mainWindow.bounds.size,
              safeArea: mainWindow.safeAreaInsets, isPad: isPad, metrics: sheetMetrics
            ).rootFrame
          }
          install = { $0.lifecycle.move(into: mainWindow, frame: sheetFrame()) }
          relayout = { controller.view.frame = sheetFrame() }
        case .systemAlert:
          main.makeKey(mainWindow)
          app.presentSystemAlert()
        case .secondScene:
          let slideOverFrame = {
            Rect(
              x: screen.bounds.width - slideOverWidth - slideOverMargin,
              y: screen.unsafeInsets.top + slideOverMargin,
              width: slideOverWidth,
              height: screen.bounds.height - screen.unsafeInsets.top - screen.unsafeInsets.bottom - 2
                * slideOverMargin)
          }
          let slideOver = WindowScene(name: "slide-over", screen: screen, frame: slideOverFrame())
          app.connect(slideOver)
          let slideOverWindow = slideOver.makeWindow(runtime: runtime)
          main.makeKey(mainWindow)
          slideOver.makeKey(slideOverWindow)
          relayout = {
            slideOver.place(at: slideOverFrame())
            controller.view.frame = mainWindow.bounds
          }
        case .externalDisplay:
          let external = Screen(
            kind: .external, size: Size(width: 1920, height: 1080), unsafeInsets: externalDisplayInsets)
          let externalScene = WindowScene(name: "external", screen: external)
          app.connect(externalScene)
          let externalWindow = externalScene.makeWindow(runtime: runtime)
          externalScene.makeKey(externalWindow)
          main.makeKey(mainWindow)
          window = externalWindow
          // The external display does not turn with the device.
          relayout = {}
          install = { $0.lifecycle.move(into: externalWindow, frame: externalWindow.bounds) }
        }
        let item = Case(
          setup: setup, setOrder: order, app: app, deviceScreen: screen, window: window,
          controller: controller)
        item.relayout = relayout
        item.install = install
        cases.append(item)
      }
    }
    self.cases = cases
  }

  /// Every case: init and viewDidLoad (in no window), into its window, first layout.
  public func present(_ item: Case) {
    item.lifecycle.load()
    item.install(item)
  }

  /// The system alert of `system-alert` goes away: the scene is active again; no layout follows.
  public func dismissSystemAlert(_ item: Case) {
    item.app.dismissSystemAlert()
    item.lifecycle.fire(.activationChange, note: "system alert dismissed")
  }

  /// The device turns to `target`: its screen and scenes take the new size and insets, the
  /// containers re-place the view, and a view on the device's screen gets a transition and a
  /// layout pass (a view on an external display does not turn).
  public func rotate(_ item: Case, to target: Orientation) {
    item.deviceScreen.turn(
      to: device.screenSize(in: target), unsafeInsets: device.metrics(in: target).safeArea)
    for scene in item.app.scenes where scene.screen === item.deviceScreen && scene.name == "main" {
      scene.followScreen()
    }
    item.relayout()
    if item.setup != .externalDisplay { item.lifecycle.rotate() }
  }
}
