"""Real clients against a secured cluster of real node processes (tests/integration/secure_cluster.py: one
controller, two brokers; TLS and SASL on every listener; the StandardAuthorizer).

* kafka-python 3, confluent-kafka, aiokafka and kcat each connect over SSL (client certificate), SASL_PLAINTEXT
  and SASL_SSL, with PLAIN, SCRAM-SHA-256 and SCRAM-SHA-512 spread over them, create a topic (kcat: lists the
  metadata), produce with acks=all and read every record back; the principal seen by the broker is checked
  through the ACLs (each user may use only its own topics).
* Refused cleanly: a wrong password and an unknown user (PLAIN and SCRAM; the answer is
  SASL_AUTHENTICATION_FAILED with the same message, then the connection closes), an expired client certificate,
  a certificate from another CA, plaintext sent to a TLS port, TLS sent to a plaintext port, a request before
  authentication; a client that was connected before keeps producing throughout.
* Brokers and controllers authenticate to each other: the cluster forms over SASL_SSL, and the controller refuses
  a node password that is not the cluster's.
* connections.max.reauth.ms on one listener: kafka-python re-authenticates and keeps producing past several
  session lifetimes; a raw connection that does not re-authenticate is closed after its session expired.
"""

from __future__ import annotations

import asyncio
import shutil
import socket
import ssl
import struct
import subprocess
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer
from aiokafka.admin import AIOKafkaAdminClient
from aiokafka.admin import NewTopic as AioNewTopic
from aiokafka.helpers import create_ssl_context
from confluent_kafka import Consumer as CkConsumer
from confluent_kafka import Producer as CkProducer
from confluent_kafka.admin import AdminClient as CkAdmin
from confluent_kafka.admin import NewTopic as CkNewTopic
from kafka import KafkaConsumer, KafkaProducer
from kafka.admin import KafkaAdminClient
from kafka.admin import NewTopic as KpNewTopic

from kraftpy.admin.client import AdminClient
from kraftpy.metadata.acls import AclBinding, AclOperation, AclPermissionType, PatternType, ResourceType
from kraftpy.protocol.api import encode_request
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest
from kraftpy.protocol.messages.metadata import MetadataRequest
from kraftpy.protocol.messages.sasl_authenticate import SaslAuthenticateRequest, SaslAuthenticateResponse
from kraftpy.protocol.messages.sasl_handshake import SaslHandshakeRequest, SaslHandshakeResponse
from kraftpy.security.certs import CertificateAuthority

from .secure_cluster import PROTOCOLS, SecureCluster, password

pytestmark = [pytest.mark.clients, pytest.mark.timeout(300)]

RECORDS = 20
#: (client, listener, mechanism, user): every client over SSL, SASL_PLAINTEXT and SASL_SSL; the mechanisms spread
CASES = [
    ("kafka-python", "SSL", None, "carol"),
    ("kafka-python", "SASLPLAIN", "SCRAM-SHA-256", "alice"),
    ("kafka-python", "SASLSSL", "PLAIN", "bob"),
    ("confluent-kafka", "SSL", None, "dave"),
    ("confluent-kafka", "SASLPLAIN", "PLAIN", "alice"),
    ("confluent-kafka", "SASLSSL", "SCRAM-SHA-512", "bob"),
    ("aiokafka", "SSL", None, "carol"),
    ("aiokafka", "SASLPLAIN", "SCRAM-SHA-512", "bob"),
    ("aiokafka", "SASLSSL", "SCRAM-SHA-256", "alice"),
    ("kcat", "SSL", None, "dave"),
    ("kcat", "SASLPLAIN", "SCRAM-SHA-256", "alice"),
    ("kcat", "SASLSSL", "PLAIN", "bob"),
]


MAPPING_RULES = "RULE:^CN=([^,]*),O=mapped$/$1@mapped/L, RULE:^CN=([a-z]+)$/CN=$1/"


