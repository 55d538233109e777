"""The metadata log's files as typed rows: planning (which files, which of them make the replay chain), walking
batches with damage detection, and decoding every record through kraftpy's codecs.

Two decoders give the same rows: `decode_piece`, the reference, yields one tuple per row; `decode_piece_columns`,
which the data source (:mod:`.source`) and the single-process path run, decodes the records a metadata log holds
millions of (PartitionRecord, PartitionChangeRecord, TopicRecord) straight into per-column buffers (`ColumnBuffers`)
that :mod:`.columns` hands to Arrow, and leaves every other record to the reference. Nothing here imports pyspark or
pyarrow.

**Files.** A metadata log directory (``__cluster_metadata-0``, or a node's metadata log dir holding it) has
segments (``<20-digit base offset>.log``) and snapshots (``<20-digit end offset>-<10-digit epoch>.checkpoint``).
Every file is read; leftovers (``.part``, ``.deleted``, ``.swap``, ``.cleaned``) are not. Snapshot records carry
offsets from 0 inside their file.

**Replay chain.** The rows that rebuild the cluster's history without overlap get ``replayed = true``: when the
segments start at offset 0, every segment record (the whole history; snapshots are then redundant); otherwise the
oldest snapshot that ends at or after the first segment's base offset, plus the segment records from its end
offset on (a node's log starts at its latest snapshot: older records may still sit in the first segment). A gap
between the chosen snapshot and the segments is reported as a ``gap`` row.

**Offsets.** ``offset`` is the record's offset in its file (the log offset for segments); ``log_offset`` orders
every row on one axis: the log offset for segment records, and ``end offset - 1`` for a snapshot's records (the
state they describe is the state after that offset), ties broken by ``offset``.

**Damage.** Walking a file stops at the first batch that fails kraftpy's checks (structure, CRC-32C) or is cut
short; the rows of the batches before it are kept and one ``damage`` row names the file, the batch's byte position
and the reason (a warning is logged too). A record that its batch holds intact but kraftpy cannot decode (an
unknown record type or version) becomes an ``unknown`` row that keeps the value's bytes in ``raw``. Nothing here
raises on bad input.

**Flattened columns.** For PartitionChangeRecords, ``None`` means "unchanged" (the record's -2/-1 sentinels and
absent lists); for PartitionRecords every field is set (absent ELR lists as empty lists). ``fenced`` and
``in_controlled_shutdown`` of a BrokerRegistrationChangeRecord are ``None`` when the record does not change them.
``json`` is the record in Kafka's JSON form (``{"type":"PARTITION_RECORD","version":2,"data":{...}}``, as
``kraftpy dump-log`` prints it; SCRAM secrets redacted): :mod:`kraftpy.protocol.json_form`, except for TopicRecord,
PartitionRecord and PartitionChangeRecord, whose text the fast path writes from the fields it decoded itself.
"""

from __future__ import annotations

import base64
import itertools
import json
import logging
import os
import struct
import uuid
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from kraftpy.metadata.partition import PartitionRegistration
from kraftpy.metadata.records import (
    PARTITION_CHANGE_RECORD_TYPE,
    PARTITION_RECORD_TYPE,
    TOPIC_RECORD_TYPE,
    decode_partition_change_value,
    decode_partition_value,
    decode_record,
    decode_topic_value,
)
from kraftpy.protocol.codec import Message
from kraftpy.protocol.errors import CorruptRecordError, ProtocolError
from kraftpy.protocol.json_form import CONTROL_RECORD_NAMES, record_type_name, to_json_object
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages import raft_records as rr
from kraftpy.protocol.records import (
    LOG_OVERHEAD,
    BatchHeader,
    batch_values,
    check_batch,
    decode_batch,
    parse_control_key,
    read_uvarint,
)
from kraftpy.raft.records import decode_control_value
from kraftpy.raft.types import METADATA_PARTITION, METADATA_TOPIC, RaftError
from kraftpy.storage.fs import FileSystem, RealFileSystem, join
from kraftpy.storage.log import topic_partition_dir_name
from kraftpy.storage.segment import LOG_SUFFIX
from kraftpy.storage.snapshots import SNAPSHOT_SUFFIX, parse_snapshot_file_name

__all__ = [
    "COLUMNS",
    "FLAT_COLUMNS",
    "ColumnBuffers",
    "ListBuffer",
    "Shape",
    "SparseListBuffer",
    "LogFile",
    "LogPlan",
    "Piece",
    "decode_piece",
    "decode_piece_columns",
    "file_rows",
    "plan_log",
    "plan_pieces",
    "resolve_metadata_dir",
    "walk_batches",
]

logger = logging.getLogger(__name__)

METADATA_DIR_NAME = topic_partition_dir_name(METADATA_TOPIC, METADATA_PARTITION)
SEGMENT = "segment"
SNAPSHOT = "snapshot"
CHUNK = 8 * 1024 * 1024
NEVER = 2**63 - 1  # replay_from of a file none of whose rows is replayed

# row kinds
METADATA = "metadata"
CONTROL = "control"
UNKNOWN = "unknown"
DAMAGE = "damage"
GAP = "gap"

# Column names in row order; the types are in `kraftpy.analytics.columns`.
HEAD_COLUMNS = (
    "file",
    "file_type",
    "position",
    "batch_base_offset",
    "raft_epoch",
    "timestamp",
    "timestamp_ms",
    "is_control",
    "offset",
    "log_offset",
    "replayed",
    "kind",
    "record_type",
    "type_name",
    "version",
)
_OFFSET = HEAD_COLUMNS.index("offset")
FLAT_COLUMNS = (
    # partitions and topics
    "topic_id",
    "topic_name",
    "partition",
    "replicas",
    "isr",
    "leader",
    "leader_epoch",
    "partition_epoch",
    "leader_recovery_state",
    "elr",
    "last_known_elr",
    "last_known_leader",
    "adding_replicas",
    "removing_replicas",
    "directories",
    # brokers and producer ids
    "broker_id",
    "broker_epoch",
    "incarnation_id",
    "fenced",
    "in_controlled_shutdown",
    "rack",
    "endpoints",
    # configs and features
    "resource_type",
    "resource_name",
    "config_name",
    "config_value",
    "feature_name",
    "feature_level",
    "next_producer_id",
    # raft control records
    "leader_id",
    "voters",
    "granting_voters",
    "target_voters",
    "kraft_version",
)
TAIL_COLUMNS = ("json", "raw", "error")
COLUMNS = HEAD_COLUMNS + FLAT_COLUMNS + TAIL_COLUMNS
_F = {name: i for i, name in enumerate(FLAT_COLUMNS)}
_NFLAT = len(FLAT_COLUMNS)
_EMPTY_FLAT: tuple[Any, ...] = (None,) * _NFLAT

