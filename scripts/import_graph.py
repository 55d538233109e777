"""The import graph of kraftpy/: fails (exit 1) on a module import cycle, or on an import inside a function that
does not say why (on its line, the line before it, or the import right before it).

Every import statement outside function and class bodies counts as an edge, `if TYPE_CHECKING:` blocks included
(a cycle hidden there is still a cycle); the generated codecs (kraftpy/protocol/messages) are left out. A cycle is a
strongly connected component of more than one module. An import inside a function or method is allowed only with a
comment on its line or the line before it saying why (an optional dependency such as pyspark, a start-up cost).
Neither kraftpy/ nor benchmarks/ may import the test suite (`tests`, anywhere in a file): the benchmarks' launchers
and harnesses live in kraftpy (kraftpy.tools.process_cluster, kraftpy.sim.controller_harness, ...).

    python scripts/import_graph.py            # checks kraftpy/
    python scripts/import_graph.py --graph    # also prints each module's kraftpy imports
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "kraftpy"
GENERATED = PACKAGE / "protocol" / "messages"
BENCHMARKS = ROOT / "benchmarks"


def modules() -> dict[str, Path]:
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if GENERATED in path.parents or "__pycache__" in path.parts:
            continue
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _targets(current: str, is_package: bool, node: ast.Import | ast.ImportFrom, known: dict[str, Path]) -> set[str]:
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        if node.level:
            base_parts = current.split(".") if is_package else current.split(".")[:-1]
            base_parts = base_parts[: len(base_parts) - (node.level - 1)]
            base = ".".join(base_parts + ([node.module] if node.module else []))
        else:
            base = node.module or ""
        names = [f"{base}.{a.name}" for a in node.names] + [base]
    out = set()
    for name in names:
        while name and name not in known:
            name = name.rpartition(".")[0]
        if name and name != current:
            out.add(name)
    return out


def _walk(body: list[ast.stmt], in_function: bool, found: list[tuple[ast.Import | ast.ImportFrom, bool]]) -> None:
    for stmt in body:
        if isinstance(stmt, ast.Import | ast.ImportFrom):
            found.append((stmt, in_function))
            continue
        inner = in_function or isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
        for field in ("body", "orelse", "finalbody", "handlers"):
            for child in getattr(stmt, field, None) or []:
                _walk(child.body if isinstance(child, ast.ExceptHandler) else [child], inner, found)


def analyse(known: dict[str, Path]) -> tuple[dict[str, set[str]], list[str]]:
    graph: dict[str, set[str]] = {m: set() for m in known}
    unexplained: list[str] = []
    for module, path in known.items():
        text = path.read_text()
        lines = text.splitlines()
        found: list[tuple[ast.Import | ast.ImportFrom, bool]] = []
        _walk(ast.parse(text).body, False, found)
        explained: set[int] = set()  # last lines of function-level imports that say why (or follow one that does)
        for node, in_function in found:
            targets = _targets(module, path.name == "__init__.py", node, known)
            if not in_function:
                graph[module] |= targets
                continue
            here = lines[node.lineno - 1]
            before = lines[node.lineno - 2] if node.lineno >= 2 else ""
            if "#" in here or "#" in before or node.lineno - 1 in explained:
                explained.add(node.end_lineno or node.lineno)
            else:
                unexplained.append(f"{path.relative_to(ROOT)}:{node.lineno}: {here.strip()}")
    return graph, unexplained


def imports_of_tests(paths: list[Path]) -> list[str]:
    """Every import of the test suite (`import tests...`, `from tests... import`) in `paths`, at any depth."""
    out = []
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            else:
                continue
            if any(name == "tests" or name.startswith("tests.") for name in names):
                out.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return out


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    out: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            advanced = False
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    advanced = True
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    out.append(sorted(component))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--graph", action="store_true", help="print each module's kraftpy imports")
    args = ap.parse_args()
    known = modules()
    graph, unexplained = analyse(known)
    if args.graph:
        for module in sorted(graph):
            print(module, "->", ", ".join(sorted(graph[module])) or "-")
    found = cycles(graph)
    for component in found:
        print("import cycle:", " ".join(component))
    for line in unexplained:
        print("import inside a function without a comment saying why:", line)
    of_tests = imports_of_tests(list(known.values()) + sorted(BENCHMARKS.glob("*.py")))
    for line in of_tests:
        print("an import of the test suite outside tests/:", line)
    print(
        f"{len(found)} import cycles, {len(unexplained)} unexplained function-level imports, {len(of_tests)} imports "
        f"of tests/ in kraftpy/ or benchmarks/, {len(known)} modules"
    )
    return 1 if found or unexplained or of_tests else 0


if __name__ == "__main__":
    sys.exit(main())
