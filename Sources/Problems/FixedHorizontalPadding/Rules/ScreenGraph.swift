import InsetEmulation
import InsetEngine
import InsetLint

/// The project step of `fixed-horizontal-padding`: which view types are screens, from every
/// file's usages (a fixed point over "the whole content of a screen is a screen").
struct ScreenGraph {
  private(set) var screens: Set<String> = []
  private var previews: Set<String> = []
  private var scrollWrappers: Set<String> = []

  init(_ all: [PaddingFacts]) {
    var used: Set<String> = []
    var slots: [(name: String, parent: String)] = []
    var declared: Set<String> = []
    for facts in all {
      for view in facts.views {
        declared.insert(view.name)
        if view.isPreviewOrWidget { previews.insert(view.name) }
        if view.isScrollWrapper { scrollWrappers.insert(view.name) }
      }
      for usage in facts.usages {
        used.insert(usage.name)
        switch usage.kind {
        case .screen: screens.insert(usage.name)
        case .slot: if let parent = usage.parent { slots.append((usage.name, parent)) }
        case .placed, .preview: break
        }
      }
    }
    // A view nothing in the project names is presented from somewhere the index cannot see.
    for name in declared where !used.contains(name) { screens.insert(name) }
    var changed = true
    while changed {
      changed = false
      for slot in slots where screens.contains(slot.parent) && !screens.contains(slot.name) {
        screens.insert(slot.name)
        changed = true
      }
    }
    screens.subtract(previews)
  }

  /// How the site is screen level ("at the root of body", …), or nil when it is not.
  func screenLevel(_ site: PaddingSite) -> String? {
    if previews.contains(site.owner) { return nil }
    switch site.level {
    case .scrollContent: return "directly inside its vertical ScrollView"
    case .wrapperContent(let wrapper):
      return scrollWrappers.contains(wrapper) ? "directly inside \(wrapper), a vertical ScrollView" : nil
    case .root: return screens.contains(site.owner) ? "at the root of a screen's body" : nil
    }
  }
}

/// Number constants by name across the project, to read `Layout.margin` as written anywhere.
struct ConstantTable {
  private var byName: [String: [(path: String, owner: String?, value: Double)]] = [:]

  init(_ collected: [(path: String, facts: PaddingFacts)]) {
    for (path, facts) in collected {
      for constant in facts.constants {
        byName[constant.name, default: []].append((path, constant.owner, constant.value))
      }
    }
  }

  /// The value `reference` names from `path`: a declaration in the same file first (of the
  /// qualifying type when there is one), else the project's declarations in that type, else a
  /// name declared once; nil when the candidates disagree.
  func value(of reference: [String], in path: String) -> Double? {
    guard let name = reference.last, let candidates = byName[name] else { return nil }
    let qualifier = reference.count > 1 ? reference[reference.count - 2] : nil
    let sameFile = candidates.filter { $0.path == path }
    let qualified = candidates.filter { qualifier != nil && $0.owner == qualifier }
    for group in [
      sameFile.filter { qualifier == nil || $0.owner == qualifier }, sameFile, qualified, candidates,
    ] {
      let values = Set(group.map(\.value))
      if values.count == 1 { return values.first }
      if values.count > 1 { return nil }
    }
    return nil
  }
}