def _allow(
    principal: str, rtype: int, name: str, pattern: int = PatternType.PREFIXED, op: int = AclOperation.ALL
) -> AclBinding:
    return AclBinding(rtype, name, pattern, principal, "*", op, AclPermissionType.ALLOW)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SecureCluster]:
    root = tmp_path_factory.mktemp("secure")
    c = SecureCluster(
        root,
        controllers=1,
        brokers=2,
        overrides={
            "listener.name.saslplain.connections.max.reauth.ms": "4000",
            # certificates of O=mapped are named `<cn>@mapped` in lower case, plain CN ones keep their name
            "listener.name.ssl.ssl.principal.mapping.rules": MAPPING_RULES,
        },
    )
    c.client_dir = root / "clients"  # type: ignore[attr-defined]
    try:
        c.start_all()

        async def setup() -> None:
            async with AdminClient(config=c.admin_config()) as admin:
                assert await admin.alter_user_scram_credentials(
                    [
                        ("alice", "SCRAM-SHA-256", password("alice"), 4096),
                        ("bob", "SCRAM-SHA-512", password("bob"), 8192),
                    ]
                ) == {"alice": None, "bob": None}
                # each principal may use its own topics and groups only
                acls = []
                for principal, prefix in (
                    ("User:alice", "alice-"),
                    ("User:bob", "bob-"),
                    ("User:CN=carol", "carol-"),
                    ("User:CN=dave", "dave-"),
                    ("User:erin@mapped", "erin-"),
                ):
                    acls += [
                        _allow(principal, ResourceType.TOPIC, prefix),
                        _allow(principal, ResourceType.GROUP, prefix),
                    ]
                assert await admin.create_acls(acls) == [None] * len(acls)

        asyncio.run(setup())
        for name in ("carol", "dave"):
            c.client_certificate(name).write_pem(root / "clients" / f"{name}.pem")
        c.ca.issue("Erin", organization="mapped").write_pem(root / "clients" / "erin.pem")
        yield c
    finally:
        c.close()


def _kp_config(c: SecureCluster, listener: str, mechanism: str | None, user: str) -> dict[str, object]:
    cfg: dict[str, object] = {"bootstrap_servers": c.bootstrap_on(listener), "security_protocol": PROTOCOLS[listener]}
    if PROTOCOLS[listener] in ("SSL", "SASL_SSL"):
        cfg["ssl_cafile"] = str(c.ca_file)
    if listener == "SSL":
        pem = str(c.client_dir / f"{user}.pem")  # type: ignore[attr-defined]
        cfg.update(ssl_certfile=pem, ssl_keyfile=pem)
    if mechanism is not None:
        cfg.update(sasl_mechanism=mechanism, sasl_plain_username=user, sasl_plain_password=password(user))
    return cfg


def _rdkafka_config(c: SecureCluster, listener: str, mechanism: str | None, user: str) -> dict[str, str]:
    cfg = {"bootstrap.servers": c.bootstrap_on(listener), "security.protocol": PROTOCOLS[listener]}
    if PROTOCOLS[listener] in ("SSL", "SASL_SSL"):
        cfg["ssl.ca.location"] = str(c.ca_file)
    if listener == "SSL":
        pem = str(c.client_dir / f"{user}.pem")  # type: ignore[attr-defined]
        cfg.update({"ssl.certificate.location": pem, "ssl.key.location": pem})
    if mechanism is not None:
        cfg.update({"sasl.mechanisms": mechanism, "sasl.username": user, "sasl.password": password(user)})
    return cfg


def _values(topic: str) -> list[bytes]:
    return [f"{topic}-{i}".encode() for i in range(RECORDS)]


def _run_kafka_python(c: SecureCluster, listener: str, mechanism: str | None, user: str, topic: str) -> list[bytes]:
    cfg = _kp_config(c, listener, mechanism, user)
    admin = KafkaAdminClient(**cfg)
    try:
        admin.create_topics([KpNewTopic(topic, 2, 2)])
    finally:
        admin.close()
    producer = KafkaProducer(acks="all", **cfg)
    for v in _values(topic):
        producer.send(topic, v)
    producer.flush(30)
    producer.close()
    consumer = KafkaConsumer(
        topic, group_id=f"{user}-g", auto_offset_reset="earliest", consumer_timeout_ms=15000, **cfg
    )
    got = []
    for m in consumer:
        got.append(m.value)
        if len(got) >= RECORDS:
            break
    consumer.close()
    return got


