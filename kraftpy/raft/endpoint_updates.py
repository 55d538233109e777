"""KIP-853's UpdateRaftVoter from the voter's side: a voter whose controller listeners differ from those its voter
record holds (restarted on another host or port) tells the quorum leader, which writes the new endpoints into the
voter set, so the other voters reach it again (Vote, BeginQuorumEpoch) and DescribeQuorum shows where it listens.

`VoterEndpointUpdater` is a `RaftListener` of the node's `RaftDriver`: whenever the leader or the log changes, it
compares this node's voter record with the node's own endpoints and, while they differ, sends UpdateRaftVoter to the
leader (one at a time, again after `retry_backoff_ms` when it failed or the leader has not written it yet). Voters
that come from `controller.quorum.voters` alone are left alone: their endpoints are the configuration's, as in Kafka
without a voter set in the log. The node registers it only when its controller listeners name concrete hosts
(`kraftpy.node.raft_role.controller_endpoints_explicit`).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.update_raft_voter import UpdateRaftVoterRequest, UpdateRaftVoterResponse
from kraftpy.runtime import CONTROLLER_LISTENER, Reactor, Timer, TransportError

from .driver import RaftDriver, RaftListener
from .messages import LoadedSnapshot
from .records import Batch
from .voters import Endpoint, Voter

__all__ = ["VoterEndpointUpdater", "endpoints_differ"]

logger = logging.getLogger(__name__)

# kraft.version levels this node supports: kraftpy keeps its voters in the log (KIP-853's level 1) from the start
_KRAFT_VERSIONS = (0, 1)


def endpoints_differ(recorded: Sequence[Endpoint], own: Sequence[Endpoint]) -> bool:
    """Whether a voter record's endpoints are not the node's own (order aside)."""
    key = sorted((e.name, e.host, e.port) for e in own)
    return bool(key) and sorted((e.name, e.host, e.port) for e in recorded) != key


class VoterEndpointUpdater(RaftListener):
    """See the module docstring. `cluster_id` goes into the request (None: not checked)."""

    def __init__(self, reactor: Reactor, driver: RaftDriver, cluster_id: str | None = None) -> None:
        self.reactor = reactor
        self.driver = driver
        self.cluster_id = cluster_id or None
        self._in_flight = False
        self._timer: Timer | None = None
        self.sent = 0  # UpdateRaftVoter requests sent (for tests and logs)
        self.updated = 0  # answered without error

    # -- RaftListener ----------------------------------------------------------------------------------------------

    def handle_leader_change(self, leader_id: int, epoch: int) -> None:
        self._check()

    def handle_commit(self, batches: Sequence[Batch]) -> None:
        self._check()

    def handle_load_snapshot(self, snapshot: LoadedSnapshot) -> None:
        self._check()

    def close(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    # -- the check -------------------------------------------------------------------------------------------------

    def needed(self) -> bool:
        """This node is a voter of a voter set from the log whose record of it has other endpoints than its own."""
        driver = self.driver
        raft = driver.raft
        if driver.closed or not raft.endpoints or not raft.voters_recorded or not driver.is_voter:
            return False
        voter = driver.voters.voter(driver.node_id)
        return voter is not None and endpoints_differ(voter.endpoints, raft.endpoints)

    def _check(self) -> None:
        if self._in_flight or self._timer is not None or not self.needed():
            return
        driver = self.driver
        leader = driver.leader_and_epoch
        if leader.leader_id < 0 or leader.leader_id == driver.node_id:
            if leader.leader_id == driver.node_id:
                self._update_locally()
            return
        self._send(leader.leader_id, leader.epoch)

    def _request(self, epoch: int) -> UpdateRaftVoterRequest:
        raft = self.driver.raft
        return UpdateRaftVoterRequest(
            cluster_id=self.cluster_id,
            current_leader_epoch=epoch,
            voter_id=self.driver.node_id,
            voter_directory_id=raft.directory_id,
            listeners=[UpdateRaftVoterRequest.Listener(name=e.name, host=e.host, port=e.port) for e in raft.endpoints],
            kraft_version_feature=UpdateRaftVoterRequest.KRaftVersionFeature(
                min_supported_version=_KRAFT_VERSIONS[0], max_supported_version=_KRAFT_VERSIONS[1]
            ),
        )

    def _send(self, leader: int, epoch: int) -> None:
        self._in_flight = True
        self.sent += 1
        endpoints = ", ".join(str(e) for e in self.driver.raft.endpoints)
        logger.info(
            "[VoterEndpointUpdater %d] Asking leader %d (epoch %d) to record this voter's endpoints %s",
            self.driver.node_id,
            leader,
            epoch,
            endpoints,
        )

        def done(response: Message | None, error: TransportError | None) -> None:
            self._in_flight = False
            if isinstance(response, UpdateRaftVoterResponse) and response.error_code == ErrorCode.NONE:
                self.updated += 1
                self._check()  # the leader answers once committed; the next commit here confirms it
                return
            what = (
                ErrorCode(response.error_code).name
                if isinstance(response, UpdateRaftVoterResponse)
                else f"transport error {error}"
            )
            logger.info("[VoterEndpointUpdater %d] UpdateRaftVoter to %d failed: %s", self.driver.node_id, leader, what)
            self._retry_later()

        timeout = self.driver.config.request_timeout_ms * 15
        self.reactor.send(leader, CONTROLLER_LISTENER, self._request(epoch), done, timeout_ms=timeout, version=0)

    def _update_locally(self) -> None:
        """This node leads: it records its own endpoints itself."""
        self._in_flight = True
        voter = self.driver.voters.voter(self.driver.node_id)
        assert voter is not None
        own = Voter(voter.node_id, self.driver.raft.directory_id, tuple(self.driver.raft.endpoints))
        d = self.driver.update_voter(own, self.driver.config.request_timeout_ms * 15)

        def done(_: object) -> None:
            self._in_flight = False
            result = d.result()
            if result.error_code == ErrorCode.NONE:
                self.updated += 1
            else:
                self._retry_later()

        d.add_callback(done)

    def _retry_later(self) -> None:
        if self.driver.closed:
            return
        delay = max(self.driver.config.retry_backoff_ms, 100)

        def fire() -> None:
            self._timer = None
            self._check()

        self._timer = self.reactor.call_at(self.reactor.now_ms() + delay, fire)
