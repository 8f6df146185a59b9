import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

/// A `PetView` that keeps every value it is given, one list per setter.
///
/// Its stored properties are exactly one list per protocol requirement, and the
/// tests walk them with `Mirror`: a requirement added to `PetView` needs a list
/// here to compile, and `configure(_:)` must then fill it.
private final class RecordingPetView: PetView {
  var name: [String] = []
  var image: [PetImage] = []
  var photoPosition: [String?] = []
  var age: [String] = []
  var adoptionFee: [String] = []
  var breed: [String] = []
  var sex: [String] = []
  var size: [String] = []
  var coat: [String?] = []
  var temperament: [String] = []
  var health: [String] = []
  var status: [String] = []
  var shelter: [String?] = []
  var description: [String] = []

  func setName(_ text: String) { name.append(text) }
  func setImage(_ image: PetImage) { self.image.append(image) }
  func setPhotoPosition(_ text: String?) { photoPosition.append(text) }
  func setAge(_ text: String) { age.append(text) }
  func setAdoptionFee(_ text: String, isListed: Bool) { adoptionFee.append(text) }
  func setBreed(_ text: String) { breed.append(text) }
  func setSex(_ text: String) { sex.append(text) }
  func setSize(_ text: String) { size.append(text) }
  func setCoat(_ text: String?) { coat.append(text) }
  func setTemperament(_ text: String) { temperament.append(text) }
  func setHealth(_ text: String) { health.append(text) }
  func setStatus(_ text: String) { status.append(text) }
  func setShelter(_ text: String?) { shelter.append(text) }
  func setDescription(_ text: String) { description.append(text) }

  /// How many times each setter was called, by the name of its list.
  var callCounts: [String: Int] {
    var counts: [String: Int] = [:]
    for child in Mirror(reflecting: self).children {
      counts[child.label ?? "?"] = Mirror(reflecting: child.value).children.count
    }
    return counts
  }
}

@Suite struct ConfigureTests {
  @Test func configure_callsEverySetterExactlyOnce() {
    let view = RecordingPetView()
    PetViewModel.fixed(.stuart).configure(view)
    let counts = view.callCounts
    #expect(counts.count == 14, "the recorder should keep one list per PetView requirement: \(counts.keys.sorted())")
    #expect(counts.filter { $0.value != 1 } == [:], "setters not called exactly once")
  }

  /// The shelter's line: hidden for a catalogue of one shelter, the shelter's name (cleaned, cut
  /// to a readable length) for a catalogue several share.
  @Test func configure_showsTheShelter_onlyInACatalogueSeveralShare() {
    let alone = RecordingPetView()
    PetViewModel.fixed(.stuart).configure(alone)
    #expect(alone.shelter == [nil])
    let shared = RecordingPetView()
    let stuart = PetViewModel.fixed(.stuart)
    PetViewModel(pet: stuart.pet, context: stuart.context, shelterName: "Hillside Rescue & Rehoming").configure(shared)
    #expect(shared.shelter == ["Hillside Rescue & Rehoming"])
  }

  /// The coat line: hidden when the shelter recorded neither colour nor coat; else the colour in
  /// its words and the coat's length, or whichever of the two it recorded.
  @Test func configure_showsTheCoat_onlyWhenTheShelterRecordedIt() {
    let shown = { (pet: Pet) -> [String?] in
      let view = RecordingPetView()
      PetViewModel.fixed(pet).configure(view)
      return view.coat
    }
    #expect(shown(.stuart) == [nil])
    #expect(shown(.pumpkin) == ["Orange Tabby, White · Short coat"])
    #expect(shown(Pet.make("a", "A") { $0.coat = .wire }) == ["Wire coat"])
    #expect(shown(Pet.make("b", "B") { $0.colour = "Brindle\u{1B}[31m" }) == ["Brindle\u{FFFD}[31m"])
  }

  @Test func configure_setsEachFieldToTheViewModelsOutput() {
    let view = RecordingPetView()
    let viewModel = PetViewModel.fixed(.stuart)
    viewModel.configure(view)
    #expect(view.name == ["Stuart"])
    #expect(
      view.image == [
        PetImage(
          path: "/srv/pets/pictures/stuart.svg", folder: "/srv/pets",
          accessibleDescription: "Picture of Stuart, a dog (Cavalier King Charles Spaniel)", glyph: "🐕",
          unshownDescription: "No picture of Stuart: its file could not be shown")
      ])
    #expect(view.age == ["3 years old"])
    #expect(view.adoptionFee == ["$500.00"])
    #expect(view.breed == ["Dog · Cavalier King Charles Spaniel"])
    #expect(view.sex == ["Male"])
    #expect(view.size == ["Small"])
    #expect(view.temperament == ["Good with kids and dogs · Untested with cats"])
    #expect(view.health == ["Neutered · Vaccinated · House-trained"])
    #expect(view.status == ["Available"])
    #expect(view.description == ["Stuart greets everyone at the door with a wagging tail.\n\nHe is house-trained."])
    // The same values the view model exposes, so a view shows exactly its outputs.
    #expect(view.image == [viewModel.image])
    #expect(view.age == [viewModel.ageText])
    #expect(view.temperament == [viewModel.temperamentText])
  }

  @Test func configure_calledAgainWithAnotherPet_setsEveryFieldAgain() {
    let view = RecordingPetView()
    PetViewModel.fixed(.stuart).configure(view)
    PetViewModel.fixed(.template).configure(view)
    #expect(view.callCounts.filter { $0.value != 2 } == [:])
    #expect(view.name == ["Stuart", "Template"])
    #expect(view.health == ["Neutered · Vaccinated · House-trained", "No health record yet"])
    #expect(view.temperament.last == "Untested with kids, dogs and cats")
    #expect(view.adoptionFee.last == "$50.00")
  }

  @Test func recordingView_noticesASetterThatWasNotCalled() {
    // The check above relies on this: a list left empty shows up as a count of 0.
    let view = RecordingPetView()
    view.setName("Stuart")
    #expect(view.callCounts["name"] == 1)
    #expect(view.callCounts["health"] == 0)
    #expect(view.callCounts.count == 14)
  }
}
