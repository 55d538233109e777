"""Derived tables of the metadata log, as plain DataFrame functions over the ``kraftpy-metadata`` rows.

Every table is built from the rows of the replay chain (``replayed``; see :mod:`.decode`), ordered by
``log_offset``: snapshot rows (all at the snapshot's end offset - 1, one per partition, broker, config) come before
the segment records after them, and segment records have distinct offsets, so ``log_offset`` orders the events of
any one partition, topic or broker.

* :func:`partition_history`: one row per change of a partition (created, loaded from a snapshot, changed, ELR
  cleared by a ClearElrRecord, deleted with its topic), with the whole state after it (leader, leader epoch,
  partition epoch, replicas, ISR, ELR, LastKnownELR, LastKnownLeader, recovery state) and the state before it.
  The state is rebuilt with window functions from the records alone, by the replay rules of
  `kraftpy.metadata.partition` (every change bumps the partition epoch, a record naming a leader bumps the leader
  epoch, absent fields are unchanged, a ClearElrRecord bumps only partitions that had an ELR or LastKnownELR).
* :func:`elections`: every change of leader to a broker, with its kind as far as the records reveal it (below)
  and how long the partition had been without a leader.
* :func:`under_min_isr`: the intervals during which a partition's ISR was smaller than its effective min ISR
  (min(min.insync.replicas, replication factor), the topic's setting, else the cluster's dynamic default, else the
  static setting given to the job), with the ELR sizes seen meanwhile: the exposure KIP-966 is about.
* :func:`brokers`: registrations (first, clean or unclean, with the evidence), fencing, unfencing, controlled
  shutdown and unregistration, per broker epoch.
* :func:`quorum`: raft leader changes (leader, epoch, voters that granted the vote, how long each leader held)
  and voter set changes, from the control records of the segments.
* :func:`topics_configs`: topics created and deleted, config keys set and deleted (topic, broker, cluster), feature
  levels and ELR clears.

Election kinds: ``clean`` (an ISR member), ``preferred`` (the first replica, while the previous leader stayed in
the ISR: a preferred or auto-rebalance election), ``elr`` (an ELR member: KIP-966's clean election outside the ISR),
``last_known_leader`` (the LastKnownLeader, outside ISR and ELR: KIP-966's delivery-plan election),
``unclean_recovery`` (outside ISR and ELR while unclean.recovery.manager.enabled was on: the recovery manager's
longest-log election or an operator's), ``unclean`` (outside ISR and ELR otherwise), ``unknown`` (no earlier state
in the log). A DESIGNATION election is recorded like the election of the same replica by any other cause, so it
shows up under the kind of the replica it chose.

Shutdown kinds of a registration: ``unclean`` when the records appended with it take the broker out of an ELR
or put it into a LastKnownELR (what the controller does after an unclean shutdown, KIP-966), otherwise inferred
from the previous incarnation: ``clean`` after a recorded controlled shutdown, ``unclean`` without one (the
``evidence`` column says which). ``first`` when no earlier registration is in the log.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from pyspark.sql import Column, DataFrame, SparkSession, Window, WindowSpec
from pyspark.sql import functions as F

from kraftpy.metadata.config_types import ResourceType

from .source import FORMAT, register

__all__ = [
    "StaticConfig",
    "brokers",
    "elections",
    "load_records",
    "partition_history",
    "quorum",
    "topics_configs",
    "under_min_isr",
]

logger = logging.getLogger(__name__)

TOPIC_RESOURCE = int(ResourceType.TOPIC)
BROKER_RESOURCE = int(ResourceType.BROKER)
MIN_ISR = "min.insync.replicas"
MANAGER = "unclean.recovery.manager.enabled"
KEY = ["topic_id", "partition"]
STATE = [
    "replicas",
    "isr",
    "leader",
    "leader_recovery_state",
    "elr",
    "last_known_elr",
    "last_known_leader",
    "adding_replicas",
    "removing_replicas",
    "directories",
]


@dataclass(frozen=True, slots=True)
class StaticConfig:
    """Settings of the controllers' server.properties that the log does not record (the static defaults behind the
    dynamic configs); Kafka's defaults unless given."""

    min_insync_replicas: int = 1
    unclean_recovery_manager_enabled: bool = False

    @classmethod
    def from_properties(cls, props: dict[str, str]) -> StaticConfig:
        return cls(
            min_insync_replicas=int(props.get(MIN_ISR, "1")),
            unclean_recovery_manager_enabled=props.get(MANAGER, "false").strip().lower() == "true",
        )


