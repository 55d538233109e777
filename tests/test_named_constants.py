"""API keys and config resource types are named in kraftpy/, never written as numbers.

API keys go through `kraftpy.protocol.messages.ApiKey`; config resource types (2 topic, 4 broker, 8 broker logger,
16 client metrics, 32 group) through `kraftpy.metadata.config_types.ResourceType`. The check reads the syntax trees
of kraftpy/ (the generated messages, which define the numbers, aside) for the ways a number was written before:
compared with an API key or a resource type, passed as one, or bound to a name that says it is one.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from kraftpy.metadata.config_types import ResourceType
from kraftpy.protocol.messages import ApiKey

ROOT = Path(__file__).resolve().parents[1] / "kraftpy"
GENERATED = ROOT / "protocol" / "messages"

API_NAMES = {"api", "api_key", "API_KEY", "apikey"}
RESOURCE_NAMES = {"resource_type", "rtype"}
API_KEYS = frozenset(int(k) for k in ApiKey)
RESOURCE_TYPES = frozenset(int(t) for t in ResourceType if t != ResourceType.UNKNOWN)


def _name(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        if node.attr == "key" and isinstance(node.value, ast.Attribute) and node.value.attr == "api":
            return "api"  # req.api.key
        return node.attr
    return None


def _numbers(node: ast.AST) -> list[int]:
    """The int literals `node` is, or holds (a tuple, list or set of them)."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return [node.value]
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [n for e in node.elts for n in _numbers(e)]
    return []


def _kind(name: str | None) -> str | None:
    if name in API_NAMES:
        return "API key"
    if name in RESOURCE_NAMES:
        return "resource type"
    return None


def literals(tree: ast.AST) -> Iterator[tuple[int, str, int]]:
    """(line, what, number) of every API key or config resource type written as a number."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            if not all(isinstance(op, ast.Eq | ast.NotEq | ast.In | ast.NotIn) for op in node.ops):
                continue  # bounds (0 <= api_key <= 0x7FFF) are not keys
            operands = [node.left, *node.comparators]
            for a in operands:
                kind = _kind(_name(a))
                if kind is None:
                    continue
                for b in operands:
                    for n in _numbers(b):
                        yield node.lineno, kind, n
        elif isinstance(node, ast.keyword) and node.arg is not None:
            kind = _kind(node.arg)
            if kind is not None:
                for n in _numbers(node.value):
                    yield node.value.lineno, kind, n
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                name = (_name(target) or "").upper()
                if name.endswith(("_RESOURCE", "_RESOURCES")):  # (not DUPLICATE_RESOURCE, an error code)
                    kind, values = "resource type", RESOURCE_TYPES
                elif name.endswith("_API_KEY"):
                    kind, values = "API key", API_KEYS
                else:
                    continue
                for n in _numbers(node.value):
                    if n in values:
                        yield node.lineno, kind, n


def test_the_check_finds_the_literals_it_looks_for() -> None:
    source = """
if api == 19: pass
if req.api.key in (0, 1): pass
if r.resource_type == 2: pass
ConfigRecord(resource_type=4, resource_name="")
TOPIC_RESOURCE = 2
if api == ApiKey.PRODUCE and version >= 3: pass
if 0 <= api_key <= 0x7FFF: pass
DUPLICATE_RESOURCE = 92
"""
    found = sorted((line, kind, n) for line, kind, n in literals(ast.parse(source)))
    assert found == [
        (2, "API key", 19),
        (3, "API key", 0),
        (3, "API key", 1),
        (4, "resource type", 2),
        (5, "resource type", 4),
        (6, "resource type", 2),
    ]


def test_kraftpy_names_api_keys_and_config_resource_types() -> None:
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        if GENERATED in path.parents:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        found += [f"{path.relative_to(ROOT.parent)}:{line}: {kind} {n}" for line, kind, n in literals(tree)]
    assert found == []
