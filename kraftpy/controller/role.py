"""The controller role of a node: the quorum controller, its control managers, and the requests it serves."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from kraftpy.controller.acl_control import AclControl
from kraftpy.controller.cluster_control import ClusterControl
from kraftpy.controller.config_control import ConfigControl
from kraftpy.controller.elections import LeaderElections
from kraftpy.controller.features import FeatureControl
from kraftpy.controller.metrics import ControllerMetrics
from kraftpy.controller.producer_ids import allocate_producer_ids
from kraftpy.controller.quorum_controller import Decision, MetadataLog, QuorumController
from kraftpy.controller.quota_control import ControllerMutationQuotas, alter_client_quotas
from kraftpy.controller.reassignment import ReassignmentControl
from kraftpy.controller.recovery_manager import UncleanRecoveryManager
from kraftpy.controller.replication_control import ReplicationControl
from kraftpy.controller.settings import ControllerSettings
from kraftpy.metadata.features import ELR_FEATURE, METADATA_VERSION
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.runtime import Deferred, Reactor, RequestHandler, RequestInfo

log = logging.getLogger(__name__)

# API keys served by the controller role
ALTER_PARTITION = 56
BROKER_REGISTRATION = 62
BROKER_HEARTBEAT = 63
UNREGISTER_BROKER = 64
CREATE_TOPICS = 19
DELETE_TOPICS = 20
CREATE_PARTITIONS = 37
ALLOCATE_PRODUCER_IDS = 67
ALTER_CONFIGS = 33
INCREMENTAL_ALTER_CONFIGS = 44
ELECT_LEADERS = 43
ALTER_PARTITION_REASSIGNMENTS = 45
LIST_PARTITION_REASSIGNMENTS = 46
UPDATE_FEATURES = 57
CREATE_ACLS = 30
DELETE_ACLS = 31
ALTER_USER_SCRAM_CREDENTIALS = 51
ALTER_CLIENT_QUOTAS = 49


class ControllerRole:
    name = "controller"

    def __init__(
        self,
        settings: ControllerSettings,
        reactor: Reactor,
        metadata_log: MetadataLog,
        *,
        acls_enabled: bool = True,
    ) -> None:
        self.settings = settings
        self.reactor = reactor
        self.controller = QuorumController(settings.node_id, reactor, metadata_log)
        self.controller.on_activation_change(self._activated)  # first: bootstrap records precede anything else
        self.replication = ReplicationControl(settings, reactor.rng)
        self.cluster = ClusterControl(self.controller, settings, self.replication)
        self.configs = ConfigControl(settings, self.replication)
        self.features = FeatureControl(settings)
        self.reassignments = ReassignmentControl(self.replication)
        self.recovery = UncleanRecoveryManager(self.controller, self.replication)
        self.elections = LeaderElections(self.controller, settings, self.replication, self.recovery)
        self.metrics = ControllerMetrics(self.controller, settings, self.recovery)
        # ACLs and SCRAM credentials; the ACL APIs answer SECURITY_DISABLED without an authorizer (Kafka's rule)
        self.acls = AclControl(reactor.rng, lambda: acls_enabled)
        # controller_mutation_rate quotas (KIP-599) on CreateTopics, DeleteTopics and CreatePartitions
        window_num = int(settings.static.get("quota.window.num", "11"))
        window_seconds = float(settings.static.get("quota.window.size.seconds", "1"))
        self.mutation_quotas = ControllerMutationQuotas(
            lambda: self.controller.image, lambda: reactor.now_ms() / 1000.0, window_num, window_seconds
        )

    # -- bootstrap ---------------------------------------------------------------------------------------------

    def bootstrap_records(self, image: MetadataImage) -> list[mr.FeatureLevelRecord]:
        """The records a new cluster starts with (the first active controller writes them once): metadata.version,
        and eligible.leader.replicas.version 1 when `eligible.leader.replicas.enabled` (KIP-966: default false)
        or 0. UpdateFeatures changes them later (`FeatureControl`)."""
        if METADATA_VERSION in image.features:
            return []
        return [
            mr.FeatureLevelRecord(name=METADATA_VERSION, feature_level=self.settings.metadata_version),
            mr.FeatureLevelRecord(
                name=ELR_FEATURE,
                feature_level=1 if self.settings.eligible_leader_replicas_enabled else 0,
            ),
        ]

    def _activated(self, active: bool) -> None:
        if active:
            records = self.bootstrap_records(self.controller.image)
            if records:
                log.info(
                    "[QuorumController id=%d] Writing the bootstrap metadata of a new cluster: %s",
                    self.settings.node_id,
                    ", ".join(f"{r.name}={r.feature_level}" for r in records),
                )
                self.controller.apply(Decision(records=list[Message](records)))

    # -- requests ------------------------------------------------------------------------------------------------

    def _submit(self, fn: Callable[[MetadataImage, Any, int], Decision]) -> RequestHandler:
        def handler(info: RequestInfo, req: Any) -> Deferred:
            version = info.api_version
            return self.controller.submit(lambda image: fn(image, req, version))

        return handler

    def _submit_quota(self, api: int, fn: Callable[[MetadataImage, Any, int], Decision]) -> RequestHandler:
        """`_submit` behind the controller mutation quota of the request's principal and client id."""
        decide = self.mutation_quotas.wrap(api, fn, self.settings.num_partitions)

        def handler(info: RequestInfo, req: Any) -> Deferred:
            return self.controller.submit(lambda image: decide(info, req, image))

        return handler

    def handlers(self) -> dict[int, RequestHandler]:
        r = self.replication
        return {
            BROKER_REGISTRATION: self.cluster.register,
            BROKER_HEARTBEAT: self.cluster.heartbeat,
            UNREGISTER_BROKER: self.cluster.unregister,
            ALTER_PARTITION: self._submit(r.alter_partition),
            CREATE_TOPICS: self._submit_quota(CREATE_TOPICS, r.create_topics),
            DELETE_TOPICS: self._submit_quota(DELETE_TOPICS, r.delete_topics),
            CREATE_PARTITIONS: self._submit_quota(CREATE_PARTITIONS, r.create_partitions),
            ALLOCATE_PRODUCER_IDS: self._submit(allocate_producer_ids),
            ALTER_CONFIGS: self._submit(self.configs.alter_configs),
            INCREMENTAL_ALTER_CONFIGS: self._submit(self.configs.incremental_alter_configs),
            ELECT_LEADERS: self.elections.elect_leaders,
            ALTER_PARTITION_REASSIGNMENTS: self._submit(self.reassignments.alter_partition_reassignments),
            LIST_PARTITION_REASSIGNMENTS: self._submit(self.reassignments.list_partition_reassignments),
            UPDATE_FEATURES: self._submit(self.features.update_features),
            CREATE_ACLS: self._submit(self.acls.create_acls),
            DELETE_ACLS: self._submit(self.acls.delete_acls),
            ALTER_USER_SCRAM_CREDENTIALS: self._submit(self.acls.alter_user_scram_credentials),
            ALTER_CLIENT_QUOTAS: self._submit(alter_client_quotas),
        }

    def shutdown(self) -> None:
        self.controller.shutdown()
