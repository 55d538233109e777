"""Replication throttles (KIP-73, Kafka's ``ReplicationQuotaManager``): one quota for what this broker sends to
followers as a leader, one for what its replica fetchers copy as a follower.

Each quota measures the bytes of its throttled partitions over ``replication.quota.window.num`` windows of
``replication.quota.window.size.seconds`` (Kafka's SimpleRate: the sum over the time since the oldest window began,
at least one window) and is exceeded while that rate is above its bound: the broker's effective
``leader.replication.throttled.rate`` / ``follower.replication.throttled.rate`` (its own dynamic config, else the
cluster default, else server.properties, else unlimited). A config change takes effect on the next image.

Which partitions are throttled comes from the topic configs ``leader.replication.throttled.replicas`` /
``follower.replication.throttled.replicas``: ``*`` throttles every partition of the topic on every broker; a list
``partition:broker,...`` throttles, on broker b, the partitions listed with b (as Kafka: on the leader side the
pairs name the replicas that send as leaders, on the follower side the replicas that fetch); an empty value none.

The decisions (the callers apply them):
* leader (`leader_throttled`): a follower's fetch of a throttled partition from a follower outside the ISR gets
  no records while the leader quota is exceeded; the record bytes sent for throttled partitions are recorded;
* follower (`follower_throttled`): a throttled partition whose local replica is outside the ISR is left out of
  the fetch while the follower quota is exceeded; the bytes fetched for throttled partitions are recorded.
Replicas in the ISR are never held back, so only reassignment and catch-up traffic is throttled.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from kraftpy.metadata.configs import ConfigResolver
from kraftpy.metadata.image import TOPIC_RESOURCE, MetadataImage
from kraftpy.sensors import SampledStat

__all__ = [
    "FOLLOWER_RATE",
    "FOLLOWER_REPLICAS",
    "LEADER_RATE",
    "LEADER_REPLICAS",
    "UNLIMITED",
    "ReplicationQuota",
    "configure_quotas",
    "follower_throttled",
    "leader_throttled",
    "throttled_partitions",
]

LEADER_RATE = "leader.replication.throttled.rate"
FOLLOWER_RATE = "follower.replication.throttled.rate"
LEADER_REPLICAS = "leader.replication.throttled.replicas"
FOLLOWER_REPLICAS = "follower.replication.throttled.replicas"
#: the rates' default (Long.MAX_VALUE): no throttle
UNLIMITED = 2**63 - 1

#: a topic's partitions: every one (``*``), or these
Throttled = frozenset[int] | None


def throttled_partitions(value: str | Iterable[str] | None, broker_id: int) -> Throttled | frozenset[int]:
    """The partitions of a topic that a ``*.replication.throttled.replicas`` value throttles on `broker_id`: None
    for ``*`` (all of them), else the partitions listed with this broker (empty: none). Items that are not
    ``partition:broker`` are ignored (the config's validator refuses them)."""
    if value is None:
        return frozenset()
    items = [v.strip() for v in (value.split(",") if isinstance(value, str) else value)]
    items = [v for v in items if v]
    if items == ["*"]:
        return None
    out: set[int] = set()
    for item in items:
        p, sep, b = item.partition(":")
        if sep and p.strip().isdigit() and b.strip().isdigit() and int(b) == broker_id:
            out.add(int(p))
    return frozenset(out)


class ReplicationQuota:
    """One side's quota (`kind`: "Leader" or "Follower", Kafka's LeaderReplication / FollowerReplication) and its
    throttled partitions by topic name. `clock` gives monotonic seconds."""

    __slots__ = ("bound", "bytes_total", "clock", "kind", "max_wait", "stat", "throttled")

    def __init__(self, kind: str, window_num: int, window_seconds: float, clock: Callable[[], float]) -> None:
        self.kind = kind
        self.clock = clock
        self.stat = SampledStat(window_num, window_seconds)
        self.max_wait = window_num * window_seconds
        self.bound: float = UNLIMITED
        self.throttled: dict[str, Throttled] = {}  # topic name -> None (all partitions) or the partitions
        self.bytes_total = 0  # bytes recorded since start

    # -- configuration -------------------------------------------------------------------------------------------

    def set_bound(self, bound: float) -> None:
        """The rate in bytes a second (UNLIMITED or more: none); applies to the next decision."""
        self.bound = bound

    def set_throttled(self, throttled: Mapping[str, Throttled]) -> None:
        """Replace the throttled partitions (topics with an empty set are dropped)."""
        self.throttled = {t: ps for t, ps in throttled.items() if ps is None or ps}

    @property
    def active(self) -> bool:
        """Whether any partition is throttled under a finite rate (else every decision is "not throttled")."""
        return bool(self.throttled) and self.bound < UNLIMITED

    # -- the decisions -------------------------------------------------------------------------------------------

    def is_throttled(self, topic: str, partition: int) -> bool:
        """Whether the partition is named by this side's throttled-replicas config for this broker."""
        if topic not in self.throttled:
            return False
        ps = self.throttled[topic]
        return ps is None or partition in ps

    def rate(self, now: float | None = None) -> float:
        """Bytes a second recorded over the windows."""
        return self.stat.simple_rate(self.clock() if now is None else now)

    def exceeded(self, now: float | None = None) -> bool:
        """Whether the measured rate is over the bound (Kafka's `isQuotaExceeded`)."""
        if self.bound >= UNLIMITED:
            return False
        return self.rate(now) > self.bound

    def wait_seconds(self, now: float | None = None) -> float:
        """How long, recording nothing more, until the rate is back at the bound (0: not exceeded); at most the
        span of the windows."""
        if not self.exceeded(now):
            return 0.0
        if self.bound <= 0:
            return self.max_wait
        t = self.clock() if now is None else now
        stat = self.stat
        # the rate is back at the bound once the time measured over reaches total / bound
        return min(max(stat.total(t) / self.bound - stat.since_oldest(t), 0.001), self.max_wait)

    def record(self, nbytes: int, now: float | None = None) -> None:
        """Bytes of throttled partitions sent (leader) or fetched (follower)."""
        if nbytes > 0:
            self.stat.record(float(nbytes), self.clock() if now is None else now)
            self.bytes_total += nbytes


def leader_throttled(
    quota: ReplicationQuota | None, topic: str, partition: int, isr: Iterable[int], replica: int
) -> bool:
    """Leader side (Kafka's `shouldLeaderThrottle`): a follower `replica` outside the partition's `isr`, the
    partition throttled on this leader, and the leader quota exceeded."""
    return (
        quota is not None
        and quota.active
        and quota.is_throttled(topic, partition)
        and replica not in isr
        and quota.exceeded()
    )


def follower_throttled(quota: ReplicationQuota | None, topic: str, partition: int, in_sync: bool) -> bool:
    """Follower side (Kafka's `shouldFollowerThrottle`): the local replica outside the ISR, the partition throttled
    on this follower, and the follower quota exceeded."""
    return (
        quota is not None and quota.active and not in_sync and quota.is_throttled(topic, partition) and quota.exceeded()
    )


def configure_quotas(
    leader: ReplicationQuota, follower: ReplicationQuota, image: MetadataImage, resolver: ConfigResolver, node_id: int
) -> None:
    """Apply the image's configs to this broker's two quotas: the rates as this broker resolves them, the
    throttled partitions from every topic's throttled-replicas configs."""
    for quota, rate_key in ((leader, LEADER_RATE), (follower, FOLLOWER_RATE)):
        value = resolver.broker_value(rate_key, node_id).value
        quota.set_bound(UNLIMITED if value is None or value >= UNLIMITED else float(value))
    leaders: dict[str, Throttled] = {}
    followers: dict[str, Throttled] = {}
    for (rtype, name), cfg in image.configs.items():
        if rtype != TOPIC_RESOURCE:
            continue
        for key, out in ((LEADER_REPLICAS, leaders), (FOLLOWER_REPLICAS, followers)):
            raw = cfg.get(key)
            if raw:
                out[name] = throttled_partitions(raw, node_id)
    leader.set_throttled(leaders)
    follower.set_throttled(followers)
