"""`kraftpy dump-log`: Kafka's output format on data logs, metadata logs, snapshots and indexes; damaged files."""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from kraftpy.protocol.messages.coordinator_records import (
    ConsumerGroupMetadataKey,
    ConsumerGroupMetadataValue,
    TransactionLogKey,
    TransactionLogValue,
)
from kraftpy.protocol.messages.metadata_records import FeatureLevelRecord, PartitionRecord, TopicRecord
from kraftpy.protocol.messages.raft_records import (
    LeaderChangeMessage,
    SnapshotFooterRecord,
    SnapshotHeaderRecord,
)
from kraftpy.protocol.records import (
    ControlRecordType,
    RecordBatchBuilder,
    build_control_batch,
    build_end_txn_marker,
)
from kraftpy.storage import Log, LogConfig, RealFileSystem, SnapshotId, SnapshotWriter
from kraftpy.storage.cleaner_records import AbortedTxn
from kraftpy.tools import dump_log
from tests.storage.helpers import ManualClock, frame_metadata

TOPIC_ID = uuid.UUID("00000000-0000-0000-0000-00000000002a")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = dump_log.main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


def data_log(root: Path) -> Log:
    cfg = LogConfig.from_properties({"index.interval.bytes": "100"})
    log = Log.open(RealFileSystem(), f"{root}/orders-0", cfg, ManualClock())
    b = RecordBatchBuilder(producer_id=7, producer_epoch=1, base_sequence=10)
    b.append(1000, b"key-0", b"hello", headers=[("trace", b"1"), ("h2", None)])
    b.append(1005, None, b"world")
    log.append_as_leader(b.build(), leader_epoch=4)
    for i in range(8):
        b = RecordBatchBuilder(compression=1 if i == 3 else 0)
        b.append(2000 + i, f"k{i}".encode(), f"value {i}".encode() * 5)
        log.append_as_leader(b.build(), leader_epoch=4)
    log.append_as_leader(
        build_end_txn_marker(commit=True, producer_id=7, producer_epoch=1, coordinator_epoch=3, timestamp=3000),
        leader_epoch=4,
    )
    log.close()
    return log


def test_data_log_batches_and_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = data_log(tmp_path)
    path = log.segments[0].log_path
    code, out, err = run(capsys, "--files", path, "--print-data-log")
    assert code == 0, err
    assert out[0] == f"Dumping {path}"
    assert out[1] == "Log starting offset: 0"
    assert out[2].startswith(
        "baseOffset: 0 lastOffset: 1 count: 2 baseSequence: 10 lastSequence: 11 producerId: 7 producerEpoch: 1 "
        "partitionLeaderEpoch: 4 isTransactional: false isControl: false deleteHorizonMs: OptionalLong.empty "
        "position: 0 CreateTime: 1005 size: "
    )
    assert out[2].endswith(" isvalid: true") and " magic: 2 compresscodec: none crc: " in out[2]
    assert out[3] == (
        "| offset: 0 CreateTime: 1000 keySize: 5 valueSize: 5 sequence: 10 headerKeys: [trace,h2] "
        "key: key-0 payload: hello"
    )
    assert out[4] == "| offset: 1 CreateTime: 1005 keySize: -1 valueSize: 5 sequence: 11 headerKeys: [] payload: world"
    assert any("compresscodec: gzip" in line for line in out)
    assert out[-2].startswith("baseOffset: 10 lastOffset: 10 count: 1") and "isControl: true" in out[-2]
    assert "isTransactional: true" in out[-2]
    assert out[-1] == (
        "| offset: 10 CreateTime: 3000 keySize: 4 valueSize: 6 sequence: -1 headerKeys: [] "
        "endTxnMarker: COMMIT coordinatorEpoch: 3"
    )
    # without --print-data-log / --deep-iteration: batches only
    code, out, _ = run(capsys, "--files", path)
    assert code == 0
    assert len(out) == 2 + 10 and not any(line.startswith("|") for line in out)
    # --deep-iteration: records without payloads
    code, out, _ = run(capsys, "--files", path, "--deep-iteration")
    assert out[3] == "| offset: 0 CreateTime: 1000 keySize: 5 valueSize: 5 sequence: 10 headerKeys: [trace,h2]"