def load_records(spark: SparkSession, path: str, split_bytes: int | None = None) -> DataFrame:
    """The ``kraftpy-metadata`` rows of the metadata log at `path`, in input partitions of about `split_bytes`
    (the data source's default when None; 0: one per file)."""
    register(spark)
    reader = spark.read.format(FORMAT)
    if split_bytes is not None:
        reader = reader.option("splitBytes", str(split_bytes))
    return reader.load(path)


def _chain(records: DataFrame) -> DataFrame:
    return records.where(F.col("replayed"))


def _topics(records: DataFrame) -> DataFrame:
    """topic_id -> topic_name (ids are never reused)."""
    return (
        _chain(records)
        .where(F.col("type_name") == "TopicRecord")
        .groupBy("topic_id")
        .agg(F.first("topic_name").alias("topic_name"))
    )


def _empty() -> Column:
    return F.array().cast("array<int>")


def _running(*keys: str) -> WindowSpec:
    return Window.partitionBy(*keys).orderBy("log_offset").rowsBetween(Window.unboundedPreceding, Window.currentRow)


def _ordered(*keys: str) -> WindowSpec:
    return Window.partitionBy(*keys).orderBy("log_offset")


# ================================================================================================ partitions


def _partition_events(records: DataFrame) -> DataFrame:
    r = _chain(records)
    base = ["topic_id", "partition", "log_offset", "timestamp", "batch_base_offset"]
    parts = r.where(F.col("type_name").isin("PartitionRecord", "PartitionChangeRecord")).select(
        *base,
        F.when(F.col("type_name") == "PartitionChangeRecord", F.lit("changed"))
        .when(F.col("file_type") == "snapshot", F.lit("snapshot"))
        .otherwise(F.lit("created"))
        .alias("kind"),
        *STATE,
        F.col("leader").alias("set_leader"),
        F.col("leader_recovery_state").alias("set_recovery"),
        F.col("leader_epoch").alias("base_leader_epoch"),
        F.col("partition_epoch").alias("base_partition_epoch"),
    )
    created = parts.where(F.col("kind") != "changed").select(
        "topic_id", "partition", F.col("log_offset").alias("created_at")
    )
    topics = r.where(F.col("type_name") == "TopicRecord").select(
        "topic_id", "topic_name", F.col("log_offset").alias("topic_at")
    )
    removed = r.where(F.col("type_name") == "RemoveTopicRecord").select(
        "topic_id",
        F.col("log_offset").alias("removed_at"),
        F.col("timestamp").alias("removed_ts"),
        F.col("batch_base_offset").alias("removed_batch"),
    )
    # ClearElrRecord: every partition of the named topic (or of every topic) that exists at that offset
    clears = r.where(F.col("type_name") == "ClearElrRecord").select(
        F.col("topic_name").alias("clear_topic"),
        F.col("log_offset").alias("clear_at"),
        F.col("timestamp").alias("clear_ts"),
        F.col("batch_base_offset").alias("clear_batch"),
    )
    alive_topics = (
        clears.join(
            topics,
            (F.col("topic_at") < F.col("clear_at"))
            & ((F.col("clear_topic") == "") | (F.col("clear_topic") == F.col("topic_name"))),
        )
        .join(removed, "topic_id", "left")
        .where(F.col("removed_at").isNull() | (F.col("removed_at") > F.col("clear_at")))
    )
    cleared = (
        alive_topics.join(created, "topic_id")
        .where(F.col("created_at") < F.col("clear_at"))
        .select(
            "topic_id",
            "partition",
            F.col("clear_at").alias("log_offset"),
            F.col("clear_ts").alias("timestamp"),
            F.col("clear_batch").alias("batch_base_offset"),
            F.lit("elr_cleared").alias("kind"),
        )
    )
    deleted = (
        removed.join(created, "topic_id")
        .where(F.col("created_at") < F.col("removed_at"))
        .select(
            "topic_id",
            "partition",
            F.col("removed_at").alias("log_offset"),
            F.col("removed_ts").alias("timestamp"),
            F.col("removed_batch").alias("batch_base_offset"),
            F.lit("deleted").alias("kind"),
        )
    )
    cleared = cleared.withColumn("elr", _empty()).withColumn("last_known_elr", _empty())
    return parts.unionByName(cleared, allowMissingColumns=True).unionByName(deleted, allowMissingColumns=True)


