"""Quorum configuration with Apache Kafka's names and defaults (`controller.quorum.*`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar

__all__ = ["QuorumConfig", "RaftConfigError"]


class RaftConfigError(ValueError):
    """A quorum config value is wrong; the message names the key and what is wrong in one line."""


@dataclass(frozen=True, slots=True)
class QuorumConfig:
    election_timeout_ms: int = 1000
    fetch_timeout_ms: int = 2000
    election_backoff_max_ms: int = 1000
    request_timeout_ms: int = 2000
    retry_backoff_ms: int = 20
    append_linger_ms: int = 25
    fetch_max_bytes: int = 1048576
    fetch_snapshot_max_bytes: int = 1048576
    fetch_max_wait_ms: int = 500

    # Kafka config name -> attribute. `replica.fetch.wait.max.ms` is the broker setting Kafka's raft client
    # uses as the MaxWaitMs of its Fetch requests.
    KEYS: ClassVar[dict[str, str]] = {
        "controller.quorum.election.timeout.ms": "election_timeout_ms",
        "controller.quorum.fetch.timeout.ms": "fetch_timeout_ms",
        "controller.quorum.election.backoff.max.ms": "election_backoff_max_ms",
        "controller.quorum.request.timeout.ms": "request_timeout_ms",
        "controller.quorum.retry.backoff.ms": "retry_backoff_ms",
        "controller.quorum.append.linger.ms": "append_linger_ms",
        "controller.quorum.fetch.max.bytes": "fetch_max_bytes",
        "controller.quorum.fetch.snapshot.max.bytes": "fetch_snapshot_max_bytes",
        "replica.fetch.wait.max.ms": "fetch_max_wait_ms",
    }
    _MINIMUM: ClassVar[dict[str, int]] = {
        "election_timeout_ms": 1,
        "fetch_timeout_ms": 1,
        "election_backoff_max_ms": 0,
        "request_timeout_ms": 1,
        "retry_backoff_ms": 0,
        "append_linger_ms": 0,
        "fetch_max_bytes": 1,
        "fetch_snapshot_max_bytes": 1,
        "fetch_max_wait_ms": 0,
    }

    def __post_init__(self) -> None:
        names = {attr: key for key, attr in self.KEYS.items()}
        for f in fields(self):
            value = getattr(self, f.name)
            key = names[f.name]
            if isinstance(value, bool) or not isinstance(value, int):
                raise RaftConfigError(f"{key}: expected an integer, got {value!r}")
            if value < self._MINIMUM[f.name]:
                raise RaftConfigError(f"{key}: {value} is below the minimum {self._MINIMUM[f.name]}")
            if value > 2**31 - 1:
                raise RaftConfigError(f"{key}: {value} does not fit in an int32")

    @classmethod
    def from_properties(cls, props: Mapping[str, Any]) -> QuorumConfig:
        """Build from `server.properties`-style keys; unknown keys are ignored, missing ones default."""
        kwargs: dict[str, int] = {}
        for key, attr in cls.KEYS.items():
            if key not in props:
                continue
            raw = props[key]
            if isinstance(raw, str):
                try:
                    kwargs[attr] = int(raw.strip())
                except ValueError:
                    raise RaftConfigError(f"{key}: expected an integer, got {raw!r}") from None
            else:
                kwargs[attr] = raw
        return cls(**kwargs)

    def to_properties(self) -> dict[str, str]:
        return {key: str(getattr(self, attr)) for key, attr in self.KEYS.items()}
