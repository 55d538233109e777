"""One replica manager on a manual clock with a hand-built metadata image, for table tests of the handlers."""

from __future__ import annotations

import uuid
from typing import Any

from kraftpy.broker.replica_manager import ReplicaManager, ReplicaManagerSettings
from kraftpy.metadata.image import EMPTY_IMAGE, TOPIC_RESOURCE, ImageChanges, MetadataDelta, MetadataImage
from kraftpy.metadata.partition import PartitionRegistration
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.fetch import FetchRequest
from kraftpy.protocol.messages.produce import ProduceRequest
from kraftpy.protocol.records import RecordBatchBuilder
from kraftpy.runtime import Deferred, RequestInfo
from kraftpy.storage import LogConfig, LogManager, SimFileSystem
from kraftpy.storage.fs import FileSystem
from tests.controller.fakes import ManualReactor

P = ProduceRequest
F = FetchRequest
TS = 1_700_000_000_000


def info(api_key: int, version: int, listener: str = "PLAINTEXT") -> RequestInfo:
    return RequestInfo(api_key, version, 7, "test-client", listener)


def roundtrip(msg: Message, version: int) -> Any:
    """Encode and decode `msg` at `version` (what the wire does; fails on fields the version cannot carry)."""
    return type(msg).decode(msg.encode(version), version)


def batch(
    values: list[bytes],
    *,
    producer_id: int = -1,
    producer_epoch: int = -1,
    base_sequence: int = -1,
    key: bytes | None = b"k",
    timestamp: int = TS,
    compression: int = 0,
    is_control: bool = False,
    is_transactional: bool = False,
) -> bytes:
    b = RecordBatchBuilder(
        producer_id=producer_id,
        producer_epoch=producer_epoch,
        base_sequence=base_sequence,
        compression=compression,
        is_control=is_control,
        is_transactional=is_transactional,
    )
    for i, v in enumerate(values):
        b.append(timestamp + i, key, v)
    return b.build()


class Meta:
    """A metadata image built from records, published to the replica manager on every change."""

    def __init__(self) -> None:
        self.image: MetadataImage = EMPTY_IMAGE
        self.listeners: list[Any] = []
        self.topic_ids: dict[str, uuid.UUID] = {}

    def apply(self, *records: Message) -> None:
        delta = MetadataDelta(self.image)
        for r in records:
            delta.replay(r)
        self.image = delta.apply()
        for listener in self.listeners:
            listener(self.image, delta.changes)

    def broker(self, b: int, epoch: int = 10, fenced: bool = False) -> None:
        self.apply(
            mr.RegisterBrokerRecord(
                broker_id=b,
                incarnation_id=uuid.UUID(int=b + 1),
                broker_epoch=epoch + b,
                fenced=fenced,
                end_points=[
                    mr.RegisterBrokerRecord.BrokerEndpoint(
                        name="PLAINTEXT", host=f"host{b}", port=9092, security_protocol=0
                    )
                ],
                rack=f"rack{b}",
            )
        )

    def topic(self, name: str, partitions: list[dict[str, Any]], **configs: str) -> uuid.UUID:
        topic_id = uuid.UUID(int=len(self.topic_ids) + 100)
        self.topic_ids[name] = topic_id
        records: list[Message] = [mr.TopicRecord(name=name, topic_id=topic_id)]
        for k, v in configs.items():
            records.append(
                mr.ConfigRecord(resource_type=TOPIC_RESOURCE, resource_name=name, name=k.replace("_", "."), value=v)
            )
        for i, p in enumerate(partitions):
            replicas = list(p.get("replicas", [0]))
            records.append(
                mr.PartitionRecord(
                    partition_id=i,
                    topic_id=topic_id,
                    replicas=replicas,
                    isr=list(p.get("isr", replicas)),
                    leader=p.get("leader", replicas[0]),
                    leader_epoch=p.get("leader_epoch", 0),
                    partition_epoch=p.get("partition_epoch", 0),
                    removing_replicas=[],
                    adding_replicas=[],
                )
            )
        self.apply(*records)
        return topic_id

    def change(self, topic: str, index: int = 0, **fields: Any) -> None:
        self.apply(mr.PartitionChangeRecord(partition_id=index, topic_id=self.topic_ids[topic], **fields))

    def config(self, resource_type: int, name: str, key: str, value: str | None) -> None:
        self.apply(mr.ConfigRecord(resource_type=resource_type, resource_name=name, name=key, value=value))

    def registration(self, topic: str, index: int = 0) -> PartitionRegistration:
        return self.image.topics_by_name[topic].partitions[index]


