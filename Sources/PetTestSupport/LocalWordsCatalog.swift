import Foundation
import PetCatalog

/// A catalogue whose own words hold no Latin letter: names, breeds, stories and the shelter in
/// Japanese, ids in digits. Whatever Latin letters the window or a card shows for it come from
/// the program, so under the pseudo-translation each must be inside `⟦…⟧`.
///
/// Its three pets cover the branches of the card: a spayed dog with a picture, good with kids but
/// not dogs; a cat born that day with no breed, no health record and a missing picture; a colt of
/// some months, good with everyone, not neutered.
public enum LocalWordsCatalog {
  /// The day the ages are counted to.
  public static let today = CalendarDate.fixedToday

  /// The shelter's name.
  public static let shelter = "川辺どうぶつシェルター"

  /// The pets, in id order.
  public static let pets: [Pet] = [
    Pet(
      id: "001", name: "小雪", species: .dog, breed: "柴犬", sex: .female, birthday: CalendarDate(2021, 5, 1),
      rarity: .rare, image: "pictures/001.svg", size: .medium, description: "おとなしくて、散歩が大好きな子です。",
      intakeDate: CalendarDate(2026, 1, 10), status: .available, goodWithKids: .yes, goodWithDogs: .no,
      goodWithCats: .unknown, spayedNeutered: true, vaccinated: true, houseTrained: false),
    Pet(
      id: "002", name: "ポチ", species: .cat, breed: "", sex: .male, birthday: today, rarity: .common,
      image: "pictures/002.svg", size: .small, description: "元気いっぱい。", intakeDate: today, status: .onHold),
    Pet(
      id: "003", name: "栗毛", species: .horse, breed: "サラブレッド", sex: .male, birthday: CalendarDate(2026, 3, 1),
      rarity: .veryRare, image: "pictures/003.svg", size: .extraLarge, description: "人懐っこい子馬です。",
      intakeDate: CalendarDate(2026, 6, 1), status: .pending, goodWithKids: .yes, goodWithDogs: .yes,
      goodWithCats: .yes, spayedNeutered: false),
  ]

  /// Writes the catalogue into `directory` as `pets.json`, with the pictures of 001 and 003
  /// (002's is missing), and returns the file's path.
  @discardableResult
  public static func write(in directory: URL) throws -> String {
    let pictures = directory.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    try TestPicture.write(in: pictures, name: "001.svg")
    try TestPicture.write(in: pictures, name: "003.svg")
    let file = directory.appendingPathComponent("pets.json")
    try Data(CatalogWriter.json(shelter: shelter, fees: nil, pets: pets).utf8).write(to: file)
    return file.path
  }
}