Row = tuple[Any, ...]


# ============================================================================================== planning


@dataclass(frozen=True, slots=True)
class LogFile:
    """One segment or snapshot file. Rows with ``offset >= replay_from`` belong to the replay chain."""

    path: str
    name: str
    kind: str  # SEGMENT or SNAPSHOT
    base_offset: int  # a segment's base offset; 0 for a snapshot
    snapshot_end: int  # a snapshot's end offset (exclusive); -1 for a segment
    snapshot_epoch: int
    size: int
    replay_from: int

    def log_offset(self, offset: int) -> int:
        return offset if self.kind == SEGMENT else self.snapshot_end - 1


@dataclass(frozen=True, slots=True)
class LogPlan:
    directory: str
    files: tuple[LogFile, ...]
    chain_snapshot: str | None  # name of the snapshot the replay chain starts from
    chain_start: int  # first log offset replayed from the segments
    gaps: tuple[str, ...] = ()  # one message per hole in the chain


def resolve_metadata_dir(path: str, fs: FileSystem | None = None) -> str:
    """The ``__cluster_metadata-0`` directory for `path`: that directory itself, or a log dir holding it."""
    fs = fs or RealFileSystem()
    path = os.path.abspath(path) if isinstance(fs, RealFileSystem) else path.rstrip("/")
    inner = join(path, METADATA_DIR_NAME)
    if fs.is_dir(inner):
        return inner
    if fs.is_dir(path):
        return path
    raise FileNotFoundError(f"{path}: no such directory")


def plan_log(path: str, fs: FileSystem | None = None) -> LogPlan:
    """The files of a metadata log directory (see the module docstring), oldest first, snapshots before the
    segments they precede."""
    fs = fs or RealFileSystem()
    directory = resolve_metadata_dir(path, fs)
    segments: list[tuple[int, str]] = []
    snapshots: list[tuple[int, int, str]] = []
    for name in sorted(fs.listdir(directory)):
        if name.endswith(LOG_SUFFIX):
            digits = name[: -len(LOG_SUFFIX)]
            if len(digits) == 20 and digits.isdigit():
                segments.append((int(digits), name))
        elif name.endswith(SNAPSHOT_SUFFIX):
            parsed = parse_snapshot_file_name(name)
            if parsed is not None and parsed[1] == SNAPSHOT_SUFFIX:
                snapshots.append((parsed[0].offset, parsed[0].epoch, name))
    segments.sort()
    snapshots.sort()
    first_segment = segments[0][0] if segments else None
    chain: tuple[int, int, str] | None = None
    gaps: list[str] = []
    if first_segment is None:
        chain = snapshots[-1] if snapshots else None
    elif first_segment > 0:
        later = [s for s in snapshots if s[0] >= first_segment]
        if later:
            chain = later[0]
        elif snapshots:
            chain = snapshots[-1]
            gaps.append(
                f"{directory}: records {chain[0]} to {first_segment - 1} are in no file (the latest "
                f"snapshot {chain[2]} ends before the first segment starts at {first_segment})"
            )
        else:
            gaps.append(
                f"{directory}: records 0 to {first_segment - 1} are in no file (no snapshot; the first "
                f"segment starts at {first_segment})"
            )
    chain_start = chain[0] if chain is not None else (first_segment or 0)
    files: list[LogFile] = []
    for offset, epoch, name in snapshots:
        p = join(directory, name)
        files.append(
            LogFile(
                p,
                name,
                SNAPSHOT,
                0,
                offset,
                epoch,
                fs.file_size(p),
                0 if chain is not None and name == chain[2] else NEVER,
            )
        )
    for base, name in segments:
        p = join(directory, name)
        files.append(LogFile(p, name, SEGMENT, base, -1, -1, fs.file_size(p), chain_start))
    files.sort(key=lambda f: (f.base_offset if f.kind == SEGMENT else f.snapshot_end - 1, f.kind == SEGMENT))
    return LogPlan(directory, tuple(files), chain[2] if chain else None, chain_start, tuple(gaps))


@dataclass(frozen=True, slots=True)
class Piece:
    """A byte range of one file decoded by one task: the batches that start in [start, end)."""

    file: LogFile
    start: int = 0
    end: int = NEVER
    min_offset: int = -1  # rows below this offset are left out (streaming)
    max_offset: int = NEVER  # rows at or above it are left out (streaming)
    partial_tail_ok: bool = False  # a batch cut short at the end of the file is not written yet (streaming)


def plan_pieces(plan: LogPlan, split_bytes: int = 0, fs: FileSystem | None = None) -> list[Piece]:
    """One piece per file; with `split_bytes` > 0, files larger than that are cut at batch boundaries into pieces
    of about that size."""
    fs = fs or RealFileSystem()
    pieces: list[Piece] = []
    for f in plan.files:
        if split_bytes <= 0 or f.size <= split_bytes:
            pieces.append(Piece(f))
            continue
        cuts = [0]
        for pos in _batch_positions(fs, f.path, f.size):
            if pos - cuts[-1] >= split_bytes:
                cuts.append(pos)
        cuts.append(NEVER)
        pieces.extend(Piece(f, a, b) for a, b in itertools.pairwise(cuts))
    return pieces


_LENGTH = struct.Struct(">qi")


def _batch_positions(fs: FileSystem, path: str, size: int) -> Iterator[int]:
    """The position of each batch, from the batch length fields only; stops at the first implausible one."""
    with fs.open(path) as fh:
        pos = 0
        buf = b""
        buf_start = 0
        while pos + LOG_OVERHEAD <= size:
            rel = pos - buf_start
            if rel + LOG_OVERHEAD > len(buf):
                buf = fh.pread(pos, min(1 << 20, size - pos))
                buf_start = pos
                rel = 0
            _base, length = _LENGTH.unpack_from(buf, rel)
            if length <= 0:
                return
            yield pos
            pos += length + LOG_OVERHEAD


# ============================================================================================== walking


@dataclass(frozen=True, slots=True)
class Damage:
    position: int  # the byte position of the batch that could not be read
    reason: str


