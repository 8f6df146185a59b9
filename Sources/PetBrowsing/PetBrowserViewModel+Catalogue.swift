import Foundation
import PetAdoptionFlow
import PetCatalog
import PetLocalization
import PetPresentation
import PetStore

/// The catalogue: Open…, the bar and the problems view, and the stars and inquiries that other
/// programs change while the window is open.
extension PetBrowserViewModel {
  /// Opens the catalogue at `path`, as choosing it with Open… does: it is read through the
  /// configuration's `catalogues` client on the `loading` scheduler (the window keeps
  /// answering), then replaces the list; the search and the filters stay. A newer Open…
  /// overtakes an older one still being read. A file that cannot be read shows the error page;
  /// a file read is remembered for the next launch. `done` is called once it shows (or once a
  /// newer Open… overtook it).
  public func open(path: String, done: (@MainActor () -> Void)? = nil) {
    update {
      state.catalogue.openNumber += 1
      state.catalogue.isOpening = true
      // A preview shown is of the catalogue this Open… overtakes.
      state.catalogue.isPreview = false
    }
    let number = state.catalogue.openNumber
    read(
      path, preview: { [weak self] opening, list in self?.previewRead(opening, list: list, number: number) },
      then: { [weak self] opening, list, _, _ in
        self?.catalogueRead(opening, list: list, number: number)
        done?()
      })
  }

  /// The window opened on `pending`'s preview, a large file's first pets
  /// (`PendingCatalog.isPreview`): shows the whole catalogue once it is read, as an Open…
  /// whose preview was shown does, unless an Open… overtook it. `done` is given what was read,
  /// on the main thread, once it shows.
  public func showWhole(
    of pending: PendingCatalog, done: (@MainActor (Result<Catalog, CatalogError>) -> Void)? = nil
  ) {
    guard state.catalogue.isPreview else { return }
    let number = state.catalogue.openNumber
    let path = pending.path
    let isBundled = pending.isBundled
    let make = listMaker()
    let main = configuration.main
    let client = configuration.catalogues
    pending.whenWhole { result in
      let (opening, list) = make(CatalogOpening(source: client.source(path), isBundled: isBundled, result: result))
      main.schedule {
        MainActor.assumeIsolated { [weak self] in
          self?.catalogueRead(opening, list: list, number: number)
          done?(opening.result)
        }
      }
    }
  }

  /// Once the launch's reading of the catalogue (`pending`) is done, `catalogueReadingFinished`
  /// (an Open… sees to it itself).
  public func whenReadingFinished(of pending: PendingCatalog) {
    let main = configuration.main
    pending.whenFinished {
      main.schedule { MainActor.assumeIsolated { [weak self] in self?.catalogueReadingFinished() } }
    }
  }

  /// The reading of the catalogue shown is done. A large one read whole into memory (a JSON
  /// file's first read) and now kept in a store (`CatalogLoadingClient.isKept`, its store in
  /// the cache) is read again from the store, as a refresh does: the search, the filters, the
  /// selected pet and an open form stay, and the pets held in memory are let go (900 MB for a
  /// million pets, against 170 MB read from the store); then `Configuration.shownFromStore`.
  func catalogueReadingFinished() {
    let catalog = state.list.catalog
    guard catalog.backing == nil, catalog.pets.count >= configuration.storeInsteadOfMemoryAbove,
      let source = state.catalogue.source, !state.catalogue.isOpening
    else { return }
    let number = state.catalogue.openNumber
    let client = configuration.catalogues
    let today = state.list.context.today
    let main = configuration.main
    let shownFromStore = configuration.shownFromStore
    configuration.loading.schedule {
      guard client.isKept(source, today) else { return }
      main.schedule {
        MainActor.assumeIsolated { [weak self] in
          // Unless another catalogue was opened meanwhile.
          guard let self, self.state.catalogue.openNumber == number else { return }
          self.refreshCatalogue(done: shownFromStore)
        }
      }
    }
  }