def _run_confluent(c: SecureCluster, listener: str, mechanism: str | None, user: str, topic: str) -> list[bytes]:
    cfg = _rdkafka_config(c, listener, mechanism, user)
    admin = CkAdmin(cfg)
    for fut in admin.create_topics([CkNewTopic(topic, 2, 2)]).values():
        fut.result(30)
    producer = CkProducer({**cfg, "acks": "all", "enable.idempotence": True})
    errors: list[object] = []
    for v in _values(topic):
        producer.produce(topic, v, on_delivery=lambda err, _m: errors.append(err) if err else None)
    assert producer.flush(30) == 0 and not errors, errors
    consumer = CkConsumer({**cfg, "group.id": f"{user}-g", "auto.offset.reset": "earliest"})
    consumer.subscribe([topic])
    got = []
    deadline = time.monotonic() + 30
    while len(got) < RECORDS and time.monotonic() < deadline:
        m = consumer.poll(1.0)
        if m is not None and m.error() is None:
            got.append(m.value())
    consumer.close()
    return got


def _run_aiokafka(c: SecureCluster, listener: str, mechanism: str | None, user: str, topic: str) -> list[bytes]:
    proto = PROTOCOLS[listener]
    kw: dict[str, object] = {"bootstrap_servers": c.bootstrap_on(listener), "security_protocol": proto}
    if proto in ("SSL", "SASL_SSL"):
        pem = str(c.client_dir / f"{user}.pem") if listener == "SSL" else None  # type: ignore[attr-defined]
        kw["ssl_context"] = create_ssl_context(cafile=str(c.ca_file), certfile=pem, keyfile=pem)
    if mechanism is not None:
        kw.update(sasl_mechanism=mechanism, sasl_plain_username=user, sasl_plain_password=password(user))

    async def run() -> list[bytes]:
        admin = AIOKafkaAdminClient(**kw)
        await admin.start()
        try:
            await admin.create_topics([AioNewTopic(topic, 2, 2)])
        finally:
            await admin.close()
        producer = AIOKafkaProducer(acks="all", **kw)
        await producer.start()
        try:
            for v in _values(topic):
                await producer.send_and_wait(topic, v)
        finally:
            await producer.stop()
        consumer = AIOKafkaConsumer(topic, group_id=f"{user}-g", auto_offset_reset="earliest", **kw)
        await consumer.start()
        got: list[bytes] = []
        try:
            async with asyncio.timeout(30):
                async for m in consumer:
                    got.append(m.value)
                    if len(got) >= RECORDS:
                        break
        finally:
            await consumer.stop()
        return got

    return asyncio.run(run())


def _kcat_args(c: SecureCluster, listener: str, mechanism: str | None, user: str) -> list[str]:
    args = []
    for k, v in _rdkafka_config(c, listener, mechanism, user).items():
        args += ["-b", v] if k == "bootstrap.servers" else ["-X", f"{k}={v}"]
    return args


def _run_kcat(c: SecureCluster, listener: str, mechanism: str | None, user: str, topic: str) -> list[bytes]:
    args = _kcat_args(c, listener, mechanism, user)
    # administer: the topic is created by the cluster's admin (kcat cannot), kcat lists the metadata
    asyncio.run(_create(c, topic))
    listing = subprocess.run(["kcat", "-L", "-t", topic, *args], capture_output=True, text=True, timeout=60)
    assert listing.returncode == 0 and f'topic "{topic}" with 2 partitions' in listing.stdout, listing.stderr
    data = "".join(v.decode() + "\n" for v in _values(topic))
    prod = subprocess.run(
        ["kcat", "-P", "-t", topic, "-X", "acks=all", *args], input=data, capture_output=True, text=True, timeout=60
    )
    assert prod.returncode == 0, prod.stderr
    cons = subprocess.run(
        ["kcat", "-C", "-t", topic, "-o", "beginning", "-e", "-q", *args], capture_output=True, text=True, timeout=60
    )
    assert cons.returncode == 0, cons.stderr
    return [line.encode() for line in cons.stdout.splitlines() if line]


async def _create(c: SecureCluster, topic: str) -> None:
    from kraftpy.admin.client import NewTopic

    async with AdminClient(config=c.admin_config()) as admin:
        await admin.create_topics([NewTopic(topic, 2, 2)])


RUNNERS = {
    "kafka-python": _run_kafka_python,
    "confluent-kafka": _run_confluent,
    "aiokafka": _run_aiokafka,
    "kcat": _run_kcat,
}


