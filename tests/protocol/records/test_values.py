"""The values-only path (batch_values, iter_batch_values) against the full decoder."""

from __future__ import annotations

import struct

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kraftpy.protocol.errors import CorruptRecordError
from kraftpy.protocol.records import (
    CREATE_TIME,
    LOG_APPEND_TIME,
    CompressionType,
    RecordBatchBuilder,
    batch_values,
    compress,
    decode_batch,
    decode_batches,
    iter_batch_values,
)
from kraftpy.protocol.records.varint import write_varint, write_varlong

from .strategies import BatchSpec, batch_specs, codecs, simple_batch
from .test_fuzz import _header, fix_crc

CODECS = list(CompressionType)
FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def generic_values(buf: bytes | bytearray, pos: int = 0) -> list[bytes]:
    """What the values path must return: the full decoder's values, null as b""."""
    return [b"" if r.value is None else bytes(r.value) for r in decode_batch(buf, pos).records]


def outcome(call) -> object:  # type: ignore[no-untyped-def]
    """The result of `call`, or the text of the CorruptRecordError it raises."""
    try:
        return call()
    except CorruptRecordError as exc:
        return ("CorruptRecordError", str(exc))


def both_agree(buf: bytes | bytearray) -> None:
    expected = outcome(lambda: generic_values(buf))
    got = outcome(lambda: batch_values(buf)[1])
    assert got == expected
    if isinstance(got, list):
        assert all(type(v) is bytes for v in got)


# ------------------------------------------------------------------------------------------- valid batches


@settings(max_examples=300, deadline=None)
@given(batch_specs())
def test_values_match_the_full_decoder(spec: BatchSpec) -> None:
    # null keys and values, keys, headers, every codec, CreateTime and LogAppendTime, control batches
    raw = spec.build()
    header, values = batch_values(raw)
    assert header == decode_batch(raw).header
    assert values == generic_values(raw) == [b"" if r[3] is None else r[3] for r in spec.records]
    assert all(type(v) is bytes for v in values)


@pytest.mark.parametrize("codec", CODECS)
@pytest.mark.parametrize("timestamp_type", [CREATE_TIME, LOG_APPEND_TIME])
def test_every_codec_and_varint_width(codec: int, timestamp_type: int) -> None:
    # value, key and record lengths of one, two and three varint bytes; offset and timestamp deltas up to
    # three bytes and beyond (the inline readers and the general ones)
    builder = RecordBatchBuilder(compression=codec, base_offset=1000, timestamp_type=timestamp_type, log_append_time=77)
    expected = []
    sizes = [0, 1, 31, 32, 63, 64, 100, 8191, 8192, 9000, 70_000]
    for i in range(300):
        size = sizes[i % len(sizes)]
        value = None if i % 7 == 3 else bytes([i % 251]) * size
        key = None if i % 3 else b"k" * (i % 200)
        headers = [("h", b"x" * (i % 5)), ("n", None)] if i % 11 == 0 else []
        delta = i * 7 if i < 250 else (300_000 if i < 280 else 2_000_000) + i  # 1 to 4 varint bytes
        ts = (1 << 40) + (-1) ** i * i * 1_000_003  # timestamp deltas of 1 to 6 varint bytes
        builder.append(ts, key, value, headers, offset_delta=delta)
        expected.append(b"" if value is None else value)
    raw = builder.build()
    header, values = batch_values(raw, max_size=1 << 24)
    assert header.compression == codec and header.timestamp_type == timestamp_type
    assert values == expected
    assert values == [b"" if r.value is None else bytes(r.value) for r in decode_batch(raw, max_size=1 << 24).records]


def test_batch_at_a_position_and_memoryviews() -> None:
    first, second = simple_batch(2), simple_batch(3, compression=CompressionType.ZSTD, base_offset=2)
    buf = first + second
    header, values = batch_values(memoryview(buf), len(first))
    assert header.base_offset == 2 and header.position == len(first)
    assert values == [b"value-0", b"value-1", b"value-2"] == generic_values(buf, len(first))


