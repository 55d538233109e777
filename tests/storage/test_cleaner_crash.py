"""A crash at every step of a cleaning, with a power loss of the simulated file system (issue 30).

A reference run of a cleaning records every file-system operation it makes and the log's content after each swap
of a cleaned segment (the states S0 = before, S1, ..., Sn = after). Then, for every k, the same cleaning runs again
from the same start and the process dies just before its k-th operation; the power goes (the simulated file system
keeps what was made durable, and a random part of the rest), the node loads the log again, and:

* the log holds exactly one of the states S0..Sn (old segments or new ones, never a mix) - so every key's latest
  record is there, at its offset;
* no ``.cleaned`` or ``.swap`` file is left, and the log loads again cleanly;
* a cleaning from there reaches the same final content as the uninterrupted one.

For the crashes that leave a committed ``.swap`` behind, the load itself is interrupted at each of its operations
(and the power lost again) before a last load.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

from kraftpy.protocol.records import build_end_txn_marker
from kraftpy.storage import FileHandle, FileSystem, Log, LogManager, LogSegment, SimFileSystem
from kraftpy.storage.cleaner_records import AbortedTxn
from kraftpy.storage.fs import BytesLike
from kraftpy.storage.region import FileRegion

from .cleaner_helpers import (
    TOPIC,
    append_records,
    compact_config,
    new_cleaner,
    new_manager,
    random_log,
    read_all,
)
from .helpers import ManualClock

LOG_DIR = "/data"


class Crash(Exception):
    """The process died here."""


class CrashingFS(FileSystem):
    """A SimFileSystem whose process dies before its `crash_at`-th changing operation once armed."""

    def __init__(self, inner: SimFileSystem) -> None:
        self.inner = inner
        self.stats = inner.stats
        self.ops = 0
        self.crash_at: int | None = None
        self.trace: list[str] = []

    def arm(self, crash_at: int | None) -> None:
        """Count operations from now on; die before the `crash_at`-th (None: never)."""
        self.ops = 0
        self.crash_at = crash_at
        self.trace = []

    def disarm(self) -> None:
        self.crash_at = None

    def op(self, what: str) -> None:
        self.ops += 1
        self.trace.append(what)
        if self.crash_at is not None and self.ops >= self.crash_at:
            raise Crash(what)

    def open(
        self, path: str, *, write: bool = False, create: bool = False, exclusive: bool = False, truncate: bool = False
    ) -> FileHandle:
        if (create and not self.inner.exists(path)) or truncate:
            self.op(f"create {path}")
        return _Handle(self, self.inner.open(path, write=write, create=create, exclusive=exclusive, truncate=truncate))

    def exists(self, path: str) -> bool:
        return self.inner.exists(path)

    def is_dir(self, path: str) -> bool:
        return self.inner.is_dir(path)

    def is_file(self, path: str) -> bool:
        return self.inner.is_file(path)

    def listdir(self, path: str) -> list[str]:
        return self.inner.listdir(path)

    def mkdir(self, path: str) -> None:
        self.op(f"mkdir {path}")
        self.inner.mkdir(path)

    def rename(self, src: str, dst: str) -> None:
        self.op(f"rename {src} -> {dst}")
        self.inner.rename(src, dst)

    def remove(self, path: str) -> None:
        self.op(f"remove {path}")
        self.inner.remove(path)

    def rmdir(self, path: str) -> None:
        self.op(f"rmdir {path}")
        self.inner.rmdir(path)

    def fsync_dir(self, path: str) -> None:
        self.op(f"fsync_dir {path}")
        self.inner.fsync_dir(path)

    def file_size(self, path: str) -> int:
        return self.inner.file_size(path)


class _Handle(FileHandle):
    __slots__ = ("_fs", "_inner", "path")

    def __init__(self, fs: CrashingFS, inner: FileHandle) -> None:
        self._fs = fs
        self._inner = inner
        self.path = inner.path

    @property
    def size(self) -> int:
        return self._inner.size

    def append(self, data: BytesLike) -> int:
        self._fs.op(f"append {self.path}")
        return self._inner.append(data)

    def append_parts(self, parts: Sequence[BytesLike]) -> int:
        self._fs.op(f"append {self.path}")
        return self._inner.append_parts(parts)

    def pwrite(self, data: BytesLike, position: int) -> None:
        self._fs.op(f"pwrite {self.path}")
        self._inner.pwrite(data, position)

    def pread(self, position: int, length: int) -> bytes:
        return self._inner.pread(position, length)

    def region(self, position: int, length: int) -> FileRegion | None:
        return None

    def truncate(self, size: int) -> None:
        self._fs.op(f"truncate {self.path}")
        self._inner.truncate(size)

    def fsync(self) -> None:
        self._fs.op(f"fsync {self.path}")
        self._inner.fsync()

    def close(self) -> None:
        self._inner.close()


def aborted_transactions(log: Log, rng: random.Random, clock: ManualClock, n: int) -> None:
    """`n` aborted transactions among the records (their index entries recorded, as the broker does)."""
    for i in range(n):
        pid = 500 + i
        first = append_records(log, [(b"t%d" % i, b"x")], clock(), producer=(pid, 0, 0), transactional=True)
        random_log(log, rng, clock, batches=2, keys=12)
        marker = build_end_txn_marker(
            commit=False, producer_id=pid, producer_epoch=0, coordinator_epoch=1, timestamp=clock()
        )
        at = log.append_as_leader(bytearray(marker), leader_epoch=0).first_offset
        log.append_aborted_transaction(AbortedTxn(pid, first[0].offset, at, at + 1))


def start_state(seed: int) -> tuple[CrashingFS, ManualClock]:
    """A compacted log cleaned once, with more data after it (so the crashed cleaning merges small segments and
    deletes old ones), shut down cleanly, everything durable. Seeds from 10 on have aborted transactions in both
    parts (transaction indexes in the old segments and in the cleaned ones)."""
    fs = CrashingFS(SimFileSystem())
    clock = ManualClock()
    m = new_manager(fs, clock, compact_config(segment_bytes=900))
    log = m.get_or_create_log(TOPIC, 0)
    rng = random.Random(seed)
    random_log(log, rng, clock, batches=25, keys=12)
    if seed >= 10:
        aborted_transactions(log, rng, clock, 3)
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    new_cleaner(m, clock).clean_until_idle()
    random_log(log, rng, clock, batches=25, keys=12)
    if seed >= 10:
        aborted_transactions(log, rng, clock, 3)
    log.roll()
    append_records(log, [(b"key-active", b"a")], clock())
    log.update_high_watermark(log.log_end_offset)
    m.shutdown()
    fs.inner.sync_all()
    return fs, clock


def open_log(fs: FileSystem, clock: ManualClock) -> tuple[LogManager, Log]:
    m = new_manager(fs, clock, compact_config(segment_bytes=900))
    log = m.get_log(TOPIC, 0)
    assert log is not None, m.offline_partitions
    log.update_high_watermark(log.log_end_offset)
    return m, log


def crashed(seed: int, k: int) -> tuple[CrashingFS, ManualClock]:
    """The start state, its cleaning killed just before its k-th file system operation."""
    fs, clock = start_state(seed)
    m, _ = open_log(fs, clock)
    cleaner = new_cleaner(m, clock)
    fs.arm(k)
    with pytest.raises(Crash):
        cleaner.clean_until_idle()
    fs.disarm()
    return fs, clock


State = tuple[tuple[int, bytes, tuple[AbortedTxn, ...]], ...]


def segments_of(log: Log) -> State:
    """The log's segments: base offset, bytes and transaction index entries of each."""
    return tuple((s.base_offset, s.pread(0, s.size), tuple(s.txn_index.entries)) for s in log.segments)