def walk_batches(
    fs: FileSystem, path: str, start: int = 0, end: int = NEVER, *, partial_tail_ok: bool = False
) -> Iterator[tuple[int, memoryview, BatchHeader] | Damage]:
    """The batches of a file that start in [start, end), each checked (structure and CRC-32C) as
    ``(position, bytes, header)``; the first bad or truncated batch yields one `Damage` and ends the walk. With
    `partial_tail_ok`, a batch cut short by the end of the file ends the walk quietly (a live log's tail)."""
    try:
        fh = fs.open(path)
    except OSError as e:
        yield Damage(start, f"cannot open the file: {e.strerror or e}")
        return
    with fh:
        size = fh.size
        pos = start
        chunk = memoryview(b"")
        chunk_start = start
        while pos < size and pos < end:
            rel = pos - chunk_start
            if rel + LOG_OVERHEAD > len(chunk):
                chunk = memoryview(fh.pread(pos, min(CHUNK, size - pos)))
                chunk_start = pos
                rel = 0
            try:
                header = check_batch(chunk, rel, allow_partial=True, verify_crc=True)
            except CorruptRecordError as e:
                yield Damage(pos, _reason(e, chunk_start))
                return
            if header is None:
                if len(chunk) - rel >= LOG_OVERHEAD:
                    _base, length = _LENGTH.unpack_from(chunk, rel)
                    need = length + LOG_OVERHEAD
                else:
                    need = LOG_OVERHEAD
                if pos + need > size:
                    if not partial_tail_ok:
                        yield Damage(pos, f"partial batch: {need} bytes declared, {size - pos} left in the file")
                    return
                chunk = memoryview(fh.pread(pos, max(min(CHUNK, size - pos), need)))
                chunk_start = pos
                continue
            n = header.batch_length + LOG_OVERHEAD
            yield pos, chunk[rel : rel + n], header
            pos += n


def _reason(e: CorruptRecordError, chunk_start: int) -> str:
    text = str(e)
    if e.offset is not None:
        text += f" (byte {chunk_start + e.offset})"
    return text


# ============================================================================================== decoding


def decode_piece(piece: Piece, fs: FileSystem | None = None) -> Iterator[Row]:
    """The rows of one piece (see the module docstring); never raises on bad input."""
    fs = fs or RealFileSystem()
    f = piece.file
    ctx = _Context(f)
    for item in walk_batches(fs, f.path, piece.start, piece.end, partial_tail_ok=piece.partial_tail_ok):
        if isinstance(item, Damage):
            message = f"{f.path}: cannot read the batch at byte position {item.position}: {item.reason}"
            logger.warning("%s; the rows before it are kept", message)
            yield _special_row(f, item.position, DAMAGE, message)
            return
        pos, view, header = item
        if header.base_offset >= piece.max_offset:  # offsets only grow within a file
            return
        if header.last_offset < piece.min_offset:
            continue
        rows = ctx.batch_rows(pos, view, header)
        if piece.min_offset >= 0 or piece.max_offset != NEVER:
            lo, hi = piece.min_offset, piece.max_offset
            rows = [r for r in rows if r[_OFFSET] is None or lo <= r[_OFFSET] < hi]
        yield from rows


def file_rows(path: str, fs: FileSystem | None = None) -> Iterator[Row]:
    """Every row of every file of a metadata log directory, plus its gap rows (single process)."""
    fs = fs or RealFileSystem()
    plan = plan_log(path, fs)
    for message in plan.gaps:
        yield gap_row(plan, message)
    for f in plan.files:
        yield from decode_piece(Piece(f), fs)


def gap_row(plan: LogPlan, message: str) -> Row:
    logger.warning("%s", message)
    return _special_row(LogFile(plan.directory, "", SEGMENT, -1, -1, -1, 0, NEVER), -1, GAP, message)


def _special_row(f: LogFile, position: int, kind: str, message: str) -> Row:
    return (
        f.name,
        f.kind,
        position,
        None,
        None,
        None,
        None,
        False,
        None,
        None,
        False,
        kind,
        None,
        None,
        None,
        *_EMPTY_FLAT,
        None,
        None,
        message,
    )