def partition_history(records: DataFrame) -> DataFrame:
    """One row per partition change; see the module docstring. The last row of a partition is its current state
    (or, with ``deleted``, the state it had when its topic was deleted)."""
    ev = _partition_events(records)
    w = _running(*KEY)
    ev = ev.withColumn("creation", F.sum(F.when(F.col("kind").isin("created", "snapshot"), 1).otherwise(0)).over(w))
    for c in STATE:
        ev = ev.withColumn(c, F.last(c, ignorenulls=True).over(w))
    wo = _ordered(*KEY)
    ev = ev.withColumn("prev_elr", F.lag("elr").over(wo)).withColumn(
        "prev_last_known_elr", F.lag("last_known_elr").over(wo)
    )
    had_elr = (F.size(F.coalesce("prev_elr", _empty())) > 0) | (F.size(F.coalesce("prev_last_known_elr", _empty())) > 0)
    ev = ev.withColumn(
        "bump", F.when(F.col("kind") == "changed", 1).when((F.col("kind") == "elr_cleared") & had_elr, 1).otherwise(0)
    ).withColumn("leader_bump", F.when((F.col("kind") == "changed") & F.col("set_leader").isNotNull(), 1).otherwise(0))
    wg = _running("topic_id", "partition", "creation")
    ev = ev.withColumn(
        "leader_epoch", F.first("base_leader_epoch", ignorenulls=True).over(wg) + F.sum("leader_bump").over(wg)
    ).withColumn("partition_epoch", F.first("base_partition_epoch", ignorenulls=True).over(wg) + F.sum("bump").over(wg))
    ev = (
        ev.withColumn("deleted", F.col("kind") == "deleted")
        .withColumn("prev_leader", F.lag("leader").over(wo))
        .withColumn("prev_isr", F.lag("isr").over(wo))
        .withColumn("prev_last_known_leader", F.lag("last_known_leader").over(wo))
        .withColumn("prev_leader_epoch", F.lag("leader_epoch").over(wo))
        .withColumn("leader_changed", F.col("prev_leader").isNull() | (F.col("prev_leader") != F.col("leader")))
        .withColumn(
            "lost_ts",
            F.when(
                (F.col("leader") == -1) & (F.col("prev_leader").isNull() | (F.col("prev_leader") != -1)),
                F.col("timestamp"),
            ),
        )
        .withColumn("leaderless_since", F.when(F.col("leader") == -1, F.last("lost_ts", ignorenulls=True).over(w)))
        .withColumn("prev_leaderless_since", F.lag("leaderless_since").over(wo))
        .withColumn("isr_size", F.size("isr"))
        .withColumn("elr_size", F.size("elr"))
        .withColumn("replication_factor", F.size("replicas"))
    )
    ev = ev.join(_topics(records), "topic_id", "left")
    return ev.select(
        "topic_id",
        "topic_name",
        "partition",
        "log_offset",
        "timestamp",
        "batch_base_offset",
        "kind",
        "deleted",
        "leader",
        "leader_epoch",
        "partition_epoch",
        "replicas",
        "isr",
        "elr",
        "last_known_elr",
        "last_known_leader",
        "leader_recovery_state",
        "adding_replicas",
        "removing_replicas",
        "directories",
        "isr_size",
        "elr_size",
        "replication_factor",
        "leader_changed",
        "set_leader",
        "set_recovery",
        "prev_leader",
        "prev_leader_epoch",
        "prev_isr",
        "prev_elr",
        "prev_last_known_elr",
        "prev_last_known_leader",
        "leaderless_since",
        "prev_leaderless_since",
    )


