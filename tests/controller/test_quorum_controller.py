"""The controller core end to end on a shared in-memory log: activation and bootstrap, registration with clean-
shutdown detection, heartbeats and fencing with ELR, topics, AlterPartition, controlled shutdown, failover."""

from __future__ import annotations

import time
import uuid
from typing import Any

import pytest

from kraftpy.metadata.partition import NO_LEADER
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages.alter_partition import AlterPartitionRequest
from kraftpy.protocol.messages.broker_heartbeat import BrokerHeartbeatRequest
from kraftpy.protocol.messages.broker_registration import BrokerRegistrationRequest
from kraftpy.protocol.messages.create_partitions import CreatePartitionsRequest
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest
from kraftpy.protocol.messages.delete_topics import DeleteTopicsRequest
from tests.controller.fakes import info
from tests.controller.harness import CLUSTER_ID, Harness

E = ErrorCode


def test_first_active_controller_writes_the_bootstrap_features() -> None:
    h = Harness()
    assert h.active.settings.node_id == 100
    assert h.image.features == {"metadata.version": 27, "eligible.leader.replicas.version": 1}
    # standbys replay the same committed records
    assert h.roles[101].controller.committed.features == h.image.features


def test_broker_epoch_is_the_offset_of_its_registration_record() -> None:
    h = Harness()
    offset = h.log.committed + 1
    epoch = h.register(1)
    assert epoch == offset
    reg = h.image.brokers[1]
    assert reg.epoch == epoch and reg.fenced
    # re-registering with the same incarnation keeps the epoch and writes nothing
    before = len(h.log.values)
    assert h.register(1, new_incarnation=False) == epoch
    assert len(h.log.values) == before


def test_response_waits_for_the_commit() -> None:
    h = Harness()
    req = BrokerRegistrationRequest(
        broker_id=1,
        cluster_id=CLUSTER_ID,
        incarnation_id=uuid.uuid4(),
        features=[
            BrokerRegistrationRequest.Feature(
                name="metadata.version", min_supported_version=1, max_supported_version=27
            )
        ],
    )
    d = h.active.handlers()[62](info(62, 4), req)
    assert not d.done
    h.log.commit()
    assert d.done and d.result().error_code == 0


def test_heartbeat_unfences_once_caught_up_and_fencing_on_session_timeout() -> None:
    h = Harness()
    epoch = h.register(1)
    resp = h.call(63, 1, BrokerHeartbeatRequest(broker_id=1, broker_epoch=epoch, current_metadata_offset=epoch - 1))
    assert (resp.is_caught_up, resp.is_fenced) == (False, True)
    resp = h.heartbeat(1)
    assert (resp.is_caught_up, resp.is_fenced) == (True, False)
    assert not h.image.brokers[1].fenced
    assert h.call(63, 1, BrokerHeartbeatRequest(broker_id=1, broker_epoch=epoch + 1)).error_code == E.STALE_BROKER_EPOCH
    h.register(2)
    h.heartbeat(2)
    h.expire_session(1)
    assert not h.image.brokers[2].fenced


def test_wrong_cluster_id_and_duplicate_registration() -> None:
    h = Harness()
    bad = BrokerRegistrationRequest(broker_id=1, cluster_id="other", incarnation_id=uuid.uuid4())
    assert h.call(62, 4, bad).error_code == E.INCONSISTENT_CLUSTER_ID
    h.start_brokers(1)
    dup = BrokerRegistrationRequest(
        broker_id=1,
        cluster_id=CLUSTER_ID,
        incarnation_id=uuid.uuid4(),
        features=[
            BrokerRegistrationRequest.Feature(
                name="metadata.version", min_supported_version=1, max_supported_version=27
            )
        ],
    )
    assert h.call(62, 4, dup).error_code == E.DUPLICATE_BROKER_REGISTRATION


def test_create_topic_places_replicas_and_leaders() -> None:
    h = Harness()
    h.start_brokers(1, 2, 3)
    h.create_topic("orders", 6, 3)
    topic = h.image.topic("orders")
    assert topic is not None and len(topic.partitions) == 6
    leaders = {p.leader for p in topic.partitions.values()}
    assert leaders == {1, 2, 3}
    for p in topic.partitions.values():
        assert sorted(p.replicas) == [1, 2, 3] and p.isr == p.replicas and p.leader == p.replicas[0]


