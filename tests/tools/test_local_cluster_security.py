"""`kraftpy local-cluster --security SASL_SSL` and the security tools against it: the printed client configs work
with `kraftpy topics|acls|configs --command-config`, kcat (`-F`) and kafka-python; plaintext clients are refused;
a user made with `kraftpy configs` and granted with `kraftpy acls` produces and consumes its topic only."""

from __future__ import annotations

import re
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from kafka import KafkaConsumer, KafkaProducer
from kafka.errors import KafkaError

from tests.node.test_server_process import free_port_block, local_cluster_ready

pytestmark = [pytest.mark.timeout(240)]


def kraftpy(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "kraftpy", *args], capture_output=True, text=True, timeout=90)


def test_secured_local_cluster_with_the_tools_and_clients(tmp_path: Path) -> None:
    ports = [str(free_port_block()) for _ in range(4)]
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "kraftpy",
            "local-cluster",
            "--nodes",
            "3",
            "--security",
            "SASL_SSL",
            "--dir",
            str(tmp_path / "cluster"),
            "--base-port",
            ports[0],
            "--controller-base-port",
            ports[1],
            "--metrics-base-port",
            ports[2],
            "--internal-base-port",
            ports[3],
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        text = local_cluster_ready(proc, 90)
        kafka_cfg = re.search(r"^client config \(kafka\): (\S+)$", text, re.M)
        rdkafka_cfg = re.search(r"^client config \(librdkafka\): (\S+)$", text, re.M)
        assert kafka_cfg and rdkafka_cfg, text
        bootstrap = re.search(r"bootstrap servers: (\S+)", text).group(1)  # type: ignore[union-attr]
        cfg = ["--bootstrap-server", bootstrap, "--command-config", kafka_cfg.group(1)]
        assert "SASL_SSL://" in text and "PLAINTEXT://" not in text
        ca = str(tmp_path / "cluster" / "tls" / "ca.pem")

        r = kraftpy("topics", *cfg, "--create", "--topic", "orders", "--partitions", "3", "--replication-factor", "3")
        assert r.returncode == 0 and "Created topic orders." in r.stdout, r.stderr
        r = kraftpy(
            "configs",
            *cfg,
            "--alter",
            "--entity-type",
            "users",
            "--entity-name",
            "alice",
            "--add-config",
            "SCRAM-SHA-256=[iterations=8192,password=alice-secret],SCRAM-SHA-512=[password=alice-secret]",
        )
        assert r.returncode == 0 and r.stdout == "Completed updating config for user alice.\n", r.stderr
        r = kraftpy("configs", *cfg, "--describe", "--entity-type", "users", "--entity-name", "alice")
        assert r.stdout == (
            "SCRAM credential configs for user-principal 'alice' are SCRAM-SHA-256=iterations=8192, "
            "SCRAM-SHA-512=iterations=4096\n"
        ), r.stderr
        r = kraftpy(
            "configs",
            *cfg,
            "--alter",
            "--entity-type",
            "users",
            "--entity-name",
            "bob",
            "--add-config",
            "SCRAM-SHA-256=[iterations=100,password=x]",
        )
        assert r.returncode == 1 and "Too few iterations" in r.stderr and "password=x" not in r.stderr
        r = kraftpy(
            "acls",
            *cfg,
            "--add",
            "--allow-principal",
            "User:alice",
            "--producer",
            "--consumer",
            "--topic",
            "orders",
            "--group",
            "app",
        )
        assert r.returncode == 0, r.stderr
        assert (
            "Adding ACLs for resource `ResourcePattern(resourceType=GROUP, name=app, patternType=LITERAL)`: \n"
            " \t(principal=User:alice, host=*, operation=READ, permissionType=ALLOW) \n"
        ) in r.stdout
        r = kraftpy("acls", *cfg, "--list", "--topic", "orders")
        ops = re.findall(r"operation=(\w+), permissionType=ALLOW", r.stdout)
        assert sorted(ops) == ["CREATE", "DESCRIBE", "READ", "WRITE"], r.stdout

        kw = dict(
            bootstrap_servers=bootstrap,
            security_protocol="SASL_SSL",
            sasl_mechanism="SCRAM-SHA-256",
            sasl_plain_username="alice",
            sasl_plain_password="alice-secret",
            ssl_cafile=ca,
        )
        producer = KafkaProducer(acks="all", **kw)
        for i in range(5):
            producer.send("orders", f"a{i}".encode()).get(30)
        with pytest.raises(KafkaError):
            producer.send("not-alices", b"x").get(30)
        producer.close()
        consumer = KafkaConsumer(
            "orders", group_id="app", auto_offset_reset="earliest", consumer_timeout_ms=10000, **kw
        )
        assert sorted(m.value for m in consumer) == [f"a{i}".encode() for i in range(5)]
        consumer.close()

        if shutil.which("kcat"):
            prod = subprocess.run(
                ["kcat", "-F", rdkafka_cfg.group(1), "-P", "-t", "orders"],
                input="from-kcat\n",
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert prod.returncode == 0, prod.stderr
            cons = subprocess.run(
                ["kcat", "-F", rdkafka_cfg.group(1), "-C", "-t", "orders", "-e", "-q"],
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert "from-kcat" in cons.stdout.split(), cons.stderr
        else:
            pytest.fail("kcat is not installed (scripts/test.sh installs it with apt)")

        r = kraftpy(
            "acls",
            *cfg,
            "--remove",
            "--force",
            "--allow-principal",
            "User:alice",
            "--topic",
            "orders",
            "--operation",
            "Write",
        )
        assert r.returncode == 0 and "operation=WRITE" in r.stdout, r.stderr
        # a plaintext client is refused by the secured listener
        plain = tmp_path / "plain.properties"
        plain.write_text("default.api.timeout.ms=3000\nrequest.timeout.ms=1000\n")
        r = kraftpy("topics", "--bootstrap-server", bootstrap, "--command-config", str(plain), "--list")
        assert r.returncode != 0 and "orders" not in r.stdout
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0
