"""The layers hold: no import cycle in `bot/`, no import from a lower layer up, and the
adapters reach the engine, the knowledge and the service only through their public faces.

The graph is built from the source with `ast` (lazy imports inside functions count too),
so a cycle hidden behind a function-level import is found as well.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "bot"

# Lowest first; a module may import its own layer and any lower one, never a higher one.
LAYERS = {
    "bot.settings": 0,
    "bot.knowledge": 1,
    "bot.store": 1,
    "bot.engine": 2,
    "bot.importers": 2,
    "bot.service": 3,
    "bot.adapters": 4,
    "bot.__main__": 5,
}
PUBLIC_FACES = ("bot.knowledge", "bot.engine", "bot.service", "bot.store", "bot.importers")


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def all_modules(root: Path = ROOT) -> dict[str, Path]:
    return {module_name(p, root): p for p in root.rglob("*.py")}


def imports_of(path: Path, name: str, modules: dict[str, Path]) -> set[str]:
    """The `bot` modules this file imports, each as the most precise module name."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                found.add(sub if sub in modules else base)
    return {m for m in found if m == "bot" or m.startswith("bot.")}


def graph(root: Path = ROOT) -> dict[str, set[str]]:
    modules = all_modules(root)
    return {name: imports_of(path, name, modules) - {name} for name, path in modules.items()}


def layer(module: str) -> int | None:
    for prefix, rank in LAYERS.items():
        if module == prefix or module.startswith(prefix + "."):
            return rank
    return None


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}  # 1 = on the current path, 2 = done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (cycle := visit(nxt)):
                return cycle
        path.pop()
        state[node] = 2
        return None

    for start in sorted(edges):
        if start not in state and (cycle := visit(start)):
            return cycle
    return None


def upward_imports(edges: dict[str, set[str]]) -> list[str]:
    bad = []
    for module, targets in edges.items():
        for target in targets:
            mine, theirs = layer(module), layer(target)
            if mine is None or theirs is None or theirs > mine:
                bad.append(f"{module} -> {target}")
    return sorted(bad)


def private_reaches(edges: dict[str, set[str]]) -> list[str]:
    """Imports of another layer's submodules (`bot.engine.matcher`) instead of its face."""
    bad = []
    for module, targets in edges.items():
        for target in targets:
            for face in PUBLIC_FACES:
                inside = module == face or module.startswith(face + ".")
                if target.startswith(face + ".") and not inside:
                    bad.append(f"{module} -> {target}")
    return sorted(bad)


def test_every_module_belongs_to_a_layer() -> None:
    assert [m for m in graph() if m != "bot" and layer(m) is None] == []


def test_no_import_cycles() -> None:
    assert find_cycle(graph()) is None


def test_no_import_goes_up_a_layer() -> None:
    assert upward_imports(graph()) == []


def test_layers_meet_only_at_public_faces() -> None:
    assert private_reaches(graph()) == []


def test_the_engine_and_knowledge_never_import_discord() -> None:
    for name, path in all_modules().items():
        if layer(name) is not None and (layer(name) or 0) <= LAYERS["bot.service"]:
            tree = ast.parse(path.read_text())
            names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
            names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
            assert not {n for n in names if n.split(".")[0] == "discord"}, name


# The checks themselves must be able to fail: a small tree with each defect.
@pytest.fixture
def broken_tree(tmp_path: Path) -> Path:
    root = tmp_path / "bot"
    for pkg in ("knowledge", "engine", "adapters"):
        (root / pkg).mkdir(parents=True)
        (root / pkg / "__init__.py").write_text("")
    (root / "__init__.py").write_text("")
    (root / "knowledge" / "a.py").write_text("from bot.knowledge import b\n")
    (root / "knowledge" / "b.py").write_text("def f():\n    from bot.knowledge.a import x\n")
    (root / "knowledge" / "up.py").write_text("from bot.engine import Engine\n")
    (root / "engine" / "inner.py").write_text("X = 1\n")
    (root / "adapters" / "x.py").write_text("from bot.engine.inner import X\n")
    return root


def test_the_checks_catch_a_cycle_an_upward_import_and_a_private_reach(
    broken_tree: Path,
) -> None:
    edges = graph(broken_tree)
    cycle = find_cycle(edges)
    assert cycle is not None and {"bot.knowledge.a", "bot.knowledge.b"} <= set(cycle)
    assert "bot.knowledge.up -> bot.engine" in upward_imports(edges)
    assert private_reaches(edges) == ["bot.adapters.x -> bot.engine.inner"]
