import ArgumentParser
import Foundation
import PetCatalog
import PetCatalogStore
import PetLocalization

struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: tr("Make or update a catalogue store from catalogue files, in one transaction."),
    discussion: tr(
      "The files are one listing, in order: a pet in the store that none of them lists is marked gone (not deleted; inquiries refer to it), and importing the same files again changes nothing. Nothing changes when any file has a problem."
    )
  )

  @Argument(help: ArgumentHelp(tr("The catalogue files to import (JSON, or another store)."), valueName: "file"))
  var files: [String]

  @Option(help: ArgumentHelp(tr("The store to make or update (e.g. pets.sqlite)."), valueName: "store"))
  var into: String

  @Option(
    name: .long,
    help: ArgumentHelp(tr("The day no date may be after, as YYYY-MM-DD (default: today)."), valueName: "date"))
  var today: CalendarDate?

  func run() throws {
    var sources: [CatalogImport.Source] = []
    var failure: Int32?
    let loader = CatalogLoader(today: today ?? CalendarDate.today())
    for file in files {
      do {
        let catalog = try CatalogStore.load(path: file, with: loader)
        for line in catalog.warningLines() { Terminal.error(line) }
        sources.append(CatalogImport.Source(file: file, catalog: catalog))
      } catch {
        for problem in error.problems { Terminal.error(problem.description) }
        failure = failure ?? error.exitCode
      }
    }
    if let failure {
      // TRANSLATORS: %1$@ is the store's path.
      Terminal.error(trf(tr("nothing was imported into %1$@"), into))
      throw ExitCode(failure)
    }
    let report: CatalogImport.Report
    do {
      report = try CatalogImport.run(sources, into: into)
    } catch {
      for problem in error.problems { Terminal.error(problem.description) }
      Terminal.error(trf(tr("nothing was imported into %1$@"), into))
      throw ExitCode(error.exitCode)
    }
    let listed = report.added + report.changed + report.unchanged
    // TRANSLATORS: %1$@ is how many pets the store now lists, %2$@ the store; then the counts.
    print(
      trf(
        trn(
          "%1$@ pet listed in %2$@: %3$@ added, %4$@ changed, %5$@ unchanged, %6$@ gone",
          "%1$@ pets listed in %2$@: %3$@ added, %4$@ changed, %5$@ unchanged, %6$@ gone", listed),
        String(listed), into, String(report.added), String(report.changed), String(report.unchanged),
        String(report.gone)))
  }
}

struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: tr("Write a catalogue (a store, say) as a catalogue file in the project's JSON format."),
    discussion: tr("The pets a store lists, in its order; those marked gone are left out.")
  )

  @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions

  @Option(
    help: ArgumentHelp(
      tr("The file to write (replaced whole, never half-written); standard output without it."), valueName: "file"))
  var out: String?

  func run() throws {
    let catalog = try catalogOptions.load(whole: true)
    let text = CatalogWriter.json(
      shelter: catalog.shelter, shelterEmail: catalog.shelterEmail, fees: catalog.fees, pets: catalog.pets)
    guard let out else {
      var output = StandardOutput()
      output.write(text)
      output.flush()
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
    } catch {
      Terminal.error(trf(tr("cannot write %1$@: %2$@"), out, FileProblem.describe(error, writing: out)))
      throw ExitCode(73)
    }
  }
}
