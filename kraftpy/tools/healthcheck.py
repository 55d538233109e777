"""`kraftpy healthcheck`: is this node a working member of its cluster? Asked of the node itself, over its own
listeners, so that a container's HEALTHCHECK (or any supervisor) sees what clients and peers would see.

    kraftpy healthcheck --config server.properties [--timeout S] [--max-fetch-age-ms MS]
    kraftpy healthcheck --bootstrap-controller HOST:PORT --node-id N
    kraftpy healthcheck --bootstrap-server HOST:PORT --node-id N

With `--config`, the settings are read as `kraftpy server start` reads them (the file, then `KAFKA_*` environment
variables) and the node is reached on the listeners it binds (a wildcard address means the loopback address).

A controller is healthy when it has joined the metadata quorum: it leads it, or it knows the leader and the leader
lists it among the voters, having fetched from it within `--max-fetch-age-ms` and having been caught up with the
leader's log within that time (DescribeQuorum asked of the node, which answers it only when it leads; otherwise
DescribeCluster on the node's controller listener gives the voters' endpoints, and the leader is asked).

A broker is healthy when it is registered and unfenced in the metadata it replicates (DescribeCluster with fenced
brokers included, asked on the node's broker listener) and the quorum leader sees it fetching the metadata log as
an observer within `--max-fetch-age-ms` (DescribeQuorum sent to the broker, which forwards it to the leader).

A node with both roles must pass both checks. The command prints one line saying why, and exits 0 (healthy),
1 (unhealthy) or 2 (a usage or configuration mistake).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import sys
from dataclasses import dataclass
from typing import Any

from kraftpy.admin.client import AdminConfigError, load_client_properties
from kraftpy.net.client import NodeClient
from kraftpy.node.config import ConfigError, load_config
from kraftpy.protocol.api import ENDPOINT_TYPE_BROKER, ENDPOINT_TYPE_CONTROLLER
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.describe_cluster import DescribeClusterRequest
from kraftpy.protocol.messages.describe_quorum import DescribeQuorumRequest
from kraftpy.security.config import SecurityConfigError, client_security, inter_node_security
from kraftpy.tools import UsageError

__all__ = ["NodeTarget", "Unhealthy", "check", "register", "targets_from_config"]

METADATA_TOPIC = "__cluster_metadata"
DEFAULT_TIMEOUT_S = 5.0
DEFAULT_MAX_FETCH_AGE_MS = 10_000


class Unhealthy(Exception):
    """The node is not healthy; the message says why (one line)."""


@dataclass(frozen=True, slots=True)
class NodeTarget:
    """Where to ask a node: its id, and the (host, port) of a controller and/or a broker listener."""

    node_id: int
    controller: tuple[str, int] | None = None
    broker: tuple[str, int] | None = None


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "healthcheck",
        help="tell whether a node has joined the quorum / is a registered, unfenced broker (exit 0 or 1)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--config", "-c", help="the node's server.properties (KAFKA_* environment variables apply)")
    p.add_argument("--bootstrap-controller", metavar="HOST:PORT", help="a controller listener of the node")
    p.add_argument("--bootstrap-server", metavar="HOST:PORT", help="a broker listener of the node")
    p.add_argument("--node-id", type=int, help="the node's id (with --bootstrap-controller/--bootstrap-server)")
    p.add_argument(
        "--command-config",
        metavar="FILE",
        help="client settings (security.protocol, ssl.*, sasl.*) for a secured listener; with --config "
        "the node's own inter-node credentials are used",
    )
    p.add_argument(
        "--timeout",
        type=float,
        default=DEFAULT_TIMEOUT_S,
        help=f"seconds for the whole check (default {DEFAULT_TIMEOUT_S:g})",
    )
    p.add_argument(
        "--max-fetch-age-ms",
        type=int,
        default=DEFAULT_MAX_FETCH_AGE_MS,
        help="how long ago the quorum leader may last have seen the node fetch and be caught up "
        f"(default {DEFAULT_MAX_FETCH_AGE_MS})",
    )
    p.set_defaults(func=cmd_healthcheck)


def _local(host: str) -> str:
    """The address to reach a listener bound to `host` from the same machine."""
    if host in ("", "0.0.0.0"):
        return "127.0.0.1"
    if host == "::":
        return "::1"
    return host


def targets_from_config(config: Any) -> NodeTarget:
    """The node's own listeners (a `NodeConfig`): the first controller listener, and the inter-broker listener
    (else the first broker listener)."""
    controller = broker = None
    if config.is_controller and config.controller_listeners:
        e = config.controller_listeners[0]
        controller = (_local(e.host), e.port)
    if config.is_broker and config.broker_listeners:
        name = config.effective_inter_broker_listener_name
        e = next((e for e in config.broker_listeners if e.name == name), config.broker_listeners[0])
        broker = (_local(e.host), e.port)
    return NodeTarget(config.node_id, controller, broker)


def _host_port(text: str, flag: str) -> tuple[str, int]:
    host, sep, port = text.strip().rpartition(":")
    if not sep or not port.isdigit() or not host:
        raise UsageError(f"{flag} expects HOST:PORT, got {text!r}")
    return host.strip("[]"), int(port)


def cmd_healthcheck(args: argparse.Namespace) -> int:
    if args.timeout <= 0:
        raise UsageError("--timeout must be positive")
    if args.config is not None:
        if args.bootstrap_controller or args.bootstrap_server:
            raise UsageError("give either --config or --bootstrap-controller/--bootstrap-server")
        try:
            config = load_config(args.config, environ=os.environ)
        except ConfigError as e:
            print(f"kraftpy healthcheck: configuration error: {e}", file=sys.stderr)
            return 2
        target = targets_from_config(config)
        if args.node_id is not None and args.node_id != target.node_id:
            raise UsageError(f"--node-id {args.node_id} differs from node.id {target.node_id} of {args.config}")
    else:
        if not (args.bootstrap_controller or args.bootstrap_server):
            raise UsageError("give --config, or --bootstrap-controller and/or --bootstrap-server with --node-id")
        if args.node_id is None:
            raise UsageError("--node-id is required with --bootstrap-controller/--bootstrap-server")
        target = NodeTarget(
            args.node_id,
            _host_port(args.bootstrap_controller, "--bootstrap-controller") if args.bootstrap_controller else None,
            _host_port(args.bootstrap_server, "--bootstrap-server") if args.bootstrap_server else None,
        )
    security = _security(args, config if args.config is not None else None, target)
    try:
        text = asyncio.run(
            check(target, timeout=args.timeout, max_fetch_age_ms=args.max_fetch_age_ms, security=security)
        )
    except Unhealthy as e:
        print(f"node {target.node_id} is unhealthy: {e}")
        return 1
    print(f"node {target.node_id} is healthy: {text}")
    return 0


# ================================================================================================== the check


def _security(args: argparse.Namespace, config: Any, target: NodeTarget) -> dict[tuple[str, int], Any]:
    """How to connect to each endpoint of the check: --command-config's client settings for all, else (with
    --config) the node's own credentials for its controller and inter-broker listeners."""

    endpoints = [e for e in (target.controller, target.broker) if e is not None]
    try:
        if args.command_config is not None:
            sec = client_security(load_client_properties(args.command_config))
            return dict.fromkeys(endpoints, sec)
        if config is None:
            return {}
        controller_name = config.controller_listener_names[0] if config.is_controller else None
        broker_name = None
        if config.is_broker and config.broker_listeners:
            name = config.effective_inter_broker_listener_name
            broker_name = next(
                (e.name for e in config.broker_listeners if e.name == name), config.broker_listeners[0].name
            )
        by_name = inter_node_security(config.security, controller_name, broker_name)
        out = {}
        if target.controller is not None and controller_name in by_name:
            out[target.controller] = by_name[controller_name]
        if target.broker is not None and broker_name in by_name:
            out[target.broker] = by_name[broker_name]
        return out
    except (AdminConfigError, SecurityConfigError) as e:
        raise UsageError(str(e)) from None


