"""Three real controller processes: election, replication, kill -9 of the leader and of a follower, and a
full-cluster crash and restart with the committed log intact."""

from __future__ import annotations

from pathlib import Path

import pytest

from kraftpy.admin.client import QuorumInfo
from kraftpy.metadata.records import decode_record
from kraftpy.protocol.messages.metadata_records import FeatureLevelRecord, NoOpRecord
from kraftpy.raft.records import Batch

from .cluster import Cluster

pytestmark = pytest.mark.timeout(120)


def committed(batches: list[Batch], hwm: int) -> list[tuple[int, int, int, tuple[bytes, ...], int]]:
    """The batches below `hwm`, as comparable values (control batches by their record types)."""
    return [
        (b.base_offset, b.last_offset, b.epoch, b.records, sum(c.type for c in b.control_records))
        for b in batches
        if b.last_offset < hwm
    ]


def caught_up(cluster: Cluster, node_id: int, leader: int, offset: int) -> QuorumInfo | None:
    q = cluster.describe_quorum(timeout_ms=1000)
    if q.leader_id != leader:
        return None
    v = q.voter(node_id)
    return q if v is not None and v.log_end_offset >= offset else None


def test_three_controllers_elect_replicate_fail_over_and_restart(tmp_path: Path) -> None:
    with Cluster(tmp_path, controllers=3) as cluster:
        cluster.start_all()
        first = cluster.wait_for_leader()
        assert first.leader_id in (1, 2, 3) and first.leader_epoch >= 1
        assert sorted(v.replica_id for v in first.voters) == [1, 2, 3]

        # the leader keeps appending NoOpRecords (metadata.max.idle.interval.ms): the HWM moves, followers follow
        moved = cluster.wait_until(
            "followers replicating the leader's NoOps",
            lambda: (
                lambda q: (
                    q
                    if q.high_watermark >= first.high_watermark + 3
                    and all(v.log_end_offset >= first.high_watermark + 3 for v in q.voters)
                    else None
                )
            )(cluster.describe_quorum(timeout_ms=1000)),
        )
        assert moved.leader_id == first.leader_id and moved.leader_epoch == first.leader_epoch

        # kill -9 the leader: another voter leads a newer epoch and commits in it
        old = moved
        cluster.kill(old.leader_id)
        second = cluster.wait_for_leader(exclude=[old.leader_id], min_epoch=old.leader_epoch + 1)
        assert second.high_watermark >= old.high_watermark  # nothing committed went missing
        cluster.start(old.leader_id)
        cluster.wait_until(
            f"node {old.leader_id} catching up after its restart",
            lambda: caught_up(cluster, old.leader_id, second.leader_id, second.high_watermark),
        )

        # kill -9 a follower: the leader keeps leading and committing with the remaining majority
        follower = next(v.replica_id for v in second.voters if v.replica_id != second.leader_id)
        cluster.kill(follower)
        still = cluster.wait_until(
            "commits without the killed follower",
            lambda: (lambda q: q if q.high_watermark >= second.high_watermark + 3 else None)(
                cluster.describe_quorum(timeout_ms=1000)
            ),
        )
        assert (still.leader_id, still.leader_epoch) == (second.leader_id, second.leader_epoch)
        cluster.start(follower)
        before_crash = cluster.wait_until(
            f"node {follower} catching up",
            lambda: caught_up(cluster, follower, second.leader_id, still.high_watermark),
        )

        # the whole cluster crashes at once and restarts: the committed log is intact everywhere
        hwm = before_crash.high_watermark
        for node_id in cluster.nodes:
            cluster.kill(node_id)
        logs = {node_id: cluster.read_log(node_id) for node_id in cluster.nodes}
        reference = committed(logs[second.leader_id][1], hwm)
        assert reference and reference[-1][1] == hwm - 1
        for node_id, (start, batches) in logs.items():
            assert start == 0
            assert committed(batches, hwm) == reference, f"node {node_id} differs below the high watermark {hwm}"
        # what was replicated: the first controller's bootstrap features, NoOpRecords and the leaders'
        # LeaderChangeMessages, nothing else
        kinds = {type(decode_record(value)[0]) for _, _, _, records, _ in reference for value in records}
        assert kinds <= {NoOpRecord, FeatureLevelRecord} and NoOpRecord in kinds

        cluster.start_all()
        after = cluster.wait_for_leader(min_epoch=second.leader_epoch + 1)
        assert after.high_watermark >= hwm
        cluster.wait_until(
            "every voter past the old high watermark",
            lambda: (lambda q: q if all(v.log_end_offset >= hwm for v in q.voters) else None)(
                cluster.describe_quorum(timeout_ms=1000)
            ),
        )
        codes = cluster.stop_all()
        assert codes == {1: 0, 2: 0, 3: 0}, cluster.logs()
        for node_id in cluster.nodes:
            _, batches = cluster.read_log(node_id)
            assert committed(batches, hwm) == reference, f"node {node_id} lost committed entries after the restart"