def test_create_topics_errors() -> None:
    h = Harness()
    h.start_brokers(1, 2)
    T = CreateTopicsRequest
    h.create_topic("exists", 1, 1)
    h.create_topic("a.b", 1, 1)
    req = T(
        topics=[
            T.CreatableTopic(name="exists", num_partitions=1, replication_factor=1),
            T.CreatableTopic(name="bad name", num_partitions=1, replication_factor=1),
            T.CreatableTopic(name="too.many", num_partitions=1, replication_factor=3),
            T.CreatableTopic(name="zero", num_partitions=0, replication_factor=1),
            T.CreatableTopic(name="dup", num_partitions=1, replication_factor=1),
            T.CreatableTopic(name="dup", num_partitions=1, replication_factor=1),
            T.CreatableTopic(name="a_b", num_partitions=1, replication_factor=1),  # collides with a.b
            T.CreatableTopic(
                name="manual",
                num_partitions=-1,
                replication_factor=-1,
                assignments=[T.CreatableReplicaAssignment(partition_index=0, broker_ids=[1, 1])],
            ),
        ]
    )
    codes = [t.error_code for t in h.call(19, 7, req).topics]
    assert codes == [
        E.TOPIC_ALREADY_EXISTS,
        E.INVALID_TOPIC_EXCEPTION,
        E.INVALID_REPLICATION_FACTOR,
        E.INVALID_PARTITIONS,
        E.INVALID_REQUEST,
        E.INVALID_REQUEST,
        E.INVALID_TOPIC_EXCEPTION,
        E.INVALID_REPLICA_ASSIGNMENT,
    ]
    # validateOnly writes nothing
    before = len(h.log.values)
    resp = h.call(
        19, 7, T(topics=[T.CreatableTopic(name="v", num_partitions=2, replication_factor=2)], validate_only=True)
    )
    assert resp.topics[0].error_code == 0 and resp.topics[0].num_partitions == 2
    assert len(h.log.values) == before and h.image.topic("v") is None


def test_excessive_partition_counts_are_refused_before_any_work() -> None:
    """One CreateTopics for 268,435,456 partitions made the active controller freeze and grow to gigabytes (and
    every controller elected after it). Kafka's cap: 10,000 partitions per request, POLICY_VIOLATION for every
    topic of a bigger request, nothing written; the controller keeps serving."""
    h = Harness()
    h.start_brokers(1, 2, 3)
    T = CreateTopicsRequest
    before = len(h.log.values)
    started = time.perf_counter()
    resp = h.call(19, 7, T(topics=[T.CreatableTopic(name="many", num_partitions=268_435_456, replication_factor=1)]))
    assert time.perf_counter() - started < 1.0
    assert [(t.error_code, t.error_message) for t in resp.topics] == [
        (E.POLICY_VIOLATION, "Excessively large number of partitions per request.")
    ]
    # the cap counts the whole request: two topics of 6,000 fail together, also with validateOnly
    resp = h.call(
        19,
        7,
        T(
            topics=[T.CreatableTopic(name=n, num_partitions=6_000, replication_factor=1) for n in ("x", "y")],
            validate_only=True,
        ),
    )
    assert [t.error_code for t in resp.topics] == [E.POLICY_VIOLATION, E.POLICY_VIOLATION]
    assert len(h.log.values) == before and h.image.topic("many") is None
    # at the cap it works
    assert (
        h.call(
            19,
            7,
            T(topics=[T.CreatableTopic(name="ok", num_partitions=10_000, replication_factor=1)], validate_only=True),
        )
        .topics[0]
        .error_code
        == 0
    )
    # CreatePartitions counts the partitions it adds
    h.create_topic("grow", 2, 1)
    C = CreatePartitionsRequest
    resp = h.call(37, 3, C(topics=[C.CreatePartitionsTopic(name="grow", count=2**31 - 1)]))
    assert (resp.results[0].error_code, resp.results[0].error_message) == (
        E.POLICY_VIOLATION,
        "Excessively large number of partitions per request.",
    )
    assert len(h.image.topic("grow").partitions) == 2
    assert h.heartbeat(1).error_code == 0  # still serving


