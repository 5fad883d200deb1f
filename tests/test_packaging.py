"""The package list in pyproject.toml is explicit (the card art is mapped into the package): keep it complete."""

import pathlib

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
