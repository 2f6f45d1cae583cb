import InsetEmulation
import InsetEngine

/// `safeAreaRegions = .container` on iOS 16.4+, the private per-instance keyboard hook below, as
/// expo/expo PR #41302 does.
extension CompositeStrategy where P == HostedKeyboardAvoidanceProblem {
  static var regionsElseSubclass: CompositeStrategy<HostedKeyboardAvoidanceProblem> {
    CompositeStrategy(
      id: "composite-regions-else-subclass",
      summary: "safeAreaRegions = .container on iOS 16.4+, the per-instance private keyboard hook below",
      source: "Apple: UIHostingController.safeAreaRegions; expo/expo PR #41302", from: "16.4",
      use: SafeAreaRegionsContainerStrategy(), else: KeyboardHookDynamicSubclassStrategy())
  }
}