def test_delete_topics_by_name_and_id_and_create_partitions() -> None:
    h = Harness()
    h.start_brokers(1, 2)
    a = h.create_topic("a", 1, 2)
    h.create_topic("b", 1, 2)
    resp = h.call(
        37,
        3,
        CreatePartitionsRequest(
            topics=[
                CreatePartitionsRequest.CreatePartitionsTopic(name="b", count=3),
                CreatePartitionsRequest.CreatePartitionsTopic(name="b2", count=3),
            ]
        ),
    )
    assert [r.error_code for r in resp.results] == [0, E.UNKNOWN_TOPIC_OR_PARTITION]
    assert len(h.image.topic("b").partitions) == 3
    resp = h.call(
        37, 3, CreatePartitionsRequest(topics=[CreatePartitionsRequest.CreatePartitionsTopic(name="b", count=2)])
    )
    assert resp.results[0].error_code == E.INVALID_PARTITIONS
    D = DeleteTopicsRequest
    resp = h.call(
        20, 6, D(topics=[D.DeleteTopicState(topic_id=a), D.DeleteTopicState(name="b"), D.DeleteTopicState(name="nope")])
    )
    assert [r.error_code for r in resp.responses] == [0, 0, E.UNKNOWN_TOPIC_OR_PARTITION]
    assert resp.responses[0].name == "a" and h.image.topics_by_name == {}
    assert h.call(20, 4, D(topic_names=["a"])).responses[0].error_code == E.UNKNOWN_TOPIC_OR_PARTITION


def test_fencing_shrinks_the_isr_into_the_elr() -> None:
    h = Harness()
    h.start_brokers(1, 2, 3)
    h.create_topic("t", 1, 3, min_insync_replicas="2")
    p = h.partition("t")
    order = list(p.replicas)
    h.expire_session(order[2])
    p = h.partition("t")
    assert sorted(p.isr) == sorted(order[:2]) and p.elr == ()
    h.expire_session(order[1])
    p = h.partition("t")
    assert p.isr == (order[0],) and p.elr == (order[1],)  # dropped below min ISR: the last one left is eligible


def _three_broker_topic(h: Harness) -> tuple[int, int, int]:
    h.start_brokers(1, 2, 3)
    h.create_topic("t", 1, 3, min_insync_replicas="2")
    r = h.partition("t").replicas
    return r[0], r[1], r[2]


def test_unclean_shutdown_leaves_isr_and_elr_before_registering() -> None:
    h = Harness()
    a, b, c = _three_broker_topic(h)
    h.expire_session(c)
    h.expire_session(b)  # ISR [a], ELR [b]
    assert h.partition("t").elr == (b,)
    # b restarts after losing its unflushed data: it cannot know its previous epoch
    before = len(h.log.values)
    h.register(b, previous_epoch=-1)
    p = h.partition("t")
    assert (p.isr, p.elr, p.last_known_elr) == ((a,), (), (b,))
    from kraftpy.metadata.records import decode_record

    written = [type(decode_record(v)[0]).__name__ for v in h.log.values[before:]]
    assert written == ["PartitionChangeRecord", "RegisterBrokerRecord"]


@pytest.mark.parametrize(("version", "clean"), [(4, True), (3, True), (2, False)])
def test_clean_shutdown_keeps_the_broker_eligible(version: int, clean: bool) -> None:
    """An ELR member that registers with the epoch of its clean-shutdown files stays in the ELR, as long as the
    request version carries PreviousBrokerEpoch (v3+); an older version cannot say so and counts as unclean."""
    h = Harness()
    a, b, c = _three_broker_topic(h)
    h.expire_session(c)
    h.expire_session(b)
    assert (h.partition("t").isr, h.partition("t").elr) == ((a,), (b,))
    h.register(b, previous_epoch=h.epochs[b], version=version)  # the epoch it wrote into its clean-shutdown files
    p = h.partition("t")
    if clean:
        assert (p.isr, p.elr, p.last_known_elr) == ((a,), (b,), ())
    else:
        assert (p.isr, p.elr, p.last_known_elr) == ((a,), (), (b,))


def test_a_broker_that_never_learnt_its_registration_still_restarts_clean() -> None:
    """Broker b stopped cleanly at epoch P (an ELR member), restarted, was registered cleanly as P' but never heard
    the answer, and stopped cleanly again writing P. Its next registration presents P: clean, because P is the
    epoch the registration P' was cleanly made from (RegisterBrokerRecord.PreviousCleanEpoch). A registration made
    after an unclean shutdown records no such epoch, so presenting the epoch before it stays unclean."""
    h = Harness()
    a, b, c = _three_broker_topic(h)
    h.expire_session(c)
    h.expire_session(b)
    assert (h.partition("t").isr, h.partition("t").elr) == ((a,), (b,))
    p = h.epochs[b]
    second = h.register(b, previous_epoch=p)  # clean; the answer (epoch `second`) is lost
    assert second != p and h.image.brokers[b].previous_clean_epoch == p
    h.register(b, previous_epoch=p)  # a third incarnation, stopped cleanly by the second one with P
    part = h.partition("t")
    assert (part.isr, part.elr, part.last_known_elr) == ((a,), (b,), ())
    assert h.image.brokers[b].previous_clean_epoch == p
    # after an unclean registration nothing is remembered: the epoch before it is no longer clean
    before = h.epochs[b]
    h.register(b, previous_epoch=-1)
    assert h.image.brokers[b].previous_clean_epoch == -1
    h.register(b, previous_epoch=before)
    part = h.partition("t")
    assert (part.elr, part.last_known_elr) == ((), (b,))