async def check(
    target: NodeTarget,
    *,
    timeout: float = DEFAULT_TIMEOUT_S,
    max_fetch_age_ms: int = DEFAULT_MAX_FETCH_AGE_MS,
    security: dict[tuple[str, int], Any] | None = None,
) -> str:
    """What makes the node healthy (one line), or `Unhealthy` saying what is wrong. `security`: how to connect
    to a secured endpoint (TLS, SASL)."""
    if target.controller is None and target.broker is None:
        raise Unhealthy("it has no controller or broker listener to ask")
    session = _Session(timeout, security or {})
    try:
        async with asyncio.timeout(timeout):
            parts = []
            if target.controller is not None:
                parts.append(await _check_controller(session, target.node_id, target.controller, max_fetch_age_ms))
            if target.broker is not None:
                parts.append(await _check_broker(session, target.node_id, target.broker, max_fetch_age_ms))
            return "; ".join(parts)
    except TimeoutError:
        raise Unhealthy(f"no complete answer within {timeout:g} s ({session.doing})") from None
    finally:
        await session.close()


class _Session:
    """Connections of one check (one per endpoint), and what the check is doing (for the timeout message)."""

    def __init__(self, timeout: float, security: dict[tuple[str, int], Any] | None = None) -> None:
        self.timeout = timeout
        self.security = security or {}
        self.doing = "starting"
        self._clients: dict[tuple[str, int], Any] = {}

    async def send(self, where: tuple[str, int], request: Any, what: str, refused: str = "") -> Any:
        """`request`'s response from `where`; `refused` says what a refused connection means there."""

        self.doing = f"{what} at {where[0]}:{where[1]}"
        client = self._clients.get(where)
        if client is None:
            try:
                _, writer = await asyncio.open_connection(where[0], where[1])
            except ConnectionRefusedError:
                raise Unhealthy(
                    f"nothing accepts connections at {where[0]}:{where[1]}" + (f" ({refused})" if refused else "")
                ) from None
            except OSError:
                pass  # the client below reports it
            else:
                writer.close()
            client = self._clients[where] = NodeClient(
                -1,
                where[0],
                where[1],
                rng=random.Random(),
                client_id="kraftpy-healthcheck",
                request_timeout=self.timeout,
                connect_timeout=self.timeout,
                security=self.security.get(where),
            )
        try:
            return await client.send(request)
        except (ConnectionError, OSError) as e:
            raise Unhealthy(f"{what} at {where[0]}:{where[1]} failed: {e}") from None

    async def close(self) -> None:
        for client in self._clients.values():
            with contextlib.suppress(Exception):
                await client.close()