class _Context:
    """Decoding state of one file: caches of topic ids and their text form."""

    __slots__ = ("file", "ids", "texts")

    def __init__(self, file: LogFile) -> None:
        self.file = file
        self.ids: dict[bytes, uuid.UUID] = {}
        self.texts: dict[bytes, str] = {}

    def topic_text(self, raw: bytes) -> str:
        text = self.texts.get(raw)
        if text is None:
            text = self.texts[raw] = base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")
        return text

    def batch_rows(self, pos: int, view: memoryview, h: BatchHeader) -> list[Row]:
        f = self.file
        ts_ms = h.max_timestamp
        ts_us = ts_ms * 1000 if ts_ms >= 0 else None
        replay_from = f.replay_from
        prefix = (f.name, f.kind, pos, h.base_offset, h.partition_leader_epoch, ts_us, ts_ms, h.is_control)
        try:
            if h.is_control:
                batch = decode_batch(view, 0, verify_crc=False)
                tails = [(r.offset, self.control_tail(r.key, r.value)) for r in batch.records]
            else:
                _, values = batch_values(view, 0, verify_crc=False)
                if h.records_count == h.last_offset_delta + 1:
                    base = h.base_offset
                    tail = self.metadata_tail
                    tails = [(base + i, tail(v)) for i, v in enumerate(values)]
                else:  # offsets with gaps: take them from the records
                    batch = decode_batch(view, 0, verify_crc=False)
                    tails = [
                        (r.offset, self.metadata_tail(b"" if r.value is None else bytes(r.value)))
                        for r in batch.records
                    ]
        except ProtocolError as e:
            message = f"{f.path}: cannot decode the records of the batch at byte position {pos}: {e}"
            logger.warning("%s", message)
            return [
                (
                    *prefix,
                    h.base_offset,
                    f.log_offset(h.base_offset),
                    False,
                    DAMAGE,
                    None,
                    None,
                    None,
                    *_EMPTY_FLAT,
                    None,
                    bytes(view),
                    message,
                )
            ]
        if f.kind == SNAPSHOT:
            log_offset = f.snapshot_end - 1
            return [(*prefix, offset, log_offset, offset >= replay_from, *tail) for offset, tail in tails]
        return [(*prefix, offset, offset, offset >= replay_from, *tail) for offset, tail in tails]

    # -- metadata records ---------------------------------------------------------------------------------------

    def metadata_tail(self, value: bytes) -> Row:
        """(kind, record_type, type_name, version, *flat, json, raw, error) of a framed metadata record."""
        n = len(value)
        if n > 20:
            kind = value[1]
            if kind == PARTITION_RECORD_TYPE:
                got = decode_partition_value(value)
                if got is not None and n == _partition_record_size(got[2]):
                    return self._partition_record(value[2], got[0], got[1], got[2])
            elif kind == PARTITION_CHANGE_RECORD_TYPE:
                change = decode_partition_change_value(value, self.ids)
                if change is not None:
                    return self._partition_change(value[2], change, value[3 + 4 : 3 + 4 + 16])
            elif kind == TOPIC_RECORD_TYPE:
                topic = decode_topic_value(value)
                if topic is not None:
                    name, raw = topic
                    flat = list(_EMPTY_FLAT)
                    flat[_F["topic_name"]] = name
                    flat[_F["topic_id"]] = tid = self.topic_text(raw)
                    text = (
                        f'{{"type":"TOPIC_RECORD","version":0,"data":{{"name":{json.dumps(name)},"topicId":"{tid}"}}}}'
                    )
                    return (METADATA, TOPIC_RECORD_TYPE, "TopicRecord", 0, *flat, text, None, None)
        try:
            record, version = decode_record(value)
        except ProtocolError as e:
            return _unknown_metadata(value, str(e))
        return self._generic(record, version)

    def _partition_record(self, version: int, raw: bytes, index: int, p: PartitionRegistration) -> Row:
        tid = self.topic_text(raw)
        elr = list(p.elr)
        lke = list(p.last_known_elr)
        flat = (
            tid,
            None,
            index,
            list(p.replicas),
            list(p.isr),
            p.leader,
            p.leader_epoch,
            p.partition_epoch,
            p.leader_recovery_state,
            elr,
            lke,
            p.last_known_leader,
            [],
            [],
            [],
            *_EMPTY_FLAT[15:],
        )
        parts = [
            f'{{"type":"PARTITION_RECORD","version":{version},"data":{{"partitionId":{index},'
            f'"topicId":"{tid}","replicas":{_ints(p.replicas)},"isr":{_ints(p.isr)},"removingReplicas":[],'
            f'"addingReplicas":[],"leader":{p.leader}'
        ]
        if p.leader_recovery_state:
            parts.append(f',"leaderRecoveryState":{p.leader_recovery_state}')
        parts.append(f',"leaderEpoch":{p.leader_epoch},"partitionEpoch":{p.partition_epoch},"directories":[]')
        if elr:
            parts.append(f',"eligibleLeaderReplicas":{_ints(elr)}')
        if lke:
            parts.append(f',"lastKnownElr":{_ints(lke)}')
        if p.last_known_leader != -1:
            parts.append(f',"lastKnownLeader":{p.last_known_leader}')
        parts.append("}}")
        return (METADATA, PARTITION_RECORD_TYPE, "PartitionRecord", version, *flat, "".join(parts), None, None)

    def _partition_change(self, version: int, c: mr.PartitionChangeRecord, raw: bytes) -> Row:
        tid = self.topic_text(bytes(raw))
        leader = None if c.leader == -2 else c.leader
        recovery = None if c.leader_recovery_state == -1 else c.leader_recovery_state
        lkl = None if c.last_known_leader == -2 else c.last_known_leader
        flat = (
            tid,
            None,
            c.partition_id,
            c.replicas,
            c.isr,
            leader,
            None,
            None,
            recovery,
            c.eligible_leader_replicas,
            c.last_known_elr,
            lkl,
            c.adding_replicas,
            c.removing_replicas,
            None,
            *_EMPTY_FLAT[15:],
        )
        parts = [
            f'{{"type":"PARTITION_CHANGE_RECORD","version":{version},"data":{{"partitionId":{c.partition_id},'
            f'"topicId":"{tid}"'
        ]
        if c.isr is not None:
            parts.append(f',"isr":{_ints(c.isr)}')
        if leader is not None:
            parts.append(f',"leader":{leader}')
        if c.replicas is not None:
            parts.append(f',"replicas":{_ints(c.replicas)}')
        if c.removing_replicas is not None:
            parts.append(f',"removingReplicas":{_ints(c.removing_replicas)}')
        if c.adding_replicas is not None:
            parts.append(f',"addingReplicas":{_ints(c.adding_replicas)}')
        if recovery is not None:
            parts.append(f',"leaderRecoveryState":{recovery}')
        if c.eligible_leader_replicas is not None:
            parts.append(f',"eligibleLeaderReplicas":{_ints(c.eligible_leader_replicas)}')
        if c.last_known_elr is not None:
            parts.append(f',"lastKnownElr":{_ints(c.last_known_elr)}')
        if lkl is not None:
            parts.append(f',"lastKnownLeader":{lkl}')
        parts.append("}}")
        return (
            METADATA,
            PARTITION_CHANGE_RECORD_TYPE,
            "PartitionChangeRecord",
            version,
            *flat,
            "".join(parts),
            None,
            None,
        )

    def _generic(self, record: Message, version: int) -> Row:
        flat = list(_EMPTY_FLAT)
        flatten = _FLATTEN.get(type(record))
        if flatten is not None:
            flatten(record, flat)
        data = to_json_object(record, version)
        if isinstance(record, mr.UserScramCredentialRecord):
            for key in ("salt", "storedKey", "serverKey"):
                if key in data:
                    data[key] = "[redacted]"
        text = json.dumps(
            {"type": record_type_name(record.NAME), "version": version, "data": data}, separators=(",", ":")
        )
        return (METADATA, record.API_KEY, record.NAME, version, *flat, text, None, None)

    # -- control records ----------------------------------------------------------------------------------------

    def control_tail(self, key: Any, value: Any) -> Row:
        try:
            _key_version, control_type = parse_control_key(key)
        except ProtocolError as e:
            return (UNKNOWN, None, None, None, *_EMPTY_FLAT, None, _bytes(value), str(e))
        name = CONTROL_RECORD_NAMES.get(control_type)
        if name is None:
            return (
                UNKNOWN,
                control_type,
                None,
                None,
                *_EMPTY_FLAT,
                None,
                _bytes(value),
                f"control record type {control_type} is not a raft control record",
            )
        try:
            msg = decode_control_value(control_type, value)
        except (RaftError, ProtocolError) as e:
            return (UNKNOWN, control_type, name, None, *_EMPTY_FLAT, None, _bytes(value), str(e))
        version = int(getattr(msg, "version", 0))
        flat = list(_EMPTY_FLAT)
        if isinstance(msg, rr.LeaderChangeMessage):
            flat[_F["leader_id"]] = msg.leader_id
            flat[_F["voters"]] = [v.voter_id for v in msg.voters]
            flat[_F["granting_voters"]] = [v.voter_id for v in msg.granting_voters]
        elif isinstance(msg, rr.VotersRecord):
            flat[_F["voters"]] = [v.voter_id for v in msg.voters]
        elif isinstance(msg, rr.KRaftVersionRecord):
            flat[_F["kraft_version"]] = msg.kraft_version
        elif isinstance(msg, rr.VoterAssignmentMessage):
            flat[_F["voters"]] = [v.voter_id for v in msg.current_voters]
            if msg.target_voters is not None:
                flat[_F["target_voters"]] = [v.voter_id for v in msg.target_voters]
        text = json.dumps(
            {"type": name, "version": version, "data": to_json_object(msg, version)}, separators=(",", ":")
        )
        return (CONTROL, control_type, name, version, *flat, text, None, None)


