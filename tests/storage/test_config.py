"""LogConfig: Kafka's names, defaults and validation."""

from __future__ import annotations

import pytest

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.storage import LogConfig, LogConfigError
from kraftpy.storage.config import LONG_MAX


def test_defaults_are_kafkas() -> None:
    c = LogConfig()
    assert c.segment_bytes == 1073741824
    assert c.segment_ms == 604800000
    assert c.segment_index_bytes == 10485760
    assert c.index_interval_bytes == 4096
    assert c.retention_ms == 604800000
    assert c.retention_bytes == -1
    assert c.flush_messages == LONG_MAX == 9223372036854775807
    assert c.flush_ms == LONG_MAX
    assert c.message_timestamp_type == "CreateTime"
    assert c.max_message_bytes == 1048588
    assert c.cleanup_policy == ("delete",)
    assert c.file_delete_delay_ms == 60000
    assert c.delete_enabled and not c.compact_enabled and not c.log_append_time


def test_from_properties_parses_strings_and_ints() -> None:
    c = LogConfig.from_properties(
        {
            "segment.bytes": "1048576",
            "retention.ms": -1,
            "cleanup.policy": "compact, delete",
            "message.timestamp.type": "LogAppendTime",
            "flush.messages": " 10 ",
            "min.insync.replicas": "2",  # a topic config the storage engine does not use: accepted, ignored
        }
    )
    assert c.segment_bytes == 1048576
    assert c.retention_ms == -1
    assert c.cleanup_policy == ("compact", "delete")
    assert c.compact_enabled and c.delete_enabled
    assert c.log_append_time
    assert c.flush_messages == 10
    assert LogConfig.from_properties(c.to_properties()) == c


@pytest.mark.parametrize(
    ("props", "message"),
    [
        ({"segment.bytes": "abc"}, "segment.bytes: expected an integer, got 'abc'"),
        ({"segment.bytes": "13"}, "segment.bytes: value 13 must be at least 14"),
        ({"segment.bytes": str(2**31)}, "segment.bytes: value 2147483648 is out of range"),
        ({"retention.ms": "-2"}, "retention.ms: value -2 must be at least -1"),
        ({"flush.messages": "0"}, "flush.messages: value 0 must be at least 1"),
        ({"message.timestamp.type": "WallClock"}, "message.timestamp.type: value 'WallClock' must be one of"),
        ({"cleanup.policy": "delete,shred"}, "cleanup.policy: invalid policy 'shred'"),
        ({"cleanup.policy": ""}, "cleanup.policy: must contain"),
        ({"segment.byte": "1"}, "segment.byte: unknown log config"),
        ({"index.interval.bytes": True}, "index.interval.bytes: expected an integer"),
    ],
)
def test_bad_values_name_the_key(props: dict[str, object], message: str) -> None:
    with pytest.raises(LogConfigError) as ei:
        LogConfig.from_properties(props)
    assert str(ei.value).startswith(message)
    assert ei.value.error_code == ErrorCode.INVALID_CONFIG
    assert ei.value.key == next(iter(props))


def test_constructor_validates_too() -> None:
    with pytest.raises(LogConfigError, match=r"segment\.ms"):
        LogConfig(segment_ms=0)


def test_overrides_apply_over_a_base() -> None:
    base = LogConfig.from_properties({"retention.bytes": "100"})
    c = LogConfig.from_properties({"segment.ms": "5"}, base)
    assert c.retention_bytes == 100 and c.segment_ms == 5