def check_txn_index(log: Log, original: list[AbortedTxn], when: str) -> None:
    """The log's transaction indexes hold only entries it had, each in the segment of its marker, and every one
    whose transaction's data (a batch, kept empty or not) is still in the log: a cleaning pass that removes the data
    keeps the entry, the next pass drops it (so a crash and a new pass may drop what one pass keeps)."""
    indexed = [(seg, t) for seg in log.segments for t in seg.txn_index.entries]
    assert {t for _, t in indexed} <= set(original), when
    assert all(seg.base_offset <= t.last_offset < seg.next_offset for seg, t in indexed), when
    with_data = set()
    for _seg, h in log.iter_batches():
        if h.is_transactional and not h.is_control:
            with_data |= {
                t
                for t in original
                if t.producer_id == h.producer_id and t.first_offset <= h.base_offset < t.last_offset
            }
    assert with_data <= {t for _, t in indexed}, f"{when}: entries of transactions with data are missing"


def leftovers(fs: SimFileSystem) -> list[str]:
    return [n for n in fs.listdir(f"{LOG_DIR}/{TOPIC}-0") if n.endswith((".cleaned", ".swap"))]


@pytest.fixture
def reference(monkeypatch: pytest.MonkeyPatch) -> Callable[[int], tuple[int, list[State]]]:
    """A cleaning without crash: (its file system operations, the log's segments before it and after each swap)."""

    def run(seed: int) -> tuple[int, list[State]]:
        fs, clock = start_state(seed)
        m, log = open_log(fs, clock)
        states = [segments_of(log)]
        original = Log.replace_segments

        def recording(self: Log, cleaned: LogSegment, old: list[LogSegment]) -> None:
            original(self, cleaned, old)
            states.append(segments_of(self))

        monkeypatch.setattr(Log, "replace_segments", recording)
        cleaner = new_cleaner(m, clock)
        fs.arm(None)
        assert cleaner.clean_until_idle() >= 1
        monkeypatch.setattr(Log, "replace_segments", original)
        assert len(states) >= 3, "the cleaning should swap several groups"
        return fs.ops, states

    return run