  /// Reads the catalogue at `path` with the configuration's `catalogues` client on the
  /// `loading` scheduler, and lists it there as the list is asked for now (its query, day,
  /// locale and pictures); then hands `body`, on the main thread, what was read, its list, and
  /// where the pet `finding` is in it (asked of the catalogue by its id) and its status there.
  private func read(
    _ path: String, finding id: String? = nil,
    preview: (@MainActor (CatalogOpening, PetListViewModel) -> Void)? = nil,
    then body: @escaping @MainActor (CatalogOpening, PetListViewModel, _ found: Int?, _ status: AdoptionStatus?) -> Void
  ) {
    let make = listMaker()
    let today = state.list.context.today
    let client = configuration.catalogues
    let main = configuration.main
    configuration.loading.schedule {
      // Told once, here: off the main thread, as it reads the file's first bytes.
      let source = client.source(path)
      let shows: ((Catalog) -> Void)? = preview.map { preview in
        { first in
          var opening = CatalogOpening(source: source, isBundled: client.isBundled(path), result: .success(first))
          opening.isPreview = true
          let (shown, list) = make(opening)
          main.schedule { MainActor.assumeIsolated { preview(shown, list) } }
        }
      }
      client.load(source, today, shows) { result in
        let (opening, list) = make(CatalogOpening(source: source, isBundled: client.isBundled(path), result: result))
        // Found by its id, in a query, rather than among the rows (a million of them).
        let found = id.flatMap { opening.catalog.index(ofPetWithID: $0) }
        // Read here, off the main thread: a served catalogue's pet is a page from its server.
        let status = found.map { opening.catalog.pet(at: $0).status }
        main.schedule { MainActor.assumeIsolated { body(opening, list, found, status) } }
      }
      // The client may have kept what it read in a store, after handing it over.
      main.schedule { MainActor.assumeIsolated { [weak self] in self?.catalogueReadingFinished() } }
    }
  }

  /// Makes, on any thread, the list of a catalogue read, as the list is asked for now (its
  /// query, day, locale and pictures).
  private func listMaker() -> @Sendable (CatalogOpening) -> (CatalogOpening, PetListViewModel) {
    let query = state.query.asked
    let today = state.list.context.today
    let locale = state.list.context.fees.locale
    let pictures = state.list.context.downloadedPictures
    return { opening in
      let query = query.keepingShelters(of: opening.catalog)
      let list = PetListViewModel(
        catalog: opening.catalog, today: today, locale: locale, filter: query.filter, sortOrder: query.sortOrder,
        pictures: pictures)
      return (opening, list)
    }
  }

  /// A large file's first pets, read while the rest is: listed, with the bar saying so, until
  /// the whole catalogue comes (`catalogueRead`).
  private func previewRead(_ opening: CatalogOpening, list: PetListViewModel, number: Int) {
    guard number == state.catalogue.openNumber else { return }
    catalogOpened(opening, list: list)
  }

  private func catalogueRead(_ opening: CatalogOpening, list: PetListViewModel, number: Int) {
    guard number == state.catalogue.openNumber else { return }
    if case .success = opening.result { configuration.catalogues.remember(opening.path) }
    guard state.catalogue.isPreview, case .success = opening.result else {
      catalogOpened(opening, list: list)
      return
    }
    // The whole of the file whose first pets are shown: the pet selected stays selected.
    let selected = state.rows.petID.flatMap { list.catalog.index(ofPetWithID: $0) }
    update {
      state.catalogue.status = CatalogStatus(opening)
      state.catalogue.isPreview = false
      state.catalogue.isOpening = false
      state.catalogue.revision += 1
      takeList(list)
      refreshRowsKeeping(selected)
    }
  }

  /// Another catalogue was read: `list` lists it (made with `listQuery`, or it is queried again
  /// here). The search and filters stay; the selection goes to the first pet.
  func catalogOpened(_ opening: CatalogOpening, list newList: PetListViewModel) {
    update {
      state.catalogue.status = CatalogStatus(opening)
      state.catalogue.source = opening.source
      state.catalogue.showsProblems = false
      state.catalogue.isOpening = opening.isPreview
      state.catalogue.isPreview = opening.isPreview
      state.catalogue.revision += 1
      takeList(newList)
      state.rows.clear()
      // The form closes as Escape closes it: what was typed stays as that pet's draft.
      inquiryFormClosed()
      useUserData(of: opening.source)
      refreshRows()
      passwordAnswered(opening.result)
    }
  }

  /// Shows `newList`, made for the query asked when its catalogue was read: a query still
  /// running was for the old catalogue, and its answer is dropped; a query asked since is run.
  private func takeList(_ newList: PetListViewModel) {
    state.query.dropRunning()
    let query = state.query.asked.keepingShelters(of: newList.catalog)
    state.query.asked = query
    state.list =
      newList.filter == query.filter && newList.sortOrder == query.sortOrder ? newList : newList.answering(query)
  }

