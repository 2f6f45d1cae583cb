/// SnapKit's constraint closures (`label.snp.makeConstraints { make in … }`,
/// `makeConstraints({ (make) -> Void in … })`): rules read them as anchors written another way.
public enum SnapKitClosures {
  public static let makers: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints"]

  /// The closure of the constraint call whose `snp` token is at `snp` (`element.snp.maker { … }`),
  /// with the constrained view's name: nil unless `maker` is one of `makers`.
  public static func closure(atSnp snp: Int, _ file: SourceFile, makers: Set<String> = makers) -> (
    element: String, open: Int, close: Int
  )? {
    guard snp >= 2, file.tokenIs(snp, "snp"), file.kind(snp - 1) == .dot, file.kind(snp - 2) == .identifier,
      file.kind(snp + 1) == .dot, makers.contains(file.text(snp + 2))
    else { return nil }
    var open = snp + 3
    if file.kind(open) == .openParen { open += 1 }
    guard file.kind(open) == .openBrace, let close = file.match(open) else { return nil }
    return (file.text(snp - 2), open, close)
  }
}
