// libFuzzer harness for what a user writes around the linter: `.insetfix.json` and inline
// suppression comments. Built by `scripts/lint-fuzz.sh SECONDS suppression` together with the
// InsetLint sources (not part of `swift build`).
//
// An input is `CONFIG 0xFF DIRECTIVES`: CONFIG is decoded as `.insetfix.json` (it must decode or
// be refused with a one-line `InputError`); each line of DIRECTIVES becomes a
// `// insetfix:<line>` comment interleaved with a Swift file that triggers several rules. The
// file is linted with the decoded rule settings and what must always hold is checked: findings
// lie inside the file, suppressions point at comments, and the cached form of the analysis
// decodes back to the same analysis.
import InsetEngine
import InsetProblems

let registry = BuiltInProblems.registry()
let code = """
  import SwiftUI
  import UIKit

  final class FeedCell: UICollectionViewCell {
    let host = UIHostingController(rootView: Row())
    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(host.view)
    }
  }

  struct Row: View {
    var body: some View {
      Text("x").padding(.horizontal, 16).ignoresSafeArea()
    }
  }
  """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let split = bytes.firstIndex(of: 0xFF) ?? bytes.count
  let configText = String(decoding: bytes[..<split], as: UTF8.self)
  var settings = RuleSettings()
  if !configText.isEmpty {
    do {
      settings = try LintConfiguration.decode(configText, path: ".insetfix.json", registry: registry).rules
    } catch let error as InputError {
      precondition(!error.message.contains("\n") && !error.message.isEmpty, "bad message: \(error.message)")
    } catch {
      preconditionFailure("not an InputError: \(error)")
    }
  }
  let directives = split < bytes.count ? String(decoding: bytes[(split + 1)...], as: UTF8.self) : ""
  var lines: [String] = []
  for (index, line) in code.enumerated() {
    lines.append(line)
    let extra = directives.split(separator: "\n", omittingEmptySubsequences: false)
    if index < extra.count, !extra[index].isEmpty {
      lines.append("// insetfix:" + extra[index].replacingOccurrences(of: "\r", with: " "))
    }
  }
  let text = lines.joined(separator: "\n")
  let utf8 = Array(text.utf8)
  let source = utf8.withUnsafeBufferPointer { SourceFile(path: "A.swift", bytes: $0) }
  let linter = Linter(settings: settings)
  let analysis = linter.analyze(source)
  for suppression in analysis.suppressions {
    precondition(suppression.offset >= 0 && suppression.offset < utf8.count, "suppression outside the file")
    precondition(suppression.line >= 1 && suppression.column >= 1)
    if let end = suppression.endLine { precondition(end > suppression.line, "region ends before it starts") }
  }
  var writer = ByteWriter()
  analysis.encode(&writer)
  var reader = ByteReader(writer.bytes[...])
  precondition((try? FileAnalysis.decode(&reader, path: "A.swift")) == analysis, "cache round trip differs")
  for finding in linter.combine([analysis]) {
    precondition(finding.offset >= 0 && finding.offset <= utf8.count, "finding outside its file")
    precondition(finding.line >= 1 && finding.column >= 1, "line and column start at 1")
  }
  return 0
}
