#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

/// How many blocks this thread has allocated (malloc, calloc, and realloc
/// of no block) since it started. Tests read it before and after an
/// operation: the difference is what the operation allocated on this
/// thread, whatever other tests do on theirs.
long focusui_thread_mallocs(void);

#endif
