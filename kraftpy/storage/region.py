"""File regions: bytes of a segment file that a Fetch response sends without reading them into memory.

A `FileRegion` stands where a response's record bytes go (a FetchResponse partition's ``records``): ``len()`` is
the length of the region, so the generated encoders write the right length prefix, while its content as a buffer is
a 16-byte random marker, so the encoded response is the response without the record bytes, each region's marker
where its bytes belong. `split_encoded` cuts the encoded response at the markers into the parts to send in order:
the bytes between regions, and the regions themselves, which a plaintext connection hands to ``sendfile(2)``
(page cache to socket, as Kafka does) and an encrypting one reads (`FileRegion.read`) and writes.

A region holds its own duplicate of the file descriptor (taken when it is made, closed by `close` or when the
region is garbage collected), so a segment closed or deleted meanwhile is still read correctly; a file truncated
meanwhile (a follower truncating its log) gives fewer bytes than promised: `read` raises `RegionTruncatedError` and
the connection must be closed, since the response's length prefixes can no longer be honoured (Kafka closes it too).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence

__all__ = ["MARKER_SIZE", "FileRegion", "RegionTruncatedError", "split_encoded"]

MARKER_SIZE = 16


class RegionTruncatedError(OSError):
    """The file holds fewer bytes than the region promised (it was truncated after the region was made)."""


class FileRegion(bytes):
    """`length` bytes of an open file from `offset` (see the module docstring)."""

    fd: int
    offset: int
    length: int

    def __new__(cls, fd: int, offset: int, length: int) -> FileRegion:
        if fd < 0 or offset < 0 or length < 0:
            raise ValueError(f"invalid file region fd={fd} offset={offset} length={length}")
        self = super().__new__(cls, os.urandom(MARKER_SIZE))
        self.fd = os.dup(fd)
        self.offset = offset
        self.length = length
        return self

    def __len__(self) -> int:
        return self.length

    @property
    def marker(self) -> bytes:
        """The bytes that stand for the region in an encoded response."""
        return bytes(memoryview(self))

    @property
    def closed(self) -> bool:
        return self.fd < 0

    def read(self, skip: int = 0) -> bytes:
        """The region's bytes from `skip` on. Raises `RegionTruncatedError` when the file is shorter now."""
        if self.fd < 0:
            raise ValueError("read of a closed file region")
        want = self.length - skip
        parts: list[bytes] = []
        got = 0
        while got < want:
            chunk = os.pread(self.fd, want - got, self.offset + skip + got)
            if not chunk:
                raise RegionTruncatedError(
                    f"file region of {self.length} bytes at {self.offset} ends after {skip + got} bytes"
                )
            parts.append(chunk)
            got += len(chunk)
        return parts[0] if len(parts) == 1 else b"".join(parts)

    def close(self) -> None:
        fd = self.fd
        if fd >= 0:
            self.fd = -1
            os.close(fd)

    def __del__(self) -> None:
        fd = getattr(self, "fd", -1)
        if fd >= 0:
            self.fd = -1
            with contextlib.suppress(OSError):
                os.close(fd)

    def __repr__(self) -> str:
        return f"FileRegion(fd={self.fd}, offset={self.offset}, length={self.length})"


def split_encoded(encoded: bytes, regions: Sequence[FileRegion]) -> list[bytes | FileRegion] | None:
    """`encoded` (a message encoded with `regions` as field values, in this order) cut into the parts to send:
    the bytes before, between and after the regions, and the regions. None when a marker is not found exactly
    once, in order (then encode the message with the regions read instead)."""
    parts: list[bytes | FileRegion] = []
    pos = 0
    for r in regions:
        marker = r.marker
        i = encoded.find(marker, pos)
        if i < 0 or encoded.find(marker, i + MARKER_SIZE) >= 0 or encoded.rfind(marker, 0, i) >= 0:
            return None
        if i > pos:
            parts.append(encoded[pos:i])
        parts.append(r)
        pos = i + MARKER_SIZE
    if pos < len(encoded):
        parts.append(encoded[pos:])
    return parts
