"""Cluster membership: broker registration (with KIP-966's clean-shutdown detection), heartbeats, fencing and
controlled shutdown, unregistration.

* A broker's epoch is the offset of its RegisterBrokerRecord. Re-registering with the same incarnation id keeps
  the registration (and the epoch).
* Clean-shutdown detection: BrokerRegistration v3+ carries PreviousBrokerEpoch, read by the broker from its
  clean-shutdown files. Equal to the epoch of the registration the controller holds -> clean; anything else
  (including older request versions and a first registration) -> unclean. After an unclean shutdown the broker
  leaves every ISR and ELR *before* its new registration is persisted (the records are appended first).
  One more case is clean (kraftpy): the epoch that the registration the controller holds was itself cleanly
  registered from (`RegisterBrokerRecord.PreviousCleanEpoch`). A broker that restarted cleanly from epoch P, was
  registered as P' but never heard the answer (a lost response, a controller failover) and was stopped cleanly
  again writes P, not P' (it never learnt P', never took part in replication and left its logs as it found
  them: `BrokerLifecycle.clean_shutdown_epoch`); without this rule the controller took that stop for an unclean
  one and dropped an ELR member that holds every acknowledged record.
* A new registration is fenced; a heartbeat unfences it once its metadata offset reaches its registration.
* No heartbeat for broker.session.timeout.ms -> fenced (it leaves the ISRs; it stays in ELRs).
* WantShutDown -> controlled shutdown: leadership and ISR membership move away; once it leads nothing it is fenced
  and told ShouldShutDown.
"""

from __future__ import annotations

import logging

from kraftpy.controller.quorum_controller import Decision, QuorumController
from kraftpy.controller.replication_control import ReplicationControl
from kraftpy.controller.settings import ControllerSettings
from kraftpy.metadata.image import MetadataDelta, MetadataImage
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.broker_heartbeat import BrokerHeartbeatRequest, BrokerHeartbeatResponse
from kraftpy.protocol.messages.broker_registration import (
    BrokerRegistrationRequest,
    BrokerRegistrationResponse,
)
from kraftpy.protocol.messages.unregister_broker import UnregisterBrokerRequest, UnregisterBrokerResponse
from kraftpy.runtime import Deferred, RequestInfo

log = logging.getLogger(__name__)
E = ErrorCode

FENCE = 1
UNFENCE = -1


