// Counts the allocations of each thread, for tests that assert how many an
// operation makes (a Tab, a mounted row). Linked into the test executable,
// these definitions take the place of the C library's for the whole
// process and hand every call on to it (glibc exports its allocator as
// __libc_malloc and friends); free and the aligned allocators are the
// C library's own, which is the same allocator.

#include <malloc.h>
#include <stddef.h>
#include "MallocCounter.h"

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *block, size_t size);

// Thread-local in the executable: the initial-exec model, which needs no
// allocation to reach (a malloc counting itself would recurse).
static _Thread_local long mallocs;

void *malloc(size_t size) {
  mallocs += 1;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  mallocs += 1;
  return __libc_calloc(count, size);
}

void *realloc(void *block, size_t size) {
  if (block == NULL) mallocs += 1;
  return __libc_realloc(block, size);
}

long focusui_thread_mallocs(void) { return mallocs; }

long focusui_block_size(void *block) {
  return (long)malloc_usable_size(block);
}
