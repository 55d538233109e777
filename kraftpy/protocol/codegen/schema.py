"""Kafka-style JSON message schemas: loading, validation and the resolved model the emitter works from.

A schema file is validated in two steps: pydantic checks the shape (known keys, value types), then `resolve`
checks the meaning (types exist, tags are unique, defaults fit their type, ...). Every problem is reported as a
`SchemaError` naming the file, the field path and the reason.
"""

from __future__ import annotations

import json
import keyword
import re
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

MAX_VERSION = 0x7FFF

PRIMITIVE_SIZES: dict[str, int] = {
    "bool": 1,
    "int8": 1,
    "int16": 2,
    "uint16": 2,
    "int32": 4,
    "uint32": 4,
    "int64": 8,
    "float64": 8,
    "uuid": 16,
}
VARIABLE_PRIMITIVES = ("string", "bytes", "records")
PRIMITIVES = (*PRIMITIVE_SIZES, *VARIABLE_PRIMITIVES)
NULLABLE_PRIMITIVES = ("string", "bytes", "records")
INT_RANGES: dict[str, tuple[int, int]] = {
    "int8": (-(2**7), 2**7 - 1),
    "int16": (-(2**15), 2**15 - 1),
    "uint16": (0, 2**16 - 1),
    "int32": (-(2**31), 2**31 - 1),
    "uint32": (0, 2**32 - 1),
    "int64": (-(2**63), 2**63 - 1),
}


class SchemaError(Exception):
    """A schema file that is malformed or inconsistent."""

    def __init__(self, file: str, where: str, reason: str) -> None:
        self.file = file
        self.where = where
        self.reason = reason
        super().__init__(f"{file}: {where}: {reason}" if where else f"{file}: {reason}")


# ---------------------------------------------------------------------------------------------------------------
# Versions


@dataclass(frozen=True, slots=True)
class Versions:
    """An inclusive version range; `lo > hi` means no versions at all ("none")."""

    lo: int
    hi: int

    NONE_TEXT = "none"

    @classmethod
    def parse(cls, text: str | int | None, *, default: Versions | None = None) -> Versions:
        if text is None:
            if default is None:
                raise ValueError("missing version range")
            return default
        if isinstance(text, int):
            text = str(text)
        text = text.strip()
        if text == "none":
            return NO_VERSIONS
        m = re.fullmatch(r"(\d+)\+", text)
        if m:
            return cls(int(m.group(1)), MAX_VERSION)
        m = re.fullmatch(r"(\d+)-(\d+)", text)
        if m:
            lo, hi = int(m.group(1)), int(m.group(2))
            if lo > hi:
                raise ValueError(f"empty version range {text!r}")
            return cls(lo, hi)
        m = re.fullmatch(r"\d+", text)
        if m:
            return cls(int(text), int(text))
        raise ValueError(f"bad version range {text!r} (expected 'N', 'N-M', 'N+' or 'none')")

    @property
    def empty(self) -> bool:
        return self.lo > self.hi

    def __contains__(self, version: int) -> bool:
        return self.lo <= version <= self.hi

    def intersect(self, other: Versions) -> Versions:
        lo, hi = max(self.lo, other.lo), min(self.hi, other.hi)
        return Versions(lo, hi) if lo <= hi else NO_VERSIONS

    def issubset(self, other: Versions) -> bool:
        return self.empty or (other.lo <= self.lo and self.hi <= other.hi)

    def __str__(self) -> str:
        if self.empty:
            return "none"
        if self.hi == MAX_VERSION:
            return f"{self.lo}+"
        if self.lo == self.hi:
            return str(self.lo)
        return f"{self.lo}-{self.hi}"


NO_VERSIONS = Versions(1, 0)
ALL_VERSIONS = Versions(0, MAX_VERSION)