def test_elr_member_is_elected_when_it_comes_back() -> None:
    h = Harness()
    a, b, c = _three_broker_topic(h)
    h.expire_session(c)
    h.expire_session(b)
    h.expire_session(a)
    p = h.partition("t")
    assert (p.leader, p.isr, sorted(p.elr), p.last_known_leader) == (NO_LEADER, (), sorted([a, b]), a)
    h.register(b, previous_epoch=h.epochs[b])
    assert h.heartbeat(b).is_fenced is False
    p = h.partition("t")
    assert (p.leader, p.isr, p.elr, p.last_known_leader) == (b, (b,), (a,), -1)


def test_controlled_shutdown_moves_leadership_then_allows_shutdown() -> None:
    h = Harness()
    a, _b, _c = _three_broker_topic(h)
    resp = h.heartbeat(a, want_shut_down=True)
    p = h.partition("t")
    assert p.leader != a and a not in p.isr
    assert resp.should_shut_down is True
    assert h.image.brokers[a].in_controlled_shutdown
    # it leads nothing any more: fenced at once (Kafka's SHUTDOWN_NOW), so Metadata stops listing it
    assert resp.is_fenced is True and h.image.brokers[a].fenced
    assert a in h.partition("t").replicas


def test_alter_partition_expands_and_validates() -> None:
    h = Harness()
    a, b, c = _three_broker_topic(h)
    h.expire_session(c)
    p = h.partition("t")
    topic_id = h.image.topic("t").id
    A = AlterPartitionRequest

    def alter(isr: list[int], *, epoch: int | None = None, pe: int | None = None, broker: int = a) -> Any:
        req = A(
            broker_id=broker,
            broker_epoch=h.epochs[broker],
            topics=[
                A.TopicData(
                    topic_id=topic_id,
                    partitions=[
                        A.PartitionData(
                            partition_index=0,
                            leader_epoch=p.leader_epoch if epoch is None else epoch,
                            new_isr_with_epochs=[A.BrokerState(broker_id=x, broker_epoch=h.epochs[x]) for x in isr],
                            partition_epoch=p.partition_epoch if pe is None else pe,
                        )
                    ],
                )
            ],
        )
        return h.call(56, 3, req)

    assert alter([a, b, c]).topics[0].partitions[0].error_code == E.INELIGIBLE_REPLICA  # c is fenced
    assert alter([a, b], pe=p.partition_epoch - 1).topics[0].partitions[0].error_code == E.INVALID_UPDATE_VERSION
    assert alter([a, b], epoch=p.leader_epoch - 1).topics[0].partitions[0].error_code == E.FENCED_LEADER_EPOCH
    assert alter([b], broker=b).topics[0].partitions[0].error_code == E.INVALID_REQUEST  # b does not lead
    h.register(c, previous_epoch=h.epochs[c])
    h.heartbeat(c)
    resp = alter([a, b, c]).topics[0].partitions[0]
    assert resp.error_code == 0 and sorted(resp.isr) == sorted([a, b, c])
    assert resp.partition_epoch == h.partition("t").partition_epoch


def test_failover_keeps_committed_decisions_and_fails_uncommitted_waiters() -> None:
    h = Harness()
    h.start_brokers(1, 2, 3)
    h.create_topic("kept", 1, 3)
    T = CreateTopicsRequest
    pending = h.active.handlers()[19](
        info(19, 7), T(topics=[T.CreatableTopic(name="lost", num_partitions=1, replication_factor=3)])
    )
    assert not pending.done
    h.elect(101)  # the old leader's uncommitted append is truncated
    assert pending.done
    with pytest.raises(ProtocolError) as err:
        pending.result()
    assert err.value.error_code == E.NOT_CONTROLLER
    assert h.active.settings.node_id == 101
    assert h.image.topic("kept") is not None and h.image.topic("lost") is None
    assert set(h.image.brokers) == {1, 2, 3}
    # the new controller can decide at once
    h.create_topic("after", 1, 3)