def test_iter_batch_values() -> None:
    batches = [simple_batch(2, base_offset=0), simple_batch(1, compression=1, base_offset=2)]
    buf = b"".join(batches)
    got = [(h.base_offset, values) for h, values in iter_batch_values(buf)]
    assert got == [(b.base_offset, [bytes(r.value) for r in b.records]) for b in decode_batches(buf)]  # type: ignore[arg-type]
    # a truncated last batch: left out with allow_partial, an error otherwise
    cut = buf[:-5]
    assert [h.base_offset for h, _ in iter_batch_values(cut, allow_partial=True)] == [0]
    with pytest.raises(CorruptRecordError):
        list(iter_batch_values(cut))
    assert list(iter_batch_values(b"")) == []


def test_control_batches_give_their_values() -> None:
    from kraftpy.protocol.records import build_end_txn_marker

    raw = build_end_txn_marker(commit=True, producer_id=5, producer_epoch=1, coordinator_epoch=9, timestamp=3)
    header, values = batch_values(raw)
    assert header.is_control and values == generic_values(raw)


def test_overlong_encodings_are_accepted_as_the_full_decoder_accepts_them() -> None:
    # -1 (null key and value) and 0 (no headers) written in more bytes than needed
    body = b"\x00" + b"\x80\x00" + b"\x80\x80\x00" + b"\x81\x00" + b"\x81\x80\x00" + b"\x80\x00"
    raw = _header(write_varint(len(body)) + body, 1)
    assert batch_values(raw)[1] == generic_values(raw) == [b""]


# ------------------------------------------------------------------------------------------------- damage


def test_bad_crc() -> None:
    raw = bytearray(simple_batch(3))
    raw[-1] ^= 0x01
    with pytest.raises(CorruptRecordError, match="CRC") as info:
        batch_values(raw)
    assert info.value.field == "crc"
    assert batch_values(raw, verify_crc=False)[0].records_count == 3


@pytest.mark.parametrize("codec", CODECS)
def test_every_truncation_of_a_batch(codec: int) -> None:
    raw = simple_batch(4, compression=codec)
    for cut in range(len(raw)):
        with pytest.raises(CorruptRecordError):
            batch_values(raw[:cut])


def _record(body: bytes, length: int | None = None) -> bytes:
    return write_varint(len(body) if length is None else length) + body


# attributes, timestampDelta, offsetDelta, null key, value "abc", no headers
PLAIN = b"\x00\x00\x00\x01" + write_varint(3) + b"abc" + b"\x00"


