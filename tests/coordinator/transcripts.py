"""The group coordinator's managers as pure functions of (shard, request) -> (records, answer, replies, timers), run
from readable commands (`tests/coordinator/testdata/*.txt`, see `test_transcripts`).

No runtime, no broker, no log: a `GroupShard`, the managers on a fixed metadata image, a clock the commands move and
the timers the operations set. Each operation runs in a timeline frame as the runtime runs it; a frame with records
stays pending (its records written, not committed) until `replicate`, so reads of committed state (OffsetFetch) show
the difference.
"""

from __future__ import annotations

import random
import re
import uuid
from collections.abc import Callable, Hashable
from typing import Any

from kraftpy.coordinator.classic import ClassicManager
from kraftpy.coordinator.consumer import ConsumerManager
from kraftpy.coordinator.env import GroupEnv
from kraftpy.coordinator.offsets import OffsetManager
from kraftpy.coordinator.records import (
    CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT,
    CONSUMER_GROUP_MEMBER_METADATA,
    CONSUMER_GROUP_METADATA,
    CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER,
    CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA,
    GROUP_METADATA,
    OFFSET_COMMIT,
    CoordinatorRecord,
    decode_assignment,
    encode_assignment,
    encode_subscription,
)
from kraftpy.coordinator.runtime import PARKED, Result, execute
from kraftpy.coordinator.settings import GroupCoordinatorSettings
from kraftpy.coordinator.state import GroupShard
from kraftpy.protocol.error_codes import ErrorCode as E
from kraftpy.protocol.messages.consumer_group_heartbeat import ConsumerGroupHeartbeatRequest as CGH
from kraftpy.protocol.messages.consumer_group_heartbeat import ConsumerGroupHeartbeatResponse
from kraftpy.protocol.messages.heartbeat import HeartbeatRequest, HeartbeatResponse
from kraftpy.protocol.messages.join_group import JoinGroupRequest, JoinGroupResponse
from kraftpy.protocol.messages.leave_group import LeaveGroupRequest, LeaveGroupResponse
from kraftpy.protocol.messages.offset_commit import OffsetCommitRequest, OffsetCommitResponse
from kraftpy.protocol.messages.sync_group import SyncGroupRequest, SyncGroupResponse
from kraftpy.runtime import RequestInfo
from tests.broker.helpers import Meta

WALL = 1_700_000_000_000
_UUID = re.compile(r"[\w.]*-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")


def kv(args: list[str]) -> dict[str, str]:
    return dict(a.split("=", 1) for a in args if "=" in a)