# =================================================================================================== configs


def _config_events(records: DataFrame, name: str) -> DataFrame:
    """(resource_type, resource_name, log_offset, value) of every setting or deletion of config `name`, plus a
    deletion for the topic configs of a deleted topic."""
    r = _chain(records)
    sets = r.where((F.col("type_name") == "ConfigRecord") & (F.col("config_name") == name)).select(
        "resource_type", "resource_name", "log_offset", "timestamp", "file_type", F.col("config_value").alias("value")
    )
    topics = _topics(records)
    gone = (
        r.where(F.col("type_name") == "RemoveTopicRecord")
        .select("topic_id", "log_offset", "timestamp", "file_type")
        .join(topics, "topic_id")
        .select(
            F.lit(TOPIC_RESOURCE).alias("resource_type"),
            F.col("topic_name").alias("resource_name"),
            "log_offset",
            "timestamp",
            "file_type",
            F.lit(None).cast("string").alias("value"),
        )
    )
    return sets.unionByName(gone)


def _intervals(events: DataFrame) -> DataFrame:
    """Per resource: [from, to) log offsets during which `value` held (to = null: until the end)."""
    w = _ordered("resource_type", "resource_name")
    return events.select(
        "resource_type",
        "resource_name",
        F.col("log_offset").alias("valid_from"),
        F.lead("log_offset").over(w).alias("valid_to"),
        "value",
    )


def _as_of(rows: DataFrame, records: DataFrame, name: str, alias: str, static: str) -> DataFrame:
    """`rows` (with topic_name and log_offset) plus column `alias`: config `name` in force at each row's offset,
    by topic, then cluster default, then `static`."""
    iv = _intervals(_config_events(records, name))
    in_range = (F.col("valid_from") <= F.col("log_offset")) & (
        F.col("valid_to").isNull() | (F.col("log_offset") < F.col("valid_to"))
    )
    topic_iv = iv.where(F.col("resource_type") == TOPIC_RESOURCE).select(
        F.col("resource_name").alias("_t"), "valid_from", "valid_to", F.col("value").alias("_tv")
    )
    cluster_iv = iv.where((F.col("resource_type") == BROKER_RESOURCE) & (F.col("resource_name") == "")).select(
        "valid_from", "valid_to", F.col("value").alias("_cv")
    )
    with_topic = rows.join(topic_iv, (F.col("_t") == F.col("topic_name")) & in_range, "left").drop(
        "_t", "valid_from", "valid_to"
    )
    with_cluster = with_topic.join(F.broadcast(cluster_iv), in_range, "left").drop("valid_from", "valid_to")
    return with_cluster.withColumn(alias, F.coalesce("_tv", "_cv", F.lit(static))).drop("_tv", "_cv")


# ================================================================================================= elections


