#ifndef ROUTESCOPE_CNCURSES_SHIM_H
#define ROUTESCOPE_CNCURSES_SHIM_H
// SwiftPM drops pkg-config's -D flags, so the wide-character API must be switched on here.
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
extern int wcwidth(wchar_t);
#endif