# ---------------------------------------------------------------------------------------------------------------
# File shape (pydantic)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class FieldSpec(_Strict):
    name: str
    type: str
    versions: str | None = None
    nullable_versions: str | None = Field(None, alias="nullableVersions")
    tagged_versions: str | None = Field(None, alias="taggedVersions")
    tag: int | None = None
    default: str | int | float | bool | None = None
    ignorable: bool = False
    map_key: bool = Field(False, alias="mapKey")
    entity_type: str | None = Field(None, alias="entityType")
    flexible_versions: str | None = Field(None, alias="flexibleVersions")
    zero_copy: bool = Field(False, alias="zeroCopy")
    about: str | None = None
    fields: list[FieldSpec] | None = None


class StructSpec(_Strict):
    name: str
    versions: str
    about: str | None = None
    fields: list[FieldSpec]


class MessageSpec(_Strict):
    name: str
    type: Literal["request", "response", "header", "metadata", "data"]
    api_key: int | None = Field(None, alias="apiKey")
    control_record_type: int | None = Field(None, alias="controlRecordType")
    listeners: list[Literal["broker", "controller"]] | None = None
    valid_versions: str = Field(alias="validVersions")
    flexible_versions: str = Field(alias="flexibleVersions")
    about: str | None = None
    fields: list[FieldSpec]
    common_structs: list[StructSpec] | None = Field(None, alias="commonStructs")


def strip_comments(text: str) -> str:
    """Remove whole-line `//` comments (Kafka's schema files allow them); line numbers are kept."""
    return "\n".join("" if line.lstrip().startswith("//") else line for line in text.split("\n"))


# ---------------------------------------------------------------------------------------------------------------
# Resolved model


@dataclass(slots=True, eq=False)
class TypeRef:
    kind: Literal["primitive", "array", "struct"]
    primitive: str | None = None
    element: TypeRef | None = None
    struct: StructDef | None = None

    @property
    def is_array(self) -> bool:
        return self.kind == "array"

    @property
    def is_struct(self) -> bool:
        return self.kind == "struct"

    @property
    def fixed_size(self) -> int | None:
        if self.kind == "primitive":
            return PRIMITIVE_SIZES.get(self.primitive or "")
        return None

    def spelled(self) -> str:
        if self.kind == "primitive":
            return self.primitive or ""
        if self.kind == "array":
            assert self.element is not None
            return "[]" + self.element.spelled()
        assert self.struct is not None
        return self.struct.name


@dataclass(slots=True, eq=False)
class FieldDef:
    name: str
    py_name: str
    type: TypeRef
    versions: Versions
    nullable: Versions
    tagged: Versions
    tag: int | None
    default: Any  # Python value of the default (None = null); for arrays: None or ()
    ignorable: bool
    flexible_override: Versions | None
    zero_copy: bool
    about: str
    entity_type: str | None
    map_key: bool
    path: str

    def present(self, version: int) -> bool:
        return version in self.versions

    def is_tagged(self, version: int) -> bool:
        return version in self.tagged

    def is_nullable(self, version: int) -> bool:
        return version in self.nullable

    def compact(self, version: int, flexible: Versions) -> bool:
        """Whether strings/bytes/arrays of this field use the compact encoding in `version`."""
        fv = self.flexible_override if self.flexible_override is not None else flexible
        return version in fv


@dataclass(slots=True, eq=False)
class StructDef:
    name: str
    fields: list[FieldDef]
    versions: Versions
    class_path: str  # e.g. "MetadataResponse.MetadataResponseTopic"
    is_root: bool = False
    about: str = ""  # the struct's own `about`, else that of the field that declares it


@dataclass(slots=True, eq=False)
class MessageDef:
    name: str
    type: str
    api_key: int | None
    control_record_type: int | None
    listeners: tuple[str, ...]
    valid: Versions
    flexible: Versions
    root: StructDef
    structs: list[StructDef] = field(default_factory=list)  # every nested struct, parents before children
    source: str = ""
    about: str = ""

    def is_flexible(self, version: int) -> bool:
        return version in self.flexible

    @property
    def versions(self) -> range:
        return range(self.valid.lo, self.valid.hi + 1)


