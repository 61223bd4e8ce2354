#ifndef ROUTESCOPE_CQRENCODE_SHIM_H
#define ROUTESCOPE_CQRENCODE_SHIM_H
// libqrencode, for QR codes of links; only QRCodes/QRCodeEncoder.swift imports it.
#include <errno.h>
// Found in the default search path: the package declares no pkg-config name (see Package.swift).
#if !__has_include(<qrencode.h>)
#error "QR codes need the qrencode headers: apt-get install libqrencode-dev"
#endif
#include <qrencode.h>

// errno after a failed call, which Swift reads unreliably across the call boundary.
static inline int rs_qr_errno(void) { return errno; }
#endif