def elections(history: DataFrame, records: DataFrame, static: StaticConfig = StaticConfig()) -> DataFrame:
    """Every change of leader to a broker (not to -1, not a leader epoch bump keeping the same leader)."""
    moves = history.where(
        (F.col("kind") == "changed")
        & F.col("set_leader").isNotNull()
        & (F.col("leader") >= 0)
        & (F.col("prev_leader").isNull() | (F.col("prev_leader") != F.col("leader")))
    )
    moves = _as_of(moves, records, MANAGER, "manager", "true" if static.unclean_recovery_manager_enabled else "false")
    manager = F.lower(F.trim(F.col("manager"))) == "true"
    leader = F.col("leader")
    kind = (
        F.when(F.col("prev_isr").isNull(), "unknown")
        .when(
            F.array_contains("prev_isr", leader),
            F.when(
                (F.col("prev_leader") >= 0)
                & (leader == F.element_at("replicas", 1))
                & F.array_contains("isr", F.col("prev_leader")),
                "preferred",
            ).otherwise("clean"),
        )
        .when(F.array_contains(F.coalesce("prev_elr", _empty()), leader), "elr")
        .when(manager, "unclean_recovery")
        .when(leader == F.col("prev_last_known_leader"), "last_known_leader")
        .otherwise("unclean")
    )
    leaderless_ms = F.when(
        F.col("prev_leader") == -1,
        (F.col("timestamp").cast("double") - F.col("prev_leaderless_since").cast("double")) * 1000,
    ).cast("long")
    return moves.select(
        "topic_id",
        "topic_name",
        "partition",
        "log_offset",
        "timestamp",
        kind.alias("kind"),
        "leader",
        "prev_leader",
        "leader_epoch",
        "isr",
        "prev_isr",
        "elr",
        "prev_elr",
        "prev_last_known_elr",
        "prev_last_known_leader",
        (F.col("leader_recovery_state") == 1).alias("recovering"),
        leaderless_ms.alias("leaderless_ms"),
        manager.alias("recovery_manager_enabled"),
    )


# ============================================================================================= under min ISR


def under_min_isr(history: DataFrame, records: DataFrame, static: StaticConfig = StaticConfig()) -> DataFrame:
    """Intervals of ISR size < effective min ISR, per partition; see the module docstring."""
    end = _chain(records).agg(F.max("timestamp").alias("log_end_ts"), F.max("log_offset").alias("log_end"))
    # partition lifetimes, for the config changes that move partitions in or out of the state
    life = history.groupBy(*KEY).agg(
        F.first("topic_name", ignorenulls=True).alias("topic_name"),
        F.min("log_offset").alias("born"),
        F.max(F.when(F.col("deleted"), F.col("log_offset"))).alias("died"),
    )
    changes = _config_events(records, MIN_ISR).where(F.col("file_type") == "segment")
    alive = (F.col("born") < F.col("log_offset")) & (F.col("died").isNull() | (F.col("log_offset") < F.col("died")))
    topic_changes = (
        changes.where(F.col("resource_type") == TOPIC_RESOURCE)
        .join(life, (F.col("resource_name") == F.col("topic_name")) & alive)
        .select(*KEY, "log_offset", "timestamp")
    )
    cluster_changes = (
        F.broadcast(changes.where((F.col("resource_type") == BROKER_RESOURCE) & (F.col("resource_name") == "")))
        .join(life, alive)
        .select(*KEY, "log_offset", "timestamp")
    )
    state = history.select(
        *KEY, "topic_name", "log_offset", "timestamp", "deleted", "isr_size", "elr_size", "replication_factor", "leader"
    )
    timeline = state.unionByName(topic_changes, allowMissingColumns=True).unionByName(
        cluster_changes, allowMissingColumns=True
    )
    w = _running(*KEY)
    for c in ("topic_name", "deleted", "isr_size", "elr_size", "replication_factor", "leader"):
        timeline = timeline.withColumn(c, F.last(c, ignorenulls=True).over(w))
    timeline = _as_of(timeline, records, MIN_ISR, "min_isr_setting", str(static.min_insync_replicas))
    eff = F.least(F.col("min_isr_setting").cast("int"), F.col("replication_factor"))
    timeline = timeline.withColumn("effective_min_isr", eff).withColumn(
        "under", ~F.col("deleted") & (F.col("isr_size") < F.col("effective_min_isr"))
    )
    wo = _ordered(*KEY)
    timeline = timeline.withColumn(
        "flip", F.when(F.lag("under").over(wo).isNull() | (F.lag("under").over(wo) != F.col("under")), 1).otherwise(0)
    ).withColumn("run", F.sum("flip").over(w))
    runs = timeline.groupBy(*KEY, "run").agg(
        F.first("topic_name", ignorenulls=True).alias("topic_name"),
        F.first("under").alias("under"),
        F.min("log_offset").alias("start_offset"),
        F.min("timestamp").alias("start"),
        F.min_by("effective_min_isr", "log_offset").alias("effective_min_isr"),
        F.min_by("isr_size", "log_offset").alias("isr_size_at_start"),
        F.min_by("elr_size", "log_offset").alias("elr_size_at_start"),
        F.min("isr_size").alias("min_isr_size"),
        F.min("elr_size").alias("min_elr_size"),
        F.max("elr_size").alias("max_elr_size"),
        F.min(F.col("isr_size") + F.col("elr_size")).alias("min_electable"),
        F.max(F.when(F.col("leader") == -1, 1).otherwise(0)).cast("boolean").alias("leaderless"),
        F.count(F.lit(1)).alias("changes"),
    )
    wr = Window.partitionBy(*KEY).orderBy("run")
    runs = runs.withColumn("end_offset", F.lead("start_offset").over(wr)).withColumn("end", F.lead("start").over(wr))
    out = runs.where(F.col("under")).crossJoin(F.broadcast(end))
    duration = (F.coalesce(F.col("end"), F.col("log_end_ts")).cast("double") - F.col("start").cast("double")) * 1000
    return out.select(
        "topic_id",
        "topic_name",
        "partition",
        "start_offset",
        "start",
        "end_offset",
        "end",
        F.col("end").isNull().alias("ongoing"),
        duration.cast("long").alias("duration_ms"),
        "effective_min_isr",
        "isr_size_at_start",
        "elr_size_at_start",
        "min_isr_size",
        "min_elr_size",
        "max_elr_size",
        "min_electable",
        "leaderless",
        "changes",
    )


