"""Size-prefixed Kafka frames: `FrameBuffer` cuts received bytes into frames (the client side of
`kraftpy.net.client`; the server connection inlines the same scheme in its hot path), `FrameSizeError` is a size
prefix out of bounds."""

from __future__ import annotations

import struct

from kraftpy.protocol.errors import ProtocolError

__all__ = ["FrameBuffer", "FrameSizeError"]

_unpack_size_from = struct.Struct(">i").unpack_from


class FrameSizeError(ProtocolError):
    """A frame size prefix that is negative or larger than the configured maximum."""

    def __init__(self, size: int, max_size: int, min_size: int = 0) -> None:
        self.size = size
        self.max_size = max_size
        if size < 0:
            text = f"Invalid receive (size = {size})"
        elif size < min_size:
            text = f"Invalid receive (size = {size} smaller than {min_size})"
        else:
            text = f"Invalid receive (size = {size} larger than {max_size})"
        super().__init__(text, error_code=42)


class FrameBuffer:
    """Accumulates received bytes and cuts them into size-prefixed frames.

    Frames are returned as memoryviews of the received (immutable) bytes, without copying. A frame that arrives in
    many pieces is joined once, when its last piece is there, so a large frame costs linear time. The size prefix
    is checked as soon as its four bytes are in: an oversized frame is refused before any of its body is kept
    (`error` is set, the buffer is emptied and nothing more is returned; the frames before it are returned first).
    """

    __slots__ = ("_avail", "_chunks", "_head", "_need", "error", "max_size", "min_size")

    def __init__(self, max_size: int, min_size: int = 0) -> None:
        if max_size < 0:
            raise ValueError(f"max_size must be >= 0, got {max_size}")
        self.max_size = max_size
        self.min_size = min_size
        self._chunks: list[bytes] = []
        self._head = 0  # consumed bytes at the start of _chunks[0]
        self._avail = 0  # unconsumed bytes
        self._need = 4  # bytes needed before another frame can be cut
        self.error: FrameSizeError | None = None

    @property
    def buffered(self) -> int:
        """Bytes received and not yet returned as frames (prefixes included)."""
        return self._avail

    def feed(self, data: bytes | bytearray | memoryview) -> None:
        if not data or self.error is not None:
            return
        if type(data) is not bytes:
            data = bytes(data)  # a caller's bytearray may change under our memoryviews
        self._chunks.append(data)
        self._avail += len(data)

    def clear(self) -> None:
        self._chunks = []
        self._head = 0
        self._avail = 0
        self._need = 4

    def pop_frames(self, limit: int) -> list[memoryview]:
        """Up to `limit` complete frames (payloads without their size prefix), oldest first.

        A size prefix outside [min_size, max_size] sets `error` (a `FrameSizeError`) and clears the buffer; the
        frames before it are still returned.
        """
        if limit <= 0 or self._avail < self._need or self.error is not None:
            return []
        chunks = self._chunks
        if len(chunks) == 1:
            buf = chunks[0]
            pos = self._head
        else:
            first = chunks[0]
            if self._head:
                chunks[0] = first[self._head :]
            buf = b"".join(chunks)
            pos = 0
        n = len(buf)
        mv = memoryview(buf)
        frames: list[memoryview] = []
        append = frames.append
        max_size = self.max_size
        min_size = self.min_size
        need = 4
        while True:
            if n - pos < 4:
                need = 4
                break
            (size,) = _unpack_size_from(buf, pos)
            if size > max_size or size < min_size:
                self.clear()
                self.error = FrameSizeError(size, max_size, min_size)
                return frames
            end = pos + 4 + size
            if end > n:
                need = 4 + size
                break
            append(mv[pos + 4 : end])
            pos = end
            if len(frames) >= limit:
                need = 4  # more may be buffered: let the next call look
                break
        if pos == n:
            self._chunks = []
            self._head = 0
            self._avail = 0
        else:
            self._chunks = [buf]
            self._head = pos
            self._avail = n - pos
        self._need = need
        return frames
