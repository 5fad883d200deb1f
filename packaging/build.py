"""Build JassDesk as a one-folder bundle with PyInstaller: ``python packaging/build.py [--smoke-test N]``.

The same script runs on Linux, Windows and macOS (``jassdesk.spec`` holds the
platform branches) and leaves ``dist/JassDesk/`` (and ``dist/JassDesk.app`` on
macOS).  It needs the project's dependencies and PyInstaller in the Python that
runs it (``python -m pip install . pyinstaller``).

The bundle carries exactly the data files a wheel carries: the list comes from
``[tool.setuptools.package-data]`` in pyproject.toml (read by
:func:`package_data`), laid out as in an installed package (``jassdesk/help``,
``jassdesk/resources/cards`` ...), so the program finds them frozen the same way
it finds them installed.  ``--smoke-test N`` then asks the bundle which path
its AI search takes (``--version``: the compiled core, wherever the JassDesk
being packaged has it), starts it offscreen, lets AI players play N tricks and
fails unless it exits with status 0.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the JassDesk being packaged (the spec imports it), not another one installed
HERE = ROOT / "packaging"
NAME = "JassDesk"


def package_data(root: Path = ROOT) -> list[tuple[Path, str]]:
    """Every data file pyproject.toml puts in the wheel, as (source file, folder inside the bundle)."""
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    package_dir: dict[str, str] = config.get("package-dir", {})
    files: list[tuple[Path, str]] = []
    for package, patterns in config["package-data"].items():
        source = root / package_dir.get(package, package.replace(".", "/"))
        for pattern in patterns:
            for path in sorted(source.glob(pattern)):
                if path.is_file():
                    target = Path(*package.split(".")) / path.parent.relative_to(source)
                    files.append((path, target.as_posix()))
    return files


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def executable(dist: Path) -> Path:
    """The program inside the built bundle."""
    if sys.platform == "darwin":
        return dist / f"{NAME}.app" / "Contents" / "MacOS" / NAME
    return dist / NAME / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def build(dist: Path, work: Path) -> float:
    """Run PyInstaller on jassdesk.spec; the seconds it took."""
    started = time.monotonic()
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work), str(HERE / "jassdesk.spec")],
                   check=True, cwd=ROOT)
    return time.monotonic() - started


def smoke_test(program: Path, tricks: int, timeout_s: float = 180.0) -> float:
    """Start the bundle offscreen with AI players on every seat; the seconds until it exited with 0."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    started = time.monotonic()
    result = subprocess.run([str(program), "--smoke-test", str(tricks)], env=env, timeout=timeout_s,
                            capture_output=True, text=True)
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    if result.returncode != 0:
        raise SystemExit(f"smoke test failed: {program.name} exited with status {result.returncode}")
    return time.monotonic() - started


def uses_the_core(program: Path) -> str:
    """The bundle's own word on its AI search (``--version``); refused where this JassDesk has its compiled core
    and the bundle does not use it (PyInstaller missed the extension)."""
    from jassdesk.ai import fast_core

    result = subprocess.run([str(program), "--version"], capture_output=True, text=True, timeout=60)
    said = result.stdout.strip()
    if fast_core.available() and "compiled core" not in said:
        raise SystemExit(f"the bundle does not use the compiled search core: {said!r}")
    return said


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the bundle goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=None, help="PyInstaller's work folder (default: a temporary one)")
    parser.add_argument("--smoke-test", type=int, default=0, metavar="TRICKS",
                        help="after building, let AI players play this many tricks in the bundle, offscreen")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="jassdesk-build-") as scratch:
        seconds = build(args.dist, args.work or Path(scratch))
    bundle = args.dist / (f"{NAME}.app" if sys.platform == "darwin" else NAME)
    print(f"built {bundle} in {seconds:.0f} s: {folder_size(bundle) / 1e6:.1f} MB")
    if args.smoke_test:
        print(f"the bundle says: {uses_the_core(executable(args.dist))}")
        print(f"smoke test passed in {smoke_test(executable(args.dist), args.smoke_test):.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
