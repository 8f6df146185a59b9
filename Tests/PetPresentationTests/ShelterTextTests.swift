import Foundation
import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

/// What a person reads of a pet's shelter (issue 42, point 4): the card's shelter line names it
/// and where it is, and `petcards shelter show` says how to reach it, each text cleaned.
@Suite struct ShelterTextTests {
  static let context = PresentationContext(catalog: .twoShelters, today: .fixedToday)

  @Test func theCard_namesThePetsShelter_andWhereItIs() {
    let pets = Catalog.twoShelters.pets
    #expect(
      pets.map { PetViewModel(pet: $0, context: Self.context).shelterText } == [
        "Hillside Rescue & Rehoming · Springfield, IL 62704",
        // Petfinder gives no name: the organisation's id.
        "petfinder:OR101 · Eugene, OR 97401",
        // The catalogue's own shelter is named once, by the window's title.
        nil,
      ])
    // A shared catalogue of several shelters names the one that published it.
    #expect(
      PetViewModel(pet: pets[0], context: Self.context, shelterName: "Hillside").shelterText
        == "Hillside · Springfield, IL 62704")
  }

  @Test func aShelterOfTheListing_isCleaned_andClipped() {
    // A control character is shown as U+FFFD, never sent; a long name is cut at a readable length.
    var catalog = Catalog.twoShelters
    catalog.shelters[0].name = "Hill\u{1B}[2Jside " + String(repeating: "Rescue ", count: 30)
    catalog.shelters[0].city = "Spring\u{7}field"
    let text = PetViewModel(
      pet: catalog.pets[0], context: PresentationContext(catalog: catalog, today: .fixedToday)
    ).shelterText
    #expect(
      text
        == "Hill\u{FFFD}[2Jside Rescue Rescue Rescue Rescue Rescue Rescue Rescue Re… · Spring\u{FFFD}field, IL 62704")
  }

  @Test func show_saysEveryFieldKnown_inOrder() {
    let model = ShelterViewModel(shelter: .hillside, petCount: 1)
    #expect(model.nameText == "Hillside Rescue & Rehoming")
    #expect(model.placeText == "Springfield, IL 62704")
    #expect(model.petCountText == "1 pet")
    #expect(
      model.details.map { "\($0.label): \($0.text)" } == [
        "Id: rescuegroups:55", "Email: hello@hillside-rescue.example.org", "Phone: (217) 555-0188",
        "Address: 400 Orchard Lane, Springfield, IL 62704, United States",
        "Web site: https://hillside-rescue.example.org/adopt", "Coordinates: 39.7817, -89.6501", "Pets: 1 pet",
      ])
    let own = ShelterViewModel(shelter: Shelter(id: ""), petCount: 3)
    #expect(own.nameText == "The catalogue's shelter")
    #expect(own.details.map { "\($0.label): \($0.text)" } == ["Pets: 3 pets"])
  }
}
