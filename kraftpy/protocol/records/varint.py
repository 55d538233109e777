"""Variable-length integers of the Kafka protocol.

* unsigned varint (``UNSIGNED_VARINT``): LEB128, at most 5 bytes, values 0 .. 2**32 - 1 (compact lengths, tagged
  fields of flexible message versions);
* varint / varlong: zigzag-encoded signed int32 / int64, at most 5 / 10 bytes (record batches).

Readers take a buffer (``bytes``, ``bytearray`` or a byte ``memoryview``) and a position and return
``(value, new_position)``. They raise :class:`DecodeError` when the buffer ends inside the number, when the number
is longer than its type allows, or when the value does not fit the type. Writers return ``bytes``; the values
0..127 (unsigned) and -64..63 (zigzag) come from a table.
"""

from __future__ import annotations

from ..errors import DecodeError, EncodeError

__all__ = [
    "read_uvarint",
    "read_varint",
    "read_varlong",
    "size_of_uvarint",
    "size_of_varint",
    "size_of_varlong",
    "write_uvarint",
    "write_varint",
    "write_varlong",
]

_U32_MAX = 0xFFFFFFFF
_U64_MAX = 0xFFFFFFFFFFFFFFFF
_I32_MIN, _I32_MAX = -(1 << 31), (1 << 31) - 1
_I64_MIN, _I64_MAX = -(1 << 63), (1 << 63) - 1

# One-byte encodings, indexed by the unsigned value (0..127).
_ONE_BYTE: tuple[bytes, ...] = tuple(bytes((i,)) for i in range(128))
# One- and two-byte encodings of unsigned values 0..16383 (zigzag -8192..8191): record lengths, offset and timestamp
# deltas and key/value sizes of typical records come straight from this table.
_SMALL: tuple[bytes, ...] = _ONE_BYTE + tuple(bytes(((i & 0x7F) | 0x80, i >> 7)) for i in range(128, 16384))


def _read_long_tail(
    buf: bytes | bytearray | memoryview, pos: int, max_bytes: int, limit: int, what: str
) -> tuple[int, int]:
    """Slow path of the readers: a number of three or more bytes starting at `pos` (unsigned value)."""
    start = pos
    result = 0
    shift = 0
    try:
        for _ in range(max_bytes):
            b = buf[pos]
            pos += 1
            result |= (b & 0x7F) << shift
            if b < 0x80:
                if result > limit:
                    raise DecodeError(f"{what} value does not fit its type", offset=start)
                return result, pos
            shift += 7
    except IndexError:
        raise DecodeError(f"truncated {what}", offset=start) from None
    raise DecodeError(f"{what} longer than {max_bytes} bytes", offset=start)


def read_uvarint(buf: bytes | bytearray | memoryview, pos: int) -> tuple[int, int]:
    """Read an unsigned varint (at most 5 bytes, 0 .. 2**32 - 1) at `pos`; return ``(value, new_pos)``."""
    try:
        b = buf[pos]
        if b < 0x80:
            return b, pos + 1
        c = buf[pos + 1]
        if c < 0x80:
            return (b & 0x7F) | (c << 7), pos + 2
    except IndexError:
        raise DecodeError("truncated unsigned varint", offset=pos) from None
    return _read_long_tail(buf, pos, 5, _U32_MAX, "unsigned varint")


def read_varint(buf: bytes | bytearray | memoryview, pos: int) -> tuple[int, int]:
    """Read a zigzag varint (signed int32, at most 5 bytes) at `pos`; return ``(value, new_pos)``."""
    try:
        b = buf[pos]
        if b < 0x80:
            return (b >> 1) ^ -(b & 1), pos + 1
        c = buf[pos + 1]
        if c < 0x80:
            n = (b & 0x7F) | (c << 7)
            return (n >> 1) ^ -(n & 1), pos + 2
    except IndexError:
        raise DecodeError("truncated varint", offset=pos) from None
    n, pos = _read_long_tail(buf, pos, 5, _U32_MAX, "varint")
    return (n >> 1) ^ -(n & 1), pos


def read_varlong(buf: bytes | bytearray | memoryview, pos: int) -> tuple[int, int]:
    """Read a zigzag varlong (signed int64, at most 10 bytes) at `pos`; return ``(value, new_pos)``."""
    try:
        b = buf[pos]
        if b < 0x80:
            return (b >> 1) ^ -(b & 1), pos + 1
        c = buf[pos + 1]
        if c < 0x80:
            n = (b & 0x7F) | (c << 7)
            return (n >> 1) ^ -(n & 1), pos + 2
    except IndexError:
        raise DecodeError("truncated varlong", offset=pos) from None
    n, pos = _read_long_tail(buf, pos, 10, _U64_MAX, "varlong")
    return (n >> 1) ^ -(n & 1), pos


def _encode_unsigned(n: int) -> bytes:
    out = bytearray()
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def write_uvarint(n: int) -> bytes:
    """Encode `n` (0 .. 2**32 - 1) as an unsigned varint."""
    if 0 <= n < 16384:
        return _SMALL[n]
    if not 0 <= n <= _U32_MAX:
        raise EncodeError(f"unsigned varint out of range: {n}")
    return _encode_unsigned(n)


def write_varint(n: int) -> bytes:
    """Encode `n` (a signed int32) as a zigzag varint."""
    if -8192 <= n < 8192:
        return _SMALL[(n << 1) ^ (n >> 31)]
    if not _I32_MIN <= n <= _I32_MAX:
        raise EncodeError(f"varint out of int32 range: {n}")
    return _encode_unsigned((n << 1) ^ (n >> 31))


def write_varlong(n: int) -> bytes:
    """Encode `n` (a signed int64) as a zigzag varlong."""
    if -8192 <= n < 8192:
        return _SMALL[(n << 1) ^ (n >> 63)]
    if not _I64_MIN <= n <= _I64_MAX:
        raise EncodeError(f"varlong out of int64 range: {n}")
    return _encode_unsigned((n << 1) ^ (n >> 63))


def size_of_uvarint(n: int) -> int:
    """Number of bytes of the unsigned varint encoding of `n` (n >= 0)."""
    if n < 0x80:
        return 1
    return (n.bit_length() + 6) // 7


def size_of_varint(n: int) -> int:
    """Number of bytes of the zigzag varint encoding of the int32 `n`."""
    return size_of_uvarint((n << 1) ^ (n >> 31))


def size_of_varlong(n: int) -> int:
    """Number of bytes of the zigzag varlong encoding of the int64 `n`."""
    return size_of_uvarint((n << 1) ^ (n >> 63))
