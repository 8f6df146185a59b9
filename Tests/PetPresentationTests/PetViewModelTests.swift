import Foundation
import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

@Suite struct PetViewModelTests {
  private func model(_ change: (inout Pet) -> Void) -> PetViewModel {
    var pet = Pet.stuart
    change(&pet)
    return .fixed(pet)
  }

  // MARK: Name, picture, breed, sex, size, status, description

  @Test func name_isThePetsName() {
    #expect(PetViewModel.fixed(.stuart).name == "Stuart")
    #expect(PetViewModel.fixed(.stuart).id == "stuart")
  }

  @Test func image_isThePictureInTheCataloguesFolder() {
    #expect(
      PetViewModel.fixed(.stuart).image
        == PetImage(
          path: "/srv/pets/pictures/stuart.svg", folder: "/srv/pets",
          accessibleDescription: "Picture of Stuart, a dog (Cavalier King Charles Spaniel)", glyph: "🐕",
          unshownDescription: "No picture of Stuart: its file could not be shown"))
  }

  @Test func image_withoutABreed_namesTheSpeciesOnly() {
    #expect(model { $0.breed = "" }.image.accessibleDescription == "Picture of Stuart, a dog")
  }

  @Test func image_isThePlaceholder_whenThePictureIsMissing() {
    let context = PresentationContext(today: .fixedToday, imageDirectory: "/srv/pets", missingImages: ["stuart"])
    #expect(
      PetViewModel(pet: .stuart, context: context).image
        == PetImage(path: nil, accessibleDescription: "No picture of Stuart yet", glyph: "🐕"))
  }

  @Test func image_isThePlaceholder_whenTheCatalogueHasNoFolder() {
    let context = PresentationContext(today: .fixedToday)
    #expect(PetViewModel(pet: .stuart, context: context).image.path == nil)
    #expect(PetViewModel(pet: .stuart, context: context).image.accessibleDescription == "No picture of Stuart yet")
  }

  @Test(arguments: [
    (Species.dog, "Dog", "🐕"), (.cat, "Cat", "🐈"), (.rabbit, "Rabbit", "🐇"), (.bird, "Bird", "🐦"),
    (.guineaPig, "Guinea pig", "🐹"), (.hamster, "Hamster", "🐹"), (.ferret, "Ferret", "🐾"),
    (.reptile, "Reptile", "🦎"), (.horse, "Horse", "🐎"), (.other, "Other", "🐾"),
  ])
  func speciesText_breedText_andGlyph_forEachSpecies(species: Species, name: String, glyph: String) {
    let viewModel = model { $0.species = species }
    #expect(viewModel.speciesText == name)
    #expect(viewModel.breedText == "\(name) · Cavalier King Charles Spaniel")
    #expect(viewModel.image.glyph == glyph)
  }

  @Test func breedText_isTheSpeciesAlone_whenTheBreedIsEmpty() {
    #expect(model { $0.breed = "" }.breedText == "Dog")
    #expect(PetViewModel.fixed(.stuart).breedText == "Dog · Cavalier King Charles Spaniel")
  }

  @Test func sexText() {
    #expect(PetViewModel.fixed(.stuart).sexText == "Male")
    #expect(PetViewModel.fixed(.template).sexText == "Female")
  }

  @Test(arguments: [(Size.small, "Small"), (.medium, "Medium"), (.large, "Large"), (.extraLarge, "Extra large")])
  func sizeText(size: Size, expected: String) {
    #expect(model { $0.size = size }.sizeText == expected)
  }

  @Test(arguments: [
    (AdoptionStatus.available, "Available"), (.pending, "Adoption pending"), (.onHold, "On hold"),
    (.adopted, "Adopted"),
  ])
  func statusText(status: AdoptionStatus, expected: String) {
    #expect(model { $0.status = status }.statusText == expected)
  }

  @Test func descriptionText_isTheStoryUnchanged() {
    #expect(
      PetViewModel.fixed(.stuart).descriptionText
        == "Stuart greets everyone at the door with a wagging tail.\n\nHe is house-trained.")
  }

  @Test func ageGroup_isDerivedFromTheAgeOnToday() {
    #expect(PetViewModel.fixed(.stuart).ageGroup == .adult)
    #expect(model { $0.birthday = CalendarDate(2026, 11, 1) }.ageGroup == .baby)
  }

  // MARK: Temperament

  @Test(arguments: [
    (Answer.yes, Answer.yes, Answer.yes, "Good with kids, dogs and cats"),
    (.yes, .yes, .unknown, "Good with kids and dogs · Untested with cats"),
    (.yes, .no, .unknown, "Good with kids · Not good with dogs · Untested with cats"),
    (.no, .yes, .no, "Good with dogs · Not good with kids and cats"),
    (.no, .no, .no, "Not good with kids, dogs and cats"),
    (.unknown, .unknown, .unknown, "Untested with kids, dogs and cats"),
    (.unknown, .unknown, .yes, "Good with cats · Untested with kids and dogs"),
  ])
  func temperamentText(kids: Answer, dogs: Answer, cats: Answer, expected: String) {
    let viewModel = model { ($0.goodWithKids, $0.goodWithDogs, $0.goodWithCats) = (kids, dogs, cats) }
    #expect(viewModel.temperamentText == expected)
  }

  @Test func temperamentText_ofStuart() {
    #expect(PetViewModel.fixed(.stuart).temperamentText == "Good with kids and dogs · Untested with cats")
  }

  // MARK: Health

  @Test func healthText_ofAFullyRecordedMale_saysNeutered() {
    #expect(PetViewModel.fixed(.stuart).healthText == "Neutered · Vaccinated · House-trained")
  }

  @Test func healthText_ofAFullyRecordedFemale_saysSpayed() {
    #expect(model { $0.sex = .female }.healthText == "Spayed · Vaccinated · House-trained")
  }

  @Test func healthText_whenEachIsRecordedAsNo() {
    #expect(
      model { ($0.spayedNeutered, $0.vaccinated, $0.houseTrained) = (false, false, false) }.healthText
        == "Not neutered · Not vaccinated · Not house-trained")
    #expect(
      model { ($0.sex, $0.spayedNeutered, $0.vaccinated, $0.houseTrained) = (.female, false, false, false) }
        .healthText == "Not spayed · Not vaccinated · Not house-trained")
  }

  @Test func healthText_whenOnlySomeIsRecorded_showsOnlyThat() {
    #expect(model { ($0.spayedNeutered, $0.vaccinated, $0.houseTrained) = (nil, true, nil) }.healthText == "Vaccinated")
    #expect(
      model { ($0.sex, $0.spayedNeutered, $0.vaccinated, $0.houseTrained) = (.female, true, nil, false) }.healthText
        == "Spayed · Not house-trained")
  }

  @Test func healthText_whenNothingIsRecorded() {
    #expect(PetViewModel.fixed(.template).healthText == "No health record yet")
  }

  // MARK: A missing picture, end to end

  @Test func image_isThePlaceholder_forAPetWhosePictureFileIsMissing() throws {
    try withTemporaryDirectory { directory in
      let pictures = directory.appendingPathComponent("pictures")
      try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
      try Data("<svg/>".utf8).write(to: pictures.appendingPathComponent("stuart.svg"))
      let file = directory.appendingPathComponent("pets.json")
      let pet = { (id: String, name: String) in
        """
        {"id": "\(id)", "name": "\(name)", "species": "dog", "breed": "Labrador mix", "sex": "female",
         "birthday": "2019-03-01", "rarity": "common", "image": "pictures/\(id).svg", "size": "large",
         "description": "", "intakeDate": "2026-08-15", "status": "available"}
        """
      }
      try Data("{\"pets\": [\(pet("stuart", "Stuart")), \(pet("biscuit", "Biscuit"))]}".utf8).write(to: file)
      let catalog = try CatalogLoader(today: .fixedToday).load(path: file.path)
      #expect(catalog.missingImages == ["biscuit"])
      let context = PresentationContext(catalog: catalog, today: .fixedToday)
      let images = catalog.pets.map { PetViewModel(pet: $0, context: context).image }
      #expect(
        images == [
          PetImage(
            path: directory.path + "/pictures/stuart.svg", folder: directory.path,
            accessibleDescription: "Picture of Stuart, a dog (Labrador mix)", glyph: "🐕",
            unshownDescription: "No picture of Stuart: its file could not be shown"),
          PetImage(path: nil, accessibleDescription: "No picture of Biscuit yet", glyph: "🐕"),
        ])
    }
  }
}
