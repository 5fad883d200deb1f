"""The package list in pyproject.toml is explicit (the card art is mapped into the package): keep it complete."""

import importlib.util
import os
import pathlib
import subprocess
import sys
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")  # Python 3.11+

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_every_subpackage_is_listed_in_pyproject():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "jassdesk").rglob("__init__.py")}
    assert found - listed == set(), f"add these to [tool.setuptools] packages: {sorted(found - listed)}"
    assert "jassdesk.resources" in listed
    assert config["tool"]["setuptools"]["package-dir"]["jassdesk.resources"] == "resources"


def _build_module():
    """packaging/build.py, imported by path (packaging/ is not a package)."""
    spec = importlib.util.spec_from_file_location("jassdesk_packaging_build", ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_bundle_carries_every_data_file_of_the_package_laid_out_as_installed():
    """The bundle's data list is pyproject's package-data; nothing the package needs at run time is outside it."""
    bundled = {(target, source.name) for source, target in _build_module().package_data()}
    on_disk = {("jassdesk/" + p.parent.relative_to(ROOT / "jassdesk").as_posix(), p.name)
               for p in (ROOT / "jassdesk").rglob("*")
               if p.is_file() and p.suffix not in (".py", ".pyc", ".c", ".so", ".pyd") and "__pycache__" not in p.parts}
    on_disk = {(folder.removesuffix("/."), name) for folder, name in on_disk}
    assert on_disk - bundled == set(), "add these to [tool.setuptools.package-data]"
    art = {(t, n) for t, n in bundled if t.startswith("jassdesk/resources/cards/")}
    for deck in ("swiss", "french", "french4", "backs"):
        assert any(t == f"jassdesk/resources/cards/{deck}" for t, _ in art), f"no {deck} art in the bundle"
    assert ("jassdesk/resources/cards", "LICENSE.md") in bundled
    # where the frozen program looks: the package's own folder (a frozen module's __file__ is in the bundle)
    from jassdesk.cards import provider
    assert Path(provider.__file__).resolve().parents[1].name == "jassdesk"


def test_jassdesk_version_and_help_need_no_display():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(ROOT)
    from jassdesk import __version__
    version = subprocess.run([sys.executable, "-m", "jassdesk", "--version"], env=env, capture_output=True,
                             text=True, timeout=60)
    assert version.returncode == 0, version.stderr
    assert version.stdout.strip() in (f"jassdesk {__version__}, AI search: compiled core (C)",
                                      f"jassdesk {__version__}, AI search: pure Python (the compiled search core is "
                                      "not built)")
    helped = subprocess.run([sys.executable, "-m", "jassdesk", "--help"], env=env, capture_output=True, text=True,
                            timeout=60)
    assert helped.returncode == 0, helped.stderr
    assert "--lang" in helped.stdout and "--version" in helped.stdout
    assert "--smoke-test" not in helped.stdout  # the bundle's self-test is not a player's option


def test_smoke_test_mode_plays_tricks_with_ai_everywhere_and_exits_0(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", JASSDESK_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "jassdesk", "--smoke-test", "12"], env=env, capture_output=True,
                            text=True, timeout=180)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test: ok: 12 tricks" in result.stdout  # 12: past the first hand's "Continue"
    assert not any(tmp_path.iterdir()), "the smoke test plays in a throw-away folder"


def test_installer_recipes_take_what_the_build_makes():
    """The Inno Setup script and the macOS disk image take build.py's bundle, with the icons it generates."""
    build = _build_module()
    from jassdesk import __version__
    iss = (ROOT / "packaging" / "windows" / "jassdesk.iss").read_text(encoding="utf-8")
    assert f'#define AppVersion "{__version__}"' in iss
    assert f"..\\..\\dist\\{build.NAME}\\*" in iss and f"{build.NAME}.exe" in iss
    for relative in ("..\\icons\\jassdesk.ico", "..\\..\\LICENSE"):
        assert relative in iss
        assert (ROOT / "packaging" / "windows" / relative.replace("\\", "/")).resolve().is_file()
    dmg = (ROOT / "packaging" / "macos" / "make_dmg.sh").read_text(encoding="utf-8")
    assert "python3 packaging/build.py" in dmg and f"dist/{build.NAME}.app" in dmg
    spec = (ROOT / "packaging" / "jassdesk.spec").read_text(encoding="utf-8")
    assert '"jassdesk.ico"' in spec and '"jassdesk.icns"' in spec