@pytest.mark.parametrize("seed", [1, 2, 3, 10])
def test_crash_at_every_step_of_a_cleaning(seed: int, reference: Callable[[int], tuple[int, list[State]]]) -> None:
    total, states = reference(seed)
    fs, clock = start_state(seed)
    m, log = open_log(fs, clock)
    original = log.aborted_transactions(0, log.log_end_offset)
    assert bool(original) == (seed >= 10)
    new_cleaner(m, clock).clean_until_idle()
    final = read_all(log, 0)
    check_txn_index(log, original, "the cleaning without a crash")
    swaps_left = 0
    for k in range(1, total + 1):
        fs, clock = crashed(seed, k)
        where = fs.trace[-1]
        fs.inner.power_loss(random.Random(k))
        swaps_left += any(n.endswith(".log.swap") for n in leftovers(fs.inner))
        m, log = open_log(fs.inner, clock)
        assert segments_of(log) in states, (
            f"after a crash at operation {k} ({where}) the log is not a state of the cleaning"
        )
        assert not leftovers(fs.inner)
        check_txn_index(log, original, f"the load after a crash at operation {k} ({where})")
        new_cleaner(m, clock).clean_until_idle()
        assert read_all(log, 0) == final, f"cleaning after a crash at operation {k} ({where}) did not converge"
        check_txn_index(log, original, f"the cleaning after a crash at operation {k} ({where})")
    assert swaps_left > 0, "some crash must leave a committed swap for the load to complete"


@pytest.mark.parametrize("seed", [4, 11])
def test_crash_while_a_load_completes_a_swap(seed: int, reference: Callable[[int], tuple[int, list[State]]]) -> None:
    total, states = reference(seed)
    checked = 0
    for k in range(1, total + 1):
        fs, clock = crashed(seed, k)
        if not any(n.endswith(".log.swap") for n in leftovers(fs.inner)):
            continue
        j = 1
        while True:  # the load dies before its j-th operation, the power goes, the next load must still be right
            fs, clock = crashed(seed, k)
            fs.inner.sync_all()
            fs.arm(j)
            try:
                open_log(fs, clock)
            except Crash:
                pass
            else:
                break
            finally:
                fs.disarm()
            fs.inner.power_loss(random.Random(j))
            _m, log = open_log(fs.inner, clock)
            assert segments_of(log) in states, f"crash at {k}, then in the load at {j}"
            assert not leftovers(fs.inner)
            checked += 1
            j += 1
    assert checked > 0
