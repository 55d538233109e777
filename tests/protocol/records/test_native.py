"""The native fast path of the produce validation (``_native.c``) against its Python reference.

The differential test: random batches as producers send them (varied sizes, keys and null keys, null values,
headers, timestamps before and after the base, every codec), and the same batches damaged as the frame fuzzer
damages them (bytes changed with the CRC fixed up, truncated, bad varints, wrong record counts, records inserted or
dropped). Both paths must give the same verdict, the same error (its class, Kafka error code, text, record index
and RecordErrors list) and the same timestamps on every input. A second property runs the two per-record checks
directly on raw records areas with any record count.

The extension must be built where the tests run (``pip install -e .`` builds it), or this file fails instead of
comparing Python with Python (unless ``KRAFTPY_NO_NATIVE=1`` says it was left out on purpose).
"""

from __future__ import annotations

import os
import random
import struct
import subprocess
import sys

import pytest
from crc32c import crc32c
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kraftpy.protocol.errors import CorruptRecordError, DecodeError, InvalidRecordError
from kraftpy.protocol.records import BATCH_OVERHEAD, CompressionType, RecordBatchBuilder, check_batch
from kraftpy.protocol.records import record as record_module
from kraftpy.protocol.records.compression import compress
from kraftpy.protocol.records.varint import write_varint, write_varlong

native = record_module._native
LIMIT = 1_048_588  # Kafka's default max.message.bytes
NOW = 1_700_000_000_000
# the differential properties share about 30 s of CI time
SETTINGS = settings(max_examples=700, deadline=None, suppress_health_check=list(HealthCheck))


def test_the_extension_is_built_and_used() -> None:
    """The install under test built the C extension, and the produce validation uses it (unless this run asked
    for the Python path with KRAFTPY_NATIVE=0). An install made without it on purpose (KRAFTPY_NO_NATIVE=1, as
    setup.py reads it) skips this."""
    if os.environ.get("KRAFTPY_NO_NATIVE") == "1":
        pytest.skip("KRAFTPY_NO_NATIVE=1: installed without the C extension on purpose")
    assert native is not None, (
        "kraftpy.protocol.records._native is not built: install with a C compiler (pip install -e .) so that the "
        "differential tests compare the compiled check with the Python reference"
    )
    assert native.__file__ is not None and native.__file__.endswith((".so", ".pyd"))
    if os.environ.get("KRAFTPY_NATIVE", "1") == "0":
        assert record_module.native_fast_path() is None
    else:
        assert record_module.native_fast_path() == native.__file__
        assert record_module._NATIVE_CHECK is native.check_records


