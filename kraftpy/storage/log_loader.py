"""Loading a partition log: its directory name, leftovers, the topic id, the leader-epoch cache and recovery.

:meth:`Log.open <kraftpy.storage.log.Log.open>` calls :func:`load_log`, which parses the directory name and
returns the state a ``Log`` is built from; nothing here is on the produce or fetch path.

Recovery rules
    * Leftovers are removed first: ``*.deleted``, ``*.cleaned`` and ``*.tmp`` files, and index files without a
      ``.log``.
    * A ``<base>.log.swap`` file is a cleaned segment the log cleaner committed before a crash
      (:meth:`Log.replace_segments <kraftpy.storage.log.Log.replace_segments>`): its batches are validated (whole,
      CRC-32C, offsets increasing; the cleaner fsynced it before the commit), the segments it replaces - every
      segment whose base offset lies in ``[base, its next offset)`` - are deleted, the directory fsynced, and the
      ``.swap`` renamed to ``<base>.log`` (its indexes are rebuilt). A ``.swap`` that is empty or invalid cannot
      come from a commit: the log is left offline (:class:`~kraftpy.storage.errors.CorruptLogError`). Offset and
      time index files with ``.swap`` are removed (a swap that did not commit, or indexes rebuilt anyway). The
      transaction index cannot be rebuilt here (its entries come from the producers' state): a
      ``<base>.txnindex.swap`` is renamed to ``<base>.txnindex`` after the swap's ``.log`` (when its
      ``<base>.log.swap`` is there, or neither that nor ``<base>.log.cleaned`` is: the crash came between the two
      renames of the swap's last step), and removed when ``<base>.log.cleaned`` is (a swap that did not commit).
    * Transaction indexes (:mod:`kraftpy.storage.txn_index`) are sanitized as they are read, and lose the entries
      whose ``lastOffset`` is at or beyond their segment's recovered end.
    * Clean shutdown (the log dir had the clean-shutdown marker): checkpoints and indexes are trusted; each segment
      only has its indexes sanity-checked and the batches after its last index entry scanned. The recovery point
      becomes the log end offset.
    * Unclean shutdown: the segments below the segment holding the recovery point are trusted the same way; that
      segment and all later ones are recovered: every batch is validated (magic, lengths, CRC-32C, offsets
      increasing), the indexes are rebuilt and the leader-epoch cache re-derived from the batch headers.
    * A torn or corrupt **tail** (a partial batch, zeros, garbage with no valid batch after it) is truncated, and a
      warning says which file, at which byte, how many bytes and why. A damaged segment that is followed by data -
      a valid batch later in the same segment, or a later non-empty segment - is corruption in the **middle**:
      :class:`~kraftpy.storage.errors.CorruptLogError` names the file and byte position, nothing is truncated, and
      the caller (the LogManager) marks the partition offline.
    * Afterwards the log start offset is ``max(checkpoint, first segment's base offset)`` (if the log end fell
      below the checkpointed start, all segments are deleted and the log starts empty at the checkpointed
      offset), the epoch cache is cut to ``[log start, log end]``, and the recovery point is ``min(checkpoint,
      log end)``: recovered data that was read back from the page cache is not assumed to be on disk.

The metadata log (``__cluster_metadata-0``) is opened like Kafka's with ``recovery_point=0`` and
``had_clean_shutdown=False``: it is always fully recovered.
"""

from __future__ import annotations

import logging
import uuid
from bisect import bisect_right
from collections.abc import Callable
from typing import NamedTuple

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import CorruptRecordError
from kraftpy.protocol.records.batch import BATCH_OVERHEAD, LOG_OVERHEAD, check_batch

from .checkpoints import (
    LEADER_EPOCH_CHECKPOINT,
    PARTITION_METADATA_FILE,
    CheckpointError,
    read_partition_metadata,
    write_partition_metadata,
)
from .config import LogConfig
from .epoch_cache import LeaderEpochCache
from .errors import CorruptIndexError, CorruptLogError, StorageError
from .fs import FileSystem, join, parent_dir
from .segment import (
    CLEANED_SUFFIX,
    DELETED_SUFFIX,
    INDEX_SUFFIX,
    LOG_SUFFIX,
    SWAP_SUFFIX,
    TIME_INDEX_SUFFIX,
    TXN_INDEX_SUFFIX,
    LogSegment,
    offset_from_file_name,
    segment_file_name,
)

__all__ = [
    "LoadedLog",
    "load_log",
    "load_segments",
    "parse_topic_partition",
    "remove_leftovers",
    "topic_partition_dir_name",
]

# the log's own logger: what loading reports reads as before, under the Log's name
logger = logging.getLogger("kraftpy.storage.log")

_TMP_SUFFIX = ".tmp"
_LOG_SWAP = LOG_SUFFIX + SWAP_SUFFIX
_TXN_SWAP = TXN_INDEX_SUFFIX + SWAP_SUFFIX


