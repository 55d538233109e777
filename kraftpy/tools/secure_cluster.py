"""A secured cluster of real node processes (kraftpy.tools.process_cluster): TLS and SASL on every listener, the
StandardAuthorizer, made-up certificates (kraftpy.security.certs).

Every broker has these listeners (security protocol in brackets):

| listener | protocol | who |
|---|---|---|
| INTERNAL | SASL_SSL, PLAIN | brokers to each other (principal `User:node`, a super user) |
| SSL | SSL, client certificates required | clients; principal `User:CN=<name>` |
| SASLPLAIN | SASL_PLAINTEXT: PLAIN, SCRAM-SHA-256, SCRAM-SHA-512 | clients |
| SASLSSL | SASL_SSL: PLAIN, SCRAM-SHA-256, SCRAM-SHA-512 | clients |
| PLAINTEXT | PLAINTEXT | anonymous clients (`User:ANONYMOUS`) |

and the controllers listen on CONTROLLER (SASL_SSL, PLAIN, principal `User:node`). PLAIN users: `admin` (a super
user), `alice`, `bob`; their passwords are `<name>-secret`. SCRAM users are added with AlterUserScramCredentials.
"""

from __future__ import annotations

from pathlib import Path

from kraftpy.security.certs import CertificateAuthority, IssuedCertificate
from kraftpy.tools.process_cluster import Cluster, ClusterNode, free_port

__all__ = ["CLIENT_LISTENERS", "PROTOCOLS", "SecureCluster", "password"]

CLIENT_LISTENERS = ("SSL", "SASLPLAIN", "SASLSSL", "PLAINTEXT")
PROTOCOLS = {
    "CONTROLLER": "SASL_SSL",
    "INTERNAL": "SASL_SSL",
    "SSL": "SSL",
    "SASLPLAIN": "SASL_PLAINTEXT",
    "SASLSSL": "SASL_SSL",
    "PLAINTEXT": "PLAINTEXT",
}
PLAIN_MODULE = "org.apache.kafka.common.security.plain.PlainLoginModule"
SCRAM_MODULE = "org.apache.kafka.common.security.scram.ScramLoginModule"
USERS = ("admin", "alice", "bob")
STANDARD_AUTHORIZER = "org.apache.kafka.metadata.authorizer.StandardAuthorizer"


def password(user: str) -> str:
    """The made-up password of a user of a secure cluster."""
    return f"{user}-secret"