def test_kraftpy_native_0_turns_it_off() -> None:
    code = "from kraftpy.protocol.records import record; print(record.native_fast_path())"
    env = {**os.environ, "KRAFTPY_NATIVE": "0"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
    assert out.strip() == "None"


# ----------------------------------------------------------------------------------------------- the outcome


def outcome(validate: object, raw: bytes | bytearray, key_required: bool, max_size: int = LIMIT) -> tuple[object, ...]:
    """What one path says about `raw`: the timestamps, or everything a producer would see of the error."""
    view = memoryview(bytes(raw))
    try:
        header = check_batch(view, 0, strict=True)
    except DecodeError:
        return ("header",)  # the broker refuses it before either path runs
    assert header is not None
    try:
        first, last = validate(view, header, max_size=max_size, key_required=key_required)  # type: ignore[operator]
    except CorruptRecordError as e:
        extra = (e.record_index, e.record_errors) if isinstance(e, InvalidRecordError) else ()
        return ("error", type(e).__name__, e.error_code, str(e), *extra)
    return ("ok", first, last)


def native_validate(view: memoryview, header: object, *, max_size: int, key_required: bool) -> tuple[int, int]:
    assert native is not None
    return record_module._validate_with(native.check_records, view, header, max_size, key_required)  # type: ignore[arg-type]


def same(raw: bytes | bytearray, key_required: bool, max_size: int = LIMIT) -> tuple[object, ...]:
    expected = outcome(record_module.validate_batch_records_python, raw, key_required, max_size)
    got = outcome(native_validate, raw, key_required, max_size)
    assert got == expected
    return got


# ---------------------------------------------------------------------------------------------- the batches

keys = st.one_of(st.none(), st.binary(min_size=0, max_size=4), st.binary(min_size=8, max_size=24))
values = st.one_of(
    st.none(),
    st.integers(0, 200).map(lambda n: bytes(n % 251 for n in range(n))),
    st.integers(50, 1500).map(lambda n: b"v" * n),
)
header_keys = st.one_of(st.sampled_from(["", "trace-id", "content-type"]), st.text(max_size=6))
headers = st.lists(st.tuples(header_keys, st.none() | st.binary(max_size=20)), max_size=3)
ts_deltas = st.one_of(
    st.integers(-70, 70), st.integers(-(2**20), 2**20), st.integers(-(2**40), 2**40), st.sampled_from([2**61, -(2**61)])
)


@st.composite
def batches(draw: st.DrawFn) -> tuple[bytes, bool]:
    """A producer's batch: 1-300 records of varied shape (or a run of identical ones), and whether the topic is
    compacted."""
    codec = draw(st.sampled_from([0, 0, 0, 1, 2, 3, 4]))
    n = draw(st.integers(1, 300))
    b = RecordBatchBuilder(compression=codec)
    base = NOW + draw(st.integers(-(2**30), 2**30))
    if draw(st.booleans()):  # the identical-records case, which the Python path checks by columns
        key, value, step = draw(keys), draw(values), draw(st.sampled_from([0, 1, 300]))
        for i in range(n):
            b.append(base + i * step, key, value)
    else:
        rng = random.Random(draw(st.integers(0, 2**32)))
        few = [(draw(keys), draw(values), draw(headers), draw(ts_deltas)) for _ in range(4)]
        for i in range(n):
            key, value, hdrs, ts = few[rng.randrange(4)] if rng.random() < 0.7 else few[i % 4]
            if rng.random() < 0.5:  # varied as real traffic: sizes 0.5-1.5x, 8-24 byte keys, a header every 4th
                size = rng.randint(0, 200)
                value = rng.randbytes(size // 2 + rng.randrange(size + 1))
                key = rng.randbytes(rng.randint(8, 24)) if rng.random() < 0.9 else None
                hdrs = [("h", b"%d" % i)] if i % 4 == 0 else []
            b.append(base + ts, key, value, hdrs)
    return b.build(), draw(st.booleans())


def reframe(raw: bytearray, area: bytes, *, codec: int | None = None, count: int | None = None) -> bytearray:
    """`raw`'s header over the records area `area` (compressed with the batch's codec), lengths and CRC fixed."""
    codec = raw[22] & 0x07 if codec is None else codec
    out = bytearray(raw[:BATCH_OVERHEAD]) + (compress(codec, area) if codec else area)
    struct.pack_into(">i", out, 8, len(out) - 12)
    if count is not None:
        struct.pack_into(">i", out, 23, max(count - 1, 0))
        struct.pack_into(">i", out, 57, count)
    struct.pack_into(">I", out, 17, crc32c(bytes(out[21:])))
    return out


def records_area(raw: bytes) -> bytes:
    view = memoryview(raw)
    header = check_batch(view, 0)
    assert header is not None
    return bytes(record_module._records_area(view, header, LIMIT))


MUTATIONS = ("flip", "flip-nocrc", "truncate", "varint", "count", "drop", "duplicate", "insert", "header-count")


def mutate(raw: bytes, kind: str, rng: random.Random) -> bytearray:
    """`raw` damaged as `kind` says (in the decompressed records area, then recompressed, where that applies)."""
    out = bytearray(raw)
    area = bytearray(records_area(raw))
    n = struct.unpack_from(">i", raw, 57)[0]
    if kind == "flip-nocrc":  # the frame fuzzer's batch mutation: any bytes, CRC fixed up half the time
        for _ in range(rng.choice((1, 2, 4, 16))):
            out[rng.randrange(len(out))] = rng.randrange(256)
        if rng.random() < 0.5:
            out[17:21] = crc32c(bytes(out[21:])).to_bytes(4, "big")
        return out
    if kind == "flip":
        for _ in range(rng.choice((1, 1, 2, 4))):
            area[rng.randrange(len(area))] = rng.choice((0x00, 0x01, 0x02, 0x7F, 0x80, 0x81, 0xFF, rng.randrange(256)))
        return reframe(out, bytes(area))
    if kind == "truncate":
        cut = rng.randrange(1, len(area) + 1)
        return reframe(out, bytes(area[:-cut]))
    if kind == "varint":  # a run of continuation bytes somewhere
        pos = rng.randrange(len(area))
        area[pos : pos + rng.randint(1, 11)] = b"\xff" * rng.randint(1, 11)
        return reframe(out, bytes(area))
    if kind == "count":
        return reframe(out, bytes(area), count=max(0, n + rng.choice((-2, -1, 1, 2, 1000))))
    if kind == "header-count":  # a record whose header count claims more than its bytes
        body = b"\x00\x00" + write_varint(n) + b"\x01\x01" + write_varint(rng.choice((-2, 1, 3, 2**30)))
        return reframe(out, bytes(area) + write_varint(len(body)) + body, count=n + 1)
    if kind in ("drop", "duplicate"):  # bytes cut out, or records repeated: lengths and offset deltas go wrong
        cut = rng.randrange(len(area))
        tail = area[cut + rng.randrange(1, 64) :] if kind == "drop" else area[cut:] + area[: rng.randrange(64)]
        return reframe(out, bytes(area[:cut] + tail))
    # insert: a record with a chosen offset delta, key and timestamp in the middle
    body = b"\x00" + write_varlong(rng.randint(-(2**40), 2**40)) + write_varint(rng.choice((0, 1, n, n + 1, -1)))
    body += (
        rng.choice((b"\x01", b"\x03", b"\x06abc", b"\x81\x00")) + b"\x02v" + rng.choice((b"\x00", b"\x02\x01\xff\x01"))
    )
    return reframe(out, bytes(area) + write_varint(len(body)) + body, count=n + 1)


# ----------------------------------------------------------------------------------------------- the tests

# on each comparison, not on the module: the build test above must fail, not skip, where the extension is missing
needs_native = pytest.mark.skipif(native is None, reason="the C extension is not built (the first test fails)")


@needs_native
@SETTINGS
@given(batch=batches())
def test_valid_batches_give_the_same_timestamps(batch: tuple[bytes, bool]) -> None:
    raw, compacted = batch
    got = same(raw, compacted)
    assert got[0] == "ok" or compacted  # well formed: only a compacted topic refuses (a null key)


@needs_native
@SETTINGS
@given(
    batch=batches(),
    kind=st.sampled_from(MUTATIONS),
    seed=st.integers(0, 2**32),
    max_size=st.sampled_from([LIMIT, 4096]),
)
def test_damaged_batches_give_the_same_verdict_and_error(
    batch: tuple[bytes, bool], kind: str, seed: int, max_size: int
) -> None:
    raw, compacted = batch
    same(mutate(raw, kind, random.Random(seed)), compacted, max_size)


@needs_native
@SETTINGS
@given(
    area=st.one_of(
        st.binary(max_size=64),
        batches().map(lambda b: records_area(b[0])),
    ),
    count=st.one_of(st.integers(-3, 40), st.integers(-(2**31), 2**31 - 1)),
    key_required=st.booleans(),
    flips=st.lists(st.tuples(st.integers(0, 1 << 16), st.integers(0, 255)), max_size=3),
)
def test_the_per_record_checks_agree_on_any_records_area(
    area: bytes, count: int, key_required: bool, flips: list[tuple[int, int]]
) -> None:
    assert native is not None
    data = bytearray(area)
    for pos, byte in flips:
        if data:
            data[pos % len(data)] = byte
    expected = record_module._check_records(bytes(data), count, key_required)
    assert native.check_records(bytes(data), count, key_required) == expected
    assert native.check_records(memoryview(data), count, key_required) == expected


@needs_native
@pytest.mark.parametrize(
    ("field", "encoded"),
    [
        ("timestamp", write_varlong(2**63 - 1)),
        ("timestamp", write_varlong(-(2**63))),
        ("timestamp", b"\xff" * 9 + b"\x01"),  # 10 bytes, the largest 64-bit value
        ("timestamp", b"\xff" * 9 + b"\x02"),  # beyond 64 bits
        ("timestamp", b"\x80" * 10 + b"\x00"),  # 11 bytes
        ("offset", b"\x80\x80\x80\x80\x00"),  # 0 in five bytes
        ("offset", b"\x80\x80\x80\x80\x10"),  # beyond 32 bits
        ("offset", b"\x80\x80\x80\x80\x80\x00"),  # six bytes
        ("key", b"\x81\x80\x80\x80\x00"),  # -1 in five bytes
        ("key", b"\x03"),  # -2
    ],
)
@pytest.mark.parametrize("key_required", [False, True])
def test_long_and_out_of_range_varints(field: str, encoded: bytes, key_required: bool) -> None:
    assert native is not None
    ts = encoded if field == "timestamp" else b"\x00"
    off = encoded if field == "offset" else b"\x00"
    key = encoded if field == "key" else b"\x02k"
    body = b"\x00" + ts + off + key + b"\x02v\x00"
    area = write_varint(len(body)) + body
    assert native.check_records(area, 1, key_required) == record_module._check_records(area, 1, key_required)
    builder = RecordBatchBuilder()
    builder.append(NOW, b"k", b"v")
    same(reframe(bytearray(builder.build()), area, count=1), key_required)


@needs_native
def test_header_keys_are_utf8_as_python_decodes_it() -> None:
    assert native is not None
    for key in (b"ok", "é".encode(), b"\xed\xa0\x80", b"\xc0\x80", b"\xff", "日本".encode()[:-1], "日本".encode()):
        body = b"\x00\x00\x00\x02k\x02v\x02" + write_varint(len(key)) + key + b"\x01"
        area = write_varint(len(body)) + body
        assert native.check_records(area, 1, False) == record_module._check_records(area, 1, False), key


@needs_native
def test_compacted_topic_lists_every_keyless_record() -> None:
    b = RecordBatchBuilder(compression=CompressionType.LZ4)
    for i in range(40):
        b.append(NOW + i, None if i % 3 == 0 else b"key-%d" % i, b"v" * i, [("h", None)] if i % 4 == 0 else ())
    got = same(b.build(), True)
    assert got[0] == "error" and got[5] == [
        (i, "Compacted topic cannot accept message without key") for i in range(0, 40, 3)
    ]
