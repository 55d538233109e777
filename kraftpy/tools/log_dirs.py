"""``kraftpy log-dirs``: the brokers' log directories and the partition replicas in them, as ``kafka-log-dirs.sh``
prints them.

::

    kraftpy log-dirs --bootstrap-server H:P --describe [--broker-list 1,2] [--topic-list a,b] [--command-config F]

The brokers are those of the cluster (DescribeCluster: the unfenced ones), or those of ``--broker-list``, which must
all be in the cluster. Each is sent DescribeLogDirs for every partition (as Kafka's admin client asks);
``--topic-list`` keeps the partitions of those topics in the output (the filter is applied here, as Kafka's tool
does). Output, as Kafka's tool::

    Querying brokers for log directories information
    Received log directory information from brokers 1,2,3
    {"version":1,"brokers":[{"broker":1,"logDirs":[{"logDir":"/var/lib/kraftpy/data","error":null,
     "partitions":[{"partition":"t-0","size":123,"offsetLag":0,"isFuture":false}]}]}]}

(the JSON is one line). ``error`` is null for a dir in service, else the name of the Java exception Kafka's tool
prints for the dir's error code (``org.apache.kafka.common.errors.KafkaStorageException`` for an offline dir).
Brokers are listed in ascending id order, dirs in the broker's order, partitions by topic then partition (Kafka's
tool prints Java hash maps, whose order is unspecified).

Mistakes on the command line and brokers that cannot be described are one line on stderr and exit code 1.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, TextIO

from kraftpy.admin.client import (
    AdminClient,
    AdminConfigError,
    AdminError,
    ClusterDescription,
    LogDirDescription,
    load_client_properties,
)
from kraftpy.protocol.error_codes import ErrorCode

__all__ = ["LogDirsCommandError", "format_json", "parse_broker_list", "parse_topic_list", "register", "run"]

QUERYING = "Querying brokers for log directories information"
_JAVA_ERRORS = "org.apache.kafka.common.errors."
#: dir error codes -> the exception class Kafka's admin client raises for them (what kafka-log-dirs.sh prints)
_EXCEPTION_NAMES: Mapping[int, str] = {
    int(ErrorCode.KAFKA_STORAGE_ERROR): "KafkaStorageException",
    int(ErrorCode.LOG_DIR_NOT_FOUND): "LogDirNotFoundException",
    int(ErrorCode.UNKNOWN_SERVER_ERROR): "UnknownServerException",
    int(ErrorCode.CLUSTER_AUTHORIZATION_FAILED): "ClusterAuthorizationException",
}


class LogDirsCommandError(Exception):
    """A one-line error for the user (stderr, exit code 1)."""


class _Admin(Protocol):
    async def __aenter__(self) -> Any: ...

    async def __aexit__(self, *exc: object) -> None: ...

    async def describe_cluster(self) -> ClusterDescription: ...

    async def describe_log_dirs(
        self, broker_ids: Any = None, partitions: Any = None
    ) -> dict[int, dict[str, LogDirDescription] | AdminError]: ...


AdminFactory = Callable[[str, dict[str, str]], _Admin]


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "log-dirs",
        help="describe the brokers' log directories and the replicas in them (like kafka-log-dirs.sh)",
        description="Query the brokers for their log directories, the partition replicas each holds, their sizes "
        "and offset lags, as kafka-log-dirs.sh --describe does.",
    )
    p.add_argument(
        "--bootstrap-server",
        metavar="HOST:PORT",
        help="REQUIRED: the server(s) to use for bootstrapping",
    )
    p.add_argument(
        "--command-config", metavar="FILE", help="Property file containing configs to be passed to Admin Client."
    )
    p.add_argument(
        "--describe", action="store_true", help="Describe the specified log directories on the specified brokers."
    )
    p.add_argument(
        "--topic-list",
        metavar="TOPICS",
        default="",
        help='The list of topics to be queried in the form "topic1,topic2,topic3". All topics will be queried if no '
        "topic list is specified",
    )
    p.add_argument(
        "--broker-list",
        metavar="BROKERS",
        help='The list of brokers to be queried in the form "0,1,2". All brokers in the cluster will be queried if '
        "no broker list is specified",
    )
    p.set_defaults(func=cmd_log_dirs)


def cmd_log_dirs(args: argparse.Namespace) -> int:
    return asyncio.run(run(args, sys.stdout, sys.stderr))


def parse_topic_list(text: str | None) -> set[str]:
    return {t.strip() for t in (text or "").split(",") if t.strip()}


def parse_broker_list(text: str | None) -> list[int]:
    """``1,2,3`` -> [1, 2, 3] (duplicates dropped); LogDirsCommandError naming a bad entry."""
    out: list[int] = []
    for item in (text or "").split(","):
        item = item.strip()
        if not item:
            continue
        try:
            broker = int(item)
        except ValueError:
            raise LogDirsCommandError(
                f'--broker-list: "{item}" is not a broker id (expected integers in the form "0,1,2")'
            ) from None
        if broker not in out:
            out.append(broker)
    return out


def error_name(error: AdminError | None) -> str | None:
    """What Kafka's tool prints as a dir's "error": the Java exception's class name, or null."""
    if error is None:
        return None
    name = _EXCEPTION_NAMES.get(error.error_code)
    return _JAVA_ERRORS + name if name is not None else error.name


