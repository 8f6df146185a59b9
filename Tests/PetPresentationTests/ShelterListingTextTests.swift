import Foundation
import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

/// What a pet from a shelter's own listing reads like: its own fee or none, an estimated age or
/// only a stage, no sex or size recorded, a picture on the web.
@Suite struct ShelterListingTextTests {
  @Test func aPetsOwnFee_isItsFee_inTheCataloguesCurrency() {
    #expect(PetViewModel.fixed(.oliver).adoptionFeeText == "$250.00")
    let euros = PresentationContext(
      today: .fixedToday, fees: FeeFormatter(schedule: FeeSchedule(currencyCode: "EUR", fees: [:])))
    #expect(PetViewModel(pet: .oliver, context: euros).adoptionFeeText == "€250.00")
  }

  @Test func aFeeOfNothing_isWaived_andNoFeeAndNoRarity_isNotListed() {
    var waived = Pet.oliver
    waived.fee = 0
    #expect(PetViewModel.fixed(waived).adoptionFeeText == "Fee waived")
    #expect(PetViewModel.fixed(.adultOnly).adoptionFeeText == "Fee not listed")
  }

  @Test func aPetsOwnFee_winsOverItsRarity() {
    var pet = Pet.stuart
    pet.fee = 95
    #expect(PetViewModel.fixed(pet).adoptionFeeText == "$95.00")
  }

  @Test func anEstimatedBirthday_saysAbout_andAnExactOneKeepsTodaysText() {
    // Fixed today is 2026-11-21 (PetTestSupport); Oliver was born about 2019-06-01.
    #expect(PetViewModel.fixed(.oliver).ageText == "about 7 years old")
    var exact = Pet.oliver
    exact.ageKnown = .exact
    #expect(PetViewModel.fixed(exact).ageText == "7 years old")
    var young = Pet.oliver
    young.birthday = CalendarDate(2026, 9, 1)
    #expect(PetViewModel.fixed(young).ageText == "about 2 months old")
  }

  @Test func anAgeKnownOnlyAsAStage_showsTheStage_andFiltersAsIt() {
    let model = PetViewModel.fixed(.adultOnly)
    #expect(model.ageText == "Adult")
    #expect(model.ageGroup == .adult)
    // However long ago the stand-in birthday, the stage is the one the shelter gave.
    #expect(AgeGroup(.adultOnly, on: CalendarDate(2040, 1, 1)) == .adult)
  }

  /// A listing that gives neither a birthday nor a stage: the age says so, no age group holds
  /// the pet, and the columns of ages are sized for the words.
  @Test func anAgeNotKnown_saysSo_andNoAgeGroupHoldsIt() {
    let model = PetViewModel.fixed(.ageNotKnown)
    #expect(model.ageText == "Age not known")
    #expect(model.ageGroup == nil)
    for group in AgeGroup.allCases {
      var filter = PetFilter()
      filter.ageGroups = [group]
      #expect(!filter.matchesAttributes(.ageNotKnown, today: .fixedToday))
    }
    #expect(PetFilter().matchesAttributes(.ageNotKnown, today: .fixedToday))
    #expect(AgeText.everyText(upToYears: 1).contains("Age not known"))
    #expect(Catalog(shelter: nil, pets: [.ageNotKnown, .adultOnly]).earliestBirthday == Pet.adultOnly.birthday)
    #expect(Catalog(shelter: nil, pets: [.ageNotKnown]).earliestBirthday == nil)
  }

  @Test func anUnknownSex_isUnknown_neverMaleOrFemale() {
    let model = PetViewModel.fixed(.oliver)
    #expect(model.sexText == "Unknown")
    #expect(model.sizeText == "Unknown")
    #expect(model.healthText == "Spayed or neutered")
    var notFixed = Pet.oliver
    notFixed.spayedNeutered = false
    #expect(PetViewModel.fixed(notFixed).healthText == "Not spayed or neutered")
  }

  @Test func aPictureOnTheWeb_isThePlaceholder_untilItIsFetched() {
    #expect(
      PetViewModel.fixed(.oliver).image
        == PetImage(
          path: nil, accessibleDescription: "No picture of Oliver yet", glyph: "🐈",
          address: "https://pictures.example.org/rg/9002.jpg"))
    var context = PresentationContext(today: .fixedToday, imageDirectory: "/srv/pets")
    context.downloadedPictures = DownloadedPictures(folder: "/cache/pictures") { address in
      address == "https://pictures.example.org/rg/9002.jpg" ? "/cache/pictures/1f-38.picture" : nil
    }
    #expect(
      PetViewModel(pet: .oliver, context: context).image
        == PetImage(
          path: "/cache/pictures/1f-38.picture", folder: "/cache/pictures",
          accessibleDescription: "Picture of Oliver, a cat",
          glyph: "🐈", unshownDescription: "No picture of Oliver: its file could not be shown",
          address: "https://pictures.example.org/rg/9002.jpg"))
  }

  @Test func everyFeeText_sizesTheFeeColumn() {
    #expect(
      FeeFormatter(schedule: .standard).everyText
        == ["$50.00", "$75.00", "$150.00", "$500.00", "$9,999.00", "Fee waived", "Fee not listed"])
  }
}
