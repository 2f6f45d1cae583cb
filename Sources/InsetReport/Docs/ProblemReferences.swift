import InsetEngine

/// A public source a problem page cites: Apple's documentation first, then public threads and
/// articles that describe the bug or a fix.
public struct Reference: Sendable {
  public let title: String
  public let url: String

  public init(_ title: String, _ url: String) {
    self.title = title
    self.url = url
  }
}

/// The sources behind each built-in problem. A problem without any fails the docs test, so a new
/// problem arrives with the documents a user can check it against.
public enum ProblemReferences {
  public static let builtIn: [ProblemID: [Reference]] = [
    "hosted-cell-safe-area": [
      Reference(
        "Apple: UIHostingController.safeAreaRegions (iOS 16.4+)",
        "https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions"),
      Reference(
        "Apple: UIHostingConfiguration (iOS 16+)",
        "https://developer.apple.com/documentation/swiftui/uihostingconfiguration"),
      Reference(
        "Apple: UIView.safeAreaInsets",
        "https://developer.apple.com/documentation/uikit/uiview/safeareainsets"),
      Reference(
        "Apple: Positioning content relative to the safe area",
        "https://developer.apple.com/documentation/uikit/positioning-content-relative-to-the-safe-area"),
      Reference(
        "Samuel Défago, Building a Collection For SwiftUI (Part 3): cells emerging from screen edges get safe-area "
          + "insets; swizzling versus a per-instance dynamic subclass",
        "https://defagos.github.io/swiftui_collection_part3/"),
    ],
    "input-view-bottom-inset": [
      Reference("Apple: UIInputView", "https://developer.apple.com/documentation/uikit/uiinputview"),
      Reference(
        "Apple: UIInputView.allowsSelfSizing",
        "https://developer.apple.com/documentation/uikit/uiinputview/allowsselfsizing"),
      Reference(
        "Apple: UIResponder.inputAccessoryView",
        "https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview"),
      Reference(
        "rdar://34411433 (Open Radar): input accessory views and the iPhone X home indicator; Apple's answer: the "
          + "view must respect its own safeAreaInsets",
        "http://www.openradar.me/34411433"),
    ],
    "fixed-horizontal-padding": [
      Reference(
        "Apple: ContentMarginGuide.container: system margins of 16 to 20 pt on iPhone, asymmetric next to a bar",
        "https://developer.apple.com/documentation/swiftui/contentmarginguide/container"),
      Reference(
        "Apple: View.contentMargins(for:edges:alignment:)",
        "https://developer.apple.com/documentation/swiftui/view/contentmargins(for:edges:alignment:)"),
      Reference(
        "Apple: GeometryProxy.contentMargins(for:edges:)",
        "https://developer.apple.com/documentation/swiftui/geometryproxy/contentmargins(for:edges:)"),
      Reference(
        "Apple: UIView.layoutMargins", "https://developer.apple.com/documentation/uikit/uiview/layoutmargins"),
    ],
    "list-scroll-tracking": [
      Reference(
        "Apple: View.safeAreaInset(edge:alignment:spacing:content:)",
        "https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)"
      ),
      Reference(
        "Apple: View.onScrollGeometryChange(for:of:action:) (iOS 18+)",
        "https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)"),
      Reference("Apple: PreferenceKey", "https://developer.apple.com/documentation/swiftui/preferencekey"),
      Reference(
        "Federico Zanetello, SwiftUI ScrollView offset (GeometryReader and a PreferenceKey)",
        "https://fivestars.blog/articles/scrollview-offset"),
    ],
    "uikit-introspection": [
      Reference(
        "Apple: UIViewRepresentable", "https://developer.apple.com/documentation/swiftui/uiviewrepresentable"),
      Reference(
        "Apple: UIResponder.next", "https://developer.apple.com/documentation/uikit/uiresponder/next"),
      Reference(
        "siteline/swiftui-introspect: the UIKit view behind each SwiftUI view, per OS version",
        "https://github.com/siteline/swiftui-introspect"),
    ],
  ]
}