def format_json(descriptions: Mapping[int, Mapping[str, LogDirDescription]], topics: set[str]) -> str:
    """Kafka's one-line JSON document of the brokers' log dirs (partitions of `topics` only, unless empty)."""
    brokers = []
    for broker in sorted(descriptions):
        log_dirs = []
        for path, d in descriptions[broker].items():
            partitions = [
                {
                    "partition": f"{tp.topic}-{tp.partition}",
                    "size": r.size,
                    "offsetLag": r.offset_lag,
                    "isFuture": r.is_future,
                }
                for tp, r in sorted(d.replica_infos.items())
                if not topics or tp.topic in topics
            ]
            log_dirs.append({"logDir": path, "error": error_name(d.error), "partitions": partitions})
        brokers.append({"broker": broker, "logDirs": log_dirs})
    return json.dumps({"version": 1, "brokers": brokers}, separators=(",", ":"))


def _ids(brokers: Sequence[int]) -> str:
    return ",".join(str(b) for b in sorted(brokers))


async def run(args: argparse.Namespace, out: TextIO, err: TextIO, *, admin_factory: AdminFactory | None = None) -> int:
    """The whole command; returns the exit code. `admin_factory` stands in for the AdminClient in tests."""
    try:
        if not args.describe:
            raise LogDirsCommandError("Command must include option '--describe'")
        if not args.bootstrap_server:
            raise LogDirsCommandError('Missing required argument "[bootstrap-server]"')
        topics = parse_topic_list(args.topic_list)
        asked = parse_broker_list(args.broker_list)
        config = {} if args.command_config is None else load_client_properties(args.command_config)
        config = {k: v for k, v in config.items() if k not in ("bootstrap.servers", "bootstrap.controllers")}
        factory: AdminFactory = admin_factory or (lambda servers, cfg: AdminClient(servers, config=cfg))
        admin = factory(args.bootstrap_server, config)
        async with admin:
            # Kafka's tool lists the brokers DescribeCluster returns by default: the unfenced ones
            cluster = {n.node_id for n in (await admin.describe_cluster()).nodes if not n.is_fenced}
            absent = [b for b in asked if b not in cluster]
            if absent:
                raise LogDirsCommandError(
                    f"ERROR: The given brokers do not exist from --broker-list: {_ids(absent)}. "
                    f"Current existent brokers: {_ids(list(cluster))}"
                )
            brokers = sorted(asked or cluster)
            out.write(QUERYING + "\n")
            out.flush()
            answers = await admin.describe_log_dirs(brokers)
        failed = {b: e for b, e in answers.items() if isinstance(e, AdminError)}
        if failed:
            broker, e = min(failed.items())
            raise LogDirsCommandError(f"Error while describing the log directories of broker {broker}: {e}")
        out.write(f"Received log directory information from brokers {_ids(brokers)}\n")
        described = {b: d for b, d in answers.items() if not isinstance(d, AdminError)}
        out.write(format_json(described, topics) + "\n")
    except (LogDirsCommandError, AdminConfigError) as e:
        out.flush()
        err.write(f"{e}\n")
        return 1
    except AdminError as e:
        out.flush()
        err.write(f"Error while querying the brokers for log directories: {e}\n")
        return 1
    finally:
        out.flush()
    return 0
