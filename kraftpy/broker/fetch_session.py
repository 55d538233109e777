"""Fetch sessions (KIP-227), Kafka's rules from ``FetchSession.scala``.

A Fetch request names its session with (SessionId, SessionEpoch):

* epoch -1 (FINAL): sessionless; the request lists every partition, the response answers every one, SessionId 0.
  An id given with it closes that session. librdkafka fetches this way.
* epoch 0 (INITIAL): a *full* fetch that creates a new session (closing the given one): the request lists every
  partition, the response answers every one and carries the new SessionId (0 if the cache has no room; the client
  then keeps sending full fetches). kafka-python and the Java client start this way.
* epoch > 0: an *incremental* fetch in that session. The request lists only partitions that are new or whose fetch
  state changed, and ForgottenTopicsData removes some; every other partition stays in the session with its last
  fetch offset. The response carries only partitions with something new: records, an error, a changed high
  watermark or log start offset, or a diverging epoch. Partitions that returned records move to the end of the
  session's order, so that MaxBytes is shared fairly. Errors: an unknown session -> FETCH_SESSION_ID_NOT_FOUND, a
  wrong epoch -> INVALID_FETCH_SESSION_EPOCH, a session created with topic ids (v13+) used with names or the other
  way round -> FETCH_SESSION_TOPIC_ID_ERROR; a session whose last partition was forgotten is closed and the
  fetch answered sessionless.

A session belongs to the principal that created it (kraftpy's rule; Kafka keys sessions by id alone): to another
principal it does not exist, and naming it in a full or sessionless fetch closes nothing. Session ids are drawn
from the node's generator, the operating system's on a real node, so they cannot be predicted from earlier ones.
Every partition of a consumer's fetch, those the session holds included, is authorized on every request by the
fetch handler.

The cache holds at most ``max.incremental.fetch.session.cache.slots`` sessions (Kafka's default 1000). When it is
full, the least recently used session is evicted if it has been idle for ``min.incremental.fetch.session.eviction
.ms`` (120 s); otherwise the new full fetch gets no session.
"""

from __future__ import annotations

import logging
import random
import uuid
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass

from kraftpy.protocol.error_codes import ErrorCode

__all__ = [
    "FINAL_EPOCH",
    "INITIAL_EPOCH",
    "INVALID_SESSION_ID",
    "FetchContext",
    "FetchPartition",
    "FetchSession",
    "FetchSessionCache",
    "SessionPartitionKey",
    "next_epoch",
]

log = logging.getLogger(__name__)
E = ErrorCode

INVALID_SESSION_ID = 0
INITIAL_EPOCH = 0
FINAL_EPOCH = -1
INT32_MAX = 2**31 - 1

# A partition in a session: (topic id, partition) in v13+ sessions, (topic name, partition) before (unlike
# `kraftpy.metadata.image.PartitionKey`, which is always by topic id)
SessionPartitionKey = tuple[uuid.UUID | str, int]


def next_epoch(epoch: int) -> int:
    if epoch < 0:
        return FINAL_EPOCH
    if epoch == INT32_MAX:
        return 1
    return epoch + 1


@dataclass(slots=True)
class FetchPartition:
    """What a fetch asks of one partition, and (in a session) what was last answered for it."""

    topic_id: uuid.UUID
    topic: str  # "" when the request named the topic by id and the id is unknown
    partition: int
    fetch_offset: int
    partition_max_bytes: int
    current_leader_epoch: int = -1
    last_fetched_epoch: int = -1
    log_start_offset: int = -1  # the follower's (informational)
    # last answered (session cache); -1 = never, which makes the next answer "changed"
    sent_high_watermark: int = -1
    sent_log_start_offset: int = -1

    def key(self, uses_topic_ids: bool) -> SessionPartitionKey:
        return (self.topic_id if uses_topic_ids else self.topic, self.partition)

    def update_from(self, other: FetchPartition) -> None:
        self.fetch_offset = other.fetch_offset
        self.partition_max_bytes = other.partition_max_bytes
        self.current_leader_epoch = other.current_leader_epoch
        self.last_fetched_epoch = other.last_fetched_epoch
        self.log_start_offset = other.log_start_offset
        if other.topic:
            self.topic = other.topic


