import Foundation

/// Reads user files with one-line errors: missing, a directory, unreadable, not UTF-8.
public enum InputFile {
  public static func text(at path: String) throws -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputError("\(path): no such file")
    }
    guard !isDirectory.boolValue else { throw InputError("\(path): is a directory, expected a file") }
    // A FIFO or a device would block or never end: only regular files are read.
    let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    guard type == .typeRegular else { throw InputError("\(path): not a regular file, expected a file") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError("\(path): cannot read file")
    }
    guard let text = String(data: data, encoding: .utf8) else { throw InputError("\(path): not UTF-8 text") }
    return text
  }

  /// Parses a JSON file into a cursor that names the file in every error.
  public static func json(at path: String) throws -> JSONCursor {
    try JSONCursor.parse(text(at: path), file: path)
  }
}
