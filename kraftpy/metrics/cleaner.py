"""Prometheus view of the log cleaner (Kafka's `kafka.log:type=LogCleaner` and `kafka.log:type=LogCleanerManager`
MBeans, in lower case, as a JMX exporter names them):

| metric | type |
|---|---|
| `kafka_log_logcleaner_cleaner_recopy_percent` | gauge: bytes written / bytes read by the last cleaning, in % |
| `kafka_log_logcleaner_max_clean_time_secs` | gauge: how long the last cleaning took |
| `kafka_log_logcleaner_max_buffer_utilization_percent` | gauge: how full the last cleaning's offset map got |
| `kafka_log_logcleaner_max_compaction_delay_secs` | gauge: how late (max.compaction.lag.ms) the last cleaned log was |
| `kafka_log_logcleanermanager_max_dirty_percent` | gauge: dirty % of the dirtiest cleanable log at the last choice |
| `kafka_log_logcleanermanager_time_since_last_run_ms` | gauge: time since the cleaner last looked for a log to clean |
| `kafka_log_logcleanermanager_uncleanable_partitions_count{logDirectory}` | gauge: partitions the cleaner gave up on |
| `kafka_log_logcleanermanager_uncleanable_bytes{logDirectory}` | gauge: their cleanable bytes |
| `kafka_log_logcleaner_cleanings`, `_aborted_cleanings` | counter (kraftpy): cleanings done; abandoned (log changed) |

With no cleaner (`log.cleaner.enable=false`) the gauges read 0 and the per-directory ones have no samples.
"""

from __future__ import annotations

from collections.abc import Callable

from kraftpy.metrics.roles import Sample, ScrapeCollector
from kraftpy.storage.cleaner import LogCleaner

__all__ = ["log_cleaner_collector"]

_GAUGES = (
    (
        "kafka_log_logcleaner_cleaner_recopy_percent",
        "cleaner-recopy-percent",
        "Bytes the last cleaning wrote, in % of those it read.",
    ),
    ("kafka_log_logcleaner_max_clean_time_secs", "max-clean-time-secs", "Seconds the last cleaning took."),
    (
        "kafka_log_logcleaner_max_buffer_utilization_percent",
        "max-buffer-utilization-percent",
        "How full the last cleaning's offset map got, in %.",
    ),
    (
        "kafka_log_logcleaner_max_compaction_delay_secs",
        "max-compaction-delay-secs",
        "How long past max.compaction.lag.ms the last cleaned log was.",
    ),
    (
        "kafka_log_logcleanermanager_max_dirty_percent",
        "max-dirty-percent",
        "Dirty ratio of the dirtiest cleanable log when the cleaner last chose one, in %.",
    ),
    (
        "kafka_log_logcleanermanager_time_since_last_run_ms",
        "time-since-last-run-ms",
        "Milliseconds since the cleaner last looked for a log to clean.",
    ),
)


def log_cleaner_collector(cleaner: Callable[[], LogCleaner | None]) -> ScrapeCollector:
    """The cleaner's metrics; `cleaner()` returns the node's LogCleaner (None: none, nothing is reported)."""
    cache: dict[str, dict[str, float]] = {}

    def gauge(key: str, first: bool) -> Callable[[], float]:
        def value() -> float:
            c = cleaner()
            if c is None:
                return 0.0
            if first or "g" not in cache:
                cache["g"] = c.metrics()
            return cache["g"].get(key, 0.0)

        return value

    def per_dir(index: int) -> Callable[[], dict[tuple[tuple[str, str], ...], float]]:
        def read() -> dict[tuple[tuple[str, str], ...], float]:
            c = cleaner()
            if c is None:
                return {}
            return {(("logDirectory", d),): float(v[index]) for d, v in c.uncleanable_by_dir().items()}

        return read

    def count(attr: str) -> Callable[[], float]:
        def read() -> float:
            c = cleaner()
            return 0.0 if c is None else float(getattr(c, attr))

        return read

    samples = [Sample(name, "gauge", text, gauge(key, i == 0)) for i, (name, key, text) in enumerate(_GAUGES)]
    samples += [
        Sample(
            "kafka_log_logcleanermanager_uncleanable_partitions_count",
            "gauge",
            "Partitions the cleaner marked uncleanable (a corrupt batch), per log directory.",
            per_dir(0),
        ),
        Sample(
            "kafka_log_logcleanermanager_uncleanable_bytes",
            "gauge",
            "Cleanable bytes of the uncleanable partitions, per log directory.",
            per_dir(1),
        ),
        Sample("kafka_log_logcleaner_cleanings", "counter", "Cleanings the cleaner completed.", count("cleanings")),
        Sample(
            "kafka_log_logcleaner_aborted_cleanings",
            "counter",
            "Cleanings abandoned because their log changed (truncation, retention, deletion).",
            count("aborted"),
        ),
    ]
    return ScrapeCollector(samples)
