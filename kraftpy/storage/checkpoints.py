"""Checkpoint files in Kafka's text formats, replaced atomically (temp file, fsync, rename, fsync of the dir).

Offset checkpoints (per log dir: ``recovery-point-offset-checkpoint``, ``replication-offset-checkpoint``,
``log-start-offset-checkpoint``)::

    0                       <- version
    2                       <- number of entries
    my-topic 0 1234         <- topic partition offset
    other 3 99

Leader-epoch checkpoint (per partition: ``leader-epoch-checkpoint``): version 0, count, then ``epoch startOffset``
lines.

``partition.metadata`` (per partition)::

    version: 0
    topic_id: <topic id in Kafka's URL-safe base64 form, 22 characters>

A missing file reads as empty; a malformed one raises :class:`CheckpointError` with the file and the bad line.
"""

from __future__ import annotations

import base64
import uuid
from collections.abc import Callable, Iterable, Mapping
from typing import TypeVar

from .errors import StorageError
from .fs import FileSystem

__all__ = [
    "LEADER_EPOCH_CHECKPOINT",
    "LOG_START_OFFSET_CHECKPOINT",
    "PARTITION_METADATA_FILE",
    "RECOVERY_POINT_CHECKPOINT",
    "REPLICATION_OFFSET_CHECKPOINT",
    "CheckpointError",
    "read_leader_epoch_checkpoint",
    "read_offset_checkpoint",
    "read_partition_metadata",
    "topic_id_from_string",
    "topic_id_to_string",
    "write_leader_epoch_checkpoint",
    "write_offset_checkpoint",
    "write_partition_metadata",
]

RECOVERY_POINT_CHECKPOINT = "recovery-point-offset-checkpoint"
REPLICATION_OFFSET_CHECKPOINT = "replication-offset-checkpoint"
LOG_START_OFFSET_CHECKPOINT = "log-start-offset-checkpoint"
LEADER_EPOCH_CHECKPOINT = "leader-epoch-checkpoint"
PARTITION_METADATA_FILE = "partition.metadata"

_VERSION = 0
_T = TypeVar("_T")

TopicPartition = tuple[str, int]


class CheckpointError(StorageError):
    """A checkpoint file that cannot be parsed."""


def _write(fs: FileSystem, path: str, lines: list[str]) -> None:
    text = f"{_VERSION}\n{len(lines)}\n" + "".join(line + "\n" for line in lines)
    fs.write_atomic(path, text.encode())


def _read(fs: FileSystem, path: str, parse: Callable[[list[str]], _T]) -> list[_T]:
    try:
        raw = fs.read_file(path)
    except FileNotFoundError:
        return []
    try:
        lines = raw.decode().splitlines()
    except UnicodeDecodeError:
        raise CheckpointError(f"Checkpoint file [{path}] is not UTF-8 text") from None
    if not lines:
        return []

    def malformed(line: str) -> CheckpointError:
        return CheckpointError(f"Malformed line in checkpoint file [{path}]: {line!r}")

    try:
        version = int(lines[0])
    except ValueError:
        raise malformed(lines[0]) from None
    if version != _VERSION:
        raise CheckpointError(
            f"Unrecognised version: {version}, expected version: {_VERSION} in checkpoint file at: {path}"
        )
    if len(lines) < 2:
        return []
    try:
        expected = int(lines[1])
    except ValueError:
        raise malformed(lines[1]) from None
    entries = []
    for line in lines[2:]:
        try:
            entries.append(parse(line.split()))
        except (ValueError, IndexError):
            raise malformed(line) from None
    if len(entries) != expected:
        raise CheckpointError(
            f"Expected [{expected}] entries in checkpoint file [{path}], but found only [{len(entries)}]"
        )
    return entries


def _parse_offset_line(parts: list[str]) -> tuple[TopicPartition, int]:
    if len(parts) != 3:
        raise ValueError("expected 3 fields")
    partition = int(parts[1])
    offset = int(parts[2])
    if partition < 0 or offset < 0:
        raise ValueError("negative")
    return (parts[0], partition), offset


def write_offset_checkpoint(fs: FileSystem, path: str, offsets: Mapping[TopicPartition, int]) -> None:
    """Write ``topic partition offset`` entries (sorted, so the file is deterministic)."""
    lines = [f"{topic} {partition} {offset}" for (topic, partition), offset in sorted(offsets.items())]
    _write(fs, path, lines)


def read_offset_checkpoint(fs: FileSystem, path: str) -> dict[TopicPartition, int]:
    return dict(_read(fs, path, _parse_offset_line))


def _parse_epoch_line(parts: list[str]) -> tuple[int, int]:
    if len(parts) != 2:
        raise ValueError("expected 2 fields")
    epoch = int(parts[0])
    offset = int(parts[1])
    if epoch < 0 or offset < 0:
        raise ValueError("negative")
    return epoch, offset


def write_leader_epoch_checkpoint(fs: FileSystem, path: str, entries: Iterable[tuple[int, int]]) -> None:
    """Write ``epoch startOffset`` entries in order."""
    _write(fs, path, [f"{epoch} {offset}" for epoch, offset in entries])


def read_leader_epoch_checkpoint(fs: FileSystem, path: str) -> list[tuple[int, int]]:
    return _read(fs, path, _parse_epoch_line)


# ------------------------------------------------------------------------------------- partition.metadata


def topic_id_to_string(topic_id: uuid.UUID) -> str:
    """Kafka's form of a Uuid: URL-safe base64 of the 16 bytes, without padding."""
    return base64.urlsafe_b64encode(topic_id.bytes).decode().rstrip("=")


def topic_id_from_string(text: str) -> uuid.UUID:
    raw = text.strip()
    try:
        data = base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4))
    except (ValueError, TypeError):
        raise ValueError(f"invalid topic id {text!r}") from None
    if len(data) != 16:
        raise ValueError(f"invalid topic id {text!r}: {len(data)} bytes, expected 16")
    return uuid.UUID(bytes=data)


def write_partition_metadata(fs: FileSystem, path: str, topic_id: uuid.UUID) -> None:
    text = f"version: {_VERSION}\ntopic_id: {topic_id_to_string(topic_id)}\n"
    fs.write_atomic(path, text.encode())


def read_partition_metadata(fs: FileSystem, path: str) -> uuid.UUID | None:
    """The topic id in a ``partition.metadata`` file, or None when the file does not exist."""
    try:
        raw = fs.read_file(path)
    except FileNotFoundError:
        return None
    try:
        lines = raw.decode().splitlines()
    except UnicodeDecodeError:
        raise CheckpointError(f"Partition metadata file [{path}] is not UTF-8 text") from None

    def malformed(line: str) -> CheckpointError:
        return CheckpointError(f"Malformed line in checkpoint file [{path}]: {line!r}")

    if len(lines) < 2:
        raise malformed(lines[0] if lines else "")
    version_parts = lines[0].split()
    if len(version_parts) != 2 or version_parts[0] != "version:":
        raise malformed(lines[0])
    try:
        version = int(version_parts[1])
    except ValueError:
        raise malformed(lines[0]) from None
    if version < _VERSION:
        raise CheckpointError(f"Unrecognized version of partition metadata file ({path}): {version}")
    id_parts = lines[1].split()
    if len(id_parts) != 2 or id_parts[0] != "topic_id:":
        raise malformed(lines[1])
    try:
        topic_id = topic_id_from_string(id_parts[1])
    except ValueError:
        raise malformed(lines[1]) from None
    if topic_id.int == 0:
        raise CheckpointError(f"Invalid topic ID in partition metadata file ({path})")
    return topic_id
