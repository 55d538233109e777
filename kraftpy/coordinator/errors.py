"""The group coordinator's error rules: which group ids are valid, and how a failed write is answered."""

from __future__ import annotations

from kraftpy.protocol.error_codes import ErrorCode

__all__ = ["MAX_GROUP_ID_BYTES", "coordinator_error", "group_id_error"]

E = ErrorCode
MAX_GROUP_ID_BYTES = 32_767  # a __consumer_offsets key holds the group id as an int16-length string


def group_id_error(group_id: str | None, *, empty_ok: bool = False) -> int:
    if group_id is None or (not group_id and not empty_ok):
        return int(E.INVALID_GROUP_ID)
    if len(group_id.encode("utf-8", "surrogatepass")) > MAX_GROUP_ID_BYTES:
        return int(E.INVALID_GROUP_ID)
    return 0


def coordinator_error(code: int, *, offsets: bool = False) -> int:
    """The error of a failed write (the broker's append error, or the runtime's) as the coordinator answers it
    (Kafka's mapping)."""
    if code in (
        E.UNKNOWN_TOPIC_OR_PARTITION,
        E.NOT_ENOUGH_REPLICAS,
        E.NOT_ENOUGH_REPLICAS_AFTER_APPEND,
        E.REQUEST_TIMED_OUT,
    ):
        return int(E.COORDINATOR_NOT_AVAILABLE)
    if code in (E.NOT_LEADER_OR_FOLLOWER, E.KAFKA_STORAGE_ERROR, E.NOT_COORDINATOR):
        return int(E.NOT_COORDINATOR)
    if code in (E.MESSAGE_TOO_LARGE, E.RECORD_LIST_TOO_LARGE, E.INVALID_FETCH_SIZE):
        return int(E.INVALID_COMMIT_OFFSET_SIZE) if offsets else int(E.UNKNOWN_SERVER_ERROR)
    if code in (E.COORDINATOR_NOT_AVAILABLE, E.COORDINATOR_LOAD_IN_PROGRESS):
        return code
    return int(E.UNKNOWN_SERVER_ERROR) if code else 0
