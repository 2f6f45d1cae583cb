import Foundation
import InsetTestSupport
import XCTest

@testable import InsetLint

/// The Objective-C helpers a mixed app's Swift code calls: read from its `.m` files.
final class ObjectiveCWindowHelpersTests: XCTestCase {
  let utilities = """
    #import "OAUtilities.h"

    @implementation OAUtilities

    + (CGFloat) getBottomMargin
    {
        return [UIApplication sharedApplication].mainWindow.safeAreaInsets.bottom ?: 0.0;
    }

    + (CGFloat) getPaddedBottomMargin
    {
        return [self getBottomMargin] + 8.0;
    }

    + (CGFloat) calculateScreenWidth
    {
        return [UIApplication sharedApplication].mainWindow.frame.size.width;
    }

    + (CGFloat) marginForWidth:(CGFloat)width
    {
        return [UIApplication sharedApplication].keyWindow.safeAreaInsets.left;
    }

    + (NSString *) windowTitle
    {
        return [UIApplication sharedApplication].keyWindow.rootViewController.title;
    }

    - (CGFloat) ownBottomMargin
    {
        return [UIApplication sharedApplication].keyWindow.safeAreaInsets.bottom;
    }

    + (CGFloat) defaultMargin
    {
        return 16.0; /* { not a brace of the body } */
    }

    @end
    """

  func methods() -> [String: ObjectiveCWindowHelpers.Helper] {
    ObjectiveCWindowHelpers.resolve(
      Dictionary(
        uniqueKeysWithValues: ObjectiveCWindowHelpers.methods(in: utilities).map {
          ($0.key, $0)
        }))
  }

  func test_aClassMethodReturningTheApplicationsWindowInsets_isAnInsetHelper_underItsSwiftName() {
    XCTAssertEqual(methods()["OAUtilities.getBottomMargin"]?.readsInsets, true)
  }

  func test_aClassMethodThatCallsAnInsetHelper_isOneToo() {
    XCTAssertEqual(methods()["OAUtilities.getPaddedBottomMargin"]?.readsInsets, true)
  }

  func test_aClassMethodReturningTheApplicationsWindowWidth_isASizeHelper() {
    XCTAssertEqual(methods()["OAUtilities.calculateScreenWidth"]?.readsInsets, false)
  }

  func test_methodsWithArguments_instanceMethods_otherReturnTypes_andConstants_areNoHelpers() {
    XCTAssertEqual(
      Set(methods().keys),
      [
        "OAUtilities.getBottomMargin", "OAUtilities.getPaddedBottomMargin",
        "OAUtilities.calculateScreenWidth",
      ])
  }

  /// A Swift screen laying out with the helper is a finding that names it; the same call in a
  /// project without the `.m` file is none, an Objective-C file in `Pods/` is a dependency's, and a
  /// project that compiles no Objective-C is not searched for one.
  func test_lint_reportsASwiftUseOfTheHelper_onlyWhereTheProjectImplementsIt() {
    let swift = """
      import UIKit
      final class SheetController: UIViewController {
        @IBOutlet weak var bottomConstraint: NSLayoutConstraint!
        override func viewDidLoad() {
          super.viewDidLoad()
          bottomConstraint.constant = OAUtilities.getBottomMargin() + 16
        }
      }
      """
    func messages(_ implementation: String?, objectiveC: Bool = true) -> [String] {
      let folder = Support.temporaryFolder(#function + (implementation ?? "none") + "\(objectiveC)")
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let reference =
        objectiveC ? "lastKnownFileType = sourcecode.c.objc;" : "lastKnownFileType = sourcecode.swift;"
      Support.write(
        "// !$*UTF8*$!\n{ objects = { R = {isa = PBXFileReference; \(reference) }; }; }",
        to: folder + "/App.xcodeproj/project.pbxproj")
      Support.write(swift, to: folder + "/App/SheetController.swift")
      if let implementation { Support.write(utilities, to: folder + "/" + implementation) }
      let result = Support.cli(["lint", "App", "--reporter", "json", "--no-cache"], in: folder)
      return (Support.json(result.stdout)["findings"] as? [[String: Any]] ?? []).compactMap {
        $0["message"] as? String
      }
    }
    let found = messages("App/OAUtilities.m")
    XCTAssertEqual(found.count, 1, "\(found)")
    XCTAssertTrue(
      found.first?.contains("through the helper 'OAUtilities.getBottomMargin'") == true, "\(found)")
    XCTAssertEqual(messages(nil), [])
    XCTAssertEqual(messages("Pods/OAUtilities/OAUtilities.m"), [])
    XCTAssertEqual(messages("App/OAUtilities.m", objectiveC: false), [])
  }
}
