import InsetEmulation
import InsetEngine

/// What the keyboard worlds take as given: keyboard heights, where an undocked or floating keyboard
/// sits, and iPad sheet sizes. None is in Apple's specifications; each is a named assumption
/// (`--assume ID=VALUE`) with its public source or "inferred". `keyboard-inset` lists them;
/// `hosted-keyboard-avoidance` reads the same ones.
enum KeyboardGeometry {
  static let faceIDPortrait = Assumption.points(
    "keyboard-height-face-id-phone-portrait", default: 336,
    statement:
      "A docked keyboard on a Face ID iPhone in portrait is 336 pt tall, home-indicator band included.",
    source:
      "SwiftUIX/SwiftUIX #165 (a 336 pt keyboard on an iOS 14 iPhone, equal to the bottom safe area SwiftUI reported)",
    test: "KeyboardInsetTests.test_theDoubleCount_doesNotDependOnTheKeyboardHeight")
  static let homeButtonPortrait = Assumption.points(
    "keyboard-height-home-button-phone-portrait", default: 260,
    statement: "A docked keyboard on a home-button iPhone in portrait is 260 pt tall.",
    source:
      "inferred: the 216 pt portrait keyboard of older guides (codemia.io, \"What is the height of iPhone's onscreen keyboard\") plus a 44 pt suggestion bar",
    test: "KeyboardInsetTests.test_theDoubleCount_doesNotDependOnTheKeyboardHeight")
  static let phoneLandscape = Assumption.points(
    "keyboard-height-phone-landscape", default: 188,
    statement: "A docked iPhone keyboard in landscape is 188 pt tall above the bottom safe-area band.",
    source:
      "inferred (no public measurement found; the 162 pt landscape keyboard of older guides plus a suggestion bar)",
    test: "KeyboardInsetTests.test_theDoubleCount_doesNotDependOnTheKeyboardHeight")
  static let padPortrait = Assumption.points(
    "keyboard-height-ipad-portrait", default: 313,
    statement: "A docked iPad keyboard in portrait is 313 pt tall above the bottom safe-area band.",
    source:
      "openradar 38117524 (lionheart/openradar-mirror #19513): keyboardSize (0, 1024, 768, 313) on a 768x1024 iPad in portrait, iOS 11",
    test: "KeyboardInsetTests.test_iPadFullScreen_rawHeightDoubleCountsThe20PointBand")
  static let padLandscape = Assumption.points(
    "keyboard-height-ipad-landscape", default: 398,
    statement: "A docked iPad keyboard in landscape is 398 pt tall above the bottom safe-area band.",
    source:
      "openradar 38117524 (lionheart/openradar-mirror #19513): keyboardSize (0, 768, 1024, 398) on a 1024x768 iPad in landscape, iOS 11",
    test: "KeyboardInsetTests.test_iPadFullScreen_rawHeightDoubleCountsThe20PointBand")
  static let landscapeCoversBand = Assumption.flag(
    "keyboard-landscape-covers-bottom-band", default: true,
    statement:
      "An iPhone keyboard in landscape reaches the screen's bottom over the 21 pt home-indicator band, as in portrait.",
    source:
      "inferred from the portrait reports (BottleRocketStudios/iOS-KeyboardSupport PR #13; square/Listable #100); no public source shows landscape",
    test: "KeyboardInsetTests.test_faceIDPhoneLandscape_rawHeightLeavesA21PointGap_listable100")
  static let padCoversBand = Assumption.flag(
    "keyboard-ipad-covers-bottom-band", default: true,
    statement:
      "An iPad keyboard reaches the screen's bottom over the 20 pt home-indicator band of a Face ID iPad.",
    source:
      "inferred from the iPhone reports (BottleRocketStudios/iOS-KeyboardSupport PR #13); no public source shows an iPad",
    test: "KeyboardInsetTests.test_iPadFullScreen_rawHeightDoubleCountsThe20PointBand")
  static let undockedLift = Assumption.points(
    "keyboard-undocked-lift", default: 200,
    statement: "An undocked iPad keyboard sits 200 pt above the screen's bottom, full width.",
    source:
      "inferred (the user drags it anywhere; freshOS/KeyboardLayoutGuide #37 shows frames changing while dragging)",
    test: "KeyboardInsetTests.test_undockedAndFloatingKeyboards_rawHeightInsetsContentNothingCovers")
  static let floatingWidth = Assumption.points(
    "keyboard-floating-width", default: 320,
    statement:
      "The floating iPad keyboard is 320 pt wide and 260 pt tall, centred, 120 pt above the screen's bottom.",
    source:
      "inferred (a phone-sized keyboard; hackiftekhar/IQKeyboardManager #1681 leaves floating keyboards unhandled)",
    test: "KeyboardInsetTests.test_undockedAndFloatingKeyboards_rawHeightInsetsContentNothingCovers")
  static let undockedPostsWillHide = Assumption.flag(
    "keyboard-undocked-posts-will-hide", default: false,
    statement: "Undocking the keyboard posts willChangeFrame with the new frame, not willHide.",
    source:
      "reports differ: Avi0n/MeshCoreOne PR #139 says willHide; freshOS/KeyboardLayoutGuide #37 reports frames while dragging",
    test: "KeyboardInsetTests.test_undockedAndFloatingKeyboards_rawHeightInsetsContentNothingCovers")
  static let sheetMovesWithKeyboard = Assumption.flag(
    "form-sheet-moves-with-keyboard", default: false,
    statement: "An iPad form sheet stays centred when the keyboard comes up.",
    source:
      "mullvad/mullvadvpn-app PR #2706 says recent iOS versions move a form sheet up with the keyboard (community report)",
    test:
      "KeyboardInsetTests.test_iPadFormSheet_rawAndSubtractedHeightsLeaveADeadStrip_convertAndIntersectIsRight"
  )

