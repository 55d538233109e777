from __future__ import annotations

import struct

import pytest
from crc32c import crc32c
from hypothesis import given, settings
from hypothesis import strategies as st

from kraftpy.protocol.errors import CorruptRecordError
from kraftpy.protocol.records import (
    BATCH_OVERHEAD,
    BatchHeader,
    BatchTooLargeError,
    RecordBatchBuilder,
    UnsupportedMagicError,
    assign_offsets,
    batch_crc,
    crc_is_valid,
    decode_batch,
    iter_batches,
    patch_base_offset,
    patch_partition_leader_epoch,
    read_attributes,
    read_base_offset,
    read_base_sequence,
    read_batch_size,
    read_header,
    read_last_offset,
    read_max_timestamp,
    read_partition_leader_epoch,
    read_producer_epoch,
    read_producer_id,
    read_producer_state,
    read_records_count,
    set_log_append_time,
    validate_batches,
)

from .strategies import batch_specs, simple_batch


def test_header_fields() -> None:
    data = simple_batch(
        3,
        base_offset=100,
        producer_id=42,
        producer_epoch=7,
        base_sequence=5,
        is_transactional=True,
        partition_leader_epoch=9,
    )
    (h,) = validate_batches(data, strict=True)
    assert h == read_header(data)
    assert (h.base_offset, h.last_offset, h.next_offset, h.records_count) == (100, 102, 103, 3)
    assert (h.producer_id, h.producer_epoch, h.base_sequence, h.last_sequence) == (42, 7, 5, 7)
    assert h.is_transactional and not h.is_control and not h.has_delete_horizon
    assert (h.magic, h.partition_leader_epoch, h.compression, h.timestamp_type) == (2, 9, 0, 0)
    assert h.base_timestamp == 1_700_000_000_000 and h.max_timestamp == 1_700_000_000_002
    assert h.size == len(data) and h.position == 0 and h.end == len(data)
    assert h.crc == batch_crc(data) == crc32c(data[21:])
    assert bytes(h.view(data)) == data


def test_cheap_reads() -> None:
    data = b"junk" + simple_batch(4, base_offset=10, producer_id=3, producer_epoch=2, base_sequence=8)
    pos = 4
    assert read_base_offset(data, pos) == 10
    assert read_last_offset(data, pos) == 13
    assert read_records_count(data, pos) == 4
    assert read_batch_size(data, pos) == len(data) - 4
    assert read_partition_leader_epoch(data, pos) == -1
    assert (read_producer_id(data, pos), read_producer_epoch(data, pos), read_base_sequence(data, pos)) == (
        3,
        2,
        8,
    )
    assert read_producer_state(data, pos) == (3, 2, 8)
    assert read_max_timestamp(data, pos) == 1_700_000_000_003
    assert read_attributes(data, pos) == 0
    with pytest.raises(CorruptRecordError):
        read_records_count(data[:50], pos)
    with pytest.raises(CorruptRecordError):
        read_header(data[:60])


def test_last_sequence_wraps() -> None:
    h = read_header(simple_batch(3, producer_id=1, producer_epoch=0, base_sequence=(1 << 31) - 2))
    assert h.last_sequence == 0


def test_concatenated_batches_positions() -> None:
    batches = [simple_batch(n, base_offset=0) for n in (1, 5, 2)]
    buf = b"".join(batches)
    result = validate_batches(buf)
    assert [h.position for h in result] == [0, len(batches[0]), len(batches[0]) + len(batches[1])]
    assert result.end == len(buf)
    assert result.records_count == 8
    assert [(pos, h) for pos, h in iter_batches(buf)] == [(h.position, h) for h in result]


