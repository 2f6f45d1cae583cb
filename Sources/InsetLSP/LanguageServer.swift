import InsetEngine
import InsetLint

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `insetfix lsp`: the Language Server Protocol over standard input and output. Messages are read
/// on their own thread and handled in order on the caller's; diagnostics are published once the
/// queue is drained, so a burst of keystrokes costs one lint.
public final class LanguageServer {
  let service: LintService
  let output: FrameWriter
  let log: ServerLog?
  var documents = DocumentStore()
  var encoding = PositionEncoding.utf16
  var initialized = false
  var shutDown = false
  var loaded = false
  var root: String?
  public var settings = LintSettings()
  var client = ClientCapabilities()
  /// Documents whose text changed since the last publication (their service copy is stale).
  var changed: Set<String> = []
  /// Set when every open document's diagnostics may have moved (another file changed).
  var recheck = false
  /// What was last published per document, to publish only what changed.
  var published: [String: JSONValue] = [:]
  var current: [String: [LintDiagnostic]] = [:]
  /// The client's URI of each open document's path (a path's own URI may be spelled otherwise).
  var openURIs: [String: String] = [:]
  let queue = MessageQueue()
  var nextRequest = 1
  /// How often the client's process is polled, in seconds.
  public var parentPollInterval = 2.0

  public init(service: LintService, output: FrameWriter, log: ServerLog? = nil) {
    self.service = service
    self.output = output
    self.log = log
  }

  struct ClientCapabilities {
    var disabledCodeActions = false
    var createFiles = false
    var documentChanges = false
    var watchRegistration = false
  }

