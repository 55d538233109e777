"""`RaftContext`: the state a `RaftNode` shares with the helpers it owns, as plain data.

The node makes one and hands it to its parts (`Transitions`, `Accumulator`, `Voting`, `Replication`,
`SnapshotTransfer`, `VoterChanges`); they read and change the shared state here and never reach into the node,
which imports them and is imported by none of them. What it holds:

* what the node is and is given: `node_id`, `directory_id`, `cluster_id`, `endpoints` (its controller listeners),
  `bootstrap_peers`, `static_voters` (the configured ones), `config`, `log`, `random`, `metrics`;
* what every part reads and changes: the role (`state`), the high watermark (`hwm`, None until known in this
  epoch), the next offset to hand to the state machine (`next_apply`), the time of the call being handled (`now`),
  the output being built (`out`) and the requests in flight (`requests`);
* the voters in effect (`voters`, `target_voters`, and the `quorum` made of them; `VoterChanges` sets them from the
  log) and the committed voter assignment that quorum-state holds (`committed_voters`);
* the operations every part uses: `send_request`, `random_election_timeout`, `batch_timestamp`, `cluster_id_ok`,
  `is_voter`, and the logging of a failed response (`top_level_error`, `unexpected_error`).
"""

from __future__ import annotations

import logging
import random
import uuid
from collections.abc import Callable

from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode

from .assignment import NO_OFFSET, VoterAssignment, directory_matches
from .config import QuorumConfig
from .log import RaftLog
from .messages import RaftOutput, RaftRequest
from .metrics import RaftMetrics
from .quorum import Quorum, quorum_of
from .requests import RequestManager, Sent
from .roles import EpochState
from .voters import Endpoint, VoterSet

__all__ = ["RaftContext"]

# the node's logger: what the parts report reads as before, under the RaftNode's name
logger = logging.getLogger("kraftpy.raft.node")


class RaftContext:
    """The state of one `RaftNode` that its parts share (see the module docstring)."""

    __slots__ = (
        "_next_correlation_id",
        "_wall_clock",
        "bootstrap_peers",
        "cluster_id",
        "committed_voters",
        "config",
        "directory_id",
        "endpoints",
        "hwm",
        "log",
        "metrics",
        "next_apply",
        "node_id",
        "now",
        "out",
        "quorum",
        "random",
        "requests",
        "state",
        "static_voters",
        "target_voters",
        "voters",
    )

    state: EpochState  # set by the node once the voters are known (see `RaftNode.__init__`)

    def __init__(
        self,
        *,
        node_id: int,
        directory_id: uuid.UUID,
        cluster_id: str | None,
        endpoints: tuple[Endpoint, ...],
        bootstrap_peers: tuple[int, ...],
        voters: VoterSet,
        log: RaftLog,
        config: QuorumConfig,
        random: random.Random,
        now: int,
        wall_clock: Callable[[], int] | None,
    ) -> None:
        self.node_id = node_id
        self.directory_id = directory_id
        self.cluster_id = cluster_id
        self.endpoints = endpoints
        self.bootstrap_peers = bootstrap_peers
        self.static_voters = voters
        self.voters = voters
        self.target_voters: VoterSet | None = None
        self.quorum: Quorum = quorum_of(voters)
        self.committed_voters: tuple[int, VoterAssignment | None] = (NO_OFFSET, None)
        self.log = log
        self.config = config
        self.random = random
        self.metrics = RaftMetrics(number_of_voters=len(voters))
        self.now = now
        self._wall_clock = wall_clock
        self.requests = RequestManager(config.request_timeout_ms, config.retry_backoff_ms)
        self.out = RaftOutput()
        self.hwm: int | None = None
        self.next_apply = 0
        self._next_correlation_id = 0

    @property
    def is_voter(self) -> bool:
        """This node (its id and its metadata directory) is in the voter set of its log."""
        return directory_matches(self.voters.voter(self.node_id), self.directory_id)

    def batch_timestamp(self) -> int:
        """The timestamp of a batch written now: wall-clock milliseconds (the monotonic clock without one)."""
        wall = self._wall_clock
        return wall() if wall is not None else self.now

    def random_election_timeout(self) -> int:
        et = self.config.election_timeout_ms
        return et + self.random.randrange(et)

    def cluster_id_ok(self, cluster_id: str | None) -> bool:
        return cluster_id is None or self.cluster_id is None or cluster_id == self.cluster_id

    def send_request(self, peer: int, body: Message, sent: Sent) -> None:
        cid = self._next_correlation_id
        self._next_correlation_id += 1
        self.requests.on_sent(peer, cid, self.now, sent)
        self.out.messages.append(RaftRequest(peer, cid, body))

    def top_level_error(self, peer: int, resp: Message) -> bool:
        """A response whose top-level error code is set: logged (unless the peer is not available); the peer backs
        off."""
        code = getattr(resp, "error_code", -1)
        if code != ErrorCode.BROKER_NOT_AVAILABLE:
            logger.error("[RaftNode %d] %s from %d failed with %s", self.node_id, resp.NAME, peer, ErrorCode.of(code))
        return False

    def unexpected_error(self, peer: int, api: str, code: int) -> bool:
        logger.error(
            "[RaftNode %d] Unexpected error %s in %s response from %d",
            self.node_id,
            ErrorCode.of(code),
            api,
            peer,
        )
        return False
