import InsetEmulation
import InsetEngine

/// `docs/assumptions.md`: every modelling assumption of the emulation and of each registered
/// problem, with what can change it (`--assume`), its source and the test that pins it. Also
/// what `insetfix list assumptions` prints, as a table.
public enum AssumptionsPage {
  /// How an assumption can be changed: "points (default 8)", "true/false (default true)", "no".
  public static func adjustable(_ assumption: Assumption) -> String {
    switch assumption.kind {
    case .points(let path): return "points (default \(Assumptions.standard[keyPath: path].points))"
    case .flag(let path): return "true/false (default \(Assumptions.standard[keyPath: path]))"
    case .fixed: return "no"
    }
  }

  public static func markdown(_ assumptions: [Assumption]) -> String {
    var out = intro + "\n\n"
    out += "| id | adjustable | assumed | source | pinned by |\n|---|---|---|---|---|\n"
    for a in assumptions {
      let also =
        a.aliases.isEmpty ? "" : " (also " + a.aliases.map { "`\($0)`" }.joined(separator: ", ") + ")"
      out += "| `\(a.id)`\(also) | \(adjustable(a)) | \(a.statement) | \(a.source) | `\(a.test)` |\n"
    }
    return out + "\n" + outro + "\n"
  }

  static let intro = """
    # Modelling assumptions

    insetfix measures every strategy on an emulation of UIKit and SwiftUI layout. Most of what the
    emulation does is derived from documented mechanics (the safe area of a view is its overlap
    with its window's unsafe edges; a root view's layout margins are the system minimum plus its
    safe area; ...). A few things are taken as given. Each is listed here with an id, what is
    assumed, where it comes from and the test that pins the behaviour; `Sources/InsetEmulation/Assumptions.swift`
    holds the same list as code, and a test checks the two agree.

    The adjustable ones can be changed for a run, to see which conclusions hang on them:

    ```sh
    insetfix compare --problem all --assume default-padding=20
    insetfix compare --problem hosted-cell-safe-area --assume hosting-configuration-margins=0
    insetfix batch Configs/batch/face-id-phones.json --assume list-preferences-only-on-update=false
    ```

    `compare` prints the verdicts and selection lines that flip against the standard assumptions
    (after the report; on standard error with `--format json`); `batch` writes its report under the
    changed assumptions and lists on standard error the strategies whose fixed/usable cell counts and
    the selections that changed.
    """

  static let outro = """
    Not adjustable means the assumption is built into the device data (`Configs/devices.json`:
    each device's safe area, system margins, first and last release; `inferred` lists what is not
    from a public table) or into the structure of the emulation. Changing them means editing that
    data, which the engine validates on load.
    """
}
