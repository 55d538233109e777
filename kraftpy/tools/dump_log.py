"""``kraftpy dump-log``: print the content of log segments, indexes and snapshots, like ``kafka-dump-log.sh``.

Output lines follow Kafka's DumpLogSegments::

    Dumping <file>
    Log starting offset: <base offset>                  (.log files)
    Snapshot end offset: <offset>, epoch: <epoch>       (.checkpoint snapshot files)
    baseOffset: .. lastOffset: .. count: .. baseSequence: .. lastSequence: .. producerId: .. producerEpoch: ..
      partitionLeaderEpoch: .. isTransactional: .. isControl: .. deleteHorizonMs: .. position: .. CreateTime: ..
      size: .. magic: 2 compresscodec: .. crc: .. isvalid: ..                       (one line per batch)
    | offset: .. CreateTime: .. keySize: .. valueSize: .. sequence: .. headerKeys: [..] payload: ..
                                                   (one line per record with --deep-iteration / --print-data-log)
    offset: .. position: ..                             (.index)
    timestamp: .. offset: ..                            (.timeindex)
    version: .. producerId: .. firstOffset: .. lastOffset: .. lastStableOffset: ..     (.txnindex)

Files of ``__cluster_metadata`` (the parent directory is ``__cluster_metadata-<n>``, or the file is a
``.checkpoint`` snapshot, or ``--cluster-metadata-decoder`` is given) are printed record by record with each
metadata record decoded by name (``{"type":"TOPIC_RECORD","version":0,"data":{...}}``, as Kafka's
``--cluster-metadata-decoder``). Control records are decoded by type in any file. Both are written in Kafka's JSON
form by :mod:`kraftpy.protocol.json_form`, which the analytics job uses too. ``--offsets-decoder`` decodes
``__consumer_offsets`` keys and values (offset commits, classic and KIP-848 group records) and
``--transaction-log-decoder`` ``__transaction_state`` ones (a transactional id's producer id, epoch, state and
partitions), each with its schema in ``schemas/coordinator/``.

``--verify`` checks every batch (structure, CRC-32C, record framing) and prints only problems and one summary line
per file. A damaged file is reported with the byte position of the first bad byte; the exit code is 1 when any
file is damaged, unreadable, or has index entries that do not match its log, and 0 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import struct
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, TextIO

from kraftpy.coordinator.records import record_classes
from kraftpy.protocol.api import control_record_class, metadata_record_class
from kraftpy.protocol.codec import Message
from kraftpy.protocol.errors import CorruptRecordError, DecodeError
from kraftpy.protocol.json_form import CONTROL_RECORD_NAMES, metadata_record_json, to_json_object
from kraftpy.protocol.messages.coordinator_records import TransactionLogKey, TransactionLogValue
from kraftpy.protocol.records.batch import (
    BATCH_OVERHEAD,
    HEADER_STRUCT,
    LOG_OVERHEAD,
    MAGIC,
    MAGIC_OFFSET,
    MIN_BATCH_LENGTH,
    BatchHeader,
    check_batch,
    read_header,
)
from kraftpy.protocol.records.record import (
    ControlRecordType,
    Record,
    decode_batch,
    decode_end_txn_value,
    parse_control_key,
)
from kraftpy.protocol.records.varint import read_uvarint
from kraftpy.storage.txn_index import TXN_INDEX_SUFFIX, TXN_INDEX_VERSION, decode_entries

__all__ = ["main", "register", "run"]

RECORD_INDENT = "|"
_CHUNK = 8 * 1024 * 1024
_MAX_INT = 2**31 - 1
_CODECS = {0: "none", 1: "gzip", 2: "snappy", 3: "lz4", 4: "zstd"}
_SNAPSHOT_NAME = re.compile(r"^(\d{20})-(\d{10})\.checkpoint$")
_BASE_AND_LENGTH = struct.Struct(">qi")
_OFFSET_ENTRY = struct.Struct(">ii")
_TIME_ENTRY = struct.Struct(">qi")
_I16 = struct.Struct(">h")


_DESCRIPTION = (
    "This tool helps to parse a log file and dump its contents to the console, useful for debugging a seemingly "
    "corrupt log segment."
)


def register(subparsers: Any) -> None:
    """Add ``dump-log`` to the ``kraftpy`` command."""
    p = subparsers.add_parser(
        "dump-log", help="print the content of log segments, indexes and snapshot files", description=_DESCRIPTION
    )
    _add_arguments(p)


def main(argv: list[str] | None = None) -> int:
    """Standalone entry point: ``python -m kraftpy.tools.dump_log --files ...``."""
    parser = argparse.ArgumentParser(prog="kraftpy dump-log", description=_DESCRIPTION)
    _add_arguments(parser)
    return run(parser.parse_args(argv))


def _add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--files",
        nargs="+",
        required=True,
        metavar="FILE",
        help="REQUIRED: the data and index log files to be dumped (.log, .index, .timeindex, .checkpoint); "
        "also accepts a comma-separated list",
    )
    p.add_argument(
        "--print-data-log", action="store_true", help="print the messages' content (implies --deep-iteration)"
    )
    p.add_argument("--deep-iteration", action="store_true", help="print every record, not only batches")
    p.add_argument(
        "--verify",
        action="store_true",
        help="check every batch (structure and CRC) and print only problems and a summary per file",
    )
    p.add_argument(
        "--verify-index-only", action="store_true", help="verify the index against the log without printing its content"
    )
    p.add_argument(
        "--index-sanity-check",
        action="store_true",
        help="only check the index sanity (the check done at broker start-up)",
    )
    p.add_argument(
        "--cluster-metadata-decoder",
        action="store_true",
        help="parse the data as cluster metadata records (automatic for __cluster_metadata files and snapshots)",
    )
    p.add_argument("--offsets-decoder", action="store_true", help="parse the data as __consumer_offsets records")
    p.add_argument(
        "--transaction-log-decoder", action="store_true", help="parse the data as __transaction_state records"
    )
    p.add_argument("--skip-record-metadata", action="store_true", help="do not print each record's metadata")
    p.add_argument(
        "--max-bytes", type=int, default=_MAX_INT, metavar="SIZE", help="read at most SIZE bytes of each .log file"
    )
    p.set_defaults(func=run)


@dataclass(slots=True)
class _Report:
    out: TextIO
    err: TextIO
    failed: bool = False
    index_mismatches: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    non_consecutive: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    time_mismatches: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    time_out_of_order: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    time_not_found: dict[str, list[tuple[int, int]]] = field(default_factory=dict)

    def print(self, text: str) -> None:
        self.out.write(text + "\n")

    def error(self, text: str) -> None:
        self.failed = True
        self.err.write(f"error: {text}\n")


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    report = _Report(out or sys.stdout, err or sys.stderr)
    files = [f for item in args.files for f in item.split(",") if f]
    try:
        _run_files(files, args, report)
        _print_summaries(report)
        report.out.flush()
    except BrokenPipeError:  # the reader went away (`| head`): stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        if report.out is sys.stdout:
            os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    return 1 if report.failed else 0


def _run_files(files: list[str], args: argparse.Namespace, report: _Report) -> None:
    for path in files:
        report.print(f"Dumping {path}")
        name = os.path.basename(path)
        try:
            if name.endswith(".log") or name.endswith(".checkpoint"):
                _dump_log(path, args, report)
            elif name.endswith(".index"):
                _dump_index(path, args, report)
            elif name.endswith(".timeindex"):
                _dump_time_index(path, args, report)
            elif name.endswith(TXN_INDEX_SUFFIX):
                _dump_txn_index(path, report)
            else:
                report.err.write(f"Ignoring unknown file {path}\n")
        except FileNotFoundError:
            report.error(f"{path}: no such file")
        except IsADirectoryError:
            report.error(f"{path}: is a directory")
        except BrokenPipeError:
            raise
        except OSError as e:
            report.error(f"{path}: {e.strerror or e}")


def _print_summaries(report: _Report) -> None:
    err = report.err
    for path, pairs in report.index_mismatches.items():
        err.write(f"Mismatches in :{path}\n")
        for index_offset, log_offset in pairs:
            err.write(f"  Index offset: {index_offset}, log offset: {log_offset}\n")
    for path, pairs in report.time_mismatches.items():
        err.write(f"Found timestamp mismatch in :{path}\n")
        for index_ts, log_ts in pairs:
            err.write(f"  Index timestamp: {index_ts}, log timestamp: {log_ts}\n")
    for path, pairs in report.time_out_of_order.items():
        err.write(f"Found out of order timestamp in :{path}\n")
        for index_ts, prev in pairs:
            err.write(f"  Index timestamp: {index_ts}, Previously indexed timestamp: {prev}\n")
    for pairs in report.time_not_found.values():
        err.write("The following indexed offsets are not found in the log.\n")
        for index_offset, log_offset in pairs:
            err.write(f"Indexed offset: {index_offset}, found log offset: {log_offset}\n")
    for path, pairs in report.non_consecutive.items():
        err.write(f"Non-consecutive offsets in {path}\n")
        for first, second in pairs:
            err.write(f"  {first} is followed by {second}\n")


# ============================================================================================ log files


def _is_metadata(path: str, args: argparse.Namespace) -> bool:
    if args.cluster_metadata_decoder or path.endswith(".checkpoint"):
        return True
    parent = os.path.basename(os.path.dirname(os.path.abspath(path)))
    return parent.startswith("__cluster_metadata-")


@dataclass(slots=True)
class _Problem:
    position: int
    reason: str
    fatal: bool  # the batch length cannot be trusted: nothing after it can be read


def _walk(fd: int, size: int) -> Iterator[tuple[int, memoryview, BatchHeader | None, _Problem | None]]:
    """Batches of a file: ``(position, bytes, header, problem)``; a fatal problem ends the walk."""
    chunk = b""
    view = memoryview(chunk)
    chunk_start = 0
    pos = 0
    while pos < size:
        remaining = size - pos
        rel = pos - chunk_start
        if rel + min(BATCH_OVERHEAD, remaining) > len(chunk):
            chunk = os.pread(fd, min(_CHUNK, remaining), pos)
            view = memoryview(chunk)
            chunk_start = pos
            rel = 0
        if remaining < LOG_OVERHEAD:
            yield (
                pos,
                view[rel:],
                None,
                _Problem(pos, f"{remaining} bytes left, a batch needs at least {BATCH_OVERHEAD}", True),
            )
            return
        _base, length = _BASE_AND_LENGTH.unpack_from(view, rel)
        if remaining > MAGIC_OFFSET and view[rel + MAGIC_OFFSET] != MAGIC:
            yield (
                pos,
                view[rel:rel],
                None,
                _Problem(
                    pos,
                    f"unsupported magic {view[rel + MAGIC_OFFSET]} at byte {pos + MAGIC_OFFSET} (only 2 is supported)",
                    True,
                ),
            )
            return
        if length < MIN_BATCH_LENGTH:
            yield (
                pos,
                view[rel:rel],
                None,
                _Problem(pos, f"batch length {length} below the minimum {MIN_BATCH_LENGTH}", True),
            )
            return
        total = length + LOG_OVERHEAD
        if total > remaining:
            yield (
                pos,
                view[rel:rel],
                None,
                _Problem(pos, f"partial batch: {total} bytes declared, {remaining} left in the file", True),
            )
            return
        if rel + total > len(chunk):
            chunk = os.pread(fd, min(max(_CHUNK, total), remaining), pos)
            view = memoryview(chunk)
            chunk_start = pos
            rel = 0
        batch = view[rel : rel + total]
        try:
            header = check_batch(batch, 0, verify_crc=True)
            yield pos, batch, header, None
        except CorruptRecordError as e:
            header = read_header(batch, 0)
            yield pos, batch, header, _Problem(pos, e.reason, False)
        pos += total


def _dump_log(path: str, args: argparse.Namespace, report: _Report) -> None:
    name = os.path.basename(path)
    if name.endswith(".log"):
        digits = name.split(".", 1)[0]
        if digits.isdigit():
            report.print(f"Log starting offset: {int(digits)}")
    else:
        m = _SNAPSHOT_NAME.match(name)
        if name == "bootstrap.checkpoint":
            report.print("KRaft bootstrap snapshot")
        elif m:
            report.print(f"Snapshot end offset: {int(m.group(1))}, epoch: {int(m.group(2))}")
    metadata = _is_metadata(path, args)
    print_data = args.print_data_log or metadata or args.offsets_decoder or args.transaction_log_decoder
    deep = args.deep_iteration or print_data
    verify = args.verify
    fd = os.open(path, os.O_RDONLY)
    try:
        file_size = os.fstat(fd).st_size
        size = min(file_size, max(args.max_bytes, 0))
        valid_bytes = 0
        batches = 0
        records = 0
        last_offset = -1
        first_offset = -1
        problems = 0
        for pos, batch, header, problem in _walk(fd, size):
            if problem is not None and problem.fatal:
                problems += 1
                if size == file_size:
                    if not verify:
                        report.print(f"Found {size - pos} invalid bytes at the end of {name}")
                    report.error(f"{path}: invalid batch at byte position {pos}: {problem.reason}")
                break
            assert header is not None
            batches += 1
            if first_offset < 0:
                first_offset = header.base_offset
            if not verify:
                report.print(_batch_line(header, pos, problem is None))
            if problem is not None:
                problems += 1
                report.error(f"{path}: corrupt batch at byte position {pos}: {problem.reason}")
            if deep or verify:
                try:
                    decoded = decode_batch(batch, verify_crc=False)
                except DecodeError as e:
                    problems += 1
                    report.error(
                        f"{path}: batch at byte position {pos} (base offset {header.base_offset}): "
                        f"cannot decode its records: {e}"
                    )
                    decoded = None
                if decoded is not None:
                    records += len(decoded.records)
                    for record in decoded.records:
                        if last_offset >= 0 and record.offset != last_offset + 1:
                            report.non_consecutive.setdefault(os.path.abspath(path), []).append(
                                (last_offset, record.offset)
                            )
                        last_offset = record.offset
                        if deep and not verify:
                            report.print(_record_line(record, header, args, metadata, print_data, report, path))
            valid_bytes = pos + len(batch)
        if verify:
            state = "OK" if not problems and valid_bytes == size else "CORRUPT"
            report.print(
                f"{path}: {batches} batches, {records} records, offsets {first_offset} to "
                f"{last_offset if last_offset >= 0 else '-'}, {valid_bytes} valid bytes of {file_size}: "
                f"{state}"
            )
    finally:
        os.close(fd)


def _bool(b: bool) -> str:
    return "true" if b else "false"


def _batch_line(h: BatchHeader, position: int, valid: bool) -> str:
    horizon = f"OptionalLong[{h.base_timestamp}]" if h.has_delete_horizon else "OptionalLong.empty"
    ts_type = "LogAppendTime" if h.timestamp_type else "CreateTime"
    return (
        f"baseOffset: {h.base_offset} lastOffset: {h.last_offset} count: {h.records_count} "
        f"baseSequence: {h.base_sequence} lastSequence: {h.last_sequence} producerId: {h.producer_id} "
        f"producerEpoch: {h.producer_epoch} partitionLeaderEpoch: {h.partition_leader_epoch} "
        f"isTransactional: {_bool(h.is_transactional)} isControl: {_bool(h.is_control)} "
        f"deleteHorizonMs: {horizon} position: {position} {ts_type}: {h.max_timestamp} size: {h.size} "
        f"magic: {h.magic} compresscodec: {_CODECS.get(h.compression, h.compression)} crc: {h.crc} "
        f"isvalid: {_bool(valid)}"
    )


def _record_line(
    record: Record,
    header: BatchHeader,
    args: argparse.Namespace,
    metadata: bool,
    print_data: bool,
    report: _Report,
    path: str,
) -> str:
    prefix = f"{RECORD_INDENT} "
    parts: list[str] = []
    if not args.skip_record_metadata:
        ts_type = "LogAppendTime" if header.timestamp_type else "CreateTime"
        key_size = -1 if record.key is None else len(record.key)
        value_size = -1 if record.value is None else len(record.value)
        seq = -1
        if header.base_sequence >= 0:
            seq = (header.base_sequence + (record.offset - header.base_offset)) & 0x7FFFFFFF
        header_keys = ",".join(k for k, _v in record.headers)
        parts.append(
            f"{prefix}offset: {record.offset} {ts_type}: {record.timestamp} keySize: {key_size} "
            f"valueSize: {value_size} sequence: {seq} headerKeys: [{header_keys}]"
        )
        prefix = " "
        if header.is_control:
            parts.append(_control_text(record, report, path))
    if print_data and not header.is_control:
        if metadata:
            parts.append(f"{prefix}payload: {_metadata_payload(record, report, path)}")
        elif args.offsets_decoder or args.transaction_log_decoder:
            if args.offsets_decoder:
                key_text, value_text = _internal_payload(record, record_classes, "offsets", report, path)
            else:
                key_text, value_text = _internal_payload(
                    record, _transaction_log_classes, "transaction log", report, path
                )
            parts.append(f"{prefix}key: {key_text}")
            if value_text is not None:
                parts.append(f" payload: {value_text}")
        else:
            if record.key is not None:
                parts.append(f"{prefix}key: {_text(record.key)}")
                prefix = " "
            if record.value is not None:
                parts.append(f" payload: {_text(record.value)}")
    return "".join(parts)


def _text(data: bytes | bytearray | memoryview) -> str:
    return bytes(data).decode("utf-8", errors="replace")


# ============================================================================= control and metadata records


def _control_text(record: Record, report: _Report, path: str) -> str:
    try:
        _version, control_type = parse_control_key(record.key)
    except CorruptRecordError as e:
        report.error(f"{path}: control record at offset {record.offset}: {e}")
        return " controlType: UNKNOWN(-1)"
    if control_type in (ControlRecordType.ABORT, ControlRecordType.COMMIT):
        try:
            _v, coordinator_epoch = decode_end_txn_value(record.value)
        except CorruptRecordError as e:
            report.error(f"{path}: transaction marker at offset {record.offset}: {e}")
            return f" controlType: {ControlRecordType(control_type).name}({control_type})"
        return f" endTxnMarker: {ControlRecordType(control_type).name} coordinatorEpoch: {coordinator_epoch}"
    cls = control_record_class(control_type)
    if cls is None:
        return f" controlType: UNKNOWN({control_type})"
    name = CONTROL_RECORD_NAMES.get(control_type, cls.NAME)
    if record.value is None:
        report.error(f"{path}: control record {name} at offset {record.offset} has no value")
        return f" {name} null"
    try:
        msg, version = _decode_control_value(cls, record.value)
    except DecodeError as e:
        report.error(f"{path}: control record {name} at offset {record.offset}: {e}")
        return f" {name} <undecodable: {e}>"
    return f" {name} {json.dumps(to_json_object(msg, version), separators=(',', ':'))}"


def _decode_control_value(cls: type[Message], value: bytes | bytearray | memoryview) -> tuple[Message, int]:
    """Control values carry no version outside themselves: read at v0, then at the Version field if higher."""
    msg = cls.decode(value, 0)
    version = getattr(msg, "version", 0)
    lo, hi = cls.VALID_VERSIONS
    if isinstance(version, int) and 0 < version <= hi and version >= lo:
        try:
            return cls.decode(value, version), version
        except DecodeError:
            return msg, 0
    return msg, 0


def _metadata_payload(record: Record, report: _Report, path: str) -> str:
    value = record.value
    if value is None:
        report.error(f"{path}: metadata record at offset {record.offset} has a null value")
        return f"Error at {record.offset}, skipping. null value"
    try:
        frame_version, pos = read_uvarint(value, 0)
        if frame_version != 1:
            raise DecodeError(f"unsupported metadata frame version {frame_version}")
        record_type, pos = read_uvarint(value, pos)
        version, pos = read_uvarint(value, pos)
        cls = metadata_record_class(record_type)
        if cls is None:
            raise DecodeError(f"unknown metadata record type {record_type}")
        msg = cls.decode(memoryview(value)[pos:], version)
    except DecodeError as e:
        report.error(f"{path}: metadata record at offset {record.offset}: {e}")
        return f"Error at {record.offset}, skipping. {e}"
    return json.dumps(metadata_record_json(msg, version), separators=(",", ":"))


# ============================================================================ __consumer_offsets, __transaction_state


def _transaction_log_classes(key_version: int) -> tuple[type[Message], type[Message]] | None:
    return (TransactionLogKey, TransactionLogValue) if key_version == 0 else None


def _internal_payload(
    record: Record,
    classes: Callable[[int], tuple[type[Message], type[Message]] | None],
    key_label: str,
    report: _Report,
    path: str,
) -> tuple[str, str | None]:
    """A `__consumer_offsets` or `__transaction_state` record as Kafka's decoders print it: the key as
    ``{"type":"<key version>","data":{..}}`` and the value as ``{"version":"<v>","data":{..}}`` (``<DELETE>`` for a
    tombstone), each decoded with its schema."""
    key = record.key
    if key is None or len(key) < 2:
        report.error(f"{path}: record at offset {record.offset} has no key ({key_label} decoder)")
        return f"Error at offset {record.offset}, skipping. missing key", None
    key_version = _I16.unpack_from(key, 0)[0]
    found = classes(key_version)
    if found is None:
        return f"Unknown record type {key_version} at offset {record.offset}, skipping.", None
    key_cls, value_cls = found
    try:
        k = key_cls.decode(bytes(key[2:]), 0)
        key_text = json.dumps({"type": str(key_version), "data": to_json_object(k, 0)}, separators=(",", ":"))
        value = record.value
        if value is None:
            return key_text, "<DELETE>"
        if len(value) < 2:
            raise DecodeError("a value shorter than its version")
        version = _I16.unpack_from(value, 0)[0]
        lo, hi = value_cls.VALID_VERSIONS
        if not lo <= version <= hi:
            raise DecodeError(f"unknown {value_cls.NAME} version {version}")
        v, end = value_cls.decode_from(bytes(value), 2, version)
        if end != len(value):
            raise DecodeError(f"{len(value) - end} bytes left after the {value_cls.NAME}")
    except DecodeError as e:
        report.error(f"{path}: record at offset {record.offset}: {e}")
        return f"Error at offset {record.offset}, skipping. {e}", None
    return key_text, json.dumps({"version": str(version), "data": to_json_object(v, version)}, separators=(",", ":"))


# ============================================================================================ index files


def _segment_log_path(path: str) -> str:
    name = os.path.basename(path)
    return os.path.join(os.path.dirname(path), name.split(".", 1)[0] + ".log")


def _base_offset(path: str) -> int:
    digits = os.path.basename(path).split(".", 1)[0]
    if not digits.isdigit():
        raise ValueError(f"{path}: not a segment file name (expected <20 digits>.index)")
    return int(digits)


def _read_header_at(fd: int, position: int, file_size: int) -> tuple[int, ...] | None:
    if position < 0 or position + BATCH_OVERHEAD > file_size:
        return None
    data = os.pread(fd, BATCH_OVERHEAD, position)
    if len(data) < BATCH_OVERHEAD or data[MAGIC_OFFSET] != MAGIC:
        return None
    fields = HEADER_STRUCT.unpack_from(data, 0)
    if fields[1] < MIN_BATCH_LENGTH:
        return None
    return fields


def _dump_txn_index(path: str, report: _Report) -> None:
    """A transaction index: one line per aborted transaction, as Kafka's DumpLogSegments prints them."""
    name = os.path.basename(path).split(".", 1)[0]
    base = int(name) if name.isdigit() else 0
    with open(path, "rb") as f:
        data = f.read()
    entries, valid, problem = decode_entries(data, base)
    for txn in entries:
        report.print(
            f"version: {TXN_INDEX_VERSION} producerId: {txn.producer_id} firstOffset: {txn.first_offset} "
            f"lastOffset: {txn.last_offset} lastStableOffset: {txn.last_stable_offset}"
        )
    if problem is not None:
        report.error(f"{path}: corrupt transaction index at byte position {valid}: {problem}")


