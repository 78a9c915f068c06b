#define _XOPEN_SOURCE 700
#include "CCellWidth.h"
#include <locale.h>
#include <pthread.h>
#include <wchar.h>

// wcwidth answers by the LC_CTYPE locale. A process that never chose one is in
// the "C" locale, where every non-ASCII scalar is -1, so a UTF-8 locale object
// is made once and used through uselocale for the call alone: the process's own
// locale is left as the app set it.
static locale_t loc = (locale_t)0;
static pthread_once_t loc_once = PTHREAD_ONCE_INIT;

static void make_utf8_locale(void) {
  loc = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
  if (loc == (locale_t)0) loc = newlocale(LC_CTYPE_MASK, "en_US.UTF-8", (locale_t)0);
}

static locale_t utf8_locale(void) {
  pthread_once(&loc_once, make_utf8_locale);
  return loc;
}

int focusui_scalar_width(uint32_t scalar) {
  locale_t loc = utf8_locale();
  if (loc == (locale_t)0) {
    return scalar < 0x20 || (scalar >= 0x7f && scalar < 0xa0) ? -1 : 1;
  }
  locale_t previous = uselocale(loc);
  int width = wcwidth((wchar_t)scalar);
  uselocale(previous);
  return width;
}
