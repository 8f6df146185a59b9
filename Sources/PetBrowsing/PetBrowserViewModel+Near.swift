import PetCatalog
import PetLocalization
import PetPresentation
import PetStore

/// Near a place (issue 44): the place entry and the Within drop-down beside it. A place is
/// looked up when it is entered (Enter, or leaving the entry), in the gazetteer the program
/// ships (`Configuration.places`); the list then holds the pets whose shelter is within the
/// radius, each saying how far it is, and the place is remembered for the next launch.
extension PetBrowserViewModel {
  /// The person entered `text` in the place entry: a US ZIP code, "City, Region", "City,
  /// Country" or latitude,longitude. Empty, the list is of pets anywhere. A place that cannot be
  /// found, or is several, is said on the entry and the list stays as it was.
  public func placeEntered(_ text: String) {
    let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard text != state.place.text || state.place.problem != nil else { return }
    guard !text.isEmpty else {
      update {
        state.place = PlaceEntry(text: "", setByModel: state.place.setByModel)
        var next = state.query.asked
        next.near(nil)
        run(next)
      }
      return
    }
    let answer = configuration.places(text)
    update {
      state.place.text = text
      switch answer {
      case .found(let place)?:
        state.place.problem = nil
        var next = state.query.asked
        next.near(place.coordinates)
        run(next)
      case .notFound?:
        state.place.problem = BrowserTexts.placeNotFound(text)
      case .ambiguous(let places)?:
        state.place.problem = BrowserTexts.placeAmbiguous(text, places: places)
      case nil:
        state.place.problem = BrowserTexts.placesNotInstalled
      }
    }
  }

  /// Starts near the place of last time (`rememberedPlace`), with no look-up: its coordinates
  /// were kept with it.
  public func restorePlace(_ remembered: RememberedPlace) {
    guard let center = Coordinates(latitude: remembered.latitude, longitude: remembered.longitude) else { return }
    update {
      state.place = PlaceEntry(text: remembered.text, setByModel: state.place.setByModel + 1)
      var next = state.query.asked
      if BrowserChoice.withinSteps.contains(remembered.within) { next.within = remembered.within }
      next.near(center)
      run(next)
    }
  }

  /// The text for the place entry, e.g. `62704` or `Springfield, IL`.
  public var placeText: String { state.place.text }

  /// What is wrong with the place entered, e.g. `No place called “Springfeld” is known…`, shown
  /// on the entry; `nil` when nothing is.
  public var placeProblem: String? { state.place.problem }

  /// The place the list is near and its radius, to remember for the next launch; `nil` when
  /// the list is of pets anywhere.
  public var rememberedPlace: RememberedPlace? {
    guard let near = state.query.asked.filter.near, !state.place.text.isEmpty else { return nil }
    return RememberedPlace(
      text: state.place.text, latitude: near.center.latitude, longitude: near.center.longitude,
      within: state.query.asked.within)
  }

  /// Whether the list shows how far each pet is (its Distance column): near a place.
  public var showsDistance: Bool { state.query.asked.filter.near != nil }
}

/// The place entry: what was entered last, and what is wrong with it.
struct PlaceEntry: Equatable {
  /// The place entered (trimmed), or set by the view model (the place of last time, Reset).
  var text = ""
  /// Why it is not used, e.g. no such place; `nil` when it is (or is empty).
  var problem: String?
  /// Counts the times the view model set the text itself, so the entry shows it; typing never
  /// changes it.
  var setByModel = 0
}
