"""``python packaging/check_wheel.py``: build the wheel, install it into a fresh venv, and start it there.

What a person gets from ``pip install jassdesk`` on a fresh machine: the wheel
must carry every data file (card art, help, licences, font, icon: the list
is pyproject's package-data, see build.package_data; the translations are
modules), install with its dependencies from the package index
(PySide6-Essentials, platformdirs) into a venv that sees nothing of this
machine's site-packages, answer
``--version`` and ``--help`` with no display at all, and play a few tricks
offscreen with AI players (``--smoke-test``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build import ROOT, package_data  # noqa: E402

from jassdesk import __version__  # noqa: E402


def run(*args: str | Path, env: dict[str, str] | None = None) -> str:
    result = subprocess.run([str(a) for a in args], env=env, capture_output=True, text=True, timeout=900)
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(map(str, args))} failed ({result.returncode}):\n{result.stdout}{result.stderr}")
    return result.stdout


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="jassdesk-wheel-") as scratch:
        folder = Path(scratch)
        started = time.monotonic()
        run(sys.executable, "-m", "pip", "wheel", ROOT, "--no-deps", "-q", "-w", folder / "wheel")
        wheel = next((folder / "wheel").glob("jassdesk-*.whl"))
        names = set(zipfile.ZipFile(wheel).namelist())
        missing = [f"{target}/{source.name}" for source, target in package_data()
                   if f"{target}/{source.name}" not in names]
        if missing:
            raise SystemExit(f"the wheel lacks {len(missing)} data files, e.g. {missing[:3]}")
        print(f"{wheel.name}: {wheel.stat().st_size / 1e6:.1f} MB, all {len(package_data())} data files")
        venv = folder / "venv"
        run(sys.executable, "-m", "venv", venv)  # without --system-site-packages: nothing of this machine
        bin_dir = venv / ("Scripts" if os.name == "nt" else "bin")
        run(bin_dir / "python", "-m", "pip", "install", "-q", wheel)
        bare = {k: v for k, v in os.environ.items()
                if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "PYTHONPATH", "PYTHONHOME")}
        program = bin_dir / "jassdesk"
        version = run(program, "--version", env=bare).strip()
        if not version.startswith(f"jassdesk {__version__}, AI search: "):
            raise SystemExit(f"jassdesk --version said {version!r}")
        # the wheel built here, where a compiler is, carries the compiled search core and the program uses it
        if not any(n.startswith("jassdesk/ai/_fastcore") for n in names) or "compiled core" not in version:
            raise SystemExit(f"the wheel lacks the compiled search core, or does not use it: {version!r}")
        if "--lang" not in run(program, "--help", env=bare):
            raise SystemExit("jassdesk --help does not list the options")
        print(f"--version and --help without a display: {version}")
        print(run(program, "--smoke-test", "12", env=dict(bare, QT_QPA_PLATFORM="offscreen")).strip())
        print(f"wheel built, installed and started in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