  /// The catalogue shown changed where it is kept (a shelter published into the shared
  /// catalogue): reads it again and shows it with the search, the filters, the selected pet and
  /// an open inquiry form kept. A pet whose card was open and is no longer listed is said in the
  /// bar. When it cannot be read (the server stopped), the window keeps what it shows and says
  /// so; the next refresh, once the server is back, brings it up to date. An Open… overtakes it.
  public func refreshCatalogue(done: (@MainActor () -> Void)? = nil) {
    guard let path = state.catalogue.path, !state.catalogue.isOpening else {
      done?()
      return
    }
    let number = state.catalogue.openNumber
    let selectedID = state.rows.petID
    let selectedName = selectedPet?.name
    let selectedStatus = selectedPet?.pet.status
    read(path, finding: selectedID) { [weak self] opening, list, selected, status in
      // The pet whose card was open: taken down, or its status changed to one an adopter must
      // be told of (adopted, on hold, pending), which the bar says (issue 43, point 5).
      var changed: (name: String, status: AdoptionStatus?)?
      if let selectedName, selectedID != nil {
        if selected == nil {
          changed = (selectedName, nil)
        } else if let status, status != selectedStatus, [.adopted, .onHold, .pending].contains(status) {
          changed = (selectedName, status)
        }
      }
      self?.catalogueRefreshed(opening, list: list, number: number, selected: selected, changed: changed)
      done?()
    }
  }

  private func catalogueRefreshed(
    _ opening: CatalogOpening, list newList: PetListViewModel, number: Int, selected: Int?,
    changed: (name: String, status: AdoptionStatus?)?
  ) {
    guard number == state.catalogue.openNumber, state.catalogue.path == opening.path else { return }
    if case .failure(let error) = opening.result {
      // The server wants a password now (it was changed): the dialog asks for it.
      if error.passwordWanted != nil {
        catalogueRefused(error.problems.map(\.description).joined(separator: "; "))
        update { passwordAnswered(opening.result) }
        return
      }
      catalogueUnreachable(error.problems.map(\.description).joined(separator: "; "))
      return
    }
    update {
      state.catalogue.status = CatalogStatus(opening)
      if let changed {
        state.catalogue.status.bar = CatalogBar(
          text: changed.status.map {
            trf(
              // TRANSLATORS: in the bar above the list when the shelter changed the status of the pet whose card was open; %1$@ is its name, %2$@ its new status, e.g. "Adopted".
              tr("%1$@: the shelter changed the listing to “%2$@”."), changed.name, $0.displayName)
          }
            // TRANSLATORS: in the bar above the list when a shelter took down the listing of the pet whose card was open; %1$@ is its name.
            ?? trf(tr("%1$@ is no longer in the catalogue: the shelter has taken the listing down."), changed.name),
          buttonTitle: nil)
      }
      state.catalogue.revision += 1
      takeList(newList)
      refreshRowsKeeping(selected)
    }
    matchSavedSearches(in: newList, telling: true)
  }

  /// The catalogue's server cannot be reached (`reason` says why, naming it): the window keeps
  /// the pets it shows and says so in the bar, until a refresh reads it again.
  public func catalogueUnreachable(_ reason: String) {
    let text =
      state.catalogue.status.errorPage == nil
      ? trf(
        tr(
          // TRANSLATORS: in the bar above the list; %1$@ says why the server cannot be reached, naming it.
          "The catalogue cannot be reached (%1$@). Showing the pets as they were; the window reconnects when the server is back."
        ),
        DisplayText.cleaned(reason))
      // No pet is shown (the catalogue never opened): none is said to be.
      : trf(
        // TRANSLATORS: in the bar above the error page; %1$@ says why the server cannot be reached, naming it.
        tr("The catalogue cannot be reached (%1$@). The window tries again, less often each time."),
        DisplayText.cleaned(reason))
    update { state.catalogue.status.bar = CatalogBar(text: text, buttonTitle: nil) }
  }

  /// The catalogue's server refused the window's role (`reason`: a wrong password, a role it
  /// does not know): the window says so and never tries again, so a wrong password is not
  /// tried every second against a server that counts failed logins (issue 43, point 3).
  public func catalogueRefused(_ reason: String) {
    update {
      state.catalogue.status.bar = CatalogBar(
        text: trf(
          tr(
            // TRANSLATORS: in the bar above the list; %1$@ says why the server refused, naming it (never the password).
            "The server refused this catalogue's login (%1$@). The window does not try again: open the catalogue again with the right password."
          ),
          DisplayText.cleaned(reason)),
        buttonTitle: nil)
    }
  }

