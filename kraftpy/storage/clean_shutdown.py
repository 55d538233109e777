"""The clean-shutdown marker of KIP-966: ``.kafka_cleanshutdown`` in every log directory.

Content: JSON ``{"version":0,"brokerEpoch":N}`` (N = -1 when the node never obtained a broker epoch), Kafka's
spelling, which is what kraftpy writes. On read the KIP-966 text's spelling ``{"BrokerEpoch":N}`` is accepted as
well (Kafka's wins when a file holds both). Unknown fields are ignored on read; anything else unreadable means
"no epoch".

Life cycle (driven by :class:`~kraftpy.storage.log_manager.LogManager`):

1. At start-up, **before** any log is loaded, the epoch is read from every configured log dir
   (:func:`read_broker_epoch`): it is known only when every dir is online, holds a readable marker, and all of them
   agree. The node sends it as BrokerRegistration's ``PreviousBrokerEpoch`` (-1 when unknown) so the controller
   can tell a clean restart from an unclean one (KIP-966: ISR/ELR members that restarted uncleanly are removed).
2. Each dir's marker decides whether its logs need recovery (existence is enough, as in Kafka), and is deleted -
   durably, the directory is fsynced - as that dir's logs are loaded, so a crash during loading or later counts as
   unclean at the next start (KAFKA-10471).
3. At clean shutdown it is written (temp file, fsync, rename, fsync of the dir) only after every log of the dir
   was flushed and closed and the checkpoints were written, and only for dirs whose logs all loaded.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Collection, Sequence

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, StrictInt, ValidationError

from .fs import FileSystem, join

__all__ = [
    "CLEAN_SHUTDOWN_FILE",
    "CleanShutdownMarker",
    "delete_marker",
    "marker_exists",
    "read_broker_epoch",
    "read_marker",
    "write_marker",
]

logger = logging.getLogger(__name__)

CLEAN_SHUTDOWN_FILE = ".kafka_cleanshutdown"
CURRENT_VERSION = 0


class CleanShutdownMarker(BaseModel):
    """The JSON content of the marker (camelCase on disk; the seed's ``BrokerEpoch`` is read too)."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True, frozen=True)

    version: StrictInt = CURRENT_VERSION
    broker_epoch: StrictInt = Field(
        alias="brokerEpoch", validation_alias=AliasChoices("brokerEpoch", "BrokerEpoch"), ge=-1, le=2**63 - 1
    )

    def to_json(self) -> str:
        return json.dumps({"version": self.version, "brokerEpoch": self.broker_epoch}, separators=(",", ":"))


def _path(log_dir: str) -> str:
    return join(log_dir, CLEAN_SHUTDOWN_FILE)


def marker_exists(fs: FileSystem, log_dir: str) -> bool:
    return fs.is_file(_path(log_dir))


def read_marker(fs: FileSystem, log_dir: str) -> CleanShutdownMarker | None:
    """The marker of `log_dir`, or None when it is missing or unreadable (garbage, wrong types, no epoch)."""
    path = _path(log_dir)
    try:
        raw = fs.read_file(path)
    except FileNotFoundError:
        return None
    except OSError as e:
        logger.debug("Fail to read the clean shutdown file in %s: %s", path, e)
        return None
    try:
        return CleanShutdownMarker.model_validate_json(raw)
    except ValidationError as e:
        logger.debug("Fail to read the clean shutdown file in %s: %s", path, e.errors()[0]["msg"] if e.errors() else e)
        return None


def write_marker(fs: FileSystem, log_dir: str, broker_epoch: int) -> None:
    """Write the marker durably (temp, fsync, rename, fsync dir)."""
    marker = CleanShutdownMarker(version=CURRENT_VERSION, brokerEpoch=broker_epoch)
    fs.write_atomic(_path(log_dir), marker.to_json().encode())


def delete_marker(fs: FileSystem, log_dir: str) -> bool:
    """Delete the marker and fsync the dir; return whether there was one."""
    if fs.remove_if_exists(_path(log_dir)):
        fs.fsync_dir(log_dir)
        return True
    return False


def read_broker_epoch(fs: FileSystem, log_dirs: Sequence[str], offline_dirs: Collection[str] = ()) -> int | None:
    """The broker epoch all log dirs agree on, or None ("no epoch": send PreviousBrokerEpoch -1).

    None when any configured dir is offline or missing, lacks a readable marker, or the dirs disagree (a dir
    holding -1 disagrees with one holding an epoch).
    """
    epoch: int | None = None
    for d in log_dirs:
        if d in offline_dirs or not fs.is_dir(d):
            logger.info("Unable to read the broker epoch: log dir %s is offline.", d)
            return None
        marker = read_marker(fs, d)
        if marker is None:
            logger.info("Unable to read the broker epoch in %s.", d)
            return None
        if epoch is not None and marker.broker_epoch != epoch:
            logger.info("Found different broker epochs in %s. Other=%d vs current=%d.", d, epoch, marker.broker_epoch)
            return None
        epoch = marker.broker_epoch
    return epoch
