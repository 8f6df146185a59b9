// swift-tools-version:6.1
import PackageDescription

// The ordo-one benchmarks, a package of their own so that `make test` and CI never build the
// benchmark tool and its dependencies. Run them with:
//
//   swift package --package-path Benchmarks benchmark
//
// `make bench` (scripts/compare.sh) runs the side-by-side comparisons with jq and GTK instead.
let package = Package(
  name: "PetAdoptionBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "PetAdoption", path: ".."),
    .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "PetBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "PetCatalog", package: "PetAdoption"),
        .product(name: "PetCatalogGenerator", package: "PetAdoption"),
        .product(name: "PetPresentation", package: "PetAdoption"),
      ],
      path: "Benchmarks/PetBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    )
  ]
)