_NAME_RE = re.compile(r"[A-Za-z][A-Za-z0-9]*\Z")


def snake_case(name: str) -> str:
    """`ThrottleTimeMs` -> `throttle_time_ms`, `IsrNodes` -> `isr_nodes`, `KRaftVersion` -> `kraft_version`."""
    special = {"KRaft": "Kraft"}
    for k, v in special.items():
        name = name.replace(k, v)
    out = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()
    if keyword.iskeyword(out) or out in _RESERVED_ATTRS:
        out += "_"
    return out


# Attribute names the generated classes use themselves.
_RESERVED_ATTRS = frozenset(
    {"encode", "decode", "decode_from", "to_dict", "from_dict", "to_json", "from_json", "fields", "copy"}
)


class _Resolver:
    def __init__(self, spec: MessageSpec, source: str) -> None:
        self.spec = spec
        self.source = source
        self.common: dict[str, StructSpec] = {}
        self.structs: dict[str, StructDef] = {}
        self.order: list[StructDef] = []
        self.flexible = self._versions(spec.flexible_versions, "flexibleVersions")
        self.valid = self._versions(spec.valid_versions, "validVersions")

    def fail(self, where: str, reason: str) -> SchemaError:
        return SchemaError(self.source, where, reason)

    def _versions(self, text: str | None, where: str, default: Versions | None = None) -> Versions:
        try:
            return Versions.parse(text, default=default)
        except ValueError as e:
            raise self.fail(where, str(e)) from None

    def resolve(self) -> MessageDef:
        spec = self.spec
        if not _NAME_RE.match(spec.name):
            raise self.fail("name", f"bad message name {spec.name!r}")
        expected_file = f"{spec.name}.json"
        if Path(self.source).name != expected_file:
            raise self.fail("name", f"message {spec.name!r} must live in a file named {expected_file}")
        if spec.type in ("request", "response", "metadata"):
            if spec.api_key is None:
                raise self.fail("apiKey", f"a {spec.type} schema needs an apiKey")
            if not 0 <= spec.api_key <= 0x7FFF:
                raise self.fail("apiKey", f"apiKey {spec.api_key} out of range")
        elif spec.api_key is not None:
            raise self.fail("apiKey", f"a {spec.type} schema has no apiKey")
        if spec.control_record_type is not None and spec.type != "data":
            raise self.fail("controlRecordType", "only data schemas can be control records")
        if spec.listeners is not None and spec.type != "request":
            raise self.fail("listeners", "only request schemas have listeners")
        if self.valid.empty:
            raise self.fail("validVersions", "a schema must have at least one valid version")
        if spec.type == "request" and spec.name.endswith("Request") is False:
            raise self.fail("name", "request schema names end with 'Request'")
        if spec.type == "response" and spec.name.endswith("Response") is False:
            raise self.fail("name", "response schema names end with 'Response'")
        for s in spec.common_structs or []:
            if s.name in self.common:
                raise self.fail(f"commonStructs.{s.name}", "declared twice")
            if not _NAME_RE.match(s.name):
                raise self.fail(f"commonStructs.{s.name}", "bad struct name")
            self.common[s.name] = s
        root = StructDef(spec.name, [], self.valid, spec.name, is_root=True, about=spec.about or "")
        root.fields = self._fields(spec.fields, spec.name, self.valid)
        for name, s in self.common.items():
            if name not in self.structs:
                raise self.fail(f"commonStructs.{name}", "declared but never used")
            del s
        return MessageDef(
            name=spec.name,
            type=spec.type,
            api_key=spec.api_key,
            control_record_type=spec.control_record_type,
            listeners=tuple(spec.listeners or ()),
            valid=self.valid,
            flexible=self.flexible,
            root=root,
            structs=self.order,
            source=self.source,
            about=spec.about or "",
        )

    def _fields(self, specs: list[FieldSpec], path: str, parent_versions: Versions) -> list[FieldDef]:
        out: list[FieldDef] = []
        names: set[str] = set()
        py_names: set[str] = set()
        tags: dict[int, str] = {}
        for fs in specs:
            where = f"{path}.{fs.name}"
            if not _NAME_RE.match(fs.name):
                raise self.fail(where, f"bad field name {fs.name!r}")
            if fs.name in names:
                raise self.fail(where, "duplicate field name")
            names.add(fs.name)
            f = self._field(fs, where, parent_versions)
            if f.py_name in py_names:
                raise self.fail(where, f"attribute name {f.py_name!r} clashes with another field")
            py_names.add(f.py_name)
            if f.tag is not None:
                if f.tag in tags:
                    raise self.fail(where, f"tag {f.tag} already used by {tags[f.tag]}")
                tags[f.tag] = fs.name
            out.append(f)
        return out

    def _field(self, fs: FieldSpec, where: str, parent_versions: Versions) -> FieldDef:
        if fs.versions is None:
            raise self.fail(where, "missing 'versions'")
        versions = self._versions(fs.versions, where + " versions")
        nullable = self._versions(fs.nullable_versions, where + " nullableVersions", default=NO_VERSIONS)
        tagged = self._versions(fs.tagged_versions, where + " taggedVersions", default=NO_VERSIONS)
        flex_override = None
        if fs.flexible_versions is not None:
            flex_override = self._versions(fs.flexible_versions, where + " flexibleVersions")
        type_ref = self._type(fs, where, versions)
        kind = type_ref.kind
        prim = type_ref.primitive
        if not nullable.empty and not (kind in ("array", "struct") or prim in NULLABLE_PRIMITIVES):
            raise self.fail(where, f"type {fs.type} cannot be nullable")
        if (fs.tag is None) != tagged.empty:
            raise self.fail(where, "'tag' and 'taggedVersions' must be given together")
        if fs.tag is not None:
            if fs.tag < 0:
                raise self.fail(where, "tags are non-negative")
            if not tagged.issubset(self.flexible):
                raise self.fail(where, f"taggedVersions {tagged} outside flexibleVersions {self.flexible}")
            if not tagged.issubset(versions):
                raise self.fail(where, f"taggedVersions {tagged} outside versions {versions}")
            if kind == "struct" and not nullable.empty:
                raise self.fail(where, "nullable tagged struct fields are not supported")
            if prim == "records":
                raise self.fail(where, "records fields cannot be tagged")
        if flex_override is not None and prim not in ("string", "bytes"):
            raise self.fail(where, "field-level flexibleVersions is only allowed on string and bytes fields")
        if fs.zero_copy and prim != "bytes":
            raise self.fail(where, "zeroCopy is only allowed on bytes fields")
        if fs.fields is not None and kind == "primitive":
            raise self.fail(where, "only struct types can have nested fields")
        default = self._default(fs, where, type_ref, nullable)
        return FieldDef(
            name=fs.name,
            py_name=snake_case(fs.name),
            type=type_ref,
            versions=versions,
            nullable=nullable,
            tagged=tagged,
            tag=fs.tag,
            default=default,
            ignorable=fs.ignorable,
            flexible_override=flex_override,
            zero_copy=fs.zero_copy,
            about=fs.about or "",
            entity_type=fs.entity_type,
            map_key=fs.map_key,
            path=where,
        )

    def _type(self, fs: FieldSpec, where: str, versions: Versions) -> TypeRef:
        text = fs.type
        if text.startswith("[]"):
            inner = text[2:]
            if inner in PRIMITIVES:
                if inner == "records":
                    raise self.fail(where, "arrays of records are not allowed")
                if fs.fields is not None:
                    raise self.fail(where, "arrays of primitives cannot have nested fields")
                return TypeRef("array", element=TypeRef("primitive", primitive=inner))
            return TypeRef("array", element=self._struct(inner, fs, where, versions))
        if text in PRIMITIVES:
            return TypeRef("primitive", primitive=text)
        return self._struct(text, fs, where, versions)

    def _struct(self, name: str, fs: FieldSpec, where: str, versions: Versions) -> TypeRef:
        if not _NAME_RE.match(name):
            raise self.fail(where, f"unknown type {fs.type!r}")
        if name in self.structs:
            if fs.fields is not None:
                raise self.fail(where, f"struct {name} is declared twice")
            return TypeRef("struct", struct=self.structs[name])
        about = fs.about or ""
        if fs.fields is not None:
            if name in self.common:
                raise self.fail(where, f"struct {name} is declared inline and in commonStructs")
            field_specs = fs.fields
            struct_versions = versions
        elif name in self.common:
            field_specs = self.common[name].fields
            struct_versions = self._versions(self.common[name].versions, f"commonStructs.{name} versions")
            about = self.common[name].about or about
        else:
            raise self.fail(where, f"unknown type {fs.type!r}: no such struct")
        if name == self.spec.name:
            raise self.fail(where, "a struct cannot have the message's name")
        sd = StructDef(name, [], struct_versions, f"{self.spec.name}.{name}", about=about)
        self.structs[name] = sd
        self.order.append(sd)
        sd.fields = self._fields(field_specs, name if fs.fields is None else where, struct_versions)
        return TypeRef("struct", struct=sd)

    # complex on purpose: one branch per schema type a default can have
    def _default(self, fs: FieldSpec, where: str, t: TypeRef, nullable: Versions) -> Any:  # noqa: C901
        raw = fs.default
        if t.kind == "array":
            if raw is None or raw == "":
                return ()
            if raw == "null":
                if nullable.empty:
                    raise self.fail(where, "default null on a field that is never nullable")
                return None
            raise self.fail(where, f"arrays can only default to null or empty, not {raw!r}")
        if t.kind == "struct":
            if raw is None or raw == "":
                return ()  # the struct's own defaults
            if raw == "null":
                if nullable.empty:
                    raise self.fail(where, "default null on a field that is never nullable")
                return None
            raise self.fail(where, f"structs can only default to null, not {raw!r}")
        prim = t.primitive
        assert prim is not None
        if prim in INT_RANGES:
            if raw is None or raw == "":
                return 0
            try:
                if isinstance(raw, bool):
                    raise ValueError
                value = int(raw, 0) if isinstance(raw, str) else int(raw)
                if isinstance(raw, float) and raw != value:
                    raise ValueError
            except ValueError:
                raise self.fail(where, f"default {raw!r} is not an integer") from None
            lo, hi = INT_RANGES[prim]
            if not lo <= value <= hi:
                raise self.fail(where, f"default {raw!r} out of range for {prim}")
            return value
        if prim == "bool":
            if raw is None or raw == "":
                return False
            if raw in (True, "true"):
                return True
            if raw in (False, "false"):
                return False
            raise self.fail(where, f"default {raw!r} is not a boolean")
        if prim == "float64":
            if raw is None or raw == "":
                return 0.0
            try:
                return float(raw)
            except (TypeError, ValueError):
                raise self.fail(where, f"default {raw!r} is not a number") from None
        if prim == "uuid":
            if raw is None or raw == "":
                return uuid.UUID(int=0)
            raise self.fail(where, "uuid fields only have the zero uuid as default")
        # string, bytes, records
        if raw == "null":
            if nullable.empty:
                raise self.fail(where, "default null on a field that is never nullable")
            return None
        if prim == "string":
            if raw is None:
                return ""
            if not isinstance(raw, str):
                raise self.fail(where, f"default {raw!r} is not a string")
            return raw
        if raw not in (None, ""):
            raise self.fail(where, f"{prim} fields can only default to null or empty")
        return b""


