import Foundation
import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

@Suite struct CountTextTests {
  static let manyPets = Catalog(
    pets: (0..<12_345).map { number in
      Pet.make("pet-\(number)", "Pet \(number)") { if number < 1_234 { $0.species = .bird } }
    })

  @Test func countText_groupsThousands_asTheLocaleDoes() {
    var list = PetListViewModel(catalog: Self.manyPets, today: .fixedToday)
    #expect(list.countText == "12,345 pets")
    list.filter.species = [.bird]
    #expect(list.countText == "1,234 of 12,345 pets")
    let german = PetListViewModel(catalog: Self.manyPets, today: .fixedToday, locale: Locale(identifier: "de_DE"))
    #expect(german.countText == "12.345 pets")
  }
}
