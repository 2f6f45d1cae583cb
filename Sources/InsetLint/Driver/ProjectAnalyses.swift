import InsetEngine

/// Every file's analysis, kept by an editor session (`insetfix lsp`) so that a change to one file
/// re-analyses that file and reruns the project pass (`Linter.combine`), never the tree.
public struct ProjectAnalyses: Sendable {
  /// The discovered files, in discovery order; `analyses` has one entry per file.
  public var files: [String]
  public var analyses: [FileAnalysis]
  /// Discovery and read warnings (skipped files).
  public var warnings: [String]
  /// Files whose analysis came from the cache of the last `lint`.
  public var fromCache: Int

  public init(files: [String], analyses: [FileAnalysis], warnings: [String], fromCache: Int) {
    self.files = files
    self.analyses = analyses
    self.warnings = warnings
    self.fromCache = fromCache
  }
}

extension LintRunner {
  /// The analyses of every file under the options' paths: from the lint cache (the one `lint`
  /// writes and replays, same fingerprint) where a file is unchanged, analysed otherwise; new
  /// analyses are stored, so the next `lint` replays them too.
  public func projectAnalyses(_ options: LintOptions, configuration: LintConfiguration) throws
    -> ProjectAnalyses
  {
    let cache =
      options.useCache
      ? LintCache(
        directory: options.cacheDirectory ?? LintCache.defaultDirectory(),
        fingerprint: fingerprint(options, configuration))
      : nil
    let (files, discovered, warnings, listings) = try discover(
      options, configuration, listings: cache?.listings ?? [:], stat: true)
    let linter = Linter(rules: rules.rules, settings: configuration.rules)
    var analyses = [FileAnalysis?](repeating: nil, count: files.count)
    var misses: [Int] = []
    for (index, file) in files.enumerated() {
      if let cache, let stat = discovered[index], let cached = cache.analysis(for: file, stat: stat) {
        analyses[index] = cached
      } else {
        misses.append(index)
      }
    }
    var stats = [SourceLoader.Stat?](repeating: nil, count: files.count)
    let (pending, maxSize) = (misses, options.maxFileSize)
    analyses.withUnsafeMutableBufferPointer { analysisBuffer in
      stats.withUnsafeMutableBufferPointer { statBuffer in
        let results = UnsafeSendable((analysisBuffer, statBuffer))
        LintRunner.parallel(pending.count, jobs: options.jobs) { k in
          let index = pending[k]
          var opened: SourceLoader.Stat?
          switch SourceLoader.readValid(files[index], maxSize: maxSize, stat: &opened) {
          case .success(let buffer):
            results.value.0[index] = linter.analyze(path: files[index], adopting: buffer)
          case .failure(let skip):
            var skipped = FileAnalysis(path: files[index])
            skipped.skipped = skip.description
            results.value.0[index] = skipped
          }
          results.value.1[index] = opened
        }
      }
    }
    var readWarnings: [String] = []
    for index in files.indices {
      if let skipped = analyses[index]?.skipped { readWarnings.append("\(files[index]): \(skipped)") }
    }
    if let cache {
      for index in misses {
        if let stat = stats[index], let analysis = analyses[index] { cache.store(analysis, stat: stat) }
      }
      cache.storeListings(listings)
      if cache.needsSaving { try? cache.save() }
    }
    return ProjectAnalyses(
      files: files, analyses: analyses.map { $0! }, warnings: warnings + readWarnings,
      fromCache: files.count - misses.count)
  }
}
