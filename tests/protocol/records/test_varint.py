from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kraftpy.protocol.errors import DecodeError, EncodeError
from kraftpy.protocol.records.varint import (
    read_uvarint,
    read_varint,
    read_varlong,
    size_of_uvarint,
    size_of_varint,
    size_of_varlong,
    write_uvarint,
    write_varint,
    write_varlong,
)

I32 = st.integers(min_value=-(1 << 31), max_value=(1 << 31) - 1)
I64 = st.integers(min_value=-(1 << 63), max_value=(1 << 63) - 1)
U32 = st.integers(min_value=0, max_value=(1 << 32) - 1)


def reference_unsigned(n: int) -> bytes:
    """LEB128 written the obvious way."""
    out = []
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


@pytest.mark.parametrize(
    ("value", "encoded"),
    [
        (0, b"\x00"),
        (-1, b"\x01"),
        (1, b"\x02"),
        (-64, b"\x7f"),
        (63, b"\x7e"),
        (64, b"\x80\x01"),
        (300, b"\xd8\x04"),
        ((1 << 31) - 1, b"\xfe\xff\xff\xff\x0f"),
        (-(1 << 31), b"\xff\xff\xff\xff\x0f"),
    ],
)
def test_varint_known_encodings(value: int, encoded: bytes) -> None:
    assert write_varint(value) == encoded
    assert read_varint(encoded, 0) == (value, len(encoded))
    assert size_of_varint(value) == len(encoded)


@given(I32, st.binary(max_size=3), st.binary(max_size=3))
def test_varint_round_trip(value: int, before: bytes, after: bytes) -> None:
    encoded = write_varint(value)
    assert encoded == reference_unsigned((value << 1) ^ (value >> 31))
    assert len(encoded) == size_of_varint(value) <= 5
    assert read_varint(before + encoded + after, len(before)) == (value, len(before) + len(encoded))
    assert read_varint(memoryview(bytearray(encoded)), 0) == (value, len(encoded))


@given(I64)
def test_varlong_round_trip(value: int) -> None:
    encoded = write_varlong(value)
    assert encoded == reference_unsigned((value << 1) ^ (value >> 63))
    assert len(encoded) == size_of_varlong(value) <= 10
    assert read_varlong(encoded, 0) == (value, len(encoded))


@given(U32)
def test_uvarint_round_trip(value: int) -> None:
    encoded = write_uvarint(value)
    assert encoded == reference_unsigned(value)
    assert len(encoded) == size_of_uvarint(value)
    assert read_uvarint(encoded + b"\xff", 0) == (value, len(encoded))


def test_out_of_range_values_do_not_encode() -> None:
    with pytest.raises(EncodeError):
        write_varint(1 << 31)
    with pytest.raises(EncodeError):
        write_varlong(-(1 << 63) - 1)
    with pytest.raises(EncodeError):
        write_uvarint(-1)
    with pytest.raises(EncodeError):
        write_uvarint(1 << 32)


@pytest.mark.parametrize(
    ("reader", "data", "reason"),
    [
        (read_varint, b"", "truncated"),
        (read_varint, b"\x80\x80", "truncated"),
        (read_varint, b"\x80\x80\x80\x80\x80\x01", "longer than 5"),
        (read_varint, b"\xff\xff\xff\xff\x1f", "does not fit"),
        (read_uvarint, b"\xff\xff\xff\xff\x10", "does not fit"),
        (read_uvarint, b"\xff", "truncated"),
        (read_varlong, b"\x80" * 10 + b"\x01", "longer than 10"),
        (read_varlong, b"\xff" * 9 + b"\x02", "does not fit"),
        (read_varlong, b"\xff" * 9, "truncated"),
    ],
)
def test_bad_varints(reader, data: bytes, reason: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(DecodeError, match=reason) as info:
        reader(data, 0)
    assert info.value.offset == 0


@settings(max_examples=300)
@given(st.binary(max_size=12), st.integers(min_value=0, max_value=12))
def test_random_bytes_raise_only_decode_error(data: bytes, pos: int) -> None:
    for reader in (read_varint, read_varlong, read_uvarint):
        try:
            value, new_pos = reader(data, pos)
        except DecodeError:
            continue
        assert pos < new_pos <= len(data)
        assert isinstance(value, int)