class SecureCluster(Cluster):
    def __init__(
        self,
        root: Path,
        *,
        controllers: int = 1,
        brokers: int = 2,
        combined: bool = False,
        authorizer: bool = True,
        overrides: dict[str, str] | None = None,
        reauth_ms: int = 0,
    ) -> None:
        super().__init__(root, controllers=controllers, brokers=brokers, combined=combined, overrides=overrides)
        self.authorizer = authorizer
        self.reauth_ms = reauth_ms
        self.tls_dir = Path(root) / "tls"
        self.ca = CertificateAuthority.create("kraftpy test CA")
        self.ca_file = self.ca.write_ca(self.tls_dir / "ca.pem")
        self.node_certs: dict[int, Path] = {}
        for node in self.nodes.values():
            cert = self.ca.issue(f"node-{node.node_id}", hosts=[node.host, "localhost"])
            self.node_certs[node.node_id] = cert.write_pem(self.tls_dir / f"node-{node.node_id}.pem")
        self.ports: dict[int, dict[str, int]] = {}
        taken = {n.controller_port for n in self.nodes.values()}

        def unique_port(host: str) -> int:  # free now, and not one another listener was given already
            while True:
                port = free_port(host)
                if port not in taken:
                    taken.add(port)
                    return port

        for node in self.brokers:
            self.ports[node.node_id] = {name: unique_port(node.host) for name in ("INTERNAL", *CLIENT_LISTENERS)}
            node.broker_port = self.ports[node.node_id]["PLAINTEXT"]

    def client_certificate(self, name: str, *, expired: bool = False) -> IssuedCertificate:
        return self.ca.issue(name, expired=expired)

    def address(self, node: ClusterNode, listener: str) -> str:
        return f"{node.host}:{self.ports[node.node_id][listener]}"

    def bootstrap_on(self, listener: str) -> str:
        return ",".join(self.address(n, listener) for n in self.brokers if n.running)

    def config_text(self, node: ClusterNode) -> str:
        voters = ",".join(f"{n.node_id}@{n.controller_address}" for n in self.controllers)
        listeners = []
        if node.is_broker:
            listeners += [f"{name}://{self.address(node, name)}" for name in ("INTERNAL", *CLIENT_LISTENERS)]
        if node.is_controller:
            listeners.append(f"CONTROLLER://{node.controller_address}")
        users = " ".join(f'user_{u}="{password(u)}"' for u in USERS)
        node_jaas = f'{PLAIN_MODULE} required username="node" password="node-secret" user_node="node-secret";'
        # the controller listener also takes the users (tools bootstrapped with controllers)
        controller_jaas = (
            f'{PLAIN_MODULE} required username="node" password="node-secret" user_node="node-secret" {users};'
        )
        client_jaas = f"{PLAIN_MODULE} required {users};"
        props = {
            "process.roles": ",".join(node.roles),
            "node.id": str(node.node_id),
            "controller.quorum.voters": voters,
            "controller.listener.names": "CONTROLLER",
            "listeners": ",".join(listeners),
            "listener.security.protocol.map": ",".join(f"{k}:{v}" for k, v in PROTOCOLS.items()),
            "log.dirs": str(node.data_dir),
            "kraftpy.log.level": "INFO",
            "ssl.keystore.type": "PEM",
            "ssl.keystore.location": str(self.node_certs[node.node_id]),
            "ssl.truststore.type": "PEM",
            "ssl.truststore.location": str(self.ca_file),
            "listener.name.ssl.ssl.client.auth": "required",
            "sasl.mechanism.controller.protocol": "PLAIN",
            "sasl.mechanism.inter.broker.protocol": "PLAIN",
            "listener.name.controller.sasl.enabled.mechanisms": "PLAIN",
            "listener.name.controller.plain.sasl.jaas.config": controller_jaas,
            "listener.name.internal.sasl.enabled.mechanisms": "PLAIN",
            "listener.name.internal.plain.sasl.jaas.config": node_jaas,
            "sasl.enabled.mechanisms": "PLAIN,SCRAM-SHA-256,SCRAM-SHA-512",
            "listener.name.saslplain.plain.sasl.jaas.config": client_jaas,
            "listener.name.saslssl.plain.sasl.jaas.config": client_jaas,
            "offsets.topic.replication.factor": str(min(3, len(self.brokers))),
            **self.overrides,
            **node.overrides,
        }
        if self.reauth_ms:
            props["connections.max.reauth.ms"] = str(self.reauth_ms)
        if self.authorizer:
            props["authorizer.class.name"] = STANDARD_AUTHORIZER
            props["super.users"] = "User:node;User:admin"
        if node.is_broker:
            props["advertised.listeners"] = ",".join(
                f"{name}://{self.address(node, name)}" for name in ("INTERNAL", *CLIENT_LISTENERS)
            )
            props["inter.broker.listener.name"] = "INTERNAL"
        return "".join(f"{k}={v}\n" for k, v in props.items())

    # -- clients ---------------------------------------------------------------------------------------------

    def admin_config(self, user: str = "admin", mechanism: str = "PLAIN", listener: str = "SASLSSL") -> dict[str, str]:
        """Settings of kraftpy's AdminClient (Kafka's client names) for a SASL listener."""
        module = PLAIN_MODULE if mechanism == "PLAIN" else SCRAM_MODULE
        cfg = {
            "bootstrap.servers": self.bootstrap_on(listener),
            "security.protocol": PROTOCOLS[listener],
            "sasl.mechanism": mechanism,
            "sasl.jaas.config": f'{module} required username="{user}" password="{password(user)}";',
        }
        if PROTOCOLS[listener] == "SASL_SSL":
            cfg["ssl.truststore.location"] = str(self.ca_file)
        return cfg
