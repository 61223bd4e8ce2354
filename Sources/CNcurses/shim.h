#ifndef ROUTESCOPE_CNCURSES_SHIM_H
#define ROUTESCOPE_CNCURSES_SHIM_H
// No pkg-config flags reach the compiler (see Package.swift), so the wide-character API must be
// switched on here.
#define NCURSES_WIDECHAR 1
// Found in the default search path: the package declares no pkg-config name (see Package.swift).
#if !__has_include(<ncursesw/curses.h>)
#error "the explorer needs the ncursesw headers: apt-get install libncurses-dev"
#endif
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// glibc hides wcwidth without _XOPEN_SOURCE.
extern int wcwidth(wchar_t);

// Macros and global state that do not import into Swift, as functions.
static inline WINDOW *rs_stdscr(void) { return stdscr; }
static inline int rs_lines(void) { return LINES; }
static inline int rs_cols(void) { return COLS; }
static inline attr_t rs_a_bold(void) { return A_BOLD; }
static inline attr_t rs_a_underline(void) { return A_UNDERLINE; }
static inline attr_t rs_a_reverse(void) { return A_REVERSE; }
static inline attr_t rs_a_dim(void) { return A_DIM; }
static inline attr_t rs_color_pair(short pair) { return COLOR_PAIR(pair); }
static inline int rs_key_f(int n) { return KEY_F(n); }
static inline int rs_colors(void) { return COLORS; }
// Whether the terminfo entry has the string capability `name`: tigetstr returns NULL when it is
// absent and (char *)-1 when `name` is not a string capability.
static inline int rs_has_string_capability(const char *name) {
    char *value = tigetstr(name);
    return value != NULL && value != (char *)-1;
}
// The mouse: clicks of the first button and the wheel.
static inline void rs_enable_mouse(void) {
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
}
// Reads the pending mouse event: 1 a click, 2 wheel up, 3 wheel down, 0 anything else.
static inline int rs_read_mouse(int *row, int *column) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    *row = event.y;
    *column = event.x;
    if (event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) return 1;
    if (event.bstate & BUTTON4_PRESSED) return 2;
    if (event.bstate & BUTTON5_PRESSED) return 3;
    return 0;
}
#endif
