#ifndef ROUTESCOPE_CPNG_SHIM_H
#define ROUTESCOPE_CPNG_SHIM_H
// libpng, for QR codes written as PNG; only QRCodes/QRCode+PNG.swift imports it.
//
// libpng reports an error by longjmp to a setjmp its caller made, which Swift cannot make, so the
// whole encoding happens here, in C, and Swift gets a status and the bytes.
// Found in the default search path: the package declares no pkg-config name (see Package.swift).
#if !__has_include(<png.h>)
#error "QR codes need the png headers: apt-get install libpng-dev"
#endif
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    unsigned char *bytes;
    size_t count;
    size_t capacity;
} rs_png_bytes;

static inline void rs_png_append(png_structp png, png_bytep data, size_t length) {
    rs_png_bytes *out = (rs_png_bytes *)png_get_io_ptr(png);
    if (out->count + length > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 4096;
        while (capacity < out->count + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(out->bytes, capacity);
        if (!grown) png_error(png, "out of memory");
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->count, data, length);
    out->count += length;
}

static inline void rs_png_flush(png_structp png) { (void)png; }

// Errors jump back to rs_png_encode_gray1 without printing; warnings are dropped.
static inline void rs_png_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static inline void rs_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

// Encodes a 1-bit greyscale image: `rows` holds `height` rows of (width + 7) / 8 bytes, the
// leftmost pixel in the most significant bit, 1 white and 0 black. On success returns 0 and sets
// *bytes (to free with free()) and *count; on failure returns -1.
static inline int rs_png_encode_gray1(
    const unsigned char *rows, unsigned width, unsigned height, unsigned char **bytes, size_t *count) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, rs_png_error, rs_png_warning);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    // Allocated before setjmp, so its address stays valid after a longjmp.
    rs_png_bytes *out = (rs_png_bytes *)calloc(1, sizeof(rs_png_bytes));
    if (!info || !out || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        if (out) free(out->bytes);
        free(out);
        return -1;
    }
    png_set_write_fn(png, out, rs_png_append, rs_png_flush);
    png_set_IHDR(png, info, width, height, 1, PNG_COLOR_TYPE_GRAY, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    size_t stride = ((size_t)width + 7) / 8;
    for (unsigned row = 0; row < height; row++) png_write_row(png, rows + (size_t)row * stride);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    *bytes = out->bytes;
    *count = out->count;
    free(out);
    return 0;
}
#endif