def _unknown_metadata(value: bytes, reason: str) -> Row:
    record_type = version = None
    try:
        frame, pos = read_uvarint(value, 0)
        if frame == 1:
            record_type, pos = read_uvarint(value, pos)
            version, pos = read_uvarint(value, pos)
    except ProtocolError:
        pass
    return (UNKNOWN, record_type, None, version, *_EMPTY_FLAT, None, bytes(value), reason)


def _bytes(value: Any) -> bytes | None:
    return None if value is None else bytes(value)


_INTS: dict[tuple[int, ...], str] = {}


def _ints(values: Sequence[int]) -> str:
    """JSON of a list of ints (replica lists repeat: their texts are cached)."""
    key = values if type(values) is tuple else tuple(values)
    text = _INTS.get(key)
    if text is None:
        if len(_INTS) > 100_000:
            _INTS.clear()
        text = _INTS[key] = "[" + ",".join(map(str, key)) + "]"
    return text


def _partition_record_size(p: PartitionRegistration) -> int:
    """The size of the framed PartitionRecord v1/v2 that `decode_partition_value` accepts for `p` when it holds no
    tagged field at its default value (then the record's JSON can be written from `p` alone)."""
    size = 41 + 4 * (len(p.replicas) + len(p.isr))  # frame (3), fields, empty directories, tag count
    if p.leader_recovery_state:
        size += 3
    if p.elr:
        size += 3 + 4 * len(p.elr)
    if p.last_known_elr:
        size += 3 + 4 * len(p.last_known_elr)
    if p.last_known_leader != -1:
        size += 7
    return size


# -- flattening of the other metadata records --------------------------------------------------------------------


def _uuid_text(u: uuid.UUID | None) -> str | None:
    return None if u is None else base64.urlsafe_b64encode(u.bytes).decode("ascii").rstrip("=")


def _flat_partition(r: mr.PartitionRecord, flat: list[Any]) -> None:
    p = PartitionRegistration.from_record(r)
    flat[0:15] = [
        _uuid_text(r.topic_id),
        None,
        r.partition_id,
        list(p.replicas),
        list(p.isr),
        p.leader,
        p.leader_epoch,
        p.partition_epoch,
        p.leader_recovery_state,
        list(p.elr),
        list(p.last_known_elr),
        p.last_known_leader,
        list(p.adding_replicas),
        list(p.removing_replicas),
        [_uuid_text(d) for d in p.directories],
    ]


def _flat_change(c: mr.PartitionChangeRecord, flat: list[Any]) -> None:
    flat[0:15] = [
        _uuid_text(c.topic_id),
        None,
        c.partition_id,
        c.replicas,
        c.isr,
        None if c.leader == -2 else c.leader,
        None,
        None,
        None if c.leader_recovery_state == -1 else c.leader_recovery_state,
        c.eligible_leader_replicas,
        c.last_known_elr,
        None if c.last_known_leader == -2 else c.last_known_leader,
        c.adding_replicas,
        c.removing_replicas,
        None if c.directories is None else [_uuid_text(d) for d in c.directories],
    ]


def _flat_topic(r: mr.TopicRecord, flat: list[Any]) -> None:
    flat[_F["topic_id"]] = _uuid_text(r.topic_id)
    flat[_F["topic_name"]] = r.name


def _flat_remove_topic(r: mr.RemoveTopicRecord, flat: list[Any]) -> None:
    flat[_F["topic_id"]] = _uuid_text(r.topic_id)


def _flat_clear_elr(r: mr.ClearElrRecord, flat: list[Any]) -> None:
    flat[_F["topic_name"]] = r.topic_name


def _flat_register(r: mr.RegisterBrokerRecord, flat: list[Any]) -> None:
    flat[_F["broker_id"]] = r.broker_id
    flat[_F["broker_epoch"]] = r.broker_epoch
    flat[_F["incarnation_id"]] = _uuid_text(r.incarnation_id)
    flat[_F["fenced"]] = bool(r.fenced)
    flat[_F["in_controlled_shutdown"]] = bool(r.in_controlled_shutdown)
    flat[_F["rack"]] = r.rack
    flat[_F["endpoints"]] = [f"{e.name}://{e.host}:{e.port}" for e in r.end_points]


def _flat_unregister(r: mr.UnregisterBrokerRecord, flat: list[Any]) -> None:
    flat[_F["broker_id"]] = r.broker_id
    flat[_F["broker_epoch"]] = r.broker_epoch


def _flat_registration_change(r: mr.BrokerRegistrationChangeRecord, flat: list[Any]) -> None:
    flat[_F["broker_id"]] = r.broker_id
    flat[_F["broker_epoch"]] = r.broker_epoch
    flat[_F["fenced"]] = {1: True, -1: False}.get(r.fenced)
    flat[_F["in_controlled_shutdown"]] = True if r.in_controlled_shutdown == 1 else None


def _flat_fence(r: mr.FenceBrokerRecord | mr.UnfenceBrokerRecord, flat: list[Any]) -> None:
    flat[_F["broker_id"]] = r.id
    flat[_F["broker_epoch"]] = r.epoch
    flat[_F["fenced"]] = isinstance(r, mr.FenceBrokerRecord)