  static let all: [Assumption] = [
    faceIDPortrait, homeButtonPortrait, phoneLandscape, padPortrait, padLandscape, landscapeCoversBand,
    padCoversBand,
    undockedLift, floatingWidth, undockedPostsWillHide, sheetMovesWithKeyboard,
  ]

  /// An iPad (the device data's family).
  static func isPad(_ device: DeviceProfile) -> Bool { device.family == .iPad }

  /// The docked keyboard's frame on the screen in `environment`.
  static func dockedFrame(in environment: Environment, screen: Size) -> Rect {
    let a = environment.assumptions
    let band = environment.safeArea.bottom
    let pad = isPad(environment.device)
    let landscape = environment.orientation.isLandscape
    let height: Double
    let coversBand: Bool
    if pad {
      height = a.points(landscape ? padLandscape : padPortrait)
      coversBand = a.flag(padCoversBand)
    } else if landscape {
      height = a.points(phoneLandscape)
      coversBand = a.flag(landscapeCoversBand)
    } else {
      // In portrait a Face ID phone's keyboard includes the band (PR #13, Listable #100).
      height =
        environment.device.homeIndicator ? a.points(faceIDPortrait) - band : a.points(homeButtonPortrait)
      coversBand = true
    }
    let bottom = coversBand ? screen.height : screen.height - band
    let total = height + (coversBand ? band : 0)
    return Rect(x: 0, y: bottom - total, width: screen.width, height: total)
  }

  /// The keyboard's frame in `mode` (an iPad's undocked and floating keyboards; hidden and
  /// hardware lie below the screen).
  static func frame(_ mode: Keyboard.Mode, in environment: Environment, screen: Size) -> Rect {
    let docked = dockedFrame(in: environment, screen: screen)
    let a = environment.assumptions
    switch mode {
    case .docked: return docked
    case .undocked:
      return docked.offsetBy(dx: 0, dy: -a.points(undockedLift))
    case .floating:
      let width = min(a.points(floatingWidth), screen.width)
      let height = 260.0
      return Rect(
        x: ((screen.width - width) / 2).rounded(.down), y: screen.height - 120 - height, width: width,
        height: height)
    case .hidden, .hardware:
      return Rect(x: 0, y: screen.height, width: screen.width, height: docked.height)
    }
  }
}
