import CMalloc
import Glibc
import PetInstallation
import Testing

/// Once `LargeBlocks.returnToTheSystemWhenFreed` has run, a large block is mapped apart, and so
/// given back when freed, even after a larger one was freed (which glibc's own rule would make
/// the new size from which blocks are mapped).
@Suite struct LargeBlocksTests {
  @Test func aLargeBlock_afterALargerOneWasFreed_isStillMappedApart() throws {
    LargeBlocks.returnToTheSystemWhenFreed()
    let larger = try #require(malloc(8 << 20))
    memset(larger, 1, 8 << 20)
    free(larger)
    // One byte past a page multiple: a block from the heap has a few bytes more than asked, a
    // block mapped apart the rest of its last page (4 KiB pages).
    let asked = (1 << 20) + 1
    let block = try #require(malloc(asked))
    defer { free(block) }
    #expect(malloc_usable_size(block) - asked > 1_024)
  }
}