def test_a_registration_after_the_quorum_leadership_moved_answers_not_controller() -> None:
    """The raft leadership moved and the controller has not heard yet: the log refuses to name the next offset (a
    broker epoch is made of it), and the registration is answered NOT_CONTROLLER instead of raising out of the
    handler; the broker retries and registers with the new controller."""
    h = Harness()
    view = h.active.controller.metadata_log

    def moved() -> int:
        raise RuntimeError("node 100 is not the quorum leader (leader 101)")

    view.next_offset = moved  # type: ignore[method-assign]
    req = BrokerRegistrationRequest(
        broker_id=1,
        cluster_id=CLUSTER_ID,
        incarnation_id=uuid.uuid4(),
        listeners=[BrokerRegistrationRequest.Listener(name="PLAINTEXT", host="127.0.0.1", port=9091)],
        features=[
            BrokerRegistrationRequest.Feature(
                name="metadata.version", min_supported_version=1, max_supported_version=27
            )
        ],
    )
    answer = h.submit(62, 4, req)
    assert answer.done
    with pytest.raises(ProtocolError) as err:
        answer.result()
    assert err.value.error_code == E.NOT_CONTROLLER
    del view.next_offset  # (the log's own method again)
    h.elect(101)
    assert h.register(1) >= 0


def test_standby_answers_not_controller() -> None:
    h = Harness()
    standby = h.roles[101]
    d = standby.handlers()[19](info(19, 7), CreateTopicsRequest())
    with pytest.raises(ProtocolError) as err:
        d.result()
    assert err.value.error_code == E.NOT_CONTROLLER


def test_producer_id_blocks_never_overlap_across_failover() -> None:
    from kraftpy.protocol.messages.allocate_producer_ids import AllocateProducerIdsRequest

    h = Harness()
    h.start_brokers(1)
    first = h.call(67, 0, AllocateProducerIdsRequest(broker_id=1, broker_epoch=h.epochs[1]))
    second = h.call(67, 0, AllocateProducerIdsRequest(broker_id=1, broker_epoch=h.epochs[1]))
    assert (first.producer_id_start, first.producer_id_len) == (0, 1000)
    assert second.producer_id_start == 1000
    h.elect(102)
    third = h.call(67, 0, AllocateProducerIdsRequest(broker_id=1, broker_epoch=h.epochs[1]))
    assert third.producer_id_start == 2000
    stale = h.call(67, 0, AllocateProducerIdsRequest(broker_id=1, broker_epoch=h.epochs[1] + 5))
    assert stale.error_code == E.STALE_BROKER_EPOCH


def test_min_isr_change_clears_the_elr_where_the_isr_is_large_enough() -> None:
    """KIP-966: a min.insync.replicas change removes the ELR where the new min ISR <= ISR size (not everywhere)."""
    from kraftpy.protocol.messages.incremental_alter_configs import IncrementalAlterConfigsRequest as I

    h = Harness()
    _a, b, c = _three_broker_topic(h)
    h.expire_session(c)
    h.expire_session(b)  # ISR [a], ELR [b] with min ISR 2
    assert h.partition("t").elr == (b,)

    def set_min_isr(value: str) -> Any:
        req = I(
            resources=[
                I.AlterConfigsResource(
                    resource_type=2,
                    resource_name="t",
                    configs=[I.AlterableConfig(name="min.insync.replicas", config_operation=0, value=value)],
                )
            ]
        )
        return h.call(44, 1, req)

    assert set_min_isr("3").responses[0].error_code == 0
    assert h.partition("t").elr == (b,)  # 3 > ISR size 1: kept
    assert set_min_isr("1").responses[0].error_code == 0
    p = h.partition("t")
    assert (p.elr, p.last_known_elr) == ((), ())  # 1 <= ISR size: removed
    bad = set_min_isr("0").responses[0]
    assert bad.error_code == E.INVALID_CONFIG and "min.insync.replicas" in bad.error_message


def test_create_topic_with_invalid_config() -> None:
    h = Harness()
    h.start_brokers(1)
    T = CreateTopicsRequest
    resp = h.call(
        19,
        7,
        T(
            topics=[
                T.CreatableTopic(
                    name="x",
                    num_partitions=1,
                    replication_factor=1,
                    configs=[T.CreatableTopicConfig(name="cleanup.policy", value="shred")],
                )
            ]
        ),
    )
    assert resp.topics[0].error_code == E.INVALID_CONFIG and "cleanup.policy" in resp.topics[0].error_message
    resp = h.call(
        19,
        7,
        T(
            topics=[
                T.CreatableTopic(
                    name="y",
                    num_partitions=1,
                    replication_factor=1,
                    configs=[T.CreatableTopicConfig(name="retention.ms", value="1000")],
                )
            ]
        ),
    )
    assert resp.topics[0].error_code == 0
    assert any(c.name == "retention.ms" and c.value == "1000" and c.config_source == 1 for c in resp.topics[0].configs)
    assert h.image.topic_config("y") == {"retention.ms": "1000"}
