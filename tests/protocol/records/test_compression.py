from __future__ import annotations

import contextlib
import gzip
import struct

import cramjam
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kraftpy.protocol.errors import CorruptRecordError, DecodeError, EncodeError
from kraftpy.protocol.records.compression import CompressionType, compress, decompress

CODECS = list(CompressionType)
COMPRESSED = [c for c in CompressionType if c != CompressionType.NONE]


@pytest.mark.parametrize("codec", CODECS)
@pytest.mark.parametrize("size", [0, 1, 100, 32 * 1024, 32 * 1024 + 1, 200_000])
def test_round_trip(codec: int, size: int) -> None:
    data = (b"kafka records " * (size // 14 + 1))[:size]
    compressed = compress(codec, data)
    assert bytes(decompress(codec, compressed)) == data
    assert bytes(decompress(codec, memoryview(compressed))) == data
    assert bytes(decompress(codec, bytearray(compressed))) == data


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(CODECS), st.binary(max_size=5000))
def test_round_trip_random(codec: int, data: bytes) -> None:
    assert bytes(decompress(codec, compress(codec, data))) == data


def test_snappy_uses_xerial_framing_with_32k_blocks() -> None:
    data = bytes(range(256)) * 300  # 76800 bytes: three blocks
    out = compress(CompressionType.SNAPPY, data)
    assert out[:16] == b"\x82SNAPPY\x00" + struct.pack(">ii", 1, 1)
    pos, blocks = 16, []
    while pos < len(out):
        (length,) = struct.unpack_from(">i", out, pos)
        blocks.append(bytes(cramjam.snappy.decompress_raw(out[pos + 4 : pos + 4 + length])))
        pos += 4 + length
    assert [len(b) for b in blocks] == [32768, 32768, 11264]
    assert b"".join(blocks) == data


def test_snappy_decodes_raw_snappy() -> None:
    data = b"raw snappy without framing" * 50
    assert bytes(decompress(CompressionType.SNAPPY, bytes(cramjam.snappy.compress_raw(data)))) == data


def test_lz4_writes_independent_blocks_without_content_checksum() -> None:
    out = compress(CompressionType.LZ4, b"x" * 100_000)
    assert out[:4] == b"\x04\x22\x4d\x18"
    flg = out[4]
    assert flg >> 6 == 1  # version
    assert flg & 0x20  # block independence: the Java client rejects linked blocks
    assert not flg & 0x04  # no content checksum


def test_gzip_is_a_standard_gzip_stream() -> None:
    assert gzip.decompress(compress(CompressionType.GZIP, b"hello" * 100)) == b"hello" * 100
    assert bytes(decompress(CompressionType.GZIP, gzip.compress(b"hello" * 100))) == b"hello" * 100


def test_zstd_frames_with_and_without_content_size() -> None:
    data = b"zstd" * 10_000
    one_shot = bytes(cramjam.zstd.compress(data))  # carries the frame content size
    compressor = cramjam.zstd.Compressor()
    compressor.compress(data)
    streamed = bytes(compressor.finish())  # does not
    for stream in (one_shot, streamed):
        assert bytes(decompress(CompressionType.ZSTD, stream)) == data


def test_unknown_codec() -> None:
    with pytest.raises(EncodeError):
        compress(5, b"x")
    with pytest.raises(CorruptRecordError):
        decompress(7, b"x")


@pytest.mark.parametrize("codec", CODECS)
def test_max_size_is_enforced(codec: int) -> None:
    data = bytes(1_000_000)
    compressed = compress(codec, data)
    assert len(decompress(codec, compressed, max_size=1_000_000)) == 1_000_000
    with pytest.raises(CorruptRecordError, match="more than 999999 bytes"):
        decompress(codec, compressed, max_size=999_999)


@pytest.mark.parametrize("codec", COMPRESSED)
def test_decompression_bomb_is_stopped(codec: int) -> None:
    # 256 MiB of zeros compress to little; decoding stops at the bound instead of inflating everything.
    if codec == CompressionType.SNAPPY:
        block = bytes(cramjam.snappy.compress_raw(bytes(32 * 1024)))
        bomb = b"\x82SNAPPY\x00" + struct.pack(">ii", 1, 1) + (struct.pack(">i", len(block)) + block) * 8192
    elif codec == CompressionType.LZ4:
        c = cramjam.lz4.Compressor(block_linked=False)
        for _ in range(256):
            c.compress(bytes(1 << 20))
        bomb = bytes(c.finish())
    else:
        module = cramjam.gzip if codec == CompressionType.GZIP else cramjam.zstd
        c = module.Compressor()
        for _ in range(256):
            c.compress(bytes(1 << 20))
        bomb = bytes(c.finish())
    with pytest.raises(CorruptRecordError, match="more than"):
        decompress(codec, bomb, max_size=4 << 20)


def test_lying_size_hints_are_handled() -> None:
    data = b"abc" * 100_000
    gz = bytearray(gzip.compress(data))
    gz[-4:] = struct.pack("<I", 10)  # ISIZE claims 10 bytes
    with pytest.raises(CorruptRecordError):
        decompress(CompressionType.GZIP, bytes(gz))  # the gzip trailer check fails
    gz[-4:] = struct.pack("<I", 1 << 31)  # claims 2 GiB
    with pytest.raises(CorruptRecordError):
        decompress(CompressionType.GZIP, bytes(gz), max_size=1 << 20)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(CODECS), st.binary(max_size=300))
def test_random_input_raises_only_corrupt_record_error(codec: int, data: bytes) -> None:
    try:
        out = decompress(codec, data, max_size=1 << 20)
    except DecodeError as exc:
        assert isinstance(exc, CorruptRecordError)
    else:
        assert len(out) <= 1 << 20


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(COMPRESSED),
    st.binary(min_size=1, max_size=2000),
    st.lists(st.tuples(st.integers(min_value=0), st.integers(min_value=0, max_value=255)), min_size=1, max_size=4),
    st.integers(min_value=0),
)
def test_mutated_and_truncated_streams(codec: int, data: bytes, edits: list[tuple[int, int]], cut: int) -> None:
    stream = bytearray(compress(codec, data * 3))
    for where, byte in edits:
        stream[where % len(stream)] = byte
    for candidate in (bytes(stream), bytes(stream[: cut % len(stream)])):
        with contextlib.suppress(CorruptRecordError):
            decompress(codec, candidate, max_size=1 << 20)
