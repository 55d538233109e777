"""Compression codecs of record batches (attributes bits 0-2), on top of ``cramjam``.

* gzip: a gzip stream (RFC 1952), as ``java.util.zip.GZIPOutputStream`` writes;
* snappy: the xerial framing the Java client writes (``\\x82SNAPPY\\x00``, int32 version, int32 compatible
  version, then big-endian int32-length-prefixed raw snappy blocks of 32 KiB input); raw snappy is decoded too;
* lz4: the LZ4 frame format, written with independent blocks (the Java client rejects linked blocks);
* zstd: a zstd frame.

Decompression is guarded against decompression bombs: the output never grows beyond `max_size` bytes, and
whatever exceeds it (or fails to decode) raises :class:`CorruptRecordError`.
"""

from __future__ import annotations

import enum
import struct

import cramjam

from ..errors import CorruptRecordError, DecompressionLimitError, EncodeError

__all__ = [
    "DEFAULT_MAX_DECOMPRESSED_SIZE",
    "CompressionType",
    "compress",
    "decompress",
]

BytesLike = bytes | bytearray | memoryview

DEFAULT_MAX_DECOMPRESSED_SIZE = 64 * 1024 * 1024
"""Default bound of a decompressed records area (64 MiB)."""


class CompressionType(enum.IntEnum):
    NONE = 0
    GZIP = 1
    SNAPPY = 2
    LZ4 = 3
    ZSTD = 4


_XERIAL_MAGIC = b"\x82SNAPPY\x00"
_XERIAL_HEADER = _XERIAL_MAGIC + struct.pack(">ii", 1, 1)
_XERIAL_HEADER_SIZE = 16
_XERIAL_BLOCK_SIZE = 32 * 1024
_U32 = struct.Struct(">I")

_DEFAULT_ZSTD_LEVEL = 3  # Kafka's default compression.zstd.level
_MIN_BUFFER = 256
_INITIAL_RATIO = 4  # first output buffer guess: 4x the input when the stream gives no size hint
_TRUSTED_RATIO = 64  # a size hint larger than this ratio is not trusted for the first allocation
_GROWTH = 4

# cramjam's `decompress_into` fails with this message when the output buffer is too small.
_OVERFLOW_MESSAGE = "failed to write whole buffer"


def _codec_name(codec: int) -> str:
    try:
        return CompressionType(codec).name.lower()
    except ValueError:
        return f"codec {codec}"


def compress(codec: int, data: BytesLike, level: int | None = None) -> bytes:
    """Compress `data` with `codec` (a :class:`CompressionType` value) the way the Java client does."""
    if codec == CompressionType.NONE:
        return bytes(data)
    try:
        if codec == CompressionType.GZIP:
            return bytes(cramjam.gzip.compress(data, level=level))
        if codec == CompressionType.SNAPPY:
            return _xerial_encode(data)
        if codec == CompressionType.LZ4:
            compressor = cramjam.lz4.Compressor(level=level, content_checksum=False, block_linked=False)
            compressor.compress(data if type(data) is bytes else bytes(data))  # accepts only bytes
            return bytes(compressor.finish())
        if codec == CompressionType.ZSTD:
            return bytes(cramjam.zstd.compress(data, level=_DEFAULT_ZSTD_LEVEL if level is None else level))
    except cramjam.CompressionError as exc:
        raise EncodeError(f"{_codec_name(codec)} compression failed: {exc}") from None
    raise EncodeError(f"unknown compression codec {codec}")


def _xerial_encode(data: BytesLike) -> bytes:
    view = memoryview(data)
    parts = [_XERIAL_HEADER]
    for start in range(0, len(view), _XERIAL_BLOCK_SIZE):
        block = cramjam.snappy.compress_raw(view[start : start + _XERIAL_BLOCK_SIZE])
        parts.append(_U32.pack(len(block)))
        parts.append(bytes(block))
    return b"".join(parts)


def decompress(codec: int, data: BytesLike, max_size: int = DEFAULT_MAX_DECOMPRESSED_SIZE) -> BytesLike:
    """Decompress `data`; the result holds at most `max_size` bytes.

    Returns `data` itself for codec NONE, otherwise a new ``bytearray``. Raises :class:`CorruptRecordError` for
    an unknown codec, a stream that does not decode, or output beyond `max_size`.
    """
    if codec == CompressionType.NONE:
        if len(data) > max_size:
            raise _too_large(codec, max_size)
        return data
    if codec == CompressionType.SNAPPY:
        return _snappy_decode(memoryview(data), max_size)
    if codec == CompressionType.GZIP:
        return _decompress_into(cramjam.gzip, codec, data, _gzip_size_hint(data), max_size)
    if codec == CompressionType.LZ4:
        return _decompress_into(cramjam.lz4, codec, data, _lz4_size_hint(data), max_size)
    if codec == CompressionType.ZSTD:
        return _decompress_into(cramjam.zstd, codec, data, _zstd_size_hint(data), max_size)
    raise CorruptRecordError(f"unknown compression codec {codec}", field="attributes")