def _dump_index(path: str, args: argparse.Namespace, report: _Report) -> None:
    try:
        base = _base_offset(path)
    except ValueError as e:
        report.error(str(e))
        return
    with open(path, "rb") as f:
        data = f.read()
    if len(data) % 8:
        report.error(
            f"{path}: corrupt index: its length {len(data)} is not a multiple of 8 (byte position "
            f"{len(data) - len(data) % 8})"
        )
    entries = [(base + rel, pos) for rel, pos in _OFFSET_ENTRY.iter_unpack(data[: len(data) - len(data) % 8])]
    if not entries:
        report.print(f"{path} is empty.")
        return
    if args.index_sanity_check:
        last_offset = entries[-1][0]
        if last_offset < base:
            report.error(f"{path}: corrupt index: last offset {last_offset} is below the base offset {base}")
        else:
            report.print(f"{path} passed sanity check.")
        return
    log_path = _segment_log_path(path)
    fd = -1
    log_size = 0
    try:
        fd = os.open(log_path, os.O_RDONLY)
        log_size = os.fstat(fd).st_size
    except OSError:
        report.error(f"{path}: cannot open the segment {log_path} to verify the index")
    try:
        for i, (offset, position) in enumerate(entries):
            if offset == base and i > 0:
                return  # a preallocated index: zero entries from here on
            if fd >= 0:
                fields = _read_header_at(fd, position, log_size)
                if fields is None:
                    report.index_mismatches.setdefault(os.path.abspath(path), []).append((offset, -1))
                    report.failed = True
                else:
                    last = fields[0] + fields[6]
                    if last != offset:
                        report.index_mismatches.setdefault(os.path.abspath(path), []).append((offset, last))
                        report.failed = True
            if not args.verify_index_only:
                report.print(f"offset: {offset} position: {position}")
    finally:
        if fd >= 0:
            os.close(fd)


