"""The metadata quorum as operators' tools and released clients meet it, against real processes:

* a controller that is not a voter yet (an observer fetching from the leader of a quorum whose voters are the
  static `controller.quorum.voters`, so its own log names no voter) answers `kraftpy metadata-quorum
  --bootstrap-controller <that node> describe` with the leader it knows from its fetches, as Kafka's observers do;
* with `kraftpy.controller.quorum.demote.on.shutdown`, a voter of a 3-voter quorum stopped cleanly (SIGTERM) leaves
  the voter set first (seed 003: "degrade the shutting down voters to observers"), the 2 voters left keep
  committing (a topic is created), and it comes back as an observer; the leader itself hands over first;
* KIP-853's UpdateRaftVoter: a voter restarted on another port has the leader record its new endpoint, so that
  DescribeQuorum names it and the other voters reach it again (with the leader stopped, the two voters left elect
  one of them and commit);
* AddRaftVoter (v0 as Kafka 4.0, v1 as 4.1+) and RemoveRaftVoter frames exactly as `kafka-metadata-quorum.sh
  add-controller/remove-controller` sends them (RequestHeader v2, the fields in schema order, empty tagged fields),
  written byte by byte in this file from Kafka's published schemas and answered as Kafka answers;
* DescribeQuorum v2 during a reassignment read from raw bytes by this file's own reader: kraftpy's TargetVoters
  (tag 1000 of the partition) lists the target, and a released decoder (kafka-python 3's) reads the same answer.
"""

from __future__ import annotations

import argparse
import socket
import struct
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest

from kraftpy.tools import metadata_quorum

from .cluster import free_port
from .quorum_cluster import QuorumCluster

pytestmark = pytest.mark.timeout(180)


def run_tool(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="kraftpy")
    metadata_quorum.register(parser.add_subparsers(dest="command"))
    ns = parser.parse_args(["metadata-quorum", *args])
    capsys.readouterr()
    code = ns.func(ns)
    out, err = capsys.readouterr()
    return code, out, err


