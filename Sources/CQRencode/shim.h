#ifndef ROUTESCOPE_CQRENCODE_SHIM_H
#define ROUTESCOPE_CQRENCODE_SHIM_H
// libqrencode, for QR codes of links; only QRCodes/QRCodeEncoder.swift imports it.
#include <errno.h>
#include <qrencode.h>

// errno after a failed call, which Swift reads unreliably across the call boundary.
static inline int rs_qr_errno(void) { return errno; }
#endif
