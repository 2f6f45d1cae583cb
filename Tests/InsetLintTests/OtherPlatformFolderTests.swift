import XCTest

@testable import InsetLint

/// Which folders (and files) a lint below a path leaves out as another platform's target.
final class OtherPlatformFolderTests: XCTestCase {
  func test_otherPlatformFolders_areToldApart_andNamesSpellingNoPlatformAreNotSplitIntoWords() {
    let skipped = [
      "Mac", "macOS", "Swiftfin tvOS", "Modals-macOS", "WatchApp", "Sample Watch App", "SampleWatchKitApp",
      "Watch Extension", "AppleTV", "OSX", "Vision-VISIONOS", "Foo-macOS.swift", "Écran-macOS",
    ]
    for name in skipped {
      XCTAssertTrue(SourceLoader.isOtherPlatformFolder(name), name)
      XCTAssertTrue(SourceLoader.mayNameOtherPlatform(name), name)
    }
    for name in ["Shared-iOS-macOS", "Common (macOS)", "Machine", "Watchlist", "TVShows.swift", "Café"] {
      XCTAssertFalse(SourceLoader.isOtherPlatformFolder(name), name)
    }
    for name in ["Sources", "Views", "TVShows.swift", "AppDelegate.swift", "[@`{]"] {
      XCTAssertFalse(SourceLoader.mayNameOtherPlatform(name), name)
    }
    XCTAssertTrue(
      SourceLoader.mayNameOtherPlatform("Café"), "a name that is not ASCII is lowercased as before")
  }
}
