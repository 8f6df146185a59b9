import PetLocalization

/// Why a pet's picture file is not shown, as the picture decoder reports it (CPetPictures): the
/// window shows its placeholder instead, the terminal card its species glyph.
public struct PictureProblem: Sendable, Equatable, Hashable {
  /// What went wrong.
  public enum Kind: Sendable, Equatable, Hashable {
    /// The file cannot be opened or read; `detail` is the system's reason, e.g. `No such file or directory`.
    case unreadable(detail: String)
    /// The picture claims `width` × `height` pixels, more than `PictureProblem.pixelLimit`; it was not decoded.
    case tooLarge(width: Int, height: Int)
    /// Not a picture the decoder reads, or a corrupt one; `detail` is the decoder's message, if any.
    case undecodable(detail: String?)
    /// The file ends before the picture does (a truncated download).
    case incomplete
    /// A FIFO, a device, a socket or a folder: never opened for reading, as a FIFO would wait
    /// for ever.
    case notAFile
    /// The path, its links followed, leads out of the catalogue's folder.
    case outsideFolder
    /// The decoder ran past its time, `seconds` of CPU (or twice that in all), and was stopped.
    case timedOut(seconds: Int)
    /// The decoder stopped with no answer: past its memory limit of `megabytes` MiB, or a fault;
    /// `detail` says how it ended, e.g. `signal 6, Aborted`.
    case stopped(megabytes: Int, detail: String?)
    /// The decoder program could not be started; `detail` says why.
    case noDecoder(detail: String?)
  }

  /// What the person is shown instead of the picture.
  public enum Fallback: Sendable, Equatable {
    /// The window's placeholder picture.
    case placeholder
    /// The terminal card's species glyph (🐕).
    case speciesGlyph
  }

  /// The most pixels a picture may claim (40 million, e.g. 8000 × 5000) unless it is drawn at any
  /// size (SVG): formats such as PNG are decoded in full before they are shrunk, at 4 bytes a
  /// pixel. The C decoder's `PET_PICTURE_PIXEL_LIMIT` is the same number.
  public static let pixelLimit = 40_000_000

  /// The picture file, as it was given to the decoder.
  public var path: String
  /// What went wrong.
  public var kind: Kind

  public init(path: String, kind: Kind) {
    self.path = path
    self.kind = kind
  }

  /// The problem the C decoder reports as `code` (a `PetPictureFailure`: 1 unreadable, 2 too
  /// large, 3 undecodable, 4 incomplete, 6 not a file, 7 outside the folder, 8 timed out, 9
  /// stopped, 10 no decoder), with the size the file claims (for 8 the seconds allowed, for 9
  /// the MiB) and the decoder's words; `nil` for 0 (shown) and 5 (cancelled), which are no
  /// problem to report.
  public init?(path: String, code: Int, width: Int, height: Int, detail: String?) {
    // Decoders' messages may end with a newline (librsvg's do).
    let detail = detail.map { String($0.reversed().drop(while: \.isWhitespace).reversed()) }
    let kind: Kind
    switch code {
    case 1: kind = .unreadable(detail: detail ?? "")
    case 2: kind = .tooLarge(width: width, height: height)
    case 3: kind = .undecodable(detail: detail.flatMap { $0.isEmpty ? nil : $0 })
    case 4: kind = .incomplete
    case 6: kind = .notAFile
    case 7: kind = .outsideFolder
    case 8: kind = .timedOut(seconds: width)
    case 9: kind = .stopped(megabytes: width, detail: detail.flatMap { $0.isEmpty ? nil : $0 })
    case 10: kind = .noDecoder(detail: detail.flatMap { $0.isEmpty ? nil : $0 })
    default: return nil
    }
    self.init(path: path, kind: kind)
  }

  /// The warning, without the program's name, e.g. `warning: pictures/huge.png: 10000 × 10000
  /// pixels is over the limit of 40 million; showing the placeholder`.
  public func warning(_ fallback: Fallback) -> String {
    tr("warning: ") + message(fallback)
  }

