"""TLS contexts from Kafka's ssl.* settings (PEM files, PEM text, PKCS12, JKS refused), the principal of a client
certificate; the controller's ACL and SCRAM decisions and their replay into the metadata image."""

from __future__ import annotations

import random
import ssl
from pathlib import Path

import pytest

from kraftpy.controller.acl_control import AclControl
from kraftpy.metadata.image import EMPTY_IMAGE, MetadataDelta, MetadataImage, replay_records
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.alter_user_scram_credentials import AlterUserScramCredentialsRequest as Alter
from kraftpy.protocol.messages.create_acls import CreateAclsRequest
from kraftpy.protocol.messages.delete_acls import DeleteAclsRequest
from kraftpy.security.certs import CertificateAuthority
from kraftpy.security.config import SecurityConfigError, SecuritySettings
from kraftpy.security.scram import MECHANISMS, ScramClient, ScramServer, salted_password
from kraftpy.security.tls import TlsConfigError, client_context, principal_of_certificate, server_context


@pytest.fixture(scope="module")
def pki(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path | str]:
    d = tmp_path_factory.mktemp("pki")
    ca = CertificateAuthority.create("test CA")
    node = ca.issue("node", hosts=["127.0.0.1", "localhost"])
    return {
        "ca": ca.write_ca(d / "ca.pem"),
        "pem": node.write_pem(d / "node.pem"),
        "encrypted": node.write_pem(d / "enc.pem", password="kp"),
        "p12": node.write_pkcs12(d / "node.p12", "storepw"),
        "chain": node.cert_pem.decode(),
        "key": node.key_pem().decode(),
        "jks": _write(d / "node.jks", b"\xfe\xed\xfe\xed" + b"\x00" * 40),
    }


def _write(p: Path, data: bytes) -> Path:
    p.write_bytes(data)
    return p


def test_key_stores_of_every_supported_form(pki: dict[str, Path | str]) -> None:
    for props in (
        {"ssl.keystore.location": str(pki["pem"])},  # type sniffed
        {"ssl.keystore.type": "PEM", "ssl.keystore.location": str(pki["encrypted"]), "ssl.key.password": "kp"},
        {"ssl.keystore.type": "PEM", "ssl.keystore.certificate.chain": pki["chain"], "ssl.keystore.key": pki["key"]},
        {"ssl.keystore.type": "PKCS12", "ssl.keystore.location": str(pki["p12"]), "ssl.keystore.password": "storepw"},
    ):
        ctx = server_context({**props, "ssl.truststore.location": str(pki["ca"]), "ssl.client.auth": "required"})
        assert ctx.verify_mode == ssl.CERT_REQUIRED


@pytest.mark.parametrize(
    ("props", "key", "text"),
    [
        ({"ssl.keystore.location": "JKS"}, "ssl.keystore.type", "JKS"),
        (
            {"ssl.keystore.type": "PKCS12", "ssl.keystore.location": "P12", "ssl.keystore.password": "wrong"},
            "ssl.keystore.location",
            "wrong password",
        ),
        ({}, "ssl.keystore.location", "needs a keystore"),
        ({"ssl.keystore.location": "/nonexistent.pem"}, "ssl.keystore.location", "cannot read"),
        (
            {"ssl.keystore.location": "PEM", "ssl.client.auth": "required"},
            "ssl.truststore.location",
            "needs a truststore",
        ),
        ({"ssl.keystore.location": "PEM", "ssl.client.auth": "sometimes"}, "ssl.client.auth", "expected"),
        ({"ssl.keystore.location": "PEM", "ssl.enabled.protocols": "TLSv1"}, "ssl.enabled.protocols", "unsupported"),
    ],
)
def test_tls_mistakes_name_the_setting(pki: dict[str, Path | str], props: dict[str, str], key: str, text: str) -> None:
    files = {"JKS": str(pki["jks"]), "P12": str(pki["p12"]), "PEM": str(pki["pem"])}
    props = {k: files.get(v, v) for k, v in props.items()}
    with pytest.raises(TlsConfigError) as info:
        server_context(props)
    assert info.value.key == key and text in str(info.value)


def test_listener_settings_win_and_errors_name_the_listener_key(pki: dict[str, Path | str]) -> None:
    s = SecuritySettings(
        {"ssl.keystore.location": str(pki["pem"]), "listener.name.ext.ssl.keystore.location": "/nope.pem"},
        {"EXT": "SSL", "INT": "SSL"},
    )
    assert s.server_tls("INT") is not None
    with pytest.raises(SecurityConfigError) as info:
        s.server_tls("EXT")
    assert info.value.key == "listener.name.ext.ssl.keystore.location"


def test_client_context_checks_host_names(pki: dict[str, Path | str]) -> None:
    assert client_context({"ssl.truststore.location": str(pki["ca"])}).check_hostname
    assert not client_context(
        {"ssl.truststore.location": str(pki["ca"]), "ssl.endpoint.identification.algorithm": ""}
    ).check_hostname