def load_message(path: Path, display: str | None = None) -> MessageDef:
    """Load, validate and resolve one schema file."""
    source = display or str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise SchemaError(source, "", f"cannot read: {e}") from None
    try:
        data = json.loads(strip_comments(text))
    except json.JSONDecodeError as e:
        raise SchemaError(source, f"line {e.lineno}", f"invalid JSON: {e.msg}") from None
    if not isinstance(data, dict):
        raise SchemaError(source, "", "the top level must be a JSON object")
    try:
        spec = MessageSpec.model_validate(data)
    except ValidationError as e:
        err = e.errors()[0]
        where = _pydantic_location(data, err["loc"])
        raise SchemaError(source, where, err["msg"]) from None
    return _Resolver(spec, source).resolve()


def _pydantic_location(data: Any, loc: tuple[Any, ...]) -> str:
    """Turn a pydantic error location into a field path like `Topics.Partitions.Index (tagged)`."""
    parts: list[str] = []
    node = data
    for item in loc:
        if isinstance(item, int) and isinstance(node, list) and item < len(node):
            node = node[item]
            if isinstance(node, dict) and "name" in node:
                parts.append(str(node["name"]))
            else:
                parts.append(f"[{item}]")
        elif isinstance(node, dict) and item in node:
            node = node[item]
            if item not in ("fields", "commonStructs"):
                parts.append(str(item))
        else:
            parts.append(str(item))
    return ".".join(parts)