@pytest.mark.parametrize(
    ("client", "listener", "mechanism", "user"), CASES, ids=[f"{a}-{b}-{c or 'cert'}" for a, b, c, _ in CASES]
)
def test_client_produces_consumes_and_administers(
    cluster: SecureCluster, client: str, listener: str, mechanism: str | None, user: str
) -> None:
    if client == "kcat" and shutil.which("kcat") is None:
        pytest.fail("kcat is not installed (scripts/test.sh installs it with apt)")
    topic = f"{user}-{client}-{listener.lower()}-{uuid.uuid4().hex[:6]}"
    got = RUNNERS[client](cluster, listener, mechanism, user, topic)
    assert sorted(got) == sorted(_values(topic))


def test_principals_are_enforced_per_user(cluster: SecureCluster) -> None:
    """alice (SCRAM) may not write bob's topics: the broker knows who authenticated."""
    topic = f"bob-private-{uuid.uuid4().hex[:6]}"
    asyncio.run(_create(cluster, topic))
    producer = CkProducer({**_rdkafka_config(cluster, "SASLSSL", "SCRAM-SHA-256", "alice"), "acks": "all"})
    errors: list[object] = []
    producer.produce(topic, b"x", on_delivery=lambda err, _m: errors.append(err))
    producer.flush(30)
    assert errors and errors[0] is not None and "TOPIC_AUTHORIZATION_FAILED" in str(errors[0])


# -- refusals --------------------------------------------------------------------------------------------------


def _frame(body: bytes) -> bytes:
    return struct.pack(">i", len(body)) + body


def _read_frame(sock: socket.socket | ssl.SSLSocket) -> bytes | None:
    head = b""
    while len(head) < 4:
        chunk = sock.recv(4 - len(head))
        if not chunk:
            return None
        head += chunk
    (n,) = struct.unpack(">i", head)
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            return None
        data += chunk
    return data


def _closed(sock: socket.socket | ssl.SSLSocket, timeout: float = 5.0) -> bool:
    sock.settimeout(timeout)
    try:
        return sock.recv(1) == b""
    except (ConnectionResetError, ssl.SSLError, OSError):
        return True


def _raw_sasl(host: str, port: int, mechanism: str, tokens: list[bytes]) -> tuple[list[SaslAuthenticateResponse], bool]:
    """SaslHandshake v1 then SaslAuthenticate v2 with each token; the answers and whether the connection closed."""
    with socket.create_connection((host, port), timeout=10) as s:
        s.sendall(_frame(encode_request(SaslHandshakeRequest(mechanism=mechanism), 1, 1, "raw")))
        hs = SaslHandshakeResponse.decode(_read_frame(s)[4:], 1)  # type: ignore[index]
        assert hs.error_code == 0
        answers = []
        for i, token in enumerate(tokens):
            s.sendall(_frame(encode_request(SaslAuthenticateRequest(auth_bytes=token), 2, 2 + i, "raw")))
            frame = _read_frame(s)
            if frame is None:
                return answers, True
            resp = SaslAuthenticateResponse.decode(frame[5:], 2)
            answers.append(resp)
            if resp.error_code:
                break
        return answers, _closed(s)


def test_bad_credentials_are_refused_alike_and_closed(cluster: SecureCluster) -> None:
    node = cluster.brokers[0]
    host, port = cluster.address(node, "SASLPLAIN").split(":")
    messages = set()
    for token in (b"\x00alice\x00wrong", b"\x00mallory\x00whatever", b"garbage"):
        answers, closed = _raw_sasl(host, int(port), "PLAIN", [token])
        assert answers[-1].error_code == 58 and closed  # SASL_AUTHENTICATION_FAILED
        messages.add(answers[-1].error_message)
    from kraftpy.security.scram import MECHANISMS, ScramClient

    for user, pw in (("alice", "wrong"), ("mallory", "whatever")):
        client = ScramClient(MECHANISMS["SCRAM-SHA-256"], user, pw)
        with socket.create_connection((host, int(port)), timeout=10) as s:
            s.sendall(_frame(encode_request(SaslHandshakeRequest(mechanism="SCRAM-SHA-256"), 1, 1, "raw")))
            _read_frame(s)
            s.sendall(_frame(encode_request(SaslAuthenticateRequest(auth_bytes=client.first()), 2, 2, "raw")))
            first = SaslAuthenticateResponse.decode(_read_frame(s)[5:], 2)  # type: ignore[index]
            assert first.error_code == 0  # an unknown user gets a server-first message too: no hint
            s.sendall(
                _frame(encode_request(SaslAuthenticateRequest(auth_bytes=client.final(first.auth_bytes)), 2, 3, "raw"))
            )
            final = SaslAuthenticateResponse.decode(_read_frame(s)[5:], 2)  # type: ignore[index]
            assert final.error_code == 58 and _closed(s)
            messages.add(final.error_message.replace("SCRAM-SHA-256", "PLAIN"))
    assert len(messages) == 1, messages
    # a real client reports the failure
    errors: list[object] = []
    producer = CkProducer(
        {
            **_rdkafka_config(cluster, "SASLSSL", "SCRAM-SHA-512", "bob"),
            "sasl.password": "nope",
            "error_cb": lambda e: errors.append(e),
        }
    )
    producer.poll(5)
    assert any("Authentication failed" in str(e) or "SASL" in str(e) for e in errors), errors


