"""packaging/: the .desktop entry and the AppStream file validate, the icons have their sizes, the ICO and
ICNS parse, and the Flatpak manifest is what a packager can build from."""

from __future__ import annotations

import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from jassdesk import APP_ID, __version__
from jassdesk.i18n.tools import TABLES

ROOT = Path(__file__).resolve().parents[1]
LINUX = ROOT / "packaging" / "linux"
ICONS = ROOT / "packaging" / "icons"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
FLATPAK = LINUX / f"{APP_ID}.yml"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header (IHDR), which must be where the format puts it."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", "not a PNG"
    return struct.unpack(">II", data[16:24])


def run_tool(*args: str) -> subprocess.CompletedProcess:
    if shutil.which(args[0]) is None:
        pytest.skip(f"{args[0]} is not installed (.ci/run installs it)")
    return subprocess.run(args, capture_output=True, text=True, timeout=60)


def test_desktop_entry_validates():
    result = run_tool("desktop-file-validate", str(DESKTOP))
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_validates():
    result = run_tool("appstreamcli", "validate", "--no-net", str(METAINFO))
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_names_the_app_its_screenshots_and_this_release():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert root.find("releases/release").get("version") == __version__  # the newest release comes first
    images = [i.text for i in root.iter("image")]
    assert images, "no screenshot"
    for url in images:  # each points at a picture the repository has (docs/), by the repository's raw URL
        assert url.startswith("https://") and "/docs/" in url
        assert (ROOT / "docs" / url.rsplit("/docs/", 1)[1]).is_file(), url
    entry = DESKTOP.read_text(encoding="utf-8")
    assert f"Icon={APP_ID}\n" in entry and "Exec=jassdesk\n" in entry


@pytest.mark.parametrize("lang", sorted(set(TABLES) - {"en"}))
def test_desktop_entry_and_metainfo_speak_every_language_of_the_app(lang):
    """A software centre or a menu in French shows JassDesk in French: each translated field has the language."""
    entry = DESKTOP.read_text(encoding="utf-8")
    for key in ("GenericName", "Comment", "Keywords"):
        assert f"\n{key}[{lang}]=" in entry, f"{DESKTOP.name} has no {key}[{lang}]"
    root = ET.parse(METAINFO).getroot()
    xml_lang = "{http://www.w3.org/XML/1998/namespace}lang"
    for path in ("summary", "description/p", "description/ul/li", "screenshots/screenshot/caption"):
        english = [e for e in root.findall(path) if e.get(xml_lang) is None]
        translated = [e for e in root.findall(path) if e.get(xml_lang) == lang]
        assert len(translated) == len(english), f"{METAINFO.name}: {path} has {len(translated)} of " \
                                                f"{len(english)} in {lang}"


def test_icons_in_every_size():
    for size in PNG_SIZES:
        png = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png_size(png.read_bytes()) == (size, size), png
    scalable = ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert scalable.read_bytes() == (ROOT / "jassdesk" / "icons" / "jassdesk.svg").read_bytes()


def test_ico_parses_with_one_png_per_size():
    data = (ICONS / "jassdesk.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    sizes = []
    for i in range(count):
        w, h, _colors, _res, planes, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        assert planes == 1 and bits == 32 and offset + length <= len(data)
        side = w or 256
        assert png_size(data[offset:offset + length]) == (side, h or 256)
        sizes.append(side)
    assert {16, 32, 48, 256} <= set(sizes)


def test_icns_parses_with_png_entries_of_their_sizes():
    data = (ICONS / "jassdesk.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    expected = {"icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512, "ic10": 1024,
                "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512}
    seen, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4].decode("ascii"), struct.unpack(">I", data[at + 4:at + 8])[0]
        assert length > 8 and at + length <= len(data)
        seen[kind] = png_size(data[at + 8:at + length])
        at += length
    assert at == len(data)
    assert seen == {kind: (side, side) for kind, side in expected.items()}


def test_flatpak_manifest_builds_on_the_pyside_baseapp_offline():
    yaml = pytest.importorskip("yaml")
    manifest = yaml.safe_load(FLATPAK.read_text(encoding="utf-8"))
    assert manifest["id"] == APP_ID and manifest["command"] == "jassdesk"
    assert manifest["runtime"] == "org.kde.Platform" and manifest["sdk"] == "org.kde.Sdk"
    assert manifest["base"] == "io.qt.PySide.BaseApp"
    assert manifest["runtime-version"] == manifest["base-version"] and manifest["runtime-version"].startswith("6.")
    assert not any("network" in arg for arg in manifest["finish-args"]), "JassDesk needs no network"
    assert "BASEAPP_REMOVE_WEBENGINE=1" in manifest["build-options"]["env"]
    assert "/app/cleanup-BaseApp.sh" in manifest["cleanup-commands"]
    modules = {m["name"]: m for m in manifest["modules"]}
    assert {"python3-platformdirs", "jassdesk"} <= set(modules)
    wheel = modules["python3-platformdirs"]["sources"][0]
    assert wheel["url"].endswith(".whl") and len(wheel["sha256"]) == 64
    commands = " ".join(modules["jassdesk"]["build-commands"])
    for installed in (DESKTOP, METAINFO, ICONS / "hicolor"):  # what it installs exists in the tree
        assert installed.exists()
        assert installed.relative_to(ROOT).as_posix().replace(APP_ID, "${FLATPAK_ID}") in commands
    assert (LINUX / modules["jassdesk"]["sources"][0]["path"]).resolve() == ROOT