def topic_partition_dir_name(topic: str, partition: int) -> str:
    return f"{topic}-{partition}"


def parse_topic_partition(name: str) -> tuple[str, int]:
    """``("my-topic", 3)`` for the directory name ``my-topic-3``; ValueError with Kafka's explanation otherwise."""
    topic, sep, part = name.rpartition("-")
    if not sep or not topic or not part.isdigit() or (len(part) > 1 and part[0] == "0"):
        raise ValueError(
            f"Found directory {name}, '{name}' is not in the form of topic-partition or "
            "topic-partition.uniqueId-delete (if marked for deletion). If a directory does not contain Kafka topic "
            "data it should not exist in Kafka's log directory"
        )
    return topic, int(part)


class LoadedLog(NamedTuple):
    """What :func:`load_log` recovered: the state a ``Log`` is built from."""

    directory: str
    topic: str
    partition: int
    log_prefix: str
    segments: list[LogSegment]
    epoch_cache: LeaderEpochCache
    topic_id: uuid.UUID | None
    log_start_offset: int
    recovery_point: int
    high_watermark: int


def load_log(
    fs: FileSystem,
    directory: str,
    config: LogConfig,
    clock: Callable[[], int],
    *,
    recovery_point: int,
    log_start_offset: int,
    high_watermark: int | None,
    had_clean_shutdown: bool,
    topic_id: uuid.UUID | None,
    create: bool,
) -> LoadedLog:
    """Create (if `create`) and recover the log in `directory` (named ``<topic>-<partition>``) by the module's
    rules; `clock` gives the time in milliseconds.

    Raises :class:`CorruptLogError` for corruption that recovery must not truncate, and
    :class:`StorageError` (INCONSISTENT_TOPIC_ID) when `topic_id` differs from ``partition.metadata``.
    """
    directory = directory.rstrip("/")
    name = directory.rsplit("/", 1)[-1]
    topic, partition = parse_topic_partition(name)
    prefix = f"[Log partition={topic}-{partition}, dir={parent_dir(directory)}] "
    now = clock()
    if not fs.exists(directory):
        if not create:
            raise FileNotFoundError(f"log directory {directory} does not exist")
        for created in fs.makedirs(directory):
            fs.fsync_dir(parent_dir(created))

    # 1. leftovers
    bases = remove_leftovers(fs, directory, prefix)

    # 2. topic id
    pm_path = join(directory, PARTITION_METADATA_FILE)
    try:
        existing_id = read_partition_metadata(fs, pm_path)
    except CheckpointError as e:
        logger.warning("%s%s; ignoring it", prefix, e)
        existing_id = None
    if topic_id is not None and existing_id is not None and topic_id != existing_id:
        raise StorageError(
            f"{prefix}Tried to assign topic ID {topic_id} to log for topic partition {topic}-{partition}, but "
            f"log already contained topic ID {existing_id}",
            error_code=ErrorCode.INCONSISTENT_TOPIC_ID,
        )
    if topic_id is not None and existing_id is None:
        write_partition_metadata(fs, pm_path, topic_id)
    topic_id = topic_id or existing_id

    # 3. epoch cache
    epoch_path = join(directory, LEADER_EPOCH_CHECKPOINT)
    rebuild_all_epochs = False
    try:
        cache = LeaderEpochCache.load(fs, epoch_path, log_prefix=prefix)
    except CheckpointError as e:
        logger.warning("%s%s; rebuilding the leader epoch cache from the log", prefix, e)
        cache = LeaderEpochCache(fs, epoch_path, log_prefix=prefix)
        rebuild_all_epochs = True
    epochs_before = cache.entries

    # 4. segments
    segments: list[LogSegment] = []
    try:
        segments = load_segments(
            fs,
            directory,
            bases,
            config,
            now,
            cache,
            prefix,
            recovery_point=recovery_point,
            had_clean_shutdown=had_clean_shutdown,
        )
        if rebuild_all_epochs:
            cache.clear(flush=False)
            for seg in segments:
                for h in seg.iter_batches():
                    epoch = h.partition_leader_epoch
                    latest = cache.latest_epoch
                    if epoch >= 0 and (latest is None or epoch > latest):
                        cache.assign(epoch, h.base_offset, flush=False)

        # 5. log start offset and end offset
        log_end = segments[-1].next_offset if segments else log_start_offset
        if segments and log_end < log_start_offset:
            logger.warning(
                "%sDeleting all segments because logEndOffset (%d) is smaller than logStartOffset %d. This could "
                "happen if segment files were deleted from the file system.",
                prefix,
                log_end,
                log_start_offset,
            )
            for seg in segments:
                seg.delete_files()
            segments = []
            cache.clear(flush=False)
        if not segments:
            segments.append(LogSegment.create(fs, directory, log_start_offset, config, now))
            fs.fsync_dir(directory)
        log_start = max(log_start_offset, segments[0].base_offset)
        log_end = segments[-1].next_offset
        # start first: an empty log (start == end) keeps no entry
        cache.truncate_from_start(log_start, flush=False)
        cache.truncate_from_end(log_end, flush=False)
        if cache.entries != epochs_before or rebuild_all_epochs:
            cache.flush()
    except BaseException:
        for seg in segments:
            seg.close_handles()
        raise
    rp = log_end if had_clean_shutdown else max(min(recovery_point, log_end), 0)
    hw = log_start if high_watermark is None else min(max(high_watermark, log_start), log_end)
    return LoadedLog(directory, topic, partition, prefix, segments, cache, topic_id, log_start, rp, hw)


