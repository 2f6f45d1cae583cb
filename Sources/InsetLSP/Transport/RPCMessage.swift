import InsetEngine

/// A JSON-RPC 2.0 message as the server reads it: a request (method and id), a notification
/// (method, no id) or a response to a request the server sent (id, result or error).
public enum RPCMessage: Equatable, Sendable {
  case request(id: JSONValue, method: String, params: JSONValue)
  case notification(method: String, params: JSONValue)
  case response(id: JSONValue, result: JSONValue?, error: JSONValue?)

  /// Why a body is not a message: the error to answer with (the id when one could be read).
  public struct Invalid: Error, Equatable, Sendable {
    public let code: Int
    public let message: String
    public let id: JSONValue
  }

  /// Decodes a frame's body. Invalid UTF-8 is replaced (U+FFFD) rather than refused: `repaired`
  /// says it happened.
  public static func decode(_ body: [UInt8]) -> (message: Result<RPCMessage, Invalid>, repaired: Bool) {
    let text = String(decoding: body, as: UTF8.self)
    let repaired = text.utf8.count != body.count || !text.utf8.elementsEqual(body)
    let value: JSONValue
    do { value = try JSONParser.parse(text) } catch {
      return (
        .failure(Invalid(code: RPCError.parseError, message: "parse error: \(error)", id: .null)), repaired
      )
    }
    return (decode(value), repaired)
  }

  public static func decode(_ value: JSONValue) -> Result<RPCMessage, Invalid> {
    guard case .object = value else {
      return .failure(
        Invalid(code: RPCError.invalidRequest, message: "a message must be a JSON object", id: .null))
    }
    let id = value["id"]
    if let id {
      switch id {
      case .string, .number, .null: break
      default:
        return .failure(
          Invalid(code: RPCError.invalidRequest, message: "id must be a string or a number", id: .null))
      }
    }
    guard let method = value["method"] else {
      if let id, value["result"] != nil || value["error"] != nil {
        return .success(.response(id: id, result: value["result"], error: value["error"]))
      }
      return .failure(Invalid(code: RPCError.invalidRequest, message: "no method", id: id ?? .null))
    }
    guard case .string(let name) = method else {
      return .failure(
        Invalid(code: RPCError.invalidRequest, message: "method must be a string", id: id ?? .null))
    }
    let params = value["params"] ?? .null
    if let id { return .success(.request(id: id, method: name, params: params)) }
    return .success(.notification(method: name, params: params))
  }
}

/// JSON-RPC and LSP error codes.
public enum RPCError {
  public static let parseError = -32700
  public static let invalidRequest = -32600
  public static let methodNotFound = -32601
  public static let invalidParams = -32602
  public static let internalError = -32603
  public static let serverNotInitialized = -32002
  public static let requestFailed = -32803
  public static let requestCancelled = -32800
}

/// Reading params without ceremony: `params["textDocument"]?["uri"]?.string`.
extension JSONValue {
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var int: Int? {
    if case .number(let value) = self, value.rounded() == value, abs(value) < 1e15 { return Int(value) }
    return nil
  }

  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  public var array: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  public var isNull: Bool { self == .null }

  /// The value at a path of object keys.
  public subscript(path first: String, _ rest: String...) -> JSONValue? {
    var value = self[first]
    for key in rest { value = value?[key] }
    return value
  }

  /// A one-line body for the wire.
  public var wire: String { serialized(pretty: false) }

  public static func response(id: JSONValue, result: JSONValue) -> JSONValue {
    .object([("jsonrpc", "2.0"), ("id", id), ("result", result)])
  }

  public static func error(id: JSONValue, code: Int, message: String) -> JSONValue {
    .object([
      ("jsonrpc", "2.0"), ("id", id),
      ("error", .object([("code", JSONValue(code)), ("message", .string(message))])),
    ])
  }

  public static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
    .object([("jsonrpc", "2.0"), ("method", .string(method)), ("params", params)])
  }

  public static func request(id: JSONValue, _ method: String, _ params: JSONValue) -> JSONValue {
    .object([("jsonrpc", "2.0"), ("id", id), ("method", .string(method)), ("params", params)])
  }
}
