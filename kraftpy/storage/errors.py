"""Exceptions of the storage layer, each carrying the Kafka error code a request handler should answer with."""

from __future__ import annotations

from kraftpy.protocol.error_codes import ErrorCode

__all__ = [
    "CorruptIndexError",
    "CorruptLogError",
    "InvalidOffsetError",
    "LogConfigError",
    "LogDirFailureError",
    "LogOfflineError",
    "OffsetOutOfRangeError",
    "RecordBatchTooLargeError",
    "StorageError",
]


class StorageError(Exception):
    """Base class of storage errors; `error_code` is the Kafka error code describing the problem."""

    error_code: int = ErrorCode.KAFKA_STORAGE_ERROR

    def __init__(self, message: str, *, error_code: int | None = None) -> None:
        super().__init__(message)
        if error_code is not None:
            self.error_code = error_code


class LogConfigError(StorageError, ValueError):
    """A log config key or value that is not valid; the message names the key and what is wrong."""

    error_code = ErrorCode.INVALID_CONFIG

    def __init__(self, key: str, message: str) -> None:
        self.key = key
        super().__init__(f"{key}: {message}")


class CorruptLogError(StorageError):
    """A segment that cannot be recovered without losing data that follows the damage.

    The partition is marked offline; nothing is truncated. `path` and `position` locate the first bad byte.
    """

    def __init__(self, message: str, *, path: str | None = None, position: int | None = None) -> None:
        self.path = path
        self.position = position
        super().__init__(message)


class CorruptIndexError(StorageError):
    """An index file that fails its sanity check (it is rebuilt from the segment)."""


class LogOfflineError(StorageError):
    """The log was closed or taken offline after an I/O error or detected corruption."""


class LogDirFailureError(LogOfflineError):
    """An I/O error (a full disk, a failed device) while a log used its directory: the whole log dir is unhealthy,
    not only this log (Kafka's KafkaStorageException)."""


class OffsetOutOfRangeError(StorageError):
    """A read or lookup outside [log start offset, log end offset]."""

    error_code = ErrorCode.OFFSET_OUT_OF_RANGE


class RecordBatchTooLargeError(StorageError):
    """An append larger than a segment (RECORD_LIST_TOO_LARGE) or a batch above max.message.bytes."""

    error_code = ErrorCode.RECORD_LIST_TOO_LARGE


class InvalidOffsetError(StorageError):
    """Follower data whose offsets do not continue the log (non-monotonic, or below the log end offset)."""

    error_code = ErrorCode.UNKNOWN_SERVER_ERROR