class Node:
    """Broker `node_id` with its replica manager on a ManualReactor and a simulated disk."""

    def __init__(
        self,
        node_id: int = 0,
        brokers: tuple[int, ...] = (0, 1, 2),
        *,
        fs: FileSystem | None = None,
        settings: ReplicaManagerSettings | None = None,
        broker_epoch: int = 10,
        log_config: LogConfig | None = None,
        allocate: Any = None,
        meta: Meta | None = None,
        log_dir: str = "/data",
    ) -> None:
        self.reactor = ManualReactor(node_id=node_id)
        self.fs = fs or SimFileSystem()
        self.logs = LogManager(
            self.fs, [log_dir], clock=self.reactor.wall_ms, default_config=log_config or LogConfig(), node_id=node_id
        )
        self.logs.startup()
        self.epoch = broker_epoch + node_id
        self.rm = ReplicaManager(
            self.reactor,
            node_id,
            self.logs,
            settings or ReplicaManagerSettings(),
            broker_epoch=lambda: self.epoch,
            controller_leader=lambda: 100,
            allocate_producer_ids=allocate,
        )
        self.meta = meta or Meta()
        self.meta.listeners.append(self.rm.on_image)
        if meta is None:
            for b in brokers:
                self.meta.broker(b)
        self.rm.on_image(self.meta.image, ImageChanges())  # the image so far (the broker caught up)
        self.rm.start()

    def handle(self, api_key: int, version: int, req: Message, listener: str = "PLAINTEXT") -> Any:
        """Call the handler as the network would: the request decoded from bytes of that version."""
        body = roundtrip(req, version)
        return self.rm.handlers()[api_key](info(api_key, version, listener), body)

    def answer(self, result: Any, version: int) -> Any:
        """The response as the client would decode it (a Deferred must be done)."""
        if isinstance(result, Deferred):
            assert result.done, "no answer yet"
            result = result.result()
        return roundtrip(result, version)

    # -- shortcuts -------------------------------------------------------------------------------------------

    def produce(
        self,
        topic: str,
        records: bytes,
        *,
        acks: int = -1,
        version: int = 9,
        partition: int = 0,
        timeout_ms: int = 30_000,
    ) -> Any:
        if version >= 13:
            t = P.TopicProduceData(topic_id=self.meta.topic_ids.get(topic, uuid.UUID(int=999)))
        else:
            t = P.TopicProduceData(name=topic)
        t.partition_data = [P.PartitionProduceData(index=partition, records=records)]
        return self.handle(0, version, P(acks=acks, timeout_ms=timeout_ms, topic_data=[t]))

    def produce_answer(self, topic: str, records: bytes, **kw: Any) -> Any:
        version = kw.get("version", 9)
        resp = self.answer(self.produce(topic, records, **kw), version)
        return resp.responses[0].partition_responses[0]

    def fetch_request(
        self,
        topic: str,
        offset: int = 0,
        *,
        version: int = 12,
        replica: int = -1,
        replica_epoch: int = -1,
        max_wait_ms: int = 0,
        min_bytes: int = 1,
        max_bytes: int = 1 << 20,
        partition_max_bytes: int = 1 << 20,
        partition: int = 0,
        isolation: int = 0,
        current_leader_epoch: int = -1,
        last_fetched_epoch: int = -1,
        log_start_offset: int = -1,
        session_id: int = 0,
        session_epoch: int = -1,
    ) -> FetchRequest:
        fp = F.FetchPartition(
            partition=partition,
            fetch_offset=offset,
            partition_max_bytes=partition_max_bytes,
            current_leader_epoch=current_leader_epoch,
            last_fetched_epoch=last_fetched_epoch,
            log_start_offset=log_start_offset,
        )
        ft = (
            F.FetchTopic(topic_id=self.meta.topic_ids.get(topic, uuid.UUID(int=999)), partitions=[fp])
            if version >= 13
            else F.FetchTopic(topic=topic, partitions=[fp])
        )
        req = F(
            max_wait_ms=max_wait_ms,
            min_bytes=min_bytes,
            max_bytes=max_bytes,
            isolation_level=isolation,
            session_id=session_id,
            session_epoch=session_epoch,
            topics=[ft],
        )
        if version >= 15:
            req.replica_state = F.ReplicaState(replica_id=replica, replica_epoch=replica_epoch)
        else:
            req.replica_id = replica
        return req

    def fetch(self, topic: str, offset: int = 0, *, version: int = 12, **kw: Any) -> Any:
        return self.handle(1, version, self.fetch_request(topic, offset, version=version, **kw))

    def fetch_partition(self, topic: str, offset: int = 0, *, version: int = 12, **kw: Any) -> Any:
        resp = self.answer(self.fetch(topic, offset, version=version, **kw), version)
        assert resp.error_code == 0, resp
        return resp.responses[0].partitions[0]

    def follower_fetch(self, topic: str, replica: int, offset: int, *, version: int = 17, **kw: Any) -> Any:
        kw.setdefault("replica_epoch", 10 + replica)
        kw.setdefault("current_leader_epoch", self.meta.registration(topic).leader_epoch)
        return self.fetch_partition(topic, offset, version=version, replica=replica, **kw)
