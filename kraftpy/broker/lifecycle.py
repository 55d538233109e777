"""The broker's lifecycle with the active controller: registration, heartbeats, unfencing, controlled shutdown.

STARTING -> REGISTERING (BrokerRegistration v4 with PreviousBrokerEpoch read from the clean-shutdown files) ->
RECOVERY (registered but fenced; heartbeats carry the metadata offset until the controller unfences it) ->
RUNNING -> PENDING_CONTROLLED_SHUTDOWN (heartbeats with WantShutDown until ShouldShutDown) -> SHUTTING_DOWN.

A heartbeat answered with STALE_BROKER_EPOCH or BROKER_ID_NOT_REGISTERED sends the broker back to registration;
NOT_CONTROLLER or a transport failure retries with the controller leader the metadata quorum reports next.
"""

from __future__ import annotations

import enum
import logging
import uuid
from collections.abc import Callable
from dataclasses import dataclass

from kraftpy.metadata.features import SUPPORTED_FEATURES as FEATURES_SUPPORTED
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.broker_heartbeat import BrokerHeartbeatRequest, BrokerHeartbeatResponse
from kraftpy.protocol.messages.broker_registration import (
    BrokerRegistrationRequest,
    BrokerRegistrationResponse,
)
from kraftpy.runtime import CONTROLLER_LISTENER, Reactor, Timer, TransportError

log = logging.getLogger(__name__)
E = ErrorCode

# What this broker supports: metadata.version 3.3-IV3 (7) .. 4.1-IV1 (27), and the ELR feature (levels 0-1).
SUPPORTED_FEATURES = dict(FEATURES_SUPPORTED)
RETRY_MS = 100


class BrokerState(enum.Enum):
    STARTING = "STARTING"
    REGISTERING = "REGISTERING"
    RECOVERY = "RECOVERY"
    RUNNING = "RUNNING"
    PENDING_CONTROLLED_SHUTDOWN = "PENDING_CONTROLLED_SHUTDOWN"
    SHUTTING_DOWN = "SHUTTING_DOWN"


@dataclass(frozen=True, slots=True)
class ListenerInfo:
    name: str
    host: str
    port: int
    security_protocol: int = 0