# =================================================================================================== brokers


def brokers(records: DataFrame, history: DataFrame) -> DataFrame:
    """Broker lifecycle events with the shutdown kind of each registration; see the module docstring."""
    r = _chain(records).where(
        F.col("type_name").isin(
            "RegisterBrokerRecord",
            "UnregisterBrokerRecord",
            "BrokerRegistrationChangeRecord",
            "FenceBrokerRecord",
            "UnfenceBrokerRecord",
        )
    )
    events = (
        F.when(F.col("type_name") == "RegisterBrokerRecord", F.array(F.lit("registered")))
        .when(F.col("type_name") == "UnregisterBrokerRecord", F.array(F.lit("unregistered")))
        .otherwise(
            F.filter(
                F.array(
                    F.when(F.col("in_controlled_shutdown"), F.lit("controlled_shutdown")),
                    F.when(F.col("fenced") == F.lit(True), F.lit("fenced")),
                    F.when(F.col("fenced") == F.lit(False), F.lit("unfenced")),
                ),
                lambda x: x.isNotNull(),
            )
        )
    )
    ev = r.select(
        "broker_id",
        "broker_epoch",
        "incarnation_id",
        "log_offset",
        "timestamp",
        "batch_base_offset",
        "file_type",
        "fenced",
        "in_controlled_shutdown",
        F.explode(events).alias("event"),
    )
    w = _running("broker_id")
    is_reg = F.col("event") == "registered"
    cs = (F.col("event") == "controlled_shutdown") | (is_reg & F.col("in_controlled_shutdown"))
    ev = ev.withColumn("incarnation", F.sum(F.when(is_reg, 1).otherwise(0)).over(w)).withColumn(
        "cs", F.when(cs, 1).otherwise(0)
    )
    per_incarnation = (
        ev.groupBy("broker_id", "incarnation")
        .agg(
            F.max("cs").alias("had_controlled_shutdown"),
            F.max(F.when(is_reg, F.col("broker_epoch"))).alias("epoch_of_incarnation"),
        )
        .withColumn("incarnation", F.col("incarnation") + 1)
        .withColumnRenamed("had_controlled_shutdown", "prev_controlled_shutdown")
        .withColumnRenamed("epoch_of_incarnation", "prev_epoch")
    )
    ev = ev.join(per_incarnation, ["broker_id", "incarnation"], "left")
    # ELR evidence: changes appended in the same batch before the registration
    changes = history.where(F.col("kind") == "changed").select(
        F.col("batch_base_offset").alias("_batch"),
        F.col("log_offset").alias("_at"),
        F.array_except(F.coalesce("prev_elr", _empty()), F.coalesce("elr", _empty())).alias("_left_elr"),
        F.array_except(F.coalesce("last_known_elr", _empty()), F.coalesce("prev_last_known_elr", _empty())).alias(
            "_into_lke"
        ),
    )
    regs = ev.where(is_reg & (F.col("file_type") == "segment")).select(
        "broker_id", "log_offset", F.col("batch_base_offset").alias("_rb")
    )
    evidence = (
        regs.join(
            changes,
            (F.col("_batch") == F.col("_rb"))
            & (F.col("_at") < F.col("log_offset"))
            & (F.array_contains("_left_elr", F.col("broker_id")) | F.array_contains("_into_lke", F.col("broker_id"))),
        )
        .groupBy("broker_id", "log_offset")
        .agg(F.count(F.lit(1)).alias("elr_removals"))
    )
    ev = ev.join(evidence, ["broker_id", "log_offset"], "left")
    first = F.col("prev_epoch").isNull()
    shutdown = (
        F.when(~is_reg, F.lit(None))
        .when(F.col("file_type") == "snapshot", F.lit("snapshot"))
        .when(F.col("elr_removals") > 0, F.lit("unclean"))
        .when(first, F.lit("first"))
        .when(F.col("prev_controlled_shutdown") == 1, F.lit("clean"))
        .otherwise(F.lit("unclean"))
    )
    evidence_text = (
        F.when(~is_reg | (F.col("file_type") == "snapshot"), F.lit(None))
        .when(
            F.col("elr_removals") > 0,
            F.format_string("left the ELR or joined the LastKnownELR of %d partitions", F.col("elr_removals")),
        )
        .when(first, F.lit(None))
        .when(
            F.col("prev_controlled_shutdown") == 1,
            F.format_string("controlled shutdown recorded for epoch %d", F.col("prev_epoch")),
        )
        .otherwise(F.format_string("no controlled shutdown recorded for epoch %d", F.col("prev_epoch")))
    )
    in_cs = F.max(F.when(F.col("event") == "controlled_shutdown", 1).otherwise(0)).over(
        Window.partitionBy("broker_id", "incarnation")
        .orderBy("log_offset")
        .rowsBetween(Window.unboundedPreceding, Window.currentRow)
    )
    detail = F.when(
        F.col("event") == "fenced",
        F.when(in_cs == 1, F.lit("after controlled shutdown")).otherwise(F.lit("session expired or fenced on request")),
    )
    return ev.select(
        "broker_id",
        "log_offset",
        "timestamp",
        "event",
        "broker_epoch",
        "incarnation_id",
        shutdown.alias("shutdown"),
        evidence_text.alias("evidence"),
        F.col("prev_epoch").alias("previous_epoch"),
        detail.alias("detail"),
    ).orderBy("broker_id", "log_offset", "event")


