"""Render JassDesk's icon (jassdesk/icons/jassdesk.svg) for the desktops: ``python packaging/icons.py``.

Writes, under packaging/icons/:

* ``hicolor/NxN/apps/<app id>.png`` for N in :data:`PNG_SIZES` (the freedesktop icon theme layout,
  copied as is by the Flatpak manifest and by a distribution package), and ``hicolor/scalable``'s SVG;
* ``jassdesk.ico`` for Windows (PNG-compressed entries, 16 to 256 px);
* ``jassdesk.icns`` for macOS (PNG entries, 16 to 1024 px).

Qt renders the SVG (QtSvg); the ICO and ICNS containers are written here, since
Qt's image plugins write neither a multi-size ICO nor an ICNS.  The files are
committed: run this again after changing the SVG.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build import ROOT  # noqa: E402

from jassdesk import APP_ID  # noqa: E402

SVG = ROOT / "jassdesk" / "icons" / "jassdesk.svg"
OUT = ROOT / "packaging" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry types holding PNG data, by pixel size (the @2x types repeat a size for Retina screens)
ICNS_TYPES = (("icp4", 16), ("ic11", 32), ("icp5", 32), ("ic12", 64), ("icp6", 64), ("ic07", 128),
              ("ic13", 256), ("ic08", 256), ("ic14", 512), ("ic09", 512), ("ic10", 1024))


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"cannot encode a {size} px PNG")
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG images (Windows Vista and later read them)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset + len(blobs))
        blobs += blob
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841  (QImage/QPainter need it)
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    pngs = {size: render_png(renderer, size) for size in sorted({*PNG_SIZES, *ICO_SIZES, 1024})}
    for size in PNG_SIZES:
        target = OUT / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pngs[size])
    scalable = OUT / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SVG, scalable)
    (OUT / "jassdesk.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    (OUT / "jassdesk.icns").write_bytes(icns(pngs))
    print(f"icons written to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
