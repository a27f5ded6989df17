#!/usr/bin/env python3
"""Writes the server page's favicon.ico: a red heart (the suit of "piros") on the table's green,
32 by 32 pixels, as an ICO file holding one PNG. Drawn here, with the standard library only, so
that no image comes from elsewhere. Run from this folder to rewrite it:

    python3 favicon.py ../main/resources/public/favicon.ico
"""
import struct
import sys
import zlib

SIZE = 32
GREEN = (0x1F, 0x5F, 0x3A, 255)
RED = (0xC6, 0x28, 0x28, 255)


def inside_heart(px, py):
    # The heart curve (x^2 + y^2 - 1)^3 - x^2 y^3 <= 0, over about [-1.3, 1.3] by [-1.2, 1.4].
    x = (px + 0.5 - SIZE / 2) / (SIZE / 2) * 1.35
    y = -((py + 0.5 - SIZE / 2) / (SIZE / 2) * 1.35 - 0.15)
    return (x * x + y * y - 1) ** 3 - x * x * y ** 3 <= 0


def rounded_corner(px, py, radius=6):
    cx = min(max(px, radius), SIZE - 1 - radius)
    cy = min(max(py, radius), SIZE - 1 - radius)
    return (px - cx) ** 2 + (py - cy) ** 2 > radius * radius


def png():
    rows = b""
    for py in range(SIZE):
        row = b"\x00"
        for px in range(SIZE):
            colour = (0, 0, 0, 0) if rounded_corner(px, py) else RED if inside_heart(px, py) else GREEN
            row += bytes(colour)
        rows += row

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def ico(image):
    directory = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", SIZE, SIZE, 0, 0, 1, 32, len(image), 6 + 16)
    return directory + entry + image


if __name__ == "__main__":
    with open(sys.argv[1], "wb") as out:
        out.write(ico(png()))
