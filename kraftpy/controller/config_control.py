"""AlterConfigs and IncrementalAlterConfigs on the controller.

Validation and the ConfigRecords come from the configuration layer (`kraftpy.metadata.configs`). KIP-966 adds one
rule: when a change alters the effective min.insync.replicas of topics, the ELR (and LastKnownELR) of their
partitions is removed where the new min ISR <= ISR size, in the same append as the config records.
"""

from __future__ import annotations

import logging

from kraftpy.controller.quorum_controller import Decision
from kraftpy.controller.replication_control import ReplicationControl
from kraftpy.controller.settings import ControllerSettings, elr_enabled
from kraftpy.metadata import configs
from kraftpy.metadata.image import MetadataDelta, MetadataImage
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages.alter_configs import AlterConfigsRequest
from kraftpy.protocol.messages.incremental_alter_configs import IncrementalAlterConfigsRequest

log = logging.getLogger(__name__)


class ConfigControl:
    def __init__(self, settings: ControllerSettings, replication: ReplicationControl) -> None:
        self.settings = settings
        self.replication = replication

    def _decide(self, image: MetadataImage, outcome: configs.AlterOutcome, response: object) -> Decision:
        for w in outcome.warnings:
            log.warning("[QuorumController id=%d] %s", self.settings.node_id, w)
        records: list[Message] = list(outcome.records)
        if records and outcome.min_isr_changes:
            delta = MetadataDelta(image)
            for r in records:
                delta.replay(r)
            after = delta.apply()
            records.extend(self.replication.min_isr_changes(after, {c.topic for c in outcome.min_isr_changes}))
        return Decision(records=records, response=response)

    def alter_configs(self, image: MetadataImage, req: AlterConfigsRequest, version: int) -> Decision:
        outcome = configs.alter_configs(
            req,
            image,
            self.settings.static,
            controller_ids=self.settings.controller_ids,
            elr_enabled=elr_enabled(image),
        )
        return self._decide(image, outcome, outcome.alter_configs_response())

    def incremental_alter_configs(
        self, image: MetadataImage, req: IncrementalAlterConfigsRequest, version: int
    ) -> Decision:
        outcome = configs.incremental_alter_configs(
            req,
            image,
            self.settings.static,
            controller_ids=self.settings.controller_ids,
            elr_enabled=elr_enabled(image),
        )
        return self._decide(image, outcome, outcome.incremental_alter_configs_response())
