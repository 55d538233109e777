"""Values shared by the raft modules: the metadata partition's identity, offsets with epochs, errors."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "METADATA_PARTITION",
    "METADATA_TOPIC",
    "NO_EPOCH",
    "NO_LEADER",
    "NotLeaderError",
    "OffsetAndEpoch",
    "RaftError",
    "RaftStateError",
    "compare_log_ends",
]

METADATA_TOPIC = "__cluster_metadata"
METADATA_PARTITION = 0
NO_LEADER = -1
NO_EPOCH = -1


@dataclass(frozen=True, slots=True)
class OffsetAndEpoch:
    """An end offset (exclusive) with the epoch of the entry just before it; also a snapshot id."""

    offset: int
    epoch: int

    def __str__(self) -> str:
        return f"(offset={self.offset}, epoch={self.epoch})"


def compare_log_ends(epoch_a: int, offset_a: int, epoch_b: int, offset_b: int) -> int:
    """Raft's "more up to date" order: the last epoch first, then the end offset. Returns -1, 0 or 1."""
    if epoch_a != epoch_b:
        return -1 if epoch_a < epoch_b else 1
    if offset_a != offset_b:
        return -1 if offset_a < offset_b else 1
    return 0


class RaftError(Exception):
    """Base error of the raft layer; `error_code` is the Kafka error code describing it."""

    error_code: int = -1  # UNKNOWN_SERVER_ERROR

    def __init__(self, message: str, *, error_code: int | None = None) -> None:
        super().__init__(message)
        if error_code is not None:
            self.error_code = error_code


class NotLeaderError(RaftError):
    """An append or snapshot request reached a node that is not the leader (of that epoch)."""

    error_code = 6  # NOT_LEADER_OR_FOLLOWER


class RaftStateError(RaftError):
    """The core detected a state that Raft's invariants forbid (e.g. a truncation below the high watermark,
    two leaders in one epoch). The node must stop: continuing could lose committed data."""
