import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A binary copy of a valid catalogue, kept beside the user's other caches so that the next
/// start reads it in a fraction of the time the JSON takes (the window's first frame on
/// 100,000 pets waits for the catalogue).
///
/// The JSON file stays the source a person edits: a copy is used only while the file has the
/// size, modification and change times and inode it had when the copy was made, and only for
/// days on or after the day it was checked on (a birthday valid then is valid later). Anything
/// else about a copy that is off (a truncated file, another version, a stray byte) makes it a
/// miss, and the JSON is read and checked as ever. Pictures are looked for again on every load.
public struct CatalogCache: Sendable {
  /// The folder the copies live in.
  public var directory: URL

  public init(directory: URL) {
    self.directory = directory
  }

  /// `$PET_CACHE_DIR`, else `$XDG_CACHE_HOME/pet-adoption/catalogues`, else
  /// `~/.cache/pet-adoption/catalogues`; `nil` (no caching) when none of these is set.
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> CatalogCache? {
    if let path = environment["PET_CACHE_DIR"] {
      return path.isEmpty ? nil : CatalogCache(directory: URL(fileURLWithPath: path))
    }
    if let path = environment["XDG_CACHE_HOME"], path.hasPrefix("/") {
      return CatalogCache(directory: URL(fileURLWithPath: path).appendingPathComponent("pet-adoption/catalogues"))
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return CatalogCache(
        directory: URL(fileURLWithPath: home).appendingPathComponent(".cache/pet-adoption/catalogues"))
    }
    return nil
  }

  /// Where pictures fetched from the web are kept: `$PET_CACHE_DIR/pictures`, else
  /// `$XDG_CACHE_HOME/pet-adoption/pictures`, else `~/.cache/pet-adoption/pictures`; `nil` when
  /// none of these is set (web pictures then show their placeholder).
  public static func standardPicturesFolder(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    guard let cache = standard(environment: environment) else { return nil }
    if environment["PET_CACHE_DIR"] != nil { return cache.directory.appendingPathComponent("pictures") }
    return cache.directory.deletingLastPathComponent().appendingPathComponent("pictures")
  }

  /// What identifies one state of a catalogue file.
  struct SourceKey: Equatable {
    var size: Int64
    var modified: (seconds: Int64, nanoseconds: Int64)
    var changed: (seconds: Int64, nanoseconds: Int64)
    var inode: UInt64

    init?(path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      self.init(info)
    }

    init(_ info: stat) {
      size = Int64(info.st_size)
      modified = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
      changed = (Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec))
      inode = UInt64(info.st_ino)
    }

    init(size: Int64, modified: (Int64, Int64), changed: (Int64, Int64), inode: UInt64) {
      self.size = size
      self.modified = modified
      self.changed = changed
      self.inode = inode
    }