def test_principal_of_a_certificate() -> None:
    from cryptography.hazmat.primitives import serialization

    ca = CertificateAuthority.create("x")
    der = ca.issue("alice", organization="acme").certificate.public_bytes(serialization.Encoding.DER)
    assert principal_of_certificate(der) == "User:CN=alice,O=acme"
    assert principal_of_certificate(None) == "User:ANONYMOUS"


# -- the controller's decisions and the image ------------------------------------------------------------------


def _apply(image: MetadataImage, records: list) -> MetadataImage:
    d = MetadataDelta(image)
    for r in records:
        d.replay(r)
    return d.apply()


def test_acls_created_deleted_and_replayed() -> None:
    ctl = AclControl(random.Random(1))
    C = CreateAclsRequest
    req = C(
        creations=[
            C.AclCreation(
                resource_type=2,
                resource_name="t",
                resource_pattern_type=3,
                principal="User:a",
                host="*",
                operation=3,
                permission_type=3,
            ),
            C.AclCreation(
                resource_type=2,
                resource_name="t",
                resource_pattern_type=3,
                principal="User:a",
                host="*",
                operation=3,
                permission_type=3,
            ),  # the same again: written once
            C.AclCreation(
                resource_type=4,
                resource_name="other",
                resource_pattern_type=3,
                principal="User:a",
                host="*",
                operation=7,
                permission_type=3,
            ),
        ]
    )
    d = ctl.create_acls(EMPTY_IMAGE, req, 3)
    assert [r.error_code for r in d.response.results] == [0, 0, 42]
    assert len(d.records) == 1
    image = _apply(EMPTY_IMAGE, d.records)
    assert len(image.acls) == 1
    assert ctl.create_acls(image, req, 3).records == []  # exists already
    # a snapshot of the image rebuilds it
    assert replay_records(image.to_records()).acls == image.acls
    D = DeleteAclsRequest
    dd = ctl.delete_acls(
        image,
        D(
            filters=[
                D.DeleteAclsFilter(
                    resource_type_filter=1,
                    resource_name_filter=None,
                    pattern_type_filter=1,
                    principal_filter="User:a",
                    host_filter=None,
                    operation=1,
                    permission_type=1,
                )
            ]
        ),
        3,
    )
    assert len(dd.response.filter_results[0].matching_acls) == 1
    assert _apply(image, dd.records).acls == {}
    off = AclControl(random.Random(1), lambda: False)
    assert off.create_acls(EMPTY_IMAGE, req, 3).response.results[0].error_code == 54  # SECURITY_DISABLED


def test_scram_credentials_altered_and_usable() -> None:
    ctl = AclControl(random.Random(1))
    m = MECHANISMS["SCRAM-SHA-512"]
    salt = b"s" * 16
    up = Alter.ScramCredentialUpsertion(
        name="alice", mechanism=2, iterations=4096, salt=salt, salted_password=salted_password(m, b"pw", salt, 4096)
    )
    d = ctl.alter_user_scram_credentials(EMPTY_IMAGE, Alter(upsertions=[up]), 0)
    assert d.response.results[0].error_code == 0
    image = _apply(EMPTY_IMAGE, d.records)
    c = image.scram[("alice", 2)]
    assert c.iterations == 4096 and c.salt == salt and b"pw" not in c.stored_key + c.server_key
    server = ScramServer(m, lambda u: image.scram.get((u, 2)), b"k")
    client = ScramClient(m, "alice", "pw")
    client.verify(server.step(client.final(server.step(client.first()))))
    assert replay_records(image.to_records()).scram == image.scram
    cases = [
        (Alter(upsertions=[up, up]), 92),  # the same user twice
        (
            Alter(
                upsertions=[
                    Alter.ScramCredentialUpsertion(
                        name="b", mechanism=2, iterations=100, salt=salt, salted_password=b"x"
                    )
                ]
            ),
            93,
        ),
        (
            Alter(
                upsertions=[
                    Alter.ScramCredentialUpsertion(
                        name="b", mechanism=2, iterations=20000, salt=salt, salted_password=b"x"
                    )
                ]
            ),
            93,
        ),
        (
            Alter(
                upsertions=[
                    Alter.ScramCredentialUpsertion(
                        name="b", mechanism=9, iterations=4096, salt=salt, salted_password=b"x"
                    )
                ]
            ),
            33,
        ),
        (Alter(deletions=[Alter.ScramCredentialDeletion(name="nobody", mechanism=1)]), 91),
        (
            Alter(
                upsertions=[
                    Alter.ScramCredentialUpsertion(
                        name="", mechanism=1, iterations=4096, salt=salt, salted_password=b"x"
                    )
                ]
            ),
            93,
        ),
    ]
    for req, code in cases:
        out = ctl.alter_user_scram_credentials(image, req, 0)
        assert [r.error_code for r in out.response.results] == [code] and out.records == []
    gone = ctl.alter_user_scram_credentials(
        image, Alter(deletions=[Alter.ScramCredentialDeletion(name="alice", mechanism=2)]), 0
    )
    assert _apply(image, gone.records).scram == {}
    assert isinstance(gone.records[0], mr.RemoveUserScramCredentialRecord)
