import CMalloc
import Glibc
import PetInstallation
import Testing

/// Once `LargeBlocks.returnToTheSystemWhenFreed` has run, a large block is mapped apart, and so
/// given back when freed, even after a larger one was freed (which glibc's own rule would make
/// the new size from which blocks are mapped).
///
/// In a process of its own: a block is mapped apart only when the heap has no free room for it,
/// and the test process's heap has the other tests' freed memory.
@Suite struct LargeBlocksTests {
  @Test func aLargeBlock_afterALargerOneWasFreed_isStillMappedApart() async {
    await #expect(processExitsWith: .success) {
      LargeBlocks.returnToTheSystemWhenFreed()
      guard let larger = malloc(30 << 20) else { exit(EXIT_FAILURE) }
      memset(larger, 1, 30 << 20)
      free(larger)
      // One byte past a page multiple: a block from the heap has a few bytes more than asked, a
      // block mapped apart the rest of its last page (4 KiB pages).
      let asked = (20 << 20) + 1
      guard let block = malloc(asked) else { exit(EXIT_FAILURE) }
      exit(malloc_usable_size(block) - asked > 1_024 ? EXIT_SUCCESS : EXIT_FAILURE)
    }
  }
}