  /// What went wrong and what is shown instead, e.g. `pictures/huge.png: 10000 × 10000 pixels is
  /// over the limit of 40 million; showing the placeholder`.
  public func message(_ fallback: Fallback) -> String {
    switch (kind, fallback) {
    case (.unreadable(let detail), .placeholder):
      // TRANSLATORS: %1$@ is a picture file, %2$@ the system's reason, e.g. "No such file or directory".
      return trf(tr("%1$@: cannot be read (%2$@); showing the placeholder"), path, detail)
    case (.unreadable(let detail), .speciesGlyph):
      // TRANSLATORS: %1$@ is a picture file, %2$@ the system's reason, e.g. "No such file or directory".
      return trf(tr("%1$@: cannot be read (%2$@); showing the species glyph instead"), path, detail)
    case (.tooLarge(let width, let height), .placeholder):
      // TRANSLATORS: %1$@ is a picture file, %2$@ × %3$@ its size in pixels, %4$@ the limit in millions of pixels.
      let format = tr("%1$@: %2$@ × %3$@ pixels is over the limit of %4$@ million; showing the placeholder")
      return trf(format, path, String(width), String(height), String(Self.pixelLimit / 1_000_000))
    case (.tooLarge(let width, let height), .speciesGlyph):
      // TRANSLATORS: %1$@ is a picture file, %2$@ × %3$@ its size in pixels, %4$@ the limit in millions of pixels.
      let format = tr("%1$@: %2$@ × %3$@ pixels is over the limit of %4$@ million; showing the species glyph instead")
      return trf(format, path, String(width), String(height), String(Self.pixelLimit / 1_000_000))
    case (.undecodable(let detail?), .placeholder):
      // TRANSLATORS: %1$@ is a picture file, %2$@ the decoder's reason, e.g. "Unrecognized image file format".
      return trf(tr("%1$@: not a picture that can be shown (%2$@); showing the placeholder"), path, detail)
    case (.undecodable(let detail?), .speciesGlyph):
      // TRANSLATORS: %1$@ is a picture file, %2$@ the decoder's reason, e.g. "Unrecognized image file format".
      return trf(tr("%1$@: not a picture that can be shown (%2$@); showing the species glyph instead"), path, detail)
    case (.undecodable(nil), .placeholder):
      // TRANSLATORS: %1$@ is a picture file.
      return trf(tr("%1$@: not a picture that can be shown; showing the placeholder"), path)
    case (.undecodable(nil), .speciesGlyph):
      // TRANSLATORS: %1$@ is a picture file.
      return trf(tr("%1$@: not a picture that can be shown; showing the species glyph instead"), path)
    case (.incomplete, .placeholder):
      // TRANSLATORS: %1$@ is a picture file that was cut short.
      return trf(tr("%1$@: the file ends before the picture does; showing the placeholder"), path)
    case (.incomplete, .speciesGlyph):
      // TRANSLATORS: %1$@ is a picture file that was cut short.
      return trf(tr("%1$@: the file ends before the picture does; showing the species glyph instead"), path)
    case (.notAFile, .placeholder):
      // TRANSLATORS: %1$@ is a picture path that names a FIFO, a device or a folder.
      return trf(tr("%1$@: not a regular file (a pipe, a device or a folder); showing the placeholder"), path)
    case (.notAFile, .speciesGlyph):
      return trf(
        // TRANSLATORS: %1$@ is a picture path that names a FIFO, a device or a folder.
        tr("%1$@: not a regular file (a pipe, a device or a folder); showing the species glyph instead"), path)
    case (.outsideFolder, .placeholder):
      // TRANSLATORS: %1$@ is a picture path that is, or goes through, a link out of the catalogue's folder.
      return trf(tr("%1$@: leads out of the catalogue's folder (through a link); showing the placeholder"), path)
    case (.outsideFolder, .speciesGlyph):
      return trf(
        // TRANSLATORS: %1$@ is a picture path that is, or goes through, a link out of the catalogue's folder.
        tr("%1$@: leads out of the catalogue's folder (through a link); showing the species glyph instead"), path)
    case (.timedOut(let seconds), .placeholder):
      // TRANSLATORS: %1$@ is a picture file, %2$@ the seconds its decoding may take.
      return trf(tr("%1$@: took more than %2$@ seconds to decode; showing the placeholder"), path, String(seconds))
    case (.timedOut(let seconds), .speciesGlyph):
      return trf(
        // TRANSLATORS: %1$@ is a picture file, %2$@ the seconds its decoding may take.
        tr("%1$@: took more than %2$@ seconds to decode; showing the species glyph instead"), path, String(seconds))
    case (.stopped(let megabytes, let detail), .placeholder):
      return trf(
        // TRANSLATORS: %1$@ is a picture file, %2$@ the decoder's memory limit in MiB, %3$@ how it
        // ended, e.g. "signal 6, Aborted".
        tr("%1$@: the decoder stopped (%3$@), over its %2$@ MiB of memory or at a fault; showing the placeholder"),
        path, String(megabytes), detail ?? "?")
    case (.stopped(let megabytes, let detail), .speciesGlyph):
      return trf(
        tr(
          // TRANSLATORS: %1$@ is a picture file, %2$@ the decoder's memory limit in MiB, %3$@ how it
          // ended, e.g. "signal 6, Aborted".
          "%1$@: the decoder stopped (%3$@), over its %2$@ MiB of memory or at a fault; showing the species glyph instead"
        ), path, String(megabytes), detail ?? "?")
    case (.noDecoder(let detail?), .placeholder):
      // TRANSLATORS: %1$@ is a picture file, %2$@ why the picture decoder program did not start.
      return trf(tr("%1$@: the picture decoder could not start (%2$@); showing the placeholder"), path, detail)
    case (.noDecoder(let detail?), .speciesGlyph):
      return trf(
        // TRANSLATORS: %1$@ is a picture file, %2$@ why the picture decoder program did not start.
        tr("%1$@: the picture decoder could not start (%2$@); showing the species glyph instead"), path, detail)
    case (.noDecoder(nil), .placeholder):
      return trf(
        tr(
          // TRANSLATORS: %1$@ is a picture file; pet-picture-decoder is a program's name.
          "%1$@: the picture decoder, pet-picture-decoder, is not installed beside this program; showing the placeholder"
        ),
        path)
    case (.noDecoder(nil), .speciesGlyph):
      return trf(
        tr(
          // TRANSLATORS: %1$@ is a picture file; pet-picture-decoder is a program's name.
          "%1$@: the picture decoder, pet-picture-decoder, is not installed beside this program; showing the species glyph instead"
        ), path)
    }
  }
}
