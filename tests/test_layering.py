"""Imports run one way: ui -> app -> ai -> engine, with no circle anywhere; the engine and the AI never touch Qt or files."""

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
                assert node.func.id not in ("open", "input", "print"), f"{path.name} calls {node.func.id}()"


def module_name(path: pathlib.Path) -> str:
    parts = ("jassdesk",) + path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_between_modules(path: pathlib.Path, modules: set[str]) -> set[str]:
    """The jassdesk modules ``path`` imports, at its top or inside a function (a deferred import hides a
    circle, it does not remove it); imports for type checkers only do not count."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    out: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            submodules = {f"{base}.{alias.name}" for alias in node.names} & modules
            out.update(submodules or {base})
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return out & modules - {name}


def import_circles() -> list[list[str]]:
    """Every group of jassdesk modules that import each other, module by module (Tarjan's components)."""
    paths = {module_name(p): p for p in ROOT.rglob("*.py")}
    modules = set(paths)
    graph = {m: imports_between_modules(p, modules) for m, p in paths.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles = []

    def connect(m: str) -> None:
        index[m] = low[m] = len(index)
        stack.append(m)
        for n in graph[m]:
            if n not in index:
                connect(n)
                low[m] = min(low[m], low[n])
            elif n in stack:
                low[m] = min(low[m], index[n])
        if low[m] == index[m]:
            group = []
            while True:
                n = stack.pop()
                group.append(n)
                if n == m:
                    break
            if len(group) > 1:
                circles.append(sorted(group))

    for m in sorted(graph):
        if m not in index:
            connect(m)
    return circles


def test_no_import_circle_anywhere():
    assert import_circles() == []


def test_the_circle_check_finds_a_circle(tmp_path, monkeypatch):
    package = tmp_path / "jassdesk" / "engine"
    package.mkdir(parents=True)
    (package / "a.py").write_text("from .b import x\n")
    (package / "b.py").write_text("from jassdesk.engine.a import y\n")
    (package / "c.py").write_text("def f():\n    from .d import y\n")  # deferred into a function: still a circle
    (package / "d.py").write_text("from typing import TYPE_CHECKING\nfrom . import c\n"
                                  "if TYPE_CHECKING:\n    from .a import z\n")  # for type checkers only: none
    monkeypatch.setitem(globals(), "ROOT", tmp_path / "jassdesk")
    assert sorted(import_circles()) == [["jassdesk.engine.a", "jassdesk.engine.b"],
                                        ["jassdesk.engine.c", "jassdesk.engine.d"]]