def test_request_before_authentication_closes_the_connection(cluster: SecureCluster) -> None:
    host, port = cluster.address(cluster.brokers[0], "SASLPLAIN").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as s:
        s.sendall(_frame(encode_request(ApiVersionsRequest(), 0, 1, "raw")))
        assert _read_frame(s) is not None  # ApiVersions is answered before authentication
        s.sendall(_frame(encode_request(MetadataRequest(topics=None), 4, 2, "raw")))
        assert _closed(s)


def _tls_handshake(host: str, port: int, ctx: ssl.SSLContext) -> str | None:
    """None when the handshake and a first exchange work, else what failed."""
    try:
        with socket.create_connection((host, port), timeout=10) as raw, ctx.wrap_socket(raw, server_hostname=host) as s:
            s.sendall(_frame(encode_request(ApiVersionsRequest(), 0, 1, "raw")))
            return None if _read_frame(s) is not None else "closed"
    except (ssl.SSLError, OSError) as e:
        return type(e).__name__


def test_tls_refusals_leave_other_clients_working(cluster: SecureCluster, tmp_path: Path) -> None:
    node = cluster.brokers[0]
    host, port = cluster.address(node, "SSL").split(":")
    ssl_port = int(port)
    # a client connected before keeps producing throughout
    steady = KafkaProducer(acks="all", **_kp_config(cluster, "SASLSSL", "PLAIN", "bob"))
    topic = f"bob-steady-{uuid.uuid4().hex[:6]}"
    asyncio.run(_create(cluster, topic))
    steady.send(topic, b"before").get(30)

    def ctx_with(cert_pem: Path | None, ca: Path) -> ssl.SSLContext:
        ctx = ssl.create_default_context(cafile=str(ca))
        if cert_pem is not None:
            ctx.load_cert_chain(str(cert_pem))
        return ctx

    good = cluster.client_certificate("carol").write_pem(tmp_path / "good.pem")
    assert _tls_handshake(host, ssl_port, ctx_with(good, cluster.ca_file)) is None
    expired = cluster.client_certificate("carol", expired=True).write_pem(tmp_path / "expired.pem")
    assert _tls_handshake(host, ssl_port, ctx_with(expired, cluster.ca_file)) is not None
    other_ca = CertificateAuthority.create("someone else")
    foreign = other_ca.issue("carol").write_pem(tmp_path / "foreign.pem")
    assert _tls_handshake(host, ssl_port, ctx_with(foreign, cluster.ca_file)) is not None
    assert _tls_handshake(host, ssl_port, ctx_with(None, cluster.ca_file)) is not None  # client auth required
    # the client does not trust a server certificate from a CA it does not know
    assert _tls_handshake(host, ssl_port, ctx_with(good, other_ca.write_ca(tmp_path / "other-ca.pem"))) is not None
    # plaintext Kafka to a TLS port, TLS to a plaintext port
    with socket.create_connection((host, ssl_port), timeout=10) as s:
        s.sendall(_frame(encode_request(ApiVersionsRequest(), 0, 1, "raw")))
        assert _closed(s)
    phost, pport = cluster.address(node, "PLAINTEXT").split(":")
    assert _tls_handshake(phost, int(pport), ctx_with(good, cluster.ca_file)) is not None
    steady.send(topic, b"after").get(30)
    steady.close()


