"""The controller's metrics (`ControllerMetrics.snapshot()`): gauges from the image, counters from replayed
records, the unclean recovery figures, on the active controller and the standbys."""

from __future__ import annotations

from kraftpy.controller.metrics import METRICS, ControllerMetrics
from kraftpy.controller.role import ControllerRole
from kraftpy.protocol.messages.delete_topics import DeleteTopicsRequest
from tests.controller.harness import BROKER_RESOURCE, TOPIC_RESOURCE, FakeBrokers, Harness


def snap(h: Harness, node: int | None = None) -> dict[str, int]:
    role = h.active if node is None else h.roles[node]
    return role.metrics.snapshot()


def recounted(h: Harness, node: int | None = None) -> dict[str, int]:
    """The partition gauges computed from scratch over the committed image."""
    role = h.active if node is None else h.roles[node]
    fresh = ControllerMetrics.__new__(ControllerMetrics)
    fresh.settings = role.settings
    fresh._recount(role.controller.committed)
    return {
        "OfflinePartitionsCount": fresh.offline_partitions,
        "PreferredReplicaImbalanceCount": fresh.preferred_replica_imbalance,
        "global_under_min_isr_partition_count": fresh.under_min_isr_partitions,
        "electable_leaders_count": fresh.electable_leaders,
        "under_min_electable_leaders_partition_count": fresh.under_min_electable_partitions,
    }


def test_every_metric_has_a_snapshot_key_and_a_prometheus_name() -> None:
    h = Harness()
    keys = set(snap(h))
    assert {m.key for m in METRICS} == keys
    assert all(m.prometheus.startswith("kafka_controller_") and m.kind in ("gauge", "counter") for m in METRICS)


def test_cluster_gauges_on_the_active_controller_and_the_standbys() -> None:
    h = Harness(auto_leader_rebalance_enable=False)
    h.start_brokers(1, 2, 3)
    h.create_topic("a", 0, 0, assignment=[[1, 2, 3], [2, 3, 1]], min_insync_replicas="2")
    h.create_topic("b", 0, 0, assignment=[[3]])
    m = snap(h)
    assert (m["ActiveControllerCount"], m["GlobalTopicCount"], m["GlobalPartitionCount"]) == (1, 2, 3)
    assert (m["ActiveBrokerCount"], m["FencedBrokerCount"], m["OfflinePartitionsCount"]) == (3, 0, 0)
    assert (m["global_under_min_isr_partition_count"], m["electable_leaders_count"]) == (0, 7)
    h.fence(3)  # b-0 goes offline; a-0 and a-1 lose a member (ISR 2 = min ISR)
    h.fence(2)  # a-0 [1], ELR [2]; a-1 led by 1, ISR [1], ELR [2]
    m = snap(h)
    assert (m["ActiveBrokerCount"], m["FencedBrokerCount"]) == (1, 2)
    assert m["OfflinePartitionsCount"] == 1
    assert m["PreferredReplicaImbalanceCount"] == 2  # a-1 (led by 1) and b-0 (no leader)
    assert m["global_under_min_isr_partition_count"] == 3
    assert m["electable_leaders_count"] == 2 + 2 + 1  # a-0 ISR+ELR, a-1 ISR+ELR, b-0 ELR [3] (min ISR 1)
    assert m["under_min_electable_leaders_partition_count"] == 0
    h.restart(2, clean=False)  # an unclean shutdown takes 2 out of both ELRs
    m = snap(h)
    assert m["under_min_electable_leaders_partition_count"] == 2
    standby = snap(h, 101)
    assert standby["ActiveControllerCount"] == 0
    for key in (
        "GlobalPartitionCount",
        "OfflinePartitionsCount",
        "global_under_min_isr_partition_count",
        "electable_leaders_count",
        "ActiveBrokerCount",
        "LastCommittedRecordOffset",
    ):
        assert standby[key] == m[key], key
    assert standby["unclean_recovery_partitions_count"] == 0


