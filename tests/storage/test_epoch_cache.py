"""The leader-epoch cache: OffsetForLeaderEpoch answers and Kafka's update rules."""

from __future__ import annotations

import pytest

from kraftpy.storage import LeaderEpochCache, SimFileSystem
from kraftpy.storage.checkpoints import read_leader_epoch_checkpoint


def cache(entries: list[tuple[int, int]] | None = None) -> LeaderEpochCache:
    fs = SimFileSystem()
    fs.makedirs("/p")
    return LeaderEpochCache(fs, "/p/leader-epoch-checkpoint", entries)


# entries (epoch 2 from 10, epoch 4 from 20, epoch 7 from 35), log end offset 50
@pytest.mark.parametrize(
    ("requested", "expected"),
    [
        (-1, (-1, -1)),  # undefined epoch
        (7, (7, 50)),  # the latest epoch: the log end offset
        (4, (4, 35)),  # a known older epoch: start of the next one
        (2, (2, 20)),
        (3, (2, 20)),  # unknown epoch between known ones: the largest epoch below, start of the next above
        (5, (4, 35)),
        (6, (4, 35)),
        (1, (1, 10)),  # below every known epoch: the requested epoch, start of the first known
        (0, (0, 10)),
        (8, (-1, -1)),  # above every known epoch
    ],
)
def test_end_offset_for(requested: int, expected: tuple[int, int]) -> None:
    c = cache([(2, 10), (4, 20), (7, 35)])
    assert c.end_offset_for(requested, 50) == expected


def test_empty_cache_answers_undefined() -> None:
    assert cache().end_offset_for(3, 10) == (-1, -1)


def test_epoch_for_offset() -> None:
    c = cache([(2, 10), (4, 20)])
    assert c.epoch_for_offset(5) is None
    assert c.epoch_for_offset(10) == 2
    assert c.epoch_for_offset(19) == 2
    assert c.epoch_for_offset(20) == 4
    assert c.epoch_for_offset(1000) == 4


def test_assign_is_idempotent_and_persists() -> None:
    c = cache()
    assert c.assign(1, 0)
    assert not c.assign(1, 5)  # same epoch, later offset: nothing to do
    assert c.assign(3, 5)
    assert c.entries == [(1, 0), (3, 5)]
    assert read_leader_epoch_checkpoint(c._fs, "/p/leader-epoch-checkpoint") == [(1, 0), (3, 5)]


def test_assign_removes_conflicting_entries() -> None:
    c = cache([(1, 0), (3, 5), (5, 9)])
    assert c.assign(4, 7)  # epoch 5 is >= 4: removed
    assert c.entries == [(1, 0), (3, 5), (4, 7)]
    assert c.assign(6, 2)  # start offset 2 below later entries: they go
    assert c.entries == [(1, 0), (6, 2)]


def test_truncate_from_end_and_start() -> None:
    c = cache([(1, 0), (3, 5), (5, 9)])
    assert c.truncate_from_end(9)
    assert c.entries == [(1, 0), (3, 5)]
    assert not c.truncate_from_end(100)
    assert c.truncate_from_start(7)
    assert c.entries == [(3, 7)]
    assert not c.truncate_from_start(7)
    assert read_leader_epoch_checkpoint(c._fs, "/p/leader-epoch-checkpoint") == [(3, 7)]


def test_invalid_entries_are_rejected() -> None:
    with pytest.raises(ValueError):
        cache().assign(-1, 0)
