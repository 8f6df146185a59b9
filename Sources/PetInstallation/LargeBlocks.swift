import CMalloc

/// How the programs ask the C allocator to treat large blocks: the lists of positions a
/// search answers (8 MB at a million pets) are made and freed on every keystroke.
///
/// glibc maps a block of 128 KiB or more apart from the heap and unmaps it when it is freed,
/// but each such block freed raises that size to its own (up to 32 MiB): after the first
/// answer is freed, the next ones come from the heap, which keeps their pages once they are
/// freed. Typing "beagle" and back into a million pets then peaked at 191 MiB, against 149 MiB
/// at 100,000 pets; with the size fixed, 171 MiB.
public enum LargeBlocks {
  /// From this size on, a block is mapped apart and given back to the system when freed.
  public static let threshold = 256 * 1024

  /// Fixes the size from which blocks are mapped apart at `threshold` for the whole process:
  /// called first thing by each program.
  public static func returnToTheSystemWhenFreed() {
    _ = mallopt(M_MMAP_THRESHOLD, Int32(threshold))
  }

  /// Gives the system back the pages of the heap that hold nothing any more. Many small blocks
  /// freed at once (a million pets' texts, once the window reads them from a store instead) stay
  /// the process's until then: 826 MiB, against 170 MiB, for a window of a million pets.
  public static func giveBackFreedPages() {
    _ = malloc_trim(0)
  }
}