  /// Reads the stars and inquiries of the catalogue `source` names: another catalogue's
  /// "stuart" is another pet. Read on the main thread, as at the start, so the list shows its
  /// stars at once.
  private func useUserData(of source: CatalogSource) {
    let key = CatalogKey(source)
    state.catalogue.key = key
    guard let current = store else { return }
    let scoped = current.forCatalogue(key)
    state.undo.reset()
    use(scoped, favoriteIDs: (try? scoped.favoriteIDs()) ?? [])
  }

  /// The catalogue bar's "Show Problems" was clicked: the problems view opens.
  public func showProblemsTapped() {
    guard !state.catalogue.status.problems.isEmpty, !state.catalogue.showsProblems else { return }
    update { state.catalogue.showsProblems = true }
  }

  /// The problems view was closed.
  public func problemsClosed() {
    update { state.catalogue.showsProblems = false }
  }

  /// The catalogue bar was closed.
  public func catalogBarClosed() {
    update { state.catalogue.status.bar = nil }
  }

  /// Looks, off the main thread, whether another program (`petcards`, another window) changed
  /// the stars or the inquiries; if so, reads them again, and the rows' stars and the card's
  /// "You asked…" line follow. The window calls this every second; it costs one `PRAGMA`.
  public func checkForOutsideChanges() {
    guard let store, !isCheckingOutsideChanges else { return }
    isCheckingOutsideChanges = true
    let known = outsideChangeCount
    let main = configuration.main
    configuration.background.schedule {
      let count = try? store.outsideChangeCount()
      let changed = count != nil && count != known
      let inquiries = changed ? try? store.storedInquiries() : nil
      // The shelter's messages come with its answers (the count changes with them too), and a
      // shelter's role's new inquiries.
      let messages = changed ? try? store.shelterMessages() : nil
      let received = changed ? try? store.receivedInquiries() : nil
      main.schedule {
        MainActor.assumeIsolated { [weak self] in
          self?.outsideChangesChecked(count: count, inquiries: inquiries, messages: messages)
          if let received { self?.inquiriesReceived(received, telling: true) }
        }
      }
    }
  }

  private func outsideChangesChecked(count: Int?, inquiries: [Inquiry]?, messages: [Int64: ShelterMessage]?) {
    isCheckingOutsideChanges = false
    guard let count, count != outsideChangeCount else { return }
    outsideChangeCount = count
    if let inquiries {
      let reachesShelter = state.inquiryHistory.reachesShelter
      let known = state.inquiryHistory.shelterMessages
      update {
        state.inquiryHistory = InquiryHistory(
          inquiries, calendar: configuration.calendar, reachesShelter: reachesShelter)
        state.inquiryHistory.shelterMessages = messages ?? known
      }
    }
    favorites?.reload()
  }

  /// Reads, off the main thread, the shelter's latest message in each inquiry sent from here
  /// (the card shows it under "You asked…") and, for a shelter's role, the inquiries its
  /// shelters have received, which are not told: only those that arrive later are (issue 43,
  /// point 4).
  func readShelterMessages() {
    guard let store, store.reachesShelter else { return }
    let main = configuration.main
    let catalogue = state.catalogue.key
    receivedInquiryIDs = nil
    configuration.background.schedule {
      let messages = (try? store.shelterMessages()) ?? [:]
      let received = (try? store.receivedInquiries()) ?? []
      main.schedule {
        MainActor.assumeIsolated { [weak self] in
          // Unless another catalogue was opened meanwhile.
          guard let self, state.catalogue.key == catalogue else { return }
          inquiriesReceived(received, telling: false)
          guard !messages.isEmpty else { return }
          update { state.inquiryHistory.shelterMessages = messages }
        }
      }
    }
  }

  /// The inquiries a shelter's role has received, as read now: those not seen before are told
  /// as desktop notifications (`telling`), one each up to three, else one summary.
  private func inquiriesReceived(_ received: [ReceivedInquiry], telling: Bool) {
    let known = receivedInquiryIDs
    receivedInquiryIDs = (known ?? []).union(received.map(\.id))
    guard telling, let known else { return }
    let new = received.filter { !known.contains($0.id) }
    guard !new.isEmpty else { return }
    if new.count <= Self.matchesToldOneByOne {
      tell(new.map(DesktopNotification.inquiry))
    } else {
      tell([.inquiries(count: new.count, pets: new.prefix(3).map { DisplayText.cleaned($0.petName) })])
    }
  }
}