def _flat_config(r: mr.ConfigRecord, flat: list[Any]) -> None:
    flat[_F["resource_type"]] = r.resource_type
    flat[_F["resource_name"]] = r.resource_name
    flat[_F["config_name"]] = r.name
    flat[_F["config_value"]] = r.value


def _flat_feature(r: mr.FeatureLevelRecord, flat: list[Any]) -> None:
    flat[_F["feature_name"]] = r.name
    flat[_F["feature_level"]] = r.feature_level


def _flat_producer_ids(r: mr.ProducerIdsRecord, flat: list[Any]) -> None:
    flat[_F["broker_id"]] = r.broker_id
    flat[_F["broker_epoch"]] = r.broker_epoch
    flat[_F["next_producer_id"]] = r.next_producer_id


_FLATTEN: dict[type, Any] = {
    mr.PartitionRecord: _flat_partition,
    mr.PartitionChangeRecord: _flat_change,
    mr.TopicRecord: _flat_topic,
    mr.RemoveTopicRecord: _flat_remove_topic,
    mr.ClearElrRecord: _flat_clear_elr,
    mr.RegisterBrokerRecord: _flat_register,
    mr.UnregisterBrokerRecord: _flat_unregister,
    mr.BrokerRegistrationChangeRecord: _flat_registration_change,
    mr.FenceBrokerRecord: _flat_fence,
    mr.UnfenceBrokerRecord: _flat_fence,
    mr.ConfigRecord: _flat_config,
    mr.FeatureLevelRecord: _flat_feature,
    mr.ProducerIdsRecord: _flat_producer_ids,
}


# ============================================================================================== columns
#
# The same rows as `decode_piece`, decoded straight into per-column buffers (array.array and lists of str) for
# the record types a metadata log holds millions of, so that no tuple, list or object is built per row: the
# data source and the single-process path turn each `ColumnBuffers` into one Arrow record batch
# (`kraftpy.analytics.columns`). `decode_piece` stays the reference that defines every value.

_P_TAGS_V2 = frozenset((0, 1, 2, 1000))


class ListBuffer:
    """A column of int lists, one in every row: ``offsets`` (one more than rows), ``values`` flattened."""

    __slots__ = ("offsets", "values")

    def __init__(self) -> None:
        self.offsets = array("i", (0,))
        self.values = array("i")


class SparseListBuffer:
    """A column of int lists, null in most rows: the rows (of the shape) that have a list, each one's length, the
    values flattened."""

    __slots__ = ("lengths", "rows", "values")

    def __init__(self) -> None:
        self.rows = array("i")
        self.lengths = array("i")
        self.values = array("i")


class Shape:
    """The rows of one record type taken by a fast path: ``rows`` (their row numbers in the batch) and one buffer
    per column they fill (`COLUMN_KINDS` says which); the other columns of these rows are null."""

    __slots__ = ("buffers", "kind", "name", "record_type", "rows", "version")

    def __init__(self, record_type: int, name: str, columns: dict[str, str]) -> None:
        self.record_type = record_type
        self.name = name
        self.kind = METADATA
        self.rows = array("q")
        self.version = array("b")
        self.buffers: dict[str, Any] = {}
        for column, how in columns.items():
            if how == "list":
                self.buffers[column] = ListBuffer()
            elif how == "list?":
                self.buffers[column] = SparseListBuffer()
            elif how == "int" or how == "int?":  # int?: the record's value, its sentinel standing for null
                self.buffers[column] = array("i")
            elif how == "empty":  # an empty list in every row
                self.buffers[column] = None
            else:  # "str": a list of str
                self.buffers[column] = []


# How the fast paths fill their columns (the others are null for their rows); ``json`` is written from them in
# `kraftpy.analytics.columns`. ``int?``: the record's int, null where it holds `NULL_SENTINELS[column]`.
PARTITION_SHAPE = {
    "topic_id": "str",
    "partition": "int",
    "replicas": "list",
    "isr": "list",
    "leader": "int",
    "leader_epoch": "int",
    "partition_epoch": "int",
    "leader_recovery_state": "int",
    "elr": "list",
    "last_known_elr": "list",
    "last_known_leader": "int",
    "adding_replicas": "empty",
    "removing_replicas": "empty",
    "directories": "empty",
}
CHANGE_SHAPE = {
    "topic_id": "str",
    "partition": "int",
    "replicas": "list?",
    "isr": "list?",
    "leader": "int?",
    "leader_recovery_state": "int?",
    "elr": "list?",
    "last_known_elr": "list?",
    "last_known_leader": "int?",
    "adding_replicas": "list?",
    "removing_replicas": "list?",
}
TOPIC_SHAPE = {"topic_id": "str", "topic_name": "str", "json": "str"}
NULL_SENTINELS = {"leader": -2, "leader_recovery_state": -1, "last_known_leader": -2}


class ColumnBuffers:
    """Up to about `batch_rows` rows of one file as column buffers.

    Every row has the head columns (``position`` .. ``replayed``; ``log_offset`` follows from the file and
    ``offset``); its other columns come from one of the `shapes` (PartitionRecord, PartitionChangeRecord,
    TopicRecord on their fast paths) or, for every other row, from its tuple in ``others`` (the row's columns from
    ``kind`` on, as `decode_piece` gives them), at row number ``other_rows[i]``."""

    __slots__ = (
        "base_offset",
        "change",
        "epoch",
        "file",
        "is_control",
        "n",
        "offset",
        "other_rows",
        "others",
        "partition",
        "position",
        "replayed",
        "timestamp_ms",
        "topic",
    )

    def __init__(self, file: LogFile) -> None:
        self.file = file
        self.n = 0
        self.position = array("q")
        self.base_offset = array("q")
        self.epoch = array("i")
        self.timestamp_ms = array("q")
        self.is_control = array("b")
        self.offset = array("q")
        self.replayed = array("b")
        self.partition = Shape(PARTITION_RECORD_TYPE, "PartitionRecord", PARTITION_SHAPE)
        self.change = Shape(PARTITION_CHANGE_RECORD_TYPE, "PartitionChangeRecord", CHANGE_SHAPE)
        self.topic = Shape(TOPIC_RECORD_TYPE, "TopicRecord", TOPIC_SHAPE)
        self.other_rows = array("q")
        self.others: list[Row] = []

    @property
    def shapes(self) -> tuple[Shape, Shape, Shape]:
        return (self.partition, self.change, self.topic)

    def head(self, pos: int, h: BatchHeader, count: int) -> None:
        """The per-batch head columns of `count` more rows."""
        rep = itertools.repeat
        self.position.extend(rep(pos, count))
        self.base_offset.extend(rep(h.base_offset, count))
        self.epoch.extend(rep(h.partition_leader_epoch, count))
        self.timestamp_ms.extend(rep(h.max_timestamp, count))
        self.is_control.extend(rep(1 if h.is_control else 0, count))

    def add_row(self, row: Row) -> None:
        """A whole row (as `decode_piece` gives it) that took no fast path."""
        self.position.append(row[2])
        self.base_offset.append(row[3])
        self.epoch.append(row[4])
        self.timestamp_ms.append(row[6])
        self.is_control.append(1 if row[7] else 0)
        self.offset.append(row[_OFFSET])
        self.replayed.append(1 if row[_OFFSET + 2] else 0)
        self.other_rows.append(self.n)
        self.others.append(row[_OFFSET + 3 :])
        self.n += 1