def test_incremental_gauges_match_a_recount() -> None:
    h = Harness(auto_leader_rebalance_enable=False)
    h.start_brokers(1, 2, 3)
    h.create_topic("a", 0, 0, assignment=[[1, 2, 3]] * 4, min_insync_replicas="3")
    h.create_topic("b", 0, 0, assignment=[[2, 3]] * 3)
    h.fence(3)
    h.set_config(TOPIC_RESOURCE, "a", "min.insync.replicas", "2")
    h.set_config(BROKER_RESOURCE, "", "min.insync.replicas", "2")
    h.fence(2)
    h.call(20, 6, DeleteTopicsRequest(topics=[DeleteTopicsRequest.DeleteTopicState(name="b")]))
    h.restart(3, clean=True)
    for node in (100, 101, 102):
        m = snap(h, node)
        assert {k: m[k] for k in recounted(h, node)} == recounted(h, node)
    assert snap(h)["GlobalTopicCount"] == 1


def test_election_counters_count_committed_records_on_every_controller() -> None:
    h = Harness(auto_leader_rebalance_enable=False)
    h.start_brokers(1, 2, 3)
    h.create_topic("t", 0, 0, assignment=[[1, 2, 3]], min_insync_replicas="2")
    h.fence(3, 2, 1)  # ISR [], ELR [1, 2]
    h.restart(2, clean=True)  # an ELR member comes back: elected from the ELR
    assert h.partition("t").leader == 2
    assert snap(h)["ElectionFromEligibleLeaderReplicas"] == 1
    assert snap(h)["UncleanLeaderElections"] == 0
    h.fence(2)
    h.restart(3, clean=False)
    from kraftpy.protocol.messages.elect_leaders import ElectLeadersRequest as R

    h.call(43, 2, R(election_type=1, topic_partitions=[R.TopicPartitions(topic="t", partitions=[0])]))
    assert h.partition("t").leader == 3
    for node in (100, 101, 102):
        m = snap(h, node)
        assert (m["ElectionFromEligibleLeaderReplicas"], m["UncleanLeaderElections"]) == (1, 1), node


def test_offsets() -> None:
    h = Harness()
    h.start_brokers(1)
    m = snap(h)
    assert m["LastAppliedRecordOffset"] == m["LastCommittedRecordOffset"] == h.log.committed
    from kraftpy.protocol.messages.create_topics import CreateTopicsRequest as T

    h.submit(19, 7, T(topics=[T.CreatableTopic(name="x", num_partitions=1, replication_factor=1)]))
    m = snap(h)
    assert m["LastAppliedRecordOffset"] == len(h.log.values) - 1 > m["LastCommittedRecordOffset"]
    assert snap(h, 101)["LastAppliedRecordOffset"] == m["LastCommittedRecordOffset"]


def test_recovery_figures_move_as_a_recovery_runs_and_the_finished_count_restarts_at_zero() -> None:
    h = Harness(auto_leader_rebalance_enable=False)
    h.start_brokers(1, 2, 3)
    h.set_config(BROKER_RESOURCE, "", "unclean.recovery.manager.enabled", "true")
    h.create_topic("t", 0, 0, assignment=[[1, 2, 3]], min_insync_replicas="2", unclean_recovery_strategy="Aggressive")
    brokers = FakeBrokers(h)
    assert snap(h)["unclean_recovery_partitions_count"] == 0
    h.fence(3, 2, 1)
    assert snap(h)["unclean_recovery_partitions_count"] == 1
    brokers.set_log(3, "t", 0, 1, 1)
    h.restart(3, clean=False)
    brokers.answer()
    m = snap(h)
    assert (m["unclean_recovery_partitions_count"], m["unclean_recovery_finished_count"]) == (0, 1)
    assert m["UncleanLeaderElections"] == 1
    # a controller process that starts again replays the log: the election is counted, the finished count is not
    role = ControllerRole(h.active.settings, h.reactor, h.log.view(100))
    role.controller.handle_commit(0, h.log.values[: h.log.committed + 1], 1)
    m = role.metrics.snapshot()
    assert (m["UncleanLeaderElections"], m["unclean_recovery_finished_count"]) == (1, 0)
