"""Table tests of the KIP-966 high-watermark rule and the leader's ISR decisions."""

from __future__ import annotations

import pytest

from kraftpy.broker.partition_state import (
    NOT_ENOUGH_REPLICAS_AFTER_APPEND,
    LeaderPartitionState,
    effective_min_isr,
    next_high_watermark,
)


@pytest.mark.parametrize(
    ("current", "leader_leo", "isr_size", "min_isr", "leos", "expected"),
    [
        (0, 10, 3, 2, [10, 10], 10),  # everyone has everything
        (0, 10, 3, 2, [7, 10], 7),  # the slowest maximal-ISR member bounds it
        (5, 10, 1, 2, [], 5),  # ISR below min ISR: frozen, even with only the leader left
        (5, 10, 2, 2, [3], 5),  # never backwards
        (0, 10, 1, 1, [], 10),  # min ISR 1: the leader alone may advance it
        (0, 10, 2, 3, [10], 0),  # a committed ISR of 2 with min ISR 3: frozen though both have the data
    ],
)
def test_next_high_watermark(
    current: int, leader_leo: int, isr_size: int, min_isr: int, leos: list[int], expected: int
) -> None:
    assert next_high_watermark(current, leader_leo, isr_size, min_isr, leos) == expected


def test_effective_min_isr_is_capped_by_the_replication_factor() -> None:
    assert effective_min_isr(5, 3) == 3
    assert effective_min_isr(2, 3) == 2
    assert effective_min_isr(2, 1) == 1


def leader(isr=(0, 1, 2), min_isr=2, hwm=0, leo=0) -> LeaderPartitionState:  # type: ignore[no-untyped-def]
    return LeaderPartitionState(
        leader_id=0,
        replicas=(0, 1, 2),
        isr=tuple(isr),
        leader_epoch=3,
        partition_epoch=9,
        min_insync_replicas=min_isr,
        lag_time_max_ms=30_000,
        leader_epoch_start_offset=0,
        high_watermark=hwm,
        log_end_offset=leo,
    )


def test_acks_all_waits_for_the_isr_then_completes() -> None:
    s = leader()
    s.on_append(10)
    assert s.high_watermark == 0 and s.acks_all_result(10) is None
    s.on_follower_fetch(1, 10, broker_epoch=5, now_ms=1)
    assert s.high_watermark == 0  # follower 2 (in the ISR) has nothing yet
    s.on_follower_fetch(2, 10, broker_epoch=5, now_ms=1)
    assert s.high_watermark == 10 and s.acks_all_result(10) == 0


def test_acks_0_and_1_records_stay_invisible_below_min_isr() -> None:
    s = leader(isr=(0,), min_isr=2)
    assert not s.accepts_acks_all()
    s.on_append(5)  # acks=1 records are appended...
    assert s.high_watermark == 0  # ...but consumers cannot see them
    s.on_follower_fetch(1, 5, broker_epoch=1, now_ms=1)
    assert s.high_watermark == 0  # caught up, but not yet in the committed ISR
    proposal = s.isr_expansion(lambda r, e: True)
    assert proposal == (0, 1)
    s.propose(proposal)
    assert s.maximal_isr == (0, 1) and s.high_watermark == 0  # the committed ISR is still [0]
    s.on_isr_committed((0, 1), partition_epoch=10)
    assert s.high_watermark == 5 and s.pending is None


def test_isr_shrinking_below_min_isr_fails_waiting_writes_after_append() -> None:
    s = leader()
    s.on_append(10)
    s.on_isr_committed((0,), partition_epoch=10)
    assert s.acks_all_result(10) == NOT_ENOUGH_REPLICAS_AFTER_APPEND


