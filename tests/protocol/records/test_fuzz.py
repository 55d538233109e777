"""Hostile input: random, truncated and mutated bytes raise only DecodeError subclasses, quickly."""

from __future__ import annotations

import struct

import pytest
from crc32c import crc32c
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kraftpy.protocol.errors import CorruptRecordError, DecodeError
from kraftpy.protocol.records import (
    RecordBatchBuilder,
    compress,
    decode_batch,
    decode_batches,
    iter_batches,
    validate_batches,
)
from kraftpy.protocol.records.varint import write_varint

from .strategies import batch_specs, codecs, simple_batch

FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MAX_SIZE = 1 << 20


def exercise(buf: bytes | bytearray, *, crc: bool = True) -> None:
    """Feed `buf` to every entry point; anything but a DecodeError fails the test."""
    for call in (
        lambda: validate_batches(buf),
        lambda: validate_batches(buf, allow_partial=True, strict=True),
        lambda: list(iter_batches(buf, allow_partial=True)),
        lambda: list(iter_batches(buf, verify_crc=True)),
        lambda: decode_batches(buf, allow_partial=True, verify_crc=crc, max_size=MAX_SIZE),
        lambda: decode_batch(buf, verify_crc=False, max_size=MAX_SIZE),
    ):
        try:
            call()
        except DecodeError as exc:
            assert isinstance(exc, CorruptRecordError), exc


def fix_crc(buf: bytearray, pos: int = 0) -> None:
    if len(buf) - pos >= 61:
        (length,) = struct.unpack_from(">i", buf, pos + 8)
        end = min(len(buf), pos + 12 + max(length, 49))
        struct.pack_into(">I", buf, pos + 17, crc32c(bytes(buf[pos + 21 : end])))


@FUZZ
@given(st.binary(max_size=400))
def test_random_bytes(data: bytes) -> None:
    exercise(data)


@FUZZ
@given(st.binary(min_size=61, max_size=300))
def test_random_bytes_behind_a_plausible_header(tail: bytes) -> None:
    # A structurally valid header (magic 2, right length, right CRC) over random content.
    for codec in range(5):
        buf = bytearray(tail)
        struct.pack_into(">i", buf, 8, len(buf) - 12)
        buf[16] = 2
        struct.pack_into(">h", buf, 21, codec)
        struct.pack_into(">i", buf, 23, 0x7FFFFFF0)
        fix_crc(buf)
        exercise(buf)


@FUZZ
@given(batch_specs(max_records=6), st.data())
def test_truncated_batches(spec, data: st.DataObject) -> None:  # type: ignore[no-untyped-def]
    raw = spec.build()
    cut = data.draw(st.integers(min_value=0, max_value=len(raw) - 1))
    exercise(raw[:cut])
    with pytest.raises(CorruptRecordError):
        validate_batches(raw[:cut]) if cut else decode_batch(raw[:cut])


@FUZZ
@given(
    batch_specs(max_records=6),
    st.lists(st.tuples(st.integers(min_value=0), st.integers(min_value=0, max_value=255)), min_size=1, max_size=6),
    st.booleans(),
)
def test_mutated_batches(spec, edits: list[tuple[int, int]], recompute_crc: bool) -> None:  # type: ignore[no-untyped-def]
    buf = bytearray(spec.build())
    for where, byte in edits:
        buf[where % len(buf)] = byte
    if recompute_crc:  # get past the CRC so the record decoder sees the damage
        fix_crc(buf)
    exercise(buf)


@FUZZ
@given(codecs, st.lists(st.binary(max_size=30), min_size=1, max_size=5), st.data())
def test_mutated_records_area(codec: int, values: list[bytes], data: st.DataObject) -> None:
    # Damage the uncompressed records area, then compress it into a batch with a valid CRC.
    b = RecordBatchBuilder()
    for v in values:
        b.append(1, v, v, [("k", v)])
    records = bytearray(b.build()[61:])
    edits = data.draw(st.lists(st.tuples(st.integers(0, len(records) - 1), st.integers(0, 255)), max_size=4))
    for where, byte in edits:
        records[where] = byte
    cut = data.draw(st.integers(min_value=0, max_value=len(records)))
    exercise(_header(compress(codec, bytes(records[:cut])), len(values), codec=codec))


def _header(records: bytes, count: int, codec: int = 0, last_offset_delta: int | None = None) -> bytes:
    buf = bytearray(61) + records
    lod = count - 1 if last_offset_delta is None else last_offset_delta
    struct.pack_into(">qiibIhiqqqhii", buf, 0, 0, 49 + len(records), 0, 2, 0, codec, lod, 0, 0, -1, -1, -1, count)
    fix_crc(buf)
    return bytes(buf)


@pytest.mark.parametrize(
    ("records", "count", "what"),
    [
        (b"", 1, "cannot fit"),
        (b"\x00" * 7, 2, "cannot fit"),
        (write_varint(1000) + b"\x00" * 6, 1, "length"),
        (write_varint(-3) + b"\x00" * 6, 1, "length"),
        (b"\x0e\x00\x00\x00\x03\x00\x00\x00", 1, "key length"),  # key length -2
        (b"\x0e\x00\x00\x00\x40\x00\x00\x00", 1, "key of 32 bytes"),
        (b"\x0e\x00\x00\x00\x01\x40\x00\x00", 1, "value of 32 bytes"),
        (b"\x0e\x00\x00\x00\x01\x01\x7e\x00", 1, "header count"),
        (b"\x10\x00\x00\x00\x01\x01\x02\x01\x01", 1, "header key length"),  # a null header key
        (b"\x0c\x00\x00\x00\x01\x01\x00\x00", 1, "trailing"),
        (b"\x0e\x00\x00\x00\x01\x01\x00\x00", 1, "does not match"),
        (b"\x0e\x00\xff\xff\xff\xff\xff\xff", 1, "timestampDelta"),
        (b"\x12\x00\x00\x00\x01\x01\x02\x02\xff\x00", 1, "UTF-8"),
    ],
)
def test_specific_record_damage(records: bytes, count: int, what: str) -> None:
    with pytest.raises(CorruptRecordError, match=what):
        decode_batch(_header(records, count, last_offset_delta=max(count - 1, 0)))


def test_hostile_count_in_compressed_batch_fails_fast() -> None:
    raw = _header(compress(4, b"\x0c\x00\x00\x00\x01\x01\x00"), 0x7FFFFFFF, codec=4, last_offset_delta=0x7FFFFFFE)
    with pytest.raises(CorruptRecordError, match="cannot fit"):
        decode_batch(raw)


def test_hostile_header_count_fails_fast() -> None:
    record = b"\x00\x00\x00\x01\x01" + write_varint(0x7FFFFFFF)
    with pytest.raises(CorruptRecordError, match="header count"):
        decode_batch(_header(write_varint(len(record)) + record, 1))


def test_error_names_record_and_field() -> None:
    raw = bytearray(simple_batch(3))
    records = decode_batch(raw).records
    assert len(records) == 3
    damaged = _header(bytes(raw[61:-1]), 3)
    with pytest.raises(CorruptRecordError) as info:
        decode_batch(damaged)
    assert info.value.message_name == "Record[2]"
    assert info.value.field is not None and info.value.offset is not None