# ==================================================================================================== quorum


def quorum(records: DataFrame) -> DataFrame:
    """Raft leader changes and voter set changes, from every segment (not only the replay chain)."""
    c = records.where(
        (F.col("file_type") == "segment")
        & (F.col("kind") == "control")
        & F.col("type_name").isin("LeaderChange", "KRaftVoters", "KRaftVersion", "VoterAssignment")
    )
    event = (
        F.when(F.col("type_name") == "LeaderChange", "leader_change")
        .when(F.col("type_name") == "KRaftVoters", "voters")
        .when(F.col("type_name") == "KRaftVersion", "kraft_version")
        .otherwise("voter_assignment")
    )
    rows = c.select(
        "log_offset",
        "timestamp",
        "raft_epoch",
        event.alias("event"),
        "leader_id",
        "voters",
        "granting_voters",
        "target_voters",
        "kraft_version",
    )
    w = Window.orderBy("log_offset")
    leaders = rows.where(F.col("event") == "leader_change")
    leaders = (
        leaders.withColumn("previous_leader", F.lag("leader_id").over(w))
        .withColumn("until", F.lead("timestamp").over(w))
        .withColumn(
            "voters_changed", F.lag("voters").over(w).isNotNull() & (F.lag("voters").over(w) != F.col("voters"))
        )
    )
    others = rows.where(F.col("event") != "leader_change").withColumn("voters_changed", F.lit(True))
    out = leaders.unionByName(others, allowMissingColumns=True)
    tenure = ((F.col("until").cast("double") - F.col("timestamp").cast("double")) * 1000).cast("long")
    return out.select(
        "log_offset",
        "timestamp",
        "raft_epoch",
        "event",
        "leader_id",
        "previous_leader",
        "voters",
        "granting_voters",
        "target_voters",
        "kraft_version",
        "voters_changed",
        tenure.alias("tenure_ms"),
    ).orderBy("log_offset")


