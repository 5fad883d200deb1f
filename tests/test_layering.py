"""Imports run one way: ui -> app -> ai -> engine, with no circle anywhere; the engine and the AI never touch Qt or
files; the network's wire format (net) sits on the engine and the guarded reader, without Qt, sockets or files."""

import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1] / "jassdesk"
FORBIDDEN = {
    "engine": ("PySide6", "jassdesk.ai", "jassdesk.cards", "jassdesk.app", "jassdesk.ui", "jassdesk.storage",
               "jassdesk.net", "os", "io", "pathlib", "shutil", "socket", "sqlite3"),
    "ai": ("PySide6", "jassdesk.cards", "jassdesk.app", "jassdesk.ui", "jassdesk.storage", "jassdesk.net"),
    "cards": ("jassdesk.app", "jassdesk.ui", "jassdesk.ai"),
    "storage": ("PySide6.QtWidgets", "jassdesk.ui", "jassdesk.net"),
    # the wire format: messages and the engine's objects as JSON, pure; the host's and the client's sockets come
    # above it (in app).  No I/O of its own: no socket, no file, no database, no os
    "net": ("PySide6", "jassdesk.ai", "jassdesk.app", "jassdesk.ui", "jassdesk.cards", "jassdesk.school",
            "jassdesk.storage", "socket", "selectors", "asyncio", "ssl", "sqlite3", "os", "io", "pathlib", "shutil",
            "subprocess", "threading"),
    "app": ("jassdesk.ui",),
    "school": ("PySide6", "jassdesk.cards", "jassdesk.app", "jassdesk.ui"),  # lessons and puzzles: rules and AI only
}

#: imports a layer may make although FORBIDDEN names their package.  net checks every line with the guarded reader's
#: rules (its require_* helpers, the bounded JSON parse, quoted) and catches its CorruptFileError; those functions
#: are pure, and copying them would split one rule into two.  guarded_reader itself imports os and pathlib for
#: reading files, which net never calls: the rule is about the code net runs (what its own modules import and
#: call), not about which standard modules are loaded in the interpreter (os always is).  Every other storage
#: module (paths, atomic writes, the statistics database) stays forbidden.
ALLOWED = {
    "net": ("jassdesk.storage.guarded_reader", "jassdesk.storage.errors"),
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
            if name in ALLOWED.get(layer, ()):
                continue
            for bad in FORBIDDEN[layer]:
                assert not (name == bad or name.startswith(bad + ".")), f"{path.name} imports {name}"


def test_the_allowed_storage_modules_of_net_import_nothing_of_jassdesk_but_each_other():
    """What net may import of storage stays pure of the rest of JassDesk (no paths, no app, no Qt)."""
    for name in ALLOWED["net"]:
        path = ROOT / (name.removeprefix("jassdesk.").replace(".", "/") + ".py")
        for imported in imports_of(path):
            inside = imported in ALLOWED["net"] or imported == "jassdesk.storage"
            assert not imported.startswith("jassdesk.") or inside, f"{path.name} imports {imported}"
            assert not imported.startswith("PySide6"), f"{path.name} imports {imported}"


@pytest.mark.parametrize("layer", ["engine", "net"])
def test_engine_and_net_do_no_io(layer):
    for path in (ROOT / layer).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in ("open", "input", "print"), f"{path.name} calls {node.func.id}()"


def module_name(path: pathlib.Path) -> str:
    parts = ("jassdesk",) + path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_between_modules(path: pathlib.Path, modules: set[str], type_only: bool = True) -> set[str]:
    """The jassdesk modules ``path`` imports, at its top or inside a function (a deferred import hides a
    circle, it does not remove it) or for type checkers only, in an ``if TYPE_CHECKING:`` block (the module
    still cannot be read without the other: a type-only import ties the two as well).  ``type_only=False``:
    the imports that run, without those for type checkers.  An annotation in a string is no import."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    out: set[str] = set()

    def visit(node: ast.AST) -> None:
        if not type_only and isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
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


def import_graph(type_only: bool = True) -> dict[str, set[str]]:
    """Each jassdesk module and the jassdesk modules it imports (see :func:`imports_between_modules`)."""
    paths = {module_name(p): p for p in ROOT.rglob("*.py")}
    modules = set(paths)
    return {m: imports_between_modules(p, modules, type_only) for m, p in paths.items()}


def import_circles(type_only: bool = True, within: str = "jassdesk") -> list[list[str]]:
    """Every group of jassdesk modules that import each other, module by module (Tarjan's components);
    ``within``: only the modules of that package, and the imports between them."""
    inside = lambda m: m == within or m.startswith(within + ".")  # noqa: E731
    graph = {m: {n for n in ns if inside(n)} for m, ns in import_graph(type_only).items() if inside(m)}
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
    assert import_circles(type_only=False) == []  # the imports that run
    assert import_circles() == []  # and those for type checkers too


def test_no_import_circle_in_the_table_even_for_type_checkers():
    """The table's parts are typed against the host's protocol, not the scene: no circle, type-only imports
    counted too."""
    assert import_circles(type_only=True, within="jassdesk.ui.table") == []


def test_only_the_view_and_the_face_of_the_table_import_its_scene():
    """Inside jassdesk/ui/table only view.py and __init__.py import scene.py (type-only imports counted): the
    parts see the table as a TableHost (host.py), a game's table sees it as a GameStage (stage.py)."""
    scene = "jassdesk.ui.table.scene"
    importers = {m for m, ns in import_graph(type_only=True).items()
                 if scene in ns and m.startswith("jassdesk.ui.table")}
    assert importers <= {"jassdesk.ui.table", "jassdesk.ui.table.view"}, sorted(importers)


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
    assert sorted(import_circles(type_only=False)) == sorted(import_circles())


def test_the_circle_check_finds_a_circle_for_type_checkers_only(tmp_path, monkeypatch):
    package = tmp_path / "jassdesk" / "ui"
    package.mkdir(parents=True)
    (package / "scene.py").write_text("from .part import Part\n")
    (package / "part.py").write_text("from typing import TYPE_CHECKING\n"
                                     "if TYPE_CHECKING:\n    from .scene import Scene\n")  # type-only: a circle
    (package / "other.py").write_text("def f(scene: 'Scene') -> None:\n    pass\n")  # a string annotation: none
    (package / "face.py").write_text("import typing\nif typing.TYPE_CHECKING:\n    from . import other\n")
    (package / "deep.py").write_text("import jassdesk.ui.face\n")
    monkeypatch.setitem(globals(), "ROOT", tmp_path / "jassdesk")
    assert import_circles() == [["jassdesk.ui.part", "jassdesk.ui.scene"]]
    assert import_circles(within="jassdesk.ui") == [["jassdesk.ui.part", "jassdesk.ui.scene"]]
    assert import_circles(within="jassdesk.engine") == []
    assert import_circles(type_only=False) == []
    assert import_graph()["jassdesk.ui.face"] == {"jassdesk.ui.other"}
    assert import_graph(type_only=False)["jassdesk.ui.face"] == set()
    assert import_graph()["jassdesk.ui.other"] == set()
