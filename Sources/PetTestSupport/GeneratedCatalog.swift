import Foundation
import PetCatalog
import PetCatalogGenerator

/// A large, valid catalogue's JSON: `count` made-up pets (seed 1, checked on `fixedToday`),
/// all sharing the picture `pictures/pet.svg`.
public func generatedCatalogJSON(count: Int) -> String {
  let pictures = Dictionary(uniqueKeysWithValues: Species.allCases.map { ($0, ["pictures/pet.svg"]) })
  let generator = CatalogGenerator(count: count, seed: 1, today: .fixedToday, pictures: pictures)
  return CatalogWriter.json(shelter: "Generated shelter", fees: nil, pets: generator.pets())
}