def _too_large(codec: int, max_size: int) -> DecompressionLimitError:
    return DecompressionLimitError(f"{_codec_name(codec)} data decompresses to more than {max_size} bytes")


def _failed(codec: int, exc: Exception) -> CorruptRecordError:
    return CorruptRecordError(f"{_codec_name(codec)} decompression failed: {exc}")


def _decompress_into(module: object, codec: int, data: BytesLike, hint: int | None, max_size: int) -> bytearray:
    """Decompress into a bounded buffer, growing it (up to `max_size`) while the output does not fit."""
    if hint is not None and hint > max_size:
        raise _too_large(codec, max_size)
    trusted = max(_MIN_BUFFER, len(data) * _TRUSTED_RATIO)
    if hint is not None and hint <= trusted:
        size = max(hint, _MIN_BUFFER)
    else:
        size = max(_MIN_BUFFER, len(data) * _INITIAL_RATIO)
    size = min(size, max(max_size, _MIN_BUFFER))
    decompress_into = module.decompress_into  # type: ignore[attr-defined]
    while True:
        out = bytearray(size)
        try:
            n = decompress_into(data, out)
        except cramjam.DecompressionError as exc:
            if _OVERFLOW_MESSAGE not in str(exc):
                raise _failed(codec, exc) from None
            if size >= max_size:
                raise _too_large(codec, max_size) from None
            size = min(size * _GROWTH, max_size)
            continue
        if n > max_size:
            raise _too_large(codec, max_size)
        del out[n:]
        return out


def _gzip_size_hint(data: BytesLike) -> int | None:
    """ISIZE, the uncompressed size modulo 2**32 in the last four bytes of a gzip member."""
    if len(data) < 18:
        return None
    return int.from_bytes(data[-4:], "little")


def _lz4_size_hint(data: BytesLike) -> int | None:
    """The optional content size of an LZ4 frame descriptor."""
    if len(data) < 15 or bytes(data[:4]) != b"\x04\x22\x4d\x18" or not data[4] & 0x08:
        return None
    return int.from_bytes(data[6:14], "little")


_ZSTD_DID_SIZES = (0, 1, 2, 4)
_ZSTD_FCS_SIZES = (0, 2, 4, 8)


def _zstd_size_hint(data: BytesLike) -> int | None:
    """The optional frame content size of a zstd frame header."""
    if len(data) < 6 or bytes(data[:4]) != b"\x28\xb5\x2f\xfd":
        return None
    descriptor = data[4]
    single_segment = descriptor & 0x20
    fcs_flag = descriptor >> 6
    pos = 5 + (0 if single_segment else 1) + _ZSTD_DID_SIZES[descriptor & 0x03]
    fcs_size = _ZSTD_FCS_SIZES[fcs_flag] or (1 if single_segment else 0)
    if fcs_size == 0 or len(data) < pos + fcs_size:
        return None
    value = int.from_bytes(data[pos : pos + fcs_size], "little")
    return value + 256 if fcs_size == 2 else value


def _snappy_decode(view: memoryview, max_size: int) -> bytearray:
    if len(view) >= len(_XERIAL_MAGIC) and view[: len(_XERIAL_MAGIC)] == _XERIAL_MAGIC:
        return _xerial_decode(view, max_size)
    codec = CompressionType.SNAPPY
    try:
        size = cramjam.snappy.decompress_raw_len(view)
        if size > max_size:
            raise _too_large(codec, max_size)
        out = bytearray(size)
        n = cramjam.snappy.decompress_raw_into(view, out)
    except cramjam.DecompressionError as exc:
        raise _failed(codec, exc) from None
    del out[n:]
    return out


def _xerial_decode(view: memoryview, max_size: int) -> bytearray:
    codec = CompressionType.SNAPPY
    end = len(view)
    if end < _XERIAL_HEADER_SIZE:
        raise CorruptRecordError("truncated xerial snappy header")
    blocks: list[tuple[memoryview, int]] = []
    total = 0
    pos = _XERIAL_HEADER_SIZE
    try:
        while pos < end:
            if end - pos < 4:
                raise CorruptRecordError("truncated xerial snappy block length", offset=pos)
            (length,) = _U32.unpack_from(view, pos)
            pos += 4
            if length > end - pos:
                raise CorruptRecordError(f"xerial snappy block of {length} bytes runs past the end", offset=pos)
            block = view[pos : pos + length]
            size = cramjam.snappy.decompress_raw_len(block)
            total += size
            if total > max_size:
                raise _too_large(codec, max_size)
            blocks.append((block, size))
            pos += length
        out = bytearray(total)
        target = memoryview(out)
        at = 0
        for block, size in blocks:
            n = cramjam.snappy.decompress_raw_into(block, target[at : at + size])
            if n != size:
                raise CorruptRecordError("xerial snappy block shorter than its declared length")
            at += n
        target.release()
    except cramjam.DecompressionError as exc:
        raise _failed(codec, exc) from None
    return out