@pytest.mark.parametrize(
    ("records", "count", "what"),
    [
        (b"", 1, "cannot fit"),
        (_record(PLAIN, len(PLAIN) + 1), 1, "length"),  # length past the area
        (_record(PLAIN, len(PLAIN) - 1) + b"\x00", 1, "does not match"),  # shorter than the content
        (_record(PLAIN + b"\x00", len(PLAIN) + 1), 1, "does not match"),  # longer than the content
        (_record(PLAIN) + b"\x00\x00", 1, "trailing"),
        (_record(PLAIN) * 2, 1, "trailing"),
        (_record(PLAIN), 2, "cannot fit"),
        (_record(PLAIN) + _record(PLAIN)[:-2] + b"\x00" * 5, 2, "record"),
        (_record(PLAIN, -3), 1, "length"),
        (_record(PLAIN, 200) + PLAIN * 30, 1, "length"),  # a two-byte length with the content not matching
        (write_varint(-100) + PLAIN + PLAIN, 1, "length"),  # a negative two-byte length
        (b"\x80\x80\x80\x80\x80\x01" + PLAIN, 1, "length"),  # a length varint longer than five bytes
        (_record(b"\x00\x00\x00\x03\x01\x00"), 1, "key length"),  # key length -2
        (_record(b"\x00\x00\x00" + write_varint(40) + b"\x01\x00"), 1, "key of 40 bytes"),
        (_record(b"\x00\x00\x00\x01\x05\x00\x00\x00"), 1, "value length"),  # value length -3
        (_record(b"\x00\x00\x00\x01" + write_varint(-70) + b"\x00" * 4), 1, "value length"),
        (_record(b"\x00\x00\x00\x01" + write_varint(40) + b"\x00" * 4), 1, "value of 40 bytes"),
        (_record(b"\x00\x00\x00\x01" + write_varint(200) + b"\x00" * 4), 1, "value of 200 bytes"),
        (_record(b"\x00\x00\x00\x01" + write_varint(4) + b"abcd"), 1, "does not match|truncated"),
        (_record(b"\x00\x00\x00\x01\x01\x7e\x00"), 1, "header count"),
        (_record(b"\x00\x00\x00\x01\x01\x02\x01\x01"), 1, "header key length"),
        (_record(b"\x00\x00\x00\x01\x01\x02\x02\xff\x00"), 1, "UTF-8"),
        (_record(b"\x00\x00\x00\x01\x01\x02\x02hi\x05"), 1, "header value length"),
        (_record(b"\x00" + b"\xff" * 10 + b"\x00\x01\x01\x00"), 1, "timestampDelta"),
        (_record(b"\x00" + write_varlong(1 << 62) + b"\xff" * 6 + b"\x01\x01\x00"), 1, "offsetDelta"),
        (_record(b"\x00\x00" + b"\xff\xff\xff\xff\x7f" + b"\x01\x01\x00"), 1, "offsetDelta"),  # above 2**32
    ],
)
def test_record_damage_raises_what_the_full_decoder_raises(records: bytes, count: int, what: str) -> None:
    raw = _header(records, count, last_offset_delta=max(count - 1, 0))
    with pytest.raises(CorruptRecordError, match=what) as generic:
        decode_batch(raw)
    with pytest.raises(CorruptRecordError) as fast:
        batch_values(raw)
    assert str(fast.value) == str(generic.value)
    assert (fast.value.message_name, fast.value.field) == (generic.value.message_name, generic.value.field)


@pytest.mark.parametrize("codec", [c for c in CODECS if c])
def test_damage_inside_a_compressed_batch(codec: int) -> None:
    good = simple_batch(3)[61:]
    # truncated, a trailing byte, a bad key length
    for records in (good[:-1], good + b"\x00", good[:4] + b"\x7f" + good[5:]):
        raw = _header(compress(codec, records), 3, codec=codec)
        with pytest.raises(CorruptRecordError) as fast:
            batch_values(raw)
        with pytest.raises(CorruptRecordError) as generic:
            decode_batch(raw)
        assert str(fast.value) == str(generic.value)
    with pytest.raises(CorruptRecordError, match="cannot fit"):  # a count the records area cannot hold
        batch_values(_header(compress(codec, good), 1000, codec=codec, last_offset_delta=999))
    with pytest.raises(CorruptRecordError):  # a stream that does not decompress
        batch_values(_header(b"\x00garbage", 1, codec=codec))


def test_decompression_bound() -> None:
    raw = simple_batch(50, compression=CompressionType.GZIP)
    with pytest.raises(CorruptRecordError, match="more than"):
        batch_values(raw, max_size=100)


# ------------------------------------------------------------------------------------------------ property


@FUZZ
@given(batch_specs(max_records=6), st.data())
def test_mutated_records_agree_with_the_full_decoder(spec: BatchSpec, data: st.DataObject) -> None:
    # damage the (uncompressed) records area, recompress it and fix the CRC: both paths accept the same
    # batches with the same values and reject the others with the same error
    spec.compression = 0
    plain = bytearray(spec.build()[61:])
    edits = data.draw(st.lists(st.tuples(st.integers(0, len(plain) - 1), st.integers(0, 255)), max_size=4))
    for where, byte in edits:
        plain[where] = byte
    cut = data.draw(st.integers(min_value=max(0, len(plain) - 8), max_value=len(plain) + 2))
    records = bytes(plain[:cut]) + b"\x00" * max(0, cut - len(plain))
    codec = data.draw(codecs)
    count = len(spec.records) + data.draw(st.integers(min_value=-1, max_value=1))
    raw = _header(compress(codec, records), max(count, 0), codec=codec, last_offset_delta=len(spec.records))
    both_agree(raw)