    static func == (lhs: SourceKey, rhs: SourceKey) -> Bool {
      lhs.size == rhs.size && lhs.modified == rhs.modified && lhs.changed == rhs.changed && lhs.inode == rhs.inode
    }
  }

  /// How many copies are kept: the most recently used ones (see `prune(keeping:)`).
  public static let maximumCopies = 8

  /// The catalogue's path as a copy records it: absolute, without `.` or `..`.
  static func absolutePath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// Where the copy of the catalogue at `path` lives: one file per catalogue path.
  func copyURL(forCatalogAt path: String) -> URL {
    let absolute = Self.absolutePath(path)
    // FNV-1a over the path: a stable, short file name.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in absolute.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return directory.appendingPathComponent(String(hash, radix: 16) + ".petcache")
  }

  /// The largest copy read for a catalogue file of `key.size` bytes: a copy holds the same
  /// strings, unescaped, with a few bytes a pet of lengths and order where the JSON has its keys
  /// (about 0.6 of the JSON's size), so one larger than twice the file is not its copy. A sparse
  /// 1 GB file there was read whole (1.08 GB) before it was rejected.
  static func copyLimit(_ key: SourceKey) -> Int {
    Int(clamping: min(max(key.size, 0), Int64(Int32.max))) * 2 + (1 << 16)
  }

  /// What a copy holds.
  struct Copy {
    var shelter: String?
    var shelterEmail: String?
    var fees: FeeSchedule
    var pets: [Pet]
    /// The pets' indices by name (`PetIndex.nameOrder(of:)`).
    var nameOrder: [Int]
  }

  /// The catalogue's pets, shelter and fees from the copy, or `nil` when there is no usable copy.
  func read(catalogAt path: String, today: CalendarDate) -> Copy? {
    guard let key = SourceKey(path: path) else { return nil }
    return read(catalogAt: path, key: key, today: today)
  }

  /// As `read(catalogAt:today:)`, for the catalogue file in the state `key`. The copy is read
  /// into memory, not mapped: a copy cut short under the reader is a miss, not a SIGBUS.
  func read(catalogAt path: String, key: SourceKey, today: CalendarDate) -> Copy? {
    guard let data = CatalogFile.contents(of: copyURL(forCatalogAt: path).path, limit: Self.copyLimit(key)) else {
      return nil
    }
    return data.withUnsafeBytes { raw in
      let checksumSize = MemoryLayout<UInt64>.size
      guard raw.count > checksumSize else { return nil }
      let body = UnsafeRawBufferPointer(rebasing: raw[..<(raw.count - checksumSize)])
      let stored = raw.loadUnaligned(fromByteOffset: body.count, as: UInt64.self)
      guard UInt64(littleEndian: stored) == cacheChecksum(body) else { return nil }
      var reader = CacheReader(bytes: body)
      return reader.catalogue(of: Self.absolutePath(path), expecting: key, today: today)
    }
  }

  /// Keeps a copy of `catalog`, just read from its JSON file and found valid on `today`, unless
  /// it came from a copy already. Writing takes a while on a large catalogue (a quarter of a
  /// second for 100,000 pets), so callers do it off the path to what the user waits for.
  /// Failing to keep it is not an error: the next start reads the JSON again.
  public func remember(_ catalog: Catalog, today: CalendarDate) {
    guard let source = catalog.cacheSource else { return }
    write(catalog, readFrom: source.path, key: source.key, today: today)
  }

  func write(_ catalog: Catalog, readFrom path: String, key: SourceKey, today: CalendarDate) {
    var writer = CacheWriter()
    writer.catalogue(catalog, path: Self.absolutePath(path), key: key, today: today)
    writer.integer(writer.bytes.withUnsafeBytes { cacheChecksum($0) })
    let target = copyURL(forCatalogAt: path)
    // Written beside the copy under one fixed name, then renamed over it: a reader sees the old
    // copy or the new one, and a write cut short (the program exits first) leaves one stray file
    // that the next write replaces, not a new one each time.
    let partial = target.appendingPathExtension("partial")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(writer.bytes).write(to: partial)
      guard rename(partial.path, target.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    } catch {
      try? FileManager.default.removeItem(at: partial)
      return
    }
    prune(keeping: Self.maximumCopies)
  }

  /// Removes the copies of catalogues that no longer exist, copies this version cannot read,
  /// writes abandoned more than an hour ago, and all but the `count` most recently used copies
  /// (a copy's modification time is set each time it is used). Each copy records its
  /// catalogue's path, so nothing but the cache folder is searched.
  public func prune(keeping count: Int) {
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: directory.path) else { return }
    var kept: [(url: URL, used: Date)] = []
    for name in names {
      let url = directory.appendingPathComponent(name)
      guard let attributes = try? fileManager.attributesOfItem(atPath: url.path),
        attributes[.type] as? FileAttributeType == .typeRegular
      else { continue }
      let used = attributes[.modificationDate] as? Date ?? .distantPast
      if name.hasSuffix(".petcache.partial") {
        if used < Date(timeIntervalSinceNow: -3600) { try? fileManager.removeItem(at: url) }
        continue
      }
      guard name.hasSuffix(".petcache") else { continue }
      guard let source = Self.sourcePath(ofCopyAt: url.path), fileManager.fileExists(atPath: source) else {
        try? fileManager.removeItem(at: url)
        continue
      }
      kept.append((url, used))
    }
    for old in kept.sorted(by: { $0.used > $1.used }).dropFirst(max(count, 0)) {
      try? fileManager.removeItem(at: old.url)
    }
  }

  /// The catalogue path a copy records, read from its first bytes; `nil` when it is not a copy
  /// this version writes.
  static func sourcePath(ofCopyAt path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    let fixed = magic.count + 4 + 4
    guard let head = try? handle.read(upToCount: fixed), head.count == fixed,
      Array(head.prefix(magic.count)) == magic
    else { return nil }
    let (stored, count) = head.withUnsafeBytes { raw in
      (
        raw.loadUnaligned(fromByteOffset: magic.count, as: UInt32.self),
        raw.loadUnaligned(fromByteOffset: magic.count + 4, as: UInt32.self)
      )
    }
    guard UInt32(littleEndian: stored) == version else { return nil }
    let length = Int(UInt32(littleEndian: count))
    guard length <= 1 << 16, let text = try? handle.read(upToCount: length), text.count == length else { return nil }
    return String(decoding: text, as: UTF8.self)
  }

  /// Marks the copy of the catalogue at `path` as just used, for `prune(keeping:)`.
  func markUsed(catalogAt path: String) {
    _ = utimensat(AT_FDCWD, copyURL(forCatalogAt: path).path, nil, 0)
  }
}

