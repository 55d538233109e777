"""FindCoordinator's answer for a coordinator on an internal topic: the leader of the key's partition, on the
listener the request came in on; the topic is created through the controller on the first lookup (at most one
attempt every 5 s), COORDINATOR_NOT_AVAILABLE until it has a live leader. Shared by the group coordinator
(`__consumer_offsets`, key type 0) and the transaction coordinator (`__transaction_state`, key type 1).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from kraftpy.metadata.coordinator_keys import partition_for
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.runtime import Reactor

__all__ = ["CREATE_RETRY_MS", "CoordinatorTopic", "FindResult"]

log = logging.getLogger(__name__)
E = ErrorCode
CREATE_RETRY_MS = 5_000
# (error, error message, node id, host, port)
FindResult = tuple[int, str | None, int, str, int]
NOT_AVAILABLE: FindResult = (int(E.COORDINATOR_NOT_AVAILABLE), "The coordinator is not available.", -1, "", -1)


class CoordinatorTopic:
    """An internal topic of a coordinator, as FindCoordinator sees it. `layout()` gives (partitions, replication
    factor wanted, topic configs) to create it with; `create(partitions, replication factor, configs)` asks the
    controller (None: never created here)."""

    def __init__(
        self,
        name: str,
        prefix: str,
        reactor: Reactor,
        layout: Callable[[], tuple[int, int, dict[str, str]]],
        create: Callable[[int, int, dict[str, str]], None] | None,
    ) -> None:
        self.name = name
        self.prefix = prefix
        self.reactor = reactor
        self.layout = layout
        self.create = create
        self._creating_since = -1

    def find(self, image: MetadataImage, key: str, listener: str) -> FindResult:
        t = image.topic(self.name)
        if t is None or not t.partitions:
            self.ensure(image)
            return NOT_AVAILABLE
        p = t.partitions.get(partition_for(key, len(t.partitions)))
        if p is None or p.leader < 0:
            return NOT_AVAILABLE
        reg = image.brokers.get(p.leader)
        ep = None if reg is None or reg.fenced else reg.listener(listener)
        if ep is None:
            return NOT_AVAILABLE
        return (0, None, p.leader, ep.host, ep.port)

    def ensure(self, image: MetadataImage) -> None:
        """Create the topic (once every CREATE_RETRY_MS at most) with min(replication factor, live brokers)."""
        if self.create is None:
            return
        now = self.reactor.now_ms()
        if self._creating_since >= 0 and now - self._creating_since < CREATE_RETRY_MS:
            return
        self._creating_since = now
        partitions, replication_factor, configs = self.layout()
        brokers = sum(1 for b in image.brokers.values() if not b.fenced)
        rf = max(1, min(replication_factor, brokers))
        log.info("%s Creating %s with %d partitions and replication factor %d", self.prefix, self.name, partitions, rf)
        self.create(partitions, rf, configs)