  /// Reads `input` until `exit` or its end; returns the exit code (0 after `shutdown`).
  public func run(input: Int32) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    let queue = self.queue
    let log = self.log
    PlainThread.detach {
      var decoder = FrameDecoder()
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        decoder.feed(buffer[0..<count])
        while let frame = decoder.next() {
          switch frame {
          case .malformed(let reason): queue.push(.malformed(reason))
          case .body(let body):
            let (decoded, repaired) = RPCMessage.decode(body)
            if repaired { log?.write("a message was not valid UTF-8: invalid bytes replaced by U+FFFD") }
            switch decoded {
            case .success(let message):
              if case .notification("$/cancelRequest", let params) = message, let id = params["id"] {
                queue.cancel(id.wire)
              }
              queue.push(.message(message))
            case .failure(let invalid): queue.push(.invalid(invalid))
            }
          }
        }
      }
      queue.push(.end)
    }
    while true {
      let item = queue.pop(wait: changed.isEmpty && !recheck)
      guard let item else {
        publish()
        continue
      }
      switch item {
      case .end:
        log?.write("input closed")
        return shutDown ? 0 : 1
      case .malformed(let reason):
        log?.write("malformed frame: \(reason)")
      case .invalid(let invalid):
        log?.write("invalid message: \(invalid.message)")
        send(.error(id: invalid.id, code: invalid.code, message: invalid.message))
      case .message(let message):
        if let code = handle(message) { return code }
      }
    }
  }

  /// Handles one message; an exit code when the server must stop.
  func handle(_ message: RPCMessage) -> Int32? {
    let start = ServerLog.now()
    defer {
      if let log {
        let name: String
        switch message {
        case .request(_, let method, _), .notification(let method, _): name = method
        case .response: name = "response"
        }
        log.write("\(name): \(Int((ServerLog.now() - start) * 1_000_000)) us")
      }
    }
    switch message {
    case .response:
      return nil
    case .notification(let method, let params):
      if method == "exit" { return shutDown ? 0 : 1 }
      guard initialized, !shutDown else { return nil }
      notification(method, params)
      return nil
    case .request(let id, let method, let params):
      if queue.takeCancelled(id.wire) {
        send(.error(id: id, code: RPCError.requestCancelled, message: "cancelled"))
        return nil
      }
      if method == "initialize" {
        guard !initialized else {
          send(.error(id: id, code: RPCError.invalidRequest, message: "initialize was already received"))
          return nil
        }
        send(.response(id: id, result: initialize(params)))
        return nil
      }
      guard initialized else {
        send(.error(id: id, code: RPCError.serverNotInitialized, message: "\(method) before initialize"))
        return nil
      }
      guard !shutDown else {
        send(.error(id: id, code: RPCError.invalidRequest, message: "\(method) after shutdown"))
        return nil
      }
      switch method {
      case "shutdown":
        shutDown = true
        send(.response(id: id, result: .null))
      case "textDocument/codeAction":
        switch codeActions(params) {
        case .success(let actions): send(.response(id: id, result: actions))
        case .failure(let error): send(.error(id: id, code: error.code, message: error.message))
        }
      default:
        send(.error(id: id, code: RPCError.methodNotFound, message: "method not found: \(method)"))
      }
      return nil
    }
  }

  func send(_ value: JSONValue) {
    if !output.send(value.wire) {
      log?.write("output closed: exiting")
      exit(1)
    }
  }

  func notify(_ method: String, _ params: JSONValue) { send(.notification(method, params)) }

  // MARK: lifecycle

  func initialize(_ params: JSONValue) -> JSONValue {
    initialized = true
    if let pid = params["processId"]?.int, pid > 0 {
      let log = self.log
      ParentWatch.start(pid: Int32(pid), every: parentPollInterval, log: log) { exit(1) }
    }
    if let uri = params["workspaceFolders"]?.array?.first?["uri"]?.string ?? params["rootUri"]?.string {
      root = FileURI.path(uri)
    } else if let path = params["rootPath"]?.string {
      root = path
    }
    if let root, root.count > 1, root.hasSuffix("/") { self.root = String(root.dropLast()) }
    let capabilities = params["capabilities"] ?? .null
    let offered = capabilities[path: "general", "positionEncodings"]?.array?.compactMap(\.string) ?? []
    // UTF-8 when the client can count in it (no conversion at all), else LSP's UTF-16.
    encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    client.disabledCodeActions =
      capabilities[path: "textDocument", "codeAction", "disabledSupport"]?.bool ?? false
    client.documentChanges =
      capabilities[path: "workspace", "workspaceEdit", "documentChanges"]?.bool ?? false
    client.createFiles =
      client.documentChanges
      && (capabilities[path: "workspace", "workspaceEdit", "resourceOperations"]?.array?.contains("create")
        ?? false)
    client.watchRegistration =
      capabilities[path: "workspace", "didChangeWatchedFiles", "dynamicRegistration"]?.bool ?? false
    settings = Self.settings(params["initializationOptions"], base: settings)
    log?.write("initialize: root \(root ?? "none"), position encoding \(encoding.rawValue)")
    return .object([
      (
        "capabilities",
        .object([
          ("positionEncoding", .string(encoding.rawValue)),
          (
            "textDocumentSync",
            .object([
              ("openClose", true), ("change", 2), ("save", .object([("includeText", false)])),
            ])
          ),
          ("codeActionProvider", .object([("codeActionKinds", ["quickfix"]), ("resolveProvider", false)])),
        ])
      ),
      ("serverInfo", .object([("name", "insetfix"), ("version", "0.1.0")])),
    ])
  }

  /// `{"insetfix": {"config": …, "deploymentTarget": …, "cache": false}}` or the same keys bare.
  static func settings(_ value: JSONValue?, base: LintSettings) -> LintSettings {
    guard let value, case .object = value else { return base }
    let section = value["insetfix"] ?? value
    var settings = base
    // An empty string, as an editor's unset setting reads, is no value.
    func text(_ value: JSONValue) -> String? { value.string.flatMap { $0.isEmpty ? nil : $0 } }
    if let config = section["config"] { settings.configPath = text(config) }
    if let target = section["deploymentTarget"] { settings.deploymentTarget = text(target) }
    if let cache = section["cache"]?.bool { settings.useCache = cache }
    if let folder = section["cacheDirectory"] { settings.cacheDirectory = text(folder) }
    return settings
  }

  /// Reads the project (the cold start); later, after a config or project file change.
  func loadProject() {
    let start = ServerLog.now()
    do {
      let report = try service.load(root: root, settings: settings)
      for warning in report.warnings.prefix(20) { notify("window/logMessage", Self.message(2, warning)) }
      log?.write(
        "loaded \(report.files) files (\(report.fromCache) from the lint cache) in "
          + "\(Int((ServerLog.now() - start) * 1000)) ms")
    } catch {
      log?.write("load failed: \(error)")
      notify("window/showMessage", Self.message(1, "insetfix: \(error)"))
    }
    loaded = true
    for uri in documents.uris { changed.insert(uri) }
    recheck = true
  }

  static func message(_ type: Int, _ text: String) -> JSONValue {
    .object([("type", JSONValue(type)), ("message", .string(text))])
  }

  func notification(_ method: String, _ params: JSONValue) {
    switch method {
    case "initialized":
      if client.watchRegistration { registerWatchers() }
      loadProject()
    case "textDocument/didOpen":
      guard let item = params["textDocument"], let uri = item["uri"]?.string,
        let text = item["text"]?.string
      else { return log("didOpen without a text document") }
      documents.open(Document(uri: uri, version: item["version"]?.int ?? 0, text: text))
      openURIs[path(of: uri)] = uri
      changed.insert(uri)
    case "textDocument/didChange":
      guard let uri = params[path: "textDocument", "uri"]?.string,
        let changes = params["contentChanges"]?.array
      else { return log("didChange without a document or changes") }
      let parsed = changes.compactMap(Self.change)
      let version = params[path: "textDocument", "version"]?.int ?? ((documents[uri]?.version ?? 0) + 1)
      guard documents.change(uri, version: version, changes: parsed, encoding: encoding) else {
        return log("didChange for \(uri), which is not open: ignored")
      }
      changed.insert(uri)
    case "textDocument/didSave":
      break
    case "textDocument/didClose":
      guard let uri = params[path: "textDocument", "uri"]?.string, documents.close(uri) != nil else {
        return log("didClose for a document that is not open")
      }
      changed.remove(uri)
      openURIs[path(of: uri)] = nil
      service.setContents(path(of: uri), nil)
      published[uri] = nil
      current[uri] = nil
      notify("textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", [])]))
      recheck = true
    case "workspace/didChangeWatchedFiles":
      let paths = (params["changes"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(FileURI.path) }
      guard !paths.isEmpty else { return }
      do { try service.filesChanged(paths) } catch {
        notify("window/showMessage", Self.message(1, "insetfix: \(error)"))
      }
      recheck = true
    case "workspace/didChangeConfiguration":
      let updated = Self.settings(params["settings"], base: settings)
      guard updated != settings else { return }
      settings = updated
      loadProject()
    default:
      break
    }
  }

  func log(_ line: String) { log?.write(line) }

  static func change(_ value: JSONValue) -> Document.Change? {
    guard let text = value["text"]?.string else { return nil }
    guard let range = value["range"] else { return Document.Change(text: text) }
    guard let start = position(range["start"]), let end = position(range["end"]) else { return nil }
    return Document.Change(range: (start, end), text: text)
  }

  static func position(_ value: JSONValue?) -> Position? {
    guard let line = value?["line"]?.int, let character = value?["character"]?.int else { return nil }
    return Position(line: line, character: character)
  }

  func registerWatchers() {
    let globs = [
      "**/*.swift", "**/.insetfix.json", "**/*.pbxproj", "**/*.xcconfig", "**/project.yml",
      "**/Project.swift", "**/*Info.plist",
    ]
    let watchers = JSONValue.array(globs.map { .object([("globPattern", .string($0))]) })
    let registration = JSONValue.object([
      ("id", "insetfix-watch"), ("method", "workspace/didChangeWatchedFiles"),
      ("registerOptions", .object([("watchers", watchers)])),
    ])
    send(
      .request(
        id: .string("insetfix-\(nextRequest)"), "client/registerCapability",
        .object([("registrations", [registration])])))
    nextRequest += 1
  }

  // MARK: diagnostics

  func path(of uri: String) -> String { FileURI.path(uri) ?? uri }

  func uri(for path: String) -> String { openURIs[path] ?? (path.hasPrefix("/") ? FileURI.uri(path) : path) }

  /// Lints what changed and publishes the open documents whose diagnostics moved.
  func publish() {
    if !loaded { loadProject() }
    let start = ServerLog.now()
    for uri in changed.sorted() {
      guard let document = documents[uri] else { continue }
      service.setContents(path(of: uri), document.bytes)
    }
    let edited = changed
    changed = []
    recheck = false
    let uris = documents.uris
    let found = service.diagnostics(for: uris.map(path(of:)))
    var files: [String: Document] = [:]
    for uri in uris {
      guard let document = documents[uri] else { continue }
      let diagnostics = found[path(of: uri)] ?? []
      current[uri] = diagnostics
      let value = JSONValue.array(diagnostics.map { self.diagnostic($0, in: document, files: &files) })
      // A document just edited is always answered (its version moved); the others only on change.
      if !edited.contains(uri), published[uri] == value { continue }
      published[uri] = value
      notify(
        "textDocument/publishDiagnostics",
        .object([("uri", .string(uri)), ("version", JSONValue(document.version)), ("diagnostics", value)]))
    }
    log?.write("published \(uris.count) document(s) in \(Int((ServerLog.now() - start) * 1_000_000)) us")
  }

  /// A file's text for positions: the open document, else the file on disk (read once per call).
  func document(for path: String, files: inout [String: Document]) -> Document? {
    let uri = self.uri(for: path)
    if let open = documents[uri] { return open }
    if let known = files[path] { return known }
    var bytes: [UInt8] = []
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[0..<count]
    }
    let document = Document(uri: uri, version: 0, bytes: bytes)
    files[path] = document
    return document
  }

  /// The range a finding covers: the word (or `.member`) at its offset, at least one character.
  static func range(at offset: Int, in document: Document) -> Range<Int> {
    let bytes = document.bytes
    let start = max(0, min(offset, bytes.count))
    func isWord(_ byte: UInt8) -> Bool {
      byte >= 0x80 || byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
        || (0x61...0x7A).contains(byte)
    }
    var end = start
    if end < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "@"), UInt8(ascii: "#")].contains(bytes[end]) {
      end += 1
    }
    while end < bytes.count, isWord(bytes[end]) { end += 1 }
    if end == start, end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    return start..<end
  }

  func rangeJSON(_ range: Range<Int>, in document: Document) -> JSONValue {
    .object([
      ("start", positionJSON(document.position(of: range.lowerBound, encoding: encoding))),
      ("end", positionJSON(document.position(of: range.upperBound, encoding: encoding))),
    ])
  }

  func positionJSON(_ position: Position) -> JSONValue {
    .object([("line", JSONValue(position.line)), ("character", JSONValue(position.character))])
  }

  func diagnostic(_ finding: LintDiagnostic, in document: Document, files: inout [String: Document])
    -> JSONValue
  {
    var members: [(String, JSONValue)] = [
      ("range", rangeJSON(Self.range(at: finding.offset, in: document), in: document)),
      ("severity", JSONValue(Self.severity(finding.severity))),
      ("code", .string(finding.rule)),
    ]
    if let documentation = finding.documentation {
      members.append(("codeDescription", .object([("href", .string(documentation))])))
    }
    members.append(("source", "insetfix"))
    members.append(("message", .string(finding.message)))
    let related = finding.related.compactMap { location -> JSONValue? in
      guard let other = self.document(for: location.file, files: &files) else { return nil }
      return .object([
        (
          "location",
          .object([
            ("uri", .string(other.uri)),
            ("range", rangeJSON(Self.range(at: location.offset, in: other), in: other)),
          ])
        ),
        ("message", .string(location.message)),
      ])
    }
    if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
    members.append(
      ("data", .object([("offset", JSONValue(finding.offset)), ("rule", .string(finding.rule))])))
    return .object(members)
  }

  static func severity(_ severity: LintSeverity) -> Int {
    switch severity {
    case .error: return 1
    case .warning: return 2
    case .information: return 3
    case .hint: return 4
    }
  }

  // MARK: code actions

  struct Failure: Error {
    let code: Int
    let message: String
  }

  func codeActions(_ params: JSONValue) -> Result<JSONValue, Failure> {
    guard let uri = params[path: "textDocument", "uri"]?.string,
      let start = Self.position(params[path: "range", "start"]),
      let end = Self.position(params[path: "range", "end"])
    else {
      return .failure(
        Failure(code: RPCError.invalidParams, message: "codeAction needs textDocument and range"))
    }
    guard documents[uri] != nil else {
      return .failure(Failure(code: RPCError.requestFailed, message: "document not open: \(uri)"))
    }
    // Answer from the text as it is now.
    if changed.contains(uri) || !loaded { publish() }
    guard let document = documents[uri] else { return .success([]) }
    let only = params[path: "context", "only"]?.array?.compactMap(\.string)
    // A range given end first is the same range.
    let (low, high) = [
      document.offset(of: start, encoding: encoding), document.offset(of: end, encoding: encoding),
    ]
    .sorted().pair
    let firstLine = document.position(of: low).line
    let lastLine = document.position(of: high).line
    var files: [String: Document] = [:]
    var actions: [JSONValue] = []
    for finding in current[uri] ?? [] {
      let range = Self.range(at: finding.offset, in: document)
      let line = document.position(of: range.lowerBound).line
      guard (firstLine...lastLine).contains(line) || (range.lowerBound <= high && range.upperBound >= low)
      else {
        continue
      }
      let diagnostic = self.diagnostic(finding, in: document, files: &files)
      for fix in service.fixes(for: finding) {
        if let only,
          !only.contains(where: { fix.kind.rawValue == $0 || fix.kind.rawValue.hasPrefix($0 + ".") })
        {
          continue
        }
        var members: [(String, JSONValue)] = [
          ("title", .string(fix.title)), ("kind", .string(fix.kind.rawValue)), ("diagnostics", [diagnostic]),
        ]
        if fix.isPreferred { members.append(("isPreferred", true)) }
        if let reason = fix.disabledReason {
          guard client.disabledCodeActions else { continue }
          members.append(("disabled", .object([("reason", .string(reason))])))
        } else {
          guard let edit = workspaceEdit(fix.edits, files: &files) else { continue }
          members.append(("edit", edit))
        }
        actions.append(.object(members))
      }
    }
    return .success(.array(actions))
  }

  /// The edits as a `WorkspaceEdit`: `changes` by URI, or `documentChanges` when a file is
  /// created (nil when the client cannot create files).
  func workspaceEdit(_ edits: [FileEdit], files: inout [String: Document]) -> JSONValue? {
    var order: [String] = []
    var byFile: [String: [FileEdit]] = [:]
    for edit in edits {
      if byFile[edit.file] == nil { order.append(edit.file) }
      byFile[edit.file, default: []].append(edit)
    }
    let creates = edits.contains(where: \.creates)
    if creates && !client.createFiles { return nil }
    var changes: [(String, JSONValue)] = []
    var documentChanges: [JSONValue] = []
    for file in order {
      let fileEdits = byFile[file]!
      let uri = self.uri(for: file)
      let created = fileEdits.contains(where: \.creates)
      let document =
        created
        ? Document(uri: uri, version: 0, bytes: [])
        : (self.document(for: file, files: &files) ?? Document(uri: uri, version: 0, bytes: []))
      let lspEdits = JSONValue.array(
        fileEdits.map { edit in
          .object([("range", rangeJSON(edit.range, in: document)), ("newText", .string(edit.text))])
        })
      if created {
        documentChanges.append(
          .object([
            ("kind", "create"), ("uri", .string(uri)), ("options", .object([("ignoreIfExists", true)])),
          ]))
      }
      let version: JSONValue = documents[uri].map { JSONValue($0.version) } ?? .null
      documentChanges.append(
        .object([
          ("textDocument", .object([("uri", .string(uri)), ("version", version)])), ("edits", lspEdits),
        ]))
      changes.append((uri, lspEdits))
    }
    if creates || client.documentChanges { return .object([("documentChanges", .array(documentChanges))]) }
    return .object([("changes", .object(changes))])
  }
}

extension Array where Element == Int {
  /// The first two elements (of a two-element array).
  fileprivate var pair: (Int, Int) { (self[0], self[1]) }
}
