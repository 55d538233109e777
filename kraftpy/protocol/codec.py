"""Run-time support for the generated message codecs (`kraftpy.protocol.messages`).

The generated modules contain straight-line encode/decode functions per message and version. What they share
lives here: the `Message` base class (construction helpers, equality, repr, dict conversion), unsigned varints,
tagged-field sections, primitive-array packing, and the translation of low-level failures into `DecodeError` /
`EncodeError` naming the message and field.
"""

from __future__ import annotations

import struct
import sys
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Self, TypeAlias, overload

from kraftpy.protocol.errors import DecodeError, EncodeError
from kraftpy.protocol.records.varint import read_uvarint
from kraftpy.protocol.records.varint import write_uvarint as uvarint

__all__ = [
    "EMPTY",
    "Buffer",
    "FieldInfo",
    "Message",
    "read_uvarint",
    "uvarint",
]

Buffer: TypeAlias = bytes | bytearray | memoryview
"""What the decoders read from."""

ZERO_UUID = uuid.UUID(int=0)
_ZERO16 = bytes(16)


class _Empty:
    """Marker for "use the schema default" in generated constructors (lists and structs are built fresh)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<default>"


EMPTY: Any = _Empty()


@dataclass(frozen=True, slots=True)
class FieldInfo:
    """What the schema says about one field, for generic code (tests, tools, JSON conversion)."""

    name: str  # schema name, e.g. "ThrottleTimeMs"
    attr: str  # attribute name, e.g. "throttle_time_ms"
    schema_type: str  # e.g. "[]int32", "string", "MetadataResponseTopic"
    versions: tuple[int, int]
    nullable: tuple[int, int]
    tagged: tuple[int, int]
    tag: int | None
    default: Any
    ignorable: bool
    struct: type[Message] | None  # element/struct class for struct-typed fields

    def present(self, version: int) -> bool:
        return self.versions[0] <= version <= self.versions[1]

    def is_nullable(self, version: int) -> bool:
        return self.nullable[0] <= version <= self.nullable[1]

    def is_tagged(self, version: int) -> bool:
        return self.tagged[0] <= version <= self.tagged[1]

    @property
    def is_array(self) -> bool:
        return self.schema_type.startswith("[]")

    @property
    def element_type(self) -> str:
        return self.schema_type[2:] if self.is_array else self.schema_type

    def default_value(self) -> Any:
        """A fresh default value (new list/struct where needed)."""
        d = self.default
        if self.is_array:
            return None if d is None else []
        if self.struct is not None:
            return None if d is None else self.struct()
        return d


class Message:
    """Base of every generated message and struct class."""

    __slots__: tuple[str, ...] = ()

    NAME: ClassVar[str] = ""
    TYPE: ClassVar[str] = "struct"
    API_KEY: ClassVar[int | None] = None
    VALID_VERSIONS: ClassVar[tuple[int, int]] = (0, 0)
    FLEXIBLE_VERSIONS: ClassVar[tuple[int, int] | None] = None
    FIELDS: ClassVar[tuple[FieldInfo, ...]] = ()
    _ENC: ClassVar[dict[int, Callable[[Any], bytes]]] = {}
    _DEC: ClassVar[dict[int, Callable[[Any, int], tuple[Any, int]]]] = {}

    # -- wire ----------------------------------------------------------------------------------------------------

    def encode(self, version: int) -> bytes:
        """Encode this message in `version`; raises `EncodeError` for a value the version cannot carry."""
        try:
            fn = self._ENC[version]
        except KeyError:
            raise EncodeError(
                f"{self.NAME}: version {version} is not valid (valid: {_range(self.VALID_VERSIONS)})"
            ) from None
        try:
            return fn(self)
        except EncodeError:
            raise
        except Exception as e:  # low-level failure inside straight-line code: name the field
            raise _translate(type(self), version, e, EncodeError) from None

    @classmethod
    def decode(cls, buf: Buffer, version: int) -> Self:
        """Decode a whole buffer; trailing bytes are an error."""
        obj, pos = cls.decode_from(buf, 0, version)
        if pos != len(buf):
            raise DecodeError(f"{len(buf) - pos} unexpected trailing bytes", message=cls.NAME, offset=pos)
        return obj

    @classmethod
    def decode_from(cls, buf: Buffer, pos: int, version: int) -> tuple[Self, int]:
        """Decode from `pos`; returns the object and the position after it."""
        try:
            fn = cls._DEC[version]
        except KeyError:
            raise DecodeError(
                f"version {version} is not valid (valid: {_range(cls.VALID_VERSIONS)})", message=cls.NAME
            ) from None
        try:
            return fn(buf, pos)
        except DecodeError as e:
            if e.message_name is None:  # raised by a shared helper: say where in the message it happened
                raise _translate(cls, version, e, DecodeError) from None
            raise
        except Exception as e:  # IndexError, struct.error, UnicodeDecodeError, ...: name the field
            raise _translate(cls, version, e, DecodeError) from None

    # -- Python conveniences -------------------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return all(getattr(self, s) == getattr(other, s) for s in self.__slots__)

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        parts = [f"{f.attr}={getattr(self, f.attr)!r}" for f in self.FIELDS]
        unknown = getattr(self, "_unknown_tags", None)
        if unknown:
            parts.append(f"_unknown_tags={unknown!r}")
        return f"{type(self).__qualname__}({', '.join(parts)})"

    def to_dict(self) -> dict[str, Any]:
        """Attribute name -> value, recursively (structs become dicts)."""
        return {f.attr: _plain(getattr(self, f.attr)) for f in self.FIELDS}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        """Inverse of `to_dict`: build an instance from attribute names (missing ones take their defaults)."""
        kwargs: dict[str, Any] = {}
        for f in cls.FIELDS:
            if f.attr not in data:
                continue
            v = data[f.attr]
            if f.struct is not None and v is not None:
                v = [f.struct.from_dict(x) for x in v] if f.is_array else f.struct.from_dict(v)
            kwargs[f.attr] = v
        return cls(**kwargs)


def _plain(v: Any) -> Any:
    if isinstance(v, Message):
        return v.to_dict()
    if isinstance(v, list):
        return [_plain(x) for x in v]
    if isinstance(v, memoryview):
        return bytes(v)
    return v


def _range(r: tuple[int, int]) -> str:
    return f"{r[0]}-{r[1]}" if r[0] != r[1] else str(r[0])


def _translate(cls: type, version: int, exc: BaseException, kind: type[EncodeError] | type[DecodeError]) -> Exception:
    """Name the field that was being read or written when `exc` was raised inside generated code."""
    module = sys.modules.get(cls.__module__)
    lines: dict[int, str] = getattr(module, "_LINES", {})
    field = None
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_globals.get("__name__") == cls.__module__:
            field = lines.get(tb.tb_lineno, field)
        tb = tb.tb_next
    if kind is DecodeError:
        if isinstance(exc, DecodeError):
            return DecodeError(
                f"{exc.reason} (version {version})",
                message=getattr(cls, "NAME", cls.__name__),
                field=field or exc.field,
                offset=exc.offset,
            )
        if isinstance(exc, IndexError | struct.error):
            reason = f"input ends early (version {version})"
        elif isinstance(exc, UnicodeDecodeError):
            reason = f"invalid UTF-8 string (version {version})"
        else:
            reason = f"{type(exc).__name__}: {exc} (version {version})"
        return DecodeError(reason, message=getattr(cls, "NAME", cls.__name__), field=field)
    if isinstance(exc, AttributeError) and "'NoneType'" in str(exc):
        reason = f"null is not allowed here in version {version}"
    else:
        reason = f"cannot encode value in version {version}: {type(exc).__name__}: {exc}"
    where = f"{getattr(cls, 'NAME', cls.__name__)}.{field}" if field else getattr(cls, "NAME", cls.__name__)
    return EncodeError(f"{where}: {reason}")


# -------------------------------------------------------------------------------------------------------------
# Primitives used by the generated code


def write_tags(
    append: Callable[[bytes], Any],
    known: list[tuple[int, bytes]] | None,
    unknown: Sequence[tuple[int, bytes]] | None,
) -> None:
    """Write a tagged-field section: count, then (tag, size, data) in ascending tag order."""
    items: list[tuple[int, bytes]] = []
    if known:
        items.extend(known)
    if unknown:
        items.extend(unknown)
        items.sort(key=lambda kv: kv[0])
        for i in range(1, len(items)):
            if items[i][0] == items[i - 1][0]:
                raise EncodeError(f"tag {items[i][0]} is written twice (an unknown tag shadows a known field)")
    append(uvarint(len(items)))
    for tag, data in items:
        append(uvarint(tag))
        append(uvarint(len(data)))
        append(data)


def array_too_long(n: int, what: str, pos: int) -> DecodeError:
    return DecodeError(f"array length {n} exceeds the remaining input", field=what, offset=pos)


def bad_length(n: int, what: str, pos: int) -> DecodeError:
    return DecodeError(f"invalid length {n}", field=what, offset=pos)


def unexpected_null(what: str, pos: int) -> DecodeError:
    return DecodeError("null is not allowed in this version", field=what, offset=pos)


def tag_size_mismatch(tag: int, what: str, pos: int) -> DecodeError:
    return DecodeError(f"tagged field {tag} does not fill its declared size", field=what, offset=pos)


def unsupported_field(cls_name: str, field: str, version: int) -> EncodeError:
    return EncodeError(f"{cls_name}.{field}: a non-default value cannot be sent in version {version}")


def uuid_from(b: bytes) -> uuid.UUID:
    return ZERO_UUID if b == _ZERO16 else uuid.UUID(bytes=bytes(b))


# -------------------------------------------------------------------------------------------------------------
# Fast paths for short arrays of fixed-size numbers: precompiled structs per length. Generated code indexes these
# tables for lengths below SMALL_ARRAY and falls back to the helpers below for longer, null or invalid arrays.

SMALL_ARRAY = 64
FIXED_CODES = {"?": 1, "b": 1, "h": 2, "H": 2, "i": 4, "I": 4, "q": 8, "d": 8}
ARRAYS = {c: tuple(struct.Struct(f">{n}{c}") for n in range(SMALL_ARRAY)) for c in FIXED_CODES}
COMPACT_ARRAYS = {c: tuple(struct.Struct(f">B{n}{c}") for n in range(SMALL_ARRAY)) for c in FIXED_CODES}
LONG_ARRAYS = {c: tuple(struct.Struct(f">i{n}{c}") for n in range(SMALL_ARRAY)) for c in FIXED_CODES}
_I16 = struct.Struct(">h")
_I32 = struct.Struct(">i")


def encode_array(code: str, values: list[Any], compact: bool) -> bytes:
    """Length prefix plus big-endian values, for any length."""
    n = len(values)
    prefix = uvarint(n + 1) if compact else _I32.pack(n)
    return prefix + struct.pack(f">{n}{code}", *values)


def _read_length(
    buf: bytes | bytearray | memoryview, pos: int, compact: bool, wide: bool, nullable: bool, where: str
) -> tuple[int, int]:
    """Read a length prefix (-1 = null); `wide` selects int32 over int16 for non-compact lengths."""
    start = pos
    if compact:
        n, pos = read_uvarint(buf, pos)
        n -= 1
    elif wide:
        (n,) = _I32.unpack_from(buf, pos)
        pos += 4
    else:
        (n,) = _I16.unpack_from(buf, pos)
        pos += 2
    if n < 0:
        if n == -1 and nullable:
            return -1, pos
        if n == -1:
            raise DecodeError("null is not allowed in this version", field=where, offset=start)
        raise DecodeError(f"invalid length {n}", field=where, offset=start)
    return n, pos


def read_array_len(
    buf: bytes | bytearray | memoryview, pos: int, compact: bool, nullable: bool, min_size: int, where: str
) -> tuple[int, int]:
    """Array length (-1 = null) checked against the bytes left, so a hostile length cannot drive a huge loop."""
    n, pos = _read_length(buf, pos, compact, True, nullable, where)
    if n * min_size > len(buf) - pos:
        raise DecodeError(f"array length {n} exceeds the remaining input", field=where, offset=pos)
    return n, pos


@overload
def read_fixed_array(
    buf: Buffer, pos: int, code: str, compact: bool, nullable: Literal[False], where: str
) -> tuple[list[Any], int]: ...
@overload
def read_fixed_array(
    buf: Buffer, pos: int, code: str, compact: bool, nullable: bool, where: str
) -> tuple[list[Any] | None, int]: ...
def read_fixed_array(
    buf: Buffer, pos: int, code: str, compact: bool, nullable: bool, where: str
) -> tuple[list[Any] | None, int]:
    n, pos = read_array_len(buf, pos, compact, nullable, FIXED_CODES[code], where)
    if n < 0:
        return None, pos
    values = list(struct.unpack_from(f">{n}{code}", buf, pos))
    return values, pos + n * FIXED_CODES[code]


@overload
def read_string(buf: Buffer, pos: int, compact: bool, nullable: Literal[False], where: str) -> tuple[str, int]: ...
@overload
def read_string(buf: Buffer, pos: int, compact: bool, nullable: bool, where: str) -> tuple[str | None, int]: ...
def read_string(buf: Buffer, pos: int, compact: bool, nullable: bool, where: str) -> tuple[str | None, int]:
    n, pos = _read_length(buf, pos, compact, False, nullable, where)
    if n < 0:
        return None, pos
    end = pos + n
    if end > len(buf):
        raise DecodeError(f"string length {n} exceeds the remaining input", field=where, offset=pos)
    try:
        return str(buf[pos:end], "utf-8"), end
    except UnicodeDecodeError:
        raise DecodeError("invalid UTF-8 string", field=where, offset=pos) from None