class Managers:
    """A shard and the managers, driven by transcript commands."""

    def __init__(self) -> None:
        self.meta = Meta()
        self.settings = GroupCoordinatorSettings(group_initial_rebalance_delay_ms=0, group_min_session_timeout_ms=100)
        env = GroupEnv(0, lambda: self.settings, lambda: self.meta.image)
        self.classic = ClassicManager(env)
        self.consumer = ConsumerManager(env)
        self.offsets = OffsetManager(env)
        self.now = 0
        self.shard = GroupShard(0, lambda: WALL + self.now)
        self.rng = random.Random(1)
        self.tokens = 0
        self.log_end = 0  # offsets written
        self.timers: dict[Hashable, tuple[int, int, Any]] = {}  # key -> (when, order, operation)
        self.order = 0
        self.aliases: dict[str, str] = {}  # member id -> m1, m2, ...

    # ============================================================================================ running

    def run(self, line: str) -> list[str]:
        cmd, *args = line.split()
        a = kv(args)
        positional = [x for x in args if "=" not in x]
        if cmd == "topics":
            for name, n in a.items():
                self.meta.topic(name, [{"replicas": [0]}] * int(n))
            return [f"{name}: {n} partitions" for name, n in a.items()]
        if cmd == "advance":
            return self.advance(int(a["ms"]))
        if cmd == "replicate":
            self.shard.timeline.committed_up_to(self.log_end)
            return [f"committed up to offset {self.log_end}"]
        if cmd == "fetch":
            return self.fetch(positional[0], a)
        op, info = self.request(cmd, positional[0], a)
        return self.execute(op, info)

    def request(self, cmd: str, group: str, a: dict[str, str]) -> tuple[Callable[..., Any], RequestInfo]:
        version = int(a.get("version", {"join": 7, "sync": 5, "heartbeat": 4, "leave": 4, "commit": 8}.get(cmd, 1)))
        api = {"join": 11, "sync": 14, "heartbeat": 12, "leave": 13, "commit": 8, "consumer-heartbeat": 68}[cmd]
        info = RequestInfo(api, version, 1, a.get("client", "client"), "PLAINTEXT", client_host="/10.0.0.1")
        member = self.member_id(a.get("member", ""))
        if cmd == "join":
            req = self.join_req(group, member, a)
            return (lambda s, c: self.classic.join(s, c, info, req)), info
        if cmd == "sync":
            S = SyncGroupRequest
            assignments = [
                S.SyncGroupRequestAssignment(member_id=self.member_id(m), assignment=encode_assignment(parts))
                for m, parts in _assignments(a.get("assign", "")).items()
            ]
            sync = S(group_id=group, generation_id=int(a["gen"]), member_id=member, assignments=assignments)
            return (lambda s, c: self.classic.sync(s, c, info, sync)), info
        if cmd == "heartbeat":
            hb = HeartbeatRequest(group_id=group, generation_id=int(a["gen"]), member_id=member)
            return (lambda s, c: self.classic.heartbeat(s, c, info, hb)), info
        if cmd == "leave":
            L = LeaveGroupRequest
            leave = L(group_id=group, members=[L.MemberIdentity(member_id=member)])
            return (lambda s, c: self.classic.leave(s, c, info, leave)), info
        if cmd == "commit":
            prepared = self.offsets.prepare_commit(self.commit_req(group, member, a), version)
            return (lambda s, c: self.offsets.commit(s, c, prepared)), info
        cg = self.consumer_req(group, member, a)
        return (lambda s, c: self.consumer.heartbeat(s, c, info, cg)), info

    def execute(self, op: Callable[..., Any], info: RequestInfo | None) -> list[str]:
        token = 0
        if info is not None:
            self.tokens += 1
            token = self.tokens
        timeline = self.shard.timeline
        timeline.begin()
        result = execute(self.shard, op, now_ms=self.now, wall_ms=WALL + self.now, rng=self.rng, token=token)
        frame = timeline.end()
        if result.records:
            self.log_end += len(result.records)
            timeline.keep(self.log_end, frame)
        for key, when, timer_op in result.timers:
            self.timers.pop(key, None)
            if timer_op is not None:
                self.order += 1
                self.timers[key] = (when, self.order, timer_op)
        return self.alias(self.render(token if info is not None else None, result))

    def advance(self, ms: int) -> list[str]:
        target = self.now + ms
        out: list[str] = []
        while True:
            due = [(when, order, key) for key, (when, order, _op) in self.timers.items() if when <= target]
            if not due:
                break
            when, _order, key = min(due)
            op = self.timers.pop(key)[2]
            self.now = when
            out.append(f"t={when} timer {_key(key)}")
            out += self.execute(op, None)
        self.now = target
        return self.alias(out) or ["(nothing)"]

    def fetch(self, group: str, a: dict[str, str]) -> list[str]:
        topics = None
        if "topics" in a:
            topics = [(name, None, parts) for name, parts in _assignments(a["topics"], sep=",").items()]
        code, found = self.offsets.fetch_group(self.shard, group, topics, None, -1, 8)
        if code:
            return [f"OffsetFetch {E.name_of(code)}"]
        lines = []
        for name, _tid, parts in found:
            for index, offset, _epoch, meta, perr in parts:
                err = f" {E.name_of(perr)}" if perr else ""
                lines.append(f"{name}-{index}: offset {offset} metadata {meta!r}{err}")
        return lines or ["(no offsets)"]

    # =========================================================================================== requests

    def member_id(self, name: str) -> str:
        for real, alias in self.aliases.items():
            if alias == name:
                return real
        return name

    def join_req(self, group: str, member: str, a: dict[str, str]) -> JoinGroupRequest:
        J = JoinGroupRequest
        topics = a.get("topics", "t").split(",")
        return J(
            group_id=group,
            session_timeout_ms=int(a.get("session", "10000")),
            rebalance_timeout_ms=int(a.get("rebalance", "5000")),
            member_id=member,
            group_instance_id=a.get("instance"),
            protocol_type="consumer",
            protocols=[J.JoinGroupRequestProtocol(name="range", metadata=encode_subscription(topics))],
        )

    def commit_req(self, group: str, member: str, a: dict[str, str]) -> OffsetCommitRequest:
        C = OffsetCommitRequest
        by_topic: dict[str, list[Any]] = {}
        for item in a["offsets"].split(","):
            tp, offset = item.split("=")
            topic, partition = tp.rsplit(":", 1)
            by_topic.setdefault(topic, []).append(
                C.OffsetCommitRequestPartition(
                    partition_index=int(partition),
                    committed_offset=int(offset),
                    committed_leader_epoch=3,
                    committed_metadata=a.get("metadata", ""),
                )
            )
        return C(
            group_id=group,
            generation_id_or_member_epoch=int(a.get("gen", "-1")),
            member_id=member,
            topics=[C.OffsetCommitRequestTopic(name=t, partitions=ps) for t, ps in by_topic.items()],
        )

    def consumer_req(self, group: str, member: str, a: dict[str, str]) -> CGH:
        owned = None
        if "owned" in a:
            owned = [
                CGH.TopicPartitions(topic_id=self.meta.topic_ids[t], partitions=ps)
                for t, ps in _assignments(a["owned"], sep=",").items()
            ]
        return CGH(
            group_id=group,
            member_id=member,
            member_epoch=int(a["epoch"]),
            rebalance_timeout_ms=int(a.get("rebalance", "-1")),
            subscribed_topic_names=a["topics"].split(",") if "topics" in a else None,
            server_assignor=a.get("assignor"),
            topic_partitions=owned,
        )

    # ========================================================================================== rendering

    def alias(self, lines: list[str]) -> list[str]:
        def name(match: re.Match[str]) -> str:
            real = match.group(0)
            if real not in self.aliases:
                self.aliases[real] = f"m{len(self.aliases) + 1}"
            return self.aliases[real]

        return [_UUID.sub(name, line) for line in lines]

    def render(self, token: int | None, result: Result) -> list[str]:
        out = []
        if token is not None:
            answer = "parked" if result.response is PARKED else self.response(result.response)
            out.append(f"#{token} {answer}")
        for record in result.records:
            out.append(f"  write {self.record(record)}")
        for reply_token, response in result.replies:
            out.append(f"  reply #{reply_token} {self.response(response)}")
        for key, when, op in result.timers:
            out.append(f"  timer {_key(key)} " + (f"at {when}" if op is not None else "cancelled"))
        for name, n in result.counts.items():
            out.append(f"  count {name} +{n}")
        return out or ["  (nothing)"]

    def topic_name(self, topic_id: uuid.UUID) -> str:
        for name, tid in self.meta.topic_ids.items():
            if tid == topic_id:
                return name
        return str(topic_id)

    def parts(self, items: Any) -> str:
        """Topic-id partitions as `t:0,1 u:2`."""
        if isinstance(items, dict):
            pairs = [(self.topic_name(t), sorted(ps)) for t, ps in items.items() if ps]
        else:
            pairs = [(self.topic_name(tp.topic_id), sorted(tp.partitions)) for tp in items if tp.partitions]
        return " ".join(f"{t}:{','.join(map(str, ps))}" for t, ps in sorted(pairs)) or "-"

    def response(self, r: Any) -> str:
        # one branch per response type of the transcripts
        err = E.name_of(getattr(r, "error_code", 0)) if getattr(r, "error_code", 0) else "ok"
        if isinstance(r, JoinGroupResponse):
            text = f"JoinGroup {err} member={r.member_id or '-'}"
            if r.generation_id >= 0:
                text += f" gen={r.generation_id} protocol={r.protocol_name} leader={r.leader}"
                if r.members:
                    text += " members=" + ",".join(m.member_id for m in r.members)
            return text
        if isinstance(r, SyncGroupResponse):
            assigned = decode_assignment(r.assignment)
            parts = " ".join(f"{t}:{','.join(map(str, sorted(ps)))}" for t, ps in sorted(assigned.items()))
            return f"SyncGroup {err}" + (f" assignment={parts}" if parts else "")
        if isinstance(r, HeartbeatResponse):
            return f"Heartbeat {err}"
        if isinstance(r, LeaveGroupResponse):
            members = ",".join(f"{m.member_id}:{E.name_of(m.error_code) if m.error_code else 'ok'}" for m in r.members)
            return f"LeaveGroup {err}" + (f" members={members}" if members else "")
        if isinstance(r, OffsetCommitResponse):
            parts = [
                f"{t.name}-{p.partition_index}:{E.name_of(p.error_code) if p.error_code else 'ok'}"
                for t in r.topics
                for p in t.partitions
            ]
            return "OffsetCommit " + " ".join(parts)
        if isinstance(r, ConsumerGroupHeartbeatResponse):
            if r.error_code:
                return f"ConsumerGroupHeartbeat {err} {r.error_message or ''}".rstrip()
            assignment = "(unchanged)" if r.assignment is None else self.parts(r.assignment.topic_partitions)
            return (
                f"ConsumerGroupHeartbeat ok member={r.member_id} epoch={r.member_epoch} "
                f"interval={r.heartbeat_interval_ms} assignment={assignment}"
            )
        return repr(r)

    def record(self, rec: CoordinatorRecord) -> str:
        # one branch per record type
        k, v = rec.key, rec.value
        if rec.type == OFFSET_COMMIT:
            head = f"OffsetCommit {k.group} {k.topic}-{k.partition}"
            return head + (" = (tombstone)" if v is None else f" = offset {v.offset} metadata {v.metadata!r}")
        if rec.type == GROUP_METADATA:
            head = f"GroupMetadata {k.group}"
            if v is None:
                return head + " = (tombstone)"
            members = []
            for m in v.members:
                assigned = decode_assignment(m.assignment)
                parts = " ".join(f"{t}:{','.join(map(str, sorted(ps)))}" for t, ps in sorted(assigned.items()))
                members.append(f"{m.member_id}[{parts or '-'}]")
            return (
                f"{head} = gen {v.generation} {v.protocol_type}/{v.protocol or '-'} leader {v.leader or '-'} "
                f"members {' '.join(members) or '-'}"
            )
        if rec.type == CONSUMER_GROUP_METADATA:
            return f"ConsumerGroupMetadata {k.group} = " + ("(tombstone)" if v is None else f"epoch {v.epoch}")
        if rec.type == CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA:
            text = "(tombstone)" if v is None else f"epoch {v.assignment_epoch}"
            return f"ConsumerGroupTargetAssignmentMetadata {k.group} = {text}"
        head_of = {
            CONSUMER_GROUP_MEMBER_METADATA: "ConsumerGroupMemberMetadata",
            CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER: "ConsumerGroupTargetAssignmentMember",
            CONSUMER_GROUP_CURRENT_MEMBER_ASSIGNMENT: "ConsumerGroupCurrentMemberAssignment",
        }
        head = f"{head_of[rec.type]} {k.group}/{k.member_id} = "
        if v is None:
            return head + "(tombstone)"
        if rec.type == CONSUMER_GROUP_MEMBER_METADATA:
            return head + f"topics {','.join(v.subscribed_topic_names)} rebalance {v.rebalance_timeout_ms}"
        if rec.type == CONSUMER_GROUP_TARGET_ASSIGNMENT_MEMBER:
            return head + self.parts(v.topic_partitions)
        state = ["STABLE", "UNREVOKED_PARTITIONS", "UNRELEASED_PARTITIONS", "UNKNOWN"][v.state]
        return head + (
            f"epoch {v.member_epoch} previous {v.previous_member_epoch} {state} "
            f"assigned {self.parts(v.assigned_partitions)} revoking {self.parts(v.partitions_pending_revocation)}"
        )


def _key(key: Hashable) -> str:
    return "/".join(str(x) for x in key) if isinstance(key, tuple) else str(key)


def _assignments(text: str, sep: str = ";") -> dict[str, Any]:
    """`m1=t:0,1/u:2;m2=t:3` (members) or `t:0,1` (topics): name -> partitions, or member -> topic -> partitions."""
    out: dict[str, Any] = {}
    if not text:
        return out
    if "=" not in text:  # topics
        for item in text.split("/"):
            topic, parts = item.split(":")
            out[topic] = [int(p) for p in parts.split(sep)]
        return out
    for item in text.split(";"):
        member, spec = item.split("=")
        out[member] = {t: ps for t, ps in _assignments(spec, sep=",").items()}
    return out