@FUZZ
@given(st.binary(min_size=61, max_size=300), st.integers(min_value=0, max_value=4))
def test_random_records_agree_with_the_full_decoder(tail: bytes, codec: int) -> None:
    buf = bytearray(tail)
    struct.pack_into(">i", buf, 8, len(buf) - 12)
    buf[16] = 2
    struct.pack_into(">h", buf, 21, codec)
    struct.pack_into(">i", buf, 23, 0x7FFFFFF0)
    fix_crc(buf)
    both_agree(buf)


FIELD_DAMAGE = {
    "length+1": lambda f: {**f, "length": f["length"] + 1},
    "length-1": lambda f: {**f, "length": f["length"] - 1},
    "key -2": lambda f: {**f, "key": b"\x03"},
    "key too long": lambda f: {**f, "key": write_varint(len(f["key"]) + 5) + f["key"]},
    "value too long": lambda f: {**f, "value": write_varint(len(f["value"]) + 1) + f["value"]},
    "value -5": lambda f: {**f, "value": write_varint(-5)},
    "offsetDelta of 6 bytes": lambda f: {**f, "offset": b"\xff" * 5 + b"\x01"},
    "header key not UTF-8": lambda f: {**f, "headers": b"\x02\x04h\xff\x01"},
    "header count -1": lambda f: {**f, "headers": b"\x01"},
}


def _encode_fields(f: dict) -> bytes:  # type: ignore[type-arg]
    body = b"\x00" + f["timestamp"] + f["offset"] + f["key"] + f["value"] + f["headers"]
    return write_varint(len(body) + f["length"]) + body


@FUZZ
@given(
    st.lists(
        st.fixed_dictionaries(
            {
                "timestamp": st.integers(-(1 << 40), 1 << 40).map(write_varlong),
                "offset": st.sampled_from([0, 1, 100, 10_000, 1 << 22, (1 << 31) - 1]).map(write_varint)
                | st.just(b"\x80\x80\x00"),  # a varint longer than needed is valid
                "key": st.sampled_from([b"\x01", b"\x81\x00"])
                | st.binary(max_size=80).map(lambda k: write_varint(len(k)) + k),
                "value": st.sampled_from([b"\x01", b"\x81\x00", b"\x81\x80\x00"])
                | (st.binary(max_size=20) | st.binary(min_size=60, max_size=100)).map(
                    lambda v: write_varint(len(v)) + v
                ),
                "headers": st.sampled_from([b"\x00", b"\x80\x00", b"\x02\x04hi\x01", b"\x04\x00\x01\x02k\x00"]),
                "length": st.just(0),
            }
        ),
        min_size=1,
        max_size=6,
    ),
    st.none() | st.sampled_from(sorted(FIELD_DAMAGE)),
    codecs,
    st.data(),
)
def test_records_from_fields_agree_with_the_full_decoder(
    fields: list[dict],  # type: ignore[type-arg]
    damage: str | None,
    codec: int,
    data: st.DataObject,
) -> None:
    # records assembled from their fields (varints of every width, overlong encodings, headers), valid or with
    # one damaged field: both paths give the same values or the same error
    if damage is not None:
        where = data.draw(st.integers(0, len(fields) - 1))
        fields[where] = FIELD_DAMAGE[damage](fields[where])
    raw = _header(compress(codec, b"".join(_encode_fields(f) for f in fields)), len(fields), codec=codec)
    both_agree(raw)
    if damage is None:
        assert batch_values(raw)[1] == generic_values(raw)
