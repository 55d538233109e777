"""The controller quorum changes under real processes while brokers serve an acks=all producer (seed 003, KIP-853):

* one standalone controller grown to 3, then to 5, then shrunk to 3 with the leader among the removed
  (`kraftpy metadata-quorum reassign`);
* a controller whose log directory is wiped after kill -9 is removed (`remove-controller` with its old directory
  id) and added again with its new directory id (`add-controller --config`);
* seed 003's [1, 2, 3] -> [4, 5, 6] through kafka-python 3's `alter_partition_reassignments` on
  `__cluster_metadata-0` (and `list_partition_reassignments`), from a cluster configured with static voters.

After each: every acknowledged record is read back, the metadata logs of all nodes agree (dumps compared, the
removed controllers' committed records are all in the final leader's log), and no broker was fenced.
"""

from __future__ import annotations

import argparse
import itertools
import time
from pathlib import Path

import pytest

from kraftpy.metadata.records import decode_record
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.uuids import uuid_to_str
from kraftpy.raft.records import Batch
from kraftpy.tools import metadata_quorum

from .quorum_cluster import Producer, QuorumCluster, committed_records, read_all

pytestmark = pytest.mark.timeout(420)

TOPIC = "orders"


def run_tool(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    parser = argparse.ArgumentParser(prog="kraftpy")
    metadata_quorum.register(parser.add_subparsers(dest="command"))
    ns = parser.parse_args(["metadata-quorum", *args])
    capsys.readouterr()
    code = ns.func(ns)
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def start_serving(cluster: QuorumCluster) -> Producer:
    cluster.start_all()
    cluster.wait_for_leader(timeout=60)
    cluster.wait_for_brokers(timeout=60)
    cluster.create_topic(TOPIC, partitions=2, replication_factor=2, configs={"min.insync.replicas": "2"}, timeout=60)
    producer = Producer(cluster.bootstrap(), TOPIC).start()
    cluster.wait_until("the producer's first acknowledgements", lambda: producer.count() >= 20, timeout=60)
    return producer


def progressing(cluster: QuorumCluster, producer: Producer, what: str) -> None:
    """The producer keeps getting acknowledgements (the cluster serves writes after `what`)."""
    before = producer.count()
    cluster.wait_until(f"acknowledgements after {what}", lambda: producer.count() >= before + 20, timeout=60)


def finish(cluster: QuorumCluster, producer: Producer) -> None:
    """Every acknowledged record is readable; then every node stops and the metadata logs are compared."""
    # on a loaded machine the steps can pass quickly in acknowledgements: let the run reach 100 before checking
    cluster.wait_until("100 acknowledgements in all", lambda: producer.count() >= 100, timeout=60)
    acked = producer.stop()
    assert len(acked) >= 100
    values = read_all(cluster.bootstrap(), TOPIC, 2)
    missing = set(acked) - set(values)
    assert not missing, f"{len(missing)} acknowledged records are missing, e.g. {sorted(missing)[:5]}"
    cluster.stop_all()


def dumps(cluster: QuorumCluster) -> dict[int, tuple[int, list[Batch]]]:
    return {i: cluster.read_log(i) for i in cluster.nodes}


def assert_no_committed_record_lost(logs: dict[int, tuple[int, list[Batch]]], reference: int) -> None:
    """Every node's log agrees with the reference (the final leader's) batch for batch where both have them, and
    the reference holds all of them (a node's log never holds more than the leader's, except an uncommitted tail
    that is not there: that would fail the comparison)."""
    ref_start, ref_batches = logs[reference]
    ref = {b.base_offset: b for b in ref_batches}
    ref_end = ref_batches[-1].last_offset + 1 if ref_batches else ref_start
    for node_id, (_, batches) in logs.items():
        for b in batches:
            if b.base_offset < ref_start:
                continue
            assert b.last_offset < ref_end, f"node {node_id} has offset {b.last_offset} beyond the leader's log"
            other = ref.get(b.base_offset)
            assert other is not None, f"node {node_id}'s batch at {b.base_offset} is not in the leader's log"
            assert committed_records([b], b.last_offset + 1) == committed_records([other], other.last_offset + 1), (
                f"node {node_id} disagrees with the leader at offset {b.base_offset}"
            )


def fence_records(batches: list[Batch], below: int) -> list[object]:
    """Fencing of a broker in the log below `below` (the shutdown at the end of a test fences brokers: not those)."""
    out = []
    for b in batches:
        if b.last_offset >= below:
            break
        for value in b.records:
            record = decode_record(value)[0]
            if isinstance(record, mr.FenceBrokerRecord) or (
                isinstance(record, mr.BrokerRegistrationChangeRecord) and record.fenced == 1
            ):
                out.append(record)
    return out


def voter_sets(batches: list[Batch]) -> list[tuple[tuple[int, ...], tuple[int, ...] | None]]:
    from kraftpy.raft.assignment import VoterAssignment

    out = []
    for b in batches:
        for c in b.control_records:
            if type(c.message).__name__ == "VoterAssignmentMessage":
                a = VoterAssignment.from_message(c.message)  # type: ignore[arg-type]
                out.append((a.current.ids, a.target.ids if a.target is not None else None))
    return out


def test_standalone_grown_to_3_then_5_and_shrunk_to_3_without_the_leader(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with QuorumCluster(tmp_path, controllers=5, brokers=2, initial=[1], mode="standalone") as cluster:
        producer = start_serving(cluster)
        boot = ["--bootstrap-controller", cluster.nodes[1].controller_address]

        out = run_tool(capsys, *boot, "reassign", "--voters", "1,2,3")
        assert out.startswith("Reassignment of the metadata quorum to [1, 2, 3] accepted\n")
        assert out.endswith("The metadata quorum's voters are [1, 2, 3]\n")
        progressing(cluster, producer, "growing to 3 voters")

        out = run_tool(
            capsys,
            "--bootstrap-controller",
            cluster.bootstrap_controllers,
            "reassign",
            "--voters",
            "1,2,3,4,5",
        )
        assert out.endswith("The metadata quorum's voters are [1, 2, 3, 4, 5]\n")
        q = cluster.wait_for_voters([1, 2, 3, 4, 5])
        assert all(v.directory_id == cluster.directory_id(v.replica_id) for v in q.voters)  # real directory ids
        progressing(cluster, producer, "growing to 5 voters")

        leader = q.leader_id
        keep = [i for i in (1, 2, 3, 4, 5) if i != leader][:3]
        out = run_tool(
            capsys,
            "--bootstrap-controller",
            cluster.bootstrap_controllers,
            "reassign",
            "--voters",
            ",".join(map(str, keep)),
        )
        assert out.endswith(f"The metadata quorum's voters are {keep}\n")
        q = cluster.wait_for_voters(keep)
        assert q.leader_id in keep and q.leader_id != leader  # the old leader handed over and was removed last
        assert leader in [o.replica_id for o in q.observers]  # it goes on as an observer
        progressing(cluster, producer, "shrinking to 3 voters without the old leader")
        final_leader = q.leader_id
        moved = cluster.quorum().high_watermark
        finish(cluster, producer)

        logs = dumps(cluster)
        assert_no_committed_record_lost(logs, final_leader)
        steps = [v for v, _ in voter_sets(logs[final_leader][1])]
        for before, after in itertools.pairwise(steps):
            assert len(set(before) ^ set(after)) <= 1, (before, after)
        assert steps[0] == (1,) and steps[-1] == tuple(keep)
        assert not fence_records(logs[final_leader][1], moved), "a broker was fenced during the moves"


def test_a_wiped_controller_is_removed_and_added_back_with_its_new_directory(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with QuorumCluster(tmp_path, controllers=3, brokers=2, initial=[1, 2, 3], mode="initial") as cluster:
        producer = start_serving(cluster)
        q = cluster.wait_for_voters([1, 2, 3])
        victim = q.leader_id
        old_dir = cluster.directory_id(victim)
        assert q.voter(victim).directory_id == old_dir  # type: ignore[union-attr]

        cluster.kill(victim)  # kill -9, then its disk is gone: a new, empty metadata directory with a new id
        cluster.wipe(victim)
        new_dir = cluster.directory_id(victim)
        assert new_dir != old_dir
        cluster.start(victim)
        others = [i for i in (1, 2, 3) if i != victim]
        boot = ["--bootstrap-controller", ",".join(cluster.nodes[i].controller_address for i in others)]

        def observer_with_new_dir() -> object:
            q = cluster.quorum()
            obs = {o.replica_id: o.directory_id for o in q.observers}
            return q if obs.get(victim) == new_dir and q.leader_id in others else None

        # the wiped node is not taken for the voter it was: it fetches as an observer, the voter keeps the old id
        q = cluster.wait_until("the wiped controller fetching as an observer", observer_with_new_dir, timeout=60)
        assert q.voter(victim) is not None and q.voter(victim).directory_id == old_dir  # type: ignore[union-attr]
        progressing(cluster, producer, "losing a controller's disk")

        out = run_tool(
            capsys,
            *boot,
            "remove-controller",
            "--controller-id",
            str(victim),
            "--controller-directory-id",
            uuid_to_str(old_dir),
        )
        assert out == f"Removed KRaft controller {victim} with directory id {uuid_to_str(old_dir)}\n"
        cluster.wait_for_voters(others)
        out = run_tool(capsys, *boot, "add-controller", "--config", str(cluster.nodes[victim].config_path))
        assert out.startswith(
            f"Added controller {victim} with directory id {uuid_to_str(new_dir)} and endpoints: "
            f"CONTROLLER://{cluster.nodes[victim].controller_address}"
        )
        q = cluster.wait_for_voters([1, 2, 3])
        assert q.voter(victim).directory_id == new_dir  # type: ignore[union-attr]
        progressing(cluster, producer, "adding the controller back")
        final_leader = q.leader_id
        moved = cluster.quorum().high_watermark
        finish(cluster, producer)

        logs = dumps(cluster)
        assert_no_committed_record_lost(logs, final_leader)
        assert not fence_records(logs[final_leader][1], moved), "a broker was fenced"


def test_seed_move_through_kafka_python(tmp_path: Path) -> None:
    from kafka import KafkaAdminClient
    from kafka import TopicPartition as KTP

    with QuorumCluster(tmp_path, controllers=6, brokers=2, initial=[1, 2, 3], mode="static") as cluster:
        producer = start_serving(cluster)
        cluster.wait_until(
            "controllers 4, 5, 6 fetching as observers",
            lambda: {4, 5, 6} <= {o.replica_id for o in cluster.quorum().observers},
            timeout=60,
        )
        admin = KafkaAdminClient(bootstrap_servers=cluster.bootstrap(), request_timeout_ms=60_000)
        try:
            tp = KTP("__cluster_metadata", 0)
            started = time.monotonic()
            result = admin.alter_partition_reassignments({tp: [4, 5, 6]})
            assert result == {tp: None}  # answered once the target is committed
            listed = admin.list_partition_reassignments([tp])
            if listed:  # still in progress: the target's new members are adding, the old ones removing
                entry = listed[tp]
                assert set(entry["replicas"]) >= {4, 5, 6} - set(entry["adding_replicas"])
                assert set(entry["removing_replicas"]) <= {1, 2, 3}
            q = cluster.wait_for_voters([4, 5, 6])
            elapsed = time.monotonic() - started
            assert admin.list_partition_reassignments([tp]) == {}  # done: nothing in progress
            # the same target again is idempotent
            assert admin.alter_partition_reassignments({tp: [4, 5, 6]}) == {tp: None}
        finally:
            admin.close()
        assert q.leader_id in (4, 5, 6) and {1, 2, 3} <= {o.replica_id for o in q.observers}
        progressing(cluster, producer, f"the move to [4, 5, 6] ({elapsed:.1f} s)")

        # the old controllers can go: the brokers follow the new quorum (its endpoints are in the log)
        for i in (1, 2, 3):
            assert cluster.stop(i) == 0
        progressing(cluster, producer, "stopping the old controllers")
        parts = cluster.describe_topic(TOPIC)
        assert len(parts) == 2 and all(p.leader is not None and p.leader >= 0 for p in parts)
        q = cluster.wait_for_voters([4, 5, 6])
        final_leader, moved = q.leader_id, q.high_watermark
        finish(cluster, producer)

        logs = dumps(cluster)
        assert_no_committed_record_lost(logs, final_leader)
        sets = voter_sets(logs[final_leader][1])
        assert sets[0] == ((1, 2, 3), (4, 5, 6)) and sets[-1] == ((4, 5, 6), None)
        assert not fence_records(logs[final_leader][1], moved), "a broker was fenced during the move"