def _describe_quorum_request() -> Any:
    return DescribeQuorumRequest(
        topics=[
            DescribeQuorumRequest.TopicData(
                topic_name=METADATA_TOPIC, partitions=[DescribeQuorumRequest.PartitionData(partition_index=0)]
            )
        ]
    )


def _quorum_partition(response: Any) -> Any:
    """The metadata partition of a DescribeQuorum response (its error code still to be looked at)."""

    if response.error_code != ErrorCode.NONE:
        raise Unhealthy(
            f"DescribeQuorum failed: {ErrorCode.name_of(response.error_code)}"
            + (f" ({response.error_message})" if response.error_message else "")
        )
    for t in response.topics:
        for p in t.partitions:
            if t.topic_name == METADATA_TOPIC and p.partition_index == 0:
                return p
    raise Unhealthy("DescribeQuorum did not answer for the metadata partition")


def _freshness(partition: Any, node_id: int, rows: Any, what: str, max_age_ms: int) -> str:
    """Whether the leader saw `node_id` (among `rows`) fetch and be caught up recently; the leader's own row
    carries the leader's clock."""
    me = next((r for r in rows if r.replica_id == node_id), None)
    if me is None:
        raise Unhealthy(f"the quorum leader {partition.leader_id} does not list it among the {what}")
    leader_row = next((r for r in partition.current_voters if r.replica_id == partition.leader_id), None)
    now = leader_row.last_fetch_timestamp if leader_row is not None else -1
    if now < 0:
        raise Unhealthy(f"the quorum leader {partition.leader_id} reported no clock")
    if me.last_fetch_timestamp < 0:
        raise Unhealthy(f"the quorum leader {partition.leader_id} has not seen it fetch")
    fetch_age = now - me.last_fetch_timestamp
    if fetch_age > max_age_ms:
        raise Unhealthy(f"the quorum leader {partition.leader_id} last saw it fetch {fetch_age} ms ago")
    if me.last_caught_up_timestamp < 0:
        raise Unhealthy(f"it has not caught up with the quorum leader {partition.leader_id} yet")
    caught_up_age = now - me.last_caught_up_timestamp
    if caught_up_age > max_age_ms:
        raise Unhealthy(f"it was last caught up with the quorum leader {partition.leader_id} {caught_up_age} ms ago")
    return f"fetched {max(0, fetch_age)} ms ago"


