#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

/// How many blocks this thread has allocated (malloc, calloc, and realloc
/// of no block) since it started. Tests read it before and after an
/// operation: the difference is what the operation allocated on this
/// thread, whatever other tests do on theirs.
long focusui_thread_mallocs(void);

/// The bytes the heap block at `block` holds (glibc's
/// `malloc_usable_size`): what an object of the runtime takes, for tests
/// that assert a node's size.
long focusui_block_size(void *block);

#endif