def decode_piece_columns(
    piece: Piece, fs: FileSystem | None = None, batch_rows: int = 16384
) -> Iterator[ColumnBuffers | Row]:
    """The rows of `decode_piece(piece)`, in the same order: `ColumnBuffers` of about `batch_rows` rows each, and
    (alone, as a tuple) the row of a damaged batch that ends the walk. Never raises on bad input."""
    fs = fs or RealFileSystem()
    f = piece.file
    decoder = _ColumnDecoder(f)
    cols = ColumnBuffers(f)
    filtered = piece.min_offset >= 0 or piece.max_offset != NEVER
    lo, hi = piece.min_offset, piece.max_offset
    for item in walk_batches(fs, f.path, piece.start, piece.end, partial_tail_ok=piece.partial_tail_ok):
        if isinstance(item, Damage):
            if cols.n:
                yield cols
            message = f"{f.path}: cannot read the batch at byte position {item.position}: {item.reason}"
            logger.warning("%s; the rows before it are kept", message)
            yield _special_row(f, item.position, DAMAGE, message)
            return
        pos, view, header = item
        if header.base_offset >= piece.max_offset:
            break
        if header.last_offset < piece.min_offset:
            continue
        if filtered and (header.base_offset < lo or header.last_offset >= hi):
            for row in decoder.ctx.batch_rows(pos, view, header):
                if row[_OFFSET] is None or lo <= row[_OFFSET] < hi:
                    cols.add_row(row)
        else:
            decoder.batch(cols, pos, view, header)
        if cols.n >= batch_rows:
            yield cols
            cols = ColumnBuffers(f)
    if cols.n:
        yield cols