def load_all(schema_dir: Path) -> list[MessageDef]:
    """Load every schema under `schema_dir` (messages/, metadata/, raft/, coordinator/), checking cross-file
    rules."""
    messages: list[MessageDef] = []
    for sub in ("messages", "metadata", "raft", "coordinator"):
        d = schema_dir / sub
        if not d.is_dir():
            continue
        for path in sorted(d.glob("*.json")):
            messages.append(load_message(path, display=f"{path.parent.name}/{path.name}"))
    _check_pairs(messages)
    return messages


def _check_pairs(messages: list[MessageDef]) -> None:
    by_name = {m.name: m for m in messages}
    keys: dict[tuple[str, int], str] = {}
    for m in messages:
        if m.api_key is not None:
            kind = "metadata" if m.type == "metadata" else m.type
            other = keys.get((kind, m.api_key))
            if other is not None:
                raise SchemaError(m.source, "apiKey", f"apiKey {m.api_key} is also used by {other}")
            keys[(kind, m.api_key)] = m.name
        if m.type == "request":
            resp_name = m.name[: -len("Request")] + "Response"
            resp = by_name.get(resp_name)
            if resp is None:
                raise SchemaError(m.source, "", f"no matching {resp_name}.json")
            if resp.api_key != m.api_key:
                raise SchemaError(resp.source, "apiKey", f"differs from {m.name}'s apiKey {m.api_key}")
            if (resp.valid.lo, resp.valid.hi) != (m.valid.lo, m.valid.hi):
                raise SchemaError(resp.source, "validVersions", f"differs from {m.name}'s {m.valid}")
            if (resp.flexible.lo, resp.flexible.hi) != (m.flexible.lo, m.flexible.hi) and not (
                resp.flexible.empty and m.flexible.empty
            ):
                raise SchemaError(resp.source, "flexibleVersions", f"differs from {m.name}'s {m.flexible}")
        if m.type == "response":
            req = by_name.get(m.name[: -len("Response")] + "Request")
            if req is None:
                raise SchemaError(m.source, "", "response without a matching request schema")
    control: dict[int, str] = {}
    for m in messages:
        if m.control_record_type is not None:
            if m.control_record_type in control:
                raise SchemaError(m.source, "controlRecordType", f"also used by {control[m.control_record_type]}")
            control[m.control_record_type] = m.name