# ============================================================================================ topics, configs


def topics_configs(records: DataFrame) -> DataFrame:
    """Topics created and deleted, config keys set and deleted, feature levels, ELR clears."""
    r = _chain(records)
    topics = _topics(records)
    partitions = (
        r.where(F.col("type_name") == "PartitionRecord").groupBy("topic_id").agg(F.count(F.lit(1)).alias("partitions"))
    )
    created = (
        r.where(F.col("type_name") == "TopicRecord")
        .join(partitions, "topic_id", "left")
        .select(
            "log_offset",
            "timestamp",
            "file_type",
            F.lit("topic_created").alias("event"),
            F.lit("topic").alias("resource"),
            F.col("topic_name").alias("name"),
            "topic_id",
            F.lit(None).cast("string").alias("config_name"),
            F.col("partitions").cast("string").alias("value"),
        )
    )
    deleted = (
        r.where(F.col("type_name") == "RemoveTopicRecord")
        .drop("topic_name")
        .join(topics, "topic_id", "left")
        .select(
            "log_offset",
            "timestamp",
            "file_type",
            F.lit("topic_deleted").alias("event"),
            F.lit("topic").alias("resource"),
            F.col("topic_name").alias("name"),
            "topic_id",
        )
    )
    resource = (
        F.when(F.col("resource_type") == TOPIC_RESOURCE, "topic")
        .when((F.col("resource_type") == BROKER_RESOURCE) & (F.col("resource_name") == ""), "cluster")
        .when(F.col("resource_type") == BROKER_RESOURCE, "broker")
        .otherwise(F.format_string("type %d", F.col("resource_type")))
    )
    wc = _ordered("resource_type", "resource_name", "config_name")
    configs = r.where(F.col("type_name") == "ConfigRecord").select(
        "log_offset",
        "timestamp",
        "file_type",
        F.when(F.col("config_value").isNull(), "config_deleted").otherwise("config_set").alias("event"),
        resource.alias("resource"),
        F.col("resource_name").alias("name"),
        "config_name",
        F.col("config_value").alias("value"),
        F.lag("config_value").over(wc).alias("previous_value"),
    )
    features = r.where(F.col("type_name") == "FeatureLevelRecord").select(
        "log_offset",
        "timestamp",
        "file_type",
        F.lit("feature_level").alias("event"),
        F.lit("feature").alias("resource"),
        F.col("feature_name").alias("name"),
        F.col("feature_level").cast("string").alias("value"),
    )
    clears = r.where(F.col("type_name") == "ClearElrRecord").select(
        "log_offset",
        "timestamp",
        "file_type",
        F.lit("elr_cleared").alias("event"),
        F.lit("topic").alias("resource"),
        F.col("topic_name").alias("name"),
    )
    out = created
    for part in (deleted, configs, features, clears):
        out = out.unionByName(part, allowMissingColumns=True)
    return out.select(
        "log_offset",
        "timestamp",
        F.col("file_type").alias("source"),
        "event",
        "resource",
        "name",
        "topic_id",
        "config_name",
        "value",
        "previous_value",
    ).orderBy("log_offset", "event")