class ClusterControl:
    def __init__(self, qc: QuorumController, settings: ControllerSettings, replication: ReplicationControl) -> None:
        self.qc = qc
        self.settings = settings
        self.replication = replication
        self.last_contact: dict[int, int] = {}  # broker -> monotonic ms of its last heartbeat (soft state)
        qc.on_activation_change(self._activation)
        qc.every(max(100, settings.broker_heartbeat_interval_ms // 2), self.fence_stale_brokers)

    @property
    def prefix(self) -> str:
        return f"[QuorumController id={self.qc.node_id}]"

    def _activation(self, active: bool) -> None:
        # A new active controller gives every registered broker a full session before fencing it.
        now = self.qc.reactor.now_ms()
        self.last_contact = {b: now for b in self.qc.image.brokers} if active else {}

    # -- registration ------------------------------------------------------------------------------------------

    def register(self, info: RequestInfo, req: BrokerRegistrationRequest) -> Deferred:
        version = info.api_version
        return self.qc.submit(lambda image: self._register(image, req, version))

    def _register(self, image: MetadataImage, req: BrokerRegistrationRequest, version: int) -> Decision:
        R = BrokerRegistrationResponse
        if req.cluster_id != self.settings.cluster_id:
            log.warning(
                "%s Rejecting registration of broker %d: cluster id %s is not %s",
                self.prefix,
                req.broker_id,
                req.cluster_id,
                self.settings.cluster_id,
            )
            return Decision(response=R(error_code=int(E.INCONSISTENT_CLUSTER_ID)))
        mv = image.features.get("metadata.version")
        if mv is not None:
            supported = {f.name: (f.min_supported_version, f.max_supported_version) for f in req.features}
            lo, hi = supported.get("metadata.version", (0, 0))
            if not lo <= mv <= hi:
                return Decision(response=R(error_code=int(E.UNSUPPORTED_VERSION)))
        existing = image.brokers.get(req.broker_id)
        now = self.qc.reactor.now_ms()
        if existing is not None and existing.incarnation_id == req.incarnation_id:
            self.last_contact[req.broker_id] = now
            return Decision(response=R(broker_epoch=existing.epoch))
        if existing is not None and not existing.fenced:
            last = self.last_contact.get(req.broker_id, -(10**18))
            if now - last < self.settings.broker_session_timeout_ms:
                log.info(
                    "%s Broker %d tried to register with incarnation %s while its registration %s is still active",
                    self.prefix,
                    req.broker_id,
                    req.incarnation_id,
                    existing.incarnation_id,
                )
                return Decision(response=R(error_code=int(E.DUPLICATE_BROKER_REGISTRATION)))
        records: list[Message] = []
        clean = False
        if existing is not None:
            clean = (
                version >= 3
                and req.previous_broker_epoch >= 0
                and req.previous_broker_epoch in (existing.epoch, existing.previous_clean_epoch)
            )
            log.info(
                "%s Broker %d registers again (new incarnation %s) after a%s shutdown (previous epoch %d, "
                "registered epoch %d)",
                self.prefix,
                req.broker_id,
                req.incarnation_id,
                " clean" if clean else "n unclean",
                req.previous_broker_epoch,
                existing.epoch,
            )
            records.extend(self.replication.registration_changes(image, req.broker_id, clean))
        epoch = self.qc.next_offset() + len(records)
        records.append(
            mr.RegisterBrokerRecord(
                broker_id=req.broker_id,
                incarnation_id=req.incarnation_id,
                broker_epoch=epoch,
                end_points=[
                    mr.RegisterBrokerRecord.BrokerEndpoint(
                        name=x.name, host=x.host, port=x.port, security_protocol=x.security_protocol
                    )
                    for x in req.listeners
                ],
                features=[
                    mr.RegisterBrokerRecord.BrokerFeature(
                        name=f.name,
                        min_supported_version=f.min_supported_version,
                        max_supported_version=f.max_supported_version,
                    )
                    for f in req.features
                ],
                rack=req.rack,
                fenced=True,
                in_controlled_shutdown=False,
                log_dirs=list(req.log_dirs),
                previous_clean_epoch=req.previous_broker_epoch if clean else -1,
            )
        )
        self.last_contact[req.broker_id] = now
        log.info("%s Registering broker %d with epoch %d", self.prefix, req.broker_id, epoch)
        return Decision(records=records, response=R(broker_epoch=epoch))

    # -- heartbeats ----------------------------------------------------------------------------------------------

    def heartbeat(self, info: RequestInfo, req: BrokerHeartbeatRequest) -> Deferred:
        return self.qc.submit(lambda image: self._heartbeat(image, req))

    def _heartbeat(self, image: MetadataImage, req: BrokerHeartbeatRequest) -> Decision:
        R = BrokerHeartbeatResponse
        reg = image.brokers.get(req.broker_id)
        if reg is None:
            return Decision(response=R(error_code=int(E.BROKER_ID_NOT_REGISTERED)))
        if reg.epoch != req.broker_epoch:
            return Decision(response=R(error_code=int(E.STALE_BROKER_EPOCH)))
        self.last_contact[req.broker_id] = self.qc.reactor.now_ms()
        caught_up = req.current_metadata_offset >= reg.epoch
        records: list[Message] = []
        b = req.broker_id
        if reg.fenced:
            if req.want_shut_down:
                return Decision(response=R(is_caught_up=caught_up, is_fenced=True, should_shut_down=True))
            if caught_up and not req.want_fence:
                log.info(
                    "%s Unfencing broker %d at epoch %d (metadata offset %d)",
                    self.prefix,
                    b,
                    reg.epoch,
                    req.current_metadata_offset,
                )
                records.append(mr.BrokerRegistrationChangeRecord(broker_id=b, broker_epoch=reg.epoch, fenced=UNFENCE))
                records.extend(self.replication.unfence_changes(image, b))
                return Decision(records=records, response=R(is_caught_up=True, is_fenced=False))
            return Decision(response=R(is_caught_up=caught_up, is_fenced=True))
        if req.want_fence:
            records.extend(self.replication.fence_changes(image, b))
            records.append(mr.BrokerRegistrationChangeRecord(broker_id=b, broker_epoch=reg.epoch, fenced=FENCE))
            return Decision(records=records, response=R(is_caught_up=caught_up, is_fenced=True))
        if req.want_shut_down:
            if not reg.in_controlled_shutdown:
                log.info("%s Broker %d is in controlled shutdown", self.prefix, b)
                records.append(
                    mr.BrokerRegistrationChangeRecord(broker_id=b, broker_epoch=reg.epoch, in_controlled_shutdown=1)
                )
            records.extend(self.replication.controlled_shutdown_changes(image, b))
            after = self._after(image, records)
            if self.replication.leader_count(after, b) > 0:
                return Decision(records=records, response=R(is_caught_up=caught_up, is_fenced=False))
            # it leads nothing: it may stop now, and it is fenced at once (as Kafka's SHUTDOWN_NOW), so clients
            # stop seeing it in Metadata before its session would expire
            log.info("%s Broker %d finished its controlled shutdown: fencing it", self.prefix, b)
            records.extend(self.replication.fence_changes(after, b))
            records.append(mr.BrokerRegistrationChangeRecord(broker_id=b, broker_epoch=reg.epoch, fenced=FENCE))
            return Decision(
                records=records,
                response=R(is_caught_up=caught_up, is_fenced=True, should_shut_down=True),
            )
        return Decision(response=R(is_caught_up=caught_up, is_fenced=False))

    @staticmethod
    def _after(image: MetadataImage, records: list[Message]) -> MetadataImage:
        delta = MetadataDelta(image)
        for r in records:
            delta.replay(r)
        return delta.apply()

    # -- fencing -------------------------------------------------------------------------------------------------

    def fence_stale_brokers(self) -> None:
        """Fence brokers whose session expired (one per run, as Kafka does)."""
        if not self.qc.active:
            return
        now = self.qc.reactor.now_ms()
        image = self.qc.image
        for b, reg in sorted(image.brokers.items()):
            if reg.fenced:
                continue
            last = self.last_contact.setdefault(b, now)
            if now - last > self.settings.broker_session_timeout_ms:
                log.info("%s Fencing broker %d: no heartbeat for %d ms", self.prefix, b, now - last)
                records = self.replication.fence_changes(image, b)
                records.append(mr.BrokerRegistrationChangeRecord(broker_id=b, broker_epoch=reg.epoch, fenced=FENCE))
                self.qc.apply(Decision(records=records))
                return

    # -- unregistration ----------------------------------------------------------------------------------------

    def unregister(self, info: RequestInfo, req: UnregisterBrokerRequest) -> Deferred:
        return self.qc.submit(lambda image: self._unregister(image, req))

    def _unregister(self, image: MetadataImage, req: UnregisterBrokerRequest) -> Decision:
        R = UnregisterBrokerResponse
        reg = image.brokers.get(req.broker_id)
        if reg is None:
            return Decision(
                response=R(
                    error_code=int(E.BROKER_ID_NOT_REGISTERED),
                    error_message=f"Broker ID {req.broker_id} is not registered.",
                )
            )
        records = self.replication.unregister_changes(image, req.broker_id)
        records.append(mr.UnregisterBrokerRecord(broker_id=req.broker_id, broker_epoch=reg.epoch))
        self.last_contact.pop(req.broker_id, None)
        return Decision(records=records, response=R())
