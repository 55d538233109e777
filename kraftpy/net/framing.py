"""Size-prefixed Kafka frames: `FrameBuffer` cuts received bytes into frames (the client side of
`kraftpy.net.client`; the server connection inlines the same scheme in its hot path), `FrameSizeError` is a size
prefix out of bounds."""

from __future__ import annotations

import struct

from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.records import new_buffer

__all__ = ["DIRECT_MIN", "FrameBuffer", "FrameSizeError", "copy_into_frame"]

#: a frame with at least this many bytes still to come is read into a buffer of its own (`direct_buffer`, here and
#: in the server connection): its bytes land where it is parsed, with no copy out of the driver's read buffer and
#: no join of its pieces
DIRECT_MIN = 64 * 1024

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


def copy_into_frame(chunks: list[bytes], head: int, size: int) -> bytearray:
    """A buffer of `size` bytes for one frame, starting with the bytes of `chunks` from `head` on (the rest is
    not initialized: the reads that follow fill it)."""
    frame = new_buffer(size)
    view = memoryview(frame)
    pos = 0
    for chunk in chunks:
        piece = memoryview(chunk)[head:]
        view[pos : pos + len(piece)] = piece
        pos += len(piece)
        head = 0
    return frame


class FrameBuffer:
    """Accumulates received bytes and cuts them into size-prefixed frames.

    Frames are returned as memoryviews of the received (immutable) bytes, without copying. A frame that arrives in
    many pieces is joined once, when its last piece is there, so a large frame costs linear time; or, where the
    driver reads into buffers (`direct_buffer`), the rest of a large frame is read straight into a buffer of the
    frame's own, which is never written again once the frame is cut. The size prefix
    is checked as soon as its four bytes are in: an oversized frame is refused before any of its body is kept
    (`error` is set, the buffer is emptied and nothing more is returned; the frames before it are returned first).
    """

    __slots__ = ("_avail", "_chunks", "_direct", "_head", "_need", "error", "max_size", "min_size")

    def __init__(self, max_size: int, min_size: int = 0) -> None:
        if max_size < 0:
            raise ValueError(f"max_size must be >= 0, got {max_size}")
        self.max_size = max_size
        self.min_size = min_size
        self._chunks: list[bytes] = []
        self._head = 0  # consumed bytes at the start of _chunks[0]
        self._avail = 0  # unconsumed bytes
        self._need = 4  # bytes needed before another frame can be cut
        # the head frame's own buffer while the driver reads into it: then _chunks is [_direct], _head 0, _avail
        # the bytes filled, _need its length
        self._direct: bytearray | None = None
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
        if self._direct is not None:  # bytes fed while a frame is read into its own buffer follow its filled part
            self._chunks = [bytes(memoryview(self._direct)[: self._avail])]
            self._direct = None
        self._chunks.append(data)
        self._avail += len(data)

    def direct_buffer(self, min_rest: int) -> memoryview | None:
        """Where to read next when the head frame is partly here and at least `min_rest` of its bytes are still to
        come: a view of the rest of a buffer of the frame's own (what is buffered of it already is copied there
        once); report the read with `direct_received`. None: read as usual and `feed` the bytes."""
        need = self._need
        avail = self._avail
        if need - avail < min_rest or self.error is not None:
            return None
        frame = self._direct
        if frame is None:
            if not self._chunks:
                return None
            frame = copy_into_frame(self._chunks, self._head, need)
            self._direct = frame
            self._chunks = [frame]  # type: ignore[list-item]
            self._head = 0
        return memoryview(frame)[avail:need]

    def direct_received(self, nbytes: int) -> None:
        """`nbytes` arrived at the start of the view `direct_buffer` gave."""
        self._avail += nbytes
        if self._avail >= self._need:
            self._direct = None  # whole: cut as any buffered bytes

    def clear(self) -> None:
        self._direct = None
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
