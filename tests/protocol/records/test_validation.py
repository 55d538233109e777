"""`validate_batch_records`: the checks a leader runs on every record of a producer's batch before it appends it
(Kafka's LogValidator): the record count against the records present, offset deltas, lengths and varints, headers,
keys on compacted topics, and decompression bounded by the topic's max.message.bytes."""

from __future__ import annotations

import struct

import cramjam
import pytest
from crc32c import crc32c
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kraftpy.protocol.errors import CorruptRecordError, DecompressionLimitError, InvalidRecordError
from kraftpy.protocol.records import (
    BATCH_OVERHEAD,
    CompressionType,
    RecordBatchBuilder,
    check_batch,
    decode_batch,
    validate_batch_records,
)
from kraftpy.protocol.records import record as record_module
from kraftpy.protocol.records.varint import write_varint, write_varlong

CODECS = [CompressionType.NONE, CompressionType.GZIP, CompressionType.SNAPPY, CompressionType.LZ4, CompressionType.ZSTD]
LIMIT = 1_048_588  # Kafka's default max.message.bytes

_ATTRIBUTES_OFFSET = 21
_CRC_OFFSET = 17


def build(n: int = 5, codec: int = CompressionType.NONE, *, keys: bool = True, t0: int = 1_700_000_000_000) -> bytes:
    b = RecordBatchBuilder(compression=codec)
    for i in range(n):
        b.append(
            t0 + {0: 20, 2: 11}.get(i, 7 * i),
            key=f"k{i}".encode() if keys else None,
            value=b"v" * (i + 1),
            headers=[("h", b"x")] if i == 1 else (),
        )
    return b.build()


def validate(raw: bytes | bytearray, **kw: object) -> tuple[int, int]:
    view = memoryview(raw)
    header = check_batch(view, 0, strict=True)
    assert header is not None
    return validate_batch_records(view, header, max_size=kw.pop("max_size", LIMIT), **kw)  # type: ignore[arg-type]


def refresh_crc(raw: bytearray) -> bytearray:
    struct.pack_into(">I", raw, _CRC_OFFSET, crc32c(bytes(raw[_ATTRIBUTES_OFFSET:])))
    return raw


def with_records_area(template: bytes, area: bytes, *, count: int | None = None, codec: int = 0) -> bytearray:
    """`template`'s header over another records area (count and lastOffsetDelta as given), with a valid CRC."""
    raw = bytearray(template[:BATCH_OVERHEAD]) + area
    struct.pack_into(">i", raw, 8, len(raw) - 12)
    attrs = struct.unpack_from(">h", raw, _ATTRIBUTES_OFFSET)[0] & ~0x07 | codec
    struct.pack_into(">h", raw, _ATTRIBUTES_OFFSET, attrs)
    if count is not None:
        struct.pack_into(">i", raw, 23, count - 1)  # lastOffsetDelta
        struct.pack_into(">i", raw, 57, count)  # recordsCount
    return refresh_crc(raw)


def record(offset_delta: int, *, key: bytes | None = b"k", value: bytes = b"v", ts_delta: int = 0) -> bytes:
    body = b"\x00" + write_varlong(ts_delta) + write_varint(offset_delta)
    body += b"\x01" if key is None else write_varint(len(key)) + key
    body += write_varint(len(value)) + value + b"\x00"
    return write_varint(len(body)) + body


@pytest.mark.parametrize("codec", CODECS)
def test_well_formed_batches_pass_and_give_their_timestamp_range(codec: int) -> None:
    raw = build(6, codec)
    t0 = 1_700_000_000_000
    assert validate(raw) == (t0 + 7, t0 + 35)  # the first record (t0+20) is not the earliest
    assert validate(build(1, codec)) == (t0 + 20, t0 + 20)


def test_the_record_count_must_match_the_records_present() -> None:
    template = build(1)
    # one record, but the header claims three (offsets consistent with the count)
    raw = with_records_area(template, record(0, value=b"v" * 40), count=3)
    with pytest.raises(InvalidRecordError):
        validate(raw)
    # the same where the header alone shows it
    with pytest.raises(CorruptRecordError, match="cannot fit"):
        validate(with_records_area(template, record(0), count=3))
    # two records where the header claims one: trailing bytes
    raw = with_records_area(template, record(0) + record(1), count=1)
    with pytest.raises(CorruptRecordError, match="trailing bytes"):
        validate(raw)


def test_offset_deltas_must_count_up_from_zero() -> None:
    raw = with_records_area(build(1), record(0) + record(5) + record(2), count=3)
    with pytest.raises(InvalidRecordError, match="offset delta 5, expected 1") as e:
        validate(raw)
    assert e.value.record_index == 1


