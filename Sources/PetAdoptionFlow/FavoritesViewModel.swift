import Foundation
import PetLocalization
import PetStore

/// The favourite stars of every pet, and the state machine behind each:
/// idle → saving → saved or failed.
///
/// One shape with the browser's and the form's view models: the stars are one value
/// (`State`); each input changes it inside `update(_:)`, which compares it before and after
/// and says which star changed (`onChange(petID)`), or that several did (`onChange(nil)`).
///
/// It lives on the main thread (`@MainActor`); views call it from there and
/// redraw when `onChange` says so. Saving runs on `background`; the result
/// comes back through `main`, so a GTK window passes a scheduler built on
/// `g_idle_add` and tests pass `ManualScheduler`s. Toggling a star:
///
/// 1. `toggle(petID:name:)` moves the pet to `.saving`; its star shows `★…`
///    or `☆…`, is disabled, and `onChange(petID)` fires.
/// 2. The store saves on `background`.
/// 3. On `main`: `.saved` with the new state, or `.failed` with the old state
///    and a message; `onChange(petID)` fires again.
@MainActor
public final class FavoritesViewModel {
  private let store: any FavoriteStoring
  private let background: any WorkScheduler
  private let main: any WorkScheduler
  /// Every star, as one value.
  struct State: Equatable {
    /// The ids of every favourite pet, as saved.
    var favorites: Set<String>
    /// Where saving each pet's star stands (`idle` when absent).
    var saves: [String: FavoriteSaveState] = [:]
    /// The text for the error shown when the favourites could not be read, else `nil`.
    var loadErrorMessage: String?

    /// What differs between `old` and this.
    enum Change: Equatable {
      /// Nothing.
      case none
      /// One pet's star.
      case one(String)
      /// Several stars, or the read's outcome.
      case several
    }

    func change(since old: State) -> Change {
      guard self != old else { return .none }
      guard loadErrorMessage == old.loadErrorMessage else { return .several }
      let changed = favorites.symmetricDifference(old.favorites)
        .union(Set(saves.keys).union(old.saves.keys).filter { saves[$0] != old.saves[$0] })
      if changed.count == 1, let petID = changed.first { return .one(petID) }
      return .several
    }
  }

  private var state: State

  /// Called on the main thread after a pet's star changed (its id), or after every star changed (`nil`).
  public var onChange: ((_ petID: String?) -> Void)?

  /// The text for the error shown when the favourites could not be loaded, else `nil`.
  public var loadErrorMessage: String? { state.loadErrorMessage }

  /// A view model that starts with `favoriteIDs` (e.g. read at start-up) and saves through `store`.
  public init(
    store: any FavoriteStoring, favoriteIDs: Set<String> = [], background: any WorkScheduler,
    main: any WorkScheduler
  ) {
    self.store = store
    self.state = State(favorites: favoriteIDs)
    self.background = background
    self.main = main
  }

  /// The ids of every favourite pet, as saved.
  public var favoriteIDs: Set<String> { state.favorites }

  /// Whether `petID` is a favourite, as saved (a change being saved is not counted yet).
  public func isFavorite(_ petID: String) -> Bool { state.favorites.contains(petID) }

  /// Where saving `petID`'s star stands.
  public func state(of petID: String) -> FavoriteSaveState { state.saves[petID] ?? .idle }

  /// How to draw `petID`'s star; `name` is the pet's name, for the label and messages.
  public func star(for petID: String, name: String) -> FavoriteStar {
    FavoriteStar(name: name, isFavorite: isFavorite(petID), state: state(of: petID))
  }

  /// Starts saving the opposite of `petID`'s current state. Returns `false`
  /// (and does nothing) while a save for that pet is still running.
  @discardableResult
  public func toggle(petID: String, name: String) -> Bool {
    if case .saving = state(of: petID) { return false }
    let target = !isFavorite(petID)
    update { state.saves[petID] = .saving(isFavorite: target) }
    let store = store
    let main = main
    background.schedule {
      var failure: String?
      do {
        try store.setFavorite(petID, target)
      } catch {
        failure = Self.reason(error)
      }
      main.schedule {
        MainActor.assumeIsolated {
          self.finish(petID: petID, name: name, target: target, failure: failure)
        }
      }
    }
    return true
  }

  /// Forgets a failure message for `petID` (the user dismissed it).
  public func dismissError(petID: String) {
    guard case .failed = state(of: petID) else { return }
    update { state.saves[petID] = nil }
  }

  /// Reads the favourites again (another program may have changed them), then calls `onChange(nil)`.
  /// Pets with a save in flight keep their state.
  public func reload() {
    let store = store
    let main = main
    background.schedule {
      let result: Result<Set<String>, FailureText>
      do {
        result = .success(try store.favoriteIDs())
      } catch {
        result = .failure(FailureText(text: Self.reason(error)))
      }
      main.schedule {
        MainActor.assumeIsolated {
          self.update {
            switch result {
            case .success(let ids):
              self.state.favorites = ids
              self.state.loadErrorMessage = nil
            case .failure(let failure):
              // TRANSLATORS: %1$@ says why, e.g. "/data/user.sqlite: the disk is full. …"
              self.state.loadErrorMessage = trf(tr("Could not load your favourites: %1$@"), failure.text)
            }
          }
        }
      }
    }
  }

  private func finish(petID: String, name: String, target: Bool, failure: String?) {
    if let failure {
      let message =
        target
        // TRANSLATORS: %1$@ is the pet's name, %2$@ says why.
        ? trf(tr("Could not add %1$@ to favourites: %2$@"), name, failure)
        // TRANSLATORS: %1$@ is the pet's name, %2$@ says why.
        : trf(tr("Could not remove %1$@ from favourites: %2$@"), name, failure)
      update { state.saves[petID] = .failed(message: message) }
    } else {
      update {
        if target {
          state.favorites.insert(petID)
        } else {
          state.favorites.remove(petID)
        }
        state.saves[petID] = .saved
      }
    }
  }

  /// Runs `body`, which changes the stars, then says which changed, if any did.
  private func update(_ body: () -> Void) {
    let before = state
    body()
    switch state.change(since: before) {
    case .none: break
    case .one(let petID): onChange?(petID)
    case .several: onChange?(nil)
    }
  }

  /// Why a save failed, in a person's words.
  nonisolated public static func reason(_ error: any Error) -> String {
    if let error = error as? UserDataError { return error.description }
    if let error = error as? any LocalizedError, let text = error.errorDescription { return text }
    return "\(error)"
  }

  // MARK: - The Favourites filter

  /// The title of the empty state when only favourites are shown and there are none.
  public var emptyTitle: String { Self.noFavoritesTitle }
  /// What to do about it.
  public var emptyMessage: String { Self.noFavoritesMessage }

  public nonisolated static var noFavoritesTitle: String { tr("No favourites yet") }
  public nonisolated static var noFavoritesMessage: String { tr("Click the ☆ on a pet to keep it here.") }

  // MARK: - When the database cannot be opened

  /// The text for the window's banner when favourites and inquiries cannot be saved at all,
  /// e.g. `Favourites and adoption inquiries are unavailable: /x: the folder … is read-only. …`
  public nonisolated static func unavailableText(_ error: any Error) -> String {
    // TRANSLATORS: the banner above the list; %1$@ says why, e.g. "/data: the folder … is read-only. …"
    trf(tr("Favourites and adoption inquiries are unavailable: %1$@"), reason(error))
  }
}

/// An error's text, carried between threads.
struct FailureText: Error, Sendable {
  var text: String
  /// Whether `text` is the whole message, not a reason to put in one.
  var isWhole = false
}