/// A fast checksum of `bytes`, eight at a time (a few milliseconds for 40 MB): it guards
/// against a damaged file, not against anyone who means harm.
func cacheChecksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
  var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
  var offset = 0
  while offset + 8 <= bytes.count {
    let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
    hash ^= hash >> 31
    offset += 8
  }
  while offset < bytes.count {
    hash = (hash ^ UInt64(bytes[offset])) &* 0x94D0_49BB_1331_11EB
    offset += 1
  }
  return hash
}

func cacheChecksum(_ data: Data) -> UInt64 {
  data.withUnsafeBytes { cacheChecksum($0) }
}

// The copy's layout: "PETCACHE", a version, the catalogue's absolute path, the source key, the day it was checked on, the
// shelter, its email address, currency and fees, the name order, then the pets, each as length-prefixed UTF-8
// strings (fixed-choice fields by their spelling; the rarity, fee and how much of the age is
// known among them) and one byte per flag, with dates as year,
// month and day; last, a
// checksum of everything before it, so a damaged copy is a miss, never wrong pets. All
// integers little-endian.
private let magic = Array("PETCACHE".utf8)
private let version: UInt32 = 7

private struct CacheWriter {
  /// An array, not `Data`: appending a few bytes at a time to `Data` was a quarter of a
  /// 100,000-pet `petcards list` that wrote the copy.
  var bytes: [UInt8] = []

  mutating func integer<Value: FixedWidthInteger>(_ value: Value) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func string(_ text: String?) {
    guard var text else {
      integer(UInt32.max)
      return
    }
    text.withUTF8 { bytes in
      integer(UInt32(bytes.count))
      self.bytes.append(contentsOf: bytes)
    }
  }

  mutating func date(_ date: CalendarDate) {
    integer(UInt16(date.year))
    integer(UInt8(date.month))
    integer(UInt8(date.day))
  }

  /// A fixed-choice value by its catalogue spelling, never by its position in `allCases`: a
  /// case added or moved later must not turn a copy into other pets.
  mutating func choice<Value: CatalogEnum>(_ value: Value) {
    string(value.rawValue)
  }

  mutating func flag(_ value: Bool?) {
    integer(UInt8(value.map { $0 ? 1 : 0 } ?? 2))
  }

  mutating func catalogue(_ catalog: Catalog, path: String, key: CatalogCache.SourceKey, today: CalendarDate) {
    bytes.reserveCapacity(Int(key.size))
    bytes.append(contentsOf: magic)
    integer(version)
    string(path)
    integer(key.size)
    integer(key.modified.seconds)
    integer(key.modified.nanoseconds)
    integer(key.changed.seconds)
    integer(key.changed.nanoseconds)
    integer(key.inode)
    date(today)
    string(catalog.shelter)
    string(catalog.shelterEmail)
    string(catalog.fees.currencyCode)
    for rarity in Rarity.allCases {
      string(catalog.fees.fees[rarity].map { "\($0)" })
    }
    integer(UInt32(catalog.pets.count))
    for index in catalog.nameOrder ?? PetIndex.nameOrder(of: catalog.pets) {
      integer(UInt32(index))
    }
    for pet in catalog.pets {
      string(pet.id)
      string(pet.name)
      string(pet.breed)
      string(pet.image)
      string(pet.description)
      choice(pet.species)
      choice(pet.sex)
      string(pet.rarity?.rawValue)
      string(pet.fee.map { "\($0)" })
      string(pet.ageKnown.spelling)
      choice(pet.size)
      choice(pet.status)
      choice(pet.goodWithKids)
      choice(pet.goodWithDogs)
      choice(pet.goodWithCats)
      flag(pet.spayedNeutered)
      flag(pet.vaccinated)
      flag(pet.houseTrained)
      date(pet.birthday)
      date(pet.intakeDate)
    }
  }
}

/// Reads a copy, checking every length and value; any surprise is a miss (`nil`).
private struct CacheReader {
  let bytes: UnsafeRawBufferPointer
  var offset = 0