def test_transaction_index_and_abort_markers(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = Log.open(RealFileSystem(), f"{tmp_path}/orders-0", LogConfig(), ManualClock())
    b = RecordBatchBuilder(producer_id=9, producer_epoch=2, base_sequence=0, is_transactional=True)
    b.append(1000, b"k", b"never visible")
    log.append_as_leader(b.build(), leader_epoch=1)
    marker = build_end_txn_marker(commit=False, producer_id=9, producer_epoch=2, coordinator_epoch=5, timestamp=1001)
    at = log.append_as_leader(marker, leader_epoch=1).first_offset
    log.append_aborted_transaction(AbortedTxn(9, 0, at, at + 1))
    log.flush()
    log.close()
    path = str(tmp_path / "orders-0" / "00000000000000000000.txnindex")
    code, out, err = run(capsys, "--files", path)
    assert code == 0, err
    assert out == [f"Dumping {path}", "version: 0 producerId: 9 firstOffset: 0 lastOffset: 1 lastStableOffset: 2"]
    code, out, _ = run(capsys, "--files", log.segments[0].log_path, "--deep-iteration")
    assert out[-1].endswith("endTxnMarker: ABORT coordinatorEpoch: 5") and "isControl: true" in out[-2]
    # a torn entry at the end: the entries before it, then the problem with its byte position
    with open(path, "ab") as f:
        f.write(struct.pack(">hq", 0, 10))
    code, out, err = run(capsys, "--files", path)
    assert code == 1 and len(out) == 2
    assert "corrupt transaction index at byte position 34: 10 bytes of a partial entry" in err


def test_metadata_log_records_are_decoded_by_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = Log.open(RealFileSystem(), f"{tmp_path}/__cluster_metadata-0", LogConfig(), ManualClock())
    leader_change = LeaderChangeMessage(
        version=0,
        leader_id=1,
        voters=[LeaderChangeMessage.Voter(voter_id=1)],
        granting_voters=[LeaderChangeMessage.Voter(voter_id=1)],
    )
    log.append_as_leader(
        build_control_batch(ControlRecordType.LEADER_CHANGE, leader_change.encode(0), timestamp=5), leader_epoch=1
    )
    b = RecordBatchBuilder()
    b.append(10, None, frame_metadata(FeatureLevelRecord(name="metadata.version", feature_level=26), 12, 0))
    b.append(11, None, frame_metadata(TopicRecord(name="orders", topic_id=TOPIC_ID), 2, 0))
    b.append(
        12,
        None,
        frame_metadata(
            PartitionRecord(
                partition_id=0,
                topic_id=TOPIC_ID,
                replicas=[1, 2, 3],
                isr=[1],
                leader=1,
                leader_epoch=3,
                partition_epoch=5,
                eligible_leader_replicas=[2],
                last_known_elr=[3],
            ),
            3,
            2,
        ),
    )
    log.append_as_leader(b.build(), leader_epoch=1)
    log.close()
    path = log.segments[0].log_path
    code, out, err = run(capsys, "--files", path)  # decoding is automatic for __cluster_metadata
    assert code == 0, err
    assert out[3] == (
        "| offset: 0 CreateTime: 5 keySize: 4 valueSize: 19 sequence: -1 headerKeys: [] LeaderChange "
        '{"version":0,"leaderId":1,"voters":[{"voterId":1}],"grantingVoters":[{"voterId":1}]}'
    )
    payloads = [json.loads(line.split(" payload: ", 1)[1]) for line in out if " payload: " in line]
    assert payloads[0] == {
        "type": "FEATURE_LEVEL_RECORD",
        "version": 0,
        "data": {"name": "metadata.version", "featureLevel": 26},
    }
    assert payloads[1] == {
        "type": "TOPIC_RECORD",
        "version": 0,
        "data": {"name": "orders", "topicId": "AAAAAAAAAAAAAAAAAAAAKg"},
    }
    assert payloads[2]["type"] == "PARTITION_RECORD" and payloads[2]["version"] == 2
    part = payloads[2]["data"]
    assert (part["replicas"], part["isr"], part["leader"], part["leaderEpoch"]) == ([1, 2, 3], [1], 1, 3)
    assert (part["eligibleLeaderReplicas"], part["lastKnownElr"]) == ([2], [3])


def test_undecodable_metadata_record_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = Log.open(RealFileSystem(), f"{tmp_path}/__cluster_metadata-0", LogConfig(), ManualClock())
    b = RecordBatchBuilder()
    b.append(10, None, b"\x01\x63\x00garbage")  # record type 99 does not exist
    log.append_as_leader(b.build(), leader_epoch=1)
    log.close()
    code, out, err = run(capsys, "--files", log.segments[0].log_path)
    assert code == 1
    assert "payload: Error at 0, skipping." in out[-1]
    assert "unknown metadata record type 99" in err
    assert "Traceback" not in err


def test_snapshot_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fs = RealFileSystem()
    d = f"{tmp_path}/__cluster_metadata-0"
    fs.makedirs(d)
    with SnapshotWriter(fs, d, SnapshotId(100, 3)) as w:
        w.append(
            build_control_batch(
                ControlRecordType.SNAPSHOT_HEADER,
                SnapshotHeaderRecord(version=0, last_contained_log_timestamp=99).encode(0),
                timestamp=99,
            )
        )
        b = RecordBatchBuilder()
        b.append(99, None, frame_metadata(TopicRecord(name="orders", topic_id=TOPIC_ID), 2, 0))
        w.append(b.build())
        w.append(
            build_control_batch(
                ControlRecordType.SNAPSHOT_FOOTER, SnapshotFooterRecord(version=0).encode(0), timestamp=99
            )
        )
        path = w.freeze()
    code, out, err = run(capsys, "--files", path)
    assert code == 0, err
    assert out[1] == "Snapshot end offset: 100, epoch: 3"
    assert out[3].endswith('SnapshotHeader {"version":0,"lastContainedLogTimestamp":99}')
    assert '"type":"TOPIC_RECORD"' in out[5]
    assert out[7].endswith('SnapshotFooter {"version":0}')


def test_index_and_time_index(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = data_log(tmp_path)
    seg = log.segments[0]
    code, out, err = run(capsys, "--files", seg.offset_index.path, seg.time_index.path)
    assert code == 0, err
    index_lines = out[1 : 1 + seg.offset_index.entries]
    assert index_lines and all(line.startswith("offset: ") and " position: " in line for line in index_lines)
    assert out[1 + seg.offset_index.entries] == f"Dumping {seg.time_index.path}"
    assert out[-1] == "timestamp: 3000 offset: 10"
    # an index entry that points at the wrong batch is reported, with a non-zero exit
    with open(seg.offset_index.path, "r+b") as f:
        f.write(struct.pack(">ii", 999, 0))
    code, out, err = run(capsys, "--files", seg.offset_index.path, "--verify-index-only")
    assert code == 1
    assert out == [f"Dumping {seg.offset_index.path}"]
    assert f"Mismatches in :{os.path.abspath(seg.offset_index.path)}" in err
    assert "  Index offset: 999, log offset: 1" in err


def test_corrupt_batch_in_the_middle(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = data_log(tmp_path)
    path = log.segments[0].log_path
    with open(path, "r+b") as f:
        f.seek(100)
        byte = f.read(1)
        f.seek(100)
        f.write(bytes([byte[0] ^ 0xFF]))
    code, out, err = run(capsys, "--files", path)
    assert code == 1
    assert "isvalid: false" in out[2]
    assert all("isvalid: true" in line for line in out[3:])  # the rest is still printed
    assert f"error: {path}: corrupt batch at byte position 0: CRC mismatch" in err
    assert "Traceback" not in err
    code, out, err = run(capsys, "--files", path, "--verify")
    assert code == 1
    assert out[-1].endswith(": CORRUPT")


def test_truncated_and_garbage_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = data_log(tmp_path)
    path = log.segments[0].log_path
    size = os.path.getsize(path)
    with open(path, "r+b") as f:
        f.truncate(size - 10)
    code, out, err = run(capsys, "--files", path)
    assert code == 1
    last_good = out[-2]
    assert "baseOffset: 9 " in last_good
    # the last batch (the transaction marker) is now partial: it starts where batch 9 ends
    bad_at = int(last_good.split(" position: ")[1].split()[0]) + int(last_good.split(" size: ")[1].split()[0])
    assert out[-1] == f"Found {size - 10 - bad_at} invalid bytes at the end of {os.path.basename(path)}"
    assert f"invalid batch at byte position {bad_at}: partial batch" in err
    garbage = tmp_path / "00000000000000000000.log"
    garbage.write_bytes(os.urandom(300))
    code, out, err = run(capsys, "--files", str(garbage))
    assert code == 1 and "byte position 0" in err and "Traceback" not in err
    code, out, err = run(capsys, "--files", str(tmp_path / "missing.log"), "--verify")
    assert code == 1 and "no such file" in err


def test_verify_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = data_log(tmp_path)
    path = log.segments[0].log_path
    code, out, err = run(capsys, "--files", path, "--verify")
    assert code == 0, err
    assert out == [
        f"Dumping {path}",
        "Log starting offset: 0",
        f"{path}: 10 batches, 11 records, offsets 0 to 10, {os.path.getsize(path)} valid bytes of "
        f"{os.path.getsize(path)}: OK",
    ]


def test_offsets_decoder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    def s16(text: str) -> bytes:
        return struct.pack(">h", len(text)) + text.encode()

    key = struct.pack(">h", 1) + s16("group-a") + s16("orders") + struct.pack(">i", 3)
    value = struct.pack(">h", 3) + struct.pack(">q", 42) + struct.pack(">i", 5) + s16("meta") + struct.pack(">q", 1700)
    log = Log.open(RealFileSystem(), f"{tmp_path}/__consumer_offsets-0", LogConfig(), ManualClock())
    b = RecordBatchBuilder()
    b.append(1, key, value)
    b.append(2, key, None)
    log.append_as_leader(b.build(), leader_epoch=0)
    log.close()
    code, out, err = run(capsys, "--files", log.segments[0].log_path, "--offsets-decoder")
    assert code == 0, err
    assert out[3].endswith(
        'key: {"type":"1","data":{"group":"group-a","topic":"orders","partition":3}} payload: {"version":"3",'
        '"data":{"offset":42,"leaderEpoch":5,"metadata":"meta","commitTimestamp":1700}}'
    )
    assert out[4].endswith("payload: <DELETE>")


def test_offsets_decoder_reads_kip848_group_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    key = struct.pack(">h", 3) + ConsumerGroupMetadataKey(group="streams").encode(0)
    value = struct.pack(">h", 0) + ConsumerGroupMetadataValue(epoch=7).encode(0)
    log = Log.open(RealFileSystem(), f"{tmp_path}/__consumer_offsets-1", LogConfig(), ManualClock())
    b = RecordBatchBuilder()
    b.append(1, key, value)
    b.append(2, struct.pack(">h", 12) + b"share", b"x")  # a record type kraftpy does not know
    b.append(3, key, struct.pack(">h", 0) + b"\x00")  # a value cut short
    log.append_as_leader(b.build(), leader_epoch=0)
    log.close()
    code, out, err = run(capsys, "--files", log.segments[0].log_path, "--offsets-decoder")
    assert out[3].endswith('key: {"type":"3","data":{"group":"streams"}} payload: {"version":"0","data":{"epoch":7}}')
    assert out[4].endswith("key: Unknown record type 12 at offset 1, skipping.")
    assert "key: Error at offset 2, skipping." in out[5]
    assert code == 1 and "record at offset 2" in err


def test_transaction_log_decoder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    key = struct.pack(">h", 0) + TransactionLogKey(transactional_id="payments").encode(0)
    ongoing = TransactionLogValue(
        producer_id=4000,
        producer_epoch=3,
        transaction_timeout_ms=60000,
        transaction_status=1,
        transaction_partitions=[TransactionLogValue.PartitionsSchema(topic="orders", partition_ids=[0, 2])],
        transaction_last_update_timestamp_ms=1700,
        transaction_start_timestamp_ms=1600,
        client_transaction_version=2,
    )
    log = Log.open(RealFileSystem(), f"{tmp_path}/__transaction_state-7", LogConfig(), ManualClock())
    b = RecordBatchBuilder()
    b.append(1, key, struct.pack(">h", 1) + ongoing.encode(1))
    ongoing.client_transaction_version = 0
    b.append(2, key, struct.pack(">h", 0) + ongoing.encode(0))
    b.append(3, key, None)
    log.append_as_leader(b.build(), leader_epoch=0)
    log.close()
    code, out, err = run(capsys, "--files", log.segments[0].log_path, "--transaction-log-decoder")
    assert code == 0, err
    key_text = 'key: {"type":"0","data":{"transactionalId":"payments"}}'
    common = (
        '"producerId":4000,"producerEpoch":3,"transactionTimeoutMs":60000,"transactionStatus":1,'
        '"transactionPartitions":[{"topic":"orders","partitionIds":[0,2]}],"transactionLastUpdateTimestampMs":1700,'
        '"transactionStartTimestampMs":1600'
    )
    # v1 is flexible: its tagged fields appear when they differ from their defaults
    assert out[3].endswith(f'{key_text} payload: {{"version":"1","data":{{{common},"clientTransactionVersion":2}}}}')
    assert out[4].endswith(f'{key_text} payload: {{"version":"0","data":{{{common}}}}}')
    assert out[5].endswith(f"{key_text} payload: <DELETE>")


def test_standalone_module_runs(tmp_path: Path) -> None:
    log = data_log(tmp_path)
    proc = subprocess.run(
        [sys.executable, "-m", "kraftpy.tools.dump_log", "--files", log.segments[0].log_path],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith(f"Dumping {log.segments[0].log_path}\nLog starting offset: 0\n")


def test_kraftpy_dump_log_command(tmp_path: Path) -> None:
    log = data_log(tmp_path)
    proc = subprocess.run(
        [sys.executable, "-m", "kraftpy", "dump-log", "--files", log.segments[0].log_path, "--print-data-log"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "| offset: 0 CreateTime: 1000" in proc.stdout
