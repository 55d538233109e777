"""The catalogue: every topic and broker config kraftpy knows, with its type, default, validator, documentation,
synonyms and update mode (`TOPIC_CONFIGS`, `BROKER_CONFIGS`), the broker configs defined in several units, and the
topic configs the storage engine takes (`LOG_CONFIG_KEYS`).

This module is mostly data and is kept whole although it is near ~800 lines: it is the one list of every key, and
splitting it would scatter the configs a reader compares side by side (a topic config and its broker-level synonyms).

KIP-966 (kraftpy follows the KIP text): ``unclean.recovery.strategy`` (Aggressive | Balanced | None, default
Balanced; case-insensitive on input, stored in its canonical spelling) and ``unclean.recovery.timeout.ms`` (default
300000) exist at topic and cluster level, ``unclean.recovery.manager.enabled`` (default false) at cluster level only;
the deprecated ``unclean.leader.election.enable`` is a mapped synonym of the strategy (true -> Aggressive, false ->
Balanced).

Deliberate differences from Apache Kafka:

* ``segment.bytes``/``log.segment.bytes`` accept values down to 14 bytes (Kafka 3.x's bound; Kafka 4 requires
  1 MiB), like kraftpy's storage engine, so that tests can roll small segments;
* tiered storage, message-format and down-conversion topic configs are not offered (kraftpy has neither);
* ``listeners``, ``advertised.listeners`` and ``listener.security.protocol.map`` are read-only (Kafka can change
  them per broker; kraftpy binds its listeners once).

Part of the config layer; callers import from `kraftpy.metadata.configs`.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from kraftpy.metadata.config_types import (
    INT_MAX,
    LONG_MAX,
    MIN_ISR,
    STRATEGIES,
    UNCLEAN_LEADER_ELECTION,
    UNCLEAN_RECOVERY_MANAGER,
    UNCLEAN_RECOVERY_STRATEGY,
    UNCLEAN_RECOVERY_TIMEOUT,
    ConfigKey,
    ConfigType,
    GzipLevel,
    HostCounts,
    ListOf,
    OneOf,
    Range,
    Synonym,
    ThrottledReplicas,
    UpdateMode,
    Validator,
)

# -- the catalogue ------------------------------------------------------------------------------------------------

_UNCLEAN_MAPPING = (("true", "Aggressive"), ("false", "Balanced"))


def _k(
    name: str,
    ctype: ConfigType,
    default: Any,
    doc: str,
    validator: Validator | None = None,
    *synonyms: Synonym,
    mode: UpdateMode = UpdateMode.CLUSTER_WIDE,
    aliases: tuple[Synonym, ...] = (),
    deprecated: str | None = None,
) -> ConfigKey:
    return ConfigKey(name, ctype, default, doc, validator, tuple(synonyms), aliases, mode, deprecated)


_S = Synonym
_B, _STR, _I, _L, _D, _LIST = (
    ConfigType.BOOLEAN,
    ConfigType.STRING,
    ConfigType.INT,
    ConfigType.LONG,
    ConfigType.DOUBLE,
    ConfigType.LIST,
)

_HOUR = 3_600_000
_MINUTE = 60_000
_WEEK_MS = 7 * 24 * _HOUR
_COMPRESSION = OneOf("uncompressed", "zstd", "lz4", "snappy", "gzip", "producer")
_TIMESTAMP_TYPE = OneOf("CreateTime", "LogAppendTime")
_CLEANUP = ListOf("compact", "delete", non_empty=True)
_STRATEGY = OneOf(*STRATEGIES, case_insensitive=True)
_ULE_DEPRECATION = "deprecated by KIP-966: use unclean.recovery.strategy (true maps to Aggressive, false to Balanced)"

_TOPIC_KEYS = (
    _k(
        "cleanup.policy",
        _LIST,
        ("delete",),
        "Retention policy of old segments: delete, compact, or both.",
        _CLEANUP,
        _S("log.cleanup.policy"),
    ),
    _k(
        "compression.type",
        _STR,
        "producer",
        "Final compression of the topic's batches; producer keeps the producer's codec.",
        _COMPRESSION,
        _S("compression.type"),
    ),
    _k(
        "compression.gzip.level",
        _I,
        -1,
        "gzip level used when compression.type is gzip.",
        GzipLevel(),
        _S("compression.gzip.level"),
    ),
    _k(
        "compression.lz4.level",
        _I,
        9,
        "lz4 level used when compression.type is lz4.",
        Range(1, 17),
        _S("compression.lz4.level"),
    ),
    _k(
        "compression.zstd.level",
        _I,
        3,
        "zstd level used when compression.type is zstd.",
        Range(-131072, 22),
        _S("compression.zstd.level"),
    ),
    _k(
        "delete.retention.ms",
        _L,
        86_400_000,
        "How long tombstones stay in a compacted topic.",
        Range(0),
        _S("log.cleaner.delete.retention.ms"),
    ),
    _k(
        "file.delete.delay.ms",
        _L,
        60_000,
        "Delay before a deleted segment's files are removed from disk.",
        Range(0),
        _S("log.segment.delete.delay.ms"),
    ),
    _k(
        "flush.messages",
        _L,
        LONG_MAX,
        "Messages written before the log is fsynced.",
        Range(1),
        _S("log.flush.interval.messages"),
    ),
    _k(
        "flush.ms",
        _L,
        LONG_MAX,
        "Milliseconds between forced fsyncs of the log.",
        Range(0),
        _S("log.flush.interval.ms"),
        _S("log.flush.scheduler.interval.ms"),
    ),
    _k(
        "follower.replication.throttled.replicas",
        _LIST,
        (),
        "Replicas (partition:broker, or * for all) whose fetching as followers is held to their broker's "
        "follower.replication.throttled.rate while they are out of the ISR.",
        ThrottledReplicas(),
    ),
    _k(
        "index.interval.bytes",
        _I,
        4096,
        "Bytes of log between two offset index entries.",
        Range(0),
        _S("log.index.interval.bytes"),
    ),
    _k(
        "leader.replication.throttled.replicas",
        _LIST,
        (),
        "Replicas (partition:broker, or * for all) that, as leaders, send to followers out of the ISR at most "
        "their broker's leader.replication.throttled.rate.",
        ThrottledReplicas(),
    ),
    _k(
        "max.compaction.lag.ms",
        _L,
        LONG_MAX,
        "Longest time a message may stay uncompacted.",
        Range(1),
        _S("log.cleaner.max.compaction.lag.ms"),
    ),
    _k(
        "max.message.bytes", _I, 1_048_588, "Largest record batch the topic accepts.", Range(0), _S("message.max.bytes")
    ),
    _k(
        "message.timestamp.after.max.ms",
        _L,
        _HOUR,
        "How far in the future a CreateTime timestamp may be, relative to the broker's clock.",
        Range(0),
        _S("log.message.timestamp.after.max.ms"),
    ),
    _k(
        "message.timestamp.before.max.ms",
        _L,
        LONG_MAX,
        "How far in the past a CreateTime timestamp may be, relative to the broker's clock.",
        Range(0),
        _S("log.message.timestamp.before.max.ms"),
    ),
    _k(
        "message.timestamp.type",
        _STR,
        "CreateTime",
        "Timestamp kept in records: CreateTime or LogAppendTime.",
        _TIMESTAMP_TYPE,
        _S("log.message.timestamp.type"),
    ),
    _k(
        "min.cleanable.dirty.ratio",
        _D,
        0.5,
        "Dirty fraction of the log that triggers compaction.",
        Range(0, 1),
        _S("log.cleaner.min.cleanable.ratio"),
    ),
    _k(
        "min.compaction.lag.ms",
        _L,
        0,
        "Shortest time a message stays uncompacted.",
        Range(0),
        _S("log.cleaner.min.compaction.lag.ms"),
    ),
    _k(
        MIN_ISR,
        _I,
        1,
        "Minimum ISR size for acks=all writes and for the high watermark to advance; the effective value is "
        "min(min.insync.replicas, replication factor).",
        Range(1),
        _S(MIN_ISR),
    ),
    _k(
        "preallocate",
        _B,
        False,
        "Preallocate segment files (accepted; kraftpy does not preallocate).",
        None,
        _S("log.preallocate"),
    ),
    _k(
        "retention.bytes",
        _L,
        -1,
        "Largest size of a partition before old segments are deleted; -1: no limit.",
        None,
        _S("log.retention.bytes"),
    ),
    _k(
        "retention.ms",
        _L,
        _WEEK_MS,
        "Age after which old segments are deleted; -1: no limit.",
        Range(-1),
        _S("log.retention.ms"),
        _S("log.retention.minutes", _MINUTE),
        _S("log.retention.hours", _HOUR),
    ),
    _k("segment.bytes", _I, 1_073_741_824, "Size at which a segment rolls.", Range(14), _S("log.segment.bytes")),
    _k(
        "segment.index.bytes",
        _I,
        10_485_760,
        "Size of a segment's offset and time indexes.",
        Range(4),
        _S("log.index.size.max.bytes"),
    ),
    _k(
        "segment.jitter.ms",
        _L,
        0,
        "Random jitter subtracted from segment.ms (accepted; kraftpy rolls exactly).",
        Range(0),
        _S("log.roll.jitter.ms"),
        _S("log.roll.jitter.hours", _HOUR),
    ),
    _k(
        "segment.ms",
        _L,
        _WEEK_MS,
        "Age at which a segment rolls even if not full.",
        Range(1),
        _S("log.roll.ms"),
        _S("log.roll.hours", _HOUR),
    ),
    _k(
        UNCLEAN_LEADER_ELECTION,
        _B,
        False,
        "Allow electing a replica outside the ISR and ELR (data loss); " + _ULE_DEPRECATION + ".",
        None,
        _S(UNCLEAN_LEADER_ELECTION),
        deprecated=_ULE_DEPRECATION,
    ),
    _k(
        UNCLEAN_RECOVERY_STRATEGY,
        _STR,
        "Balanced",
        "KIP-966 unclean recovery when ISR and ELR are empty: Aggressive (recover at once), Balanced (wait for the "
        "last known ELR), None (wait for an operator).",
        _STRATEGY,
        _S(UNCLEAN_RECOVERY_STRATEGY),
        _S(UNCLEAN_LEADER_ELECTION, mapping=_UNCLEAN_MAPPING),
        aliases=(_S(UNCLEAN_LEADER_ELECTION, mapping=_UNCLEAN_MAPPING),),
    ),
    _k(
        UNCLEAN_RECOVERY_TIMEOUT,
        _L,
        300_000,
        "How long an unclean recovery waits for the replicas' log info.",
        Range(0),
        _S(UNCLEAN_RECOVERY_TIMEOUT),
    ),
)

TOPIC_CONFIGS: Mapping[str, ConfigKey] = MappingProxyType({k.name: k for k in _TOPIC_KEYS})

_RO = UpdateMode.READ_ONLY
_CO = UpdateMode.CLUSTER_ONLY
_BROKER_KEYS = (
    # dynamic (cluster default or per broker): the broker-level defaults of the topic configs
    _k("log.cleanup.policy", _LIST, ("delete",), "Default cleanup.policy of topics.", _CLEANUP),
    _k("compression.type", _STR, "producer", "Default compression.type of topics.", _COMPRESSION),
    _k("compression.gzip.level", _I, -1, "Default compression.gzip.level of topics.", GzipLevel()),
    _k("compression.lz4.level", _I, 9, "Default compression.lz4.level of topics.", Range(1, 17)),
    _k("compression.zstd.level", _I, 3, "Default compression.zstd.level of topics.", Range(-131072, 22)),
    _k("log.cleaner.delete.retention.ms", _L, 86_400_000, "Default delete.retention.ms of topics.", Range(0)),
    _k("log.segment.delete.delay.ms", _L, 60_000, "Default file.delete.delay.ms of topics.", Range(0)),
    _k("log.flush.interval.messages", _L, LONG_MAX, "Default flush.messages of topics.", Range(1)),
    _k(
        "log.flush.interval.ms",
        _L,
        None,
        "Default flush.ms of topics; unset: log.flush.scheduler.interval.ms.",
        Range(0),
    ),
    _k("log.index.interval.bytes", _I, 4096, "Default index.interval.bytes of topics.", Range(0)),
    _k("log.cleaner.max.compaction.lag.ms", _L, LONG_MAX, "Default max.compaction.lag.ms of topics.", Range(1)),
    _k("message.max.bytes", _I, 1_048_588, "Default max.message.bytes of topics.", Range(0)),
    _k("log.message.timestamp.after.max.ms", _L, _HOUR, "Default message.timestamp.after.max.ms of topics.", Range(0)),
    _k(
        "log.message.timestamp.before.max.ms",
        _L,
        LONG_MAX,
        "Default message.timestamp.before.max.ms of topics.",
        Range(0),
    ),
    _k("log.message.timestamp.type", _STR, "CreateTime", "Default message.timestamp.type of topics.", _TIMESTAMP_TYPE),
    _k("log.cleaner.min.cleanable.ratio", _D, 0.5, "Default min.cleanable.dirty.ratio of topics.", Range(0, 1)),
    _k("log.cleaner.min.compaction.lag.ms", _L, 0, "Default min.compaction.lag.ms of topics.", Range(0)),
    _k(
        MIN_ISR,
        _I,
        1,
        "Default min.insync.replicas of topics: the minimum ISR size for acks=all writes and high-watermark advance.",
        Range(1),
    ),
    _k("log.preallocate", _B, False, "Default preallocate of topics.", None),
    _k("log.retention.bytes", _L, -1, "Default retention.bytes of topics.", None),
    _k(
        "log.retention.ms",
        _L,
        None,
        "Default retention.ms of topics; unset: log.retention.minutes, then log.retention.hours.",
        Range(-1),
    ),
    _k("log.segment.bytes", _I, 1_073_741_824, "Default segment.bytes of topics.", Range(14)),
    _k("log.index.size.max.bytes", _I, 10_485_760, "Default segment.index.bytes of topics.", Range(4)),
    _k("log.roll.jitter.ms", _L, None, "Default segment.jitter.ms of topics; unset: log.roll.jitter.hours.", Range(0)),
    _k("log.roll.ms", _L, None, "Default segment.ms of topics; unset: log.roll.hours.", Range(1)),
    _k(
        UNCLEAN_LEADER_ELECTION,
        _B,
        False,
        "Default unclean.leader.election.enable of topics: allow electing a "
        "replica outside the ISR and ELR (data loss); " + _ULE_DEPRECATION + ".",
        None,
        deprecated=_ULE_DEPRECATION,
    ),
    # kraftpy's KIP-966 unclean recovery settings: cluster level only (the active controller uses them)
    _k(
        UNCLEAN_RECOVERY_STRATEGY,
        _STR,
        "Balanced",
        "Default unclean.recovery.strategy of topics.",
        _STRATEGY,
        _S(UNCLEAN_RECOVERY_STRATEGY),
        _S(UNCLEAN_LEADER_ELECTION, mapping=_UNCLEAN_MAPPING),
        mode=_CO,
    ),
    _k(UNCLEAN_RECOVERY_TIMEOUT, _L, 300_000, "Default unclean.recovery.timeout.ms of topics.", Range(0), mode=_CO),
    _k(
        UNCLEAN_RECOVERY_MANAGER,
        _B,
        False,
        "Run KIP-966 unclean recoveries (true) instead of the ELR delivery-plan election order (false).",
        None,
        mode=_CO,
    ),
    # read-only: the static synonyms of the log defaults
    _k(
        "log.retention.minutes",
        _I,
        None,
        "Default retention of topics in minutes, if log.retention.ms is unset.",
        mode=_RO,
    ),
    _k(
        "log.retention.hours",
        _I,
        168,
        "Default retention of topics in hours, if log.retention.ms and log.retention.minutes are unset.",
        mode=_RO,
    ),
    _k(
        "log.roll.hours", _I, 168, "Default segment.ms of topics in hours, if log.roll.ms is unset.", Range(1), mode=_RO
    ),
    _k(
        "log.roll.jitter.hours",
        _I,
        0,
        "Default segment.jitter.ms in hours, if log.roll.jitter.ms is unset.",
        Range(0),
        mode=_RO,
    ),
    _k(
        "log.flush.scheduler.interval.ms",
        _L,
        LONG_MAX,
        "Default flush.ms of topics if log.flush.interval.ms is unset.",
        mode=_RO,
    ),
    # read-only: the node's own settings (kraftpy's NodeConfig)
    _k("process.roles", _LIST, (), "The roles of this node: broker, controller, or both.", mode=_RO),
    _k("node.id", _I, -1, "The id of this node in the cluster.", mode=_RO),
    _k("broker.id", _I, -1, "The id of this broker (the node.id in KRaft mode).", mode=_RO),
    _k("controller.quorum.voters", _LIST, (), "Static voter set of the metadata quorum: id@host:port,...", mode=_RO),
    _k(
        "controller.quorum.bootstrap.servers",
        _LIST,
        (),
        "Controllers to contact first when the voter set is dynamic: host:port,...",
        mode=_RO,
    ),
    _k("controller.listener.names", _LIST, (), "Names of the listeners used by the controllers.", mode=_RO),
    _k(
        "controller.quorum.election.timeout.ms",
        _I,
        1000,
        "Time without a leader before a voter starts an election.",
        mode=_RO,
    ),
    _k(
        "controller.quorum.fetch.timeout.ms",
        _I,
        2000,
        "Time without a successful fetch before a follower starts an election.",
        mode=_RO,
    ),
    _k(
        "controller.quorum.election.backoff.max.ms",
        _I,
        1000,
        "Upper bound of the randomized backoff before a new election.",
        mode=_RO,
    ),
    _k("controller.quorum.request.timeout.ms", _I, 2000, "Timeout of quorum requests.", mode=_RO),
    _k("controller.quorum.retry.backoff.ms", _I, 20, "Wait before retrying a failed quorum request.", mode=_RO),
    _k("controller.quorum.append.linger.ms", _I, 25, "How long the leader waits to batch appended records.", mode=_RO),
    _k(
        "metadata.max.idle.interval.ms",
        _I,
        500,
        "The active controller appends a NoOpRecord when nothing else was appended for this long (0: never).",
        Range(0),
        mode=_RO,
    ),
    _k("listeners", _STR, "PLAINTEXT://:9092", "Listeners to bind: NAME://host:port,...", mode=_RO),
    _k(
        "advertised.listeners",
        _STR,
        None,
        "Listeners published to clients; defaults to the broker listeners.",
        mode=_RO,
    ),
    _k(
        "listener.security.protocol.map",
        _STR,
        "CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT,SSL:SSL,SASL_PLAINTEXT:SASL_PLAINTEXT,SASL_SSL:SASL_SSL",
        "Security protocol of each listener name.",
        mode=_RO,
    ),
    _k(
        "inter.broker.listener.name",
        _STR,
        None,
        "Listener brokers use to talk to each other (default PLAINTEXT).",
        mode=_RO,
    ),
    _k(
        "socket.request.max.bytes",
        _I,
        104_857_600,
        "Largest request accepted; bigger frames close the connection.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "queued.max.request.bytes",
        _L,
        524_288_000,
        "Bytes of requests received and not yet answered, over every connection, before the node stops reading "
        "(-1: no limit). A frame counts in full from its size prefix on.",
        Range(-1),
        mode=_RO,
    ),
    _k(
        "kraftpy.queued.max.unauthenticated.request.bytes",
        _L,
        16_777_216,
        "Of queued.max.request.bytes, what all connections that have not authenticated yet (SASL listeners) may "
        "hold together; their frames count by the bytes that arrived, each at most sasl.server.max.receive.size.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "connections.max.idle.ms",
        _L,
        600_000,
        "Close a connection that received nothing for this long while nothing of it is in flight (-1: never).",
        Range(-1),
        mode=_RO,
    ),
    _k(
        "max.connections",
        _I,
        INT_MAX,
        "Connections of the node, all listeners together; more are closed at once. The inter-broker and "
        "controller listeners are never refused for it (another listener's least recently active connection is "
        "closed to make room). listener.name.<listener>.max.connections limits one listener.",
        Range(0),
        mode=_RO,
    ),
    _k(
        "max.connection.creation.rate",
        _I,
        INT_MAX,
        "Connections the node accepts a second, all listeners together but the inter-broker and controller ones "
        "(KIP-612); beyond it a listener waits before it accepts the next connection, which waits in the listen "
        "backlog (0: one a quota.window.size.seconds). listener.name.<listener>.max.connection.creation.rate "
        "limits one listener, those included.",
        Range(0),
        mode=_RO,
    ),
    _k(
        "quota.window.num",
        _I,
        11,
        "Number of windows a rate quota is measured over (client quotas, max.connection.creation.rate).",
        Range(1),
        mode=_RO,
    ),
    _k(
        "quota.window.size.seconds",
        _I,
        1,
        "Length of each window of a rate quota (client quotas, max.connection.creation.rate), and the longest a "
        "connection waits for max.connection.creation.rate.",
        Range(1),
        mode=_RO,
    ),
    # KIP-73 replication throttles: dynamic, per broker (or the cluster default)
    _k(
        "leader.replication.throttled.rate",
        _L,
        LONG_MAX,
        "Bytes a second this node sends to followers of the replicas named in leader.replication.throttled.replicas "
        "while they are out of the ISR (reassignment and catch-up traffic).",
        Range(0),
    ),
    _k(
        "follower.replication.throttled.rate",
        _L,
        LONG_MAX,
        "Bytes a second this node fetches for its replicas named in follower.replication.throttled.replicas while "
        "they are out of the ISR (reassignment and catch-up traffic).",
        Range(0),
    ),
    _k(
        "replication.quota.window.num",
        _I,
        11,
        "Number of windows the replication throttles are measured over.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "replication.quota.window.size.seconds",
        _I,
        1,
        "Length of each window of the replication throttles.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "max.connections.per.ip",
        _I,
        INT_MAX,
        "Connections from one client address; more are closed at once (0 only with overrides).",
        Range(0),
        mode=_RO,
    ),
    _k(
        "max.connections.per.ip.overrides",
        _STR,
        "",
        "Per-address limits that replace max.connections.per.ip: host:count,... (e.g. 127.0.0.1:200,broker3:50); "
        "host names are resolved when the node starts.",
        HostCounts(),
        mode=_RO,
    ),
    _k(
        "kraftpy.connections.authentication.timeout.ms",
        _L,
        30_000,
        "Close a connection on a SASL listener that has not authenticated this long after it was accepted "
        "(0: no limit).",
        Range(0),
        mode=_RO,
    ),
    _k(
        "request.timeout.ms",
        _I,
        30_000,
        "How long a broker waits for the active controller to answer a request it sends there: forwarded admin "
        "requests, and the timeout of the CreateTopics of automatic topic creation.",
        Range(1),
        mode=_RO,
    ),
    _k("log.dirs", _STR, None, "Directories holding partition logs.", mode=_RO),
    _k("log.dir", _STR, "/tmp/kafka-logs", "Log directory used when log.dirs is not set.", mode=_RO),
    _k("metadata.log.dir", _STR, None, "Directory of the metadata log; defaults to the first log directory.", mode=_RO),
    _k("num.partitions", _I, 1, "Default partition count of new topics.", Range(1), mode=_RO),
    _k("auto.create.topics.enable", _B, True, "Create unknown topics a Metadata request names.", None, mode=_RO),
    _k("broker.rack", _STR, None, "The rack of the broker, used to spread replicas.", None, mode=_RO),
    _k(
        "eligible.leader.replicas.enabled",
        _B,
        False,
        "KIP-966 Eligible Leader Replicas: the level of the eligible.leader.replicas.version feature a new cluster "
        "starts with (true: 1). Change it on a running cluster with `kraftpy features upgrade|downgrade` "
        "(UpdateFeatures).",
        None,
        mode=_RO,
    ),
    _k("default.replication.factor", _I, 1, "Default replication factor of new topics.", mode=_RO),
    _k("auto.leader.rebalance.enable", _B, True, "Periodically move leadership back to preferred replicas.", mode=_RO),
    _k(
        "leader.imbalance.check.interval.seconds",
        _L,
        300,
        "Interval of the preferred-leader check.",
        Range(1),
        mode=_RO,
    ),
    _k("broker.heartbeat.interval.ms", _I, 2000, "Interval of broker heartbeats to the controller.", mode=_RO),
    _k("broker.session.timeout.ms", _I, 9000, "A broker without heartbeats for this long is fenced.", mode=_RO),
    _k(
        "replica.lag.time.max.ms",
        _L,
        30000,
        "A follower that has not caught up for this long leaves the ISR.",
        mode=_RO,
    ),
    _k("replica.fetch.wait.max.ms", _I, 500, "Longest wait of a follower's fetch for new data.", Range(0), mode=_RO),
    _k("replica.fetch.min.bytes", _I, 1, "Data a follower's fetch waits for.", Range(1), mode=_RO),
    _k("replica.fetch.max.bytes", _I, 1_048_576, "Data a follower fetches per partition.", Range(0), mode=_RO),
    _k(
        "replica.fetch.response.max.bytes",
        _I,
        10_485_760,
        "Data a follower fetches in one response.",
        Range(0),
        mode=_RO,
    ),
    _k("replica.fetch.backoff.ms", _I, 1000, "Wait of a follower after a failed fetch.", Range(0), mode=_RO),
    _k("replica.socket.timeout.ms", _I, 30000, "Timeout of a follower's fetch requests.", mode=_RO),
    _k("fetch.max.bytes", _I, 57_671_680, "Most data a consumer's fetch response holds.", Range(1024), mode=_RO),
    _k(
        "max.incremental.fetch.session.cache.slots",
        _I,
        1000,
        "Incremental fetch sessions a broker keeps.",
        Range(0),
        mode=_RO,
    ),
    _k(
        "producer.id.expiration.ms",
        _I,
        86_400_000,
        "A producer id without writes for this long is forgotten.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "producer.id.expiration.check.interval.ms",
        _I,
        600_000,
        "Interval of the producer id expiration check.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "replica.high.watermark.checkpoint.interval.ms",
        _L,
        5000,
        "Interval of the high watermark checkpoint files.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "log.retention.check.interval.ms",
        _L,
        300_000,
        "Interval of the retention (log deletion) check.",
        Range(1),
        mode=_RO,
    ),
    # the log cleaner (kraftpy.storage.cleaner): Kafka's names and defaults; read when the node starts
    _k(
        "log.cleaner.enable",
        _B,
        True,
        "Run the log cleaner, which compacts topics whose cleanup.policy contains compact (__consumer_offsets "
        "among them).",
        None,
        mode=_RO,
    ),
    _k(
        "log.cleaner.threads",
        _I,
        1,
        "Logs the cleaner cleans at the same time (kraftpy cleans in bounded steps on the node's event loop, one "
        "log per worker, the workers taking turns); 0 cleans nothing.",
        Range(0),
        mode=_RO,
    ),
    _k(
        "log.cleaner.dedupe.buffer.size",
        _L,
        134_217_728,
        "Memory of the cleaner's offset maps (latest offset per key), shared by its workers; a map holds at most "
        "this much times log.cleaner.io.buffer.load.factor of keys, counted as key bytes plus the entry's memory.",
        Range(1024),
        mode=_RO,
    ),
    _k(
        "log.cleaner.io.buffer.load.factor",
        _D,
        0.9,
        "How full the cleaner lets an offset map get.",
        Range(0.01, 1),
        mode=_RO,
    ),
    _k(
        "log.cleaner.io.buffer.size",
        _I,
        524_288,
        "Bytes the cleaner reads or writes in one step (at least 4096 are used).",
        Range(0),
        mode=_RO,
    ),
    _k(
        "log.cleaner.io.max.bytes.per.second",
        _D,
        1.7976931348623157e308,
        "Most bytes a second the cleaner reads and writes, all its workers together.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "log.cleaner.backoff.ms",
        _L,
        15_000,
        "How long the cleaner sleeps when no log needs cleaning.",
        Range(0),
        mode=_RO,
    ),
    _k(
        "log.flush.offset.checkpoint.interval.ms",
        _I,
        60_000,
        "Interval of the recovery point checkpoint files.",
        Range(0),
        mode=_RO,
    ),
    _k(
        "log.flush.start.offset.checkpoint.interval.ms",
        _I,
        60_000,
        "Interval of the log start offset checkpoint files.",
        Range(0),
        mode=_RO,
    ),
    _k(
        "max.request.partition.size.limit",
        _I,
        2000,
        "Most partitions in one DescribeTopicPartitions response.",
        Range(1),
        mode=_RO,
    ),
    # the group coordinator (kraftpy.coordinator): Kafka's names and defaults
    _k(
        "offsets.topic.num.partitions",
        _I,
        50,
        "Partitions of __consumer_offsets (when it is created).",
        Range(1),
        mode=_RO,
    ),
    _k(
        "offsets.topic.replication.factor",
        _I,
        3,
        "Replication factor of __consumer_offsets (at most the number of live brokers when it is created).",
        Range(1),
        mode=_RO,
    ),
    _k("offsets.topic.segment.bytes", _I, 104_857_600, "segment.bytes of __consumer_offsets.", Range(1), mode=_RO),
    _k(
        "offsets.commit.timeout.ms",
        _I,
        5_000,
        "How long an offset commit (or a group write) waits for the replicas of __consumer_offsets.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "offsets.retention.minutes",
        _I,
        10_080,
        "Committed offsets of a group without members (or of topics it no longer subscribes to) expire after "
        "this long.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "offsets.retention.check.interval.ms",
        _L,
        600_000,
        "Interval of the check for expired offsets.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "offsets.load.buffer.size",
        _I,
        5_242_880,
        "Bytes read at a time when a partition of __consumer_offsets is loaded.",
        Range(1),
        mode=_RO,
    ),
    _k("offset.metadata.max.bytes", _I, 4_096, "Largest metadata string of a committed offset.", mode=_RO),
    _k(
        "group.initial.rebalance.delay.ms",
        _I,
        3_000,
        "How long the first rebalance of an empty classic group waits for more members.",
        mode=_RO,
    ),
    _k(
        "group.min.session.timeout.ms",
        _I,
        6_000,
        "Smallest session timeout a classic group member may ask for.",
        mode=_RO,
    ),
    _k(
        "group.max.session.timeout.ms",
        _I,
        1_800_000,
        "Largest session timeout a classic group member may ask for.",
        mode=_RO,
    ),
    _k("group.max.size", _I, INT_MAX, "Most members of a classic group.", Range(1), mode=_RO),
    _k(
        "group.consumer.session.timeout.ms",
        _I,
        45_000,
        "Session timeout of the members of consumer (KIP-848) groups.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "group.consumer.heartbeat.interval.ms",
        _I,
        5_000,
        "Heartbeat interval of the members of consumer (KIP-848) groups.",
        Range(1),
        mode=_RO,
    ),
    _k("group.consumer.max.size", _I, INT_MAX, "Most members of a consumer (KIP-848) group.", Range(1), mode=_RO),
    # bounds of the group configs (GROUP resources, kraftpy.metadata.config_groups); the share-group ones bound
    # configs kraftpy stores without acting on them (it has no share groups)
    _k(
        "group.consumer.min.session.timeout.ms",
        _I,
        45_000,
        "Lowest consumer.session.timeout.ms of a group.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "group.consumer.max.session.timeout.ms",
        _I,
        60_000,
        "Highest consumer.session.timeout.ms of a group.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "group.consumer.min.heartbeat.interval.ms",
        _I,
        5_000,
        "Lowest consumer.heartbeat.interval.ms of a group.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "group.consumer.max.heartbeat.interval.ms",
        _I,
        15_000,
        "Highest consumer.heartbeat.interval.ms of a group.",
        Range(1),
        mode=_RO,
    ),
    _k("group.share.session.timeout.ms", _I, 45_000, "Default share.session.timeout.ms of groups.", Range(1), mode=_RO),
    _k(
        "group.share.min.session.timeout.ms",
        _I,
        45_000,
        "Lowest share.session.timeout.ms of a group.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "group.share.max.session.timeout.ms",
        _I,
        60_000,
        "Highest share.session.timeout.ms of a group.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "group.share.heartbeat.interval.ms",
        _I,
        5_000,
        "Default share.heartbeat.interval.ms of groups.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "group.share.min.heartbeat.interval.ms",
        _I,
        5_000,
        "Lowest share.heartbeat.interval.ms of a group.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "group.share.max.heartbeat.interval.ms",
        _I,
        15_000,
        "Highest share.heartbeat.interval.ms of a group.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "group.share.record.lock.duration.ms",
        _I,
        30_000,
        "Default share.record.lock.duration.ms of groups.",
        Range(1000, 3_600_000),
        mode=_RO,
    ),
    _k(
        "group.share.min.record.lock.duration.ms",
        _I,
        15_000,
        "Lowest share.record.lock.duration.ms of a group.",
        Range(1000, 30_000),
        mode=_RO,
    ),
    _k(
        "group.share.max.record.lock.duration.ms",
        _I,
        60_000,
        "Highest share.record.lock.duration.ms of a group.",
        Range(30_000, 3_600_000),
        mode=_RO,
    ),
    _k(
        "group.consumer.assignors",
        _LIST,
        ("uniform", "range"),
        "Server-side assignors of consumer (KIP-848) groups; the first is the default.",
        ListOf("uniform", "range", non_empty=True),
        mode=_RO,
    ),
    _k(
        "group.coordinator.rebalance.protocols",
        _LIST,
        ("classic", "consumer"),
        "Group protocols the coordinator offers (consumer = KIP-848's ConsumerGroupHeartbeat).",
        ListOf("classic", "consumer", non_empty=True),
        mode=_RO,
    ),
    # the transaction coordinator (kraftpy.coordinator.transactions): Kafka's names and defaults
    _k(
        "transaction.state.log.num.partitions",
        _I,
        50,
        "Partitions of __transaction_state (when it is created).",
        Range(1),
        mode=_RO,
    ),
    _k(
        "transaction.state.log.replication.factor",
        _I,
        3,
        "Replication factor of __transaction_state (at most the number of live brokers when it is created).",
        Range(1),
        mode=_RO,
    ),
    _k(
        "transaction.state.log.min.isr",
        _I,
        2,
        "min.insync.replicas of __transaction_state.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "transaction.state.log.segment.bytes",
        _I,
        104_857_600,
        "segment.bytes of __transaction_state.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "transaction.state.log.load.buffer.size",
        _I,
        5_242_880,
        "Bytes read at a time when a partition of __transaction_state is loaded.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "transaction.max.timeout.ms",
        _I,
        900_000,
        "Largest transaction.timeout.ms a producer may ask for (InitProducerId answers INVALID_TRANSACTION_TIMEOUT).",
        Range(1),
        mode=_RO,
    ),
    _k(
        "transactional.id.expiration.ms",
        _I,
        604_800_000,
        "A transactional id without a transaction that has not changed for this long is removed.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "transaction.abort.timed.out.transaction.cleanup.interval.ms",
        _I,
        10_000,
        "Interval of the check that aborts transactions open longer than their transaction.timeout.ms.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "transaction.remove.expired.transaction.cleanup.interval.ms",
        _I,
        3_600_000,
        "Interval of the check that removes expired transactional ids.",
        Range(1),
        mode=_RO,
    ),
    _k(
        "transaction.partition.verification.enable",
        _B,
        True,
        "Partition leaders verify with the transaction coordinator that a partition is in the transaction before "
        "accepting a transactional write (KIP-890).",
    ),
    _k(
        "kraftpy.metrics.listener",
        _STR,
        "",
        "host:port of the Prometheus /metrics endpoint; empty = off. Without a host (:9404) it binds the node's own "
        "host: its first listener's, else the host it advertises, else 127.0.0.1; 0.0.0.0 binds every interface.",
        mode=_RO,
    ),
    _k(
        "kraftpy.metrics.ssl.keystore.location",
        _STR,
        "",
        "PEM file with the certificate chain and private key of the metrics endpoint (or a PKCS12 store): when set, "
        "the endpoint speaks HTTPS only.",
        mode=_RO,
    ),
    _k(
        "kraftpy.metrics.ssl.key.password",
        ConfigType.PASSWORD,
        "",
        "Password of the metrics endpoint's encrypted PEM private key (or of its PKCS12 store).",
        mode=_RO,
    ),
    _k(
        "kraftpy.metrics.basic.auth.user",
        _STR,
        "",
        "User a scraper must give (HTTP basic authentication) to read /metrics; empty = no authentication.",
        mode=_RO,
    ),
    _k(
        "kraftpy.metrics.basic.auth.password",
        ConfigType.PASSWORD,
        "",
        "Password of kraftpy.metrics.basic.auth.user; required with it.",
        mode=_RO,
    ),
    _k(
        "kraftpy.metrics.cache.ms",
        _I,
        1000,
        "How long a rendered /metrics page is served again to other scrapes; 0 = render every scrape.",
        Range(0, 60000),
        mode=_RO,
    ),
    _k(
        "kraftpy.metrics.max.connections",
        _I,
        8,
        "Most scrape connections served at once; more wait in the listen queue until one closes.",
        Range(1, 1000),
        mode=_RO,
    ),
    _k("kraftpy.log.level", _STR, "INFO", "Level of the node's log output.", mode=_RO),
    _k(
        "kraftpy.controller.quorum.demote.on.shutdown",
        _B,
        False,
        "A voter that stops cleanly first leaves the voter set (RemoveRaftVoter to the quorum leader, waiting at "
        "most 5 times controller.quorum.request.timeout.ms) and restarts as an observer: seed 003's 'degrade the "
        "shutting down voters to observers'. Off by default, as released Kafka keeps a stopped controller a voter "
        "(a rolling restart leaves the voters as they were); bring a demoted controller back with "
        "`kraftpy metadata-quorum add-controller`.",
        mode=_RO,
    ),
)

BROKER_CONFIGS: Mapping[str, ConfigKey] = MappingProxyType({k.name: k for k in _BROKER_KEYS})
_CLUSTER_ONLY_NAMES = frozenset(k.name for k in _BROKER_KEYS if k.mode is UpdateMode.CLUSTER_ONLY)

# Broker configs defined in several units (Kafka's DynamicBrokerConfig.brokerConfigSynonyms), in precedence order.
_BROKER_GROUPS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "log.roll.ms": ("log.roll.ms", "log.roll.hours"),
        "log.roll.hours": ("log.roll.ms", "log.roll.hours"),
        "log.roll.jitter.ms": ("log.roll.jitter.ms", "log.roll.jitter.hours"),
        "log.roll.jitter.hours": ("log.roll.jitter.ms", "log.roll.jitter.hours"),
        "log.flush.interval.ms": ("log.flush.interval.ms", "log.flush.scheduler.interval.ms"),
        "log.retention.ms": ("log.retention.ms", "log.retention.minutes", "log.retention.hours"),
        "log.retention.minutes": ("log.retention.ms", "log.retention.minutes", "log.retention.hours"),
        "log.retention.hours": ("log.retention.ms", "log.retention.minutes", "log.retention.hours"),
        "broker.id": ("broker.id", "node.id"),
    }
)

# The topic configs kraftpy's storage engine takes (kraftpy.storage.config.LogConfig.from_properties).
LOG_CONFIG_KEYS = (
    "segment.bytes",
    "segment.ms",
    "segment.index.bytes",
    "index.interval.bytes",
    "retention.ms",
    "retention.bytes",
    "flush.messages",
    "flush.ms",
    "message.timestamp.type",
    "max.message.bytes",
    "cleanup.policy",
    "file.delete.delay.ms",
    "message.timestamp.before.max.ms",
    "message.timestamp.after.max.ms",
    "delete.retention.ms",
    "min.cleanable.dirty.ratio",
    "min.compaction.lag.ms",
    "max.compaction.lag.ms",
)