class BrokerLifecycle:
    def __init__(
        self,
        reactor: Reactor,
        *,
        node_id: int,
        cluster_id: str,
        listeners: list[ListenerInfo],
        rack: str | None,
        log_dirs: list[uuid.UUID],
        previous_broker_epoch: int,
        heartbeat_interval_ms: int,
        request_timeout_ms: int,
        controller_leader: Callable[[], int],
        metadata_offset: Callable[[], int],
    ) -> None:
        self.reactor = reactor
        self.node_id = node_id
        self.cluster_id = cluster_id
        self.listeners = listeners
        self.rack = rack
        self.log_dirs = log_dirs
        self.previous_broker_epoch = previous_broker_epoch
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.request_timeout_ms = request_timeout_ms
        self.controller_leader = controller_leader
        self.metadata_offset = metadata_offset
        self.incarnation_id = uuid.UUID(int=reactor.rng.getrandbits(128))
        self.state = BrokerState.STARTING
        self.broker_epoch = -1
        self.fenced = True
        self.caught_up = False
        self._timer: Timer | None = None
        self._in_flight = False
        self._on_unfenced: list[Callable[[], None]] = []
        self._on_shutdown_granted: Callable[[], None] | None = None
        #: when a controller last answered a registration or heartbeat (the reactor's ms; -1: never)
        self.last_answer_ms = -1

    @property
    def prefix(self) -> str:
        return f"[BrokerLifecycleManager id={self.node_id}]"

    @property
    def clean_shutdown_epoch(self) -> int:
        """The broker epoch a clean stop writes into the clean-shutdown files (KIP-966).

        The epoch of this incarnation's registration once the controller answered it. Before that, the epoch this
        incarnation started from (read from the files at start, -1 after an unclean shutdown): the replicas start
        only once the broker is registered and unfenced, so an incarnation that never registered left its logs as
        it found them, and its clean stop must not turn the earlier clean shutdown into an unclean one. (KIP-966
        says -1 here; with -1 a broker that restarted cleanly but could not reach the controller before it was
        stopped again would lose its ELR membership although it holds every record up to the high watermark.)"""
        return self.broker_epoch if self.broker_epoch >= 0 else self.previous_broker_epoch

    def on_unfenced(self, cb: Callable[[], None]) -> None:
        self._on_unfenced.append(cb)

    def start(self) -> None:
        self.state = BrokerState.REGISTERING
        self._schedule(0)

    def begin_controlled_shutdown(self, granted: Callable[[], None]) -> None:
        """Ask the controller to move leadership away; `granted` runs once it says ShouldShutDown (or at once
        if the broker never got registered)."""
        self._on_shutdown_granted = granted
        if self.state in (BrokerState.STARTING, BrokerState.REGISTERING) or self.broker_epoch < 0:
            self._finish_shutdown()
            return
        self.state = BrokerState.PENDING_CONTROLLED_SHUTDOWN
        self._schedule(0)

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self.state = BrokerState.SHUTTING_DOWN

    # -- driving ---------------------------------------------------------------------------------------------

    def _schedule(self, delay_ms: int) -> None:
        if self.state is BrokerState.SHUTTING_DOWN:
            return
        if self._timer is not None:
            self._timer.cancel()
        self._timer = self.reactor.call_at(self.reactor.now_ms() + delay_ms, self._tick)

    def _tick(self) -> None:
        self._timer = None
        if self._in_flight or self.state is BrokerState.SHUTTING_DOWN:
            return
        leader = self.controller_leader()
        if leader < 0:
            self._schedule(RETRY_MS)
            return
        if self.state is BrokerState.REGISTERING:
            self._register(leader)
        else:
            self._heartbeat(leader)

    def _register(self, leader: int) -> None:
        R = BrokerRegistrationRequest
        req = R(
            broker_id=self.node_id,
            cluster_id=self.cluster_id,
            incarnation_id=self.incarnation_id,
            listeners=[
                R.Listener(name=x.name, host=x.host, port=x.port, security_protocol=x.security_protocol)
                for x in self.listeners
            ],
            features=[
                R.Feature(name=k, min_supported_version=lo, max_supported_version=hi)
                for k, (lo, hi) in sorted(SUPPORTED_FEATURES.items())
            ],
            rack=self.rack,
            log_dirs=list(self.log_dirs),
            previous_broker_epoch=self.previous_broker_epoch,
        )
        self._in_flight = True
        self.reactor.send(
            leader, CONTROLLER_LISTENER, req, self._registered, timeout_ms=self.request_timeout_ms, version=4
        )

    def _registered(self, resp: BrokerRegistrationResponse | None, error: TransportError | None) -> None:
        self._in_flight = False
        if self.state is BrokerState.SHUTTING_DOWN:
            return
        if error is not None or resp is None:
            log.info("%s Registration failed: %s; retrying", self.prefix, error)
            self._schedule(RETRY_MS)
            return
        self.last_answer_ms = self.reactor.now_ms()
        if resp.error_code != 0:
            log.info("%s Registration refused: %s; retrying", self.prefix, E.of(resp.error_code))
            self._schedule(RETRY_MS if resp.error_code == E.NOT_CONTROLLER else self.heartbeat_interval_ms)
            return
        self.broker_epoch = resp.broker_epoch
        log.info(
            "%s Registered with epoch %d (previous epoch %d)",
            self.prefix,
            self.broker_epoch,
            self.previous_broker_epoch,
        )
        if self.state is BrokerState.REGISTERING:
            self.state = BrokerState.RECOVERY
        self._schedule(0)

    def _heartbeat(self, leader: int) -> None:
        want_shutdown = self.state is BrokerState.PENDING_CONTROLLED_SHUTDOWN
        req = BrokerHeartbeatRequest(
            broker_id=self.node_id,
            broker_epoch=self.broker_epoch,
            current_metadata_offset=self.metadata_offset(),
            want_fence=False,
            want_shut_down=want_shutdown,
        )
        self._in_flight = True
        self.reactor.send(
            leader, CONTROLLER_LISTENER, req, self._heartbeat_done, timeout_ms=self.request_timeout_ms, version=1
        )

    def _heartbeat_done(self, resp: BrokerHeartbeatResponse | None, error: TransportError | None) -> None:
        self._in_flight = False
        if self.state is BrokerState.SHUTTING_DOWN:
            return
        interval = self.heartbeat_interval_ms
        if self.state is BrokerState.PENDING_CONTROLLED_SHUTDOWN:
            interval = min(interval, 500)
        if error is not None or resp is None:
            log.debug("%s Heartbeat failed: %s", self.prefix, error)
            self._schedule(RETRY_MS)
            return
        self.last_answer_ms = self.reactor.now_ms()
        if resp.error_code in (E.STALE_BROKER_EPOCH, E.BROKER_ID_NOT_REGISTERED):
            log.info("%s Heartbeat answered %s: registering again", self.prefix, E.of(resp.error_code))
            if self.state is not BrokerState.PENDING_CONTROLLED_SHUTDOWN:
                self.state = BrokerState.REGISTERING
            self._schedule(0)
            return
        if resp.error_code != 0:
            self._schedule(RETRY_MS)
            return
        self.caught_up = resp.is_caught_up
        was_fenced = self.fenced
        self.fenced = resp.is_fenced
        if self.state is BrokerState.PENDING_CONTROLLED_SHUTDOWN:
            if resp.should_shut_down:
                log.info("%s The controller granted the controlled shutdown", self.prefix)
                self._finish_shutdown()
                return
        elif not resp.is_fenced:
            self.state = BrokerState.RUNNING
            if was_fenced:
                log.info("%s The controller unfenced the broker at epoch %d", self.prefix, self.broker_epoch)
                for cb in self._on_unfenced:
                    cb()
        elif self.state is BrokerState.RUNNING:
            log.info("%s The controller fenced the broker", self.prefix)
            self.state = BrokerState.RECOVERY
        self._schedule(interval)

    def _finish_shutdown(self) -> None:
        self.stop()
        granted, self._on_shutdown_granted = self._on_shutdown_granted, None
        if granted is not None:
            granted()
