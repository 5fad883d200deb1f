"""The build's one piece of code: the Expert's search core, an optional C extension.

Everything else about the package is declared in pyproject.toml.  ``jassdesk.ai._fastcore`` is compiled where
a C compiler is found (``pip install .`` and ``pip install -e .``, which builds it in place); where none is,
or the build fails, the install goes on without it and the AI searches in pure Python, about ten times
the CPU per decision (``jassdesk --version`` and the log say which path runs; docs/performance.md).
"""

from __future__ import annotations

import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

# -O3 where gcc or clang build it; MSVC's /O2 is setuptools' default there.  No fused multiply-adds (gcc's default
# on arm64 contracts a * b + c): the core's float sums must round as Python's do (tests/ai/test_fast_core.py)
COMPILE_ARGS = [] if sys.platform == "win32" else ["-O3", "-ffp-contract=off"]


class OptionalBuildExt(build_ext):
    """build_ext that warns and goes on where the compiler is missing or fails (the pure-Python fallback)."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # no compiler at all: distutils raises before any extension is tried
            self._skipped(exc)

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as exc:
            self._skipped(exc)

    @staticmethod
    def _skipped(exc: Exception) -> None:
        print(f"warning: the compiled search core was not built ({exc}); JassDesk's AI will search in pure "
              "Python, more slowly", file=sys.stderr)


setup(
    ext_modules=[Extension("jassdesk.ai._fastcore", ["jassdesk/ai/_fastcore.c"], extra_compile_args=COMPILE_ARGS,
                           optional=True)],
    cmdclass={"build_ext": OptionalBuildExt},
)