class FetchSession:
    __slots__ = (
        "created_ms",
        "epoch",
        "id",
        "last_used_ms",
        "owner",
        "partitions",
        "privileged",
        "uses_topic_ids",
    )

    def __init__(
        self, session_id: int, uses_topic_ids: bool, privileged: bool, now_ms: int, owner: str = "User:ANONYMOUS"
    ) -> None:
        self.id = session_id
        self.owner = owner  # the principal that created it: the only one that may use or close it
        self.epoch = next_epoch(INITIAL_EPOCH)  # the epoch the next request must carry
        self.uses_topic_ids = uses_topic_ids
        self.privileged = privileged
        self.created_ms = now_ms
        self.last_used_ms = now_ms
        self.partitions: OrderedDict[SessionPartitionKey, FetchPartition] = OrderedDict()

    def __len__(self) -> int:
        return len(self.partitions)

    def __repr__(self) -> str:
        return f"FetchSession(id={self.id}, epoch={self.epoch}, partitions={len(self.partitions)})"


class FetchContext:
    """How one Fetch request reads and answers: `partitions` to read, in order; `select` turns the per-partition
    answers into the response's partitions and session id (updating the session)."""

    __slots__ = ("cache", "error", "kind", "owner", "partitions", "session", "uses_topic_ids")

    SESSIONLESS = "sessionless"
    FULL = "full"
    INCREMENTAL = "incremental"
    ERROR = "error"

    def __init__(
        self,
        kind: str,
        partitions: list[FetchPartition],
        uses_topic_ids: bool,
        *,
        session: FetchSession | None = None,
        error: int = 0,
        cache: FetchSessionCache | None = None,
        owner: str = "User:ANONYMOUS",
    ) -> None:
        self.kind = kind
        self.owner = owner
        self.partitions = partitions
        self.uses_topic_ids = uses_topic_ids
        self.session = session
        self.error = error
        self.cache = cache

    def select(
        self, answers: list[tuple[FetchPartition, int, int, int, bool]], now_ms: int, privileged: bool
    ) -> tuple[int, list[int]]:
        """`answers` per partition of `partitions` (same order): (partition, error code, high watermark, log start
        offset, has records or a diverging epoch). Returns (session id, indexes of the answers to send)."""
        if self.kind == self.SESSIONLESS or self.kind == self.ERROR:
            return INVALID_SESSION_ID, list(range(len(answers)))
        if self.kind == self.FULL:
            assert self.cache is not None
            session = self.cache.create_session(self.uses_topic_ids, privileged, now_ms, self.owner)
            if session is not None:
                for p, error, hwm, lso, _ in answers:
                    p.sent_high_watermark = -1 if error else hwm
                    p.sent_log_start_offset = lso
                    session.partitions[p.key(self.uses_topic_ids)] = p
            return (session.id if session is not None else INVALID_SESSION_ID), list(range(len(answers)))
        session = self.session
        assert session is not None
        chosen: list[int] = []
        move_to_end: list[SessionPartitionKey] = []
        for i, (p, error, hwm, lso, has_data) in enumerate(answers):
            must = has_data or error != 0
            if hwm != p.sent_high_watermark:
                must = True
            if lso != p.sent_log_start_offset:
                must = True
            p.sent_high_watermark = -1 if error else hwm
            p.sent_log_start_offset = lso
            if must:
                chosen.append(i)
                if has_data:
                    move_to_end.append(p.key(self.uses_topic_ids))
        for key in move_to_end:
            if key in session.partitions:
                session.partitions.move_to_end(key)
        return session.id, chosen