# complex on purpose: one pass over the file with a check per entry field, as kafka-dump-log reports them
def _dump_time_index(path: str, args: argparse.Namespace, report: _Report) -> None:  # noqa: C901
    try:
        base = _base_offset(path)
    except ValueError as e:
        report.error(str(e))
        return
    with open(path, "rb") as f:
        data = f.read()
    if len(data) % 12:
        report.error(
            f"{path}: corrupt time index: its length {len(data)} is not a multiple of 12 (byte position "
            f"{len(data) - len(data) % 12})"
        )
    entries = [(ts, base + rel) for ts, rel in _TIME_ENTRY.iter_unpack(data[: len(data) - len(data) % 12])]
    if args.index_sanity_check:
        if entries and entries[-1][1] < base:
            report.error(f"{path}: corrupt time index: last offset {entries[-1][1]} is below the base offset {base}")
        else:
            report.print(f"{path} passed sanity check.")
        return
    log_path = _segment_log_path(path)
    index_path = log_path[: -len(".log")] + ".index"
    index: list[tuple[int, int]] = []
    try:
        with open(index_path, "rb") as f:
            idata = f.read()
        index = [(base + rel, pos) for rel, pos in _OFFSET_ENTRY.iter_unpack(idata[: len(idata) - len(idata) % 8])]
    except OSError:
        pass
    fd = -1
    log_size = 0
    try:
        fd = os.open(log_path, os.O_RDONLY)
        log_size = os.fstat(fd).st_size
    except OSError:
        report.error(f"{path}: cannot open the segment {log_path} to verify the time index")
    key = os.path.abspath(path)
    prev_ts = -1
    try:
        for i, (ts, offset) in enumerate(entries):
            if offset == base and i > 0:
                return
            if fd >= 0:
                position = 0
                for o, p in index:
                    if o > offset:
                        break
                    position = p
                found = None
                pos = position
                while True:
                    fields = _read_header_at(fd, pos, log_size)
                    if fields is None:
                        break
                    if fields[0] + fields[6] >= offset:
                        found = fields
                        break
                    pos += fields[1] + LOG_OVERHEAD
                if found is None:
                    report.time_not_found.setdefault(key, []).append((offset, -1))
                    report.failed = True
                elif found[0] + found[6] != offset:
                    report.time_not_found.setdefault(key, []).append((offset, found[0] + found[6]))
                    report.failed = True
                else:
                    if found[8] != ts:
                        report.time_mismatches.setdefault(key, []).append((ts, found[8]))
                        report.failed = True
                    if prev_ts >= ts:
                        report.time_out_of_order.setdefault(key, []).append((ts, prev_ts))
                        report.failed = True
            if not args.verify_index_only:
                report.print(f"timestamp: {ts} offset: {offset}")
            prev_ts = ts
    finally:
        if fd >= 0:
            os.close(fd)


if __name__ == "__main__":
    sys.exit(main())