def test_ssl_principal_mapping_rules_name_certificate_holders(cluster: SecureCluster, tmp_path: Path) -> None:
    """`listener.name.ssl.ssl.principal.mapping.rules`: the certificate CN=Erin,O=mapped is User:erin@mapped, whose
    ACLs let it create, produce and consume `erin-` topics; a certificate no rule applies to is refused after the
    handshake while other clients carry on (carol's plain CN certificate keeps its name through the second rule)."""
    topic = f"erin-{uuid.uuid4().hex[:6]}"
    assert sorted(_run_confluent(cluster, "SSL", None, "erin", topic)) == sorted(_values(topic))
    node = cluster.brokers[0]
    host, port = cluster.address(node, "SSL").split(":")
    stranger = cluster.ca.issue("frank", organization="elsewhere").write_pem(tmp_path / "frank.pem")
    ctx = ssl.create_default_context(cafile=str(cluster.ca_file))
    ctx.load_cert_chain(str(stranger))
    assert _tls_handshake(host, int(port), ctx) is not None
    carol = f"carol-{uuid.uuid4().hex[:6]}"
    assert sorted(_run_confluent(cluster, "SSL", None, "carol", carol)) == sorted(_values(carol))


def test_nodes_authenticate_to_each_other(cluster: SecureCluster) -> None:
    """The cluster formed over SASL_SSL (brokers registered through the controller listener); the controller
    refuses a node whose password is not the cluster's."""
    cluster.wait_for_brokers(2)
    host, port = cluster.bootstrap_controllers.split(",")[0].split(":")
    ctx = ssl.create_default_context(cafile=str(cluster.ca_file))
    with (
        socket.create_connection((host, int(port)), timeout=10) as raw,
        ctx.wrap_socket(raw, server_hostname=host) as s,
    ):
        s.sendall(_frame(encode_request(SaslHandshakeRequest(mechanism="PLAIN"), 1, 1, "raw")))
        _read_frame(s)
        s.sendall(_frame(encode_request(SaslAuthenticateRequest(auth_bytes=b"\x00node\x00guess"), 2, 2, "raw")))
        resp = SaslAuthenticateResponse.decode(_read_frame(s)[5:], 2)  # type: ignore[index]
        assert resp.error_code == 58 and _closed(s)
    logs = "".join(n.log_path.read_text() for n in cluster.brokers)
    assert "Registered with epoch" in logs


def test_sessions_expire_and_clients_reauthenticate(cluster: SecureCluster) -> None:
    """SASLPLAIN has connections.max.reauth.ms=4000."""
    from kraftpy.security.scram import MECHANISMS, ScramClient

    topic = f"alice-reauth-{uuid.uuid4().hex[:6]}"
    asyncio.run(_create(cluster, topic))
    producer = KafkaProducer(acks="all", **_kp_config(cluster, "SASLPLAIN", "SCRAM-SHA-256", "alice"))
    deadline = time.monotonic() + 11
    sent = 0
    while time.monotonic() < deadline:
        producer.send(topic, b"x").get(30)
        sent += 1
        time.sleep(0.2)
    producer.close()
    assert sent > 30
    # a raw connection that authenticates once and keeps going is closed after its session ended
    host, port = cluster.address(cluster.brokers[0], "SASLPLAIN").split(":")
    client = ScramClient(MECHANISMS["SCRAM-SHA-256"], "alice", password("alice"))
    with socket.create_connection((host, int(port)), timeout=10) as s:
        s.sendall(_frame(encode_request(SaslHandshakeRequest(mechanism="SCRAM-SHA-256"), 1, 1, "raw")))
        _read_frame(s)
        s.sendall(_frame(encode_request(SaslAuthenticateRequest(auth_bytes=client.first()), 2, 2, "raw")))
        first = SaslAuthenticateResponse.decode(_read_frame(s)[5:], 2)  # type: ignore[index]
        s.sendall(
            _frame(encode_request(SaslAuthenticateRequest(auth_bytes=client.final(first.auth_bytes)), 2, 3, "raw"))
        )
        final = SaslAuthenticateResponse.decode(_read_frame(s)[5:], 2)  # type: ignore[index]
        assert final.error_code == 0 and final.session_lifetime_ms == 4000
        s.sendall(_frame(encode_request(MetadataRequest(topics=[]), 4, 4, "raw")))
        assert _read_frame(s) is not None  # within the session
        time.sleep(4.5)
        s.sendall(_frame(encode_request(MetadataRequest(topics=[]), 4, 5, "raw")))
        assert _closed(s)
