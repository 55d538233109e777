"""The log manager's periodic tasks on a node (kraftpy.node.data_plane.LogTasks): the dir of a deleted or
moved-away replica is removed in bounded steps, one every DIR_DELETE_GAP_MS, rather than in one stall of the loop."""

from __future__ import annotations

import uuid
from pathlib import Path

from kraftpy.node.config import load_config
from kraftpy.node.data_plane import DIR_DELETE_GAP_MS, LogTasks
from kraftpy.sim.manual import ManualReactor
from kraftpy.storage import LogConfig, LogManager, SimFileSystem
from kraftpy.storage.fs import join
from kraftpy.storage.log_manager import DIR_DELETE_STEP_BYTES

CONFIG = """
process.roles=broker
node.id=2
controller.quorum.voters=1@127.0.0.1:9093
listeners=PLAINTEXT://127.0.0.1:9092
controller.listener.names=CONTROLLER
log.dirs=/logs
log.retention.check.interval.ms=1000
"""
MB = 1024 * 1024


def dir_bytes(fs: SimFileSystem, path: str) -> int:
    return sum(fs.file_size(join(path, n)) for n in fs.listdir(path))


def test_a_large_deleted_dir_goes_in_steps_of_bounded_size(tmp_path: Path) -> None:
    (tmp_path / "server.properties").write_text(CONFIG)
    config = load_config(tmp_path / "server.properties")
    reactor = ManualReactor(node_id=2)
    fs = SimFileSystem()
    logs = LogManager(fs, ["/logs"], clock=reactor.now_ms, default_config=LogConfig(file_delete_delay_ms=0), node_id=2)
    logs.startup()
    log = logs.get_or_create_log("moved", 0, topic_id=uuid.UUID(int=7))
    size = 2 * DIR_DELETE_STEP_BYTES + 5 * MB  # a segment file as a moved replica leaves behind
    with fs.open(join(log.dir, "00000000000000000000.log"), write=True, create=True, truncate=True) as f:
        f.append(b"\0" * size)
    tasks = LogTasks(reactor, logs, config, time_sliced=False)
    try:
        assert logs.async_delete("moved", 0)
        (renamed,) = [n for n in fs.listdir("/logs") if n.endswith("-delete")]
        path = join("/logs", renamed)
        total = dir_bytes(fs, path)
        assert total >= size

        reactor.advance(1000)  # the retention check: the first step only
        assert fs.exists(path)
        assert total - DIR_DELETE_STEP_BYTES <= dir_bytes(fs, path) < total
        reactor.advance(DIR_DELETE_GAP_MS)  # the next step follows without waiting for the next check
        assert fs.exists(path)
        assert total - 2 * DIR_DELETE_STEP_BYTES <= dir_bytes(fs, path) < total - DIR_DELETE_STEP_BYTES
        reactor.advance(DIR_DELETE_GAP_MS)
        assert not fs.exists(path)
        assert not logs.dir_deletes_due()
        reactor.advance(10 * DIR_DELETE_GAP_MS)  # nothing left: no more steps scheduled
        assert "delete dirs" not in tasks._timers
    finally:
        tasks.close()
