"""A controller cluster on a shared in-memory log (3 controllers by default, `kraftpy.sim.manual`'s reactor and
log: no raft, no network), driven request by request, and fake brokers that answer the controllers'
GetReplicaLogInfo requests: the controller scenario tests and the controller benchmark."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from kraftpy.controller.role import ControllerRole
from kraftpy.controller.settings import ControllerSettings
from kraftpy.metadata.config_types import ResourceType
from kraftpy.metadata.image import MetadataImage, TopicImage
from kraftpy.metadata.partition import PartitionRegistration
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages import ApiKey
from kraftpy.protocol.messages.alter_partition import AlterPartitionRequest
from kraftpy.protocol.messages.broker_heartbeat import BrokerHeartbeatRequest
from kraftpy.protocol.messages.broker_registration import BrokerRegistrationRequest
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest
from kraftpy.protocol.messages.get_replica_log_info import GetReplicaLogInfoRequest, GetReplicaLogInfoResponse
from kraftpy.protocol.messages.incremental_alter_configs import IncrementalAlterConfigsRequest
from kraftpy.runtime import BROKER_LISTENER, Deferred, TransportError
from kraftpy.sim.manual import ManualReactor, SharedLog, info, result

__all__ = ["BROKER_RESOURCE", "CLUSTER_ID", "TOPIC_RESOURCE", "FakeBrokers", "Harness", "ReplicaLog"]

CLUSTER_ID = "MkU3OEVBNTcwNTJENDM2Qk"
E = ErrorCode

TOPIC_RESOURCE = ResourceType.TOPIC
BROKER_RESOURCE = ResourceType.BROKER


class Harness:
    def __init__(self, controllers: int = 3, **settings: Any) -> None:
        # these scenarios are KIP-966's: ELR on unless a test says otherwise (a node's default is off)
        settings.setdefault("eligible_leader_replicas_enabled", True)
        self.log = SharedLog()
        self.reactor = ManualReactor()
        self.roles: dict[int, ControllerRole] = {}
        self.incarnations: dict[int, uuid.UUID] = {}
        self.epochs: dict[int, int] = {}
        for n in range(100, 100 + controllers):
            s = ControllerSettings(node_id=n, cluster_id=CLUSTER_ID, **settings)
            role = ControllerRole(s, self.reactor, self.log.view(n))
            self.roles[n] = role
            self.log.listeners.append(role.controller)
        self.elect(100)

    @property
    def active(self) -> ControllerRole:
        (role,) = [r for r in self.roles.values() if r.controller.active]
        return role

    def elect(self, node: int) -> None:
        self.log.truncate_uncommitted()
        self.log.leader = node
        for r in self.roles.values():
            r.controller.handle_leader_change(node, r.controller.epoch + 1)
        self.log.commit()

    def submit(self, api_key: int, version: int, req: Any) -> Any:
        """Hand a request to the active controller without committing anything (the Deferred, or a response)."""
        return self.active.handlers()[api_key](info(api_key, version), req)

    def call(self, api_key: int, version: int, req: Any, commit: bool = True) -> Any:
        d = self.submit(api_key, version, req)
        if commit:
            self.log.commit()
        return result(d) if isinstance(d, Deferred) else d

    @property
    def image(self) -> MetadataImage:
        return self.active.controller.image

    @property
    def committed(self) -> MetadataImage:
        return self.active.controller.committed

    def register(self, broker: int, *, previous_epoch: int = -1, new_incarnation: bool = True, version: int = 4) -> int:
        if new_incarnation or broker not in self.incarnations:
            self.incarnations[broker] = uuid.uuid4()
        req = BrokerRegistrationRequest(
            broker_id=broker,
            cluster_id=CLUSTER_ID,
            incarnation_id=self.incarnations[broker],
            listeners=[BrokerRegistrationRequest.Listener(name="PLAINTEXT", host="127.0.0.1", port=9090 + broker)],
            features=[
                BrokerRegistrationRequest.Feature(
                    name="metadata.version", min_supported_version=1, max_supported_version=27
                ),
                BrokerRegistrationRequest.Feature(
                    name="eligible.leader.replicas.version", min_supported_version=0, max_supported_version=1
                ),
            ],
            previous_broker_epoch=previous_epoch,
        )
        resp = self.call(ApiKey.BROKER_REGISTRATION, version, req)
        assert resp.error_code == 0, resp
        self.epochs[broker] = resp.broker_epoch
        return int(resp.broker_epoch)

    def heartbeat(self, broker: int, **kw: Any) -> Any:
        req = BrokerHeartbeatRequest(
            broker_id=broker, broker_epoch=self.epochs[broker], current_metadata_offset=self.log.committed, **kw
        )
        return self.call(ApiKey.BROKER_HEARTBEAT, 1, req)

    def start_brokers(self, *brokers: int) -> None:
        for b in brokers:
            self.register(b)
        for b in brokers:
            assert self.heartbeat(b).is_fenced is False

    def fence(self, *brokers: int) -> None:
        """The brokers ask to be fenced (BrokerHeartbeat WantFence): they leave every ISR, as on a session expiry."""
        for b in brokers:
            assert self.heartbeat(b, want_fence=True).is_fenced is True

    def restart(self, broker: int, *, clean: bool) -> None:
        """The broker registers a new incarnation (after a clean or an unclean shutdown) and is unfenced."""
        self.register(broker, previous_epoch=self.epochs[broker] if clean else -1)
        assert self.heartbeat(broker).is_fenced is False

    def create_topic(
        self, name: str, partitions: int, rf: int, *, assignment: list[list[int]] | None = None, **configs: str
    ) -> uuid.UUID:
        T = CreateTopicsRequest
        cfgs = [T.CreatableTopicConfig(name=k.replace("_", "."), value=v) for k, v in configs.items()]
        if assignment is not None:
            topic = T.CreatableTopic(
                name=name,
                num_partitions=-1,
                replication_factor=-1,
                configs=cfgs,
                assignments=[
                    T.CreatableReplicaAssignment(partition_index=i, broker_ids=r) for i, r in enumerate(assignment)
                ],
            )
        else:
            topic = T.CreatableTopic(name=name, num_partitions=partitions, replication_factor=rf, configs=cfgs)
        resp = self.call(ApiKey.CREATE_TOPICS, 7, T(topics=[topic]))
        assert resp.topics[0].error_code == 0, resp
        return resp.topics[0].topic_id  # type: ignore[no-any-return]

    def topic(self, name: str, *, committed: bool = False) -> TopicImage:
        t = (self.committed if committed else self.image).topic(name)
        assert t is not None, f"no topic {name}"
        return t

    def partition(self, topic: str, index: int = 0) -> PartitionRegistration:
        return self.topic(topic).partitions[index]

    def alter_isr(self, topic: str, index: int, isr: Iterable[int]) -> Any:
        """The partition's leader proposes `isr` (AlterPartition v3); the partition's response data."""
        p = self.partition(topic, index)
        t = self.image.topic(topic)
        assert t is not None
        A = AlterPartitionRequest
        req = A(
            broker_id=p.leader,
            broker_epoch=self.epochs[p.leader],
            topics=[
                A.TopicData(
                    topic_id=t.id,
                    partitions=[
                        A.PartitionData(
                            partition_index=index,
                            leader_epoch=p.leader_epoch,
                            partition_epoch=p.partition_epoch,
                            new_isr_with_epochs=[A.BrokerState(broker_id=b, broker_epoch=self.epochs[b]) for b in isr],
                        )
                    ],
                )
            ],
        )
        resp = self.call(ApiKey.ALTER_PARTITION, 3, req)
        assert resp.error_code == 0, resp
        return resp.topics[0].partitions[0]

    def set_config(self, resource_type: int, name: str, key: str, value: str | None) -> None:
        Inc = IncrementalAlterConfigsRequest
        op = 0 if value is not None else 1
        req = Inc(
            resources=[
                Inc.AlterConfigsResource(
                    resource_type=resource_type,
                    resource_name=name,
                    configs=[Inc.AlterableConfig(name=key, config_operation=op, value=value)],
                )
            ]
        )
        resp = self.call(ApiKey.INCREMENTAL_ALTER_CONFIGS, 1, req)
        assert resp.responses[0].error_code == 0, resp

    def run_for(self, ms: int, step: int = 1000) -> None:
        """Let `ms` pass while every live broker keeps heartbeating (and everything appended commits)."""
        end = self.reactor.now + ms
        while self.reactor.now < end:
            for b in self.epochs:
                reg = self.image.brokers.get(b)
                if reg is not None and not reg.fenced and reg.epoch == self.epochs[b]:
                    self.heartbeat(b)
            self.reactor.advance(min(step, end - self.reactor.now))
            self.log.commit()

    def expire_session(self, broker: int) -> None:
        """Let the broker's session run out while the others keep heartbeating."""
        settings = self.active.settings
        for _ in range(settings.broker_session_timeout_ms // 500 + 2):
            for b in self.epochs:
                reg = self.image.brokers.get(b)
                if b != broker and reg is not None and not reg.fenced:
                    self.heartbeat(b)
            self.reactor.advance(500)
            self.log.commit()
        assert self.image.brokers[broker].fenced


@dataclass
class ReplicaLog:
    """What a broker's replica of a partition holds."""

    last_written_leader_epoch: int
    log_end_offset: int
    error_code: int = 0


@dataclass
class FakeBrokers:
    """The brokers' side of GetReplicaLogInfo: answers the requests the controllers sent through the reactor.

    `logs[broker][(topic_id, partition)]` is the replica's log; a broker's CurrentLeaderEpoch is the committed
    image's leader epoch unless `metadata_epoch` overrides it (a broker whose metadata lags); its BrokerEpoch is the
    harness's registration epoch unless `broker_epoch` overrides it (an answer from an older incarnation).
    """

    h: Harness
    logs: dict[int, dict[tuple[uuid.UUID, int], ReplicaLog]] = field(default_factory=dict)
    metadata_epoch: dict[int, int] = field(default_factory=dict)
    broker_epoch: dict[int, int] = field(default_factory=dict)
    queue: list[tuple[int, GetReplicaLogInfoRequest, Callable[..., None]]] = field(default_factory=list)
    seen: int = 0
    asked: list[tuple[int, list[tuple[uuid.UUID, int]]]] = field(default_factory=list)

    def set_log(
        self,
        broker: int,
        topic: str,
        index: int,
        last_written_leader_epoch: int,
        log_end_offset: int,
        error_code: int = 0,
    ) -> None:
        t = self.h.image.topic(topic)
        assert t is not None
        self.logs.setdefault(broker, {})[(t.id, index)] = ReplicaLog(
            last_written_leader_epoch, log_end_offset, error_code
        )

    def collect(self) -> list[tuple[int, GetReplicaLogInfoRequest, Callable[..., None]]]:
        """Move newly sent GetReplicaLogInfo requests into the queue; returns the whole queue."""
        r = self.h.reactor
        while self.seen < len(r.sent):
            node, listener, req = r.sent[self.seen]
            cb = r.callbacks[self.seen]
            self.seen += 1
            if isinstance(req, GetReplicaLogInfoRequest):
                assert listener == BROKER_LISTENER
                self.queue.append((node, req, cb))
                self.asked.append((node, [(t.topic_id, i) for t in req.topic_partitions for i in t.partitions]))
        return self.queue

    def brokers_asked(self) -> list[int]:
        return [node for node, _req, _cb in self.collect()]

    def answer(self, brokers: Iterable[int] | None = None, *, fail: bool = False) -> int:
        """Answer (or, with `fail`, fail with a transport error) the queued requests to `brokers` (default: all)."""
        wanted = None if brokers is None else set(brokers)
        keep: list[tuple[int, GetReplicaLogInfoRequest, Callable[..., None]]] = []
        done = 0
        for node, req, cb in list(self.collect()):
            if wanted is not None and node not in wanted:
                keep.append((node, req, cb))
                continue
            done += 1
            if fail:
                cb(None, TransportError(f"connection to broker {node} failed"))
            else:
                cb(self._response(node, req), None)
        self.queue = keep
        self.h.log.commit()
        return done

    def _response(self, node: int, req: GetReplicaLogInfoRequest) -> GetReplicaLogInfoResponse:
        R = GetReplicaLogInfoResponse
        committed = self.h.committed
        resp = R(broker_epoch=self.broker_epoch.get(node, self.h.epochs[node]), topic_partition_log_info_list=[])
        for t in req.topic_partitions:
            rt = R.TopicPartitionLogInfo(topic_id=t.topic_id, partition_log_info=[])
            resp.topic_partition_log_info_list.append(rt)
            for index in t.partitions:
                p = committed.partition(t.topic_id, index)
                rl = self.logs.get(node, {}).get((t.topic_id, index))
                pi = R.PartitionLogInfo(
                    partition=index,
                    current_leader_epoch=self.metadata_epoch.get(node, p.leader_epoch if p is not None else -1),
                )
                if rl is None:
                    pi.error_code = int(E.REPLICA_NOT_AVAILABLE)
                    pi.last_written_leader_epoch, pi.log_end_offset = -1, -1
                else:
                    pi.last_written_leader_epoch, pi.log_end_offset = rl.last_written_leader_epoch, rl.log_end_offset
                    pi.error_code = rl.error_code
                rt.partition_log_info.append(pi)
        return resp