def test_an_observer_controller_names_the_leader_it_fetches_from(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with QuorumCluster(tmp_path, controllers=2, initial=[1], mode="static") as cluster:
        cluster.start_all()
        cluster.wait_for_leader(timeout=60)
        cluster.wait_until(
            "controller 2 fetching as an observer",
            lambda: 2 in {o.replica_id for o in cluster.quorum().observers},
            timeout=60,
        )
        command_config = tmp_path / "admin.properties"
        command_config.write_text("default.api.timeout.ms=10000\nrequest.timeout.ms=3000\n")
        observer = cluster.nodes[2].controller_address
        boot = ["--command-config", str(command_config), "--bootstrap-controller", observer]

        code, out, err = run_tool(capsys, *boot, "describe", "--status")
        assert code == 0, err
        fields = dict(line.split(":", 1) for line in out.splitlines() if ":" in line)
        assert fields["ClusterId"].strip() == cluster.cluster_id
        assert fields["LeaderId"].strip() == "1"
        assert '"id": 1' in fields["CurrentVoters"] and '"id": 2' in fields["CurrentObservers"]

        code, out, err = run_tool(capsys, *boot, "describe", "--replication")
        assert code == 0, err
        rows = [line.split("\t")[0].strip() + " " + line.split("\t")[-2].strip() for line in out.splitlines()[1:]]
        assert rows == ["1 Leader", "2 Observer"], out


def test_a_cleanly_stopped_voter_is_demoted_and_two_voters_keep_committing(tmp_path: Path) -> None:
    with QuorumCluster(
        tmp_path,
        controllers=3,
        brokers=1,
        initial=[1, 2, 3],
        mode="initial",
        overrides={"kraftpy.controller.quorum.demote.on.shutdown": "true"},
    ) as cluster:
        cluster.start_all()
        q = cluster.wait_for_leader(timeout=60)
        cluster.wait_for_brokers(timeout=60)
        cluster.create_topic("before", partitions=1, replication_factor=1, timeout=60)
        follower = next(i for i in (1, 2, 3) if i != q.leader_id)

        assert cluster.stop(follower) == 0
        q = cluster.wait_for_voters([i for i in (1, 2, 3) if i != follower], timeout=10)
        assert "Left the voter set" in cluster.nodes[follower].log_tail(200)
        cluster.create_topic("after-demotion", partitions=1, replication_factor=1, timeout=30)

        # back as an observer: it stays out of the voter set until an operator adds it again
        cluster.start(follower)
        cluster.wait_until(
            f"controller {follower} fetching as an observer",
            lambda: follower in {o.replica_id for o in cluster.quorum().observers},
            timeout=30,
        )
        assert sorted(v.replica_id for v in cluster.quorum().voters) == sorted(i for i in (1, 2, 3) if i != follower)

        # the leader of the 2 voters hands leadership over, then its successor removes it
        leader = cluster.quorum().leader_id
        assert cluster.stop(leader) == 0
        remaining = [i for i in (1, 2, 3) if i not in (follower, leader)]
        q = cluster.wait_for_voters(remaining, timeout=10)
        assert q.leader_id == remaining[0]
        cluster.create_topic("after-leader-demotion", partitions=1, replication_factor=1, timeout=30)


def test_a_voter_restarted_on_another_port_updates_its_endpoint(tmp_path: Path) -> None:
    with QuorumCluster(tmp_path, controllers=3, brokers=1, initial=[1, 2, 3], mode="initial") as cluster:
        cluster.start_all()
        q = cluster.wait_for_leader(timeout=60)
        cluster.wait_for_brokers(timeout=60)
        moved = next(i for i in (1, 2, 3) if i != q.leader_id)
        node = cluster.nodes[moved]
        old_port = node.controller_port
        assert cluster.stop(moved) == 0
        node.controller_port = free_port(node.host)
        cluster.start(moved)

        def recorded() -> int | None:
            endpoints = cluster.quorum().nodes.get(moved, ())
            return next((e.port for e in endpoints if e.name == "CONTROLLER"), None)

        cluster.wait_until(f"voter {moved} recorded at its new port", lambda: recorded() == node.controller_port)
        assert old_port != node.controller_port
        assert "Asking leader" in node.log_tail(400)

        # the other voters reach it at the new port: without the leader, it and the third voter elect a leader
        leader = cluster.quorum().leader_id
        cluster.kill(leader)
        q = cluster.wait_for_leader(timeout=60)
        assert q.leader_id != leader
        cluster.create_topic("after-the-move", partitions=1, replication_factor=1, timeout=60)


# ---------------------------------------------------------------------------------------------------------------
# Frames built by hand from Kafka's published JSON schemas (RequestHeader v2, ApiVersions v4, AddRaftVoter v0-1,
# RemoveRaftVoter v0, DescribeQuorum v2), as Kafka 4.x's Java admin client (kafka-metadata-quorum.sh) writes them,
# and answers read with a reader of their own: nothing of kraftpy's codec is involved on this side of the socket.

CLIENT_ID = b"adminclient-1"


def uvarint(n: int) -> bytes:
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def compact_string(s: str | None) -> bytes:
    if s is None:
        return b"\x00"
    raw = s.encode()
    return uvarint(len(raw) + 1) + raw


def request_frame(api_key: int, version: int, correlation_id: int, body: bytes) -> bytes:
    """RequestHeader v2 (flexible): key, version, correlation id, ClientId with an int16 length, no tagged fields."""
    header = struct.pack(">hhih", api_key, version, correlation_id, len(CLIENT_ID)) + CLIENT_ID + b"\x00"
    payload = header + body
    return struct.pack(">i", len(payload)) + payload


def add_raft_voter_body(
    version: int, cluster_id: str | None, timeout_ms: int, voter_id: int, directory: uuid.UUID, host: str, port: int
) -> bytes:
    body = compact_string(cluster_id) + struct.pack(">ii", timeout_ms, voter_id) + directory.bytes
    body += uvarint(2) + compact_string("CONTROLLER") + compact_string(host) + struct.pack(">H", port) + b"\x00"
    if version >= 1:
        body += b"\x01"  # AckWhenCommitted: true, the Java client's default
    return body + b"\x00"


def remove_raft_voter_body(cluster_id: str | None, voter_id: int, directory: uuid.UUID) -> bytes:
    return compact_string(cluster_id) + struct.pack(">i", voter_id) + directory.bytes + b"\x00"


class Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def take(self, n: int) -> bytes:
        out = self.data[self.pos : self.pos + n]
        assert len(out) == n, "answer too short"
        self.pos += n
        return out

    def int(self, fmt: str) -> int:
        (v,) = struct.unpack(">" + fmt, self.take(struct.calcsize(fmt)))
        return int(v)

    def uvarint(self) -> int:
        shift = value = 0
        while True:
            b = self.take(1)[0]
            value |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return value

    def string(self) -> str | None:
        n = self.uvarint()
        return None if n == 0 else self.take(n - 1).decode()

    def array(self, item: Callable[[Reader], object]) -> list[object] | None:
        n = self.uvarint()
        return None if n == 0 else [item(self) for _ in range(n - 1)]

    def tags(self) -> dict[int, bytes]:
        return {self.uvarint(): self.take(self.uvarint()) for _ in range(self.uvarint())}


def exchange(address: str, frame: bytes, timeout: float = 30.0) -> Reader:
    """Send one request frame, return a reader of the answer after its correlation id."""
    host, port = address.rsplit(":", 1)
    with socket.create_connection((host, int(port)), timeout=timeout) as s:
        s.sendall(frame)
        size = struct.unpack(">i", _recv(s, 4))[0]
        answer = Reader(_recv(s, size))
    assert answer.int("i") == struct.unpack(">i", frame[8:12])[0], "the answer carries the request's correlation id"
    return answer


def _recv(s: socket.socket, n: int) -> bytes:
    out = b""
    while len(out) < n:
        chunk = s.recv(n - len(out))
        assert chunk, "connection closed before the whole answer"
        out += chunk
    return out


def voter_answer(address: str, api_key: int, version: int, body: bytes, cid: int) -> tuple[int, str | None]:
    """AddRaftVoter / RemoveRaftVoter answer: ResponseHeader v1 (its tagged fields), then ThrottleTimeMs, ErrorCode,
    ErrorMessage and the body's tagged fields."""
    r = exchange(address, request_frame(api_key, version, cid, body))
    assert r.tags() == {}
    throttle, code, message = r.int("i"), r.int("h"), r.string()
    assert throttle == 0 and r.tags() == {} and r.pos == len(r.data)
    return code, message


def api_versions(address: str) -> dict[int, tuple[int, int]]:
    """ApiVersions v4 as the Java client sends it first (its answer has a v0 header: no tagged fields there)."""
    body = compact_string("apache-kafka-java") + compact_string("4.0.0") + b"\x00"
    r = exchange(address, request_frame(18, 4, 1, body))
    assert r.int("h") == 0

    def key(r: Reader) -> tuple[int, int, int]:
        out = (r.int("h"), r.int("h"), r.int("h"))
        r.tags()
        return out

    keys = r.array(key)
    assert keys is not None
    return {k: (lo, hi) for k, lo, hi in keys}  # type: ignore[misc]


def test_add_and_remove_raft_voter_frames_as_kafka_4_sends_them(tmp_path: Path) -> None:
    with QuorumCluster(tmp_path, controllers=2, initial=[1], mode="standalone") as cluster:
        cluster.start_all()
        cluster.wait_for_leader(timeout=60)
        cluster.wait_until(
            "controller 2 fetching as an observer",
            lambda: 2 in {o.replica_id for o in cluster.quorum().observers},
            timeout=60,
        )
        leader = cluster.nodes[1].controller_address
        versions = api_versions(leader)
        assert versions[80][0] == 0 and versions[80][1] >= 1  # AddRaftVoter v0 (Kafka 4.0) and v1 (4.1+)
        assert versions[81] == (0, 0)  # RemoveRaftVoter
        node = cluster.nodes[2]
        directory = cluster.directory_id(2)
        port = node.controller_port or 0

        # Kafka 4.0: AddRaftVoter v0, no cluster id (the tool's default)
        code, message = voter_answer(
            leader, 80, 0, add_raft_voter_body(0, None, 30_000, 2, directory, node.host, port), 2
        )
        assert (code, message) == (0, None)
        assert sorted(v.replica_id for v in cluster.wait_for_voters([1, 2]).voters) == [1, 2]

        # RemoveRaftVoter v0 naming the cluster
        code, message = voter_answer(leader, 81, 0, remove_raft_voter_body(cluster.cluster_id, 2, directory), 3)
        assert (code, message) == (0, None)
        cluster.wait_for_voters([1])

        # a wrong cluster id: INCONSISTENT_CLUSTER_ID (104), nothing changes
        code, _ = voter_answer(
            leader, 80, 1, add_raft_voter_body(1, "not-this-cluster", 30_000, 2, directory, node.host, port), 4
        )
        assert code == 104
        # a directory that is not the voter's: VOTER_NOT_FOUND (127)
        code, message = voter_answer(leader, 81, 0, remove_raft_voter_body(None, 1, uuid.uuid4()), 5)
        assert code == 127 and message

        # Kafka 4.1+: AddRaftVoter v1 with AckWhenCommitted
        code, message = voter_answer(
            leader, 80, 1, add_raft_voter_body(1, cluster.cluster_id, 30_000, 2, directory, node.host, port), 6
        )
        assert (code, message) == (0, None)
        assert sorted(v.replica_id for v in cluster.wait_for_voters([1, 2]).voters) == [1, 2]


def describe_quorum_frame(cid: int) -> bytes:
    partitions = uvarint(2) + struct.pack(">i", 0) + b"\x00"
    topics = uvarint(2) + compact_string("__cluster_metadata") + partitions + b"\x00"
    return request_frame(55, 2, cid, topics + b"\x00")


def replica_state(r: Reader) -> tuple[int, uuid.UUID, int, int, int]:
    """DescribeQuorumResponse v2's ReplicaState."""
    out = (r.int("i"), uuid.UUID(bytes=r.take(16)), r.int("q"), r.int("q"), r.int("q"))
    assert r.tags() == {}
    return out


def read_describe_quorum(r: Reader) -> dict[str, object]:
    """DescribeQuorumResponse v2 after the correlation id: ResponseHeader v1's tags, then the body."""
    assert r.tags() == {}
    assert r.int("h") == 0 and r.string() in (None, "")  # ErrorMessage: null or Kafka's default, ""

    def partition(r: Reader) -> dict[str, object]:
        out: dict[str, object] = {"index": r.int("i"), "error": r.int("h"), "message": r.string()}
        out.update(leader=r.int("i"), epoch=r.int("i"), hwm=r.int("q"))
        out.update(voters=r.array(replica_state), observers=r.array(replica_state), tags=r.tags())
        return out

    def topic(r: Reader) -> tuple[str | None, list[object] | None]:
        out = (r.string(), r.array(partition))
        assert r.tags() == {}
        return out

    topics = r.array(topic)
    nodes = r.array(lambda r: (r.int("i"), r.array(lambda r: (r.string(), r.string(), r.int("H"), r.tags())), r.tags()))
    assert r.tags() == {} and r.pos == len(r.data)
    assert topics is not None and len(topics) == 1
    name, parts = topics[0]  # type: ignore[misc]
    assert name == "__cluster_metadata" and len(parts) == 1
    return {**parts[0], "nodes": nodes}


def test_describe_quorum_target_voters_on_the_wire_during_a_reassignment(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from kafka.protocol.admin.cluster import DescribeQuorumResponse as ReleasedDescribeQuorumResponse

    with QuorumCluster(tmp_path, controllers=3, initial=[1], mode="standalone") as cluster:
        cluster.start_all()
        cluster.wait_for_leader(timeout=60)
        cluster.wait_until(
            "controllers 2 and 3 fetching as observers",
            lambda: {2, 3} <= {o.replica_id for o in cluster.quorum().observers},
            timeout=60,
        )
        # known to the leader, but no longer fetching: once its last fetch is older than the round the leader allows
        # (an election timeout), it is not caught up and the reassignment stays in progress without it
        cluster.kill(3)
        time.sleep(3)
        leader = cluster.nodes[1].controller_address
        code, out, err = run_tool(
            capsys, "--bootstrap-controller", leader, "reassign", "--voters", "1,2,3", "--no-wait"
        )
        assert code == 0, err
        assert out == "Reassignment of the metadata quorum to [1, 2, 3] accepted\n"

        def in_progress() -> dict[str, object] | None:
            p = read_describe_quorum(exchange(leader, describe_quorum_frame(7)))
            voters = sorted(v[0] for v in p["voters"])  # type: ignore[attr-defined]
            return p if voters == [1, 2] else None

        p = cluster.wait_until("voter 2 added, 3 still to come", in_progress, timeout=30)
        assert p["error"] == 0 and p["leader"] == 1
        tags = p["tags"]
        assert list(tags) == [1000]  # type: ignore[call-overload]
        target = Reader(tags[1000]).array(replica_state)  # type: ignore[index]
        assert target is not None and sorted(t[0] for t in target) == [1, 2, 3]  # type: ignore[index]
        assert {t[0]: t[1] for t in target}[2] == cluster.directory_id(2)  # type: ignore[index]

        # a released decoder (kafka-python 3's, from Kafka's schema) reads the same bytes, skipping the tag
        raw = exchange(leader, describe_quorum_frame(8)).data
        released = ReleasedDescribeQuorumResponse.decode(raw, version=2, header=True)
        part = released.topics[0].partitions[0]
        assert part.leader_id == 1 and sorted(v.replica_id for v in part.current_voters) == [1, 2]
        # it keeps the tag it does not know as raw bytes: the same TargetVoters this file's reader decoded
        kept = Reader(part.unknown_tags["_1000"]).array(replica_state)
        assert kept is not None and sorted(t[0] for t in kept) == [1, 2, 3]  # type: ignore[index]

        cluster.start(3)
        cluster.wait_for_voters([1, 2, 3], timeout=60)
        p = read_describe_quorum(exchange(leader, describe_quorum_frame(9)))
        assert p["tags"] == {}  # no reassignment in progress: TargetVoters null, the tag absent
