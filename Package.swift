// swift-tools-version:6.1
import PackageDescription

// One job per target, and the graph says which job may see what. Every target, over what it
// sees (→; [a system library]); `ArchitectureTests` holds this list to the targets below.
//
// The model and its words: no I/O library.
//   CLibintl [libintl]  ←  PetLocalization          gettext, the reader's locale
//   CMalloc [malloc]    ←  PetInstallation          where the shipped files are; the allocator
//   PetCatalog → PetLocalization, PetInstallation   pets, the catalogue file, the search rule,
//                                                   CatalogSource (what --catalog names)
//   PetCatalogGenerator → PetCatalog                large made-up catalogues
// View models: no GTK, no SQL of the catalogue, no network.
//   PetPresentation → PetCatalog                    PetViewModel and the PetView protocol
//   PetStore → GRDB                                 the user's favourites and inquiries
//   PetAdoptionFlow → PetPresentation, PetStore     stars, the inquiry form
//   PetBrowsing → PetAdoptionFlow, PetStore         the window's view model, and the clients it
//                                                   is given (CatalogLoadingClient)
//   PetCards → PetBrowsing                          the headless renderer: cards, the window
// Stores and live clients.
//   PetListings → PetCatalog                        Petfinder, RescueGroups.org, ASM3, CSV
//   CLibpq [libpq]
//   PetCatalogStore → PetListings, PetStore, GRDB, CLibpq   the SQLite store, the shared catalogue
//   PetLiveClients → PetBrowsing, PetCatalogStore   the live clients the programs give the view models
//   CSecret [libsecret-1]   CPetKeyring → CSecret   PetKeyring → CPetKeyring   passwords in the keyring
//   PetPictureDownloads → PetLocalization           web pictures into the cache
//   pet-picture-fetcher → PetPictureDownloads       each fetch in a process of its own
// Pictures: only these know gdk-pixbuf and chafa.
//   CGdkPixbuf [gdk-pixbuf-2.0]   CChafa [chafa]
//   CPetPictures → CGdkPixbuf                       one decoder, at the size shown
//   pet-picture-decoder → CPetPictures              the cage each picture is decoded in
//   CPetChafa → CChafa, CPetPictures   ←  PetTerminalPictures → PetCards
// The window: only these know GTK.
//   CGtk3 [gtk+-3.0]   CHandy [libhandy-1]
//   CPetGtk → CGtk3, CHandy, CPetPictures           the C shim, classes for Resources/ui
//   PetGtk → CPetGtk, PetBrowsing, PetLiveClients, PetCards, PetPictureDownloads
// The programs.
//   PetCommandLine → PetCards, PetListings, ArgumentParser   what both command lines share
//   petcards → PetCommandLine, PetLiveClients, PetTerminalPictures, PetCatalogGenerator
//   pet-browser → PetGtk, PetCommandLine, PetLiveClients
// The tests' own: PetTestSupport → PetCatalogGenerator, PetCatalogStore, PetAdoptionFlow
//
// So the model and the view models cannot import GTK, chafa, libpq or the catalogue's SQL:
// the compiler enforces it, not code review (docs/architecture.md).
let package = Package(
  name: "PetAdoption",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "petcards", targets: ["petcards"]),
    .executable(name: "pet-browser", targets: ["pet-browser"]),
    .library(name: "PetCatalog", targets: ["PetCatalog"]),
    .library(name: "PetPresentation", targets: ["PetPresentation"]),
    .library(name: "PetCards", targets: ["PetCards"]),
    .library(name: "PetStore", targets: ["PetStore"]),
    .library(name: "PetCatalogStore", targets: ["PetCatalogStore"]),
    .library(name: "PetAdoptionFlow", targets: ["PetAdoptionFlow"]),
    // For the benchmark package (Benchmarks/), which makes its 100,000-pet catalogue with it.
    .library(name: "PetCatalogGenerator", targets: ["PetCatalogGenerator"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    // Translations: glibc's gettext (libintl.h, part of the C library) and the reader's locale.
    .systemLibrary(name: "CLibintl"),
    .target(name: "PetLocalization", dependencies: ["CLibintl"]),
    // The model: pets, the catalogue file, validation, search, filter and sort. Its problems are
    // translated, so it sees PetLocalization (Foundation and libintl only).
    .target(name: "PetCatalog", dependencies: ["PetLocalization", "PetInstallation"]),
    // glibc's allocator settings: how the programs' large blocks are given back (LargeBlocks).
    .systemLibrary(name: "CMalloc"),
    // Where the shipped files are (the bundled catalogue, the window's resources), the version,
    // and the allocator's settings both programs start with.
    .target(name: "PetInstallation", dependencies: ["CMalloc"]),
    // View models: the strings a person reads, and the PetView protocol.
    .target(name: "PetPresentation", dependencies: ["PetCatalog", "PetLocalization"]),
    // The headless renderer: cards and rows as text, for terminals and tests.
    .target(
      name: "PetCards",
      dependencies: ["PetPresentation", "PetBrowsing", "PetAdoptionFlow", "PetStore", "PetLocalization"]),
    // Large, realistic catalogues for measuring the tools at scale.
    .target(name: "PetCatalogGenerator", dependencies: ["PetCatalog"]),
    // Shelters' own listings read into the catalogue's pets: Petfinder, RescueGroups.org, ASM3
    // and CSV (docs/formats/).
    .target(name: "PetListings", dependencies: ["PetCatalog", "PetLocalization"]),
    // Pictures that are web addresses, fetched in the background into the cache (URLSession).
    .target(name: "PetPictureDownloads", dependencies: ["PetLocalization"]),
    // The catalogue in SQLite: the pets and the index a search starts at, queried in place.
    .target(
      name: "PetCatalogStore",
      dependencies: [
        "PetCatalog", "PetListings", "PetLocalization", "PetStore", .product(name: "GRDB", package: "GRDB.swift"),
        // To step a statement for a million integers without a GRDB row for each.
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        // A shared catalogue in PostgreSQL, through libpq.
        "CLibpq",
      ]),
    .systemLibrary(name: "CLibpq", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
    // What users create (favourites, adoption inquiries), kept in SQLite.
    .target(name: "PetStore", dependencies: ["PetLocalization", .product(name: "GRDB", package: "GRDB.swift")]),
    // View models for starring pets and asking to adopt one: state machines and form rules.
    .target(name: "PetAdoptionFlow", dependencies: ["PetPresentation", "PetStore", "PetLocalization"]),
    // The window as a view model: its inputs, and every state and word it shows. No GTK.
    .target(
      name: "PetBrowsing",
      dependencies: ["PetAdoptionFlow", "PetPresentation", "PetStore", "PetLocalization"]),
    // The live clients the view models are given: catalogues read from files, stores and shared
    // catalogues; the user data of a catalogue, and a shared catalogue's inquiries (isowords
    // keeps `Client` and `Live` apart the same way). The programs and the window use them.
    .target(
      name: "PetLiveClients",
      dependencies: [
        "PetBrowsing", "PetAdoptionFlow", "PetCatalogStore", "PetListings", "PetStore", "PetCatalog", "PetKeyring",
      ]),
    // What petcards and pet-browser share about their command lines: an argument limit and
    // usage errors sanitised before they reach the terminal.
    .target(
      name: "PetCommandLine",
      dependencies: [
        "PetCards", "PetCatalog", "PetListings", "PetLocalization",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(
      name: "petcards",
      dependencies: [
        "PetCards",
        "PetLiveClients",
        "PetCommandLine",
        "PetCatalogGenerator",
        "PetCatalogStore",
        "PetListings",
        "PetPictureDownloads",
        "PetStore",
        "PetAdoptionFlow",
        "PetTerminalPictures",
        "PetLocalization",
        "PetInstallation",
        "PetKeyring",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // Pictures on the terminal card: gdk-pixbuf decodes, libchafa draws. Only these know chafa exists.
    .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev"])]),
    .systemLibrary(name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
    // One picture decoder for the terminal and the window: at the size shown, within a pixel limit.
    .target(name: "CPetPictures", dependencies: ["CGdkPixbuf"]),
    // The cage that CPetPictures decodes each picture in: a short-lived process with memory,
    // CPU-time and wall-clock limits, no network and no file written (pet_picture_cage.c).
    .executableTarget(name: "pet-picture-decoder", dependencies: ["CPetPictures"]),
    .executableTarget(name: "pet-picture-fetcher", dependencies: ["PetPictureDownloads"]),
    .target(name: "CPetChafa", dependencies: ["CChafa", "CGdkPixbuf", "CPetPictures"]),
    // A shared catalogue's passwords in the desktop's keyring (libsecret), for both programs.
    .systemLibrary(name: "CSecret", pkgConfig: "libsecret-1", providers: [.apt(["libsecret-1-dev"])]),
    .target(name: "CPetKeyring", dependencies: ["CSecret"]),
    .target(name: "PetKeyring", dependencies: ["CPetKeyring", "PetCatalog", "PetLocalization"]),
    .target(name: "PetTerminalPictures", dependencies: ["CPetChafa", "CPetPictures", "PetCards"]),

    // The desktop window. Only these three targets know GTK exists.
    .systemLibrary(
      name: "CGtk3",
      pkgConfig: "gtk+-3.0",
      providers: [.apt(["libgtk-3-dev"])]
    ),
    // The adaptive widgets (HdyLeaflet folds the list and card into one pane when narrow).
    .systemLibrary(name: "CHandy", pkgConfig: "libhandy-1", providers: [.apt(["libhandy-1-dev"])]),
    .target(name: "CPetGtk", dependencies: ["CGtk3", "CHandy", "CPetPictures"]),
    .target(
      name: "PetGtk",
      dependencies: [
        "CPetGtk", "CGtk3", "CPetPictures", "PetBrowsing", "PetLiveClients", "PetCards", "PetPresentation",
        "PetAdoptionFlow", "PetStore", "PetLocalization", "PetInstallation", "PetPictureDownloads", "PetCatalogStore",
      ]),
    .executableTarget(
      name: "pet-browser",
      dependencies: [
        "PetGtk",
        "PetPictureDownloads",
        "PetListings",
        "PetBrowsing",
        "PetLiveClients",
        "PetCatalogStore",
        // The window as text (--headless), and TerminalText for sanitised errors.
        "PetCards",
        "PetCommandLine",
        "PetStore",
        "PetLocalization",
        "PetInstallation",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // What the test targets share: fixture days, temporary folders, running the built programs.
    .target(
      name: "PetTestSupport",
      dependencies: [
        "PetCatalog", "PetCatalogGenerator", "PetCatalogStore", "PetAdoptionFlow", "PetStore", "PetLocalization",
      ]),
    .testTarget(name: "PetCatalogTests", dependencies: ["PetCatalog", "PetInstallation", "CMalloc", "PetTestSupport"]),
    .testTarget(name: "PetListingsTests", dependencies: ["PetListings", "PetCatalog", "PetTestSupport"]),
    .testTarget(name: "PetPictureDownloadsTests", dependencies: ["PetPictureDownloads", "PetTestSupport"]),
    .testTarget(
      name: "PetCatalogStoreTests",
      dependencies: [
        "PetCatalogStore", "PetCatalogGenerator", "PetTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
      ]),
    .testTarget(name: "PetPresentationTests", dependencies: ["PetPresentation", "PetLocalization", "PetTestSupport"]),
    .testTarget(name: "PetCardsTests", dependencies: ["PetCards", "PetTestSupport"]),
    .testTarget(
      name: "PetTerminalPicturesTests",
      dependencies: [
        "PetTerminalPictures", "CPetPictures", "CPetChafa", "PetCards", "PetPresentation", "PetCatalog",
        "PetTestSupport",
      ]),
    .testTarget(name: "PetcardsEndToEndTests", dependencies: ["PetCatalog", "PetStore", "PetTestSupport"]),
    .testTarget(name: "PetCatalogGeneratorTests", dependencies: ["PetCatalogGenerator", "PetTestSupport"]),
    .testTarget(
      name: "PetStoreTests", dependencies: ["PetStore", .product(name: "GRDB", package: "GRDB.swift")]),
    .testTarget(name: "PetAdoptionFlowTests", dependencies: ["PetAdoptionFlow", "PetTestSupport"]),
    // The window's view model and its text snapshot, with no display. GRDB only to make a real
    // database refuse a save (a trigger), so the failure comes from the store itself.
    .testTarget(
      name: "PetBrowsingTests",
      dependencies: [
        "PetBrowsing", "PetLiveClients", "PetCards", "PetAdoptionFlow", "PetStore", "PetCatalogStore", "PetTestSupport",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
    .testTarget(
      name: "PetStoreEndToEndTests",
      dependencies: ["PetStore", "PetTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
    // Runs under Xvfb (the test command starts it); fails, never skips, without a display.
    .testTarget(
      name: "PetGtkTests",
      dependencies: [
        "PetGtk", "PetAdoptionFlow", "PetStore", "PetCards", "PetCatalogGenerator", "PetTestSupport", "PetInstallation",
        "PetPictureDownloads", "PetBrowsing", "PetLiveClients", "PetCatalogStore",
        // Only to measure what GTK drew (Pango widths, style colours, the focus chain).
        "CGtk3",
      ]),
  ]
)