def remove_leftovers(fs: FileSystem, directory: str, prefix: str) -> list[int]:
    """Remove the leftovers of interrupted deletions and writes, complete interrupted compaction swaps (an invalid
    ``.swap`` raises CorruptLogError); return the base offsets of the segments, sorted."""
    swaps: list[int] = []
    listed = fs.listdir(directory)
    present = set(listed)
    renamed = False
    for fname in listed:
        if fname.endswith((DELETED_SUFFIX, CLEANED_SUFFIX, _TMP_SUFFIX)):
            logger.info("%sDeleting stray temporary file %s", prefix, fname)
            fs.remove_if_exists(join(directory, fname))
        elif fname.endswith(_LOG_SWAP):
            try:
                swaps.append(offset_from_file_name(fname))
            except ValueError:
                logger.warning("%sIgnoring unexpected file %s", prefix, fname)
        elif fname.endswith(_TXN_SWAP):
            stem = fname[: -len(_TXN_SWAP)]
            if stem + _LOG_SWAP in present:
                continue  # completed with its swap below
            if stem + LOG_SUFFIX + CLEANED_SUFFIX in present:
                logger.info("%sDeleting index file %s of a compaction swap that did not commit", prefix, fname)
                fs.remove_if_exists(join(directory, fname))
                continue
            # the last step of a completed swap: the cleaned segment's .log has its name already
            logger.info("%sCompleting the swap of transaction index %s", prefix, fname)
            fs.rename(join(directory, fname), join(directory, stem + TXN_INDEX_SUFFIX))
            renamed = True
        elif fname.endswith(SWAP_SUFFIX):
            logger.info("%sDeleting index file %s of a compaction swap", prefix, fname)
            fs.remove_if_exists(join(directory, fname))
    if renamed:
        fs.fsync_dir(directory)
    for base in sorted(swaps):
        _complete_swap(fs, directory, base, prefix)
    names = fs.listdir(directory)
    bases: list[int] = []
    for fname in names:
        if fname.endswith(LOG_SUFFIX):
            try:
                bases.append(offset_from_file_name(fname))
            except ValueError:
                logger.warning("%sIgnoring unexpected file %s", prefix, fname)
    base_set = set(bases)
    for fname in names:
        if fname.endswith((INDEX_SUFFIX, TIME_INDEX_SUFFIX, TXN_INDEX_SUFFIX)):
            try:
                base = offset_from_file_name(fname)
            except ValueError:
                continue
            if base not in base_set:
                logger.warning("%sFound an orphaned index file %s, with no corresponding log file.", prefix, fname)
                fs.remove_if_exists(join(directory, fname))
    bases.sort()
    return bases


def _swap_end(fs: FileSystem, path: str, base: int, prefix: str) -> int:
    """The next offset of the committed swap segment at `path`, after checking every batch of it."""

    def invalid(why: str, position: int) -> CorruptLogError:
        return CorruptLogError(
            f"{prefix}Found compaction swap file {path} that {why}; it cannot come from a committed cleaning, so the "
            "log is left offline",
            path=path,
            position=position,
        )

    with fs.open(path) as fh:
        size = fh.size
        if size == 0:
            raise invalid("is empty", 0)
        pos = 0
        expected = base
        while pos < size:
            head = fh.pread(pos, LOG_OVERHEAD)
            length = int.from_bytes(head[8:12], "big", signed=True) if len(head) == LOG_OVERHEAD else -1
            if length < BATCH_OVERHEAD - LOG_OVERHEAD or pos + LOG_OVERHEAD + length > size:
                raise invalid(f"has a torn or invalid batch at byte {pos}", pos)
            try:
                h = check_batch(memoryview(fh.pread(pos, LOG_OVERHEAD + length)), 0, verify_crc=True)
            except CorruptRecordError as e:
                raise invalid(f"has a corrupt batch at byte {pos} ({e.reason})", pos) from None
            assert h is not None
            if h.base_offset < expected:
                raise invalid(f"has offsets going backwards at byte {pos}", pos)
            expected = h.base_offset + h.last_offset_delta + 1
            pos += LOG_OVERHEAD + length
    return expected