class _ColumnDecoder:
    """Decodes the batches of one file into `ColumnBuffers`; `ctx` (the row decoder) takes every record no fast
    path accepts, so both give the same values."""

    __slots__ = ("ctx", "file")

    def __init__(self, file: LogFile) -> None:
        self.file = file
        self.ctx = _Context(file)

    def batch(self, cols: ColumnBuffers, pos: int, view: memoryview, h: BatchHeader) -> None:
        f = self.file
        values: list[bytes] | None = None
        if not h.is_control and h.records_count == h.last_offset_delta + 1:
            try:
                _, values = batch_values(view, 0, verify_crc=False)
            except ProtocolError:
                values = None
        if values is None:  # control records, offsets with gaps, undecodable records: the row path
            for row in self.ctx.batch_rows(pos, view, h):
                cols.add_row(row)
            return
        count = len(values)
        base = h.base_offset
        cols.head(pos, h, count)
        cols.offset.extend(range(base, base + count))
        replay_from = f.replay_from
        if f.kind == SNAPSHOT or base >= replay_from or base + count <= replay_from:
            cols.replayed.extend(itertools.repeat(1 if base >= replay_from else 0, count))
        else:
            cols.replayed.extend(1 if base + i >= replay_from else 0 for i in range(count))
        self.values(cols, values)

    # complex on purpose: the loop over every record of a log, inlined for speed
    def values(self, cols: ColumnBuffers, values: list[bytes]) -> None:  # noqa: C901
        ctx = self.ctx
        texts = ctx.texts
        tail = ctx.metadata_tail
        layouts = _P_LAYOUTS
        arrays = _INT_ARRAY
        i8 = _I8.unpack_from
        i32 = _I32.unpack_from
        pt_unpack = _PARTITION_AND_TOPIC.unpack_from
        uvarint = read_uvarint
        # PartitionRecord buffers
        ps = cols.partition
        pb = ps.buffers
        # bound methods and running list ends: the per-record work is calls, no attribute look-ups
        p_row, p_version = ps.rows.append, ps.version.append
        p_tid, p_part = pb["topic_id"].append, pb["partition"].append
        p_leader, p_le, p_pe, p_rec, p_lkl = (
            pb[name].append
            for name in ("leader", "leader_epoch", "partition_epoch", "leader_recovery_state", "last_known_leader")
        )
        p_lists = [pb[name] for name in ("replicas", "isr", "elr", "last_known_elr")]
        (rep_x, isr_x, elr_x, lke_x) = (b.values.extend for b in p_lists)
        (rep_o, isr_o, elr_o, lke_o) = (b.offsets.append for b in p_lists)
        rep_end, isr_end, elr_end, lke_end = (len(b.values) for b in p_lists)
        # PartitionChangeRecord buffers
        cs = cols.change
        cb = cs.buffers
        c_row, c_version = cs.rows.append, cs.version.append
        c_tid, c_part = cb["topic_id"].append, cb["partition"].append
        c_lists: dict[int, tuple[Any, Any, Any]] = {}  # by tag: (row, length, values) appenders
        for tag, name in _CHANGE_LISTS:
            buf = cb[name]
            c_lists[tag] = (buf.rows.append, buf.lengths.append, buf.values.extend)
        c_leader, c_rec, c_lkl = (cb[name].append for name in ("leader", "leader_recovery_state", "last_known_leader"))
        c_n = len(cs.rows)
        # TopicRecord buffers
        ts = cols.topic
        t_rows, t_version, t_tid, t_name, t_json = (
            ts.rows,
            ts.version,
            ts.buffers["topic_id"],
            ts.buffers["topic_name"],
            ts.buffers["json"],
        )
        n = cols.n
        for value in values:
            size = len(value)
            kind = value[1] if size > 20 else -1
            if kind == PARTITION_RECORD_TYPE:  # ------------------------------------------------ PartitionRecord
                try:
                    nr = value[23] - 1
                    ni = value[24 + 4 * nr] - 1
                    if 0 <= nr <= _P_MAX and 0 <= ni <= _P_MAX:
                        layout = layouts[nr][ni]
                        t = layout.unpack_from(value)
                        version = t[2]
                        rest = 7 + nr + ni
                        if t[0] == 1 and 1 <= version <= 2 and t[rest] == 1 and t[rest + 1] == 1 and t[rest + 5] == 1:
                            at = layout.size
                            recovery, elr, lke, lkl = 0, (), (), -1
                            ok = True
                            ntags = value[at]
                            at += 1
                            seen = 0
                            if ntags >= 0x80:
                                ok = False
                            for _ in range(ntags if ok else 0):
                                tag, at = uvarint(value, at)
                                length = value[at]
                                at += 1
                                bit = 1 << (tag if tag < 3 else 3)
                                if length >= 0x80 or at + length > size or seen & bit:
                                    ok = False
                                    break
                                seen |= bit
                                if tag == 0 and length == 1:
                                    (recovery,) = i8(value, at)
                                    ok = recovery != 0
                                elif version >= 2 and (tag == 1 or tag == 2):
                                    k = value[at] - 1
                                    if not 0 < k <= _P_MAX or length != 1 + 4 * k:
                                        ok = False
                                    elif tag == 1:
                                        elr = arrays[k].unpack_from(value, at + 1)
                                    else:
                                        lke = arrays[k].unpack_from(value, at + 1)
                                elif version >= 2 and tag == 1000 and length == 4:
                                    (lkl,) = i32(value, at)
                                    ok = lkl != -1
                                else:
                                    ok = False
                                if not ok:
                                    break
                                at += length
                            if ok and at == size:
                                replicas = t[6 : 6 + nr]
                                isr = t[7 + nr : rest]
                                tid = texts.get(t[4])
                                if tid is None:
                                    tid = ctx.topic_text(t[4])
                                index, leader, le, pe = t[3], t[rest + 2], t[rest + 3], t[rest + 4]
                                p_row(n)
                                p_version(version)
                                p_tid(tid)
                                p_part(index)
                                rep_x(replicas)
                                rep_end += nr
                                rep_o(rep_end)
                                isr_x(isr)
                                isr_end += ni
                                isr_o(isr_end)
                                if elr:
                                    elr_x(elr)
                                    elr_end += len(elr)
                                elr_o(elr_end)
                                if lke:
                                    lke_x(lke)
                                    lke_end += len(lke)
                                lke_o(lke_end)
                                p_leader(leader)
                                p_le(le)
                                p_pe(pe)
                                p_rec(recovery)
                                p_lkl(lkl)
                                n += 1
                                continue
                except (IndexError, struct.error, ProtocolError):
                    pass
            elif kind == PARTITION_CHANGE_RECORD_TYPE:  # ------------------------------- PartitionChangeRecord
                try:
                    version = value[2]
                    if value[0] == 1 and version <= 2 and value[23] < 0x80:
                        index, raw = pt_unpack(value, 3)
                        got: dict[int, tuple[int, ...]] = {}  # int arrays by tag
                        leader = lkl = -2
                        recovery = -1
                        at = 24
                        ok = True
                        for _ in range(value[23]):
                            tag, at = uvarint(value, at)
                            length = value[at]
                            at += 1
                            if length >= 0x80 or at + length > size:
                                ok = False
                                break
                            since = _CHANGE_SINCE.get(tag)
                            if since is not None and version >= since:
                                k = value[at] - 1
                                if not 0 <= k < 64 or length != 1 + 4 * k:
                                    ok = False
                                    break
                                got[tag] = arrays[k].unpack_from(value, at + 1)
                            elif tag == 1 and length == 4:
                                (leader,) = i32(value, at)
                            elif tag == 5 and length == 1:
                                (recovery,) = i8(value, at)
                            elif tag == 1000 and version >= 2 and length == 4:
                                (lkl,) = i32(value, at)
                            else:
                                ok = False
                                break
                            at += length
                        if ok and at == size:
                            tid = texts.get(raw)
                            if tid is None:
                                tid = ctx.topic_text(raw)
                            c_row(n)
                            c_version(version)
                            c_tid(tid)
                            c_part(index)
                            for tag, got_tag in got.items():
                                add_row, add_length, add_values = c_lists[tag]
                                add_row(c_n)
                                add_length(len(got_tag))
                                add_values(got_tag)
                            c_leader(leader)
                            c_rec(recovery)
                            c_lkl(lkl)
                            c_n += 1
                            n += 1
                            continue
                except (IndexError, struct.error, ProtocolError):
                    pass
            elif kind == TOPIC_RECORD_TYPE:  # -------------------------------------------------------- TopicRecord
                topic = decode_topic_value(value)
                if topic is not None:
                    name, raw = topic
                    tid = ctx.topic_text(raw)
                    t_rows.append(n)
                    t_version.append(0)
                    t_tid.append(tid)
                    t_name.append(name)
                    t_json.append(
                        f'{{"type":"TOPIC_RECORD","version":0,"data":{{"name":{json.dumps(name)},"topicId":"{tid}"}}}}'
                    )
                    n += 1
                    continue
            # every other record: the row decoder's values
            cols.other_rows.append(n)
            cols.others.append(tail(value))
            n += 1
        cols.n = n


_P_MAX = 8  # replica and ISR counts of the PartitionRecord fast path
# frame, type, version, PartitionId, TopicId, Replicas, Isr, RemovingReplicas (empty), AddingReplicas (empty),
# Leader, LeaderEpoch, PartitionEpoch, Directories (empty); the tagged fields follow
_P_LAYOUTS = tuple(
    tuple(struct.Struct(f">BBBi16sB{n}iB{m}iBBiiiB") for m in range(_P_MAX + 1)) for n in range(_P_MAX + 1)
)
_INT_ARRAY = tuple(struct.Struct(f">{n}i") for n in range(64))
_I8 = struct.Struct(">b")
_I32 = struct.Struct(">i")
_PARTITION_AND_TOPIC = struct.Struct(">i16s")
# PartitionChangeRecord tags holding int32 arrays, and the version that has them
_CHANGE_SINCE = {0: 0, 2: 0, 3: 0, 4: 0, 6: 2, 7: 2}
_CHANGE_LISTS = (
    (0, "isr"),
    (2, "replicas"),
    (3, "removing_replicas"),
    (4, "adding_replicas"),
    (6, "elr"),
    (7, "last_known_elr"),
)