async def _check_controller(session: _Session, node_id: int, where: tuple[str, int], max_age_ms: int) -> str:
    response = await session.send(
        where, _describe_quorum_request(), "DescribeQuorum on the controller listener", "the controller is not running"
    )
    partition = _quorum_partition(response)
    if partition.error_code == ErrorCode.NONE:
        if partition.leader_id != node_id:  # answered, so this node leads: it must say so
            raise Unhealthy(f"it answered DescribeQuorum but names {partition.leader_id} as the leader")
        voters = len(partition.current_voters)
        return f"controller leading the metadata quorum (epoch {partition.leader_epoch}, {voters} voters)"
    if partition.error_code != ErrorCode.NOT_LEADER_OR_FOLLOWER:
        raise Unhealthy(f"DescribeQuorum failed: {ErrorCode.name_of(partition.error_code)}")
    leader = partition.leader_id
    if leader < 0:
        raise Unhealthy("it knows no quorum leader (the quorum has not elected one, or it cannot reach it)")
    cluster = await session.send(
        where,
        DescribeClusterRequest(endpoint_type=ENDPOINT_TYPE_CONTROLLER),
        "DescribeCluster on the controller listener",
    )
    if cluster.error_code != ErrorCode.NONE:
        raise Unhealthy(f"DescribeCluster failed: {ErrorCode.name_of(cluster.error_code)}")
    if not any(b.broker_id == node_id for b in cluster.brokers):
        raise Unhealthy("it is not a voter of the metadata quorum")
    endpoint = next(((b.host, b.port) for b in cluster.brokers if b.broker_id == leader), None)
    if endpoint is None:
        raise Unhealthy(f"it knows no endpoint of the quorum leader {leader}")
    answer = _quorum_partition(
        await session.send(endpoint, _describe_quorum_request(), f"DescribeQuorum on the quorum leader {leader}")
    )
    if answer.error_code != ErrorCode.NONE:
        raise Unhealthy(f"the quorum leader {leader} answered {ErrorCode.name_of(answer.error_code)}")
    fresh = _freshness(answer, node_id, answer.current_voters, "voters", max_age_ms)
    return f"controller following quorum leader {answer.leader_id} (epoch {answer.leader_epoch}, {fresh})"


async def _check_broker(session: _Session, node_id: int, where: tuple[str, int], max_age_ms: int) -> str:
    cluster = await session.send(
        where,
        DescribeClusterRequest(endpoint_type=ENDPOINT_TYPE_BROKER, include_fenced_brokers=True),
        "DescribeCluster on the broker listener",
        "the broker is not running, or not yet registered, unfenced and caught up with the metadata log",
    )
    if cluster.error_code != ErrorCode.NONE:
        raise Unhealthy(f"DescribeCluster failed: {ErrorCode.name_of(cluster.error_code)}")
    me = next((b for b in cluster.brokers if b.broker_id == node_id), None)
    if me is None:
        raise Unhealthy("it is not registered (its metadata lists no broker with its id)")
    if getattr(me, "is_fenced", False):
        raise Unhealthy("it is registered but fenced")
    response = await session.send(where, _describe_quorum_request(), "DescribeQuorum through the broker listener")
    partition = _quorum_partition(response)
    if partition.error_code != ErrorCode.NONE:
        raise Unhealthy(f"DescribeQuorum through the broker failed: {ErrorCode.name_of(partition.error_code)}")
    rows = list(partition.observers) + [v for v in partition.current_voters if v.replica_id == node_id]
    fresh = _freshness(partition, node_id, rows, "observers", max_age_ms)
    return f"broker registered and unfenced, replicating metadata from quorum leader {partition.leader_id} ({fresh})"
