"""Imports run one way: ui -> app -> ai -> engine; the engine and the AI never touch Qt or files."""

import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1] / "jassdesk"
FORBIDDEN = {
    "engine": ("PySide6", "jassdesk.ai", "jassdesk.cards", "jassdesk.app", "jassdesk.ui", "jassdesk.storage",
               "os", "io", "pathlib", "shutil", "socket", "sqlite3"),
    "ai": ("PySide6", "jassdesk.cards", "jassdesk.app", "jassdesk.ui", "jassdesk.storage"),
    "cards": ("jassdesk.app", "jassdesk.ui", "jassdesk.ai"),
    "storage": ("PySide6.QtWidgets", "jassdesk.ui"),
    "app": ("jassdesk.ui",),
}


def imports_of(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    package = "jassdesk." + ".".join(path.relative_to(ROOT).parts[:-1])
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                names.add(f"{base}.{node.module}" if node.module else base)
            elif node.module:
                names.add(node.module)
    return names


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_only_downwards(layer):
    folder = ROOT / layer
    if not folder.exists():
        pytest.skip(f"jassdesk/{layer} does not exist yet")
    for path in folder.rglob("*.py"):
        for name in imports_of(path):
            for bad in FORBIDDEN[layer]:
                assert not (name == bad or name.startswith(bad + ".")), f"{path.name} imports {name}"


def test_engine_does_no_file_io():
    for path in (ROOT / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in ("open", "input", "print") or path.name == "bench.py", \
                    f"{path.name} calls {node.func.id}()"
