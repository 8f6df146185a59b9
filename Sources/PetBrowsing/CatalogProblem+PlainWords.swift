import Foundation
import PetCatalog
import PetLocalization
import PetPresentation

extension CatalogProblem {
  /// The problem as a person says it, naming the pet by its name: `Stuart's birthday,
  /// "2023-02-30", is not a real date.` The technical line (`description`) says the same for
  /// whoever fixes the file, one click away in the window, and is what `petcards` prints.
  public var plainText: String {
    let fileName = URL(fileURLWithPath: file).lastPathComponent
    // TRANSLATORS: a pet named by its place in the file when it has no readable name; %1$lld counts from 1.
    let pet = petName.map { DisplayText.cleaned($0) } ?? petIndex.map { trf(tr("pet %1$lld"), $0 + 1) } ?? ""
    let field = field.map(Self.fieldWords) ?? ""
    switch reason {
    case .missing?:
      // TRANSLATORS: %1$@ is the pet (its name), %2$@ the field in words, e.g. "birthday".
      return trf(tr("%1$@ has no %2$@; every pet needs one."), pet, field)
    case .notText(let found)?:
      // TRANSLATORS: %1$@ is the pet, %2$@ the field, %3$@ what the file has, e.g. "the number 42".
      return trf(tr("%1$@'s %2$@ should be text, not %3$@."), pet, field, found)
    case .empty?:
      return trf(tr("%1$@'s %2$@ is empty."), pet, field)
    case .notAChoice(let found, let choices)?:
      // TRANSLATORS: %3$@ is what the file has, %4$@ the values the format knows.
      return trf(tr("%1$@'s %2$@, %3$@, is not one the catalogue format knows (%4$@)."), pet, field, found, choices)
    case .notADate(let found)?:
      return trf(tr("%1$@'s %2$@, %3$@, is not a real date."), pet, field, found)
    case .afterToday(let found)?:
      return trf(tr("%1$@'s %2$@, %3$@, is after today."), pet, field, found)
    case .intakeBeforeBirthday(let intake, let birthday)?:
      // TRANSLATORS: %2$@ and %3$@ are dates, YYYY-MM-DD.
      return trf(tr("%1$@ came to the shelter on %2$@, before their birthday, %3$@."), pet, intake, birthday)
    case .notYesOrNo(let found)?:
      return trf(tr("%1$@'s %2$@ should be true or false, not %3$@."), pet, field, found)
    case .notAnAmount(let found)?:
      // TRANSLATORS: %3$@ is what the file has.
      return trf(tr("%1$@'s %2$@, %3$@, is not an amount such as 75.00."), pet, field, found)
    case .unexpected?:
      // TRANSLATORS: e.g. "Rex has both a birthday and an age group; give one or the other."
      return trf(tr("%1$@ has a %2$@ beside an age group; give one or the other."), pet, field)
    case .badID(let found)?:
      return trf(tr("%1$@'s id, “%2$@”, may only use a–z, 0–9, - and _, at most 64 of them."), pet, found)
    case .pictureOutside(let path)?:
      return trf(tr("%1$@'s picture, “%2$@”, is outside the catalogue's folder."), pet, path)
    case .duplicateID(let first)?:
      // TRANSLATORS: %2$lld is the other pet's place in the file, counting from 1.
      return trf(tr("%1$@ has the same id as pet %2$lld; each pet needs its own."), pet, first + 1)
    case .pictureMissing(let path)?:
      return trf(tr("%1$@'s picture, “%2$@”, is not there; a placeholder shows instead."), pet, path)
    case .notAPet?:
      return trf(tr("Entry %1$lld of the pets is not a pet."), (petIndex ?? 0) + 1)
    case .notJSON?:
      return trf(
        // TRANSLATORS: %1$@ is the file's name, %2$lld and %3$lld the line and column.
        tr("%1$@ is not a catalogue file: its text has a mistake at line %2$lld, column %3$lld."), fileName,
        line ?? 1, column ?? 1)
    case .notUTF8?:
      return trf(tr("%1$@ is not saved as UTF-8 text; save it as UTF-8."), fileName)
    case .noFormat(let tried)?:
      // The window has no --format: it says what to run instead (issue 42).
      return trf(
        tr(
          // TRANSLATORS: %1$@ is the file's name, %2$@ lists the formats; "petcards import … --format" is a command.
          "%1$@ is none of the formats this program reads (%2$@). If it is one, import it into a store with “petcards import FILE --format FORMAT --into STORE” and open the store; a spreadsheet whose columns are the shelter's own, with “petcards import FILE --mapping MAP.json --into STORE” (docs/formats/spreadsheet.md)."
        ),
        fileName, tried)
    case .more?:
      return message
    case nil:
      // Said of the file as a whole (missing, a folder, the currency, the format): the technical
      // line, whose full path says which file to look for.
      return description
    }
  }

  /// A field as a person calls it: `intake date` for `intakeDate`.
  static func fieldWords(_ field: String) -> String {
    switch field {
    case "id": tr("id")
    case "name": trc("field", "name")
    case "species": trc("field", "species")
    case "breed": trc("field", "breed")
    case "sex": trc("field", "sex")
    case "birthday": trc("field", "birthday")
    case "rarity": trc("field", "rarity")
    case "fee": trc("field", "fee")
    case "ageGroup": trc("field", "age group")
    case "birthdayEstimated": trc("field", "estimated birthday")
    case "image": trc("field", "picture")
    case "size": trc("field", "size")
    case "description": trc("field", "story")
    case "intakeDate": trc("field", "intake date")
    case "status": trc("field", "adoption status")
    case "goodWithKids": trc("field", "“good with kids”")
    case "goodWithDogs": trc("field", "“good with dogs”")
    case "goodWithCats": trc("field", "“good with cats”")
    case "spayedNeutered": trc("field", "“spayed or neutered”")
    case "vaccinated": trc("field", "“vaccinated”")
    case "houseTrained": trc("field", "“house-trained”")
    case "colour": trc("field", "colour")
    case "coat": trc("field", "coat")
    default: field
    }
  }
}
