#ifndef CCELLWIDTH_H
#define CCELLWIDTH_H
#include <stdint.h>

/// Terminal cell width of one Unicode scalar, as the C library's `wcwidth`
/// reports it under a UTF-8 locale: -1 for control characters, 0 for combining
/// marks, 1 or 2 otherwise.
int focusui_scalar_width(uint32_t scalar);

#endif