def _complete_swap(fs: FileSystem, directory: str, base: int, prefix: str) -> None:
    """Finish the swap of the committed cleaned segment ``<base>.log.swap`` (module docstring)."""
    swap = join(directory, segment_file_name(base, _LOG_SWAP))
    end = _swap_end(fs, swap, base, prefix)
    logger.info(
        "%sCompleting an interrupted compaction swap: %s replaces the segments with base offsets in [%d, %d)",
        prefix,
        swap,
        base,
        end,
    )
    for fname in fs.listdir(directory):
        if fname.endswith((LOG_SUFFIX, INDEX_SUFFIX, TIME_INDEX_SUFFIX, TXN_INDEX_SUFFIX)):
            try:
                offset = offset_from_file_name(fname)
            except ValueError:
                continue
            if base <= offset < end:
                fs.remove_if_exists(join(directory, fname))
    fs.fsync_dir(directory)  # the replaced segments are gone before the swap takes their place
    fs.rename(swap, join(directory, segment_file_name(base)))
    # the cleaned segment's transaction index after its .log (a crash in between: see remove_leftovers)
    txn_swap = join(directory, segment_file_name(base, _TXN_SWAP))
    if fs.exists(txn_swap):
        fs.rename(txn_swap, join(directory, segment_file_name(base, TXN_INDEX_SUFFIX)))
    fs.fsync_dir(directory)


def load_segments(
    fs: FileSystem,
    directory: str,
    bases: list[int],
    config: LogConfig,
    now: int,
    cache: LeaderEpochCache,
    prefix: str,
    *,
    recovery_point: int,
    had_clean_shutdown: bool,
) -> list[LogSegment]:
    """Open the segments at `bases` and recover those the rules say (the leader-epoch entries of recovered
    segments are re-derived into `cache`, not flushed); return them, a torn tail and empty segments after it
    removed."""
    segments: list[LogSegment] = []
    rebuild: set[int] = set()
    try:
        for base in bases:
            seg, needs_rebuild = LogSegment.open(fs, directory, base, config, now)
            segments.append(seg)
            if needs_rebuild:
                rebuild.add(base)
        if had_clean_shutdown:
            recover_from = len(segments)
        else:
            recover_from = max(bisect_right(bases, recovery_point) - 1, 0)
        prev_next = -1
        i = 0
        while i < len(segments):
            seg = segments[i]
            if seg.base_offset < prev_next:
                raise CorruptLogError(
                    f"{prefix}Segment {seg.log_path} starts at offset {seg.base_offset}, below the end "
                    f"{prev_next} of the previous segment",
                    path=seg.log_path,
                    position=0,
                )
            unclean = i >= recover_from
            recover = unclean or seg.base_offset in rebuild
            if not recover:
                try:
                    seg.load_trusted()
                except (CorruptIndexError, CorruptLogError) as e:
                    logger.warning("%s%s; recovering segment %d", prefix, e, seg.base_offset)
                    recover = True
            if recover:
                if unclean:
                    logger.info(
                        "%sRecovering unflushed segment %d. %d/%d recovered.",
                        prefix,
                        seg.base_offset,
                        i - recover_from,
                        len(segments) - recover_from,
                    )
                    cache.truncate_from_end(seg.base_offset, flush=False)

                    def on_epoch(epoch: int, offset: int) -> None:
                        latest = cache.latest_epoch
                        if latest is None or epoch > latest:
                            cache.assign(epoch, offset, flush=False)

                    result = seg.recover(on_epoch)
                else:
                    logger.info("%sRebuilding the indexes of segment %d", prefix, seg.base_offset)
                    result = seg.recover(None)
                if result.truncated_bytes:
                    logger.warning(
                        "%sFound invalid messages in log segment %s at byte offset %d: %s. Truncated %d bytes.",
                        prefix,
                        seg.log_path,
                        result.valid_bytes,
                        result.reason,
                        result.truncated_bytes,
                    )
                    later = segments[i + 1 :]
                    non_empty = [s for s in later if s.size > 0]
                    if non_empty:
                        raise CorruptLogError(
                            f"{prefix}Segment {seg.log_path} has an invalid tail at byte {result.valid_bytes} "
                            f"({result.reason}) but later segment {non_empty[0].log_path} holds data; refusing "
                            "to truncate it",
                            path=seg.log_path,
                            position=result.valid_bytes,
                        )
                    for s in later:
                        logger.warning("%sDeleting empty segment %s after the truncated one", prefix, s.log_path)
                        s.delete_files()
                    del segments[i + 1 :]
            prev_next = seg.next_offset
            i += 1
        return segments
    except BaseException:
        for seg in segments:
            seg.close_handles()
        raise
