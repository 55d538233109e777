"""Exceptions of the protocol layer."""

from __future__ import annotations


class ProtocolError(Exception):
    """Base class of protocol-layer errors. `error_code` is the Kafka error code that describes the problem."""

    error_code: int = -1  # UNKNOWN_SERVER_ERROR

    def __init__(self, message: str, *, error_code: int | None = None) -> None:
        super().__init__(message)
        if error_code is not None:
            self.error_code = error_code


class DecodeError(ProtocolError):
    """Bytes that cannot be decoded: truncated, malformed or hostile input.

    `message` names the message (or record structure) being decoded, `field` the field being read when the input
    ran out or turned out to be invalid, and `offset` the byte position when known.
    """

    error_code = 42  # INVALID_REQUEST

    def __init__(
        self,
        reason: str,
        *,
        message: str | None = None,
        field: str | None = None,
        offset: int | None = None,
        error_code: int | None = None,
    ) -> None:
        self.reason = reason
        self.message_name = message
        self.field = field
        self.offset = offset
        where = ""
        if message is not None:
            where = message if field is None else f"{message}.{field}"
        elif field is not None:
            where = field
        text = f"{where}: {reason}" if where else reason
        if offset is not None:
            text += f" (at byte {offset})"
        super().__init__(text, error_code=error_code)


class CorruptRecordError(DecodeError):
    """A record batch or record that fails validation (bad CRC, bad lengths, bad attributes)."""

    error_code = 2  # CORRUPT_MESSAGE


class InvalidRecordError(CorruptRecordError):
    """A record inside a well-framed batch that breaks the format's rules (lengths, varints, offsets, headers,
    the record count): Kafka's INVALID_RECORD. `record_index` is the record's position in its batch when known
    (ProduceResponse's RecordErrors carry it); `record_errors` lists every bad record found, (index, reason), when
    the check went on past the first one (as Kafka's validator lists every keyless record of a compacted topic)."""

    error_code = 87  # INVALID_RECORD

    def __init__(
        self,
        reason: str,
        *,
        record_index: int | None = None,
        message: str | None = None,
        field: str | None = None,
        offset: int | None = None,
        record_errors: list[tuple[int, str]] | None = None,
    ) -> None:
        super().__init__(reason, message=message, field=field, offset=offset)
        self.record_index = record_index
        self.record_errors = (
            record_errors
            if record_errors is not None
            else ([(record_index, reason)] if record_index is not None else [])
        )


class DecompressionLimitError(CorruptRecordError):
    """Compressed records that decompress to more than the allowed size (a decompression bomb, or a batch built
    beyond the topic's max.message.bytes)."""

    error_code = 87  # INVALID_RECORD


class EncodeError(ProtocolError):
    """A value that cannot be encoded in the requested version (or at all)."""
