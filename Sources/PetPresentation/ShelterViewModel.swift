import Foundation
import PetCatalog
import PetLocalization

/// Turns a `Shelter` into the text a person reads: `petcards shelter list` and `shelter show`.
/// Every text is the source's, cleaned of what a terminal or a window would act on.
public struct ShelterViewModel: Sendable {
  public let shelter: Shelter
  /// How many pets it lists in the catalogue, when counted.
  public let petCount: Int?

  public init(shelter: Shelter, petCount: Int? = nil) {
    self.shelter = shelter
    self.petCount = petCount
  }

  /// Its name, else its id, e.g. `Happy Tails Rescue`; the catalogue's own shelter, which has
  /// no id, when it has no name either.
  public var nameText: String {
    let name = shelter.name ?? (shelter.id.isEmpty ? nil : shelter.id)
    return name.map { DisplayText.clipped($0, to: DisplayText.readableNameLength) } ?? tr("The catalogue's shelter")
  }

  /// Its id, e.g. `petfinder:VA583`; empty for the catalogue's own shelter.
  public var idText: String { DisplayText.cleaned(shelter.id) }

  /// Where it is, e.g. `Richmond, VA 23220`; empty when its listing does not say.
  public var placeText: String { shelter.placeText.map(DisplayText.cleaned) ?? "" }

  /// How many pets it lists, e.g. `12 pets`; empty when not counted.
  public var petCountText: String {
    guard let petCount else { return "" }
    // TRANSLATORS: how many pets a shelter lists in the catalogue.
    return trf(trn("%1$lld pet", "%1$lld pets", petCount), petCount)
  }

  /// Its coordinates in degrees, latitude first, e.g. `37.5407, -77.436`; `nil` when not known.
  public var coordinatesText: String? {
    shelter.coordinates.map { Coordinates.text($0.latitude) + ", " + Coordinates.text($0.longitude) }
  }

  /// Every field known, each with its label, in the order `shelter show` prints them: what a
  /// person needs to reach the shelter first.
  public var details: [(label: String, text: String)] {
    var lines: [(String, String)] = []
    func add(_ label: String, _ text: String?) {
      if let text, !text.isEmpty { lines.append((label, DisplayText.cleaned(text))) }
    }
    add(trc("shelter detail", "Id"), shelter.id)
    add(trc("shelter detail", "Email"), shelter.email)
    add(trc("shelter detail", "Phone"), shelter.phone)
    let street = [shelter.address, shelter.placeText, shelter.country].compactMap { $0 }
    add(trc("shelter detail", "Address"), street.isEmpty ? nil : street.joined(separator: ", "))
    add(trc("shelter detail", "Web site"), shelter.website)
    add(trc("shelter detail", "Coordinates"), coordinatesText)
    add(trc("shelter detail", "Pets"), petCountText)
    return lines
  }
}
