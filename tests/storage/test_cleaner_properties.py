"""Property tests of the log cleaner on random logs (issue 30): after cleaning, every key's latest record is at its
original offset, nothing at or after the clean point changes, reading from offset 0 gives a subsequence of the
original log, and tombstones go once delete.retention.ms passed after the section they are in was cleaned, not
before. Also: the column reader of uniform records agrees with the record-by-record one."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kraftpy.protocol.errors import CorruptRecordError
from kraftpy.protocol.records import RecordBatchBuilder, check_batch, native_fast_path
from kraftpy.protocol.records.record import native_scan_keys
from kraftpy.storage import SimFileSystem
from kraftpy.storage.cleaner_records import (
    RecordsScan,
    ScanState,
    _scan_generic,
    _scan_uniform,
    records_area,
    scan_records,
    scan_records_python,
)

from .cleaner_helpers import (
    TOPIC,
    Rec,
    append_records,
    compact_config,
    latest_per_key,
    new_cleaner,
    new_manager,
    read_all,
)
from .helpers import ManualClock

DAY = 86_400_000

record = st.tuples(
    st.one_of(st.none(), st.integers(0, 9)).map(lambda k: None if k is None else b"k%d" % k),
    st.one_of(st.none(), st.binary(min_size=0, max_size=30)),
)
batch = st.tuples(st.lists(record, min_size=1, max_size=10), st.sampled_from([0, 0, 1, 3, 4]), st.booleans())
PROPS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def build_log(batches: list, segment_bytes: int, clock: ManualClock):  # type: ignore[no-untyped-def]
    fs = SimFileSystem()
    m = new_manager(fs, clock, compact_config(segment_bytes=segment_bytes))
    log = m.get_or_create_log(TOPIC, 0)
    records: list[Rec] = []
    for recs, compression, with_headers in batches:
        headers = (("h", b"v"),) if with_headers else ()
        records += append_records(log, recs, clock(), compression=compression, headers=headers)
        clock.advance(7)
    log.roll()
    records += append_records(log, [(b"active", b"a")], clock())
    log.update_high_watermark(log.log_end_offset)
    return fs, m, log, records


def latest_below(records: list[Rec], end: int) -> dict[bytes, Rec]:
    return latest_per_key([r for r in records if r.offset < end])


def check_cleaned(before: list[Rec], after: list[Rec], end: int, expired: set[int]) -> None:
    """`after` (read from offset 0) against `before`, cleaned up to `end`; `expired`: tombstone offsets that must be
    gone."""
    original = {r.offset: r for r in before}
    offsets = [r.offset for r in after]
    assert offsets == sorted(set(offsets))
    for r in after:  # a subsequence of the original log, record for record
        assert original[r.offset] == r
    assert [r for r in after if r.offset >= end] == [r for r in before if r.offset >= end]
    kept = {r.offset: r for r in after}
    for r in latest_per_key(before).values():
        if r.offset in expired:
            assert r.offset not in kept, f"expired tombstone {r} kept"
        else:
            assert kept.get(r.offset) == r, f"latest record {r} lost"
    latest = latest_below(before, end)
    for r in after:
        if r.offset < end:
            assert r.key is not None and latest[r.key].offset == r.offset, f"{r} superseded but kept"


@PROPS
@given(
    batches=st.lists(batch, min_size=1, max_size=40),
    segment_bytes=st.sampled_from([700, 1500, 4000]),
    buffer=st.sampled_from([1 << 20, 4000]),
)
def test_cleaning_keeps_latest_values_at_their_offsets(batches: list, segment_bytes: int, buffer: int) -> None:
    clock = ManualClock()
    _fs, m, log, before = build_log(batches, segment_bytes, clock)
    cleaner = new_cleaner(m, clock, dedupe_buffer_size=buffer, io_buffer_load_factor=1.0)
    rounds = cleaner.clean_until_idle()
    end = cleaner.checkpoints.get((TOPIC, 0), 0)
    assert rounds >= 1 and end == log.active_segment.base_offset
    check_cleaned(before, read_all(log, 0), end, set())
    assert log.log_start_offset == 0


@PROPS
@given(
    batches=st.lists(batch, min_size=1, max_size=25),
    more=st.lists(batch, min_size=1, max_size=10),
    later=st.sampled_from([DAY - 1, DAY, 3 * DAY]),
)
def test_tombstones_go_delete_retention_after_their_section_was_cleaned(batches: list, more: list, later: int) -> None:
    clock = ManualClock()
    _fs, m, log, before = build_log(batches, 700, clock)
    cleaner = new_cleaner(m, clock)
    cleaner.clean_until_idle()
    first_end = cleaner.checkpoints[(TOPIC, 0)]
    first_clean = clock()
    check_cleaned(before, read_all(log, 0), first_end, set())  # every latest tombstone kept for now
    clock.advance(later)
    for recs, compression, _ in more:
        before += append_records(log, recs, clock(), compression=compression)
    log.roll()
    before += append_records(log, [(b"active", b"b")], clock())
    log.update_high_watermark(log.log_end_offset)
    cleaner.clean_until_idle()
    end = cleaner.checkpoints[(TOPIC, 0)]
    expired = {
        r.offset
        for r in latest_per_key(before).values()
        if r.value is None and r.offset < first_end and clock() >= first_clean + DAY
    }
    check_cleaned(before, read_all(log, 0), end, expired)


@PROPS
@given(seed=st.integers(0, 2**31), compression=st.sampled_from([0, 1, 2, 3, 4]))
def test_rounds_with_new_data_between_them(seed: int, compression: int) -> None:
    rng = random.Random(seed)
    clock = ManualClock()
    fs = SimFileSystem()
    m = new_manager(fs, clock, compact_config(segment_bytes=rng.choice([500, 2000])))
    log = m.get_or_create_log(TOPIC, 0)
    cleaner = new_cleaner(m, clock, dedupe_buffer_size=rng.choice([1 << 20, 3000]), io_buffer_load_factor=1.0)
    before: list[Rec] = []
    for _round in range(4):
        for _ in range(rng.randint(1, 15)):
            recs = [(b"k%d" % rng.randrange(8), b"v%d" % rng.randrange(1000)) for _ in range(rng.randint(1, 9))]
            before += append_records(log, recs, clock(), compression=compression)
        log.roll()
        log.update_high_watermark(log.log_end_offset)
        cleaner.clean_until_idle()
        end = cleaner.checkpoints[(TOPIC, 0)]
        check_cleaned(before, read_all(log, 0), end, set())


# ============================================================================================= record scanning

simple = st.tuples(st.binary(min_size=0, max_size=12), st.one_of(st.none(), st.binary(max_size=40)))


@settings(max_examples=200, deadline=None)
@given(
    records=st.lists(simple, min_size=1, max_size=200),
    same_shape=st.booleans(),
    null_keys=st.booleans(),
    headers=st.booleans(),
    ts_step=st.sampled_from([0, 1, 100, 5000]),
)
def test_column_scan_agrees_with_record_scan(
    records: list, same_shape: bool, null_keys: bool, headers: bool, ts_step: int
) -> None:
    b = RecordBatchBuilder()
    for i, (k, v) in enumerate(records):
        if same_shape:
            k, v = b"key%05d" % (i % 97), (None if v is None else b"x" * 20)
        b.append(1_000_000 + i * ts_step, None if null_keys else k, v, (("h", b"1"),) if headers and i % 5 == 0 else ())
    data = memoryview(b.build())
    h = check_batch(data, 0)
    assert h is not None
    area = records_area(data, h, 1 << 20)
    generic = _scan_generic(area, h.records_count)
    uniform = _scan_uniform(area, h.records_count)
    if uniform is not None:
        assert uniform == generic
    assert scan_records(area, h.records_count) == generic
    assert scan_records_python(area, h.records_count) == generic
    assert generic.keys == [
        None if null_keys else (b"key%05d" % (i % 97) if same_shape else k) for i, (k, _) in enumerate(records)
    ]


shaped = st.tuples(
    st.integers(1, 150),  # records
    st.sampled_from(["same", "mixed", "null-keys", "tombstones"]),
    st.sampled_from([0, 1, 100, 70_000]),  # timestamp step
    # keep every n-th record from the k-th on only (the offset gaps of a cleaned batch)
    st.one_of(st.none(), st.tuples(st.integers(1, 5), st.integers(0, 70))),
)


@settings(max_examples=100, deadline=None)
@given(batches=st.lists(shaped, min_size=1, max_size=12), seed=st.integers(0, 1000))
def test_scans_that_remember_shapes_agree_with_record_scan(batches: list, seed: int) -> None:
    """One ScanState over a pass of batches of changing shapes (known shapes tried first, uniform and varying
    batches in turn, gaps in the offset deltas) reads exactly what the record-by-record reader reads."""
    rng = random.Random(seed)
    state = ScanState()
    for count, kind, ts_step, every in batches:
        b = RecordBatchBuilder()
        for i in range(count):
            key = None if kind == "null-keys" else b"key-%04d" % rng.randrange(1000)
            size = 20 if kind != "mixed" else rng.randrange(0, 300)
            value = None if kind == "tombstones" and i % 3 == 0 else b"v" * size
            b.append(1_000_000 + i * ts_step, key, value)
        data = memoryview(b.build())
        h = check_batch(data, 0)
        assert h is not None
        area = records_area(data, h, 1 << 20)
        if every is not None:  # a subset of the records, their offset deltas kept
            full = _scan_generic(area, h.records_count)
            kept = range(min(every[1], h.records_count - 1), h.records_count, every[0])
            area = memoryview(b"".join(bytes(area[full.starts[i] : full.starts[i + 1]]) for i in kept))
            count = len(kept)
        assert scan_records_python(area, count, state) == _scan_generic(area, count)
        assert scan_records(area, count) == _scan_generic(area, count)


# ====================================================================== the compiled walk (native fast path)


def _native_or_none(area: bytes, count: int) -> RecordsScan | None:
    assert native_scan_keys is not None
    walked = native_scan_keys(area, count, True)
    if walked is not None:  # without the starts, the rest is the same
        assert native_scan_keys(area, count, False) == (*walked[:2], [], *walked[3:])
    return None if walked is None else RecordsScan(*walked)


def test_the_cleaner_walks_records_natively_where_the_extension_is_built() -> None:
    """Where kraftpy's C extension is built (CI's install builds it), the cleaner's scan is the compiled one: the
    differential tests below compare something."""
    assert (native_scan_keys is not None) == (native_fast_path() is not None)
    if native_fast_path() is not None:
        b = RecordBatchBuilder()
        b.append(1, b"k", None)
        data = memoryview(b.build())
        h = check_batch(data, 0)
        assert h is not None
        assert _native_or_none(bytes(records_area(data, h, 1 << 20)), 1) is not None
        assert native_scan_keys(bytes(records_area(data, h, 1 << 20)), 1, False) is not None


mutation = st.one_of(
    st.tuples(st.just("flip"), st.integers(0, 10_000), st.integers(1, 255)),
    st.tuples(st.just("cut"), st.integers(0, 10_000), st.integers(1, 40)),
    st.tuples(st.just("insert"), st.integers(0, 10_000), st.binary(min_size=1, max_size=12)),
    st.tuples(st.just("count"), st.integers(-3, 3), st.just(0)),
    st.tuples(st.just("huge count"), st.sampled_from([2**31 - 1, 2**40, -(2**31)]), st.just(0)),
)


@settings(max_examples=400, deadline=None)
@given(
    records=st.lists(
        st.tuples(st.one_of(st.none(), st.binary(max_size=24)), st.one_of(st.none(), st.binary(max_size=60))),
        min_size=1,
        max_size=60,
    ),
    headers=st.booleans(),
    ts_step=st.sampled_from([0, 1, 5000, 2**40]),
    mutations=st.lists(mutation, max_size=3),
)
def test_native_walk_agrees_with_the_python_walk(records: list, headers: bool, ts_step: int, mutations: list) -> None:
    """On valid areas (varied keys, null keys and values, headers, large timestamp deltas) the compiled walk answers
    and gives exactly what the Python one gives; on damaged ones (bytes flipped, cut out or inserted, a wrong or
    absurd count) it answers only where Python reads the same thing, and gives None wherever Python finds the area
    badly framed."""
    if native_scan_keys is None:  # the Python walk alone: nothing to compare (the test above fails in CI then)
        return
    b = RecordBatchBuilder()
    for i, (k, v) in enumerate(records):
        b.append(1_000_000 + i * ts_step, k, v, (("h", b"1"), ("i", None)) if headers and i % 3 == 0 else ())
    data = memoryview(b.build())
    h = check_batch(data, 0)
    assert h is not None
    area = bytearray(records_area(data, h, 1 << 20))
    count = h.records_count
    if not mutations:
        assert _native_or_none(bytes(area), count) == _scan_generic(memoryview(area), count)
        return
    for kind, a, c in mutations:
        if kind == "flip" and area:
            area[a % len(area)] ^= c
        elif kind == "cut" and area:
            del area[a % len(area) : a % len(area) + c]
        elif kind == "insert":
            area[a % (len(area) + 1) : a % (len(area) + 1)] = c
        elif kind == "count":
            count = max(count + a, 0)
        elif kind == "huge count":
            count = a
    native = _native_or_none(bytes(area), count)
    try:
        python = _scan_generic(memoryview(area), count)
    except CorruptRecordError:
        assert native is None
    else:
        assert native is None or native == python