def test_compacted_topics_need_a_key_in_every_record() -> None:
    raw = with_records_area(build(1), record(0) + record(1, key=None), count=2)
    validate(raw)
    with pytest.raises(InvalidRecordError, match="without key") as e:
        validate(raw, key_required=True)
    assert e.value.record_index == 1


def test_random_bytes_with_a_correct_crc_are_refused() -> None:
    """40 random bytes framed as a batch with a correct CRC (issue: acknowledged and replicated, then consumers
    hung or failed at that offset)."""
    area = bytes(range(7, 47))
    raw = with_records_area(build(1), area, count=1)
    with pytest.raises(InvalidRecordError):
        validate(raw)


def test_a_gzip_batch_claiming_two_billion_records_is_refused() -> None:
    """One record, recordsCount 2**31-1: appended, it moved the log end offset to 2,147,483,648."""
    compressed = bytes(cramjam.gzip.compress(record(0)))
    raw = with_records_area(build(1), compressed, count=2**31 - 1, codec=CompressionType.GZIP)
    with pytest.raises(InvalidRecordError):
        validate(raw)


@pytest.mark.parametrize(
    "codec", [CompressionType.ZSTD, CompressionType.GZIP, CompressionType.LZ4, CompressionType.SNAPPY]
)
def test_decompression_is_bounded_by_max_message_bytes(codec: int) -> None:
    """A small frame that expands far beyond the topic's max.message.bytes is refused without being inflated
    (the issue's case: a zstd frame of 4 GiB of zeros, 131 KB on the wire)."""
    zeros = bytes(16 * 1024 * 1024)
    compressed = {
        CompressionType.ZSTD: lambda: bytes(cramjam.zstd.compress(zeros)),
        CompressionType.GZIP: lambda: bytes(cramjam.gzip.compress(zeros)),
        CompressionType.LZ4: lambda: bytes(cramjam.lz4.compress(zeros)),
        CompressionType.SNAPPY: lambda: bytes(cramjam.snappy.compress_raw(zeros)),
    }[codec]()
    assert len(compressed) < LIMIT
    raw = with_records_area(build(1), compressed, count=1, codec=codec)
    with pytest.raises(DecompressionLimitError):
        validate(raw)


def test_headers_are_checked() -> None:
    body = b"\x00" + write_varlong(0) + write_varint(0) + b"\x02k" + b"\x02v" + write_varint(1)
    body += write_varint(2) + b"\xff\xfe" + b"\x01"  # a header key that is not UTF-8
    raw = with_records_area(build(1), write_varint(len(body)) + body, count=1)
    with pytest.raises(InvalidRecordError, match="UTF-8"):
        validate(raw)


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    codec=st.sampled_from([CompressionType.NONE, CompressionType.GZIP]),
    n=st.integers(1, 8),
    flips=st.lists(st.tuples(st.integers(0, 10_000), st.integers(0, 255)), min_size=1, max_size=4),
)
def test_mutated_records_either_pass_and_decode_or_are_refused(
    codec: int, n: int, flips: list[tuple[int, int]]
) -> None:
    """Mutations of the records area (CRC fixed up): the validator never raises anything but the record errors,
    and whatever it accepts decodes to exactly recordsCount records with offsets 0, 1, 2, ..."""
    good = build(n, CompressionType.NONE)
    area = bytearray(good[BATCH_OVERHEAD:])
    for pos, byte in flips:
        area[pos % len(area)] = byte
    payload = bytes(area) if codec == CompressionType.NONE else bytes(cramjam.gzip.compress(bytes(area)))
    raw = with_records_area(good, payload, count=n, codec=codec)
    try:
        validate(raw)
    except CorruptRecordError:
        return
    batch = decode_batch(raw, 0)
    assert [r.offset for r in batch.records] == list(range(n))


# -- the column check of uniform records (the fast path) agrees with the record-by-record check ------------------


def uniform_area(n: int, *, key: bytes | None, value_size: int, ts: list[int]) -> bytes:
    """`n` records without headers, as producers write them: one key and value size, timestamps `ts`."""
    return b"".join(
        record(i, key=key, value=bytes([97 + i % 26]) * value_size, ts_delta=ts[i % len(ts)]) for i in range(n)
    )