class FetchSessionCache:
    def __init__(self, rng: random.Random, *, max_slots: int = 1000, eviction_ms: int = 120_000) -> None:
        self.rng = rng
        self.max_slots = max_slots
        self.eviction_ms = eviction_ms
        self.sessions: dict[int, FetchSession] = {}
        self.evictions = 0

    def __len__(self) -> int:
        return len(self.sessions)

    def _new_id(self) -> int:
        while True:
            sid = self.rng.randint(1, INT32_MAX)
            if sid not in self.sessions:
                return sid

    def create_session(
        self, uses_topic_ids: bool, privileged: bool, now_ms: int, owner: str = "User:ANONYMOUS"
    ) -> FetchSession | None:
        if self.max_slots <= 0:
            return None
        if len(self.sessions) >= self.max_slots:
            lru = min(self.sessions.values(), key=lambda s: s.last_used_ms)
            if now_ms - lru.last_used_ms < self.eviction_ms and not (privileged and not lru.privileged):
                return None
            log.debug("Evicting fetch session %d (idle %d ms)", lru.id, now_ms - lru.last_used_ms)
            del self.sessions[lru.id]
            self.evictions += 1
        session = FetchSession(self._new_id(), uses_topic_ids, privileged, now_ms, owner)
        self.sessions[session.id] = session
        return session

    def remove(self, session_id: int) -> FetchSession | None:
        return self.sessions.pop(session_id, None)

    def new_context(
        self,
        version: int,
        session_id: int,
        epoch: int,
        partitions: list[FetchPartition],
        forgotten: Iterable[SessionPartitionKey],
        now_ms: int,
        principal: str = "User:ANONYMOUS",
    ) -> FetchContext:
        """How to answer a fetch of `principal`. A session belongs to the principal that created it: to any other
        it does not exist (FETCH_SESSION_ID_NOT_FOUND), and naming it in a full or sessionless fetch closes
        nothing."""
        uses_topic_ids = version >= 13
        if version < 7:  # no sessions before v7
            return FetchContext(FetchContext.SESSIONLESS, partitions, uses_topic_ids)
        if epoch in (INITIAL_EPOCH, FINAL_EPOCH):
            if session_id != INVALID_SESSION_ID:
                known = self.sessions.get(session_id)
                if known is not None and known.owner == principal:
                    self.remove(session_id)
            if epoch == FINAL_EPOCH:
                return FetchContext(FetchContext.SESSIONLESS, partitions, uses_topic_ids)
            # de-duplicate: a partition listed twice is read once (the last listing wins)
            unique: OrderedDict[SessionPartitionKey, FetchPartition] = OrderedDict()
            for p in partitions:
                unique[p.key(uses_topic_ids)] = p
            return FetchContext(FetchContext.FULL, list(unique.values()), uses_topic_ids, cache=self, owner=principal)
        session = self.sessions.get(session_id)
        if session is None or session.owner != principal:
            return FetchContext(FetchContext.ERROR, [], uses_topic_ids, error=int(E.FETCH_SESSION_ID_NOT_FOUND))
        if session.epoch != epoch:
            return FetchContext(FetchContext.ERROR, [], uses_topic_ids, error=int(E.INVALID_FETCH_SESSION_EPOCH))
        if session.uses_topic_ids != uses_topic_ids:
            return FetchContext(FetchContext.ERROR, [], uses_topic_ids, error=int(E.FETCH_SESSION_TOPIC_ID_ERROR))
        for p in partitions:
            key = p.key(uses_topic_ids)
            cached = session.partitions.get(key)
            if cached is None:
                session.partitions[key] = p
            else:
                cached.update_from(p)
        for key in forgotten:
            session.partitions.pop(key, None)
        if not session.partitions:
            self.remove(session.id)
            return FetchContext(FetchContext.SESSIONLESS, [], uses_topic_ids)
        session.epoch = next_epoch(session.epoch)
        session.last_used_ms = now_ms
        return FetchContext(
            FetchContext.INCREMENTAL, list(session.partitions.values()), uses_topic_ids, session=session, cache=self
        )