  init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  mutating func integer<Value: FixedWidthInteger>(_: Value.Type) -> Value? {
    let size = MemoryLayout<Value>.size
    guard offset + size <= bytes.count else { return nil }
    var value = Value.zero
    withUnsafeMutableBytes(of: &value) {
      $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + size]))
    }
    offset += size
    return Value(littleEndian: value)
  }

  /// A string, or `.some(nil)` for an absent one; `nil` when the copy is broken.
  mutating func optionalString() -> String?? {
    guard let length = integer(UInt32.self) else { return nil }
    if length == UInt32.max { return .some(nil) }
    let count = Int(length)
    guard offset + count <= bytes.count else { return nil }
    let slice = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    offset += count
    return .some(String(decoding: slice.bindMemory(to: UInt8.self), as: UTF8.self))
  }

  mutating func string() -> String? {
    guard case .some(.some(let text)) = optionalString() else { return nil }
    return text
  }

  mutating func date() -> CalendarDate? {
    guard let year = integer(UInt16.self), let month = integer(UInt8.self), let day = integer(UInt8.self) else {
      return nil
    }
    return CalendarDate(year: Int(year), month: Int(month), day: Int(day))
  }

  /// A fixed-choice value by its spelling; `nil` for a spelling this version does not know.
  mutating func choice<Value: CatalogEnum>(_: Value.Type = Value.self) -> Value? {
    string().flatMap(Value.init(rawValue:))
  }

  /// A recorded flag, `.some(nil)` for not recorded; `nil` when the copy is broken.
  mutating func flag() -> Bool?? {
    switch integer(UInt8.self) {
    case 0: .some(false)
    case 1: .some(true)
    case 2: .some(nil)
    default: nil
    }
  }

  mutating func catalogue(
    of path: String, expecting key: CatalogCache.SourceKey, today: CalendarDate
  ) -> CatalogCache.Copy? {
    guard bytes.count >= magic.count, Array(bytes[0..<magic.count]) == magic else { return nil }
    offset = magic.count
    // The path too must match: two paths whose names hash alike never share a copy.
    guard integer(UInt32.self) == version, string() == path,
      let size = integer(Int64.self), let modifiedSeconds = integer(Int64.self),
      let modifiedNanoseconds = integer(Int64.self), let changedSeconds = integer(Int64.self),
      let changedNanoseconds = integer(Int64.self), let inode = integer(UInt64.self),
      CatalogCache.SourceKey(
        size: size, modified: (modifiedSeconds, modifiedNanoseconds),
        changed: (changedSeconds, changedNanoseconds), inode: inode) == key,
      let checkedOn = date(), checkedOn <= today,
      case .some(let shelter) = optionalString(), case .some(let shelterEmail) = optionalString(),
      shelterEmail.map(Catalog.isEmailAddress) ?? true,
      let currency = string(), FeeSchedule.isCurrencyCode(currency)
    else { return nil }
    var fees = FeeSchedule(currencyCode: currency, fees: [:])
    for rarity in Rarity.allCases {
      guard case .some(let text) = optionalString() else { return nil }
      if let text {
        guard let amount = Money.parse(text) else { return nil }
        fees.fees[rarity] = amount
      }
    }
    guard let count = integer(UInt32.self), Int(count) * 4 <= bytes.count - offset else { return nil }
    // The name order: a permutation of the pets' indices.
    var nameOrder: [Int] = []
    nameOrder.reserveCapacity(Int(count))
    var seen = [Bool](repeating: false, count: Int(count))
    for _ in 0..<count {
      guard let index = integer(UInt32.self), index < count, !seen[Int(index)] else { return nil }
      seen[Int(index)] = true
      nameOrder.append(Int(index))
    }
    var pets: [Pet] = []
    pets.reserveCapacity(Int(count))
    var ids = Set<String>(minimumCapacity: Int(count))
    for _ in 0..<count {
      guard let id = string(), let name = string(), let breed = string(), let image = string(),
        let description = string(), let species: Species = choice(), let sex: Sex = choice(),
        case .some(let rarityText) = optionalString(), case .some(let feeText) = optionalString(),
        let ageKnown = string().flatMap(AgeKnown.init(spelling:)),
        let size: Size = choice(), let status: AdoptionStatus = choice(),
        let kids: Answer = choice(), let dogs: Answer = choice(), let cats: Answer = choice(),
        case .some(let spayed) = flag(), case .some(let vaccinated) = flag(), case .some(let houseTrained) = flag(),
        let birthday = date(), let intakeDate = date()
      else { return nil }
      let rarity = rarityText.map(Rarity.init(rawValue:))
      let fee = feeText.map(Money.parse)
      guard rarity != .some(nil), fee != .some(nil) else { return nil }
      let pet = Pet(
        id: id, name: name, species: species, breed: breed, sex: sex, birthday: birthday, rarity: rarity ?? nil,
        image: image, size: size, description: description, intakeDate: intakeDate, status: status,
        goodWithKids: kids, goodWithDogs: dogs, goodWithCats: cats, spayedNeutered: spayed,
        vaccinated: vaccinated, houseTrained: houseTrained, fee: fee ?? nil, ageKnown: ageKnown)
      // The checksum guards against damage, not against a patched copy: every rule the JSON
      // reader checks is checked again (a clean, unique id, a picture inside the folder, dates
      // no later than today). It costs little next to parsing the JSON.
      guard PetRules.passes(pet, today: today), ids.insert(id).inserted else { return nil }
      pets.append(pet)
    }
    guard offset == bytes.count else { return nil }
    return CatalogCache.Copy(shelter: shelter, shelterEmail: shelterEmail, fees: fees, pets: pets, nameOrder: nameOrder)
  }
}