def test_empty_buffer() -> None:
    result = validate_batches(b"")
    assert list(result) == [] and result.end == 0


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=4), min_size=1, max_size=4), st.data())
def test_partial_trailing_batch(sizes: list[int], data: st.DataObject) -> None:
    batches = [simple_batch(n) for n in sizes]
    buf = b"".join(batches)
    boundaries = [0]
    for b in batches:
        boundaries.append(boundaries[-1] + len(b))
    cut = data.draw(st.integers(min_value=0, max_value=len(buf)))
    truncated = buf[:cut]
    complete = [b for b in boundaries[1:] if b <= cut]
    result = validate_batches(truncated, allow_partial=True)
    assert len(result) == len(complete)
    assert result.end == (complete[-1] if complete else 0)
    assert len(list(iter_batches(truncated, allow_partial=True))) == len(complete)
    if cut in boundaries:
        assert validate_batches(truncated).end == cut
    else:
        with pytest.raises(CorruptRecordError):
            validate_batches(truncated)
        with pytest.raises(CorruptRecordError):
            list(iter_batches(truncated))


def test_every_flipped_bit_in_crc_range_is_detected() -> None:
    data = simple_batch(2, compression=0)
    validate_batches(data)
    for bit in range(17 * 8, len(data) * 8):  # the CRC itself and everything it covers
        corrupted = bytearray(data)
        corrupted[bit // 8] ^= 1 << (bit % 8)
        with pytest.raises(CorruptRecordError) as info:
            validate_batches(corrupted)
        assert info.value.field in ("crc", "attributes") or "CRC" in str(info.value)
        assert not crc_is_valid(corrupted)


@settings(max_examples=25, deadline=None)
@given(batch_specs(), st.data())
def test_flipped_bit_detected_random_batches(spec, data: st.DataObject) -> None:  # type: ignore[no-untyped-def]
    raw = spec.build()
    bit = data.draw(st.integers(min_value=17 * 8, max_value=len(raw) * 8 - 1))
    corrupted = bytearray(raw)
    corrupted[bit // 8] ^= 1 << (bit % 8)
    with pytest.raises(CorruptRecordError):
        validate_batches(corrupted)


@settings(max_examples=25, deadline=None)
@given(batch_specs(), st.integers(min_value=0, max_value=(1 << 63) - 1), st.integers(-1, (1 << 31) - 1))
def test_patching_keeps_crc_valid(spec, new_base: int, epoch: int) -> None:  # type: ignore[no-untyped-def]
    buf = bytearray(b"\x00" * 5 + spec.build())
    patch_base_offset(buf, 5, new_base)
    patch_partition_leader_epoch(buf, 5, epoch)
    assert crc_is_valid(buf, 5)
    (h,) = validate_batches(memoryview(buf)[5:])
    assert (h.base_offset, h.partition_leader_epoch) == (new_base, epoch)
    batch = decode_batch(buf, 5)
    assert [r.offset for r in batch.records] == [new_base + r[0] for r in spec.records]


def test_assign_offsets() -> None:
    buf = bytearray(b"".join(simple_batch(n) for n in (3, 1, 4)))
    headers = validate_batches(buf, strict=True)
    assert assign_offsets(buf, headers, 1000, partition_leader_epoch=6) == 1008
    patched = validate_batches(buf, strict=True)
    assert [(h.base_offset, h.last_offset, h.partition_leader_epoch) for h in patched] == [
        (1000, 1002, 6),
        (1003, 1003, 6),
        (1004, 1007, 6),
    ]


@pytest.mark.parametrize("compression", [0, 4])
def test_set_log_append_time(compression: int) -> None:
    buf = bytearray(simple_batch(3, compression=compression, producer_id=1, producer_epoch=0, base_sequence=0))
    set_log_append_time(buf, 0, 1_800_000_000_000)
    (h,) = validate_batches(buf, strict=True)
    assert h.timestamp_type == 1 and h.max_timestamp == 1_800_000_000_000
    assert h.compression == compression and h.producer_id == 1
    assert [r.timestamp for r in decode_batch(buf).records] == [1_800_000_000_000] * 3
    before = bytes(buf)
    set_log_append_time(buf, 0, 1_800_000_000_000)  # idempotent
    assert bytes(buf) == before


def test_unsupported_magic() -> None:
    v1 = bytearray(simple_batch(1))
    v1[16] = 1
    with pytest.raises(UnsupportedMagicError) as info:
        validate_batches(v1)
    assert info.value.error_code == 2 and info.value.field == "magic"
    legacy = struct.pack(">qii", 0, 14, 0) + b"\x00\x00"  # a v0 message header, short
    with pytest.raises(UnsupportedMagicError):
        validate_batches(legacy + b"\x00" * 14)


def test_length_checks() -> None:
    data = bytearray(simple_batch(1))
    short = bytearray(data)
    struct.pack_into(">i", short, 8, 48)
    with pytest.raises(CorruptRecordError, match="below the minimum"):
        validate_batches(short)
    with pytest.raises(CorruptRecordError, match="below the minimum"):
        validate_batches(short, allow_partial=True)
    long = bytearray(data)
    struct.pack_into(">i", long, 8, 0x7FFFFFFF)
    with pytest.raises(CorruptRecordError, match="runs past the end"):
        validate_batches(long)
    assert list(validate_batches(long, allow_partial=True)) == []
    with pytest.raises(BatchTooLargeError) as info:
        validate_batches(data, max_batch_size=len(data) - 1)
    assert info.value.error_code == 10
    assert len(validate_batches(data, max_batch_size=len(data))) == 1
    with pytest.raises(CorruptRecordError, match="truncated"):
        validate_batches(data[:11])
    with pytest.raises(CorruptRecordError):
        validate_batches(data[: BATCH_OVERHEAD - 1])


def _with_header_change(data: bytes, offset: int, fmt: str, value: int) -> bytearray:
    buf = bytearray(data)
    struct.pack_into(fmt, buf, offset, value)
    struct.pack_into(">I", buf, 17, crc32c(bytes(buf[21:])))
    return buf


def test_count_checks() -> None:
    data = simple_batch(3)
    with pytest.raises(CorruptRecordError, match="negative lastOffsetDelta"):
        validate_batches(_with_header_change(data, 23, ">i", -1))
    with pytest.raises(CorruptRecordError, match="records count"):
        validate_batches(_with_header_change(data, 57, ">i", -1))
    with pytest.raises(CorruptRecordError, match="records count 4 inconsistent"):
        validate_batches(_with_header_change(data, 57, ">i", 4))
    # fewer records than the offset span: fine in a log (compaction), not from a producer
    fewer = _with_header_change(data, 23, ">i", 5)
    assert validate_batches(fewer)[0].records_count == 3
    with pytest.raises(CorruptRecordError, match="inconsistent"):
        validate_batches(fewer, strict=True)
    hostile = _with_header_change(_with_header_change(data, 23, ">i", 0x7FFFFFFE), 57, ">i", 0x7FFFFFFF)
    with pytest.raises(CorruptRecordError, match="cannot fit"):
        validate_batches(hostile)
    with pytest.raises(CorruptRecordError, match="compression codec 5"):
        validate_batches(_with_header_change(data, 21, ">h", 5))


def test_strict_rejects_empty_batches() -> None:
    b = RecordBatchBuilder()
    b.append(0, None, b"x")
    data = _with_header_change(b.build(), 57, ">i", 0)
    with pytest.raises(CorruptRecordError):
        validate_batches(data, strict=True)


def test_verify_crc_can_be_skipped() -> None:
    data = bytearray(simple_batch(2))
    data[-1] ^= 0xFF
    with pytest.raises(CorruptRecordError, match="CRC"):
        validate_batches(data)
    assert len(validate_batches(data, verify_crc=False)) == 1
    assert len(list(iter_batches(data))) == 1
    with pytest.raises(CorruptRecordError, match="CRC"):
        list(iter_batches(data, verify_crc=True))


def test_header_is_a_slotted_tuple() -> None:
    h = read_header(simple_batch(1))
    assert isinstance(h, BatchHeader) and isinstance(h, tuple)
    assert not hasattr(h, "__dict__")
