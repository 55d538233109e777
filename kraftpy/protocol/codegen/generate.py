"""Turn the resolved schemas into the modules of `kraftpy/protocol/messages/` and check them."""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from kraftpy.protocol.codegen.emitter import ModuleEmitter
from kraftpy.protocol.codegen.schema import MessageDef, SchemaError, load_all, snake_case

REPO_ROOT = Path(__file__).resolve().parents[3]
SCHEMA_DIR = REPO_ROOT / "schemas"
OUT_DIR = REPO_ROOT / "kraftpy" / "protocol" / "messages"

HEADER = """GENERATED FILE - DO NOT EDIT.
Written by `python -m kraftpy.protocol.codegen` from {sources}.
Change the schema and run the command again; `python -m kraftpy.protocol.codegen --check` fails while stale."""


@dataclass(frozen=True, slots=True)
class GeneratedFile:
    name: str  # file name inside the output directory
    text: str


def module_name(m: MessageDef) -> str:
    """Module (file stem) that holds a message's class."""
    if m.type in ("request", "response"):
        base = m.name[: -len("Request")] if m.type == "request" else m.name[: -len("Response")]
        return snake_case(base)
    if m.type == "header":
        return "header"
    if m.type == "metadata":
        return "metadata_records"
    if m.source.startswith("coordinator/"):
        return "coordinator_records"
    if m.source.startswith("messages/"):  # a data structure carried inside a message (DefaultPrincipalData)
        return snake_case(m.name)
    return "raft_records"


def generate(messages: list[MessageDef]) -> list[GeneratedFile]:
    groups: dict[str, list[MessageDef]] = {}
    for m in messages:
        groups.setdefault(module_name(m), []).append(m)
    files: list[GeneratedFile] = []
    for mod, members in sorted(groups.items()):
        members.sort(key=lambda m: (m.type != "request", m.api_key or 0, m.name))
        sources = ", ".join(f"schemas/{m.source}" for m in members)
        emitter = ModuleEmitter(HEADER.format(sources=sources if len(members) <= 3 else f"{len(members)} schemas"))
        for m in members:
            emitter.add_message(m)
        files.append(GeneratedFile(f"{mod}.py", emitter.render()))
    files.append(GeneratedFile("__init__.py", _registry(messages)))
    return files


def _upper_snake(name: str) -> str:
    """`ApiVersions` -> `API_VERSIONS`, `DescribeTopicPartitions` -> `DESCRIBE_TOPIC_PARTITIONS`."""
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i > 0 and (not name[i - 1].isupper() or (i + 1 < len(name) and name[i + 1].islower())):
            out.append("_")
        out.append(ch.upper())
    return "".join(out)


def _registry(messages: list[MessageDef]) -> str:
    lines = [f"# {line}" for line in HEADER.format(sources="every schema").splitlines()]
    lines += [
        '"""Generated message codecs, and tables describing them (see `kraftpy.protocol.api` for lookups)."""',
        "",
        "from enum import IntEnum",
        "",
        "# API key -> (name, module, request class, response class, (min, max) valid versions,",
        "#             (min, max) flexible versions or None, listeners)",
        "APIS = {",
    ]
    requests = sorted((m for m in messages if m.type == "request"), key=lambda m: m.api_key or 0)
    for m in requests:
        base = m.name[: -len("Request")]
        flex = None if m.flexible.empty else (m.flexible.lo, min(m.flexible.hi, m.valid.hi))
        lines.append(
            f"    {m.api_key}: ({base!r}, {module_name(m)!r}, {m.name!r}, {base + 'Response'!r}, "
            f"({m.valid.lo}, {m.valid.hi}), {flex!r}, {m.listeners!r}),"
        )
    lines.append("}")
    lines.append("")
    lines.append("")
    lines.append("class ApiKey(IntEnum):")
    lines.append('    """The API keys of every request kraftpy knows, by name (`ApiKey.API_VERSIONS` is 18)."""')
    lines.append("")
    for m in requests:
        lines.append(f"    {_upper_snake(m.name[: -len('Request')])} = {m.api_key}")
    lines.append("")
    lines.append("")
    lines.append("# metadata record type -> (class name, (min, max) valid versions)")
    lines.append("METADATA_RECORDS = {")
    for m in sorted((m for m in messages if m.type == "metadata"), key=lambda m: m.api_key or 0):
        lines.append(f"    {m.api_key}: ({m.name!r}, ({m.valid.lo}, {m.valid.hi})),")
    lines.append("}")
    lines.append("")
    lines.append("# control record type -> (class name, (min, max) valid versions)")
    lines.append("CONTROL_RECORDS = {")
    for m in sorted(
        (m for m in messages if m.control_record_type is not None), key=lambda m: m.control_record_type or 0
    ):
        lines.append(f"    {m.control_record_type}: ({m.name!r}, ({m.valid.lo}, {m.valid.hi})),")
    lines.append("}")
    return "\n".join(lines) + "\n"


def expected_files(schema_dir: Path = SCHEMA_DIR) -> list[GeneratedFile]:
    return generate(load_all(schema_dir))


def stale_files(files: list[GeneratedFile], out_dir: Path = OUT_DIR) -> list[str]:
    """Names of files that differ from, are missing from, or should not be in `out_dir`."""
    problems = []
    wanted = {f.name for f in files}
    for f in files:
        path = out_dir / f.name
        if not path.exists():
            problems.append(f"{f.name} (missing)")
        elif path.read_text(encoding="utf-8") != f.text:
            problems.append(f"{f.name} (differs)")
    if out_dir.is_dir():
        for path in sorted(out_dir.glob("*.py")):
            if path.name not in wanted:
                problems.append(f"{path.name} (not generated from any schema)")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m kraftpy.protocol.codegen",
        description="Compile schemas/ into kraftpy/protocol/messages/.",
    )
    parser.add_argument("--check", action="store_true", help="exit 1 if the checked-in code is stale; write nothing")
    parser.add_argument("--schemas", type=Path, default=SCHEMA_DIR, help="schema directory (default: %(default)s)")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output directory (default: %(default)s)")
    args = parser.parse_args(argv)
    try:
        files = expected_files(args.schemas)
    except SchemaError as e:
        print(f"schema error: {e}", file=sys.stderr)
        return 2
    if args.check:
        problems = stale_files(files, args.out)
        if problems:
            print("generated code is stale; run `python -m kraftpy.protocol.codegen`:", file=sys.stderr)
            for p in problems:
                print(f"  {p}", file=sys.stderr)
            return 1
        print(f"generated code is up to date ({len(files)} files)")
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    written = 0
    for f in files:
        path = args.out / f.name
        if not path.exists() or path.read_text(encoding="utf-8") != f.text:
            path.write_text(f.text, encoding="utf-8")
            written += 1
    wanted = {f.name for f in files}
    for path in args.out.glob("*.py"):
        if path.name not in wanted:
            path.unlink()
    print(f"wrote {written} of {len(files)} files to {args.out}")
    return 0
