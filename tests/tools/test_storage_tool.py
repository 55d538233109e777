"""`kraftpy storage`: random-uuid, format (twice), info."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from kraftpy.protocol.uuids import uuid_from_str
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.meta_properties import read_meta_properties as _read


def read_meta_properties(path: Path):  # type: ignore[no-untyped-def]
    return _read(RealFileSystem(), str(path))


def kraftpy(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "kraftpy", *args], capture_output=True, text=True, timeout=60)


def _config(tmp_path: Path, extra: str = "") -> Path:
    path = tmp_path / "server.properties"
    path.write_text(
        "process.roles=broker,controller\nnode.id=3\ncontroller.quorum.voters=3@127.0.0.1:9093\n"
        "listeners=PLAINTEXT://127.0.0.1:9092,CONTROLLER://127.0.0.1:9093\ncontroller.listener.names=CONTROLLER\n"
        f"log.dirs={tmp_path / 'a'},{tmp_path / 'b'}\nmetadata.log.dir={tmp_path / 'meta'}\n" + extra
    )
    return path


def test_random_uuid_is_kafka_text_form() -> None:
    out = kraftpy("storage", "random-uuid")
    assert out.returncode == 0
    text = out.stdout.strip()
    assert len(text) == 22 and not text.startswith("-")
    uuid_from_str(text)


def test_format_then_format_again(tmp_path: Path) -> None:
    config = _config(tmp_path)
    cluster_id = kraftpy("storage", "random-uuid").stdout.strip()
    out = kraftpy("storage", "format", "--config", str(config), "--cluster-id", cluster_id)
    assert out.returncode == 0, out.stderr
    assert f"Formatting metadata directory {tmp_path / 'meta'} with metadata.version" in out.stdout
    assert f"Formatting data directory {tmp_path / 'a'}" in out.stdout
    metas = [read_meta_properties(tmp_path / d) for d in ("a", "b", "meta")]
    assert all(m is not None and m.cluster_id == cluster_id and m.node_id == 3 for m in metas)
    assert len({m.directory_id for m in metas if m}) == 3  # a fresh directory id per directory
    text = (tmp_path / "a" / "meta.properties").read_text()
    assert "version=1" in text and f"cluster.id={cluster_id}" in text and "node.id=3" in text

    again = kraftpy("storage", "format", "--config", str(config), "--cluster-id", cluster_id)
    assert again.returncode == 1
    assert (
        f"Log directory {tmp_path / 'a'} is already formatted. Use --ignore-formatted to ignore this directory "
        "and format the others." in again.stderr
    )
    ignored = kraftpy("storage", "format", "--config", str(config), "--cluster-id", cluster_id, "--ignore-formatted")
    assert ignored.returncode == 0
    assert "All of the log directories are already formatted." in ignored.stdout
    # and nothing was rewritten
    assert [read_meta_properties(tmp_path / d) for d in ("a", "b", "meta")] == metas

    info = kraftpy("storage", "info", "--config", str(config))
    assert info.returncode == 0, info.stdout
    assert f"cluster.id={cluster_id}" in info.stdout and "node.id=3" in info.stdout


def test_ignore_formatted_formats_the_rest(tmp_path: Path) -> None:
    config = _config(tmp_path)
    cid = kraftpy("storage", "random-uuid").stdout.strip()
    (tmp_path / "a").mkdir()
    first = tmp_path / "first.properties"
    first.write_text(config.read_text().replace(f"{tmp_path / 'a'},{tmp_path / 'b'}", str(tmp_path / "a")))
    assert kraftpy("storage", "format", "-c", str(first), "-t", cid).returncode == 0
    out = kraftpy("storage", "format", "-c", str(config), "-t", cid, "-g")
    assert out.returncode == 0
    assert f"Formatting data directory {tmp_path / 'b'}" in out.stdout
    assert str(tmp_path / "a") + " " not in out.stdout


def test_info_reports_unformatted_dirs(tmp_path: Path) -> None:
    config = _config(tmp_path)
    (tmp_path / "a").mkdir()
    out = kraftpy("storage", "info", "--config", str(config))
    assert out.returncode == 1
    assert f"{tmp_path / 'a'} is not formatted." in out.stdout


def test_bad_cluster_id_and_config_errors(tmp_path: Path) -> None:
    config = _config(tmp_path)
    out = kraftpy("storage", "format", "--config", str(config), "--cluster-id", "not-a-uuid")
    assert out.returncode == 2
    assert "does not appear to be a valid UUID" in out.stderr
    assert not (tmp_path / "a").exists()
    bad = _config(tmp_path, "node.idd=3\n")
    out = kraftpy("storage", "format", "--config", str(bad), "--cluster-id", "MkU3OEVBNTcwNTJENDM2Qk")
    assert out.returncode == 2
    assert "node.idd: unknown configuration key" in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "a").exists()


def test_dynamic_quorum_flags(tmp_path: Path) -> None:
    config = tmp_path / "c.properties"
    config.write_text(
        "process.roles=controller\nnode.id=1\ncontroller.quorum.bootstrap.servers=127.0.0.1:9093\n"
        "listeners=CONTROLLER://127.0.0.1:9093\ncontroller.listener.names=CONTROLLER\n"
        f"log.dirs={tmp_path / 'm'}\n"
    )
    cid = "MkU3OEVBNTcwNTJENDM2Qk"
    out = kraftpy("storage", "format", "-c", str(config), "-t", cid)
    assert out.returncode == 2 and "--standalone" in out.stderr
    dir_id = "AAAAAAAAAAAAAAAAAAAAAQ"
    bad = kraftpy("storage", "format", "-c", str(config), "-t", cid, "--initial-controllers", f"2@h:9093:{dir_id}")
    assert bad.returncode == 2 and "does not include this node" in bad.stderr
    ok = kraftpy("storage", "format", "-c", str(config), "-t", cid, "--initial-controllers", f"1@h:9093:{dir_id}")
    assert ok.returncode == 0, ok.stderr
    assert "Formatting dynamic metadata voter directory" in ok.stdout
    meta = read_meta_properties(tmp_path / "m")
    assert meta is not None and meta.directory_id == dir_id