@pytest.mark.parametrize(
    ("n", "value_size", "ts_base", "ts_step"),
    [
        (1025, 1024, 0, 1),  # a 1 MB batch of 1 KB values, one ms apart: timestamp and offset varints grow to 2 bytes
        (10_000, 100, 0, 1),  # librdkafka's batch.num.messages: offsets and timestamps reach 3-byte varints
        (300, 10, 0, 0),
        (70, 0, 100_000, 1000),  # 3-byte timestamp deltas from the first record on
    ],
)
def test_uniform_records_are_checked_by_columns(n: int, value_size: int, ts_base: int, ts_step: int) -> None:
    ts = [ts_base + i * ts_step for i in range(n)]
    area = uniform_area(n, key=None, value_size=value_size, ts=ts)
    expected = (ts[0], ts[-1])
    assert record_module._check_records(area, n, False) == expected
    assert record_module._check_records_uniform(area, n, False) == expected
    keyed = uniform_area(n, key=b"key", value_size=value_size, ts=ts)
    assert record_module._check_records_uniform(keyed, n, True) == expected
    # the same records claiming one more or one less than they are: refused by both
    for count in (n - 1, n + 1):
        assert record_module._check_records_uniform(area, count, False) is None
        assert record_module._check_records(area, count, False) is None


def test_a_null_key_on_a_compacted_topic_is_left_to_the_full_check() -> None:
    area = uniform_area(50, key=None, value_size=8, ts=[0])
    assert record_module._check_records_uniform(area, 50, True) is None
    assert record_module._check_records(area, 50, True) is None


@settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    n=st.integers(1, 200),
    key=st.sampled_from([None, b"", b"k", b"x" * 70]),
    value_size=st.sampled_from([0, 1, 63, 64, 100, 300]),
    ts=st.lists(st.integers(-(2**21), 2**21), min_size=1, max_size=5),
    flips=st.lists(st.tuples(st.integers(0, 1 << 20), st.integers(0, 255)), max_size=3),
    # bytes changed near the start of a record (its length, timestamp and offset varints, a short key)
    near=st.lists(st.tuples(st.integers(0, 199), st.integers(0, 9), st.integers(0, 255)), max_size=2),
    count_delta=st.sampled_from([0, 0, 0, -1, 1]),
    key_required=st.booleans(),
    cut=st.integers(0, 3),
)
def test_the_column_check_never_accepts_what_the_record_check_refuses(
    n: int,
    key: bytes | None,
    value_size: int,
    ts: list[int],
    flips: list[tuple[int, int]],
    near: list[tuple[int, int, int]],
    count_delta: int,
    key_required: bool,
    cut: int,
) -> None:
    records = [record(i, key=key, value=bytes([97 + i % 26]) * value_size, ts_delta=ts[i % len(ts)]) for i in range(n)]
    starts = [sum(map(len, records[:i])) for i in range(n)]
    area = bytearray(b"".join(records))
    for pos, byte in flips:
        area[pos % len(area)] = byte
    for i, offset, byte in near:
        area[(starts[i % n] + offset) % len(area)] = byte
    flips = flips + [(0, 0)] * len(near)
    if cut:
        del area[-cut:]
    count = n + count_delta
    slow = record_module._check_records(bytes(area), count, key_required)
    fast = record_module._check_records_uniform(bytes(area), count, key_required)
    if fast is not None:
        assert fast == slow
    if (
        not flips
        and not cut
        and not count_delta
        and not (key_required and key is None)
        and min(ts) >= 0
        and max(ts) < 2**20
    ):
        assert fast == slow  # well-formed uniform records take the fast path
        assert fast is not None


@pytest.mark.parametrize("ts_step", [0, 1, 300])  # one-, two- and three-byte timestamp deltas
@pytest.mark.parametrize("key", [None, b"key"])
def test_every_structural_byte_changed_in_any_record_is_caught_by_the_column_check(
    ts_step: int, key: bytes | None
) -> None:
    n = 100
    ts = [(5000 if ts_step == 300 else 0) + i * ts_step for i in range(n)]
    records = [record(i, key=key, value=b"v" * 20, ts_delta=ts[i]) for i in range(n)]
    starts = [sum(map(len, records[:i])) for i in range(n)]
    good = b"".join(records)
    assert record_module._check_records_uniform(good, n, False) == (ts[0], ts[-1])
    for i in (1, 2, 63, 64, 65, n // 2, n - 1):
        for offset in [*range(10), len(records[i]) - 1]:
            for byte in (0x00, 0x01, 0x02, 0x7F, 0x80, 0x81, 0xC0, 0xFF):
                area = bytearray(good)
                area[starts[i] + offset] = byte
                fast = record_module._check_records_uniform(bytes(area), n, False)
                if fast is not None:
                    assert fast == record_module._check_records(bytes(area), n, False), (i, offset, byte)