def test_pending_expansion_counts_in_the_maximal_isr() -> None:
    """KIP-966's example: ISR=[0], ELR=[1]; broker 2 catches up; HWM waits until the controller commits [0,2]."""
    s = leader(isr=(0,), min_isr=2, hwm=4, leo=4)
    s.on_append(8)
    s.on_follower_fetch(2, 8, broker_epoch=1, now_ms=0)
    s.propose(s.isr_expansion(lambda r, e: r == 2) or ())
    assert s.maximal_isr == (0, 2)
    assert s.high_watermark == 4
    s.on_isr_committed((0, 2), partition_epoch=10)
    assert s.high_watermark == 8


def test_pending_shrink_keeps_the_removed_member_in_the_maximal_isr() -> None:
    s = leader(min_isr=1, hwm=0, leo=0)
    s.on_append(10)
    s.on_follower_fetch(1, 10, 1, now_ms=0)
    s.on_follower_fetch(2, 0, 1, now_ms=0)
    assert s.isr_shrink(now_ms=10_000) is None  # 2 has not lagged long enough
    proposal = s.isr_shrink(now_ms=40_000)
    assert proposal == (0, 1)
    s.propose(proposal)
    assert s.high_watermark == 0  # 2 is still in the committed (and maximal) ISR
    s.on_isr_committed(proposal, partition_epoch=10)
    assert s.high_watermark == 10


def test_expansion_requires_the_hwm_the_epoch_start_and_eligibility() -> None:
    s = leader(isr=(0, 1), min_isr=1, hwm=0, leo=0)
    s.leader_epoch_start_offset = 6
    s.on_append(10)
    s.on_follower_fetch(1, 10, 1, now_ms=0)
    s.on_follower_fetch(2, 5, 7, now_ms=0)
    assert s.isr_expansion(lambda r, e: True) is None  # below the epoch start offset
    s.on_follower_fetch(2, 10, 7, now_ms=1)
    assert s.isr_expansion(lambda r, e: e != 7) is None  # a stale broker epoch is not eligible
    assert s.isr_expansion(lambda r, e: True) == (0, 1, 2)
    s.propose((0, 1, 2))
    assert s.isr_expansion(lambda r, e: True) is None  # one change in flight at a time
    s.on_alter_partition_failed()
    assert s.isr_expansion(lambda r, e: True) == (0, 1, 2)


def test_a_follower_keeping_pace_under_steady_writes_counts_as_caught_up() -> None:
    """Kafka's second caught-up rule: fetching from at least the leader's LEO of the previous fetch."""
    s = leader(min_isr=1)
    s.on_append(10)
    s.on_follower_fetch(1, 10, 1, now_ms=1_000)  # caught up at 1000
    s.on_follower_fetch(2, 10, 1, now_ms=1_000)
    for t in range(2_000, 60_000, 1_000):  # new data arrives before every fetch
        s.on_append(s.log_end_offset + 5)
        s.on_follower_fetch(1, s.log_end_offset - 5, 1, now_ms=t)  # always one batch behind
    assert s.followers[1].last_caught_up_ms == 58_000
    assert s.isr_shrink(now_ms=60_000) == (0, 1)  # follower 2 stopped fetching at 1000; follower 1 stays


def test_a_late_isr_answer_older_than_the_known_state_is_ignored() -> None:
    s = leader()
    s.on_isr_committed((0, 1), partition_epoch=11)
    s.on_isr_committed((0, 1, 2), partition_epoch=10)
    assert s.isr == (0, 1) and s.partition_epoch == 11


def test_min_isr_and_replica_set_changes() -> None:
    s = leader(isr=(0, 1), min_isr=3, hwm=0, leo=0)
    s.on_append(5)
    s.on_follower_fetch(1, 5, 1, now_ms=0)
    assert s.high_watermark == 0 and s.under_min_isr  # min ISR 3 > ISR 2
    s.set_min_insync_replicas(2)
    assert s.high_watermark == 5
    s.on_replicas_changed((0, 1, 2, 3), now_ms=7)
    assert s.followers[3].last_caught_up_ms == 7 and s.min_isr == 2
    s.on_replicas_changed((0, 1, 3), now_ms=8)
    assert 2 not in s.followers
