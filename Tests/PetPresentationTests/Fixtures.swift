import Foundation
import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

// Named values with fixed dates. Nothing here reads the clock or Locale.current.

extension PresentationContext {
  /// Today fixed, the standard fees in en_US, pictures under `/srv/pets`.
  static let fixed = PresentationContext(today: .fixedToday, imageDirectory: "/srv/pets")
}

extension PetViewModel {
  /// The view model of `pet` in the fixed context.
  static func fixed(_ pet: Pet) -> PetViewModel {
    PetViewModel(pet: pet, context: .fixed)
  }
}
